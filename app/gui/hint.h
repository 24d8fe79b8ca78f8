// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>

#include <utility>
#include <vector>

// A hint, as the worker hands it to the GUI. Today the worker fills in wrongCells or a revealed cell;
// the human-technique engine will fill in the rest (technique, the cells the reasoning looks at, the
// candidates it removes, an explanation) without the GUI having to change shape.
struct Hint {
    enum class Kind : quint8 {
        None, // nothing to hint: the board is full and right, or the puzzle has no unique solution
        WrongEntries, // some entries disagree with the solution: fix those first
        Reveal, // place `digit` at `cell`
        Eliminate, // remove the candidates in `eliminations` (technique engine)
    };
    Kind kind = Kind::None;
    std::vector<int> wrongCells;
    int cell = -1;
    int digit = 0;
    QString technique; // e.g. "Hidden single"; empty for the plain reveal
    QString explanation; // one or two sentences for the player
    std::vector<int> focusCells; // cells the explanation refers to
    std::vector<std::pair<int, int>> eliminations; // (cell, digit)
};

Q_DECLARE_METATYPE(Hint)
