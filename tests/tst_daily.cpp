// SPDX-License-Identifier: GPL-3.0-or-later
// The daily puzzle: its seed is the date and the level, it is exactly the puzzle sudoku-cli generates from that
// seed (so the same for everyone), it is marked and saved as a daily puzzle, and finishing it counts for its
// streak and its level's check mark.
#include "clirun.h"
#include "windowfixture.h"

#include "board/boardview.h"
#include "board/messagebar.h"
#include "game/autosave.h"
#include "game/gamefile.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "stats/dailypuzzle.h"
#include "stats/finishdialog.h"
#include "stats/statistics.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

#include "sudoku/search/solver.h"

#include <QAction>
#include <QLabel>
#include <QTest>

Q_DECLARE_METATYPE(Difficulty)

class TestDaily : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;

    MainWindow *window() const { return m_fixture.window(); }
    GameModel *model() const { return window()->model(); }

    void playDaily(const QDate &date, Difficulty level)
    {
        window()->game()->statistics()->setToday([date] { return date; });
        window()->actions()->dailyAt[static_cast<int>(level)]->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(model()->info().daily == date && model()->info().difficulty == level, 30000);
    }

private Q_SLOTS:
    void init() { QVERIFY(m_fixture.open(QSize(900, 700))); }
    void cleanup() { m_fixture.close(); }

    void seedIsTheDateAndTheLevel_data()
    {
        QTest::addColumn<QDate>("date");
        QTest::addColumn<Difficulty>("level");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("17 May 2024, Hard") << QDate(2024, 5, 17) << Difficulty::Hard << quint64(202405173);
        QTest::newRow("31 December 1999, Easy") << QDate(1999, 12, 31) << Difficulty::Easy << quint64(199912311);
        QTest::newRow("29 February 2024, Master") << QDate(2024, 2, 29) << Difficulty::Master << quint64(202402295);
        QTest::newRow("29 February 2024, Extreme") << QDate(2024, 2, 29) << Difficulty::Extreme << quint64(202402296);
        QTest::newRow("not a date") << QDate() << Difficulty::Easy << quint64(0);
    }

    void seedIsTheDateAndTheLevel()
    {
        QFETCH(QDate, date);
        QFETCH(Difficulty, level);
        QFETCH(quint64, seed);
        QCOMPARE(daily::seed(date, level), seed);
    }

    void theDailyPuzzleIsSudokuClisPuzzle_data()
    {
        QTest::addColumn<QDate>("date");
        QTest::addColumn<Difficulty>("level");
        QTest::addColumn<QString>("levelName");
        QTest::newRow("Easy") << QDate(2024, 5, 17) << Difficulty::Easy << "easy";
        QTest::newRow("Hard") << QDate(2024, 5, 17) << Difficulty::Hard << "hard";
        QTest::newRow("Master") << QDate(2024, 5, 17) << Difficulty::Master << "master";
        QTest::newRow("Extreme, another day") << QDate(2031, 1, 2) << Difficulty::Extreme << "extreme";
    }

    // Anyone can make the day's puzzle with sudoku-cli: the seed YYYYMMDDL, the default symmetry.
    void theDailyPuzzleIsSudokuClisPuzzle()
    {
        QFETCH(QDate, date);
        QFETCH(Difficulty, level);
        QFETCH(QString, levelName);
        playDaily(date, level);
        const clitest::Run run = clitest::runCli({QStringLiteral("generate"), QStringLiteral("--level"), levelName,
            QStringLiteral("--seed"), QString::number(daily::seed(date, level))});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(window()->game()->puzzleText(), QString::fromLatin1(run.out.trimmed()));
        QVERIFY2(window()->levelLabel()->text().startsWith(QStringLiteral("Daily puzzle of ")),
            qPrintable(window()->levelLabel()->text()));
    }

    // Each variant has its day's puzzle, the one New's variant gives: sudoku-cli makes it with the same seed and
    // --variant; the classic one of the day is another puzzle, and finishing one ticks only its variant's level.
    void eachVariantHasItsDailyPuzzle()
    {
        const QDate date(2024, 5, 17);
        m_fixture.settings()->setVariant(sudoku::Variant::X);
        playDaily(date, Difficulty::Hard);
        QVERIFY(model()->board().rules().hasDiagonals());
        const clitest::Run run = clitest::runCli({QStringLiteral("generate"), QStringLiteral("--variant"),
            QStringLiteral("x"), QStringLiteral("--level"), QStringLiteral("hard"), QStringLiteral("--seed"),
            QString::number(daily::seed(date, Difficulty::Hard))});
        QCOMPARE(run.exitCode, 0);
        const QString x = window()->game()->puzzleText();
        QCOMPARE(x, QString::fromLatin1(run.out.trimmed()));

        // Asked for again under X: the one on the board stays. Under classic rules: the classic one comes.
        window()->actions()->dailyAt[int(Difficulty::Hard)]->trigger();
        QCOMPARE(window()->game()->puzzleText(), x);
        m_fixture.settings()->setVariant(sudoku::Variant::Classic);
        window()->actions()->dailyAt[int(Difficulty::Hard)]->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(model()->board().isClassic() && model()->info().daily == date, 30000);
        QVERIFY(window()->game()->puzzleText() != x);

        // Finished, the X one counts for X's Hard only.
        m_fixture.settings()->setVariant(sudoku::Variant::X);
        window()->actions()->dailyAt[int(Difficulty::Hard)]->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window()->game()->puzzleText() == x, 30000);
        sudoku::SolveOptions options;
        options.solutionLimit = 1;
        const auto solved = sudoku::solve(model()->board(), options);
        QCOMPARE(solved.status, sudoku::SolveStatus::Solved);
        for (int cell = 0; cell < sudoku::kCellCount; ++cell) {
            if (model()->board().isEmpty(cell)) {
                window()->board()->setSelectedCell(cell);
                QTest::keyClick(window()->board(), Qt::Key(Qt::Key_0 + solved.solution[cell]));
            }
        }
        QVERIFY(model()->isComplete());
        QTRY_VERIFY(window()->game()->statistics()->summary()
            && window()->game()->statistics()->summary()->dailyDone(sudoku::Variant::X)[int(Difficulty::Hard)]);
        const auto &summary = *window()->game()->statistics()->summary();
        QVERIFY(!summary.dailyDone(sudoku::Variant::Classic)[int(Difficulty::Hard)]);
        QVERIFY(window()->actions()->dailyAt[int(Difficulty::Hard)]->text().contains(QChar(0x2713)));
        QCOMPARE(summary.dailyStreak, 1);
        m_fixture.settings()->setVariant(sudoku::Variant::Classic);
    }

    // Marked as the day's puzzle, saved so, not made twice; finished, it counts for the daily streak and
    // its level is checked in the menu.
    void theDailyPuzzleIsMarkedSavedAndCounted()
    {
        const QDate today(2024, 5, 17);
        playDaily(today, Difficulty::Medium);
        const QString puzzle = window()->game()->puzzleText();
        QVERIFY(window()->game()->autosave()->saveNow());
        const auto saved = GameFile::load(window()->game()->autosave()->path());
        QVERIFY(saved.game);
        QCOMPARE(saved.game->info.daily, today);

        // Asked for again: the one on the board stays, and the player is told.
        window()->actions()->dailyAt[int(Difficulty::Medium)]->trigger();
        QCOMPARE(window()->game()->puzzleText(), puzzle);
        QVERIFY(window()->messageBar()->text().contains(QStringLiteral("already")));

        sudoku::SolveOptions options;
        options.solutionLimit = 1;
        const auto solved = sudoku::solve(model()->board(), options);
        QCOMPARE(solved.status, sudoku::SolveStatus::Solved);
        QVERIFY(!window()->actions()->dailyAt[int(Difficulty::Medium)]->text().contains(QChar(0x2713)));
        for (int cell = 0; cell < sudoku::kCellCount; ++cell) {
            if (model()->board().isEmpty(cell)) {
                window()->board()->setSelectedCell(cell);
                QTest::keyClick(window()->board(), Qt::Key(Qt::Key_0 + solved.solution[cell]));
            }
        }
        QVERIFY(model()->isComplete());
        QTRY_VERIFY(window()->finishDialog() && window()->finishDialog()->isVisible());
        QCOMPARE(window()->finishDialog()->rowText(QStringLiteral("streak")),
            QStringLiteral("Daily puzzles, days in a row: 1"));
        QVERIFY(window()->finishDialog()->rowText(QStringLiteral("level")).startsWith(QStringLiteral("Daily puzzle")));
        QTRY_VERIFY(window()->actions()->dailyAt[int(Difficulty::Medium)]->text().contains(QChar(0x2713)));
        QVERIFY(!window()->actions()->dailyAt[int(Difficulty::Hard)]->text().contains(QChar(0x2713)));
        const auto &summary = window()->game()->statistics()->summary();
        QVERIFY(summary);
        QCOMPARE(summary->dailyStreak, 1);
        QVERIFY(summary->dailyDone(sudoku::Variant::Classic)[int(Difficulty::Medium)]);
    }
};

QTEST_MAIN(TestDaily)
#include "tst_daily.moc"
