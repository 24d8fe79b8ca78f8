// SPDX-License-Identifier: GPL-3.0-or-later
// What the player adds to a game beyond digits and notes: corner marks (Snyder notation), colours of cells
// and candidates, and mistakes shown as they are typed. Each is an undoable move of GameModel, saved in the
// game file under optional keys (files without them load as before), and mistakes count as help.
#include "guitestutil.h"

#include "game/gamefile.h"
#include "game/gamemodel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace sudoku;

namespace
{

// kEasy: r1c3 (cell 2) and r1c4 (cell 3) are empty; the solution has 4 and 6 there. r1c1 is a given 5.
void load(GameModel &model)
{
    model.loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 3});
}

// A game that uses every kind of mark and colour, and "show mistakes".
SavedGame markedGame()
{
    GameModel model;
    load(model);
    model.setSolution(guitest::grid(guitest::kEasySolution));
    model.setShowMistakes(true);
    model.toggleNote(2, 4);
    model.toggleNote(2, 7);
    model.toggleCornerMark(2, 1);
    model.toggleCornerMark(3, 6);
    model.setCellColour(0, 3); // a given
    model.setCellColour(3, 9);
    model.setCandidateColour(2, 7, 2);
    model.setCandidateColour(3, 6, 5); // a corner mark's candidate
    model.enterDigit(5, 1); // wrong: the solution has 8
    model.undoStack()->undo();
    return model.snapshot();
}

} // namespace

