// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The per-technique searches behind logic.h. Each finder hands every instance it finds to a StepSink and
// stops as soon as the sink says so; it returns true when it was stopped. A sink that keeps the first step
// makes findStep allocation-free; one that collects makes findAllSteps.

#include "sudoku/grid/bitcount.h"
#include "sudoku/logic/alsgraph.h"
#include "sudoku/logic/logic.h"
#include "sudoku/logic/text.h"

#include <bit>

namespace sudoku::logic
{

class StepSink
{
public:
    // Returns true to stop the search.
    virtual bool accept(const Step &step) = 0;

protected:
    ~StepSink() = default;
};

// What several finders derive from one position, built on first use and kept for the rest of one findStep,
// findAllSteps or findSteps call (the position does not change meanwhile). Owned by that call: no state
// outlives it.
class PositionData
{
public:
    explicit PositionData(const CandidateGrid &grid)
        : m_grid(grid)
    {
    }
    // The almost locked sets and their restricted commons (overlapping sets linked or not).
    const AlsGraph &alsGraph(bool allowOverlap)
    {
        if (m_alsOverlap != static_cast<int>(allowOverlap)) {
            AlsGraph::Options options;
            options.allowOverlap = allowOverlap;
            m_als.build(m_grid, options);
            m_alsOverlap = allowOverlap;
        }
        return m_als;
    }

private:
    const CandidateGrid &m_grid;
    AlsGraph m_als;
    int m_alsOverlap = -1; // -1 until built, then the allowOverlap it was built with
};

class ChainContext;

// What a finder is given: the position and the options, and what several finders share (the chain tables,
// the almost locked sets), built on first use and owned by one findStep, findAllSteps or findSteps call.
struct FinderContext {
    const CandidateGrid &grid;
    const LogicOptions &options;
    ChainContext &chains;
    PositionData &data;
};
using Finder = bool (*)(FinderContext &context, StepSink &sink);
// Why a step holds, in words (text.h). One per family of techniques, beside its finders.
using StepTextMaker = TextValue (*)(const Step &step);

// A technique's row of the registry (registry.cpp): what technique.h tells everyone, its finder and its text.
struct TechniqueRow {
    TechniqueInfo info;
    Finder find;
    StepTextMaker text;
};
// The rows in the search order (techniqueOrder()).
std::span<const TechniqueRow> techniqueRows();
const TechniqueRow &techniqueRow(Technique technique);

// A cell as a Step's key-cell slot holds it.
inline std::int8_t c8(int cell)
{
    return static_cast<std::int8_t>(cell);
}

inline int popcount(std::uint16_t mask)
{
    return digitCount(mask);
}

// The houses all cells of `cells` share, in the slots of housesOf(cells.first()) (row, column, box or region,
// then a diagonal or window); -1 where they do not share one.
using SharedHouses = std::array<int, 6>;
inline SharedHouses sharedHouses(const CandidateGrid &grid, const CellSet &cells)
{
    SharedHouses shared {-1, -1, -1, -1, -1, -1};
    const auto houses = grid.housesOf(cells.first());
    for (std::size_t k = 0; k < houses.size(); ++k) {
        if (cells.isSubsetOf(grid.houseCells(houses[k])))
            shared[k] = houses[k];
    }
    return shared;
}

bool findFullHouses(const CandidateGrid &grid, StepSink &sink);
bool findHiddenSingles(const CandidateGrid &grid, StepSink &sink);
bool findNakedSingles(const CandidateGrid &grid, StepSink &sink);
// The cell digit d is left in house h once the cells `removed` lose it, when it had two places or more there and
// has one now (the hidden single the removals make: Sudoku Explainer's direct techniques), or -1.
inline int singleLeft(const CandidateGrid &grid, int h, int d, const CellSet &removed)
{
    const CellSet places = grid.digitCells(d) & grid.houseCells(h);
    const CellSet left = places.minus(removed);
    return places.severalCells() && left.single() ? left.first() : -1;
}
// `direct`: Sudoku Explainer's Direct Pointing and Direct Claiming, which place the hidden single their
// eliminations leave in another house of the first one's kind.
bool findPointing(const CandidateGrid &grid, bool direct, StepSink &sink);
bool findClaiming(const CandidateGrid &grid, bool direct, StepSink &sink);
// size 2..4; `locked` selects Locked Pair/Triple (true) or plain Naked subsets (false).
bool findNakedSubsets(const CandidateGrid &grid, int size, bool locked, StepSink &sink);
// `direct` (size 2 or 3): Sudoku Explainer's direct hidden pair or triple, which places the hidden single its
// eliminations leave in the same house.
bool findHiddenSubsets(const CandidateGrid &grid, int size, bool direct, StepSink &sink);
// size 2 (X-Wing), 3 (Swordfish), 4 (Jellyfish).
bool findBasicFish(const CandidateGrid &grid, int size, StepSink &sink);
// Finned (sashimi = false) or sashimi fish of size 2..4.
bool findFinnedFish(const CandidateGrid &grid, int size, bool sashimi, StepSink &sink);
// Siamese fish of size 3 or 4, named finned or sashimi after the fish whose cover lines come first.
bool findSiameseFish(const CandidateGrid &grid, int size, bool sashimi, StepSink &sink);
bool findXYWings(const CandidateGrid &grid, StepSink &sink);
bool findXYZWings(const CandidateGrid &grid, StepSink &sink);
bool findSkyscrapers(const CandidateGrid &grid, StepSink &sink);
bool findTwoStringKites(const CandidateGrid &grid, StepSink &sink);
bool findTurbotFish(const CandidateGrid &grid, StepSink &sink);
// `twoCandidates`: boxes with only two candidates count too (LogicOptions::emptyRectanglesWithTwoCandidates).
bool findEmptyRectangles(const CandidateGrid &grid, bool twoCandidates, StepSink &sink);
bool findDualTwoStringKites(const CandidateGrid &grid, StepSink &sink);
bool findDualEmptyRectangles(const CandidateGrid &grid, StepSink &sink);
// `wrap` selects colour wraps (true) or colour traps (false).
bool findSimpleColours(const CandidateGrid &grid, bool wrap, StepSink &sink);
// `type2`: a colour seeing both colours of another cluster (false: two colours that see each other).
bool findMultiColours(const CandidateGrid &grid, bool type2, StepSink &sink);
bool findWWings(const CandidateGrid &grid, StepSink &sink);
bool findBugPlusOne(const CandidateGrid &grid, StepSink &sink);
// Unique Rectangle types 1 to 6 and Hidden Rectangle (`technique` says which).
bool findUniqueRectangles(const CandidateGrid &grid, Technique technique, bool missingCandidates, StepSink &sink);
bool findAvoidableRectangles(const CandidateGrid &grid, bool type2, StepSink &sink);
bool findSueDeCoqs(const CandidateGrid &grid, StepSink &sink);
// The ALS finders take the graph of PositionData::alsGraph(allowOverlap).
bool findAlsXZ(const AlsGraph &als, StepSink &sink);
bool findAlsXYWings(const AlsGraph &als, bool allowOverlap, StepSink &sink);
bool findAlsXYChains(const AlsGraph &als, StepSink &sink);
bool findDeathBlossoms(const CandidateGrid &grid, const AlsGraph &als, bool allowOverlap, StepSink &sink);
// Killer cages (killer.cpp); they find nothing when the rules have no cages.
bool findCageCombinations(const CandidateGrid &grid, StepSink &sink);
bool findCageLockedDigits(const CandidateGrid &grid, StepSink &sink);
// Innies and Outies: one or two empty cells; `virtualCages`: three to seven, Virtual Cage.
bool findInniesOuties(const CandidateGrid &grid, bool virtualCages, StepSink &sink);

// The texts of the families (each in its finders' file; chains and forcing in chains.cpp and forcing.cpp).
TextValue singleText(const Step &step);
TextValue intersectionText(const Step &step);
TextValue subsetText(const Step &step);
TextValue fishText(const Step &step);
TextValue wingText(const Step &step);
TextValue colourText(const Step &step);
TextValue singleDigitText(const Step &step);
TextValue rectangleText(const Step &step);
TextValue bugText(const Step &step);
TextValue chainText(const Step &step);
TextValue forcingText(const Step &step);
TextValue sueDeCoqText(const Step &step);
TextValue alsText(const Step &step);
TextValue killerText(const Step &step);
TextValue inniesOutiesText(const Step &step);

// Slots every family's text uses: the step's i-th house ("?" when it has none there), its houses [from, to)
// read with "and", its i-th shaded set ("?" when missing).
TextValue stepHouse(const Step &step, int i);
TextValue stepHouses(const Step &step, int from, int to);
TextValue stepSet(const Step &step, int i);

} // namespace sudoku::logic
