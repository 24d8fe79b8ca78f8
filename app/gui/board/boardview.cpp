// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardview.h"

#include "board/boardaccessible.h"
#include "game/gamemodel.h"
#include "game/variantboard.h"
#include "vocab/marklayout.h"
#include "vocab/markpalette.h"
#include "vocab/puzzletext.h"
#include "vocab/ruleslayout.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QTimer>

#include <cmath>

using namespace sudoku;

namespace
{

constexpr int kMargin = 10; // logical pixels around the board
constexpr qreal kLabelShare = 0.5; // the band of row and column labels, in cells

// Shift+digit arrives as the shifted symbol on most layouts; these are the US ones.
int digitOfKey(int key)
{
    if (key >= Qt::Key_0 && key <= Qt::Key_9)
        return key - Qt::Key_0;
    static constexpr int kShifted[] = {Qt::Key_ParenRight, Qt::Key_Exclam, Qt::Key_At, Qt::Key_NumberSign,
        Qt::Key_Dollar, Qt::Key_Percent, Qt::Key_AsciiCircum, Qt::Key_Ampersand, Qt::Key_Asterisk, Qt::Key_ParenLeft};
    for (int d = 0; d < 10; ++d) {
        if (kShifted[d] == key)
            return d;
    }
    return -1;
}

} // namespace

