// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/dfssolver.h"

#include "bandboard.h"
#include "searchrun.h"

namespace sudoku
{

namespace
{

using detail::BandBoard;

// Observer only: what a board whose propagation failed has no option left for, in the DeadEnd numbering of
// searchobserver.h. A cell without candidates or a house without a place for a digit is named first; when
// the contradiction was one digit's rows and boxes in a band with no one-per-row-and-box arrangement left
// (the pointing and claiming step of the propagation), that band and digit.
int deadEndConstraint(const BandBoard &board)
{
    std::array<std::uint32_t, kCellCount> candidates {};
    for (int cell = 0; cell < kCellCount; ++cell) {
        candidates[cell] = board.candidates(cell); // a solved cell keeps its digit as its one candidate
        if (candidates[cell] == 0)
            return cell;
    }
    for (int kind = 1; kind <= 3; ++kind) {
        for (int house = 0; house < 9; ++house) {
            std::uint32_t digits = 0;
            for (int cell = 0; cell < kCellCount; ++cell) {
                const int of = kind == 1 ? rowOf(cell) : kind == 2 ? colOf(cell) : boxOf(cell);
                if (of == house)
                    digits |= candidates[cell];
            }
            for (int d = 0; d < 9; ++d) {
                if (!(digits >> d & 1u))
                    return kind * 81 + house * 9 + d;
            }
        }
    }
    for (int band = 0; band < 3; ++band) {
        for (int d = 0; d < 9; ++d) {
            std::uint32_t triads = 0; // bit 3 * row + box: the digit can go in that row of that box
            for (int bit = 0; bit < 27; ++bit) {
                if (candidates[band * 27 + bit] >> d & 1u)
                    triads |= 1u << (bit / 9 * 3 + bit % 9 / 3);
            }
            if (detail::bandtables::kTriadClosure[triads] == 0)
                return kBandDigitConstraint + d * 3 + band;
        }
    }
    return kUnknownConstraint;
}

// The search of one solve. kObserve selects the instantiation that reports events; the other one compiles
// every observer statement away.
template<bool kObserve>
class DfsSearch
{
public:
    DfsSearch(std::uint64_t limit, SolveResult &result, detail::SearchGate &gate, SearchObserver *observer)
        : m_limit(limit)
        , m_result(result)
        , m_gate(gate)
        , m_observer(observer)
    {
    }

    void run(const Grid &givens, const std::array<std::uint16_t, kCellCount> *allowed)
    {
        BandBoard board(givens);
        if (allowed) {
            for (int cell = 0; cell < kCellCount; ++cell) {
                for (int d = 0; d < 9 && givens[cell] == 0; ++d) {
                    if (!((*allowed)[cell] >> d & 1u))
                        board.eliminate(cell, d);
                }
            }
        }
        if constexpr (kObserve)
            m_shown = givens;
        const int givenCount = board.solvedCount();
        if (!board.propagate()) {
            if constexpr (kObserve)
                emit(SearchEventKind::DeadEnd, 0, 0, 0, 0, deadEndConstraint(board));
        } else if (admit(board.solvedCount() - givenCount)) {
            if constexpr (kObserve)
                announceForces(board, 0);
            explore(board, board.solvedCount(), 0);
        }
        m_result.stats.nodes = m_nodes;
        m_result.stats.guesses = m_guesses;
    }

private:
    // Searches the positions below `board`, which is propagated and consistent and has `solved` cells
    // solved. Returns true when the whole search must end (solution limit reached, or stopped by the gate).
    // May leave `board` changed (the search goes on with what it learns here).
    bool explore(BandBoard &board, int solved, int depth)
    {
        for (;;) {
            if (solved == kCellCount)
                return foundSolution(board, depth);
            const detail::Branch branch = board.chooseBranch();
            const int digit = detail::lowestBit(branch.digits);
            {
                BandBoard child = board;
                child.place(branch.cell, digit);
                const bool consistent = child.propagate();
                const int childSolved = consistent ? child.solvedCount() : solved + 1;
                if (!admit(childSolved - solved))
                    return true;
                ++m_guesses;
                if constexpr (kObserve) {
                    emit(SearchEventKind::Place, branch.cell, digit + 1, bitCount32(branch.digits), depth + 1);
                    m_shown[branch.cell] = static_cast<std::uint8_t>(digit + 1);
                    if (consistent)
                        announceForces(child, depth + 1);
                    else
                        emit(SearchEventKind::DeadEnd, 0, 0, 0, depth + 1, deadEndConstraint(child));
                }
                if (consistent && explore(child, childSolved, depth + 1))
                    return true;
                if constexpr (kObserve)
                    unplaceAbove(board, depth);
            }
            board.eliminate(branch.cell, digit);
            if (!board.propagate()) {
                if constexpr (kObserve)
                    emit(SearchEventKind::DeadEnd, 0, 0, 0, depth, deadEndConstraint(board));
                return false;
            }
            const int now = board.solvedCount();
            if (!admit(now - solved))
                return true;
            if constexpr (kObserve)
                announceForces(board, depth);
            solved = now;
        }
    }

