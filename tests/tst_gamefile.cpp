// SPDX-License-Identifier: GPL-3.0-or-later
// GameFile: the round trip, and damaged or foreign files refused with a message and no change.
#include "guitestutil.h"

#include "game/gamefile.h"
#include "game/gamemodel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

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

} // namespace

class TestGameFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cellTextRoundTrip_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *text : {"", "5", "g9", "n1", "n13579", "n123456789"})
            QTest::newRow(*text ? text : "empty") << QString::fromLatin1(text);
    }
    void cellTextRoundTrip()
    {
        QFETCH(QString, text);
        const auto cell = GameFile::cellFromText(text);
        QVERIFY(cell);
        QCOMPARE(GameFile::cellText(*cell), text);
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

    void damagedFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected"); // a word the message must contain

        const QByteArray good = GameFile::toJson(midGame());
        QTest::newRow("empty") << QByteArray() << "not a Sudoku game file";
        QTest::newRow("not JSON") << QByteArray("hello, world") << "not a Sudoku game file";
        QTest::newRow("truncated") << good.left(good.size() / 2) << "not a Sudoku game file";
        QTest::newRow("a JSON array") << QByteArray("[1,2,3]") << "not a Sudoku game file";
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
