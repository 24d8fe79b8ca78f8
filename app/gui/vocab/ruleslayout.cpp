// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocab/ruleslayout.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegion>

#include <algorithm>
#include <vector>

using namespace sudoku;

namespace ruleslayout
{

namespace
{

QRectF cellRect(const QRectF &grid, int cell)
{
    const qreal side = grid.width() / 9;
    return QRectF(grid.left() + colOf(cell) * side, grid.top() + rowOf(cell) * side, side, side);
}

} // namespace

CellSet extraHouseCells(const Rules &rules)
{
    CellSet cells;
    for (int house = 27; house < rules.houseCount(); ++house) // after rows, columns and boxes or regions
        cells |= rules.houseCells(house);
    return cells;
}

void paintRegionBorders(QPainter &p, const Rules &rules, const QRectF &grid, const QPen &pen)
{
    if (!rules.isJigsaw())
        return;
    const qreal cell = grid.width() / 9;
    p.setPen(pen);
    const auto &regions = rules.regions();
    for (int row = 0; row < 9; ++row) {
        for (int col = 0; col < 9; ++col) {
            const int here = regions[static_cast<std::size_t>(cellAt(row, col))];
            const QPointF corner(grid.left() + (col + 1) * cell, grid.top() + (row + 1) * cell);
            if (col < 8 && here != regions[static_cast<std::size_t>(cellAt(row, col + 1))])
                p.drawLine(corner - QPointF(0, cell), corner);
            if (row < 8 && here != regions[static_cast<std::size_t>(cellAt(row + 1, col))])
                p.drawLine(corner - QPointF(cell, 0), corner);
        }
    }
}

int sumCell(const Cage &cage)
{
    return cage.cells.first();
}

QPainterPath cageOutline(const Rules &rules, int cage, const QRectF &grid, qreal inset)
{
    // Each cell's inner square, bridges over the boundaries to its right and lower neighbours in the cage, and
    // the square between four cells of the cage: their union is the cage shrunk by `inset`.
    const auto inCage = [&](int row, int col) {
        return row >= 0 && row < 9 && col >= 0 && col < 9 && rules.cageOf(cellAt(row, col)) == cage;
    };
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (int cell : rules.cages()[static_cast<std::size_t>(cage)].cells) {
        const int row = rowOf(cell), col = colOf(cell);
        const QRectF r = cellRect(grid, cell);
        const QRectF inner = r.adjusted(inset, inset, -inset, -inset);
        path.addRect(inner);
        if (inCage(row, col + 1))
            path.addRect(QRectF(QPointF(inner.right(), inner.top()), QPointF(r.right() + inset, inner.bottom())));
        if (inCage(row + 1, col))
            path.addRect(QRectF(QPointF(inner.left(), inner.bottom()), QPointF(inner.right(), r.bottom() + inset)));
        if (inCage(row, col + 1) && inCage(row + 1, col) && inCage(row + 1, col + 1))
            path.addRect(QRectF(inner.bottomRight(), QPointF(r.right() + inset, r.bottom() + inset)));
    }
    return path.simplified();
}

QRectF markRect(const Rules &rules, int cell, const QRectF &r)
{
    // Marks keep clear of the cell's edges by a share of their own size (marklayout.h), which already clears a
    // cage's outline: a cage's cell gives them a little more room, the sum's cell the square below and right of
    // the sum, so that the top left mark starts under it.
    const int cage = rules.cageOf(cell);
    if (cage < 0)
        return r;
    const qreal side = r.width();
    if (sumCell(rules.cages()[static_cast<std::size_t>(cage)]) != cell)
        return r.adjusted(side * 0.07, side * 0.07, -side * 0.07, -side * 0.07);
    return QRectF(r.left() + side * 0.10, r.top() + side * 0.15, side * 0.80, side * 0.80);
}

void paintCages(QPainter &p, const Rules &rules, const QRectF &grid, QPen pen, QFont font, const QColor &sumColour)
{
    if (!rules.isKiller())
        return;
    const qreal cell = grid.width() / 9;
    const qreal inset = cell * kCageInset;
    pen.setDashPattern({3, 2.5});
    pen.setCapStyle(Qt::FlatCap);
    font.setPixelSize(std::max(6, static_cast<int>(cell * kCageSumSize * 0.95)));
    const QFontMetricsF metrics(font);
    // The sums sit over the outlines' top left corners: the dashes stop short of them.
    // The clip is whole rectangles in device coordinates: a path clips slower (a killer board took 5.5 ms to paint
    // with one, 3.9 ms with rectangles).
    const QTransform transform = p.transform();
    std::vector<QRectF> sumBoxes;
    QRegion clip(transform.mapRect(grid).toAlignedRect());
    for (const Cage &cage : rules.cages()) {
        const QRectF r = cellRect(grid, sumCell(cage));
        sumBoxes.emplace_back(r.left() + inset * 0.45, r.top() + inset * 0.45,
            metrics.horizontalAdvance(QString::number(cage.sum)) + inset * 0.6, metrics.height() * 0.92);
        clip -= QRegion(transform.mapRect(sumBoxes.back()).toAlignedRect());
    }
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.resetTransform();
    p.setClipRegion(clip, Qt::IntersectClip);
    p.setTransform(transform);
    for (int cage = 0; cage < static_cast<int>(rules.cages().size()); ++cage)
        p.strokePath(cageOutline(rules, cage, grid, inset), pen);
    p.restore();
    p.save();
    p.setRenderHint(QPainter::TextAntialiasing, true);
    p.setFont(font);
    p.setPen(sumColour);
    for (std::size_t cage = 0; cage < sumBoxes.size(); ++cage)
        p.drawText(sumBoxes[cage], Qt::AlignCenter, QString::number(rules.cages()[cage].sum));
    p.restore();
}

} // namespace ruleslayout
