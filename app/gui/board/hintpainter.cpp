// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/hintpainter.h"

#include "vocab/marklayout.h"

#include <QPainter>
#include <QPolygonF>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

using namespace sudoku;

namespace
{

qreal cellSize(const QRectF &board)
{
    return board.width() / 9;
}

QRectF cellRectOf(const QRectF &board, int cell)
{
    const qreal c = cellSize(board);
    return QRectF(board.left() + colOf(cell) * c, board.top() + rowOf(cell) * c, c, c);
}

qreal noteSize(const QRectF &board)
{
    return HintPainter::candidateRect(board, 0, 1).width();
}

qreal length(const QPointF &v)
{
    return std::hypot(v.x(), v.y());
}

QPointF unit(const QPointF &v)
{
    const qreal l = length(v);
    return l > 0 ? v / l : QPointF(1, 0);
}

qreal distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const qreal l2 = QPointF::dotProduct(ab, ab);
    const qreal t = l2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / l2, 0.0, 1.0) : 0.0;
    return length(p - (a + ab * t));
}

QPointF bezier(const QPointF &a, const QPointF &c, const QPointF &b, qreal t)
{
    const qreal u = 1 - t;
    return a * (u * u) + c * (2 * u * t) + b * (t * t);
}

// How a chain node is drawn: a ring round each candidate, or a rounded box round a group of candidates on
// one line of one box.
struct NodeShape {
    std::vector<QPointF> centres;
    QRectF box; // null unless grouped
    qreal radius = 0;
};

NodeShape shapeOf(const QRectF &board, const HintOverlay::Node &node)
{
    NodeShape s;
    s.radius = noteSize(board) * 0.52;
    QRectF bounds;
    int row = -1, col = -1, box = -1;
    bool oneLine = true, oneRow = true, oneCol = true;
    for (int cell : node.cells) {
        const QRectF r = HintPainter::candidateRect(board, cell, node.digit);
        s.centres.push_back(r.center());
        bounds = bounds.isNull() ? r : bounds.united(r);
        if (row < 0) {
            row = rowOf(cell);
            col = colOf(cell);
            box = boxOf(cell);
        }
        oneRow = oneRow && rowOf(cell) == row;
        oneCol = oneCol && colOf(cell) == col;
        oneLine = oneLine && boxOf(cell) == box;
    }
    if (s.centres.size() > 1 && oneLine && (oneRow || oneCol)) {
        const qreal m = noteSize(board) * 0.06;
        s.box = bounds.adjusted(-m, -m, m, m);
    }
    return s;
}

// Where a line from `centre` (inside the node) towards `towards` leaves the node's ring or box.
QPointF exitPoint(const NodeShape &s, const QPointF &centre, const QPointF &towards)
{
    const QPointF d = unit(towards - centre);
    if (s.box.isNull())
        return centre + d * s.radius;
    qreal t = std::numeric_limits<qreal>::max();
    if (d.x() > 1e-9)
        t = std::min(t, (s.box.right() - centre.x()) / d.x());
    if (d.x() < -1e-9)
        t = std::min(t, (s.box.left() - centre.x()) / d.x());
    if (d.y() > 1e-9)
        t = std::min(t, (s.box.bottom() - centre.y()) / d.y());
    if (d.y() < -1e-9)
        t = std::min(t, (s.box.top() - centre.y()) / d.y());
    return centre + d * std::max<qreal>(0, t);
}

struct Obstacle {
    QPointF centre;
    qreal radius;
};

// Candidates and placed digits a line should not cross.
std::vector<Obstacle> obstaclesOf(const QRectF &board, const HintOverlay &o)
{
    std::vector<Obstacle> obstacles;
    const qreal noteRadius = noteSize(board) * 0.34;
    for (int cell = 0; cell < kCellCount; ++cell) {
        for (int d = 1; d <= 9; ++d) {
            if (o.shown[cell] & digitBit(d))
                obstacles.push_back({HintPainter::candidateRect(board, cell, d).center(), noteRadius});
        }
        if (o.placed.contains(cell) || cell == o.placeCell)
            obstacles.push_back({cellRectOf(board, cell).center(), cellSize(board) * 0.26});
    }
    return obstacles;
}

