// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fast solver: depth-first search over a bitboard of candidates, with propagation to a fixpoint before
// every branch.
//
// Data layout. The board is split into its three bands (rows 0-2, 3-5, 6-8). For every digit and band a
// 32-bit word holds the 27 cells of the band where the digit can still go, row by row (27 words, one
// "plane" each, index digit * 3 + band):
//
//   bit:  26 ........ 18 17 ........ 9 8 ......... 0
//        | row 2 of band | row 1 of band | row 0 of band |     each row: bit = column 0..8,
//                                                           boxes = columns 0-2, 3-5, 6-8
//
// so a cell's bit is simply cell % 27 in band cell / 27, and a column of a band is `bits * 0x40201`
// (one bit in each row). A 27-bit "unsolved" mask per band marks the cells that have no digit yet.
// The whole position is 228 bytes; the search copies it at each branch instead of keeping an undo log.
//
// Deductions, all on whole words:
//   * Per plane (one digit in one band): the three "triads" (3 cells of a row inside one box) of each row
//     that still hold the digit form a 3x3 map. The digit takes one triad per row and per box, so only
//     triads that belong to a permutation of rows onto boxes survive (one table lookup: pointing and
//     claiming within the band, and hidden singles in boxes become hidden singles in rows).
//     A row left with one cell is a hidden single; a box left with its digit in one column locks that
//     column, which the other two bands lose.
//   * Per band: a cell with one candidate left is a naked single; one with none is a contradiction.
//   Planes are revisited only when they changed; the loop ends when nothing changes.
//
// Search: branch on a cell with two candidates when there is one, else on a cell with the fewest. The
// first candidate is tried on a copy of the board (a guess); when it is refuted or exhausted, it is
// removed from the cell on the original board, which is propagated again before the next branch
// (so the second candidate of a pair comes as a forced placement, not a guess).
//
// Statistics and events (see searchobserver.h): the guess is a Place, every cell the propagation solves
// after it is a Force; a propagation that ends in a contradiction is reported as a DeadEnd right after
// the choice that caused it (the singles derived from a contradictory position are not placements).
// Givens are not events. The observed search is a separate instantiation of the same code, so a solve
// without an observer pays nothing for it and both report the same statistics.

#include "sudoku/solver.h"

namespace sudoku
{

class DfsSolver final : public Solver
{
public:
    Algorithm algorithm() const override { return Algorithm::Dfs; }
    SolveResult solve(const Board &board, const SolveOptions &options = {}) override;
};

} // namespace sudoku
