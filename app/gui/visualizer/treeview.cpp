// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/treeview.h"

#include "visualizer/tracetext.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <climits>

namespace
{

constexpr int kMinBoxWidth = 118;
constexpr int kGap = 6;
constexpr int kLabelWidth = 64;

} // namespace

TreeView::TreeView(QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Search tree"));
    setToolTip(tr("The search tree around the step shown: each row is a level, each box a guess with the "
                  "nodes below it; red ones failed. Click one to jump there."));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void TreeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Search tree"));
        setToolTip(tr("The search tree around the step shown: each row is a level, each box a guess with the "
                      "nodes below it; red ones failed. Click one to jump there."));
        update();
    }
    QWidget::changeEvent(event);
}

void TreeView::setTree(sudoku::SearchTree tree)
{
    m_tree = std::move(tree);
    m_hasTree = true;
    layoutBoxes();
    update();
}

void TreeView::clear()
{
    m_tree = {};
    m_hasTree = false;
    m_boxes.clear();
    update();
}

QString TreeView::nodeText(const sudoku::TreeNode &node) const
{
    // The count is of the nodes (placements) under the guess: said so ("· 38" alone meant nothing).
    const int n = static_cast<int>(std::min<std::uint64_t>(node.nodes, INT_MAX)); // the plural form
    return node.onPath ? tr("%1=%2 \u00b7 %L3 nodes", "a guess on the path and the nodes under it", n)
                             .arg(TraceText::cell(node.cell))
                             .arg(node.digit)
                             .arg(node.nodes)
                       : tr("\u2717 %1=%2 \u00b7 %L3 nodes", "a failed guess and the nodes under it", n)
                             .arg(TraceText::cell(node.cell))
                             .arg(node.digit)
                             .arg(node.nodes);
}

int TreeView::boxWidth() const
{
    sudoku::TreeNode widest;
    widest.cell = 80;
    widest.digit = 9;
    widest.nodes = 99'999;
    return std::max(kMinBoxWidth, fontMetrics().horizontalAdvance(nodeText(widest)) + 12);
}

int TreeView::rowHeight() const
{
    return fontMetrics().lineSpacing() + 8;
}

void TreeView::layoutBoxes()
{
    m_boxes.clear();
    const int row = rowHeight();
    const int rows = std::max(1, (height() - 4) / row - 1); // the first row is the root
    const int levels = static_cast<int>(m_tree.levels.size());
    m_firstLevel = std::max(0, levels - rows);
    const int boxWidth = this->boxWidth();
    const int perRow = std::max(1, (width() - kLabelWidth - kGap) / (boxWidth + kGap));
    for (int level = m_firstLevel; level < levels; ++level) {
        const auto &nodes = m_tree.levels[static_cast<std::size_t>(level)].nodes;
        // The last ones that fit: the one on the path is the last of its level.
        const std::size_t first = nodes.size() > static_cast<std::size_t>(perRow) ? nodes.size() - perRow : 0;
        const int y = 2 + (level - m_firstLevel + 1) * row;
        for (std::size_t i = first; i < nodes.size(); ++i) {
            const int x = kLabelWidth + kGap + static_cast<int>(i - first) * (boxWidth + kGap);
            m_boxes.push_back({QRect(x, y + 2, boxWidth, row - 4), static_cast<std::size_t>(level), i});
        }
    }
}

QRect TreeView::nodeRect(std::size_t level, std::size_t index) const
{
    for (const Box &box : m_boxes) {
        if (box.level == level && box.index == index)
            return box.rect;
    }
    return {};
}

const sudoku::TreeNode *TreeView::nodeAt(const QPoint &point) const
{
    for (const Box &box : m_boxes) {
        if (box.rect.contains(point))
            return &m_tree.levels[box.level].nodes[box.index];
    }
    return nullptr;
}

void TreeView::mousePressEvent(QMouseEvent *event)
{
    if (const sudoku::TreeNode *node = nodeAt(event->position().toPoint()))
        Q_EMIT nodeClicked(node->step);
    QWidget::mousePressEvent(event);
}

void TreeView::resizeEvent(QResizeEvent *event)
{
    layoutBoxes();
    QWidget::resizeEvent(event);
}

void TreeView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette &pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    painter.setPen(pal.color(QPalette::Mid));
    painter.drawRect(rect().adjusted(0, 0, -1, -1));
    const int row = rowHeight();
    painter.setPen(pal.color(QPalette::Text));
    const QString root = m_hasTree ? tr("The puzzle: %L1 nodes so far, %L2 of them forced at the root")
                                         .arg(m_tree.rootNodes)
                                         .arg(m_tree.forcedAt(0))
                                   : tr("No search recorded yet.");
    painter.drawText(QRect(6, 2, width() - 12, row), Qt::AlignVCenter | Qt::AlignLeft,
        m_firstLevel > 0 ? root + tr(" \u00b7 levels 1-%1 above").arg(m_firstLevel) : root);
    const QColor failed(0xc0, 0x1c, 0x28);
    QColor failedFill = failed;
    failedFill.setAlphaF(0.12f);
    for (int level = m_firstLevel; level < static_cast<int>(m_tree.levels.size()); ++level) {
        const int y = 2 + (level - m_firstLevel + 1) * row;
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(
            QRect(6, y, kLabelWidth, row), Qt::AlignVCenter | Qt::AlignLeft, tr("depth %1").arg(level + 1));
    }
    for (const Box &box : m_boxes) {
        const sudoku::TreeNode &node = m_tree.levels[box.level].nodes[box.index];
        if (node.onPath) {
            painter.fillRect(box.rect, pal.color(QPalette::Highlight));
            painter.setPen(pal.color(QPalette::HighlightedText));
        } else {
            painter.fillRect(box.rect, failedFill);
            painter.setPen(failed);
            painter.drawRect(box.rect.adjusted(0, 0, -1, -1));
        }
        painter.drawText(box.rect.adjusted(4, 0, -4, 0), Qt::AlignCenter, nodeText(node));
    }
}
