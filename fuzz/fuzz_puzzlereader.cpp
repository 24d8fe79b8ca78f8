// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: the puzzle reader with format detection, as the CLI, paste and file open use it.
//
// Any bytes must be read without a crash, a hang or undefined behaviour, and:
//  - read in blocks (of a size the first byte picks) through LineSplitter and PuzzleReader, as sudoku-cli
//    streams its input, they give exactly the records and problems parsePuzzles gives for the whole text;
//  - no message shows a control character from the input raw;
//  - every puzzle read, written back in its format and read again, is the same puzzle.
#include "sudoku/io/formats.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace
{

void require(bool condition)
{
    if (!condition)
        std::abort();
}

bool printableOnly(const std::string &message)
{
    for (const char c : message) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte >= 0x7f)
            return false;
    }
    return true;
}

void checkStreaming(std::string_view text, sudoku::Format format, std::size_t blockSize)
{
    const sudoku::PuzzleBatch whole = sudoku::parsePuzzles(text, format);
    sudoku::LineSplitter splitter;
    sudoku::PuzzleReader reader(format);
    sudoku::PuzzleBatch streamed;
    for (std::size_t start = 0; start < text.size() && !splitter.overlong(); start += blockSize) {
        const std::string_view block = text.substr(start, blockSize);
        std::size_t pos = 0;
        while (const auto line = splitter.next(block, pos))
            reader.addLine(*line, streamed);
    }
    if (const auto last = splitter.finish())
        reader.addLine(*last, streamed);
    reader.finish(streamed, splitter.overlong());

    require(streamed.puzzles.size() == whole.puzzles.size());
    require(streamed.problems.size() == whole.problems.size());
    for (std::size_t i = 0; i < whole.puzzles.size(); ++i) {
        const auto &a = streamed.puzzles[i];
        const auto &b = whole.puzzles[i];
        require(a.number == b.number && a.line == b.line && a.ok() == b.ok());
        if (b.ok()) {
            require(a.board == b.board);
            // Written back with its rules and read again in the same format: the same puzzle.
            const std::string count = whole.format == sudoku::Format::Poj2676 ? "1\n" : ""; // a complete input
            const auto again = sudoku::parsePuzzles(
                count + sudoku::writeRecord(b.board.values(), whole.format, whole.layout, &b.board.rules()),
                whole.format);
            require(!again.puzzles.empty() && again.puzzles.front().ok() && again.puzzles.front().board == b.board);
        } else {
            require(a.error->describe() == b.error->describe());
            require(printableOnly(b.error->describe()));
        }
    }
    for (std::size_t i = 0; i < whole.problems.size(); ++i) {
        require(streamed.problems[i].describe() == whole.problems[i].describe());
        require(printableOnly(whole.problems[i].describe()));
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::size_t blockSize = 1 + data[0] % 97;
    const sudoku::Format format = static_cast<sudoku::Format>((data[0] >> 5) % 6 == 5 ? 0 : (data[0] >> 5) % 6);
    const std::string_view text(reinterpret_cast<const char *>(data) + 1, size - 1);
    checkStreaming(text, sudoku::Format::Auto, blockSize);
    if (format != sudoku::Format::Auto)
        checkStreaming(text, format, blockSize);
    const auto single = sudoku::parseSinglePuzzle(text);
    require(single.board.has_value() || printableOnly(single.error));
    (void)sudoku::detectFormat(text);
    return 0;
}
