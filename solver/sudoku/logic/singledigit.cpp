// SPDX-License-Identifier: GPL-3.0-or-later
// Single-digit patterns: Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle, and the dual kite and dual
// empty rectangle. Each is a chain of one digit, strong link - weak link - strong link, whose two ends cannot
// both be false; a candidate that sees both ends goes. The finders differ in the shape of the links they
// look for, from the easiest to spot (two parallel lines) to the general Turbot Fish (any three links).
#include "sudoku/logic/finders.h"

#include <initializer_list>
#include <vector>

namespace sudoku::logic
{

namespace
{

// A house in which `digit` has exactly two candidates: a strong link between a and b.
struct ConjugatePair {
    int house;
    int a;
    int b;
};

// The conjugate pairs among houses [from, to).
int conjugatePairs(const CandidateGrid &grid, int digit, int from, int to, std::array<ConjugatePair, 27> &out)
{
    int n = 0;
    for (int h = from; h < to; ++h) {
        const CellSet cells = grid.digitCells(digit) & houseCells(h);
        if (cells.count() != 2)
            continue;
        auto it = cells.begin();
        const int a = *it;
        ++it;
        out[n++] = {h, a, *it};
    }
    return n;
}

// The first house (row, column, box) in which a and b are the only candidates of `digit`, or -1.
int strongHouse(const CandidateGrid &grid, int digit, int a, int b)
{
    for (int h : housesOf(a)) {
        const CellSet cells = grid.digitCells(digit) & houseCells(h);
        if (cells.count() == 2 && cells.contains(b))
            return h;
    }
    return -1;
}

// The first house (row, column, box) that holds both cells, or -1.
int sharedHouse(int a, int b)
{
    for (int h : housesOf(a)) {
        if (houseCells(h).contains(b))
            return h;
    }
    return -1;
}

// True when `x` shares one house with both a and b.
bool inHouseWith(int x, int a, int b)
{
    for (int h : housesOf(x)) {
        if (houseCells(h).contains(a) && houseCells(h).contains(b))
            return true;
    }
    return false;
}

// Appends an alternating inference chain of one digit, strong and weak links in turn between consecutive
// nodes, the first node off: if it is false, the next is true, the one after false, and so on. `branch` tells
// the two chains of a dual pattern apart.
void addChain(Step &step, int digit, std::initializer_list<CellSet> nodes, std::uint8_t branch = 0)
{
    int k = 0;
    for (const CellSet &cells : nodes) {
        const auto index = static_cast<std::uint16_t>(step.nodes.size());
        if (k > 0)
            step.links.push_back({static_cast<std::uint16_t>(index - 1), index, k % 2 == 1, branch});
        step.nodes.push_back({cells, static_cast<std::uint8_t>(digit), k % 2 == 1, -1});
        ++k;
    }
}

// --- 2-String Kite ---------------------------------------------------------------------------------------

// A row's and a column's conjugate pair joined in a box: one of the two ends is the digit, so the cell where
// the end's row and column cross is not.
struct Kite {
    int rowHouse;
    int columnHouse;
    int rowEnd;
    int columnEnd;
    int rowBoxCell;
    int columnBoxCell;
    int cross;
};

// Every kite of `digit` that eliminates; f(kite) returns true to stop.
template<typename F>
bool forEachKite(const CandidateGrid &grid, int digit, F &&f)
{
    std::array<ConjugatePair, 27> rows {};
    std::array<ConjugatePair, 27> cols {};
    const int nr = conjugatePairs(grid, digit, 0, 9, rows);
    const int nc = conjugatePairs(grid, digit, 9, 18, cols);
    for (int p = 0; p < nr; ++p) {
        for (int q = 0; q < nc; ++q) {
            const std::array<int, 2> r {rows[p].a, rows[p].b};
            const std::array<int, 2> c {cols[q].a, cols[q].b};
            if (r[0] == c[0] || r[0] == c[1] || r[1] == c[0] || r[1] == c[1])
                continue;
            // Degenerate when a pair lies inside one box: claiming then does the kite's work.
            if (boxOf(r[0]) == boxOf(r[1]) || boxOf(c[0]) == boxOf(c[1]))
                continue;
            for (int x = 0; x < 2; ++x) {
                for (int y = 0; y < 2; ++y) {
                    if (boxOf(r[x]) != boxOf(c[y]))
                        continue;
                    const int rowEnd = r[1 - x];
                    const int colEnd = c[1 - y];
                    const int cross = cellAt(rowOf(colEnd), colOf(rowEnd));
                    if (!grid.hasCandidate(cross, digit))
                        continue;
                    if (f(Kite {rows[p].house, cols[q].house, rowEnd, colEnd, r[x], c[y], cross}))
                        return true;
                }
            }
        }
    }
    return false;
}

void addKite(Step &step, int digit, const Kite &kite, std::uint8_t branch)
{
    step.addHouse(houseFromIndex(kite.rowHouse));
    step.addHouse(houseFromIndex(kite.columnHouse));
    step.cells |= CellSet::of(kite.rowEnd) | CellSet::of(kite.rowBoxCell) | CellSet::of(kite.columnBoxCell)
        | CellSet::of(kite.columnEnd);
    step.eliminations[digit - 1].insert(kite.cross);
    addChain(step, digit,
        {CellSet::of(kite.rowEnd), CellSet::of(kite.rowBoxCell), CellSet::of(kite.columnBoxCell),
            CellSet::of(kite.columnEnd)},
        branch);
}

// --- Empty Rectangle -------------------------------------------------------------------------------------

// A box whose candidates of the digit all lie in one row and one column of it (an "empty rectangle" of the
// other four cells), and a conjugate pair (near, far) whose near end lies on that row (or column) outside
// the box. If `far` is false, `near` is the digit, the box's row part is not, so its column part holds the
// digit: the cell on the far end's line and the box's column cannot be the digit.
struct EmptyRectangle {
    int box;
    int row; // the box's row and column that hold all its candidates
    int col;
    int near;
    int far;
    int elimination;
    bool nearOnRow; // the near end lies on the box's row (the conjugate pair is a column's)
    CellSet boxCells; // the box's candidates of the digit
    CellSet seenPart; // the part of the box the elimination sees (the column part, or the row part)
    CellSet nearPart; // the rest, on the near end's line
};

// Every empty rectangle of `digit` that eliminates; f(er) returns true to stop. With `twoCandidates` a box
// with only two candidates counts too (HoDoKu's option; the pattern is then a Turbot Fish).
template<typename F>
bool forEachEmptyRectangle(const CandidateGrid &grid, int digit, bool twoCandidates, F &&f)
{
    const CellSet &cells = grid.digitCells(digit);
    for (int box = 0; box < 9; ++box) {
        const CellSet boxCells = cells & houseCells(boxHouse(box));
        const int n = boxCells.count();
        if (n < 2 || n > 5)
            continue;
        for (int i = 0; i < 3; ++i) {
            for (int j = 0; j < 3; ++j) {
                const int row = (box / 3) * 3 + i;
                const int col = (box % 3) * 3 + j;
                const CellSet &rowCells = houseCells(rowHouse(row));
                const CellSet &colCells = houseCells(columnHouse(col));
                if (!boxCells.isSubsetOf(rowCells | colCells))
                    continue;
                const CellSet rowPart = boxCells & rowCells;
                const CellSet colPart = boxCells & colCells;
                if (rowPart.minus(colCells).empty() || colPart.minus(rowCells).empty())
                    continue;
                if (!twoCandidates && rowPart.count() < 2 && colPart.count() < 2)
                    continue;
                // A column's conjugate pair from the box's row, then a row's from the box's column.
                for (int near : (cells & rowCells).minus(boxCells)) {
                    const CellSet pair = cells & houseCells(columnHouse(colOf(near)));
                    if (pair.count() != 2)
                        continue;
                    const int far = pair.minus(CellSet::of(near)).first();
                    const int elimination = cellAt(rowOf(far), col);
                    if (boxOf(elimination) == box || !cells.contains(elimination))
                        continue;
                    if (f(EmptyRectangle {
                            box, row, col, near, far, elimination, true, boxCells, colPart.minus(rowCells), rowPart}))
                        return true;
                }
                for (int near : (cells & colCells).minus(boxCells)) {
                    const CellSet pair = cells & houseCells(rowHouse(rowOf(near)));
                    if (pair.count() != 2)
                        continue;
                    const int far = pair.minus(CellSet::of(near)).first();
                    const int elimination = cellAt(row, colOf(far));
                    if (boxOf(elimination) == box || !cells.contains(elimination))
                        continue;
                    if (f(EmptyRectangle {
                            box, row, col, near, far, elimination, false, boxCells, rowPart.minus(colCells), colPart}))
                        return true;
                }
            }
        }
    }
    return false;
}

void addEmptyRectangle(Step &step, int digit, const EmptyRectangle &er, std::uint8_t branch)
{
    step.addHouse(houseFromIndex(er.nearOnRow ? columnHouse(colOf(er.near)) : rowHouse(rowOf(er.near))));
    step.addHouse(houseFromIndex(er.nearOnRow ? rowHouse(rowOf(er.far)) : columnHouse(colOf(er.far))));
    step.cells |= er.boxCells | CellSet::of(er.near) | CellSet::of(er.far);
    step.eliminations[digit - 1].insert(er.elimination);
    addChain(step, digit, {er.seenPart, er.nearPart, CellSet::of(er.near), CellSet::of(er.far)}, branch);
}

} // namespace

bool findSkyscrapers(const CandidateGrid &grid, StepSink &sink)
{
    std::array<ConjugatePair, 27> pairs {};
    for (int d = 1; d <= 9; ++d) {
        for (int orientation = 0; orientation < 2; ++orientation) {
            const bool rows = orientation == 0;
            const int n = conjugatePairs(grid, d, rows ? 0 : 9, rows ? 9 : 18, pairs);
            // The position of a cell across the lines: its column for row pairs, its row for column pairs.
            const auto across = [rows](int cell) { return rows ? colOf(cell) : rowOf(cell); };
            for (int p = 0; p < n; ++p) {
                for (int q = p + 1; q < n; ++q) {
                    const std::array<int, 2> a {pairs[p].a, pairs[p].b};
                    const std::array<int, 2> b {pairs[q].a, pairs[q].b};
                    int shared = 0;
                    int baseA = -1;
                    int baseB = -1;
                    for (int x = 0; x < 2; ++x) {
                        for (int y = 0; y < 2; ++y) {
                            if (across(a[x]) == across(b[y])) {
                                ++shared;
                                baseA = x;
                                baseB = y;
                            }
                        }
                    }
                    if (shared != 1) // 0: not connected; 2: an X-Wing
                        continue;
                    const int endA = a[1 - baseA];
                    const int endB = b[1 - baseB];
                    // A pair inside one box makes it degenerate: the line's digit is then locked in the box, so
                    // claiming already removes what the skyscraper would (its own base cell included).
                    if (boxOf(a[0]) == boxOf(a[1]) || boxOf(b[0]) == boxOf(b[1]))
                        continue;
                    const CellSet elim = grid.digitCells(d) & peerCells(endA) & peerCells(endB);
                    if (elim.empty())
                        continue;
                    Step step;
                    step.technique = Technique::Skyscraper;
                    step.digits = digitBit(d);
                    step.addHouse(houseFromIndex(pairs[p].house));
                    step.addHouse(houseFromIndex(pairs[q].house));
                    step.addHouse(houseFromIndex(rows ? columnHouse(colOf(a[baseA])) : rowHouse(rowOf(a[baseA]))));
                    step.keyCells = {c8(endA), c8(endB), c8(a[baseA]), c8(b[baseB])};
                    step.cells = CellSet::of(a[0]) | CellSet::of(a[1]) | CellSet::of(b[0]) | CellSet::of(b[1]);
                    step.eliminations[d - 1] = elim;
                    addChain(
                        step, d, {CellSet::of(endA), CellSet::of(a[baseA]), CellSet::of(b[baseB]), CellSet::of(endB)});
                    if (sink.accept(step))
                        return true;
                }
            }
        }
    }
    return false;
}

bool findTwoStringKites(const CandidateGrid &grid, StepSink &sink)
{
    for (int d = 1; d <= 9; ++d) {
        const bool stopped = forEachKite(grid, d, [&](const Kite &kite) {
            Step step;
            step.technique = Technique::TwoStringKite;
            step.digits = digitBit(d);
            addKite(step, d, kite, 0);
            step.addHouse(houseFromIndex(boxHouse(boxOf(kite.rowBoxCell))));
            step.keyCells = {c8(kite.rowEnd), c8(kite.columnEnd), c8(kite.rowBoxCell), c8(kite.columnBoxCell)};
            return sink.accept(step);
        });
        if (stopped)
            return true;
    }
    return false;
}

bool findDualTwoStringKites(const CandidateGrid &grid, StepSink &sink)
{
    // Two kites on the same two box cells: of one digit, each cell's row link in one kite and its column link
    // in the other; or, as HoDoKu counts them, of two digits. Kites are rare, so a vector is cheap here.
    struct DigitKite {
        int digit;
        Kite kite;
    };
    std::vector<DigitKite> kites;
    for (int d = 1; d <= 9; ++d) {
        forEachKite(grid, d, [&](const Kite &kite) {
            kites.push_back({d, kite});
            return false;
        });
    }
    for (std::size_t i = 0; i < kites.size(); ++i) {
        for (std::size_t j = i + 1; j < kites.size(); ++j) {
            const auto &[d1, k1] = kites[i];
            const auto &[d2, k2] = kites[j];
            const bool sameCells = k1.rowBoxCell == k2.rowBoxCell && k1.columnBoxCell == k2.columnBoxCell;
            const bool swapped = k1.rowBoxCell == k2.columnBoxCell && k1.columnBoxCell == k2.rowBoxCell;
            if (!(sameCells || swapped) || (d1 == d2 && k1.cross == k2.cross))
                continue;
            Step step;
            step.technique = Technique::DualTwoStringKite;
            step.digits = digitBit(d1) | digitBit(d2);
            step.addHouse(houseFromIndex(boxHouse(boxOf(k1.rowBoxCell))));
            addKite(step, d1, k1, 0);
            addKite(step, d2, k2, 1);
            step.keyCells = {c8(k1.rowBoxCell), c8(k1.columnBoxCell), -1, -1};
            if (sink.accept(step))
                return true;
        }
    }
    return false;
}

bool findTurbotFish(const CandidateGrid &grid, StepSink &sink)
{
    for (int d = 1; d <= 9; ++d) {
        const CellSet &cells = grid.digitCells(d);
        // Every strong link once (a pair may be conjugate in a line and in a box).
        std::array<ConjugatePair, 27> pairs {};
        int n = 0;
        for (int h = 0; h < kHouseCount; ++h) {
            const CellSet pair = cells & houseCells(h);
            if (pair.count() != 2)
                continue;
            auto it = pair.begin();
            const int a = *it;
            ++it;
            const int b = *it;
            bool seen = false;
            for (int k = 0; k < n; ++k)
                seen = seen || (pairs[k].a == a && pairs[k].b == b);
            if (!seen)
                pairs[n++] = {h, a, b};
        }
        const auto rowLink = [&](int a, int b) {
            return rowOf(a) == rowOf(b) && (cells & houseCells(rowHouse(rowOf(a)))).count() == 2;
        };
        const auto columnLink = [&](int a, int b) {
            return colOf(a) == colOf(b) && (cells & houseCells(columnHouse(colOf(a)))).count() == 2;
        };
        for (int p = 0; p < n; ++p) {
            for (int q = 0; q < n; ++q) {
                if (p == q)
                    continue;
                for (int o = 0; o < 4; ++o) {
                    // The chain a = b - c = e.
                    const int a = (o & 1) ? pairs[p].b : pairs[p].a;
                    const int b = (o & 1) ? pairs[p].a : pairs[p].b;
                    const int c = (o & 2) ? pairs[q].b : pairs[q].a;
                    const int e = (o & 2) ? pairs[q].a : pairs[q].b;
                    // Four distinct cells, and each chain once (from its lower end).
                    if (a == c || a == e || b == c || b == e || a > e || !sees(b, c))
                        continue;
                    // A weak link inside a house that holds the neighbouring strong link's both cells: pointing
                    // or claiming removes the weak link's cell, the chain says nothing new.
                    if (inHouseWith(c, a, b) || inHouseWith(b, c, e))
                        continue;
                    // The shapes the easier finders report: two parallel lines joined by a line (Skyscraper), a
                    // row and a column joined in a box (2-String Kite).
                    const bool rows = rowLink(a, b) && rowLink(c, e) && colOf(b) == colOf(c);
                    const bool columns = columnLink(a, b) && columnLink(c, e) && rowOf(b) == rowOf(c);
                    const bool kite = ((rowLink(a, b) && columnLink(c, e)) || (columnLink(a, b) && rowLink(c, e)))
                        && boxOf(b) == boxOf(c);
                    if (rows || columns || kite)
                        continue;
                    const CellSet elim = cells & peerCells(a) & peerCells(e);
                    if (elim.empty())
                        continue;
                    Step step;
                    step.technique = Technique::TurbotFish;
                    step.digits = digitBit(d);
                    step.addHouse(houseFromIndex(strongHouse(grid, d, a, b)));
                    step.addHouse(houseFromIndex(sharedHouse(b, c)));
                    step.addHouse(houseFromIndex(strongHouse(grid, d, c, e)));
                    step.keyCells = {c8(a), c8(e), c8(b), c8(c)};
                    step.cells = CellSet::of(a) | CellSet::of(b) | CellSet::of(c) | CellSet::of(e);
                    step.eliminations[d - 1] = elim;
                    addChain(step, d, {CellSet::of(a), CellSet::of(b), CellSet::of(c), CellSet::of(e)});
                    if (sink.accept(step))
                        return true;
                }
            }
        }
    }
    return false;
}

bool findEmptyRectangles(const CandidateGrid &grid, bool twoCandidates, StepSink &sink)
{
    for (int d = 1; d <= 9; ++d) {
        const bool stopped = forEachEmptyRectangle(grid, d, twoCandidates, [&](const EmptyRectangle &er) {
            Step step;
            step.technique = Technique::EmptyRectangle;
            step.digits = digitBit(d);
            step.addHouse(houseFromIndex(boxHouse(er.box)));
            addEmptyRectangle(step, d, er, 0);
            step.addHouse(houseFromIndex(rowHouse(er.row)));
            step.addHouse(houseFromIndex(columnHouse(er.col)));
            step.keyCells = {c8(er.near), c8(er.far), -1, -1};
            return sink.accept(step);
        });
        if (stopped)
            return true;
    }
    return false;
}

bool findDualEmptyRectangles(const CandidateGrid &grid, StepSink &sink)
{
    // Two empty rectangles in the same box with different eliminations; boxes with only two candidates count
    // (a single one of those is a Turbot Fish, two of them a dual rectangle, as HoDoKu has it).
    std::array<EmptyRectangle, 2 * 9 * 12> ers {};
    for (int d = 1; d <= 9; ++d) {
        std::size_t n = 0;
        forEachEmptyRectangle(grid, d, true, [&](const EmptyRectangle &er) {
            ers[n++] = er;
            return n == ers.size();
        });
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t j = i + 1; j < n; ++j) {
                const EmptyRectangle &e1 = ers[i];
                const EmptyRectangle &e2 = ers[j];
                if (e1.box != e2.box || e1.elimination == e2.elimination)
                    continue;
                Step step;
                step.technique = Technique::DualEmptyRectangle;
                step.digits = digitBit(d);
                step.addHouse(houseFromIndex(boxHouse(e1.box)));
                addEmptyRectangle(step, d, e1, 0);
                addEmptyRectangle(step, d, e2, 1);
                step.addHouse(houseFromIndex(rowHouse(e1.row)));
                step.addHouse(houseFromIndex(columnHouse(e1.col)));
                step.keyCells = {c8(e1.near), c8(e1.far), c8(e2.near), c8(e2.far)};
                if (sink.accept(step))
                    return true;
            }
        }
    }
    return false;
}

