// SPDX-License-Identifier: GPL-3.0-or-later
// Intersections (locked candidates): Pointing and Claiming, and Sudoku Explainer's direct ones.
#include "sudoku/logic/finders.h"

namespace sudoku::logic
{

namespace
{

// Where the eliminations `elim` of digit d leave it a single place in a house of the same kind as `house` (an
// other box for Pointing, an other line for Claiming, as Sudoku Explainer looks): that house and cell, or
// {-1, -1}.
std::pair<int, int> followingHiddenSingle(const CandidateGrid &grid, int house, int d, const CellSet &elim)
{
    const HouseKind kind = grid.house(house).kind;
    for (int h : grid.scanOrder()) {
        if (h == house || grid.house(h).kind != kind || !grid.houseCells(h).intersects(elim))
            continue; // a house the eliminations miss keeps its places
        if (const int cell = singleLeft(grid, h, d, elim); cell >= 0)
            return {h, cell};
    }
    return {-1, -1};
}

// Locked candidates: the digit's cells in a house all lie in one other house; the digit then goes nowhere
// else in that one. Pointing starts from a box (or a jigsaw region, a diagonal, a window), Claiming from a row
// or a column (whose cells two at a time share no other line). `direct`: only those whose eliminations leave
// the digit one place in another house of the first one's kind, which the step places too.
bool findLockedCandidates(const CandidateGrid &grid, bool pointing, bool direct, StepSink &sink)
{
    for (int h : grid.scanOrder()) {
        const bool isBox = h >= 18;
        if (isBox != pointing)
            continue;
        for (int d = 1; d <= 9; ++d) {
            const CellSet cells = grid.digitCells(d) & grid.houseCells(h);
            if (!cells.severalCells())
                continue;
            for (const int other : sharedHouses(grid, cells)) {
                if (other < 0 || other == h)
                    continue;
                const CellSet elim = (grid.digitCells(d) & grid.houseCells(other)).minus(grid.houseCells(h));
                if (elim.empty())
                    continue;
                const auto [single, cell] = direct ? followingHiddenSingle(grid, h, d, elim) : std::pair {-1, -1};
                if (direct && single < 0)
                    continue;
                Step step;
                step.technique = pointing ? Technique::Pointing : Technique::Claiming;
                step.addHouse(grid.house(h));
                step.addHouse(grid.house(other));
                if (direct) {
                    step.technique = pointing ? Technique::DirectPointing : Technique::DirectClaiming;
                    step.placementCell = static_cast<std::int8_t>(cell);
                    step.placementDigit = static_cast<std::uint8_t>(d);
                    step.addHouse(grid.house(single));
                }
                step.digits = digitBit(d);
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

bool findPointing(const CandidateGrid &grid, bool direct, StepSink &sink)
{
    return findLockedCandidates(grid, true, direct, sink);
}

bool findClaiming(const CandidateGrid &grid, bool direct, StepSink &sink)
{
    return findLockedCandidates(grid, false, direct, sink);
}

TextValue intersectionText(const Step &step)
{
    if (step.hasPlacement())
        return text::phrase(SUDOKU_TEXT("HintText",
                                "In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4, "
                                "which leaves it only %5 in %6.",
                                "direct pointing or claiming: %5 the cell, %6 the house it is the last place in"),
            {stepHouse(step, 0), text::number(stepDigit(step)), text::cells(step.cells), stepHouse(step, 1),
                text::cell(step.placementCell), stepHouse(step, 2)});
    return text::phrase(
        SUDOKU_TEXT("HintText", "In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4.", ""),
        {stepHouse(step, 0), text::number(stepDigit(step)), text::cells(step.cells), stepHouse(step, 1)});
}

} // namespace sudoku::logic
