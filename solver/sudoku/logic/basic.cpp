// SPDX-License-Identifier: GPL-3.0-or-later
// Singles, intersections and subsets.
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

// Position of each house in kHouseScanOrder.
constexpr std::array<std::uint8_t, kHouseCount> makeScanRank()
{
    std::array<std::uint8_t, kHouseCount> rank {};
    for (int i = 0; i < kHouseCount; ++i)
        rank[kHouseScanOrder[i]] = static_cast<std::uint8_t>(i);
    return rank;
}
constexpr auto kScanRank = makeScanRank();

// The houses (row, column, box) all cells of `cells` share; -1 where they do not share one.
std::array<int, 3> sharedHouses(const CellSet &cells)
{
    std::array<int, 3> shared {-1, -1, -1};
    const int first = cells.first();
    for (int k = 0; k < 3; ++k) {
        const int h = housesOf(first)[k];
        if (cells.isSubsetOf(houseCells(h)))
            shared[k] = h;
    }
    return shared;
}

} // namespace

bool findFullHouses(const CandidateGrid &grid, StepSink &sink)
{
    CellSet reported;
    for (int h : kHouseScanOrder) {
        const CellSet empty = houseCells(h) & grid.emptyCells();
        if (empty.count() != 1)
            continue;
        const int cell = empty.first();
        const std::uint16_t missing = kAllDigits & ~grid.placedIn(h);
        if (reported.contains(cell) || bitCount32(static_cast<unsigned>(missing)) != 1
            || !(grid.candidates(cell) & missing))
            continue;
        reported.insert(cell);
        Step step = placementStep(Technique::FullHouse, cell, lowestDigit(missing));
        step.addHouse(h);
        if (sink.accept(step))
            return true;
    }
    return false;
}

