// SPDX-License-Identifier: GPL-3.0-or-later
// Killer cages (issue 21): Cage Combination and Cage Locked Digit. A cage's digits are distinct and add up to
// its sum; the digit combinations that can still fill its empty cells, each cell with a digit it can hold,
// rule out the other candidates (Cage Combination), and a digit every such combination holds is locked in the
// cage's cells that can take it (Cage Locked Digit). The rule of 45 (Innies and Outies): the digits of a house,
// or of two or three adjacent rows or columns, add up to 45 each, so the cells a group's cages leave out
// (innies), or the cells of the cages that reach into it outside it (outies), add up to what is left; one such
// cell is placed, two keep only the candidates the other completes. All find nothing when the rules have no
// cages.
#include "sudoku/logic/finders.h"

#include "sudoku/grid/bitcount.h"
#include "sudoku/grid/cagefit.h"
#include "sudoku/grid/cagesums.h"
#include "sudoku/grid/sumcages.h"

#include <algorithm>
#include <bit>
#include <optional>
#include <span>
#include <string>

namespace sudoku::logic
{

namespace
{

// The most combinations one size and sum has (12: five digits adding up to 25, four to 20).
constexpr std::size_t mostCombinations()
{
    std::size_t most = 0;
    for (int size = 1; size <= 9; ++size) {
        for (int sum = 0; sum <= 45; ++sum)
            most = std::max(most, cageCombinations(size, sum).size());
    }
    return most;
}
constexpr std::size_t kMostCombinations = mostCombinations();

int maskSum(unsigned mask)
{
    int sum = 0;
    for (int d = 1; d <= 9; ++d) {
        if (mask & digitBit(d))
            sum += d;
    }
    return sum;
}

// What a cage's empty cells can hold: the digit combinations (masks of distinct digits adding up to the cage's
// sum less its placed digits) that can be assigned to the cells, each cell a digit it still has as a
// candidate, and for each cell the digits some such assignment gives it.
struct CageFill {
    CellSet cells; // the cage's empty cells
    CellSet placed; // the cage's placed cells
    std::array<std::uint16_t, kMostCombinations> combinations {}; // lowest digits first (see cageFill)
    int combinationCount = 0;
    std::array<std::uint16_t, 9> possible {}; // per empty cell in cells' order

