// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class BoardView;
class QScrollArea;

// The middle of the window: the board, a square as large as the space allows, and beside it a column as
// tall as the board with the number pad on top and the game's notes (messages, the hint) under it.
//
// The pad's width grows and shrinks with the board, so that its keys stay about a cell and a fifth wide in
// a small window as in a large one; the notes take the room left beside the board. A note opening or
// closing never moves or resizes the board: the board's size depends on the window alone, and notes that do
// not fit scroll.
class PlayArea : public QWidget
{
    Q_OBJECT

public:
    // `pad` should have a height for its width (square keys); `notes` go under it, top to bottom. A note in
    // `fitted` is never made taller than the room under the pad: it scrolls its own text and keeps its
    // buttons in sight (the hint), where the other notes scroll as a whole.
    PlayArea(BoardView *board, QWidget *pad, const QList<QWidget *> &notes, const QList<QWidget *> &fitted = {},
        QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The pad's width for a board `side` pixels wide, and the column's beside it (the notes read in it).
    static int columnWidth(int side);
    static int besideWidth(int side);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void place();

    BoardView *m_board;
    QWidget *m_pad;
    QScrollArea *m_notes;
    QList<QWidget *> m_fitted;
};
