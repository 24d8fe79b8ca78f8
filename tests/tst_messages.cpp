// SPDX-License-Identifier: GPL-3.0-or-later
// What the window says, and for how long: a message goes when what it talks about changes, the hint's ring
// goes with the next move, Restart restarts the clock, the title names the open file, and a language switch
// reaches the title and the message on show.
#include "guitestutil.h"
#include "windowfixture.h"

#include "assist/assistcontroller.h"
#include "board/boardview.h"
#include "board/messagebar.h"
#include "game/gameclock.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "print/printcontroller.h"
#include "vocab/techniquetext.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "workers/solvecontroller.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>
#include <QWindow>

using namespace sudoku;

class TestMessages : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;

    MainWindow *window() const { return m_fixture.window(); }
    GameModel *model() const { return window()->model(); }
    BoardView *board() const { return window()->board(); }
    MessageBar *message() const { return window()->messageBar(); }

    void startEasyGame()
    {
        window()->solver()->discard();
        model()->loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
        model()->setSolution(guitest::grid(guitest::kEasySolution));
        window()->clock()->start(0);
        board()->setFocus();
    }
    void type(int cell, int digit)
    {
        board()->setSelectedCell(cell);
        QTest::keyClick(board(), Qt::Key(Qt::Key_0 + digit));
    }
    bool runAndWait(QAction *action)
    {
        QSignalSpy finished(window()->solver(), &SolveController::jobFinished);
        action->trigger();
        return finished.wait(10000);
    }
    bool shown() const { return message()->isVisible() && !message()->text().isEmpty(); }
    void undo() { QTest::keyClick(board(), Qt::Key_Z, Qt::ControlModifier); }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_fixture.open(QSize(900, 700)));
        window()->setLanguage(QStringLiteral("en"));
        startEasyGame();
    }
    void cleanup() { m_fixture.close(); }

    // A message says something about the game; once that is no longer so, it goes: the wrong entries Check
    // or a hint found are undone or removed, Solve is undone, the first move is made after "exactly one
    // solution".
    void messageClosesWhenItsSubjectChanges_data()
    {
        QTest::addColumn<QString>("situation");
        QTest::newRow("check, the entry undone") << QStringLiteral("check-undo");
        QTest::newRow("check, Remove Them") << QStringLiteral("check-remove");
        QTest::newRow("check, the entry corrected") << QStringLiteral("check-correct");
        QTest::newRow("hint finds mistakes, undone") << QStringLiteral("hint-undo");
        QTest::newRow("solve, undone") << QStringLiteral("solve-undo");
        QTest::newRow("finished by hand, last move undone") << QStringLiteral("finish-undo");
        QTest::newRow("one solution, first move") << QStringLiteral("unique-move");
        QTest::newRow("everything right, next move") << QStringLiteral("right-move");
    }
    void messageClosesWhenItsSubjectChanges()
    {
        QFETCH(QString, situation);
        const Grid solution = guitest::grid(guitest::kEasySolution);
        if (situation.startsWith(QLatin1String("check")) || situation.startsWith(QLatin1String("hint"))) {
            type(2, 4); // right
            type(3, 1); // wrong (6)
            QVERIFY(runAndWait(
                situation.startsWith(QLatin1String("check")) ? window()->actions()->check : window()->actions()->hint));
            QVERIFY(shown());
            QCOMPARE(message()->level(), MessageBar::Level::Warning);
            type(40, 5); // elsewhere: the message still holds
            QVERIFY(shown());
            if (situation.endsWith(QLatin1String("undo"))) {
                undo();
                QVERIFY(shown()); // the move elsewhere
                undo();
            } else if (situation.endsWith(QLatin1String("remove"))) {
                message()->trigger(0);
            } else {
                type(3, solution[3]);
            }
            QVERIFY2(!shown(), qPrintable(message()->text()));
        } else if (situation == QLatin1String("solve-undo")) {
            QVERIFY(runAndWait(window()->actions()->solve));
            QTRY_VERIFY(shown());
            QVERIFY(message()->text().contains(QStringLiteral("Solved by")));
            undo();
            QVERIFY(!shown());
        } else if (situation == QLatin1String("finish-undo")) {
            for (int cell = 0; cell < kCellCount; ++cell) {
                if (!model()->board().isGiven(cell))
                    type(cell, solution[cell]);
            }
            QVERIFY(model()->isComplete());
            QVERIFY(shown());
            undo();
            QVERIFY(!shown());
        } else if (situation == QLatin1String("unique-move")) {
            QSignalSpy finished(window()->solver(), &SolveController::jobFinished);
            QApplication::clipboard()->setText(QString::fromLatin1(guitest::kEasy));
            window()->actions()->paste->trigger();
            QTRY_COMPARE_WITH_TIMEOUT(model()->mode(), GameMode::Play, 10000);
            QTRY_VERIFY(message()->text().contains(QStringLiteral("exactly one solution")));
            window()->clock()->setElapsed(0);
            QTest::qWait(20);
            QVERIFY(shown()); // it stays while the player looks
            type(2, 4);
            QVERIFY(!shown());
        } else if (situation == QLatin1String("right-move")) {
            type(2, 4);
            QVERIFY(runAndWait(window()->actions()->check));
            QVERIFY(message()->text().contains(QStringLiteral("right")));
            type(3, 6);
            QVERIFY(!shown());
        }
    }

    // A message about something else than the board stays through the moves: a failed print, a damaged file.
    void aMessageAboutSomethingElseStays()
    {
        Q_EMIT window()->printing()->failed(QStringLiteral("The printer could not be used."));
        QVERIFY(shown());
        type(2, 4);
        undo();
        QVERIFY(shown());
    }

    // The ring on the cell a hint filled goes with the next move.
    void hintRingGoesWithTheNextMove()
    {
        QVERIFY(runAndWait(window()->actions()->hint));
        QTRY_COMPARE(window()->game()->assist()->hintStage(), 1);
        window()->game()->assist()->applyHint();
        const int cell = model()->hintCell();
        QVERIFY(cell >= 0);
        QVERIFY(board()->cellFlags(cell) & BoardView::Hint);
        const int other = cell == 2 ? 3 : 2;
        QTest::keyClick(board(), Qt::Key_N); // notes: a move that places no digit
        board()->setSelectedCell(other);
        QTest::keyClick(board(), Qt::Key_7);
        QCOMPARE(model()->hintCell(), -1);
        QVERIFY(!(board()->cellFlags(cell) & BoardView::Hint));
        QVERIFY(model()->board().at(cell) != 0); // the digit stays, only the ring goes
    }

    // Restart starts the clock again; undoing it brings the time back with the entries, redoing it takes it
    // away again.
    void restartResetsTheClock()
    {
        type(2, 4);
        window()->clock()->setElapsed(90'000);
        window()->actions()->restart->trigger();
        QVERIFY(!model()->hasEntries());
        QVERIFY(window()->clock()->elapsedMs() < 2000);
        QVERIFY(window()->clock()->isRunning());
        QTRY_VERIFY(window()->clockLabel()->text().startsWith(QStringLiteral("0:0")));
        undo();
        QCOMPARE(model()->board().at(2), 4);
        QVERIFY(window()->clock()->elapsedMs() >= 90'000);
        QTest::keyClick(board(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier); // redo
        QVERIFY(window()->clock()->elapsedMs() < 2000);
        // A new move after undoing the restart: the restart is gone from the history, and so is its time.
        undo();
        type(3, 6);
        const qint64 now = window()->clock()->elapsedMs();
        QVERIFY(now >= 90'000);
        undo();
        QVERIFY(window()->clock()->elapsedMs() >= now);
    }

    // The title names the open file, with the usual mark while it has changes not saved, and only the app's
    // name for a game that is not a file.
    void titleNamesTheOpenFile()
    {
        QCOMPARE(window()->windowTitle(), QStringLiteral("Sudoku"));
        const QString path = m_fixture.path("puzzle one.sudoku");
        QCOMPARE(window()->game()->saveFile(path), QString());
        QCOMPARE(window()->windowTitle(), QStringLiteral("puzzle one.sudoku[*] \u2014 Sudoku"));
        QVERIFY(!window()->isWindowModified());
        QCOMPARE(window()->windowHandle()->title(), QStringLiteral("puzzle one.sudoku \u2014 Sudoku"));
        type(2, 4);
        QVERIFY(window()->isWindowModified());
        QCOMPARE(window()->windowHandle()->title(), QStringLiteral("puzzle one.sudoku* \u2014 Sudoku"));
        undo();
        QVERIFY(!window()->isWindowModified()); // back as saved
        type(2, 4);
        QCOMPARE(window()->game()->saveFile(path), QString());
        QVERIFY(!window()->isWindowModified());

        window()->actions()->restart->trigger();
        QVERIFY(window()->isWindowModified());
        QCOMPARE(window()->game()->openFile(path), QString()); // opened: as saved
        QVERIFY(!window()->isWindowModified());
        QVERIFY(window()->windowTitle().startsWith(QStringLiteral("puzzle one.sudoku")));

        window()->actions()->newGameAt[int(Difficulty::Easy)]->trigger(); // not a file any more
        QTRY_COMPARE_WITH_TIMEOUT(window()->windowTitle(), QStringLiteral("Sudoku"), 30000);
        QVERIFY(window()->game()->filePath().isEmpty());
    }

    // Switching the language at run time: the title as the window system shows it (Qt appends the app's
    // name to a title that does not end with it) and the message on show, with its button, follow.
    void languageSwitchReachesTitleAndMessage_data()
    {
        QTest::addColumn<bool>("withFile");
        QTest::newRow("no file") << false;
        QTest::newRow("a file") << true;
    }
    void languageSwitchReachesTitleAndMessage()
    {
        QFETCH(bool, withFile);
        if (withFile)
            QCOMPARE(window()->game()->saveFile(m_fixture.path("game.sudoku")), QString());
        QString shownTitle; // what the window system would show, as Qt's platform windows make it
        const auto record = [&shownTitle](const QString &title) {
            const QString app = QGuiApplication::applicationDisplayName();
            shownTitle = title.endsWith(app) ? title : title + QStringLiteral(" \u2014 ") + app;
        };
        connect(window()->windowHandle(), &QWindow::windowTitleChanged, this, record);
        record(window()->windowHandle()->title());

        type(3, 1); // wrong
        QVERIFY(runAndWait(window()->actions()->check));
        QCOMPARE(message()->text(),
            QStringLiteral("1 entry does not match the solution; it is marked in the corner.")); // one, not "1 entries"
        auto *button = message()->findChild<QPushButton *>();
        QVERIFY(button);
        QCOMPARE(button->text(), QStringLiteral("Remove It")); // one entry

        static const QRegularExpression latin(QStringLiteral("[A-Za-z]{2,}"));
        window()->setLanguage(QStringLiteral("zh_CN"));
        QTRY_VERIFY(!latin.match(message()->text()).hasMatch());
        QVERIFY2(!latin.match(button->text()).hasMatch(), qPrintable(button->text()));
        QCOMPARE(
            shownTitle, withFile ? QStringLiteral("game.sudoku* \u2014 \u6570\u72ec") : QStringLiteral("\u6570\u72ec"));

        window()->setLanguage(QStringLiteral("en"));
        QTRY_VERIFY(message()->text().contains(QStringLiteral("does not match")));
        QCOMPARE(button->text(), QStringLiteral("Remove It")); // one entry
        QCOMPARE(shownTitle, withFile ? QStringLiteral("game.sudoku* \u2014 Sudoku") : QStringLiteral("Sudoku"));
    }

    // English says "1 entry" and "2 entries": plural forms, whichever language was on before.
    void englishHasPluralForms_data()
    {
        QTest::addColumn<int>("wrong");
        QTest::addColumn<bool>("fromChinese");
        QTest::addColumn<QString>("expected");
        QTest::newRow("one") << 1 << false
                             << QStringLiteral("1 entry does not match the solution; it is marked in the corner.");
        QTest::newRow("two") << 2 << false
                             << QStringLiteral("2 entries do not match the solution; they are marked in the corner.");
        QTest::newRow("one, after Chinese")
            << 1 << true << QStringLiteral("1 entry does not match the solution; it is marked in the corner.");
    }
    void englishHasPluralForms()
    {
        QFETCH(int, wrong);
        QFETCH(bool, fromChinese);
        QFETCH(QString, expected);
        if (fromChinese) {
            window()->setLanguage(QStringLiteral("zh_CN"));
            window()->setLanguage(QStringLiteral("en"));
        }
        type(3, 1); // wrong (6)
        if (wrong > 1)
            type(5, 1); // wrong (8)
        QVERIFY(runAndWait(window()->actions()->check));
        QCOMPARE(message()->text(), expected);
    }

    // A paste that is not a puzzle says what is wrong, and on which line when the text has several; never the
    // command line's "puzzle 1 (line 1)".
    void pasteErrorSaysWhereInWords_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("line"); // expected in the message; empty: no line named
        QString grid;
        for (int row = 0; row < 9; ++row) {
            QString cells = QString::fromLatin1(guitest::kEasy).mid(row * 9, 9);
            if (row == 2)
                cells[4] = QLatin1Char('q');
            grid += cells + QLatin1Char('\n');
        }
        QTest::newRow("one line, too short") << QStringLiteral("53..7....6..195") << QString();
        QTest::newRow("a grid, a bad row") << grid << QStringLiteral("on line 3, ");
    }
    void pasteErrorSaysWhereInWords()
    {
        QFETCH(QString, text);
        QFETCH(QString, line);
        QVERIFY(!window()->game()->pastePuzzle(text));
        const QString shownText = message()->text();
        QVERIFY2(shownText.startsWith(QStringLiteral("The clipboard does not hold a puzzle: ")), qPrintable(shownText));
        static const QRegularExpression cli(QStringLiteral("puzzle \\d|\\(line"));
        QVERIFY2(!cli.match(shownText).hasMatch(), qPrintable(shownText));
        if (line.isEmpty())
            QVERIFY2(!shownText.contains(QStringLiteral("line")), qPrintable(shownText));
        else
            QVERIFY2(shownText.contains(line), qPrintable(shownText));
    }

    // A variant puzzle (a killer as a Solo ID, a Sudoku-X line) is played by its rules, not as if it were classic:
    // the killer has one solution, the easy puzzle with Sudoku-X's diagonals none, which the message says.
    void pastedVariantIsPlayedByItsRules_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("said");
        QTest::newRow("Sudoku-X line") << QStringLiteral("X:") + QString::fromLatin1(guitest::kEasy) << "Sudoku-X"
                                       << "This puzzle has no solution.";
        QTest::newRow("Solo killer") << QStringLiteral(
            "3x3k:zzzc,a____b_____a_aa____aa_____aaaba__a__a__a_______a__a___aa_a_a_aaa____c_____b____aabaa_a_aa_a___"
            "aaa__a,11a14_4_8_14_14b8_12d12a13c12a21_7_12a15_5a8d9a20_12c11e10a14_12_7a3_11_14_20c4d6a11_10_10_14_17h")
                                     << "Killer"
                                     << "The puzzle has exactly one solution. Enjoy the game!";
    }
    void pastedVariantIsPlayedByItsRules()
    {
        QFETCH(QString, text);
        QFETCH(QString, name);
        QFETCH(QString, said);
        QVERIFY(window()->game()->pastePuzzle(text));
        QCOMPARE(techniquetext::variant(window()->model()->board().rules().variant()), name);
        QTRY_COMPARE(message()->text(), said);
        QVERIFY(window()->game()->statusText().startsWith(name));
    }

    // The status bar says where the puzzle came from in words, not by its number in the bundled collection.
    void statusBarSaysWhereThePuzzleCameFrom_data()
    {
        QTest::addColumn<int>("packIndex");
        QTest::addColumn<QString>("where");
        QTest::newRow("bundled") << 6 << QStringLiteral("from the bundled collection");
        QTest::newRow("generated") << -1 << QStringLiteral("new puzzle");
    }
    void statusBarSaysWhereThePuzzleCameFrom()
    {
        QFETCH(int, packIndex);
        QFETCH(QString, where);
        model()->loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, packIndex});
        const QString status = window()->game()->statusText();
        QVERIFY2(status.contains(where), qPrintable(status));
        static const QRegularExpression number(QStringLiteral("puzzle \\d"));
        QVERIFY2(!number.match(status).hasMatch(), qPrintable(status));
    }
};

QTEST_MAIN(TestMessages)
#include "tst_messages.moc"
