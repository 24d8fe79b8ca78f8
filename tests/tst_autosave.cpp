// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave: the game comes back exactly (board, notes, time, undo history), a damaged autosave is set
// aside (every one of them), killing the process at any moment never leaves a file that fails to load, a
// failing disk is told once and loses nothing on disk, a long game writes a file that loads, and
// `sudoku FILE` never costs the game in progress (issue 11).
#include "diskfault.h"
#include "guitestutil.h"

#include "game/autosave.h"
#include "game/gameclock.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "settings/settings.h"
#include "workers/solvecontroller.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>
#include <optional>
#include <sys/stat.h>

namespace
{

constexpr const char *kStressVariable = "SUDOKU_AUTOSAVE_STRESS";

// One running game, as the window has it, without the widgets.
struct Session {
    explicit Session(const QString &dir, const QString &autosavePath = {})
        : settings(dir + QStringLiteral("/settings.ini"))
        , game(&model, &solver, &clock, &settings,
              autosavePath.isEmpty() ? dir + QStringLiteral("/autosave.sudoku") : autosavePath)
    {
        QObject::connect(&game, &GameController::notice,
            [this](MessageBar::Level level, const MessageBar::Text &text, const QList<MessageBar::Button> &buttons) {
                notices.append({level, text(), buttons}); // as the bar shows it now
            });
    }
    struct Notice {
        MessageBar::Level level;
        QString text;
        QList<MessageBar::Button> buttons;
    };
    // The notices that contain `text`.
    QList<Notice> noticesWith(const QString &text) const
    {
        QList<Notice> found;
        for (const Notice &notice : notices) {
            if (notice.text.contains(text))
                found.append(notice);
        }
        return found;
    }
    // Plays the easy puzzle's solution into its first `count` empty cells, each move autosaved as the timer
    // would save it.
    void play(int count)
    {
        const sudoku::Grid solution = guitest::grid(guitest::kEasySolution);
        for (int cell = 0; cell < 81 && count > 0; ++cell) {
            if (!model.board().isEmpty(cell))
                continue;
            game.setSelectedCell(cell);
            game.inputDigit(solution[cell], false);
            game.autosave()->saveNow();
            --count;
        }
    }
    QList<Notice> notices;
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

