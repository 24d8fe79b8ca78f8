// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardpadlayout.h"

#include <QWidget>

#include <algorithm>
#include <cmath>

BoardPadLayout::BoardPadLayout(QWidget *board, QWidget *pad)
    : m_board(new QWidgetItem(board))
    , m_pad(new QWidgetItem(pad))
    , m_padWidget(pad)
{
    addChildWidget(board);
    addChildWidget(pad);
}

BoardPadLayout::~BoardPadLayout()
{
    delete m_board;
    delete m_pad;
}

void BoardPadLayout::addItem(QLayoutItem *item)
{
    delete item;
}

QLayoutItem *BoardPadLayout::itemAt(int index) const
{
    return index == 0 ? m_board : index == 1 ? m_pad : nullptr;
}

QLayoutItem *BoardPadLayout::takeAt(int)
{
    return nullptr; // the two items live as long as the layout
}

int BoardPadLayout::count() const
{
    return 2;
}

int BoardPadLayout::gap() const
{
    return spacing() >= 0 ? std::max(spacing(), 12) : 12;
}

int BoardPadLayout::padHeight(int width) const
{
    const int height = m_padWidget->heightForWidth(width);
    return height > 0 ? height : m_padWidget->sizeHint().height();
}

int BoardPadLayout::padWidth(const QSize &size) const
{
    const int available = size.width() - gap();
    // The board's side s and the pad's width k*s share the width; the board's side is also at most the height.
    const qreal side = std::min<qreal>(size.height(), available / (1 + kPadRatio));
    int pad = std::clamp(static_cast<int>(std::lround(side * kPadRatio)), kMinPad, kMaxPad);
    // A pad taller than the space would be cut: narrow it until it fits.
    while (pad > kMinPad && padHeight(pad) > size.height())
        pad -= 4;
    return std::max(pad, kMinPad);
}

QSize BoardPadLayout::sizeHint() const
{
    const QSize board = m_board->sizeHint();
    const int pad = std::clamp(static_cast<int>(board.height() * kPadRatio), kMinPad, kMaxPad);
    return {board.width() + gap() + pad, std::max(board.height(), padHeight(pad))};
}

QSize BoardPadLayout::minimumSize() const
{
    const QSize board = m_board->minimumSize();
    return {board.width() + gap() + kMinPad, std::max(board.height(), padHeight(kMinPad))};
}

void BoardPadLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    const int pad = padWidth(rect.size());
    const int boardSide = std::max(0, std::min(rect.height(), rect.width() - gap() - pad));
    const int group = boardSide + gap() + pad;
    const int left = rect.left() + std::max(0, (rect.width() - group) / 2);
    m_board->setGeometry(QRect(left, rect.top() + (rect.height() - boardSide) / 2, boardSide, boardSide));
    const int height = std::min(rect.height(), padHeight(pad));
    m_pad->setGeometry(QRect(left + boardSide + gap(), rect.top() + (rect.height() - height) / 2, pad, height));
}
