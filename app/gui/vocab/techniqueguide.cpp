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

// In the order of the enum (checked below), so that a technique's words are found by its value. The names
// in the comments are for translators only: the names the player reads are the registry's.
constexpr std::array<Guide, sudoku::kTechniqueCount> kGuides {{
    {Technique::FullHouse,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "The last empty cell of a house takes the one digit the house lacks.",
            "one-line summary of Full House"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Look for a row, column or box with eight digits already in it. Every house holds each digit once, "
            "so its one empty cell must take the digit that is missing.",
            "explanation of Full House for a learner")},
    {Technique::HiddenSingle,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "A digit that has only one place left in a house goes there.",
            "one-line summary of Hidden Single"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Pick a digit and a house, and cross out every cell of the house that already sees that digit in "
            "its row, column or box. If only one cell is left, the digit must go there, whatever other "
            "candidates that cell still has: the house needs the digit somewhere.",
            "explanation of Hidden Single for a learner")},
    {Technique::NakedSingle,
        QT_TRANSLATE_NOOP3(
            "TechniqueGuide", "A cell with only one candidate left takes it.", "one-line summary of Naked Single"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Look at one empty cell and list the digits its row, column and box already hold. If eight of the "
            "nine digits are there, the cell can only take the ninth: place it.",
            "explanation of Naked Single for a learner")},
    {Technique::Pointing,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A digit confined to one line inside a box is removed from the rest of that line.",
            "one-line summary of Pointing"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "In one box, look at where a digit can still go. If all those cells lie in a single row or column, "
            "the box's copy of the digit will be on that line. So the digit cannot go anywhere else on that line, "
            "outside the box: remove it there.",
            "explanation of Pointing for a learner")},
    {Technique::Claiming,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A digit confined to one box inside a line is removed from the rest of that box.",
            "one-line summary of Claiming"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "In one row or column, look at where a digit can still go. If all those cells lie in a single box, "
            "the line's copy of the digit will be in that box. So the other cells of the box, off the line, "
            "cannot take it: remove it there.",
            "explanation of Claiming for a learner")},
    {Technique::LockedPair,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A naked pair in cells that share both a line and a box clears both houses.",
            "one-line summary of Locked Pair"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Two cells in the same box and the same row (or column) hold the same two candidates and no others. "
            "The two digits must fill these two cells, in one order or the other, so neither digit can go "
            "anywhere else in the box or in the line: remove them from both.",
            "explanation of Locked Pair for a learner")},
    {Technique::NakedPair,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Two cells of a house with the same two candidates keep those digits to themselves.",
            "one-line summary of Naked Pair"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Find two cells in one house that hold exactly the same two candidates. Between them they must take "
            "both digits, so no other cell of that house can have either: remove the two digits from the rest "
            "of the house.",
            "explanation of Naked Pair for a learner")},
    {Technique::HiddenPair,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Two digits that fit only the same two cells of a house claim those cells.",
            "one-line summary of Hidden Pair"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "In one house, find two digits that can each go in only the same two cells. Those two cells must "
            "hold these two digits, so any other candidate in them is wrong: remove the other candidates from "
            "the two cells.",
            "explanation of Hidden Pair for a learner")},
    {Technique::LockedTriple,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A naked triple in cells that share both a line and a box clears both houses.",
            "one-line summary of Locked Triple"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Three cells in the same box and the same row (or column) hold only three digits between them. "
            "They must take those three digits, so the digits can go nowhere else in the box or the line: "
            "remove them from both.",
            "explanation of Locked Triple for a learner")},
    {Technique::NakedTriple,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Three cells of a house that hold only three digits between them keep those digits.",
            "one-line summary of Naked Triple"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Find three cells in one house whose candidates together are just three digits (a cell need not hold "
            "all three). The three cells must take those three digits, so remove the digits from every other "
            "cell of the house.",
            "explanation of Naked Triple for a learner")},
    {Technique::HiddenTriple,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Three digits that fit only the same three cells of a house claim those cells.",
            "one-line summary of Hidden Triple"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "In one house, find three digits whose possible places are the same three cells (each digit in two or "
            "three of them). Those cells must hold these digits, so remove every other candidate from them.",
            "explanation of Hidden Triple for a learner")},
    {Technique::NakedQuad,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Four cells of a house that hold only four digits between them keep those digits.",
            "one-line summary of Naked Quad"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "The naked triple's idea with four cells: four cells of one house whose candidates together are only "
            "four digits must take all four, so remove those digits from the rest of the house.",
            "explanation of Naked Quad for a learner")},
    {Technique::HiddenQuad,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Four digits that fit only the same four cells of a house claim those cells.",
            "one-line summary of Hidden Quad"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "The hidden triple's idea with four digits: when four digits of a house can only go in the same four "
            "cells, those cells hold them, and every other candidate in the four cells can be removed.",
            "explanation of Hidden Quad for a learner")},
    {Technique::XWing,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A digit in exactly two places in each of two rows, in the same two columns.",
            "one-line summary of X-Wing"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Find a digit that can go in only two cells of one row, and in only two cells of another row, in the "
            "same two columns. The two rows need the digit once each, and they can only take it in opposite "
            "corners of the rectangle. Either way both columns get the digit from these rows, so remove it "
            "from the other cells of the two columns. (The same works with columns and rows swapped.)",
            "explanation of X-Wing for a learner")},
    {Technique::Swordfish,
        QT_TRANSLATE_NOOP3(
            "TechniqueGuide", "An X-Wing with three rows and three columns.", "one-line summary of Swordfish"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Find three rows in which a digit can only go in the same three columns (two or three cells in each "
            "row). The three rows need the digit three times, in three different columns, so these rows fill the "
            "digit of all three columns. Remove it from the other cells of those columns. (Also with columns "
            "and rows swapped.)",
            "explanation of Swordfish for a learner")},
    {Technique::Jellyfish,
        QT_TRANSLATE_NOOP3(
            "TechniqueGuide", "An X-Wing with four rows and four columns.", "one-line summary of Jellyfish"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Four rows in which a digit can only go in the same four columns must put the digit in each of those "
            "columns. So the digit can be removed from every other cell of the four columns. (Also with columns "
            "and rows swapped.)",
            "explanation of Jellyfish for a learner")},
    {Technique::XYWing,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A pivot cell XY and two wings XZ and YZ: a cell that sees both wings cannot be Z.",
            "one-line summary of XY-Wing"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Look for three cells with two candidates each: a pivot holding X and Y, one wing that sees the pivot "
            "and holds X and Z, another that sees the pivot and holds Y and Z. If the pivot is X, the first wing "
            "is Z; if the pivot is Y, the second wing is Z. One of the wings is Z either way, so any cell that "
            "sees both wings cannot be Z.",
            "explanation of XY-Wing for a learner")},
    {Technique::XYZWing,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "An XY-Wing whose pivot also holds Z: cells that see all three cannot be Z.",
            "one-line summary of XYZ-Wing"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "The pivot holds three candidates X, Y and Z; one wing that sees it holds X and Z, another holds Y and "
            "Z. Whichever digit the pivot takes, one of the three cells is Z: the pivot itself or one of the "
            "wings. So a cell that sees all three cells cannot be Z.",
            "explanation of XYZ-Wing for a learner")},
    {Technique::Skyscraper,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "Two strong links of one digit on parallel lines, joined at one end.",
            "one-line summary of Skyscraper"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Find a digit that has exactly two places in each of two rows, with one end of each pair in the same "
            "column (the base) and the other two ends in different columns (the tops). The two base cells share "
            "a column, so at most one of them holds the digit, and the other row must then have it at its top: "
            "at least one top holds the digit. A cell that sees both tops cannot take it. (Also with columns and "
            "rows swapped.)",
            "explanation of Skyscraper for a learner")},
    {Technique::TwoStringKite,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "A row link and a column link of one digit, joined in a box.",
            "one-line summary of 2-String Kite"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Find a digit with exactly two places in a row and exactly two in a column, where one end of the row "
            "and one end of the column are different cells of the same box. Those two cells cannot both hold "
            "the digit, so one of the far ends does: the other end of the row or the other end of the column. "
            "The cell that sees both far ends cannot take the digit.",
            "explanation of 2-String Kite for a learner")},
    {Technique::SimpleColourTrap,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Colour one digit's strong links in two colours; a cell that sees both colours loses it.",
            "one-line summary of Simple Colouring (trap)"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Take one digit and join every two cells that are its only places in a house. Colour such a chain in "
            "two colours, alternating: one colour is all true, the other all false, but we do not yet know which. "
            "A cell outside the chain that sees a cell of each colour sees the digit either way, so remove it "
            "there.",
            "explanation of Simple Colouring (trap) for a learner")},
    {Technique::SimpleColourWrap,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Colour one digit's strong links; a colour that meets itself in a house is false.",
            "one-line summary of Simple Colouring (wrap)"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Colour a chain of one digit's strong links in two alternating colours, as in the trap. If two cells "
            "of the same colour share a house, that colour cannot be true, as the house would get the digit "
            "twice. So every cell of that colour loses the digit, and the cells of the other colour take it.",
            "explanation of Simple Colouring (wrap) for a learner")},
    {Technique::WWing,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "Two equal bivalue cells joined by a strong link of one of their digits.",
            "one-line summary of W-Wing"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Find two cells that hold the same two candidates X and Y but do not see each other, and a strong link "
            "on X (a house where X has only two places) with one end seeing each cell. If neither cell were Y, "
            "both would be X, and the strong link would have no X left. So one of the two cells is Y, and a cell "
            "that sees both cannot be Y.",
            "explanation of W-Wing for a learner")},
    {Technique::UniqueRectangle1,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "Three corners of a deadly rectangle: the fourth cannot keep both digits.",
            "one-line summary of Unique Rectangle Type 1"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Four cells on two rows, two columns and two boxes that all held only X and Y could swap X and Y and "
            "give a second solution (a deadly pattern). A proper puzzle has only one solution, so this cannot "
            "happen. When three corners hold only X and Y, the fourth must take another digit: remove X and Y "
            "from it.",
            "explanation of Unique Rectangle Type 1 for a learner")},
    {Technique::BugPlusOne,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "All cells bivalue but one: that cell takes its third digit.",
            "one-line summary of BUG+1"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A grid where every empty cell has two candidates and every digit appears twice in each house is a "
            "bivalue universal grave: it has no solution or more than one. When only one cell has three "
            "candidates, and one of its digits appears three times in its houses, that digit must be placed "
            "there; otherwise the grid would fall into the grave.",
            "explanation of BUG+1 for a learner")},
    {Technique::TurbotFish,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "Two strong links of one digit joined by a weak link.",
            "one-line summary of Turbot Fish"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Take a digit with two strong links (houses where it has exactly two places), where one end of the "
            "first sees one end of the second. Those two ends cannot both hold the digit, so one of the two "
            "other ends does. A cell that sees both of those other ends cannot take the digit. The skyscraper "
            "and the kite are turbot fish of particular shapes.",
            "explanation of Turbot Fish for a learner")},
    {Technique::EmptyRectangle,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A digit in a box confined to one row and one column, with a strong link outside.",
            "one-line summary of Empty Rectangle"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "In a box, the places of a digit lie on one row and one column of the box (an L or a cross), so the "
            "box's copy is on that row or on that column. Add a strong link of the digit in a column outside the "
            "box, its near end on the box's row. Either its far end holds the digit, or its near end does, and "
            "then the box's row is taken and the box's copy is on its column. The cell where the box's column "
            "meets the far end's row sees both, so it loses the digit. (Also with rows and columns swapped.)",
            "explanation of Empty Rectangle for a learner")},
    {Technique::DualTwoStringKite,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "Two 2-String Kites through the same box cells, each removing a digit.",
            "one-line summary of Dual 2-String Kite"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Two kites that share the same two cells of a box, each made of its own strong links, are found "
            "together. Each kite on its own removes the digit from the cell that sees both its far ends; the "
            "step takes both eliminations at once.",
            "explanation of Dual 2-String Kite for a learner")},
    {Technique::DualEmptyRectangle,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "Two empty rectangles in one box, each with its own strong link.",
            "one-line summary of Dual Empty Rectangle"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "One box whose digit is confined to a row and a column works as an empty rectangle with two strong "
            "links at once, one meeting its row and one meeting its column. Each makes its own elimination, as "
            "in the empty rectangle; the step takes both.",
            "explanation of Dual Empty Rectangle for a learner")},
    {Technique::FinnedXWing,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "An X-Wing with extra candidates in one box: eliminate only where the fin is seen.",
            "one-line summary of Finned X-Wing"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Two rows hold a digit almost as in an X-Wing, but one row has an extra place or two (the fin) inside "
            "the box of one corner. Either the fin holds the digit, or the X-Wing is real. A cell that the "
            "X-Wing would clear and that also sees the fin (in the fin's box) loses the digit in both cases.",
            "explanation of Finned X-Wing for a learner")},
    {Technique::FinnedSwordfish,
        QT_TRANSLATE_NOOP3(
            "TechniqueGuide", "A Swordfish with extra candidates in one box.", "one-line summary of Finned Swordfish"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Three rows hold a digit as in a swordfish, apart from a fin: one or two extra places in a single box. "
            "Either the fin holds the digit or the swordfish is true. The cells the swordfish would clear that "
            "also see the fin lose the digit.",
            "explanation of Finned Swordfish for a learner")},
    {Technique::FinnedJellyfish,
        QT_TRANSLATE_NOOP3(
            "TechniqueGuide", "A Jellyfish with extra candidates in one box.", "one-line summary of Finned Jellyfish"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "The finned idea with four rows and four columns: either the fin in its box holds the digit, or the "
            "jellyfish is true. Remove the digit from the cells the jellyfish would clear that also see the fin.",
            "explanation of Finned Jellyfish for a learner")},
    {Technique::SashimiXWing,
        QT_TRANSLATE_NOOP3(
            "TechniqueGuide", "A finned X-Wing missing one corner.", "one-line summary of Sashimi X-Wing"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "As a finned X-Wing, but one corner of the rectangle has no candidate left; the fin beside it in the "
            "same box stands in for it. Either the fin holds the digit or the remaining cells work as an "
            "X-Wing, so the cells that see the fin and that the X-Wing would clear lose the digit.",
            "explanation of Sashimi X-Wing for a learner")},
    {Technique::SashimiSwordfish,
        QT_TRANSLATE_NOOP3(
            "TechniqueGuide", "A finned Swordfish missing a corner.", "one-line summary of Sashimi Swordfish"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A finned swordfish in which the corner of the fin's box has no candidate; the fin takes its place. "
            "The reasoning is the finned one: the cells that see the fin and that the swordfish would clear "
            "lose the digit.",
            "explanation of Sashimi Swordfish for a learner")},
    {Technique::SashimiJellyfish,
        QT_TRANSLATE_NOOP3(
            "TechniqueGuide", "A finned Jellyfish missing a corner.", "one-line summary of Sashimi Jellyfish"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A finned jellyfish in which the corner of the fin's box has no candidate; the fin takes its place. "
            "The cells that see the fin and that the jellyfish would clear lose the digit.",
            "explanation of Sashimi Jellyfish for a learner")},
    {Technique::SiameseFinnedSwordfish,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "Two finned Swordfish on the same rows, found as one step.",
            "one-line summary of Siamese Finned Swordfish"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Two finned swordfish that share their rows and differ only in which extra cells are the fin are "
            "shown together: each removes the digit where it would alone, and the step takes both removals.",
            "explanation of Siamese Finned Swordfish for a learner")},
    {Technique::SiameseFinnedJellyfish,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "Two finned Jellyfish on the same rows, found as one step.",
            "one-line summary of Siamese Finned Jellyfish"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Two finned jellyfish that share their rows and differ only in their fins are shown together; each "
            "makes its own elimination, and the step takes both.",
            "explanation of Siamese Finned Jellyfish for a learner")},
    {Technique::SiameseSashimiSwordfish,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "Two sashimi Swordfish on the same rows, found as one step.",
            "one-line summary of Siamese Sashimi Swordfish"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Two sashimi swordfish that share their rows and differ only in their fins are shown together; each "
            "makes its own elimination, and the step takes both.",
            "explanation of Siamese Sashimi Swordfish for a learner")},
    {Technique::SiameseSashimiJellyfish,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "Two sashimi Jellyfish on the same rows, found as one step.",
            "one-line summary of Siamese Sashimi Jellyfish"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Two sashimi jellyfish that share their rows and differ only in their fins are shown together; each "
            "makes its own elimination, and the step takes both.",
            "explanation of Siamese Sashimi Jellyfish for a learner")},
    {Technique::MultiColour1,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Two colour chains of one digit that see each other: one colour pair cannot both be true.",
            "one-line summary of Multi-Colouring (type 1)"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Colour two separate chains of one digit's strong links, each in its own pair of colours. If a cell of "
            "colour A in the first chain sees a cell of colour C in the second, A and C are not both true, so "
            "the opposite colours B or D hold the digit. A cell that sees both a B cell and a D cell cannot "
            "take it.",
            "explanation of Multi-Colouring (type 1) for a learner")},
    {Technique::MultiColour2,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "A colour that sees both colours of another chain is false.",
            "one-line summary of Multi-Colouring (type 2)"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Colour two separate chains of one digit's strong links. If cells of colour A in the first chain see "
            "cells of both colours of the second chain, A cannot be true: one of the second chain's colours "
            "holds the digit, and A would clash with it. So every cell of colour A loses the digit.",
            "explanation of Multi-Colouring (type 2) for a learner")},
    {Technique::UniqueRectangle2,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A deadly rectangle whose two roof cells share one extra digit: that digit is in the roof.",
            "one-line summary of Unique Rectangle Type 2"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Four cells on two rows, two columns and two boxes hold X and Y; two of them (the roof) also hold the "
            "same extra digit Z. If neither roof cell were Z, the four cells would form a deadly pattern with "
            "two solutions. So one roof cell is Z, and a cell that sees both roof cells cannot be Z.",
            "explanation of Unique Rectangle Type 2 for a learner")},
    {Technique::UniqueRectangle3,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A deadly rectangle whose roof's extra digits form a subset with other cells.",
            "one-line summary of Unique Rectangle Type 3"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "In a unique rectangle the two roof cells hold extra digits; one of those extras must be true, so "
            "together the roof acts as one cell holding just the extra digits. If that pseudo-cell and other "
            "cells of a house they share make a naked subset, the subset's digits can be removed from the rest "
            "of that house.",
            "explanation of Unique Rectangle Type 3 for a learner")},
    {Technique::UniqueRectangle4,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A deadly rectangle whose roof must hold one of its digits: the other goes.",
            "one-line summary of Unique Rectangle Type 4"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "The two roof cells of a unique rectangle share a house in which X can only go in those two cells. "
            "So one roof cell is X. If the other were Y, the rectangle would be deadly, so neither roof cell "
            "can be Y: remove Y from both.",
            "explanation of Unique Rectangle Type 4 for a learner")},
    {Technique::UniqueRectangle5,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "A deadly rectangle with the same extra digit in three corners.",
            "one-line summary of Unique Rectangle Type 5"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Three corners of a unique rectangle (or two on a diagonal) hold the same extra digit Z. One of them "
            "must be Z, or the rectangle would be deadly. So a cell that sees all the cells with Z cannot be Z.",
            "explanation of Unique Rectangle Type 5 for a learner")},
    {Technique::UniqueRectangle6,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "A deadly rectangle with an X-Wing on one of its digits.",
            "one-line summary of Unique Rectangle Type 6"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "The two diagonal roof cells of a unique rectangle hold extras, and digit X has only the rectangle's "
            "cells in both its rows and both its columns. If a roof cell were X, X would fill the opposite "
            "corner too, and the other two corners would be Y: a deadly pattern. So X can be removed from the "
            "two roof cells.",
            "explanation of Unique Rectangle Type 6 for a learner")},
    {Technique::HiddenRectangle,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A rectangle held by strong links that would become deadly: one candidate goes.",
            "one-line summary of Hidden Rectangle"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Four cells of a rectangle on two boxes all hold X and Y, and one corner holds only these two. Look at "
            "the corner opposite it: if X has only the rectangle's cells in that corner's row and column, that "
            "corner cannot be Y, for then X would fill the other two corners and the four cells would be deadly. "
            "Remove Y there.",
            "explanation of Hidden Rectangle for a learner")},
    {Technique::AvoidableRectangle1,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Three solved corners of a rectangle would be deadly with the fourth: that digit goes.",
            "one-line summary of Avoidable Rectangle Type 1"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Three corners of a rectangle on two boxes hold digits the player placed (not givens), X and Y in a "
            "rectangle's pattern. If the fourth corner took the digit that completes the pattern, X and Y could be "
            "swapped in all four cells and the puzzle would have two solutions. So remove that digit from the "
            "fourth corner.",
            "explanation of Avoidable Rectangle Type 1 for a learner")},
    {Technique::AvoidableRectangle2,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A rectangle two placed digits away from deadly, with a shared extra digit.",
            "one-line summary of Avoidable Rectangle Type 2"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Two corners of a rectangle hold placed digits (not givens); the other two each hold the digit that "
            "would make the pattern deadly plus the same extra digit Z. They cannot both take the deadly "
            "digits, so one of them is Z, and a cell that sees both cannot be Z.",
            "explanation of Avoidable Rectangle Type 2 for a learner")},
    {Technique::XChain,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "An alternating chain of strong and weak links of one digit.",
            "one-line summary of X-Chain"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Start at a cell with a digit and follow it: a strong link (the only other place in a house) then a "
            "weak link (another place in a house), alternating, always on the same digit, and end on a strong "
            "link. Whether the first cell holds the digit or not, one of the two ends of the chain does. A cell "
            "that sees both ends cannot take the digit.",
            "explanation of X-Chain for a learner")},
    {Technique::XYChain,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "A chain of bivalue cells: one end or the other holds the digit.",
            "one-line summary of XY-Chain"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Link cells that each have exactly two candidates, each cell sharing a digit with the next and seeing "
            "it. If the first cell is not Z, it is its other digit, which forces the next cell, and so on down the "
            "chain until the last cell is Z. So when both ends hold Z, one of them is Z, and a cell that sees "
            "both ends cannot be Z.",
            "explanation of XY-Chain for a learner")},
    {Technique::RemotePair,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A chain of cells holding the same two digits: ends an odd distance apart differ.",
            "one-line summary of Remote Pair"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A chain of cells that all hold only the same two digits, each seeing the next, alternates: every "
            "second cell has the same digit. Two cells an odd number of links apart hold different digits, so "
            "together they hold both. A cell that sees both of them can hold neither digit.",
            "explanation of Remote Pair for a learner")},
    {Technique::ContinuousNiceLoop,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A chain that closes on itself: every weak link of the loop becomes strong.",
            "one-line summary of Continuous Nice Loop"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A chain of alternating strong and weak links that comes back to where it started, with no break in "
            "the alternation, is a loop: every weak link in it holds both ways. So in each house a weak link "
            "runs through, one of its two ends is true, and the digit is removed from the other cells of that "
            "house; a cell whose two candidates are joined by a weak link loses its other candidates.",
            "explanation of Continuous Nice Loop for a learner")},
    {Technique::DiscontinuousNiceLoop,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "A loop that breaks at one cell: that candidate is true or false.",
            "one-line summary of Discontinuous Nice Loop"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A chain that starts and ends at the same candidate, with one place where two links of the same kind "
            "meet. Two strong links meeting there show that assuming the candidate is false makes it true: place "
            "it. Two weak links show that assuming it true makes it false: remove it.",
            "explanation of Discontinuous Nice Loop for a learner")},
    {Technique::Aic,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "An alternating inference chain over any candidates: one of its ends is true.", "one-line summary of AIC"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Follow strong and weak links, alternating, across cells and digits: a strong link may be two places "
            "of a digit in a house or the two candidates of a bivalue cell. A chain that starts and ends with a "
            "strong link makes at least one end true. If both ends are the same digit, a cell that sees both "
            "ends loses it; if they are different digits in cells that see each other, each end's cell loses "
            "the other end's digit.",
            "explanation of AIC for a learner")},
    {Technique::GroupedContinuousNiceLoop,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "A continuous nice loop with group nodes.",
            "one-line summary of Grouped Continuous Nice Loop"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A continuous nice loop in which some nodes are groups: the places of a digit in one box that lie on "
            "one row or column, taken together as one node (the digit is in one of them). The loop works as "
            "without groups: its weak links hold both ways, and each clears its house.",
            "explanation of Grouped Continuous Nice Loop for a learner")},
    {Technique::GroupedDiscontinuousNiceLoop,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "A discontinuous nice loop with group nodes.",
            "one-line summary of Grouped Discontinuous Nice Loop"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A discontinuous nice loop in which some nodes are groups of a digit's places in a box along one line. "
            "As without groups, the candidate where the loop breaks is placed (two strong links meet there) or "
            "removed (two weak links).",
            "explanation of Grouped Discontinuous Nice Loop for a learner")},
    {Technique::GroupedAic,
        QT_TRANSLATE_NOOP3(
            "TechniqueGuide", "An alternating inference chain with group nodes.", "one-line summary of Grouped AIC"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "An AIC in which some nodes are groups of a digit's places in a box along one line: the group is true "
            "when the digit is in one of its cells. One end of the chain is true, so candidates that see both "
            "ends can be removed.",
            "explanation of Grouped AIC for a learner")},
    {Technique::ForcingChainContradiction,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "Assuming a candidate leads to a contradiction, so it is false.",
            "one-line summary of Forcing Chain Contradiction"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Suppose a candidate is true and follow what it forces, one simple consequence after another. If this "
            "leads to an impossible position (a cell with no candidate, a digit twice in a house, a digit with no "
            "place in a house), the assumption was wrong: remove the candidate, or place it if assuming it false "
            "broke the grid.",
            "explanation of Forcing Chain Contradiction for a learner")},
    {Technique::ForcingChainVerity,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "Every choice of a cell or house leads to the same result.",
            "one-line summary of Forcing Chain Verity"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Take a cell's candidates (or a digit's places in a house): one of them is true. Follow what each one "
            "forces, branch by branch. If every branch places the same digit in a cell, or removes the same "
            "candidate, that result holds whichever choice is right.",
            "explanation of Forcing Chain Verity for a learner")},
    {Technique::ForcingNetContradiction,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A forcing chain whose branches combine: an assumption that breaks the grid.",
            "one-line summary of Forcing Net Contradiction"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "As a forcing chain contradiction, but the consequences are followed as a net: a conclusion may need "
            "several earlier ones together (a cell whose other candidates were all removed). When the net from an "
            "assumption reaches an impossible position, the assumption is false.",
            "explanation of Forcing Net Contradiction for a learner")},
    {Technique::ForcingNetVerity,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "Every choice leads, through nets, to the same result.",
            "one-line summary of Forcing Net Verity"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "As a forcing chain verity, with nets: each candidate of a cell (or each place of a digit in a house) "
            "is followed with every consequence it has, combined. A placement or removal that every branch "
            "reaches is true.",
            "explanation of Forcing Net Verity for a learner")},
    {Technique::SueDeCoq,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Cells where a line crosses a box, split between two subsets in the line and the box.",
            "one-line summary of Sue de Coq"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Take two or three cells where a row (or column) meets a box, holding at least two more candidates "
            "than cells. Find a bivalue cell or almost locked set in the rest of the line using some of those digits, "
            "and another in the rest of the box using the others, the two sharing no digit. The crossing cells "
            "need digits from both sides, so the line's set keeps its digits out of the rest of the line and the "
            "box's set keeps its digits out of the rest of the box: remove them there.",
            "explanation of Sue de Coq for a learner")},
    {Technique::AlsXZ,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "Two almost locked sets linked by a restricted common digit.",
            "one-line summary of ALS-XZ"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "An almost locked set is N cells of a house with N+1 candidates: remove any one digit and the rest are "
            "locked. Take two such sets and a digit X in both whose cells in one set all see its cells in the "
            "other (restricted common): X is in at most one set, so the other is locked. If both sets also hold "
            "a digit Z, one of them places Z, so a cell that sees all their Z cells cannot be Z.",
            "explanation of ALS-XZ for a learner")},
    {Technique::AlsXYWing,
        QT_TRANSLATE_NOOP3(
            "TechniqueGuide", "Three almost locked sets arranged like an XY-Wing.", "one-line summary of ALS-XY-Wing"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A pivot almost locked set shares a restricted common X with one set and a restricted common Y with "
            "another. The pivot cannot lose both X and Y, so one of the two wing sets is locked. If both wings "
            "hold a digit Z, one of them has it, and a cell that sees all their Z cells cannot be Z.",
            "explanation of ALS-XY-Wing for a learner")},
    {Technique::AlsXYChain,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "A chain of almost locked sets linked by restricted common digits.",
            "one-line summary of ALS-XY-Chain"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Almost locked sets chained one after another, each linked to the next by a restricted common digit "
            "(a different one at each link). If the first set is not locked the next is, and so on, so the first "
            "or the last set is locked. A digit Z in both end sets is in one of them: cells that see all those "
            "Z cells lose Z.",
            "explanation of ALS-XY-Chain for a learner")},
    {Technique::DeathBlossom,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "A stem cell whose every candidate locks a petal set.",
            "one-line summary of Death Blossom"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A stem cell has a few candidates; for each one, an almost locked set (a petal) holds that digit in "
            "cells that all see the stem. Whatever the stem takes, its petal loses that digit and becomes locked. "
            "If every petal holds a digit Z, one of them places Z, so a cell that sees all the petals' Z cells "
            "cannot be Z.",
            "explanation of Death Blossom for a learner")},
    {Technique::CageCombination,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Only some combinations of digits can fill a cage: the other candidates go.",
            "one-line summary of Cage Combination"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A killer cage's cells add up to its sum with no digit repeated. List the sets of different digits "
            "with that sum that fit the cells' candidates (each cell must be able to take one digit of the set). "
            "A candidate that belongs to none of those sets, or cannot be placed in any of them, is removed. "
            "For example, two cells adding up to 17 can only be 8 and 9.",
            "explanation of Cage Combination for a learner")},
    {Technique::CageLockedDigit,
        QT_TRANSLATE_NOOP3("TechniqueGuide", "A digit every combination of a cage holds is locked in its cells.",
            "one-line summary of Cage Locked Digit"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "If every combination that can still fill a cage contains the same digit, the cage holds that digit "
            "in one of the cells that can take it. When those cells share a house, or a cell outside the cage "
            "sees all of them, that outside cell cannot hold the digit: remove it there.",
            "explanation of Cage Locked Digit for a learner")},
    {Technique::InniesOuties,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "The rule of 45: a house's digits add up to 45, so the cells its cages leave out are known in sum.",
            "one-line summary of Innies and Outies"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Every row, column and box adds up to 45. Add up the cages lying wholly inside a house (or two or "
            "three adjacent lines): the one or two cells they leave out (innies) make up the rest of 45. Or add "
            "the cages covering the house: their cells that stick out (outies) add up to the excess over 45. "
            "A known sum of one cell places it; of two cells, it removes the candidates no partner completes.",
            "explanation of Innies and Outies for a learner")},
    {Technique::DirectPointing,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A pointing whose removals leave a digit one place in another box: place it.",
            "one-line summary of Direct Pointing"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Find a pointing: in one box, a digit can only go on one line, so it leaves the rest of that line. "
            "Then look along the line at the other boxes it crosses: if one of them now has a single place left "
            "for the digit, it goes there. You need not write the removals down: it is a hidden single seen "
            "through the pointing.",
            "explanation of Direct Pointing for a learner")},
    {Technique::DirectClaiming,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A claiming whose removals leave a digit one place in another line: place it.",
            "one-line summary of Direct Claiming"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Find a claiming: in one row or column, a digit can only go inside one box, so it leaves the rest of "
            "that box. Then look at the other lines through the box, parallel to the first: if one of them now "
            "has a single place left for the digit, it goes there.",
            "explanation of Direct Claiming for a learner")},
    {Technique::DirectHiddenPair,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A hidden pair whose removals leave another digit one place in the house: place it.",
            "one-line summary of Direct Hidden Pair"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Find a hidden pair: two digits that fit only the same two cells of a house, which then hold nothing "
            "else. A third digit that could go in one of those cells has lost that place; if it has only one "
            "place left in the house, it goes there.",
            "explanation of Direct Hidden Pair for a learner")},
    {Technique::DirectHiddenTriple,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "A hidden triple whose removals leave another digit one place in the house: place it.",
            "one-line summary of Direct Hidden Triple"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "Find a hidden triple: three digits that fit only the same three cells of a house, which then hold "
            "nothing else. Another digit that could go in those cells has lost those places; if it has only one "
            "place left in the house, it goes there.",
            "explanation of Direct Hidden Triple for a learner")},
    {Technique::VirtualCage,
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "The rule of 45 leaves three to seven cells of known sum: treat them as a cage of their own.",
            "one-line summary of Virtual Cage"),
        QT_TRANSLATE_NOOP3("TechniqueGuide",
            "As for innies and outies, add up the cages lying wholly inside a house (or two or three adjacent "
            "lines), or the cages covering it. When the cells left out, or sticking out, are three to seven, "
            "their sum is known, like the sum of a cage, though they form none: work out which candidates can fill "
            "them. "
            "A candidate goes when no choice of candidates in the other cells completes the sum, with different "
            "digits in cells that see each other.",
            "explanation of Virtual Cage for a learner")},
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
    if (sudoku::isCageTechnique(technique)) {
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
