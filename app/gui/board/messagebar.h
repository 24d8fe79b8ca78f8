// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

#include <functional>
#include <type_traits>

class QAbstractButton;
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

    // What a message says, written again when the language changes: a function that calls tr() (with the
    // message's values captured), or a text fixed once (then it stays in the language it was written in).
    class Text
    {
    public:
        Text() = default;
        Text(const QString &fixed) // NOLINT: a plain text is a Text
            : m_make([fixed] { return fixed; })
        {
        }
        template<typename F, typename = std::enable_if_t<std::is_invocable_r_v<QString, const F &>>>
        Text(F make) // NOLINT: so is a function that writes one
            : m_make(std::move(make))
        {
        }
        QString operator()() const { return m_make ? m_make() : QString(); }

    private:
        std::function<QString()> m_make;
    };
    struct Button {
        Text text;
        std::function<void()> run;
    };
    // While it returns true, what the message talks about still holds; recheck() closes it once it does not.
    using While = std::function<bool()>;

    explicit MessageBar(QWidget *parent = nullptr);

    // `stillTrue` empty: the message stays until it is closed or replaced.
    void showMessage(Level level, const Text &text, const QList<Button> &buttons = {}, const While &stillTrue = {});
    void dismiss();
    // Closes the message if what it talks about has changed (the window calls it on every change of the game).
    void recheck();
    QString text() const;
    Level level() const { return m_level; }
    // Presses the i-th button, as a click would.
    void trigger(int index);
    // Return on the board: presses the first button, the message's default (Fix Them, Remove Them, Save As,
    // New Game...). False when no message with a button is shown.
    bool triggerDefault();
    // The message's buttons, first the default, then the close button: what F6 and Tab reach.
    QList<QAbstractButton *> buttons() const;

Q_SIGNALS:
    // The message closed while one of its buttons had the keyboard: the window gives it back to the board.
    void focusReleased();

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    Level m_level = Level::Info;
    Text m_text;
    While m_stillTrue;
    QLabel *m_label;
    QToolButton *m_close;
    QHBoxLayout *m_buttons;
    QList<Button> m_actions;
};
