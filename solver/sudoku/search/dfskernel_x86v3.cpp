// SPDX-License-Identifier: GPL-3.0-or-later
// DfsSolver's search kernel for x86-64-v3 (AVX2, BMI1/2, LZCNT, MOVBE): built with -march=x86-64-v3.
#include "sudoku/search/dfssearch.h"

namespace sudoku::detail
{

void dfsKernelX86V3(DfsKernelIo &io)
{
    runDfsKernel(io);
}

} // namespace sudoku::detail
