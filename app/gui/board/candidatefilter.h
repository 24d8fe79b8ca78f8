// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/grid/candidates.h"

#include <bit>

// Which pencil marks the board shows (HoDoKu's candidate filter): a view setting, not a move, so it never
// changes the game or its history. `digits`: the marks of these digits only (0: every digit); `bivalue`: the
// marks of cells that have exactly two only. Both on: the chosen digits' marks in the bivalue cells.
struct CandidateFilter {
    sudoku::CandidateMask digits = 0;
    bool bivalue = false;

    bool isActive() const { return digits != 0 || bivalue; }
    // The marks of a cell with the pencil marks `marks` that show.
    sudoku::CandidateMask shown(sudoku::CandidateMask marks) const
    {
        if (bivalue && std::popcount(static_cast<unsigned>(marks)) != 2)
            return 0;
        return digits != 0 ? static_cast<sudoku::CandidateMask>(marks & digits) : marks;
    }
    // Whether the mark of `digit` in a cell with the marks `marks` would be hidden, were it there: editing it
    // is refused while it cannot be seen.
    bool hides(sudoku::CandidateMask marks, int digit) const
    {
        const auto bit = sudoku::digitBit(digit);
        if (digits != 0 && !(digits & bit))
            return true;
        return bivalue && std::popcount(static_cast<unsigned>(marks)) != 2;
    }

    friend bool operator==(const CandidateFilter &, const CandidateFilter &) = default;
};
