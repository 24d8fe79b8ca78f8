// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the GUI tests: known puzzles and a board built from a line.

#include "sudoku/grid/board.h"
#include "sudoku/logic/rating.h"

#include <QString>

#include <array>
#include <utility>

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

// The engine with its forcing chains and nets solves every known puzzle, so a "stuck" position is one where
// no technique up to this level applies (the hint finder capped the same way).
inline constexpr sudoku::Level kStuckLevel = sudoku::Level::Expert;

// A position on which no technique up to kStuckLevel applies: the puzzle below solved logically as far as
// those techniques get; its placed digits as the givens of a puzzle, its candidates as the player's notes.
inline std::pair<sudoku::Board, std::array<sudoku::CandidateMask, sudoku::kCellCount>> stuckPosition()
{
    const sudoku::Board start
        = board("98.76....7.....9....5..9.8.59...78....8........48...3.42...56.....12..94.......2.");
    sudoku::RateOptions options;
    options.assumeUnique = true;
    options.maxLevel = kStuckLevel;
    const sudoku::LogicalSolve solve = sudoku::solveLogically(sudoku::CandidateGrid::fromBoard(start), options);
    std::array<sudoku::CandidateMask, sudoku::kCellCount> notes {};
    for (int cell = 0; cell < sudoku::kCellCount; ++cell)
        notes[cell] = solve.end.candidates(cell);
    return {sudoku::Board::fromGivens(solve.end.values()), notes};
}

} // namespace guitest
