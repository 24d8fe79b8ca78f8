// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every solver does around its search: validate the givens, time the run, poll the stop token and
// the node budget cheaply, and turn "how many solutions, why did it stop" into a SolveStatus.

#include "sudoku/search/solver.h"

#include <chrono>

namespace sudoku::detail
{

enum class StopReason : std::uint8_t { None, Cancelled, Budget };

// Polled once per node. The stop token is an atomic load, but polling it every node still shows in the
// fast solvers' profiles, so it is read every kPollMask + 1 nodes (well under a millisecond of search).
class SearchGate
{
public:
    explicit SearchGate(const SolveOptions &options)
        : m_stop(options.stopToken)
        , m_budget(options.nodeBudget)
        , m_stoppable(options.stopToken.stop_possible())
    {
    }

    // Call with the node count after counting the node about to be visited; true means stop now.
    bool shouldStop(std::uint64_t nodes)
    {
        if (m_budget != 0 && nodes > m_budget) {
            m_reason = StopReason::Budget;
            return true;
        }
        if (m_stoppable && (nodes & kPollMask) == 0 && m_stop.stop_requested()) {
            m_reason = StopReason::Cancelled;
            return true;
        }
        return false;
    }

    // For searches that count several nodes at once (a propagation that places a batch of digits): call
    // with the count before and after the batch; true means stop without counting it. The stop token is
    // read whenever the count passes a multiple of kPollMask + 1.
    bool shouldStop(std::uint64_t before, std::uint64_t after)
    {
        if (m_budget != 0 && after > m_budget) {
            m_reason = StopReason::Budget;
            return true;
        }
        if (m_stoppable && (before ^ after) > kPollMask && m_stop.stop_requested()) {
            m_reason = StopReason::Cancelled;
            return true;
        }
        return false;
    }

    StopReason reason() const { return m_reason; }

private:
    static constexpr std::uint64_t kPollMask = 1023;
    const std::stop_token &m_stop;
    std::uint64_t m_budget;
    bool m_stoppable;
    StopReason m_reason = StopReason::None;
};

// Status of a finished search that found `count` solutions under `limit` and stopped for `reason`.
inline SolveStatus statusFor(std::uint64_t count, std::uint64_t limit, StopReason reason)
{
    if (count >= 2)
        return SolveStatus::Multiple;
    if (reason == StopReason::Cancelled)
        return SolveStatus::Cancelled;
    if (reason == StopReason::Budget)
        return SolveStatus::BudgetExhausted;
    if (count == 1)
        return limit <= 1 ? SolveStatus::Solved : SolveStatus::Unique;
    return SolveStatus::NoSolution;
}

// Runs `search(givens, result, gate)` after validation and fills in status and elapsed time. The search
// sets result.solutionCount, result.solution (first solution) and result.stats.nodes / guesses.
template<typename Search>
SolveResult runSearch(const Board &board, const SolveOptions &options, Search &&search)
{
    const auto start = std::chrono::steady_clock::now();
    SolveResult result;
    if (!board.isClassic() && board.rules().problem()) {
        result.status = SolveStatus::Invalid;
        result.rulesProblem = board.rules().problem();
    } else if (auto clash = board.firstGivenClash()) {
        result.status = SolveStatus::Invalid;
        result.clash = clash;
    } else if (options.stopToken.stop_requested()) {
        result.status = SolveStatus::Cancelled;
    } else {
        SearchGate gate(options);
        const std::uint64_t limit = options.solutionLimit == 0 ? 1 : options.solutionLimit;
        search(board.givens(), limit, result, gate);
        result.status = statusFor(result.solutionCount, limit, gate.reason());
    }
    result.stats.elapsed = std::chrono::steady_clock::now() - start;
    return result;
}

} // namespace sudoku::detail
