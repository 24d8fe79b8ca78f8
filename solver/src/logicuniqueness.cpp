// SPDX-License-Identifier: GPL-3.0-or-later
// Uniqueness techniques: Unique Rectangle type 1 and BUG+1. Both are sound only when the puzzle has exactly
// one solution; the dispatcher calls them only under LogicOptions::assumeUnique.
#include "logicfinders.h"

namespace sudoku::logic
{

// Four empty cells on two rows, two columns and two boxes. If three of them can only hold the digits a and b
// and the fourth also holds a or b, the fourth cannot be a or b: either choice would force the other three,
// and swapping a and b in the rectangle would give a second solution. Corners may miss a or b when the digit
// was eliminated (never when a placed peer excludes it) if `missingCandidates` is set: the swapped grid is
// still a solution of the puzzle, so the argument holds.
bool findUniqueRectangles1(const CandidateGrid &grid, bool missingCandidates, StepSink &sink)
{
    // Three corners must hold at most two candidates: only rectangles with three such cells are examined.
    CellSet small;
    for (int cell : grid.emptyCells()) {
        if (popcount(grid.candidates(cell)) <= 2)
            small.insert(cell);
    }
    if (small.count() < 3)
        return false;
    for (int r1 = 0; r1 < 9; ++r1) {
        for (int r2 = r1 + 1; r2 < 9; ++r2) {
            for (int c1 = 0; c1 < 9; ++c1) {
                for (int c2 = c1 + 1; c2 < 9; ++c2) {
                    const bool sameBand = r1 / 3 == r2 / 3;
                    const bool sameStack = c1 / 3 == c2 / 3;
                    if (sameBand == sameStack) // one box or four boxes
                        continue;
                    const std::array<int, 4> corner {cellAt(r1, c1), cellAt(r1, c2), cellAt(r2, c1), cellAt(r2, c2)};
                    int smallCorners = 0;
                    bool allEmpty = true;
                    for (int cell : corner) {
                        allEmpty = allEmpty && grid.isEmpty(cell);
                        smallCorners += small.contains(cell) ? 1 : 0;
                    }
                    if (!allEmpty || smallCorners < 3)
                        continue;
                    for (int e = 0; e < 4; ++e) {
                        // The three corners other than `e` must hold nothing but the rectangle's two digits.
                        std::uint16_t digits = 0;
                        bool bivalue = false;
                        bool allFull = true;
                        for (int k = 0; k < 4; ++k) {
                            if (k == e)
                                continue;
                            const std::uint16_t m = grid.candidates(corner[k]);
                            digits |= m;
                            bivalue = bivalue || popcount(m) == 2;
                            allFull = allFull && popcount(m) == 2;
                        }
                        if (popcount(digits) != 2 || !bivalue || (!missingCandidates && !allFull))
                            continue;
                        const std::uint16_t extra = grid.candidates(corner[e]);
                        if ((extra & ~digits) == 0 || (extra & digits) == 0)
                            continue;
                        if (!missingCandidates && (extra & digits) != digits)
                            continue;
                        bool allowed = true;
                        for (int cell : corner)
                            allowed = allowed && (grid.allowedDigits(cell) & digits) == digits;
                        if (!allowed)
                            continue;
                        Step step;
                        step.technique = Technique::UniqueRectangle1;
                        step.digits = digits;
                        int slot = 0;
                        for (int k = 0; k < 4; ++k) {
                            if (k != e)
                                step.keyCells[slot++] = static_cast<std::int8_t>(corner[k]);
                            step.cells.insert(corner[k]);
                        }
                        step.keyCells[3] = static_cast<std::int8_t>(corner[e]);
                        for (int d = 1; d <= 9; ++d) {
                            if (extra & digits & digitBit(d))
                                step.eliminations[d - 1].insert(corner[e]);
                        }
                        if (sink.accept(step))
                            return true;
                    }
                }
            }
        }
    }
    return false;
}

// Bivalue Universal Grave + 1: every empty cell has two candidates except one with three, and every digit
// that is not placed in a house has exactly two candidates there, except the one digit of the trivalue
// cell that has three in each of its houses. Without that digit the grid would be a BUG (no solution or
// several), so the trivalue cell must take it: its other two candidates go.
bool findBugPlusOne(const CandidateGrid &grid, StepSink &sink)
{
    int trivalue = -1;
    for (int cell : grid.emptyCells()) {
        const int n = popcount(grid.candidates(cell));
        if (n == 2)
            continue;
        if (n != 3 || trivalue >= 0)
            return false;
        trivalue = cell;
    }
    if (trivalue < 0)
        return false;
    int extraDigit = 0;
    for (int h = 0; h < kHouseCount; ++h) {
        const bool ofTrivalue = houseCells(h).contains(trivalue);
        for (int d = 1; d <= 9; ++d) {
            if (grid.placedIn(h) & digitBit(d))
                continue;
            const int n = (grid.digitCells(d) & houseCells(h)).count();
            if (n == 2)
                continue;
            if (n != 3 || !ofTrivalue || !grid.hasCandidate(trivalue, d) || (extraDigit != 0 && extraDigit != d))
                return false;
            extraDigit = d;
        }
    }
    if (extraDigit == 0)
        return false;
    // The extra digit must count three in all three houses of the cell.
    for (int h : housesOf(trivalue)) {
        if ((grid.digitCells(extraDigit) & houseCells(h)).count() != 3)
            return false;
    }
    Step step;
    step.technique = Technique::BugPlusOne;
    step.digits = digitBit(extraDigit);
    step.keyCells[0] = static_cast<std::int8_t>(trivalue);
    step.cells = CellSet::of(trivalue);
    for (int d = 1; d <= 9; ++d) {
        if (d != extraDigit && grid.hasCandidate(trivalue, d))
            step.eliminations[d - 1].insert(trivalue);
    }
    return sink.accept(step);
}

} // namespace sudoku::logic
