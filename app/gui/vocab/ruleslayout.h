// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a variant's rules are drawn, the same on the board and on paper:
//
//   +-----------+-----------+     a killer cage: a dashed outline kInset (of a cell) inside its cells, joined
//   |15 - - - - | - - - -  |      across the cells of the cage, its sum in the top left corner of its first
//   | :         |        : |      cell in reading order (the dashes stop short of it), the pencil marks of every
//   | : - - - - | - - - -  |      cell of a cage inside the outline and those of the sum's cell under the sum;
//   +-----------+-----------+     Sudoku-X's diagonals and Hyper's windows shaded (extraHouseCells); a jigsaw's
//                                 regions bordered by the thick lines that classic boxes have.

#include "sudoku/grid/rules.h"

#include <QColor>
#include <QFont>
#include <QPainterPath>
#include <QPen>
#include <QRectF>

class QPainter;

namespace ruleslayout
{

inline constexpr qreal kCageInset = 0.09; // in cells: clear of the box lines
inline constexpr qreal kCageSumSize = 0.21; // the height of a cage's sum, in cells

// The cells of the houses beyond rows, columns and boxes or regions: the diagonals and the windows.
sudoku::CellSet extraHouseCells(const sudoku::Rules &rules);

// The cell whose top left corner holds the cage's sum: its first cell in reading order.
int sumCell(const sudoku::Cage &cage);

// The outline of cage `cage` on the 9x9 `grid`, `inset` inside its cells, as one path (with holes for a cage
// around other cells), ready for a dashed pen.
QPainterPath cageOutline(const sudoku::Rules &rules, int cage, const QRectF &grid, qreal inset);

// Where the pencil marks of `cell` (drawn at `r`) go: inside its cage's outline, and below its sum.
QRectF markRect(const sudoku::Rules &rules, int cell, const QRectF &r);

// A jigsaw's regions on `grid`: a line in `pen` on each cell edge between two regions (nothing for boxes).
void paintRegionBorders(QPainter &p, const sudoku::Rules &rules, const QRectF &grid, const QPen &pen);

// Every cage of `rules` on `grid`: outlines in `pen` (its dash pattern set here), sums in `font` (its pixel size
// set here) and `sumColour`.
void paintCages(
    QPainter &p, const sudoku::Rules &rules, const QRectF &grid, QPen pen, QFont font, const QColor &sumColour);

} // namespace ruleslayout