    std::span<const std::uint16_t> found() const
    {
        return std::span<const std::uint16_t>(combinations).first(static_cast<std::size_t>(combinationCount));
    }
};

// Takes the combinations of the cage's size and remaining sum (cagesums.h) one by one: one fits when its digits
// can be assigned to the cells, each a digit it has as a candidate (combinationFits, grid/cagefit.h).
CageFill cageFill(const CandidateGrid &grid, const Cage &cage)
{
    CageFill fill;
    int remaining = cage.sum;
    std::array<std::uint16_t, 9> candidates {};
    int n = 0;
    std::uint16_t any = 0;
    for (int cell : cage.cells) {
        if (grid.isEmpty(cell)) {
            fill.cells.insert(cell);
            if (n < 9) {
                candidates[static_cast<std::size_t>(n)] = grid.candidates(cell);
                any |= grid.candidates(cell);
            }
            ++n;
        } else {
            fill.placed.insert(cell);
            remaining -= grid.value(cell);
        }
    }
    if (n == 0 || n > 9)
        return fill;
    const auto cellCandidates = std::span<const std::uint16_t>(candidates).first(static_cast<std::size_t>(n));
    for (const std::uint16_t combination : cageCombinations(n, remaining)) {
        if ((combination & any) != combination)
            continue; // a digit no cell can take
        if (combinationFits(combination, cellCandidates, fill.possible))
            fill.combinations[static_cast<std::size_t>(fill.combinationCount++)] = combination;
    }
    // Lowest digits first, as a player lists them: 1+7 before 2+6 (the masks with their bits reversed, highest
    // first). A handful at most: an insertion sort.
    const auto reversed = [](unsigned mask) {
        unsigned r = 0;
        for (; mask != 0; mask &= mask - 1)
            r |= 1u << (8 - std::countr_zero(mask));
        return r;
    };
    std::array<unsigned, kMostCombinations> keys {};
    for (int i = 0; i < fill.combinationCount; ++i) {
        const std::uint16_t combination = fill.combinations[static_cast<std::size_t>(i)];
        const unsigned key = reversed(combination);
        int j = i;
        for (; j > 0 && keys[static_cast<std::size_t>(j - 1)] < key; --j) {
            keys[static_cast<std::size_t>(j)] = keys[static_cast<std::size_t>(j - 1)];
            fill.combinations[static_cast<std::size_t>(j)] = fill.combinations[static_cast<std::size_t>(j - 1)];
        }
        keys[static_cast<std::size_t>(j)] = key;
        fill.combinations[static_cast<std::size_t>(j)] = combination;
    }
    return fill;
}

// The digits of a combination as a sum, "1+2+4".
TextValue combinationText(std::uint16_t mask)
{
    std::string sum;
    for (int d = 1; d <= 9; ++d) {
        if (mask & digitBit(d))
            sum += (sum.empty() ? "" : "+") + std::to_string(d);
    }
    return text::verbatim(sum);
}

TextValue combinationsText(const Step &step)
{
    std::vector<TextValue> combinations;
    for (std::uint16_t mask : step.combinations)
        combinations.push_back(combinationText(mask));
    return text::any(std::move(combinations));
}

// "r1c1 and r1c2 cannot be 4, 8 or 9 and r2c1 cannot be 6": the digits removed from the same cells together.
TextValue removalsText(const Step &step)
{
    std::vector<TextValue> removals;
    std::uint16_t done = 0;
    for (int d = 1; d <= 9; ++d) {
        const CellSet &cells = step.eliminations[d - 1];
        if (cells.empty() || (done & digitBit(d)))
            continue;
        std::vector<TextValue> digits;
        for (int e = d; e <= 9; ++e) {
            if (step.eliminations[e - 1] == cells) {
                digits.push_back(text::number(e));
                done |= digitBit(e);
            }
        }
        //: a killer step's removal: %1 one or more cells, %2 the digits they lose ("4, 8 or 9")
        removals.push_back(
            text::phrase(SUDOKU_TEXT("HintText", "%1 cannot be %2", "killer: cells that lose candidates"),
                {text::cells(cells), text::any(std::move(digits))}));
    }
    return text::all(std::move(removals));
}

Step cageStep(Technique technique, const CageFill &fill)
{
    Step step;
    step.technique = technique;
    step.cells = fill.cells;
    const auto found = fill.found();
    step.combinations.assign(found.begin(), found.end());
    return step;
}

} // namespace

bool findCageCombinations(const CandidateGrid &grid, StepSink &sink)
{
    for (const Cage &cage : grid.rules().cages()) {
        const CageFill fill = cageFill(grid, cage);
        if (fill.combinationCount == 0)
            continue; // no empty cell, or a broken position: nothing to say
        Step step = cageStep(Technique::CageCombination, fill);
        step.otherCells = fill.placed;
        int i = 0;
        for (int cell : fill.cells) {
            const std::uint16_t gone = grid.candidates(cell) & ~fill.possible[static_cast<std::size_t>(i++)];
            for (int d = 1; d <= 9; ++d) {
                if (gone & digitBit(d))
                    step.eliminations[d - 1].insert(cell);
            }
        }
        for (std::uint16_t mask : fill.found())
            step.digits |= mask;
        if (step.isProductive() && sink.accept(step))
            return true;
    }
    return false;
}

bool findCageLockedDigits(const CandidateGrid &grid, StepSink &sink)
{
    for (const Cage &cage : grid.rules().cages()) {
        const CageFill fill = cageFill(grid, cage);
        if (fill.combinationCount == 0)
            continue;
        std::uint16_t always = 0x1ff;
        for (std::uint16_t mask : fill.found())
            always &= mask;
        for (int d = 1; d <= 9; ++d) {
            if (!(always & digitBit(d)))
                continue;
            CellSet where;
            int i = 0;
            for (int cell : fill.cells) {
                if (fill.possible[static_cast<std::size_t>(i++)] & digitBit(d))
                    where.insert(cell);
            }
            if (where.empty())
                continue;
            CellSet seeing = grid.digitCells(d).minus(cage.cells);
            for (int cell : where)
                seeing &= grid.peers(cell);
            if (seeing.empty())
                continue;
            Step step = cageStep(Technique::CageLockedDigit, fill);
            step.digits = digitBit(d);
            step.otherCells = where;
            for (int house : sharedHouses(grid, where)) {
                if (house >= 0)
                    step.addHouse(grid.house(house));
            }
            step.eliminations[d - 1] = seeing;
            if (sink.accept(step))
                return true;
        }
    }
    return false;
}

namespace
{

// The rule of 45 reasons about at most this many empty cells at once (Virtual Cage: three to seven). Seven reach
// most of what a whole house would at a fraction of the search: on 100 generated killers, seven left 26 to trial
// and error and nine 25, at a median rating of 5 against 28 ms (two, before the Virtual Cage, left 57).
constexpr int kMaxSumCells = 7;

// The candidates of `cells` that some filling of them adds up to `sum` with: each cell one of its candidates,
// different digits in cells that see each other. One search per candidate not yet seen in a filling, each
// stopping at its first filling (whose digits all stay), cut by the least and the most the cells left can add
// up to. An empty mask for a cell: no filling at all (a broken position).
class SumFill
{
public:
    SumFill(const CandidateGrid &grid, const CellSet &cells)
    {
        if (cells.count() > kMaxSumCells)
            return; // no cell: every mask empty
        for (int cell : cells) {
            for (int j = 0; j < m_count; ++j) {
                if (grid.sees(m_cells[static_cast<std::size_t>(j)], cell))
                    m_seen[static_cast<std::size_t>(m_count)] |= 1u << j;
            }
            m_cells[static_cast<std::size_t>(m_count)] = cell;
            m_masks[static_cast<std::size_t>(m_count)] = grid.candidates(cell);
            ++m_count;
        }
    }

