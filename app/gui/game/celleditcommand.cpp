// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/celleditcommand.h"

#include "game/gamemodel.h"

CellEditCommand::CellEditCommand(
    GameModel *model, const QString &text, std::vector<CellChange> changes, bool alreadyApplied)
    : QUndoCommand(text)
    , m_model(model)
    , m_changes(std::move(changes))
    , m_skipRedo(alreadyApplied)
{
}

void CellEditCommand::undo()
{
    m_model->applyChanges(m_changes, false);
}

void CellEditCommand::redo()
{
    if (m_skipRedo) {
        m_skipRedo = false;
        return;
    }
    m_model->applyChanges(m_changes, true);
}
