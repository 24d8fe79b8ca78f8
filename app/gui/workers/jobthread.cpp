// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/jobthread.h"

#include <QMetaObject>

#ifdef Q_OS_LINUX
#include <algorithm>
#include <cerrno>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

JobThread::JobThread(const QString &name, int niceness, QObject *parent)
    : QObject(parent)
    , m_context(new QObject)
{
    m_thread.setObjectName(name);
    m_context->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread.start(niceness > 0 ? QThread::LowPriority : QThread::InheritPriority);
#ifdef Q_OS_LINUX
    // Queued before any job, so every job runs at the lower priority: `niceness` levels below the nice value
    // the thread inherited (a GUI started with `nice` keeps its workers below it), 19 at most.
    if (niceness > 0) {
        QMetaObject::invokeMethod(
            m_context,
            [niceness] {
                const auto thread = static_cast<id_t>(syscall(SYS_gettid));
                errno = 0;
                const int inherited = getpriority(PRIO_PROCESS, thread);
                if (errno == 0)
                    setpriority(PRIO_PROCESS, thread, std::min(19, inherited + niceness));
            },
            Qt::QueuedConnection);
    }
#endif
}

JobThread::~JobThread()
{
    shutdown();
}

quint64 JobThread::start(Work work)
{
    if (m_shutDown)
        return 0;
    m_stop.request_stop();
    m_stop = std::stop_source();
    const quint64 id = m_nextId++;
    // The work runs even when a later job has superseded it before it began: it finds its stop token set
    // and says so at once (a cancelled job's answer may still be awaited, see cancel()).
    QMetaObject::invokeMethod(
        m_context,
        [this, id, stop = m_stop, work = std::move(work)] {
            Job job(this, id, stop);
            work(job);
            if (!job.m_finished)
                job.finish({});
        },
        Qt::QueuedConnection);
    setCurrent(id);
    return id;
}

void JobThread::cancel()
{
    m_stop.request_stop();
}

void JobThread::discard()
{
    m_stop.request_stop();
    setCurrent(0);
}

void JobThread::shutdown()
{
    if (m_shutDown)
        return;
    m_shutDown = true;
    m_stop.request_stop();
    m_current = 0; // no signal, see busyChanged()
    m_thread.quit();
    m_thread.wait();
}

void JobThread::deliver(quint64 id, bool ends, const std::function<void()> &apply)
{
    if (id != m_current) { // superseded, discarded or shut down (ids start at 1, m_current 0 is none)
        if (ends)
            ++m_dropped;
        return;
    }
    if (ends)
        setCurrent(0);
    if (apply)
        apply();
}

void JobThread::setCurrent(quint64 id)
{
    const bool wasBusy = isBusy();
    m_current = id;
    if (isBusy() != wasBusy)
        Q_EMIT busyChanged(isBusy());
}

JobThread::Job::Job(JobThread *owner, quint64 id, std::stop_source stop)
    : m_owner(owner)
    , m_id(id)
    , m_stop(std::move(stop))
    , m_lastProgress(std::chrono::steady_clock::now())
{
}

void JobThread::Job::post(std::function<void()> apply)
{
    QMetaObject::invokeMethod(
        m_owner, [owner = m_owner, id = m_id, apply = std::move(apply)] { owner->deliver(id, false, apply); },
        Qt::QueuedConnection);
}

void JobThread::Job::finish(std::function<void()> apply)
{
    Q_ASSERT(!m_finished);
    m_finished = true;
    QMetaObject::invokeMethod(
        m_owner, [owner = m_owner, id = m_id, apply = std::move(apply)] { owner->deliver(id, true, apply); },
        Qt::QueuedConnection);
}

bool JobThread::Job::progressDue()
{
    const auto now = std::chrono::steady_clock::now();
    if (now - m_lastProgress < kProgressInterval)
        return false;
    m_lastProgress = now;
    return true;
}
