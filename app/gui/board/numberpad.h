// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/notesstyle.h"

#include <QWidget>

#include <array>

class DigitButton;
class GameModel;
class QAction;
class QHBoxLayout;
class QToolButton;

// The on-screen keypad: nine digit keys that show how many of each digit are still to place (a finished
// digit is greyed out), and a row of buttons for the window's input actions (Notes, Colour, Erase). While
// colouring the nine keys are the nine colours of the palette. The key of the digit picked for digit-first
// input, or of the colour in use, stays pressed.
//
// The pad has a height for each width (three rows of square keys and the row of buttons), and its keys and
// their text scale with it, so that it shrinks and grows with the board (the window's PlayArea sizes both).
class NumberPad : public QWidget
{
    Q_OBJECT

public:
    // `actions`: the buttons of the bottom row, left to right.
    NumberPad(GameModel *model, const QList<QAction *> &actions, QWidget *parent = nullptr);

    DigitButton *button(int digit) const { return m_buttons[digit - 1]; }
    QToolButton *actionButton(int index) const { return m_tools.value(index); }
    void setColouring(bool on, int colour);
    bool isColouring() const { return m_colouring; }
    void setPickedDigit(int digit); // 0: none

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    // A key: left click (Shift or Ctrl held: DigitInput::Shift or Ctrl), right click (DigitInput::Ctrl).
    void digitClicked(int digit, DigitInput input);
    void colourClicked(int colour, DigitInput input); // the same while colouring

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateCounts();
    void updateLatched();
    void keyClicked(int digit, DigitInput input);
    static int spacingFor(int width);
    static int keySide(int width);
    static int toolHeight(int width);

    GameModel *m_model;
    std::array<DigitButton *, 9> m_buttons {};
    QList<QToolButton *> m_tools;
    QHBoxLayout *m_toolRow = nullptr;
    bool m_colouring = false;
    int m_colour = 1;
    int m_picked = 0;
};
