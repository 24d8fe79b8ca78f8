// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/traceboardview.h"

#include "game/variantboard.h"
#include "vocab/ruleslayout.h"

#include "sudoku/grid/candidates.h"

#include <QEvent>
#include <QImage>
#include <QPainter>

#include <cmath>
#include <vector>

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
    if (event->type() == QEvent::PaletteChange) {
        m_theme = BoardTheme::fromPalette(palette());
        m_background = {};
    } else if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Search board"));
    }
    QWidget::changeEvent(event);
}

void TraceBoardView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), m_theme.window);
    const qreal side = std::min(width(), height()) - 12.0;
    const QRectF board(std::round((width() - side) / 2), std::round((height() - side) / 2), side, side);
    Grid givens {};
    for (int cell = 0; cell < kCellCount; ++cell)
        givens[cell] = m_frame.givens[static_cast<std::size_t>(cell)] ? m_frame.state.grid[cell] : 0;
    const qreal dpr = devicePixelRatioF();
    const QSize pixels = (board.size() * dpr).toSize();
    if (m_background.size() != pixels || givens != m_backgroundGivens || m_frame.rules != m_backgroundRules) {
        m_background = QPixmap(pixels);
        m_background.setDevicePixelRatio(dpr);
        m_background.fill(Qt::transparent);
        QPainter bg(&m_background);
        paintBackground(bg, QRectF(QPointF(0, 0), board.size()), m_frame, m_theme, m_glyphs);
        m_backgroundGivens = givens;
        m_backgroundRules = m_frame.rules;
    }
    paintFrame(painter, board, m_frame, m_theme, &m_glyphs, &m_background);
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

QFont TraceBoardView::Glyphs::markFont(const QFont &base, qreal cellSize, bool inCage)
{
    // A candidate in a third of the cell, a killer cage's inside its outline (ruleslayout::markRect: 80%).
    QFont font = base;
    font.setPixelSize(std::max(6, static_cast<int>(cellSize * (inCage ? 0.21 : 0.26))));
    return font;
}

void TraceBoardView::Glyphs::prepare(const QFont &base, qreal cellSize)
{
    const int size = std::max(8, static_cast<int>(cellSize * 0.6));
    if (size == pixelSize)
        return;
    pixelSize = size;
    QFont font = base;
    font.setPixelSize(size);
    QFont heavy = font;
    heavy.setBold(true);
    const QFont little = markFont(base, cellSize, false);
    const QFont caged = markFont(base, cellSize, true);
    for (int d = 1; d <= 9; ++d) {
        normal[d] = QStaticText(QString::number(d));
        normal[d].prepare({}, font);
        bold[d] = QStaticText(QString::number(d));
        bold[d].prepare({}, heavy);
        small[d] = QStaticText(QString::number(d));
        small[d].prepare({}, little);
        cageSmall[d] = QStaticText(QString::number(d));
        cageSmall[d].prepare({}, caged);
    }
}

namespace
{

void drawGlyph(QPainter &painter, const QStaticText &text, const QFont &font, const QRectF &r)
{
    painter.setFont(font);
    const QSizeF size = text.size();
    painter.drawStaticText(QPointF(r.center().x() - size.width() / 2, r.center().y() - size.height() / 2), text);
}

QFont glyphFont(const QFont &base, int pixelSize, bool bold)
{
    QFont font = base;
    font.setPixelSize(pixelSize);
    font.setBold(bold);
    return font;
}

} // namespace

void TraceBoardView::paintBackground(
    QPainter &painter, const QRectF &rect, const TraceFrame &frame, const BoardTheme &theme, Glyphs &glyphs)
{
    const qreal cellSize = rect.width() / 9;
    glyphs.prepare(painter.font(), cellSize);
    const QFont bold = glyphFont(painter.font(), glyphs.pixelSize, true);
    const Rules &rules = frame.rulesOrClassic();
    painter.fillRect(rect, theme.cell);
    const CellSet extraHouses = ruleslayout::extraHouseCells(rules);
    for (int cell = 0; cell < kCellCount; ++cell) {
        const QRectF r(rect.left() + colOf(cell) * cellSize, rect.top() + rowOf(cell) * cellSize, cellSize, cellSize);
        const bool given = frame.givens[static_cast<std::size_t>(cell)];
        if (given)
            painter.fillRect(r, theme.givenFill);
        if (extraHouses.contains(cell)) // a diagonal's or a window's cells, tinted over the fill as on the board
            painter.fillRect(r, theme.highContrast ? QBrush(theme.extraHouse, Qt::Dense6Pattern) : theme.extraHouse);
        if (!given)
            continue;
        painter.setPen(theme.givenText);
        drawGlyph(painter, glyphs.bold[frame.state.grid[cell] % 10], bold, r);
    }
    // Lines: thin between cells, thick between boxes (a jigsaw's regions).
    for (int i = 0; i <= 9; ++i) {
        const bool thick = rules.isJigsaw() ? i == 0 || i == 9 : i % 3 == 0;
        painter.setPen(QPen(thick ? theme.thickLine : theme.thinLine, thick ? 2.0 : 1.0));
        const qreal x = rect.left() + i * cellSize;
        const qreal y = rect.top() + i * cellSize;
        painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()));
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
    }
    ruleslayout::paintRegionBorders(painter, rules, rect, QPen(theme.thickLine, 2.0));
    QFont sumFont = painter.font();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    ruleslayout::paintCages(painter, rules, rect, QPen(theme.thickLine, 1.0), sumFont, theme.noteText);
    painter.restore();
}

