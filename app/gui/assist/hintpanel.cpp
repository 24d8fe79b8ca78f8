// SPDX-License-Identifier: GPL-3.0-or-later
#include "assist/hintpanel.h"

#include <QEvent>
#include <QHBoxLayout>
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
{
    setObjectName(QStringLiteral("hintPanel"));
    setFrameShape(QFrame::StyledPanel);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setMinimumHeight(m_text->fontMetrics().lineSpacing() * 3);
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    for (QPushButton *button : {m_next, m_apply, m_close})
        button->setFocusPolicy(Qt::TabFocus); // the board keeps the keyboard: H and Esc work from there
    retranslateUi();

    // Title and text on top, Apply (the step, in words on a digit's hint) under them, then Next and Close:
    // the panel sits in the column beside the board, narrower than it is tall.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->addWidget(m_title);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_apply);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_next);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);

    connect(m_next, &QPushButton::clicked, this, &HintPanel::nextRequested);
    connect(m_apply, &QPushButton::clicked, this, &HintPanel::applyRequested);
    connect(m_close, &QPushButton::clicked, this, &HintPanel::closeRequested);
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
    show();
}

QString HintPanel::title() const
{
    return m_title->text();
}

QString HintPanel::text() const
{
    return m_text->text();
}
