// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/traceworker.h"

void TraceWorker::record(quint64 jobId, const TraceRequest &request, std::stop_source stop)
{
    TraceSummary summary;
    summary.jobId = jobId;
    if (stop.stop_requested()) { // superseded before it began
        Q_EMIT recorded(summary);
        return;
    }
    // The recorder stops the search through the job's own stop source when the cap is reached.
    sudoku::TraceRecorder recorder(
        request.puzzle, [this, jobId](TraceChunkPtr chunk) { Q_EMIT chunkReady(jobId, chunk); }, stop,
        request.maxEvents);
    sudoku::SolveOptions options;
    options.solutionLimit = request.solutionLimit;
    options.stopToken = stop.get_token();
    options.observer = &recorder;
    const auto solver = sudoku::makeSolver(request.algorithm);
    const sudoku::SolveResult result = solver->solve(request.puzzle, options);
    recorder.finish();
    summary.status = result.status;
    summary.stats = result.stats;
    summary.solutionCount = result.solutionCount;
    summary.events = recorder.eventCount();
    summary.truncated = recorder.truncated();
    Q_EMIT recorded(summary);
}
