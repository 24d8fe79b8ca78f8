// SPDX-License-Identifier: GPL-3.0-or-later
// Intersections (locked candidates): Pointing and Claiming.
#include "sudoku/logic/finders.h"

namespace sudoku::logic
{

namespace
{

// Locked candidates: the digit's cells in a house all lie in one other house; the digit then goes nowhere
// else in that one. Pointing starts from a box (or a jigsaw region, a diagonal, a window), Claiming from a row
// or a column (whose cells two at a time share no other line).
bool findLockedCandidates(const CandidateGrid &grid, bool pointing, StepSink &sink)
{
    for (int h : grid.scanOrder()) {
        const bool isBox = h >= 18;
        if (isBox != pointing)
            continue;
        for (int d = 1; d <= 9; ++d) {
            const CellSet cells = grid.digitCells(d) & grid.houseCells(h);
            if (cells.count() < 2)
                continue;
            for (const int other : sharedHouses(grid, cells)) {
                if (other < 0 || other == h)
                    continue;
                const CellSet elim = (grid.digitCells(d) & grid.houseCells(other)).minus(grid.houseCells(h));
                if (elim.empty())
                    continue;
                Step step;
                step.technique = pointing ? Technique::Pointing : Technique::Claiming;
                step.digits = digitBit(d);
                step.addHouse(grid.house(h));
                step.addHouse(grid.house(other));
                step.cells = cells;
                step.eliminations[d - 1] = elim;
                if (sink.accept(step))
                    return true;
            }
        }
    }
    return false;
}

} // namespace

bool findPointing(const CandidateGrid &grid, StepSink &sink)
{
    return findLockedCandidates(grid, true, sink);
}

bool findClaiming(const CandidateGrid &grid, StepSink &sink)
{
    return findLockedCandidates(grid, false, sink);
}

TextValue intersectionText(const Step &step)
{
    return text::phrase(
        SUDOKU_TEXT("HintText", "In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4.", ""),
        {stepHouse(step, 0), text::number(stepDigit(step)), text::cells(step.cells), stepHouse(step, 1)});
}

} // namespace sudoku::logic