    // The candidates of each cell that some filling keeps.
    std::array<std::uint16_t, kMaxSumCells> kept(int sum)
    {
        std::array<std::uint16_t, kMaxSumCells> kept {};
        for (int j = 0; j < m_count; ++j) {
            const std::uint16_t own = m_masks[j];
            for (int d = 1; d <= 9; ++d) {
                if (!(own & digitBit(d)) || (kept[static_cast<std::size_t>(j)] & digitBit(d)))
                    continue;
                m_masks[j] = digitBit(d);
                bounds();
                if (fill(0, sum)) {
                    for (int i = 0; i < m_count; ++i)
                        kept[static_cast<std::size_t>(i)] |= digitBit(m_digits[i]);
                }
                m_masks[j] = own;
            }
        }
        return kept;
    }

private:
    void bounds()
    {
        m_least[m_count] = 0;
        m_most[m_count] = 0;
        for (int i = m_count - 1; i >= 0; --i) {
            const auto mask = static_cast<unsigned>(m_masks[i]);
            m_least[i] = m_least[i + 1] + std::countr_zero(mask) + 1;
            m_most[i] = m_most[i + 1] + std::bit_width(mask);
        }
    }

    bool fill(int i, int left)
    {
        if (i == m_count || i == kMaxSumCells) // the same (m_count is at most kMaxSumCells), said so for GCC
            return left == 0;
        if (left < m_least[i] || left > m_most[i])
            return false;
        for (int d = 1; d <= 9 && d <= left; ++d) {
            if (!(m_masks[i] & digitBit(d)) || (m_holding[d] & m_seen[i]))
                continue; // not a candidate, or in a cell before it that it sees
            m_digits[i] = d;
            m_holding[d] |= 1u << i;
            const bool filled = fill(i + 1, left - d);
            m_holding[d] &= ~(1u << i);
            if (filled)
                return true;
        }
        return false;
    }

