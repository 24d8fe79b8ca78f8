// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Dancing Links for puzzles of any rules (grid/rules.h). DlxSolver hands it every board whose rules are not
// classic; its own 324 x 729 matrix, laid out at compile time, is for rows, columns and boxes only.
//
// The exact-cover matrix of the rules, in the column numbering of searchobserver.h:
//
//   columns  81 cells; 9 per house (the house holds the digit); per cage 9 (the cage holds the digit, or its
//            combination leaves the digit out) and 1 (the cage takes one combination of digits)
//   rows     one per cell and digit: its cell, the digit in each house of the cell, the digit in its cage;
//            one per cage and combination of distinct digits adding up to its sum: the cage's combination
//            column, and the cage's digit columns of the digits the combination leaves out
//
// so a cover is a filled grid in which every house holds every digit once and every cage holds exactly the
// digits of one combination of its sum: a killer's cages are part of the exact cover, not a check on the side.
// The matrix is built for each puzzle with only the rows its givens (and the caller's masks) leave, and the
// columns the givens satisfy left out. Knuth's S heuristic picks the column with the fewest rows, stopping at
// a column of one row (a forced move) or none (a dead end).
//
// A trace reports what the classic matrix reports: ChooseColumn, a Place or Force per cell row taken, Unplace,
// DeadEnd with the empty column. A combination row places no digit: taking one is a ChooseColumn and no node,
// so that the counts keep their meaning (nodes = digits placed, guesses = digits guessed).

#include "sudoku/search/solver.h"

namespace sudoku::detail
{

SolveResult solveDlxByRules(const Board &board, const SolveOptions &options);

} // namespace sudoku::detail
