// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/tracetext.h"

#include "sudoku/dlxsolver.h"

using namespace sudoku;

QString TraceText::cell(int cell)
{
    return tr("r%1c%2", "row and column of a cell").arg(rowOf(cell) + 1).arg(colOf(cell) + 1);
}

QString TraceText::event(const TraceEvent &e, const TraceCounters &after)
{
    switch (e.kind) {
    case SearchEventKind::Place:
        return tr("Try %1 in %2: a guess, depth %3").arg(e.digit).arg(cell(e.cell)).arg(after.depth);
    case SearchEventKind::Force:
        return tr("Place %1 in %2: forced, the only option").arg(e.digit).arg(cell(e.cell));
    case SearchEventKind::Unplace:
        return tr("Take %1 back from %2: backing up").arg(e.digit).arg(cell(e.cell));
    case SearchEventKind::DeadEnd:
        return tr("Dead end: a cell or constraint has no option left, the search backs up");
    case SearchEventKind::Solution:
        return tr("Solution %1 found: the board is full").arg(after.solutions);
    case SearchEventKind::ChooseColumn:
        return tr("Branch on the constraint: %1").arg(column(e.column, e.size));
    }
    return {};
}

QString TraceText::column(int column, int size)
{
    const auto info = DlxSolver::describeColumn(column);
    QString what;
    switch (info.kind) {
    case DlxSolver::ColumnKind::Cell:
        what = tr("cell %1 needs a digit").arg(cell(info.index));
        break;
    case DlxSolver::ColumnKind::RowDigit:
        what = tr("row %1 needs a %2").arg(info.index + 1).arg(info.digit);
        break;
    case DlxSolver::ColumnKind::ColumnDigit:
        what = tr("column %1 needs a %2").arg(info.index + 1).arg(info.digit);
        break;
    case DlxSolver::ColumnKind::BoxDigit:
        what = tr("box %1 needs a %2").arg(info.index + 1).arg(info.digit);
        break;
    }
    return tr("column %1: %2; rows left in it: %3", "DLX constraint column").arg(column).arg(what).arg(size);
}

QString TraceText::covers(int c, int digit)
{
    return tr(
        "the candidate %1=%2 covers: cell %1 \u00b7 row %3 has a %2 \u00b7 column %4 has a %2 \u00b7 box %5 has a %2")
        .arg(cell(c))
        .arg(digit)
        .arg(rowOf(c) + 1)
        .arg(colOf(c) + 1)
        .arg(boxOf(c) + 1);
}

QString TraceText::status(SolveStatus status, std::uint64_t solutions)
{
    switch (status) {
    case SolveStatus::Solved:
        return tr("solved");
    case SolveStatus::Unique:
        return tr("exactly one solution");
    case SolveStatus::Multiple:
        return tr("not unique, solutions found: %L1").arg(solutions);
    case SolveStatus::NoSolution:
        return tr("no solution");
    case SolveStatus::Invalid:
        return tr("the givens clash: nothing to search");
    case SolveStatus::Cancelled:
        return tr("cancelled");
    case SolveStatus::BudgetExhausted:
        return tr("stopped by the node budget");
    }
    return {};
}
