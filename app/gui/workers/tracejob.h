// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/grid/board.h"
#include "sudoku/search/solver.h"
#include "sudoku/search/trace.h"

#include <QMetaType>

#include <array>
#include <memory>
#include <optional>

// What the visualizer asks the trace worker to record, and what comes back. Plain values, sent across
// threads by queued signals (declared to the meta-type system here, never in the engine).

using TraceChunkPtr = std::shared_ptr<const sudoku::TraceChunk>;

struct TraceRequest {
    sudoku::Board puzzle;
    sudoku::Algorithm algorithm = sudoku::Algorithm::Dfs;
    std::uint64_t solutionLimit = 1; // > 1: find-all mode, continue past the first solution
    std::uint64_t maxEvents = sudoku::TraceRecorder::kDefaultMaxEvents;
    // The digits each empty cell may take (a player's pencil marks, bit d-1 = digit d); none: every digit.
    std::optional<std::array<std::uint16_t, sudoku::kCellCount>> allowed;
};

struct TraceSummary {
    quint64 jobId = 0;
    sudoku::SolveStatus status = sudoku::SolveStatus::Cancelled;
    sudoku::SolveStats stats;
    std::uint64_t solutionCount = 0;
    std::uint64_t events = 0;
    bool truncated = false; // the memory cap was reached: the trace stops there
};

Q_DECLARE_METATYPE(TraceChunkPtr)
Q_DECLARE_METATYPE(TraceSummary)
