// SPDX-License-Identifier: GPL-3.0-or-later
// GameFile: the round trip, damaged or foreign files refused with a message and no change, files that are
// not regular files refused at once, old files still read, and saves that fail on a full or limited disk
// reported as failures with the old file left whole (issue 11).
#include "diskfault.h"
#include "guitestutil.h"

#include "game/gamefile.h"
#include "game/gamemodel.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <functional>
#include <limits>
#include <sys/stat.h>

using namespace sudoku;

namespace
{

SavedGame midGame()
{
    GameModel model;
    model.loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Hard, 11});
    model.enterDigit(2, 4);
    model.toggleNote(3, 6);
    model.toggleNote(3, 2);
    model.enterDigit(7, 1);
    model.addHelp({2, 1, false});
    model.undoStack()->undo();
    SavedGame game = model.snapshot();
    game.elapsedMs = 123456;
    game.selectedCell = 17;
    return game;
}

QJsonObject midGameJson()
{
    return QJsonDocument::fromJson(GameFile::toJson(midGame())).object();
}

QByteArray edited(const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject root = midGameJson();
    edit(root);
    return QJsonDocument(root).toJson();
}

// A game with a long history of moves that change most cells: fill in candidates, restart, again and again.
SavedGame heavyGame(int rounds, int undone)
{
    GameModel model;
    model.loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
    for (int round = 0; round < rounds; ++round) {
        model.fillCandidates();
        model.enterDigit(2, 4);
        model.restart();
    }
    for (int i = 0; i < undone; ++i)
        model.undoStack()->undo();
    return model.snapshot();
}

QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

} // namespace

class TestGameFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Checkpoints go into the file and come back; a file without them (older versions) loads with none;
    // a damaged entry is skipped, named in the warning, and the game and the other checkpoints load.
    void checkpointsAreSavedAndDamagedOnesSkipped()
    {
        GameModel model;
        model.loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
        QVERIFY(model.enterDigit(2, 4));
        QVERIFY(model.toggleNote(5, 2));
        QVERIFY(model.setCellColour(7, 3));
        model.setCheckpoint();
        QVERIFY(model.enterDigit(3, 1));
        model.setCheckpoint(QStringLiteral("guess \u201c1\u201d"));
        QVERIFY(model.toggleNote(5, 8));
        const SavedGame game = model.snapshot();
        QCOMPARE(game.checkpoints.size(), 2u);
        const QByteArray json = GameFile::toJson(game);
        QVERIFY(json.contains("\"checkpoints\""));
        GameFile::ReadResult read = GameFile::fromJson(json);
        QVERIFY2(read.game, qPrintable(read.error));
        QVERIFY2(read.warning.isEmpty(), qPrintable(read.warning));
        QCOMPARE(read.game->checkpoints, game.checkpoints);
        QCOMPARE(*read.game, game);
        GameModel again;
        again.restore(*read.game);
        QVERIFY(again.backToCheckpoint(0));
        QCOMPARE(again.cellState(3).digit, 0);
        QCOMPARE(again.notes(5), digitBit(2));
        QCOMPARE(again.cellColour(7), 3);

        // An old file: no key at all.
        QJsonObject root = QJsonDocument::fromJson(json).object();
        root.remove(QStringLiteral("checkpoints"));
        read = GameFile::fromObject(root);
        QVERIFY2(read.game, qPrintable(read.error));
        QVERIFY(read.game->checkpoints.empty());
        QVERIFY(read.warning.isEmpty());
        QVERIFY(!GameFile::toJson(*read.game).contains("checkpoints")); // written as before

        // Damaged entries: a cell that is no cell, other givens, no name, not an object. The good one loads.
        root = QJsonDocument::fromJson(json).object();
        QJsonArray checkpoints = root.value(QStringLiteral("checkpoints")).toArray();
        QJsonObject bad = checkpoints[0].toObject();
        QJsonArray cells = bad.value(QStringLiteral("cells")).toArray();
        cells[4] = QStringLiteral("x7");
        bad.insert(QStringLiteral("cells"), cells);
        QJsonObject otherGivens = checkpoints[0].toObject();
        cells = otherGivens.value(QStringLiteral("cells")).toArray();
        cells[0] = QStringLiteral("");
        otherGivens.insert(QStringLiteral("cells"), cells);
        otherGivens.insert(QStringLiteral("name"), QStringLiteral("other"));
        QJsonObject noName = checkpoints[0].toObject();
        noName.remove(QStringLiteral("name"));
        root.insert(QStringLiteral("checkpoints"), QJsonArray {bad, checkpoints[1], otherGivens, noName, 42});
        read = GameFile::fromObject(root);
        QVERIFY2(read.game, qPrintable(read.error));
        QCOMPARE(read.game->checkpoints.size(), 1u);
        QCOMPARE(read.game->checkpoints[0], game.checkpoints[1]);
        QVERIFY(read.warning.contains(QStringLiteral("Checkpoint 1")));
        QVERIFY(read.warning.contains(QStringLiteral("other")));
        QVERIFY(read.warning.contains(QStringLiteral("checkpoint 4")));
        QVERIFY(read.warning.contains(QStringLiteral("checkpoint 5")));
        QVERIFY2(read.game->cells == game.cells && read.game->history == game.history, "the game itself loads whole");

        root.insert(QStringLiteral("checkpoints"), QStringLiteral("nonsense"));
        read = GameFile::fromObject(root);
        QVERIFY2(read.game, qPrintable(read.error));
        QVERIFY(read.game->checkpoints.empty());
        QVERIFY(!read.warning.isEmpty());
    }

    // Setting and deleting a checkpoint are moves of the undo history: they are written with it and come back,
    // Undo and Redo included. A file before them (no "checkpoint" in any move) loads; one written now reads in an
    // older reader as moves that change nothing; a damaged checkpoint move makes the history damaged.
    void checkpointMovesRoundTripAndOldFilesLoad()
    {
        GameModel model;
        model.loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
        QVERIFY(model.enterDigit(2, 4));
        QCOMPARE(model.setCheckpoint(QStringLiteral("Before guess")), 0);
        QVERIFY(model.enterDigit(3, 1));
        QCOMPARE(model.setCheckpoint(), 1);
        QVERIFY(model.removeCheckpoint(0));
        model.undoStack()->undo(); // the delete is for Redo
        const SavedGame game = model.snapshot();
        QCOMPARE(game.history.size(), 5u);
        QVERIFY(game.history[1].checkpoint && game.history[4].checkpoint);
        const QByteArray json = GameFile::toJson(game);
        QVERIFY(json.contains("\"version\":1")); // still a version every reader reads
        GameFile::ReadResult read = GameFile::fromJson(json);
        QVERIFY2(read.game, qPrintable(read.error));
        QCOMPARE(*read.game, game);
        const QJsonObject written = QJsonDocument::fromJson(json)
                                        .object()
                                        .value(QStringLiteral("history"))
                                        .toObject()
                                        .value(QStringLiteral("moves"))
                                        .toArray()[1]
                                        .toObject();
        QVERIFY(
            GameFile::writtenSizeBound(game.history[1]) > QJsonDocument(written).toJson(QJsonDocument::Compact).size());
        GameModel again;
        again.restore(*read.game);
        QCOMPARE(again.undoStack()->undoText(), QStringLiteral("Set Checkpoint \u201cCheckpoint 2\u201d"));
        again.undoStack()->redo();
        QCOMPARE(again.checkpoints().size(), 1u);
        QCOMPARE(again.checkpoints()[0].name, QStringLiteral("Checkpoint 2"));
        again.undoStack()->setIndex(0);
        QVERIFY(again.checkpoints().empty());

        // As an older reader sees it: the "checkpoint" of each move unknown, the moves change nothing. And an old
        // file, whose moves never had one, loads the same way.
        QJsonObject root = QJsonDocument::fromJson(json).object();
        QJsonObject history = root.value(QStringLiteral("history")).toObject();
        QJsonArray moves = history.value(QStringLiteral("moves")).toArray();
        for (qsizetype i = 0; i < moves.size(); ++i) {
            QJsonObject move = moves[i].toObject();
            move.remove(QStringLiteral("checkpoint"));
            moves[i] = move;
        }
        history.insert(QStringLiteral("moves"), moves);
        root.insert(QStringLiteral("history"), history);
        read = GameFile::fromObject(root);
        QVERIFY2(read.game, qPrintable(read.error));
        QCOMPARE(read.game->cells, game.cells);
        QCOMPARE(read.game->checkpoints, game.checkpoints);
        QVERIFY(!read.game->history[1].checkpoint);

        // Damaged: an unknown kind, a cell that is no cell, other givens, an index past the most checkpoints.
        const auto damaged = [&json](const std::function<void(QJsonObject &)> &spoil) {
            QJsonObject root = QJsonDocument::fromJson(json).object();
            QJsonObject history = root.value(QStringLiteral("history")).toObject();
            QJsonArray moves = history.value(QStringLiteral("moves")).toArray();
            QJsonObject move = moves[1].toObject();
            QJsonObject edit = move.value(QStringLiteral("checkpoint")).toObject();
            spoil(edit);
            move.insert(QStringLiteral("checkpoint"), edit);
            moves[1] = move;
            history.insert(QStringLiteral("moves"), moves);
            root.insert(QStringLiteral("history"), history);
            return !GameFile::fromObject(root).game;
        };
        QVERIFY(damaged([](QJsonObject &edit) { edit.insert(QStringLiteral("kind"), QStringLiteral("move")); }));
        QVERIFY(damaged([](QJsonObject &edit) {
            QJsonArray cells = edit.value(QStringLiteral("cells")).toArray();
            cells[4] = QStringLiteral("x7");
            edit.insert(QStringLiteral("cells"), cells);
        }));
        QVERIFY(damaged([](QJsonObject &edit) {
            QJsonArray cells = edit.value(QStringLiteral("cells")).toArray();
            cells[0] = QStringLiteral("");
            edit.insert(QStringLiteral("cells"), cells);
        }));
        QVERIFY(damaged([](QJsonObject &edit) { edit.insert(QStringLiteral("index"), GameModel::kMaxCheckpoints); }));
        QVERIFY(!damaged([](QJsonObject &) {})); // the same, unspoilt, loads
    }

    void cellTextRoundTrip_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *text : {"", "5", "g9", "s4", "s4k2", "n1", "n13579", "n123456789"})
            QTest::newRow(*text ? text : "empty") << QString::fromLatin1(text);
    }
    void cellTextRoundTrip()
    {
        QFETCH(QString, text);
        const auto cell = GameFile::cellFromText(text);
        QVERIFY(cell);
        QCOMPARE(GameFile::cellText(*cell), text);
    }

    // The digits Solve filled in stay Solve's through a file: the position and the history keep them (a
    // colour of their own on the board), and a file that claims an empty cell for Solve is refused.
    void solvedDigitsAreKept()
    {
        GameModel model;
        model.loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
        QVERIFY(model.enterDigit(2, 4)); // right: stays the player's
        QVERIFY(model.applySolution(guitest::grid(guitest::kEasySolution)));
        const QByteArray json = GameFile::toJson(model.snapshot());
        QVERIFY(json.contains("\"solvedCells\""));
        const GameFile::ReadResult read = GameFile::fromJson(json);
        QVERIFY2(read.game, qPrintable(read.error));
        QVERIFY(!read.game->cells[2].solved);
        QVERIFY(read.game->cells[3].solved);
        QVERIFY(!read.game->cells[0].solved); // a given
        GameModel again;
        again.restore(*read.game);
        QVERIFY(again.cellState(3).solved);
        again.undoStack()->undo(); // Solve undone: the cell is empty, and no longer Solve's
        QCOMPARE(again.cellState(3).digit, 0);
        QVERIFY(!again.cellState(3).solved);
        again.undoStack()->redo();
        QVERIFY(again.cellState(3).solved);

        QJsonObject broken = QJsonDocument::fromJson(json).object();
        broken.insert(QStringLiteral("solvedCells"), QString(81, QLatin1Char('s'))); // givens too
        QVERIFY(!GameFile::fromObject(broken).game);
    }

    void roundTripThroughAFile_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("fresh puzzle") << 0;
        QTest::newRow("mid-game with notes and history") << 1;
        QTest::newRow("entering a puzzle") << 2;
        QTest::newRow("a daily puzzle with its statistics id") << 3;
    }
    void roundTripThroughAFile()
    {
        QFETCH(int, which);
        SavedGame game;
        if (which == 0) {
            GameModel model;
            model.loadPuzzle(guitest::board(guitest::kEasy), {});
            game = model.snapshot();
        } else if (which == 1) {
            game = midGame();
        } else if (which == 3) {
            game = midGame();
            game.info.daily = QDate(2024, 2, 29);
            game.gameId = QStringLiteral("9b2f6c1e-0d4a-4c55-a0c1-2f4a9a5e7d10");
        } else {
            GameModel model;
            model.startEntering();
            model.enterDigit(0, 5);
            model.enterDigit(1, 5); // a clash is allowed while typing
            game = model.snapshot();
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.sudoku"));
        QCOMPARE(GameFile::save(game, path), QString());
        const GameFile::ReadResult read = GameFile::load(path);
        QVERIFY2(read.game, qPrintable(read.error));
        QCOMPARE(*read.game, game);

        GameModel restored;
        restored.restore(*read.game);
        QCOMPARE(restored.snapshot().cells, game.cells);
    }

    void everyLevelLoads_data()
    {
        // The level names files of every version wrote (easy ... extreme) and Master, added between Expert and
        // Extreme: each reads back as its own level.
        QTest::addColumn<QString>("key");
        QTest::addColumn<Difficulty>("level");
        QTest::newRow("easy") << "easy" << Difficulty::Easy;
        QTest::newRow("medium") << "medium" << Difficulty::Medium;
        QTest::newRow("hard") << "hard" << Difficulty::Hard;
        QTest::newRow("expert") << "expert" << Difficulty::Expert;
        QTest::newRow("master") << "master" << Difficulty::Master;
        QTest::newRow("extreme") << "extreme" << Difficulty::Extreme;
    }
    void everyLevelLoads()
    {
        QFETCH(QString, key);
        QFETCH(Difficulty, level);
        QJsonObject o = QJsonDocument::fromJson(GameFile::toJson(midGame())).object();
        o["difficulty"] = key;
        const GameFile::ReadResult read = GameFile::fromJson(QJsonDocument(o).toJson());
        QVERIFY2(read.game, qPrintable(read.error));
        QCOMPARE(read.game->info.difficulty, std::optional<Difficulty>(level));
        QCOMPARE(QJsonDocument::fromJson(GameFile::toJson(*read.game)).object().value("difficulty").toString(), key);
    }

    void damagedFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected"); // a word the message must contain

        const QByteArray good = GameFile::toJson(midGame());
        QTest::newRow("empty") << QByteArray() << "it is empty";
        QTest::newRow("blank") << QByteArray(" \n\t\n") << "it is empty";
        QTest::newRow("not JSON") << QByteArray("hello, world") << "not a Sudoku game file";
        QTest::newRow("truncated") << good.left(good.size() / 2) << "not a Sudoku game file";
        QTest::newRow("a JSON array") << QByteArray("[1,2,3]") << "not a game";
        QTest::newRow("foreign JSON") << QByteArray(R"({"name": "something else"})") << "not a Sudoku game file";
        QTest::newRow("newer version") << edited([](QJsonObject &o) { o["version"] = 99; }) << "newer version";
        QTest::newRow("no version") << edited([](QJsonObject &o) { o.remove("version"); }) << "damaged";
        QTest::newRow("short puzzle") << edited([](QJsonObject &o) { o["puzzle"] = "53..7"; }) << "81 cells";
        QTest::newRow("letters in puzzle")
            << edited([](QJsonObject &o) { o["puzzle"] = o["puzzle"].toString().replace(0, 1, "x"); }) << "not a cell";
        QTest::newRow("entry on a given")
            << edited([](QJsonObject &o) { o["entries"] = o["entries"].toString().replace(0, 1, "5"); })
            << "both a given and an entry";
        QTest::newRow("clashing givens") << edited([](QJsonObject &o) {
            o["puzzle"] = o["puzzle"].toString().replace(5, 1, "5");
        }) << "not valid";
        QTest::newRow("bad notes") << edited([](QJsonObject &o) {
            QJsonArray notes = o["notes"].toArray();
            notes[10] = "0a";
            o["notes"] = notes;
        }) << "notes";
        QTest::newRow("note on a filled cell") << edited([](QJsonObject &o) {
            QJsonArray notes = o["notes"].toArray();
            notes[0] = "12";
            o["notes"] = notes;
        }) << "impossible";
        QTest::newRow("negative time") << edited([](QJsonObject &o) { o["elapsedMs"] = -5; }) << "out of range";
        QTest::newRow("time as text") << edited([](QJsonObject &o) { o["elapsedMs"] = "12"; }) << "wrong type";
        QTest::newRow("daily date that is not a date")
            << edited([](QJsonObject &o) { o["daily"] = "2024-02-30"; }) << "not a date";
        QTest::newRow("daily date as a number")
            << edited([](QJsonObject &o) { o["daily"] = 20240229; }) << "wrong type";
        QTest::newRow("empty game id") << edited([](QJsonObject &o) { o["gameId"] = ""; }) << "game id";
        QTest::newRow("unknown difficulty")
            << edited([](QJsonObject &o) { o["difficulty"] = "impossible"; }) << "difficulty";
        QTest::newRow("history index too large") << edited([](QJsonObject &o) {
            QJsonObject h = o["history"].toObject();
            h["index"] = 99;
            o["history"] = h;
        }) << "out of range";
        QTest::newRow("history that does not lead to the board") << edited([](QJsonObject &o) {
            QJsonObject h = o["history"].toObject();
            QJsonArray moves = h["moves"].toArray();
            QJsonObject first = moves[0].toObject();
            first["changes"] = QJsonArray {QJsonArray {2, "", "9"}};
            moves[0] = first;
            h["moves"] = moves;
            o["history"] = h;
        }) << "undo history";
        QTest::newRow("history change out of range") << edited([](QJsonObject &o) {
            QJsonObject h = o["history"].toObject();
            QJsonArray moves = h["moves"].toArray();
            QJsonObject first = moves[0].toObject();
            first["changes"] = QJsonArray {QJsonArray {81, "", "4"}};
            moves[0] = first;
            h["moves"] = moves;
            o["history"] = h;
        }) << "undo history";
    }
    void damagedFilesAreRefused()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        const GameFile::ReadResult read = GameFile::fromJson(content);
        QVERIFY(!read.game);
        QVERIFY2(read.error.contains(expected, Qt::CaseInsensitive), qPrintable(read.error));
        // Qt's words for "no parse error" are no reason (issue 11).
        QVERIFY2(!read.error.contains(QStringLiteral("no error occurred")), qPrintable(read.error));
    }

    void missingAndOversizedFiles()
    {
        QTemporaryDir dir;
        QVERIFY(!GameFile::load(dir.filePath(QStringLiteral("none.sudoku"))).game);
        QFile big(dir.filePath(QStringLiteral("big.sudoku")));
        QVERIFY(big.open(QIODevice::WriteOnly));
        big.resize(GameFile::kMaxFileSize + 1);
        big.close();
        const GameFile::ReadResult read = GameFile::load(big.fileName());
        QVERIFY(!read.game);
        QVERIFY(read.error.contains(QStringLiteral("too large")));
    }

    void oldIndentedFilesStillLoad()
    {
        // Written by Sudoku 0.1, which indented its files: notes, a filled-in grid of candidates, help, a move
        // to redo.
        const GameFile::ReadResult read = GameFile::load(QStringLiteral(SUDOKU_TEST_DATA "/game-v1-indented.sudoku"));
        QVERIFY2(read.game, qPrintable(read.error));
        const SavedGame &game = *read.game;
        QCOMPARE(game.elapsedMs, 754321);
        QCOMPARE(game.info.difficulty, std::optional<Difficulty>(Difficulty::Medium));
        QCOMPARE(game.history.size(), std::size_t(6));
        QCOMPARE(game.historyIndex, 5);
        QCOMPARE(game.history[4].text, QStringLiteral("Fill in all candidates"));
        QCOMPARE(game.cells[10].notes, CandidateMask(digitBit(2) | digitBit(7))); // the move undone placed a 7
        QCOMPARE(game.cells[2].digit, 4);
        QCOMPARE(game.help, (HelpUsage {1, 2, false}));
        // Written again, it reads as the same game.
        const GameFile::ReadResult again = GameFile::fromJson(GameFile::toJson(game));
        QVERIFY2(again.game, qPrintable(again.error));
        QCOMPARE(*again.game, game);
    }

    void numbersOutOfRangeAreRefused_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<double>("value");
        const std::pair<const char *, double> values[] {{"1e300", 1e300}, {"-1e300", -1e300},
            {"NaN", std::numeric_limits<double>::quiet_NaN()}, {"inf", std::numeric_limits<double>::infinity()},
            {"-inf", -std::numeric_limits<double>::infinity()}, {"2^63", 9223372036854775808.0}, {"half", 2.5}};
        for (const char *field : {"elapsedMs", "selectedCell", "hints", "packIndex", "history index", "change cell"}) {
            for (const auto &[name, value] : values) {
                const QString row = QStringLiteral("%1 %2").arg(QLatin1String(field), QLatin1String(name));
                QTest::newRow(qPrintable(row)) << QString::fromLatin1(field) << value;
            }
        }
    }
    void numbersOutOfRangeAreRefused()
    {
        // Casting such a double to an integer is undefined behaviour: the range is checked first (the
        // sanitizer build of CI fails on the cast itself).
        QFETCH(QString, field);
        QFETCH(double, value);
        QJsonObject root = midGameJson();
        QJsonObject help = root["help"].toObject();
        QJsonObject history = root["history"].toObject();
        QJsonArray moves = history["moves"].toArray();
        if (field == QLatin1String("hints")) {
            help["hints"] = value;
        } else if (field == QLatin1String("history index")) {
            history["index"] = value;
        } else if (field == QLatin1String("change cell")) {
            QJsonObject first = moves[0].toObject();
            first["changes"] = QJsonArray {QJsonArray {value, "", "4"}};
            moves[0] = first;
        } else {
            root[field] = value;
        }
        history["moves"] = moves;
        root["history"] = history;
        root["help"] = help;
        const GameFile::ReadResult read = GameFile::fromObject(root);
        QVERIFY(!read.game);
        QVERIFY2(read.error.contains(QStringLiteral("out of range")) || read.error.contains(QStringLiteral("damaged")),
            qPrintable(read.error));
    }

    void specialFilesAreRefusedAtOnce_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("FIFO named .sudoku") << "fifo"
                                            << "not a regular file";
        QTest::newRow("link to /dev/zero") << "zero"
                                           << "not a regular file";
        QTest::newRow("link to a FIFO") << "fifo link"
                                        << "not a regular file";
        QTest::newRow("folder") << "folder"
                                << "folder";
        QTest::newRow("missing") << "missing"
                                 << "No such file";
        QTest::newRow("dangling link") << "dangling"
                                       << "No such file";
    }
    void specialFilesAreRefusedAtOnce()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.sudoku"));
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        if (kind == QLatin1String("fifo")) {
            QVERIFY(QFile::rename(fifo, path));
        } else if (kind == QLatin1String("zero")) {
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
        } else if (kind == QLatin1String("fifo link")) {
            QVERIFY(QFile::link(fifo, path));
        } else if (kind == QLatin1String("folder")) {
            QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("game.sudoku")));
        } else if (kind == QLatin1String("dangling")) {
            QVERIFY(QFile::link(dir.filePath(QStringLiteral("gone")), path));
        }
        QElapsedTimer timer;
        timer.start();
        const GameFile::ReadResult read = GameFile::load(path); // a FIFO used to block here for good
        QVERIFY(timer.elapsed() < 5000);
        QVERIFY(!read.game);
        QVERIFY2(read.error.contains(expected), qPrintable(read.error));
        QVERIFY2(read.error.contains(path), qPrintable(read.error)); // the message says which file
    }

    void theHistoryWrittenIsBounded_data()
    {
        QTest::addColumn<int>("rounds");
        QTest::addColumn<int>("undone");
        QTest::addColumn<bool>("folded");
        QTest::addColumn<QString>("text"); // every move's text, when not empty
        QTest::newRow("short: all of it") << 20 << 2 << false << QString();
        QTest::newRow("3,000 heavy moves") << 1000 << 0 << true << QString();
        QTest::newRow("3,000 heavy moves, 30 to redo") << 1000 << 30 << true << QString();
        QTest::newRow("3,000 heavy moves, 2,000 to redo") << 1000 << 2000 << true << QString();
        QTest::newRow("all undone") << 1000 << 3000 << true << QString();
        QTest::newRow("texts with quotes, controls, accents, CJK, emoji")
            << 1000 << 10 << true << QStringLiteral("\"\\\x01\t\u00e9\u586b \U0001F600 r1c3");
    }
    void theHistoryWrittenIsBounded()
    {
        QFETCH(int, rounds);
        QFETCH(int, undone);
        QFETCH(bool, folded);
        QFETCH(QString, text);
        SavedGame game = heavyGame(rounds, undone);
        if (!text.isEmpty()) {
            for (SavedMove &move : game.history)
                move.text = text;
        }
        const QByteArray json = GameFile::toJson(game);
        // The undo history stays within its budget, the file far below what a reader accepts.
        QVERIFY2(json.size() < GameFile::kMaxHistoryBytes + 16 * 1024, qPrintable(QString::number(json.size())));
        const GameFile::ReadResult read = GameFile::fromJson(json);
        QVERIFY2(read.game, qPrintable(read.error));
        const SavedGame &loaded = *read.game;
        QCOMPARE(loaded.cells, game.cells);
        QCOMPARE(loaded.history.size() < game.history.size(), folded);
        // What is kept is the moves next to the position: the newest made, and the moves to redo.
        const int dropped = game.historyIndex - loaded.historyIndex;
        QVERIFY(dropped >= 0);
        for (std::size_t i = 0; i < loaded.history.size(); ++i)
            QCOMPARE(loaded.history[i], game.history[i + static_cast<std::size_t>(dropped)]);
        if (game.historyIndex > 0)
            QVERIFY(loaded.historyIndex > 0);
        if (undone > 0)
            QVERIFY(loaded.historyIndex < static_cast<int>(loaded.history.size()));
        // The bound each move is counted with holds.
        const GameFile::HistoryRange range = GameFile::writtenHistory(game);
        qint64 bound = 0;
        for (int i = range.first; i < range.end; ++i)
            bound += GameFile::writtenSizeBound(game.history[static_cast<std::size_t>(i)]);
        QVERIFY(bound <= GameFile::kMaxHistoryBytes);
        const QByteArray moves
            = QJsonDocument(QJsonDocument::fromJson(json)["history"]["moves"].toArray()).toJson(QJsonDocument::Compact);
        QVERIFY(moves.size() <= bound + 2);
        // The game restored from it undoes its way back through every move kept.
        GameModel model;
        model.restore(loaded);
        while (model.undoStack()->canUndo())
            model.undoStack()->undo();
        QCOMPARE(model.undoStack()->index(), 0);
    }

    void aWriteCutShortFailsAndKeepsTheOldFile_data()
    {
        QTest::addColumn<int>("limit");
        QTest::newRow("nothing can be written") << 0;
        QTest::newRow("the first 1,000 bytes") << 1000;
        QTest::newRow("all but the last byte") << -1;
    }
    void aWriteCutShortFailsAndKeepsTheOldFile()
    {
        // Under a file size limit writes fail part way with EFBIG, as they fail with ENOSPC on a full disk:
        // Qt 6.4's QSaveFile::commit() reported success and renamed the cut-off file over the old one.
        QFETCH(int, limit);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.sudoku"));
        const SavedGame old = midGame();
        QCOMPARE(GameFile::save(old, path), QString());
        const SavedGame newer = heavyGame(3, 0);
        const QByteArray json = GameFile::toJson(newer);
        QString error;
        {
            diskfault::FileSizeLimit cap(static_cast<rlim_t>(limit >= 0 ? limit : json.size() - 1));
            QVERIFY(cap.isActive());
            error = GameFile::save(newer, path);
        }
        QVERIFY2(error.contains(QStringLiteral("File too large")), qPrintable(error));
        QVERIFY(error.contains(path));
        QVERIFY(error.contains(QStringLiteral("Nothing on disk was changed")));
        const GameFile::ReadResult read = GameFile::load(path);
        QVERIFY2(read.game, qPrintable(read.error));
        QCOMPARE(*read.game, old);
        QCOMPARE(filesIn(dir.path()), QStringList {QStringLiteral("game.sudoku")}); // no temporary file left
        // With room again, the same save succeeds.
        QCOMPARE(GameFile::save(newer, path), QString());
        QCOMPARE(GameFile::load(path).game, std::optional<SavedGame>(newer));
    }

    void aFullDiskFailsAndKeepsTheOldFile_data()
    {
        QTest::addColumn<int>("spare");
        QTest::newRow("no room at all") << 0;
        QTest::newRow("room for part of the new file") << 4096;
    }
    void aFullDiskFailsAndKeepsTheOldFile()
    {
        // A real full disk: a 256 KiB tmpfs, filled up (needs root, as CI is; skipped elsewhere).
        QFETCH(int, spare);
        QTemporaryDir dir;
        diskfault::TinyTmpfs disk(dir.path(), 256 * 1024);
        if (!disk.isMounted())
            QSKIP(qPrintable(QStringLiteral("cannot mount a tmpfs here: ") + disk.error()));
        const QString path = dir.filePath(QStringLiteral("game.sudoku"));
        const SavedGame old = midGame();
        QCOMPARE(GameFile::save(old, path), QString());
        const SavedGame newer = heavyGame(10, 0);
        QVERIFY(GameFile::toJson(newer).size() > spare + 4096);
        QVERIFY(diskfault::fill(dir.path(), spare));
        const QString error = GameFile::save(newer, path);
        QVERIFY2(error.contains(QStringLiteral("No space left on device")), qPrintable(error));
        QVERIFY(error.contains(QStringLiteral("Nothing on disk was changed")));
        const GameFile::ReadResult read = GameFile::load(path);
        QVERIFY2(read.game, qPrintable(read.error));
        QCOMPARE(*read.game, old);
        QCOMPARE(filesIn(dir.path()), (QStringList {QStringLiteral("filler"), QStringLiteral("game.sudoku")}));
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("filler"))));
        QCOMPARE(GameFile::save(newer, path), QString());
        QCOMPARE(GameFile::load(path).game, std::optional<SavedGame>(newer));
    }

    void aReadOnlyDiskFailsAndKeepsTheOldFile()
    {
        QTemporaryDir dir;
        diskfault::TinyTmpfs disk(dir.path(), 256 * 1024);
        if (!disk.isMounted())
            QSKIP(qPrintable(QStringLiteral("cannot mount a tmpfs here: ") + disk.error()));
        const QString path = dir.filePath(QStringLiteral("game.sudoku"));
        QCOMPARE(GameFile::save(midGame(), path), QString());
        QVERIFY(disk.makeReadOnly());
        const QString error = GameFile::save(heavyGame(1, 0), path);
        QVERIFY2(error.contains(QStringLiteral("Read-only file system")) && error.contains(path), qPrintable(error));
        QCOMPARE(GameFile::load(path).game, std::optional<SavedGame>(midGame()));
        const QString other = dir.filePath(QStringLiteral("other.sudoku"));
        const QString otherError = GameFile::save(midGame(), other);
        QVERIFY2(otherError.contains(QStringLiteral("Read-only file system")), qPrintable(otherError));
        QVERIFY(!QFile::exists(other));
    }

    void saveReplacesAtomically()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.sudoku"));
        QCOMPARE(GameFile::save(midGame(), path), QString());
        // A directory that cannot be written leaves the old file as it was.
        QCOMPARE(GameFile::save(midGame(), dir.filePath(QStringLiteral("missing/dir/game.sudoku"))).isEmpty(), false);
        QVERIFY(GameFile::load(path).game);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList {QStringLiteral("game.sudoku")});
    }
};

QTEST_MAIN(TestGameFile)
#include "tst_gamefile.moc"
