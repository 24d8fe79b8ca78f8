// SPDX-License-Identifier: GPL-3.0-or-later
// Sue de Coq (two-sector disjoint subsets).
//
// Take 2 or 3 empty cells C where a line meets a box, holding the digits V, at least two more digits than
// cells. Add cells R from the rest of the line and cells B from the rest of the box, the two sharing no
// digit of V, so that C, R and B together have exactly as many cells as they can hold digits: |V| plus one
// for each digit outside V in R and in B (counted twice when both hold it). A digit of V can appear only
// once in C+R+B (R and B share none), an extra digit once in R and once in B, so the cells are filled only
// if every digit appears as often as it can: the digits of V that R lacks are in C or B, so nowhere else in
// the box; those B lacks, nowhere else in the line; the extras of B nowhere else in the box, those of R
// nowhere else in the line, and an extra of both neither.
//
// The search is HoDoKu's, so the regression library's cases line up: lines (rows, then columns) against
// boxes; C a pair or a triple of the intersection; R any subset of the line's other empty cells that holds
// a digit of V, has more cells than extra digits and fewer cells beyond them than V has beyond C; B any
// subset of the box's other empty cells (R excluded) free of R's digits of V, holding a digit of V, whose
// cells beyond its extra digits make up the rest.
//
// Step: houses [line, box]; cells = C; otherCells = R and B; sets = [C, R, B]; digits = V.
#include "sudoku/logic/finders.h"

