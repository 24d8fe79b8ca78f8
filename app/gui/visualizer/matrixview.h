// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/search/trace.h"

#include <QWidget>

#include <optional>
#include <vector>

// The exact-cover matrix of Dancing Links at the step shown: the constraint columns in their groups of 81
// (cell, row-digit, column-digit, box-digit; seed 004's layout), each a 9x9 grid of columns showing how many rows
// (candidates) are left in it; a variant's rules add their groups (a jigsaw's regions in place of the boxes, the
// diagonals' or windows' 9 columns each, a line of the grid per house). Covered columns are grey, empty ones red;
// the column the search branched on last has a ring, and the columns of the row just taken are outlined.
//
// The sizes are worked out from the board: the rows left in the matrix are exactly the candidates of the
// empty cells that no placed digit rules out, and a column is covered once a placed digit satisfies it. A
// killer's matrix has rows for its cages' combinations too, which the board does not show: the pane follows
// the puzzles without cages only (hasMatrix).
class MatrixView : public QWidget
{
    Q_OBJECT

public:
    explicit MatrixView(QWidget *parent = nullptr);

    // `chosen`: the column branched on, if any; `row`: the candidate just taken (cell, digit), if any.
    void setState(const sudoku::Grid &grid, const sudoku::Rules &rules, std::optional<int> chosen,
        std::optional<std::pair<int, int>> row);

    static constexpr int kCovered = -1;
    // Rows left in each column, kCovered for a covered one.
    const std::vector<int> &sizes() const { return m_sizes; }
    static std::vector<int> columnSizes(const sudoku::Grid &grid, const sudoku::Rules &rules);
    // Whether the board tells the matrix: rules without cages.
    static bool hasMatrix(const sudoku::Rules &rules) { return !rules.isKiller(); }

    QSize sizeHint() const override { return {560, 170}; }
    QSize minimumSizeHint() const override { return {300, 150}; }

    // A group of columns, one panel: its first column, how many, and which houses (-1 for the cells).
    struct Group {
        int first = 0;
        int count = 0;
        sudoku::HouseKind kind = sudoku::HouseKind::Row;
        bool cells = false;
        bool mixed = false; // diagonals and windows together
        int lines() const { return (count + 8) / 9; }
    };
    const std::vector<Group> &groups() const { return m_groups; }

    // Where the panels go at the widget's size: all in a row, in two or more rows, or one above the other,
    // whichever gives the largest columns, each titled ("81 · row r has digit d"), the title wrapped onto as
    // many lines as the panel's width needs: never cut.
    struct Layout {
        int across = 4;
        int cell = 5; // a column's square, in pixels
        int titleHeight = 0;
        int panelWidth = 0;
        int panelHeight = 0;
        QRect titleRect(int group) const;
        QPoint gridOrigin(int group) const;
    };
    Layout layout() const;
    QString title(int group) const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void setGroups(const sudoku::Rules &rules);

    std::vector<Group> m_groups;
    std::vector<int> m_sizes;
    std::optional<int> m_chosen;
    std::vector<int> m_rowColumns;
};
