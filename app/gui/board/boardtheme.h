// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

class QPalette;

// The colours of the board, derived from the widget palette so that the board follows the light or dark
// look of the desktop. Conflicts and wrong entries are never told by colour alone: the view also draws a
// hatch, a heavier digit, and a corner mark (see BoardView), so the board stays readable to players who do
// not see red.
struct BoardTheme {
    bool dark = false;
    QColor window;
    QColor cell;
    QColor givenFill;
    QColor thinLine;
    QColor thickLine;
    QColor givenText;
    QColor entryText;
    QColor noteText;
    QColor selection;
    QColor peer;
    QColor sameDigit;
    QColor focusRing;
    QColor conflict;
    QColor wrong;
    QColor hint;

    static BoardTheme fromPalette(const QPalette &palette);
    static QColor mix(const QColor &a, const QColor &b, qreal t); // a at t = 0, b at t = 1
};