// How many obstacles the quadratic curve a-c-b passes through (and how far it strays off the board).
int hits(const QPointF &a, const QPointF &c, const QPointF &b, const std::vector<const Obstacle *> &near,
    const QRectF &bounds)
{
    constexpr int kSegments = 24;
    std::array<QPointF, kSegments + 1> points;
    int count = 0;
    for (int i = 0; i <= kSegments; ++i) {
        points[static_cast<std::size_t>(i)] = bezier(a, c, b, static_cast<qreal>(i) / kSegments);
        if (!bounds.contains(points[static_cast<std::size_t>(i)]))
            ++count;
    }
    for (const Obstacle *obstacle : near) {
        for (int i = 0; i < kSegments; ++i) {
            if (distanceToSegment(
                    obstacle->centre, points[static_cast<std::size_t>(i)], points[static_cast<std::size_t>(i + 1)])
                < obstacle->radius) {
                ++count;
                break;
            }
        }
    }
    return count;
}

HintPainter::Route route(const QRectF &board, const NodeShape &from, const NodeShape &to, bool strong,
    const std::vector<Obstacle> &obstacles)
{
    // The closest pair of candidates of the two nodes.
    QPointF a = from.centres.front(), b = to.centres.front();
    qreal best = std::numeric_limits<qreal>::max();
    for (const QPointF &p : from.centres) {
        for (const QPointF &q : to.centres) {
            if (length(q - p) < best) {
                best = length(q - p);
                a = p;
                b = q;
            }
        }
    }
    const qreal c = cellSize(board);
    const QPointF mid = (a + b) / 2;
    const QPointF normal = [&] {
        const QPointF d = unit(b - a);
        return QPointF(-d.y(), d.x());
    }();
    // The obstacles near the line, without the two nodes' own candidates.
    const qreal reach = 1.6 * c;
    const QRectF around = QRectF(a, b).normalized().adjusted(-reach, -reach, reach, reach);
    std::vector<const Obstacle *> near;
    for (const Obstacle &obstacle : obstacles) {
        if (!around.contains(obstacle.centre))
            continue;
        const auto own = [&](const NodeShape &s) {
            return std::any_of(s.centres.begin(), s.centres.end(),
                [&](const QPointF &p) { return length(p - obstacle.centre) < 1e-6; });
        };
        if (!own(from) && !own(to))
            near.push_back(&obstacle);
    }
    // A straight line if it is clear, else the shallowest curve, on either side, that crosses fewest.
    static constexpr qreal kBulges[] = {
        0, 0.1, -0.1, 0.15, -0.15, 0.2, -0.2, 0.28, -0.28, 0.35, -0.35, 0.45, -0.45, 0.55, -0.55, 0.8, -0.8, 1.1, -1.1};
    // Links may bulge a little past the board's edge, into the margin round it, not beyond.
    const QRectF bounds = board.adjusted(-c * 0.12, -c * 0.12, c * 0.12, c * 0.12);
    QPointF control = mid;
    int fewest = std::numeric_limits<int>::max();
    for (const qreal bulge : kBulges) {
        const QPointF candidate = mid + normal * (2 * bulge * c); // a quadratic's apex is half way to its control
        const int n = hits(a, candidate, b, near, bounds);
        if (n < fewest) {
            fewest = n;
            control = candidate;
        }
        if (n == 0)
            break;
    }
    HintPainter::Route r;
    r.strong = strong;
    r.curved = control != mid;
    const QPointF start = exitPoint(from, a, r.curved ? control : b);
    const QPointF tip = exitPoint(to, b, r.curved ? control : a);
    r.tip = tip;
    r.direction = unit(tip - (r.curved ? control : start));
    const qreal arrow = noteSize(board) * 0.42;
    const QPointF base = tip - r.direction * arrow * 0.9;
    r.path.moveTo(start);
    if (r.curved)
        r.path.quadTo(control, base);
    else
        r.path.lineTo(base);
    return r;
}

