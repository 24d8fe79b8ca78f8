// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Difficulty rating: solve the way a person would, always taking the easiest step that applies (findStep in
// logic.h, the step the hints give too), and grade by the hardest technique that was needed. "Easiest": up to
// Expert the first step in the technique order (the levels agree with HoDoKu's); at Master, among the first
// instances of all Master techniques, the step of the lowest stepDifficulty(), the one Sudoku Explainer would
// rate lowest (taking the technique order's step there instead rates the puzzle by a longer chain or a bigger
// ALS than it needs: docs/bench-rating.md); at Extreme the technique order again (forcing chains before nets,
// the shortest first).
//
// Levels and the techniques each one allows (a puzzle's level is the level of the hardest technique its
// easiest-step solve needed; every level allows the techniques of the levels below it):
//
//   Easy     Full House, Hidden Single, Naked Single
//   Medium   Pointing, Claiming, Locked Pair, Naked Pair, Hidden Pair, Locked Triple, Naked Triple, Hidden Triple
//   Hard     Naked Quad, Hidden Quad, X-Wing, Swordfish, Jellyfish, XY-Wing, XYZ-Wing
//   Expert   Unique Rectangle type 1 and BUG+1 (these two only when the puzzle is known to be unique),
//            Skyscraper, 2-String Kite, Simple Colouring (trap, wrap), W-Wing
//   Master   Unique Rectangle types 2-6, Hidden and Avoidable Rectangles, Turbot Fish, Empty Rectangle, the
//            dual patterns, finned/sashimi/Siamese fish, Multi-Colouring; Sue de Coq, ALS-XZ, ALS-XY-Wing,
//            ALS-XY-Chain, Death Blossom; the chains and loops (X-Chain, XY-Chain, Remote Pair, nice loops and
//            AICs, plain and grouped)
//   Extreme  forcing chains and forcing nets (contradiction and verity)
//
// Apart from the levels, a puzzle none of these finishes needs trial and error: Rating::needsTrialAndError
// (solved = false with every technique allowed; its level reads Extreme, which is what an old "extreme"
// meant, and the CLI, the GUI and the README name it "trial and error" instead of a level). Forcing nets
// finish every known puzzle with one solution; a puzzle with several solutions (e.g. the empty grid) gets
// stuck.
//
// Levels are monotone in the order findStep tries techniques, and the solve takes a step of the lowest level
// that has one, so it never reaches a harder level than the puzzle needs. Hard groups the bigger versions of
// Medium's patterns (quads, fish, wings of bivalue cells); Expert the reasoning along strong links
// (single-digit chains, colouring, W-Wing) and uniqueness. The split also keeps every level common enough
// among random minimal puzzles for a generator that accepts only exact matches. In samples of 5,000 random
// puzzles reduced until no clue (pair of clues, for 180-degree symmetry) can go: minimal Easy 40%, Medium
// 20%, Hard 5%, Expert 11%, Extreme 24%; symmetric Easy 67%, Medium 10%, Hard 4%, Expert 10%, Extreme 10%.
//
// Numeric rating, on Sudoku Explainer's scale (one decimal is meaningful, two are printed):
//
//   solved:  rating = max(peak, difficulty(h)) + w * log2(k)
//   stuck:   rating = 10.0 + 0.05 * log2(1 + e),   e = empty cells when no technique applies any more
//
// where peak is the highest stepDifficulty() of the solve (the technique's difficulty, plus for chains and
// nets Sudoku Explainer's length term of the chain and 0.5 per nesting level of a net, for ALS techniques and
// Sue de Coq the same term of the cells of their sets), h the hardest technique used
// (highest level, then highest difficulty), k the number of steps that used a technique of h's level, and
// w = 0.05 up to Master, 0.2 at Extreme (Sudoku Explainer rates a puzzle that needs many forcing steps
// higher: it needs nested chains where we take several nets). The difficulties are Sudoku Explainer 1.2.1's
// where it has the technique under the same rules, else calibrated on the train half of
// docs/bench-rating.md (the SE ratings of the puzzles whose hardest step the technique makes); XY-Chain's
// 6.9 is SE's 6.6 corrected for our shorter count of its length; the registry (registry.cpp) lists them. Since the
// solve takes the cheapest Master step, the peak step is the one Sudoku Explainer's rating rests on far more often, and
// the rank correlation with it above Expert rose from 0.80 to 0.90 (docs/bench-rating.md). So the rating no longer
// tells the level by its integer part: an Expert puzzle (a Skyscraper, 6.6) can rate above an Extreme one (a unique
// rectangle type 2, 4.5), as in Sudoku Explainer.
//
// Speed: up to Expert tens of microseconds; past it the chains take most of the time, a median 4.7 ms and p95 87 ms
// on magictour_top1465 (one Xeon core, docs/bench-logic.md). A generator after an exact level L, on unique puzzles:
//
//   RateOptions options;
//   options.assumeUnique = true;
//   options.maxLevel = L;                  // techniques above L are not even tried
//   keepIf   = [&](const Board &p) { return rate(p, options).solved; };      // needs nothing above L
//   acceptIf = [&](const Board &p) { return rate(p, options).level == L; };  // and needs L
//
// (for L = Extreme drop keepIf: a puzzle that needs guessing is never "solved").

