// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/grid/board.h"

#include <QString>

// Translated descriptions of engine values (the engine itself holds no translated text).
namespace puzzletext
{

QString house(const sudoku::House &house); // "row 3", "column 5", "box 7"
QString clash(const sudoku::Clash &clash); // "two 5s in row 3 (r3c1 and r3c8)"
QString cell(int cell); // "r3c5"
QString cage(const sudoku::Rules &rules, int cage); // "the cage at r1c1 (sum 15)": its first cell and its sum

} // namespace puzzletext
