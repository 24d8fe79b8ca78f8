// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessibleWidget>

#include <array>

class BoardView;

// The board as assistive technology sees it: a table of 9 rows and 9 columns whose 81 children are the
// cells, each with its row, column and box, its digit or "empty", given or entry, pencil marks, conflict,
// mistake and colour as its name (BoardView::cellText), the selected cell selected and, while the board has
// the keyboard, focused. A screen reader walks it as a grid, and a cell can be selected from it (the cell's
// SetFocus action). BoardView tells it what changes: the focus moving with the selection, a cell's name
// after a move.
//
// Qt keeps the interfaces: this one is made by the factory that BoardView installs and deleted with the
// board; the cells' interfaces are made when first asked for, registered with QAccessible, and deleted here.
class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface
{
public:
    explicit BoardAccessible(BoardView *view);
    ~BoardAccessible() override;

    // For QAccessible::installFactory: the board's interface for a BoardView, nothing for anything else.
    static QAccessibleInterface *factory(const QString &className, QObject *object);

    BoardView *view() const;

    // QAccessibleInterface
    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;
    void *interface_cast(QAccessible::InterfaceType type) override;

    // QAccessibleTableInterface
    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override;
    int selectedCellCount() const override { return 1; }
    QList<QAccessibleInterface *> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override { return 9; }
    int rowCount() const override { return 9; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; } // one cell is selected at a time
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent *) override { } // the grid never changes shape

private:
    mutable std::array<QAccessible::Id, 81> m_cells {}; // 0: not made yet
};
