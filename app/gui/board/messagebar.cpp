// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/messagebar.h"

#include "board/boardtheme.h"
#include "board/notification.h"

#include <QApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QToolButton>

MessageBar::MessageBar(QWidget *parent)
    : QFrame(parent)
    , m_label(new QLabel(this))
    , m_buttons(new QHBoxLayout)
{
    // The text on top with the close button in its corner, the buttons in a row under it: the bar sits in
    // the column beside the board, narrower than it is tall.
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(14, 6, 6, 8);
    layout->setHorizontalSpacing(4);
    // Messages quote what the player gave (file names, pasted text): never read them as HTML.
    m_label->setTextFormat(Qt::PlainText);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_label, 0, 0, Qt::AlignTop);
    m_close = new QToolButton(this);
    m_close->setText(QStringLiteral("\u2715"));
    m_close->setAutoRaise(true);
    m_close->setFocusPolicy(Qt::TabFocus); // a click leaves the keyboard on the board; F6 and Tab reach it
    connect(m_close, &QToolButton::clicked, this, &MessageBar::dismiss);
    layout->addWidget(m_close, 0, 1, Qt::AlignTop);
    m_buttons->addStretch(1);
    layout->addLayout(m_buttons, 1, 0, 1, 2);
    layout->setColumnStretch(0, 1);
    notification::mark(this);
    retranslateUi();
    hide();
}

void MessageBar::retranslateUi()
{
    setAccessibleName(tr("Message"));
    m_close->setToolTip(tr("Close the message"));
    if (auto *first = m_buttons->count() > 1 ? qobject_cast<QPushButton *>(m_buttons->itemAt(1)->widget()) : nullptr)
        first->setToolTip(tr("Return on the board presses this button"));
    m_close->setAccessibleName(tr("Close the message"));
}

void MessageBar::changeEvent(QEvent *event)
{
    // A message on show is written again in the new language, its buttons too.
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (!m_label->text().isEmpty()) {
            m_label->setText(m_text());
            setAccessibleDescription(m_label->text());
        }
        for (int i = 0; i < m_actions.size() && i + 1 < m_buttons->count(); ++i) {
            if (auto *button = qobject_cast<QPushButton *>(m_buttons->itemAt(i + 1)->widget()))
                button->setText(m_actions[i].text());
        }
    }
    QFrame::changeEvent(event);
}

void MessageBar::showMessage(Level level, const Text &text, const QList<Button> &buttons, const While &stillTrue)
{
    m_level = level;
    m_text = text;
    m_stillTrue = stillTrue;
    m_label->setText(text());
    // A message that replaces one whose button had the keyboard gives it to its own first button.
    const bool hadFocus = isAncestorOf(QApplication::focusWidget());
    while (m_buttons->count() > 1) { // the stretch at the start stays
        QLayoutItem *item = m_buttons->takeAt(1);
        delete item->widget();
        delete item;
    }
    m_actions = buttons;
    QWidget *previous = m_label;
    for (int i = 0; i < buttons.size(); ++i) {
        auto *button = new QPushButton(buttons[i].text(), this);
        // A click leaves the keyboard on the board; F6 and Tab reach the buttons, and Return on the board
        // presses the first, drawn as the default.
        button->setFocusPolicy(Qt::TabFocus);
        button->setDefault(i == 0);
        connect(button, &QPushButton::clicked, this, [this, i] { trigger(i); });
        m_buttons->addWidget(button);
        QWidget::setTabOrder(previous, button);
        previous = button;
    }
    QWidget::setTabOrder(previous, m_close); // Tab: the buttons in their order, then the close button
    retranslateUi();
    notification::announce(this, m_label->text());
    show();
    update();
    if (hadFocus)
        this->buttons().constFirst()->setFocus(Qt::OtherFocusReason);
}

void MessageBar::dismiss()
{
    const bool hadFocus = isAncestorOf(QApplication::focusWidget());
    hide();
    if (hadFocus)
        Q_EMIT focusReleased();
    m_label->clear();
    m_text = {};
    m_stillTrue = {};
}

void MessageBar::recheck()
{
    if (m_stillTrue && !m_label->text().isEmpty() && !m_stillTrue())
        dismiss();
}

QString MessageBar::text() const
{
    return isVisible() || !m_label->text().isEmpty() ? m_label->text() : QString();
}

void MessageBar::trigger(int index)
{
    if (index < 0 || index >= m_actions.size())
        return;
    const auto run = m_actions[index].run; // the action may replace the message, and m_actions with it
    dismiss();
    if (run)
        run();
}

bool MessageBar::triggerDefault()
{
    if (!isVisible() || m_actions.isEmpty())
        return false;
    trigger(0);
    return true;
}

QList<QAbstractButton *> MessageBar::buttons() const
{
    QList<QAbstractButton *> list;
    for (int i = 1; i < m_buttons->count(); ++i) {
        if (auto *button = qobject_cast<QAbstractButton *>(m_buttons->itemAt(i)->widget()))
            list << button;
    }
    list << m_close;
    return list;
}

void MessageBar::paintEvent(QPaintEvent *event)
{
    const BoardTheme theme = BoardTheme::fromPalette(palette());
    QColor accent;
    switch (m_level) {
    case Level::Info:
        accent = theme.focusRing;
        break;
    case Level::Positive:
        accent = theme.hint;
        break;
    case Level::Warning:
        accent = theme.wrong;
        break;
    case Level::Error:
        accent = theme.conflict;
        break;
    }
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    QColor fill = accent;
    fill.setAlphaF(theme.dark ? 0.22f : 0.12f);
    p.setPen(QPen(accent, 1));
    p.setBrush(fill);
    p.drawRoundedRect(r, 6, 6);
    p.fillRect(QRectF(r.left() + 1, r.top() + 4, 4, r.height() - 8), accent); // the level, as a stripe
    QFrame::paintEvent(event);
}