TextValue singleDigitText(const Step &step)
{
    const auto &k = step.keyCells;
    const int digit = stepDigit(step);
    const TextValue d = text::number(digit);
    switch (step.technique) {
    case Technique::Skyscraper:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "%1 in %2 and in %3 has only two places each, with a shared base in %4. So %5 or %6 is "
                                "%1, and a cell that sees both is not.",
                                ""),
            {d, stepHouse(step, 0), stepHouse(step, 1), stepHouse(step, 2), text::cell(k[0]), text::cell(k[1])});
    case Technique::TwoStringKite:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "%1 in %2 and in %3 has only two places each, joined in %4 (%5, %6). So %7 or %8 is "
                                "%1, and a cell that sees both is not.",
                                ""),
            {d, stepHouse(step, 0), stepHouse(step, 1), stepHouse(step, 2), text::cell(k[2]), text::cell(k[3]),
                text::cell(k[0]), text::cell(k[1])});
    case Technique::TurbotFish:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "If %1 is not %2, %3 is (%4), so %5 is not (%6), so %7 is (%8). So %1 or %7 is %2, and "
                                "a cell that sees both is not.",
                                ""),
            {text::cell(k[0]), d, text::cell(k[2]), stepHouse(step, 0), text::cell(k[3]), stepHouse(step, 1),
                text::cell(k[1]), stepHouse(step, 2)});
    case Technique::EmptyRectangle:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "In %1, %2 lies only in %3 and %4. If %5 is not %2, %6 is (%7), and %1 keeps its %2 on "
                                "the other of those two lines, which %8 sees too. Either way %8 is not %2.",
                                ""),
            {stepHouse(step, 0), d, stepHouse(step, 3), stepHouse(step, 4), text::cell(k[1]), text::cell(k[0]),
                stepHouse(step, 1), text::cells(step.eliminations[std::max(digit, 1) - 1])});
    case Technique::DualTwoStringKite:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "Two 2-String Kites on %1 meet in the same two cells of %2, %3 and %4: each cell's row "
                                "link belongs to one kite, its column link to the other. Each kite removes its own "
                                "candidate.",
                                ""),
            {text::digits(step.digits), stepHouse(step, 0), text::cell(k[0]), text::cell(k[1])});
    default:
        break;
    }
    return text::phrase(SUDOKU_TEXT("HintText",
                            "In %1, %2 lies only in %3 and %4. This empty rectangle works with two strong links, %5=%6 "
                            "and %7=%8, and each makes its own elimination.",
                            ""),
        {stepHouse(step, 0), d, stepHouse(step, 5), stepHouse(step, 6), text::cell(k[0]), text::cell(k[1]),
            text::cell(k[2]), text::cell(k[3])});
}

} // namespace sudoku::logic
