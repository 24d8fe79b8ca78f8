// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workers/solvejob.h"

#include <QObject>

#include <array>
#include <memory>
#include <stop_token>

// Runs engine jobs on the worker thread. It lives on the thread the SolveController owns and is only
// ever called through queued calls; it keeps one solver object per algorithm (their working memory is
// reused from job to job) and never waits on the GUI.
class SolverWorker : public QObject
{
    Q_OBJECT

public:
    explicit SolverWorker(QObject *parent = nullptr);
    ~SolverWorker() override;

    // The job runs to the end, to a stop request, or to a solver's own exit; the outcome always comes
    // back through jobDone, a cancelled one too.
    void run(quint64 jobId, const SolveRequest &request, std::stop_token stop);

    // The work of each kind, as plain functions (also used by the tests without a thread).
    static std::vector<int> wrongEntries(const sudoku::Board &board, const sudoku::Grid &solution);

Q_SIGNALS:
    void jobDone(const SolveOutcome &outcome);
    // Throttled to one every 50 ms at most, for long solves that asked for it.
    void progress(quint64 jobId, quint64 nodes, qint64 elapsedMs);

private:
    sudoku::Solver &solver(sudoku::Algorithm algorithm);

    std::array<std::unique_ptr<sudoku::Solver>, 3> m_solvers;
};
