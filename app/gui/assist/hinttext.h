// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/hint.h"

#include <QCoreApplication>
#include <QString>

// The words of a hint, translated: technique names, houses, and what each stage of a staged hint says.
// The engine holds no translated text; everything the player reads about a step is made here from the
// step's data (logic.h lists what each slot of a Step means per technique).
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
    static QString stageText(const Hint &hint, int stage);
    // The message that points out mistakes instead of a hint.
    static QString mistakes(const Hint &hint);
};
