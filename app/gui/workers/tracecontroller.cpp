// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/tracecontroller.h"

#include "workers/traceworker.h"

TraceController::TraceController(QObject *parent)
    : QObject(parent)
    // Recording runs flat out; a few nice levels down it never takes the CPU from the GUI thread that plays.
    , m_jobs(QStringLiteral("trace"), 5)
{
    qRegisterMetaType<TraceChunkPtr>();
    qRegisterMetaType<TraceSummary>();
    connect(&m_jobs, &JobThread::busyChanged, this, &TraceController::recordingChanged);
}

TraceController::~TraceController()
{
    shutdown();
}

quint64 TraceController::start(const TraceRequest &request)
{
    return m_jobs.start([this, request](JobThread::Job &job) {
        const TraceSummary summary = traceworker::record(request, job, [this, &job](TraceChunkPtr chunk) {
            job.post([this, chunk = std::move(chunk)] { Q_EMIT chunkReady(chunk); });
        });
        job.finish([this, summary] { Q_EMIT finished(summary); });
    });
}

void TraceController::cancel()
{
    m_jobs.cancel();
}

void TraceController::shutdown()
{
    m_jobs.shutdown();
}
