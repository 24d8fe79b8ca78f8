// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The puzzles named on a command line: files, or stdin when there are none (or for `-`).

#include "sudoku/formats.h"

#include <string>
#include <vector>

namespace cli
{

struct InputFile {
    std::string name; // the path as given; empty for stdin
    sudoku::PuzzleBatch batch;

    // "file.txt: puzzle 3 (line 12): reason", or without the file name for stdin.
    std::string where(const sudoku::ParseError &error) const;
    std::string where(const sudoku::PuzzleRecord &record) const; // "file.txt: puzzle 3 (line 12)"
};

struct Inputs {
    std::vector<InputFile> files;
    std::string error; // an unreadable file; nothing else was read

    std::size_t puzzleCount() const;
};

Inputs readInputs(const std::vector<std::string> &paths, sudoku::Format format);

} // namespace cli
