// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workers/tracejob.h"

#include <QObject>

#include <stop_token>

// Records searches on the trace thread. Lives on the thread TraceController owns and is only called through
// queued calls. Every completed chunk goes out at once through chunkReady, while the search goes on: the
// worker never waits on the GUI.
class TraceWorker : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    void record(quint64 jobId, const TraceRequest &request, std::stop_source stop);

Q_SIGNALS:
    void chunkReady(quint64 jobId, const TraceChunkPtr &chunk);
    void recorded(const TraceSummary &summary);
};
