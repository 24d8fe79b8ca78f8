// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the commands that make puzzles (generate, practise) share: the --seed option and how a puzzle is printed.

#include "commandline.h"

#include "sudoku/grid/board.h"

#include <cstdint>
#include <optional>
#include <string>

namespace cli
{

// The seed of --seed K, a whole number from 0 to 18446744073709551615, or without --seed a random one, short enough
// to type back (`random` says which). nullopt, with `error` saying why, for anything else.
std::optional<std::uint64_t> seedOption(const CommandLine &commandLine, std::string &error, bool *random = nullptr);

// A generated puzzle as generate prints it: an 81-character line for a classic puzzle, a variant line or a
// Solo game ID for a variant (every generated layout can be written as one: connected regions and cages).
std::string puzzleText(const sudoku::Board &puzzle, bool solo);

} // namespace cli
