// SPDX-License-Identifier: GPL-3.0-or-later
// The technique registry: one row per technique, written by family. A row is everything the engine knows of a
// technique (technique.h's TechniqueInfo: id, name, HoDoKu code, uniqueness, difficulty, what HoDoKu's library
// writes for it), its finder and the text of its steps. The difficulty is the one fact the rest follows from:
// findStep tries the techniques by difficulty, cheapest first (techniqueOrder(), sorted here at compile time),
// and a technique's level is the band of the rating its difficulty falls in (rating.h).
//
// Adding a technique: its name in the enum (technique.h), its finder and its text in its family's file, its
// row here with its difficulty, and the translations of its name and text (solver/README.md).
//
// The difficulties are on Sudoku Explainer's scale: SE 1.2.1's technique table where SE has the technique;
// the others calibrated on the train half of docs/bench-rating.md (the median SE rating of the puzzles whose
// hardest step they make). SE finds the single-digit patterns as X-chains and X-cycles (6.5-6.6), W-Wing as a
// forcing chain (7.0+); it has no fins, no group nodes and no ALS technique (it finds them as chains); its
// unique rectangles and loops are 4.5-5.0 (type 3 more per digit of its naked subset), and it has no types 5
// and 6, hidden or avoidable rectangles. XY-Chain's 6.9 is SE's 6.6 corrected for our shorter count of its
// length. Chains and nets add rating.cpp's length and nesting terms to these bases.
#include "sudoku/logic/chains.h"
#include "sudoku/logic/finders.h"

