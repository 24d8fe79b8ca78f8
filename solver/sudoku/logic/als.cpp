// SPDX-License-Identifier: GPL-3.0-or-later
// Almost locked set techniques: ALS-XZ (singly and doubly linked), ALS-XY-Wing, Death Blossom (and, in
// alschain.cpp, ALS-XY-Chain).
//
// All rest on one fact: an ALS that loses one of its digits is locked on the others. A restricted common
// (RC) x of two sets is held by at most one of them, so if one set holds x the other is locked without it.
// The eliminations follow HoDoKu's rules, so the regression library's cases line up: a digit z common to the
// two end sets (none of the RCs used at the ends) goes from every cell outside both that sees all of their
// z-cells, for one of the two ends is locked and holds z.
//
// Drawing: Step::sets holds the sets in chain order; Step::nodes the candidates the inferences run through
// (the RC digit's cells in each set, the z cells at the ends, the stem's candidates), with `set` the index in
// Step::sets (-1 for the stem cell); Step::links the weak links across an RC or from the stem into a petal
// and the strong links inside a set (a set without x holds z).
#include "sudoku/logic/alssteps.h"

namespace sudoku::logic
{

using namespace als;

namespace
{

// z in `digits` goes from every cell that sees all z-cells of both sets (given their targets).
void eliminateCommon(const Eliminations &a, const Eliminations &b, CandidateMask digits, Eliminations &out)
{
    forEachDigit(digits, [&](int z) { out[z - 1] |= a[z - 1] & b[z - 1]; });
}

// The digits of `digits` that some cell sees in both sets (given their targets).
CandidateMask hitDigits(const Eliminations &a, const Eliminations &b, CandidateMask digits)
{
    CandidateMask hits = 0;
    forEachDigit(digits, [&](int z) {
        if (a[z - 1].intersects(b[z - 1]))
            hits |= digitBit(z);
    });
    return hits;
}

} // namespace

bool findAlsXZ(const AlsGraph &als, StepSink &sink)
{
    Fresh fresh;
    for (const AlsLink &pair : als.pairs()) {
        const int rcCount = popcount(pair.digits);
        if (rcCount > 2) // three RCs between two sets: the position is contradictory
            continue;
        const Als &a = als.set(pair.from);
        const Als &b = als.set(pair.to);
        const Eliminations &ta = als.targets(pair.from);
        const Eliminations &tb = als.targets(pair.to);
        const CandidateMask common = a.digits & b.digits;
        Eliminations eliminations {};
        if (rcCount == 1) {
            const CandidateMask hits = hitDigits(ta, tb, static_cast<CandidateMask>(common & ~pair.digits));
            if (!hits)
                continue;
            eliminateCommon(ta, tb, hits, eliminations);
        } else {
            // Doubly linked: each set holds exactly one of the two RCs, so both RCs and every common digit
            // go from the cells seeing them in both sets, and each set is locked on its other digits.
            eliminateCommon(ta, tb, common, eliminations);
            forEachDigit(static_cast<CandidateMask>(a.digits & ~pair.digits),
                [&](int d) { eliminations[d - 1] |= ta[d - 1].minus(b.cells); });
            forEachDigit(static_cast<CandidateMask>(b.digits & ~pair.digits),
                [&](int d) { eliminations[d - 1] |= tb[d - 1].minus(a.cells); });
            if (!anyElimination(eliminations))
                continue;
        }
        if (!fresh(eliminations))
            continue;
        Step step;
        step.technique = Technique::AlsXZ;
        step.digits = pair.digits;
        step.eliminations = eliminations;
        addSet(step, a);
        addSet(step, b);
        const int x = lowestDigit(pair.digits);
        const std::uint16_t xa = addNode(step, a.digitCells[x - 1], x, true, 0);
        const std::uint16_t xb = addNode(step, b.digitCells[x - 1], x, false, 1);
        addLink(step, xa, xb, false);
        if (rcCount == 2) {
            // A continuous loop: x in A - x in B = y in B - y in A = x in A.
            const int y = lowestDigit(static_cast<CandidateMask>(pair.digits & ~digitBit(x)));
            const std::uint16_t yb = addNode(step, b.digitCells[y - 1], y, true, 1);
            const std::uint16_t ya = addNode(step, a.digitCells[y - 1], y, false, 0);
            addLink(step, xb, yb, true);
            addLink(step, yb, ya, false);
            addLink(step, ya, xa, true);
        } else {
            addEndNodes(step, a, 0, xa, b, 1, xb);
        }
        if (sink.accept(step))
            return true;
    }
    return false;
}

bool findAlsXYWings(const AlsGraph &als, bool allowOverlap, StepSink &sink)
{
    // C in the middle shares an RC with A and another with B; C holds one of them, so A or B is locked.
    // Per set, every cell one of its digits could go from: two outer sets need one in common.
    std::vector<CellSet> reach(static_cast<std::size_t>(als.size()));
    for (int i = 0; i < als.size(); ++i) {
        for (const CellSet &cells : als.targets(i))
            reach[static_cast<std::size_t>(i)] |= cells;
    }
    KeySet tried; // (A, B, digits) already tried: the eliminations depend on these only
    Fresh fresh;
    for (int c = 0; c < als.size(); ++c) {
        const auto links = als.links(c);
        for (std::size_t i = 0; i < links.size(); ++i) {
            const AlsLink &toA = links[i];
            const Als &a = als.set(toA.to);
            const Eliminations &ta = als.targets(toA.to);
            for (std::size_t j = i + 1; j < links.size(); ++j) {
                const AlsLink &toB = links[j];
                if (toA.digits == toB.digits && popcount(toA.digits) == 1)
                    continue; // the same single RC both ways: C need not hold either
                const Als &b = als.set(toB.to);
                const CandidateMask z = a.digits & b.digits & ~(toA.digits | toB.digits);
                if (!z || !reach[toA.to].intersects(reach[toB.to]))
                    continue;
                const Eliminations &tb = als.targets(toB.to);
                const CandidateMask hits = hitDigits(ta, tb, z);
                const auto [low, high] = std::minmax(toA.to, toB.to);
                if (!hits || !tried.insert((std::uint64_t {low} << 32) | (std::uint64_t {high} << 9) | hits))
                    continue;
                if (!allowOverlap && a.cells.intersects(b.cells))
                    continue;
                const CellSet both = a.cells | b.cells;
                if (both == a.cells || both == b.cells)
                    continue; // one set inside the other
                Eliminations eliminations {};
                eliminateCommon(ta, tb, hits, eliminations);
                if (!fresh(eliminations))
                    continue;
                const Als &middle = als.set(c);
                Step step;
                step.technique = Technique::AlsXYWing;
                step.digits = toA.digits | toB.digits;
                step.eliminations = eliminations;
                addSet(step, a);
                addSet(step, middle);
                addSet(step, b);
                // x between A and C, y between C and B, two different digits (one RC may have two).
                int x = lowestDigit(toA.digits);
                const CandidateMask otherThanX = toB.digits & ~digitBit(x);
                const int y = lowestDigit(otherThanX ? otherThanX : toB.digits);
                if (x == y)
                    x = lowestDigit(static_cast<CandidateMask>(toA.digits & ~digitBit(y)));
                const std::uint16_t xa = addNode(step, a.digitCells[x - 1], x, true, 0);
                const std::uint16_t xc = addNode(step, middle.digitCells[x - 1], x, false, 1);
                const std::uint16_t yc = addNode(step, middle.digitCells[y - 1], y, true, 1);
                const std::uint16_t yb = addNode(step, b.digitCells[y - 1], y, false, 2);
                addLink(step, xa, xc, false);
                addLink(step, xc, yc, true);
                addLink(step, yc, yb, false);
                addEndNodes(step, a, 0, xa, b, 2, yb);
                if (sink.accept(step))
                    return true;
            }
        }
    }
    return false;
}

namespace
{

// Death Blossom: a stem cell whose every candidate d sees all the d-cells of an ALS (a petal) holding d.
// Whatever the stem is, the petal of that digit is locked without it, so a digit z held by every petal
// (not by the stem) is in one of them: it goes from the cells that see every petal's z-cells.
class DeathBlossomSearch
{
public:
    DeathBlossomSearch(const CandidateGrid &grid, const AlsGraph &als, bool allowOverlap, StepSink &sink)
        : m_grid(grid)
        , m_als(als)
        , m_allowOverlap(allowOverlap)
        , m_sink(sink)
    {
    }

