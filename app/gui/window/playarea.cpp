// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/playarea.h"

#include "board/boardview.h"

#include <QResizeEvent>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace
{

constexpr int kMargin = 12; // around the board and the column
constexpr int kGap = 16; // between them
constexpr double kPadRatio = 0.40; // the pad's width for the board's side
constexpr int kMinPad = 120;
constexpr int kMaxPad = 240;
constexpr int kMinNotes = 150; // a message still reads in it
constexpr int kMaxNotes = 380;
constexpr int kNoteGap = 12; // between the pad and the notes

} // namespace

PlayArea::PlayArea(
    BoardView *board, QWidget *pad, const QList<QWidget *> &notes, const QList<QWidget *> &fitted, QWidget *parent)
    : QWidget(parent)
    , m_board(board)
    , m_pad(pad)
    , m_notes(new QScrollArea(this))
    , m_fitted(fitted)
{
    board->setParent(this);
    pad->setParent(this);
    // The notes scroll when they are taller than what is left under the pad, so that they never push on the
    // board; the scroll area itself draws nothing.
    auto *content = new QWidget;
    auto *stack = new QVBoxLayout(content);
    stack->setContentsMargins(0, 0, 0, 0);
    stack->setSpacing(10);
    for (QWidget *note : notes)
        stack->addWidget(note);
    stack->addStretch(1);
    m_notes->setWidget(content);
    m_notes->setWidgetResizable(true);
    m_notes->setFrameShape(QFrame::NoFrame);
    m_notes->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_notes->viewport()->setAutoFillBackground(false);
    content->setAutoFillBackground(false);
    m_notes->setFocusPolicy(Qt::NoFocus);
}

int PlayArea::columnWidth(int side)
{
    // Three keys of about 1.2 cells with the gaps between them.
    return std::clamp(static_cast<int>(std::lround(side * kPadRatio)), kMinPad, kMaxPad);
}

int PlayArea::besideWidth(int side)
{
    return std::max(columnWidth(side), kMinNotes);
}

QSize PlayArea::sizeHint() const
{
    const int side = m_board->sizeHint().height();
    return {2 * kMargin + side + kGap + besideWidth(side), 2 * kMargin + side};
}

QSize PlayArea::minimumSizeHint() const
{
    const int side = m_board->minimumSizeHint().height();
    return {2 * kMargin + side + kGap + besideWidth(side), 2 * kMargin + side};
}

void PlayArea::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    place();
}

void PlayArea::place()
{
    const int width = this->width() - 2 * kMargin;
    const int height = this->height() - 2 * kMargin;
    // The largest board whose column (the pad, and the notes at least kMinNotes wide) still fits beside it.
    int side = std::clamp(static_cast<int>((width - kGap) / (1 + kPadRatio)), 0, std::max(0, height));
    side = std::min(side, std::max(0, width - kGap - kMinNotes));
    while (side > 0 && side + kGap + besideWidth(side) > width) // the bounds and rounding
        --side;
    // The pad scales with the board; the notes under it take the room left beside the board (a message
    // reads better in a wider column), up to a line length that still reads well.
    const int column = columnWidth(side);
    const int notes = std::clamp(width - side - kGap, besideWidth(side), std::max(besideWidth(side), kMaxNotes));
    const int total = side + kGap + notes;
    const int left = kMargin + std::max(0, (width - total) / 2);
    const int top = kMargin + std::max(0, (height - side) / 2);
    m_board->setGeometry(left, top, side, side);
    // The column lines up with the grid the board draws (inside its own margin, on whole device pixels).
    const int gridTop = top + static_cast<int>(std::ceil(m_board->cellRect(0).top()));
    const int gridBottom = top + static_cast<int>(std::floor(m_board->cellRect(sudoku::kCellCount - 1).bottom()));
    const int x = left + side + kGap;
    const int padHeight
        = std::clamp(m_pad->hasHeightForWidth() ? m_pad->heightForWidth(column) : m_pad->sizeHint().height(), 0,
            std::max(0, gridBottom - gridTop));
    m_pad->setGeometry(x, gridTop, column, padHeight);
    const int notesTop = gridTop + padHeight + kNoteGap;
    const int notesHeight = std::max(0, gridBottom - notesTop);
    for (QWidget *note : m_fitted)
        note->setMaximumHeight(std::max(note->minimumSizeHint().height(), notesHeight));
    m_notes->setGeometry(x, notesTop, notes, notesHeight);
}
