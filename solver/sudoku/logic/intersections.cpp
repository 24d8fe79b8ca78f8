// SPDX-License-Identifier: GPL-3.0-or-later
// Intersections (locked candidates): Pointing and Claiming.
#include "sudoku/logic/finders.h"

namespace sudoku::logic
{

namespace
{

// Locked candidates: the digit's cells in `from` (a box for pointing, a line for claiming) all lie in one
// house of the other kind; the digit then goes nowhere else in that house.
bool findLockedCandidates(const CandidateGrid &grid, bool pointing, StepSink &sink)
{
    for (int h : kHouseScanOrder) {
        const bool isBox = h >= 18;
        if (isBox != pointing)
            continue;
        for (int d = 1; d <= 9; ++d) {
            const CellSet cells = grid.digitCells(d) & houseCells(h);
            const int n = cells.count();
            if (n < 2 || n > 3)
                continue;
            const auto shared = sharedHouses(cells);
            for (int k = 0; k < 3; ++k) {
                const int other = shared[k];
                if (other < 0 || other == h || (other >= 18) == isBox)
                    continue;
                const CellSet elim = (grid.digitCells(d) & houseCells(other)).minus(houseCells(h));
                if (elim.empty())
                    continue;
                Step step;
                step.technique = pointing ? Technique::Pointing : Technique::Claiming;
                step.digits = digitBit(d);
                step.addHouse(h);
                step.addHouse(other);
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