QColor withAlpha(QColor colour, qreal alpha)
{
    colour.setAlphaF(static_cast<float>(alpha));
    return colour;
}

QPainterPath cellsPath(const QRectF &board, const CellSet &cells, qreal inset)
{
    QPainterPath path;
    for (int cell : cells)
        path.addRect(cellRectOf(board, cell));
    path = path.simplified();
    if (inset <= 0)
        return path;
    // Shrink by stroking the outline and taking the stroke away.
    QPainterPathStroker stroker;
    stroker.setWidth(2 * inset);
    stroker.setJoinStyle(Qt::MiterJoin);
    return path.subtracted(stroker.createStroke(path));
}

void drawCross(QPainter &p, const QPointF &centre, qreal half)
{
    p.drawLine(centre + QPointF(-half, -half), centre + QPointF(half, half));
    p.drawLine(centre + QPointF(-half, half), centre + QPointF(half, -half));
}

QPolygonF diamond(const QRectF &r)
{
    const QPointF c = r.center();
    const qreal h = r.width() / 2;
    return QPolygonF({c + QPointF(0, -h), c + QPointF(h, 0), c + QPointF(0, h), c + QPointF(-h, 0)});
}

QColor blockerColour(bool dark)
{
    return dark ? QColor(0x99, 0xc1, 0xf1) : QColor(0x1a, 0x5f, 0xb4);
}

QColor finColour(bool dark)
{
    return dark ? QColor(0xf9, 0xd0, 0x6c) : QColor(0xa0, 0x6b, 0x00);
}

} // namespace

QRectF HintPainter::candidateRect(const QRectF &board, int cell, int digit)
{
    // Where the cell painter draws the hint's candidates: always the 3x3 grid of the positional notes.
    const marklayout::Marks marks
        = marklayout::layout(cellRectOf(board, cell), NotesStyle::Positional, digitBit(std::clamp(digit, 1, 9)), 0);
    return marks.count > 0 ? marks.begin()->rect : cellRectOf(board, cell);
}

QColor HintPainter::chainColour(bool dark)
{
    return dark ? QColor(0xdc, 0x8a, 0xdd) : QColor(0x81, 0x3d, 0x9c); // GNOME purple 2 / 4
}

QColor HintPainter::setColour(int index, bool dark)
{
    // Okabe and Ito's palette, told apart by the common kinds of colour blindness; darker shades on a
    // light board so that hatch and outline keep their contrast.
    static constexpr std::array<QRgb, 6> kLight {0x2b8cc4, 0xd08a00, 0x009e73, 0xc0609a, 0x8c7d00, 0xd55e00};
    static constexpr std::array<QRgb, 6> kDark {0x56b4e9, 0xe69f00, 0x2ec4a0, 0xe08cbf, 0xf0e442, 0xff8a4c};
    const std::size_t i = static_cast<std::size_t>(index) % kLight.size();
    return QColor::fromRgb(dark ? kDark[i] : kLight[i]);
}

