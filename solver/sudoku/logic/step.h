// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A step of the logic engine as a value (what findStep returns, what a hint shows, what HoDoKu's library line
// carries), and the facts every reader of a step needs, computed here once: the digit it is about, the digits
// it removes, a forcing chain's branches.

#include "sudoku/grid/cellset.h"
#include "sudoku/logic/technique.h"

#include <array>
#include <cstdint>
#include <vector>

namespace sudoku
{

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
//   CageCombination    -                              -                             the cage's empty cells / its
//                                                                                   placed cells
//   CageLockedDigit    [the houses the digit's cells  -                             the cage's empty cells / the
//                      share]                                                       cells the digit can take
//   InniesOuties,      [the houses: one, or two or    -                             the empty innies or outies
//   VirtualCage        three adjacent lines]                                        (one placed, two to seven
//                                                                                   reduced) / the placed ones
//
// `digits` are the digits the pattern is made of (for a placement, the placed digit; for BUG+1, the digit
// the trivalue cell must take; for an XY-Wing, x, y and z; for a Dual 2-String Kite, the kites' digits; for
// Sue de Coq, the intersection's digits V; for a Cage Combination, the digits of its combinations; for a Cage
// Locked Digit, the locked digit; for the ALS techniques, the restricted commons the sets are linked
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
    // Killer cages: the digit combinations (bit d-1 = digit d) that can fill the cage's empty cells, in
    // increasing mask order; each adds up to the cage's sum less its placed digits.
    std::vector<std::uint16_t> combinations;
    // Innies and Outies: [0 for innies, 1 for outies; the sum of the cages the rule of 45 reads (wholly inside
    // the houses, or reaching into them); what the empty innie or outie cells add up to].
    std::array<std::int16_t, 3> sums {};

    bool hasPlacement() const { return placementCell >= 0; }
    int eliminationCount() const;
    bool eliminates(int cell, int digit) const { return eliminations[digit - 1].contains(cell); }
    // True when the step changes the grid (a placement or at least one elimination).
    bool isProductive() const { return hasPlacement() || eliminationCount() > 0; }
    void addHouse(const House &house);

    friend bool operator==(const Step &, const Step &) = default;
};

// The digit a step is about: its only digit (the placed digit of a single, a fish's or a kite's digit), 0 when
// the step's pattern has several digits.
int stepDigit(const Step &step);
// The digits the step removes somewhere, as a mask (bit d-1 = digit d).
std::uint16_t removedDigits(const Step &step);

// The nodes of one branch of a step's chains: Step::nodes[begin, end). The engine appends a branch's nodes in
// order, its premise first and the node it reaches last.
struct StepBranch {
    int begin = 0;
    int end = 0;
    int premise() const { return begin; }
    int reached() const { return end - 1; }
    friend bool operator==(const StepBranch &, const StepBranch &) = default;
};
// The step's branches in node order: the node range of each branch number of the links, and a branch of its
// own for each node no link reaches (a premise that is itself the conclusion). Empty when the step has no
// nodes. A forcing chain or net has one branch per premise (or, for a contradiction, per conclusion its one
// premise reaches); the two chains of a dual pattern are branches too.
std::vector<StepBranch> stepBranches(const Step &step);

} // namespace sudoku
