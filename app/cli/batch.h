// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the batch commands (solve, count, rate, hint, trace) share: the --algo/--format/--jobs/--budget
// options, the exit status, and the size of the chunks the input is cut into.

#include "commandline.h"

#include "sudoku/io/formats.h"
#include "sudoku/search/solver.h"

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>

namespace cli
{

// 0 every puzzle answered; 1 some puzzle failed or the input had a problem (or no puzzle); 2 usage error,
// an unreadable file, or output that could not be written.
enum ExitCode { kExitOk = 0, kExitSomeFailed = 1, kExitUsage = 2 };

// The options every batch command accepts, to be appended to a command's own.
std::vector<OptionSpec> batchOptionSpecs();
extern const char *const kBatchOptionsHelp;

struct BatchOptions {
    sudoku::Algorithm algorithm = sudoku::Algorithm::Dfs;
    sudoku::Format format = sudoku::Format::Auto;
    unsigned jobs = 1;
    std::uint64_t nodeBudget = 0;

    // One solver per worker thread.
    std::vector<std::unique_ptr<sudoku::Solver>> makeSolvers() const;
};

// Parses the shared options; on a bad value prints the usage error and sets `exitCode`.
std::optional<BatchOptions> parseBatchOptions(
    const CommandLine &commandLine, const std::string &command, int &exitCode);

// Option values that name things (--algo, --format, --symmetry) are accepted in any case.
std::string lowercase(std::string text);

// --jobs N: 0 means one per core.
unsigned jobCount(long long jobs);

// Prints "sudoku-cli: <message>" and "Try 'sudoku-cli <command> --help'."; returns kExitUsage.
int usageError(const std::string &message, const std::string &command);

// "...: gave up after N nodes (--budget)": the budget, which is what the solver spent.
std::string budgetMessage(std::uint64_t budget);

// How many puzzles go into one chunk: about a millisecond of work, so that threads meet rarely, the work
// spreads evenly over the threads to the end, and answers stream out. Starts at one puzzle, so the first
// answers come at once and a short input of slow puzzles (ratings of tens of milliseconds) is still shared
// by every thread, then follows the time the chunks took (growing fourfold a chunk at most). produce()
// reads it, emit() updates it.
class ChunkSizer
{
public:
    std::size_t size() const { return m_size.load(std::memory_order_relaxed); }
    void record(std::size_t items, std::chrono::nanoseconds time);

private:
    std::atomic<std::size_t> m_size {1};
};

// The wall time of a chunk's work.
class WorkTimer
{
public:
    WorkTimer()
        : m_start(std::chrono::steady_clock::now())
    {
    }
    std::chrono::nanoseconds elapsed() const { return std::chrono::steady_clock::now() - m_start; }

private:
    std::chrono::steady_clock::time_point m_start;
};

// The exit status of a batch command from what happened.
int batchExitCode(bool outputFailed, bool unreadable, bool failed);

} // namespace cli
