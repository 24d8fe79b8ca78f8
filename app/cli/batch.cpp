// SPDX-License-Identifier: GPL-3.0-or-later
#include "batch.h"

#include <algorithm>
#include <cctype>
#include <iostream>
#include <thread>

namespace cli
{

const char *const kBatchOptionsHelp
    = R"(  --algo naive|dfs|dlx   solver: the seeds' row-major backtracking, the fast bitboard search
                         (default), or Dancing Links
  --format F             input format: auto (default), line, grid, p1784, poj2676, poj3074,
                         pencilmarks, candidates, variant, solo
  --jobs N               solve on N threads (0 = one per core; default 1); output order is kept
  --budget N             give up on a puzzle after N search nodes (default: no limit)
)";

std::vector<OptionSpec> batchOptionSpecs()
{
    return {{"algo", true}, {"format", true}, {"jobs", true}, {"budget", true}, {"help", false}};
}

std::vector<std::unique_ptr<sudoku::Solver>> BatchOptions::makeSolvers() const
{
    std::vector<std::unique_ptr<sudoku::Solver>> solvers;
    for (unsigned i = 0; i < jobs; ++i)
        solvers.push_back(sudoku::makeSolver(algorithm));
    return solvers;
}

int usageError(const std::string &message, const std::string &command)
{
    std::cerr << "sudoku-cli: " << message << "\n"
              << "Try 'sudoku-cli " << (command.empty() ? "" : command + " ") << "--help'.\n";
    return kExitUsage;
}

unsigned jobCount(long long jobs)
{
    return jobs == 0 ? std::max(1u, std::thread::hardware_concurrency()) : static_cast<unsigned>(jobs);
}

std::string lowercase(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
    return text;
}

std::optional<BatchOptions> parseBatchOptions(const CommandLine &commandLine, const std::string &command, int &exitCode)
{
    BatchOptions options;
    std::string error;
    if (const auto name = commandLine.value("algo")) {
        const auto algorithm = sudoku::algorithmFromName(lowercase(*name));
        if (!algorithm)
            error = "unknown algorithm '" + sudoku::printable(*name) + "' (use naive, dfs or dlx)";
        else
            options.algorithm = *algorithm;
    }
    if (const auto name = commandLine.value("format"); name && error.empty()) {
        const auto parsed = sudoku::formatFromName(lowercase(*name));
        if (!parsed)
            error = "unknown format '" + sudoku::printable(*name)
                + "' (use auto, line, grid, p1784, poj2676, poj3074, pencilmarks or candidates)";
        else
            options.format = *parsed;
    }
    const auto jobs = commandLine.number("jobs", 1, 0, 1024, error);
    const auto budget = commandLine.number("budget", 0, 0, 1'000'000'000'000'000LL, error);
    if (!error.empty()) {
        exitCode = usageError(error, command);
        return std::nullopt;
    }
    options.jobs = jobCount(*jobs);
    options.nodeBudget = static_cast<std::uint64_t>(*budget);
    exitCode = kExitOk;
    return options;
}

std::string budgetMessage(std::uint64_t budget)
{
    return "gave up after " + std::to_string(budget) + (budget == 1 ? " node" : " nodes") + " (--budget)";
}

void ChunkSizer::record(std::size_t items, std::chrono::nanoseconds time)
{
    constexpr double kTargetSeconds = 0.001;
    constexpr std::size_t kMin = 1, kMax = 4096;
    if (items == 0)
        return;
    const double perItem = std::max(std::chrono::duration<double>(time).count(), 1e-9) / static_cast<double>(items);
    const double wanted = kTargetSeconds / perItem;
    // Grow at most fourfold a chunk, so one fast chunk does not make the next one huge.
    const double limit = static_cast<double>(size()) * 4;
    const double size = std::clamp(std::min(wanted, limit), double(kMin), double(kMax));
    m_size.store(static_cast<std::size_t>(size), std::memory_order_relaxed);
}

int batchExitCode(bool outputFailed, bool unreadable, bool failed)
{
    if (outputFailed || unreadable)
        return kExitUsage;
    return failed ? kExitSomeFailed : kExitOk;
}

} // namespace cli
