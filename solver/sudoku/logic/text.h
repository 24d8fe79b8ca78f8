// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Words as data. The engine holds no translated string, yet the words of a step (its sentence, a technique's
// name) must have one home: here. A sentence is a Phrase, an English source with numbered slots ("In %1, %2 can
// only go in %3.") and the values that fill them; the engine renders it in English (english(), for the command
// line), and the app renders the same value in the player's language: it looks the source up in its
// translations (the .ts files' context and comment are part of the source) and fills the slots with its own
// words for houses and lists. So a sentence is written once, in the engine, and translated once.
//
// A value is one of:
//   Text     the same in every language: digits ("3/7"), cell names ("r3c5"), a chain's notation, a set
//            ("{r6c4, r6c6}")
//   House    a row, column or box ("row 3", translated)
//   All      a list read with "and" ("r1c2, r1c5 and r3c4"), Any a list read with "or"
//   Concat   its items side by side, nothing between ("r3c5" "=7")
//   Phrase   a nested sentence (a petal of a Death Blossom: "%1 in %2")
//
// SUDOKU_TEXT(context, source, comment) names a translatable source. The app's lupdate reads the engine's
// sources that hold them and knows the macro as QT_TRANSLATE_NOOP3 (app/gui/CMakeLists.txt), so the .ts files
// get each source with its context and comment.

#include "sudoku/grid/board.h"
#include "sudoku/grid/cellset.h"

#include <string>
#include <vector>

#define SUDOKU_TEXT(context, source, comment) (::sudoku::TextSource {context, source, comment})

namespace sudoku
{

struct TextSource {
    const char *context = "";
    const char *source = "";
    const char *comment = ""; // what the translator needs to know, also what tells equal sources apart
};

struct TextValue {
    enum class Kind : std::uint8_t { Text, House, All, Any, Concat, Phrase };
    Kind kind = Kind::Text;
    std::string text; // Text
    House house; // House
    TextSource source; // Phrase
    std::vector<TextValue> items; // All, Any, Concat; a Phrase's slots, %1 first
};

namespace text
{

TextValue verbatim(std::string text);
TextValue number(int n);
// "r3c5", or "?" for -1 (a slot a malformed step leaves empty).
TextValue cell(int cell);
// The cells in row-major order, read with "and".
TextValue cells(const CellSet &cells);
// The digits of a mask, "1/5/7".
TextValue digits(std::uint16_t mask);
TextValue house(const House &house);
// "{r6c4, r6c6}": a set's cells in braces, so that two sets side by side read as two.
TextValue set(const CellSet &cells);
TextValue all(std::vector<TextValue> items);
TextValue any(std::vector<TextValue> items);
TextValue concat(std::vector<TextValue> items);
TextValue phrase(const TextSource &source, std::vector<TextValue> slots);

// The value in English: slots filled, lists joined with ", " and " and " (" or ").
std::string english(const TextValue &value);

} // namespace text

} // namespace sudoku
