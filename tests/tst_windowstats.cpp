// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics, the finish summary and pencil-mark import and export in the whole window, driven like a player.
#include "guitestutil.h"
#include "windowfixture.h"

#include "board/boardview.h"
#include "board/messagebar.h"
#include "game/autosave.h"
#include "game/gameclock.h"
#include "game/gamefile.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "settings/settings.h"
#include "stats/finishdialog.h"
#include "stats/statistics.h"
#include "stats/statisticsdialog.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

#include "sudoku/io/formats.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QPushButton>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace sudoku;

namespace
{

// kNaiveHard (no cell with a single candidate, so that a pencil-mark grid tells every empty cell from a digit)
// with every candidate its givens allow, less a few the player struck out.
std::array<std::uint16_t, kCellCount> hardCandidates()
{
    const Board board = guitest::board(guitest::kNaiveHard);
    std::array<std::uint16_t, kCellCount> masks {};
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (board.isEmpty(cell))
            masks[cell] = candidatesOf(board.values(), cell);
    }
    masks[2] &= static_cast<std::uint16_t>(~digitBit(2)); // r1c3: 2 struck out (8 is its solution)
    masks[3] = digitBit(5) | digitBit(7); // r1c4: only 5 and 7 left (7 is its solution)
    return masks;
}

} // namespace

