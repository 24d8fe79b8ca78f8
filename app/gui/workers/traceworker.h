// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workers/jobthread.h"
#include "workers/tracejob.h"

#include <functional>

// Records searches on the trace thread, for TraceController's jobs. Every completed chunk goes to `chunk`
// at once, while the search goes on: the worker never waits on the GUI.
namespace traceworker
{
TraceSummary record(const TraceRequest &request, JobThread::Job &job, const std::function<void(TraceChunkPtr)> &chunk);
} // namespace traceworker
