// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: the HoDoKu library reader (sudoku-cli rate/hint input, the regression library).
//
// Any line must be read without a crash or undefined behaviour; a refused line says why in printable text;
// an accepted one, written back (libraryLine), reads again as the same position.
#include "sudoku/io/hodoku.h"

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

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view line(reinterpret_cast<const char *>(data), size);
    (void)sudoku::isLibraryLine(line);
    const auto parsed = sudoku::parseLibraryLine(line);
    if (!parsed.libraryCase) {
        require(!parsed.error.empty());
        for (const char c : parsed.error)
            require(static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7f);
        return 0;
    }
    const sudoku::LibraryCase &entry = *parsed.libraryCase;
    (void)entry.variantNumber();
    (void)entry.technique();
    (void)entry.isFailCase();
    const auto again = sudoku::parseLibraryLine(sudoku::libraryLine(entry.position));
    require(again.libraryCase.has_value());
    for (int cell = 0; cell < sudoku::kCellCount; ++cell) {
        require(again.libraryCase->position.value(cell) == entry.position.value(cell));
        require(again.libraryCase->position.isGiven(cell) == entry.position.isGiven(cell));
        if (entry.position.value(cell) == 0)
            require(again.libraryCase->position.candidates(cell) == entry.position.candidates(cell));
    }
    return 0;
}