    bool foundSolution(const BandBoard &board, int depth)
    {
        if (++m_result.solutionCount == 1)
            m_result.solution = board.grid();
        if constexpr (kObserve)
            emit(SearchEventKind::Solution, 0, 0, 0, depth);
        return m_result.solutionCount >= m_limit;
    }

    // Counts `placed` new nodes unless the gate says stop.
    bool admit(int placed)
    {
        const std::uint64_t after = m_nodes + static_cast<std::uint64_t>(placed);
        if (m_gate.shouldStop(m_nodes, after))
            return false;
        m_nodes = after;
        return true;
    }

    // Observer only: a Force for every cell `board` has solved that is not shown yet.
    void announceForces(const BandBoard &board, int depth)
    {
        for (int band = 0; band < 3; ++band) {
            for (std::uint32_t bits = board.solvedInBand(band); bits != 0; bits &= bits - 1) {
                const int cell = band * 27 + detail::lowestBit(bits);
                if (m_shown[cell] != 0)
                    continue;
                const int digit = board.digitAt(cell) + 1;
                m_shown[cell] = static_cast<std::uint8_t>(digit);
                emit(SearchEventKind::Force, cell, digit, 1, depth);
            }
        }
    }

    // Observer only: Unplace every shown cell that `board` (the position being returned to) has not solved.
    void unplaceAbove(const BandBoard &board, int depth)
    {
        for (int cell = kCellCount - 1; cell >= 0; --cell) {
            if (m_shown[cell] != 0 && !(board.solvedInBand(cell / 27) >> (cell % 27) & 1u)) {
                emit(SearchEventKind::Unplace, cell, m_shown[cell], 0, depth);
                m_shown[cell] = 0;
            }
        }
    }

    void emit(SearchEventKind kind, int cell, int digit, int size, int depth, int column = 0)
    {
        SearchEvent event;
        event.column = static_cast<std::uint16_t>(column);
        event.kind = kind;
        event.cell = static_cast<std::uint8_t>(cell);
        event.digit = static_cast<std::uint8_t>(digit);
        event.size = static_cast<std::uint16_t>(size);
        event.depth = static_cast<std::uint16_t>(depth);
        m_observer->onEvent(event);
    }

    std::uint64_t m_limit;
    SolveResult &m_result;
    detail::SearchGate &m_gate;
    SearchObserver *m_observer;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_guesses = 0;
    Grid m_shown {}; // observer only: the board as the events so far draw it
};

} // namespace

SolveResult DfsSolver::solve(const Board &board, const SolveOptions &options)
{
    return detail::runSearch(
        board, options, [&](const Grid &givens, std::uint64_t limit, SolveResult &result, detail::SearchGate &gate) {
            if (options.observer)
                DfsSearch<true>(limit, result, gate, options.observer).run(givens, options.allowed);
            else
                DfsSearch<false>(limit, result, gate, nullptr).run(givens, options.allowed);
        });
}

} // namespace sudoku
