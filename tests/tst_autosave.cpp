// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave: the game comes back exactly (board, notes, time, undo history), a damaged autosave is set
// aside, and killing the process at any moment never leaves a file that fails to load.
#include "guitestutil.h"

#include "game/autosave.h"
#include "game/gameclock.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "settings/settings.h"
#include "workers/solvecontroller.h"

#include <QApplication>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace
{

constexpr const char *kStressVariable = "SUDOKU_AUTOSAVE_STRESS";

// One running game, as the window has it, without the widgets.
struct Session {
    explicit Session(const QString &dir)
        : settings(dir + QStringLiteral("/settings.ini"))
        , game(&model, &solver, &clock, &settings, dir + QStringLiteral("/autosave.sudoku"))
    {
    }
    GameModel model;
    SolveController solver;
    GameClock clock;
    Settings settings;
    GameController game;
};

// The child process of killAtAnyMoment(): plays and autosaves as fast as it can until it is killed.
int stressLoop(const QString &path)
{
    GameModel model;
    model.loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
    Autosave autosave([&model] { return model.snapshot(); }, path);
    const sudoku::Grid solution = guitest::grid(guitest::kEasySolution);
    for (int i = 0;; ++i) {
        const int cell = i % 81;
        if (!model.board().isGiven(cell)) {
            if (i % 3 == 0)
                model.toggleNote(cell, 1 + i % 9);
            else
                model.enterDigit(cell, solution[cell]);
        }
        if (model.isComplete())
            model.restart();
        if (!autosave.saveNow())
            return 1;
    }
}

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void defaultPathIsInTheDataDirectory()
    {
        QVERIFY(Autosave::defaultPath().endsWith(QStringLiteral("/autosave.sudoku")));
    }

    void theGameComesBackExactly()
    {
        QTemporaryDir dir;
        SavedGame saved;
        {
            Session first(dir.path());
            first.game.startup();
            QCOMPARE(first.model.mode(), GameMode::Play);
            QVERIFY(first.model.info().difficulty);
            // A few moves, notes, an undone move, time on the clock.
            int moves = 0;
            for (int cell = 0; cell < 81 && moves < 4; ++cell) {
                if (first.model.board().isEmpty(cell)) {
                    first.game.setSelectedCell(cell);
                    if (moves % 2 == 0)
                        first.game.inputDigit(1 + moves, true);
                    else
                        first.game.inputDigit(1 + moves, false);
                    ++moves;
                }
            }
            first.model.undoStack()->undo();
            first.clock.setElapsed(83000);
            QVERIFY(first.game.autosave()->isPending()); // every move schedules a write
            QTRY_VERIFY(!first.game.autosave()->isPending());
            first.game.autosave()->saveNow(); // as on quit
            saved = first.game.snapshot();
        }
        Session second(dir.path());
        second.game.startup();
        const SavedGame restored = second.game.snapshot();
        QCOMPARE(restored.cells, saved.cells);
        QCOMPARE(restored.history, saved.history);
        QCOMPARE(restored.historyIndex, saved.historyIndex);
        QCOMPARE(restored.info, saved.info);
        QCOMPARE(restored.selectedCell, saved.selectedCell);
        QVERIFY(restored.elapsedMs >= 83000 && restored.elapsedMs < 83000 + 5000);
        QVERIFY(second.model.undoStack()->canRedo());
        QVERIFY(second.model.undoStack()->canUndo());
    }

    void aDamagedAutosaveIsSetAside()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.sudoku"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"sudoku-game\", \"version\": 1, \"puzz");
        file.close();
        Session session(dir.path());
        QSignalSpy notice(&session.game, &GameController::notice);
        session.game.startup();
        QCOMPARE(session.model.mode(), GameMode::Play); // a new game instead
        QVERIFY(session.model.board().givenCount() > 0);
        QCOMPARE(notice.count(), 1);
        QVERIFY(notice.at(0).at(1).toString().contains(QStringLiteral(".damaged")));
        QVERIFY(QFile::exists(path + QStringLiteral(".damaged")));
    }

    void aFinishedGameIsNotRestored()
    {
        QTemporaryDir dir;
        {
            Session first(dir.path());
            first.model.loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
            first.model.applySolution(guitest::grid(guitest::kEasySolution));
            QVERIFY(first.model.isComplete());
            QVERIFY(first.game.autosave()->saveNow());
        }
        Session second(dir.path());
        second.game.startup();
        QVERIFY(!second.model.isComplete());
        QVERIFY(!second.model.hasEntries());
    }

    void killAtAnyMoment()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.sudoku"));
        int loaded = 0;
        for (int round = 0; round < 12; ++round) {
            QProcess child;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QLatin1String(kStressVariable), path);
            child.setProcessEnvironment(env);
            child.start(QCoreApplication::applicationFilePath(), {});
            QVERIFY(child.waitForStarted());
            QTest::qWait(40 + static_cast<int>(QRandomGenerator::global()->bounded(200)));
            child.kill(); // SIGKILL: no chance to tidy up
            QVERIFY(child.waitForFinished());
            if (!QFile::exists(path))
                continue; // killed before the first write finished: nothing to load, nothing broken
            const GameFile::ReadResult read = GameFile::load(path);
            QVERIFY2(read.game, qPrintable(read.error));
            ++loaded;
        }
        QVERIFY(loaded > 0);
    }
};

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet(kStressVariable)) {
        QCoreApplication app(argc, argv);
        return stressLoop(qEnvironmentVariable(kStressVariable));
    }
    QApplication app(argc, argv);
    TestAutosave test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave.moc"
