// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardaccessible.h"

#include "board/boardview.h"

#include <QPointer>
#include <QWidget>
#include <QWindow>

namespace
{

// One cell of the board. It holds no state of its own: everything it says is asked of the view when asked
// for, so it is never out of date; the view sends the events that tell a screen reader to ask again.
class CellAccessible : public QAccessibleInterface,
                       public QAccessibleTableCellInterface,
                       public QAccessibleActionInterface
{
public:
    CellAccessible(BoardView *view, int cell)
        : m_view(view)
        , m_cell(cell)
    {
    }

    bool isValid() const override { return !m_view.isNull(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_view ? m_view->window()->windowHandle() : nullptr; }
    QAccessibleInterface *parent() const override { return QAccessible::queryAccessibleInterface(m_view.data()); }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }

    QString text(QAccessible::Text type) const override
    {
        if (!m_view)
            return {};
        switch (type) {
        case QAccessible::Name:
            return m_view->cellText(m_cell);
        case QAccessible::Value: {
            const int digit = m_view->cellDigit(m_cell);
            return digit != 0 ? QString::number(digit) : QString();
        }
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString &) override { } // a cell changes by moves, never by its name
    QRect rect() const override
    {
        if (!m_view)
            return {};
        const QRect local = m_view->cellRect(m_cell).toAlignedRect();
        return {m_view->mapToGlobal(local.topLeft()), local.size()};
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override
    {
        QAccessible::State state;
        if (!m_view)
            return state;
        state.focusable = true;
        state.selectable = true;
        state.selected = m_view->selectedCell() == m_cell;
        state.focused = state.selected && m_view->hasFocus();
        state.readOnly = m_view->isCellGiven(m_cell);
        state.invisible = !m_view->isVisible();
        state.disabled = !m_view->isEnabled();
        return state;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::TableCellInterface)
            return static_cast<QAccessibleTableCellInterface *>(this);
        if (type == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface *>(this);
        return nullptr;
    }

    // QAccessibleTableCellInterface
    bool isSelected() const override { return m_view && m_view->selectedCell() == m_cell; }
    QList<QAccessibleInterface *> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return sudoku::colOf(m_cell); }
    int rowIndex() const override { return sudoku::rowOf(m_cell); }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface *table() const override { return parent(); }

    // QAccessibleActionInterface: a screen reader's "go there" selects the cell, as a click would.
    QStringList actionNames() const override { return {setFocusAction()}; }
    void doAction(const QString &name) override
    {
        if (!m_view || name != setFocusAction())
            return;
        m_view->setSelectedCell(m_cell);
        m_view->setFocus(Qt::OtherFocusReason);
    }
    QStringList keyBindingsForAction(const QString &) const override { return {}; }

private:
    QPointer<BoardView> m_view;
    int m_cell;
};

} // namespace

BoardAccessible::BoardAccessible(BoardView *view)
    : QAccessibleWidget(view, QAccessible::Table)
{
}

BoardAccessible::~BoardAccessible()
{
    for (QAccessible::Id id : m_cells) {
        if (id != 0)
            QAccessible::deleteAccessibleInterface(id);
    }
}

QAccessibleInterface *BoardAccessible::factory(const QString &className, QObject *object)
{
    if (className == QLatin1String("BoardView") && object && object->isWidgetType())
        return new BoardAccessible(static_cast<BoardView *>(object));
    return nullptr;
}

BoardView *BoardAccessible::view() const
{
    return static_cast<BoardView *>(widget());
}

int BoardAccessible::childCount() const
{
    return sudoku::kCellCount;
}

QAccessibleInterface *BoardAccessible::child(int index) const
{
    if (index < 0 || index >= sudoku::kCellCount)
        return nullptr;
    QAccessible::Id &id = m_cells[static_cast<std::size_t>(index)];
    if (id == 0)
        id = QAccessible::registerAccessibleInterface(new CellAccessible(view(), index));
    return QAccessible::accessibleInterface(id);
}

int BoardAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    if (!child)
        return -1;
    const QAccessible::Id id = QAccessible::uniqueId(const_cast<QAccessibleInterface *>(child));
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        if (m_cells[i] == id)
            return static_cast<int>(i);
    }
    return -1;
}

QAccessibleInterface *BoardAccessible::childAt(int x, int y) const
{
    const int cell = view()->cellAt(QPointF(view()->mapFromGlobal(QPoint(x, y))));
    return cell >= 0 ? child(cell) : nullptr;
}

QAccessibleInterface *BoardAccessible::focusChild() const
{
    return view()->hasFocus() ? child(view()->selectedCell()) : nullptr;
}

void *BoardAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface *>(this);
    return QAccessibleWidget::interface_cast(type);
}

QAccessibleInterface *BoardAccessible::cellAt(int row, int column) const
{
    if (row < 0 || row > 8 || column < 0 || column > 8)
        return nullptr;
    return child(sudoku::cellAt(row, column));
}

QList<QAccessibleInterface *> BoardAccessible::selectedCells() const
{
    return {child(view()->selectedCell())};
}

QString BoardAccessible::columnDescription(int column) const
{
    return BoardView::tr("Column %1").arg(column + 1);
}

QString BoardAccessible::rowDescription(int row) const
{
    return BoardView::tr("Row %1").arg(row + 1);
}
