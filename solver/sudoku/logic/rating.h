// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Difficulty rating: solve the way a person would, always taking the easiest step that applies (findStep in
// logic.h, the step the hints give too: as Sudoku Explainer chooses, the step of the lowest stepDifficulty()),
// and grade by the hardest step that was needed.
//
// The rating is on Sudoku Explainer's scale, and a level is a band of it: the level of a puzzle is the band its
// hardest step falls in, the level of a technique the band of its difficulty, so a level and a rating never
// disagree in order (an Expert puzzle always rates below a Master one). Each level allows the techniques whose
// difficulty is in its band or below it (the difficulties are registry.cpp's):
//
//   Easy     below 2.5   Full House 1.0, Hidden Single 1.2 (1.5 in a line), Naked Single 2.3
//   Medium   2.5 to 3.2  Pointing 2.6, Claiming 2.8, Locked Pair 2.9, Naked Pair 3.0; Cage Combination 2.5
//   Hard     3.2 to 4.5  X-Wing 3.2, Hidden Pair 3.4, Locked Triple 3.5, Naked Triple 3.6, Swordfish 3.8, Hidden
//                        Triple 4.0, XY-Wing 4.2, XYZ-Wing 4.4; Cage Locked Digit 3.2, Innies and Outies 3.4
//   Expert   4.5 to 7.0  Unique Rectangles 4.5-5.7, Naked Quad 5.0, Jellyfish 5.2, Hidden Quad 5.4, BUG+1 5.6,
//                        Skyscraper, 2-String Kite, Simple Colouring, X-Chain, Remote Pair 6.6-6.7, Avoidable
//                        Rectangles 6.8, XY-Chain 6.9
//   Master   7.0 to 8.5  W-Wing, nice loops and AICs 7.0, Turbot Fish, Sue de Coq 7.1, Empty Rectangle, Hidden
//                        Rectangle, Multi-Colouring, finned, sashimi and Siamese fish 7.2-7.8, ALS-XZ, ALS-XY-Wing,
//                        Death Blossom 8.0, grouped chains and loops 8.1, ALS-XY-Chain 8.3 (and the dual patterns)
//   Extreme  8.5 and up  forcing chains and forcing nets (contradiction and verity)
//
// (the unique rectangles, BUG+1 and the avoidable and hidden rectangles only when the puzzle is known to be unique).
// A step's difficulty adds to its technique's the length term of its chain (or of its sets' cells) and the nesting
// of a net, so a long chain of a technique of one level can make a puzzle of the next: its rating says how hard it
// is, and the level follows the rating. The solve takes the cheapest step at every position, so it reaches a
// band only where no step of a lower one applies.
//
// Apart from the levels, a puzzle none of these finishes needs trial and error: Rating::needsTrialAndError
// (solved = false with every technique allowed; its level reads Extreme, which is what an old "extreme"
// meant, and the CLI, the GUI and the README name it "trial and error" instead of a level). Forcing nets
// finish every known puzzle with one solution; a puzzle with several solutions (e.g. the empty grid) gets
// stuck.
//
// Every level stays common enough among random puzzles for a generator that accepts only exact matches. Of 2,000
// puzzles of the generator with no level asked (seed 1), reduced until no clue can go (minimal) or no pair of
// clues for a half-turn symmetry: minimal Easy 50%, Medium 10%, Hard 6%, Expert 11%, Master 22%, Extreme 1.1%;
// symmetric Easy 71%, Medium 5%, Hard 5%, Expert 7%, Master 11%, Extreme 0.4% (BENCHMARKS.md).
//
// Numeric rating, on Sudoku Explainer's scale (one decimal is meaningful, two are printed), as Sudoku Explainer
// rates:
//
//   solved:  rating = peak
//   stuck:   rating = 10.0 + 0.05 * log2(1 + e),   e = empty cells when no technique applies any more
//
// where peak is the highest stepDifficulty() of the solve: the technique's difficulty (a hidden single 0.3 more in
// a row, column or diagonal than in a box, as SE: 1.5 and 1.2), plus for chains and nets Sudoku Explainer's length
// term of the chain and 0.5 per nesting level of a net, for ALS techniques and Sue de Coq the same term of the cells
// of their sets. The difficulties are Sudoku Explainer 1.2.1's where it has the technique under the same rules,
// else calibrated on the train half of docs/bench-rating.md (the SE ratings of the puzzles whose hardest step the
// technique makes); XY-Chain's 6.9 is SE's 6.6 corrected for our shorter count of its length; the registry
// (registry.cpp) lists them. The rating once added 0.05 (0.2 at Extreme) per doubling of the steps at the hardest
// level; on SE-rated samples of the public sets the difficulties were calibrated on, the hardest step alone ranks
// as well and comes closer to SE's ratings, and so it does on a held-out set (BENCHMARKS.md).
//
// Speed: up to Hard tens of microseconds; past it the chains take most of the time, a median 2.2 ms and p95 31 ms
// on magictour_top1465 (one AMD EPYC core, BENCHMARKS.md). A generator after an exact level L, on unique puzzles:
//
//   RateOptions options;
//   options.assumeUnique = true;
//   options.maxLevel = L;                  // techniques above L are not even tried
//   keepIf   = [&](const Board &p) { return solvableWithin(p, options); };           // needs nothing above L
//   acceptIf = [&](const Board &p) { return rate(p, options).level == L; };          // and needs L
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

// The bands of the rating (levels above): the level whose band holds `difficulty`, where a band starts and where
// it ends (the next one's start; Extreme's has no end: infinity).
Level levelOfDifficulty(double difficulty);
double levelFloor(Level level);
double levelCeiling(Level level);
// The band of its difficulty.
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
    // The deepest forcing nets tried (LogicOptions::forcingNetLevel): below 2 a puzzle whose solve would nest nets
    // ends stuck instead. A solve that finishes below 2 is the full solve (the nets are tried shallowest first).
    int forcingNetLevel = 2;
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

// A rating made with RateOptions::maxLevel = `level` that a generator after that level keeps: solved, and no step
// of it harder than the level's band (a long chain of a technique of the level can rate above it).
inline bool solvedWithin(const Rating &rating, Level level)
{
    return rating.solved && rating.level <= level;
}

// Whether the techniques up to options.maxLevel finish `puzzle` within that level: what solvedWithin(rate(puzzle,
// options), options.maxLevel) says, found faster, for a generator's keepIf (every clue it tries to remove). The
// solve takes the steps of findEasiestSteps (logic.h): at a position whose easiest technique is up to Hard, every
// instance of it at once, which needs the same techniques as the rating's one step at a time in fewer, larger
// strides (a Killer's path is mostly cage combinations, one per step, each after every cheaper finder ran again),
// and leaves a direct technique to its pattern and the singles where the pattern's technique is allowed too.
// The two can differ where taking a pattern's steps together changes what comes after; the generator's acceptIf
// rates the exact path, so a puzzle's level never depends on this.
bool solvableWithin(const Board &puzzle, const RateOptions &options);

} // namespace sudoku
