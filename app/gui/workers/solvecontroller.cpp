// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/solvecontroller.h"

#include "workers/solverworker.h"

SolveController::SolveController(QObject *parent)
    : QObject(parent)
    // A long search must never take the CPU from the GUI thread on a busy machine: the solver thread runs a
    // few nice levels down.
    , m_jobs(QStringLiteral("solver"), 5)
    , m_worker(std::make_unique<SolverWorker>())
{
    qRegisterMetaType<SolveOutcome>();
    connect(&m_jobs, &JobThread::busyChanged, this, &SolveController::busyChanged);
}

SolveController::~SolveController()
{
    shutdown(); // before m_worker goes: the running job uses it
}

quint64 SolveController::start(const SolveRequest &request)
{
    m_currentKind = request.kind; // before start(): busyChanged listeners may ask for it
    const quint64 id = m_jobs.start([this, request](JobThread::Job &job) {
        const auto report
            = [this, id = job.id()](quint64 nodes, qint64 elapsedMs) { Q_EMIT progress(id, nodes, elapsedMs); };
        SolveOutcome outcome = m_worker->run(request, job, report);
        job.finish([this, outcome = std::move(outcome)] { Q_EMIT jobFinished(outcome); });
    });
    if (id == 0) // shut down
        return 0;
    Q_EMIT jobStarted(id, request.kind);
    return id;
}

void SolveController::cancel()
{
    m_jobs.cancel();
}

void SolveController::discard()
{
    m_jobs.discard();
}

void SolveController::shutdown()
{
    m_jobs.shutdown();
}
