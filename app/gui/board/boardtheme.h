// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

#include <array>

class QPalette;

// The colours of the board, derived from the widget palette so that the board follows the light or dark
// look of the desktop. Conflicts and wrong entries are never told by colour alone: the view also draws a
// hatch, a heavier digit, and a corner mark (see BoardView), so the board stays readable to players who do
// not see red.
struct BoardTheme {
    bool dark = false;
    bool highContrast = false; // white on black (or black on white): every line and digit at full strength
    QColor window;
    QColor cell;
    QColor givenFill;
    QColor thinLine;
    QColor thickLine;
    QColor givenText;
    QColor entryText;
    QColor solvedText; // digits Solve filled in: not the player's blue
    QColor noteText;
    QColor selection;
    QColor peer;
    QColor sameDigit;
    QColor focusRing;
    QColor conflict;
    QColor wrong;
    QColor hint;
    QColor candidate; // cells where the digit picked for digit-first input can still go
    QColor extraHouse; // the cells of a Sudoku-X diagonal or a Hyper window (translucent, over the cell's fill)
    QColor cageLine; // a killer cage's dashed outline
    QColor cageSum; // a killer cage's sum
    std::array<QColor, 10> cellColour {}; // [1..9]: the palette's colours over a cell (translucent)
    std::array<QColor, 10> markColour {}; // [1..9]: the same behind a pencil mark (stronger)

    static BoardTheme fromPalette(const QPalette &palette);
    static QColor mix(const QColor &a, const QColor &b, qreal t); // a at t = 0, b at t = 1
    static qreal contrastOf(const QColor &a, const QColor &b); // WCAG's contrast ratio, 1 to 21
};
