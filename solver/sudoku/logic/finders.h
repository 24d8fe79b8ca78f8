// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The per-technique searches behind logic.h. Each finder hands every instance it finds to a StepSink and
// stops as soon as the sink says so; it returns true when it was stopped. A sink that keeps the first step
// makes findStep allocation-free; one that collects makes findAllSteps.

#include "sudoku/grid/bitcount.h"
#include "sudoku/logic/alsgraph.h"
#include "sudoku/logic/logic.h"

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

inline int popcount(std::uint16_t mask)
{
    return bitCount32(mask);
}

// The order in which houses are scanned: boxes first (where people look first), then rows, then columns.
inline constexpr std::array<std::uint8_t, kHouseCount> kHouseScanOrder {
    18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17};

bool findFullHouses(const CandidateGrid &grid, StepSink &sink);
bool findHiddenSingles(const CandidateGrid &grid, StepSink &sink);
bool findNakedSingles(const CandidateGrid &grid, StepSink &sink);
bool findPointing(const CandidateGrid &grid, StepSink &sink);
bool findClaiming(const CandidateGrid &grid, StepSink &sink);
// size 2..4; `locked` selects Locked Pair/Triple (true) or plain Naked subsets (false).
bool findNakedSubsets(const CandidateGrid &grid, int size, bool locked, StepSink &sink);
bool findHiddenSubsets(const CandidateGrid &grid, int size, StepSink &sink);
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

} // namespace sudoku::logic
