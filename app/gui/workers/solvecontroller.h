// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workers/jobthread.h"
#include "workers/solvejob.h"

#include <QObject>

#include <memory>

class SolverWorker;

// Owns the solver thread (a JobThread) and the life of every engine job of the game. Lives on the GUI thread.
//
//   start()  makes the job (id and stop source on the GUI thread), stops the job before it and queues the
//            new one to the SolverWorker.
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

    quint64 start(const SolveRequest &request); // the job's id; 0 after shutdown()
    void cancel();
    // Stops the running job and drops its outcome: for when the game it was working on is gone.
    void discard();
    void shutdown();

    bool isBusy() const { return m_jobs.isBusy(); }
    quint64 currentJob() const { return m_jobs.currentJob(); }
    JobKind currentKind() const { return m_currentKind; }
    int droppedResults() const { return m_jobs.droppedResults(); }

Q_SIGNALS:
    void jobStarted(quint64 jobId, JobKind kind);
    void jobFinished(const SolveOutcome &outcome); // the current job's outcome, never a stale one
    void progress(quint64 jobId, quint64 nodes, qint64 elapsedMs); // at most every 50 ms
    void busyChanged(bool busy);

private:
    JobThread m_jobs;
    std::unique_ptr<SolverWorker> m_worker; // used by the jobs only, on the solver thread
    JobKind m_currentKind = JobKind::Solve;
};
