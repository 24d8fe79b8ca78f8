// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/solvecontroller.h"

#include "workers/solverworker.h"

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

SolveController::SolveController(QObject *parent)
    : QObject(parent)
    , m_worker(new SolverWorker)
{
    qRegisterMetaType<SolveOutcome>();
    qRegisterMetaType<SolveRequest>();
    m_thread.setObjectName(QStringLiteral("solver"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &SolverWorker::jobDone, this, &SolveController::onJobDone, Qt::QueuedConnection);
    connect(m_worker, &SolverWorker::progress, this, &SolveController::onProgress, Qt::QueuedConnection);
    m_thread.start();
#ifdef __linux__
    // A long search must never take the CPU from the GUI thread on a busy machine: the worker runs a few
    // nice levels down (Linux schedules threads individually; Qt's thread priorities are ignored there).
    QMetaObject::invokeMethod(
        m_worker, [] { setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 5); }, Qt::QueuedConnection);
#endif
}

SolveController::~SolveController()
{
    shutdown();
}

quint64 SolveController::start(const SolveRequest &request)
{
    Q_ASSERT(m_thread.isRunning());
    m_stop.request_stop();
    m_stop = std::stop_source();
    const quint64 id = m_nextId++;
    m_current = id;
    m_currentKind = request.kind;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, id, request, token = m_stop.get_token()] { worker->run(id, request, token); },
        Qt::QueuedConnection);
    setBusy(true);
    Q_EMIT jobStarted(id, request.kind);
    return id;
}

void SolveController::cancel()
{
    m_stop.request_stop();
}

void SolveController::discard()
{
    m_stop.request_stop();
    m_current = 0;
    setBusy(false);
}

void SolveController::shutdown()
{
    if (!m_thread.isRunning())
        return;
    m_stop.request_stop();
    m_current = 0;
    m_thread.quit();
    m_thread.wait();
    m_busy = false; // no signal: the listeners may be half destroyed by now
}

void SolveController::onJobDone(const SolveOutcome &outcome)
{
    if (outcome.jobId != m_current) {
        ++m_dropped;
        return;
    }
    m_current = 0;
    setBusy(false);
    Q_EMIT jobFinished(outcome);
}

void SolveController::onProgress(quint64 jobId, quint64 nodes, qint64 elapsedMs)
{
    if (jobId == m_current)
        Q_EMIT progress(jobId, nodes, elapsedMs);
}

void SolveController::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}
