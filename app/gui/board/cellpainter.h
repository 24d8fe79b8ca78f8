// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/boardtheme.h"
#include "board/hintoverlay.h"
#include "game/cellstate.h"
#include "vocab/notesstyle.h"

#include <QFont>
#include <QHash>
#include <QStaticText>

#include <array>

class QPainter;
class QRectF;

// Draws what is inside a cell of the board: a digit, the pencil marks (a 3x3 grid or Snyder notation, laid
// out by vocab/marklayout.h) with their colours, and a hint's candidates. Digits are QStaticTexts laid out
// once per size and weight, which keeps a full repaint of the board well under a millisecond of the GUI
// thread's time.
class CellPainter
{
public:
    void setTheme(const BoardTheme &theme) { m_theme = theme; }
    void setFont(const QFont &font);
    // Larger text: pencil marks as large as their place in the cell allows, up to `scale` times their size.
    void setTextScale(qreal scale) { m_textScale = scale; }
    qreal markPixelSize(const QRectF &markRect, qreal pixelSize) const;

    void drawDigit(QPainter &p, const QRectF &r, int digit, int pixelSize, bool bold) const;
    // The cell's marks; those of `highlightDigit` (0: none) on a disc of the same-digit colour.
    void drawMarks(QPainter &p, const QRectF &cell, NotesStyle style, const CellState &state, int highlightDigit) const;
    // A hint's third stage in `cell`: the candidates the step was found on, its pattern's digits on a disc
    // of the hint colour, the eliminated ones on a red disc and struck through, the placed digit large.
    void drawHintCandidates(QPainter &p, const QRectF &r, const HintOverlay &overlay, int cell, int digitPx) const;

private:
    struct Glyphs {
        QFont font;
        std::array<QStaticText, 10> text;
    };
    const Glyphs &glyphs(int pixelSize, bool bold) const;
    void drawDisc(QPainter &p, const QRectF &mark, const QColor &fill) const;

    BoardTheme m_theme;
    QFont m_font;
    qreal m_textScale = 1;
    mutable QHash<int, Glyphs> m_glyphs; // by pixel size * 2 + bold
};
