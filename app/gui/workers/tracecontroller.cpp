// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/tracecontroller.h"

#include "workers/traceworker.h"

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

TraceController::TraceController(QObject *parent)
    : QObject(parent)
    , m_worker(new TraceWorker)
{
    qRegisterMetaType<TraceChunkPtr>();
    qRegisterMetaType<TraceRequest>();
    qRegisterMetaType<TraceSummary>();
    m_thread.setObjectName(QStringLiteral("trace"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &TraceWorker::chunkReady, this, &TraceController::onChunk, Qt::QueuedConnection);
    connect(m_worker, &TraceWorker::recorded, this, &TraceController::onRecorded, Qt::QueuedConnection);
    m_thread.start();
#ifdef __linux__
    // Recording runs flat out; a few nice levels down it never takes the CPU from the GUI thread that plays.
    QMetaObject::invokeMethod(
        m_worker, [] { setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 5); }, Qt::QueuedConnection);
#endif
}

TraceController::~TraceController()
{
    shutdown();
}

quint64 TraceController::start(const TraceRequest &request)
{
    Q_ASSERT(m_thread.isRunning());
    m_stop.request_stop();
    m_stop = std::stop_source();
    const quint64 id = m_nextId++;
    m_current = id;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, id, request, stop = m_stop] { worker->record(id, request, stop); },
        Qt::QueuedConnection);
    setRecording(true);
    return id;
}

void TraceController::cancel()
{
    m_stop.request_stop();
}

void TraceController::shutdown()
{
    if (!m_thread.isRunning())
        return;
    m_stop.request_stop();
    m_current = 0;
    m_thread.quit();
    m_thread.wait();
    m_recording = false; // no signal: the listeners may be half destroyed by now
}

void TraceController::onChunk(quint64 jobId, const TraceChunkPtr &chunk)
{
    if (jobId == m_current && m_current != 0)
        Q_EMIT chunkReady(chunk);
}

void TraceController::onRecorded(const TraceSummary &summary)
{
    if (summary.jobId != m_current || m_current == 0)
        return;
    setRecording(false);
    Q_EMIT finished(summary);
}

void TraceController::setRecording(bool recording)
{
    if (m_recording == recording)
        return;
    m_recording = recording;
    Q_EMIT recordingChanged(recording);
}
