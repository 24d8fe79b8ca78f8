// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/search/solver.h"
#include "sudoku/search/trace.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// The visualizer's words for what the search does: one step, why it happened (in the language of the seed
// write-ups: "used" flags for naive, candidates and singles for dfs, columns and rows for DLX), what a dead end
// ran out of, a DLX constraint column, the columns a candidate row covers, the pseudocode of each algorithm
// and how a recording ended. Translated here; the engine holds no text.
class TraceText
{
    Q_DECLARE_TR_FUNCTIONS(TraceText)

public:
    static QString cell(int cell); // "r3c5"
    static QString event(
        const sudoku::TraceEvent &event, const sudoku::TraceCounters &after, const sudoku::Rules &rules);
    // One line on why the event at `step` happened; `before` is the state before it. The puzzle's rules name
    // the houses (a diagonal, a window, a region, a cage) and the constraint columns of the rules' matrix.
    static QString why(
        const sudoku::Trace &trace, std::uint64_t step, const sudoku::TraceState &before, sudoku::Algorithm algorithm);
    // What a dead end's constraint has run out of, on the board before it: "r5c2 has no digit left: 1 4 7 are
    // in row 5, 2 5 in column 2, 3 6 8 9 in box 4".
    static QString deadEnd(
        int constraint, const sudoku::Grid &grid, sudoku::Algorithm algorithm, const sudoku::Rules &rules);
    // "box 4 needs a 7 (2 rows left)"
    static QString column(int column, int size, const sudoku::Rules &rules);
    // "r5#3": a DLX column in short (the cell's column is the cell's name; "d1#4" a diagonal, "k7 sum" a cage).
    static QString columnShort(int column, const sudoku::Rules &rules);
    // "covers: cell r3c5 · row 3 has a 4 · column 5 has a 4 · box 2 has a 4"
    static QString covers(int cell, int digit, const sudoku::Rules &rules);
    static QString status(sudoku::SolveStatus status, std::uint64_t solutions);

    // The algorithm's pseudocode, one line each, and the line an event runs.
    // `houseFlags`: naive's flags per house of a variant's rules (and its cage), not per row, column and box.
    static QStringList code(sudoku::Algorithm algorithm, bool houseFlags = false);
    static int codeLine(sudoku::Algorithm algorithm, const sudoku::TraceEvent &event);
    static QString algorithmName(sudoku::Algorithm algorithm);
};
