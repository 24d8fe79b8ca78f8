// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/hint.h"

#include "sudoku/grid/board.h"

#include <array>
#include <stop_token>
#include <vector>

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

// The Hint of kind Step that shows `step`, found on `grid`, the position of `board` (its rules, its focus house
// or cage, the candidates it was found on).
Hint stepHint(const sudoku::Board &board, const sudoku::CandidateGrid &grid, const sudoku::Step &step);

// One step of the All Steps list: the hint that shows it, how hard it is (its level, then Sudoku Explainer's
// difficulty, rating.h) and how many candidates carrying it out takes off the board (a placement's own cell
// and the digit in its peers included).
struct StepChoice {
    Hint hint;
    sudoku::Level level = sudoku::Level::Easy;
    double difficulty = 0;
    int removes = 0;
};
// Every step that applies to the position (findAllSteps), in the engine's order. `assumeUnique`: the puzzle is
// known to have one solution (the uniqueness techniques may be used).
std::vector<StepChoice> allSteps(const sudoku::Board &board, const Notes &notes, bool assumeUnique);

// The logical solution from the position: the easiest step each time (findStep, the hint's policy), each with
// the position it is taken on, until the grid is solved, no technique applies, or `stop` is requested.
std::vector<Hint> solutionPath(
    const sudoku::Board &board, const Notes &notes, bool assumeUnique, std::stop_token stop = {});
// What playing `path` (found on `board` and `notes`) up to and including step `last` writes: the digits it
// places (cell, digit), and the notes of the cells its steps removed candidates from (their candidates after
// step `last`), or with `everyCell` the notes of every empty cell (the whole position's candidates, as a
// learner opened just before a technique needs them), for GameModel::applySteps. `last` may be -1: no step.
struct PathEffect {
    std::vector<std::pair<int, int>> placements;
    std::vector<std::pair<int, sudoku::CandidateMask>> notes;
};
PathEffect pathEffect(
    const sudoku::Board &board, const Notes &notes, const std::vector<Hint> &path, int last, bool everyCell = false);

// The notes a hint's Apply writes for the cells its step removes candidates from: the cell's candidates in
// the hint's position (the player's notes, or all allowed digits when the cell had none) minus the
// eliminated ones. Writing them also into cells that had no notes keeps the deduction on the board; without
// it an elimination-only step would change nothing and the next hint would repeat it.
std::vector<std::pair<int, sudoku::CandidateMask>> notesAfter(const Hint &hint);

} // namespace hintfinder