    int m_count = 0;
    std::array<unsigned, kMaxSumCells> m_seen {}; // bit j: cell j (before this one) sees it
    std::array<unsigned, 10> m_holding {}; // [d] bit i: cell i holds d in the filling being built
    std::array<int, kMaxSumCells> m_cells {};
    std::array<std::uint16_t, kMaxSumCells> m_masks {};
    std::array<int, kMaxSumCells> m_digits {};
    std::array<int, kMaxSumCells + 1> m_least {};
    std::array<int, kMaxSumCells + 1> m_most {};
};

// The step the rule of 45 gives when the empty cells `cells` (one to kMaxSumCells) add up to `sum`, or nothing.
std::optional<Step> sumStep(const CandidateGrid &grid, const CellSet &cells, int sum)
{
    Step step;
    step.technique = cells.count() <= 2 ? Technique::InniesOuties : Technique::VirtualCage;
    step.cells = cells;
    if (cells.count() == 1) {
        const int cell = cells.first();
        if (sum < 1 || sum > 9 || !grid.hasCandidate(cell, sum) || grid.candidates(cell) == digitBit(sum))
            return std::nullopt;
        step.placementCell = c8(cell);
        step.placementDigit = static_cast<std::uint8_t>(sum);
        step.digits = digitBit(sum);
        return step;
    }
    if (cells.count() > kMaxSumCells)
        return std::nullopt;
    const auto kept = SumFill(grid, cells).kept(sum);
    int k = 0;
    for (int cell : cells) {
        const std::uint16_t mask = kept[static_cast<std::size_t>(k++)];
        if (mask == 0)
            return std::nullopt; // a broken position
        step.digits |= mask;
        for (int d = 1; d <= 9; ++d) {
            if (grid.hasCandidate(cell, d) && !(mask & digitBit(d)))
                step.eliminations[d - 1].insert(cell);
        }
    }
    if (!step.isProductive())
        return std::nullopt;
    return step;
}

} // namespace

bool findInniesOuties(const CandidateGrid &grid, bool virtualCages, StepSink &sink)
{
    const auto &cages = grid.rules().cages();
    if (cages.empty())
        return false;
    for (const detail::SumArea &group : grid.rules().sumAreas()) {
        const CellSet &area = group.cells;
        const CellSet &inside = group.inside; // the cells of the cages wholly inside the area
        const CellSet &reaching = group.reaching; // the cells of the cages that reach into the area
        const int insideSum = group.insideSum;
        const int reachingSum = group.reachingSum;
        const int total = 45 * group.count;
        // Innies: the area's cells outside its cages; outies: the reaching cages' cells outside the area, when
        // the cages cover the whole area.
        for (const bool outies : {false, true}) {
            if (outies && !area.isSubsetOf(reaching))
                continue;
            const CellSet cells = outies ? reaching.minus(area) : area.minus(inside);
            int sum = outies ? reachingSum - total : total - insideSum;
            CellSet empty;
            for (int cell : cells) {
                if (grid.isEmpty(cell))
                    empty.insert(cell);
                else
                    sum -= grid.value(cell);
            }
            if (empty.empty() || empty.count() > kMaxSumCells || (empty.count() > 2) != virtualCages)
                continue;
            auto step = sumStep(grid, empty, sum);
            if (!step)
                continue;
            for (int k = 0; k < group.count; ++k)
                step->addHouse(grid.house(group.houses[static_cast<std::size_t>(k)]));
            step->otherCells = cells.minus(empty);
            step->sums = {static_cast<std::int16_t>(outies ? 1 : 0),
                static_cast<std::int16_t>(outies ? reachingSum : insideSum), static_cast<std::int16_t>(sum)};
            if (sink.accept(*step))
                return true;
        }
    }
    return false;
}

TextValue inniesOutiesText(const Step &step)
{
    const int total = 45 * step.houseCount;
    const TextValue houses = stepHouses(step, 0, step.houseCount);
    const TextValue cells = text::cells(step.cells | step.otherCells);
    const TextValue placed = step.otherCells.empty() ? text::verbatim("") : text::cells(step.otherCells);
    TextValue reason;
    if (step.sums[0] == 1) {
        reason = text::phrase(SUDOKU_TEXT("HintText",
                                  "The digits of %1 add up to %2, 45 a house, and the cages that reach into them to "
                                  "%3. So the cages' cells outside them, %4, add up to %5.",
                                  "killer: outies, the rule of 45"),
            {houses, text::number(total), text::number(step.sums[1]), cells, text::number(step.sums[1] - total)});
    } else {
        reason = text::phrase(SUDOKU_TEXT("HintText",
                                  "The digits of %1 add up to %2, 45 a house, and the cages wholly inside them to %3. "
                                  "So their other cells, %4, add up to %5.",
                                  "killer: innies, the rule of 45"),
            {houses, text::number(total), text::number(step.sums[1]), cells, text::number(total - step.sums[1])});
    }
    if (step.hasPlacement()) {
        if (!step.otherCells.empty())
            return text::phrase(SUDOKU_TEXT("HintText", "%1 Less the digits in %2, %3 is %4.",
                                    "killer: innies/outies, a placement; %2 the placed cells"),
                {reason, placed, text::cell(step.placementCell), text::number(step.placementDigit)});
        return text::phrase(SUDOKU_TEXT("HintText", "%1 So %2 is %3.", "killer: innies/outies, a placement"),
            {reason, text::cell(step.placementCell), text::number(step.placementDigit)});
    }
    if (step.cells.count() == 2) {
        if (!step.otherCells.empty())
            return text::phrase(SUDOKU_TEXT("HintText",
                                    "%1 Less the digits in %2, the two empty ones add up to %3: %4, as no candidate of "
                                    "the other cell completes the sum.",
                                    "killer: innies/outies, two cells; %2 the placed cells"),
                {reason, placed, text::number(step.sums[2]), removalsText(step)});
        return text::phrase(SUDOKU_TEXT("HintText", "%1 So %2, as no candidate of the other cell completes the sum.",
                                "killer: innies/outies, two cells"),
            {reason, removalsText(step)});
    }
    if (!step.otherCells.empty())
        return text::phrase(SUDOKU_TEXT("HintText",
                                "%1 Less the digits in %2, the empty ones add up to %3: %4, as no candidates of the "
                                "other cells complete the sum (with different digits where cells see each other).",
                                "killer: innies/outies, three to seven cells; %2 the placed cells"),
            {reason, placed, text::number(step.sums[2]), removalsText(step)});
    return text::phrase(SUDOKU_TEXT("HintText",
                            "%1 So %2, as no candidates of the other cells complete the sum (with different digits "
                            "where cells see each other).",
                            "killer: innies/outies, three to seven cells"),
        {reason, removalsText(step)});
}

TextValue killerText(const Step &step)
{
    const int sum = step.combinations.empty() ? 0 : maskSum(step.combinations.front());
    if (step.technique == Technique::CageLockedDigit) {
        return text::phrase(SUDOKU_TEXT("HintText",
                                "The empty cells %1 of a cage add up to %2 with different digits: only %3 can fill "
                                "them. Each of these holds %4, and in the cage %4 can only go in %5. So %6, as they "
                                "see all of those cells.",
                                "killer: cage locked digit"),
            {text::set(step.cells), text::number(sum), combinationsText(step), text::number(stepDigit(step)),
                text::cells(step.otherCells), removalsText(step)});
    }
    if (step.otherCells.empty()) {
        return text::phrase(SUDOKU_TEXT("HintText",
                                "The cage %1 adds up to %2 with different digits: only %3 can fill it, each cell "
                                "with a digit it can still hold. So %4.",
                                "killer: cage combination"),
            {text::set(step.cells), text::number(sum), combinationsText(step), removalsText(step)});
    }
    return text::phrase(SUDOKU_TEXT("HintText",
                            "The empty cells %1 of a cage add up to %2 with different digits (the cage's sum less the "
                            "digits in %3): only %4 can fill them, each cell with a digit it can still hold. So %5.",
                            "killer: cage combination, some of the cage's cells placed"),
        {text::set(step.cells), text::number(sum), text::cells(step.otherCells), combinationsText(step),
            removalsText(step)});
}

} // namespace sudoku::logic
