// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/search/trace.h"

#include <QWidget>

#include <array>
#include <optional>

// The exact-cover matrix of Dancing Links at the step shown: the 324 constraint columns in their four groups
// of 81 (cell, row-digit, column-digit, box-digit; seed 004's layout), each a 9x9 grid of columns showing how
// many rows (candidates) are left in it. Covered columns are grey, empty ones red; the column the search
// branched on last has a ring, and the four columns of the row just taken are outlined.
//
// The sizes are worked out from the board: the rows left in the matrix are exactly the candidates of the
// empty cells that no placed digit rules out, and a column is covered once a placed digit satisfies it.
class MatrixView : public QWidget
{
    Q_OBJECT

public:
    explicit MatrixView(QWidget *parent = nullptr);

    // `chosen`: the column branched on, if any; `row`: the candidate just taken (cell, digit), if any.
    void setState(const sudoku::Grid &grid, std::optional<int> chosen, std::optional<std::pair<int, int>> row);

    static constexpr int kCovered = -1;
    // Rows left in each column, kCovered for a covered one.
    const std::array<int, 324> &sizes() const { return m_sizes; }
    static std::array<int, 324> columnSizes(const sudoku::Grid &grid);

    QSize sizeHint() const override { return {560, 170}; }
    QSize minimumSizeHint() const override { return {300, 150}; }

    // Where the panels go at the widget's size: four in a row, two by two or one above the other, whichever
    // gives the largest columns, each titled ("81 · row r has digit d"), the title wrapped onto as many lines
    // as the panel's width needs: never cut.
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

    std::array<int, 324> m_sizes {};
    std::optional<int> m_chosen;
    std::array<int, 4> m_rowColumns {-1, -1, -1, -1};
};
