// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Puzzle generation: a random full grid, then clues taken away while the solution stays unique.
//
//  1. A random complete grid by randomized backtracking (seed 001's first method, done right: the cell with
//     the fewest candidates first, digits in random order, so it never gets stuck and needs no retries),
//  2. varied further by a random validity-preserving transformation (seed 001's second method generalised:
//     digit relabelling, row swaps inside bands, column swaps inside stacks, band swaps, stack swaps and
//     transposition; together they reach every grid of the same equivalence class),
//  3. clues removed in symmetric groups ("orbits" of the chosen symmetry: 1 cell for none, 2 for 180-degree
//     rotation, up to 8 for the full dihedral group) in random order, each removal kept only when the
//     puzzle still has exactly one solution (counted to 2 with the fast solver). One pass suffices: a clue
//     that could not be removed never becomes removable later, since fewer clues only allow more solutions.
//  4. Optionally minimal: no single clue can be removed. Without symmetry the pass of step 3 guarantees it;
//     with symmetry a puzzle that is not minimal is discarded and the generator tries again.
//
// Everything random comes from one seeded, portable generator (random.h): the same seed gives the same
// puzzle on every platform. Generation is cancellable through a stop token.

#include "sudoku/grid/board.h"
#include "sudoku/grid/random.h"
#include "sudoku/logic/rating.h"
#include "sudoku/search/solver.h"

#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string_view>
#include <utility>
#include <vector>

namespace sudoku
{

enum class Symmetry : std::uint8_t {
    None,
    Rotate180, // (r, c) ~ (8-r, 8-c)
    Rotate90, // the four quarter turns
    MirrorHorizontal, // left-right mirror: (r, c) ~ (r, 8-c)
    MirrorVertical, // top-bottom mirror: (r, c) ~ (8-r, c)
    Diagonal, // (r, c) ~ (c, r)
    AntiDiagonal, // (r, c) ~ (8-c, 8-r)
    Dihedral, // all eight symmetries of the square
};

inline constexpr Symmetry kAllSymmetries[]
    = {Symmetry::None, Symmetry::Rotate180, Symmetry::Rotate90, Symmetry::MirrorHorizontal, Symmetry::MirrorVertical,
        Symmetry::Diagonal, Symmetry::AntiDiagonal, Symmetry::Dihedral};

// "none", "rotate180", "rotate90", "horizontal", "vertical", "diagonal", "antidiagonal", "dihedral"
std::string_view symmetryName(Symmetry symmetry);
std::optional<Symmetry> symmetryFromName(std::string_view name);

// The cells grouped into orbits: each orbit is a set of cells the symmetry maps onto each other.
std::vector<std::vector<int>> symmetryOrbits(Symmetry symmetry);
// True when the pattern of givens is invariant under the symmetry.
bool hasSymmetry(const Board &puzzle, Symmetry symmetry);

// Decides whether a candidate puzzle (clues being removed) is still acceptable. The default keeps puzzles
// with exactly one solution; a level-aware generator uses a logic check (see rating.h).
using PuzzleCheck = std::function<bool(const Board &)>;

struct GeneratorOptions {
    // The variant of the puzzle (rules.h). X and Hyper have fixed rules; a Jigsaw gets random regions and a
    // Killer random cages (layouts.h) for each grid tried. A Killer's clues are removed like any other; the cages
    // alone rarely make the solution unique (6 of 100 have no givens left), so mergeCagesForGivens below redraws
    // cages where that replaces a given (69 of 100 with none, without a level). Every variant,
    // Killer included, is made at a level the same way (`level` below): the cage techniques of the logic engine
    // rate a Killer.
    Variant variant = Variant::Classic;
    Symmetry symmetry = Symmetry::Rotate180;
    bool minimal = false;
    std::stop_token stopToken;
    // Optional test applied to every candidate during removal, on top of uniqueness: a removal is undone
    // when the smaller puzzle fails it (a level-aware generator keeps the puzzle within its level this way).
    PuzzleCheck keepIf;
    // Optional final test: a finished puzzle that fails it is discarded and a new grid is tried.
    PuzzleCheck acceptIf;
    // The exact level the puzzle must have (rating.h), as Simon Tatham's Solo does: during removal a clue
    // stays when the smaller puzzle would need a technique above the level, and a finished puzzle below
    // the level is discarded (the removal asks solvableWithin, the exact rating decides: rating.h). Checked on
    // top of keepIf and acceptIf. nullopt: any level.
    std::optional<Level> level;
    // How many full grids (each with its own layout) generate() tries before it gives up and returns nullopt
    // with gaveUp() true, so that a level the variant rarely or never reaches fails in bounded time instead of
    // hanging. 0: no limit; kDefaultAttempts: defaultMaxAttempts(variant, level).
    int maxAttempts = kDefaultAttempts;
    static constexpr int kDefaultAttempts = -1;
    // For a Killer: cages rather than givens (a killer without givens is the classic killer). Once a puzzle is
    // made, each given left (each orbit of the symmetry) is tried away by redrawing cages, as Simon Tatham's Solo
    // reshapes its cages instead of adding clues: where the puzzle without the given has a second solution, two
    // neighbouring cages are merged and split again into two other connected cages over the same cells (two to
    // kMaxCageSize cells each, distinct digits), chosen at random among the splits that second solution breaks (a
    // repeated digit or another sum in one of them). Merging alone rarely breaks it: a second solution mostly
    // moves digits between cells and keeps every digit of the two cages. Up to kMaxCageMerges redraws a given;
    // they stay only when the puzzle is still unique and passes keepIf and acceptIf (its level), else the given
    // stays with the cages it had. So a given stays only where redrawn cages cannot replace it (at Easy singles
    // alone must finish the puzzle, at Medium the givens often hold the level). Off: the cages as drawn. Not
    // with `minimal` (a redrawn layout is not checked for minimality). Costs a few uniqueness checks of a
    // killer with few givens per given, about 0.3 s a puzzle (BENCHMARKS.md).
    bool mergeCagesForGivens = true;
    static constexpr int kMaxCageMerges = 3;
    static constexpr int kMaxCageSize = 6; // cells of a merged cage at most
    // Whether to rate the finished puzzle (GeneratedPuzzle::rating): a caller that only prints puzzles spares
    // the rating of each (with a level the puzzle was rated on the way anyway).
    bool rate = true;
};

struct GeneratedPuzzle {
    Board puzzle;
    Grid solution {};
    int attempts = 1; // full grids tried until one gave an acceptable puzzle
    Rating rating; // the puzzle's rating (rate() with assumeUnique, no level cap); empty unless options.rate
};

class Generator
{
public:
    explicit Generator(std::uint64_t seed);
    ~Generator();
    Generator(const Generator &) = delete;
    Generator &operator=(const Generator &) = delete;

