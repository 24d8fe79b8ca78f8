// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workers/solvejob.h"

#include <QObject>
#include <QThread>

#include <stop_token>

class SolverWorker;

// Owns the one worker thread and the life of every engine job. Lives on the GUI thread.
//
//   start()  makes the job id and its stop source here, on the GUI thread, cancels the job before it and
//            queues the new one to the worker.
//   cancel() asks the running job to stop (the Stop button); its Cancelled outcome is still delivered.
//   results  of a job that is not the current one are dropped, whatever they say.
//   shutdown (or the destructor) cancels, quits the thread and waits for it: the solvers poll their stop
//            token well under a millisecond apart, so this returns at once even mid-search.
class SolveController : public QObject
{
    Q_OBJECT

public:
    explicit SolveController(QObject *parent = nullptr);
    ~SolveController() override;

    quint64 start(const SolveRequest &request);
    void cancel();
    // Stops the running job and drops its outcome: for when the game it was working on is gone.
    void discard();
    void shutdown();

    bool isBusy() const { return m_busy; }
    quint64 currentJob() const { return m_current; }
    JobKind currentKind() const { return m_currentKind; }
    int droppedResults() const { return m_dropped; }

Q_SIGNALS:
    void jobStarted(quint64 jobId, JobKind kind);
    void jobFinished(const SolveOutcome &outcome); // the current job's outcome, never a stale one
    void progress(quint64 jobId, quint64 nodes, qint64 elapsedMs);
    void busyChanged(bool busy);

private:
    void onJobDone(const SolveOutcome &outcome);
    void onProgress(quint64 jobId, quint64 nodes, qint64 elapsedMs);
    void setBusy(bool busy);

    QThread m_thread;
    SolverWorker *m_worker;
    std::stop_source m_stop;
    quint64 m_nextId = 1;
    quint64 m_current = 0;
    JobKind m_currentKind = JobKind::Solve;
    bool m_busy = false;
    int m_dropped = 0;
};
