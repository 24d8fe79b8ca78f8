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
// columns the givens satisfy left out; a cage's cells get no row of a digit that no combination holding the
// cage's givens has (such a row meets every combination row left, so it is in no cover).
//
// The search is dlxsolver.cpp's carried over to rules of any shape: 16-bit links, each row's nodes side by
// side (a row is walked by index, not by left/right links), the sizes in a dense array scanned four at a time,
// a forced move and a dead end known from what unlinking counted (no scan for them). Knuth's S heuristic
// picks the column with the fewest rows; on a tie of two or more rows it takes a column that holds only a
// cage's combinations if there is one (taking a combination removes every digit it leaves out from all the
// cage's cells: about a quarter of the nodes on a Killer), else among the first column of that size and the
// next four the one whose rows remove the most rows (dlxsolver.h, "ties").
//
// A trace reports what the classic matrix reports: ChooseColumn, a Place or Force per cell row taken, Unplace,
// DeadEnd with the empty column. A combination row places no digit: taking one is a ChooseColumn and no node,
// so that the counts keep their meaning (nodes = digits placed, guesses = digits guessed).

#include "sudoku/search/solver.h"

namespace sudoku::detail
{

SolveResult solveDlxByRules(const Board &board, const SolveOptions &options);

} // namespace sudoku::detail
