// SPDX-License-Identifier: GPL-3.0-or-later
// The whole window, driven like a player: keys and clicks on the real widgets.
#include "guitestutil.h"
#include "windowfixture.h"

#include "board/boardview.h"
#include "board/digitbutton.h"
#include "board/messagebar.h"
#include "board/numberpad.h"
#include "game/autosave.h"
#include "game/gameclock.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "settings/settings.h"
#include "stats/finishdialog.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "workers/solvecontroller.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace sudoku;

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;

    MainWindow *window() const { return m_fixture.window(); }

    GameModel *model() const { return window()->model(); }
    BoardView *board() const { return window()->board(); }

    void click(int cell, Qt::MouseButton button = Qt::LeftButton)
    {
        QTest::mouseClick(board(), button, {}, board()->cellRect(cell).center().toPoint());
    }
    void startEasyGame()
    {
        model()->loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
        window()->clock()->start(0);
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_fixture.open(QSize(900, 700)));
        startEasyGame();
        board()->setFocus();
    }

    void cleanup() { m_fixture.close(); }

    void typesDigitsWithTheKeyboard()
    {
        click(2);
        QCOMPARE(board()->selectedCell(), 2);
        QTest::keyClick(board(), Qt::Key_4);
        QCOMPARE(model()->board().at(2), 4);
        QTest::keyClick(board(), Qt::Key_Right);
        QCOMPARE(board()->selectedCell(), 3);
        QTest::keyClick(board(), Qt::Key_6);
        QCOMPARE(model()->board().at(3), 6);
        QTest::keyClick(board(), Qt::Key_Backspace);
        QCOMPARE(model()->board().at(3), 0);
        QTest::keyClick(board(), Qt::Key_Left);
        QTest::keyClick(board(), Qt::Key_0);
        QCOMPARE(model()->board().at(2), 0);
        click(0); // a given
        QTest::keyClick(board(), Qt::Key_9);
        QCOMPARE(model()->board().at(0), 5);
    }

    void navigatesWithArrowsHomeEndAndTab_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::addColumn<int>("to");
        QTest::newRow("right") << 40 << int(Qt::Key_Right) << 0 << 41;
        QTest::newRow("right wraps") << 44 << int(Qt::Key_Right) << 0 << 36;
        QTest::newRow("up") << 40 << int(Qt::Key_Up) << 0 << 31;
        QTest::newRow("down wraps") << 76 << int(Qt::Key_Down) << 0 << 4;
        QTest::newRow("home") << 40 << int(Qt::Key_Home) << 0 << 36;
        QTest::newRow("end") << 40 << int(Qt::Key_End) << 0 << 44;
        QTest::newRow("ctrl+home") << 40 << int(Qt::Key_Home) << int(Qt::ControlModifier) << 0;
        QTest::newRow("ctrl+end") << 40 << int(Qt::Key_End) << int(Qt::ControlModifier) << 80;
        QTest::newRow("tab: next box") << 40 << int(Qt::Key_Tab) << 0 << 43;
        QTest::newRow("tab wraps") << 80 << int(Qt::Key_Tab) << 0 << 20;
        QTest::newRow("backtab") << 40 << int(Qt::Key_Backtab) << int(Qt::ShiftModifier) << 37;
    }
    void navigatesWithArrowsHomeEndAndTab()
    {
        QFETCH(int, from);
        QFETCH(int, key);
        QFETCH(int, modifiers);
        QFETCH(int, to);
        board()->setSelectedCell(from);
        QTest::keyClick(board(), Qt::Key(key), Qt::KeyboardModifiers(modifiers));
        QCOMPARE(board()->selectedCell(), to);
        QVERIFY(board()->hasFocus()); // Tab stays on the board
    }

    void notesWithShiftAndNotesMode()
    {
        click(2);
        QTest::keyClick(board(), Qt::Key_1, Qt::ShiftModifier);
        QTest::keyClick(board(), Qt::Key_Exclam, Qt::ShiftModifier); // Shift+1 on a US keyboard: toggles back
        QTest::keyClick(board(), Qt::Key_7, Qt::ShiftModifier);
        QCOMPARE(model()->notes(2), digitBit(7));
        QCOMPARE(model()->board().at(2), 0);

        QTest::keyClick(board(), Qt::Key_N); // notes mode (a window shortcut)
        QVERIFY(window()->game()->notesMode());
        QVERIFY(window()->actions()->notesMode->isChecked());
        QTest::keyClick(board(), Qt::Key_4);
        QCOMPARE(model()->notes(2), CandidateMask(digitBit(7) | digitBit(4)));
        QTest::keyClick(board(), Qt::Key_4, Qt::ShiftModifier); // Shift inverts: a digit
        QCOMPARE(model()->board().at(2), 4);
        QTest::keyClick(board(), Qt::Key_N);
        QVERIFY(!window()->game()->notesMode());
    }

    void undoAndRedoWithShortcuts()
    {
        click(2);
        QTest::keyClick(board(), Qt::Key_4);
        QTest::keyClick(board(), Qt::Key_Right);
        QTest::keyClick(board(), Qt::Key_2, Qt::ShiftModifier);
        QCOMPARE(model()->undoStack()->count(), 2);
        QTest::keySequence(window(), QKeySequence::Undo);
        QCOMPARE(model()->notes(3), CandidateMask(0));
        QTest::keySequence(window(), QKeySequence::Undo);
        QCOMPARE(model()->board().at(2), 0);
        QTest::keySequence(window(), QKeySequence::Redo);
        QCOMPARE(model()->board().at(2), 4);
        QTest::keyClick(window(), Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(model()->notes(3), digitBit(2));
    }

    void conflictsAreHighlighted_data()
    {
        QTest::addColumn<bool>("enabled");
        QTest::newRow("on") << true;
        QTest::newRow("switched off") << false;
    }
    void conflictsAreHighlighted()
    {
        QFETCH(bool, enabled);
        board()->setHighlights({true, true, enabled});
        click(2);
        QTest::keyClick(board(), Qt::Key_5); // r1c1 already holds 5
        QCOMPARE(bool(board()->cellFlags(2) & BoardView::Conflict), enabled);
        QCOMPARE(bool(board()->cellFlags(0) & BoardView::Conflict), enabled);
        QVERIFY(!(board()->cellFlags(1) & BoardView::Conflict));
        // The other highlights: the selected cell's houses and its digit.
        QVERIFY(board()->cellFlags(2) & BoardView::Selected);
        QVERIFY(board()->cellFlags(74) & BoardView::Peer); // r9c3, same column
        QVERIFY(!(board()->cellFlags(80) & BoardView::Peer));
        QVERIFY(board()->cellFlags(0) & BoardView::SameDigit);
        // And the pixels differ where the conflict is drawn.
        const QImage before = board()->grab().toImage();
        QTest::keyClick(board(), Qt::Key_4);
        QCOMPARE(bool(board()->cellFlags(2) & BoardView::Conflict), false);
        QVERIFY(board()->grab().toImage() != before);
    }

    void numberPadCountsAndEnters()
    {
        NumberPad *pad = window()->pad();
        const int fives = pad->button(5)->remaining();
        click(2);
        QTest::mouseClick(pad->button(4), Qt::LeftButton);
        QCOMPARE(model()->board().at(2), 4);
        QCOMPARE(pad->button(4)->remaining(), model()->remaining(4));
        QTest::mouseClick(pad->button(9), Qt::RightButton); // a note
        QCOMPARE(model()->board().at(2), 4);
        click(3);
        QTest::mouseClick(pad->button(9), Qt::RightButton);
        QCOMPARE(model()->notes(3), digitBit(9));
        QCOMPARE(pad->button(5)->remaining(), fives);
        model()->applySolution(guitest::grid(guitest::kEasySolution));
        for (int d = 1; d <= 9; ++d)
            QVERIFY(!pad->button(d)->isEnabled()); // all placed: greyed out
    }

    void solveThroughTheController()
    {
        QSignalSpy finished(window()->solver(), &SolveController::jobFinished);
        window()->actions()->solve->trigger();
        QVERIFY(finished.wait(10000));
        QVERIFY(model()->isComplete());
        QVERIFY(model()->help().solverUsed);
        QVERIFY(!window()->clock()->isRunning());
        QCOMPARE(model()->undoStack()->undoText(), tr("Solve"));
        QTest::keySequence(window(), QKeySequence::Undo); // the solution is one undoable move
        QVERIFY(!model()->hasEntries());
    }

    void stopButtonCancelsANaiveSearch()
    {
        model()->loadPuzzle(guitest::board(guitest::kNaiveHard), {});
        window()->actions()->solverAt[int(Algorithm::Naive)]->trigger();
        QCOMPARE(window()->game()->solver(), Algorithm::Naive);
        QSignalSpy finished(window()->solver(), &SolveController::jobFinished);
        window()->actions()->solve->trigger();
        QTest::qWait(200);
        QVERIFY(finished.isEmpty());
        QVERIFY(window()->actions()->stop->isEnabled());
        QTest::keyClick(window(), Qt::Key_Escape);
        QVERIFY(finished.wait(2000));
        QCOMPARE(finished.at(0).at(0).value<SolveOutcome>().result.status, SolveStatus::Cancelled);
        QVERIFY(window()->messageBar()->text().contains(QStringLiteral("Stopped")));
        QVERIFY(!model()->hasEntries());
        QVERIFY(!window()->actions()->stop->isEnabled());
    }

    void aNewGameDropsTheSearchOfTheOldOne()
    {
        model()->loadPuzzle(guitest::board(guitest::kNaiveHard), {});
        window()->game()->setSolver(Algorithm::Naive);
        window()->actions()->solve->trigger();
        QTest::qWait(100);
        QVERIFY(window()->solver()->isBusy());
        window()->actions()->newGameAt[int(Difficulty::Easy)]->trigger();
        // The new puzzle comes from the generator, at once when the pool has one, else a moment later.
        QTRY_COMPARE_WITH_TIMEOUT(model()->info().difficulty, std::optional<Difficulty>(Difficulty::Easy), 30000);
        // The only job now is the new puzzle's rating; the old search's outcome is dropped.
        QVERIFY(!window()->solver()->isBusy() || window()->solver()->currentKind() == JobKind::Analyse);
        QTRY_COMPARE(window()->solver()->droppedResults(), 1);
        QTRY_VERIFY(window()->game()->rating().has_value());
        QVERIFY(!model()->hasEntries());
        QVERIFY(window()->messageBar()->text().isEmpty()); // no "Stopped" about a game that is gone
    }

    void checkMarksWrongEntries()
    {
        click(2);
        QTest::keyClick(board(), Qt::Key_4); // right
        click(3);
        QTest::keyClick(board(), Qt::Key_1); // wrong
        QSignalSpy finished(window()->solver(), &SolveController::jobFinished);
        QTest::keyClick(board(), Qt::Key_K, Qt::ControlModifier);
        QVERIFY(finished.wait(10000));
        QVERIFY(model()->wrongMarks().test(3));
        QVERIFY(!model()->wrongMarks().test(2));
        QCOMPARE(model()->help().checks, 1);
    }

    void pauseHidesTheBoardAndStopsTheClock()
    {
        QVERIFY(window()->clock()->isRunning());
        QTest::keyClick(board(), Qt::Key_P);
        QVERIFY(board()->isPaused());
        QVERIFY(!window()->clock()->isRunning());
        QVERIFY(window()->clockLabel()->text().contains(tr("paused")));
        click(2);
        QVERIFY(!board()->isPaused()); // a click on the board goes on
        QVERIFY(window()->clock()->isRunning());
        QTest::keyClick(board(), Qt::Key_P);
        QTest::keyClick(board(), Qt::Key_4); // ignored while paused
        QCOMPARE(model()->board().at(2), 0);
        QTest::keyClick(board(), Qt::Key_P);
        QVERIFY(!board()->isPaused());
    }

    void completingCongratulatesAndSummarizes()
    {
        window()->clock()->setElapsed(61000);
        const Grid solution = guitest::grid(guitest::kEasySolution);
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (model()->board().isGiven(cell))
                continue;
            board()->setSelectedCell(cell);
            QTest::keyClick(board(), Qt::Key(Qt::Key_0 + solution[cell]));
        }
        QVERIFY(model()->isComplete());
        QVERIFY(!window()->clock()->isRunning());
        QCOMPARE(window()->messageBar()->level(), MessageBar::Level::Positive);
        QVERIFY(window()->messageBar()->text().contains(QStringLiteral("1:01")));
        // The summary, with the best time, once the statistics thread has written the game.
        QTRY_VERIFY(window()->finishDialog() && window()->finishDialog()->isVisible());
        QVERIFY(window()->finishDialog()->isNewBest());
    }

    void enterAndPasteAPuzzle()
    {
        // Typed: a clash is reported at once, and play starts only with a unique solution.
        window()->actions()->enterPuzzle->trigger();
        QCOMPARE(model()->mode(), GameMode::Enter);
        board()->setSelectedCell(0);
        QTest::keyClick(board(), Qt::Key_5); // typing a puzzle moves on to the next cell
        QTest::keyClick(board(), Qt::Key_5);
        QVERIFY(model()->board().isGiven(1));
        QVERIFY(board()->cellFlags(1) & BoardView::Conflict);
        window()->actions()->startPlaying->trigger();
        QCOMPARE(model()->mode(), GameMode::Enter);
        QCOMPARE(window()->messageBar()->level(), MessageBar::Level::Error);

        // Pasted: several solutions are refused before play starts...
        QSignalSpy finished(window()->solver(), &SolveController::jobFinished);
        QApplication::clipboard()->setText(QString::fromLatin1(guitest::kSeveralSolutions));
        QTest::keySequence(window(), QKeySequence::Paste);
        QTRY_VERIFY_WITH_TIMEOUT(window()->messageBar()->level() == MessageBar::Level::Error
                && window()->messageBar()->text().contains(QStringLiteral("more than one")),
            10000);
        QCOMPARE(model()->mode(), GameMode::Enter);

        // ... a grid in another format with one solution starts the game.
        QString grid;
        for (int row = 0; row < 9; ++row)
            grid += QString::fromLatin1(guitest::kEasy + row * 9, 9).replace(QLatin1Char('.'), QLatin1Char('0'))
                + QLatin1Char('\n');
        QApplication::clipboard()->setText(grid);
        QTest::keySequence(window(), QKeySequence::Paste);
        QTRY_COMPARE_WITH_TIMEOUT(model()->mode(), GameMode::Play, 10000);
        QCOMPARE(model()->board(), guitest::board(guitest::kEasy));
        QCOMPARE(model()->solution(), std::optional<Grid>(guitest::grid(guitest::kEasySolution)));

        // Garbage says so and changes nothing.
        QApplication::clipboard()->setText(QStringLiteral("not a sudoku"));
        QTest::keySequence(window(), QKeySequence::Paste);
        QCOMPARE(model()->board(), guitest::board(guitest::kEasy));
        QCOMPARE(window()->messageBar()->level(), MessageBar::Level::Error);
    }

    void copyPuzzle()
    {
        QTest::keySequence(window(), QKeySequence::Copy);
        QCOMPARE(QApplication::clipboard()->text(), QString::fromLatin1(guitest::kEasy));
    }

    void openingADamagedFileChangesNothing()
    {
        click(2);
        QTest::keyClick(board(), Qt::Key_4);
        const SavedGame before = window()->game()->snapshot();
        const QString path = m_fixture.path("damaged.sudoku");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"sudoku-game\", \"version\": 1, \"mode\": \"play\", \"puzzle\": \"12\"}");
        file.close();
        const QString error = window()->game()->openFile(path);
        QVERIFY(error.contains(QStringLiteral("damaged")));
        QCOMPARE(window()->game()->snapshot().cells, before.cells);
        QCOMPARE(window()->game()->snapshot().history, before.history);
    }

    void saveAndOpenRoundTrip()
    {
        click(2);
        QTest::keyClick(board(), Qt::Key_4);
        QTest::keyClick(board(), Qt::Key_Right);
        QTest::keyClick(board(), Qt::Key_2, Qt::ShiftModifier);
        const QString path = m_fixture.path("round.sudoku");
        QCOMPARE(window()->game()->saveFile(path), QString());
        const SavedGame saved = window()->game()->snapshot();
        window()->actions()->restart->trigger();
        QVERIFY(!model()->hasEntries());
        QCOMPARE(window()->game()->openFile(path), QString());
        QCOMPARE(window()->game()->snapshot().cells, saved.cells);
        QCOMPARE(board()->selectedCell(), 3);
        QTest::keySequence(window(), QKeySequence::Undo);
        QCOMPARE(model()->notes(3), CandidateMask(0));
    }

    void closingDuringASearchIsPromptAndAutosaves()
    {
        model()->loadPuzzle(guitest::board(guitest::kNaiveHard), {});
        click(2);
        QTest::keyClick(board(), Qt::Key_7);
        window()->game()->setSolver(Algorithm::Naive);
        window()->actions()->solve->trigger();
        QTest::qWait(100);
        QVERIFY(window()->solver()->isBusy());
        QElapsedTimer timer;
        timer.start();
        window()->close();
        m_fixture.close();
        QVERIFY2(timer.elapsed() < 1000, "closing must not wait for the search");
        const GameFile::ReadResult saved = GameFile::load(m_fixture.path("autosave.sudoku"));
        QVERIFY2(saved.game, qPrintable(saved.error));
        QCOMPARE(saved.game->cells[2].digit, 7);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
