// SPDX-License-Identifier: GPL-3.0-or-later
// Learning in the app (issue 24): the board's row and column labels, and a cell name in the hint's text that
// rings its cell while the pointer is on it.
#include "guitestutil.h"
#include "windowfixture.h"

#include "assist/hintpanel.h"
#include "board/boardview.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "settings/settings.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "workers/solvecontroller.h"

#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>

using namespace sudoku;

class TestLearnView : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;

    MainWindow *window() const { return m_fixture.window(); }
    GameModel *model() const { return window()->model(); }
    BoardView *board() const { return window()->board(); }
    GameActions *actions() const { return window()->actions(); }
    std::array<CellState, kCellCount> cells() const { return model()->snapshot().cells; }
    void key(int key, Qt::KeyboardModifiers modifiers = {}) { QTest::keyClick(board(), Qt::Key(key), modifiers); }
    // How many pixels of `rect` (board coordinates) differ from the window's background.
    int inked(const QImage &image, const QRectF &rect) const
    {
        const qreal dpr = board()->devicePixelRatioF();
        const QColor background = image.pixelColor(1, 1);
        int count = 0;
        const QRect r = QRectF(rect.topLeft() * dpr, rect.size() * dpr).toAlignedRect() & image.rect();
        for (int y = r.top(); y <= r.bottom(); ++y) {
            for (int x = r.left(); x <= r.right(); ++x)
                count += image.pixelColor(x, y) != background;
        }
        return count;
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_fixture.open(QSize(900, 760), guitest::WindowFixture::Start::Nothing));
        model()->loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
        board()->setFocus();
    }
    void cleanup() { m_fixture.close(); }

    // Ctrl+Shift+C labels the rows and columns on the board's edge, outside the cells, and the settings keep it.
    void coordinatesAreDrawnBesideTheCellsAndKept()
    {
        QVERIFY(!m_fixture.settings()->showCoordinates()); // off at first
        QVERIFY(!board()->showsCoordinates());
        QVERIFY(board()->rowLabelRect(0).isEmpty());
        const QRectF before = board()->cellRect(0);

        key(Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(board()->showsCoordinates());
        QVERIFY(actions()->showCoordinates->isChecked());
        QVERIFY(m_fixture.settings()->showCoordinates());
        // The cells made room: smaller, and the labels left of and above them, each beside its row or column.
        QVERIFY(board()->cellRect(0).width() < before.width());
        for (int i = 0; i < 9; ++i) {
            const QRectF row = board()->rowLabelRect(i), col = board()->columnLabelRect(i);
            QVERIFY(!row.isEmpty() && !col.isEmpty());
            const QRectF rowCell = board()->cellRect(cellAt(i, 0)), colCell = board()->cellRect(cellAt(0, i));
            QVERIFY(row.right() <= rowCell.left() + 0.01);
            QCOMPARE(row.center().y(), rowCell.center().y());
            QVERIFY(col.bottom() <= colCell.top() + 0.01);
            QCOMPARE(col.center().x(), colCell.center().x());
            QVERIFY(row.left() >= 0 && col.top() >= 0);
        }
        // Drawn: ink where the labels are, outside every cell.
        const QImage labelled = board()->grab().toImage();
        for (int i : {0, 4, 8}) {
            QVERIFY(inked(labelled, board()->rowLabelRect(i)) > 3);
            QVERIFY(inked(labelled, board()->columnLabelRect(i)) > 3);
        }
        // A window made over the same settings shows them from the start.
        auto other = guitest::makeWindow(m_fixture.settings(), m_fixture.path("other.sudoku"));
        QVERIFY(other->board()->showsCoordinates());
        QVERIFY(other->actions()->showCoordinates->isChecked());
        other.reset();

        key(Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier); // and off again
        QVERIFY(!board()->showsCoordinates());
        QVERIFY(!m_fixture.settings()->showCoordinates());
        QCOMPARE(board()->cellRect(0), before);
    }

    // The cell names of a hint's text are links; the pointer on one rings its cell on the board.
    void aCellNameUnderThePointerRingsItsCell()
    {
        HintPanel *panel = window()->hintPanel();
        QSignalSpy finished(window()->solver(), &SolveController::jobFinished);
        key(Qt::Key_H);
        QVERIFY(finished.wait(10000));
        key(Qt::Key_H);
        key(Qt::Key_H); // the third stage names the cells
        QVERIFY(panel->isVisible());
        QVERIFY(panel->text().contains(QRegularExpression(QStringLiteral("r[1-9]c[1-9]"))));
        QVERIFY(!panel->text().contains(QLatin1String("<a "))); // the text as given
        QVERIFY(panel->textLabel()->text().contains(QLatin1String("<a href=\"cell:")));

        QCOMPARE(board()->hoveredCell(), -1);
        Q_EMIT panel->textLabel()->linkHovered(QStringLiteral("cell:35")); // r3c5
        QCOMPARE(board()->hoveredCell(), cellAt(2, 4));
        QVERIFY(board()->cellFlags(cellAt(2, 4)) & BoardView::Hovered);
        QVERIFY(!(board()->cellFlags(cellAt(2, 5)) & BoardView::Hovered));
        Q_EMIT panel->textLabel()->linkHovered(QString()); // off the name
        QCOMPARE(board()->hoveredCell(), -1);
        Q_EMIT panel->textLabel()->linkHovered(QStringLiteral("cell:99"));
        QCOMPARE(board()->hoveredCell(), cellAt(8, 8));
        key(Qt::Key_Escape); // the hint closes: nothing stays ringed
        QVERIFY(!panel->isVisible());
        QCOMPARE(board()->hoveredCell(), -1);
    }
};

QTEST_MAIN(TestLearnView)
#include "tst_learnview.moc"
