// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/hintpainter.h"

#include "vocab/marklayout.h"

#include <QPainter>
#include <QPolygonF>

#include <algorithm>
#include <array>
#include <bit>
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
    std::vector<int> cells; // the cell of each centre
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
        s.cells.push_back(cell);
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
    // One box round cells side by side in a line of a box; cells with another cell between them (a given,
    // say: r5c7 and r5c9) get a ring each, so that no box is drawn over the digit between them.
    int lineMask = 0;
    for (int cell : node.cells)
        lineMask |= 1 << (oneRow ? colOf(cell) : rowOf(cell));
    const int shifted = lineMask >> std::countr_zero(static_cast<unsigned>(lineMask | 512));
    const bool sideBySide = (shifted & (shifted + 1)) == 0; // one run of set bits
    if (s.centres.size() > 1 && oneLine && (oneRow || oneCol) && sideBySide) {
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

constexpr int kSegments = 24;
using Samples = std::array<QPointF, kSegments + 1>; // points along a link, both ends included

// A link already routed, as the next ones see it: points along it and the box round them.
struct Drawn {
    Samples points;
    QRectF bounds;
};

// How many obstacles the curve through `points` passes through (and how far it strays off the board);
// counting stops past `limit`, where the curve has lost already.
int hits(const Samples &points, const std::vector<const Obstacle *> &near, const QRectF &bounds, qreal limit)
{
    int count = 0;
    qreal left = points[0].x(), right = left, top = points[0].y(), bottom = top;
    for (const QPointF &point : points) {
        if (!bounds.contains(point))
            ++count;
        left = std::min(left, point.x());
        right = std::max(right, point.x());
        top = std::min(top, point.y());
        bottom = std::max(bottom, point.y());
    }
    for (const Obstacle *obstacle : near) {
        if (count > limit)
            break;
        const QPointF &o = obstacle->centre;
        if (o.x() < left - obstacle->radius || o.x() > right + obstacle->radius || o.y() < top - obstacle->radius
            || o.y() > bottom + obstacle->radius)
            continue;
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

// How much of the middle of the curve runs along links already drawn (0: none, 1: all of it).
qreal crowding(const Samples &points, const std::vector<Drawn> &drawn, qreal gap)
{
    QRectF box;
    for (const QPointF &point : points)
        box = box.united(QRectF(point, QSizeF(0.01, 0.01)));
    box.adjust(-gap, -gap, gap, gap);
    int close = 0, counted = 0;
    for (std::size_t i = 3; i + 3 < points.size(); i += 2) {
        ++counted;
        for (const Drawn &other : drawn) {
            if (!other.bounds.intersects(box))
                continue;
            bool near = false;
            for (std::size_t j = 0; j + 2 < other.points.size() && !near; j += 2)
                near = distanceToSegment(points[i], other.points[j], other.points[j + 2]) < gap;
            if (near) {
                ++close;
                break;
            }
        }
    }
    return counted > 0 ? static_cast<qreal>(close) / counted : 0;
}

// The lane a link keeps when other links join the same two cells (A to B and back, or two digits of the
// same cells): which side it bows to (+1, -1, or 0 for either or none) and at least how far, in cells.
struct Lane {
    int side = 0;
    qreal least = 0;
};

// The closest pair of candidates of the two nodes, and their cells.
struct Ends {
    QPointF a, b;
    int cellA = -1, cellB = -1;
};

Ends endsOf(const NodeShape &from, const NodeShape &to)
{
    Ends e {from.centres.front(), to.centres.front(), from.cells.front(), to.cells.front()};
    qreal best = std::numeric_limits<qreal>::max();
    for (std::size_t i = 0; i < from.centres.size(); ++i) {
        for (std::size_t j = 0; j < to.centres.size(); ++j) {
            const qreal l = length(to.centres[j] - from.centres[i]);
            if (l < best) {
                best = l;
                e = {from.centres[i], to.centres[j], from.cells[i], to.cells[j]};
            }
        }
    }
    return e;
}

HintPainter::Route route(const QRectF &board, const NodeShape &from, const NodeShape &to, const Ends &ends, bool strong,
    const Lane &lane, const std::vector<Obstacle> &obstacles, std::vector<Drawn> &drawn)
{
    const QPointF a = ends.a, b = ends.b;
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
    // A straight line if it is clear, else the shallowest curve, on either side, that crosses fewest
    // candidates, keeps off the links drawn before it and does not bow its middle onto a candidate or
    // the middle of a cell (where it would seem to point at it). Bows in order of depth, so that the
    // search stops as soon as no deeper one can do better.
    static constexpr qreal kBulges[] = {
        0, 0.1, -0.1, 0.15, -0.15, 0.2, -0.2, 0.28, -0.28, 0.35, -0.35, 0.45, -0.45, 0.55, -0.55, 0.8, -0.8, 1.1, -1.1};
    // Links may bulge a little past the board's edge, into the margin round it, not beyond.
    const QRectF bounds = board.adjusted(-c * 0.12, -c * 0.12, c * 0.12, c * 0.12);
    const qreal gap = noteSize(board) * 0.55;
    QPointF control = mid;
    Samples chosen {};
    qreal cheapest = std::numeric_limits<qreal>::max();
    for (const qreal bulge : kBulges) {
        if (std::abs(bulge) >= cheapest)
            break;
        if (lane.side != 0 && (bulge * lane.side <= 0 || std::abs(bulge) < lane.least))
            continue;
        const QPointF candidate = mid + normal * (2 * bulge * c); // a quadratic's apex is half way to its control
        Samples points;
        for (int i = 0; i <= kSegments; ++i)
            points[static_cast<std::size_t>(i)] = bezier(a, candidate, b, static_cast<qreal>(i) / kSegments);
        qreal cost = 10 * hits(points, near, bounds, (cheapest - std::abs(bulge)) / 10) + std::abs(bulge);
        if (cost >= cheapest)
            continue;
        if (bulge != 0) {
            const QPointF apex = points[kSegments / 2];
            for (const Obstacle *obstacle : near) {
                const qreal clear = length(apex - obstacle->centre) - obstacle->radius;
                if (clear < 0.5 * gap)
                    cost += 0.4 * (0.5 * gap - clear) / gap;
            }
            const QPointF cellCentre = cellRectOf(board,
                cellAt(std::clamp(static_cast<int>((apex.y() - board.top()) / c), 0, 8),
                    std::clamp(static_cast<int>((apex.x() - board.left()) / c), 0, 8)))
                                           .center();
            if (length(apex - cellCentre) < 0.2 * c)
                cost += 0.3;
        }
        if (length(b - a) > 0.8 * c) // a short link (inside a cell, to the next one) is clearest straight
            cost += 3 * crowding(points, drawn, gap);
        if (cost < cheapest) {
            cheapest = cost;
            control = candidate;
            chosen = points;
        }
    }
    Drawn kept {chosen, {}};
    for (const QPointF &point : chosen)
        kept.bounds = kept.bounds.united(QRectF(point, QSizeF(0.01, 0.01)));
    drawn.push_back(kept);

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
    struct Planned {
        std::size_t from, to;
        Ends ends;
        bool strong;
    };
    std::vector<Planned> planned;
    for (const HintOverlay::Link &link : overlay.links) {
        const auto count = static_cast<int>(shapes.size());
        if (link.from < 0 || link.from >= count || link.to < 0 || link.to >= count
            || shapes[static_cast<std::size_t>(link.from)].centres.empty()
            || shapes[static_cast<std::size_t>(link.to)].centres.empty())
            continue;
        const auto from = static_cast<std::size_t>(link.from), to = static_cast<std::size_t>(link.to);
        planned.push_back({from, to, endsOf(shapes[from], shapes[to]), link.strong});
    }
    // Links between the same two cells, either way, each get a lane: alternate sides, each pair further out.
    // A side is told looking from the lower cell to the higher, so that A to B and B to A bow apart.
    std::vector<Drawn> drawn;
    for (std::size_t i = 0; i < planned.size(); ++i) {
        const Ends &e = planned[i].ends;
        const auto samePair = [&](const Planned &q) {
            return std::minmax(q.ends.cellA, q.ends.cellB) == std::minmax(e.cellA, e.cellB);
        };
        const auto before = std::count_if(planned.begin(), planned.begin() + static_cast<std::ptrdiff_t>(i), samePair);
        const auto total = std::count_if(planned.begin(), planned.end(), samePair);
        Lane lane;
        if (total > 1) {
            const bool reversed = e.cellA != e.cellB
                ? e.cellA > e.cellB
                : std::make_pair(e.a.y(), e.a.x()) > std::make_pair(e.b.y(), e.b.x());
            lane.side = (before % 2 == 0 ? 1 : -1) * (reversed ? -1 : 1);
            lane.least = 0.15 + 0.15 * static_cast<qreal>(before / 2);
        }
        m_routes.push_back(
            route(board, shapes[planned[i].from], shapes[planned[i].to], e, planned[i].strong, lane, obstacles, drawn));
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
        // Light enough for the candidates on it to read in either theme: a faint fill and a sparse, thin
        // hatch that leaves a clear disc round every candidate shown.
        const qreal fillAlpha = theme.highContrast ? 0.20 : theme.dark ? 0.16 : 0.14;
        p.fillPath(area, withAlpha(colour, fillAlpha));
        // A hatch of its own per set: diagonal one way, the other way, across, up, crossed.
        p.save();
        QPainterPath clip = area;
        clip.setFillRule(Qt::OddEvenFill);
        const qreal hole = noteSize(board) * 0.45;
        for (int cell : o.sets[i]) {
            for (int d = 1; d <= 9; ++d) {
                if (o.shown[cell] & digitBit(d))
                    clip.addEllipse(candidateRect(board, cell, d).center(), hole, hole);
            }
        }
        p.setClipPath(clip, Qt::IntersectClip);
        const qreal hatchAlpha = theme.highContrast ? 0.55 : theme.dark ? 0.32 : 0.38;
        p.setPen(QPen(withAlpha(colour, hatchAlpha), std::max<qreal>(1.0, c * 0.012)));
        const qreal step = c / 3.2;
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
    // The lines pass under the digits on their way: they stop short of each one and go on after it.
    QPainterPath clip;
    clip.setFillRule(Qt::OddEvenFill);
    clip.addRect(board.adjusted(-c, -c, c, c));
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (o.placed.contains(cell) || cell == o.placeCell)
            clip.addEllipse(cellRectOf(board, cell).center(), c * 0.33, c * 0.33);
    }
    p.save();
    p.setClipPath(clip, Qt::IntersectClip);
    p.strokePath(lines, pen);
    p.restore();
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
