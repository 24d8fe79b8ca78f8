// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/savedgame.h"

#include "vocab/puzzletext.h"

#include "sudoku/grid/board.h"

#include <QCoreApplication>

namespace
{

// Messages of this file are in the "SavedGame" context of the .ts files.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(SavedGame)
};

// As GameModel::kMaxCheckpoints: a checkpoint move of the history is at an index below it.
constexpr int kMaxCheckpoints = 100;

bool validCell(const CellState &cell)
{
    return cell.isValid();
}

} // namespace

QString validateSavedGame(const SavedGame &game)
{
    if (const auto &problem = game.rules.problem())
        return Text::tr("the rules are broken: %1").arg(QString::fromStdString(*problem));
    sudoku::Board board;
    board.setRules(game.rules);
    for (int cell = 0; cell < sudoku::kCellCount; ++cell) {
        const CellState &state = game.cells[cell];
        if (!validCell(state))
            return Text::tr("cell %1 holds an impossible value").arg(puzzletext::cell(cell));
        if (state.given)
            board.setGiven(cell, state.digit);
    }
    if (game.mode == GameMode::Play) {
        if (const auto clash = board.firstGivenClash())
            return Text::tr("the puzzle is not valid: %1").arg(puzzletext::clash(*clash));
    }
    if (game.elapsedMs < 0)
        return Text::tr("the playing time is negative");
    if (game.selectedCell < 0 || game.selectedCell >= sudoku::kCellCount)
        return Text::tr("the selected cell is out of range");
    if (game.historyIndex < 0 || game.historyIndex > static_cast<int>(game.history.size()))
        return Text::tr("the undo history is out of range");

    // Walk the history both ways from the saved position: every move must start where the one before
    // it ended, or undo would produce a board the player never had.
    const QString broken = Text::tr("the undo history does not match the board");
    std::array<CellState, 81> cells = game.cells;
    for (int i = game.historyIndex - 1; i >= 0; --i) {
        for (const CellChange &change : game.history[i].changes) {
            if (change.cell < 0 || change.cell >= sudoku::kCellCount || !validCell(change.before)
                || !validCell(change.after) || cells[change.cell] != change.after)
                return broken;
            cells[change.cell] = change.before;
        }
    }
    cells = game.cells;
    for (int i = game.historyIndex; i < static_cast<int>(game.history.size()); ++i) {
        for (const CellChange &change : game.history[i].changes) {
            if (change.cell < 0 || change.cell >= sudoku::kCellCount || !validCell(change.before)
                || !validCell(change.after) || cells[change.cell] != change.before)
                return broken;
            cells[change.cell] = change.after;
        }
    }
    // In play the givens never change (only their colour may); a history that edits them belongs to another
    // puzzle.
    if (game.mode == GameMode::Play) {
        for (const SavedMove &move : game.history) {
            for (const CellChange &change : move.changes) {
                if ((change.before.given || change.after.given)
                    && (change.before.given != change.after.given || change.before.digit != change.after.digit))
                    return broken;
            }
        }
    }
    for (const Checkpoint &checkpoint : game.checkpoints) {
        if (const QString problem = validateCheckpoint(game, checkpoint); !problem.isEmpty())
            return problem;
    }
    // A checkpoint set or deleted in the history: only in play, changing no cell, a checkpoint of this puzzle.
    for (const SavedMove &move : game.history) {
        if (move.checkpoint
            && (game.mode != GameMode::Play || !move.changes.empty() || move.checkpoint->index < 0
                || move.checkpoint->index >= kMaxCheckpoints
                || !validateCheckpoint(game, move.checkpoint->checkpoint).isEmpty()))
            return Text::tr("the undo history is damaged");
    }
    return {};
}

QString validateCheckpoint(const SavedGame &game, const Checkpoint &checkpoint)
{
    if (checkpoint.name.trimmed().isEmpty() || checkpoint.name.size() > 100)
        return Text::tr("a checkpoint's name is empty or too long");
    for (int cell = 0; cell < sudoku::kCellCount; ++cell) {
        const CellState &state = checkpoint.cells[cell];
        if (!validCell(state))
            return Text::tr("cell %1 of a checkpoint holds an impossible value").arg(puzzletext::cell(cell));
        if (state.given != game.cells[cell].given || (state.given && state.digit != game.cells[cell].digit))
            return Text::tr("a checkpoint has other givens than the puzzle");
    }
    return {};
}
