// SPDX-License-Identifier: GPL-3.0-or-later
// Unique rectangles of types 1 to 6, hidden rectangles and avoidable rectangles. All rest on one fact: four
// cells on two rows, two columns and two boxes, none a given, cannot end up as the "deadly pattern" a b / b a,
// because swapping a and b would give the puzzle a second solution. Sound only for a puzzle with exactly one
// solution; the dispatcher calls these only under LogicOptions::assumeUnique.
//
// The rectangles are found as HoDoKu finds them (its library's cases depend on it): from every bivalue cell
// {a, b} in cell order, a second corner in its box on its row or column, then the two corners across in
// another box; each rectangle is examined once, with the digits of the first bivalue corner that reached it.
// Corners must hold both digits, or with LogicOptions::uniquenessMissingCandidates may miss them where they
// were eliminated (never where a placed digit excludes them: the swap must stay a solution). Avoidable
// rectangles start the same way from two placed, non-given digits of one box.
#include "sudoku/logic/finders.h"

#include <algorithm>
#include <bit>

namespace sudoku::logic
{

namespace
{

// The four corners in HoDoKu's order: the start cell, its partner in the box, then the corners across from
// the start cell and from its partner (in another box).
using Corners = std::array<int, 4>;

// The rank of the pair x < y among the 36 pairs of 0..8.
constexpr int pairRank(int x, int y)
{
    return x * (17 - x) / 2 + (y - x - 1);
}

// Marks a rectangle as examined; false when it already was.
bool firstVisit(std::array<std::uint64_t, 21> &checked, const Corners &corners)
{
    // Corners 0 and 3 are diagonal: their rows and columns are the rectangle's.
    const int r1 = std::min(rowOf(corners[0]), rowOf(corners[3]));
    const int r2 = std::max(rowOf(corners[0]), rowOf(corners[3]));
    const int k1 = std::min(colOf(corners[0]), colOf(corners[3]));
    const int k2 = std::max(colOf(corners[0]), colOf(corners[3]));
    const int index = pairRank(r1, r2) * 36 + pairRank(k1, k2);
    const std::uint64_t bit = std::uint64_t {1} << (index % 64);
    if (checked[index / 64] & bit)
        return false;
    checked[index / 64] |= bit;
    return true;
}

// The corners across from `start` and `partner` (one box, one line): every cell outside their box on start's
// other line, with the cell on partner's matching line; f(across, acrossPartner) returns true to stop.
template<typename F>
bool forEachAcross(int start, int partner, F &&f)
{
    const bool sameRow = rowOf(partner) == rowOf(start);
    for (int j = 0; j < 9; ++j) {
        const int across = sameRow ? cellAt(j, colOf(start)) : cellAt(rowOf(start), j);
        const int acrossPartner = sameRow ? cellAt(j, colOf(partner)) : cellAt(rowOf(partner), j);
        if (boxOf(across) != boxOf(start) && f(across, acrossPartner))
            return true;
    }
    return false;
}

// Every unique rectangle candidate: f(corners, a, b) returns true to stop.
template<typename F>
bool forEachRectangle(const CandidateGrid &grid, bool missingCandidates, F &&f)
{
    std::array<std::uint64_t, 21> checked {};
    const auto holds = [&](int cell, std::uint16_t pair) {
        if (!grid.isEmpty(cell) || (grid.allowedDigits(cell) & pair) != pair)
            return false;
        return missingCandidates || (grid.candidates(cell) & pair) == pair;
    };
    for (int start : grid.emptyCells()) {
        const std::uint16_t pair = grid.candidates(start);
        if (popcount(pair) != 2 || !holds(start, pair))
            continue;
        const int a = std::countr_zero(static_cast<unsigned>(pair)) + 1;
        const int b = 32 - std::countl_zero(static_cast<unsigned>(pair));
        for (int partner : houseCells(boxHouse(boxOf(start)))) {
            if (partner == start || (rowOf(partner) != rowOf(start) && colOf(partner) != colOf(start))
                || !holds(partner, pair))
                continue;
            const bool stopped = forEachAcross(start, partner, [&](int across, int acrossPartner) {
                const Corners corners {start, partner, across, acrossPartner};
                if (!holds(across, pair) || !holds(acrossPartner, pair) || !firstVisit(checked, corners))
                    return false;
                return f(corners, a, b);
            });
            if (stopped)
                return true;
        }
    }
    return false;
}

Step rectangleStep(Technique technique, const Corners &corners, int a, int b)
{
    Step step;
    step.technique = technique;
    step.digits = static_cast<std::uint16_t>(digitBit(a) | digitBit(b));
    step.keyCells = {c8(corners[0]), c8(corners[1]), c8(corners[2]), c8(corners[3])};
    for (int cell : corners)
        step.cells.insert(cell);
    return step;
}

// The cells that see every one of `cells`.
CellSet seeingAll(const CellSet &cells)
{
    CellSet seen = CellSet::all();
    for (int cell : cells)
        seen &= peerCells(cell);
    return seen;
}

bool sameLine(int x, int y)
{
    return rowOf(x) == rowOf(y) || colOf(x) == colOf(y);
}

// Type 3: the two corners with extra candidates act as one cell holding their extras; with k more cells of a
// house they share (none holding a or b) they make a naked subset of k + 1 digits, which go nowhere else in
// the house (nor in the box, when the subset lies in one). Every subset of the house's cells is tried, as
// HoDoKu does; in a box, subsets on one line are left to the line.
bool findType3(const CandidateGrid &grid, const Corners &corners, int a, int b, const CellSet &extra, StepSink &sink)
{
    const std::uint16_t pair = static_cast<std::uint16_t>(digitBit(a) | digitBit(b));
    const int i1 = extra.first();
    const int i2 = extra.minus(CellSet::of(i1)).first();
    std::uint16_t extras = 0;
    for (int cell : extra)
        extras |= static_cast<std::uint16_t>(grid.candidates(cell) & ~pair);
    CellSet rectangle;
    for (int cell : corners)
        rectangle.insert(cell);
    for (int h : housesOf(i1)) {
        if (!houseCells(h).contains(i2))
            continue;
        const bool box = h >= 18;
        std::array<int, 9> others {};
        int n = 0;
        for (int cell : houseCells(h) & grid.emptyCells()) {
            if (!rectangle.contains(cell) && (grid.candidates(cell) & pair) == 0)
                others[n++] = cell;
        }
        for (unsigned subset = 1; subset < (1u << n); ++subset) {
            std::uint16_t digits = extras;
            CellSet cells = extra;
            for (int k = 0; k < n; ++k) {
                if (subset & (1u << k)) {
                    digits |= grid.candidates(others[k]);
                    cells.insert(others[k]);
                }
            }
            if (popcount(digits) != cells.count() - 1)
                continue;
            bool oneRow = true;
            bool oneColumn = true;
            bool oneBox = true;
            for (int cell : cells) {
                oneRow = oneRow && rowOf(cell) == rowOf(i1);
                oneColumn = oneColumn && colOf(cell) == colOf(i1);
                oneBox = oneBox && boxOf(cell) == boxOf(i1);
            }
            const bool oneLine = oneRow || oneColumn;
            if (box && oneLine)
                continue;
            Step step = rectangleStep(Technique::UniqueRectangle3, corners, a, b);
            step.addHouse(houseFromIndex(h));
            CellSet area = houseCells(h);
            if (!box && oneBox) {
                step.addHouse(houseFromIndex(boxHouse(boxOf(i1))));
                area |= houseCells(boxHouse(boxOf(i1)));
            }
            for (int d = 1; d <= 9; ++d) {
                if (digits & digitBit(d))
                    step.eliminations[d - 1] = (grid.digitCells(d) & area).minus(cells);
            }
            if (step.eliminationCount() == 0)
                continue;
            step.otherCells = cells; // the naked subset: the corners with extras and the house's cells
            step.sets = {cells};
            if (sink.accept(step))
                return true;
        }
    }
    return false;
}

// Every type of unique rectangle on one rectangle, as HoDoKu checks them; only steps of `technique` go to
// the sink.
bool checkRectangle(
    const CandidateGrid &grid, Technique technique, const Corners &corners, int a, int b, StepSink &sink)
{
    const std::uint16_t pair = static_cast<std::uint16_t>(digitBit(a) | digitBit(b));
    CellSet plain; // corners holding nothing but a and b
    CellSet extra; // corners with other candidates too
    for (int cell : corners) {
        if (grid.candidates(cell) & ~pair)
            extra.insert(cell);
        else
            plain.insert(cell);
    }
    const int nPlain = plain.count();
    switch (technique) {
    case Technique::UniqueRectangle1: {
        // Three corners hold only a and b: the fourth must take another digit.
        if (nPlain != 3)
            return false;
        const int cell = extra.first();
        Step step = rectangleStep(Technique::UniqueRectangle1, corners, a, b);
        int slot = 0;
        for (int corner : plain)
            step.keyCells[slot++] = c8(corner);
        step.keyCells[3] = c8(cell);
        step.otherCells = extra;
        for (int d : {a, b}) {
            if (grid.hasCandidate(cell, d))
                step.eliminations[d - 1].insert(cell);
        }
        return step.eliminationCount() > 0 && sink.accept(step);
    }
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle5: {
        // The corners with extra candidates have one extra digit x between them: one of them is x.
        if (nPlain != 1 && nPlain != 2)
            return false;
        std::uint16_t extras = 0;
        for (int cell : extra)
            extras |= static_cast<std::uint16_t>(grid.candidates(cell) & ~pair);
        if (popcount(extras) != 1)
            return false;
        const int x = std::countr_zero(static_cast<unsigned>(extras)) + 1;
        const CellSet elim = grid.digitCells(x) & seeingAll(extra);
        const int i1 = extra.first();
        const int i2 = extra.minus(CellSet::of(i1)).first();
        const Technique type
            = extra.count() == 3 || !sameLine(i1, i2) ? Technique::UniqueRectangle5 : Technique::UniqueRectangle2;
        if (elim.empty() || type != technique)
            return false;
        Step step = rectangleStep(type, corners, a, b);
        step.otherCells = extra;
        step.eliminations[x - 1] = elim;
        return sink.accept(step);
    }
    case Technique::UniqueRectangle3:
        return nPlain == 2 && findType3(grid, corners, a, b, extra, sink);
    case Technique::UniqueRectangle4: {
        // The two corners with extras share a line in which one digit of the pair is locked to them: they
        // hold it, one of them, so the other digit would complete the pattern and goes from both.
        if (nPlain != 2)
            return false;
        const int i1 = extra.first();
        const int i2 = extra.minus(CellSet::of(i1)).first();
        if (!sameLine(i1, i2))
            return false;
        const CellSet common = peerCells(i1) & peerCells(i2);
        const int locked = !(common & grid.digitCells(a)).any() ? a : !(common & grid.digitCells(b)).any() ? b : 0;
        if (locked == 0)
            return false;
        const int other = locked == a ? b : a;
        Step step = rectangleStep(Technique::UniqueRectangle4, corners, a, b);
        step.addHouse(houseFromIndex(rowOf(i1) == rowOf(i2) ? rowHouse(rowOf(i1)) : columnHouse(colOf(i1))));
        step.otherCells = extra;
        step.eliminations[other - 1] = grid.digitCells(other) & extra;
        return step.eliminationCount() > 0 && sink.accept(step);
    }
    case Technique::UniqueRectangle6: {
        // The two corners with extras lie diagonally; one digit of the pair appears in their rows and columns
        // only in the rectangle (an X-Wing): it sits on one diagonal, and that diagonal cannot be the corners
        // with extras, or the other diagonal would take the other digit. So it goes from those two corners.
        if (nPlain != 2)
            return false;
        const int i1 = extra.first();
        const int i2 = extra.minus(CellSet::of(i1)).first();
        if (sameLine(i1, i2))
            return false;
        CellSet lines = houseCells(rowHouse(rowOf(i1))) | houseCells(columnHouse(colOf(i1)))
            | houseCells(rowHouse(rowOf(i2))) | houseCells(columnHouse(colOf(i2)));
        lines = lines.minus(extra).minus(plain);
        const int digit = !(lines & grid.digitCells(a)).any() ? a : !(lines & grid.digitCells(b)).any() ? b : 0;
        if (digit == 0)
            return false;
        Step step = rectangleStep(Technique::UniqueRectangle6, corners, a, b);
        step.addHouse(houseFromIndex(rowHouse(rowOf(i1))));
        step.addHouse(houseFromIndex(rowHouse(rowOf(i2))));
        step.addHouse(houseFromIndex(columnHouse(colOf(i1))));
        step.addHouse(houseFromIndex(columnHouse(colOf(i2))));
        step.otherCells = extra;
        step.eliminations[digit - 1] = grid.digitCells(digit) & extra;
        return step.eliminationCount() > 0 && sink.accept(step);
    }
    case Technique::HiddenRectangle: {
        // A corner with only a and b; in the row and the column through its opposite corner, one digit (say
        // a) lies only in the rectangle. If the opposite corner were b, a would have to take both its
        // neighbours in the rectangle, the first corner b: the deadly pattern. So it is not b.
        if (nPlain != 1 && nPlain != 2)
            return false;
        if (nPlain == 2 && sameLine(plain.first(), plain.minus(CellSet::of(plain.first())).first()))
            return false;
        CellSet rectangle = plain | extra;
        for (int corner : plain) {
            int opposite = -1;
            for (int cell : rectangle) {
                if (rowOf(cell) != rowOf(corner) && colOf(cell) != colOf(corner))
                    opposite = cell;
            }
            const CellSet &row = houseCells(rowHouse(rowOf(opposite)));
            const CellSet &column = houseCells(columnHouse(colOf(opposite)));
            for (const auto &[strong, weak] : {std::pair {a, b}, std::pair {b, a}}) {
                const CellSet &strongCells = grid.digitCells(strong);
                if ((strongCells & row).minus(rectangle).any() || (strongCells & column).minus(rectangle).any()
                    || !grid.hasCandidate(opposite, weak))
                    continue;
                Step step = rectangleStep(Technique::HiddenRectangle, corners, a, b);
                step.keyCells = {c8(corner), -1, -1, c8(opposite)};
                int k = 1;
                for (int cell : rectangle) {
                    if (cell != corner && cell != opposite)
                        step.keyCells[k++] = c8(cell);
                }
                step.addHouse(houseFromIndex(rowHouse(rowOf(opposite))));
                step.addHouse(houseFromIndex(columnHouse(colOf(opposite))));
                step.otherCells = extra;
                step.eliminations[weak - 1].insert(opposite);
                if (sink.accept(step))
                    return true;
            }
            if (nPlain == 1)
                break;
        }
        return false;
    }
    default:
        return false;
    }
}

} // namespace

bool findUniqueRectangles(const CandidateGrid &grid, Technique technique, bool missingCandidates, StepSink &sink)
{
    return forEachRectangle(grid, missingCandidates,
        [&](const Corners &corners, int a, int b) { return checkRectangle(grid, technique, corners, a, b, sink); });
}

bool findAvoidableRectangles(const CandidateGrid &grid, bool type2, StepSink &sink)
{
    // Two placed, non-given digits a and b of one box on one line; across from them, in another box, two
    // cells that would complete the pattern b a. Type 1: one of those two is placed already (b across from
    // a's partner... as the pattern needs), so the other cannot take its digit. Type 2: both are empty, each
    // with its pattern digit and one same extra x: one of them is x, so a cell seeing both is not.
    std::array<std::uint64_t, 21> checked {};
    const auto placedByPlayer = [&](int cell) { return !grid.isEmpty(cell) && !grid.isGiven(cell); };
    for (int start = 0; start < kCellCount; ++start) {
        if (!placedByPlayer(start))
            continue;
        const int a = grid.value(start);
        for (int partner : houseCells(boxHouse(boxOf(start)))) {
            if (partner == start || !sameLine(partner, start) || !placedByPlayer(partner))
                continue;
            const int b = grid.value(partner);
            const bool stopped = forEachAcross(start, partner, [&](int across, int acrossPartner) {
                // across should avoid b (it faces a), acrossPartner should avoid a.
                const auto open = [&](int cell, int digit) {
                    return grid.isEmpty(cell) && grid.hasCandidate(cell, digit) && popcount(grid.candidates(cell)) == 2;
                };
                const bool placedAcross = placedByPlayer(across) && grid.value(across) == b;
                const bool placedPartner = placedByPlayer(acrossPartner) && grid.value(acrossPartner) == a;
                if (!((placedAcross && open(acrossPartner, a)) || (placedPartner && open(across, b))
                        || (open(across, b) && open(acrossPartner, a))))
                    return false;
                const Corners corners {start, partner, across, acrossPartner};
                if (!firstVisit(checked, corners))
                    return false;
                Step step = rectangleStep(
                    type2 ? Technique::AvoidableRectangle2 : Technique::AvoidableRectangle1, corners, a, b);
                if (placedAcross || placedPartner) {
                    if (type2)
                        return false;
                    if (placedAcross)
                        step.eliminations[a - 1] = grid.digitCells(a) & CellSet::of(acrossPartner);
                    else
                        step.eliminations[b - 1] = grid.digitCells(b) & CellSet::of(across);
                } else {
                    if (!type2)
                        return false;
                    const int x = std::countr_zero(static_cast<unsigned>(grid.candidates(across) & ~digitBit(b))) + 1;
                    if (!grid.hasCandidate(acrossPartner, x))
                        return false;
                    step.otherCells = CellSet::of(across) | CellSet::of(acrossPartner);
                    step.eliminations[x - 1] = grid.digitCells(x) & peerCells(across) & peerCells(acrossPartner);
                }
                return step.eliminationCount() > 0 && sink.accept(step);
            });
            if (stopped)
                return true;
        }
    }
    return false;
}

TextValue rectangleText(const Step &step)
{
    const auto &k = step.keyCells;
    const std::uint16_t removed = removedDigits(step);
    const TextValue corners = text::cells(step.cells);
    const TextValue digits = text::digits(step.digits);
    switch (step.technique) {
    case Technique::UniqueRectangle1:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "%1, %2 and %3 hold only %4. If %5 were one of these two digits as well, the four "
                                "corners could swap them and the puzzle would have two solutions. So %5 is neither.",
                                ""),
            {text::cell(k[0]), text::cell(k[1]), text::cell(k[2]), digits, text::cell(k[3])});
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle5:
        return text::phrase(
            SUDOKU_TEXT("HintText",
                "%1 would be a deadly pattern of %2 (the puzzle would have two solutions) unless one of "
                "%3 is their one extra digit, %4. So a cell that sees all of them is not %4.",
                ""),
            {corners, digits, text::cells(step.otherCells), text::digits(removed)});
    case Technique::UniqueRectangle3:
        return text::phrase(
            SUDOKU_TEXT("HintText",
                "%1 would be a deadly pattern of %2 unless one of %3 takes an extra digit. With %4 they "
                "make a naked subset of those extra digits in %5, so these digits go nowhere else "
                "there.",
                ""),
            {corners, digits, text::cells(step.otherCells & step.cells), text::cells(step.otherCells.minus(step.cells)),
                stepHouses(step, 0, step.houseCount)});
    case Technique::UniqueRectangle4:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "%1 would be a deadly pattern of %2. In %3, %4 lies only in %5, so one of them is %4 "
                                "and neither can be %6.",
                                ""),
            {corners, digits, stepHouse(step, 0), text::digits(static_cast<std::uint16_t>(step.digits & ~removed)),
                text::cells(step.otherCells), text::digits(removed)});
    case Technique::UniqueRectangle6:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "%1 would be a deadly pattern of %2. In %3, %4 lies only in the rectangle, so it fills "
                                "one diagonal: not the one of %5, or the other diagonal would complete the pattern.",
                                ""),
            {corners, digits, stepHouses(step, 0, 4), text::digits(removed), text::cells(step.otherCells)});
    case Technique::HiddenRectangle:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "%1 holds only %2, and in %3 and %4, %5 lies only in the rectangle. If %6 were %7, %5 "
                                "would go in %8 and %9 and %1 would be %7: a deadly pattern, two solutions. So %6 is "
                                "not %7.",
                                ""),
            {text::cell(k[0]), digits, stepHouse(step, 0), stepHouse(step, 1),
                text::digits(static_cast<std::uint16_t>(step.digits & ~removed)), text::cell(k[3]),
                text::digits(removed), text::cell(k[1]), text::cell(k[2])});
    case Technique::AvoidableRectangle1: {
        int only = 0;
        for (int d = 1; d <= 9; ++d)
            only = removed == digitBit(d) ? d : only;
        return text::phrase(SUDOKU_TEXT("HintText",
                                "%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits "
                                "crosswise, the four cells could swap them and the puzzle would have two solutions. So "
                                "%6 is not %7.",
                                ""),
            {text::cell(k[0]), text::cell(k[1]), digits, text::cell(k[2]), text::cell(k[3]),
                text::cells(step.eliminations[std::max(only, 1) - 1]), text::digits(removed)});
    }
    default:
        break;
    }
    return text::phrase(SUDOKU_TEXT("HintText",
                            "%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits "
                            "crosswise, the four cells could swap them and the puzzle would have two solutions. So one "
                            "of them is %6, and a cell that sees both is not.",
                            ""),
        {text::cell(k[0]), text::cell(k[1]), digits, text::cell(k[2]), text::cell(k[3]), text::digits(removed)});
}

} // namespace sudoku::logic