BoardView::BoardView(GameModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_theme(BoardTheme::fromPalette(palette()))
{
    // Assistive technology sees the board as a table of cells (board/boardaccessible.h).
    static const bool accessible = [] {
        QAccessible::installFactory(&BoardAccessible::factory);
        return true;
    }();
    Q_UNUSED(accessible);
    m_painter.setTheme(m_theme);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Sudoku board"));
    for (auto changed : {&GameModel::cellsChanged, &GameModel::marksChanged, &GameModel::gameReset}) {
        connect(m_model, changed, this, [this] {
            updateAccessibility();
            update();
        });
    }
    updateAccessibility();
}

void BoardView::setSelectionShown(bool shown)
{
    if (shown == m_selectionShown)
        return;
    m_selectionShown = shown;
    update();
}

void BoardView::showAsPicture()
{
    setHighlights({false, false, false});
    setSelectionShown(false);
    setFocusPolicy(Qt::NoFocus);
    setAttribute(Qt::WA_TransparentForMouseEvents);
}

void BoardView::setSelectedCell(int cell)
{
    if (cell < 0 || cell >= kCellCount || cell == m_selected)
        return;
    m_selected = cell;
    updateAccessibility();
    if (hasFocus())
        announceFocusedCell();
    update();
    Q_EMIT selectionChanged(cell);
}

void BoardView::setHighlights(const HighlightOptions &options)
{
    m_highlights = options;
    update();
}

void BoardView::setPaused(bool paused)
{
    m_paused = paused;
    updateAccessibility(); // the cells say only where they are while paused
    update();
}

void BoardView::setNotesMode(bool on)
{
    m_notesMode = on;
    update();
}

void BoardView::setNotesStyle(NotesStyle style)
{
    m_notesStyle = style;
    update();
}

void BoardView::setColouring(bool on, int colour)
{
    m_colouring = on;
    m_colour = colour;
    updateCursor();
    update();
}

void BoardView::setPickedDigit(int digit)
{
    m_pickedDigit = (digit >= 1 && digit <= 9) ? digit : 0;
    updateCursor();
    update();
}

int BoardView::highlightedDigit() const
{
    if (m_pickedDigit != 0)
        return m_pickedDigit;
    return m_highlights.sameDigit ? m_model->board().at(m_selected) : 0;
}

void BoardView::setShowCoordinates(bool on)
{
    if (on == m_coordinates)
        return;
    m_coordinates = on;
    updateGeometry();
    update();
}

QRectF BoardView::rowLabelRect(int row) const
{
    const Geometry g = geometry();
    if (g.labels <= 0 || row < 0 || row > 8)
        return {};
    return QRectF(g.left - g.labels, g.top + row * g.cell, g.labels, g.cell);
}

QRectF BoardView::columnLabelRect(int col) const
{
    const Geometry g = geometry();
    if (g.labels <= 0 || col < 0 || col > 8)
        return {};
    return QRectF(g.left + col * g.cell, g.top - g.labels, g.cell, g.labels);
}

void BoardView::setHoveredCell(int cell)
{
    cell = (cell >= 0 && cell < kCellCount) ? cell : -1;
    if (cell == m_hovered)
        return;
    m_hovered = cell;
    update();
}

void BoardView::setCandidateFilter(const CandidateFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    update();
}

CandidateMask BoardView::shownMarks(int cell) const
{
    if (m_model->board().at(cell) != 0)
        return 0;
    return m_filter.shown(m_model->cellState(cell).marks());
}

void BoardView::setHintOverlay(const HintOverlay &overlay)
{
    m_hintOverlay = overlay;
    update();
}

BoardView::CellFlags BoardView::cellFlags(int cell) const
{
    CellFlags flags;
    const int digit = m_model->board().at(cell);
    const int highlighted = highlightedDigit();
    if (m_selectionShown && cell == m_selected)
        flags |= Selected;
    else if (m_selectionShown && m_highlights.houses && m_model->board().rules().sees(cell, m_selected))
        flags |= Peer; // the cells of its houses by the rules: a variant's diagonal, window, region and cage too
    if (highlighted != 0) {
        if (digit == highlighted)
            flags |= SameDigit;
        else if (digit == 0 && (m_model->cellState(cell).marks() & digitBit(highlighted)))
            flags |= NoteMatch;
    }
    if (m_pickedDigit != 0 && digit == 0 && m_model->mode() == GameMode::Play) {
        // Allowed by the digits placed, and by the player's notes when the cell has any.
        const CandidateMask notes = m_model->notes(cell);
        if ((variantboard::candidates(m_model->board(), cell) & digitBit(m_pickedDigit))
            && (notes == 0 || (notes & digitBit(m_pickedDigit))))
            flags |= Candidate;
    }
    if (m_model->isMistake(cell))
        flags |= Mistake;
    if (m_highlights.conflicts && m_model->conflicts().test(static_cast<std::size_t>(cell)))
        flags |= Conflict;
    if (m_model->wrongMarks().test(static_cast<std::size_t>(cell)))
        flags |= Wrong;
    if (m_model->hintCell() == cell)
        flags |= Hint;
    if (m_hintOverlay.house.test(static_cast<std::size_t>(cell)))
        flags |= HintHouse;
    if (m_hintOverlay.cells.test(static_cast<std::size_t>(cell)))
        flags |= HintCells;
    if (cell == m_hovered)
        flags |= Hovered;
    return flags;
}

BoardView::Geometry BoardView::geometry() const
{
    Geometry g;
    g.dpr = devicePixelRatioF();
    const qreal side = std::max<qreal>(0, std::min(width(), height()) - 2 * kMargin);
    const qreal share = m_coordinates ? kLabelShare : 0; // the labels take a band of the board's room
    g.cellPx = std::max(1, static_cast<int>(std::floor(side * g.dpr / (9 + share))));
    g.cell = g.cellPx / g.dpr;
    g.side = 9 * g.cell;
    g.labels = std::round(g.cellPx * share) / g.dpr;
    // The board and its labels centred together; the board on a device pixel.
    g.left = std::round((width() - g.side - g.labels) / 2 * g.dpr) / g.dpr + g.labels;
    g.top = std::round((height() - g.side - g.labels) / 2 * g.dpr) / g.dpr + g.labels;
    return g;
}

QRectF BoardView::cellRect(int cell) const
{
    const Geometry g = geometry();
    return QRectF(g.left + colOf(cell) * g.cell, g.top + rowOf(cell) * g.cell, g.cell, g.cell);
}

int BoardView::markAt(const QPointF &pos) const
{
    const int cell = cellAt(pos);
    if (cell < 0 || m_model->board().at(cell) != 0)
        return 0;
    // Only a mark that shows: one the candidate filter hides cannot be clicked.
    const CellState state = m_model->cellState(cell);
    const CandidateMask shown = m_filter.shown(state.marks());
    return marklayout::markAt(markRect(cell, cellRect(cell)), m_notesStyle,
        static_cast<CandidateMask>(state.notes & shown), static_cast<CandidateMask>(state.corner & shown), pos);
}

int BoardView::cellAt(const QPointF &pos) const
{
    const Geometry g = geometry();
    const int col = static_cast<int>(std::floor((pos.x() - g.left) / g.cell));
    const int row = static_cast<int>(std::floor((pos.y() - g.top) / g.cell));
    if (row < 0 || row > 8 || col < 0 || col > 8)
        return -1;
    return sudoku::cellAt(row, col);
}

QSize BoardView::sizeHint() const
{
    const int side
        = static_cast<int>(std::lround((9 + (m_coordinates ? kLabelShare : 0)) * 60 * m_textScale)) + 2 * kMargin;
    return {side, side};
}

QSize BoardView::minimumSizeHint() const
{
    const int side
        = static_cast<int>(std::lround((9 + (m_coordinates ? kLabelShare : 0)) * 30 * m_textScale)) + 2 * kMargin;
    return {side, side};
}

void BoardView::setTextScale(qreal scale)
{
    scale = std::clamp<qreal>(scale, 1, 2);
    if (scale == m_textScale)
        return;
    m_textScale = scale;
    m_painter.setTextScale(scale);
    updateGeometry();
    update();
}

int BoardView::digitPixelSize() const
{
    // 58% of a cell at the desktop's size, up to 70% at twice it: large, and still clear of the lines.
    const qreal share = std::min(0.70, 0.58 + 0.12 * (m_textScale - 1));
    return std::max(8, static_cast<int>(geometry().cell * share));
}

void BoardView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), m_theme.window);
    const Geometry g = geometry();
    paintCoordinates(p, g);
    if (m_paused) {
        paintPaused(p, g);
        return;
    }
    const QRectF board(g.left, g.top, g.side, g.side);
    m_painter.setFont(font());
    paintCells(p, g);
    m_hintPainter.paintBelow(p, board, m_hintOverlay, m_theme);
    paintLines(p, g);
    paintCages(p, g);
    paintDigits(p, g);
    m_hintPainter.paintAbove(p, board, m_hintOverlay, m_theme);
    paintMarks(p, g);
}

