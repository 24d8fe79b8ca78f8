// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/hint.h"

#include "sudoku/grid/board.h"

#include <array>

// Works out a hint for the position on the board; runs on the worker thread (SolverWorker), plain functions
// so that tests call them directly.
//
// The position the step finder sees is the player's: placed digits, and in every empty cell the player's
// notes where the cell has any (minus digits a placed peer excludes), else every digit the placed digits
// allow. A hint built on a broken position teaches the wrong thing, so before looking for a step the finder
// checks the position against the solution: entries that differ from it and notes that lost the solution
// digit come back as Mistakes instead. When no technique applies, the empty cell with the fewest candidates
// is offered filled from the solution (Stuck).
namespace hintfinder
{

using Notes = std::array<sudoku::CandidateMask, sudoku::kCellCount>;

// The candidate grid of the position, as described above.
sudoku::CandidateGrid position(const sudoku::Board &board, const Notes &notes);

// What is wrong on the board: entries that differ from `solution`, and notes that lost its digit (a Hint of
// kind Mistakes, or None when nothing is). A scan of the 81 cells: the window checks it again as the board
// changes, so that a warning about mistakes never names ones the player has since fixed or added to.
Hint mistakes(const sudoku::Board &board, const Notes &notes, const sudoku::Grid &solution);

// `solution` is the puzzle's unique solution. `techniques`: the ones a step may use (the window allows all;
// with the forcing chains and nets no known puzzle ends stuck, so the tests reach Stuck through a cap).
Hint find(const sudoku::Board &board, const Notes &notes, const sudoku::Grid &solution,
    sudoku::TechniqueSet techniques = sudoku::TechniqueSet::all());

// The notes a hint's Apply writes for the cells its step removes candidates from: the cell's candidates in
// the hint's position (the player's notes, or all allowed digits when the cell had none) minus the
// eliminated ones. Writing them also into cells that had no notes keeps the deduction on the board; without
// it an elimination-only step would change nothing and the next hint would repeat it.
std::vector<std::pair<int, sudoku::CandidateMask>> notesAfter(const Hint &hint);

} // namespace hintfinder
