// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QThread>

#include <chrono>
#include <functional>
#include <stop_token>

// A worker thread with superseding jobs: the one pattern behind every thread of the app (SolveController,
// TraceController, PuzzlePool, PrintWorker). A JobThread lives on the GUI thread and owns one long-lived
// QThread that runs one job at a time, in the order they were started.
//
//   start(work)      makes the job's id and stop source here, on the GUI thread, asks the job before it to
//                    stop, and queues `work(job)` to the thread. The job is now the current one: busy.
//   job.post(f)      (worker thread) queues f to the GUI thread, where it runs only if the job is still the
//                    current one when it gets there; a superseded job's f is dropped, whatever it says.
//   job.progress(f)  the same, at most once per kProgressInterval: the rest are dropped where they are made.
//   job.finish(f)    the job's result: if the job is still current when it arrives, the job ends (no
//                    longer current, not busy) and then f runs. A job that returns without finish() ends
//                    the same way with nothing to deliver. Either way a superseded job's end is counted in
//                    droppedResults().
//   cancel()         asks the current job to stop; it stays current, so what it still delivers arrives.
//   discard()        asks it to stop and forgets it: nothing it delivers arrives, and it is not busy now.
//   shutdown()       (and the destructor) asks the job to stop, quits the thread and waits for it. Jobs poll
//                    their stop token, so this returns at once; afterwards start() does nothing. An owner
//                    whose jobs use its members calls shutdown() in its own destructor, before they go.
//
// Everything a job hands back runs on the GUI thread in the order the job made it; the worker never waits
// for the GUI. A job's work and what it captures must be safe to use on the worker thread: plain values, or
// objects only ever used by this thread's jobs.
class JobThread : public QObject
{
    Q_OBJECT

public:
    static constexpr std::chrono::milliseconds kProgressInterval {50};

    class Job;
    using Work = std::function<void(Job &job)>;

    // `niceness` > 0 runs the thread that many nice levels below the GUI on Linux (Qt's thread priorities
    // do not change a normal Linux thread's share of the CPU; its nice value does).
    explicit JobThread(const QString &name, int niceness = 0, QObject *parent = nullptr);
    ~JobThread() override;

    quint64 start(Work work); // the new job's id; 0 after shutdown()
    void cancel();
    void discard();
    void shutdown();

    bool isBusy() const { return m_current != 0; }
    quint64 currentJob() const { return m_current; } // 0 when none
    int droppedResults() const { return m_dropped; }

Q_SIGNALS:
    void busyChanged(bool busy); // not emitted by shutdown(): its listeners may be half destroyed by then

private:
    void deliver(quint64 id, bool ends, const std::function<void()> &apply);
    void setCurrent(quint64 id);

    QThread m_thread;
    QObject *m_context; // lives on m_thread; the jobs are queued to it
    std::stop_source m_stop;
    quint64 m_nextId = 1;
    quint64 m_current = 0;
    int m_dropped = 0;
    bool m_shutDown = false;
};

// What a running job has of its thread: its id, its stop token, and the way back to the GUI thread.
// Made by the JobThread on the worker thread and passed to the job's work; used on that thread only.
class JobThread::Job
{
public:
    quint64 id() const { return m_id; }
    std::stop_token stopToken() const { return m_stop.get_token(); }
    std::stop_source stopSource() const { return m_stop; } // for engine calls that stop themselves
    bool stopRequested() const { return m_stop.stop_requested(); }

    void post(std::function<void()> apply);
    template<typename F>
    void progress(F &&apply)
    {
        if (progressDue())
            post(std::forward<F>(apply));
    }
    void finish(std::function<void()> apply);

private:
    friend class JobThread;
    Job(JobThread *owner, quint64 id, std::stop_source stop);
    bool progressDue();

    JobThread *m_owner;
    quint64 m_id;
    std::stop_source m_stop;
    std::chrono::steady_clock::time_point m_lastProgress;
    bool m_finished = false;
};
