// SPDX-License-Identifier: GPL-3.0-or-later
// The sudoku executable as a user meets it, run as a process of its own (offscreen, in temporary XDG folders):
// a second launch hands its file to the Sudoku already running, or, when that one does not answer, goes on
// without touching its autosave; SIGTERM, SIGHUP and SIGINT save the game before the app ends; a named pipe
// given on the command line is refused without hanging the window (issue 22).
#include "game/gamefile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <memory>
#include <sys/stat.h>

namespace
{

constexpr const char *kEasy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

QString appPath()
{
    return qEnvironmentVariable("SUDOKU_APP", QStringLiteral(SUDOKU_APP_PATH));
}

} // namespace

class TestSudokuApp : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_home;
    std::vector<std::unique_ptr<QProcess>> m_apps;

    QString path(const QString &name) const { return QDir(m_home->path()).filePath(name); }
    QString autosavePath() const { return path(QStringLiteral("data/sudoku/sudoku/autosave.sudoku")); }

    // A Sudoku of its own in the test's folders; waits until it has written its autosave (it is up) when
    // `waitUp`.
    QProcess *launch(const QStringList &arguments = {}, bool waitUp = true)
    {
        auto process = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), path(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), path(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), path(QStringLiteral("run")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        process->setProcessEnvironment(env);
        process->setWorkingDirectory(m_home->path());
        process->start(appPath(), arguments);
        QProcess *app = process.get();
        m_apps.push_back(std::move(process));
        if (!app->waitForStarted(10000))
            return nullptr;
        if (waitUp) {
            QElapsedTimer timer;
            timer.start();
            while (!QFile::exists(autosavePath()) && timer.elapsed() < 20000)
                QTest::qWait(50);
        }
        return app;
    }

    static bool ends(QProcess *app, int ms = 10000) { return app->waitForFinished(ms); }

    QByteArray autosave() const
    {
        QFile file(autosavePath());
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private Q_SLOTS:
    void init()
    {
        m_home = std::make_unique<QTemporaryDir>();
        QVERIFY(m_home->isValid());
        QVERIFY(QDir().mkpath(path(QStringLiteral("run"))));
        QVERIFY(
            QFile::setPermissions(path(QStringLiteral("run")), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    }

    void cleanup()
    {
        for (const auto &app : m_apps) {
            if (app->state() != QProcess::NotRunning) {
                ::kill(static_cast<pid_t>(app->processId()), SIGCONT);
                app->kill();
                app->waitForFinished(5000);
            }
        }
        m_apps.clear();
        m_home.reset();
    }

    // Logging out or shutting down sends SIGTERM or SIGHUP, Ctrl+C in a terminal SIGINT: the game is saved
    // first, with the time played, and the app ends normally.
    void aSignalSavesTheGameFirst_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGTERM") << SIGTERM;
        QTest::newRow("SIGHUP") << SIGHUP;
        QTest::newRow("SIGINT") << SIGINT;
    }
    void aSignalSavesTheGameFirst()
    {
        QFETCH(int, signal);
        QProcess *app = launch();
        QVERIFY(app);
        QVERIFY(QFile::exists(autosavePath()));
        QTest::qWait(2500); // time on the clock that only a save at the end writes
        QCOMPARE(::kill(static_cast<pid_t>(app->processId()), signal), 0);
        QVERIFY(ends(app));
        QCOMPARE(app->exitStatus(), QProcess::NormalExit);
        QCOMPARE(app->exitCode(), 0);
        const GameFile::ReadResult saved = GameFile::load(autosavePath());
        QVERIFY2(saved.game, qPrintable(saved.error));
        QVERIFY2(saved.game->elapsedMs >= 2000, qPrintable(QString::number(saved.game->elapsedMs)));
    }

    // A second launch while Sudoku runs hands its file to the running one and ends; the game is then the
    // running one's, and it is what the autosave holds when that one ends. (Two instances each wrote the
    // autosave, and the one that quit last overwrote the other's game.)
    void aSecondLaunchHandsItsFileOver()
    {
        QProcess *first = launch();
        QVERIFY(first);
        QFile puzzle(path(QStringLiteral("puzzle.txt")));
        QVERIFY(puzzle.open(QIODevice::WriteOnly));
        puzzle.write(QByteArray(kEasy) + '\n');
        puzzle.close();

        QProcess *second = launch({QStringLiteral("puzzle.txt")}, false); // relative to where it was launched
        QVERIFY(second);
        QVERIFY(ends(second));
        QCOMPARE(second->exitCode(), 0);
        QVERIFY2(second->readAllStandardError().contains("puzzle.txt was opened there"), "no word of the hand-over");
        QCOMPARE(first->state(), QProcess::Running);

        // The running Sudoku plays the puzzle and keeps it in its autosave. Waits for the whole puzzle: the game
        // the first one started with is random, and may share a few givens with it (a wait for two cells once
        // took that game for the handed-over one).
        const auto givens = [](const SavedGame &game) {
            QByteArray line;
            for (int cell = 0; cell < sudoku::kCellCount; ++cell)
                line += game.cells[cell].given ? char('0' + game.cells[cell].digit) : '.';
            return line;
        };
        QElapsedTimer timer;
        timer.start();
        std::optional<SavedGame> game;
        while (timer.elapsed() < 15000) {
            game = GameFile::load(autosavePath()).game;
            if (game && givens(*game) == QByteArray(kEasy))
                break;
            QTest::qWait(100);
        }
        QVERIFY(game);
        QCOMPARE(givens(*game), QByteArray(kEasy));

        QCOMPARE(::kill(static_cast<pid_t>(first->processId()), SIGTERM), 0);
        QVERIFY(ends(first));
        QCOMPARE(first->exitCode(), 0);
    }

    // When the running Sudoku does not answer (stopped, hung), a second launch goes on separately, says so,
    // and leaves the autosave alone, also when it ends; the first one's game is still there for it.
    void aSecondLaunchWithoutAnAnswerLeavesTheAutosaveAlone()
    {
        QProcess *first = launch();
        QVERIFY(first);
        QTest::qWait(500);
        const QByteArray before = autosave();
        QVERIFY(!before.isEmpty());
        QCOMPARE(::kill(static_cast<pid_t>(first->processId()), SIGSTOP), 0);
        const auto resume = qScopeGuard([first] { ::kill(static_cast<pid_t>(first->processId()), SIGCONT); });

        QProcess *second = launch({}, false);
        QVERIFY(second);
        // It waits for an answer (SingleInstance::kAnswerMs), then shows the game: long enough to have
        // saved it if it did.
        QTest::qWait(8000);
        QCOMPARE(second->state(), QProcess::Running);
        QVERIFY2(autosave() == before, "the second Sudoku wrote over the first one's autosave");
        const QByteArray said = second->readAllStandardError();
        QVERIFY2(said.contains("does not answer"), said.constData());
        QCOMPARE(::kill(static_cast<pid_t>(second->processId()), SIGTERM), 0);
        QVERIFY(ends(second));
        QVERIFY(autosave() == before);

        ::kill(static_cast<pid_t>(first->processId()), SIGCONT);
        QCOMPARE(::kill(static_cast<pid_t>(first->processId()), SIGTERM), 0);
        QVERIFY(ends(first));
        QCOMPARE(first->exitCode(), 0);
    }

    // A Sudoku that was killed leaves its lock behind: the next launch takes the folder over (the process is
    // gone), and a launch after that hands over to it.
    void aLockLeftByAKilledSudokuIsTakenOver()
    {
        QProcess *killed = launch();
        QVERIFY(killed);
        killed->kill();
        QVERIFY(ends(killed));
        QFile::remove(autosavePath());
        QProcess *next = launch();
        QVERIFY(next);
        QVERIFY2(QFile::exists(autosavePath()), "the next launch did not take the folder over");
        QProcess *third = launch({}, false);
        QVERIFY(third);
        QVERIFY(ends(third));
        QVERIFY(third->readAllStandardError().contains("already running"));
        QCOMPARE(::kill(static_cast<pid_t>(next->processId()), SIGTERM), 0);
        QVERIFY(ends(next));
    }

    // `sudoku f.txt` where f.txt is a named pipe: refused at once, the window comes up with a new game (it
    // hung for good, the puzzle reader waiting for a writer), and the app answers a signal.
    void aNamedPipeOnTheCommandLineDoesNotHang()
    {
        const QString pipe = path(QStringLiteral("f.txt"));
        QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
        QProcess *app = launch({pipe});
        QVERIFY(app);
        QVERIFY2(QFile::exists(autosavePath()), "the window did not come up");
        QCOMPARE(::kill(static_cast<pid_t>(app->processId()), SIGTERM), 0);
        QVERIFY(ends(app));
        QCOMPARE(app->exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSudokuApp)
#include "tst_sudokuapp.moc"