    bool run()
    {
        for (int stem : m_grid.emptyCells()) {
            m_stem = stem;
            m_stemDigits = m_grid.candidates(stem);
            m_digitCount = 0;
            bool everyDigit = true;
            // Every candidate of the stem needs a petal: a set holding it whose cells with it the stem sees.
            forEachDigit(m_stemDigits, [&](int d) {
                everyDigit = everyDigit && !m_als.setsSeenBy(stem, d).empty();
                m_digits[static_cast<std::size_t>(m_digitCount++)] = d;
            });
            if (!everyDigit || m_digitCount < 2)
                continue;
            for (int z = 1; z <= 9; ++z)
                m_targets[0][z - 1] = m_grid.digitCells(z);
            if (choose(0, CellSet(), static_cast<CandidateMask>(kAllDigits & ~m_stemDigits)))
                return true;
        }
        return false;
    }

private:
    // Petals chosen for the stem's first `k` digits cover `cells`; `z` are the digits all of them hold and
    // m_targets[k] the cells seeing every chosen petal's z-cells, per z (only the z are meaningful).
    bool choose(int k, const CellSet &cells, CandidateMask z)
    {
        const std::array<CellSet, 9> &targets = m_targets[static_cast<std::size_t>(k)];
        if (k == m_digitCount)
            return report(targets, z);
        std::array<CellSet, 9> &next = m_targets[static_cast<std::size_t>(k) + 1];
        for (const std::uint16_t index : m_als.setsSeenBy(m_stem, m_digits[static_cast<std::size_t>(k)])) {
            const Als &petal = m_als.set(index);
            if (!m_allowOverlap && petal.cells.intersects(cells))
                continue;
            // Keep the digits that can still eliminate somewhere.
            CandidateMask common = 0;
            forEachDigit(static_cast<CandidateMask>(z & petal.digits), [&](int digit) {
                next[digit - 1] = targets[digit - 1] & petal.seeing[digit - 1];
                if (next[digit - 1].any())
                    common |= digitBit(digit);
            });
            if (!common)
                continue;
            m_chosen[static_cast<std::size_t>(k)] = index;
            if (choose(k + 1, cells | petal.cells, common))
                return true;
        }
        return false;
    }

