// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fast search for puzzles of any rules (grid/rules.h): Sudoku-X, Hyper, Jigsaw, Killer and their mixes.
// DfsSolver hands it every board whose rules are not classic; classic boards keep the band bitboards of the dfs
// kernels, which know only rows, columns and boxes. Rules without cages (X, Hyper, Jigsaw and their mixes) go on
// to the leaner search of housesearch.h, with the same counting, events and dead ends; what follows is the
// search of rules with cages (Killer, Killer-X, ...).
//
// The board is nine digit planes (a CellSet each: where the digit may still go) and, for the same facts read by
// cell, a candidate mask per cell; both change together. From the givens it propagates to a fixed point:
//
//   naked singles   a cell with one candidate (the planes counted once/twice across: no loop over cells)
//   hidden singles  a digit with one place in a house, for every house of the rules
//   locked          a digit's places in a house that all lie in another house: the digit leaves the rest of
//                   that one (any two houses: a region and a line, a box and a diagonal); on generated puzzles,
//                   when this search still ran the cage-free ones, it took a jigsaw's guesses from 206 to 25
//                   a puzzle, Hyper's from 36 to 6 and X's from 61 to 40, for 65% and 38% fewer instructions
//                   on Jigsaw and Hyper and 24% more on X (callgrind)
//   cages           the digit combinations a cage can still take: n distinct digits summing to what is left
//                   of its sum, each with a cell that allows it, each cell with a digit of it; candidates
//                   outside every such combination go, and a digit in all of them with one place is placed
//
// then branches on the empty cell with the fewest candidates, copying the state (about 320 bytes) per branch.
// A dead end names what failed in the DLX numbering of the rules (searchobserver.h).

#include "sudoku/search/solver.h"

namespace sudoku::detail
{

SolveResult solveByRules(const Board &board, const SolveOptions &options);

} // namespace sudoku::detail
