// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/matrixview.h"

#include "sudoku/grid/candidates.h"
#include "sudoku/search/dlxsolver.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

using namespace sudoku;

MatrixView::MatrixView(QWidget *parent)
    : QWidget(parent)
{
    m_sizes.fill(0);
    retranslateUi();
}

void MatrixView::retranslateUi()
{
    setAccessibleName(tr("Exact-cover matrix"));
    setToolTip(tr("The 324 columns of the exact-cover matrix with the rows left in each: grey = covered, red = no "
                  "row left; the ring is the column chosen, the outlines the columns of the row taken"));
    update();
}

void MatrixView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

std::array<int, 324> MatrixView::columnSizes(const Grid &grid)
{
    std::array<int, 324> sizes {};
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (grid[cell] != 0) {
            for (int column : DlxSolver::rowColumns(DlxSolver::rowFor(cell, grid[cell])))
                sizes[static_cast<std::size_t>(column)] = kCovered;
        }
    }
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (grid[cell] != 0)
            continue;
        const CandidateMask candidates = candidatesOf(grid, cell);
        for (int d = 1; d <= 9; ++d) {
            if (!(candidates & digitBit(d)))
                continue;
            for (int column : DlxSolver::rowColumns(DlxSolver::rowFor(cell, d))) {
                if (sizes[static_cast<std::size_t>(column)] != kCovered)
                    ++sizes[static_cast<std::size_t>(column)];
            }
        }
    }
    return sizes;
}

void MatrixView::setState(const Grid &grid, std::optional<int> chosen, std::optional<std::pair<int, int>> row)
{
    m_sizes = columnSizes(grid);
    m_chosen = chosen;
    m_rowColumns.fill(-1);
    if (row) {
        const auto columns = DlxSolver::rowColumns(DlxSolver::rowFor(row->first, row->second));
        std::copy(columns.begin(), columns.end(), m_rowColumns.begin());
    }
    update();
}

QString MatrixView::title(int group) const
{
    const QString titles[4]
        = {tr("cell r,c filled"), tr("row r has digit d"), tr("column c has digit d"), tr("box b has digit d")};
    return QStringLiteral("%1 \u00b7 %2").arg(group * 81).arg(titles[std::clamp(group, 0, 3)]);
}

QRect MatrixView::Layout::titleRect(int group) const
{
    return {(group % across) * panelWidth + 6, (group / across) * panelHeight + 2, panelWidth - 8, titleHeight};
}

QPoint MatrixView::Layout::gridOrigin(int group) const
{
    const QRect title = titleRect(group);
    return {title.left(), title.bottom() + 1};
}

MatrixView::Layout MatrixView::layout() const
{
    // Four panels in a row, two by two, or in a column: whichever gives the largest columns, each panel's title
    // taking the lines its width needs.
    Layout best;
    best.cell = 0;
    for (const int a : {4, 2, 1}) {
        Layout l;
        l.across = a;
        l.panelWidth = width() / a;
        l.panelHeight = height() / (4 / a);
        for (int group = 0; group < 4; ++group) {
            const QRect needed = fontMetrics().boundingRect(
                QRect(0, 0, std::max(1, l.panelWidth - 8), 10000), Qt::TextWordWrap, title(group));
            l.titleHeight = std::max(l.titleHeight, needed.height() + 2);
        }
        l.cell = std::min((l.panelWidth - 12) / 9, (l.panelHeight - l.titleHeight - 6) / 9);
        if (l.cell > best.cell)
            best = l;
    }
    best.cell = std::max(5, best.cell);
    return best;
}

void MatrixView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette &pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    const Layout l = layout();
    const int cell = l.cell;
    QFont small = font();
    small.setPixelSize(std::max(6, cell * 2 / 3));
    const QColor covered = pal.color(QPalette::Mid);
    const QColor empty(0xc0, 0x1c, 0x28);
    const QColor forced(0xe6, 0x61, 0x00);
    const QColor open = pal.color(QPalette::Highlight);
    for (int group = 0; group < 4; ++group) {
        painter.setPen(pal.color(QPalette::Text));
        painter.setFont(font());
        painter.drawText(l.titleRect(group), Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, title(group));
        const int px = l.gridOrigin(group).x();
        const int py = l.gridOrigin(group).y();
        painter.setFont(small);
        for (int i = 0; i < 81; ++i) {
            const int column = group * 81 + i;
            const int size = m_sizes[static_cast<std::size_t>(column)];
            const QRect r(px + (i % 9) * cell, py + (i / 9) * cell, cell - 1, cell - 1);
            if (size == kCovered) {
                QColor grey = covered;
                grey.setAlphaF(0.45f);
                painter.fillRect(r, grey);
                continue;
            }
            QColor fill = size == 0 ? empty : size == 1 ? forced : open;
            fill.setAlphaF(size <= 1 ? 0.85f : 0.15f + 0.07f * static_cast<float>(9 - size));
            painter.fillRect(r, fill);
            if (cell >= 10) {
                painter.setPen(size <= 1 ? QColor(Qt::white) : pal.color(QPalette::Text));
                painter.drawText(r, Qt::AlignCenter, QString::number(size));
            }
        }
        auto outline = [&](int column, const QPen &pen) {
            if (column / 81 != group)
                return;
            const int i = column % 81;
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(QRect(px + (i % 9) * cell - 1, py + (i / 9) * cell - 1, cell, cell));
        };
        for (int column : m_rowColumns) {
            if (column >= 0)
                outline(column, QPen(pal.color(QPalette::Text), 1.5));
        }
        if (m_chosen)
            outline(*m_chosen, QPen(QColor(0xe0, 0x1b, 0x24), 2.5));
    }
}
