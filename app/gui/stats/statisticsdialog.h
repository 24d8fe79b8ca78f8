// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/difficulty.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QTabWidget;
class QTableWidget;
class QTreeWidget;
class Statistics;

// The statistics window: for each level and for all games, the games started, finished and abandoned, the
// best, average and median time without help, the average time with help, the current and longest streak;
// the daily puzzle's streak; and the history of games with their dates, newest first. The figures are of every
// game or of one variant's, as the player chooses; the history names a game's variant. It asks for fresh
// figures when it opens and follows them while it is open, and follows a language switch.
class StatisticsDialog : public QDialog
{
    Q_OBJECT

public:
    enum Row { Started, Finished, Abandoned, Best, Average, Median, AverageWithHelp, Streak, LongestStreak, RowCount };
    static constexpr int kAllColumn = static_cast<int>(kDifficulties.size()); // after the levels

    explicit StatisticsDialog(Statistics *statistics, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QTreeWidget *history() const { return m_history; }
    QTabWidget *tabs() const { return m_tabs; }
    QComboBox *variantBox() const { return m_variant; }
    QString cellText(Row row, int column) const;
    QString dailyText() const;

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void fill();

    Statistics *m_statistics;
    QTabWidget *m_tabs;
    QComboBox *m_variant; // all variants, or one
    QLabel *m_variantLabel = nullptr;
    QTableWidget *m_table;
    QLabel *m_daily;
    QLabel *m_historyNote;
    QTreeWidget *m_history;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};
