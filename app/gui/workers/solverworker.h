// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workers/jobthread.h"
#include "workers/solvejob.h"

#include <array>
#include <functional>
#include <memory>

// Does the engine work of SolveController's jobs, on the solver thread: one job at a time, never waiting on
// the GUI. It keeps one solver object per algorithm, whose working memory is reused from job to job.
class SolverWorker
{
public:
    SolverWorker();
    ~SolverWorker();

    // Runs the job to the end, to a stop request, or to a solver's own exit, and returns its outcome (a
    // cancelled job's too). When the request asks for progress, `report(nodes, elapsedMs)` is queued to the
    // GUI thread through `job`, at most every 50 ms.
    using Report = std::function<void(quint64 nodes, qint64 elapsedMs)>;
    SolveOutcome run(const SolveRequest &request, JobThread::Job &job, const Report &report);

    // The work of each kind, as plain functions (also used by the tests without a thread).
    static std::vector<int> wrongEntries(const sudoku::Board &board, const sudoku::Grid &solution);

private:
    sudoku::Solver &solver(sudoku::Algorithm algorithm);

    std::array<std::unique_ptr<sudoku::Solver>, 3> m_solvers;
};
