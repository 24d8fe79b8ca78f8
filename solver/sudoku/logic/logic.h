// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The human-style step finder: given a CandidateGrid, which deduction would a person make next?
//
// Techniques by family (findStep tries them by difficulty, techniqueOrder(); the enum only names them; the
// registry, registry.cpp, lists each one's difficulty and so its level, rating.h):
//
//   singles        Full House, Hidden Single, Naked Single
//   intersections  Pointing (locked candidates type 1), Claiming (box/line reduction, type 2)
//   subsets        Locked Pair, Naked Pair, Hidden Pair, Locked Triple, Naked Triple, Hidden Triple,
//                  Naked Quad, Hidden Quad
//   basic fish     X-Wing, Swordfish, Jellyfish (rows as base and columns as base)
//   wings          XY-Wing, XYZ-Wing, W-Wing
//   uniqueness     Unique Rectangle types 1 to 6, Hidden Rectangle, Avoidable Rectangle types 1 and 2, BUG+1
//                  (only with LogicOptions::assumeUnique)
//   single digit   Skyscraper, 2-String Kite, Turbot Fish (any strong-weak-strong chain of one digit not found
//                  as one of those), Empty Rectangle, Dual 2-String Kite, Dual Empty Rectangle
//   finned fish    Finned and Sashimi X-Wing, Swordfish, Jellyfish; Siamese Finned/Sashimi Swordfish and
//                  Jellyfish (two finned fish on the same base lines)
//   colouring      Simple Colouring: colour trap, colour wrap; Multi-Colouring type 1 (two colours of two
//                  clusters see each other), type 2 (a colour sees both colours of another cluster)
//   chains         X-Chain, Remote Pair, XY-Chain, Continuous / Discontinuous Nice Loop, AIC, and the same
//                  three with group nodes (Grouped ...; with ALS nodes on request, LogicOptions::chainAlsNodes)
//   Sue de Coq     two disjoint subsets sharing a line-box intersection
//   ALS            ALS-XZ (singly and doubly linked), ALS-XY-Wing, ALS-XY-Chain, Death Blossom
//   forcing        Forcing Chains and Forcing Nets, contradiction and verity (the last logical resort)
//
// Chains come from one inference graph over candidates (chains.h): strong links (bivalue cells,
// bilocal houses) and weak links (a cell's candidates, a digit's candidates in a house), group nodes (a
// digit's two or three candidates in one box/line segment) and ALS nodes. From every premise ("this
// candidate is placed", "... is not") a breadth-first table holds everything the premise implies, as HoDoKu's
// TablingSolver builds it, so the shortest chain to each conclusion is found and HoDoKu's regression
// library passes chain for chain (lengths included). X-Chains, XY-Chains and Remote Pairs are the same
// search restricted to one digit, to bivalue cells, to cells of one pair.
//
// A finned fish's fins lie in one box, and a candidate of a cover line, outside the base lines, that sees every
// fin goes (HoDoKu's definition, at most five fins). Sashimi: a base line holds at most one candidate besides
// its fins. A "fish" with a base line of fins only is not reported: that line locks the digit in the fins'
// box, and claiming or pointing makes the same eliminations.
//
// Skyscraper and 2-String Kite are not reported when one of their conjugate pairs lies inside one box: the
// line's digit is then locked in that box, and claiming (or a single right after it) makes the same
// elimination, a skyscraper's own base cell included.
//
// A Locked Pair/Triple is a naked pair/triple whose cells share a box and a line and that eliminates in both,
// as HoDoKu counts it; it is reported under its own name so the regression library's codes line up.
//
// How the search works: each technique is a small, allocation-free search over bitboards (cellset.h):
// subsets enumerate cell or digit combinations of one house with pruning on the union's size, fish enumerate
// row (column) combinations of one digit by their 9-bit column (row) masks, wings pair up the bivalue cells
// among a pivot's peers, colouring 2-colours the conjugate-pair graph of one digit with a breadth-first walk.
// Elimination sets are intersections of digit bitboards with peer bitboards. A Step is a plain value with
// fixed-size members (its chain and set vectors stay empty for these), so the basic techniques allocate
// nothing. Sue de Coq walks the subsets of a line and a box around their intersection; the ALS
// techniques share one AlsGraph per call (alsgraph.h: the sets, their restricted commons, where each
// digit of a set could be eliminated) and fill the step's sets, nodes and links, so they allocate; an
// ALS-XY-Chain is a breadth-first search over (set, digit it lacks) from every start at once (bitsets).
// The ALS finders report one step per set of eliminations.
//
// Soundness: every step is a logical consequence of the position's placed digits and pencil marks (and, for
// the uniqueness techniques, of the puzzle having exactly one solution). It is checked against the known
// solution over thousands of puzzles in the tests. On a broken position (a wrong digit, a solution candidate
// removed) the finder still returns only what follows from what it was given, which may then be wrong.
//
// Explanations are data: the technique, the houses and cells involved (what each slot means is listed per
// technique in step.h), the digits, the placement and the eliminations; stepText() says in words why the step
// holds, as a sentence with slots (text.h) that the app translates and describeStep() renders in English for
// the command line. Names and ids are stable English identifiers, never translated here.
//
// Reentrant and thread-compatible: no static mutable state; distinct grids may be searched on distinct threads.