void BoardView::paintCells(QPainter &p, const Geometry &g) const
{
    p.setRenderHint(QPainter::Antialiasing, false);
    const bool play = m_model->mode() == GameMode::Play;
    // A variant's diagonals and windows are shaded: the houses after the rows, columns and boxes or regions.
    const CellSet extraHouses = ruleslayout::extraHouseCells(m_model->board().rules());
    for (int cell = 0; cell < kCellCount; ++cell) {
        const QRectF r(g.left + colOf(cell) * g.cell, g.top + rowOf(cell) * g.cell, g.cell, g.cell);
        const CellFlags flags = cellFlags(cell);
        p.fillRect(r, play && m_model->board().isGiven(cell) ? m_theme.givenFill : m_theme.cell);
        if (extraHouses.contains(cell)) // black on white has no tint to spare: dots
            p.fillRect(r, m_theme.highContrast ? QBrush(m_theme.extraHouse, Qt::Dense6Pattern) : m_theme.extraHouse);
        if (const int colour = m_model->cellColour(cell))
            p.fillRect(r, m_theme.cellColour[static_cast<std::size_t>(colour)]);
        if (flags & Candidate)
            p.fillRect(r, m_theme.candidate);
        if (flags & Peer)
            p.fillRect(r, m_theme.peer);
        if (flags & SameDigit)
            p.fillRect(r, m_theme.sameDigit);
        if (flags & Selected)
            p.fillRect(r, m_theme.selection);
        if (flags & (HintHouse | HintCells)) {
            QColor tint = m_theme.hint;
            tint.setAlphaF((flags & HintCells) ? (m_theme.dark ? 0.38f : 0.30f) : (m_theme.dark ? 0.18f : 0.13f));
            p.fillRect(r, tint);
        }
        if (flags & Conflict) {
            // Hatching says "conflict" without relying on colour.
            QColor hatch = m_theme.conflict;
            hatch.setAlphaF(m_theme.dark ? 0.45f : 0.30f);
            p.fillRect(r, QBrush(hatch, Qt::BDiagPattern));
        }
    }
}

