// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The seam between DfsSolver (built for the x86-64 baseline) and its search kernels, one per instruction
// set level, each compiled in its own translation unit with its own target flags (dfskernel_*.cpp) and
// chosen once at start by CPU detection (dfssolver.cpp).
//
// Everything a kernel translation unit compiles lives in an anonymous namespace (dfssearch.h), so no
// inline function compiled for a newer instruction set can be picked by the linker for baseline code.
// For the same reason the kernel reaches the rest of the engine only through the plain data below and the
// out-of-line functions declared here, which are compiled for the baseline.

#include <cstdint>

namespace sudoku
{
class SearchObserver;
enum class SearchEventKind : std::uint8_t;
} // namespace sudoku

namespace sudoku::detail
{

class SearchGate;

struct DfsKernelIo {
    // In.
    const std::uint8_t *givens = nullptr; // 81 cells, 0 = empty
    std::uint64_t limit = 1; // stop after this many solutions (>= 1)
    std::uint64_t nodeLimit = ~std::uint64_t {0}; // the node budget, or the largest count when there is none
    bool stoppable = false; // the stop token can be triggered
    SearchGate *gate = nullptr;
    SearchObserver *observer = nullptr; // null: the unobserved instantiation runs
    const std::uint16_t *allowed = nullptr; // 81 masks, bit d-1 = digit d: the digits a cell may take; null: all
    // Out.
    bool clash = false; // two equal givens share a house: nothing was searched
    std::uint8_t *solution = nullptr; // 81 cells, written at the first solution
    std::uint64_t solutionCount = 0;
    std::uint64_t nodes = 0;
    std::uint64_t guesses = 0;
};

using DfsKernelFunction = void (*)(DfsKernelIo &io);

// The kernels that this build contains (the x86-64 ones only on x86-64 with GCC or Clang).
void dfsKernelGeneric(DfsKernelIo &io);
#if defined(SUDOKU_DFS_X86_KERNELS)
void dfsKernelX86V2(DfsKernelIo &io);
void dfsKernelX86V3(DfsKernelIo &io);
void dfsKernelX86V4(DfsKernelIo &io);
#endif

// Out of line, for the kernels: the gate's verdict on counting nodes before..after (true = stop), called
// only when the node budget would be exceeded or the count passes a stop-token polling point.
bool dfsGateStops(SearchGate &gate, std::uint64_t before, std::uint64_t after);
// Out of line, for the kernels' observed instantiation: one event to the observer (`column`: a DeadEnd's
// constraint).
void dfsEmit(SearchObserver &observer, SearchEventKind kind, int cell, int digit, int size, int depth, int column);

} // namespace sudoku::detail
