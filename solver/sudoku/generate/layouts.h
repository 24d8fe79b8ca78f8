// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Random layouts for the variants whose rules are drawn anew for each puzzle, as Simon Tatham's Solo draws them:
// the nine regions of a Jigsaw and the cages of a Killer. Both come from the generator's seeded Random, so a seed
// names the same layout everywhere.

#include "sudoku/grid/board.h"
#include "sudoku/grid/random.h"
#include "sudoku/grid/rules.h"

#include <array>
#include <vector>

namespace sudoku
{

// Nine connected regions of nine cells (region[cell] = 0..8): the boxes, reshaped by many random swaps of two
// neighbouring cells of different regions that keep both regions connected. Whether a grid fits the layout is
// for the caller to find (Generator::searchFill with a node budget): a few layouts have no completion.
std::array<std::uint8_t, kCellCount> randomJigsawRegions(Random &random);

// Cages covering every cell of `solution`: connected, two to five cells (now and then one, where a cell is left
// with no neighbour to join), digits distinct in each, the sum of the solution's digits. Each cage grows from a
// random free cell through random free neighbours whose digit it does not hold yet.
std::vector<Cage> randomCages(const Grid &solution, Random &random);

} // namespace sudoku
