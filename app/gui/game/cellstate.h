// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/grid/candidates.h"

#include <array>
#include <cstdint>

// The colours of the palette (vocab/markpalette.h), numbered 1..kColourCount; 0 is no colour.
inline constexpr int kColourCount = 9;

// Everything the player can change about one cell: its digit, whether the digit is a given (only while
// entering a puzzle), its pencil marks (bit d-1 = digit d, as in sudoku/candidates.h) and its colours.
//
// `notes` are the pencil marks every part of the app reads as the player's candidates: the 3x3 notes, which
// Snyder notation shows as centre marks; `corner` are the corner marks of Snyder notation. A cell with a digit
// has no pencil marks, and a candidate has a colour only while it is pencilled in (as a note or a corner mark):
// normalised() keeps both rules. The cell's own colour stays whatever its digit does.
struct CellState {
    std::uint8_t digit = 0;
    bool given = false;
    bool solved = false; // the digit was filled in by Solve, not typed (shown in a colour of its own)
    sudoku::CandidateMask notes = 0;
    sudoku::CandidateMask corner = 0;
    std::uint8_t colour = 0; // the cell's colour
    std::array<std::uint8_t, 9> candidateColours {}; // [d-1]: the colour of candidate d

    sudoku::CandidateMask marks() const { return static_cast<sudoku::CandidateMask>(notes | corner); }
    bool hasCandidateColours() const;
    // Whether the values are in range and the rules above hold.
    bool isValid() const;
    // The same cell with the rules above applied: no marks under a digit, no colour on a candidate that is
    // not pencilled in.
    CellState normalised() const;
    // The cell with `digit` (0: none) as an entry or a given: marks and candidate colours go, the colour stays;
    // the digit is the player's (not Solve's).
    CellState withDigit(int digit, bool asGiven = false) const;

    friend bool operator==(const CellState &, const CellState &) = default;
};

// One cell before and after a move. A move is a list of these; undo applies the `before` states.
struct CellChange {
    int cell = 0;
    CellState before;
    CellState after;

    friend bool operator==(const CellChange &, const CellChange &) = default;
};
