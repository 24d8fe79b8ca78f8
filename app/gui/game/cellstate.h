// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/candidates.h"

#include <cstdint>

// Everything the player can change about one cell: its digit, whether the digit is a given (only while
// entering a puzzle), and its pencil marks (bit d-1 = digit d, as in sudoku/candidates.h).
struct CellState {
    std::uint8_t digit = 0;
    bool given = false;
    sudoku::CandidateMask notes = 0;

    friend bool operator==(const CellState &, const CellState &) = default;
};

// One cell before and after a move. A move is a list of these; undo applies the `before` states.
struct CellChange {
    int cell = 0;
    CellState before;
    CellState after;

    friend bool operator==(const CellChange &, const CellChange &) = default;
};
