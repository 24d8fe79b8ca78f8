// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/search/dlxrules.h"

#include "sudoku/grid/cagesums.h"
#include "sudoku/search/searchrun.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace sudoku::detail
{

namespace
{

constexpr unsigned kAllDigits = 0x1FF;
// Sizes are 16-bit, not bytes: a byte store may alias anything (the vectors' pointers, the tally), so byte
// sizes made the compiler reload those after every size change.
constexpr std::uint16_t kCovered = 0x8000; // set in the size of a covered column
constexpr std::uint64_t kOnes = 0x0001000100010001u;
constexpr std::uint64_t kHighs = 0x8000800080008000u;
constexpr int kTies = 4; // a guess weighs this many more columns of the smallest size (breakTie)

template<bool kObserve>
class RulesDlx
{
public:
    RulesDlx(const Board &board, std::uint64_t limit, SolveResult &result, SearchGate &gate, SearchObserver *observer)
        : m_rules(board.rules())
        , m_limit(limit)
        , m_result(result)
        , m_gate(gate)
        , m_observer(observer)
        , m_solution(board.givens())
    {
    }

    // False when the matrix has more nodes than 16-bit indices reach, which 81 cells cannot make: a cell's row
    // has at most 8 nodes (its cell, six houses, its cage), 5,832 in all, and a cage's combinations at most
    // 10 nodes each, a few thousand in all.
    bool build(const std::array<std::uint16_t, kCellCount> *allowed);

    // True when the search must stop (the limit reached, or the gate said so).
    bool search(int depth);

    std::uint64_t nodes() const { return m_nodes; }
    std::uint64_t guesses() const { return m_guesses; }

private:
    // What unlinking tells the search without a scan of the sizes (as in dlxsolver.cpp): `empty` counts the
    // open columns without rows (a dead end), `single` is the last column whose size dropped to one (a forced
    // move while it still has that one row).
    struct Tally {
        int empty = 0;
        int single = 0;
    };

    void unlink(unsigned j)
    {
        const unsigned up = m_up[j], down = m_down[j];
        m_down[up] = static_cast<std::uint16_t>(down);
        m_up[down] = static_cast<std::uint16_t>(up);
        const unsigned column = m_column[j];
        const unsigned size = --m_size[column];
        m_tally.empty += size == 0;
        m_tally.single = size == 1 ? static_cast<int>(column) : m_tally.single;
    }

    void relink(unsigned j)
    {
        m_down[m_up[j]] = static_cast<std::uint16_t>(j);
        m_up[m_down[j]] = static_cast<std::uint16_t>(j);
        ++m_size[m_column[j]];
    }

    // Covering a column without rows (one that a row taken satisfies) takes it out of the empty ones;
    // uncovering counts nothing: the search restores the tally it saved.
    void cover(unsigned c)
    {
        m_tally.empty -= m_size[c] == 0;
        m_size[c] |= kCovered;
        --m_open;
        for (unsigned i = m_down[c]; i != c; i = m_down[i]) {
            const unsigned row = m_rowOf[i];
            const unsigned end = m_rowStart[row + 1];
            for (unsigned j = m_rowStart[row]; j != end; ++j) {
                if (j != i)
                    unlink(j);
            }
        }
    }

    void uncover(unsigned c)
    {
        for (unsigned i = m_up[c]; i != c; i = m_up[i]) {
            const unsigned row = m_rowOf[i];
            const unsigned begin = m_rowStart[row];
            for (unsigned j = m_rowStart[row + 1]; j-- != begin;) {
                if (j != i)
                    relink(j);
            }
        }
        m_size[c] &= static_cast<std::uint16_t>(~kCovered);
        ++m_open;
    }

    // Covers the columns of the row of node n other than n's own (covered already).
    void coverRow(unsigned n)
    {
        const unsigned row = m_rowOf[n];
        const unsigned end = m_rowStart[row + 1];
        for (unsigned j = m_rowStart[row]; j != end; ++j) {
            if (j != n)
                cover(m_column[j]);
        }
    }

    void uncoverRow(unsigned n)
    {
        const unsigned row = m_rowOf[n];
        const unsigned begin = m_rowStart[row];
        for (unsigned j = m_rowStart[row + 1]; j-- != begin;) {
            if (j != n)
                uncover(m_column[j]);
        }
    }

    // Sizes 4w..4w+3, the first in the low lane (one load on a little-endian machine).
    std::uint64_t sizeWord(std::size_t w) const
    {
        const std::uint16_t *size = m_size.data() + 4 * w;
        return std::uint64_t {size[0]} | std::uint64_t {size[1]} << 16 | std::uint64_t {size[2]} << 32
            | std::uint64_t {size[3]} << 48;
    }

    // The high bit of lane i is set when lane i of `word` is below `limit` (lanes of kCovered and above never
    // are). Only the lowest set bit is exact (a borrow may mark lanes above it), which is all the scan needs.
    static std::uint64_t lanesBelow(std::uint64_t word, std::uint64_t limit)
    {
        return (word - kOnes * limit) & ~word & kHighs;
    }

    // The S heuristic: the first open column (in column order) with the fewest rows, from sizes of at least
    // `smallest`, over the dense array of sizes, four at a time (covered columns and the padding carry kCovered).
    // Call only while some column is open.
    int chooseColumn(std::uint64_t smallest) const
    {
        const std::size_t words = m_size.size() / 4;
        for (std::uint64_t limit = smallest + 1;; ++limit) {
            for (std::size_t w = 0; w < words; ++w) {
                if (const std::uint64_t below = lanesBelow(sizeWord(w), limit))
                    return static_cast<int>(4 * w) + std::countr_zero(below) / 16;
            }
        }
    }

    // How many rows taking each row of column c removes: the sizes of its rows' other columns, summed.
    int removedRows(unsigned c) const
    {
        int removed = 0;
        for (unsigned i = m_down[c]; i != c; i = m_down[i]) {
            const unsigned row = m_rowOf[i];
            const unsigned end = m_rowStart[row + 1];
            for (unsigned j = m_rowStart[row]; j != end; ++j)
                removed += m_size[m_column[j]];
        }
        return removed - static_cast<int>(m_size[c]) * m_size[c]; // less the column itself, once per row
    }

    // Among `first` (the S heuristic's choice) and the open columns of its size after it: a column of a cage's
    // combinations only, if there is one (the cage's combination column, or a digit column whose cells have
    // all lost that digit): taking a combination takes every digit it leaves out from all the cage's cells at
    // once (a Killer without givens takes about a quarter of the nodes). Else among `first` and the next
    // kTies the one whose rows remove the most rows (the branches it opens are the smallest).
    int breakTie(int first) const
    {
        const std::uint16_t size = m_size[static_cast<std::size_t>(first)];
        for (std::size_t c = std::max(static_cast<std::size_t>(first), m_cageHeaders); c < m_headers; ++c) {
            if (m_size[c] == size && m_rowCell[m_rowOf[m_down[c]]] < 0) // rows: the cells' first, then combinations
                return static_cast<int>(c);
        }
        int best = first, most = removedRows(static_cast<unsigned>(first));
        int left = kTies;
        for (std::size_t c = static_cast<std::size_t>(first) + 1; c < m_headers && left > 0; ++c) {
            if (m_size[c] != size)
                continue;
            --left;
            if (const int removed = removedRows(static_cast<unsigned>(c)); removed > most) {
                best = static_cast<int>(c);
                most = removed;
            }
        }
        return best;
    }

    const Rules &m_rules;
    std::uint64_t m_limit;
    SolveResult &m_result;
    SearchGate &m_gate;
    SearchObserver *m_observer;
    Grid m_solution;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_guesses = 0;
    Tally m_tally;
    int m_open = 0; // open (uncovered) columns
    std::size_t m_headers = 0; // column headers: nodes 0..m_headers-1
    std::size_t m_cageHeaders = 0; // the first header of a cage's column (all cage columns come after it)
    // Nodes: the column headers, then each row's nodes one after the other (row r: m_rowStart[r] up to
    // m_rowStart[r + 1]), so that a row is walked by index, not by links.
    std::vector<std::uint16_t> m_up, m_down, m_column, m_rowOf;
    std::vector<std::uint16_t> m_rowStart;
    std::vector<std::uint16_t> m_size; // by header, padded to whole words with kCovered
    std::vector<std::int16_t> m_constraint; // by header: the column's constraint number (searchobserver.h)
    std::vector<std::int8_t> m_rowCell; // by row: its cell, or -1 for a cage's combination
    std::vector<std::uint8_t> m_rowDigit;
};

template<bool kObserve>
bool RulesDlx<kObserve>::build(const std::array<std::uint16_t, kCellCount> *allowed)
{
    const int houses = m_rules.houseCount();
    const auto &cages = m_rules.cages();
    const int cageCount = static_cast<int>(cages.size());
    const int constraints = cageDigitConstraint(houses, cageCount, 1);
    // What the givens settle: their cells, the digits of their houses and cages.
    std::vector<unsigned> houseUsed(static_cast<std::size_t>(houses), 0);
    std::vector<unsigned> cageUsed(cages.size(), 0);
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (const int digit = m_solution[cell]) {
            for (std::uint8_t h : m_rules.housesOf(cell))
                houseUsed[h] |= 1u << (digit - 1);
            if (m_rules.cageOf(cell) >= 0)
                cageUsed[static_cast<std::size_t>(m_rules.cageOf(cell))] |= 1u << (digit - 1);
        }
    }
    // A cage's cells can hold only the digits of a combination of its sum that holds its given digits: the
    // rows of other digits meet every combination row left and so are in no cover.
    std::vector<unsigned> cageDigits(cages.size(), 0);
    for (int c = 0; c < cageCount; ++c) {
        const Cage &cage = cages[static_cast<std::size_t>(c)];
        const unsigned given = cageUsed[static_cast<std::size_t>(c)];
        for (const unsigned combo : cageCombinations(cage.cells.count(), cage.sum)) {
            if ((combo & given) == given)
                cageDigits[static_cast<std::size_t>(c)] |= combo;
        }
    }
    // The open columns: `header` maps a constraint to its header (node) number.
    std::vector<int> header(static_cast<std::size_t>(constraints), -1);
    const auto open = [&](int constraint) {
        header[static_cast<std::size_t>(constraint)] = static_cast<int>(m_constraint.size());
        m_constraint.push_back(static_cast<std::int16_t>(constraint));
    };
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (!m_solution[cell])
            open(cell);
    }
    for (int h = 0; h < houses; ++h) {
        for (int d = 1; d <= 9; ++d) {
            if (!(houseUsed[static_cast<std::size_t>(h)] >> (d - 1) & 1u))
                open(houseDigitConstraint(h, d));
        }
    }
    m_cageHeaders = m_constraint.size();
    for (int c = 0; c < cageCount; ++c) {
        for (int d = 1; d <= 9; ++d) {
            if (!(cageUsed[static_cast<std::size_t>(c)] >> (d - 1) & 1u))
                open(cageDigitConstraint(houses, c, d));
        }
        open(cageSumConstraint(houses, c));
    }
    m_headers = m_constraint.size();
    m_open = static_cast<int>(m_headers);

    // The rows the givens leave, each as the list of its columns' headers.
    std::vector<std::uint16_t> columns; // every row's headers, one row after the other
    std::vector<std::uint16_t> rowEnd;
    columns.reserve(static_cast<std::size_t>(kCellCount) * 9 * 6);
    rowEnd.reserve(static_cast<std::size_t>(kCellCount) * 9 + 256);
    const auto add = [&](int constraint) {
        columns.push_back(static_cast<std::uint16_t>(header[static_cast<std::size_t>(constraint)]));
    };
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (m_solution[cell])
            continue;
        const int cage = m_rules.cageOf(cell);
        unsigned digits = allowed ? (*allowed)[cell] & kAllDigits : kAllDigits;
        for (std::uint8_t h : m_rules.housesOf(cell))
            digits &= ~houseUsed[h];
        if (cage >= 0)
            digits &= cageDigits[static_cast<std::size_t>(cage)] & ~cageUsed[static_cast<std::size_t>(cage)];
        for (int d = 1; d <= 9; ++d) {
            if (!(digits >> (d - 1) & 1u))
                continue;
            add(cell);
            for (std::uint8_t h : m_rules.housesOf(cell))
                add(houseDigitConstraint(h, d));
            if (cage >= 0)
                add(cageDigitConstraint(houses, cage, d));
            rowEnd.push_back(static_cast<std::uint16_t>(columns.size()));
            m_rowCell.push_back(static_cast<std::int8_t>(cell));
            m_rowDigit.push_back(static_cast<std::uint8_t>(d));
        }
    }
    for (int c = 0; c < cageCount; ++c) {
        const Cage &cage = cages[static_cast<std::size_t>(c)];
        const unsigned given = cageUsed[static_cast<std::size_t>(c)];
        for (const unsigned combo : cageCombinations(cage.cells.count(), cage.sum)) {
            if ((combo & given) != given)
                continue;
            add(cageSumConstraint(houses, c));
            for (int d = 1; d <= 9; ++d) {
                if (!(combo >> (d - 1) & 1u) && !(given >> (d - 1) & 1u))
                    add(cageDigitConstraint(houses, c, d));
            }
            rowEnd.push_back(static_cast<std::uint16_t>(columns.size()));
            m_rowCell.push_back(-1);
            m_rowDigit.push_back(0);
        }
    }
    const std::size_t nodeCount = m_headers + columns.size();
    if (nodeCount > 65535 || rowEnd.size() > 65535)
        return false;

    // The links: each column's rows in row order.
    m_up.resize(nodeCount);
    m_down.resize(nodeCount);
    m_column.resize(nodeCount);
    m_rowOf.resize(nodeCount);
    m_size.assign((m_headers + 3) / 4 * 4, 0xFFFF);
    for (std::size_t h = 0; h < m_headers; ++h) {
        m_up[h] = m_down[h] = m_column[h] = static_cast<std::uint16_t>(h);
        m_size[h] = 0;
    }
    m_rowStart.resize(rowEnd.size() + 1);
    m_rowStart[0] = static_cast<std::uint16_t>(m_headers);
    std::size_t k = 0;
    for (std::size_t row = 0; row < rowEnd.size(); ++row) {
        for (; k < rowEnd[row]; ++k) {
            const std::uint16_t c = columns[k];
            const auto n = static_cast<std::uint16_t>(m_headers + k);
            m_column[n] = c;
            m_rowOf[n] = static_cast<std::uint16_t>(row);
            m_up[n] = m_up[c];
            m_down[n] = c;
            m_down[m_up[c]] = n;
            m_up[c] = n;
            ++m_size[c];
        }
        m_rowStart[row + 1] = static_cast<std::uint16_t>(m_headers + k);
    }
    for (std::size_t h = 0; h < m_headers; ++h)
        m_tally.empty += m_size[h] == 0;
    return true;
}

