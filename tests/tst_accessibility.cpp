// SPDX-License-Identifier: GPL-3.0-or-later
// What assistive technology gets, through Qt's accessibility interfaces (the ones the AT-SPI bridge reads):
// the board is a table of cells that say where they are and what they hold, the focus follows the
// selection, every move renames the cells it changed, a message and each hint stage are announced, and
// every control of the window, its dialogs and the search lab has a name.
#include "guitestutil.h"
#include "windowfixture.h"

#include "assist/hintpanel.h"
#include "board/boardview.h"
#include "board/messagebar.h"
#include "board/numberpad.h"
#include "dialogs/aboutdialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/preferencesdialog.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "print/bookletdialog.h"
#include "print/exportdialog.h"
#include "stats/finishdialog.h"
#include "stats/gametracker.h"
#include "stats/statisticsdialog.h"
#include "visualizer/comparewindow.h"
#include "visualizer/visualizerpanel.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "workers/solvecontroller.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QToolBar>
#include <QtGui/private/qguiapplication_p.h>
#include <QtGui/qpa/qplatformaccessibility.h>
#include <QtGui/qpa/qplatformintegration.h>

#include <vector>

using namespace sudoku;

namespace
{

// An event as assistive technology received it, with what the object (or child) said at that moment.
struct Heard {
    QAccessible::Event type;
    QObject *object;
    int child;
    QAccessible::Role role;
    QString name;
    QString description;
};

std::vector<Heard> &heard()
{
    static std::vector<Heard> events;
    return events;
}

void listen(QAccessibleEvent *event)
{
    switch (event->type()) {
    case QAccessible::Focus:
    case QAccessible::NameChanged:
    case QAccessible::DescriptionChanged:
    case QAccessible::ObjectShow:
    case QAccessible::Selection:
        break;
    default:
        return; // others may come from objects being made or destroyed: not asked about
    }
    Heard h {event->type(), event->object(), event->child(), QAccessible::NoRole, {}, {}};
    if (QAccessibleInterface *iface = event->accessibleInterface()) {
        h.role = iface->role();
        h.name = iface->text(QAccessible::Name);
        h.description = iface->text(QAccessible::Description);
    }
    heard().push_back(h);
}

QString describe(QWidget *widget)
{
    QString where = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        where += QLatin1Char('#') + widget->objectName();
    for (QWidget *up = widget->parentWidget(); up; up = up->parentWidget()) {
        if (up->isWindow()) {
            where += QStringLiteral(" in \"%1\"").arg(up->windowTitle());
            break;
        }
    }
    return where;
}

// The controls under `root` that a player can reach and that assistive technology cannot name: every
// visible button, box, slider, field, list and table, and the app's own drawn views.
QStringList unnamedControls(QWidget *root)
{
    QStringList unnamed;
    const QList<QWidget *> widgets = root->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (!w->isVisibleTo(root))
            continue;
        const bool control = qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w)
            || qobject_cast<QAbstractSlider *>(w) || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QLineEdit *>(w)
            || qobject_cast<QAbstractItemView *>(w) || w->focusPolicy() != Qt::NoFocus;
        if (!control || qobject_cast<QToolBar *>(w) || w->inherits("QScrollBar") || w->inherits("QTabBar")
            || w->inherits("QToolBarExtension") || w->inherits("QHeaderView") || w->inherits("QDialogButtonBox")
            || w->inherits("QScrollArea") || w->inherits("QAbstractScrollAreaScrollBarContainer")
            || w->inherits("QMenu") || w->inherits("QMenuBar") || w->inherits("QSplitterHandle"))
            continue;
        QWidget *parent = w->parentWidget();
        if (parent
            && (qobject_cast<QAbstractItemView *>(parent->parentWidget()) || qobject_cast<QAbstractItemView *>(parent)
                || qobject_cast<QAbstractSpinBox *>(parent) || qobject_cast<QComboBox *>(parent)))
            continue; // a view's viewport and corner, the field inside a spin box or an editable box
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        if (!iface || iface->text(QAccessible::Name).trimmed().isEmpty())
            unnamed << describe(w);
    }
    return unnamed;
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;
    QAccessible::UpdateHandler m_previousHandler = nullptr;

    MainWindow *window() const { return m_fixture.window(); }
    GameModel *model() const { return window()->model(); }
    BoardView *board() const { return window()->board(); }
    QAccessibleInterface *table() const { return QAccessible::queryAccessibleInterface(board()); }
    QString cellName(int cell) const { return table()->child(cell)->text(QAccessible::Name); }

    void type(int cell, Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        board()->setSelectedCell(cell);
        QTest::keyClick(board(), key, modifiers);
    }
    bool hint()
    {
        QSignalSpy finished(window()->solver(), &SolveController::jobFinished);
        window()->actions()->hint->trigger();
        return finished.wait(10000);
    }
    // What was heard of `object` (and, for a cell, of that child) since the last clear.
    std::vector<Heard> heardOf(QObject *object, QAccessible::Event type, int child = -1) const
    {
        std::vector<Heard> found;
        for (const Heard &h : heard()) {
            if (h.object == object && h.type == type && (child < 0 || h.child == child))
                found.push_back(h);
        }
        return found;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_previousHandler = QAccessible::installUpdateHandler(&listen);
        // As the platform's bridge does when a screen reader asks for it (the offscreen platform has none), as
        // Qt's own accessibility tests do.
        QPlatformAccessibility *platform = QGuiApplicationPrivate::platformIntegration()->accessibility();
        QVERIFY(platform);
        platform->setActive(true);
        QVERIFY(QAccessible::isActive());
    }
    void cleanupTestCase()
    {
        QGuiApplicationPrivate::platformIntegration()->accessibility()->setActive(false);
        QAccessible::installUpdateHandler(m_previousHandler);
    }
    void init()
    {
        QVERIFY(m_fixture.open(QSize(1000, 760)));
        window()->solver()->discard();
        model()->loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
        model()->setSolution(guitest::grid(guitest::kEasySolution));
        board()->setFocus();
        QTRY_VERIFY(board()->hasFocus());
        heard().clear();
    }
    void cleanup() { m_fixture.close(); }

    // A table of 9 by 9 cells, each saying where it is and what it holds.
    void boardIsATableOfCells()
    {
        QAccessibleInterface *iface = table();
        QVERIFY(iface);
        QCOMPARE(iface->role(), QAccessible::Table);
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Sudoku board"));
        QAccessibleTableInterface *grid = iface->tableInterface();
        QVERIFY(grid);
        QCOMPARE(grid->rowCount(), 9);
        QCOMPARE(grid->columnCount(), 9);
        QCOMPARE(iface->childCount(), 81);
        QCOMPARE(grid->rowDescription(4), QStringLiteral("Row 5"));

        QAccessibleInterface *given = grid->cellAt(0, 0);
        QVERIFY(given);
        QCOMPARE(given->role(), QAccessible::Cell);
        QCOMPARE(given->text(QAccessible::Name), QStringLiteral("Row 1, column 1, box 1, 5, given"));
        QCOMPARE(given->text(QAccessible::Value), QStringLiteral("5"));
        QVERIFY(given->state().readOnly);
        QCOMPARE(given->parent(), iface);
        QCOMPARE(iface->indexOfChild(given), 0);

        QAccessibleInterface *empty = grid->cellAt(4, 4); // r5c5, the centre: empty in kEasy
        QCOMPARE(empty->text(QAccessible::Name), QStringLiteral("Row 5, column 5, box 5, empty"));
        QAccessibleTableCellInterface *cell = empty->tableCellInterface();
        QVERIFY(cell);
        QCOMPARE(cell->rowIndex(), 4);
        QCOMPARE(cell->columnIndex(), 4);
        QCOMPARE(cell->table(), iface);
        // The cell is where it is drawn, so that a screen magnifier or a click by an assistive tool lands on it.
        const QRect drawn = board()->cellRect(40).toAlignedRect();
        QCOMPARE(empty->rect(), QRect(board()->mapToGlobal(drawn.topLeft()), drawn.size()));
        QCOMPARE(iface->childAt(empty->rect().center().x(), empty->rect().center().y()), empty);
    }

    // The focus is on the selected cell, and moves with it.
    void focusFollowsTheSelection()
    {
        board()->setSelectedCell(40);
        QTRY_VERIFY(!heardOf(board(), QAccessible::Focus).empty() || table()->focusChild());
        heard().clear();
        QTest::keyClick(board(), Qt::Key_Right);
        QCOMPARE(board()->selectedCell(), 41);
        const std::vector<Heard> focus = heardOf(board(), QAccessible::Focus, 41);
        QCOMPARE(focus.size(), std::size_t(1));
        QCOMPARE(focus.front().role, QAccessible::Cell);
        QCOMPARE(focus.front().name, QStringLiteral("Row 5, column 6, box 5, 3, given"));
        QAccessibleInterface *focused = table()->focusChild();
        QVERIFY(focused);
        QCOMPARE(focused, table()->child(41));
        QVERIFY(focused->state().focused);
        QVERIFY(focused->state().selected);
        QVERIFY(!table()->child(40)->state().selected);
        QCOMPARE(table()->tableInterface()->selectedCells(), QList<QAccessibleInterface *> {focused});

        // A screen reader's "go to" selects the cell.
        QAccessibleInterface *target = table()->child(2);
        QVERIFY(target->actionInterface());
        target->actionInterface()->doAction(QAccessibleActionInterface::setFocusAction());
        QCOMPARE(board()->selectedCell(), 2);

        // Getting the keyboard back puts the focus on the cell, not on the whole table.
        window()->messageBar()->setFocus();
        heard().clear();
        board()->setFocus();
        QTRY_VERIFY(!heardOf(board(), QAccessible::Focus, 2).empty());
        QCOMPARE(heard().back().type, QAccessible::Selection); // the cell's focus comes after the table's
    }

    // Every move renames the cells it changes: a digit, a conflict, pencil marks, a colour, undo.
    void movesAreAnnounced()
    {
        type(2, Qt::Key_4); // r1c3
        std::vector<Heard> named = heardOf(board(), QAccessible::NameChanged, 2);
        QCOMPARE(named.size(), std::size_t(1));
        QCOMPARE(named.front().name, QStringLiteral("Row 1, column 3, box 1, 4, your entry"));

        heard().clear();
        type(2, Qt::Key_5); // a second 5 in row 1 (r1c1 is 5): both say so
        QCOMPARE(cellName(2),
            QStringLiteral(
                "Row 1, column 3, box 1, 5, your entry, conflict: the digit repeats in its row, column or box"));
        QVERIFY(!heardOf(board(), QAccessible::NameChanged, 0).empty());
        QVERIFY(cellName(0).endsWith(QStringLiteral("conflict: the digit repeats in its row, column or box")));

        heard().clear();
        QTest::keyClick(board(), Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(board(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(
            heardOf(board(), QAccessible::NameChanged, 2).back().name, QStringLiteral("Row 1, column 3, box 1, empty"));

        type(3, Qt::Key_1, Qt::ShiftModifier); // pencil marks in r1c4
        type(3, Qt::Key_2, Qt::ShiftModifier);
        QCOMPARE(heardOf(board(), QAccessible::NameChanged, 3).back().name,
            QStringLiteral("Row 1, column 4, box 2, empty, pencil marks 1 2"));

        QTest::keyClick(board(), Qt::Key_C); // colouring: 2 colours the cell
        QTest::keyClick(board(), Qt::Key_2);
        QTest::keyClick(board(), Qt::Key_C);
        QVERIFY2(cellName(3).startsWith(QStringLiteral("Row 1, column 4, box 2, empty, pencil marks 1 2, coloured ")),
            qPrintable(cellName(3)));
    }

    // With Show mistakes on, a wrong digit says so; while paused the cells say only where they are.
    void mistakesAndPause()
    {
        m_fixture.settings()->setShowMistakes(true);
        window()->applySettings();
        type(2, Qt::Key_1); // r1c3 is 4
        QCOMPARE(cellName(2), QStringLiteral("Row 1, column 3, box 1, 1, your entry, a mistake"));
        window()->actions()->pause->trigger();
        QCOMPARE(cellName(2), QStringLiteral("Row 1, column 3, box 1"));
        QCOMPARE(table()->child(0)->text(QAccessible::Value), QString());
        window()->actions()->pause->trigger();
        QVERIFY(cellName(0).contains(QStringLiteral("5, given")));
    }

    // Each stage of a hint is announced: the panel is a notification, shown again with the stage's text.
    void hintStagesAreAnnounced()
    {
        HintPanel *panel = window()->hintPanel();
        QVERIFY(hint());
        QTRY_VERIFY(panel->isVisible());
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(panel);
        QCOMPARE(iface->role(), QAccessible::Notification);
        std::vector<Heard> shown = heardOf(panel, QAccessible::ObjectShow);
        QCOMPARE(shown.size(), std::size_t(1));
        QVERIFY2(shown.front().description.startsWith(panel->title() + QStringLiteral(": ")),
            qPrintable(shown.front().description));

        heard().clear();
        QTest::keyClick(board(), Qt::Key_H); // the second stage: where to look
        shown = heardOf(panel, QAccessible::ObjectShow);
        QCOMPARE(shown.size(), std::size_t(1));
        QVERIFY(shown.front().description.endsWith(panel->text()));
        QCOMPARE(iface->text(QAccessible::Description), shown.front().description);

        heard().clear();
        QTest::keyClick(board(), Qt::Key_H); // the third: the cells and why
        QTest::keyClick(board(), Qt::Key_H); // applied: a digit placed or candidates removed, the cells renamed
        QVERIFY(!heardOf(board(), QAccessible::NameChanged).empty());
    }

    // A message is announced with its text, its buttons have names, and Return presses the first.
    void messagesAreAnnounced()
    {
        MessageBar *bar = window()->messageBar();
        type(2, Qt::Key_1); // wrong: r1c3 is 4
        heard().clear();
        QVERIFY(hint()); // before a hint, the wrong entry is pointed out
        QTRY_VERIFY(bar->isVisible());
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(bar);
        QCOMPARE(iface->role(), QAccessible::Notification);
        const std::vector<Heard> shown = heardOf(bar, QAccessible::ObjectShow);
        QCOMPARE(shown.size(), std::size_t(1));
        QCOMPARE(shown.front().description, bar->text());
        QVERIFY(!bar->text().isEmpty());
        for (QAbstractButton *button : bar->buttons())
            QVERIFY(!QAccessible::queryAccessibleInterface(button)->text(QAccessible::Name).isEmpty());
    }

    // Every control of the window has a name a screen reader can say: the pad, the toolbar, the clock, the
    // status bar, the message's and the hint's buttons.
    void windowControlsHaveNames()
    {
        type(2, Qt::Key_1);
        QVERIFY(hint()); // the message with its button
        QTRY_VERIFY(window()->messageBar()->isVisible());
        QTest::keyClick(board(), Qt::Key_Delete);
        QVERIFY(hint()); // and the hint panel
        QTRY_VERIFY(window()->hintPanel()->isVisible());
        QStringList unnamed = unnamedControls(window());
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral("; "))));
        QAccessibleInterface *clock = QAccessible::queryAccessibleInterface(window()->clockLabel());
        QCOMPARE(clock->text(QAccessible::Name), QStringLiteral("Time"));
        QAccessibleInterface *pad = QAccessible::queryAccessibleInterface(window()->pad());
        QCOMPARE(pad->text(QAccessible::Name), QStringLiteral("Number pad"));
    }

    void dialogsHaveNames_data()
    {
        QTest::addColumn<QString>("dialog");
        for (const char *name :
            {"preferences", "newgame", "about", "statistics", "finish", "export", "booklet", "visualizer", "compare"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    // Every dialog and the search lab: a title, and a name for each of their controls.
    void dialogsHaveNames()
    {
        QFETCH(QString, dialog);
        std::unique_ptr<QWidget> owned;
        QWidget *shown = nullptr;
        if (dialog == QLatin1String("preferences"))
            owned = std::make_unique<PreferencesDialog>(m_fixture.settings(), window());
        else if (dialog == QLatin1String("newgame"))
            owned = std::make_unique<NewGameDialog>(m_fixture.settings(), window());
        else if (dialog == QLatin1String("about"))
            owned = std::make_unique<AboutDialog>(window());
        else if (dialog == QLatin1String("finish"))
            owned = std::make_unique<FinishDialog>(
                GameFacts {Difficulty::Easy, {}, QString::fromLatin1(guitest::kEasy), 1.2, 300000, {}}, QString(),
                std::nullopt, window());
        else if (dialog == QLatin1String("export"))
            owned = std::make_unique<ExportDialog>(false, window());
        else if (dialog == QLatin1String("booklet"))
            owned = std::make_unique<BookletDialog>(window());
        if (owned) {
            shown = owned.get();
        } else if (dialog == QLatin1String("statistics")) {
            window()->showStatistics();
            shown = window()->statisticsDialog();
        } else {
            window()->visualizeAction()->trigger();
            shown = window()->visualizer();
            if (dialog == QLatin1String("compare")) {
                window()->visualizer()->openCompare();
                shown = window()->visualizer()->findChild<CompareWindow *>();
            }
        }
        QVERIFY(shown);
        shown->show();
        QVERIFY(QTest::qWaitForWindowExposed(shown));
        QVERIFY(!QAccessible::queryAccessibleInterface(shown)->text(QAccessible::Name).isEmpty());
        const QStringList unnamed = unnamedControls(shown);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral("; "))));
        shown->close();
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
