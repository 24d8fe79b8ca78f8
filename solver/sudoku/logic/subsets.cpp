// SPDX-License-Identifier: GPL-3.0-or-later
// Subsets: naked and locked pairs, triples and quads, hidden pairs, triples and quads, and Sudoku Explainer's
// direct hidden pairs and triples.
#include "sudoku/logic/finders.h"

namespace sudoku::logic
{

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

constexpr Technique hiddenTechnique(int size, bool direct)
{
    if (direct)
        return size == 2 ? Technique::DirectHiddenPair : Technique::DirectHiddenTriple;
    return size == 2 ? Technique::HiddenPair : size == 3 ? Technique::HiddenTriple : Technique::HiddenQuad;
}

// Reports the naked subset `subset` found in house `house`, unless it is one an earlier house of the scan
// order also holds (it was reported there) or it eliminates nothing.
bool reportNakedSubset(const CandidateGrid &grid, int house, const CellSet &subset, std::uint16_t digits, int size,
    bool locked, StepSink &sink)
{
    const SharedHouses shared = sharedHouses(grid, subset);
    for (int h : shared) {
        if (h >= 0 && h != house && grid.scanRank(h) < grid.scanRank(house))
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
            const CellSet elim = (grid.digitCells(d) & grid.houseCells(h)).minus(subset);
            step.eliminations[d - 1] |= elim;
            if (h == box)
                inBox = inBox || elim.any();
            else if (box >= 0)
                lineOutsideBox = lineOutsideBox || elim.minus(grid.houseCells(box)).any();
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
    step.addHouse(grid.house(house));
    for (int h : shared) {
        if (h >= 0 && h != house)
            step.addHouse(grid.house(h));
    }
    return sink.accept(step);
}

// A digit mask's digits spread out to four bits each (digit d at bit 4 * (d - 1)): summed over cells, the number
// of cells holding each digit.
constexpr auto kNibbles = [] {
    std::array<std::uint64_t, 512> spread {};
    for (std::size_t mask = 0; mask < spread.size(); ++mask) {
        for (int d = 0; d < 9; ++d) {
            if (mask >> d & 1u)
                spread[mask] |= std::uint64_t {1} << (4 * d);
        }
    }
    return spread;
}();

} // namespace

bool findNakedSubsets(const CandidateGrid &grid, int size, bool locked, StepSink &sink)
{
    if (locked && size > 3)
        return false;
    for (int h : grid.scanOrder()) {
        std::array<int, 9> cells {};
        int count = 0;
        for (int cell : grid.houseCells(h) & grid.emptyCells()) {
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

bool findHiddenSubsets(const CandidateGrid &grid, int size, bool direct, StepSink &sink)
{
    // Once for all houses (each house writes what it reads): zeroing them per house was a tenth of this search.
    std::array<int, 9> digits;
    std::array<CellSet, 9> where;
    std::array<int, 4> pick;
    std::array<CellSet, 5> unionAt;
    for (int h : grid.scanOrder()) {
        const CellSet house = grid.houseCells(h);
        // How many places each digit has in the house, four bits a digit: each empty cell adds its candidates
        // spread out (kNibbles), nine lookups for the house instead of counting every digit's cells.
        const CellSet empty = house & grid.emptyCells();
        std::uint64_t places = 0;
        int open = 0;
        for (int cell : empty) {
            places += kNibbles[grid.candidates(cell)];
            ++open;
        }
        if (open <= size)
            continue;
        int count = 0;
        for (int d = 1; d <= 9; ++d) {
            const auto n = static_cast<int>((places >> (4 * (d - 1))) & 15u);
            if (n >= 1 && n <= size && !(grid.placedIn(h) & digitBit(d))) {
                digits[count] = d;
                where[count++] = grid.digitCells(d) & house;
            }
        }
        if (count < size)
            continue;
        pick[0] = 0;
        unionAt[0] = CellSet();
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
                    // Direct: another digit of the house that had a place in the subset's cells is left one.
                    int single = -1;
                    int singleDigit = 0;
                    for (int d = 1; direct && single < 0 && d <= 9; ++d) {
                        single = singleLeft(grid, h, d, step.eliminations[d - 1]);
                        singleDigit = d;
                    }
                    if (step.eliminationCount() > 0 && (!direct || single >= 0)) {
                        step.technique = hiddenTechnique(size, direct);
                        step.placementCell = static_cast<std::int8_t>(single);
                        step.placementDigit = static_cast<std::uint8_t>(singleDigit);
                        step.digits = mask;
                        step.cells = u;
                        step.addHouse(grid.house(h));
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

TextValue subsetText(const Step &step)
{
    switch (step.technique) {
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
        return text::phrase(SUDOKU_TEXT("HintText", "In %1, %2 fit only in %3. So those cells hold nothing else.", ""),
            {stepHouse(step, 0), text::digits(step.digits), text::cells(step.cells)});
    case Technique::DirectHiddenPair:
    case Technique::DirectHiddenTriple:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "In %1, %2 fit only in %3. So those cells hold nothing else, which leaves %4 only %5 "
                                "in %1.",
                                "direct hidden pair or triple: %4 the digit left one place, %5 that cell"),
            {stepHouse(step, 0), text::digits(step.digits), text::cells(step.cells), text::number(step.placementDigit),
                text::cell(step.placementCell)});
    default:
        break;
    }
    return text::phrase(
        SUDOKU_TEXT("HintText", "%1 hold only %2 between them, so in %3 these digits go nowhere else.", ""),
        {text::cells(step.cells), text::digits(step.digits), stepHouses(step, 0, step.houseCount)});
}

} // namespace sudoku::logic
