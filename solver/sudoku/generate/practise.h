// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Practise a technique (HoDoKu's learning and practising modes): a puzzle whose rating path, the easiest-step
// solve that rate() and the hints walk (rating.h), takes at least one step of a wanted technique.
//
// The Generator does the work: each attempt is one generate() call with maxAttempts 1 at a target level, its
// keepIf keeping the clue removal within that level (rated with the techniques capped at it) and its acceptIf
// taking a finished puzzle only when that same rating reached the level and used a wanted technique
// (Rating::usesOf). The acceptIf's rating is the puzzle's rating (a solve within the cap takes the same steps
// as an uncapped one), so it is kept instead of rating again; solveUntil() then finds, once per puzzle given,
// the position just before the first wanted step.
//
//   Learn:    the puzzle is at a wanted technique's own level (with techniques of several levels, the attempts
//             take the levels in turn) and opens at the position before the first wanted step.
//   Practise: the puzzle is at a chosen level, at least the lowest level of the wanted techniques, and is played
//             from the start (a wanted technique above that level cannot appear and is ignored).
//
// Each attempt is one random grid; after maxAttempts the generator gives up (gaveUp()): some techniques are
// taken so rarely by the easiest-step solve that the generator essentially never yields
// them (BENCHMARKS.md, "Practise", lists them). The same seed and options give the same puzzle; a stop token
// cancels.

#include "sudoku/generate/generator.h"
#include "sudoku/logic/rating.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace sudoku
{

enum class PractiseMode : std::uint8_t { Learn, Practise };

// True when `technique` can be practised in `variant`: its finder holds under the variant's rules
// (techniqueFits) and, for the cage techniques, the variant has cages.
bool practiseFits(Technique technique, Variant variant);
// Every technique that fits `variant`, in the order findStep tries them.
std::vector<Technique> practiseTechniques(Variant variant);

struct PractiseOptions {
    TechniqueSet wanted;
    PractiseMode mode = PractiseMode::Learn;
    Level level = Level::Hard; // Practise: the puzzle's level; Learn ignores it
    Variant variant = Variant::Classic;
    Symmetry symmetry = Symmetry::Rotate180;
    // Random grids tried before giving up; 0: no limit. The default bounds a give-up to about 10 s of one core at
    // Master (about 1 ms a grid), 5 s at Medium (BENCHMARKS.md, "Practise").
    int maxAttempts = kDefaultPractiseAttempts;
    static constexpr int kDefaultPractiseAttempts = 10000;
    std::stop_token stopToken;
    // Called after every attempt with the number of attempts so far (on the calling thread).
    std::function<void(int attempts)> progress;
};

// Empty when the options can be used, else what is wrong (English; the programs check first and say it their way):
// no technique wanted, a technique that does not fit the variant, a practise level below every wanted technique.
std::string practiseProblem(const PractiseOptions &options);

struct PractisePuzzle {
    GeneratedPuzzle generated; // the puzzle, its solution, its rating (the attempts are this puzzle's)
    SolveUntil until; // the solve up to the first wanted step (until.before.end: the position before it)
    Level level = Level::Easy; // the level it was made at
};

class PractiseGenerator
{
public:
    explicit PractiseGenerator(std::uint64_t seed);

    // A puzzle for `options` (which must pass practiseProblem()); nullopt when cancelled or when the attempts
    // ran out (gaveUp()).
    std::optional<PractisePuzzle> generate(const PractiseOptions &options);
    bool gaveUp() const { return m_gaveUp; }
    // Random grids the last generate() tried.
    int attempts() const { return m_attempts; }

private:
    Generator m_generator;
    bool m_gaveUp = false;
    int m_attempts = 0;
};

} // namespace sudoku