#include "sudoku/grid/candidates.h"
#include "sudoku/logic/step.h"
#include "sudoku/logic/technique.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku
{

struct LogicOptions {
    // Unique Rectangle type 1 and BUG+1 assume the puzzle has exactly one solution. Off by default: set it
    // only for puzzles known (counted) to be unique, such as the generator's.
    bool assumeUnique = false;
    // Unique rectangles whose corners miss one of the two digits because it was eliminated (not because a
    // placed peer excludes it). Sound under uniqueness; HoDoKu's "allow missing candidates" option.
    bool uniquenessMissingCandidates = true;
    // The techniques the finder may use (those needing uniqueness still also need assumeUnique).
    TechniqueSet techniques = TechniqueSet::all();
    // Empty rectangles whose box holds only two candidates of the digit (HoDoKu's "allow ERs with only two
    // candidates"). Off by default: such a pattern is a Turbot Fish, and is reported as one.
    bool emptyRectanglesWithTwoCandidates = false;
    // The grouped nice loops and AICs may pass through almost locked sets (ALS nodes): a candidate that sees
    // every cell of an ALS holding it turns the ALS into a locked set. HoDoKu's "allow ALS in tabling chains"
    // option; its regression library switches it per variant. Off in the one policy (the hints and the rating):
    // Sudoku Explainer's chains have none, and the rating is on its scale. With them, 44 of 2,967 SE-rated puzzles
    // rated otherwise (most Master instead of Extreme), no closer to SE's ratings on the calibration puzzles nor on
    // the held-out ones, and their round was a fifth of the rating's time on magictour (BENCHMARKS.md).
    bool chainAlsNodes = false;
    // Forcing nets play each premise out on a copy of the grid: at level 0 with naked and hidden singles,
    // at 1 also with locked candidates, at 2 also with nested nets (a candidate whose own level-1 net
    // breaks the branch's grid is removed there). The finder tries the lowest level first; higher levels
    // cost more time. 0..2.
    int forcingNetLevel = 2;
    // Almost locked sets that share cells may be linked (HoDoKu's "allow ALS overlap"): restricted commons
    // between overlapping sets (never in a shared cell) and overlapping petals of a Death Blossom. Sound
    // either way; off by default, as in HoDoKu.
    bool alsAllowOverlap = false;
};

// The easiest step that applies, the one policy of the next step: the hints (in the app and `sudoku-cli hint`)
// and the rating's solve (rating.h) both take it, so a player who follows the hints walks the path the grade
// counted. As Sudoku Explainer chooses: the first instances of the techniques compared by stepDifficulty()
// (rating.h), the step of the lowest difficulty, the techniques tried by difficulty so that the search stops at
// the first whose difficulty is no lower than the best step's. The forcing chains and nets (Extreme) come last, in
// the technique order (forcing chains before nets, the shortest first).
// nullopt when no enabled technique applies (or the grid is solved).
std::optional<Step> findStep(const CandidateGrid &grid, const LogicOptions &options = {});

// The step of least `cost` among the first instances of the techniques of `order` (the enabled ones): tries
// them in that order and stops at the first whose `floor` (no step of it costs less) is not below the best
// cost found. `order` must be sorted by floor, lowest first. For a chain family the first instance is the
// family's shortest step (it may name another member of the family). findStep is this with its order.
std::optional<Step> findCheapestStep(const CandidateGrid &grid, const LogicOptions &options,
    std::span<const Technique> order, double (*floor)(Technique), double (*cost)(const Step &));

// The steps of the easiest technique that applies, in findStep's order: every instance of it when it is of a
// level up to Hard (patterns whose steps all cost their technique's difficulty), else the one step findStep takes.
// Taking them all at once walks a solve in fewer, larger strides that needs the same techniques (rating.h's
// solvableWithin); the hints and the rating take findStep's one step.
std::vector<Step> findEasiestSteps(const CandidateGrid &grid, const LogicOptions &options = {});

// Every instance of every enabled technique, easiest technique first; exact duplicates (the same subset
// seen from two houses) appear once.
std::vector<Step> findAllSteps(const CandidateGrid &grid, const LogicOptions &options = {});

// Every instance of one technique (empty when it is disabled in `options` or needs uniqueness that
// `options` does not assume). The regression tests run the library through this.
std::vector<Step> findSteps(const CandidateGrid &grid, Technique technique, const LogicOptions &options = {});

// Carries out a step: the placement, then the eliminations.
void applyStep(CandidateGrid &grid, const Step &step);

// Where to look, for the second stage of a staged hint: the step's first house, or for techniques without
// one (wings, colouring, uniqueness) the box of its first key cell, on a jigsaw its region.
House focusHouse(const Step &step, const Rules &rules = Rules::classicRules());
// For the cage techniques of a killer (Cage Combination, Cage Locked Digit), the cage to look at (its number in
// `rules`); -1 for every other step.
int focusCage(const Step &step, const Rules &rules);

// The first way a position departs from the puzzle's solution, to point out before hinting (a hint built on
// a broken position teaches the wrong thing): a placed digit that differs from the solution (cells in
// row-major order), else an empty cell whose pencil marks lost its solution digit.
struct Contradiction {
    int cell = 0;
    int digit = 0; // the wrong digit placed, or the solution digit missing from the pencil marks
    bool wrongDigit = false; // true: `digit` is placed in `cell` but wrong; false: it is a missing candidate
    friend bool operator==(const Contradiction &, const Contradiction &) = default;
};
std::optional<Contradiction> firstContradiction(const CandidateGrid &position, const Grid &solution);

// A chain's notation (Eureka): "(7)r1c2=(7)r1c8-(7)r4c8=(7)r5c6", '=' a strong link, '-' a weak one, the
// candidates of one cell in a row merged, "(4=5)r1c2"; group nodes as "(7)r1c78", ALS nodes as
// "(7)ALS:r2c1,r3c2". `branch` >= 0 keeps one branch of a forcing chain or net; branches are separated by
// "; ". Cell names are the engine's "r3c5", which the app shows untranslated too.
std::string chainNotation(const Step &step, int branch = -1);
// True for the steps whose words leave their chains to the drawing and to chainNotation (the chains and loops and
// the forcing chains; a net's notation would be too long to read): describeStep appends it, the hint panel shows
// it under the words.
bool hasChainNotation(const Step &step);

// Why the step holds, in words: its technique's sentence (each family's text, beside its finders) with the
// step's cells, houses and digits in its slots. The app translates it; describeStep() says it in English.
TextValue stepText(const Step &step);

// "r3c5=7" / "r1c2<>4, r1c3<>4" — the step's effect in the notation HoDoKu and Sudoku Explainer use.
std::string describeEffect(const Step &step);
// The technique's name, stepText() in English and the effect, "Hidden Single: In box 2, 7 can only go in r3c5.
// => r3c5=7"; for a forcing chain then its chains in brackets, branches separated by "; ".
std::string describeStep(const Step &step);

} // namespace sudoku