namespace sudoku::logic
{

namespace
{

// The subsets of up to 9 cells, depth first in increasing order, with the union of their candidates.
template<typename F>
bool forEachSubset(const CandidateGrid &grid, const std::array<std::uint8_t, 9> &cells, int count, int from,
    const CellSet &chosen, CandidateMask digits, F &&f)
{
    for (int i = from; i < count; ++i) {
        CellSet with = chosen;
        with.insert(cells[static_cast<std::size_t>(i)]);
        const CandidateMask union_ = digits | grid.candidates(cells[static_cast<std::size_t>(i)]);
        if (f(with, union_) || forEachSubset(grid, cells, count, i + 1, with, union_, f))
            return true;
    }
    return false;
}

int toArray(const CellSet &cells, std::array<std::uint8_t, 9> &out)
{
    int n = 0;
    for (int cell : cells) {
        if (n < 9)
            out[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(cell);
    }
    return n;
}

class SueDeCoqSearch
{
public:
    SueDeCoqSearch(const CandidateGrid &grid, StepSink &sink)
        : m_grid(grid)
        , m_sink(sink)
    {
    }

    bool run()
    {
        for (m_lineHouse = 0; m_lineHouse < 18; ++m_lineHouse) {
            m_line = houseCells(m_lineHouse) & m_grid.emptyCells();
            for (int box = 0; box < 9; ++box) {
                m_boxHouse = boxHouse(box);
                m_box = houseCells(m_boxHouse) & m_grid.emptyCells();
                std::array<std::uint8_t, 9> inter {};
                const int n = toArray(m_line & m_box, inter);
                // Pairs (and the triple containing each) in HoDoKu's order.
                for (int i = 0; i + 1 < n; ++i) {
                    for (int j = i + 1; j < n; ++j) {
                        CellSet pair = CellSet::of(inter[static_cast<std::size_t>(i)]);
                        pair.insert(inter[static_cast<std::size_t>(j)]);
                        if (tryIntersection(pair))
                            return true;
                        for (int k = j + 1; k < n; ++k) {
                            CellSet triple = pair;
                            triple.insert(inter[static_cast<std::size_t>(k)]);
                            if (tryIntersection(triple))
                                return true;
                        }
                    }
                }
            }
        }
        return false;
    }

private:
    bool tryIntersection(const CellSet &cells)
    {
        m_c = cells;
        m_v = 0;
        for (int cell : cells)
            m_v |= m_grid.candidates(cell);
        const int nPlus = popcount(m_v) - cells.count();
        if (nPlus < 2)
            return false;
        std::array<std::uint8_t, 9> lineCells {};
        const int n = toArray(m_line.minus(cells), lineCells);
        return forEachSubset(m_grid, lineCells, n, 0, CellSet(), 0, [&](const CellSet &r, CandidateMask rDigits) {
            const int extra = popcount(static_cast<CandidateMask>(rDigits & ~m_v));
            const int net = r.count() - extra;
            if (!(rDigits & m_v) || net <= 0 || net >= nPlus)
                return false;
            return tryBox(r, rDigits, nPlus - net);
        });
    }

    // R is chosen: find B among the box's other cells, free of R's digits of V, `need` cells beyond extras.
    bool tryBox(const CellSet &r, CandidateMask rDigits, int need)
    {
        const CandidateMask forbidden = rDigits & m_v;
        CellSet source;
        for (int cell : m_box.minus(m_c).minus(r)) {
            if (!(m_grid.candidates(cell) & forbidden))
                source.insert(cell);
        }
        std::array<std::uint8_t, 9> boxCells {};
        const int n = toArray(source, boxCells);
        return forEachSubset(m_grid, boxCells, n, 0, CellSet(), 0, [&](const CellSet &b, CandidateMask bDigits) {
            if (!(bDigits & m_v) || b.count() - popcount(static_cast<CandidateMask>(bDigits & ~m_v)) != need)
                return false;
            return report(r, rDigits, b, bDigits);
        });
    }

    bool report(const CellSet &r, CandidateMask rDigits, const CellSet &b, CandidateMask bDigits)
    {
        const CandidateMask both = rDigits & bDigits; // extra digits of both
        const CandidateMask fromBox = ((m_v | bDigits) & ~rDigits) | both;
        const CandidateMask fromLine = ((m_v | rDigits) & ~bDigits) | both;
        const CellSet boxRest = m_box.minus(b).minus(m_c);
        const CellSet lineRest = m_line.minus(r).minus(m_c);
        Step step;
        bool any = false;
        for (int d = 1; d <= 9; ++d) {
            CellSet cells;
            if (fromBox & digitBit(d))
                cells |= boxRest;
            if (fromLine & digitBit(d))
                cells |= lineRest;
            step.eliminations[d - 1] = cells & m_grid.digitCells(d);
            any = any || step.eliminations[d - 1].any();
        }
        if (!any)
            return false;
        step.technique = Technique::SueDeCoq;
        step.digits = m_v;
        step.addHouse(houseFromIndex(m_lineHouse));
        step.addHouse(houseFromIndex(m_boxHouse));
        step.cells = m_c;
        step.otherCells = r | b;
        step.sets = {m_c, r, b};
        return m_sink.accept(step);
    }

    const CandidateGrid &m_grid;
    StepSink &m_sink;
    int m_lineHouse = 0;
    int m_boxHouse = 0;
    CellSet m_line;
    CellSet m_box;
    CellSet m_c;
    CandidateMask m_v = 0;
};

} // namespace

bool findSueDeCoqs(const CandidateGrid &grid, StepSink &sink)
{
    return SueDeCoqSearch(grid, sink).run();
}

TextValue sueDeCoqText(const Step &step)
{
    return text::phrase(
        SUDOKU_TEXT("HintText",
            "Where %1 meets %2, %3 hold %4. %5 in %1 and %6 in %2 have none of these digits in common with "
            "each other, and together with %3 they have just as many cells as digits to hold, so each "
            "of those digits is placed in them. So a digit of %5 goes nowhere else in %1, a digit of "
            "%6 nowhere else in %2, and a digit of %3 that neither holds nowhere else in either.",
            ""),
        {stepHouse(step, 0), stepHouse(step, 1), stepSet(step, 0), text::digits(step.digits), stepSet(step, 1),
            stepSet(step, 2)});
}

} // namespace sudoku::logic
