// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/tracetext.h"

#include "sudoku/grid/candidates.h"
#include "sudoku/search/dlxsolver.h"

using namespace sudoku;

namespace
{

// "1 4 7": the digits of a mask (bit d-1 = digit d).
QString digitList(CandidateMask mask)
{
    QStringList digits;
    for (int d = 1; d <= 9; ++d) {
        if (mask & digitBit(d))
            digits << QString::number(d);
    }
    return digits.join(QLatin1Char(' '));
}

CandidateMask usedIn(const Grid &grid, int cell, int house) // 0 row, 1 column, 2 box
{
    CandidateMask used = 0;
    for (int other = 0; other < kCellCount; ++other) {
        const bool same = house == 0 ? rowOf(other) == rowOf(cell)
            : house == 1             ? colOf(other) == colOf(cell)
                                     : boxOf(other) == boxOf(cell);
        if (same && other != cell && grid[other] != 0)
            used |= digitBit(grid[other]);
    }
    return used;
}

} // namespace

QString TraceText::cell(int cell)
{
    return tr("r%1c%2", "row and column of a cell").arg(rowOf(cell) + 1).arg(colOf(cell) + 1);
}

QString TraceText::algorithmName(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Naive:
        return tr("Naive backtracking (row by row)");
    case Algorithm::Dfs:
        return tr("Fast DFS (fewest candidates, singles)");
    case Algorithm::Dlx:
        return tr("Dancing Links (Algorithm X)");
    }
    return {};
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
        return tr("Dead end at %1: the search backs up").arg(columnShort(e.column));
    case SearchEventKind::Solution:
        return tr("Solution %1 found: the board is full").arg(after.solutions);
    case SearchEventKind::ChooseColumn:
        return tr("Branch on the constraint: %1").arg(column(e.column, e.size));
    }
    return {};
}

QString TraceText::deadEnd(int constraint, const Grid &grid, Algorithm algorithm)
{
    if (constraint >= 0 && constraint < kCellCount) {
        const CandidateMask row = usedIn(grid, constraint, 0);
        const CandidateMask column = usedIn(grid, constraint, 1) & ~row;
        const CandidateMask box = usedIn(grid, constraint, 2) & ~row & ~column;
        // "1 4 7 are in its row, 2 5 in its column, 3 6 8 9 in its box": each house names what it adds.
        QStringList parts;
        if (row)
            parts << tr("%1 are in its row").arg(digitList(row));
        if (column)
            parts << (parts.isEmpty() ? tr("%1 are in its column") : tr("%1 in its column")).arg(digitList(column));
        if (box)
            parts << (parts.isEmpty() ? tr("%1 are in its box") : tr("%1 in its box")).arg(digitList(box));
        const CandidateMask free = static_cast<CandidateMask>(kAllDigits & ~(row | column | box));
        QString text = algorithm == Algorithm::Dlx
            ? tr("column %1 has no rows: %2 has no digit left").arg(columnShort(constraint), cell(constraint))
            : tr("%1 has no digit left").arg(cell(constraint));
        if (!parts.isEmpty())
            text += tr(": %1", "after a cell with no digit left: the digits its houses use").arg(parts.join(tr(", ")));
        if (free) {
            text += algorithm == Algorithm::Naive
                ? tr("; %1 were tried and failed", "digits tried in a cell").arg(digitList(free))
                : tr("; %1 are ruled out by the singles that followed", "candidates of a cell").arg(digitList(free));
        }
        return text;
    }
    if (constraint < DlxSolver::kColumns) {
        const auto info = DlxSolver::describeColumn(constraint);
        QString house;
        switch (info.kind) {
        case DlxSolver::ColumnKind::RowDigit:
            house = tr("row %1").arg(info.index + 1);
            break;
        case DlxSolver::ColumnKind::ColumnDigit:
            house = tr("column %1").arg(info.index + 1);
            break;
        default:
            house = tr("box %1").arg(info.index + 1);
            break;
        }
        if (algorithm == Algorithm::Dlx)
            return tr("column %1 has no rows: %2 has no place left for %3")
                .arg(columnShort(constraint), house)
                .arg(info.digit);
        return tr("%1 has no place left for %2").arg(house).arg(info.digit);
    }
    if (constraint >= kBandDigitConstraint && constraint < kStackDigitConstraint) {
        const int rest = constraint - kBandDigitConstraint;
        const int band = rest % 3;
        return tr("rows %1-%2 have no place for %3 in a different box each (pointing and claiming)")
            .arg(band * 3 + 1)
            .arg(band * 3 + 3)
            .arg(rest / 3 + 1);
    }
    if (constraint >= kStackDigitConstraint && constraint < kStackDigitConstraint + 27) {
        const int rest = constraint - kStackDigitConstraint;
        const int stack = rest % 3;
        return tr("columns %1-%2 have no place for %3 in a different box each (pointing and claiming)")
            .arg(stack * 3 + 1)
            .arg(stack * 3 + 3)
            .arg(rest / 3 + 1);
    }
    return tr("the position has a contradiction");
}

