// SPDX-License-Identifier: GPL-3.0-or-later
// BUG+1 (the unique rectangles are in rectangles.cpp). Sound only when the puzzle has exactly one
// solution; the dispatcher calls it only under LogicOptions::assumeUnique.
#include "sudoku/logic/finders.h"

namespace sudoku::logic
{

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

TextValue bugText(const Step &step)
{
    return text::phrase(SUDOKU_TEXT("HintText",
                            "Every empty cell but %1 has two candidates. %1 must be %2, or the puzzle would not have "
                            "exactly one solution.",
                            ""),
        {text::cell(step.keyCells[0]), text::number(stepDigit(step))});
}

} // namespace sudoku::logic