void BoardView::paintLines(QPainter &p, const Geometry &g) const
{
    p.setRenderHint(QPainter::Antialiasing, false);
    const int thinPx = std::max(1, static_cast<int>(std::round(g.dpr)));
    const int thickPx = std::max(2 * thinPx, static_cast<int>(std::round(g.cellPx / 22.0)));
    const qreal originX = g.left * g.dpr, originY = g.top * g.dpr;
    const int sidePx = 9 * g.cellPx;
    auto fillDevice = [&](qreal x, qreal y, qreal w, qreal h, const QColor &color) {
        p.fillRect(QRectF(x / g.dpr, y / g.dpr, w / g.dpr, h / g.dpr), color);
    };
    const bool jigsaw = m_model->board().rules().isJigsaw();
    for (int pass = 0; pass < 2; ++pass) { // thin lines first, thick ones over them
        for (int i = 0; i <= 9; ++i) {
            // A jigsaw's thick lines are its regions' borders (and the frame): all thin here, then the borders.
            const bool thick = jigsaw ? i == 0 || i == 9 : i % 3 == 0;
            if (thick != (pass == 1))
                continue;
            const int w = thick ? thickPx : thinPx;
            // Keep the outer frame inside the board; centre the inner lines on the cell boundary.
            int offset = i * g.cellPx - w / 2;
            offset = std::clamp(offset, 0, sidePx - w);
            const QColor &color = thick ? m_theme.thickLine : m_theme.thinLine;
            fillDevice(originX + offset, originY, w, sidePx, color);
            fillDevice(originX, originY + offset, sidePx, w, color);
        }
    }
    if (jigsaw)
        paintRegionLines(p, g, thickPx);
}

void BoardView::paintRegionLines(QPainter &p, const Geometry &g, int thickPx) const
{
    // Each cell edge between two regions, thick, a line's half width past both its ends so that the borders
    // meet in full corners; on device pixels, as the grid's lines.
    const auto &regions = m_model->board().rules().regions();
    const int sidePx = 9 * g.cellPx;
    const qreal originX = g.left * g.dpr, originY = g.top * g.dpr;
    const auto fill = [&](int x, int y, int w, int h) {
        x = std::clamp(x, 0, sidePx - 1);
        y = std::clamp(y, 0, sidePx - 1);
        w = std::min(w, sidePx - x);
        h = std::min(h, sidePx - y);
        p.fillRect(QRectF((originX + x) / g.dpr, (originY + y) / g.dpr, w / g.dpr, h / g.dpr), m_theme.thickLine);
    };
    for (int row = 0; row < 9; ++row) {
        for (int col = 0; col < 9; ++col) {
            const int cell = sudoku::cellAt(row, col);
            if (col < 8 && regions[cell] != regions[sudoku::cellAt(row, col + 1)]) // the edge on the right
                fill((col + 1) * g.cellPx - thickPx / 2, row * g.cellPx - thickPx / 2, thickPx, g.cellPx + thickPx);
            if (row < 8 && regions[cell] != regions[sudoku::cellAt(row + 1, col)]) // the edge below
                fill(col * g.cellPx - thickPx / 2, (row + 1) * g.cellPx - thickPx / 2, g.cellPx + thickPx, thickPx);
        }
    }
}

void BoardView::paintCages(QPainter &p, const Geometry &g) const
{
    ruleslayout::paintCages(p, m_model->board().rules(), QRectF(g.left, g.top, g.side, g.side),
        QPen(m_theme.cageLine, std::max<qreal>(1.0, g.cell * 0.022)), font(), m_theme.cageSum);
}

QRectF BoardView::markRect(int cell, const QRectF &r) const
{
    return ruleslayout::markRect(m_model->board().rules(), cell, r);
}

