// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Puzzles with their rules (grid/rules.h) as one line of text, in two formats the reader detects by their start:
//
//   variant  the project's own, written to be typed by hand: the rules' letters, a colon, the 81 givens, and for
//            a jigsaw or a killer the fields their rules need, colon-separated, in this order:
//
//              X:4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
//              H:<81 givens>                                   Hyper (the four windows)
//              J:<81 givens>:<81 regions>                      Jigsaw: each cell's region, 1 to 9
//              K:<81 givens>:<81 cage letters>:<sums>          Killer: each cell's cage letter (a-z, A-Z, 0-9;
//                                                              `.` for a cell in no cage), then the cages' sums
//                                                              in the order their letters first appear, by commas
//
//            Letters combine in any order: `XJ:` is Jigsaw-X, `KX:` Killer-X (the fields stay in the order
//            givens, regions, cages). Givens as in a line puzzle: 1-9, `.` or `0` for an empty cell.
//
//   solo     Simon Tatham's Solo game IDs (Debian's sgt-puzzles: `sgt-solo --generate`), so that players swap
//            puzzles with it: `3x3:` classic, `3x3x:` X, `9j:` Jigsaw, `3x3k:` Killer, and mixes (`9jx:`,
//            `3x3xk:`, `9jk:`), then Solo's description: the givens as runs (`a`..`z` are 1..26 empty cells, a
//            digit a given, `_` between two givens), for a jigsaw `,` and the region borders, for a killer
//            `,` the cage borders and `,` the sums, each at the cage's first cell in reading order. Solo knows
//            9x9 grids of other box shapes and other sizes, which this reader refuses; it has no Hyper, no cage
//            of one cell and no cell outside a cage, which its writer therefore cannot write.
//
// Reading checks the rules (Rules::problem) and says what is wrong; a reader never accepts what it cannot
// write back.

#include "sudoku/grid/board.h"

#include <optional>
#include <string>
#include <string_view>

namespace sudoku
{

// Whether a line (after leading blanks) starts like a variant line ("XJ:") or a Solo ID ("3x3k:", "9j:").
bool isVariantLine(std::string_view line);
bool isSoloId(std::string_view line);

// A puzzle read from one line, or why not.
struct RulesParse {
    std::optional<Board> board;
    std::string error;
};
RulesParse parseVariantLine(std::string_view line);
RulesParse parseSoloId(std::string_view line);

// The board's rules and `grid` (its givens, or a solution) as a variant line; every rules can be written so.
std::string writeVariantLine(const Grid &grid, const Rules &rules);
// The same as a Solo ID; nullopt when Solo cannot hold the rules (Hyper windows, a cage of one cell, a cell in no
// cage), with the reason in `why`.
std::optional<std::string> writeSoloId(const Grid &grid, const Rules &rules, std::string *why = nullptr);

} // namespace sudoku
