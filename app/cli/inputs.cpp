// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputs.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

namespace cli
{

namespace
{

std::string prefix(const std::string &name)
{
    return name.empty() ? std::string() : name + ": ";
}

} // namespace

std::string InputFile::where(const sudoku::ParseError &error) const
{
    return prefix(name) + error.describe();
}

std::string InputFile::where(const sudoku::PuzzleRecord &record) const
{
    return prefix(name) + "puzzle " + std::to_string(record.number) + " (line " + std::to_string(record.line) + ")";
}

std::size_t Inputs::puzzleCount() const
{
    std::size_t n = 0;
    for (const auto &file : files)
        n += file.batch.puzzles.size();
    return n;
}

Inputs readInputs(const std::vector<std::string> &paths, sudoku::Format format)
{
    Inputs inputs;
    std::vector<std::string> names = paths;
    if (names.empty())
        names.push_back("-");
    for (const std::string &path : names) {
        std::string text;
        if (path == "-") {
            std::ostringstream buffer;
            buffer << std::cin.rdbuf();
            text = buffer.str();
        } else {
            std::ifstream in(path, std::ios::binary);
            if (!in) {
                inputs.error = "cannot read '" + path + "': " + std::strerror(errno);
                return inputs;
            }
            text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
            if (in.bad()) {
                inputs.error = "cannot read '" + path + "': read error";
                return inputs;
            }
        }
        inputs.files.push_back({path == "-" ? std::string() : path, sudoku::parsePuzzles(text, format)});
    }
    return inputs;
}

} // namespace cli
