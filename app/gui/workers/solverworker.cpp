// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/solverworker.h"

#include "workers/hintfinder.h"

#include "sudoku/grid/candidates.h"

#include <QThread>

#include <chrono>

using namespace sudoku;

namespace
{

// Counts the search's placements and hands them to the job's throttled progress (at most every 50 ms). The
// clock is read once per 4096 events, so the observer costs a counter increment per event and little else.
class ProgressObserver : public SearchObserver
{
public:
    ProgressObserver(JobThread::Job &job, const SolverWorker::Report &report)
        : m_job(job)
        , m_report(report)
        , m_start(std::chrono::steady_clock::now())
    {
    }

    void onEvent(const SearchEvent &event) override
    {
        if (event.kind != SearchEventKind::Place && event.kind != SearchEventKind::Force)
            return;
        if ((++m_nodes & 4095) != 0)
            return;
        const auto elapsed
            = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - m_start).count();
        m_job.progress([report = m_report, nodes = m_nodes, ms = static_cast<qint64>(elapsed)] { report(nodes, ms); });
    }

private:
    JobThread::Job &m_job;
    const SolverWorker::Report &m_report;
    quint64 m_nodes = 0;
    std::chrono::steady_clock::time_point m_start;
};

} // namespace

SolverWorker::SolverWorker() = default;

SolverWorker::~SolverWorker() = default;

Solver &SolverWorker::solver(Algorithm algorithm)
{
    auto &slot = m_solvers[static_cast<std::size_t>(algorithm)];
    if (!slot)
        slot = makeSolver(algorithm);
    return *slot;
}

SolveOutcome SolverWorker::run(const SolveRequest &request, JobThread::Job &job, const Report &report)
{
    SolveOutcome outcome;
    outcome.jobId = job.id();
    outcome.kind = request.kind;
    outcome.revision = request.revision;
    outcome.algorithm = request.algorithm;
    outcome.thread = QThread::currentThread();
    if (job.stopRequested()) { // superseded or cancelled while it waited in the queue
        outcome.result.status = SolveStatus::Cancelled;
        return outcome;
    }

    SolveOptions options;
    options.solutionLimit = 2;
    options.stopToken = job.stopToken();
    ProgressObserver observer(job, report);
    if (request.reportProgress)
        options.observer = &observer;
    // The solver solves the puzzle (the givens); the player's entries are looked at afterwards.
    outcome.result = solver(request.algorithm).solve(request.board.puzzle(), options);

    if (outcome.result.status == SolveStatus::Unique) {
        if (request.kind == JobKind::Check)
            outcome.wrongCells = wrongEntries(request.board, outcome.result.solution);
        else if (request.kind == JobKind::Hint)
            outcome.hint
                = hintfinder::find(request.board, request.notes, outcome.result.solution, request.hintTechniques);
        else if (request.kind == JobKind::Analyse) {
            // The logic engine rates every variant, a Killer's cages included.
            RateOptions rating;
            rating.assumeUnique = true;
            rating.stopToken = job.stopToken(); // a quit or a new job does not wait for a hard rating
            outcome.rating = rate(request.board.puzzle(), rating);
            if (outcome.rating->stopped)
                outcome.result.status = SolveStatus::Cancelled;
        }
    }
    return outcome;
}

std::vector<int> SolverWorker::wrongEntries(const Board &board, const Grid &solution)
{
    std::vector<int> wrong;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (!board.isGiven(cell) && !board.isEmpty(cell) && board.at(cell) != solution[cell])
            wrong.push_back(cell);
    }
    return wrong;
}