void BoardView::paintDigits(QPainter &p, const Geometry &g) const
{
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    const int digitPx = digitPixelSize();
    const int highlighted = highlightedDigit();

    for (int cell = 0; cell < kCellCount; ++cell) {
        const QRectF r(g.left + colOf(cell) * g.cell, g.top + rowOf(cell) * g.cell, g.cell, g.cell);
        const int digit = m_model->board().at(cell);
        const CellFlags flags = cellFlags(cell);
        if (digit != 0) {
            const bool conflict = flags & Conflict;
            QColor color = digitColour(cell);
            if (flags & Mistake)
                color = m_theme.wrong;
            if (conflict)
                color = m_theme.conflict;
            p.setPen(color);
            m_painter.drawDigit(p, r, digit, digitPx, conflict);
            if (conflict) {
                // A bar under the digit: the second, shape-based conflict cue.
                const qreal w = g.cell * 0.34, h = std::max<qreal>(2.0, g.cell * 0.05);
                p.fillRect(QRectF(r.center().x() - w / 2, r.bottom() - g.cell * 0.16, w, h), m_theme.conflict);
            }
            continue;
        }
        if (m_hintOverlay.stage >= 3 && (m_hintOverlay.shown[cell] != 0 || cell == m_hintOverlay.placeCell)) {
            m_painter.drawHintCandidates(p, r, m_hintOverlay, cell, digitPx);
            continue;
        }
        CellState state = m_model->cellState(cell);
        if (m_filter.isActive()) { // the marks the filter hides stay in the game, out of sight
            const CandidateMask shown = m_filter.shown(state.marks());
            state.notes &= shown;
            state.corner &= shown;
        }
        if (state.marks() != 0)
            m_painter.drawMarks(p, markRect(cell, r), m_notesStyle, state, (flags & NoteMatch) ? highlighted : 0);
    }
}

void BoardView::paintMarks(QPainter &p, const Geometry &g) const
{
    p.setRenderHint(QPainter::Antialiasing, true);
    for (int cell = 0; cell < kCellCount; ++cell) {
        const CellFlags flags = cellFlags(cell);
        const QRectF r(g.left + colOf(cell) * g.cell, g.top + rowOf(cell) * g.cell, g.cell, g.cell);
        if (flags & (Wrong | Mistake)) {
            // A filled corner triangle with a cross: wrong entries found by Check, a hint or "show mistakes".
            const qreal s = g.cell * 0.30, in = std::max<qreal>(1.5, g.cell * 0.045); // clear of thick lines
            QPainterPath corner;
            corner.moveTo(r.right() - s, r.top() + in);
            corner.lineTo(r.right() - in, r.top() + in);
            corner.lineTo(r.right() - in, r.top() + s);
            corner.closeSubpath();
            p.fillPath(corner, m_theme.wrong);
            p.setPen(QPen(m_theme.cell, std::max<qreal>(1.2, g.cell * 0.03)));
            const QPointF c(r.right() - s * 0.32, r.top() + s * 0.32);
            const qreal k = s * 0.13;
            p.drawLine(c + QPointF(-k, -k), c + QPointF(k, k));
            p.drawLine(c + QPointF(-k, k), c + QPointF(k, -k));
        }
        if (flags & Hint) {
            p.setPen(QPen(m_theme.hint, std::max<qreal>(2.0, g.cell * 0.06)));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(r.center(), g.cell * 0.40, g.cell * 0.40);
        }
        if (flags & Hovered) {
            // The cell the hint's text names under the pointer: a heavy ring of the hint's colour.
            const qreal w = std::max<qreal>(3.0, g.cell * 0.09);
            QPen pen(m_theme.hint, w);
            pen.setJoinStyle(Qt::MiterJoin);
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            p.drawRect(r.adjusted(w / 2 + 1, w / 2 + 1, -w / 2 - 1, -w / 2 - 1));
        }
    }
    // The selection outline: solid while typing digits, dashed in notes mode.
    if (!m_selectionShown)
        return;
    const QRectF sel = QRectF(g.left + colOf(m_selected) * g.cell, g.top + rowOf(m_selected) * g.cell, g.cell, g.cell);
    const qreal w = std::max<qreal>(2.0, g.cell * 0.05);
    // The board keeps its strong outline while the window is in the background, as long as the board is
    // the window's focus widget; it goes grey only when another control has the keyboard.
    const bool focused = hasFocus() || window()->focusWidget() == this;
    QPen pen(focused ? m_theme.focusRing : m_theme.thinLine, w);
    pen.setJoinStyle(Qt::MiterJoin);
    if (m_colouring)
        pen.setStyle(Qt::DotLine);
    else if (m_notesMode)
        pen.setStyle(Qt::DashLine);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawRect(sel.adjusted(w / 2 + 1, w / 2 + 1, -w / 2 - 1, -w / 2 - 1));
}

