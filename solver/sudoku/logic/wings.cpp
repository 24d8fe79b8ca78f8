// SPDX-License-Identifier: GPL-3.0-or-later
// Wings: XY-Wing, XYZ-Wing, W-Wing.
#include "sudoku/logic/finders.h"

#include <array>
#include <utility>

namespace sudoku::logic
{

bool findXYWings(const CandidateGrid &grid, StepSink &sink)
{
    CellSet bivalue;
    for (int cell : grid.emptyCells()) {
        if (popcount(grid.candidates(cell)) == 2)
            bivalue.insert(cell);
    }
    for (int pivot : bivalue) {
        const std::uint16_t p = grid.candidates(pivot);
        const CellSet wings = bivalue & grid.peers(pivot);
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
                const CellSet elim = grid.digitCells(zd) & grid.peers(q) & grid.peers(r);
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
        const CellSet wings = bivalue & grid.peers(pivot);
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
                const CellSet elim = grid.digitCells(zd) & grid.peers(pivot) & grid.peers(q) & grid.peers(r);
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
                const CellSet elim = grid.digitCells(x) & grid.peers(i) & grid.peers(j);
                if (elim.empty())
                    continue;
                for (int h = 0; h < grid.houseCount(); ++h) {
                    const CellSet link = grid.digitCells(y) & grid.houseCells(h);
                    if (link.count() != 2 || link.contains(i) || link.contains(j))
                        continue;
                    auto it = link.begin();
                    const int u = *it;
                    ++it;
                    const int v = *it;
                    int seesI = -1;
                    int seesJ = -1;
                    if (grid.sees(u, i) && grid.sees(v, j)) {
                        seesI = u;
                        seesJ = v;
                    } else if (grid.sees(v, i) && grid.sees(u, j)) {
                        seesI = v;
                        seesJ = u;
                    } else {
                        continue;
                    }
                    Step step;
                    step.technique = Technique::WWing;
                    step.digits = mask;
                    step.addHouse(grid.house(h));
                    step.keyCells = {c8(i), c8(j), c8(seesI), c8(seesJ)};
                    step.cells = CellSet::of(i) | CellSet::of(j) | link;
                    step.eliminations[x - 1] = elim;
                    // The chain end to end, drawn as the single-digit patterns' are: if i is not x it is y, so
                    // its peer on the link is not y, the other end is y, its peer j not y, so j is x.
                    const std::array<std::pair<int, int>, 6> chain {
                        {{i, x}, {i, y}, {seesI, y}, {seesJ, y}, {j, y}, {j, x}}};
                    for (std::size_t n = 0; n < chain.size(); ++n) {
                        step.nodes.push_back(
                            {CellSet::of(chain[n].first), static_cast<std::uint8_t>(chain[n].second), n % 2 == 1, -1});
                        if (n > 0)
                            step.links.push_back(
                                {static_cast<std::uint16_t>(n - 1), static_cast<std::uint16_t>(n), n % 2 == 1, 0});
                    }
                    if (sink.accept(step))
                        return true;
                }
            }
        }
    }
    return false;
}

TextValue wingText(const Step &step)
{
    const auto &k = step.keyCells;
    const TextValue removed = text::digits(removedDigits(step));
    switch (step.technique) {
    case Technique::XYWing:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, one pincer is %5. So no "
                                "cell that sees both pincers can be %5.",
                                ""),
            {text::cell(k[0]), text::cell(k[1]), text::cell(k[2]), text::digits(step.digits), removed});
    case Technique::XYZWing:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, it or a pincer is %5. "
                                "So no cell that sees all three can be %5.",
                                ""),
            {text::cell(k[0]), text::cell(k[1]), text::cell(k[2]), text::digits(step.digits), removed});
    default:
        break;
    }
    const TextValue y = text::digits(static_cast<std::uint16_t>(step.digits & ~removedDigits(step)));
    return text::phrase(SUDOKU_TEXT("HintText",
                            "%1 and %2 hold only %3. In %5, %4 can go only in %6, which sees %1, or in %7, which sees "
                            "%2. So one of %1 and %2 sees a %4 and is not %4: it is %8. A cell that sees both %1 and "
                            "%2 is not %8.",
                            ""),
        {text::cell(k[0]), text::cell(k[1]), text::digits(step.digits), y, stepHouse(step, 0), text::cell(k[2]),
            text::cell(k[3]), removed});
}

} // namespace sudoku::logic
