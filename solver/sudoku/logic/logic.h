// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The human-style step finder: given a CandidateGrid, which deduction would a person make next?
//
// Techniques, easiest first (the order findStep tries them in, techniqueOrder(); the enum only names them):
//
//   singles        Full House, Hidden Single, Naked Single
//   intersections  Pointing (locked candidates type 1), Claiming (box/line reduction, type 2)
//   subsets        Locked Pair, Naked Pair, Hidden Pair, Locked Triple, Naked Triple, Hidden Triple,
//                  Naked Quad, Hidden Quad
//   basic fish     X-Wing, Swordfish, Jellyfish (rows as base and columns as base)
//   wings          XY-Wing, XYZ-Wing
//   uniqueness     Unique Rectangle type 1, BUG+1   (only with LogicOptions::assumeUnique)
//   single digit   Skyscraper, 2-String Kite
//   colouring      Simple Colouring: colour trap, colour wrap
//   wings          W-Wing
//   single digit   Turbot Fish (any strong-weak-strong chain of one digit not found above), Empty Rectangle,
//                  Dual 2-String Kite, Dual Empty Rectangle
//   finned fish    Finned and Sashimi X-Wing, Swordfish, Jellyfish; Siamese Finned/Sashimi Swordfish and
//                  Jellyfish (two finned fish on the same base lines)
//   colouring      Multi-Colouring type 1 (two colours of two clusters see each other), type 2 (a colour sees
//                  both colours of another cluster)  [in the order: after Sashimi X-Wing]
//   uniqueness     Unique Rectangle types 2 to 6, Hidden Rectangle, Avoidable Rectangle types 1 and 2 (only with
//                  LogicOptions::assumeUnique)  [in the order: right after W-Wing]
//   chains         X-Chain, Remote Pair, XY-Chain, Continuous / Discontinuous Nice Loop, AIC, and the same
//                  three with group nodes (Grouped ...; with ALS nodes too, LogicOptions::chainAlsNodes)
//   Sue de Coq     two disjoint subsets sharing a line-box intersection
//   ALS            ALS-XZ (singly and doubly linked), ALS-XY-Wing, ALS-XY-Chain, Death Blossom
//   forcing        Forcing Chains and Forcing Nets, contradiction and verity (the last logical resort)
//
// Chains come from one inference graph over candidates (solver/sudoku/logic/chains.h): strong links (bivalue cells,
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
// techniques share one AlsGraph per call (sudoku/logic/alsgraph.h: the sets, their restricted commons, where each
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
// technique below), the digits, the placement and the eliminations. The GUI turns them into translated
// sentences; describeStep() renders plain English for the command line. Names and ids are stable English
// identifiers, never translated here.
//
// Reentrant and thread-compatible: no static mutable state; distinct grids may be searched on distinct threads.

