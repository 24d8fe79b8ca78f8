// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/search/sumcages.h"

#include "sudoku/search/searchobserver.h"

#include <algorithm>

namespace sudoku::detail
{

namespace
{

// Whether the cells all lie in one house or in one cage of `rules`.
bool seeEachOther(const Rules &rules, const CellSet &cells)
{
    for (int h = 0; h < rules.houseCount(); ++h) {
        if (cells.isSubsetOf(rules.houseCells(h)))
            return true;
    }
    for (const Cage &cage : rules.cages()) {
        if (cells.isSubsetOf(cage.cells))
            return true;
    }
    return false;
}

} // namespace

std::vector<SumCage> sumCages(const Rules &rules, int mostCells, int mostSpread)
{
    std::vector<SumCage> sums;
    if (!rules.isKiller())
        return sums;
    const int houseCount = rules.houseCount();
    for (std::size_t c = 0; c < rules.cages().size(); ++c) {
        sums.push_back(
            {rules.cages()[c].cells, rules.cages()[c].sum, true, cageSumConstraint(houseCount, static_cast<int>(c))});
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
        sums.push_back({cells, sum, distinct, kUnknownConstraint});
    };
    // The groups of 45k: every house, and runs of 2..8 consecutive rows and of columns.
    std::vector<std::pair<CellSet, int>> groups;
    for (int h = 0; h < houseCount; ++h)
        groups.emplace_back(rules.houseCells(h), 45);
    for (int length = 2; length <= 8; ++length) {
        for (int first = 0; first + length <= 9; ++first) {
            CellSet rows, columns;
            for (int i = first; i < first + length; ++i) {
                rows |= rules.houseCells(i);
                columns |= rules.houseCells(9 + i);
            }
            groups.emplace_back(rows, 45 * length);
            groups.emplace_back(columns, 45 * length);
        }
    }
    for (const auto &[group, total] : groups) {
        CellSet inside, touching;
        int insideSum = 0, touchingSum = 0;
        for (const Cage &cage : rules.cages()) {
            if (cage.cells.isSubsetOf(group)) {
                inside |= cage.cells;
                insideSum += cage.sum;
            }
            if (cage.cells.intersects(group)) {
                touching |= cage.cells;
                touchingSum += cage.sum;
            }
        }
        if (const CellSet innies = group.minus(inside); innies != group)
            add(innies, total - insideSum);
        if (group.isSubsetOf(touching))
            add(touching.minus(group), touchingSum - total);
    }
    return sums;
}

} // namespace sudoku::detail
