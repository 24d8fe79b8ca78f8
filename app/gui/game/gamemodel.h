// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/cellstate.h"
#include "game/savedgame.h"

#include "sudoku/grid/board.h"

#include <QObject>

#include <array>
#include <bitset>
#include <optional>
#include <vector>

class QUndoStack;

// The game being played: the board (givens and entries), the pencil marks, the undo history, and what
// the app knows about the puzzle (its solution once the worker has found it, where it came from, how much
// help the player had). Every change the player makes goes through an undoable CellEditCommand, or, for the
// checkpoints the player sets and deletes, a CheckpointCommand.
//
// The model also keeps two transient marks the view shows: entries found wrong by Check or by a hint, which
// the next change of their cell clears, and the cell a hint revealed, which the next move clears. They are
// not part of the undo history.
//
// With "show mistakes" on (a preference) every entry that contradicts the solution is a mistake as long as
// it stays on the board, and each such digit the player types counts in HelpUsage::mistakes: being told
// at once is help, like Check.
class GameModel : public QObject
{
    Q_OBJECT

public:
    using CellSet = std::bitset<sudoku::kCellCount>;

    explicit GameModel(QObject *parent = nullptr);
    ~GameModel() override;

    // --- reading
    GameMode mode() const { return m_mode; }
    const sudoku::Board &board() const { return m_board; }
    CellState cellState(int cell) const;
    sudoku::CandidateMask notes(int cell) const { return m_notes[cell]; } // 3x3 notes, or Snyder centre marks
    // Every cell's notes, as a hint or a list of steps reads the position.
    const std::array<sudoku::CandidateMask, sudoku::kCellCount> &allNotes() const { return m_notes; }
    sudoku::CandidateMask cornerMarks(int cell) const { return m_extra[cell].corner; }
    int cellColour(int cell) const { return m_extra[cell].colour; } // 0: none
    int candidateColour(int cell, int digit) const;
    bool hasColours() const;
    bool isEditable(int cell) const;
    CellSet conflicts() const { return m_conflicts; }
    int remaining(int digit) const; // copies of `digit` still to place, 0 when all nine are on the board
    bool isComplete() const { return m_complete; }
    bool isEmpty() const; // no digit and no note at all
    bool hasEntries() const; // any entry, pencil mark or colour on top of the givens
    quint64 revision() const { return m_revision; } // changes on every change of the board or notes
    const std::optional<sudoku::Grid> &solution() const { return m_solution; }
    const PuzzleInfo &info() const { return m_info; }
    const HelpUsage &help() const { return m_help; }
    QUndoStack *undoStack() const { return m_undo; }
    CellSet wrongMarks() const { return m_wrong; }
    int hintCell() const { return m_hintCell; }

    bool autoRemoveNotes() const { return m_autoRemoveNotes; }
    void setAutoRemoveNotes(bool on) { m_autoRemoveNotes = on; }
    bool showMistakes() const { return m_showMistakes; }
    void setShowMistakes(bool on);
    // An entry that contradicts the known solution, while mistakes are shown.
    bool isMistake(int cell) const;
    CellSet mistakes() const;

    // --- moves (undoable; return false and push nothing when they would change nothing)
    bool enterDigit(int cell, int digit); // an entry in play, a given while entering a puzzle
    bool clearCell(int cell);
    bool toggleNote(int cell, int digit);
    bool toggleCornerMark(int cell, int digit);
    bool setCellColour(int cell, int colour); // 0 takes the colour away; givens can be coloured too
    bool setCandidateColour(int cell, int digit, int colour); // only on a pencilled-in candidate
    bool clearColours(int cell); // the cell's colour and its candidates'
    bool clearAllColours();
    bool fillCandidates(); // every empty cell's notes become its candidates
    bool clearAllNotes(); // notes and corner marks
    bool restart(); // back to the givens: entries, pencil marks and colours go
    bool applySolution(const sudoku::Grid &solution);
    bool revealCell(int cell, int digit); // a hint
    bool removeEntries(const std::vector<int> &cells);
    bool eliminateNotes(const std::vector<std::pair<int, int>> &candidates); // (cell, digit) pairs, a hint
    // A hint's step as one move: `notes` set the pencil marks of cells (cell, new notes), then `digit` is
    // placed at `cell` (none when cell < 0), removing it from the peers' notes as typing it would.
    bool applyHint(
        int cell, int digit, const std::vector<std::pair<int, sudoku::CandidateMask>> &notes, const QString &text);
    // Several steps as one move (a solution path played to a step): the same, with every digit of `placements`
    // (cell, digit) placed.
    bool applySteps(const std::vector<std::pair<int, int>> &placements,
        const std::vector<std::pair<int, sudoku::CandidateMask>> &notes, const QString &text);
    // Fixes what a hint found wrong, as one move: the wrong entries go, the missing notes come back.
    bool fixMistakes(const std::vector<int> &wrongCells, const std::vector<std::pair<int, int>> &missingNotes);

