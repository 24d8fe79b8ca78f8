// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The dfs for every rules but the classic ones (grid/rules.h): Sudoku-X, Hyper, Jigsaw, Killer and their mixes.
// DfsSolver hands it every board whose rules are not classic; classic boards keep the band bitboards of the dfs
// kernels, which know only rows, columns and boxes.
//
// The board is nothing but nine digit planes (a 128-bit CellSet each: the empty cells where the digit may still
// go), the empty cells and, per digit, the houses that already hold it; a branch copies these (about 240 bytes)
// and the digits placed go into one grid shared by the whole search (a cell filled on the current path is never
// written again below it, so the grid holds the path's digits when a solution is reached). Placing a digit is
// ten AND-NOTs: the cell leaves every plane, the digit leaves its peers (a cage's cells are peers). To a fixed
// point:
//
//   naked singles   the planes added up bit-sliced (in at least one plane, in two): a cell in none is a dead
//                   end, a cell in exactly one is placed; no loop over cells
//   hidden singles  digit by digit, and only in the houses of the cells that left the digit's plane since it was
//                   last looked at (a branch starts from its parent's fixed point, so a child looks at little):
//                   a digit with no place in a house that lacks it is a dead end, one place is placed
//   locked          Hyper and Jigsaw only (windows or irregular regions): in the same houses, the other houses
//                   holding all of a digit's places in one (of the houses its first and last place share, those
//                   the places are a subset of) lose the digit elsewhere: region and line, window and box or
//                   line; it keeps a jigsaw's guesses at 15 a puzzle instead of 160. On Sudoku-X, Killers and
//                   classic puzzles it costs more than the guesses it saves: without it, on 1000 distinct
//                   puzzles a level, Sudoku-X runs 1.2-1.3 times as fast from Hard to Master with twice the
//                   guesses (BENCHMARKS.md)
//   sums            Killers only, when the singles stall (before locked candidates where the rules run them,
//                   which then wait for the sums to stall too: when every Killer ran both, about 40% faster on
//                   killers than the other way round): the cages and the innies and outies of the rule of 45
//                   (grid/sumcages.h), those with a cell changed since the last pass (all of them at the root). A sum
//                   of distinct digits keeps in each cell the digits of the fills of what is left of it
//                   (grid/cagefit.h: n distinct digits, each in a cell that has it, a matching found over the 512 digit
//                   sets) when it has up to three empty cells, else the digits of the combinations that each cell meets
//                   (cheaper, and faster overall); a digit every fill uses with one place left is placed, with more it
//                   leaves the cells that see all of them; a sum that may repeat a digit keeps the digits its bounds
//                   allow. The sums read each cell's candidates from the state (kept for them, read again from the
//                   planes only where those changed), and the loose test's combinations from a table by size, total and
//                   digit set. Rules without cages run an instantiation without any of it
//
// then branches on the cell with two candidates (the bit-sliced sums say which) that sees the most empty cells,
// else on one with three, else on the first with the fewest. The givens are checked as they are placed (the
// clash to report is looked for only when there is one). Counting, the stop token, the node budget and the
// observer's events are those of searchobserver.h (the trail of placements and the Unplace events live here
// only); a dead end names a cell, a house and digit, a cage's sum, or kUnknownConstraint for an innie or outie,
// which no DLX column is. A solve with an observer runs its own instantiation of the same search, so it counts
// the same nodes.

#include "sudoku/search/searchrun.h"

namespace sudoku::detail
{

// Solves `board` (any rules; the classic ones too, though DfsSolver keeps its kernels for them).
SolveResult solveByHouses(const Board &board, const SolveOptions &options);

} // namespace sudoku::detail
