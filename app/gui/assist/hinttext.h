// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/hint.h"

#include <QCoreApplication>
#include <QString>

// The words of a hint, translated: technique names, houses, and what each stage of a staged hint says. Why a
// step holds is the engine's sentence (sudoku::stepText, written once in the engine and translated through the
// .ts files' "HintText" context), rendered by vocab/stepwords; the rest is made here.
class HintText
{
    Q_DECLARE_TR_FUNCTIONS(HintText)

public:
    static QString techniqueName(sudoku::Technique technique);
    static QString houseName(int house); // "row 3", "column 5", "box 7"
    static QString cellName(int cell); // "r3c5": the notation of Sudoku Explainer and HoDoKu, not translated
    // Why the step holds, one to three sentences ("In box 5, 7 can only go in r5c4.").
    static QString explanation(const sudoku::Step &step);
    // What the step does: "Place 7 in r5c4." / "Remove 4 from r1c2 and r1c3."
    static QString effect(const sudoku::Step &step);

    // The panel's text for a hint at `stage` (1 technique, 2 where to look, 3 the whole reasoning).
    static QString title(const Hint &hint);
    // `view`: for a forcing chain or net at stage 3, which branch (0..branches-1) or, after the last, the
    // conclusion (hintbranches::viewCount).
    static QString stageText(const Hint &hint, int stage, int view = 0);
    // The chains of the step the stage shows, in notation (Eureka: sudoku::chainNotation), for the steps whose words
    // leave their chains to the drawing (sudoku::hasChainNotation): from stage 3, a forcing chain's branch or, at
    // its conclusion, all of them. Empty for every other step and stage.
    static QString notation(const Hint &hint, int stage, int view = 0);
    // A chain node as a premise or a conclusion: "r3c5 is 7", "r3c5 is not 7", "7 is in one of r1c7 and r1c8".
    static QString nodeText(const sudoku::ChainNode &node);
    // The message that points out mistakes instead of a hint.
    static QString mistakes(const Hint &hint);
};
