// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the GUI tests: known puzzles and a board built from a line.

#include "sudoku/board.h"

#include <QString>

namespace guitest
{

// An easy puzzle with a unique solution, and that solution.
inline constexpr const char *kEasy
    = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
inline constexpr const char *kEasySolution
    = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
// Hundreds of millions of nodes for the naive solver: seconds of search, the Stop test case.
inline constexpr const char *kNaiveHard
    = "1...........8..9..5...3..........2......54.....9...86.........3.2.6.....3......14";
// Several solutions (from serg_benchmark) and a puzzle with no solution.
inline constexpr const char *kSeveralSolutions
    = "8.........95.......76.........426798...571243...893165......916....3.487....1.532";
inline constexpr const char *kNoSolution
    = "12345678.........9...............................................................";

inline sudoku::Board board(const char *line)
{
    sudoku::Grid grid {};
    for (int i = 0; i < sudoku::kCellCount; ++i)
        grid[i] = (line[i] >= '1' && line[i] <= '9') ? static_cast<std::uint8_t>(line[i] - '0') : 0;
    return sudoku::Board::fromGivens(grid);
}

inline sudoku::Grid grid(const char *line)
{
    return board(line).values();
}

} // namespace guitest
