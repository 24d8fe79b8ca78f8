// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sums the search of a Killer propagates (search/housesearch.h), found once per rules when they are built
// (Rules::sums(): the generator and the rating solve one puzzle many times, and finding them was about a tenth of
// a Killer's search): the cages,
// and the "virtual cages" of the rule of 45. A house holds 1..9 once, so its cells add up to 45, and k houses
// that do not overlap (a house, k consecutive rows or columns) add up to 45k. When whole cages cover all but a
// few cells of such a group, those cells (the innies) add up to 45k less the cages' sums; when the cages that
// reach into the group cover it, their cells outside it (the outies) add up to the cages' sums less 45k. Each
// such set of cells is one more sum to keep, propagated as a cage is: distinct digits when the cells share a
// house or a cage (the combinations of cagesums.h), else only the bounds (the smallest and largest digits the
// cells can hold). Printed killers' solvers lean on exactly this; the search's own cages alone leave it to guess.

#include "sudoku/grid/rules.h"

#include <array>
#include <cstdint>
#include <vector>

namespace sudoku::detail
{

struct SumCage {
    CellSet cells;
    int sum = 0;
    bool distinct = true; // the cells see each other (a house or a cage holds them all)
    int cage = -1; // the index of the cage in Rules::cages(), -1 for an innie or outie
};

// A group of k houses that do not overlap (a house, or two or three consecutive rows or columns), whose cells add up
// to 45k, with the cages wholly inside it and those reaching into it: what the rule of 45's finders of the logic
// engine reason from (logic/killer.cpp), found once per rules (Rules::sumAreas()).
struct SumArea {
    std::array<std::uint8_t, 3> houses {}; // the first `count`
    int count = 0;
    CellSet cells; // the houses' cells
    CellSet inside; // the cells of the cages wholly inside them
    CellSet reaching; // the cells of the cages that reach into them
    int insideSum = 0;
    int reachingSum = 0;
};

// The groups of `rules` (empty without cages): each of the first 27 houses alone, then two consecutive rows, two
// consecutive columns, three rows and three columns, each in order.
std::vector<SumArea> sumAreas(const Rules &rules);

// The cages of `rules` in their order, then the innies and outies of the houses
// and of runs of consecutive rows and columns, each set of cells once and none equal to a cage, at most
// `mostCells` cells (distinct) or `mostSpread` (not distinct). Empty for rules without cages.
std::vector<SumCage> sumCages(const Rules &rules, int mostCells = 6, int mostSpread = 4);

} // namespace sudoku::detail