bool findHiddenSingles(const CandidateGrid &grid, StepSink &sink)
{
    CellSet reported;
    for (int h : kHouseScanOrder) {
        for (int d = 1; d <= 9; ++d) {
            const CellSet cells = grid.digitCells(d) & houseCells(h);
            if (cells.count() != 1 || (grid.placedIn(h) & digitBit(d)))
                continue;
            const int cell = cells.first();
            if (reported.contains(cell))
                continue;
            reported.insert(cell);
            Step step = placementStep(Technique::HiddenSingle, cell, d);
            step.addHouse(h);
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

namespace
{

constexpr Technique nakedTechnique(int size, bool locked)
{
    if (size == 2)
        return locked ? Technique::LockedPair : Technique::NakedPair;
    if (size == 3)
        return locked ? Technique::LockedTriple : Technique::NakedTriple;
    return Technique::NakedQuad;
}

constexpr Technique hiddenTechnique(int size)
{
    return size == 2 ? Technique::HiddenPair : size == 3 ? Technique::HiddenTriple : Technique::HiddenQuad;
}

// Reports the naked subset `subset` found in house `house`, unless it is one an earlier house of the scan
// order also holds (it was reported there) or it eliminates nothing.
bool reportNakedSubset(const CandidateGrid &grid, int house, const CellSet &subset, std::uint16_t digits, int size,
    bool locked, StepSink &sink)
{
    const auto shared = sharedHouses(subset);
    for (int h : shared) {
        if (h >= 0 && h != house && kScanRank[h] < kScanRank[house])
            return false;
    }
    Step step;
    const int box = shared[2];
    bool lineOutsideBox = false;
    bool inBox = false;
    for (int h : shared) {
        if (h < 0)
            continue;
        for (int d = 1; d <= 9; ++d) {
            if (!(digits & digitBit(d)))
                continue;
            const CellSet elim = (grid.digitCells(d) & houseCells(h)).minus(subset);
            step.eliminations[d - 1] |= elim;
            if (h == box)
                inBox = inBox || elim.any();
            else if (box >= 0)
                lineOutsideBox = lineOutsideBox || elim.minus(houseCells(box)).any();
        }
    }
    if (step.eliminationCount() == 0)
        return false;
    // HoDoKu's definition: a pair or triple inside a box and a line that eliminates in the box and in the
    // line outside the box.
    const bool isLocked = size <= 3 && box >= 0 && (shared[0] >= 0 || shared[1] >= 0) && inBox && lineOutsideBox;
    if (isLocked != locked)
        return false;
    step.technique = nakedTechnique(size, isLocked);
    step.digits = digits;
    step.cells = subset;
    step.addHouse(house);
    for (int h : shared) {
        if (h >= 0 && h != house)
            step.addHouse(h);
    }
    return sink.accept(step);
}

} // namespace

bool findNakedSubsets(const CandidateGrid &grid, int size, bool locked, StepSink &sink)
{
    if (locked && size > 3)
        return false;
    for (int h : kHouseScanOrder) {
        std::array<int, 9> cells {};
        int count = 0;
        for (int cell : houseCells(h) & grid.emptyCells()) {
            const int n = popcount(grid.candidates(cell));
            if (n >= 1 && n <= size)
                cells[count++] = cell;
        }
        if (count < size)
            continue;
        // Depth-first over combinations in increasing index order, pruning when the union grows too big.
        std::array<int, 4> pick {};
        int depth = 0;
        pick[0] = 0;
        std::array<std::uint16_t, 5> unionAt {};
        while (depth >= 0) {
            if (pick[depth] > count - (size - depth)) {
                --depth;
                if (depth >= 0)
                    ++pick[depth];
                continue;
            }
            const std::uint16_t u = unionAt[depth] | grid.candidates(cells[pick[depth]]);
            if (popcount(u) > size) {
                ++pick[depth];
                continue;
            }
            if (depth + 1 == size) {
                if (popcount(u) == size) {
                    CellSet subset;
                    for (int i = 0; i < size; ++i)
                        subset.insert(cells[pick[i]]);
                    if (reportNakedSubset(grid, h, subset, u, size, locked, sink))
                        return true;
                }
                ++pick[depth];
                continue;
            }
            unionAt[depth + 1] = u;
            pick[depth + 1] = pick[depth] + 1;
            ++depth;
        }
    }
    return false;
}

bool findHiddenSubsets(const CandidateGrid &grid, int size, StepSink &sink)
{
    for (int h : kHouseScanOrder) {
        const CellSet house = houseCells(h);
        if ((house & grid.emptyCells()).count() <= size)
            continue;
        std::array<int, 9> digits {};
        std::array<CellSet, 9> where {};
        int count = 0;
        for (int d = 1; d <= 9; ++d) {
            if (grid.placedIn(h) & digitBit(d))
                continue;
            const CellSet cells = grid.digitCells(d) & house;
            const int n = cells.count();
            if (n >= 1 && n <= size) {
                digits[count] = d;
                where[count++] = cells;
            }
        }
        if (count < size)
            continue;
        std::array<int, 4> pick {};
        std::array<CellSet, 5> unionAt {};
        int depth = 0;
        while (depth >= 0) {
            if (pick[depth] > count - (size - depth)) {
                --depth;
                if (depth >= 0)
                    ++pick[depth];
                continue;
            }
            const CellSet u = unionAt[depth] | where[pick[depth]];
            if (u.count() > size) {
                ++pick[depth];
                continue;
            }
            if (depth + 1 == size) {
                if (u.count() == size) {
                    std::uint16_t mask = 0;
                    for (int i = 0; i < size; ++i)
                        mask |= digitBit(digits[pick[i]]);
                    Step step;
                    for (int cell : u) {
                        const std::uint16_t extra = grid.candidates(cell) & ~mask;
                        for (int d = 1; d <= 9; ++d) {
                            if (extra & digitBit(d))
                                step.eliminations[d - 1].insert(cell);
                        }
                    }
                    if (step.eliminationCount() > 0) {
                        step.technique = hiddenTechnique(size);
                        step.digits = mask;
                        step.cells = u;
                        step.addHouse(h);
                        if (sink.accept(step))
                            return true;
                    }
                }
                ++pick[depth];
                continue;
            }
            unionAt[depth + 1] = u;
            pick[depth + 1] = pick[depth] + 1;
            ++depth;
        }
    }
    return false;
}

} // namespace sudoku::logic