class TestWindowStats : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;
    QTemporaryDir m_files;

    MainWindow *window() const { return m_fixture.window(); }
    GameModel *model() const { return window()->model(); }
    BoardView *board() const { return window()->board(); }
    Statistics *statistics() const { return window()->game()->statistics(); }

    void startEasyGame()
    {
        window()->game()->pastePuzzle(QString::fromLatin1(guitest::kEasy));
        QTRY_COMPARE(model()->mode(), GameMode::Play);
        // Pasted: "your puzzle"; filed under Easy like a puzzle of the pack.
        model()->loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
        window()->clock()->start(0);
    }

    // Types the solution into every empty cell but `leave` (none when -1).
    void play(int leave = -1)
    {
        const Grid solution = guitest::grid(guitest::kEasySolution);
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (model()->board().isGiven(cell) || cell == leave || model()->board().at(cell) != 0)
                continue;
            board()->setSelectedCell(cell);
            QTest::keyClick(board(), Qt::Key(Qt::Key_0 + solution[cell]));
        }
    }

    // The figures, once everything recorded so far is written.
    const StatsSummary &figures()
    {
        bool done = false;
        statistics()->afterWrites([&done](const Statistics::Summary &) { done = true; });
        [&] { QTRY_VERIFY_WITH_TIMEOUT(done, 10000); }();
        static StatsSummary empty;
        return statistics()->summary() ? *statistics()->summary() : empty;
    }

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_files.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(bytes);
        return path;
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_files.isValid());
        QVERIFY(m_fixture.open(QSize(900, 700)));
        board()->setFocus();
    }

    void cleanup() { m_fixture.close(); }

    // The board completed: a summary with the time, the level, the help, the personal best and the streak;
    // New Game starts the next game; a slower game later shows the best to beat.
    void finishingShowsTheSummary()
    {
        startEasyGame();
        window()->clock()->setElapsed(61000);
        play();
        QVERIFY(model()->isComplete());
        QTRY_VERIFY(window()->finishDialog() && window()->finishDialog()->isVisible());
        FinishDialog *dialog = window()->finishDialog();
        QCOMPARE(dialog->rowText(QStringLiteral("time")), QStringLiteral("1:01"));
        QVERIFY2(dialog->rowText(QStringLiteral("level")).startsWith(QStringLiteral("Easy")),
            qPrintable(dialog->rowText(QStringLiteral("level"))));
        QCOMPARE(dialog->rowText(QStringLiteral("hints")), QStringLiteral("0"));
        QCOMPARE(dialog->rowText(QStringLiteral("mistakes")), QStringLiteral("0"));
        QVERIFY(dialog->isNewBest());
        QVERIFY(dialog->rowText(QStringLiteral("best")).contains(QStringLiteral("New best for Easy!")));
        QCOMPARE(dialog->rowText(QStringLiteral("streak")), QStringLiteral("Games finished in a row at Easy: 1"));
        QVERIFY(dialog->newGameButton()->isDefault());
        // The banner stays behind it, for when the summary is closed.
        QCOMPARE(window()->messageBar()->level(), MessageBar::Level::Positive);

        const QString finishedId = window()->game()->tracker().gameId();
        QTest::mouseClick(dialog->newGameButton(), Qt::LeftButton);
        QTRY_VERIFY(window()->game()->tracker().gameId() != finishedId); // a new game
        QTRY_VERIFY(!window()->finishDialog());

        // A slower game with a hint: no new best, and the best to beat is shown.
        startEasyGame();
        window()->clock()->setElapsed(125000);
        model()->addHelp(HelpUsage {.hints = 1});
        play();
        QTRY_VERIFY(window()->finishDialog() && window()->finishDialog()->isVisible());
        dialog = window()->finishDialog();
        QVERIFY(!dialog->isNewBest());
        QCOMPARE(dialog->rowText(QStringLiteral("hints")), QStringLiteral("1"));
        QVERIFY2(dialog->rowText(QStringLiteral("best")).contains(QStringLiteral("1:01")),
            qPrintable(dialog->rowText(QStringLiteral("best"))));
        QCOMPARE(dialog->rowText(QStringLiteral("streak")), QStringLiteral("Games finished in a row at Easy: 2"));
        QTest::mouseClick(dialog->statisticsButton(), Qt::LeftButton);
        QTRY_VERIFY(window()->statisticsDialog() && window()->statisticsDialog()->isVisible());

        // The figures of every game or of one variant's: both games were classic, none was a Killer.
        StatisticsDialog *stats = window()->statisticsDialog();
        const int easy = int(Difficulty::Easy);
        QTRY_COMPARE(stats->cellText(StatisticsDialog::Finished, easy), QStringLiteral("2"));
        QComboBox *variant = stats->variantBox();
        variant->setCurrentIndex(variant->findData(int(sudoku::Variant::Classic)));
        QCOMPARE(stats->cellText(StatisticsDialog::Finished, easy), QStringLiteral("2"));
        variant->setCurrentIndex(variant->findData(int(sudoku::Variant::Killer)));
        QCOMPARE(stats->cellText(StatisticsDialog::Finished, easy), QStringLiteral("0"));
        QCOMPARE(stats->cellText(StatisticsDialog::Best, easy), QStringLiteral("\u2013"));
        variant->setCurrentIndex(0);
        QCOMPARE(stats->cellText(StatisticsDialog::Finished, easy), QStringLiteral("2"));
    }

    // With "show mistakes" on, the summary counts the wrong digits typed (an undone one too), from the model.
    void theSummaryCountsTheMistakes()
    {
        m_fixture.settings()->setShowMistakes(true);
        window()->applySettings();
        QTRY_VERIFY_WITH_TIMEOUT(model()->solution().has_value(), 20000); // the startup game's, from the worker
        const Grid solution = *model()->solution();
        int cell = 0;
        while (model()->board().at(cell) != 0)
            ++cell;
        board()->setSelectedCell(cell);
        QTest::keyClick(board(), Qt::Key(Qt::Key_0 + solution[cell] % 9 + 1)); // wrong
        QTest::keySequence(board(), QKeySequence::Undo);
        for (int c = 0; c < kCellCount; ++c) {
            if (model()->board().at(c) != 0)
                continue;
            board()->setSelectedCell(c);
            QTest::keyClick(board(), Qt::Key(Qt::Key_0 + solution[c]));
        }
        QVERIFY(model()->isComplete());
        QTRY_VERIFY(window()->finishDialog() && window()->finishDialog()->isVisible());
        QCOMPARE(window()->finishDialog()->rowText(QStringLiteral("mistakes")), QStringLiteral("1"));
        QVERIFY(!window()->finishDialog()->isNewBest()); // shown mistakes are help: no best time
    }

    // With "show mistakes" off, a wrong digit typed and put right is counted at the end all the same, said not
    // to have been shown ("Not shown" read as if there had been none: issue 22); it is no help, the best stands.
    void theSummaryCountsMistakesThatWereNotShown()
    {
        m_fixture.settings()->setShowMistakes(false); // whatever a test before chose
        window()->applySettings();
        startEasyGame();
        const Grid solution = guitest::grid(guitest::kEasySolution);
        model()->setSolution(solution); // as the worker finds it for a new game
        board()->setSelectedCell(2);
        QTest::keyClick(board(), Qt::Key(Qt::Key_0 + solution[2] % 9 + 1)); // wrong, not marked
        QVERIFY(!(board()->cellFlags(2) & BoardView::Wrong));
        QTest::keyClick(board(), Qt::Key(Qt::Key_0 + solution[2])); // put right
        play();
        QVERIFY(model()->isComplete());
        QTRY_VERIFY(window()->finishDialog() && window()->finishDialog()->isVisible());
        QCOMPARE(window()->finishDialog()->rowText(QStringLiteral("mistakes")),
            QStringLiteral("1 (not shown as you played)"));
        QVERIFY(window()->finishDialog()->isNewBest());
    }

    // Games started, finished and abandoned per level, the times and the history, in the statistics window.
    void statisticsWindowCountsTheGames()
    {
        startEasyGame();
        window()->clock()->setElapsed(90000);
        play();
        QTRY_VERIFY(window()->finishDialog());
        window()->finishDialog()->close();

        startEasyGame(); // moves, then replaced: abandoned
        play(2);
        QVERIFY(!model()->isComplete());
        window()->actions()->newGameAt[int(Difficulty::Hard)]->trigger();
        QTRY_COMPARE(model()->info().difficulty, std::optional<Difficulty>(Difficulty::Hard));
        // A puzzle looked at and replaced without a move is no game.
        window()->actions()->newGameAt[int(Difficulty::Hard)]->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window()->game()->isGenerating(), 30000);

        window()->actions()->statistics->trigger();
        StatisticsDialog *dialog = window()->statisticsDialog();
        QVERIFY(dialog && dialog->isVisible());
        const int easy = int(Difficulty::Easy);
        QTRY_COMPARE(dialog->cellText(StatisticsDialog::Started, easy), QStringLiteral("2"));
        QCOMPARE(dialog->cellText(StatisticsDialog::Finished, easy), QStringLiteral("1"));
        QCOMPARE(dialog->cellText(StatisticsDialog::Abandoned, easy), QStringLiteral("1"));
        QCOMPARE(dialog->cellText(StatisticsDialog::Best, easy), QStringLiteral("1:30"));
        QCOMPARE(dialog->cellText(StatisticsDialog::Median, easy), QStringLiteral("1:30"));
        QCOMPARE(dialog->cellText(StatisticsDialog::Streak, easy), QStringLiteral("0"));
        QCOMPARE(dialog->cellText(StatisticsDialog::LongestStreak, easy), QStringLiteral("1"));
        QCOMPARE(dialog->cellText(StatisticsDialog::Started, int(Difficulty::Hard)), QStringLiteral("0"));
        QCOMPARE(dialog->cellText(StatisticsDialog::Started, StatisticsDialog::kAllColumn), QStringLiteral("2"));
        QCOMPARE(dialog->table()->horizontalHeaderItem(0)->text(), QStringLiteral("Easy"));
        // A column per level, the last one Extreme with its own figures, then the totals (issue 22: the
        // totals stood in the Extreme column, sized by a count of five levels).
        const int extreme = int(Difficulty::Extreme);
        QCOMPARE(dialog->table()->columnCount(), int(kDifficulties.size()) + 1);
        QCOMPARE(dialog->table()->horizontalHeaderItem(extreme)->text(), QStringLiteral("Extreme"));
        QCOMPARE(dialog->cellText(StatisticsDialog::Started, extreme), QStringLiteral("0"));
        QCOMPARE(
            dialog->table()->horizontalHeaderItem(StatisticsDialog::kAllColumn)->text(), QStringLiteral("All games"));
        // The history: newest first, with dates.
        QTreeWidget *history = dialog->history();
        QCOMPARE(history->topLevelItemCount(), 2);
        QCOMPARE(history->topLevelItem(0)->text(2), QStringLiteral("Abandoned"));
        QCOMPARE(history->topLevelItem(1)->text(2), QStringLiteral("Finished"));
        QCOMPARE(history->topLevelItem(1)->text(3), QStringLiteral("1:30"));
        QVERIFY(
            history->topLevelItem(1)->text(0).contains(QLocale().toString(QDate::currentDate(), QLocale::ShortFormat)));

        // Open, it follows the games: a move on the Hard puzzle (a note) starts a game.
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (model()->board().isEmpty(cell)) {
                board()->setSelectedCell(cell);
                QTest::keyClick(board(), Qt::Key_1, Qt::ShiftModifier); // a note is a move
                break;
            }
        }
        statistics()->refresh();
        QTRY_COMPARE(dialog->cellText(StatisticsDialog::Started, int(Difficulty::Hard)), QStringLiteral("1"));
        QCOMPARE(history->topLevelItem(0)->text(2), QStringLiteral("Playing"));
    }

    // The best times Sudoku kept in its settings before it kept statistics are carried over.
    void bestTimesKeptBeforeCarryOver()
    {
        m_fixture.close();
        {
            QSettings ini(m_fixture.path("settings.ini"), QSettings::IniFormat);
            ini.setValue(QStringLiteral("records/best_expert"), 1234000);
        }
        QVERIFY(m_fixture.open(QSize(900, 700))); // a new statistics file, beside the settings
        window()->showStatistics();
        StatisticsDialog *dialog = window()->statisticsDialog();
        QTRY_COMPARE(dialog->cellText(StatisticsDialog::Best, int(Difficulty::Expert)), QStringLiteral("20:34"));
        QCOMPARE(dialog->cellText(StatisticsDialog::Started, int(Difficulty::Expert)), QStringLiteral("0"));
        QCOMPARE(dialog->cellText(StatisticsDialog::Best, int(Difficulty::Easy)), QStringLiteral("\u2013"));
    }

    // A damaged statistics file: set aside, a new one started, and the player told where the old one is.
    void damagedFileIsSetAsideWithANotice()
    {
        m_fixture.close();
        QVERIFY(m_fixture.open(QSize(900, 700), guitest::WindowFixture::Start::Nothing));
        m_fixture.window()->close();
        QFile file(m_fixture.path("statistics.sqlite"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(3000, '\x7f'));
        file.close();
        Settings settings(m_fixture.path("settings.ini"));
        auto other = guitest::makeWindow(&settings, m_fixture.path("autosave.sudoku"));
        other->show();
        other->game()->startup();
        const QString aside = m_fixture.path("statistics.sqlite.damaged");
        QTRY_VERIFY(other->messageBar()->text().contains(aside));
        QCOMPARE(other->messageBar()->level(), MessageBar::Level::Warning);
        QVERIFY(QFile::exists(aside));
        QTRY_VERIFY(other->game()->statistics()->summary());
        QCOMPARE(other->game()->statistics()->state(), StatsDatabase::State::ReadWrite);
    }

    // A game finished while another program holds the statistics file locked is counted once the lock goes;
    // meanwhile the status bar says the statistics are off, also after a new game has closed the message
    // that said so (issue 22: the game was never counted, and the next New Game closed the only word of it).
    void aGameFinishedWhileTheFileIsLockedIsCountedLater()
    {
        statistics()->setRetryInterval(300);
        QTRY_VERIFY_WITH_TIMEOUT(statistics()->summary(), 10000); // the file is made
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("windowLocker"));
        other.setDatabaseName(m_fixture.path("statistics.sqlite"));
        QVERIFY(other.open());
        auto lock = std::make_unique<QSqlQuery>(other);
        QVERIFY(lock->exec(QStringLiteral("BEGIN EXCLUSIVE")));

        startEasyGame();
        window()->clock()->setElapsed(70000);
        play();
        QVERIFY(model()->isComplete());
        QTRY_VERIFY_WITH_TIMEOUT(window()->problemsText().contains(QStringLiteral("Statistics off")), 15000);
        QVERIFY(window()->messageBar()->text().contains(QStringLiteral("locked")));
        window()->actions()->newGameAt[int(Difficulty::Easy)]->trigger(); // closes the message
        QTRY_VERIFY(!window()->messageBar()->text().contains(QStringLiteral("locked")));
        QVERIFY(window()->problemsText().contains(QStringLiteral("Statistics off"))); // the status bar keeps it

        QVERIFY(lock->exec(QStringLiteral("COMMIT")));
        lock.reset();
        other.close();
        other = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("windowLocker"));
        QTRY_VERIFY_WITH_TIMEOUT(window()->problemsText().isEmpty(), 20000);
        QVERIFY(window()->messageBar()->text().contains(QStringLiteral("counted")));
        QCOMPARE(figures().levels[int(Difficulty::Easy)].finished, 1);
        QVERIFY(figures().levels[int(Difficulty::Easy)].bestMs);
        QCOMPARE(*figures().levels[int(Difficulty::Easy)].bestMs / 1000, 70); // the time it was played in
    }

    // A game brought back from the autosave is the same game: counted once when it ends.
    void theAutosavedGameGoesOnAsTheSameGame()
    {
        startEasyGame();
        play(2);
        const QString id = window()->game()->tracker().gameId();
        QVERIFY(window()->game()->autosave()->saveNow());
        const auto saved = GameFile::load(window()->game()->autosave()->path());
        QVERIFY(saved.game);
        QCOMPARE(saved.game->gameId, id);
        QTRY_VERIFY(!statistics()->isBusy()); // its start is written
        m_fixture.window()->close();

        Settings settings(m_fixture.path("settings.ini"));
        auto other = guitest::makeWindow(&settings, m_fixture.path("autosave.sudoku"));
        other->game()->startup();
        QCOMPARE(other->game()->tracker().gameId(), id);
        QVERIFY(other->game()->tracker().isStarted());
        other->board()->setSelectedCell(2);
        QTest::keyClick(other->board(), Qt::Key_4);
        QVERIFY(other->model()->isComplete());
        QTRY_VERIFY(other->finishDialog());
        QVERIFY(other->game()->statistics()->summary());
        QCOMPARE(other->game()->statistics()->summary()->all.started, 1);
        QCOMPARE(other->game()->statistics()->summary()->all.finished, 1);
    }

    // A pasted pencil-mark grid plays with its candidates as the notes.
    void pastedPencilMarksBecomeNotes()
    {
        const auto masks = hardCandidates();
        const Board puzzle = guitest::board(guitest::kNaiveHard);
        window()->game()->pastePuzzle(QString::fromStdString(writePencilMarks(puzzle.values(), masks)));
        QTRY_COMPARE(model()->mode(), GameMode::Play);
        QVERIFY(model()->board() == puzzle);
        for (int cell = 0; cell < kCellCount; ++cell)
            QCOMPARE(model()->notes(cell), masks[cell]);
        QVERIFY(!model()->undoStack()->canUndo()); // the starting position, not a move
        QVERIFY(model()->solution());
        QVERIFY(isValidSolution(puzzle, *model()->solution()));
    }

    void openPuzzleFiles_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("choose"); // 0-based answer to "which puzzle?"
        QTest::addColumn<QByteArray>("expected"); // the givens, or empty for an error
        const QByteArray easy(guitest::kEasy);
        QByteArray ss;
        for (int r = 0; r < 9; ++r) {
            if (r == 3 || r == 6)
                ss += "-----------\r\n";
            ss += easy.mid(r * 9, 3) + '|' + easy.mid(r * 9 + 3, 3) + '|' + easy.mid(r * 9 + 6, 3) + "\r\n";
        }
        QTest::newRow("Simple Sudoku .ss") << "puzzle.ss" << ss << 0 << easy;
        QByteArray sdk = "#AAnon\n#DA test\n";
        for (int r = 0; r < 9; ++r)
            sdk += easy.mid(r * 9, 9) + "\n";
        QTest::newRow("SudoCue .sdk") << "puzzle.sdk" << sdk << 0 << easy;
        const QByteArray other(guitest::kNaiveHard);
        QTest::newRow("SudoCue .sdm, the second of three")
            << "collection.sdm" << QByteArray(guitest::kSeveralSolutions) + "\n" + easy + "\n" + other + "\n"
            << 1 << easy;
        QTest::newRow("pencil-mark grid") << "position.txt"
                                          << QByteArray::fromStdString(writePencilMarks(
                                                 guitest::board(guitest::kNaiveHard).values(), hardCandidates()))
                                          << 0 << QByteArray(guitest::kNaiveHard);
        QTest::newRow("not a puzzle") << "notes.txt" << QByteArray("shopping: eggs, milk\n") << 0 << QByteArray();
    }

    // Puzzle files open like games: the puzzle (the one chosen, for a collection) is checked and played.
    void openPuzzleFiles()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(int, choose);
        QFETCH(QByteArray, expected);
        const QString path = writeFile(name, bytes);
        QVERIFY(!path.isEmpty());
        int asked = 0;
        window()->game()->setChoosePuzzle([&](const QString &file, const PuzzleBatch &batch) {
            ++asked;
            [&] { QCOMPARE(file, name); }();
            return batch.puzzles.size() == 3 ? choose : -1;
        });
        const QString error = window()->game()->openFile(path);
        if (expected.isEmpty()) {
            QVERIFY2(error.contains(name), qPrintable(error));
            return;
        }
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QTRY_COMPARE(model()->mode(), GameMode::Play);
        QCOMPARE(window()->game()->puzzleText(), QString::fromLatin1(expected));
        QCOMPARE(asked, name.endsWith(QLatin1String(".sdm")) ? 1 : 0);
        const bool pencil = name == QLatin1String("position.txt");
        QCOMPARE(model()->notes(3), pencil ? std::uint16_t(digitBit(5) | digitBit(7)) : std::uint16_t(0));
    }

    // Game > Next Puzzle from File opens the puzzle after the one played from a file of many, without the list,
    // in this session and the next (the settings keep the file and the number); the title says which one.
    void nextPuzzleFromFile()
    {
        const QByteArray easy(guitest::kEasy);
        const QByteArray hard(guitest::kNaiveHard);
        const QByteArray several(guitest::kSeveralSolutions);
        const QString path = writeFile(QStringLiteral("set.txt"), easy + "\n" + hard + "\n" + several + "\n");
        QAction *next = window()->actions()->nextFromFile;
        int asked = 0;
        window()->game()->setChoosePuzzle([&](const QString &, const PuzzleBatch &) { return ++asked, 0; });
        QVERIFY(window()->game()->openFile(path).isEmpty());
        QTRY_COMPARE(model()->mode(), GameMode::Play);
        QCOMPARE(window()->game()->puzzleText(), QString::fromLatin1(easy));
        QVERIFY2(window()->windowTitle().contains(QStringLiteral("set.txt — puzzle 1 of 3")),
            qPrintable(window()->windowTitle()));
        QVERIFY(next->isEnabled());
        QVERIFY2(next->statusTip().contains(QLatin1String("2 of 3 in set.txt")), qPrintable(next->statusTip()));

        next->trigger();
        QTRY_COMPARE(model()->mode(), GameMode::Play);
        QCOMPARE(window()->game()->puzzleText(), QString::fromLatin1(hard));
        QCOMPARE(asked, 1); // no list the second time
        QVERIFY2(window()->windowTitle().contains(QLatin1String("puzzle 2 of 3")), qPrintable(window()->windowTitle()));

        // A restart restores the game, and the title still says where it is from.
        QVERIFY(window()->game()->autosave()->saveNow()); // as on quit
        m_fixture.close();
        {
            Settings settings(m_fixture.path("settings.ini"));
            auto again = guitest::makeWindow(&settings, m_fixture.path("autosave.sudoku"));
            again->game()->startup();
            QCOMPARE(again->game()->puzzleText(), QString::fromLatin1(hard));
            QVERIFY2(again->windowTitle().contains(QStringLiteral("set.txt — puzzle 2 of 3")),
                qPrintable(again->windowTitle()));
        }

        // The next session goes on where this one was.
        QVERIFY(m_fixture.open(QSize(900, 700)));
        next = window()->actions()->nextFromFile;
        QVERIFY(next->isEnabled());
        next->trigger();
        QTRY_COMPARE(window()->game()->puzzleText(), QString::fromLatin1(several));
        QVERIFY(!next->isEnabled()); // the file's last puzzle
        QVERIFY(window()->game()->playingFromFile());
        QCOMPARE(window()->game()->playingFromFile()->number, 3);

        // Another game is not from the file: the title drops it, Next stays where it was.
        window()->game()->pastePuzzle(QString::fromLatin1(easy));
        QVERIFY(!window()->game()->playingFromFile());
        QVERIFY(!window()->windowTitle().contains(QLatin1String("puzzle")));
    }

    // The file gone or changed since: said in the message bar, the game as it was, nothing else.
    void nextPuzzleFromAFileGoneOrChanged()
    {
        const QByteArray easy(guitest::kEasy);
        const QByteArray hard(guitest::kNaiveHard);
        const QString path = writeFile(QStringLiteral("gone.txt"), easy + "\n" + hard + "\n");
        window()->game()->setChoosePuzzle([](const QString &, const PuzzleBatch &) { return 0; });
        QVERIFY(window()->game()->openFile(path).isEmpty());
        QTRY_COMPARE(model()->mode(), GameMode::Play);
        QVERIFY(QFile::remove(path));
        QList<MessageBar::Level> notices;
        const auto told = connect(window()->game(), &GameController::notice, this,
            [&notices](MessageBar::Level level) { notices.append(level); });
        window()->actions()->nextFromFile->trigger();
        QCOMPARE(notices, QList<MessageBar::Level> {MessageBar::Level::Error});
        QCOMPARE(window()->game()->puzzleText(), QString::fromLatin1(easy));

        // Written again with a puzzle more: the second is opened, with a word that the file changed.
        QVERIFY(!writeFile(QStringLiteral("gone.txt"), easy + "\n" + hard + "\n" + easy + "\n").isEmpty());
        notices.clear();
        window()->actions()->nextFromFile->trigger();
        QTRY_COMPARE(window()->game()->puzzleText(), QString::fromLatin1(hard));
        QVERIFY(!notices.isEmpty());
        disconnect(told);
        QCOMPARE(notices.last(), MessageBar::Level::Warning);
        QCOMPARE(window()->game()->playingFromFile()->count, 3);
    }

    // The position with its candidates, as a pencil-mark grid: to the clipboard and to a file; read back,
    // the same position. A cell without notes gets every candidate its peers allow.
    void exportPencilMarks()
    {
        startEasyGame();
        board()->setSelectedCell(3);
        QTest::keyClick(board(), Qt::Key_2, Qt::ShiftModifier);
        QTest::keyClick(board(), Qt::Key_6, Qt::ShiftModifier);
        board()->setSelectedCell(2);
        QTest::keyClick(board(), Qt::Key_4);
        window()->actions()->copyPencilMarks->trigger();
        const QString copied = QApplication::clipboard()->text();
        const QString path = m_files.filePath(QStringLiteral("export.txt"));
        QVERIFY(window()->exportPencilMarks(path).isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()), copied);
        const PuzzleBatch batch = parsePuzzles(copied.toStdString());
        QCOMPARE(batch.format, Format::PencilMarks);
        QCOMPARE(batch.puzzles.size(), std::size_t(1));
        const PuzzleRecord &record = batch.puzzles[0];
        QVERIFY(record.ok());
        QCOMPARE(record.board.at(2), 4); // the entry, read as a digit
        QCOMPARE(record.candidates[3], std::uint16_t(digitBit(2) | digitBit(6)));
        // A cell without notes: every candidate its peers allow.
        const Grid values = model()->board().values();
        int cell = 0;
        while (cell < kCellCount
            && (values[cell] != 0 || cell == 3 || std::popcount(unsigned(candidatesOf(values, cell))) < 2))
            ++cell;
        QVERIFY(cell < kCellCount);
        QCOMPARE(record.candidates[cell], candidatesOf(values, cell));
        // A file that cannot be written says where and why.
        const QString error = window()->exportPencilMarks(QStringLiteral("/nonexistent/dir/x.txt"));
        QVERIFY(error.contains(QStringLiteral("/nonexistent/dir/x.txt")));
    }
};

QTEST_MAIN(TestWindowStats)
#include "tst_windowstats.moc"
