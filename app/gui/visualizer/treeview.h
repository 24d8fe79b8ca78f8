// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/search/searchtree.h"

#include <QWidget>

#include <vector>

// The search tree around the step shown (sudoku::searchTreeAt): one row per level from the root, each with
// the guesses tried at that branch point in order, the failed ones collapsed to their node counts and the one
// on the current path highlighted. When the levels do not fit, the deepest are shown. Clicking a guess jumps
// to the step right after it.
class TreeView : public QWidget
{
    Q_OBJECT

public:
    explicit TreeView(QWidget *parent = nullptr);

    void setTree(sudoku::SearchTree tree);
    void clear();
    const sudoku::SearchTree &tree() const { return m_tree; }
    // The guess drawn at a point, for clicks (and tests); null when none.
    const sudoku::TreeNode *nodeAt(const QPoint &point) const;
    QRect nodeRect(std::size_t level, std::size_t index) const; // empty when not drawn
    // What a guess's box says: "r3c2=8 · 17 nodes", "✗ r1c6=5 · 4 nodes" (the placements under it).
    QString nodeText(const sudoku::TreeNode &node) const;

    QSize sizeHint() const override { return {600, 180}; }
    QSize minimumSizeHint() const override { return {240, 110}; }

Q_SIGNALS:
    void nodeClicked(std::uint64_t step); // the step of the guess's Place event

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Box {
        QRect rect;
        std::size_t level = 0;
        std::size_t index = 0;
    };
    void layoutBoxes();
    int rowHeight() const;
    int boxWidth() const; // wide enough for a guess and its count of nodes

    sudoku::SearchTree m_tree;
    std::vector<Box> m_boxes;
    int m_firstLevel = 0; // the first level drawn
    bool m_hasTree = false;
};
