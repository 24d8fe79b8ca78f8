// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocab/techniqueguide.h"

#include <QCoreApplication>

#include <array>

namespace techniqueguide
{

namespace
{

struct Text {
    const char *source;
    const char *comment;
};

struct Guide {
    sudoku::Technique technique;
    Text summary;
    Text explanation;
};

using sudoku::Technique;

#define SUMMARY(text, name) QT_TRANSLATE_NOOP3("TechniqueGuide", text, "one-line summary of " name)
#define EXPLAIN(text, name) QT_TRANSLATE_NOOP3("TechniqueGuide", text, "explanation of " name " for a learner")

// In the order of the enum (checked below), so that a technique's words are found by its value. The names
// in the comments are for translators only: the names the player reads are the registry's.
constexpr std::array<Guide, sudoku::kTechniqueCount> kGuides {{
    {Technique::FullHouse, SUMMARY("The last empty cell of a house takes the one digit the house lacks.", "Full House"),
        EXPLAIN("Look for a row, column or box with eight digits already in it. Every house holds each digit once, "
                "so its one empty cell must take the digit that is missing.",
            "Full House")},
    {Technique::HiddenSingle, SUMMARY("A digit that has only one place left in a house goes there.", "Hidden Single"),
        EXPLAIN("Pick a digit and a house, and cross out every cell of the house that already sees that digit in "
                "its row, column or box. If only one cell is left, the digit must go there, whatever other "
                "candidates that cell still has: the house needs the digit somewhere.",
            "Hidden Single")},
    {Technique::NakedSingle, SUMMARY("A cell with only one candidate left takes it.", "Naked Single"),
        EXPLAIN("Look at one empty cell and list the digits its row, column and box already hold. If eight of the "
                "nine digits are there, the cell can only take the ninth: place it.",
            "Naked Single")},
    {Technique::Pointing,
        SUMMARY("A digit confined to one line inside a box is removed from the rest of that line.", "Pointing"),
        EXPLAIN("In one box, look at where a digit can still go. If all those cells lie in a single row or column, "
                "the box's copy of the digit will be on that line. So the digit cannot go anywhere else on that line, "
                "outside the box: remove it there.",
            "Pointing")},
    {Technique::Claiming,
        SUMMARY("A digit confined to one box inside a line is removed from the rest of that box.", "Claiming"),
        EXPLAIN("In one row or column, look at where a digit can still go. If all those cells lie in a single box, "
                "the line's copy of the digit will be in that box. So the other cells of the box, off the line, "
                "cannot take it: remove it there.",
            "Claiming")},
    {Technique::LockedPair,
        SUMMARY("A naked pair in cells that share both a line and a box clears both houses.", "Locked Pair"),
        EXPLAIN("Two cells in the same box and the same row (or column) hold the same two candidates and no others. "
                "The two digits must fill these two cells, in one order or the other, so neither digit can go "
                "anywhere else in the box or in the line: remove them from both.",
            "Locked Pair")},
    {Technique::NakedPair,
        SUMMARY("Two cells of a house with the same two candidates keep those digits to themselves.", "Naked Pair"),
        EXPLAIN("Find two cells in one house that hold exactly the same two candidates. Between them they must take "
                "both digits, so no other cell of that house can have either: remove the two digits from the rest "
                "of the house.",
            "Naked Pair")},
    {Technique::HiddenPair,
        SUMMARY("Two digits that fit only the same two cells of a house claim those cells.", "Hidden Pair"),
        EXPLAIN("In one house, find two digits that can each go in only the same two cells. Those two cells must "
                "hold these two digits, so any other candidate in them is wrong: remove the other candidates from "
                "the two cells.",
            "Hidden Pair")},
    {Technique::LockedTriple,
        SUMMARY("A naked triple in cells that share both a line and a box clears both houses.", "Locked Triple"),
        EXPLAIN("Three cells in the same box and the same row (or column) hold only three digits between them. "
                "They must take those three digits, so the digits can go nowhere else in the box or the line: "
                "remove them from both.",
            "Locked Triple")},
    {Technique::NakedTriple,
        SUMMARY("Three cells of a house that hold only three digits between them keep those digits.", "Naked Triple"),
        EXPLAIN("Find three cells in one house whose candidates together are just three digits (a cell need not hold "
                "all three). The three cells must take those three digits, so remove the digits from every other "
                "cell of the house.",
            "Naked Triple")},
    {Technique::HiddenTriple,
        SUMMARY("Three digits that fit only the same three cells of a house claim those cells.", "Hidden Triple"),
        EXPLAIN("In one house, find three digits whose possible places are the same three cells (each digit in two or "
                "three of them). Those cells must hold these digits, so remove every other candidate from them.",
            "Hidden Triple")},
    {Technique::NakedQuad,
        SUMMARY("Four cells of a house that hold only four digits between them keep those digits.", "Naked Quad"),
        EXPLAIN("The naked triple's idea with four cells: four cells of one house whose candidates together are only "
                "four digits must take all four, so remove those digits from the rest of the house.",
            "Naked Quad")},
    {Technique::HiddenQuad,
        SUMMARY("Four digits that fit only the same four cells of a house claim those cells.", "Hidden Quad"),
        EXPLAIN("The hidden triple's idea with four digits: when four digits of a house can only go in the same four "
                "cells, those cells hold them, and every other candidate in the four cells can be removed.",
            "Hidden Quad")},
    {Technique::XWing, SUMMARY("A digit in exactly two places in each of two rows, in the same two columns.", "X-Wing"),
        EXPLAIN("Find a digit that can go in only two cells of one row, and in only two cells of another row, in the "
                "same two columns. The two rows need the digit once each, and they can only take it in opposite "
                "corners of the rectangle. Either way both columns get the digit from these rows, so remove it "
                "from the other cells of the two columns. (The same works with columns and rows swapped.)",
            "X-Wing")},
    {Technique::Swordfish, SUMMARY("An X-Wing with three rows and three columns.", "Swordfish"),
        EXPLAIN("Find three rows in which a digit can only go in the same three columns (two or three cells in each "
                "row). The three rows need the digit three times, in three different columns, so these rows fill the "
                "digit of all three columns. Remove it from the other cells of those columns. (Also with columns "
                "and rows swapped.)",
            "Swordfish")},
    {Technique::Jellyfish, SUMMARY("An X-Wing with four rows and four columns.", "Jellyfish"),
        EXPLAIN("Four rows in which a digit can only go in the same four columns must put the digit in each of those "
                "columns. So the digit can be removed from every other cell of the four columns. (Also with columns "
                "and rows swapped.)",
            "Jellyfish")},
    {Technique::XYWing,
        SUMMARY("A pivot cell XY and two wings XZ and YZ: a cell that sees both wings cannot be Z.", "XY-Wing"),
        EXPLAIN("Look for three cells with two candidates each: a pivot holding X and Y, one wing that sees the pivot "
                "and holds X and Z, another that sees the pivot and holds Y and Z. If the pivot is X, the first wing "
                "is Z; if the pivot is Y, the second wing is Z. One of the wings is Z either way, so any cell that "
                "sees both wings cannot be Z.",
            "XY-Wing")},
    {Technique::XYZWing,
        SUMMARY("An XY-Wing whose pivot also holds Z: cells that see all three cannot be Z.", "XYZ-Wing"),
        EXPLAIN("The pivot holds three candidates X, Y and Z; one wing that sees it holds X and Z, another holds Y and "
                "Z. Whichever digit the pivot takes, one of the three cells is Z: the pivot itself or one of the "
                "wings. So a cell that sees all three cells cannot be Z.",
            "XYZ-Wing")},
    {Technique::Skyscraper,
        SUMMARY("Two strong links of one digit on parallel lines, joined at one end.", "Skyscraper"),
        EXPLAIN("Find a digit that has exactly two places in each of two rows, with one end of each pair in the same "
                "column (the base) and the other two ends in different columns (the tops). The two base cells share "
                "a column, so at most one of them holds the digit, and the other row must then have it at its top: "
                "at least one top holds the digit. A cell that sees both tops cannot take it. (Also with columns and "
                "rows swapped.)",
            "Skyscraper")},
    {Technique::TwoStringKite, SUMMARY("A row link and a column link of one digit, joined in a box.", "2-String Kite"),
        EXPLAIN("Find a digit with exactly two places in a row and exactly two in a column, where one end of the row "
                "and one end of the column are different cells of the same box. Those two cells cannot both hold "
                "the digit, so one of the far ends does: the other end of the row or the other end of the column. "
                "The cell that sees both far ends cannot take the digit.",
            "2-String Kite")},
    {Technique::SimpleColourTrap,
        SUMMARY("Colour one digit's strong links in two colours; a cell that sees both colours loses it.",
            "Simple Colouring (trap)"),
        EXPLAIN("Take one digit and join every two cells that are its only places in a house. Colour such a chain in "
                "two colours, alternating: one colour is all true, the other all false, but we do not yet know which. "
                "A cell outside the chain that sees a cell of each colour sees the digit either way, so remove it "
                "there.",
            "Simple Colouring (trap)")},
    {Technique::SimpleColourWrap,
        SUMMARY("Colour one digit's strong links; a colour that meets itself in a house is false.",
            "Simple Colouring (wrap)"),
        EXPLAIN("Colour a chain of one digit's strong links in two alternating colours, as in the trap. If two cells "
                "of the same colour share a house, that colour cannot be true, as the house would get the digit "
                "twice. So every cell of that colour loses the digit, and the cells of the other colour take it.",
            "Simple Colouring (wrap)")},
    {Technique::WWing, SUMMARY("Two equal bivalue cells joined by a strong link of one of their digits.", "W-Wing"),
        EXPLAIN("Find two cells that hold the same two candidates X and Y but do not see each other, and a strong link "
                "on X (a house where X has only two places) with one end seeing each cell. If neither cell were Y, "
                "both would be X, and the strong link would have no X left. So one of the two cells is Y, and a cell "
                "that sees both cannot be Y.",
            "W-Wing")},
    {Technique::UniqueRectangle1,
        SUMMARY("Three corners of a deadly rectangle: the fourth cannot keep both digits.", "Unique Rectangle Type 1"),
        EXPLAIN("Four cells on two rows, two columns and two boxes that all held only X and Y could swap X and Y and "
                "give a second solution (a deadly pattern). A proper puzzle has only one solution, so this cannot "
                "happen. When three corners hold only X and Y, the fourth must take another digit: remove X and Y "
                "from it.",
            "Unique Rectangle Type 1")},
    {Technique::BugPlusOne, SUMMARY("All cells bivalue but one: that cell takes its third digit.", "BUG+1"),
        EXPLAIN("A grid where every empty cell has two candidates and every digit appears twice in each house is a "
                "bivalue universal grave: it has no solution or more than one. When only one cell has three "
                "candidates, and one of its digits appears three times in its houses, that digit must be placed "
                "there; otherwise the grid would fall into the grave.",
            "BUG+1")},
    {Technique::TurbotFish, SUMMARY("Two strong links of one digit joined by a weak link.", "Turbot Fish"),
        EXPLAIN("Take a digit with two strong links (houses where it has exactly two places), where one end of the "
                "first sees one end of the second. Those two ends cannot both hold the digit, so one of the two "
                "other ends does. A cell that sees both of those other ends cannot take the digit. The skyscraper "
                "and the kite are turbot fish of particular shapes.",
            "Turbot Fish")},
    {Technique::EmptyRectangle,
        SUMMARY("A digit in a box confined to one row and one column, with a strong link outside.", "Empty Rectangle"),
        EXPLAIN("In a box, the places of a digit lie on one row and one column of the box (an L or a cross), so the "
                "box's copy is on that row or on that column. Add a strong link of the digit in a column outside the "
                "box, its near end on the box's row. Either its far end holds the digit, or its near end does, and "
                "then the box's row is taken and the box's copy is on its column. The cell where the box's column "
                "meets the far end's row sees both, so it loses the digit. (Also with rows and columns swapped.)",
            "Empty Rectangle")},
    {Technique::DualTwoStringKite,
        SUMMARY("Two 2-String Kites through the same box cells, each removing a digit.", "Dual 2-String Kite"),
        EXPLAIN("Two kites that share the same two cells of a box, each made of its own strong links, are found "
                "together. Each kite on its own removes the digit from the cell that sees both its far ends; the "
                "step takes both eliminations at once.",
            "Dual 2-String Kite")},
    {Technique::DualEmptyRectangle,
        SUMMARY("Two empty rectangles in one box, each with its own strong link.", "Dual Empty Rectangle"),
        EXPLAIN("One box whose digit is confined to a row and a column works as an empty rectangle with two strong "
                "links at once, one meeting its row and one meeting its column. Each makes its own elimination, as "
                "in the empty rectangle; the step takes both.",
            "Dual Empty Rectangle")},
    {Technique::FinnedXWing,
        SUMMARY("An X-Wing with extra candidates in one box: eliminate only where the fin is seen.", "Finned X-Wing"),
        EXPLAIN("Two rows hold a digit almost as in an X-Wing, but one row has an extra place or two (the fin) inside "
                "the box of one corner. Either the fin holds the digit, or the X-Wing is real. A cell that the "
                "X-Wing would clear and that also sees the fin (in the fin's box) loses the digit in both cases.",
            "Finned X-Wing")},
    {Technique::FinnedSwordfish, SUMMARY("A Swordfish with extra candidates in one box.", "Finned Swordfish"),
        EXPLAIN("Three rows hold a digit as in a swordfish, apart from a fin: one or two extra places in a single box. "
                "Either the fin holds the digit or the swordfish is true. The cells the swordfish would clear that "
                "also see the fin lose the digit.",
            "Finned Swordfish")},
    {Technique::FinnedJellyfish, SUMMARY("A Jellyfish with extra candidates in one box.", "Finned Jellyfish"),
        EXPLAIN("The finned idea with four rows and four columns: either the fin in its box holds the digit, or the "
                "jellyfish is true. Remove the digit from the cells the jellyfish would clear that also see the fin.",
            "Finned Jellyfish")},
    {Technique::SashimiXWing, SUMMARY("A finned X-Wing missing one corner.", "Sashimi X-Wing"),
        EXPLAIN("As a finned X-Wing, but one corner of the rectangle has no candidate left; the fin beside it in the "
                "same box stands in for it. Either the fin holds the digit or the remaining cells work as an "
                "X-Wing, so the cells that see the fin and that the X-Wing would clear lose the digit.",
            "Sashimi X-Wing")},
    {Technique::SashimiSwordfish, SUMMARY("A finned Swordfish missing a corner.", "Sashimi Swordfish"),
        EXPLAIN("A finned swordfish in which the corner of the fin's box has no candidate; the fin takes its place. "
                "The reasoning is the finned one: the cells that see the fin and that the swordfish would clear "
                "lose the digit.",
            "Sashimi Swordfish")},
    {Technique::SashimiJellyfish, SUMMARY("A finned Jellyfish missing a corner.", "Sashimi Jellyfish"),
        EXPLAIN("A finned jellyfish in which the corner of the fin's box has no candidate; the fin takes its place. "
                "The cells that see the fin and that the jellyfish would clear lose the digit.",
            "Sashimi Jellyfish")},
    {Technique::SiameseFinnedSwordfish,
        SUMMARY("Two finned Swordfish on the same rows, found as one step.", "Siamese Finned Swordfish"),
        EXPLAIN("Two finned swordfish that share their rows and differ only in which extra cells are the fin are "
                "shown together: each removes the digit where it would alone, and the step takes both removals.",
            "Siamese Finned Swordfish")},
    {Technique::SiameseFinnedJellyfish,
        SUMMARY("Two finned Jellyfish on the same rows, found as one step.", "Siamese Finned Jellyfish"),
        EXPLAIN("Two finned jellyfish that share their rows and differ only in their fins are shown together; each "
                "makes its own elimination, and the step takes both.",
            "Siamese Finned Jellyfish")},
    {Technique::SiameseSashimiSwordfish,
        SUMMARY("Two sashimi Swordfish on the same rows, found as one step.", "Siamese Sashimi Swordfish"),
        EXPLAIN("Two sashimi swordfish that share their rows and differ only in their fins are shown together; each "
                "makes its own elimination, and the step takes both.",
            "Siamese Sashimi Swordfish")},
    {Technique::SiameseSashimiJellyfish,
        SUMMARY("Two sashimi Jellyfish on the same rows, found as one step.", "Siamese Sashimi Jellyfish"),
        EXPLAIN("Two sashimi jellyfish that share their rows and differ only in their fins are shown together; each "
                "makes its own elimination, and the step takes both.",
            "Siamese Sashimi Jellyfish")},
    {Technique::MultiColour1,
        SUMMARY("Two colour chains of one digit that see each other: one colour pair cannot both be true.",
            "Multi-Colouring (type 1)"),
        EXPLAIN("Colour two separate chains of one digit's strong links, each in its own pair of colours. If a cell of "
                "colour A in the first chain sees a cell of colour C in the second, A and C are not both true, so "
                "the opposite colours B or D hold the digit. A cell that sees both a B cell and a D cell cannot "
                "take it.",
            "Multi-Colouring (type 1)")},
    {Technique::MultiColour2,
        SUMMARY("A colour that sees both colours of another chain is false.", "Multi-Colouring (type 2)"),
        EXPLAIN("Colour two separate chains of one digit's strong links. If cells of colour A in the first chain see "
                "cells of both colours of the second chain, A cannot be true: one of the second chain's colours "
                "holds the digit, and A would clash with it. So every cell of colour A loses the digit.",
            "Multi-Colouring (type 2)")},
    {Technique::UniqueRectangle2,
        SUMMARY("A deadly rectangle whose two roof cells share one extra digit: that digit is in the roof.",
            "Unique Rectangle Type 2"),
        EXPLAIN("Four cells on two rows, two columns and two boxes hold X and Y; two of them (the roof) also hold the "
                "same extra digit Z. If neither roof cell were Z, the four cells would form a deadly pattern with "
                "two solutions. So one roof cell is Z, and a cell that sees both roof cells cannot be Z.",
            "Unique Rectangle Type 2")},
    {Technique::UniqueRectangle3,
        SUMMARY(
            "A deadly rectangle whose roof's extra digits form a subset with other cells.", "Unique Rectangle Type 3"),
        EXPLAIN("In a unique rectangle the two roof cells hold extra digits; one of those extras must be true, so "
                "together the roof acts as one cell holding just the extra digits. If that pseudo-cell and other "
                "cells of a house they share make a naked subset, the subset's digits can be removed from the rest "
                "of that house.",
            "Unique Rectangle Type 3")},
    {Technique::UniqueRectangle4,
        SUMMARY(
            "A deadly rectangle whose roof must hold one of its digits: the other goes.", "Unique Rectangle Type 4"),
        EXPLAIN("The two roof cells of a unique rectangle share a house in which X can only go in those two cells. "
                "So one roof cell is X. If the other were Y, the rectangle would be deadly, so neither roof cell "
                "can be Y: remove Y from both.",
            "Unique Rectangle Type 4")},
    {Technique::UniqueRectangle5,
        SUMMARY("A deadly rectangle with the same extra digit in three corners.", "Unique Rectangle Type 5"),
        EXPLAIN("Three corners of a unique rectangle (or two on a diagonal) hold the same extra digit Z. One of them "
                "must be Z, or the rectangle would be deadly. So a cell that sees all the cells with Z cannot be Z.",
            "Unique Rectangle Type 5")},
    {Technique::UniqueRectangle6,
        SUMMARY("A deadly rectangle with an X-Wing on one of its digits.", "Unique Rectangle Type 6"),
        EXPLAIN("The two diagonal roof cells of a unique rectangle hold extras, and digit X has only the rectangle's "
                "cells in both its rows and both its columns. If a roof cell were X, X would fill the opposite "
                "corner too, and the other two corners would be Y: a deadly pattern. So X can be removed from the "
                "two roof cells.",
            "Unique Rectangle Type 6")},
    {Technique::HiddenRectangle,
        SUMMARY("A rectangle held by strong links that would become deadly: one candidate goes.", "Hidden Rectangle"),
        EXPLAIN("Four cells of a rectangle on two boxes all hold X and Y, and one corner holds only these two. Look at "
                "the corner opposite it: if X has only the rectangle's cells in that corner's row and column, that "
                "corner cannot be Y, for then X would fill the other two corners and the four cells would be deadly. "
                "Remove Y there.",
            "Hidden Rectangle")},
    {Technique::AvoidableRectangle1,
        SUMMARY("Three solved corners of a rectangle would be deadly with the fourth: that digit goes.",
            "Avoidable Rectangle Type 1"),
        EXPLAIN("Three corners of a rectangle on two boxes hold digits the player placed (not givens), X and Y in a "
                "rectangle's pattern. If the fourth corner took the digit that completes the pattern, X and Y could be "
                "swapped in all four cells and the puzzle would have two solutions. So remove that digit from the "
                "fourth corner.",
            "Avoidable Rectangle Type 1")},
    {Technique::AvoidableRectangle2,
        SUMMARY(
            "A rectangle two placed digits away from deadly, with a shared extra digit.", "Avoidable Rectangle Type 2"),
        EXPLAIN("Two corners of a rectangle hold placed digits (not givens); the other two each hold the digit that "
                "would make the pattern deadly plus the same extra digit Z. They cannot both take the deadly "
                "digits, so one of them is Z, and a cell that sees both cannot be Z.",
            "Avoidable Rectangle Type 2")},
    {Technique::XChain, SUMMARY("An alternating chain of strong and weak links of one digit.", "X-Chain"),
        EXPLAIN("Start at a cell with a digit and follow it: a strong link (the only other place in a house) then a "
                "weak link (another place in a house), alternating, always on the same digit, and end on a strong "
                "link. Whether the first cell holds the digit or not, one of the two ends of the chain does. A cell "
                "that sees both ends cannot take the digit.",
            "X-Chain")},
    {Technique::XYChain, SUMMARY("A chain of bivalue cells: one end or the other holds the digit.", "XY-Chain"),
        EXPLAIN("Link cells that each have exactly two candidates, each cell sharing a digit with the next and seeing "
                "it. If the first cell is not Z, it is its other digit, which forces the next cell, and so on down the "
                "chain until the last cell is Z. So when both ends hold Z, one of them is Z, and a cell that sees "
                "both ends cannot be Z.",
            "XY-Chain")},
    {Technique::RemotePair,
        SUMMARY("A chain of cells holding the same two digits: ends an odd distance apart differ.", "Remote Pair"),
        EXPLAIN("A chain of cells that all hold only the same two digits, each seeing the next, alternates: every "
                "second cell has the same digit. Two cells an odd number of links apart hold different digits, so "
                "together they hold both. A cell that sees both of them can hold neither digit.",
            "Remote Pair")},
    {Technique::ContinuousNiceLoop,
        SUMMARY("A chain that closes on itself: every weak link of the loop becomes strong.", "Continuous Nice Loop"),
        EXPLAIN("A chain of alternating strong and weak links that comes back to where it started, with no break in "
                "the alternation, is a loop: every weak link in it holds both ways. So in each house a weak link "
                "runs through, one of its two ends is true, and the digit is removed from the other cells of that "
                "house; a cell whose two candidates are joined by a weak link loses its other candidates.",
            "Continuous Nice Loop")},
    {Technique::DiscontinuousNiceLoop,
        SUMMARY("A loop that breaks at one cell: that candidate is true or false.", "Discontinuous Nice Loop"),
        EXPLAIN("A chain that starts and ends at the same candidate, with one place where two links of the same kind "
                "meet. Two strong links meeting there show that assuming the candidate is false makes it true: place "
                "it. Two weak links show that assuming it true makes it false: remove it.",
            "Discontinuous Nice Loop")},
    {Technique::Aic, SUMMARY("An alternating inference chain over any candidates: one of its ends is true.", "AIC"),
        EXPLAIN("Follow strong and weak links, alternating, across cells and digits: a strong link may be two places "
                "of a digit in a house or the two candidates of a bivalue cell. A chain that starts and ends with a "
                "strong link makes at least one end true. If both ends are the same digit, a cell that sees both "
                "ends loses it; if they are different digits in cells that see each other, each end's cell loses "
                "the other end's digit.",
            "AIC")},
    {Technique::GroupedContinuousNiceLoop,
        SUMMARY("A continuous nice loop with group nodes.", "Grouped Continuous Nice Loop"),
        EXPLAIN("A continuous nice loop in which some nodes are groups: the places of a digit in one box that lie on "
                "one row or column, taken together as one node (the digit is in one of them). The loop works as "
                "without groups: its weak links hold both ways, and each clears its house.",
            "Grouped Continuous Nice Loop")},
    {Technique::GroupedDiscontinuousNiceLoop,
        SUMMARY("A discontinuous nice loop with group nodes.", "Grouped Discontinuous Nice Loop"),
        EXPLAIN("A discontinuous nice loop in which some nodes are groups of a digit's places in a box along one line. "
                "As without groups, the candidate where the loop breaks is placed (two strong links meet there) or "
                "removed (two weak links).",
            "Grouped Discontinuous Nice Loop")},
    {Technique::GroupedAic, SUMMARY("An alternating inference chain with group nodes.", "Grouped AIC"),
        EXPLAIN("An AIC in which some nodes are groups of a digit's places in a box along one line: the group is true "
                "when the digit is in one of its cells. One end of the chain is true, so candidates that see both "
                "ends can be removed.",
            "Grouped AIC")},
    {Technique::ForcingChainContradiction,
        SUMMARY("Assuming a candidate leads to a contradiction, so it is false.", "Forcing Chain Contradiction"),
        EXPLAIN("Suppose a candidate is true and follow what it forces, one simple consequence after another. If this "
                "leads to an impossible position (a cell with no candidate, a digit twice in a house, a digit with no "
                "place in a house), the assumption was wrong: remove the candidate, or place it if assuming it false "
                "broke the grid.",
            "Forcing Chain Contradiction")},
    {Technique::ForcingChainVerity,
        SUMMARY("Every choice of a cell or house leads to the same result.", "Forcing Chain Verity"),
        EXPLAIN("Take a cell's candidates (or a digit's places in a house): one of them is true. Follow what each one "
                "forces, branch by branch. If every branch places the same digit in a cell, or removes the same "
                "candidate, that result holds whichever choice is right.",
            "Forcing Chain Verity")},
    {Technique::ForcingNetContradiction,
        SUMMARY(
            "A forcing chain whose branches combine: an assumption that breaks the grid.", "Forcing Net Contradiction"),
        EXPLAIN("As a forcing chain contradiction, but the consequences are followed as a net: a conclusion may need "
                "several earlier ones together (a cell whose other candidates were all removed). When the net from an "
                "assumption reaches an impossible position, the assumption is false.",
            "Forcing Net Contradiction")},
    {Technique::ForcingNetVerity,
        SUMMARY("Every choice leads, through nets, to the same result.", "Forcing Net Verity"),
        EXPLAIN("As a forcing chain verity, with nets: each candidate of a cell (or each place of a digit in a house) "
                "is followed with every consequence it has, combined. A placement or removal that every branch "
                "reaches is true.",
            "Forcing Net Verity")},
    {Technique::SueDeCoq,
        SUMMARY("Cells where a line crosses a box, split between two subsets in the line and the box.", "Sue de Coq"),
        EXPLAIN(
            "Take two or three cells where a row (or column) meets a box, holding at least two more candidates "
            "than cells. Find a bivalue cell or almost locked set in the rest of the line using some of those digits, "
            "and another in the rest of the box using the others, the two sharing no digit. The crossing cells "
            "need digits from both sides, so the line's set keeps its digits out of the rest of the line and the "
            "box's set keeps its digits out of the rest of the box: remove them there.",
            "Sue de Coq")},
    {Technique::AlsXZ, SUMMARY("Two almost locked sets linked by a restricted common digit.", "ALS-XZ"),
        EXPLAIN("An almost locked set is N cells of a house with N+1 candidates: remove any one digit and the rest are "
                "locked. Take two such sets and a digit X in both whose cells in one set all see its cells in the "
                "other (restricted common): X is in at most one set, so the other is locked. If both sets also hold "
                "a digit Z, one of them places Z, so a cell that sees all their Z cells cannot be Z.",
            "ALS-XZ")},
    {Technique::AlsXYWing, SUMMARY("Three almost locked sets arranged like an XY-Wing.", "ALS-XY-Wing"),
        EXPLAIN("A pivot almost locked set shares a restricted common X with one set and a restricted common Y with "
                "another. The pivot cannot lose both X and Y, so one of the two wing sets is locked. If both wings "
                "hold a digit Z, one of them has it, and a cell that sees all their Z cells cannot be Z.",
            "ALS-XY-Wing")},
    {Technique::AlsXYChain,
        SUMMARY("A chain of almost locked sets linked by restricted common digits.", "ALS-XY-Chain"),
        EXPLAIN("Almost locked sets chained one after another, each linked to the next by a restricted common digit "
                "(a different one at each link). If the first set is not locked the next is, and so on, so the first "
                "or the last set is locked. A digit Z in both end sets is in one of them: cells that see all those "
                "Z cells lose Z.",
            "ALS-XY-Chain")},
    {Technique::DeathBlossom, SUMMARY("A stem cell whose every candidate locks a petal set.", "Death Blossom"),
        EXPLAIN("A stem cell has a few candidates; for each one, an almost locked set (a petal) holds that digit in "
                "cells that all see the stem. Whatever the stem takes, its petal loses that digit and becomes locked. "
                "If every petal holds a digit Z, one of them places Z, so a cell that sees all the petals' Z cells "
                "cannot be Z.",
            "Death Blossom")},
    {Technique::CageCombination,
        SUMMARY("Only some combinations of digits can fill a cage: the other candidates go.", "Cage Combination"),
        EXPLAIN("A killer cage's cells add up to its sum with no digit repeated. List the sets of different digits "
                "with that sum that fit the cells' candidates (each cell must be able to take one digit of the set). "
                "A candidate that belongs to none of those sets, or cannot be placed in any of them, is removed. "
                "For example, two cells adding up to 17 can only be 8 and 9.",
            "Cage Combination")},
    {Technique::CageLockedDigit,
        SUMMARY("A digit every combination of a cage holds is locked in its cells.", "Cage Locked Digit"),
        EXPLAIN("If every combination that can still fill a cage contains the same digit, the cage holds that digit "
                "in one of the cells that can take it. When those cells share a house, or a cell outside the cage "
                "sees all of them, that outside cell cannot hold the digit: remove it there.",
            "Cage Locked Digit")},
    {Technique::InniesOuties,
        SUMMARY("The rule of 45: a house's digits add up to 45, so the cells its cages leave out are known in sum.",
            "Innies and Outies"),
        EXPLAIN("Every row, column and box adds up to 45. Add up the cages lying wholly inside a house (or two or "
                "three adjacent lines): the one or two cells they leave out (innies) make up the rest of 45. Or add "
                "the cages covering the house: their cells that stick out (outies) add up to the excess over 45. "
                "A known sum of one cell places it; of two cells, it removes the candidates no partner completes.",
            "Innies and Outies")},
}};

constexpr bool inEnumOrder()
{
    for (std::size_t i = 0; i < kGuides.size(); ++i) {
        if (static_cast<std::size_t>(kGuides[i].technique) != i)
            return false;
    }
    return true;
}
static_assert(inEnumOrder(), "kGuides must list the techniques in the order of the enum");

QString translated(const Text &text)
{
    return QCoreApplication::translate("TechniqueGuide", text.source, text.comment);
}

const Guide &guide(sudoku::Technique technique)
{
    return kGuides.at(static_cast<std::size_t>(technique));
}

} // namespace

bool isCageTechnique(sudoku::Technique technique)
{
    // The enum keeps the Killer techniques last, after the comment that says they find nothing without cages.
    return technique >= sudoku::Technique::CageCombination;
}

QString summary(sudoku::Technique technique)
{
    return translated(guide(technique).summary);
}

QString explanation(sudoku::Technique technique)
{
    return translated(guide(technique).explanation);
}

QString variantNote(sudoku::Technique technique)
{
    if (isCageTechnique(technique)) {
        return QCoreApplication::translate(
            "TechniqueGuide", "Killer sudoku only: it reads the cages and their sums.", "where a technique holds");
    }
    switch (sudoku::techniqueInfo(technique).rules) {
    case sudoku::RulesNeed::Any:
        return QCoreApplication::translate("TechniqueGuide",
            "Works in every variant: the diagonals of Sudoku-X, the windows of Hyper and the regions of Jigsaw are "
            "houses like rows, columns and boxes, and a killer's cages only add to what is known.",
            "where a technique holds");
    case sudoku::RulesNeed::Boxes:
        return QCoreApplication::translate("TechniqueGuide",
            "Built on the boxes: it holds in classic, Sudoku-X, Hyper and Killer puzzles, not in Jigsaw, whose "
            "regions replace the boxes.",
            "where a technique holds");
    case sudoku::RulesNeed::Classic:
        return QCoreApplication::translate("TechniqueGuide",
            "Classic puzzles with exactly one solution only: in a variant the extra houses or cages can tell the "
            "two digits of a rectangle apart, so the pattern is not deadly there.",
            "where a technique holds");
    }
    return {};
}

} // namespace techniqueguide
