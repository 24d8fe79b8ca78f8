// SPDX-License-Identifier: GPL-3.0-or-later
// Wings (XY, XYZ, W) and simple colouring.
#include "logicfinders.h"

namespace sudoku::logic
{

namespace
{

std::int8_t c8(int cell)
{
    return static_cast<std::int8_t>(cell);
}

} // namespace

bool findXYWings(const CandidateGrid &grid, StepSink &sink)
{
    CellSet bivalue;
    for (int cell : grid.emptyCells()) {
        if (popcount(grid.candidates(cell)) == 2)
            bivalue.insert(cell);
    }
    for (int pivot : bivalue) {
        const std::uint16_t p = grid.candidates(pivot);
        const CellSet wings = bivalue & peerCells(pivot);
        for (int q : wings) {
            const std::uint16_t mq = grid.candidates(q);
            if (mq == p || popcount(mq & p) != 1)
                continue;
            for (int r : wings) {
                if (r <= q)
                    continue;
                const std::uint16_t mr = grid.candidates(r);
                if (mr == p || mr == mq || popcount(mr & p) != 1 || popcount(p | mq | mr) != 3)
                    continue;
                const std::uint16_t z = mq & mr;
                const int zd = std::countr_zero(static_cast<unsigned>(z)) + 1;
                const CellSet elim = grid.digitCells(zd) & peerCells(q) & peerCells(r);
                if (elim.empty())
                    continue;
                Step step;
                step.technique = Technique::XYWing;
                step.digits = p | z;
                step.keyCells = {c8(pivot), c8(q), c8(r), -1};
                step.cells = CellSet::of(pivot) | CellSet::of(q) | CellSet::of(r);
                step.eliminations[zd - 1] = elim;
                if (sink.accept(step))
                    return true;
            }
        }
    }
    return false;
}

bool findXYZWings(const CandidateGrid &grid, StepSink &sink)
{
    CellSet bivalue;
    for (int cell : grid.emptyCells()) {
        if (popcount(grid.candidates(cell)) == 2)
            bivalue.insert(cell);
    }
    for (int pivot : grid.emptyCells()) {
        const std::uint16_t p = grid.candidates(pivot);
        if (popcount(p) != 3)
            continue;
        const CellSet wings = bivalue & peerCells(pivot);
        for (int q : wings) {
            const std::uint16_t mq = grid.candidates(q);
            if ((mq & p) != mq)
                continue;
            for (int r : wings) {
                const std::uint16_t mr = grid.candidates(r);
                if (r <= q || (mr & p) != mr || mr == mq)
                    continue;
                const std::uint16_t z = mq & mr;
                const int zd = std::countr_zero(static_cast<unsigned>(z)) + 1;
                const CellSet elim = grid.digitCells(zd) & peerCells(pivot) & peerCells(q) & peerCells(r);
                if (elim.empty())
                    continue;
                Step step;
                step.technique = Technique::XYZWing;
                step.digits = p;
                step.keyCells = {c8(pivot), c8(q), c8(r), -1};
                step.cells = CellSet::of(pivot) | CellSet::of(q) | CellSet::of(r);
                step.eliminations[zd - 1] = elim;
                if (sink.accept(step))
                    return true;
            }
        }
    }
    return false;
}

bool findWWings(const CandidateGrid &grid, StepSink &sink)
{
    for (int i : grid.emptyCells()) {
        const std::uint16_t mask = grid.candidates(i);
        if (popcount(mask) != 2)
            continue;
        for (int j : grid.emptyCells()) {
            if (j <= i || grid.candidates(j) != mask)
                continue;
            for (int k = 0; k < 2; ++k) {
                // x: the digit eliminated; y: the digit of the strong link joining the two bivalue cells.
                const int lowest = std::countr_zero(static_cast<unsigned>(mask)) + 1;
                const int highest = 32 - std::countl_zero(static_cast<unsigned>(mask));
                const int x = k == 0 ? lowest : highest;
                const int y = k == 0 ? highest : lowest;
                const CellSet elim = grid.digitCells(x) & peerCells(i) & peerCells(j);
                if (elim.empty())
                    continue;
                for (int h = 0; h < kHouseCount; ++h) {
                    const CellSet link = grid.digitCells(y) & houseCells(h);
                    if (link.count() != 2 || link.contains(i) || link.contains(j))
                        continue;
                    auto it = link.begin();
                    const int u = *it;
                    ++it;
                    const int v = *it;
                    int seesI = -1;
                    int seesJ = -1;
                    if (sees(u, i) && sees(v, j)) {
                        seesI = u;
                        seesJ = v;
                    } else if (sees(v, i) && sees(u, j)) {
                        seesI = v;
                        seesJ = u;
                    } else {
                        continue;
                    }
                    Step step;
                    step.technique = Technique::WWing;
                    step.digits = mask;
                    step.addHouse(h);
                    step.keyCells = {c8(i), c8(j), c8(seesI), c8(seesJ)};
                    step.cells = CellSet::of(i) | CellSet::of(j) | link;
                    step.eliminations[x - 1] = elim;
                    if (sink.accept(step))
                        return true;
                }
            }
        }
    }
    return false;
}

bool findSimpleColours(const CandidateGrid &grid, bool wrap, StepSink &sink)
{
    for (int d = 1; d <= 9; ++d) {
        const CellSet &cells = grid.digitCells(d);
        // Strong links: for each cell, its conjugate partners (at most one per house).
        CellSet linked;
        for (int h = 0; h < kHouseCount; ++h) {
            const CellSet pair = cells & houseCells(h);
            if (pair.count() == 2)
                linked |= pair;
        }
        CellSet uncoloured = linked;
        while (uncoloured.any()) {
            // Breadth-first 2-colouring of one cluster; a conflicting (odd) cycle keeps the first colour.
            std::array<CellSet, 2> colour {};
            CellSet frontier = CellSet::of(uncoloured.first());
            int c = 0;
            colour[0] = frontier;
            uncoloured = uncoloured.minus(frontier);
            while (frontier.any()) {
                CellSet next;
                for (int cell : frontier) {
                    for (int h : housesOf(cell)) {
                        const CellSet pair = cells & houseCells(h);
                        if (pair.count() == 2)
                            next |= pair.minus(CellSet::of(cell));
                    }
                }
                next &= uncoloured;
                c = 1 - c;
                colour[c] |= next;
                uncoloured = uncoloured.minus(next);
                frontier = next;
            }
            if (colour[0].empty() || colour[1].empty())
                continue;
            Step step;
            if (wrap) {
                for (const CellSet &group : colour) {
                    bool clash = false;
                    for (int cell : group)
                        clash = clash || group.intersects(peerCells(cell));
                    if (clash)
                        step.eliminations[d - 1] |= group;
                }
            } else {
                std::array<CellSet, 2> seen {};
                for (int k = 0; k < 2; ++k) {
                    for (int cell : colour[k])
                        seen[k] |= peerCells(cell);
                }
                step.eliminations[d - 1] = cells & seen[0] & seen[1];
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

} // namespace sudoku::logic
