// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/traceworker.h"

TraceSummary traceworker::record(
    const TraceRequest &request, JobThread::Job &job, const std::function<void(TraceChunkPtr)> &chunk)
{
    TraceSummary summary;
    summary.jobId = job.id();
    if (job.stopRequested()) // superseded before it began
        return summary;
    // The recorder stops the search through the job's own stop source when the cap is reached.
    sudoku::TraceRecorder recorder(request.puzzle, chunk, job.stopSource(), request.maxEvents);
    sudoku::SolveOptions options;
    options.solutionLimit = request.solutionLimit;
    options.stopToken = job.stopToken();
    options.observer = &recorder;
    if (request.allowed)
        options.allowed = &*request.allowed;
    const auto solver = sudoku::makeSolver(request.algorithm);
    const sudoku::SolveResult result = solver->solve(request.puzzle, options);
    recorder.finish();
    summary.status = result.status;
    summary.stats = result.stats;
    summary.solutionCount = result.solutionCount;
    summary.events = recorder.eventCount();
    summary.truncated = recorder.truncated();
    return summary;
}
