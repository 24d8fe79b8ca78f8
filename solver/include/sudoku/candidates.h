// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Candidates: the digits a cell may still take given the digits already on the grid.
//
// A candidate set is a 16-bit mask with bit d set when digit d (1..9) is possible, the same layout as the
// naive solver's "used" flags (bit 0 is never set):
//
//   bit  15 .. 10  9  8  7  6  5  4  3  2  1  0
//        unused    9  8  7  6  5  4  3  2  1  -
//
// These are plain functions over a Grid, cheap enough for a paint event (81 cells x 20 peers), used by the
// desktop app for "fill all candidates" and for the simple hint that reveals the most constrained cell.

#include "sudoku/board.h"

#include <array>
#include <cstdint>

namespace sudoku
{

using CandidateMask = std::uint16_t;
inline constexpr CandidateMask kAllCandidates = 0x3FE; // digits 1..9

constexpr CandidateMask digitBit(int digit)
{
    return static_cast<CandidateMask>(1u << digit);
}

// The digits not yet used by any peer of `cell`; 0 for a filled cell.
CandidateMask candidatesOf(const Grid &grid, int cell);
// candidatesOf for every cell.
std::array<CandidateMask, kCellCount> allCandidates(const Grid &grid);
// The empty cell with the fewest candidates (the first in row-major order on a tie), or -1 when the grid
// is full. A cell with no candidate at all is returned at once: it is the most constrained of all.
int mostConstrainedCell(const Grid &grid);

} // namespace sudoku
