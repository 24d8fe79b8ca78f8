// SPDX-License-Identifier: GPL-3.0-or-later
// Learning in the app (issue 24): the board's row and column labels, a cell name in the hint's text that rings
// its cell while the pointer is on it, and the candidate filter, a view that hides pencil marks without
// touching the game or its history.
#include "guitestutil.h"
#include "windowfixture.h"

#include "assist/hintpanel.h"
#include "board/boardview.h"
#include "board/messagebar.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "play/inputcontroller.h"
#include "settings/settings.h"
#include "vocab/marklayout.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "workers/solvecontroller.h"

#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

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

    // Alt+digit shows that digit's pencil marks only: a view, so the game, its history and undo are untouched,
    // and a hidden mark cannot be changed.
    void theFilterHidesMarksWithoutChangingTheGame()
    {
        model()->fillCandidates();
        model()->enterDigit(cellAt(0, 2), 4); // a move before the filter
        const auto game = cells();
        const int history = model()->undoStack()->index();

        key(Qt::Key_3, Qt::AltModifier);
        QCOMPARE(board()->candidateFilter().digits, digitBit(3));
        QVERIFY(actions()->filterDigit[2]->isChecked());
        QVERIFY(window()->filterLabel()->isVisibleTo(window()));
        int hidden = 0;
        for (int cell = 0; cell < kCellCount; ++cell) {
            const CandidateMask marks = model()->board().at(cell) ? 0 : model()->cellState(cell).marks();
            QCOMPARE(board()->shownMarks(cell), CandidateMask(marks & digitBit(3)));
            hidden += marks != (marks & digitBit(3));
        }
        QVERIFY(hidden > 20);
        QCOMPARE(cells(), game);
        QCOMPARE(model()->undoStack()->index(), history);

        key(Qt::Key_7, Qt::AltModifier); // a second digit: either one's marks
        QCOMPARE(board()->candidateFilter().digits, CandidateMask(digitBit(3) | digitBit(7)));

        // A hidden mark: not clicked, not toggled, not erased.
        int cell = -1;
        for (int c = 0; c < kCellCount && cell < 0; ++c) {
            const CandidateMask marks = model()->board().at(c) ? 0 : model()->cellState(c).marks();
            if ((marks & digitBit(5)) && !(marks & (digitBit(3) | digitBit(7))))
                cell = c;
        }
        QVERIFY(cell >= 0);
        for (const auto &mark : marklayout::layout(
                 board()->cellRect(cell), board()->notesStyle(), model()->notes(cell), model()->cellState(cell).corner))
            QCOMPARE(board()->markAt(mark.rect.center()), 0);
        board()->setSelectedCell(cell);
        key(Qt::Key_5, Qt::ShiftModifier);
        key(Qt::Key_Delete);
        QCOMPARE(cells(), game);
        QCOMPARE(model()->undoStack()->index(), history);
        QVERIFY(window()->findChild<MessageBar *>()->text().contains(QLatin1String("filter"))); // says why

        // Undo works as ever, and leaves the filter on.
        QVERIFY(actions()->undo->isEnabled());
        actions()->undo->trigger();
        QCOMPARE(model()->board().at(cellAt(0, 2)), 0);
        QCOMPARE(board()->candidateFilter().digits, CandidateMask(digitBit(3) | digitBit(7)));
        actions()->redo->trigger();
        QCOMPARE(cells(), game);

        // Bivalue cells only: the marks of cells with two, nothing of the others.
        key(Qt::Key_0, Qt::AltModifier);
        QVERIFY(!board()->candidateFilter().isActive());
        QTRY_VERIFY(!window()->findChild<MessageBar *>()->isVisible()); // its word goes with it
        QVERIFY(!window()->filterLabel()->isVisibleTo(window()));
        key(Qt::Key_B, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(board()->candidateFilter().bivalue);
        for (int c = 0; c < kCellCount; ++c) {
            const CandidateMask marks = model()->board().at(c) ? 0 : model()->cellState(c).marks();
            QCOMPARE(board()->shownMarks(c), std::popcount(unsigned(marks)) == 2 ? marks : CandidateMask(0));
        }
        key(Qt::Key_0, Qt::AltModifier); // every mark again, all still there
        for (int c = 0; c < kCellCount; ++c)
            QCOMPARE(board()->shownMarks(c), model()->board().at(c) ? CandidateMask(0) : model()->cellState(c).marks());
        QCOMPARE(cells(), game);
        QCOMPARE(model()->undoStack()->index(), history);
    }
};

QTEST_MAIN(TestLearnView)
#include "tst_learnview.moc"
