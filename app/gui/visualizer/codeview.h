// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/search/solver.h"

#include <QAbstractScrollArea>
#include <QStringList>

// The algorithm's pseudocode (naive DFS as in seeds 000-003, Algorithm X with Dancing Links as in seed 004,
// the fast dfs), with the line the replay's current step runs highlighted. Always as tall as its lines; a
// pane narrower than the longest line scrolls sideways (with a scroll bar) instead of cutting it.
class CodeView : public QAbstractScrollArea
{
    Q_OBJECT

public:
    explicit CodeView(QWidget *parent = nullptr);

    // `houseFlags`: the naive search's flags are per house of the rules (a variant's), not per row, column and box.
    void setAlgorithm(sudoku::Algorithm algorithm, bool houseFlags = false);
    void setCurrentLine(int line); // -1: none (before the first step)
    int currentLine() const { return m_line; }
    const QStringList &lines() const { return m_lines; }
    int contentWidth() const; // the longest line and its margins

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void retranslateUi();
    void updateScrollBar();
    int contentHeight() const;

    sudoku::Algorithm m_algorithm = sudoku::Algorithm::Dfs;
    bool m_houseFlags = false;
    QStringList m_lines;
    int m_line = -1;
};
