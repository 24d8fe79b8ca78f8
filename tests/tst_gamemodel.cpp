// SPDX-License-Identifier: GPL-3.0-or-later
// GameModel: moves, notes, undo/redo of everything, conflicts, completion, snapshot and restore.
#include "guitestutil.h"

#include "game/gamemodel.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace sudoku;

class TestGameModel : public QObject
{
    Q_OBJECT

private:
    static void load(GameModel &model, const char *puzzle = guitest::kEasy)
    {
        model.loadPuzzle(guitest::board(puzzle), PuzzleInfo {Difficulty::Easy, 3});
    }

private Q_SLOTS:
    void checkpointGoesBackInOneUndoableMove()
    {
        GameModel model;
        load(model);
        QSignalSpy changed(&model, &GameModel::checkpointsChanged);
        QVERIFY(!model.backToCheckpoint(0)); // none yet
        model.enterDigit(2, 4);
        model.toggleNote(5, 2);
        model.setCellColour(7, 3);
        QCOMPARE(model.setCheckpoint(), 0);
        QCOMPARE(model.checkpoints().size(), 1u);
        QCOMPARE(model.checkpoints()[0].name, QStringLiteral("Checkpoint 1"));
        QCOMPARE(changed.count(), 1);
        const SavedGame marked = model.snapshot();
        // Play on: a guess, more notes, a digit taken away.
        model.enterDigit(3, 1);
        model.toggleNote(5, 8);
        model.toggleNote(10, 6);
        model.clearCell(2);
        model.setCellColour(7, 0);
        const SavedGame playedOn = model.snapshot();
        const int historyBefore = model.undoStack()->count();
        QVERIFY(model.backToCheckpoint(0));
        QCOMPARE(model.snapshot().cells, marked.cells); // digits, notes and colours as they were
        QCOMPARE(model.undoStack()->count(), historyBefore + 1); // the history is kept, one move longer
        QCOMPARE(model.undoStack()->undoText(), QStringLiteral("Back to Checkpoint 1"));
        QVERIFY(!model.backToCheckpoint(0)); // already there: nothing pushed
        model.undoStack()->undo();
        QCOMPARE(model.snapshot().cells, playedOn.cells);
        model.undoStack()->redo();
        QCOMPARE(model.snapshot().cells, marked.cells);
        // Undo further walks the moves played before going back.
        model.undoStack()->undo();
        model.undoStack()->undo();
        QCOMPARE(model.cellColour(7), 3);

        // Named, numbered past the names taken; removed; New Game clears them.
        QCOMPARE(model.setCheckpoint(QStringLiteral("  before the guess ")), 1);
        QCOMPARE(model.checkpoints()[1].name, QStringLiteral("before the guess"));
        QCOMPARE(model.setCheckpoint(), 2);
        QCOMPARE(model.checkpoints()[2].name, QStringLiteral("Checkpoint 3"));
        model.removeCheckpoint(0);
        QCOMPARE(model.checkpoints().size(), 2u);
        QCOMPARE(model.setCheckpoint(), 2);
        QCOMPARE(model.checkpoints()[2].name, QStringLiteral("Checkpoint 4")); // 3 is taken
        QCOMPARE(model.snapshot().checkpoints, model.checkpoints());
        const SavedGame saved = model.snapshot();
        load(model);
        QVERIFY(model.checkpoints().empty());
        model.restore(saved);
        QCOMPARE(model.checkpoints(), saved.checkpoints);
        model.startEntering();
        QVERIFY(model.checkpoints().empty());
        QCOMPARE(model.setCheckpoint(), -1); // not while entering a puzzle
    }

    // Setting and deleting a checkpoint are moves: Undo takes a set one away and puts a deleted one back where it
    // was, with its name and position; the undo text names it; the history with them survives snapshot and restore.
    void settingAndDeletingACheckpointAreUndoable()
    {
        GameModel model;
        load(model);
        QSignalSpy changed(&model, &GameModel::checkpointsChanged);
        QVERIFY(model.enterDigit(2, 4));
        QCOMPARE(model.setCheckpoint(QStringLiteral("Before guess")), 0);
        QCOMPARE(model.undoStack()->undoText(), QStringLiteral("Set Checkpoint \u201cBefore guess\u201d"));
        const std::vector<Checkpoint> one = model.checkpoints();
        model.undoStack()->undo();
        QVERIFY(model.checkpoints().empty());
        QCOMPARE(model.cellState(2).digit, 4); // the cells are not touched
        QCOMPARE(changed.count(), 2);
        model.undoStack()->redo();
        QCOMPARE(model.checkpoints(), one);

        QVERIFY(model.enterDigit(3, 1));
        QCOMPARE(model.setCheckpoint(), 1);
        QVERIFY(model.enterDigit(5, 8));
        QCOMPARE(model.setCheckpoint(), 2);
        const std::vector<Checkpoint> three = model.checkpoints();
        QVERIFY(!model.removeCheckpoint(3));
        QVERIFY(model.removeCheckpoint(1));
        QCOMPARE(model.undoStack()->undoText(), QStringLiteral("Delete Checkpoint \u201cCheckpoint 2\u201d"));
        QCOMPARE(model.checkpoints().size(), 2u);
        const SavedGame deleted = model.snapshot();
        model.undoStack()->undo();
        QCOMPARE(model.checkpoints(), three); // back at index 1, same name, same position
        QCOMPARE(model.cellState(5).digit, 8);

        // Restored, the history undoes and redoes them as before.
        GameModel again;
        again.restore(model.snapshot());
        QCOMPARE(again.checkpoints(), three);
        QCOMPARE(again.undoStack()->redoText(), QStringLiteral("Delete Checkpoint \u201cCheckpoint 2\u201d"));
        again.undoStack()->redo();
        QCOMPARE(again.snapshot(), deleted);
        again.undoStack()->setIndex(0);
        QVERIFY(again.checkpoints().empty());
        QVERIFY(again.board().at(2) == 0);
        again.undoStack()->setIndex(again.undoStack()->count());
        QCOMPARE(again.checkpoints(), deleted.checkpoints);

        // At most kMaxCheckpoints: one more is refused and pushes nothing.
        while (static_cast<int>(model.checkpoints().size()) < GameModel::kMaxCheckpoints)
            QVERIFY(model.setCheckpoint() >= 0);
        const int moves = model.undoStack()->count();
        QCOMPARE(model.setCheckpoint(), -1);
        QCOMPARE(model.undoStack()->count(), moves);
    }

