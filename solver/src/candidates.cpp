// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/candidates.h"

#include <bit>

namespace sudoku
{

CandidateMask candidatesOf(const Grid &grid, int cell)
{
    if (grid[cell] != 0)
        return 0;
    CandidateMask used = 0;
    for (std::uint8_t peer : peersOf(cell))
        used |= digitBit(grid[peer]);
    return static_cast<CandidateMask>(kAllCandidates & ~used);
}

std::array<CandidateMask, kCellCount> allCandidates(const Grid &grid)
{
    std::array<CandidateMask, kCellCount> result {};
    for (int cell = 0; cell < kCellCount; ++cell)
        result[cell] = candidatesOf(grid, cell);
    return result;
}

int mostConstrainedCell(const Grid &grid)
{
    int best = -1;
    int bestCount = 10;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (grid[cell] != 0)
            continue;
        const int count = std::popcount(candidatesOf(grid, cell));
        if (count < bestCount) {
            best = cell;
            bestCount = count;
            if (count == 0)
                break;
        }
    }
    return best;
}

} // namespace sudoku
