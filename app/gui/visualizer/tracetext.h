// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/solver.h"
#include "sudoku/trace.h"

#include <QCoreApplication>
#include <QString>

// The visualizer's words for what the search does: one step, a DLX constraint column, the columns a
// candidate row covers, and how a recording ended. Translated here; the engine holds no text.
class TraceText
{
    Q_DECLARE_TR_FUNCTIONS(TraceText)

public:
    static QString cell(int cell); // "r3c5"
    static QString event(const sudoku::TraceEvent &event, const sudoku::TraceCounters &after);
    // "box 4 needs a 7 (2 rows left)"
    static QString column(int column, int size);
    // "covers: cell r3c5 · row 3 has a 4 · column 5 has a 4 · box 2 has a 4"
    static QString covers(int cell, int digit);
    static QString status(sudoku::SolveStatus status, std::uint64_t solutions);
};
