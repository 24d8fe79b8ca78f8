// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workers/tracejob.h"

#include <QObject>
#include <QThread>

#include <stop_token>

class TraceWorker;

// Owns the trace thread and the life of every recording, on the GUI thread (the pattern of SolveController,
// on a thread of its own so that a recording never queues behind a hint or a solve, nor they behind it).
//
//   start()    makes the job id and stop source here, stops the recording before it, queues the new one.
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

    quint64 start(const TraceRequest &request);
    void cancel();
    void shutdown();

    bool isRecording() const { return m_recording; }
    quint64 currentJob() const { return m_current; }

Q_SIGNALS:
    void chunkReady(const TraceChunkPtr &chunk);
    void finished(const TraceSummary &summary);
    void recordingChanged(bool recording);

private:
    void onChunk(quint64 jobId, const TraceChunkPtr &chunk);
    void onRecorded(const TraceSummary &summary);
    void setRecording(bool recording);

    QThread m_thread;
    TraceWorker *m_worker;
    std::stop_source m_stop;
    quint64 m_nextId = 1;
    quint64 m_current = 0;
    bool m_recording = false;
};