#include "sudoku/grid/candidates.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku
{

enum class Technique : std::uint8_t {
    FullHouse,
    HiddenSingle,
    NakedSingle,
    Pointing,
    Claiming,
    LockedPair,
    NakedPair,
    HiddenPair,
    LockedTriple,
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    XWing,
    Swordfish,
    Jellyfish,
    XYWing,
    XYZWing,
    Skyscraper,
    TwoStringKite,
    SimpleColourTrap,
    SimpleColourWrap,
    WWing,
    UniqueRectangle1,
    BugPlusOne,
    // single-digit patterns, finned fish, multi-colouring, uniqueness (logic-patterns)
    TurbotFish,
    EmptyRectangle,
    DualTwoStringKite,
    DualEmptyRectangle,
    FinnedXWing,
    FinnedSwordfish,
    FinnedJellyfish,
    SashimiXWing,
    SashimiSwordfish,
    SashimiJellyfish,
    SiameseFinnedSwordfish,
    SiameseFinnedJellyfish,
    SiameseSashimiSwordfish,
    SiameseSashimiJellyfish,
    MultiColour1,
    MultiColour2,
    UniqueRectangle2,
    UniqueRectangle3,
    UniqueRectangle4,
    UniqueRectangle5,
    UniqueRectangle6,
    HiddenRectangle,
    AvoidableRectangle1,
    AvoidableRectangle2,
    // chains: one inference graph over candidates (chains.h), then the forcing family (logic-chains)
    XChain,
    XYChain,
    RemotePair,
    ContinuousNiceLoop,
    DiscontinuousNiceLoop,
    Aic,
    GroupedContinuousNiceLoop,
    GroupedDiscontinuousNiceLoop,
    GroupedAic,
    ForcingChainContradiction,
    ForcingChainVerity,
    ForcingNetContradiction,
    ForcingNetVerity,
    // Almost locked sets and Sue de Coq (als.cpp, alschain.cpp, suedecoq.cpp, over alsgraph.h).
    SueDeCoq,
    AlsXZ,
    AlsXYWing,
    AlsXYChain,
    DeathBlossom,
};
inline constexpr int kTechniqueCount = static_cast<int>(Technique::DeathBlossom) + 1;

struct TechniqueInfo {
    Technique technique;
    std::string_view id; // stable identifier, e.g. "hidden-single"
    std::string_view name; // English name, e.g. "Hidden Single"
    std::string_view hodokuCode; // HoDoKu library code, e.g. "0002"
    bool needsUniqueness; // sound only for puzzles with exactly one solution
};

const TechniqueInfo &techniqueInfo(Technique technique);
std::string_view techniqueId(Technique technique);
std::string_view techniqueName(Technique technique);
std::optional<Technique> techniqueFromId(std::string_view id);
// "0300" -> X-Wing. Only the base code (no "-1" variant suffix); nullopt for techniques not implemented.
std::optional<Technique> techniqueFromHodokuCode(std::string_view code);

// A set of techniques as a bit mask (bit = enum value), 128 bits wide.
class TechniqueSet
{
public:
    constexpr TechniqueSet() = default;
    static constexpr TechniqueSet all()
    {
        TechniqueSet set;
        for (int t = 0; t < kTechniqueCount; ++t)
            set = set.with(static_cast<Technique>(t));
        return set;
    }
    // Every technique whose enum value is at most `last` (not the search order: see techniqueOrder()).
    static constexpr TechniqueSet upTo(Technique last)
    {
        TechniqueSet set;
        for (int t = 0; t <= static_cast<int>(last); ++t)
            set = set.with(static_cast<Technique>(t));
        return set;
    }
    static constexpr TechniqueSet of(Technique t) { return TechniqueSet().with(t); }
    constexpr bool contains(Technique t) const
    {
        const int i = static_cast<int>(t);
        return (m_bits[i / 64] >> (i % 64)) & 1u;
    }
    constexpr TechniqueSet with(Technique t) const
    {
        TechniqueSet set = *this;
        const int i = static_cast<int>(t);
        set.m_bits[i / 64] |= std::uint64_t {1} << (i % 64);
        return set;
    }
    constexpr TechniqueSet without(Technique t) const
    {
        TechniqueSet set = *this;
        const int i = static_cast<int>(t);
        set.m_bits[i / 64] &= ~(std::uint64_t {1} << (i % 64));
        return set;
    }
    constexpr bool empty() const { return (m_bits[0] | m_bits[1]) == 0; }
    friend constexpr bool operator==(const TechniqueSet &, const TechniqueSet &) = default;

private:
    std::array<std::uint64_t, 2> m_bits {};
};
static_assert(kTechniqueCount <= 128);

// The order findStep tries techniques in, easiest first (the enum's order is only an identity: new
// techniques are appended to it, and placed in this order by their difficulty).
std::span<const Technique> techniqueOrder();

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
    // Nice loops and AICs (the grouped ones) and the forcing chains may pass through almost locked sets
    // (ALS nodes): a candidate that sees every cell of an ALS holding it turns the ALS into a locked set.
    // HoDoKu's "allow ALS in tabling chains" option; its regression library switches it per variant.
    bool chainAlsNodes = true;
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

// A node of an inference chain: one candidate (one cell), a group of candidates of one digit inside one
// house (grouped nodes: several cells), or the cells of an almost locked set that hold the digit (`set` is
// its index in Step::sets). `on` tells a forcing chain's node "the digit is placed" (true) from "the digit
// is not there" (false); in an AIC or a loop the nodes alternate along the strong links.
struct ChainNode {
    CellSet cells;
    std::uint8_t digit = 0;
    bool on = true;
    std::int8_t set = -1;
    friend bool operator==(const ChainNode &, const ChainNode &) = default;
};

// An inference between two nodes of Step::nodes, from -> to. Strong: if `from` is false, `to` is true (drawn
// solid); weak: if `from` is true, `to` is false (drawn dashed). `branch` numbers the premises of a forcing
// chain or net (one branch per candidate of the cell, per place of the digit in the house, or per
// assumption), 0 for a single chain.
struct ChainLink {
    std::uint16_t from = 0;
    std::uint16_t to = 0;
    bool strong = false;
    std::uint8_t branch = 0;
    friend bool operator==(const ChainLink &, const ChainLink &) = default;
};

// One deduction. Slots unused by a technique stay empty (-1 cells, no houses).
//
//   technique          houses                         keyCells                      cells / otherCells
//   FullHouse          [the house]                    [cell]                        {cell}
//   HiddenSingle       [the house]                    [cell]                        {cell}
//   NakedSingle        -                              [cell]                        {cell}
//   Pointing           [box, line]                    -                             the box's cells with the digit
//   Claiming           [line, box]                    -                             the line's cells with the digit
//   Locked/Naked sub.  [house, other shared houses]   -                             the subset's cells
//   Hidden subsets     [house]                        -                             the subset's cells
//   basic fish         [n base lines, n cover lines]  -                             the base lines' digit cells
//   XY-/XYZ-Wing       -                              [pivot, pincer, pincer]       the three cells
//   Skyscraper         [line, line, shared line]      [end, end, base, base]        the four cells
//   2-String Kite      [row, column, box]             [row end, column end, row's box cell, column's box cell]
//   Simple Colouring   -                              -                             colour A / colour B
//   W-Wing             [link house]                   [bivalue, bivalue, link cell seeing the first,
//                                                      link cell seeing the second]
//   UniqueRectangle1   -                              [corner, corner, corner, corner with extra candidates]
//                                                                                   the corners / the fourth
//   BugPlusOne         -                              [the cell with three candidates]
//   Turbot Fish        [strong, weak, strong link     [end, end, the first end's    the four cells
//                      houses]                        partner, the second's]
//   Empty Rectangle    [box, the strong link's line,  [near end, far end of the     the box's candidates and
//                      the far end's line, the box's  strong link]                  the link's two cells
//                      row, the box's column]
//   Dual 2-String Kite [box, row, column (kite 1),    [the two box cells]           the cells of both kites
//                      row, column (kite 2)]
//   Dual Empty Rect.   [box, line, far line (1),      [near, far (1), near, far(2)] the box's candidates and
//                      line, far line (2), box's row, column]                       both links' cells
//   finned fish        [n base lines, n cover lines]  -                             the base lines' digit cells;
//                                                                                   `fins`: the fins among them
//   Siamese fish       [n base lines, n cover lines,  -                             as a finned fish; `fins`: the
//                      the other fish's n cover lines]                              fins of both fish
//   Unique Rect. 2-6   [UR4: the line of the corners  [the four corners: bivalue    the corners / the corners
//                      with extras; UR6: their rows   start, its partner in the     with extra candidates; UR3:
//                      and columns; UR3: the naked    box, the corners across]      the naked subset's cells
//                      subset's house (and box)]                                    (those two corners in); `sets`
//                                                                                   = [the subset's cells]
//   Hidden Rectangle   [row, column of the opposite   [the corner holding only the  the corners / the corners
//                      corner, where one digit lies   two digits, its neighbours,   with extra candidates
//                      only in the rectangle]         the opposite corner]
//   Avoidable Rect.    -                              [the two placed corners, the  the corners / AR2: the two
//                                                     corners across from them]     empty corners
//   Multi-Colouring    -                              type 1: [a cell of colour    the first cluster / the second;
//                                                     X, a cell of colour Y that   `sets`: [X, X's partner, Y,
//                                                     sees it]                     Y's partner]; type 2: X is
//                                                                                  the colour removed
//   chains and loops   -                              [first cell, last cell]       the chain's cells (and
//                                                                                    its ALS cells)
//   forcing chains     [the house, for a house        [the premise's cell: of a     every cell of the
//   and nets           verity]                        contradiction, a cell or      branches
//                                                     candidate verity]
//   SueDeCoq           [line, box]                    -                             C (the intersection cells) /
//                                                                                   R and B
//   ALS-XZ, -XY-Wing,  [the house of each set]        -                             all the sets' cells
//   -XY-Chain
//   DeathBlossom       [the house of each petal]      [stem]                        all the petals' cells
//
// `digits` are the digits the pattern is made of (for a placement, the placed digit; for BUG+1, the digit
// the trivalue cell must take; for an XY-Wing, x, y and z; for a Dual 2-String Kite, the kites' digits; for
// Sue de Coq, the intersection's digits V; for the ALS techniques, the restricted commons the sets are linked
// by; for a Death Blossom, the stem's; for a chain, every digit of its nodes).
//
// Chains (`nodes` and `links`): the single-digit patterns (Skyscraper, 2-String Kite, Turbot Fish, Empty
// Rectangle and the duals) carry their chain end to end, strong - weak - strong, the first node off: "if this
// end is not the digit, the next node is", and so on to the other end; a candidate seeing both ends goes. An
// empty rectangle's first two nodes are groups: the box's candidates the elimination sees, and the rest of
// the box (on the strong link's line). The two chains of a dual have branch 0 and 1.
//
// Chains and loops (X-Chain .. Grouped AIC) fill `nodes` and `links`: nodes[0] is the premise, each further
// node what the one before implies, in order; links[i] joins nodes[i] and nodes[i+1] (strong when it runs
// into an "on" node: "if the first is false, the second is true"). A chain's premise is "the first candidate
// is not there" (on = false) and its last node "the last candidate is there"; a nice loop's last node lies
// in the premise's cell (a discontinuous loop contradicts the premise there). A group node holds the two or
// three cells of its segment; an ALS node holds the ALS cells with its digit, and `set` indexes `sets`,
// which hold each ALS's cells. chainLength is HoDoKu's length (links, plus a penalty per ALS node).
//
// Forcing chains and nets hold their branches one after the other, numbered by ChainLink::branch. A
// contradiction has one branch per conclusion that cannot hold together with the others (a digit placed
// twice in a house, a cell or a house left empty), each from the same premise, "the candidate is there"
// (which then goes). A verity has one branch per premise (each candidate of the cell, each place of the digit
// in the house, the candidate on and off), each ending in the same conclusion. A branch's nodes are its
// premise first and then every deduction it needs, each after the ones it follows from; its links run from
// each deduction's causes to it (a forcing chain has one cause per node; a net's node may have several: a
// naked single follows from the removal of the cell's other candidates, a nested net's removal from the whole
// branch before it). chainLength counts the links of all branches; `nesting` is the deepest rule a net used.
//
// The pattern slots of Sue de Coq and the ALS techniques:
//   SueDeCoq      sets = [C, R (line cells), B (box cells)].
//   AlsXZ         sets = [A, B]. nodes/links: singly linked, per eliminated z: z in A =strong= x in A -weak-
//                 x in B =strong= z in B; doubly linked, the loop x in A -weak- x in B =strong= y in B -weak-
//                 y in A =strong= x in A.
//   AlsXYWing     sets = [A, C, B] (C in the middle): z in A = x in A - x in C = y in C - y in B = z in B.
//   AlsXYChain    sets = [A1, ..., An] in chain order: z in A1 = x1 in A1 - x1 in A2 = x2 in A2 - ... = z in An.
//   DeathBlossom  sets = one petal per stem candidate, in digit order: per petal, d in the stem (set -1)
//                 -weak- d in the petal =strong= z in the petal.
// ChainNode::set is the index in `sets` of the set a node's cells belong to; the candidates of a node are
// `cells` x `digit`; `on` alternates along each chain (false where the chain assumes the digit absent).
struct Step {
    Technique technique = Technique::FullHouse;
    std::uint16_t digits = 0; // bit d-1 = digit d
    std::int8_t placementCell = -1; // the cell a single places a digit in, or -1
    std::uint8_t placementDigit = 0;
    std::uint8_t houseCount = 0;
    std::array<std::int8_t, 4> keyCells {-1, -1, -1, -1};
    std::array<House, 12> houses {}; // a Siamese Jellyfish lists 4 base lines and two sets of 4 cover lines
    CellSet cells;
    CellSet otherCells;
    std::array<CellSet, 9> eliminations {}; // eliminations[d-1] = the cells losing candidate d
    // Patterns beyond cells and houses, for techniques that need them (empty otherwise, so the simple
    // techniques still allocate nothing):
    CellSet fins; // the fin cells of a finned or sashimi fish
    std::vector<CellSet> sets; // almost locked sets (ALS) and other groups shaded one colour each
    std::vector<ChainNode> nodes; // the nodes of a chain, loop or forcing chain/net
    std::vector<ChainLink> links; // the inferences between nodes, in the direction they run
    // Chains and nets, for a grader: a chain's or loop's length in links as HoDoKu counts it (an ALS node
    // adds a penalty for its size; the <extra> field of HoDoKu's library format), or the number of
    // inferences of a forcing chain or net over all its branches.
    std::uint16_t chainLength = 0;
    // Forcing nets: the deepest rule the net needed (0: singles only; 1: locked candidates too; 2: a nested
    // net, that is a candidate removed because its own level-1 net breaks the branch's grid).
    std::uint8_t nesting = 0;

    bool hasPlacement() const { return placementCell >= 0; }
    int eliminationCount() const;
    bool eliminates(int cell, int digit) const { return eliminations[digit - 1].contains(cell); }
    // True when the step changes the grid (a placement or at least one elimination).
    bool isProductive() const { return hasPlacement() || eliminationCount() > 0; }
    void addHouse(int house);

    friend bool operator==(const Step &, const Step &) = default;
};

// The easiest step that applies: techniques are tried in order, the first instance found is returned.
// nullopt when no enabled technique applies (or the grid is solved).
std::optional<Step> findStep(const CandidateGrid &grid, const LogicOptions &options = {});

// The step of least `cost` among the first instances of the techniques of `order` (the enabled ones): tries
// them in that order and stops at the first whose `floor` (no step of it costs less) is not below the best
// cost found. `order` must be sorted by floor, lowest first. For a chain family the first instance is the
// family's shortest step (it may name another member of the family). The rating's solve uses it above
// Expert, to take the step Sudoku Explainer would rate lowest (rating.h).
std::optional<Step> findCheapestStep(const CandidateGrid &grid, const LogicOptions &options,
    std::span<const Technique> order, double (*floor)(Technique), double (*cost)(const Step &));

// Every instance of every enabled technique, easiest technique first; exact duplicates (the same subset
// seen from two houses) appear once.
std::vector<Step> findAllSteps(const CandidateGrid &grid, const LogicOptions &options = {});

// Every instance of one technique (empty when it is disabled in `options` or needs uniqueness that
// `options` does not assume). The regression tests run the library through this.
std::vector<Step> findSteps(const CandidateGrid &grid, Technique technique, const LogicOptions &options = {});

// Carries out a step: the placement, then the eliminations.
void applyStep(CandidateGrid &grid, const Step &step);

// Where to look, for the second stage of a staged hint: the step's first house, or for techniques without
// one (wings, colouring, uniqueness) the box of its first key cell.
House focusHouse(const Step &step);

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

// "r3c5=7" / "r1c2<>4, r1c3<>4" — the step's effect in the notation HoDoKu and Sudoku Explainer use.
std::string describeEffect(const Step &step);
// One English sentence (or two) saying why, followed by the effect:
// "Hidden Single: in box 2, 7 fits only in r3c5 => r3c5=7".
std::string describeStep(const Step &step);

} // namespace sudoku
