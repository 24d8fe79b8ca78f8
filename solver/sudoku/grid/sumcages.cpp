// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/grid/sumcages.h"

#include "sudoku/grid/geometry.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <initializer_list>
#include <span>

namespace sudoku::detail
{

namespace
{

// Whether the cells (at least one) all lie in one house or in one cage of `rules`: those of their first cell.
bool seeEachOther(const Rules &rules, const CellSet &cells)
{
    const int first = cells.first();
    for (std::uint8_t h : rules.housesOf(first)) {
        if (cells.isSubsetOf(rules.houseCells(h)))
            return true;
    }
    const int cage = rules.cageOf(first);
    return cage >= 0 && cells.isSubsetOf(rules.cages()[static_cast<std::size_t>(cage)].cells);
}

} // namespace

std::vector<SumArea> sumAreas(const Rules &rules)
{
    std::vector<SumArea> areas;
    if (!rules.isKiller())
        return areas;
    const auto addArea = [&](std::initializer_list<int> houses) {
        SumArea area;
        for (const int h : houses) {
            area.houses[static_cast<std::size_t>(area.count++)] = static_cast<std::uint8_t>(h);
            area.cells |= rules.houseCells(h);
        }
        for (const Cage &cage : rules.cages()) {
            if (!cage.cells.intersects(area.cells))
                continue;
            area.reaching |= cage.cells;
            area.reachingSum += cage.sum;
            if (cage.cells.isSubsetOf(area.cells)) {
                area.inside |= cage.cells;
                area.insideSum += cage.sum;
            }
        }
        areas.push_back(area);
    };
    for (int h = 0; h < 27 && h < rules.houseCount(); ++h)
        addArea({h});
    for (int size = 2; size <= 3; ++size) {
        for (int first : {0, 9}) { // rows, columns
            for (int i = 0; i + size <= 9; ++i) {
                if (size == 2)
                    addArea({first + i, first + i + 1});
                else
                    addArea({first + i, first + i + 1, first + i + 2});
            }
        }
    }
    return areas;
}

std::vector<SumCage> sumCages(const Rules &rules, int mostCells, int mostSpread)
{
    std::vector<SumCage> sums;
    if (!rules.isKiller())
        return sums;
    const int houseCount = rules.houseCount();
    for (std::size_t c = 0; c < rules.cages().size(); ++c) {
        sums.push_back({rules.cages()[c].cells, rules.cages()[c].sum, true, static_cast<int>(c)});
    }
    const auto add = [&](const CellSet &cells, int sum) {
        // The cheap tests first: most sets are too large, and the copies come last.
        const int n = cells.count();
        if (n == 0 || n > std::max(mostCells, mostSpread))
            return;
        const bool distinct = seeEachOther(rules, cells);
        if (n > (distinct ? mostCells : mostSpread))
            return;
        if (std::any_of(sums.begin(), sums.end(), [&](const SumCage &s) { return s.cells == cells; }))
            return;
        sums.push_back({cells, sum, distinct, -1});
    };
    // A group of 45k cells and its cages: those inside it, and those reaching into it.
    struct Run {
        CellSet cells, inside, touching;
        int insideSum = 0, touchingSum = 0;
    };
    const auto emit = [&](const Run &run, int total) {
        if (const CellSet innies = run.cells.minus(run.inside); innies != run.cells)
            add(innies, total - run.insideSum);
        if (run.cells.isSubsetOf(run.touching))
            add(run.touching.minus(run.cells), run.touchingSum - total);
    };
    // Every house: each cage goes to the houses of its cells (reaching in) and to those all its cells share
    // (inside), not every cage against every house.
    std::array<Run, Rules::kMaxHouses> houseRuns {};
    for (const Cage &cage : rules.cages()) {
        std::uint64_t touches = 0, within = ~std::uint64_t {0};
        for (int cell : cage.cells) {
            std::uint64_t of = 0;
            for (std::uint8_t h : rules.housesOf(cell))
                of |= std::uint64_t {1} << h;
            touches |= of;
            within &= of;
        }
        for (; touches != 0; touches &= touches - 1) {
            Run &run = houseRuns[static_cast<std::size_t>(std::countr_zero(touches))];
            run.touching |= cage.cells;
            run.touchingSum += cage.sum;
        }
        for (; within != 0; within &= within - 1) {
            Run &run = houseRuns[static_cast<std::size_t>(std::countr_zero(within))];
            run.inside |= cage.cells;
            run.insideSum += cage.sum;
        }
    }
    for (int h = 0; h < houseCount; ++h) {
        Run &run = houseRuns[static_cast<std::size_t>(h)];
        run.cells = rules.houseCells(h);
        emit(run, 45);
    }
    // Runs of 2..8 consecutive rows and of columns. A run's cages come from the shorter run with the same first
    // line: those inside it gain the cages that end on its last line and start inside it, those reaching into it
    // the cages that start on its last line (per cell sets, this was a tenth of a Killer's search).
    std::array<std::array<Run, 9>, 9> rowRuns {}, columnRuns {}; // [first][last]
    const auto runs = [&](std::array<std::array<Run, 9>, 9> &table, int houseBase, auto lineOf) {
        std::array<std::pair<int, int>, kCellCount> spans {}; // a cage's first and last line (a cage has a cell)
        const std::size_t cageCount = rules.cages().size();
        for (std::size_t c = 0; c < cageCount; ++c) {
            spans[c] = {8, 0};
            for (int cell : rules.cages()[c].cells) {
                spans[c].first = std::min(spans[c].first, lineOf(cell));
                spans[c].second = std::max(spans[c].second, lineOf(cell));
            }
        }
        // The cages by their last and first lines (no allocation: a line holds at most nine cages' ends).
        struct Lines {
            std::array<std::array<std::uint8_t, 9>, 9> cages {};
            std::array<std::uint8_t, 9> count {};
            void add(int line, std::size_t c)
            {
                const auto l = static_cast<std::size_t>(line);
                cages[l][count[l]++] = static_cast<std::uint8_t>(c);
            }
            std::span<const std::uint8_t> of(std::size_t line) const
            {
                return std::span(cages[line]).first(count[line]);
            }
        };
        Lines endingOn, startingOn;
        for (std::size_t c = 0; c < cageCount; ++c) {
            endingOn.add(spans[c].second, c);
            startingOn.add(spans[c].first, c);
        }
        const auto take = [&](CellSet &cells, int &sum, std::size_t c) {
            cells |= rules.cages()[c].cells;
            sum += rules.cages()[c].sum;
        };
        for (int first = 0; first < 9; ++first) {
            Run run;
            for (std::size_t c = 0; c < cageCount; ++c) {
                if (spans[c].first < first && spans[c].second >= first)
                    take(run.touching, run.touchingSum, c); // reaches in from above or the left
            }
            for (int last = first; last < 9; ++last) {
                const auto l = static_cast<std::size_t>(last);
                run.cells |= rules.houseCells(houseBase + last);
                for (const std::size_t c : endingOn.of(l)) {
                    if (spans[c].first >= first)
                        take(run.inside, run.insideSum, c);
                }
                for (const std::size_t c : startingOn.of(l))
                    take(run.touching, run.touchingSum, c);
                table[static_cast<std::size_t>(first)][l] = run;
            }
        }
    };
    runs(rowRuns, 0, [](int cell) { return rowOf(cell); });
    runs(columnRuns, 9, [](int cell) { return colOf(cell); });
    for (int length = 2; length <= 8; ++length) {
        for (int first = 0; first + length <= 9; ++first) {
            const auto f = static_cast<std::size_t>(first), l = static_cast<std::size_t>(first + length - 1);
            emit(rowRuns[f][l], 45 * length);
            emit(columnRuns[f][l], 45 * length);
        }
    }
    return sums;
}

} // namespace sudoku::detail