QString TraceText::why(const Trace &trace, std::uint64_t step, const TraceState &before, Algorithm algorithm)
{
    if (step >= trace.size())
        return {};
    const TraceEvent e = trace.event(step);
    const TraceEvent previous = step > 0 ? trace.event(step - 1) : TraceEvent {SearchEventKind::Solution};
    const Grid &grid = before.grid;
    switch (algorithm) {
    case Algorithm::Naive:
        switch (e.kind) {
        case SearchEventKind::Place: {
            const CandidateMask row = usedIn(grid, e.cell, 0), column = usedIn(grid, e.cell, 1),
                                box = usedIn(grid, e.cell, 2);
            if (previous.kind == SearchEventKind::Unplace && previous.cell == e.cell)
                return tr("Back in %1: %2 is the next digit whose row, column and box flags are all free.")
                    .arg(cell(e.cell))
                    .arg(e.digit);
            return tr("%1 is the next empty cell, row by row. Used: row {%2}, column {%3}, box {%4}; %5 is the "
                      "smallest free digit: set it and its three flags.")
                .arg(cell(e.cell), digitList(row), digitList(column), digitList(box))
                .arg(e.digit);
        }
        case SearchEventKind::Unplace:
            return tr("Nothing below %1=%2 led to a solution: clear the cell and its row, column and box flags, "
                      "then try the next digit there.")
                .arg(cell(e.cell))
                .arg(e.digit);
        case SearchEventKind::DeadEnd:
            return tr("Dead end: %1. Back up to the cell before.").arg(deadEnd(e.column, grid, algorithm));
        case SearchEventKind::Solution:
            return tr("Past the last empty cell: every cell has a digit, a solution.");
        default:
            return {};
        }
    case Algorithm::Dfs:
        switch (e.kind) {
        case SearchEventKind::Place:
            return tr("No single is left: branch on %1, a cell with the fewest candidates {%2}. Guess %3 on a copy "
                      "of the board; if it fails, %3 is eliminated there.")
                .arg(cell(e.cell), digitList(candidatesOf(grid, e.cell)))
                .arg(e.digit);
        case SearchEventKind::Force: {
            const CandidateMask candidates = candidatesOf(grid, e.cell);
            if (candidates == digitBit(e.digit))
                return tr("Naked single: %1 is the only candidate left in %2.").arg(e.digit).arg(cell(e.cell));
            for (int house = 0; house < 3; ++house) {
                bool only = true;
                for (int other = 0; other < kCellCount && only; ++other) {
                    const bool same = house == 0 ? rowOf(other) == rowOf(e.cell)
                        : house == 1             ? colOf(other) == colOf(e.cell)
                                                 : boxOf(other) == boxOf(e.cell);
                    if (same && other != e.cell && grid[other] == 0 && (candidatesOf(grid, other) & digitBit(e.digit)))
                        only = false;
                }
                if (only) {
                    const QString where = house == 0 ? tr("row %1").arg(rowOf(e.cell) + 1)
                        : house == 1                 ? tr("column %1").arg(colOf(e.cell) + 1)
                                                     : tr("box %1").arg(boxOf(e.cell) + 1);
                    return tr("Hidden single: %1 is the only place for %2 in %3.")
                        .arg(cell(e.cell))
                        .arg(e.digit)
                        .arg(where);
                }
            }
            return tr("Forced: after the candidates eliminated so far (singles, pointing and claiming), %1 is the "
                      "only digit left for %2.")
                .arg(e.digit)
                .arg(cell(e.cell));
        }
        case SearchEventKind::Unplace:
            return tr("The guess failed: %1=%2 goes, with every digit that followed from it.")
                .arg(cell(e.cell))
                .arg(e.digit);
        case SearchEventKind::DeadEnd:
            return tr("Contradiction: %1. The last guess was wrong.").arg(deadEnd(e.column, grid, algorithm));
        case SearchEventKind::Solution:
            return tr("Every cell is solved: a solution.");
        default:
            return {};
        }
    case Algorithm::Dlx:
        switch (e.kind) {
        case SearchEventKind::ChooseColumn:
            if (e.size == 0)
                return tr("Column %1 has no rows left: no candidate can satisfy it.").arg(columnShort(e.column));
            return tr("Of the uncovered columns, %1 (%2) has the fewest rows, %3: cover it, then try its rows one by "
                      "one.")
                .arg(columnShort(e.column), column(e.column, e.size))
                .arg(e.size);
        case SearchEventKind::Place:
        case SearchEventKind::Force:
            return tr("Take row %1#%2 (%3): %4. Cover those columns, which removes every row that clashes.")
                .arg(cell(e.cell))
                .arg(e.digit)
                .arg(e.kind == SearchEventKind::Force ? tr("the column's only row") : tr("a guess"))
                .arg(covers(e.cell, e.digit));
        case SearchEventKind::Unplace:
            return tr("Back out of row %1#%2: uncover its columns in reverse order; the links dance back.")
                .arg(cell(e.cell))
                .arg(e.digit);
        case SearchEventKind::DeadEnd:
            return tr("Dead end: %1. Back up to the row above.").arg(deadEnd(e.column, grid, algorithm));
        case SearchEventKind::Solution:
            return tr("No column is left: the rows taken cover every constraint exactly once, a solution.");
        }
    }
    return {};
}

