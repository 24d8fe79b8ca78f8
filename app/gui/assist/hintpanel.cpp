// SPDX-License-Identifier: GPL-3.0-or-later
#include "assist/hintpanel.h"

#include "board/notification.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

HintPanel::HintPanel(QWidget *parent)
    : QFrame(parent)
    , m_title(new QLabel)
    , m_text(new QLabel)
    , m_next(new QPushButton)
    , m_apply(new QPushButton)
    , m_close(new QPushButton)
    , m_previousBranch(new QPushButton)
    , m_nextBranch(new QPushButton)
{
    setObjectName(QStringLiteral("hintPanel"));
    notification::mark(this); // each stage is read out
    setFrameShape(QFrame::StyledPanel);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setMinimumHeight(m_text->fontMetrics().lineSpacing() * 3);
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    for (QPushButton *button : {m_next, m_apply, m_close, m_previousBranch, m_nextBranch})
        button->setFocusPolicy(Qt::TabFocus); // the board keeps the keyboard: H and Esc work from there
    retranslateUi();

    // Page Up and Page Down work wherever the focus is in the window while the buttons show and are enabled
    // (an action's shortcut is off while the widgets it is added to are hidden or disabled), and, unlike a
    // button's own shortcut, leave the focus on the board.
    const auto key = [this](QPushButton *button, Qt::Key key, void (HintPanel::*signal)()) {
        auto *action = new QAction(button);
        action->setShortcut(QKeySequence(key));
        action->setShortcutContext(Qt::WindowShortcut);
        button->addAction(action);
        connect(action, &QAction::triggered, this, signal);
    };
    key(m_previousBranch, Qt::Key_PageUp, &HintPanel::previousBranchRequested);
    key(m_nextBranch, Qt::Key_PageDown, &HintPanel::nextBranchRequested);
    m_previousBranch->hide();
    m_nextBranch->hide();

    // Title and text on top, a forcing chain's branch buttons, Apply (the step, in words on a digit's hint)
    // under them, then Next and Close: the panel sits in the column beside the board, narrower than it is tall.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->addWidget(m_title);
    layout->addWidget(m_text, 1);
    auto *branches = new QHBoxLayout;
    branches->addWidget(m_previousBranch);
    branches->addWidget(m_nextBranch);
    layout->addLayout(branches);
    layout->addWidget(m_apply);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_next);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);

    connect(m_next, &QPushButton::clicked, this, &HintPanel::nextRequested);
    connect(m_apply, &QPushButton::clicked, this, &HintPanel::applyRequested);
    connect(m_close, &QPushButton::clicked, this, &HintPanel::closeRequested);
    connect(m_previousBranch, &QPushButton::clicked, this, &HintPanel::previousBranchRequested);
    connect(m_nextBranch, &QPushButton::clicked, this, &HintPanel::nextBranchRequested);
}

void HintPanel::retranslateUi()
{
    // The title, the text and Apply's text come from showStage, which MainWindow calls again on a switch.
    setAccessibleName(tr("Hint"));
    m_next->setText(tr("&Next", "the hint's next stage"));
    m_apply->setText(tr("&Apply", "apply the hint"));
    m_close->setText(tr("Close", "close the hint"));
    m_next->setToolTip(tr("Show more of the hint (H)"));
    m_close->setToolTip(tr("Close the hint (Esc)"));
    m_previousBranch->setText(tr("Previous Branch", "a forcing chain's previous branch"));
    m_nextBranch->setText(tr("Next Branch", "a forcing chain's next branch, or its conclusion after the last"));
    m_previousBranch->setToolTip(tr("Show the forcing chain's previous branch (Page Up)"));
    m_nextBranch->setToolTip(
        tr("Show the forcing chain's next branch, and after the last what they prove (Page Down)"));
}

void HintPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QFrame::changeEvent(event);
}

void HintPanel::showStage(const QString &title, const QString &text, bool canAdvance, const QString &applyText)
{
    m_title->setText(title);
    m_text->setText(text);
    m_next->setEnabled(canAdvance);
    m_apply->setText(applyText);
    //: what a screen reader says of a hint's stage: the technique, then the stage's text
    const QString spoken = tr("%1: %2").arg(title, text);
    if (!isVisible() || spoken != accessibleDescription())
        notification::announce(this, spoken); // a new stage or branch, not the same one again
    show();
}

void HintPanel::showBranches(int view, int count)
{
    m_previousBranch->setVisible(count > 1);
    m_nextBranch->setVisible(count > 1);
    m_previousBranch->setEnabled(view > 0);
    m_nextBranch->setEnabled(view < count - 1);
}

QString HintPanel::title() const
{
    return m_title->text();
}

QString HintPanel::text() const
{
    return m_text->text();
}
