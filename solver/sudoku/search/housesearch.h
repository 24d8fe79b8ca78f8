// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The search for rules of houses only (grid/rules.h without cages): Sudoku-X, Hyper, Jigsaw and their mixes.
// solveByRules (rulessearch.h) hands it every such board; Killers keep the general search there.
//
// The board is nothing but nine digit planes (a 128-bit CellSet each: the empty cells where the digit may still
// go), the empty cells and, per digit, the houses that already hold it; a branch copies these (about 240 bytes)
// and the digits placed go into one grid shared by the whole search (a cell filled on the current path is never
// written again below it, so the grid holds the path's digits when a solution is reached). To a fixed point:
//
//   naked singles   the planes added up bit-sliced (at least one, two, three candidates): a cell in no plane is
//                   a dead end, a cell in exactly one is placed; no loop over cells
//   hidden singles  digit by digit, only the digits whose plane changed since they were last looked at, a
//                   digit with no place in a house that lacks it is a dead end, one place is placed
//   locked          a digit's places in a house that all lie in another house leave the rest of that one; the
//                   pairs of houses that share two cells or more are listed once per solve, when first needed
//
// then branches on the first cell with two candidates (the bit-sliced sums say which), else on the first cell
// with the fewest. Placing a digit is ten AND-NOTs: the cell leaves every plane, the digit leaves its peers.
// Counting, the stop token, the node budget, the observer's events and the dead ends' numbering are those of
// rulessearch (searchobserver.h); a solve with an observer runs its own instantiation of the same search.

#include "sudoku/search/searchrun.h"

namespace sudoku::detail
{

// Solves `board`, whose rules have no cages, as solveByRules does.
SolveResult solveByHouses(const Board &board, const SolveOptions &options);

} // namespace sudoku::detail
