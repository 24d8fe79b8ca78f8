// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/tracetext.h"

#include "game/variantboard.h"
#include "vocab/puzzletext.h"

#include "sudoku/grid/candidates.h"

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

// The digits placed in `cells`, `cell` left out.
CandidateMask usedIn(const Grid &grid, const CellSet &cells, int cell)
{
    CandidateMask used = 0;
    for (int other : cells) {
        if (other != cell && grid[other] != 0)
            used |= digitBit(grid[other]);
    }
    return used;
}

// The groups a cell's digit must differ in: its houses, in the rules' order (row, column, box or region, then a
// diagonal or a window), and its cage.
struct Group {
    QString name;
    CellSet cells;
};

std::vector<Group> groupsOf(const Rules &rules, int cell)
{
    std::vector<Group> groups;
    for (const int house : rules.housesOf(cell))
        groups.push_back({puzzletext::house(rules.house(house)), rules.houseCells(house)});
    if (const int cage = rules.cageOf(cell); cage >= 0)
        groups.push_back({puzzletext::cage(rules, cage), rules.cages()[static_cast<std::size_t>(cage)].cells});
    return groups;
}

// The candidates of every cell on `grid` under the rules (and a killer's sums).
std::array<CandidateMask, kCellCount> candidatesOn(const Grid &grid, const Rules &rules)
{
    Board board = Board::fromGivens(grid);
    if (!rules.isClassic())
        board.setRules(rules);
    return variantboard::allCandidates(board);
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

QString TraceText::event(const TraceEvent &e, const TraceCounters &after, const Rules &rules)
{
    switch (e.kind) {
    case SearchEventKind::Place:
        return tr("Try %1 in %2: a guess, depth %3").arg(e.digit).arg(cell(e.cell)).arg(after.depth);
    case SearchEventKind::Force:
        return tr("Place %1 in %2: forced, the only option").arg(e.digit).arg(cell(e.cell));
    case SearchEventKind::Unplace:
        return tr("Take %1 back from %2: backing up").arg(e.digit).arg(cell(e.cell));
    case SearchEventKind::DeadEnd:
        // A killer's dfs also fails on the sums it works out (innies and outies), which have no column.
        if (decodeConstraint(e.column, rules).kind == ConstraintInfo::Kind::Unknown)
            return tr("Dead end: the position has a contradiction; the search backs up");
        return tr("Dead end at %1: the search backs up").arg(columnShort(e.column, rules));
    case SearchEventKind::Solution:
        return tr("Solution %1 found: the board is full").arg(after.solutions);
    case SearchEventKind::ChooseColumn:
        return tr("Branch on the constraint: %1").arg(column(e.column, e.size, rules));
    }
    return {};
}

QString TraceText::deadEnd(int constraint, const Grid &grid, Algorithm algorithm, const Rules &rules)
{
    const ConstraintInfo info = decodeConstraint(constraint, rules);
    QString what;
    switch (info.kind) {
    case ConstraintInfo::Kind::Cell: {
        // "1 4 7 are in row 5, 2 5 in column 2, 3 6 8 9 in box 4": each house names the digits it adds.
        QStringList parts;
        CandidateMask used = 0;
        for (const Group &group : groupsOf(rules, constraint)) {
            const CandidateMask adds = usedIn(grid, group.cells, constraint) & ~used;
            if (!adds)
                continue;
            used |= adds;
            parts << (parts.isEmpty() ? tr("%1 are in %2", "digits, a house: 1 4 7 are in row 5")
                                      : tr("%1 in %2", "digits, a house: 2 5 in column 2"))
                         .arg(digitList(adds), group.name);
        }
        what = tr("%1 has no digit left").arg(cell(constraint));
        if (!parts.isEmpty())
            what += tr(": %1", "after a cell with no digit left: the digits its houses use").arg(parts.join(tr(", ")));
        if (const CandidateMask free = static_cast<CandidateMask>(kAllDigits & ~used)) {
            what += algorithm == Algorithm::Naive
                ? tr("; %1 were tried and failed", "digits tried in a cell").arg(digitList(free))
                : tr("; %1 are ruled out by the singles that followed", "candidates of a cell").arg(digitList(free));
        }
        break;
    }
    case ConstraintInfo::Kind::HouseDigit:
        what = tr("%1 has no place left for %2").arg(puzzletext::house(rules.house(info.index))).arg(info.digit);
        break;
    case ConstraintInfo::Kind::CageDigit:
        what = tr("%1 has no place left for %2, and every combination of its sum still open needs it")
                   .arg(puzzletext::cage(rules, info.index))
                   .arg(info.digit);
        break;
    case ConstraintInfo::Kind::CageSum:
        what = tr("no combination of digits adding up to its sum fits %1").arg(puzzletext::cage(rules, info.index));
        break;
    case ConstraintInfo::Kind::BandDigit:
        return tr("rows %1-%2 have no place for %3 in a different box each (pointing and claiming)")
            .arg(info.index * 3 + 1)
            .arg(info.index * 3 + 3)
            .arg(info.digit);
    case ConstraintInfo::Kind::StackDigit:
        return tr("columns %1-%2 have no place for %3 in a different box each (pointing and claiming)")
            .arg(info.index * 3 + 1)
            .arg(info.index * 3 + 3)
            .arg(info.digit);
    case ConstraintInfo::Kind::Unknown:
        return tr("the position has a contradiction");
    }
    if (algorithm == Algorithm::Dlx)
        return tr("column %1 has no rows: %2", "a DLX column, what it ran out of")
            .arg(columnShort(constraint, rules), what);
    return what;
}

QString TraceText::why(const Trace &trace, std::uint64_t step, const TraceState &before, Algorithm algorithm)
{
    if (step >= trace.size())
        return {};
    const TraceEvent e = trace.event(step);
    const TraceEvent previous = step > 0 ? trace.event(step - 1) : TraceEvent {SearchEventKind::Solution};
    const Grid &grid = before.grid;
    const Rules &rules = trace.puzzle().rules();
    switch (algorithm) {
    case Algorithm::Naive:
        switch (e.kind) {
        case SearchEventKind::Place: {
            if (previous.kind == SearchEventKind::Unplace && previous.cell == e.cell)
                return tr("Back in %1: %2 is the next digit whose flags are free in every house of the cell.")
                    .arg(cell(e.cell))
                    .arg(e.digit);
            // "row 3 {1 4}, column 5 {2}, box 2 {3 6 8}": the flags each house has set.
            QStringList used;
            for (const Group &group : groupsOf(rules, e.cell))
                used << tr("%1 {%2}", "a house and the digits it uses")
                            .arg(group.name, digitList(usedIn(grid, group.cells, e.cell)));
            return tr("%1 is the next empty cell, row by row. Used: %2; %3 is the smallest free digit: set it and "
                      "its houses' flags.")
                .arg(cell(e.cell), used.join(tr(", ")))
                .arg(e.digit);
        }
        case SearchEventKind::Unplace:
            return tr("Nothing below %1=%2 led to a solution: clear the cell and its houses' flags, then try the "
                      "next digit there.")
                .arg(cell(e.cell))
                .arg(e.digit);
        case SearchEventKind::DeadEnd:
            return tr("Dead end: %1. Back up to the cell before.").arg(deadEnd(e.column, grid, algorithm, rules));
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
                .arg(cell(e.cell), digitList(candidatesOn(grid, rules)[static_cast<std::size_t>(e.cell)]))
                .arg(e.digit);
        case SearchEventKind::Force: {
            const auto candidates = candidatesOn(grid, rules);
            if (candidates[static_cast<std::size_t>(e.cell)] == digitBit(e.digit))
                return tr("Naked single: %1 is the only candidate left in %2.").arg(e.digit).arg(cell(e.cell));
            for (const int house : rules.housesOf(e.cell)) {
                bool only = true;
                for (const int other : rules.houseCells(house)) {
                    if (other != e.cell && grid[other] == 0
                        && (candidates[static_cast<std::size_t>(other)] & digitBit(e.digit)))
                        only = false;
                }
                if (only)
                    return tr("Hidden single: %1 is the only place for %2 in %3.")
                        .arg(cell(e.cell))
                        .arg(e.digit)
                        .arg(puzzletext::house(rules.house(house)));
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
            return tr("Contradiction: %1. The last guess was wrong.").arg(deadEnd(e.column, grid, algorithm, rules));
        case SearchEventKind::Solution:
            return tr("Every cell is solved: a solution.");
        default:
            return {};
        }
    case Algorithm::Dlx:
        switch (e.kind) {
        case SearchEventKind::ChooseColumn:
            if (e.size == 0)
                return tr("Column %1 has no rows left: no candidate can satisfy it.").arg(columnShort(e.column, rules));
            return tr("Of the uncovered columns, %1 (%2) has the fewest rows, %3: cover it, then try its rows one by "
                      "one.")
                .arg(columnShort(e.column, rules), column(e.column, e.size, rules))
                .arg(e.size);
        case SearchEventKind::Place:
        case SearchEventKind::Force:
            return tr("Take row %1#%2 (%3): %4. Cover those columns, which removes every row that clashes.")
                .arg(cell(e.cell))
                .arg(e.digit)
                .arg(e.kind == SearchEventKind::Force ? tr("the column's only row") : tr("a guess"))
                .arg(covers(e.cell, e.digit, rules));
        case SearchEventKind::Unplace:
            return tr("Back out of row %1#%2: uncover its columns in reverse order; the links dance back.")
                .arg(cell(e.cell))
                .arg(e.digit);
        case SearchEventKind::DeadEnd:
            return tr("Dead end: %1. Back up to the row above.").arg(deadEnd(e.column, grid, algorithm, rules));
        case SearchEventKind::Solution:
            return tr("No column is left: the rows taken cover every constraint exactly once, a solution.");
        }
    }
    return {};
}

QString TraceText::columnShort(int column, const Rules &rules)
{
    const ConstraintInfo info = decodeConstraint(column, rules);
    switch (info.kind) {
    case ConstraintInfo::Kind::Cell:
        return cell(info.index);
    case ConstraintInfo::Kind::HouseDigit: {
        const House house = rules.house(info.index);
        switch (house.kind) {
        case HouseKind::Row:
            return tr("r%1#%2", "DLX column: row has digit").arg(house.index + 1).arg(info.digit);
        case HouseKind::Column:
            return tr("c%1#%2", "DLX column: column has digit").arg(house.index + 1).arg(info.digit);
        case HouseKind::Box:
            return tr("b%1#%2", "DLX column: box has digit").arg(house.index + 1).arg(info.digit);
        case HouseKind::Region:
            return tr("g%1#%2", "DLX column: jigsaw region has digit").arg(house.index + 1).arg(info.digit);
        case HouseKind::Diagonal:
            return tr("d%1#%2", "DLX column: diagonal (1 main, 2 anti) has digit").arg(house.index + 1).arg(info.digit);
        case HouseKind::Window:
            return tr("w%1#%2", "DLX column: Hyper window has digit").arg(house.index + 1).arg(info.digit);
        }
        break;
    }
    case ConstraintInfo::Kind::CageDigit:
        return tr("k%1#%2", "DLX column: killer cage (numbered) has digit").arg(info.index + 1).arg(info.digit);
    case ConstraintInfo::Kind::CageSum:
        return tr("k%1 sum", "DLX column: killer cage (numbered) takes a combination").arg(info.index + 1);
    case ConstraintInfo::Kind::BandDigit:
        return tr("band %1 #%2").arg(info.index + 1).arg(info.digit);
    case ConstraintInfo::Kind::StackDigit:
        return tr("stack %1 #%2").arg(info.index + 1).arg(info.digit);
    case ConstraintInfo::Kind::Unknown:
        break;
    }
    return tr("unknown");
}

QString TraceText::column(int column, int size, const Rules &rules)
{
    const ConstraintInfo info = decodeConstraint(column, rules);
    QString what;
    switch (info.kind) {
    case ConstraintInfo::Kind::Cell:
        what = tr("cell %1 needs a digit").arg(cell(info.index));
        break;
    case ConstraintInfo::Kind::HouseDigit:
        what = tr("%1 needs a %2", "a house needs a digit")
                   .arg(puzzletext::house(rules.house(info.index)))
                   .arg(info.digit);
        break;
    case ConstraintInfo::Kind::CageDigit:
        what = tr("%1 needs a %2, or a combination of its sum without it")
                   .arg(puzzletext::cage(rules, info.index))
                   .arg(info.digit);
        break;
    case ConstraintInfo::Kind::CageSum:
        what = tr("%1 needs one combination of digits adding up to its sum").arg(puzzletext::cage(rules, info.index));
        break;
    default:
        what = columnShort(column, rules);
        break;
    }
    return tr("column %1: %2; rows left in it: %3", "DLX constraint column").arg(column).arg(what).arg(size);
}

QString TraceText::covers(int c, int digit, const Rules &rules)
{
    // "cell r3c5 · row 3 has a 4 · column 5 has a 4 · box 2 has a 4" (and a diagonal, a window, a cage).
    QStringList parts {tr("cell %1").arg(cell(c))};
    for (const Group &group : groupsOf(rules, c))
        parts << tr("%1 has a %2", "a house has a digit").arg(group.name).arg(digit);
    return tr("the candidate %1=%2 covers: %3").arg(cell(c)).arg(digit).arg(parts.join(QStringLiteral(" \u00b7 ")));
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

QStringList TraceText::code(Algorithm algorithm, bool houseFlags)
{
    switch (algorithm) {
    case Algorithm::Naive: // seeds 000-003: row-major DFS with row/column/box "used" flags
        if (houseFlags) // the same lines over a variant's houses and cage
            return {
                tr("dfs(k):                      // the k-th empty cell, row by row"),
                tr("  if k == empties: print the grid; return   // a solution"),
                tr("  (r, c) = the k-th empty cell"),
                tr("  for d = 1 to 9:"),
                tr("    if a house of (r, c) uses d, or its cage's sum has no room for d: continue"),
                tr("    a[r][c] = d; mark d used in every house of (r, c) and in its cage"),
                tr("    dfs(k + 1)"),
                tr("    unmark d in those houses and the cage; a[r][c] = 0"),
                tr("  return                     // no digit left: a dead end"),
            };
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