#include "sudoku/logic/logic.h"

#include <array>
#include <optional>
#include <stop_token>
#include <string_view>
#include <vector>

namespace sudoku
{

std::string_view levelName(Level level); // "Easy", ..., "Master", "Extreme"
const TextSource &levelText(Level level); // the same, for the app to translate (text.h)
std::string_view levelId(Level level); // "easy", ..., "master", "extreme"
std::optional<Level> levelFromName(std::string_view name); // id or name, any case

Level techniqueLevel(Technique technique);
double techniqueDifficulty(Technique technique);
// Sudoku Explainer's length term for a chain of `length` (0.1 more each time it passes 4, 6, 8, 12, 16, ...).
double chainLengthDifficulty(int length);
// One step's difficulty: its technique's, plus for chains and nets the length term of its chainLength and
// for nets a term per nesting level; for steps with sets but no chain (ALS, Sue de Coq) the length term of
// the number of cells in the sets.
double stepDifficulty(const Step &step);
// Every technique of `level` and of the levels below it.
TechniqueSet techniquesUpTo(Level level);

struct RateOptions {
    // Allow Unique Rectangle type 1 and BUG+1; set only for puzzles known to have exactly one solution.
    bool assumeUnique = false;
    bool uniquenessMissingCandidates = true; // see LogicOptions
    // Techniques above this level are not tried: a puzzle needing them ends stuck and rates Extreme, which
    // is all a generator asking for `maxLevel` needs to know to reject it. Extreme = no cap.
    Level maxLevel = Level::Extreme;
    // Polled before every step: once a stop is requested the rating ends there, `stopped` (and nothing else
    // in it holds). One step is the longest a stop waits, instead of a whole hard rating.
    std::stop_token stopToken;

    LogicOptions logicOptions() const;
};

struct Rating {
    Level level = Level::Easy;
    double score = 1.0;
    bool solved = false; // false: no allowed technique applied before the grid was full
    // Not solved although every technique was allowed (maxLevel Extreme): only trial and error goes on. A
    // puzzle stuck under a lower maxLevel needs more than that level, not necessarily guessing: false.
    bool needsTrialAndError = false;
    bool stopped = false; // RateOptions::stopToken ended it before the grid was full
    std::optional<Technique> hardest; // the hardest technique used; nullopt when no step was needed
    int steps = 0;
    int emptyWhenStuck = 0; // empty cells left when the solve got stuck (0 when solved)
    double peak = 0.0; // the highest stepDifficulty() of the solve; 0 when only the counts are known
    std::array<std::uint16_t, kTechniqueCount> uses {}; // steps per technique

    int usesOf(Technique t) const { return uses[static_cast<std::size_t>(t)]; }
};

// Rates a puzzle (its givens and entries are the start position, candidates computed from them).
Rating rate(const Board &puzzle, const RateOptions &options = {});
// Rates a position, pencil marks as they are.
Rating rate(const CandidateGrid &position, const RateOptions &options = {});

// The same solve, recording every step: replaying `steps` on `start` with applyStep reproduces it.
struct LogicalSolve {
    CandidateGrid start;
    std::vector<Step> steps;
    CandidateGrid end;
    Rating rating;
};
LogicalSolve solveLogically(const CandidateGrid &start, const RateOptions &options = {});

// The same solve up to the first step of a technique in `wanted`, which it does not take: `before` holds the steps
// before it, `before.end` the position just before it, and its rating the counts of those steps (unfinished, so
// not solved); `step` is that first step. nullopt when the solve never takes one (it was finished, got stuck or
// was stopped first). Where a learner meets a technique for the first time in a puzzle (the Practise dialog, the
// glossary's examples).
//
// What "first step" means (SolveUntilMode):
//   Takes    the first step of the solve that is of a wanted technique: the solve's own next step.
//   Applies  the first position of the solve where a wanted technique applies, whether or not the solve takes it:
//            at every position, before the solve's next step, the finders of the wanted techniques alone are
//            asked (findStep with only them enabled; the first found, in the step order), and their step is
//            returned without being taken. A sound step of the wanted technique, though an easier one may come
//            first on the path; for the techniques the easiest-step solve almost never takes (a dual kite,
//            Siamese fish, Remote Pair: an easier step always comes first), the glossary's examples.
// Both return the same when the solve takes a wanted step before one applies elsewhere; Takes is the rating's
// path (Practise uses it), Applies costs one more search of the wanted techniques per position.
enum class SolveUntilMode { Takes, Applies };
struct SolveUntil {
    LogicalSolve before;
    Step step;
};
std::optional<SolveUntil> solveUntil(const CandidateGrid &start, const TechniqueSet &wanted,
    const RateOptions &options = {}, SolveUntilMode mode = SolveUntilMode::Takes);

// The rating of a finished solve: level and score from the counts, as documented above.
void finishRating(Rating &rating);

} // namespace sudoku
