// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/logic/technique.h"

#include <QString>

// What each technique is, for a learner: the one home of these words (Help > Techniques shows them, the
// Practise dialog its summaries). A technique's name and level are the engine's (techniquetext); here are
// a one-line summary, a few plain sentences that say what pattern to look for, why the step is sound and
// what it removes or places, and a note on the variants drawn from the registry's RulesNeed. Translated
// through the "TechniqueGuide" context of the .ts files.
namespace techniqueguide
{

QString summary(sudoku::Technique technique); // one line
QString explanation(sudoku::Technique technique); // a few sentences
QString variantNote(sudoku::Technique technique); // where it holds: every variant, with boxes, classic only

} // namespace techniqueguide
