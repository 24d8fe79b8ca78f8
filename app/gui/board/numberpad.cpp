// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/numberpad.h"

#include "board/digitbutton.h"
#include "game/gamemodel.h"

#include <QApplication>
#include <QEvent>
#include <QGridLayout>
#include <QToolButton>

#include <algorithm>

NumberPad::NumberPad(GameModel *model, const QList<QAction *> &actions, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setAccessibleName(tr("Number pad"));
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(6);
    for (int d = 1; d <= 9; ++d) {
        auto *button = new DigitButton(d, this);
        m_buttons[d - 1] = button;
        grid->addWidget(button, (d - 1) / 3, (d - 1) % 3);
        connect(button, &QAbstractButton::clicked, this, [this, d] {
            const Qt::KeyboardModifiers held = QApplication::keyboardModifiers();
            keyClicked(d,
                (held & Qt::ControlModifier)     ? DigitInput::Ctrl
                    : (held & Qt::ShiftModifier) ? DigitInput::Shift
                                                 : DigitInput::Plain);
        });
        connect(button, &DigitButton::rightClicked, this, [this](int digit) { keyClicked(digit, DigitInput::Ctrl); });
    }
    auto *row = new QHBoxLayout;
    m_toolRow = row;
    row->setSpacing(6);
    for (QAction *action : actions) {
        auto *tool = new QToolButton(this);
        tool->setDefaultAction(action);
        tool->setToolButtonStyle(Qt::ToolButtonTextOnly);
        tool->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        tool->setFocusPolicy(Qt::TabFocus);
        row->addWidget(tool);
        m_tools.append(tool);
    }
    grid->addLayout(row, 3, 0, 1, 3);
    for (int r = 0; r < 3; ++r)
        grid->setRowStretch(r, 1);
    connect(m_model, &GameModel::cellsChanged, this, &NumberPad::updateCounts);
    connect(m_model, &GameModel::gameReset, this, &NumberPad::updateCounts);
    updateCounts();
}

void NumberPad::keyClicked(int digit, DigitInput input)
{
    if (m_colouring)
        Q_EMIT colourClicked(digit, input);
    else
        Q_EMIT digitClicked(digit, input);
}

void NumberPad::setColouring(bool on, int colour)
{
    m_colouring = on;
    m_colour = colour;
    for (DigitButton *button : m_buttons)
        button->setSwatch(on);
    updateCounts();
    updateLatched();
}

void NumberPad::setPickedDigit(int digit)
{
    m_picked = digit;
    updateLatched();
}

void NumberPad::updateLatched()
{
    const int latched = m_colouring ? m_colour : m_picked;
    for (int d = 1; d <= 9; ++d)
        m_buttons[d - 1]->setLatched(d == latched);
}

void NumberPad::updateCounts()
{
    for (int d = 1; d <= 9; ++d)
        m_buttons[d - 1]->setRemaining(m_model->remaining(d));
}

int NumberPad::spacingFor(int width)
{
    return width >= 180 ? 6 : 4;
}

int NumberPad::keySide(int width)
{
    return std::max(1, (width - 2 * spacingFor(width)) / 3);
}

int NumberPad::toolHeight(int width)
{
    return std::clamp(keySide(width) * 11 / 20, 24, 36);
}

int NumberPad::heightForWidth(int width) const
{
    const int spacing = spacingFor(width);
    return 3 * keySide(width) + 3 * spacing + toolHeight(width);
}

QSize NumberPad::sizeHint() const
{
    return {220, heightForWidth(220)};
}

QSize NumberPad::minimumSizeHint() const
{
    return {120, heightForWidth(120)};
}

void NumberPad::resizeEvent(QResizeEvent *event)
{
    // The keys scale with the pad (they draw their text from their size); the buttons below follow.
    const int w = width();
    layout()->setSpacing(spacingFor(w));
    m_toolRow->setSpacing(spacingFor(w));
    QFont small = font();
    small.setPixelSize(std::clamp(keySide(w) / 5, 10, 14));
    for (QToolButton *tool : m_tools) {
        tool->setFixedHeight(toolHeight(w));
        tool->setFont(small);
    }
    QWidget::resizeEvent(event);
}

void NumberPad::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Number pad"));
    QWidget::changeEvent(event);
}
