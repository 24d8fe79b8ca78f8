// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <array>
#include <vector>

class DigitButton;
class GameModel;
class QGridLayout;
class QAction;

// The on-screen keypad: nine digit keys that show how many of each digit are still to place (a finished
// digit is greyed out), and the Notes and Erase buttons, which show the window's own actions.
class NumberPad : public QWidget
{
    Q_OBJECT

public:
    NumberPad(GameModel *model, QAction *notesAction, QAction *eraseAction, QWidget *parent = nullptr);

    DigitButton *button(int digit) const { return m_buttons[digit - 1]; }

    // Square keys: the pad's height follows the width it is given, so it grows and shrinks with the board.
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;

Q_SIGNALS:
    void digitClicked(int digit, bool asNote); // asNote: right click

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateCounts();

    GameModel *m_model;
    std::array<DigitButton *, 9> m_buttons {};
    QGridLayout *m_grid = nullptr;
    std::vector<QWidget *> m_tools; // Notes and Erase
};
