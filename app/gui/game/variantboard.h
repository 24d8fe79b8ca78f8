// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the player's board asks of a puzzle's rules (sudoku/grid/rules.h) beyond the engine's clashes: the digits a
// cell can still take among the digits placed (its peers by the rules' houses and cage, and a killer cage's sum),
// and the cages whose placed digits break their sum. Classic rules give what candidates.h gives.

#include "sudoku/grid/board.h"
#include "sudoku/grid/candidates.h"

#include <array>
#include <vector>

namespace variantboard
{

// The digits `cell` can take: none placed in a peer, and for a cell of a killer cage, none that would take the
// cage past its sum (or leave it short when the cell is the cage's last empty one).
sudoku::CandidateMask candidates(const sudoku::Board &board, int cell);
std::array<sudoku::CandidateMask, sudoku::kCellCount> allCandidates(const sudoku::Board &board);

// The cages whose placed digits cannot add up to the sum: more than it already, as much with cells still empty,
// or full and another sum. Their cells are conflicts on the board.
std::vector<int> brokenCages(const sudoku::Board &board);

} // namespace variantboard
