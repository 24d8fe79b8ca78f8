// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLayout>

// The board and the number pad side by side, as one group centred in the space: the board takes the largest
// square that fits, the pad a width in proportion to the board (kPadRatio of its side, between kMinPad and
// kMaxPad) and the height it asks for at that width (NumberPad::heightForWidth), centred beside the board.
// So both shrink and grow together: in a small window the pad's keys get smaller with the board's cells
// instead of squeezing the board.
class BoardPadLayout : public QLayout
{
public:
    static constexpr qreal kPadRatio = 0.40;
    static constexpr int kMinPad = 120;
    static constexpr int kMaxPad = 240;

    BoardPadLayout(QWidget *board, QWidget *pad);
    ~BoardPadLayout() override;

    // The pad's width for a layout of `size`.
    int padWidth(const QSize &size) const;

    void addItem(QLayoutItem *item) override; // the layout holds the board and the pad only
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    int count() const override;
    QSize sizeHint() const override;
    QSize minimumSize() const override;
    Qt::Orientations expandingDirections() const override { return Qt::Horizontal | Qt::Vertical; }
    void setGeometry(const QRect &rect) override;

private:
    int gap() const;
    int padHeight(int width) const;

    QLayoutItem *m_board;
    QLayoutItem *m_pad;
    QWidget *m_padWidget; // asked directly: QWidgetItem would ask the pad's inner layout instead
};
