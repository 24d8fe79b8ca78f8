// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocab/techniquetext.h"

#include "vocab/stepwords.h"

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
// translate() looks it up at run time, so a language switch needs no rebuilt table. (Technique and level names
// are the engine's, in its registry: stepwords translates them.)
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

// In the order of sudoku::Variant.
constexpr std::array<Text, sudoku::kVariants.size()> kVariantNames {{
    QT_TRANSLATE_NOOP3("TechniqueText", "Classic", "variant of Sudoku: rows, columns and boxes"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Sudoku-X", "variant of Sudoku: the two long diagonals are houses too"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Hyper", "variant of Sudoku (Windoku): four extra 3x3 windows are houses"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Jigsaw", "variant of Sudoku: irregular regions instead of boxes"),
    QT_TRANSLATE_NOOP3("TechniqueText", "Killer", "variant of Sudoku: cages with sums"),
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
    return stepwords::source(sudoku::techniqueInfo(technique).name);
}

QString level(sudoku::Level level)
{
    return stepwords::source(sudoku::levelText(level));
}

QString symmetry(sudoku::Symmetry symmetry)
{
    return lookup(kSymmetries, static_cast<std::size_t>(symmetry));
}

QString variant(sudoku::Variant variant)
{
    return lookup(kVariantNames, static_cast<std::size_t>(variant));
}

} // namespace techniquetext
