// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workers/jobthread.h"
#include "workers/tracejob.h"

#include <QObject>

// Owns the trace thread (a JobThread) and the life of every recording, on the GUI thread: a thread of its
// own, so that a recording never queues behind a hint or a solve, nor they behind it.
//
//   start()    makes the job (id and stop source on the GUI thread), stops the recording before it, queues
//              the new one.
//   chunks     of the current job are forwarded as they arrive; anything from an older job is dropped.
//   cancel()   stops the current recording; its summary (Cancelled) still arrives. The solvers poll their stop
//              token well under a millisecond apart, so this takes effect at once.
//   shutdown() (and the destructor) cancels, quits the thread and waits for it.
class TraceController : public QObject
{
    Q_OBJECT

public:
    explicit TraceController(QObject *parent = nullptr);
    ~TraceController() override;

    quint64 start(const TraceRequest &request); // the job's id; 0 after shutdown()
    void cancel();
    void shutdown();

    bool isRecording() const { return m_jobs.isBusy(); }
    quint64 currentJob() const { return m_jobs.currentJob(); }

Q_SIGNALS:
    void chunkReady(const TraceChunkPtr &chunk);
    void finished(const TraceSummary &summary);
    void recordingChanged(bool recording);

private:
    JobThread m_jobs;
};