    // A random complete grid (steps 1 and 2).
    Grid randomSolution();
    // A random complete grid under `rules` (step 1 alone), or nullopt when the rules have no completion.
    std::optional<Grid> randomFill(const Rules &rules);
    // The first completion of an empty grid under `rules` that the fast search finds within `nodes`, its digits
    // relabelled at random; nullopt when it finds none (no completion, or deeper), or on a stop. For a random
    // jigsaw layout: the randomized fill (randomFill) gave up on 540 of 740 layouts after 20,000 placements
    // (1.7 ms each), most of them layouts the search completes in about a hundred nodes (40 us). Of 211 layouts the
    // search completed 200, in 83 nodes (median; 127 at the 90th percentile, 1,782 at the 99th, one in 171,100),
    // and 11 not in 200,000: kJigsawFillNodes keeps 99% of those it completes and drops the rest in about 0.5 ms.
    std::optional<Grid> searchFill(const Rules &rules, std::uint64_t nodes, std::stop_token stop);
    static constexpr std::uint64_t kJigsawFillNodes = 2000;
    // A random grid of `variant` with the rules it was made under: for a Jigsaw, random regions that have a
    // completion; for a Killer, random cages drawn on a random grid. nullopt only when cancelled.
    std::optional<std::pair<Grid, std::shared_ptr<const Rules>>> randomVariantSolution(
        Variant variant, std::stop_token stop = {});
    // A random validity-preserving transformation of a complete grid.
    Grid randomTransform(const Grid &grid);
    // A puzzle with a unique solution, the requested symmetry and level; nullopt when cancelled or when
    // options.maxAttempts grids gave none (gaveUp()).
    std::optional<GeneratedPuzzle> generate(const GeneratorOptions &options);
    // True when the last generate() returned nullopt because its attempts ran out, not because it was cancelled.
    bool gaveUp() const { return m_gaveUp; }
    // Step 3 on a given solution: the clues of `solution` removed orbit by orbit while `options` allow, under
    // `rules` (null: classic).
    Board removeClues(
        const Grid &solution, const GeneratorOptions &options, std::shared_ptr<const Rules> rules = nullptr);
    // True when the puzzle has one solution and no single clue can be removed without losing that.
    bool isMinimal(const Board &puzzle);

    Random &random() { return m_random; }

private:
    bool isUnique(const Board &puzzle);
    // The Killer step of GeneratorOptions::mergeCagesForGivens on an accepted puzzle.
    Board mergeCagesForGivens(const Board &puzzle, const Grid &solution, const GeneratorOptions &options);
    Grid randomFill();

    Random m_random;
    std::unique_ptr<Solver> m_solver;
    bool m_gaveUp = false;
};

// The attempts generate() allows by default: no limit (0), as always for classic, X, Hyper and Jigsaw, except for
// a Killer at a level, which gets kKillerLevelAttempts grids. The cage techniques (Medium and Hard) finish most
// Killers and the Virtual Cage (Expert) most of the rest, so a Killer that needs Master is rare: about 1 grid in
// 160 gives one (Expert about 1 in 4), and Extreme (solved by forcing chains and nets, not trial and error) about
// 1 in 330, at 1.5-3 ms a grid (the removal checks a clue at a time with the techniques up to the level;
// BENCHMARKS.md, "Killer: the Virtual Cage"). 4000 grids leave a Master or Extreme seed a small chance of giving up
// (about e^-15), and bound that failure to seconds instead of a search that could run on: the caller gets nullopt
// and gaveUp(), an error it can show.
int defaultMaxAttempts(Variant variant, std::optional<Level> level);
inline constexpr int kKillerLevelAttempts = 4000;

// The seed of the index-th puzzle of a batch generated from `seed`, so a batch is the same whatever the
// number of threads that produce it.
std::uint64_t puzzleSeed(std::uint64_t seed, std::uint64_t index);

} // namespace sudoku