void BoardView::paintCoordinates(QPainter &p, const Geometry &g) const
{
    if (g.labels <= 0)
        return;
    // As the hints name cells: r1-r9 down the left edge, c1-c9 along the top, clear of the cells.
    p.setRenderHint(QPainter::TextAntialiasing, true);
    QFont f = font();
    f.setPixelSize(std::max(7, static_cast<int>(std::min(g.labels * 0.58, g.cell * 0.30))));
    p.setFont(f);
    p.setPen(m_theme.highContrast ? m_theme.givenText : m_theme.noteText);
    for (int i = 0; i < 9; ++i) {
        const QRectF row(g.left - g.labels, g.top + i * g.cell, g.labels, g.cell);
        p.drawText(row, Qt::AlignCenter, QStringLiteral("r%1").arg(i + 1));
        const QRectF col(g.left + i * g.cell, g.top - g.labels, g.cell, g.labels);
        p.drawText(col, Qt::AlignCenter, QStringLiteral("c%1").arg(i + 1));
    }
}

void BoardView::paintPaused(QPainter &p, const Geometry &g) const
{
    const QRectF board(g.left, g.top, g.side, g.side);
    p.fillRect(board, m_theme.givenFill);
    p.setPen(QPen(m_theme.thickLine, std::max<qreal>(2.0, g.cell / 22.0)));
    p.drawRect(board.adjusted(1, 1, -1, -1));
    QFont f = font();
    f.setPixelSize(std::max(10, static_cast<int>(g.cell * 0.55)));
    p.setFont(f);
    p.setPen(m_theme.givenText);
    p.drawText(board.adjusted(0, 0, 0, -g.cell), Qt::AlignCenter, tr("Paused"));
    f.setPixelSize(std::max(8, static_cast<int>(g.cell * 0.26)));
    p.setFont(f);
    p.setPen(m_theme.noteText);
    p.drawText(board.adjusted(0, g.cell, 0, 0), Qt::AlignCenter, tr("Click the board or press P to go on"));
}

QColor BoardView::digitColour(int cell) const
{
    if (m_model->board().isGiven(cell) || m_model->mode() != GameMode::Play)
        return m_theme.givenText;
    return m_model->cellState(cell).solved ? m_theme.solvedText : m_theme.entryText;
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    if (m_paused) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int row = rowOf(m_selected), col = colOf(m_selected);
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    // Typing a puzzle in goes in reading order: Left and Right run on into the previous or next row, and a
    // digit (or 0 for a blank) moves on to the next cell, as typing the puzzle's line would.
    const bool entering = m_model->mode() == GameMode::Enter;
    const auto next = [this](int step) { setSelectedCell((m_selected + step + kCellCount) % kCellCount); };
    switch (event->key()) {
    case Qt::Key_Left:
        return entering ? next(-1) : moveSelection(row, (col + 8) % 9);
    case Qt::Key_Right:
        return entering ? next(1) : moveSelection(row, (col + 1) % 9);
    case Qt::Key_Up:
        return moveSelection((row + 8) % 9, col);
    case Qt::Key_Down:
        return moveSelection((row + 1) % 9, col);
    case Qt::Key_Home:
        return moveSelection(ctrl ? 0 : row, 0);
    case Qt::Key_End:
        return moveSelection(ctrl ? 8 : row, 8);
    case Qt::Key_Tab:
    case Qt::Key_Backtab: {
        // The same position (the k-th cell in reading order) in the next (or previous) box, or jigsaw region,
        // regions in the order of their first cells, wrapping around.
        const bool back = event->key() == Qt::Key_Backtab || (event->modifiers() & Qt::ShiftModifier);
        const std::array<std::uint8_t, kCellCount> regions = m_model->board().rules().canonicalRegions();
        const auto region = [&](int cell) { return static_cast<int>(regions[static_cast<std::size_t>(cell)]); };
        int position = 0;
        for (int cell = 0; cell < m_selected; ++cell)
            position += region(cell) == region(m_selected) ? 1 : 0;
        const int target = (region(m_selected) + (back ? 8 : 1)) % 9;
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (region(cell) == target && position-- == 0)
                return moveSelection(cell / 9, cell % 9);
        }
        return;
    }
    case Qt::Key_Backspace:
        // Typing a puzzle in, as in a line of text: back over the empty cell the last digit moved on to.
        if (entering && m_selected > 0 && m_model->board().isEmpty(m_selected))
            next(-1);
        Q_EMIT eraseRequested();
        return;
    case Qt::Key_Delete:
        Q_EMIT eraseRequested();
        return;
    case Qt::Key_Space:
        Q_EMIT placeRequested();
        return;
    case Qt::Key_Escape: // the window's Stop takes it first while it can stop something
        Q_EMIT cancelRequested();
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (!(event->modifiers() & Qt::ControlModifier)) { // Ctrl+Return starts playing a puzzle entered
            Q_EMIT acceptRequested();
            return;
        }
        break;
    default:
        break;
    }
    const int digit = digitOfKey(event->key());
    if (digit == 0 && !(event->modifiers() & Qt::ShiftModifier)) {
        Q_EMIT eraseRequested();
        if (entering)
            next(1);
        return;
    }
    if (digit >= 1) {
        const DigitInput input = (event->modifiers() & Qt::ControlModifier) ? DigitInput::Ctrl
            : (event->modifiers() & Qt::ShiftModifier)                      ? DigitInput::Shift
                                                                            : DigitInput::Plain;
        Q_EMIT digitRequested(digit, input);
        if (entering && input == DigitInput::Plain)
            next(1);
        return;
    }
    QWidget::keyPressEvent(event);
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    if (m_paused) {
        Q_EMIT resumeRequested();
        return;
    }
    const int cell = cellAt(event->position());
    if (cell < 0)
        return;
    setSelectedCell(cell);
    const DigitInput input = (event->button() == Qt::RightButton || (event->modifiers() & Qt::ControlModifier))
        ? DigitInput::Ctrl
        : (event->modifiers() & Qt::ShiftModifier) ? DigitInput::Shift
                                                   : DigitInput::Plain;
    Q_EMIT cellClicked(cell, markAt(event->position()), input);
}

