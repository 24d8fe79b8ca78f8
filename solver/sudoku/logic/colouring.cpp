// SPDX-License-Identifier: GPL-3.0-or-later
// Colouring: Simple Colouring (trap and wrap) and Multi-Colouring (types 1 and 2).
#include "sudoku/logic/finders.h"

namespace sudoku::logic
{

namespace
{

// The cells seeing at least one of `cells`.
CellSet seenBy(const CandidateGrid &grid, const CellSet &cells)
{
    CellSet seen;
    for (int cell : cells)
        seen |= grid.peers(cell);
    return seen;
}

// The clusters of `digit`'s strong links (houses with exactly two candidates), each 2-coloured breadth-first:
// in a cluster exactly one colour is the digit. Clusters with only one colour (a lone cell) are left out; a
// conflicting (odd) cycle, possible only in a broken position, keeps the first colour found.
int colourClusters(const CandidateGrid &grid, int digit, std::array<std::array<CellSet, 2>, 27> &out)
{
    const CellSet &cells = grid.digitCells(digit);
    CellSet linked;
    for (int h = 0; h < grid.houseCount(); ++h) {
        const CellSet pair = cells & grid.houseCells(h);
        if (pair.twoCells())
            linked |= pair;
    }
    int n = 0;
    CellSet uncoloured = linked;
    while (uncoloured.any()) {
        std::array<CellSet, 2> colour {};
        CellSet frontier = CellSet::of(uncoloured.first());
        int c = 0;
        colour[0] = frontier;
        uncoloured = uncoloured.minus(frontier);
        while (frontier.any()) {
            CellSet next;
            for (int cell : frontier) {
                for (int h : grid.housesOf(cell)) {
                    const CellSet pair = cells & grid.houseCells(h);
                    if (pair.twoCells())
                        next |= pair.minus(CellSet::of(cell));
                }
            }
            next &= uncoloured;
            c = 1 - c;
            colour[c] |= next;
            uncoloured = uncoloured.minus(next);
            frontier = next;
        }
        if (colour[0].any() && colour[1].any() && n < static_cast<int>(out.size()))
            out[n++] = colour;
    }
    return n;
}

} // namespace

bool findSimpleColours(const CandidateGrid &grid, bool wrap, StepSink &sink)
{
    std::array<std::array<CellSet, 2>, 27> clusters {};
    for (int d = 1; d <= 9; ++d) {
        const CellSet &cells = grid.digitCells(d);
        const int n = colourClusters(grid, d, clusters);
        for (int k = 0; k < n; ++k) {
            const std::array<CellSet, 2> &colour = clusters[k];
            Step step;
            if (wrap) {
                for (const CellSet &group : colour) {
                    bool clash = false;
                    for (int cell : group)
                        clash = clash || group.intersects(grid.peers(cell));
                    if (clash)
                        step.eliminations[d - 1] |= group;
                }
            } else {
                step.eliminations[d - 1] = cells & seenBy(grid, colour[0]) & seenBy(grid, colour[1]);
            }
            if (step.eliminations[d - 1].empty())
                continue;
            step.technique = wrap ? Technique::SimpleColourWrap : Technique::SimpleColourTrap;
            step.digits = digitBit(d);
            step.cells = colour[0];
            step.otherCells = colour[1];
            if (sink.accept(step))
                return true;
        }
    }
    return false;
}

bool findMultiColours(const CandidateGrid &grid, bool type2, StepSink &sink)
{
    // Two clusters of one digit's strong links, each coloured in two colours of which exactly one is the digit.
    // Type 1: a cell of colour X sees a cell of colour Y (of the other cluster), so X and Y are not both true:
    // X's partner colour or Y's is, and a cell seeing both partners goes. Type 2: colour X sees both colours
    // of the other cluster, one of which is true, so X is false.
    std::array<std::array<CellSet, 2>, 27> clusters {};
    std::array<std::array<CellSet, 2>, 27> seen {};
    for (int d = 1; d <= 9; ++d) {
        const CellSet &cells = grid.digitCells(d);
        const int n = colourClusters(grid, d, clusters);
        if (n < 2)
            continue;
        for (int k = 0; k < n; ++k) {
            seen[k][0] = seenBy(grid, clusters[k][0]);
            seen[k][1] = seenBy(grid, clusters[k][1]);
        }
        for (int i = 0; i < n; ++i) {
            for (int j = 0; j < n; ++j) {
                if (i == j || (!type2 && j < i)) // type 1 is symmetric in the two clusters
                    continue;
                CellSet elim;
                int x0 = -1; // the colour of cluster i the step is about, and of cluster j (type 1)
                int y0 = -1;
                for (int x = 0; x < 2; ++x) {
                    if (type2) {
                        if (seen[i][x].intersects(clusters[j][0]) && seen[i][x].intersects(clusters[j][1])) {
                            elim |= clusters[i][x];
                            x0 = x0 < 0 ? x : x0;
                        }
                        continue;
                    }
                    for (int y = 0; y < 2; ++y) {
                        if (!seen[i][x].intersects(clusters[j][y]))
                            continue;
                        const CellSet more = cells & seen[i][1 - x] & seen[j][1 - y];
                        if (more.any() && x0 < 0) {
                            x0 = x;
                            y0 = y;
                        }
                        elim |= more;
                    }
                }
                if (elim.empty())
                    continue;
                Step step;
                step.technique = type2 ? Technique::MultiColour2 : Technique::MultiColour1;
                step.digits = digitBit(d);
                step.cells = clusters[i][0] | clusters[i][1];
                step.otherCells = clusters[j][0] | clusters[j][1];
                // sets: the step's colour of the first cluster, its partner, then the second cluster's two.
                y0 = y0 < 0 ? 0 : y0;
                step.sets = {clusters[i][x0], clusters[i][1 - x0], clusters[j][y0], clusters[j][1 - y0]};
                if (!type2) { // a cell of each colour that see each other
                    for (int a : clusters[i][x0]) {
                        const CellSet b = grid.peers(a) & clusters[j][y0];
                        if (b.any()) {
                            step.keyCells = {c8(a), c8(b.first()), -1, -1};
                            break;
                        }
                    }
                }
                step.eliminations[d - 1] = elim;
                if (sink.accept(step))
                    return true;
            }
        }
    }
    return false;
}

TextValue colourText(const Step &step)
{
    const auto &k = step.keyCells;
    const TextValue d = text::number(stepDigit(step));
    switch (step.technique) {
    case Technique::SimpleColourTrap:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "The strong links of %1 split %2 from %3, and one group is %1. So a cell that sees "
                                "both groups is not %1.",
                                ""),
            {d, text::cells(step.cells), text::cells(step.otherCells)});
    case Technique::SimpleColourWrap:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "The strong links of %1 split %2 from %3. Two cells of one group see each other, so "
                                "that group is not %1.",
                                ""),
            {d, text::cells(step.cells), text::cells(step.otherCells)});
    case Technique::MultiColour1:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "The strong links of %1 make two clusters, each split into two colours of which one is "
                                "%1. %2 and %3, of one colour each, see each other, so the other colour of one of the "
                                "clusters is %1: a cell that sees both of those colours is not.",
                                ""),
            {d, text::cell(k[0]), text::cell(k[1])});
    default:
        break;
    }
    return text::phrase(SUDOKU_TEXT("HintText",
                            "The strong links of %1 make two clusters, each split into two colours of which one is %1. "
                            "%2 see both colours of the other cluster, one of which is %1, so they are not %1.",
                            ""),
        {d, step.sets.empty() ? text::verbatim("") : text::cells(step.sets[0])});
}

} // namespace sudoku::logic
