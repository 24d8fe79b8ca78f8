// SPDX-License-Identifier: GPL-3.0-or-later
// DfsSolver's search kernel for x86-64-v4 (AVX-512 F/BW/CD/DQ/VL): built with -march=x86-64-v4.
#include "sudoku/search/dfssearch.h"

namespace sudoku::detail
{

void dfsKernelX86V4(DfsKernelIo &io)
{
    runDfsKernel(io);
}

} // namespace sudoku::detail