void BoardView::updateCursor()
{
    // While colouring the pointer is a brush of the colour; with a digit picked, the digit on a disc.
    if (!m_colouring && m_pickedDigit == 0) {
        unsetCursor();
        return;
    }
    const qreal dpr = devicePixelRatioF();
    const int side = 26;
    QPixmap pixmap(QSize(side, side) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF disc(3, 3, side - 6, side - 6);
    p.setPen(QPen(m_theme.givenText, 1.5));
    if (m_colouring) {
        p.setBrush(markpalette::colour(m_colour));
        p.drawEllipse(disc);
    } else {
        p.setBrush(m_theme.cell);
        p.drawEllipse(disc);
        QFont f = font();
        f.setPixelSize(13);
        f.setWeight(QFont::Bold);
        p.setFont(f);
        p.setPen(m_theme.entryText);
        p.drawText(disc, Qt::AlignCenter, QString::number(m_pickedDigit));
    }
    p.end();
    setCursor(QCursor(pixmap, side / 2, side / 2));
}

void BoardView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        m_theme = BoardTheme::fromPalette(palette());
        m_painter.setTheme(m_theme);
        updateCursor();
        update();
    } else if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Sudoku board"));
        updateAccessibility();
        update(); // the pause screen's text
    }
    QWidget::changeEvent(event);
}

bool BoardView::focusNextPrevChild(bool)
{
    return false; // Tab moves between boxes; every other control has a shortcut
}

void BoardView::moveSelection(int row, int col)
{
    setSelectedCell(sudoku::cellAt(row, col));
}

void BoardView::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    // QWidget::setFocus tells assistive technology that the board has the focus after this returns; the cell
    // is said to have it after that, so that a screen reader lands on the cell, not on the whole table.
    QTimer::singleShot(0, this, [this] {
        if (hasFocus())
            announceFocusedCell();
    });
}

void BoardView::announceFocusedCell()
{
    QAccessibleEvent focus(this, QAccessible::Focus);
    focus.setChild(m_selected);
    QAccessible::updateAccessibility(&focus);
    QAccessibleEvent selection(this, QAccessible::Selection);
    selection.setChild(m_selected);
    QAccessible::updateAccessibility(&selection);
}

