// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocab/marklayout.h"

#include <algorithm>
#include <bit>
#include <cmath>

using sudoku::CandidateMask;
using sudoku::digitBit;

namespace
{

// A digit's advance is about 0.6 of its pixel size in the fonts desktops use; a mark's square is a little wider.
constexpr qreal kAdvance = 0.62;

void add(marklayout::Marks &marks, int digit, bool corner, const QRectF &rect, qreal pixelSize)
{
    if (marks.count < static_cast<int>(marks.items.size()))
        marks.items[static_cast<std::size_t>(marks.count++)] = {digit, corner, rect, pixelSize};
}

} // namespace

marklayout::Marks marklayout::layout(const QRectF &r, NotesStyle style, CandidateMask notes, CandidateMask corner)
{
    Marks marks;
    const qreal side = std::min(r.width(), r.height());
    if (style == NotesStyle::Positional && corner == 0) {
        const qreal pad = side * 0.08;
        const qreal note = (side - 2 * pad) / 3;
        for (int d = 1; d <= 9; ++d) {
            if (notes & digitBit(d))
                add(marks, d, false,
                    QRectF(r.left() + pad + ((d - 1) % 3) * note, r.top() + pad + ((d - 1) / 3) * note, note, note),
                    side * 0.24);
        }
        return marks;
    }

    marks.snyder = true;
    // Corner marks: slots in the order they fill, as fractions of the cell (centre of the mark).
    static constexpr qreal kSlots[9][2] = {{0.17, 0.19}, {0.83, 0.19}, {0.17, 0.81}, {0.83, 0.81}, {0.50, 0.19},
        {0.50, 0.81}, {0.17, 0.50}, {0.83, 0.50}, {0.50, 0.50}};
    const qreal cornerPx = side * 0.21;
    const qreal cornerBox = side * 0.26;
    int slot = 0;
    for (int d = 1; d <= 9; ++d) {
        if (!(corner & digitBit(d)))
            continue;
        const QPointF c(r.left() + kSlots[slot][0] * r.width(), r.top() + kSlots[slot][1] * r.height());
        add(marks, d, true, QRectF(c.x() - cornerBox / 2, c.y() - cornerBox / 2, cornerBox, cornerBox), cornerPx);
        ++slot;
    }

    const int count = std::popcount(static_cast<unsigned>(notes));
    if (count == 0)
        return marks;
    // Centre marks between the middle corner slots: one row up to five, two rows beyond.
    const int rows = count > 5 ? 2 : 1;
    const int perRow = (count + rows - 1) / rows;
    const qreal width = side * 0.60;
    const qreal pixelSize = std::min(side * 0.23, width / (perRow * kAdvance));
    const qreal advance = pixelSize * kAdvance;
    const qreal lineHeight = pixelSize * 1.05;
    const qreal top = r.center().y() - rows * lineHeight / 2;
    int index = 0;
    for (int d = 1; d <= 9; ++d) {
        if (!(notes & digitBit(d)))
            continue;
        const int row = index / perRow;
        const int inRow = row == 0 ? std::min(perRow, count) : count - perRow;
        const int column = index % perRow;
        const qreal left = r.center().x() - inRow * advance / 2 + column * advance;
        add(marks, d, false, QRectF(left, top + row * lineHeight, advance, lineHeight), pixelSize);
        ++index;
    }
    return marks;
}

int marklayout::markAt(
    const QRectF &cell, NotesStyle style, CandidateMask notes, CandidateMask corner, const QPointF &pos)
{
    const Marks marks = layout(cell, style, notes, corner);
    int best = 0;
    qreal bestDistance = 0;
    for (const Mark &mark : marks) {
        // A little room round each mark: small digits are hard to hit exactly.
        const qreal slack = std::max(mark.rect.width(), mark.rect.height()) * 0.15;
        if (!mark.rect.adjusted(-slack, -slack, slack, slack).contains(pos))
            continue;
        const QPointF delta = pos - mark.rect.center();
        const qreal distance = std::hypot(delta.x(), delta.y());
        if (best == 0 || distance < bestDistance) {
            best = mark.digit;
            bestDistance = distance;
        }
    }
    return best;
}