    bool report(const std::array<CellSet, 9> &targets, CandidateMask z)
    {
        Eliminations eliminations {};
        forEachDigit(z, [&](int digit) { eliminations[digit - 1] = targets[digit - 1]; });
        if (!anyElimination(eliminations) || !m_fresh(eliminations))
            return false;
        Step step;
        step.technique = Technique::DeathBlossom;
        step.digits = m_stemDigits;
        step.keyCells[0] = static_cast<std::int8_t>(m_stem);
        step.eliminations = eliminations;
        for (int k = 0; k < m_digitCount; ++k) {
            const Als &petal = m_als.set(m_chosen[static_cast<std::size_t>(k)]);
            const int d = m_digits[static_cast<std::size_t>(k)];
            addSet(step, petal);
            const std::uint16_t stemNode = addNode(step, CellSet::of(m_stem), d, true, -1);
            const std::uint16_t petalNode = addNode(step, petal.digitCells[d - 1], d, false, k);
            addLink(step, stemNode, petalNode, false);
            forEachDigit(z, [&](int digit) {
                if (eliminations[digit - 1].any())
                    addLink(step, petalNode, addNode(step, petal.digitCells[digit - 1], digit, true, k), true);
            });
        }
        return m_sink.accept(step);
    }

    const CandidateGrid &m_grid;
    const AlsGraph &m_als;
    bool m_allowOverlap;
    StepSink &m_sink;
    int m_stem = 0;
    CandidateMask m_stemDigits = 0;
    int m_digitCount = 0;
    std::array<int, 9> m_digits {};
    std::array<std::uint16_t, 9> m_chosen {};
    // [k]: the targets of the first k petals chosen; each level writes the next one's, so none is cleared for a
    // choice (zeroing them was a fourth of the search).
    std::array<std::array<CellSet, 9>, 10> m_targets {};
    Fresh m_fresh;
};

} // namespace

bool findDeathBlossoms(const CandidateGrid &grid, const AlsGraph &als, bool allowOverlap, StepSink &sink)
{
    return DeathBlossomSearch(grid, als, allowOverlap, sink).run();
}

TextValue alsText(const Step &step)
{
    const TextValue removed = text::digits(removedDigits(step));
    const TextValue digits = text::digits(step.digits);
    switch (step.technique) {
    case Technique::AlsXZ:
        if (popcount(step.digits) > 1)
            return text::phrase(SUDOKU_TEXT("HintText",
                                    "The almost locked sets %1 and %2 share two restricted commons, %3: each holds "
                                    "exactly one, so both are locked on their other digits. No cell that sees all of "
                                    "a digit's cells in a set (in both sets, for a shared digit) can be that digit.",
                                    ""),
                {stepSet(step, 0), stepSet(step, 1), digits});
        return text::phrase(SUDOKU_TEXT("HintText",
                                "The almost locked sets %1 and %2 share the restricted common %3: only one of them can "
                                "hold it, so the other is locked and one of them is %4. A cell that sees every %4 of "
                                "both is not %4.",
                                ""),
            {stepSet(step, 0), stepSet(step, 1), digits, removed});
    case Technique::AlsXYWing:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "The almost locked set %1 shares the restricted common %4 with %2 and %5 with %3. "
                                "%1 lacks only one of its digits, so it holds %4 or %5: then %2 has no %4 or %3 has "
                                "no %5, and that set is locked and holds %6. A cell that sees every %6 of both %2 "
                                "and %3 is not %6.",
                                ""),
            {stepSet(step, 1), stepSet(step, 0), stepSet(step, 2), text::number(step.nodes[0].digit),
                text::number(step.nodes[2].digit), removed});
    case Technique::AlsXYChain: {
        std::vector<TextValue> sets;
        std::string commons;
        for (int i = 0; i < static_cast<int>(step.sets.size()); ++i) {
            sets.push_back(stepSet(step, i));
            const auto node = static_cast<std::size_t>(2 * i);
            if (i + 1 < static_cast<int>(step.sets.size()) && node < step.nodes.size())
                commons += (commons.empty() ? "" : "/") + std::to_string(step.nodes[node].digit);
        }
        return text::phrase(SUDOKU_TEXT("HintText",
                                "The almost locked sets %1 are linked in turn by the restricted commons %2. If the "
                                "first is not %3, each set in turn is locked and the last is %3. So a cell that sees "
                                "every %3 of the first and the last is not %3.",
                                ""),
            {text::all(std::move(sets)), text::verbatim(commons), removed});
    }
    default:
        break;
    }
    // A Death Blossom: one petal per candidate of the stem, in digit order.
    std::vector<TextValue> petals;
    for (int digit = 1; digit <= 9; ++digit) {
        if (step.digits & digitBit(digit))
            //: one petal of a Death Blossom: the stem's digit, then the almost locked set's cells
            petals.push_back(text::phrase(SUDOKU_TEXT("HintText", "%1 in %2", "death blossom petal"),
                {text::number(digit), stepSet(step, static_cast<int>(petals.size()))}));
    }
    return text::phrase(SUDOKU_TEXT("HintText",
                            "Each candidate of %1 (%2) sees all its cells in an almost locked set: %3. Whatever %1 is, "
                            "that set is locked, so one of them holds %4. A cell that sees every %4 of them is not %4.",
                            ""),
        {text::cell(step.keyCells[0]), digits, text::all(std::move(petals)), removed});
}

} // namespace sudoku::logic
