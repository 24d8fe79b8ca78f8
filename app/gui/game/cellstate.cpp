// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/cellstate.h"

#include "vocab/markpalette.h"

#include <algorithm>

static_assert(markpalette::kCount == kColourCount, "one colour of the palette for each colour a cell can hold");

bool CellState::hasCandidateColours() const
{
    return std::any_of(candidateColours.begin(), candidateColours.end(), [](std::uint8_t c) { return c != 0; });
}

bool CellState::isValid() const
{
    if (digit > 9 || (notes & ~sudoku::kAllDigits) != 0 || (corner & ~sudoku::kAllDigits) != 0)
        return false;
    if (given && digit == 0)
        return false;
    if (solved && (digit == 0 || given))
        return false;
    if (colour > kColourCount)
        return false;
    for (int d = 1; d <= 9; ++d) {
        const std::uint8_t c = candidateColours[static_cast<std::size_t>(d - 1)];
        if (c > kColourCount || (c != 0 && !(marks() & sudoku::digitBit(d))))
            return false;
    }
    return digit == 0 || marks() == 0;
}

CellState CellState::normalised() const
{
    CellState cell = *this;
    if (cell.digit != 0) {
        cell.notes = 0;
        cell.corner = 0;
    }
    cell.solved = cell.solved && cell.digit != 0 && !cell.given;
    for (int d = 1; d <= 9; ++d) {
        if (!(cell.marks() & sudoku::digitBit(d)))
            cell.candidateColours[static_cast<std::size_t>(d - 1)] = 0;
    }
    return cell;
}

CellState CellState::withDigit(int newDigit, bool asGiven) const
{
    CellState cell;
    cell.digit = static_cast<std::uint8_t>(newDigit);
    cell.given = asGiven && newDigit != 0;
    cell.colour = colour;
    return cell;
}