    void entersDigitsOnEmptyCellsOnly()
    {
        GameModel model;
        load(model);
        QVERIFY(!model.enterDigit(0, 9)); // r1c1 is a given 5
        QVERIFY(model.enterDigit(2, 4));
        QCOMPARE(model.board().at(2), 4);
        QVERIFY(!model.board().isGiven(2));
        QVERIFY(!model.enterDigit(2, 4)); // no change, no command
        QCOMPARE(model.undoStack()->count(), 1);
        QVERIFY(!model.enterDigit(2, 10));
    }

    void undoRedoEveryKindOfMove_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("digit") << 0;
        QTest::newRow("clear") << 1;
        QTest::newRow("note") << 2;
        QTest::newRow("fill candidates") << 3;
        QTest::newRow("clear notes") << 4;
        QTest::newRow("restart") << 5;
        QTest::newRow("solve") << 6;
        QTest::newRow("hint") << 7;
        QTest::newRow("remove entries") << 8;
        QTest::newRow("eliminate notes (a technique hint)") << 9;
    }
    void undoRedoEveryKindOfMove()
    {
        QFETCH(int, kind);
        GameModel model;
        load(model);
        model.enterDigit(2, 4);
        model.enterDigit(3, 1); // wrong (the solution has 6)
        model.toggleNote(5, 2);
        const SavedGame before = model.snapshot();
        bool changed = false;
        switch (kind) {
        case 0:
            changed = model.enterDigit(7, 1);
            break;
        case 1:
            changed = model.clearCell(2);
            break;
        case 2:
            changed = model.toggleNote(5, 8);
            break;
        case 3:
            changed = model.fillCandidates();
            break;
        case 4:
            changed = model.clearAllNotes();
            break;
        case 5:
            changed = model.restart();
            break;
        case 6:
            changed = model.applySolution(guitest::grid(guitest::kEasySolution));
            break;
        case 7:
            changed = model.revealCell(6, 9);
            break;
        case 8:
            changed = model.removeEntries({3});
            break;
        case 9:
            changed = model.eliminateNotes({{5, 2}, {5, 3}, {6, 1}});
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

    void notesToggleAndGoWhenADigitIsPlaced()
    {
        GameModel model;
        load(model);
        QVERIFY(model.toggleNote(2, 1));
        QVERIFY(model.toggleNote(2, 2));
        QCOMPARE(model.notes(2), CandidateMask(digitBit(1) | digitBit(2)));
        QVERIFY(model.toggleNote(2, 1));
        QCOMPARE(model.notes(2), digitBit(2));
        QVERIFY(!model.toggleNote(0, 3)); // a given takes no notes
        QVERIFY(model.enterDigit(2, 4));
        QCOMPARE(model.notes(2), CandidateMask(0));
        model.undoStack()->undo();
        QCOMPARE(model.notes(2), digitBit(2));
    }

    void placingADigitRemovesItFromPeerNotes_data()
    {
        QTest::addColumn<bool>("autoRemove");
        QTest::newRow("on") << true;
        QTest::newRow("off") << false;
    }
    void placingADigitRemovesItFromPeerNotes()
    {
        QFETCH(bool, autoRemove);
        GameModel model;
        load(model);
        model.setAutoRemoveNotes(autoRemove);
        model.toggleNote(3, 4); // r1c4, same row as r1c3
        model.toggleNote(10, 4); // r2c2, same box
        model.toggleNote(72, 4); // r9c1, not a peer
        model.enterDigit(2, 4);
        QCOMPARE(bool(model.notes(3) & digitBit(4)), !autoRemove);
        QCOMPARE(bool(model.notes(10) & digitBit(4)), !autoRemove);
        QVERIFY(model.notes(72) & digitBit(4));
        model.undoStack()->undo(); // one move: the notes come back with it
        QVERIFY(model.notes(3) & digitBit(4));
        QVERIFY(model.notes(10) & digitBit(4));
    }

    void fillCandidatesMatchesTheEngine()
    {
        GameModel model;
        load(model);
        QVERIFY(model.fillCandidates());
        const auto expected = allCandidates(model.board().values());
        for (int cell = 0; cell < kCellCount; ++cell)
            QCOMPARE(model.notes(cell), expected[cell]);
        QVERIFY(!model.fillCandidates()); // nothing left to change
    }

    void conflictsMarkBothCells()
    {
        GameModel model;
        load(model);
        QVERIFY(model.conflicts().none());
        model.enterDigit(2, 5); // r1c1 holds a given 5
        QVERIFY(model.conflicts().test(0));
        QVERIFY(model.conflicts().test(2));
        QCOMPARE(model.conflicts().count(), std::size_t(2));
        model.undoStack()->undo();
        QVERIFY(model.conflicts().none());
    }

    void remainingCountsPerDigit()
    {
        GameModel model;
        load(model);
        const auto givens = guitest::board(guitest::kEasy).values();
        const int fives = static_cast<int>(std::count(givens.begin(), givens.end(), 5));
        QCOMPARE(model.remaining(5), 9 - fives);
        model.applySolution(guitest::grid(guitest::kEasySolution));
        for (int d = 1; d <= 9; ++d)
            QCOMPARE(model.remaining(d), 0);
    }

    // Solve's digits are its own: the player's right ones stay the player's, and typing over one of Solve's
    // makes it the player's.
    void solveMarksTheDigitsItFillsIn()
    {
        GameModel model;
        load(model);
        const Grid solution = guitest::grid(guitest::kEasySolution);
        QVERIFY(model.enterDigit(2, solution[2]));
        QVERIFY(model.applySolution(solution));
        QVERIFY(!model.cellState(2).solved);
        QVERIFY(model.cellState(3).solved);
        QVERIFY(!model.cellState(0).solved);
        QVERIFY(model.clearCell(3));
        QVERIFY(model.enterDigit(3, solution[3]));
        QVERIFY(!model.cellState(3).solved);
    }

    void completionIsSignalledOnce()
    {
        GameModel model;
        load(model);
        QSignalSpy completed(&model, &GameModel::completed);
        const Grid solution = guitest::grid(guitest::kEasySolution);
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (!model.board().isGiven(cell))
                model.enterDigit(cell, solution[cell]);
        }
        QCOMPARE(completed.count(), 1);
        QVERIFY(model.isComplete());
        model.undoStack()->undo();
        QVERIFY(!model.isComplete());
        model.undoStack()->redo();
        QCOMPARE(completed.count(), 2);
    }

    void enteringAPuzzleTypesGivens()
    {
        GameModel model;
        model.startEntering();
        QCOMPARE(model.mode(), GameMode::Enter);
        QVERIFY(model.enterDigit(0, 5));
        QVERIFY(model.board().isGiven(0));
        QVERIFY(!model.toggleNote(1, 3)); // no notes while entering
        model.enterDigit(1, 5);
        QVERIFY(model.conflicts().test(1));
        model.undoStack()->undo();
        model.startPlaying(guitest::grid(guitest::kEasySolution));
        QCOMPARE(model.mode(), GameMode::Play);
        QVERIFY(model.board().isGiven(0));
        QCOMPARE(model.undoStack()->count(), 0);
        QVERIFY(!model.enterDigit(0, 3));
    }

    void marksClearWhenTheirCellChanges()
    {
        GameModel model;
        load(model);
        model.enterDigit(2, 1);
        model.markWrong({2});
        QVERIFY(model.wrongMarks().test(2));
        model.enterDigit(2, 4);
        QVERIFY(!model.wrongMarks().test(2));
    }

    void snapshotRestoreKeepsBoardNotesAndHistory()
    {
        GameModel model;
        load(model);
        model.enterDigit(2, 4);
        model.toggleNote(3, 6);
        model.toggleNote(3, 2);
        model.enterDigit(7, 1);
        model.addHelp({1, 0, false});
        model.undoStack()->undo(); // one move waits to be redone
        const SavedGame saved = model.snapshot();
        QCOMPARE(saved.historyIndex, 3);
        QCOMPARE(saved.history.size(), std::size_t(4));
        QVERIFY(validateSavedGame(saved).isEmpty());

        GameModel copy;
        QSignalSpy reset(&copy, &GameModel::gameReset);
        copy.restore(saved);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(copy.snapshot(), saved);
        QCOMPARE(copy.info(), (PuzzleInfo {Difficulty::Easy, 3}));
        QCOMPARE(copy.help().hints, 1);
        copy.undoStack()->redo();
        QCOMPARE(copy.board().at(7), 1);
        copy.undoStack()->setIndex(0);
        QVERIFY(!copy.hasEntries());
        QCOMPARE(copy.undoStack()->undoText(), QString());
    }
};

QTEST_MAIN(TestGameModel)
#include "tst_gamemodel.moc"
