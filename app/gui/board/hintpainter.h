// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/boardtheme.h"
#include "board/hintoverlay.h"

#include <QColor>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>

#include <vector>

class QPainter;

// Draws the pattern of a hint's third stage over the board, in two layers around the cells' digits:
//
//   below   the shade of each set (a colour, a light hatch that leaves each candidate on it clear, and an
//           outline style of its own, so sets are told apart without colour too), a light disc under every
//           candidate of a single-digit pattern's digit, a fin's diamond, and the lines from a placed digit
//           to the cells it rules out (broken round the digits they pass, as if under them)
//   above   a ring around each chain node's candidate (a group of candidates: a rounded box round them;
//           a premise: a double ring), the links between nodes (strong solid, weak dashed, an arrow where
//           each runs to, curved around candidates a straight line would cross and away from links drawn
//           before; links between the same two cells bow apart, each in a lane of its own), the fins'
//           outline, and the marks of a single's reason (a ring round the placed digit, a cross where it
//           rules out)
//
// A node that is "on" also gets the hint colour's disc, which the board draws under its digit (the
// overlay's pattern); one that is "off" stays hollow. Where links run is worked out once per overlay and
// board size and kept, so a repaint only draws.
class HintPainter
{
public:
    // One link as drawn: its path from the edge of one node to the tip of the arrow at the other.
    struct Route {
        QPainterPath path;
        QPointF tip; // where the arrow points
        QPointF direction; // unit vector the arrow points along
        bool strong = false;
        bool curved = false;
    };

    // `board`: the 9x9 cells' square in the painter's coordinates.
    void paintBelow(QPainter &p, const QRectF &board, const HintOverlay &overlay, const BoardTheme &theme) const;
    void paintAbove(QPainter &p, const QRectF &board, const HintOverlay &overlay, const BoardTheme &theme) const;

    // Where things are drawn, for tests and for the layers: a candidate's square in its cell (the 3x3
    // layout of the pencil marks) and the routes of the overlay's links.
    static QRectF candidateRect(const QRectF &board, int cell, int digit);
    const std::vector<Route> &routes(const QRectF &board, const HintOverlay &overlay) const;

    // The look of set `index` (colours repeat after six, each with its own hatch and outline).
    static QColor setColour(int index, bool dark);
    static Qt::PenStyle setOutline(int index);
    static QColor chainColour(bool dark);

private:
    void paintSets(QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme) const;
    void paintFocus(QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme) const;
    void paintFins(QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme, bool fill) const;
    void paintBlockerLines(QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme) const;
    void paintBlockerMarks(QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme) const;
    void paintNodes(QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme) const;
    void paintLinks(QPainter &p, const QRectF &board, const HintOverlay &o, const BoardTheme &theme) const;

    mutable HintOverlay m_routedOverlay;
    mutable QRectF m_routedBoard;
    mutable std::vector<Route> m_routes;
};
