// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "messagebar.h"
#include "solvejob.h"

#include <QObject>

class GameModel;
class SolveController;

// The help the player can ask for, worked out on the worker thread: Hint, Check and Solve (with the
// solver chosen in the window), and Stop. Results are applied only if they still fit the board: a hint
// or a check made for a position the player has since changed is dropped.
class AssistController : public QObject
{
    Q_OBJECT

public:
    AssistController(GameModel *model, SolveController *solver, QObject *parent = nullptr);

    sudoku::Algorithm solver() const { return m_algorithm; }
    void setSolver(sudoku::Algorithm algorithm) { m_algorithm = algorithm; }
    // Off while the game is paused or a puzzle is being entered.
    void setEnabled(bool on) { m_enabled = on; }
    // How the last Solve went ("Solved by dfs (1,234 nodes, 0.3 ms)."), for the completion message.
    QString solveReport() const { return m_solveReport; }

    void hint();
    void check();
    void solve();
    void stop();

Q_SIGNALS:
    void notice(MessageBar::Level level, const QString &text, const QList<MessageBar::Button> &buttons);
    void selectRequested(int cell);
    void workChanged(const QString &text); // what the worker is doing, empty when idle

private:
    void start(JobKind kind, sudoku::Algorithm algorithm);
    void onJobFinished(const SolveOutcome &outcome);
    void onSolved(const SolveOutcome &outcome);
    void onHint(const SolveOutcome &outcome);
    void onChecked(const SolveOutcome &outcome);
    void onProgress(quint64 jobId, quint64 nodes, qint64 elapsedMs);

    GameModel *m_model;
    SolveController *m_solver;
    sudoku::Algorithm m_algorithm = sudoku::Algorithm::Dfs;
    bool m_enabled = true;
    QString m_solveReport;
};
