// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

// The panel beside the board that shows a staged hint: the technique (or "no technique applies"), the text
// of the current stage, and Next, Apply and Close. It only shows what it is given and reports clicks.
class HintPanel : public QFrame
{
    Q_OBJECT

public:
    explicit HintPanel(QWidget *parent = nullptr);

    // `canAdvance`: there is a further stage to show.
    void showStage(const QString &title, const QString &text, bool canAdvance, const QString &applyText);

    QString title() const;
    QString text() const;
    QPushButton *nextButton() const { return m_next; }
    QPushButton *applyButton() const { return m_apply; }
    QPushButton *closeButton() const { return m_close; }

Q_SIGNALS:
    void nextRequested();
    void applyRequested();
    void closeRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_title;
    QLabel *m_text;
    QPushButton *m_next;
    QPushButton *m_apply;
    QPushButton *m_close;
};
