// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/cellstate.h"
#include "vocab/difficulty.h"

#include "sudoku/grid/rules.h"

#include <QDate>
#include <QString>

#include <array>
#include <optional>
#include <vector>

enum class GameMode : quint8 {
    Play, // givens are fixed, digits typed are entries
    Enter, // the player is typing a puzzle: digits typed are givens
};

// How much help the player had; a game with help does not set a best time.
struct HelpUsage {
    int hints = 0;
    int checks = 0;
    bool solverUsed = false;
    // "Show mistakes" told the player whether their digits were right; `mistakes` counts the wrong digits
    // typed while it did.
    bool mistakesShown = false;
    int mistakes = 0;
    // The wrong digits typed in all, shown or not: not help (nothing told the player), only for the
    // summary at the end.
    int wrongDigits = 0;

    bool any() const { return hints > 0 || checks > 0 || solverUsed || mistakesShown; }
    friend bool operator==(const HelpUsage &, const HelpUsage &) = default;
};

// Where the puzzle came from: a level and position in the bundled pack, or nothing for a typed or
// pasted puzzle; the date of a daily puzzle.
struct PuzzleInfo {
    std::optional<Difficulty> difficulty;
    int packIndex = -1;
    QDate daily {}; // invalid unless the puzzle is the daily puzzle of that date

    friend bool operator==(const PuzzleInfo &, const PuzzleInfo &) = default;
};

// A position the player marked to come back to (Set Checkpoint): its name and every cell as it was.
struct Checkpoint {
    QString name;
    std::array<CellState, 81> cells {};

    friend bool operator==(const Checkpoint &, const Checkpoint &) = default;
};

// A checkpoint set or deleted, as a move of the undo history: `checkpoint` going into (Set) or out of (Delete)
// the list of checkpoints at `index`. Undo does the opposite.
struct CheckpointEdit {
    enum class Kind : quint8 { Set, Delete };
    Kind kind = Kind::Set;
    int index = 0;
    Checkpoint checkpoint;

    friend bool operator==(const CheckpointEdit &, const CheckpointEdit &) = default;
};

// One move of the undo history: cells changed, or (with `checkpoint`, and no `changes`) a checkpoint set or
// deleted.
struct SavedMove {
    QString text;
    std::vector<CellChange> changes;
    std::optional<CheckpointEdit> checkpoint = {};

    friend bool operator==(const SavedMove &, const SavedMove &) = default;
};

// A whole game as a value: what GameFile writes and reads and what GameModel snapshots and restores.
// `cells` is the position after the first `historyIndex` moves of `history`; the moves after it are the
// ones Redo brings back.
struct SavedGame {
    GameMode mode = GameMode::Play;
    std::array<CellState, 81> cells {};
    PuzzleInfo info;
    HelpUsage help;
    qint64 elapsedMs = 0;
    int selectedCell = 40;
    std::vector<SavedMove> history;
    int historyIndex = 0;
    QString gameId; // the game's id in the statistics; empty in files written before them
    sudoku::Rules rules; // the puzzle's rules: classic in files written before the variants
    std::vector<Checkpoint> checkpoints; // oldest first; none in files written before them

    friend bool operator==(const SavedGame &, const SavedGame &) = default;
};

// Checks that a game read from outside is self-consistent: digits, marks and colours in range, no entry on a
// given, no pencil mark on a filled cell, no colour on a candidate not pencilled in, rules that hold together, no
// clash among the givens of a game in play (by its rules), and an undo history that leads exactly to `cells`. Returns
// an empty string, or what is wrong (translated, for the player).
QString validateSavedGame(const SavedGame &game);

// Checks that `checkpoint` can be gone back to in `game`: a name, valid cells, and the givens of the game (a
// checkpoint of another puzzle would change them). Returns an empty string, or what is wrong (translated).
QString validateCheckpoint(const SavedGame &game, const Checkpoint &checkpoint);
