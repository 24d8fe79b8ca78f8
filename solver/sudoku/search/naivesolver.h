// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The seeds' algorithm (Luogu P1784, POJ 2676): visit the empty cells in row-major order and try the digits
// 1..9 in turn, keeping a "used" flag per (row, digit), (column, digit) and (box, digit). A digit is placed
// when none of its three flags is set; when no digit fits, the search backs up to the previous cell and
// tries its next digit.
//
// It is what a learner reads in the write-ups and the baseline of the visualization, not a fast solver:
// on puzzles built against backtracking it can run for hours, so it honours the stop token and the node
// budget. The flags are bit masks here (bit d of rowUsed[r] = digit d used in row r), the same thing as the
// seeds' bool arrays. The search is iterative, so it needs no recursion and stops promptly.

#include "sudoku/search/solver.h"

namespace sudoku
{

class NaiveSolver final : public Solver
{
public:
    Algorithm algorithm() const override { return Algorithm::Naive; }
    SolveResult solve(const Board &board, const SolveOptions &options = {}) override;
};

} // namespace sudoku