    // A checkpoint is autosaved at once (setting one is no move) and comes back after a restart; one damaged in
    // the file is left out with a notice that says so, and the game itself comes back.
    void checkpointsSurviveARestart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.sudoku"));
        std::vector<Checkpoint> checkpoints;
        {
            Session first(dir.path());
            first.game.startup();
            int cell = 0;
            while (!first.model.board().isEmpty(cell))
                ++cell;
            QVERIFY(first.model.toggleNote(cell, 3));
            QTRY_VERIFY(!first.game.autosave()->isPending());
            QCOMPARE(first.model.setCheckpoint(), 0);
            QVERIFY(first.game.autosave()->isPending());
            QTRY_VERIFY(!first.game.autosave()->isPending());
            checkpoints = first.model.checkpoints();
        }
        {
            Session second(dir.path());
            second.game.startup();
            QCOMPARE(second.model.checkpoints(), checkpoints);
            QVERIFY(second.noticesWith(QStringLiteral("checkpoint")).isEmpty());
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray json = file.readAll();
        file.close();
        // The list's checkpoint damaged (its name a number); the history's move that set it stays sound.
        QJsonObject root = QJsonDocument::fromJson(json).object();
        QJsonArray list = root.value(QStringLiteral("checkpoints")).toArray();
        QCOMPARE(list.size(), 1);
        QJsonObject entry = list[0].toObject();
        QCOMPARE(entry.value(QStringLiteral("name")).toString(), QStringLiteral("Checkpoint 1"));
        entry.insert(QStringLiteral("name"), 17);
        list[0] = entry;
        root.insert(QStringLiteral("checkpoints"), list);
        json = QJsonDocument(root).toJson();
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(json);
        file.close();
        Session third(dir.path());
        third.game.startup();
        QVERIFY(third.model.checkpoints().empty());
        QCOMPARE(third.model.cellState(0), checkpoints[0].cells[0]);
        QCOMPARE(third.model.snapshot().cells, checkpoints[0].cells); // the game came back, not a new one
        QCOMPARE(third.noticesWith(QStringLiteral("Damaged checkpoints were left out")).size(), 1);
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
        session.game.startup();
        QCOMPARE(session.model.mode(), GameMode::Play); // a new game instead
        QVERIFY(session.model.board().givenCount() > 0);
        QCOMPARE(session.notices.size(), 1);
        QVERIFY(session.notices.at(0).text.contains(QStringLiteral(".damaged")));
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

    void aFailingAutosaveIsToldOnce_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("reason"); // what the notice says is wrong
        QTest::newRow("data folder is a file") << "not a folder"
                                               << "Not a directory";
        QTest::newRow("file size limit") << "size limit"
                                         << "File too large";
        QTest::newRow("full disk") << "full"
                                   << "No space left on device";
        QTest::newRow("read-only disk") << "read-only"
                                        << "Read-only file system";
    }
    void aFailingAutosaveIsToldOnce()
    {
        QFETCH(QString, fault);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString data = dir.filePath(QStringLiteral("data"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("data")));
        QString path = data + QStringLiteral("/autosave.sudoku");
        std::optional<diskfault::TinyTmpfs> disk;
        std::optional<diskfault::FileSizeLimit> limit;
        std::optional<SavedGame> earlier; // the game on disk before the disk failed
        if (fault == QLatin1String("not a folder")) {
            path = data + QStringLiteral("/sudoku/autosave.sudoku");
        } else if (fault == QLatin1String("full") || fault == QLatin1String("read-only")) {
            disk.emplace(data, 256 * 1024);
            if (!disk->isMounted())
                QSKIP(qPrintable(QStringLiteral("cannot mount a tmpfs here: ") + disk->error()));
        }
        Session session(dir.path(), path);
        session.game.startup();
        session.model.loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
        session.play(3);
        if (disk) {
            QVERIFY(session.game.autosave()->saveNow());
            earlier = session.game.snapshot();
            QVERIFY(fault == QLatin1String("full") ? diskfault::fill(data) : disk->makeReadOnly());
        } else if (fault == QLatin1String("size limit")) {
            limit.emplace(100);
            QVERIFY(limit->isActive());
        } else {
            // The data folder is replaced by a file of that name.
            QVERIFY(QDir(data + QStringLiteral("/sudoku")).removeRecursively());
            QFile blocker(data + QStringLiteral("/sudoku"));
            QVERIFY(blocker.open(QIODevice::WriteOnly));
        }
        QSignalSpy saveAs(&session.game, &GameController::saveAsRequested);
        session.notices.clear();
        session.play(30);

        // Told once, plainly, with the reason and a way out; not once per move.
        const auto told = session.noticesWith(QStringLiteral("cannot be saved automatically"));
        QCOMPARE(told.size(), 1);
        QCOMPARE(told[0].level, MessageBar::Level::Warning);
        QVERIFY2(told[0].text.contains(reason), qPrintable(told[0].text));
        QVERIFY(told[0].text.contains(path));
        QCOMPARE(told[0].buttons.size(), 1);
        told[0].buttons[0].run();
        QCOMPARE(saveAs.count(), 1);
        QVERIFY(session.game.autosave()->hasFailed());
        // The game stays in memory, and what was on disk stays as it was.
        QCOMPARE(session.model.undoStack()->count(), 33);
        if (earlier) {
            const GameFile::ReadResult read = GameFile::load(path);
            QVERIFY2(read.game, qPrintable(read.error));
            QCOMPARE(read.game->cells, earlier->cells);
        }

        // Once the disk takes writes again, the next move saves everything, and the player is told.
        if (fault == QLatin1String("not a folder")) {
            QVERIFY(QFile::remove(data + QStringLiteral("/sudoku")));
            QVERIFY(QDir(data).mkdir(QStringLiteral("sudoku")));
        } else if (fault == QLatin1String("size limit")) {
            limit.reset();
        } else if (fault == QLatin1String("full")) {
            QVERIFY(QFile::remove(data + QStringLiteral("/filler")));
        } else {
            QVERIFY(disk->makeWritable());
        }
        session.play(1);
        QVERIFY(!session.game.autosave()->hasFailed());
        QCOMPARE(session.noticesWith(QStringLiteral("saved automatically again")).size(), 1);
        QCOMPARE(session.noticesWith(QStringLiteral("cannot be saved automatically")).size(), 1);
        const GameFile::ReadResult read = GameFile::load(path);
        QVERIFY2(read.game, qPrintable(read.error));
        QCOMPARE(read.game->cells, session.game.snapshot().cells);
    }

    void everyDamagedAutosaveIsKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.sudoku"));
        const QByteArray damaged[] {"{\"format\": \"sudoku-game\", \"version\": 1, \"puzz", "second", "third"};
        QStringList kept;
        for (const QByteArray &content : damaged) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
            file.close();
            Session session(dir.path());
            session.game.startup();
            QCOMPARE(session.notices.size(), 1);
            kept.append(session.notices[0].text);
        }
        const QString names[] {path + QStringLiteral(".damaged"), path + QStringLiteral(".damaged-2"),
            path + QStringLiteral(".damaged-3")};
        for (int i = 0; i < 3; ++i) {
            QFile file(names[i]);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(names[i]));
            QCOMPARE(file.readAll(), damaged[i]); // never overwritten by a later one
            QVERIFY2(kept[i].contains(names[i]), qPrintable(kept[i])); // and the message says where it went
        }
    }

    void aLongHeavyGameAutosavesAFileThatLoads()
    {
        // About 1,000 moves that change most of the board made an autosave above the reader's limit, and the
        // next start set the game aside (issue 11).
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.sudoku"));
        SavedGame saved;
        {
            Session first(dir.path());
            first.game.startup();
            first.model.loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
            for (int round = 0; round < 800; ++round) {
                QVERIFY(first.model.fillCandidates());
                first.game.setSelectedCell(2);
                first.game.inputDigit(4, false);
                first.game.setSelectedCell(3);
                first.game.inputDigit(6, false);
                QVERIFY(first.model.restart());
            }
            QCOMPARE(first.model.undoStack()->count(), 3200);
            first.model.undoStack()->undo();
            first.game.setSelectedCell(3);
            first.game.inputDigit(6, false); // the last move undone, another made: a history that branched
            QVERIFY(first.game.autosave()->saveNow());
            saved = first.game.snapshot();
        }
        QVERIFY(QFileInfo(path).size() < GameFile::kMaxFileSize / 4);
        Session second(dir.path());
        second.game.startup();
        QVERIFY2(second.notices.isEmpty(), qPrintable(second.notices.value(0).text));
        const SavedGame restored = second.game.snapshot();
        QCOMPARE(restored.cells, saved.cells);
        // The newest moves can be undone after the restart; the oldest were folded into the position.
        QVERIFY(restored.history.size() > 100);
        QVERIFY(restored.history.size() < saved.history.size());
        QCOMPARE(restored.history.back(), saved.history.back());
        while (second.model.undoStack()->canUndo())
            second.model.undoStack()->undo();
        QCOMPARE(second.model.undoStack()->index(), 0);
    }

    void openingAFileAtStartKeepsTheGameInProgress_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("abandon"); // the answer to "abandon the current game?"
        QTest::addColumn<bool>("opened");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing file") << "missing" << true << false << "No such file or directory";
        QTest::newRow("damaged file") << "damaged" << true << false << "damaged";
        QTest::newRow("FIFO") << "fifo" << true << false << "not a regular file";
        QTest::newRow("link to /dev/zero") << "zero" << true << false << "not a regular file";
        QTest::newRow("valid file, abandon: yes") << "valid" << true << true << "";
        QTest::newRow("valid file, abandon: no") << "valid" << false << false << "";
    }
    void openingAFileAtStartKeepsTheGameInProgress()
    {
        QFETCH(QString, file);
        QFETCH(bool, abandon);
        QFETCH(bool, opened);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game <i>1<b>.sudoku")); // a name, not HTML
        SavedGame inProgress;
        {
            Session first(dir.path());
            first.game.startup();
            first.model.loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
            first.play(5);
            inProgress = first.game.snapshot();
        }
        GameModel other;
        other.loadPuzzle(guitest::board(guitest::kNaiveHard), {});
        other.enterDigit(1, 5);
        const SavedGame valid = other.snapshot();
        if (file == QLatin1String("damaged")) {
            QFile damaged(path);
            QVERIFY(damaged.open(QIODevice::WriteOnly));
            damaged.write(R"({"format": "sudoku-game", "version": 1, "mode": "play", "puzzle": "12"})");
        } else if (file == QLatin1String("fifo")) {
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (file == QLatin1String("zero")) {
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
        } else if (file == QLatin1String("valid")) {
            QCOMPARE(GameFile::save(valid, path), QString());
        }

        Session second(dir.path());
        int asked = 0;
        second.game.setConfirm([&](const QString &question, const QString &, const QString &) {
            ++asked;
            return question.contains(QStringLiteral("Abandon")) && abandon;
        });
        second.game.startup(path);
        QCOMPARE(asked, file == QLatin1String("valid") ? 1 : 0);
        QCOMPARE(second.game.snapshot().cells, opened ? valid.cells : inProgress.cells);
        if (!opened)
            QCOMPARE(second.game.snapshot().history, inProgress.history);
        if (message.isEmpty()) {
            QVERIFY2(second.notices.isEmpty(), qPrintable(second.notices.value(0).text));
        } else {
            QCOMPARE(second.notices.size(), 1);
            const QString text = second.notices[0].text;
            QCOMPARE(second.notices[0].level, MessageBar::Level::Error);
            QVERIFY2(text.contains(path) && text.contains(message), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("game in progress goes on")), qPrintable(text));
        }
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
