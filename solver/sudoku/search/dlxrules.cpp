// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/search/dlxrules.h"

#include "sudoku/grid/cagesums.h"
#include "sudoku/search/searchrun.h"

#include <vector>

namespace sudoku::detail
{

namespace
{

constexpr unsigned kAllDigits = 0x1FF;

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

    void build(const std::array<std::uint16_t, kCellCount> *allowed)
    {
        const int houses = m_rules.houseCount();
        const auto &cages = m_rules.cages();
        const int constraints = cageDigitConstraint(houses, static_cast<int>(cages.size()), 1);
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
        // The open columns, as headers 1..n after the root (0); `header` maps a constraint to its header.
        std::vector<int> header(static_cast<std::size_t>(constraints), -1);
        addNode(-1); // the root
        const auto open = [&](int constraint) {
            header[static_cast<std::size_t>(constraint)] = static_cast<int>(m_constraint.size());
            m_constraint.push_back(constraint);
            const int n = addNode(-1);
            m_left[n] = m_left[0];
            m_right[n] = 0;
            m_right[m_left[0]] = n;
            m_left[0] = n;
            m_size.push_back(0);
        };
        m_constraint.push_back(-1);
        m_size.push_back(0);
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
        for (int c = 0; c < static_cast<int>(cages.size()); ++c) {
            for (int d = 1; d <= 9; ++d) {
                if (!(cageUsed[static_cast<std::size_t>(c)] >> (d - 1) & 1u))
                    open(cageDigitConstraint(houses, c, d));
            }
            open(cageSumConstraint(houses, c));
        }
        // The rows the givens leave.
        std::vector<int> columns;
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (m_solution[cell])
                continue;
            const int cage = m_rules.cageOf(cell);
            unsigned digits = allowed ? (*allowed)[cell] & kAllDigits : kAllDigits;
            for (std::uint8_t h : m_rules.housesOf(cell))
                digits &= ~houseUsed[h];
            if (cage >= 0)
                digits &= ~cageUsed[static_cast<std::size_t>(cage)];
            for (int d = 1; d <= 9; ++d) {
                if (!(digits >> (d - 1) & 1u))
                    continue;
                columns.clear();
                columns.push_back(header[static_cast<std::size_t>(cell)]);
                for (std::uint8_t h : m_rules.housesOf(cell))
                    columns.push_back(header[static_cast<std::size_t>(houseDigitConstraint(h, d))]);
                if (cage >= 0)
                    columns.push_back(header[static_cast<std::size_t>(cageDigitConstraint(houses, cage, d))]);
                addRow(columns, cell, d);
            }
        }
        for (int c = 0; c < static_cast<int>(cages.size()); ++c) {
            const Cage &cage = cages[static_cast<std::size_t>(c)];
            const unsigned given = cageUsed[static_cast<std::size_t>(c)];
            for (const unsigned combo : cageCombinations(cage.cells.count(), cage.sum)) {
                if ((combo & given) != given)
                    continue;
                columns.clear();
                columns.push_back(header[static_cast<std::size_t>(cageSumConstraint(houses, c))]);
                for (int d = 1; d <= 9; ++d) {
                    if (!(combo >> (d - 1) & 1u) && !(given >> (d - 1) & 1u))
                        columns.push_back(header[static_cast<std::size_t>(cageDigitConstraint(houses, c, d))]);
                }
                addRow(columns, -1, 0);
            }
        }
    }

