// SPDX-License-Identifier: GPL-3.0-or-later
#include "traceboardview.h"

#include "sudoku/candidates.h"

#include <QEvent>
#include <QImage>
#include <QPainter>

using namespace sudoku;

namespace
{

struct VizColours {
    QColor tentative;
    QColor forced;
    QColor solved;
    QColor deadEnd;
    QColor current;
};

VizColours vizColours(const BoardTheme &theme)
{
    // Guesses orange, forced digits in the entry blue, solutions green, dead ends red (GNOME palette);
    // a guess is also drawn in a heavier weight, so the two never differ by colour alone.
    VizColours c;
    c.tentative = theme.dark ? QColor(0xff, 0xbe, 0x6f) : QColor(0xc6, 0x46, 0x00);
    c.forced = theme.entryText;
    c.solved = theme.hint;
    c.deadEnd = theme.conflict;
    c.current = theme.focusRing;
    return c;
}

} // namespace

TraceBoardView::TraceBoardView(QWidget *parent)
    : QWidget(parent)
    , m_theme(BoardTheme::fromPalette(palette()))
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Search board"));
}

void TraceBoardView::setFrame(const TraceFrame &frame)
{
    m_frame = frame;
    update();
}

void TraceBoardView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        m_theme = BoardTheme::fromPalette(palette());
    QWidget::changeEvent(event);
}

void TraceBoardView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), m_theme.window);
    const qreal side = std::min(width(), height()) - 12.0;
    const QRectF board((width() - side) / 2, (height() - side) / 2, side, side);
    paintFrame(painter, board, m_frame, m_theme);
}

QImage TraceBoardView::renderImage(int side) const
{
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(m_theme.window);
    QPainter painter(&image);
    paintFrame(painter, QRectF(6, 6, side - 12, side - 12), m_frame, m_theme);
    painter.end();
    return image;
}

void TraceBoardView::paintFrame(QPainter &painter, const QRectF &rect, const TraceFrame &frame, const BoardTheme &theme)
{
    const VizColours colours = vizColours(theme);
    const qreal cellSize = rect.width() / 9;
    auto cellRect = [&](int cell) {
        return QRectF(rect.left() + colOf(cell) * cellSize, rect.top() + rowOf(cell) * cellSize, cellSize, cellSize);
    };
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect, theme.cell);

    const TraceEvent *last = frame.last ? &*frame.last : nullptr;
    const bool placement = last && (last->kind == SearchEventKind::Place || last->kind == SearchEventKind::Force);
    const bool unplace = last && last->kind == SearchEventKind::Unplace;
    const int currentCell = (placement || unplace) ? last->cell : -1;

    for (int cell = 0; cell < kCellCount; ++cell) {
        const QRectF r = cellRect(cell);
        if (frame.givens[static_cast<std::size_t>(cell)])
            painter.fillRect(r, theme.givenFill);
        if (cell == currentCell) {
            QColor fill = unplace ? colours.deadEnd : colours.current;
            fill.setAlphaF(0.18f);
            painter.fillRect(r, fill);
        }
        if (cell == frame.tipCell) {
            QColor fill = colours.deadEnd;
            fill.setAlphaF(0.28f);
            painter.fillRect(r, fill);
        }
    }

    // Lines: thin between cells, thick between boxes.
    for (int i = 0; i <= 9; ++i) {
        const bool thick = i % 3 == 0;
        painter.setPen(QPen(thick ? theme.thickLine : theme.thinLine, thick ? 2.0 : 1.0));
        const qreal x = rect.left() + i * cellSize;
        const qreal y = rect.top() + i * cellSize;
        painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()));
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
    }

    QFont digitFont = painter.font();
    digitFont.setPixelSize(std::max(8, static_cast<int>(cellSize * 0.6)));
    QFont boldFont = digitFont;
    boldFont.setBold(true);
    QFont smallFont = painter.font();
    smallFont.setPixelSize(std::max(6, static_cast<int>(cellSize * 0.26)));

    const Grid &grid = frame.state.grid;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const QRectF r = cellRect(cell);
        const int digit = grid[cell];
        const bool given = frame.givens[static_cast<std::size_t>(cell)];
        if (digit != 0) {
            const bool guessed = frame.state.guessed[static_cast<std::size_t>(cell)];
            QColor colour = given ? theme.givenText
                : frame.solved    ? colours.solved
                : guessed         ? colours.tentative
                                  : colours.forced;
            painter.setFont(given || guessed ? boldFont : digitFont);
            painter.setPen(colour);
            painter.drawText(r, Qt::AlignCenter, QString::number(digit));
        } else if (cell == currentCell && unplace) {
            // The digit just taken back, struck through.
            painter.setFont(digitFont);
            QColor faded = colours.deadEnd;
            faded.setAlphaF(0.55f);
            painter.setPen(faded);
            painter.drawText(r, Qt::AlignCenter, QString::number(last->digit));
            painter.setPen(QPen(colours.deadEnd, std::max(1.5, cellSize / 20)));
            const QRectF s = r.adjusted(cellSize * 0.25, cellSize * 0.25, -cellSize * 0.25, -cellSize * 0.25);
            painter.drawLine(s.bottomLeft(), s.topRight());
        } else if (frame.showCandidates) {
            const CandidateMask mask = candidatesOf(grid, cell);
            painter.setFont(smallFont);
            painter.setPen(theme.noteText);
            for (int d = 1; d <= 9; ++d) {
                if (!(mask & digitBit(d)))
                    continue;
                const QRectF sub(r.left() + ((d - 1) % 3) * cellSize / 3, r.top() + ((d - 1) / 3) * cellSize / 3,
                    cellSize / 3, cellSize / 3);
                painter.drawText(sub, Qt::AlignCenter, QString::number(d));
            }
        }
    }

    if (currentCell >= 0 && !unplace) {
        painter.setPen(QPen(colours.current, std::max(2.0, cellSize / 14)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(cellRect(currentCell).adjusted(2, 2, -2, -2), 4, 4);
    }
    if (frame.tipCell >= 0) {
        // A dead end: a cross in the corner of the cell the failed branch ended at, and a red frame.
        const QRectF r = cellRect(frame.tipCell);
        const qreal m = cellSize * 0.08;
        const QRectF mark(r.right() - cellSize * 0.3 - m, r.top() + m, cellSize * 0.3, cellSize * 0.3);
        painter.setPen(QPen(colours.deadEnd, std::max(2.0, cellSize / 16), Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(mark.topLeft(), mark.bottomRight());
        painter.drawLine(mark.topRight(), mark.bottomLeft());
        painter.setPen(QPen(colours.deadEnd, 3));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5));
    } else if (frame.solved) {
        painter.setPen(QPen(colours.solved, 3));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5));
    }
    painter.restore();
}