template<bool kObserve>
bool RulesDlx<kObserve>::search(int depth)
{
    if (m_open == 0) {
        if (++m_result.solutionCount == 1)
            m_result.solution = m_solution;
        if constexpr (kObserve)
            m_observer->onEvent(SearchEvent::solution(depth));
        return m_result.solutionCount >= m_limit;
    }
    if (m_tally.empty != 0) {
        // A dead end: only a trace needs to know which column (the first one without rows).
        if constexpr (kObserve) {
            const int c = chooseColumn(0);
            m_observer->onEvent(SearchEvent::chooseColumn(m_constraint[static_cast<std::size_t>(c)], 0, depth));
            m_observer->onEvent(SearchEvent::deadEnd(m_constraint[static_cast<std::size_t>(c)], depth));
        }
        return false;
    }
    int best = m_size[static_cast<std::size_t>(m_tally.single)] == 1 ? m_tally.single : chooseColumn(1);
    const int size = m_size[static_cast<std::size_t>(best)];
    if (size > 1)
        best = breakTie(best);
    if constexpr (kObserve)
        m_observer->onEvent(SearchEvent::chooseColumn(m_constraint[static_cast<std::size_t>(best)], size, depth));
    const auto column = static_cast<unsigned>(best);
    cover(column);
    const int empty = m_tally.empty;
    bool stop = false;
    for (unsigned r = m_down[column]; r != column; r = m_down[r]) {
        const std::size_t row = m_rowOf[r];
        const int cell = m_rowCell[row];
        const int digit = m_rowDigit[row];
        const bool guess = size > 1 && cell >= 0;
        if (cell >= 0) {
            if (m_gate.shouldStop(m_nodes + 1))
                return true;
            ++m_nodes;
            m_guesses += guess;
            m_solution[cell] = static_cast<std::uint8_t>(digit);
            if constexpr (kObserve)
                m_observer->onEvent(SearchEvent::make(
                    guess ? SearchEventKind::Place : SearchEventKind::Force, cell, digit, size, depth + guess));
        }
        coverRow(r);
        stop = search(depth + guess);
        if (stop)
            return true;
        uncoverRow(r);
        m_tally.empty = empty;
        if (cell >= 0) {
            m_solution[cell] = 0;
            if constexpr (kObserve)
                m_observer->onEvent(SearchEvent::make(SearchEventKind::Unplace, cell, digit, 0, depth));
        }
    }
    uncover(column);
    m_tally.empty = 0; // a column is chosen and covered only while none is empty
    return false;
}

template<bool kObserve>
void searchDlxByRules(
    const Board &board, std::uint64_t limit, SolveResult &result, SearchGate &gate, const SolveOptions &options)
{
    RulesDlx<kObserve> dlx(board, limit, result, gate, options.observer);
    if (dlx.build(options.allowed))
        dlx.search(0);
    result.stats.nodes = dlx.nodes();
    result.stats.guesses = dlx.guesses();
}

} // namespace

SolveResult solveDlxByRules(const Board &board, const SolveOptions &options)
{
    return runSearch(board, options, [&](const Grid &, std::uint64_t limit, SolveResult &result, SearchGate &gate) {
        if (options.observer)
            searchDlxByRules<true>(board, limit, result, gate, options);
        else
            searchDlxByRules<false>(board, limit, result, gate, options);
    });
}

} // namespace sudoku::detail
