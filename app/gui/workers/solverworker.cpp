// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/solverworker.h"

#include "workers/hintfinder.h"

#include "sudoku/candidates.h"

#include <QThread>

#include <chrono>

using namespace sudoku;

namespace
{

// Counts the search's placements and reports them at most every 50 ms. The clock is read once per 4096
// events, so the observer costs a counter increment per event and little else.
class ProgressObserver : public SearchObserver
{
public:
    ProgressObserver(SolverWorker *worker, quint64 jobId)
        : m_worker(worker)
        , m_jobId(jobId)
        , m_start(std::chrono::steady_clock::now())
        , m_last(m_start)
    {
    }

    void onEvent(const SearchEvent &event) override
    {
        if (event.kind != SearchEventKind::Place && event.kind != SearchEventKind::Force)
            return;
        if ((++m_nodes & 4095) != 0)
            return;
        const auto now = std::chrono::steady_clock::now();
        if (now - m_last < std::chrono::milliseconds(50))
            return;
        m_last = now;
        const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(now - m_start).count();
        Q_EMIT m_worker->progress(m_jobId, m_nodes, static_cast<qint64>(elapsed));
    }

private:
    SolverWorker *m_worker;
    quint64 m_jobId;
    quint64 m_nodes = 0;
    std::chrono::steady_clock::time_point m_start;
    std::chrono::steady_clock::time_point m_last;
};

} // namespace

SolverWorker::SolverWorker(QObject *parent)
    : QObject(parent)
{
}

SolverWorker::~SolverWorker() = default;

Solver &SolverWorker::solver(Algorithm algorithm)
{
    auto &slot = m_solvers[static_cast<std::size_t>(algorithm)];
    if (!slot)
        slot = makeSolver(algorithm);
    return *slot;
}

void SolverWorker::run(quint64 jobId, const SolveRequest &request, std::stop_token stop)
{
    SolveOutcome outcome;
    outcome.jobId = jobId;
    outcome.kind = request.kind;
    outcome.revision = request.revision;
    outcome.algorithm = request.algorithm;
    outcome.thread = QThread::currentThread();
    if (stop.stop_requested()) { // superseded while it waited in the queue
        outcome.result.status = SolveStatus::Cancelled;
        Q_EMIT jobDone(outcome);
        return;
    }

    SolveOptions options;
    options.solutionLimit = 2;
    options.stopToken = stop;
    ProgressObserver observer(this, jobId);
    if (request.reportProgress)
        options.observer = &observer;
    // The solver solves the puzzle (the givens); the player's entries are looked at afterwards.
    outcome.result = solver(request.algorithm).solve(request.board.puzzle(), options);

    if (outcome.result.status == SolveStatus::Unique) {
        if (request.kind == JobKind::Check)
            outcome.wrongCells = wrongEntries(request.board, outcome.result.solution);
        else if (request.kind == JobKind::Hint)
            outcome.hint = hintfinder::find(request.board, request.notes, outcome.result.solution);
        else if (request.kind == JobKind::Analyse) {
            RateOptions rating;
            rating.assumeUnique = true;
            outcome.rating = rate(request.board.puzzle(), rating);
        }
    }
    Q_EMIT jobDone(outcome);
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
