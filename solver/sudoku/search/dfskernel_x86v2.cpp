// SPDX-License-Identifier: GPL-3.0-or-later
// DfsSolver's search kernel for x86-64-v2 (SSE4.2, SSSE3, POPCNT): built with -march=x86-64-v2.
#include "sudoku/search/dfssearch.h"

namespace sudoku::detail
{

void dfsKernelX86V2(DfsKernelIo &io)
{
    runDfsKernel(io);
}

} // namespace sudoku::detail
