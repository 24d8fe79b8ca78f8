// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QBoxLayout;
class QLabel;
class QPushButton;
class QScrollArea;

// The panel beside the board that shows a staged hint: the technique (or "no technique applies"), the text
// of the current stage, and Next, Apply and Close. It only shows what it is given and reports clicks.
class HintPanel : public QFrame
{
    Q_OBJECT

public:
    explicit HintPanel(QWidget *parent = nullptr);

    // `canAdvance`: there is a further stage to show. `notation`: the step's chains in notation (Eureka), shown
    // under the words in smaller type when not empty (View > Show Chain Notation); a screen reader is not read it.
    void showStage(const QString &title, const QString &text, bool canAdvance, const QString &applyText,
        const QString &notation = {});
    // A forcing chain's branches: Previous and Next Branch shown when `count` > 1, enabled away from the
    // ends (`view` 0..count-1; the last view is the conclusion).
    void showBranches(int view, int count);

    QString title() const;
    QString text() const; // as given, without the links of its cell names
    QString notation() const; // the notation line shown, or empty
    QLabel *textLabel() const { return m_text; }
    QSize minimumSizeHint() const override;
    QScrollArea *textArea() const { return m_textArea; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *applyButton() const { return m_apply; }
    QPushButton *closeButton() const { return m_close; }
    QPushButton *previousBranchButton() const { return m_previousBranch; }
    QPushButton *nextBranchButton() const { return m_nextBranch; }

Q_SIGNALS:
    void nextRequested();
    void applyRequested();
    void closeRequested();
    void previousBranchRequested();
    void nextBranchRequested();
    // The pointer is on a cell name of the text ("r3c5"): that cell (0..80), or -1 when it leaves it.
    void cellHovered(int cell);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void arrangeButtons(); // side by side, or stacked when the panel is too narrow for a row
    static void fitToWords(QPushButton *button); // its minimum width: its words and a little room

    QLabel *m_title;
    QLabel *m_text;
    QString m_plainText;
    QString m_notation;
    QScrollArea *m_textArea;
    QPushButton *m_next;
    QPushButton *m_apply;
    QPushButton *m_close;
    QPushButton *m_previousBranch;
    QPushButton *m_nextBranch;
    QBoxLayout *m_buttonRow;
    QBoxLayout *m_branchRow;
};
