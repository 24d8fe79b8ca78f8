// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/cellpainter.h"

#include "vocab/marklayout.h"

#include <QPainter>

#include <algorithm>

using namespace sudoku;

qreal CellPainter::markPixelSize(const QRectF &markRect, qreal pixelSize) const
{
    // A digit's glyph is about 0.72 of its pixel size tall: it may grow until it fills its place.
    const qreal room = std::min(markRect.height() / 0.78, markRect.width() / 0.62);
    return std::max(pixelSize, std::min(pixelSize * m_textScale, room));
}

void CellPainter::setFont(const QFont &font)
{
    if (font == m_font)
        return;
    m_font = font;
    m_glyphs.clear();
}

const CellPainter::Glyphs &CellPainter::glyphs(int pixelSize, bool bold) const
{
    const int key = pixelSize * 2 + (bold ? 1 : 0);
    auto it = m_glyphs.find(key);
    if (it != m_glyphs.end())
        return *it;
    if (m_glyphs.size() > 32) // sizes come and go with the window's size: keep only a few
        m_glyphs.clear();
    Glyphs g;
    g.font = m_font;
    g.font.setPixelSize(std::max(1, pixelSize));
    if (bold)
        g.font.setWeight(QFont::Bold);
    for (int d = 1; d <= 9; ++d) {
        g.text[d] = QStaticText(QString::number(d));
        g.text[d].setTextFormat(Qt::PlainText);
        g.text[d].prepare(QTransform(), g.font);
    }
    return *m_glyphs.insert(key, g);
}

void CellPainter::drawDigit(QPainter &p, const QRectF &r, int digit, int pixelSize, bool bold) const
{
    if (digit < 1 || digit > 9)
        return;
    const Glyphs &g = glyphs(pixelSize, bold);
    p.setFont(g.font);
    const QSizeF size = g.text[digit].size();
    p.drawStaticText(QPointF(r.center().x() - size.width() / 2, r.center().y() - size.height() / 2), g.text[digit]);
}

void CellPainter::drawDisc(QPainter &p, const QRectF &mark, const QColor &fill) const
{
    // Square marks (the 3x3 grid, corner marks) get a disc inside; the narrow ones of a centre row a disc as
    // tall as the digit, a little wider than its advance, so that the colour reads as well as in the grid.
    const qreal side = std::max(mark.width(), mark.height()) * 0.94;
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawEllipse(mark.center(), side / 2, side / 2);
    p.setBrush(Qt::NoBrush);
}

void CellPainter::drawMarks(
    QPainter &p, const QRectF &cell, NotesStyle style, const CellState &state, int highlightDigit) const
{
    const marklayout::Marks marks = marklayout::layout(cell, style, state.notes, state.corner);
    // Discs first, digits over them: a disc never covers the digit beside it.
    for (const marklayout::Mark &mark : marks) {
        const int colour = state.candidateColours[static_cast<std::size_t>(mark.digit - 1)];
        if (colour != 0)
            drawDisc(p, mark.rect, m_theme.markColour[static_cast<std::size_t>(colour)]);
        if (mark.digit != highlightDigit)
            continue;
        if (colour == 0) {
            drawDisc(p, mark.rect, m_theme.sameDigit);
        } else { // a ring round the colour: both stay visible
            const qreal side = std::min(mark.rect.width(), mark.rect.height());
            p.setPen(QPen(m_theme.focusRing, std::max<qreal>(1.0, side * 0.08)));
            p.drawEllipse(mark.rect.center(), side * 0.47, side * 0.47);
        }
    }
    for (const marklayout::Mark &mark : marks) {
        const bool coloured = state.candidateColours[static_cast<std::size_t>(mark.digit - 1)] != 0;
        p.setPen(coloured && !m_theme.dark ? m_theme.givenText : m_theme.noteText);
        drawDigit(
            p, mark.rect, mark.digit, std::max(6, static_cast<int>(markPixelSize(mark.rect, mark.pixelSize))), false);
    }
}

void CellPainter::drawHintCandidates(QPainter &p, const QRectF &r, const HintOverlay &o, int cell, int digitPx) const
{
    if (cell == o.placeCell && o.placeDigit != 0) {
        p.setPen(m_theme.hint);
        drawDigit(p, r, o.placeDigit, digitPx, true);
        return;
    }
    // Always the 3x3 grid: the hint's candidates are the engine's, and each has its place.
    const marklayout::Marks marks = marklayout::layout(r, NotesStyle::Positional, o.shown[cell], 0);
    for (const marklayout::Mark &mark : marks) {
        const CandidateMask bit = digitBit(mark.digit);
        const qreal noteSize = mark.rect.width();
        const QRectF disc = mark.rect.adjusted(noteSize * 0.04, noteSize * 0.04, -noteSize * 0.04, -noteSize * 0.04);
        const bool removed = o.eliminated[cell] & bit;
        const bool pattern = o.pattern[cell] & bit;
        if (removed || pattern) {
            QColor fill = removed ? m_theme.wrong : m_theme.hint;
            fill.setAlphaF(0.45f);
            p.setPen(Qt::NoPen);
            p.setBrush(fill);
            p.drawEllipse(disc);
            p.setBrush(Qt::NoBrush);
        }
        p.setPen(m_theme.noteText);
        drawDigit(p, mark.rect, mark.digit, std::max(6, static_cast<int>(mark.pixelSize)), false);
        if (removed) {
            p.setPen(QPen(m_theme.wrong, std::max<qreal>(1.5, noteSize * 0.1)));
            p.drawLine(disc.topLeft() + QPointF(noteSize * 0.1, noteSize * 0.1),
                disc.bottomRight() - QPointF(noteSize * 0.1, noteSize * 0.1));
        }
    }
}
