// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/matrixview.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

using namespace sudoku;

MatrixView::MatrixView(QWidget *parent)
    : QWidget(parent)
{
    setGroups(Rules::classicRules());
    m_sizes.assign(static_cast<std::size_t>(constraintCount(Rules::classicRules())), 0);
    retranslateUi();
}

void MatrixView::retranslateUi()
{
    setAccessibleName(tr("Exact-cover matrix"));
    setToolTip(tr("The columns of the exact-cover matrix with the rows left in each: grey = covered, red = no "
                  "row left; the ring is the column chosen, the outlines the columns of the row taken"));
    update();
}

void MatrixView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void MatrixView::setGroups(const Rules &rules)
{
    // The cells, then the houses in the rules' order, a panel per kind: rows, columns, boxes or regions, and
    // the diagonals and windows together.
    m_groups = {{0, kCellCount, HouseKind::Row, true, false}};
    auto extra = [](HouseKind kind) { return kind == HouseKind::Diagonal || kind == HouseKind::Window; };
    for (int house = 0; house < rules.houseCount(); ++house) {
        const HouseKind kind = rules.house(house).kind;
        Group &last = m_groups.back();
        if (!last.cells && (last.kind == kind || (extra(last.kind) && extra(kind)))) {
            last.mixed = last.mixed || last.kind != kind;
            last.count += 9;
            continue;
        }
        m_groups.push_back({houseDigitConstraint(house, 1), 9, kind, false, false});
    }
}

std::vector<int> MatrixView::columnSizes(const Grid &grid, const Rules &rules)
{
    std::vector<int> sizes(static_cast<std::size_t>(constraintCount(rules)), 0);
    auto at = [&](int column) -> int & { return sizes[static_cast<std::size_t>(column)]; };
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (const int digit = grid[cell]) {
            at(cell) = kCovered;
            for (const int house : rules.housesOf(cell))
                at(houseDigitConstraint(house, digit)) = kCovered;
        }
    }
    // A row (cell, digit) is left while its cell and the digit in each of the cell's houses are open.
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (grid[cell] != 0)
            continue;
        for (int d = 1; d <= 9; ++d) {
            bool open = true;
            for (const int house : rules.housesOf(cell))
                open = open && at(houseDigitConstraint(house, d)) != kCovered;
            if (!open)
                continue;
            ++at(cell);
            for (const int house : rules.housesOf(cell))
                ++at(houseDigitConstraint(house, d));
        }
    }
    return sizes;
}

void MatrixView::setState(
    const Grid &grid, const Rules &rules, std::optional<int> chosen, std::optional<std::pair<int, int>> row)
{
    setGroups(rules);
    m_sizes = columnSizes(grid, rules);
    m_chosen = chosen;
    m_rowColumns.clear();
    if (row) {
        m_rowColumns.push_back(row->first);
        for (const int house : rules.housesOf(row->first))
            m_rowColumns.push_back(houseDigitConstraint(house, row->second));
    }
    update();
}

QString MatrixView::title(int group) const
{
    const Group &g = m_groups[static_cast<std::size_t>(group)];
    QString text;
    if (g.cells) {
        text = tr("cell r,c filled");
    } else if (g.mixed) {
        text = tr("diagonal or window has digit d");
    } else {
        switch (g.kind) {
        case HouseKind::Row:
            text = tr("row r has digit d");
            break;
        case HouseKind::Column:
            text = tr("column c has digit d");
            break;
        case HouseKind::Box:
            text = tr("box b has digit d");
            break;
        case HouseKind::Region:
            text = tr("region g has digit d", "a jigsaw's region");
            break;
        case HouseKind::Diagonal:
            text = tr("diagonal has digit d", "Sudoku-X: the main diagonal's line first, then the anti-diagonal's");
            break;
        case HouseKind::Window:
            text = tr("window w has digit d", "Hyper Sudoku's four extra windows");
            break;
        }
    }
    return QStringLiteral("%1 \u00b7 %2").arg(g.first).arg(text);
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
    // The panels all in a row, in rows of half as many, ... or in a column: whichever gives the largest columns,
    // each panel's title taking the lines its width needs.
    const int n = static_cast<int>(m_groups.size());
    Layout best;
    best.cell = 0;
    for (int a = n; a >= 1; a = a == 1 ? 0 : (a + 1) / 2) {
        Layout l;
        l.across = a;
        l.panelWidth = width() / a;
        l.panelHeight = height() / ((n + a - 1) / a);
        for (int group = 0; group < n; ++group) {
            const QRect needed = fontMetrics().boundingRect(
                QRect(0, 0, std::max(1, l.panelWidth - 8), 10000), Qt::TextWordWrap, title(group));
            l.titleHeight = std::max(l.titleHeight, needed.height() + 2);
        }
        l.cell = (l.panelWidth - 12) / 9;
        for (const Group &g : m_groups)
            l.cell = std::min(l.cell, (l.panelHeight - l.titleHeight - 6) / g.lines());
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
    for (int group = 0; group < static_cast<int>(m_groups.size()); ++group) {
        const Group &g = m_groups[static_cast<std::size_t>(group)];
        painter.setPen(pal.color(QPalette::Text));
        painter.setFont(font());
        painter.drawText(l.titleRect(group), Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, title(group));
        const int px = l.gridOrigin(group).x();
        const int py = l.gridOrigin(group).y();
        painter.setFont(small);
        for (int i = 0; i < g.count; ++i) {
            const int column = g.first + i;
            const int size = m_sizes[static_cast<std::size_t>(column)];
            const QRect r(px + (i % 9) * cell, py + (i / 9) * cell, cell - 1, cell - 1);
            if (size == kCovered) {
                QColor grey = covered;
                grey.setAlphaF(0.45f);
                painter.fillRect(r, grey);
                continue;
            }
            QColor fill = size == 0 ? empty : size == 1 ? forced : open;
            fill.setAlphaF(size <= 1 ? 0.85f : 0.15f + 0.07f * static_cast<float>(9 - std::min(size, 9)));
            painter.fillRect(r, fill);
            if (cell >= 10) {
                painter.setPen(size <= 1 ? QColor(Qt::white) : pal.color(QPalette::Text));
                painter.drawText(r, Qt::AlignCenter, QString::number(size));
            }
        }
        auto outline = [&](int column, const QPen &pen) {
            if (column < g.first || column >= g.first + g.count)
                return;
            const int i = column - g.first;
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(QRect(px + (i % 9) * cell - 1, py + (i / 9) * cell - 1, cell, cell));
        };
        for (int column : m_rowColumns)
            outline(column, QPen(pal.color(QPalette::Text), 1.5));
        if (m_chosen)
            outline(*m_chosen, QPen(QColor(0xe0, 0x1b, 0x24), 2.5));
    }
}
