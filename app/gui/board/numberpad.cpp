// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/numberpad.h"

#include "board/digitbutton.h"
#include "game/gamemodel.h"

#include <QEvent>
#include <QGridLayout>
#include <QToolButton>

NumberPad::NumberPad(GameModel *model, QAction *notesAction, QAction *eraseAction, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setAccessibleName(tr("Number pad"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(6);
    for (int d = 1; d <= 9; ++d) {
        auto *button = new DigitButton(d, this);
        m_buttons[d - 1] = button;
        grid->addWidget(button, (d - 1) / 3, (d - 1) % 3);
        connect(button, &QAbstractButton::clicked, this, [this, d] { Q_EMIT digitClicked(d, false); });
        connect(button, &DigitButton::noteRequested, this, [this](int digit) { Q_EMIT digitClicked(digit, true); });
    }
    int column = 0;
    for (QAction *action : {notesAction, eraseAction}) {
        auto *tool = new QToolButton(this);
        tool->setDefaultAction(action);
        tool->setToolButtonStyle(Qt::ToolButtonTextOnly);
        tool->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        tool->setMinimumHeight(36);
        tool->setFocusPolicy(Qt::TabFocus);
        grid->addWidget(tool, 3, column, 1, column == 0 ? 2 : 1);
        m_tools.push_back(tool);
        column += 2;
    }
    // The keys share the height: the pad is as tall as its width makes them square (heightForWidth).
    for (int i = 0; i < 3; ++i) {
        grid->setRowStretch(i, 1);
        grid->setColumnStretch(i, 1);
    }
    m_grid = grid;
    connect(m_model, &GameModel::cellsChanged, this, &NumberPad::updateCounts);
    connect(m_model, &GameModel::gameReset, this, &NumberPad::updateCounts);
    updateCounts();
}

bool NumberPad::hasHeightForWidth() const
{
    return true;
}

int NumberPad::heightForWidth(int width) const
{
    // Square keys in three rows, then the row of Notes and Erase.
    const int spacing = m_grid->verticalSpacing();
    const int key = std::max(m_buttons[0]->minimumSizeHint().width(), (width - 2 * m_grid->horizontalSpacing()) / 3);
    int tools = 0;
    for (QWidget *tool : m_tools)
        tools = std::max(tools, tool->sizeHint().expandedTo(tool->minimumSize()).height());
    return 3 * key + 3 * spacing + tools;
}

QSize NumberPad::sizeHint() const
{
    const int width = QWidget::sizeHint().width();
    return {width, heightForWidth(width)};
}

void NumberPad::updateCounts()
{
    for (int d = 1; d <= 9; ++d)
        m_buttons[d - 1]->setRemaining(m_model->remaining(d));
}

void NumberPad::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Number pad"));
    QWidget::changeEvent(event);
}
