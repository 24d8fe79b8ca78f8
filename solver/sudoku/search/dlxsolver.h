// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Knuth's Algorithm X with Dancing Links (DLX) over the exact-cover matrix of Sudoku.
//
// Exact cover: pick a set of matrix rows such that every column holds exactly one 1 among them. Sudoku is
// the 729 x 324 instance below; a solution of the puzzle is a set of 81 rows that covers every column once.
//
// Columns (constraints), 324 of them, with our row-major box numbering (board.h, box = (r / 3) * 3 + c / 3):
//
//     0 ..  80   cell r,c is filled            column = r * 9 + c
//    81 .. 161   row r has digit d             column =  81 + r * 9 + (d - 1)
//   162 .. 242   column c has digit d          column = 162 + c * 9 + (d - 1)
//   243 .. 323   box b has digit d             column = 243 + b * 9 + (d - 1)
//
//   (Seed 004, the POJ 3074 write-up, computes the box as (c / 3) * 3 + r / 3: its boxes are transposed,
//   box 1 there is our box 3. The exact cover does not care, but traces and tests name our boxes.)
//
// Rows (candidates), 729 of them: row = cell * 9 + (digit - 1), "put digit in cell". Each row has a 1 in
// exactly four columns: its cell, its row-digit, its column-digit and its box-digit column.
//
// Algorithm X: if no column is left, the chosen rows are a solution. Otherwise choose the column with the
// fewest rows left (Knuth's S heuristic; a column with 0 rows is a dead end, one with 1 row forces that
// row; for several columns with the fewest rows, 2 or more, see "ties" below), cover it, and try each of
// its rows in turn: take the row, cover every other column of the row, recurse, then uncover in reverse
// order. Covering a column takes it out of the set of uncovered columns and unlinks every row that meets
// it from the other columns it meets; uncovering relinks the same nodes in the exact reverse order, which
// is what lets the links "dance" back without any copying.
//
// Node storage (allocated once per DlxSolver, reused for every puzzle):
//
//   node  4 * row + k      the 1 of `row` in its k-th column, k = 0 cell, 1 row-digit, 2 column-digit,
//                          3 box-digit. The four nodes of a row are contiguous, so the left/right ring of a
//                          row is implicit (the other nodes of node n are n ^ 1, n ^ 2, n ^ 3): rows are
//                          never split horizontally, only unlinked vertically.
//   node  2916 + column    the header of a column: its vertical list starts and ends here.
//   up/down links          16-bit node indices in two arrays (struct of arrays: 13 KB in all).
//   column sizes           one byte per column, in column order; bit 7 set = column covered. This dense
//                          array stands in for Knuth's doubly linked list of column headers: covering and
//                          uncovering a column flip one bit, and the S heuristic scans the sizes 8 columns
//                          per 64-bit word instead of chasing header links. It finds the first column, in
//                          column order, of the smallest size; but unlinking notes the last column that
//                          dropped to one row, and while that column still has one row (and none is
//                          empty) it is the forced move taken, without a scan.
//
// Ties: when the smallest size is 2 or more (a guess) and more than 40 rows are left to take, the search
// weighs that first column and the next 4 of the same size, and takes the one whose rows remove the most
// rows (the sum, over its rows, of the sizes of their other three columns): its branches are the smallest.
// Forced moves and the last 40 rows keep the first column (weighing costs more than it saves there).
//
// Set-up: the full 729-row matrix is built once, in the constructor. A puzzle with fewer than 24 givens
// starts from a copy of it, and its givens are applied by covering the four columns of each given's row;
// one with 24 or more (few rows left: about 110 for 34 givens) has its matrix linked from the rows the
// givens leave, which costs less than copying and unlinking the others. Either way every column lists its
// rows in row order, so the search is the same.
//
// The search is iterative (an explicit stack of at most 81 levels), so it stops promptly on a stop request
// or when the node budget runs out. Three facts keep it short:
//   * the matrix is empty once 81 rows (givens included) are taken, since every row covers four columns;
//   * unlinking counts the columns that run out of rows, so a dead end (a column of size 0, the smallest
//     there is) is known without a scan, and backing out restores the count saved before the row;
//   * when no level on the path has an untried row left, the search is over and does not back out.
//
// Search events (searchobserver.h): ChooseColumn(column, size) when a column is chosen; DeadEnd (naming that
// column) when its size is 0; each row taken is a Force when the column had one row, a Place (a guess)
// otherwise; Unplace when the search backs out of a row; Solution when no column is left. A search that
// ends (limit reached, nothing left to try, stop request, budget) does not back out, so no Unplace follows
// for the rows still on the board then.

#include "sudoku/search/solver.h"

#include <array>
#include <cstdint>
#include <memory>

namespace sudoku
{

class DlxSolver final : public Solver
{
public:
    static constexpr int kColumns = 324;
    static constexpr int kRows = 729;
    static constexpr int kColumnsPerRow = 4;

    enum class ColumnKind : std::uint8_t { Cell, RowDigit, ColumnDigit, BoxDigit };

    // What a column stands for. `index` is the cell (0..80) for Cell columns, otherwise the row, column or
    // box (0..8); `digit` is 1..9, or 0 for Cell columns.
    struct ColumnInfo {
        ColumnKind kind = ColumnKind::Cell;
        int index = 0;
        int digit = 0;
        friend constexpr bool operator==(const ColumnInfo &, const ColumnInfo &) = default;
    };

    static constexpr ColumnInfo describeColumn(int column)
    {
        if (column < 81)
            return {ColumnKind::Cell, column, 0};
        const int kind = column / 81;
        const int rest = column % 81;
        return {static_cast<ColumnKind>(kind), rest / 9, rest % 9 + 1};
    }

    // Inverse of describeColumn.
    static constexpr int columnOf(const ColumnInfo &info)
    {
        if (info.kind == ColumnKind::Cell)
            return info.index;
        return static_cast<int>(info.kind) * 81 + info.index * 9 + info.digit - 1;
    }

    static constexpr int rowFor(int cell, int digit) { return cell * 9 + digit - 1; }
    static constexpr int cellOfRow(int row) { return row / 9; }
    static constexpr int digitOfRow(int row) { return row % 9 + 1; }

    // The four columns a row covers, in node order: cell, row-digit, column-digit, box-digit.
    static constexpr std::array<int, kColumnsPerRow> rowColumns(int row)
    {
        const int cell = cellOfRow(row);
        const int d = digitOfRow(row) - 1;
        return {cell, 81 + sudoku::rowOf(cell) * 9 + d, 162 + colOf(cell) * 9 + d, 243 + boxOf(cell) * 9 + d};
    }

    DlxSolver();
    ~DlxSolver() override;
    DlxSolver(const DlxSolver &) = delete;
    DlxSolver &operator=(const DlxSolver &) = delete;

    Algorithm algorithm() const override { return Algorithm::Dlx; }
    SolveResult solve(const Board &board, const SolveOptions &options = {}) override;

private:
    // The classic board's solve, apart from solve()'s test for other rules: one result, built in place.
    SolveResult solveClassic(const Board &board, const SolveOptions &options);

    class Matrix;
    std::unique_ptr<Matrix> m_matrix;
};

} // namespace sudoku
