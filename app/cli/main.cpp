// SPDX-License-Identifier: GPL-3.0-or-later
#include <cstdio>

int main()
{
    std::puts("sudoku-cli " SUDOKU_VERSION);
    return 0;
}
