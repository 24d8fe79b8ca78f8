// SPDX-License-Identifier: GPL-3.0-or-later
// DfsSolver's search kernel for the portable kernel: the target's baseline instruction set (SSE2 on x86-64), for any
// CPU.
#include "sudoku/search/dfssearch.h"

namespace sudoku::detail
{

void dfsKernelGeneric(DfsKernelIo &io)
{
    runDfsKernel(io);
}

} // namespace sudoku::detail
