// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the commands that make puzzles (generate, practise) share: the --seed option and how a puzzle is printed.

#include "sudoku/grid/board.h"

#include <cstdint>
#include <optional>
#include <string>

namespace cli
{

// --seed K: a whole number from 0 to 18446744073709551615; nullopt for anything else.
std::optional<std::uint64_t> parseSeed(const std::string &text);
// A seed when none is given: random, and short enough to type back.
std::uint64_t randomSeed();

// A generated puzzle as generate prints it: an 81-character line for a classic puzzle, a variant line or a
// Solo game ID for a variant (every generated layout can be written as one: connected regions and cages).
std::string puzzleText(const sudoku::Board &puzzle, bool solo);

} // namespace cli