class TestGameMarks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyMarkIsAnUndoableMove_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("corner mark") << 0;
        QTest::newRow("cell colour") << 1;
        QTest::newRow("colour of a given") << 2;
        QTest::newRow("candidate colour") << 3;
        QTest::newRow("clear a cell's colours") << 4;
        QTest::newRow("clear all colours") << 5;
        QTest::newRow("clear all notes takes corner marks too") << 6;
    }
    void everyMarkIsAnUndoableMove()
    {
        QFETCH(int, kind);
        GameModel model;
        load(model);
        model.toggleNote(2, 4);
        model.toggleCornerMark(3, 6);
        model.setCellColour(7, 4);
        model.setCandidateColour(2, 4, 6);
        const SavedGame before = model.snapshot();
        bool changed = false;
        switch (kind) {
        case 0:
            changed = model.toggleCornerMark(2, 9);
            QCOMPARE(model.cornerMarks(2), digitBit(9));
            break;
        case 1:
            changed = model.setCellColour(2, 7);
            QCOMPARE(model.cellColour(2), 7);
            break;
        case 2:
            changed = model.setCellColour(0, 1);
            QCOMPARE(model.cellColour(0), 1);
            break;
        case 3:
            changed = model.setCandidateColour(3, 6, 8);
            QCOMPARE(model.candidateColour(3, 6), 8);
            break;
        case 4:
            changed = model.clearColours(2);
            QCOMPARE(model.candidateColour(2, 4), 0);
            break;
        case 5:
            changed = model.clearAllColours();
            QVERIFY(!model.hasColours());
            break;
        case 6:
            changed = model.clearAllNotes();
            QCOMPARE(model.cornerMarks(3), CandidateMask(0));
            QCOMPARE(model.candidateColour(2, 4), 0); // the colour goes with its mark
            break;
        }
        QVERIFY(changed);
        const SavedGame after = model.snapshot();
        QVERIFY(after.cells != before.cells);
        model.undoStack()->undo();
        QCOMPARE(model.snapshot().cells, before.cells);
        model.undoStack()->redo();
        QCOMPARE(model.snapshot().cells, after.cells);
    }

    void colourRules()
    {
        GameModel model;
        load(model);
        QVERIFY(!model.setCandidateColour(2, 4, 3)); // no pencil mark 4 in r1c3: nothing to colour
        QVERIFY(!model.setCellColour(2, kColourCount + 1));
        QVERIFY(!model.toggleCornerMark(0, 1)); // a given takes no marks
        model.setCellColour(2, 5);
        model.toggleNote(2, 4);
        QVERIFY(model.setCandidateColour(2, 4, 3));
        // A digit keeps the cell's colour; the pencil marks and their colours go.
        QVERIFY(model.enterDigit(2, 4));
        QCOMPARE(model.cellColour(2), 5);
        QCOMPARE(model.candidateColour(2, 4), 0);
        QVERIFY(model.clearCell(2));
        QCOMPARE(model.cellColour(2), 5);
        QVERIFY(!model.clearCell(2)); // only the colour is left: Delete leaves it (colouring clears it)
        // A candidate's colour goes when its last mark does, and comes back with it on undo.
        model.toggleNote(2, 4);
        model.setCandidateColour(2, 4, 3);
        model.toggleNote(2, 4);
        QCOMPARE(model.candidateColour(2, 4), 0);
        model.undoStack()->undo();
        QCOMPARE(model.candidateColour(2, 4), 3);
        // Solve keeps the cells' colours; Restart takes everything back to the givens.
        model.setCellColour(0, 2);
        QVERIFY(model.applySolution(guitest::grid(guitest::kEasySolution)));
        QCOMPARE(model.cellColour(2), 5);
        QVERIFY(model.restart());
        QVERIFY(!model.hasColours());
        QCOMPARE(model.cellColour(0), 0);
        QVERIFY(model.board().isGiven(0));
    }

    void placingADigitRemovesItFromPeersCornerMarks()
    {
        GameModel model;
        load(model);
        model.toggleCornerMark(3, 4); // r1c4, same row as r1c3
        model.toggleCornerMark(72, 4); // r9c1, not a peer
        model.setCandidateColour(3, 4, 2);
        model.enterDigit(2, 4);
        QCOMPARE(model.cornerMarks(3), CandidateMask(0));
        QCOMPARE(model.candidateColour(3, 4), 0);
        QCOMPARE(model.cornerMarks(72), digitBit(4));
        model.undoStack()->undo(); // one move: the marks and their colour come back
        QCOMPARE(model.cornerMarks(3), digitBit(4));
        QCOMPARE(model.candidateColour(3, 4), 2);
    }

    void mistakesAreShownAndCounted()
    {
        GameModel model;
        load(model);
        QSignalSpy help(&model, &GameModel::helpChanged);
        model.enterDigit(2, 9); // wrong, but mistakes are not shown
        QVERIFY(!model.isMistake(2));
        QCOMPARE(model.help().mistakes, 0);
        QVERIFY(!model.help().any());

        model.setShowMistakes(true);
        QVERIFY(!model.isMistake(2)); // the solution is not known yet: nothing to compare with
        QVERIFY(!model.help().any());
        model.setSolution(guitest::grid(guitest::kEasySolution));
        QVERIFY(model.isMistake(2)); // the entry already on the board is marked at once...
        QVERIFY(model.help().mistakesShown); // ...which is help, as Check would be
        QCOMPARE(model.help().mistakes, 0); // but not a mistake typed while they were shown
        QVERIFY(help.count() > 0);

        QVERIFY(model.enterDigit(3, 1)); // wrong: 6
        QVERIFY(model.isMistake(3));
        QCOMPARE(model.help().mistakes, 1);
        QVERIFY(model.enterDigit(3, 6)); // right
        QVERIFY(!model.isMistake(3));
        QCOMPARE(model.help().mistakes, 1);
        model.undoStack()->undo(); // the wrong digit is back: marked again, not counted again
        QVERIFY(model.isMistake(3));
        model.undoStack()->redo();
        QCOMPARE(model.help().mistakes, 1);
        QVERIFY(model.revealCell(5, 8)); // a hint is never a mistake
        QCOMPARE(model.help().mistakes, 1);
        QCOMPARE(model.mistakes().count(), std::size_t(1)); // r1c3's 9

        model.setShowMistakes(false);
        QVERIFY(!model.isMistake(2));
        QVERIFY(model.enterDigit(6, 1)); // wrong (9), not shown: not counted
        QCOMPARE(model.help().mistakes, 1);
    }

    void cellTextRoundTrip_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *text : {"c5", "n13c79", "5k3", "g9k1", "k9", "n12p1327", "n1c9k4p1295", "c123456789p91"})
            QTest::newRow(text) << QString::fromLatin1(text);
    }
    void cellTextRoundTrip()
    {
        QFETCH(QString, text);
        const auto cell = GameFile::cellFromText(text);
        QVERIFY(cell);
        QCOMPARE(GameFile::cellText(*cell), text);
    }

    void badCellTextIsRefused_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *text : {"k0", "kx", "k12", "p1", "p10", "p01", "p1213", "c", "n1c", "cc1", "5k3c1", "n", "x"})
            QTest::newRow(text) << QString::fromLatin1(text);
    }
    void badCellTextIsRefused()
    {
        QFETCH(QString, text);
        QVERIFY(!GameFile::cellFromText(text));
    }

    void marksAndColoursSurviveTheFile()
    {
        const SavedGame game = markedGame();
        const GameFile::ReadResult read = GameFile::fromJson(GameFile::toJson(game));
        QVERIFY2(read.game, qPrintable(read.error));
        QCOMPARE(*read.game, game);
        QCOMPARE(read.game->help.mistakes, 1);
        QVERIFY(read.game->help.mistakesShown);

        GameModel restored;
        restored.restore(*read.game);
        QCOMPARE(restored.cornerMarks(2), digitBit(1));
        QCOMPARE(restored.cellColour(0), 3);
        QCOMPARE(restored.candidateColour(3, 6), 5);
        QCOMPARE(restored.snapshot().cells, game.cells);
        // The history holds the colours too: undo everything, then redo it.
        while (restored.undoStack()->canUndo())
            restored.undoStack()->undo();
        QVERIFY(!restored.hasColours());
        while (restored.undoStack()->canRedo())
            restored.undoStack()->redo();
        QCOMPARE(restored.cellColour(3), 9);
    }

    void aMoveMayColourAGivenButNotChangeIt()
    {
        SavedGame game = markedGame(); // r1c1 is a given 5 in colour 3
        game.history.resize(static_cast<std::size_t>(game.historyIndex)); // no moves to redo
        const CellState given = game.cells[0];
        CellState recoloured = given;
        recoloured.colour = 8;
        game.history.push_back({QStringLiteral("Colour r1c1"), {{0, given, recoloured}}});
        QCOMPARE(validateSavedGame(game), QString());
        CellState changed = given;
        changed.digit = 4;
        game.history.back().changes = {{0, given, changed}};
        QVERIFY(!validateSavedGame(game).isEmpty());
    }

    void gamesWithoutMarksAreWrittenAsBefore()
    {
        // Older readers read what they know: a game without corner marks, colours or mistakes has no new key.
        GameModel model;
        load(model);
        model.toggleNote(2, 4);
        const QJsonObject root = QJsonDocument::fromJson(GameFile::toJson(model.snapshot())).object();
        for (const char *key : {"cornerMarks", "cellColours", "candidateColours"})
            QVERIFY2(!root.contains(QLatin1String(key)), key);
        QVERIFY(!root.value(QStringLiteral("help")).toObject().contains(QStringLiteral("mistakes")));
        const QJsonObject marked = QJsonDocument::fromJson(GameFile::toJson(markedGame())).object();
        for (const char *key : {"cornerMarks", "cellColours", "candidateColours"})
            QVERIFY2(marked.contains(QLatin1String(key)), key);
    }

    void oldFilesLoadTheirNotesAsTheDefaultKind()
    {
        // The game of the screenshots, saved before corner marks and colours existed.
        QFile file(QStringLiteral(SUDOKU_SOURCE_DIR "/docs/screenshot-game.sudoku"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const GameFile::ReadResult read = GameFile::fromJson(file.readAll());
        QVERIFY2(read.game, qPrintable(read.error));
        int notes = 0;
        for (const CellState &cell : read.game->cells) {
            QCOMPARE(cell.corner, CandidateMask(0));
            QCOMPARE(cell.colour, std::uint8_t(0));
            notes += cell.notes != 0;
        }
        QVERIFY(notes > 0);
        QVERIFY(!read.game->help.mistakesShown);
    }

    void damagedMarksAreRefused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        QJsonArray shortArray {"1", "2"};
        QJsonArray corner
            = QJsonDocument::fromJson(GameFile::toJson(markedGame()))[QStringLiteral("cornerMarks")].toArray();
        QJsonArray cornerOnGiven = corner;
        cornerOnGiven[0] = "3"; // r1c1 is a given
        QJsonArray cornerLetters = corner;
        cornerLetters[5] = "a";
        QJsonArray colours
            = QJsonDocument::fromJson(GameFile::toJson(markedGame()))[QStringLiteral("candidateColours")].toArray();
        QJsonArray colourOffMark = colours;
        colourOffMark[10] = "53"; // r2c2 has no pencil mark 5
        QJsonArray colourZero = colours;
        colourZero[2] = "40";
        const QString cells = QString(81, u'.');
        QTest::newRow("corner marks: 2 cells") << "cornerMarks" << QJsonValue(shortArray) << "81 cells";
        QTest::newRow("corner marks: a letter") << "cornerMarks" << QJsonValue(cornerLetters) << "digits 1 to 9";
        QTest::newRow("corner mark on a given") << "cornerMarks" << QJsonValue(cornerOnGiven) << "impossible";
        QTest::newRow("cell colours: text") << "cellColours" << QJsonValue(42) << "wrong type";
        QTest::newRow("cell colours: short") << "cellColours" << QJsonValue(QStringLiteral("12")) << "81 cells";
        QTest::newRow("cell colour 0") << "cellColours" << QJsonValue(QString(cells).replace(4, 1, u'0'))
                                       << "colours 1 to 9";
        QTest::newRow("candidate colour off a mark") << "candidateColours" << QJsonValue(colourOffMark) << "impossible";
        QTest::newRow("candidate colour 0") << "candidateColours" << QJsonValue(colourZero) << "candidate colours";
        QTest::newRow("mistakes: negative") << "help.mistakes" << QJsonValue(-1) << "out of range";
        QTest::newRow("mistakes shown: a number") << "help.mistakesShown" << QJsonValue(1) << "wrong type";
    }
    void damagedMarksAreRefused()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        QJsonObject root = QJsonDocument::fromJson(GameFile::toJson(markedGame())).object();
        if (key.startsWith(QLatin1String("help."))) {
            QJsonObject help = root[QStringLiteral("help")].toObject();
            help[key.mid(5)] = value;
            root[QStringLiteral("help")] = help;
        } else {
            root[key] = value;
        }
        const GameFile::ReadResult read = GameFile::fromJson(QJsonDocument(root).toJson());
        QVERIFY(!read.game);
        QVERIFY2(read.error.contains(expected, Qt::CaseInsensitive), qPrintable(read.error));
    }
};

QTEST_MAIN(TestGameMarks)
#include "tst_gamemarks.moc"
