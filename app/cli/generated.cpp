// SPDX-License-Identifier: GPL-3.0-or-later
#include "generated.h"

#include "sudoku/io/formats.h"
#include "sudoku/io/ruleformats.h"

#include <charconv>
#include <chrono>
#include <random>

namespace cli
{

std::optional<std::uint64_t> seedOption(const CommandLine &commandLine, std::string &error, bool *random)
{
    const auto text = commandLine.value("seed");
    if (random)
        *random = !text;
    if (!text) {
        std::random_device device;
        const auto now = static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
        return ((static_cast<std::uint64_t>(device()) << 32) ^ device() ^ now) & 0xFFFFFFFFFFFFull; // short to type
    }
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (text->empty() || ec != std::errc() || end != text->data() + text->size()) {
        error = "--seed expects a whole number from 0 to 18446744073709551615, not '" + sudoku::printable(*text) + "'";
        return std::nullopt;
    }
    return value;
}

std::string puzzleText(const sudoku::Board &puzzle, bool solo)
{
    if (puzzle.isClassic() && !solo)
        return sudoku::toLine(puzzle.givens());
    if (solo) {
        if (auto id = sudoku::writeSoloId(puzzle.givens(), puzzle.rules()))
            return *id;
    }
    return sudoku::writeVariantLine(puzzle.givens(), puzzle.rules());
}

} // namespace cli