int BoardView::cellDigit(int cell) const
{
    return m_paused ? 0 : m_model->board().at(cell);
}

bool BoardView::isCellGiven(int cell) const
{
    return m_model->mode() == GameMode::Play && m_model->board().isGiven(cell);
}

QString BoardView::cellText(int cell) const
{
    const auto digits = [](CandidateMask mask) {
        QStringList list;
        for (int d = 1; d <= 9; ++d) {
            if (mask & digitBit(d))
                list << QString::number(d);
        }
        return list.join(QLatin1Char(' '));
    };
    QStringList parts;
    const Rules &rules = m_model->board().rules();
    if (rules.isJigsaw())
        parts << tr("Row %1, column %2, region %3", "a cell of a jigsaw puzzle")
                     .arg(rowOf(cell) + 1)
                     .arg(colOf(cell) + 1)
                     .arg(rules.regions()[static_cast<std::size_t>(cell)] + 1);
    else
        parts << tr("Row %1, column %2, box %3").arg(rowOf(cell) + 1).arg(colOf(cell) + 1).arg(boxOf(cell) + 1);
    if (m_paused)
        return parts.constFirst();
    if (const int cage = rules.cageOf(cell); cage >= 0) {
        const Cage &c = rules.cages()[static_cast<std::size_t>(cage)];
        QStringList cells;
        for (int other : c.cells)
            cells << puzzletext::cell(other);
        parts << tr("in a cage with the sum %1, cells %2", "a killer cage: its sum, then its cells")
                     .arg(c.sum)
                     .arg(cells.join(QLatin1Char(' ')));
    }
    const CellState state = m_model->cellState(cell);
    const bool play = m_model->mode() == GameMode::Play;
    if (state.digit != 0) {
        parts << QString::number(state.digit);
        parts << (!play || m_model->board().isGiven(cell) ? tr("given", "a cell's digit")
                : state.solved                            ? tr("filled in by Solve")
                                                          : tr("your entry"));
    } else {
        parts << tr("empty", "a cell without a digit");
        if (state.notes != 0)
            parts << tr("pencil marks %1").arg(digits(state.notes));
        if (state.corner != 0)
            parts << tr("corner marks %1").arg(digits(state.corner));
    }
    if (state.colour != 0)
        parts << tr("coloured %1").arg(markpalette::name(state.colour));
    for (int d = 1; d <= 9; ++d) {
        if (const int colour = state.candidateColours[static_cast<std::size_t>(d - 1)])
            parts << tr("pencil mark %1 coloured %2").arg(d).arg(markpalette::name(colour));
    }
    if (m_model->conflicts().test(static_cast<std::size_t>(cell)))
        parts << (rules.isClassic() ? tr("conflict: the digit repeats in its row, column or box")
                : rules.isKiller()  ? tr("conflict: the digit repeats in one of its houses or its cage, or the cage's "
                                          "digits cannot make its sum")
                                    : tr("conflict: the digit repeats in one of its houses"));
    if (m_model->isMistake(cell))
        parts << tr("a mistake");
    else if (m_model->wrongMarks().test(static_cast<std::size_t>(cell)))
        parts << tr("marked wrong");
    if (m_model->hintCell() == cell)
        parts << tr("filled in by the hint");
    return parts.join(tr(", ", "between the parts of what a screen reader says of a cell"));
}

void BoardView::updateAccessibility()
{
    const QString selected = cellText(m_selected);
    if (selected != accessibleDescription())
        setAccessibleDescription(selected); // tells assistive technology itself
    if (!QAccessible::isActive()) { // no screen reader: nothing to tell
        m_cellTextsKnown = false;
        return;
    }
    // Each move is announced: a cell whose text changed gets a new name, which a screen reader reads out
    // when it is the focused cell (Qt 6.4 has no announcement event).
    for (int cell = 0; cell < kCellCount; ++cell) {
        QString text = cellText(cell);
        QString &known = m_cellTexts[static_cast<std::size_t>(cell)];
        if (m_cellTextsKnown && text != known) {
            QAccessibleEvent event(this, QAccessible::NameChanged);
            event.setChild(cell);
            QAccessible::updateAccessibility(&event);
        }
        known = std::move(text);
    }
    m_cellTextsKnown = true;
}
