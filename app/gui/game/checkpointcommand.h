// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/savedgame.h"

#include <QUndoCommand>

class GameModel;

// A checkpoint set or deleted as an undoable move: redo() does the edit, undo() the opposite (a deleted checkpoint
// comes back at the same index with the same name and position). It changes no cell. Like CellEditCommand it is
// plain data (a CheckpointEdit), so it is saved and restored with the game's undo history.
class CheckpointCommand : public QUndoCommand
{
public:
    // With `alreadyApplied` the first redo() (the one QUndoStack::push makes) does nothing.
    CheckpointCommand(GameModel *model, const QString &text, CheckpointEdit edit, bool alreadyApplied = false);

    void undo() override;
    void redo() override;

    const CheckpointEdit &edit() const { return m_edit; }

private:
    GameModel *m_model;
    CheckpointEdit m_edit;
    bool m_skipRedo;
};
