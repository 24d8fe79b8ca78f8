// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocab/techniquetext.h"

#include <QCoreApplication>

#include <array>

namespace techniquetext
{

namespace
{

struct Text {
    const char *source;
    const char *comment;
};

// Indexed by the enum's value; QT_TRANSLATE_NOOP3 puts each name in the .ts with its comment, and
// translate() looks it up at run time, so a language switch needs no rebuilt table.
constexpr std::array<Text, sudoku::kTechniqueCount> kTechniques {{
    QT_TRANSLATE_NOOP3("TechniqueText", "Full House", "technique: the last empty cell of a row, column or box"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Hidden Single", "technique: the only place for a digit in a house"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Naked Single", "technique: the only digit left for a cell"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Pointing", "technique: locked candidates, a box's candidates on one line"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Claiming", "technique: locked candidates, a line's candidates in one box"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Locked Pair", "technique: naked pair inside one line and one box"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Naked Pair", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Hidden Pair", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Locked Triple", "technique: naked triple inside one line and one box"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Naked Triple", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Hidden Triple", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Naked Quad", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Hidden Quad", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "X-Wing", "technique: fish of size 2"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Swordfish", "technique: fish of size 3"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Jellyfish", "technique: fish of size 4"),
    QT_TRANSLATE_NOOP3("TechniqueText", "XY-Wing", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "XYZ-Wing", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Skyscraper", "technique: two strong links with a shared base"),
    QT_TRANSLATE_NOOP3("TechniqueText", "2-String Kite", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Simple Colouring (trap)", "technique: a cell sees both colours"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Simple Colouring (wrap)", "technique: one colour sees itself"),
    QT_TRANSLATE_NOOP3("TechniqueText", "W-Wing", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Unique Rectangle Type 1", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "BUG+1", "technique: bivalue universal grave plus one"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Turbot Fish", "technique: a chain of three links on one digit"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Empty Rectangle",
        "technique: a box's candidates in one row and one column, and a strong link"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Dual 2-String Kite", "technique: two 2-String Kites on the same box cells"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Dual Empty Rectangle", "technique: two empty rectangles in one box"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Finned X-Wing", "technique: an X-Wing with extra candidates in one box"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Finned Swordfish", "technique: a swordfish with extra candidates in one box"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Finned Jellyfish", "technique: a jellyfish with extra candidates in one box"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Sashimi X-Wing", "technique: a finned X-Wing missing a corner"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Sashimi Swordfish", "technique: a finned swordfish missing a corner"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Sashimi Jellyfish", "technique: a finned jellyfish missing a corner"),
    QT_TRANSLATE_NOOP3(
        "TechniqueText", "Siamese Finned Swordfish", "technique: two finned swordfish on the same base lines"),
    QT_TRANSLATE_NOOP3(
        "TechniqueText", "Siamese Finned Jellyfish", "technique: two finned jellyfish on the same base lines"),
    QT_TRANSLATE_NOOP3(
        "TechniqueText", "Siamese Sashimi Swordfish", "technique: two sashimi swordfish on the same base lines"),
    QT_TRANSLATE_NOOP3(
        "TechniqueText", "Siamese Sashimi Jellyfish", "technique: two sashimi jellyfish on the same base lines"),
    QT_TRANSLATE_NOOP3(
        "TechniqueText", "Multi-Colouring (type 1)", "technique: two colour clusters, two colours see each other"),
    QT_TRANSLATE_NOOP3(
        "TechniqueText", "Multi-Colouring (type 2)", "technique: two colour clusters, a colour sees both of the other"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Unique Rectangle Type 2", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Unique Rectangle Type 3", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Unique Rectangle Type 4", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Unique Rectangle Type 5", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Unique Rectangle Type 6", "technique"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Hidden Rectangle", "technique: a unique rectangle held by strong links"),
    QT_TRANSLATE_NOOP3(
        "TechniqueText", "Avoidable Rectangle Type 1", "technique: a unique rectangle of digits placed while solving"),
    QT_TRANSLATE_NOOP3(
        "TechniqueText", "Avoidable Rectangle Type 2", "technique: a unique rectangle of digits placed while solving"),
    QT_TRANSLATE_NOOP3("TechniqueText", "X-Chain", "technique: alternating chain of one digit"),
    QT_TRANSLATE_NOOP3("TechniqueText", "XY-Chain", "technique: chain of bivalue cells"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Remote Pair", "technique: chain of cells holding the same two digits"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Continuous Nice Loop", "technique: a chain that closes on itself"),
    QT_TRANSLATE_NOOP3(
        "TechniqueText", "Discontinuous Nice Loop", "technique: a chain back to its first cell that contradicts it"),
    QT_TRANSLATE_NOOP3("TechniqueText", "AIC", "technique: alternating inference chain"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Grouped Continuous Nice Loop", "technique: nice loop with group nodes"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Grouped Discontinuous Nice Loop", "technique: nice loop with group nodes"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Grouped AIC", "technique: alternating inference chain with group nodes"),
    QT_TRANSLATE_NOOP3(
        "TechniqueText", "Forcing Chain Contradiction", "technique: an assumption whose chains contradict each other"),
    QT_TRANSLATE_NOOP3(
        "TechniqueText", "Forcing Chain Verity", "technique: every possibility leads by chains to one conclusion"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Forcing Net Contradiction",
        "technique: an assumption played out with singles contradicts itself"),
    QT_TRANSLATE_NOOP3(
        "TechniqueText", "Forcing Net Verity", "technique: every possibility, played out with singles, agrees"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Sue de Coq", "technique: two disjoint subsets around a line-box intersection"),
    QT_TRANSLATE_NOOP3("TechniqueText", "ALS-XZ", "technique: two almost locked sets sharing a restricted common"),
    QT_TRANSLATE_NOOP3(
        "TechniqueText", "ALS-XY-Wing", "technique: three almost locked sets, the middle one linked to both"),
    QT_TRANSLATE_NOOP3("TechniqueText", "ALS-XY-Chain", "technique: a chain of almost locked sets"),
    QT_TRANSLATE_NOOP3(
        "TechniqueText", "Death Blossom", "technique: a stem cell with an almost locked set per candidate"),
}};

constexpr std::array<Text, sudoku::kLevelCount> kLevels {{
    QT_TRANSLATE_NOOP3("TechniqueText", "Easy", "difficulty level"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Medium", "difficulty level"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Hard", "difficulty level"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Expert", "difficulty level"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Master", "difficulty level"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Extreme", "difficulty level"),
}};

constexpr std::array<Text, std::size(sudoku::kAllSymmetries)> kSymmetries {{
    QT_TRANSLATE_NOOP3("TechniqueText", "None", "symmetry of the givens"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Half turn (180\u00b0)", "symmetry of the givens"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Quarter turns (90\u00b0)", "symmetry of the givens"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Mirror left to right", "symmetry of the givens"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Mirror top to bottom", "symmetry of the givens"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Diagonal", "symmetry of the givens: main diagonal"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Anti-diagonal", "symmetry of the givens"),
    QT_TRANSLATE_NOOP3("TechniqueText", "All rotations and mirrors", "symmetry of the givens"),
}};

template<std::size_t N>
QString lookup(const std::array<Text, N> &table, std::size_t index)
{
    const Text &text = table.at(index);
    return QCoreApplication::translate("TechniqueText", text.source, text.comment);
}

} // namespace

QString technique(sudoku::Technique technique)
{
    return lookup(kTechniques, static_cast<std::size_t>(technique));
}

QString level(sudoku::Level level)
{
    return lookup(kLevels, static_cast<std::size_t>(level));
}

QString symmetry(sudoku::Symmetry symmetry)
{
    return lookup(kSymmetries, static_cast<std::size_t>(symmetry));
}

} // namespace techniquetext
