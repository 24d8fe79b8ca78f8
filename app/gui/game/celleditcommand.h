// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/cellstate.h"

#include <QUndoCommand>

#include <vector>

class GameModel;

// The one undoable command of the game: a set of cells going from their `before` to their `after` states.
// Every move (a digit, a note, fill candidates, restart, hint, solve) is one of these, which is what lets
// the undo history be saved and restored with the game.
class CellEditCommand : public QUndoCommand
{
public:
    // With `alreadyApplied` the first redo() (the one QUndoStack::push makes) does nothing: used when the
    // model is already in the `after` state, as when a saved history is restored.
    CellEditCommand(
        GameModel *model, const QString &text, std::vector<CellChange> changes, bool alreadyApplied = false);

    void undo() override;
    void redo() override;

    const std::vector<CellChange> &changes() const { return m_changes; }

private:
    GameModel *m_model;
    std::vector<CellChange> m_changes;
    bool m_skipRedo;
};