Qt::PenStyle HintPainter::setOutline(int index)
{
    static constexpr std::array<Qt::PenStyle, 4> kStyles {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    return kStyles[static_cast<std::size_t>(index) % kStyles.size()];
}

const std::vector<HintPainter::Route> &HintPainter::routes(const QRectF &board, const HintOverlay &overlay) const
{
    if (board == m_routedBoard && overlay == m_routedOverlay)
        return m_routes;
    m_routedBoard = board;
    m_routedOverlay = overlay;
    m_routes.clear();
    std::vector<NodeShape> shapes;
    for (const HintOverlay::Node &node : overlay.nodes)
        shapes.push_back(shapeOf(board, node));
    const std::vector<Obstacle> obstacles = obstaclesOf(board, overlay);
    for (const HintOverlay::Link &link : overlay.links) {
        const auto count = static_cast<int>(shapes.size());
        if (link.from < 0 || link.from >= count || link.to < 0 || link.to >= count
            || shapes[static_cast<std::size_t>(link.from)].centres.empty()
            || shapes[static_cast<std::size_t>(link.to)].centres.empty())
            continue;
        m_routes.push_back(route(board, shapes[static_cast<std::size_t>(link.from)],
            shapes[static_cast<std::size_t>(link.to)], link.strong, obstacles));
    }
    return m_routes;
}

void HintPainter::paintBelow(QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme) const
{
    if (!o.showsPattern())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    paintSets(p, board, o, theme);
    paintFocus(p, board, o, theme);
    paintFins(p, board, o, theme, true);
    paintBlockerLines(p, board, o, theme);
    p.restore();
}

void HintPainter::paintAbove(QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme) const
{
    if (!o.showsPattern())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    paintFins(p, board, o, theme, false);
    paintBlockerMarks(p, board, o, theme);
    paintNodes(p, board, o, theme);
    paintLinks(p, board, o, theme);
    p.restore();
}

void HintPainter::paintSets(QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme) const
{
    const qreal c = cellSize(board);
    for (std::size_t i = 0; i < o.sets.size(); ++i) {
        const int index = static_cast<int>(i);
        const QColor colour = setColour(index, theme.dark);
        const QPainterPath area = cellsPath(board, o.sets[i], 0);
        p.fillPath(area, withAlpha(colour, theme.dark ? 0.26 : 0.20));
        // A hatch of its own per set: diagonal one way, the other way, across, up, crossed.
        p.save();
        p.setClipPath(area, Qt::IntersectClip);
        p.setPen(QPen(withAlpha(colour, theme.dark ? 0.55 : 0.50), std::max<qreal>(1.0, c * 0.018)));
        const qreal step = c / 4.5;
        const int kind = index % 5;
        const QRectF r = area.boundingRect();
        const qreal span = r.width() + r.height();
        for (qreal t = -span; t <= span; t += step) {
            if (kind == 0 || kind == 4)
                p.drawLine(QPointF(r.left() + t, r.bottom()), QPointF(r.left() + t + r.height(), r.top()));
            if (kind == 1 || kind == 4)
                p.drawLine(QPointF(r.left() + t, r.top()), QPointF(r.left() + t + r.height(), r.bottom()));
            if (kind == 2 && t >= 0 && t <= r.height())
                p.drawLine(QPointF(r.left(), r.top() + t), QPointF(r.right(), r.top() + t));
            if (kind == 3 && t >= 0 && t <= r.width())
                p.drawLine(QPointF(r.left() + t, r.top()), QPointF(r.left() + t, r.bottom()));
        }
        p.restore();
        // The outline, inset a little more for each set so that neighbouring sets' outlines stay apart.
        const qreal width = std::max<qreal>(1.5, c * 0.04);
        QPen pen(colour, width, setOutline(index));
        pen.setJoinStyle(Qt::MiterJoin);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawPath(cellsPath(board, o.sets[i], width * (1.0 + (index % 3))));
    }
}

void HintPainter::paintFocus(QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme) const
{
    if (o.focusDigit == 0)
        return;
    const CandidateMask bit = digitBit(o.focusDigit);
    p.setPen(Qt::NoPen);
    p.setBrush(theme.sameDigit);
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (!(o.shown[cell] & bit) || ((o.pattern[cell] | o.eliminated[cell]) & bit) || o.fins.contains(cell))
            continue;
        const QRectF r = candidateRect(board, cell, o.focusDigit);
        p.drawEllipse(r.center(), r.width() * 0.46, r.width() * 0.46);
    }
    p.setBrush(Qt::NoBrush);
}

void HintPainter::paintFins(
    QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme, bool fill) const
{
    if (o.finDigit == 0)
        return;
    const QColor colour = finColour(theme.dark);
    for (int cell : o.fins) {
        if (!(o.shown[cell] & digitBit(o.finDigit)))
            continue;
        const QRectF r = candidateRect(board, cell, o.finDigit);
        const QPolygonF shape
            = diamond(r.adjusted(-r.width() * 0.08, -r.width() * 0.08, r.width() * 0.08, r.width() * 0.08));
        if (fill) {
            p.setPen(Qt::NoPen);
            p.setBrush(withAlpha(colour, theme.dark ? 0.40 : 0.30));
            p.drawPolygon(shape);
            p.setBrush(Qt::NoBrush);
        } else {
            QPen pen(colour, std::max<qreal>(1.4, cellSize(board) * 0.03));
            pen.setJoinStyle(Qt::MiterJoin);
            p.setPen(pen);
            p.drawPolygon(shape);
        }
    }
}

