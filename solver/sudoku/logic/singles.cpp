// SPDX-License-Identifier: GPL-3.0-or-later
// Singles: Full House, Hidden Single, Naked Single.
#include "sudoku/logic/finders.h"

namespace sudoku::logic
{

namespace
{

Step placementStep(Technique technique, int cell, int digit)
{
    Step step;
    step.technique = technique;
    step.digits = digitBit(digit);
    step.placementCell = static_cast<std::int8_t>(cell);
    step.placementDigit = static_cast<std::uint8_t>(digit);
    step.keyCells[0] = static_cast<std::int8_t>(cell);
    step.cells = CellSet::of(cell);
    return step;
}

int lowestDigit(std::uint16_t mask)
{
    return std::countr_zero(static_cast<unsigned>(mask)) + 1;
}

} // namespace

bool findFullHouses(const CandidateGrid &grid, StepSink &sink)
{
    CellSet reported;
    for (int h : grid.scanOrder()) {
        const CellSet empty = grid.houseCells(h) & grid.emptyCells();
        if (!empty.single())
            continue;
        const int cell = empty.first();
        const std::uint16_t missing = kAllDigits & ~grid.placedIn(h);
        if (reported.contains(cell) || bitCount32(static_cast<unsigned>(missing)) != 1
            || !(grid.candidates(cell) & missing))
            continue;
        reported.insert(cell);
        Step step = placementStep(Technique::FullHouse, cell, lowestDigit(missing));
        step.addHouse(grid.house(h));
        if (sink.accept(step))
            return true;
    }
    return false;
}

bool findHiddenSingles(const CandidateGrid &grid, StepSink &sink)
{
    CellSet reported;
    for (int h : grid.scanOrder()) {
        for (int d = 1; d <= 9; ++d) {
            const CellSet cells = grid.digitCells(d) & grid.houseCells(h);
            if (!cells.single() || (grid.placedIn(h) & digitBit(d)))
                continue;
            const int cell = cells.first();
            if (reported.contains(cell))
                continue;
            reported.insert(cell);
            Step step = placementStep(Technique::HiddenSingle, cell, d);
            step.addHouse(grid.house(h));
            if (sink.accept(step))
                return true;
        }
    }
    return false;
}

bool findNakedSingles(const CandidateGrid &grid, StepSink &sink)
{
    for (int cell : grid.emptyCells()) {
        const std::uint16_t mask = grid.candidates(cell);
        if (popcount(mask) != 1)
            continue;
        if (sink.accept(placementStep(Technique::NakedSingle, cell, lowestDigit(mask))))
            return true;
    }
    return false;
}

TextValue singleText(const Step &step)
{
    const auto &k = step.keyCells;
    const TextValue d = text::number(stepDigit(step));
    switch (step.technique) {
    case Technique::FullHouse:
        return text::phrase(
            SUDOKU_TEXT("HintText", "%1 is the last empty cell in %2, and %3 is the digit %2 still lacks.", ""),
            {text::cell(k[0]), stepHouse(step, 0), d});
    case Technique::HiddenSingle:
        return text::phrase(
            SUDOKU_TEXT("HintText", "In %1, %2 can only go in %3.", ""), {stepHouse(step, 0), d, text::cell(k[0])});
    default:
        break;
    }
    return text::phrase(SUDOKU_TEXT("HintText",
                            "%1 is the only candidate left in %2: every other digit is in its row, column or box.", ""),
        {d, text::cell(k[0])});
}

} // namespace sudoku::logic
