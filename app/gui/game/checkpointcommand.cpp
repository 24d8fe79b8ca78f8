// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/checkpointcommand.h"

#include "game/gamemodel.h"

CheckpointCommand::CheckpointCommand(GameModel *model, const QString &text, CheckpointEdit edit, bool alreadyApplied)
    : QUndoCommand(text)
    , m_model(model)
    , m_edit(std::move(edit))
    , m_skipRedo(alreadyApplied)
{
}

void CheckpointCommand::undo()
{
    m_model->applyCheckpointEdit(m_edit, false);
}

void CheckpointCommand::redo()
{
    if (m_skipRedo) {
        m_skipRedo = false;
        return;
    }
    m_model->applyCheckpointEdit(m_edit, true);
}
