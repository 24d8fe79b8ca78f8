// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

#include <functional>

class QHBoxLayout;
class QLabel;
class QToolButton;

// An inline message beside the board (like KMessageWidget): what the game has to say, with up to a few
// buttons, and no modal dialog in the way of play. Announced to screen readers as an alert.
class MessageBar : public QFrame
{
    Q_OBJECT

public:
    enum class Level : quint8 { Info, Positive, Warning, Error };
    struct Button {
        QString text;
        std::function<void()> run;
    };

    explicit MessageBar(QWidget *parent = nullptr);

    void showMessage(Level level, const QString &text, const QList<Button> &buttons = {});
    void dismiss();
    QString text() const;
    Level level() const { return m_level; }
    // Presses the i-th button, as a click would (for tests).
    void trigger(int index);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    Level m_level = Level::Info;
    QLabel *m_label;
    QToolButton *m_close;
    QHBoxLayout *m_buttons;
    QList<Button> m_actions;
};