    // True when the search must stop (the limit reached, or the gate said so).
    bool search(int depth)
    {
        if (m_right[0] == 0) {
            if (++m_result.solutionCount == 1)
                m_result.solution = m_solution;
            if constexpr (kObserve)
                m_observer->onEvent(SearchEvent::solution(depth));
            return m_result.solutionCount >= m_limit;
        }
        int best = m_right[0];
        for (int c = m_right[best]; c != 0 && m_size[static_cast<std::size_t>(best)] > 1; c = m_right[c]) {
            if (m_size[static_cast<std::size_t>(c)] < m_size[static_cast<std::size_t>(best)])
                best = c;
        }
        const int size = m_size[static_cast<std::size_t>(best)];
        if constexpr (kObserve)
            m_observer->onEvent(SearchEvent::chooseColumn(m_constraint[static_cast<std::size_t>(best)], size, depth));
        if (size == 0) {
            if constexpr (kObserve)
                m_observer->onEvent(SearchEvent::deadEnd(m_constraint[static_cast<std::size_t>(best)], depth));
            return false;
        }
        cover(best);
        bool stop = false;
        for (int r = m_down[best]; r != best && !stop; r = m_down[r]) {
            const Row &row = m_rows[static_cast<std::size_t>(m_row[r])];
            const bool guess = size > 1 && row.cell >= 0;
            if (row.cell >= 0) {
                if (m_gate.shouldStop(m_nodes + 1)) {
                    stop = true;
                    break;
                }
                ++m_nodes;
                m_guesses += guess;
                m_solution[row.cell] = static_cast<std::uint8_t>(row.digit);
                if constexpr (kObserve)
                    m_observer->onEvent(SearchEvent::make(guess ? SearchEventKind::Place : SearchEventKind::Force,
                        row.cell, row.digit, size, depth + guess));
            }
            for (int j = m_right[r]; j != r; j = m_right[j])
                cover(m_column[j]);
            stop = search(depth + guess);
            if (stop)
                break;
            for (int j = m_left[r]; j != r; j = m_left[j])
                uncover(m_column[j]);
            if (row.cell >= 0) {
                m_solution[row.cell] = 0;
                if constexpr (kObserve)
                    m_observer->onEvent(SearchEvent::make(SearchEventKind::Unplace, row.cell, row.digit, 0, depth));
            }
        }
        if (!stop)
            uncover(best);
        return stop;
    }

    std::uint64_t nodes() const { return m_nodes; }
    std::uint64_t guesses() const { return m_guesses; }

private:
    struct Row {
        int cell; // -1 for a cage's combination
        int digit;
    };

    int addNode(int column)
    {
        const int n = static_cast<int>(m_left.size());
        m_left.push_back(n);
        m_right.push_back(n);
        m_up.push_back(n);
        m_down.push_back(n);
        m_column.push_back(column < 0 ? n : column);
        m_row.push_back(-1);
        return n;
    }

    void addRow(const std::vector<int> &columns, int cell, int digit)
    {
        const int row = static_cast<int>(m_rows.size());
        m_rows.push_back({cell, digit});
        int first = -1;
        for (int column : columns) {
            if (column < 0)
                continue; // a column the givens settled: the row cannot be there, but guard anyway
            const int n = addNode(column);
            m_row[static_cast<std::size_t>(n)] = row;
            m_up[n] = m_up[column];
            m_down[n] = column;
            m_down[m_up[column]] = n;
            m_up[column] = n;
            ++m_size[static_cast<std::size_t>(column)];
            if (first < 0) {
                first = n;
            } else {
                m_left[n] = m_left[first];
                m_right[n] = first;
                m_right[m_left[first]] = n;
                m_left[first] = n;
            }
        }
    }

    void cover(int c)
    {
        m_right[m_left[c]] = m_right[c];
        m_left[m_right[c]] = m_left[c];
        for (int i = m_down[c]; i != c; i = m_down[i]) {
            for (int j = m_right[i]; j != i; j = m_right[j]) {
                m_down[m_up[j]] = m_down[j];
                m_up[m_down[j]] = m_up[j];
                --m_size[static_cast<std::size_t>(m_column[j])];
            }
        }
    }

    void uncover(int c)
    {
        for (int i = m_up[c]; i != c; i = m_up[i]) {
            for (int j = m_left[i]; j != i; j = m_left[j]) {
                ++m_size[static_cast<std::size_t>(m_column[j])];
                m_down[m_up[j]] = j;
                m_up[m_down[j]] = j;
            }
        }
        m_right[m_left[c]] = c;
        m_left[m_right[c]] = c;
    }

    const Rules &m_rules;
    std::uint64_t m_limit;
    SolveResult &m_result;
    SearchGate &m_gate;
    SearchObserver *m_observer;
    Grid m_solution;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_guesses = 0;
    // Nodes: the root (0), the column headers, then the rows' nodes.
    std::vector<int> m_left, m_right, m_up, m_down, m_column, m_row;
    std::vector<int> m_size; // by header
    std::vector<int> m_constraint; // by header: the column's constraint number (searchobserver.h)
    std::vector<Row> m_rows;
};

template<bool kObserve>
void searchDlxByRules(
    const Board &board, std::uint64_t limit, SolveResult &result, SearchGate &gate, const SolveOptions &options)
{
    RulesDlx<kObserve> dlx(board, limit, result, gate, options.observer);
    dlx.build(options.allowed);
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
