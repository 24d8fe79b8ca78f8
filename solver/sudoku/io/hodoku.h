// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// HoDoKu's library format: one position and one step per line, so a step can be replayed and checked by
// any program that reads it (HoDoKu itself, its regression library, this engine).
//
//   :<technique>:<candidates>:<givens>:<deleted candidates>:<eliminations>:<placements>:<extra>
//
//   technique    four-digit code ("0300" X-Wing), optionally "-<n>" for a variant or "-x" for a fail case
//                (no instance of the technique may be found); logic.h's table maps codes to techniques
//   candidates   the digits of the step: for singles the placed digit, for nice loops, AICs, XY-Chains and
//                contradictions the eliminated digits (the placed one when a contradiction places), for a
//                verity the placed digit (empty when it eliminates), otherwise the digits the pattern uses
//                (empty for BUG+1; the first kite's digit for a Dual 2-String Kite, as HoDoKu writes it; "x"
//                for a position written without a step)
//   givens       81 cells, `.` or `0` empty, a digit is a given, `+` before a digit marks a digit placed
//                while solving
//   deleted      pencil marks missing although no placed peer excludes them, as "<digit><row><col>"
//                separated by blanks ("436 257" = r3c6 lost 4, r5c7 lost 2)
//   eliminations the step's eliminations, same notation, ordered by digit, then cell
//   placements   the step's placements, same notation
//   extra        technique-specific data: for chains and loops their length in links (Step::chainLength)
//
// Reading rebuilds the position: place every digit, compute the candidates the placed digits allow, then
// delete the listed ones. Writing lists the deleted candidates cell by cell, digits ascending, as HoDoKu does.

#include "sudoku/logic/logic.h"

#include <optional>
#include <string>
#include <string_view>

namespace sudoku
{

struct LibraryCase {
    std::string code; // "0300", without the variant
    std::string variant; // "", "1", "2", ... or "x" for a fail case
    std::uint16_t digits = 0; // <candidates>
    CandidateGrid position;
    std::array<CellSet, 9> eliminations {}; // eliminations[d-1] = cells losing d
    std::array<CellSet, 9> placements {}; // placements[d-1] = cells receiving d
    std::string extra;

    bool isFailCase() const { return variant == "x"; }
    // 1, 2, ... for "-1", "-2"; 0 without a numbered variant.
    int variantNumber() const;
    // The technique the code names, when this engine implements it.
    std::optional<Technique> technique() const { return techniqueFromHodokuCode(code); }
};

struct LibraryParse {
    std::optional<LibraryCase> libraryCase;
    std::string error; // why the line could not be read, when !libraryCase
};

// True when the line (after leading blanks) starts with ':' — a library line rather than a plain puzzle.
bool isLibraryLine(std::string_view line);
LibraryParse parseLibraryLine(std::string_view line);

// The engine options under which a library case holds, as HoDoKu's regression tester sets them for the
// variants: "-1" / "-2" of the uniqueness codes leave out / allow missing candidates; Empty Rectangle "-1"
// allows a box with two candidates; ALS-XY-Wing, ALS-XY-Chain and Death Blossom "-2" let the sets overlap
// (ALS-XZ's variants are singly and doubly linked, both without); the grouped nice loops and AICs allow ALS
// nodes in their variants "with ALS" only (0709-2, 0710-3 and -4, 0711-3 and -4). Other options are kept as
// given.
LogicOptions libraryOptions(const LibraryCase &entry, LogicOptions options = {});

// The <candidates> field HoDoKu writes for the step.
std::string libraryCandidates(const Step &step);
// The <givens> field: 81 cells, `+` before placed digits.
std::string libraryGivens(const CandidateGrid &position);
// The <deleted candidates> field.
std::string libraryDeleted(const CandidateGrid &position);
// A full library line: the position before the step, and the step. HoDoKu has no direct techniques (Sudoku
// Explainer's, technique.h's directPattern()): a direct step is two lines, its pattern's and then the hidden
// single's on the position the pattern leaves, joined by a newline.
std::string libraryLine(const CandidateGrid &position, const Step &step);
// A position without a step, as HoDoKu writes it: ":0000:x:<givens>:<deleted>::".
std::string libraryLine(const CandidateGrid &position);

} // namespace sudoku