namespace sudoku
{

namespace logic
{

namespace
{

constexpr std::array<TechniqueRow, kTechniqueCount> kRows {{
    {{Technique::FullHouse, "full-house",
         SUDOKU_TEXT("TechniqueText", "Full House", "technique: the last empty cell of a row, column or box"), "0000",
         false, 1.0, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findFullHouses(c.grid, s); }, singleText},
    {{Technique::HiddenSingle, "hidden-single",
         SUDOKU_TEXT("TechniqueText", "Hidden Single", "technique: the only place for a digit in a house"), "0002",
         false, 1.2, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findHiddenSingles(c.grid, s); }, singleText},
    // Sudoku Explainer's direct techniques: an intersection or a hidden subset whose eliminations leave a hidden
    // single, placed in the same step. SE tries them before the naked single (its difficulties, 1.7-2.5), so a
    // puzzle they finish rates as SE rates it; HoDoKu has none (directPattern()).
    {{Technique::DirectPointing, "direct-pointing",
         SUDOKU_TEXT("TechniqueText", "Direct Pointing", "technique: pointing that leaves a hidden single"), "", false,
         1.7, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findPointing(c.grid, true, s); }, intersectionText},
    {{Technique::DirectClaiming, "direct-claiming",
         SUDOKU_TEXT("TechniqueText", "Direct Claiming", "technique: claiming that leaves a hidden single"), "", false,
         1.9, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findClaiming(c.grid, true, s); }, intersectionText},
    {{Technique::DirectHiddenPair, "direct-hidden-pair",
         SUDOKU_TEXT("TechniqueText", "Direct Hidden Pair", "technique: hidden pair that leaves a hidden single"), "",
         false, 2.0, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findHiddenSubsets(c.grid, 2, true, s); }, subsetText},
    {{Technique::NakedSingle, "naked-single",
         SUDOKU_TEXT("TechniqueText", "Naked Single", "technique: the only digit left for a cell"), "0003", false, 2.3,
         LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findNakedSingles(c.grid, s); }, singleText},
    {{Technique::DirectHiddenTriple, "direct-hidden-triple",
         SUDOKU_TEXT("TechniqueText", "Direct Hidden Triple", "technique: hidden triple that leaves a hidden single"),
         "", false, 2.5, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findHiddenSubsets(c.grid, 3, true, s); }, subsetText},
    // Killer: a cage's combinations that fit its cells' candidates. Players meet it first in a killer, as early
    // as the locked candidates; SE has no cages, so its difficulty sits between a naked single (2.3) and
    // pointing (2.6), Medium like the intersections.
    {{Technique::CageCombination, "cage-combination",
         SUDOKU_TEXT("TechniqueText", "Cage Combination",
             "technique: killer sudoku, the digit combinations that can still fill a cage"),
         "", false, 2.5, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findCageCombinations(c.grid, s); }, killerText},
    {{Technique::Pointing, "pointing",
         SUDOKU_TEXT("TechniqueText", "Pointing", "technique: locked candidates, a box's candidates on one line"),
         "0100", false, 2.6, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findPointing(c.grid, false, s); }, intersectionText},
    {{Technique::Claiming, "claiming",
         SUDOKU_TEXT("TechniqueText", "Claiming", "technique: locked candidates, a line's candidates in one box"),
         "0101", false, 2.8, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findClaiming(c.grid, false, s); }, intersectionText},
    {{Technique::LockedPair, "locked-pair",
         SUDOKU_TEXT("TechniqueText", "Locked Pair", "technique: naked pair inside one line and one box"), "0110",
         false, 2.9, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findNakedSubsets(c.grid, 2, true, s); }, subsetText},
    {{Technique::NakedPair, "naked-pair", SUDOKU_TEXT("TechniqueText", "Naked Pair", "technique"), "0200", false, 3.0,
         LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findNakedSubsets(c.grid, 2, false, s); }, subsetText},
    {{Technique::HiddenPair, "hidden-pair", SUDOKU_TEXT("TechniqueText", "Hidden Pair", "technique"), "0210", false,
         3.4, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findHiddenSubsets(c.grid, 2, false, s); }, subsetText},
    {{Technique::LockedTriple, "locked-triple",
         SUDOKU_TEXT("TechniqueText", "Locked Triple", "technique: naked triple inside one line and one box"), "0111",
         false, 3.5, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findNakedSubsets(c.grid, 3, true, s); }, subsetText},
    {{Technique::NakedTriple, "naked-triple", SUDOKU_TEXT("TechniqueText", "Naked Triple", "technique"), "0201", false,
         3.6, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findNakedSubsets(c.grid, 3, false, s); }, subsetText},
    {{Technique::HiddenTriple, "hidden-triple", SUDOKU_TEXT("TechniqueText", "Hidden Triple", "technique"), "0211",
         false, 4.0, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findHiddenSubsets(c.grid, 3, false, s); }, subsetText},
    // Killer: a digit every combination of a cage holds, locked in the cage's cells that can take it. Locked
    // candidates over a cage and its combinations: a step harder than both, Hard like the X-Wing (3.2) it
    // stands beside in difficulty.
    {{Technique::CageLockedDigit, "cage-locked-digit",
         SUDOKU_TEXT("TechniqueText", "Cage Locked Digit",
             "technique: killer sudoku, a digit every combination of a cage holds, locked in the cells that can take "
             "it"),
         "", false, 3.2, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findCageLockedDigits(c.grid, s); }, killerText},
    // Killer: the rule of 45 over a house or two or three adjacent lines, when the cells left out of its cages
    // (or the cages' cells reaching out of it) are one or two. Sums across houses and cages: harder than a
    // cage's own locked digit, Hard at 3.4 (between the X-Wing and the Swordfish).
    {{Technique::InniesOuties, "innies-outies",
         SUDOKU_TEXT("TechniqueText", "Innies and Outies",
             "technique: killer sudoku, the rule of 45: the cells a house's cages leave out add up to the rest"),
         "", false, 3.4, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findInniesOuties(c.grid, false, s); }, inniesOutiesText},
    // Killer: the rule of 45 leaving three to seven cells, whose known sum makes them a cage of their own (a
    // "virtual cage"): a candidate goes when no candidates of the others complete the sum. Working out the
    // fillings of several cells is harder than the one or two of Innies and Outies: Expert, at 4.6, the first
    // step past the Hard techniques.
    {{Technique::VirtualCage, "virtual-cage",
         SUDOKU_TEXT("TechniqueText", "Virtual Cage",
             "technique: killer sudoku, the rule of 45 leaves three to seven cells, which add up to a known sum"),
         "", false, 4.6, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findInniesOuties(c.grid, true, s); }, inniesOutiesText},
    {{Technique::NakedQuad, "naked-quad", SUDOKU_TEXT("TechniqueText", "Naked Quad", "technique"), "0202", false, 5.0,
         LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findNakedSubsets(c.grid, 4, false, s); }, subsetText},
    {{Technique::HiddenQuad, "hidden-quad", SUDOKU_TEXT("TechniqueText", "Hidden Quad", "technique"), "0212", false,
         5.4, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findHiddenSubsets(c.grid, 4, false, s); }, subsetText},
    {{Technique::XWing, "x-wing", SUDOKU_TEXT("TechniqueText", "X-Wing", "technique: fish of size 2"), "0300", false,
         3.2, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findBasicFish(c.grid, 2, s); }, fishText},
    {{Technique::Swordfish, "swordfish", SUDOKU_TEXT("TechniqueText", "Swordfish", "technique: fish of size 3"), "0301",
         false, 3.8, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findBasicFish(c.grid, 3, s); }, fishText},
    {{Technique::Jellyfish, "jellyfish", SUDOKU_TEXT("TechniqueText", "Jellyfish", "technique: fish of size 4"), "0302",
         false, 5.2, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findBasicFish(c.grid, 4, s); }, fishText},
    {{Technique::XYWing, "xy-wing", SUDOKU_TEXT("TechniqueText", "XY-Wing", "technique"), "0800", false, 4.2,
         LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findXYWings(c.grid, s); }, wingText},
    {{Technique::XYZWing, "xyz-wing", SUDOKU_TEXT("TechniqueText", "XYZ-Wing", "technique"), "0801", false, 4.4,
         LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findXYZWings(c.grid, s); }, wingText},
    {{Technique::UniqueRectangle1, "unique-rectangle-1",
         SUDOKU_TEXT("TechniqueText", "Unique Rectangle Type 1", "technique"), "0600", true, 4.5,
         LibraryDigits::Pattern, false, RulesNeed::Classic},
        [](FinderContext &c, StepSink &s) {
            return findUniqueRectangles(c.grid, Technique::UniqueRectangle1, c.options.uniquenessMissingCandidates, s);
        },
        rectangleText},
    {{Technique::BugPlusOne, "bug-plus-1",
         SUDOKU_TEXT("TechniqueText", "BUG+1", "technique: bivalue universal grave plus one"), "0610", true, 5.6,
         LibraryDigits::None, false, RulesNeed::Classic},
        [](FinderContext &c, StepSink &s) { return findBugPlusOne(c.grid, s); }, bugText},
    {{Technique::Skyscraper, "skyscraper",
         SUDOKU_TEXT("TechniqueText", "Skyscraper", "technique: two strong links with a shared base"), "0400", false,
         6.6, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findSkyscrapers(c.grid, s); }, singleDigitText},
    {{Technique::TwoStringKite, "2-string-kite", SUDOKU_TEXT("TechniqueText", "2-String Kite", "technique"), "0401",
         false, 6.6, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findTwoStringKites(c.grid, s); }, singleDigitText},
    {{Technique::SimpleColourTrap, "simple-colour-trap",
         SUDOKU_TEXT("TechniqueText", "Simple Colouring (trap)", "technique: a cell sees both colours"), "0500", false,
         6.6, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findSimpleColours(c.grid, false, s); }, colourText},
    {{Technique::SimpleColourWrap, "simple-colour-wrap",
         SUDOKU_TEXT("TechniqueText", "Simple Colouring (wrap)", "technique: one colour sees itself"), "0501", false,
         6.7, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findSimpleColours(c.grid, true, s); }, colourText},
    // A W-Wing is an AIC of six nodes, SE's XY forcing chain (7.0): at 7.0, its row written before the AIC's, the
    // search order names it before the AIC that makes the same elimination.
    {{Technique::WWing, "w-wing", SUDOKU_TEXT("TechniqueText", "W-Wing", "technique"), "0803", false, 7.0,
         LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findWWings(c.grid, s); }, wingText},
    {{Technique::UniqueRectangle2, "unique-rectangle-2",
         SUDOKU_TEXT("TechniqueText", "Unique Rectangle Type 2", "technique"), "0601", true, 4.5,
         LibraryDigits::Pattern, false, RulesNeed::Classic},
        [](FinderContext &c, StepSink &s) {
            return findUniqueRectangles(c.grid, Technique::UniqueRectangle2, c.options.uniquenessMissingCandidates, s);
        },
        rectangleText},
    {{Technique::UniqueRectangle4, "unique-rectangle-4",
         SUDOKU_TEXT("TechniqueText", "Unique Rectangle Type 4", "technique"), "0603", true, 4.5,
         LibraryDigits::Pattern, false, RulesNeed::Classic},
        [](FinderContext &c, StepSink &s) {
            return findUniqueRectangles(c.grid, Technique::UniqueRectangle4, c.options.uniquenessMissingCandidates, s);
        },
        rectangleText},
    {{Technique::UniqueRectangle5, "unique-rectangle-5",
         SUDOKU_TEXT("TechniqueText", "Unique Rectangle Type 5", "technique"), "0604", true, 4.6,
         LibraryDigits::Pattern, false, RulesNeed::Classic},
        [](FinderContext &c, StepSink &s) {
            return findUniqueRectangles(c.grid, Technique::UniqueRectangle5, c.options.uniquenessMissingCandidates, s);
        },
        rectangleText},
    {{Technique::UniqueRectangle6, "unique-rectangle-6",
         SUDOKU_TEXT("TechniqueText", "Unique Rectangle Type 6", "technique"), "0605", true, 5.7,
         LibraryDigits::Pattern, false, RulesNeed::Classic},
        [](FinderContext &c, StepSink &s) {
            return findUniqueRectangles(c.grid, Technique::UniqueRectangle6, c.options.uniquenessMissingCandidates, s);
        },
        rectangleText},
    {{Technique::HiddenRectangle, "hidden-rectangle",
         SUDOKU_TEXT("TechniqueText", "Hidden Rectangle", "technique: a unique rectangle held by strong links"), "0606",
         true, 7.2, LibraryDigits::Pattern, false, RulesNeed::Classic},
        [](FinderContext &c, StepSink &s) {
            return findUniqueRectangles(c.grid, Technique::HiddenRectangle, c.options.uniquenessMissingCandidates, s);
        },
        rectangleText},
    {{Technique::AvoidableRectangle1, "avoidable-rectangle-1",
         SUDOKU_TEXT("TechniqueText", "Avoidable Rectangle Type 1",
             "technique: a unique rectangle of digits placed while solving"),
         "0607", true, 6.8, LibraryDigits::Pattern, false, RulesNeed::Classic},
        [](FinderContext &c, StepSink &s) { return findAvoidableRectangles(c.grid, false, s); }, rectangleText},
    {{Technique::AvoidableRectangle2, "avoidable-rectangle-2",
         SUDOKU_TEXT("TechniqueText", "Avoidable Rectangle Type 2",
             "technique: a unique rectangle of digits placed while solving"),
         "0608", true, 6.8, LibraryDigits::Pattern, false, RulesNeed::Classic},
        [](FinderContext &c, StepSink &s) { return findAvoidableRectangles(c.grid, true, s); }, rectangleText},
    {{Technique::UniqueRectangle3, "unique-rectangle-3",
         SUDOKU_TEXT("TechniqueText", "Unique Rectangle Type 3", "technique"), "0602", true, 4.6,
         LibraryDigits::Pattern, false, RulesNeed::Classic},
        [](FinderContext &c, StepSink &s) {
            return findUniqueRectangles(c.grid, Technique::UniqueRectangle3, c.options.uniquenessMissingCandidates, s);
        },
        rectangleText},
    {{Technique::TurbotFish, "turbot-fish",
         SUDOKU_TEXT("TechniqueText", "Turbot Fish", "technique: a chain of three links on one digit"), "0403", false,
         7.1, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findTurbotFish(c.grid, s); }, singleDigitText},
    {{Technique::EmptyRectangle, "empty-rectangle",
         SUDOKU_TEXT("TechniqueText", "Empty Rectangle",
             "technique: a box's candidates in one row and one column, and a strong link"),
         "0402", false, 7.2, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) {
            return findEmptyRectangles(c.grid, c.options.emptyRectanglesWithTwoCandidates, s);
        },
        singleDigitText},
    {{Technique::DualTwoStringKite, "dual-2-string-kite",
         SUDOKU_TEXT("TechniqueText", "Dual 2-String Kite", "technique: two 2-String Kites on the same box cells"),
         "0404", false, 7.0, LibraryDigits::First, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findDualTwoStringKites(c.grid, s); }, singleDigitText},
    {{Technique::DualEmptyRectangle, "dual-empty-rectangle",
         SUDOKU_TEXT("TechniqueText", "Dual Empty Rectangle", "technique: two empty rectangles in one box"), "0405",
         false, 7.1, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findDualEmptyRectangles(c.grid, s); }, singleDigitText},
    {{Technique::FinnedXWing, "finned-x-wing",
         SUDOKU_TEXT("TechniqueText", "Finned X-Wing", "technique: an X-Wing with extra candidates in one box"), "0310",
         false, 7.2, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findFinnedFish(c.grid, 2, false, s); }, fishText},
    {{Technique::SashimiXWing, "sashimi-x-wing",
         SUDOKU_TEXT("TechniqueText", "Sashimi X-Wing", "technique: a finned X-Wing missing a corner"), "0320", false,
         7.2, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findFinnedFish(c.grid, 2, true, s); }, fishText},
    {{Technique::MultiColour1, "multi-colour-1",
         SUDOKU_TEXT(
             "TechniqueText", "Multi-Colouring (type 1)", "technique: two colour clusters, two colours see each other"),
         "0502", false, 7.2, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findMultiColours(c.grid, false, s); }, colourText},
    {{Technique::MultiColour2, "multi-colour-2",
         SUDOKU_TEXT("TechniqueText", "Multi-Colouring (type 2)",
             "technique: two colour clusters, a colour sees both of the other"),
         "0503", false, 7.2, LibraryDigits::Pattern, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findMultiColours(c.grid, true, s); }, colourText},
    {{Technique::FinnedSwordfish, "finned-swordfish",
         SUDOKU_TEXT("TechniqueText", "Finned Swordfish", "technique: a swordfish with extra candidates in one box"),
         "0311", false, 7.3, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findFinnedFish(c.grid, 3, false, s); }, fishText},
    {{Technique::SashimiSwordfish, "sashimi-swordfish",
         SUDOKU_TEXT("TechniqueText", "Sashimi Swordfish", "technique: a finned swordfish missing a corner"), "0321",
         false, 7.8, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findFinnedFish(c.grid, 3, true, s); }, fishText},
    {{Technique::SiameseFinnedSwordfish, "siamese-finned-swordfish",
         SUDOKU_TEXT(
             "TechniqueText", "Siamese Finned Swordfish", "technique: two finned swordfish on the same base lines"),
         "03111", false, 7.3, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findSiameseFish(c.grid, 3, false, s); }, fishText},
    {{Technique::SiameseSashimiSwordfish, "siamese-sashimi-swordfish",
         SUDOKU_TEXT(
             "TechniqueText", "Siamese Sashimi Swordfish", "technique: two sashimi swordfish on the same base lines"),
         "03211", false, 7.4, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findSiameseFish(c.grid, 3, true, s); }, fishText},
    {{Technique::FinnedJellyfish, "finned-jellyfish",
         SUDOKU_TEXT("TechniqueText", "Finned Jellyfish", "technique: a jellyfish with extra candidates in one box"),
         "0312", false, 7.4, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findFinnedFish(c.grid, 4, false, s); }, fishText},
    {{Technique::SashimiJellyfish, "sashimi-jellyfish",
         SUDOKU_TEXT("TechniqueText", "Sashimi Jellyfish", "technique: a finned jellyfish missing a corner"), "0322",
         false, 7.5, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findFinnedFish(c.grid, 4, true, s); }, fishText},
    {{Technique::SiameseFinnedJellyfish, "siamese-finned-jellyfish",
         SUDOKU_TEXT(
             "TechniqueText", "Siamese Finned Jellyfish", "technique: two finned jellyfish on the same base lines"),
         "03121", false, 7.4, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findSiameseFish(c.grid, 4, false, s); }, fishText},
    {{Technique::SiameseSashimiJellyfish, "siamese-sashimi-jellyfish",
         SUDOKU_TEXT(
             "TechniqueText", "Siamese Sashimi Jellyfish", "technique: two sashimi jellyfish on the same base lines"),
         "03221", false, 7.5, LibraryDigits::Pattern, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findSiameseFish(c.grid, 4, true, s); }, fishText},
    {{Technique::SueDeCoq, "sue-de-coq",
         SUDOKU_TEXT("TechniqueText", "Sue de Coq", "technique: two disjoint subsets around a line-box intersection"),
         "1101", false, 7.1, LibraryDigits::Removed, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findSueDeCoqs(c.grid, s); }, sueDeCoqText},
    {{Technique::AlsXZ, "als-xz",
         SUDOKU_TEXT("TechniqueText", "ALS-XZ", "technique: two almost locked sets sharing a restricted common"),
         "0901", false, 8.0, LibraryDigits::Removed, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findAlsXZ(c.data.alsGraph(c.options.alsAllowOverlap), s); },
        alsText},
    {{Technique::AlsXYWing, "als-xy-wing",
         SUDOKU_TEXT(
             "TechniqueText", "ALS-XY-Wing", "technique: three almost locked sets, the middle one linked to both"),
         "0902", false, 8.0, LibraryDigits::Removed, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) {
            return findAlsXYWings(c.data.alsGraph(c.options.alsAllowOverlap), c.options.alsAllowOverlap, s);
        },
        alsText},
    // SE's X forcing chain is 6.6 plus its length term; Skyscraper, 2-String Kite and the colour trap, of the same
    // difficulty, are rows written before it, so the search order names the pattern (a short X-chain) first.
    {{Technique::XChain, "x-chain",
         SUDOKU_TEXT("TechniqueText", "X-Chain", "technique: alternating chain of one digit"), "0701", false, 6.6,
         LibraryDigits::Pattern, true, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findXChains(c.grid, s); }, chainText},
    {{Technique::RemotePair, "remote-pair",
         SUDOKU_TEXT("TechniqueText", "Remote Pair", "technique: chain of cells holding the same two digits"), "0703",
         false, 6.6, LibraryDigits::Pattern, true, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findRemotePairs(c.grid, s); }, chainText},
    {{Technique::XYChain, "xy-chain", SUDOKU_TEXT("TechniqueText", "XY-Chain", "technique: chain of bivalue cells"),
         "0702", false, 6.9, LibraryDigits::Removed, true, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findXYChains(c.grid, s); }, chainText},
    {{Technique::ContinuousNiceLoop, "continuous-nice-loop",
         SUDOKU_TEXT("TechniqueText", "Continuous Nice Loop", "technique: a chain that closes on itself"), "0706",
         false, 7.0, LibraryDigits::Removed, true, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findChainFamily(c.chains, Technique::ContinuousNiceLoop, s); },
        chainText},
    {{Technique::AlsXYChain, "als-xy-chain",
         SUDOKU_TEXT("TechniqueText", "ALS-XY-Chain", "technique: a chain of almost locked sets"), "0903", false, 8.3,
         LibraryDigits::Removed, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findAlsXYChains(c.data.alsGraph(c.options.alsAllowOverlap), s); },
        alsText},
    {{Technique::DiscontinuousNiceLoop, "discontinuous-nice-loop",
         SUDOKU_TEXT("TechniqueText", "Discontinuous Nice Loop",
             "technique: a chain back to its first cell that contradicts it"),
         "0707", false, 7.0, LibraryDigits::Removed, true, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findChainFamily(c.chains, Technique::DiscontinuousNiceLoop, s); },
        chainText},
    {{Technique::Aic, "aic", SUDOKU_TEXT("TechniqueText", "AIC", "technique: alternating inference chain"), "0708",
         false, 7.0, LibraryDigits::Removed, true, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findChainFamily(c.chains, Technique::Aic, s); }, chainText},
    {{Technique::GroupedContinuousNiceLoop, "grouped-continuous-nice-loop",
         SUDOKU_TEXT("TechniqueText", "Grouped Continuous Nice Loop", "technique: nice loop with group nodes"), "0709",
         false, 8.1, LibraryDigits::Removed, true, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) {
            return findChainFamily(c.chains, Technique::GroupedContinuousNiceLoop, s);
        },
        chainText},
    {{Technique::GroupedDiscontinuousNiceLoop, "grouped-discontinuous-nice-loop",
         SUDOKU_TEXT("TechniqueText", "Grouped Discontinuous Nice Loop", "technique: nice loop with group nodes"),
         "0710", false, 8.1, LibraryDigits::Removed, true, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) {
            return findChainFamily(c.chains, Technique::GroupedDiscontinuousNiceLoop, s);
        },
        chainText},
    {{Technique::GroupedAic, "grouped-aic",
         SUDOKU_TEXT("TechniqueText", "Grouped AIC", "technique: alternating inference chain with group nodes"), "0711",
         false, 8.1, LibraryDigits::Removed, true, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) { return findChainFamily(c.chains, Technique::GroupedAic, s); }, chainText},
    {{Technique::DeathBlossom, "death-blossom",
         SUDOKU_TEXT(
             "TechniqueText", "Death Blossom", "technique: a stem cell with an almost locked set per candidate"),
         "0904", false, 8.0, LibraryDigits::Removed, false, RulesNeed::Boxes},
        [](FinderContext &c, StepSink &s) {
            return findDeathBlossoms(c.grid, c.data.alsGraph(c.options.alsAllowOverlap), c.options.alsAllowOverlap, s);
        },
        alsText},
    {{Technique::ForcingChainContradiction, "forcing-chain-contradiction",
         SUDOKU_TEXT("TechniqueText", "Forcing Chain Contradiction",
             "technique: an assumption whose chains contradict each other"),
         "1301", false, 8.5, LibraryDigits::Removed, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) {
            return findChainFamily(c.chains, Technique::ForcingChainContradiction, s);
        },
        forcingText},
    {{Technique::ForcingChainVerity, "forcing-chain-verity",
         SUDOKU_TEXT(
             "TechniqueText", "Forcing Chain Verity", "technique: every possibility leads by chains to one conclusion"),
         "1302", false, 8.6, LibraryDigits::Placed, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findChainFamily(c.chains, Technique::ForcingChainVerity, s); },
        forcingText},
    {{Technique::ForcingNetContradiction, "forcing-net-contradiction",
         SUDOKU_TEXT("TechniqueText", "Forcing Net Contradiction",
             "technique: an assumption played out with singles contradicts itself"),
         "1303", false, 8.6, LibraryDigits::Removed, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findChainFamily(c.chains, Technique::ForcingNetContradiction, s); },
        forcingText},
    {{Technique::ForcingNetVerity, "forcing-net-verity",
         SUDOKU_TEXT(
             "TechniqueText", "Forcing Net Verity", "technique: every possibility, played out with singles, agrees"),
         "1304", false, 8.7, LibraryDigits::Placed, false, RulesNeed::Any},
        [](FinderContext &c, StepSink &s) { return findChainFamily(c.chains, Technique::ForcingNetVerity, s); },
        forcingText},
}};

// Where each technique's row is, by its enum value.
constexpr std::array<std::uint8_t, kTechniqueCount> makeRowIndex()
{
    std::array<std::uint8_t, kTechniqueCount> index {};
    std::array<bool, kTechniqueCount> seen {};
    for (std::size_t i = 0; i < kRows.size(); ++i) {
        const auto t = static_cast<std::size_t>(kRows[i].info.technique);
        if (seen[t])
            throw "a technique has two rows"; // a compile error: this runs at compile time only
        seen[t] = true;
        index[t] = static_cast<std::uint8_t>(i);
    }
    return index;
}
constexpr std::array<std::uint8_t, kTechniqueCount> kRowIndex = makeRowIndex();

// The search order: by difficulty, rows of the same difficulty in the order they are written (a stable insertion
// sort, at compile time).
constexpr std::array<Technique, kTechniqueCount> makeOrder()
{
    std::array<Technique, kTechniqueCount> order {};
    for (std::size_t i = 0; i < kRows.size(); ++i) {
        std::size_t j = i;
        for (; j > 0
             && kRows[kRowIndex[static_cast<std::size_t>(order[j - 1])]].info.difficulty > kRows[i].info.difficulty;
             --j)
            order[j] = order[j - 1];
        order[j] = kRows[i].info.technique;
    }
    return order;
}
constexpr std::array<Technique, kTechniqueCount> kOrder = makeOrder();

} // namespace

std::span<const TechniqueRow> techniqueRows()
{
    return kRows;
}

const TechniqueRow &techniqueRow(Technique technique)
{
    return kRows[kRowIndex[static_cast<std::size_t>(technique)]];
}

} // namespace logic

const TechniqueInfo &techniqueInfo(Technique technique)
{
    return logic::techniqueRow(technique).info;
}

namespace
{

// What a technique's finder reads of the rules: a Jigsaw has no boxes, only classic rules keep the deadly
// patterns of the uniqueness techniques.
bool needMet(RulesNeed need, bool jigsaw, bool classic)
{
    switch (need) {
    case RulesNeed::Any:
        return true;
    case RulesNeed::Boxes:
        return !jigsaw;
    case RulesNeed::Classic:
        break;
    }
    return classic;
}

} // namespace

bool techniqueFits(Technique technique, const Rules &rules)
{
    return needMet(techniqueInfo(technique).rules, rules.isJigsaw(), rules.isClassic());
}

bool techniqueFits(Technique technique, Variant variant)
{
    return needMet(techniqueInfo(technique).rules, variant == Variant::Jigsaw, variant == Variant::Classic);
}

std::string_view techniqueId(Technique technique)
{
    return techniqueInfo(technique).id;
}

std::string_view techniqueName(Technique technique)
{
    return techniqueInfo(technique).name.source;
}

std::optional<Technique> techniqueFromId(std::string_view id)
{
    for (const logic::TechniqueRow &row : logic::kRows) {
        if (row.info.id == id)
            return row.info.technique;
    }
    return std::nullopt;
}

std::optional<Technique> techniqueFromHodokuCode(std::string_view code)
{
    for (const logic::TechniqueRow &row : logic::kRows) {
        if (!code.empty() && row.info.hodokuCode == code)
            return row.info.technique;
    }
    return std::nullopt;
}

std::optional<Technique> directPattern(Technique technique)
{
    switch (technique) {
    case Technique::DirectPointing:
        return Technique::Pointing;
    case Technique::DirectClaiming:
        return Technique::Claiming;
    case Technique::DirectHiddenPair:
        return Technique::HiddenPair;
    case Technique::DirectHiddenTriple:
        return Technique::HiddenTriple;
    default:
        return std::nullopt;
    }
}

std::span<const Technique> techniqueOrder()
{
    return logic::kOrder;
}

} // namespace sudoku