void HintPainter::paintBlockerLines(
    QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme) const
{
    if (o.blockers.empty())
        return;
    const qreal c = cellSize(board);
    QPainterPath lines;
    for (const HintOverlay::Blocker &b : o.blockers) {
        const QPointF from = cellRectOf(board, b.cell).center();
        for (int cell : b.blocked) {
            QPointF to = candidateRect(board, cell, b.digit).center();
            if (cell == o.placeCell) // the placed digit fills the cell: stop at its edge
                to = from
                    + unit(cellRectOf(board, cell).center() - from)
                        * (length(cellRectOf(board, cell).center() - from) - c * 0.42);
            lines.moveTo(from + unit(to - from) * c * 0.36);
            lines.lineTo(to);
        }
    }
    QPen pen(withAlpha(blockerColour(theme.dark), theme.dark ? 0.60 : 0.50), std::max<qreal>(1.2, c * 0.028));
    pen.setCapStyle(Qt::RoundCap);
    p.strokePath(lines, pen);
}

void HintPainter::paintBlockerMarks(
    QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme) const
{
    const qreal c = cellSize(board);
    const QColor colour = blockerColour(theme.dark);
    QPen pen(colour, std::max<qreal>(1.5, c * 0.035));
    pen.setCapStyle(Qt::RoundCap);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    for (const HintOverlay::Blocker &b : o.blockers)
        p.drawEllipse(cellRectOf(board, b.cell).center(), c * 0.36, c * 0.36);
    const qreal half = noteSize(board) * 0.26;
    for (const HintOverlay::Blocker &b : o.blockers) {
        for (int cell : b.blocked) {
            if (cell != o.placeCell)
                drawCross(p, candidateRect(board, cell, b.digit).center(), half);
        }
    }
    if (o.ruledOutDigit != 0) {
        for (int cell : o.ruledOut)
            drawCross(p, candidateRect(board, cell, o.ruledOutDigit).center(), half);
    }
}

void HintPainter::paintNodes(QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme) const
{
    const QColor colour = chainColour(theme.dark);
    const qreal width = std::max<qreal>(1.4, cellSize(board) * 0.03);
    p.setBrush(Qt::NoBrush);
    for (const HintOverlay::Node &node : o.nodes) {
        const NodeShape s = shapeOf(board, node);
        p.setPen(QPen(colour, width));
        if (!s.box.isNull()) {
            p.drawRoundedRect(s.box, s.radius, s.radius);
            if (node.premise)
                p.drawRoundedRect(s.box.adjusted(-2 * width, -2 * width, 2 * width, 2 * width), s.radius + 2 * width,
                    s.radius + 2 * width);
            continue;
        }
        for (const QPointF &centre : s.centres) {
            p.drawEllipse(centre, s.radius, s.radius);
            if (node.premise)
                p.drawEllipse(centre, s.radius + 2 * width, s.radius + 2 * width);
        }
    }
}

void HintPainter::paintLinks(QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme) const
{
    const QColor colour = chainColour(theme.dark);
    const qreal width = std::max<qreal>(1.5, cellSize(board) * 0.032);
    const qreal arrow = noteSize(board) * 0.42;
    for (const Route &r : routes(board, o)) {
        QPen pen(colour, width);
        pen.setCapStyle(Qt::FlatCap);
        if (!r.strong)
            pen.setDashPattern({3.0, 2.2});
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawPath(r.path);
        const QPointF back = r.tip - r.direction * arrow;
        const QPointF side(-r.direction.y() * arrow * 0.45, r.direction.x() * arrow * 0.45);
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawPolygon(QPolygonF({r.tip, back + side, back - side}));
    }
    p.setBrush(Qt::NoBrush);
}
