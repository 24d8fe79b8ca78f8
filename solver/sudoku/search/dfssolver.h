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
// The whole position is about 250 bytes; the search copies it at each branch instead of keeping an undo log.
//
// Deductions, all on whole words:
//   * Per plane (one digit in one band): the three "triads" (3 cells of a row inside one box) of each row
//     that still hold the digit form a 3x3 map. The digit takes one triad per row and per box, so only
//     triads that belong to a permutation of rows onto boxes survive (one table lookup: pointing and
//     claiming within the band, and hidden singles in boxes become hidden singles in rows).
//     A row left with one cell is a hidden single; a box left with its digit in one column locks that
//     column, which the other two bands lose.
//   * Per digit and stack (three boxes one above the other), when the digit's planes changed: the same
//     permutation rule turned by 90 degrees. Each column of the stack takes the digit in one box and each
//     box in one column, so only the (column, box) pairs on a permutation survive: hidden singles in
//     columns, a column's digit locked in one box, and the two-column, two-box cases. Bit-parallel over
//     the three stacks of a digit, no table.
//   * Per band: a cell with one candidate left is a naked single; one with none is a contradiction.
//   Planes are revisited only when they changed; the loop ends when nothing changes.
//
// Search: branch on a bivalue cell when there is one: of the first 12 bivalue cells (the first one when fewer
// than 24 cells are unsolved), the one whose two digits reach the most unsolved peers holding them (bivalue
// peers count three times: each becomes a single in one of the branches), so that both branches propagate
// far; else on the first cell with the fewest candidates. This choice alone halves the guesses on the
// hardest sets against "the first bivalue cell". A search whose propagated root has fewer than 48 unsolved
// cells takes the first bivalue cell unscored until its first refuted guess (many givens, often several
// solutions: such searches tend to reach their solutions without a dead end, and scoring would not pay). The digit of
// the pair that reaches more peers is tried first (else the lowest candidate), on a copy of the board (a guess); when
// it is refuted or exhausted, it is removed from the cell on the original board, which is propagated again before the
// next branch (so the second candidate of a pair comes as a forced placement, not a guess).
//
// Kernels. The search is compiled once per x86-64 instruction set level (baseline SSE2, SSE4.2 with
// POPCNT, AVX2 with BMI2, AVX-512) and the fastest one the CPU runs is chosen once, at the first solve:
// one binary for any x86-64. Every kernel runs the same search and reports the same results and
// statistics; a solver can be pinned to one kernel (tests run them all, the benchmark times them all).
//
// Statistics and events (see searchobserver.h): the guess is a Place, every cell the propagation solves
// after it is a Force; a propagation that ends in a contradiction is reported as a DeadEnd right after
// the choice that caused it (the singles derived from a contradictory position are not placements).
// Givens are not events. The observed search is a separate instantiation of the same code, so a solve
// without an observer pays nothing for it and both report the same statistics.

#include "sudoku/search/solver.h"

#include <optional>
#include <string_view>
#include <vector>

namespace sudoku
{

class DfsSolver final : public Solver
{
public:
    // The search's code paths, slowest first. Baseline runs on every CPU of the target architecture (on
    // x86-64: SSE2); the others exist on x86-64 builds with GCC or Clang.
    enum class Kernel : std::uint8_t {
        Baseline,
        Sse42, // SSE4.2, SSSE3, POPCNT (x86-64-v2)
        Avx2, // AVX2, BMI1, BMI2, FMA (x86-64-v3)
        Avx512, // AVX-512 F, BW, CD, DQ, VL (x86-64-v4)
    };

    // The search the dfs runs on every board whose rules are not classic (Sudoku-X, Hyper, Jigsaw, Killer and
    // their mixes: nine digit planes over any houses, housesearch.cpp), here on any board, classic ones too: the
    // benchmarks time it on classic puzzles against the kernels, apart from how hard a variant's puzzles are.
    static SolveResult solveByHouses(const Board &board, const SolveOptions &options);

    // The fastest kernel this CPU runs.
    DfsSolver();
    // A given kernel; one this build or CPU cannot run falls back to the fastest one (see kernel()).
    explicit DfsSolver(Kernel kernel);

    Kernel kernel() const { return m_kernel; }
    // The kernels this build contains and this CPU runs, slowest first; the last one is fastestKernel().
    static std::vector<Kernel> availableKernels();
    static Kernel fastestKernel();
    // "sse2" (the x86-64 baseline; "generic" elsewhere), "sse4.2", "avx2", "avx512".
    static std::string_view kernelName(Kernel kernel);
    static std::optional<Kernel> kernelFromName(std::string_view name);

    Algorithm algorithm() const override { return Algorithm::Dfs; }
    SolveResult solve(const Board &board, const SolveOptions &options = {}) override;

private:
    // The classic board's solve, apart from solve()'s test for other rules: one result, built in place.
    SolveResult solveClassic(const Board &board, const SolveOptions &options);

    Kernel m_kernel;
};

} // namespace sudoku