void TraceBoardView::paintFrame(QPainter &painter, const QRectF &rect, const TraceFrame &frame, const BoardTheme &theme,
    Glyphs *glyphCache, const QPixmap *background)
{
    const VizColours colours = vizColours(theme);
    const qreal cellSize = rect.width() / 9;
    auto cellRect = [&](int cell) {
        return QRectF(rect.left() + colOf(cell) * cellSize, rect.top() + rowOf(cell) * cellSize, cellSize, cellSize);
    };
    Glyphs localGlyphs;
    Glyphs &glyphs = glyphCache ? *glyphCache : localGlyphs;
    painter.save();
    if (background)
        painter.drawPixmap(rect.topLeft(), *background);
    else
        paintBackground(painter, rect, frame, theme, glyphs);
    glyphs.prepare(painter.font(), cellSize);
    const QFont normal = glyphFont(painter.font(), glyphs.pixelSize, false);
    const QFont bold = glyphFont(painter.font(), glyphs.pixelSize, true);
    const QFont small = Glyphs::markFont(painter.font(), cellSize, false);
    const QFont cageSmall = Glyphs::markFont(painter.font(), cellSize, true);

    const TraceEvent *last = frame.last ? &*frame.last : nullptr;
    const bool placement = last && (last->kind == SearchEventKind::Place || last->kind == SearchEventKind::Force);
    const bool unplace = last && last->kind == SearchEventKind::Unplace;
    const int currentCell = (placement || unplace) ? last->cell : -1;
    if (currentCell >= 0) {
        QColor fill = unplace ? colours.deadEnd : colours.current;
        fill.setAlphaF(0.18f);
        painter.fillRect(cellRect(currentCell).adjusted(1, 1, -1, -1), fill);
    }
    // The dead end's cells: the cell without a digit, or the house (or band) without a place for one.
    std::vector<int> deadCells;
    int deadDigit = 0;
    if (frame.deadEnd >= 0 && frame.deadEnd < kCellCount) {
        deadCells.push_back(frame.deadEnd);
    } else if (frame.deadEnd >= kCellCount) {
        const Rules &rules = frame.rulesOrClassic();
        const ConstraintInfo info = decodeConstraint(frame.deadEnd, rules);
        deadDigit = info.digit;
        CellSet cells;
        switch (info.kind) {
        case ConstraintInfo::Kind::HouseDigit:
            cells = rules.houseCells(info.index);
            break;
        case ConstraintInfo::Kind::CageDigit:
        case ConstraintInfo::Kind::CageSum:
            cells = rules.cages()[static_cast<std::size_t>(info.index)].cells;
            break;
        case ConstraintInfo::Kind::BandDigit:
        case ConstraintInfo::Kind::StackDigit:
            for (int cell = 0; cell < kCellCount; ++cell) {
                if ((info.kind == ConstraintInfo::Kind::StackDigit ? colOf(cell) : rowOf(cell)) / 3 == info.index)
                    cells.insert(cell);
            }
            break;
        default:
            break;
        }
        for (int cell : cells)
            deadCells.push_back(cell);
    }
    for (int cell : deadCells) {
        QColor fill = colours.deadEnd;
        fill.setAlphaF(deadCells.size() == 1 ? 0.28f : 0.14f);
        painter.fillRect(cellRect(cell).adjusted(1, 1, -1, -1), fill);
    }

    const Grid &grid = frame.state.grid;
    std::array<CandidateMask, kCellCount> candidates {};
    if (frame.showCandidates) { // what the placed digits leave each cell under the rules (and a killer's sums)
        Board board = Board::fromGivens(grid);
        board.setRules(frame.rules);
        candidates = variantboard::allCandidates(board);
    }
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (frame.givens[static_cast<std::size_t>(cell)])
            continue; // on the background
        const QRectF r = cellRect(cell);
        const int digit = grid[cell];
        if (digit != 0) {
            const bool guessed = frame.state.guessed[static_cast<std::size_t>(cell)];
            const bool differs = frame.solved && frame.differsFromFirst.test(static_cast<std::size_t>(cell));
            painter.setPen(differs ? colours.tentative
                    : frame.solved ? colours.solved
                    : guessed      ? colours.tentative
                                   : colours.forced);
            const bool heavy = guessed || differs;
            drawGlyph(painter, heavy ? glyphs.bold[digit] : glyphs.normal[digit], heavy ? bold : normal, r);
        } else if (cell == currentCell && unplace) {
            // The digit just taken back, struck through.
            QColor faded = colours.deadEnd;
            faded.setAlphaF(0.55f);
            painter.setPen(faded);
            drawGlyph(painter, glyphs.normal[last->digit % 10], normal, r);
            painter.setRenderHint(QPainter::Antialiasing, true);
            painter.setPen(QPen(colours.deadEnd, std::max(1.5, cellSize / 20)));
            const QRectF s = r.adjusted(cellSize * 0.25, cellSize * 0.25, -cellSize * 0.25, -cellSize * 0.25);
            painter.drawLine(s.bottomLeft(), s.topRight());
            painter.setRenderHint(QPainter::Antialiasing, false);
        } else if (frame.showCandidates) {
            const CandidateMask mask = candidates[static_cast<std::size_t>(cell)];
            const QRectF marks = ruleslayout::markRect(frame.rulesOrClassic(), cell, r); // inside a cage's outline
            painter.setPen(theme.noteText);
            for (int d = 1; d <= 9; ++d) {
                if (!(mask & digitBit(d)))
                    continue;
                const QRectF sub(marks.left() + ((d - 1) % 3) * marks.width() / 3,
                    marks.top() + ((d - 1) / 3) * marks.height() / 3, marks.width() / 3, marks.height() / 3);
                const bool caged = frame.rulesOrClassic().cageOf(cell) >= 0;
                drawGlyph(painter, caged ? glyphs.cageSmall[d] : glyphs.small[d], caged ? cageSmall : small, sub);
            }
        }
    }

    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    if (currentCell >= 0 && !unplace) {
        painter.setPen(QPen(colours.current, std::max(2.0, cellSize / 14)));
        painter.drawRoundedRect(cellRect(currentCell).adjusted(2, 2, -2, -2), 4, 4);
    }
    if (!deadCells.empty()) {
        // A dead end: a cross in the corner of the cell that has no digit left, or the digit that has no
        // place left crossed out in each empty cell of its house; the house framed; the board framed red.
        const qreal m = cellSize * 0.08;
        const QPen cross(colours.deadEnd, std::max(2.0, cellSize / 16), Qt::SolidLine, Qt::RoundCap);
        QRectF house;
        for (int cell : deadCells) {
            const QRectF r = cellRect(cell);
            house = house.isNull() ? r : house.united(r);
            if (deadDigit != 0 && grid[cell] != 0)
                continue;
            if (deadDigit != 0) {
                // The digit that has no place, in the cell, struck through once: it stays legible (a cross
                // over a small digit hid it).
                const QRectF digitBox = r.adjusted(cellSize * 0.2, cellSize * 0.2, -cellSize * 0.2, -cellSize * 0.2);
                painter.setPen(colours.deadEnd);
                drawGlyph(painter, glyphs.normal[deadDigit], normal, r);
                painter.setPen(QPen(colours.deadEnd, std::max(1.5, cellSize / 22), Qt::SolidLine, Qt::RoundCap));
                painter.drawLine(digitBox.bottomLeft(), digitBox.topRight());
                continue;
            }
            const QRectF mark(r.right() - cellSize * 0.3 - m, r.top() + m, cellSize * 0.3, cellSize * 0.3);
            painter.setPen(cross);
            painter.drawLine(mark.topLeft(), mark.bottomRight());
            painter.drawLine(mark.topRight(), mark.bottomLeft());
        }
        painter.setPen(QPen(colours.deadEnd, std::max(2.0, cellSize / 18)));
        painter.drawRect(house.adjusted(1, 1, -1, -1));
        painter.setPen(QPen(colours.deadEnd, 3));
        painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5));
    } else if (frame.solved) {
        painter.setPen(QPen(colours.solved, 3));
        painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5));
        // Where this solution differs from the first: rings, so that "not unique" shows where.
        painter.setPen(QPen(colours.tentative, std::max(2.0, cellSize / 14)));
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (frame.differsFromFirst.test(static_cast<std::size_t>(cell)))
                painter.drawEllipse(
                    cellRect(cell).adjusted(cellSize * 0.1, cellSize * 0.1, -cellSize * 0.1, -cellSize * 0.1));
        }
    }
    painter.restore();
}