QString TraceText::columnShort(int column)
{
    if (column < 0 || column >= DlxSolver::kColumns) {
        if (column >= kBandDigitConstraint && column < kStackDigitConstraint)
            return tr("band %1 #%2")
                .arg((column - kBandDigitConstraint) % 3 + 1)
                .arg((column - kBandDigitConstraint) / 3 + 1);
        if (column >= kStackDigitConstraint && column < kStackDigitConstraint + 27)
            return tr("stack %1 #%2")
                .arg((column - kStackDigitConstraint) % 3 + 1)
                .arg((column - kStackDigitConstraint) / 3 + 1);
        return tr("unknown");
    }
    const auto info = DlxSolver::describeColumn(column);
    switch (info.kind) {
    case DlxSolver::ColumnKind::Cell:
        return cell(info.index);
    case DlxSolver::ColumnKind::RowDigit:
        return tr("r%1#%2", "DLX column: row has digit").arg(info.index + 1).arg(info.digit);
    case DlxSolver::ColumnKind::ColumnDigit:
        return tr("c%1#%2", "DLX column: column has digit").arg(info.index + 1).arg(info.digit);
    case DlxSolver::ColumnKind::BoxDigit:
        return tr("b%1#%2", "DLX column: box has digit").arg(info.index + 1).arg(info.digit);
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

QStringList TraceText::code(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Naive: // seeds 000-003: row-major DFS with row/column/box "used" flags
        return {
            tr("dfs(k):                      // the k-th empty cell, row by row"),
            tr("  if k == empties: print the grid; return   // a solution"),
            tr("  (r, c) = the k-th empty cell; b = box(r, c)"),
            tr("  for d = 1 to 9:"),
            tr("    if row[r][d] or col[c][d] or box[b][d]: continue"),
            tr("    a[r][c] = d; row[r][d] = col[c][d] = box[b][d] = true"),
            tr("    dfs(k + 1)"),
            tr("    row[r][d] = col[c][d] = box[b][d] = false; a[r][c] = 0"),
            tr("  return                     // no digit left: a dead end"),
        };
    case Algorithm::Dfs:
        return {
            tr("search(board):"),
            tr("  propagate: naked and hidden singles, pointing and claiming"),
            tr("  if a cell or house has no option left: return false"),
            tr("  if every cell is solved: report the solution; return"),
            tr("  cell = an unsolved cell with the fewest candidates"),
            tr("  for each candidate d of cell:"),
            tr("    copy = board; place d in cell of copy   // a guess"),
            tr("    if search(copy): return true"),
            tr("    undo the guess; eliminate d from cell; propagate"),
            tr("  return false"),
        };
    case Algorithm::Dlx: // seed 004: Algorithm X on the 324-column exact-cover matrix
        return {
            tr("dfs(k):"),
            tr("  if no column is left: print the rows taken; return   // a solution"),
            tr("  c = the uncovered column with the fewest rows (S[c])"),
            tr("  if S[c] == 0: return       // a dead end"),
            tr("  remove(c)"),
            tr("  for each row i in column c (going down):"),
            tr("    O[k] = i; remove every other column j of row i"),
            tr("    dfs(k + 1)"),
            tr("    resume the columns of row i, in reverse order"),
            tr("  resume(c)"),
        };
    }
    return {};
}

int TraceText::codeLine(Algorithm algorithm, const TraceEvent &e)
{
    switch (algorithm) {
    case Algorithm::Naive:
        switch (e.kind) {
        case SearchEventKind::Place:
            return 5;
        case SearchEventKind::Unplace:
            return 7;
        case SearchEventKind::DeadEnd:
            return 8;
        case SearchEventKind::Solution:
            return 1;
        default:
            return 0;
        }
    case Algorithm::Dfs:
        switch (e.kind) {
        case SearchEventKind::Place:
            return 6;
        case SearchEventKind::Force:
            return 1;
        case SearchEventKind::Unplace:
            return 8;
        case SearchEventKind::DeadEnd:
            return 2;
        case SearchEventKind::Solution:
            return 3;
        default:
            return 0;
        }
    case Algorithm::Dlx:
        switch (e.kind) {
        case SearchEventKind::ChooseColumn:
            return e.size == 0 ? 2 : 4;
        case SearchEventKind::Place:
        case SearchEventKind::Force:
            return 6;
        case SearchEventKind::Unplace:
            return 8;
        case SearchEventKind::DeadEnd:
            return 3;
        case SearchEventKind::Solution:
            return 1;
        }
    }
    return 0;
}