    // --- checkpoints: positions the player marks to come back to (only in play; New Game clears them). Setting,
    // deleting and going back to one are undoable moves.
    const std::vector<Checkpoint> &checkpoints() const { return m_checkpoints; }
    // Marks the position as it is, named `name` or, when empty, "Checkpoint n"; returns its index (-1 while
    // entering a puzzle, or when there are kMaxCheckpoints already).
    int setCheckpoint(const QString &name = {});
    static constexpr int kMaxCheckpoints = 100;
    // Back to checkpoint `index` as one undoable move that keeps the undo history; false (nothing pushed)
    // when the board is already there or the index is out of range.
    bool backToCheckpoint(int index);
    // False (nothing pushed) when the index is out of range.
    bool removeCheckpoint(int index);

    // --- whole-game changes (clear the undo history)
    void loadPuzzle(const sudoku::Board &puzzle, const PuzzleInfo &info);
    void startEntering(const sudoku::Board &givens = {}); // an empty board, or `givens` to edit
    // Enter -> Play: the typed givens become the puzzle, the history starts afresh.
    void startPlaying(const sudoku::Grid &solution);
    SavedGame snapshot() const; // everything but the clock and the selection, which the caller fills in
    // Replaces the game with `game`, which must have passed validateSavedGame().
    void restore(const SavedGame &game);

    // --- what the app learns on the way (not undoable)
    void setSolution(const sudoku::Grid &solution); // mistakes can be shown from now on
    void addHelp(const HelpUsage &more);
    void markWrong(const std::vector<int> &cells); // Check's marks
    void setHintCell(int cell);

    // For CellEditCommand only: applies a move forwards (redo) or backwards (undo).
    void applyChanges(const std::vector<CellChange> &changes, bool forward);
    // For CheckpointCommand only: sets or deletes a checkpoint (forward), or the opposite.
    void applyCheckpointEdit(const CheckpointEdit &edit, bool forward);

Q_SIGNALS:
    void cellsChanged(); // digits or notes changed
    void marksChanged(); // wrong marks, the hint cell or which entries are mistakes changed
    void gameReset(); // a new puzzle, a restored game, or a mode change
    void completed(); // the board just became full and clash-free
    void helpChanged(); // hints, checks, Solve or mistakes shown
    void checkpointsChanged(); // one set or removed, or the game replaced

private:
    bool placeDigit(int cell, int digit, const QString &text, bool byPlayer);
    bool toggleMark(int cell, int digit, bool corner);
    // Pushes the move, each `after` normalised; false (and nothing pushed) when no cell changes.
    bool push(const QString &text, std::vector<CellChange> changes);
    bool pushCell(const QString &text, int cell, const CellState &after);
    void noteMistakeFeedback(); // mistakes shown on entries the player made: that is help
    std::array<CellState, sudoku::kCellCount> cellStates() const;
    // One undoable move from the board as it is to `after`, made of the cells that differ; false when none do.
    bool pushDifference(const QString &text, const std::array<CellState, sudoku::kCellCount> &after);
    void setCell(int cell, const CellState &state);
    void resetGame(GameMode mode);
    void afterChange(bool resetComplete);

    GameMode m_mode = GameMode::Play;
    sudoku::Board m_board;
    std::array<sudoku::CandidateMask, sudoku::kCellCount> m_notes {};
    struct Extra { // what a cell holds besides its digit and notes
        sudoku::CandidateMask corner = 0;
        std::uint8_t colour = 0;
        std::array<std::uint8_t, 9> candidateColours {};
        bool solved = false; // the digit is Solve's
    };
    std::array<Extra, sudoku::kCellCount> m_extra {};
    CellSet m_conflicts;
    CellSet m_wrong;
    int m_hintCell = -1;
    bool m_complete = false;
    bool m_autoRemoveNotes = true;
    bool m_showMistakes = false;
    quint64 m_revision = 0;
    std::optional<sudoku::Grid> m_solution;
    PuzzleInfo m_info;
    HelpUsage m_help;
    QUndoStack *m_undo;
    std::vector<Checkpoint> m_checkpoints;
};
