// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/notesstyle.h"

#include "sudoku/grid/candidates.h"

#include <QPointF>
#include <QRectF>

#include <array>

// Where the pencil marks of one cell go, the same on the board and on paper.
//
//   3x3 grid (NotesStyle::Positional)      Snyder notation (and any cell with corner marks)
//   +-------------+                        +-------------+
//   | 1   2   3   |                        | 1    5    3 |    corner marks, in increasing order, take the
//   | 4   5   6   |                        | 7   248   8 |    corners first, then the middles of the top,
//   | 7   8   9   |                        | 2    6    4 |    bottom, left and right edges; centre marks
//   +-------------+                        +-------------+    sit in one row (two beyond five) in the middle
//
// A cell with corner marks is laid out in Snyder notation whatever the style, so that no mark is ever hidden.
namespace marklayout
{

struct Mark {
    int digit = 0;
    bool corner = false; // a corner mark; otherwise a note (a 3x3 note or a centre mark)
    QRectF rect; // the digit is centred in it
    qreal pixelSize = 0; // of the digit
};

struct Marks {
    std::array<Mark, 18> items {};
    int count = 0;
    bool snyder = false;

    const Mark *begin() const { return items.data(); }
    const Mark *end() const { return items.data() + count; }
};

Marks layout(const QRectF &cell, NotesStyle style, sudoku::CandidateMask notes, sudoku::CandidateMask corner);

// The digit of the mark drawn under `pos` in `cell` (0 when no mark is there).
int markAt(const QRectF &cell, NotesStyle style, sudoku::CandidateMask notes, sudoku::CandidateMask corner,
    const QPointF &pos);

} // namespace marklayout
