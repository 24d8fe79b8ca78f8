// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stats/gametracker.h"

#include <QDialog>

class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QPushButton;

// The summary of a finished game: the time in large type, the level and rating, the help (hints, checks,
// mistakes), the personal best (a new one, or the one to beat) and the streak, with New Game (the default
// button), Statistics and Close. It follows a language switch while it is open.
class FinishDialog : public QDialog
{
    Q_OBJECT

public:
    // `summary`: the figures that include this game, nullopt when there are no statistics.
    FinishDialog(const GameFacts &facts, const QString &gameId, const std::optional<StatsSummary> &summary,
        QWidget *parent = nullptr);

    QPushButton *newGameButton() const { return m_newGame; }
    QPushButton *statisticsButton() const { return m_statistics; }
    // The text of each row, for the tests: "time", "level", "hints", "checks", "mistakes", "best", "streak".
    QString rowText(const QString &row) const;
    bool isNewBest() const;

Q_SIGNALS:
    void newGameRequested();
    void statisticsRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    GameFacts m_facts;
    QString m_gameId;
    std::optional<StatsSummary> m_summary;
    QLabel *m_title;
    QLabel *m_time;
    QFormLayout *m_form;
    QLabel *m_levelLabel, *m_level;
    QLabel *m_hintsLabel, *m_hints;
    QLabel *m_checksLabel, *m_checks;
    QLabel *m_mistakesLabel, *m_mistakes;
    QLabel *m_bestLabel, *m_best;
    QLabel *m_streakLabel, *m_streak;
    QDialogButtonBox *m_buttons;
    QPushButton *m_newGame;
    QPushButton *m_statistics;
    QPushButton *m_close;
};
