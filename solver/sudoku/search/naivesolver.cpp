// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/search/naivesolver.h"

#include "sudoku/search/searchrun.h"

#include <bit>

namespace sudoku
{

namespace
{

// The digits each house uses, as bits 1..9, for classic rules: rows, columns and boxes by arithmetic.
struct Flags {
    std::array<std::uint16_t, 9> row {};
    std::array<std::uint16_t, 9> col {};
    std::array<std::uint16_t, 9> box {};

    std::uint16_t used(int cell) const { return row[rowOf(cell)] | col[colOf(cell)] | box[boxOf(cell)]; }
    void place(int cell, int digit) { toggle(cell, digit); }
    void remove(int cell, int digit) { toggle(cell, digit); }
    void toggle(int cell, int digit)
    {
        const auto bit = static_cast<std::uint16_t>(1u << digit);
        row[rowOf(cell)] ^= bit;
        col[colOf(cell)] ^= bit;
        box[boxOf(cell)] ^= bit;
    }
};

// The same under any rules: the digits each house and each cage uses, and what a cage's sum still allows. A digit
// is "used" for a cell of a cage also when the cage's other empty cells could not make up the rest of its sum
// with it (a bound on distinct digits, not a full search: the backtracking does the rest).
struct RulesFlags {
    explicit RulesFlags(const Rules &r)
        : rules(r)
    {
        for (std::size_t c = 0; c < rules.cages().size(); ++c) {
            cageLeft[c] = rules.cages()[c].sum;
            cageFree[c] = rules.cages()[c].cells.count();
        }
    }

    std::uint16_t used(int cell) const
    {
        std::uint16_t u = 0;
        for (std::uint8_t h : rules.housesOf(cell))
            u |= house[h];
        const int c = rules.cageOf(cell);
        if (c >= 0) {
            u |= cageUsed[static_cast<std::size_t>(c)];
            const int left = cageLeft[static_cast<std::size_t>(c)];
            const int others = cageFree[static_cast<std::size_t>(c)] - 1;
            for (int d = 1; d <= 9; ++d) {
                if (left - d < minCageSum(others) || left - d > maxCageSum(others))
                    u |= static_cast<std::uint16_t>(1u << d);
            }
        }
        return u;
    }
    void place(int cell, int digit) { change(cell, digit, 1); }
    void remove(int cell, int digit) { change(cell, digit, -1); }
    void change(int cell, int digit, int sign)
    {
        const auto bit = static_cast<std::uint16_t>(1u << digit);
        for (std::uint8_t h : rules.housesOf(cell))
            house[h] ^= bit;
        const int c = rules.cageOf(cell);
        if (c >= 0) {
            cageUsed[static_cast<std::size_t>(c)] ^= bit;
            cageLeft[static_cast<std::size_t>(c)] -= sign * digit;
            cageFree[static_cast<std::size_t>(c)] -= sign;
        }
    }

    const Rules &rules;
    std::array<std::uint16_t, Rules::kMaxHouses> house {};
    std::array<std::uint16_t, kCellCount> cageUsed {};
    std::array<int, kCellCount> cageLeft {};
    std::array<int, kCellCount> cageFree {};
};

// Candidate counts of 10-bit "used" masks (bits 1..9). A portable build has no popcount instruction, and
// std::popcount then becomes a library call in the observed loop.
constexpr std::array<std::uint8_t, 1024> kFreeDigits = [] {
    std::array<std::uint8_t, 1024> table {};
    for (unsigned used = 0; used < 1024; ++used)
        table[used] = static_cast<std::uint8_t>(std::popcount(~used & 0x3FEu));
    return table;
}();

void emit(SearchObserver *observer, SearchEventKind kind, int cell, int digit, int size, int depth, int column = 0)
{
    observer->onEvent(SearchEvent::make(kind, cell, digit, size, depth, column));
}

template<bool kObserve, typename FlagsType>
void search(const Grid &givens, std::uint64_t limit, SolveResult &result, detail::SearchGate &gate,
    SearchObserver *observer, const std::array<std::uint16_t, kCellCount> *allowed, FlagsType flags)
{
    Grid grid = givens;
    // Digits a cell may not take besides those its houses use (the caller's masks), as "used" bits 1..9.
    std::array<std::uint16_t, kCellCount> excluded {};
    if (allowed) {
        for (int cell = 0; cell < kCellCount; ++cell)
            excluded[cell] = static_cast<std::uint16_t>(~((*allowed)[cell] << 1) & 0x3FEu);
    }
    std::array<std::uint8_t, kCellCount> empties {};
    int emptyCount = 0;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (grid[cell] != 0)
            flags.place(cell, grid[cell]);
        else
            empties[emptyCount++] = static_cast<std::uint8_t>(cell);
    }

    std::uint64_t nodes = 0;
    int k = 0; // index into empties of the cell being filled; grid[empties[k]] is its current digit
    while (true) {
        if (k == emptyCount) {
            if (++result.solutionCount == 1)
                result.solution = grid;
            if constexpr (kObserve)
                emit(observer, SearchEventKind::Solution, 0, 0, 0, k);
            if (result.solutionCount >= limit || k == 0)
                break;
            --k; // resume with the next digit of the last cell
            continue;
        }
        const int cell = empties[k];
        int digit = grid[cell];
        if (digit != 0) { // backing into this cell: take its digit away before trying the next one
            flags.remove(cell, digit);
            grid[cell] = 0;
            if constexpr (kObserve)
                emit(observer, SearchEventKind::Unplace, cell, digit, 0, k);
        }
        const std::uint16_t used = flags.used(cell) | excluded[cell];
        do
            ++digit;
        while (digit <= 9 && (used >> digit & 1u));
        if (digit <= 9) {
            if (gate.shouldStop(++nodes)) {
                --nodes;
                break;
            }
            flags.place(cell, digit);
            grid[cell] = static_cast<std::uint8_t>(digit);
            if constexpr (kObserve)
                emit(observer, SearchEventKind::Place, cell, digit, kFreeDigits[used & 0x3FFu], k + 1);
            ++k;
        } else {
            if constexpr (kObserve) // the cell's "no digit left": its column in the DLX numbering is the cell
                emit(observer, SearchEventKind::DeadEnd, cell, 0, 0, k, cell);
            if (k == 0)
                break;
            --k;
        }
    }
    result.stats.nodes = nodes;
    result.stats.guesses = nodes; // every placement of this search is a tentative choice
}

} // namespace

SolveResult NaiveSolver::solve(const Board &board, const SolveOptions &options)
{
    return detail::runSearch(
        board, options, [&](const Grid &givens, std::uint64_t limit, SolveResult &result, detail::SearchGate &gate) {
            const auto run = [&](auto flags) {
                if (options.observer)
                    search<true>(givens, limit, result, gate, options.observer, options.allowed, flags);
                else
                    search<false>(givens, limit, result, gate, nullptr, options.allowed, flags);
            };
            if (board.isClassic())
                run(Flags {});
            else
                run(RulesFlags(board.rules()));
        });
}

} // namespace sudoku
