// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli count: the number of solutions of every puzzle, up to a limit.
#include "batch.h"
#include "commands.h"
#include "inputs.h"
#include "orderedrunner.h"
#include "output.h"

#include <charconv>

namespace cli
{

namespace
{

const char *const kHelp = R"(Usage: sudoku-cli count [options] [FILE...]

Prints the number of solutions of each puzzle of the files (stdin when none, or for '-'), one line per
puzzle, in input order. The search stops at the limit: "N+" means at least N solutions.

Options:
  --limit N              stop counting at N solutions (default 1000)
)";

const char *const kOwnOptionsHelp = R"(  --help                 show this help

A puzzle that cannot be read, has clashing givens or runs out of budget gets one line on stderr
("puzzle 3 (line 12): ...") and the line 'x' on stdout. A puzzle without solutions is counted as 0.
Exit status: 0 every puzzle counted, 1 some puzzle failed (or no puzzle found), 2 usage error,
unreadable file or unwritable output.
)";

struct Chunk {
    std::vector<Entry> entries;
    std::string out;
    std::string err;
    std::chrono::nanoseconds time {0};
    bool failed = false;
};

// "N\n", or "N+\n" when the count reached the limit, appended in one piece.
void appendCount(std::string &out, std::uint64_t n, bool atLimit)
{
    char line[24];
    char *end = std::to_chars(line, line + sizeof line - 2, n).ptr;
    *end = '+';
    end += atLimit;
    *end++ = '\n';
    out.append(line, end);
}

} // namespace

int runCount(const std::vector<std::string> &args)
{
    auto specs = batchOptionSpecs();
    specs.push_back({"limit", true});
    const CommandLine commandLine(args, specs);
    if (!commandLine.ok())
        return usageError(commandLine.error(), "count");
    if (commandLine.flag("help")) {
        return printText(std::string(kHelp) + kBatchOptionsHelp + kOwnOptionsHelp);
    }
    std::string error;
    const auto limit = commandLine.number("limit", 1000, 1, 1'000'000'000'000LL, error);
    if (!limit)
        return usageError(error, "count");
    int exitCode = kExitOk;
    const auto batch = parseBatchOptions(commandLine, "count", exitCode);
    if (!batch)
        return exitCode;

    sudoku::SolveOptions options;
    options.solutionLimit = static_cast<std::uint64_t>(*limit);
    options.nodeBudget = batch->nodeBudget;
    auto solvers = batch->makeSolvers();
    InputReader reader(commandLine.positional(), batch->format);
    Output output;
    ChunkSizer sizer;
    bool anyFailed = false;
    runChunks<Chunk>(
        batch->jobs, [&](Chunk &chunk) { return reader.next(chunk.entries, sizer.size()); },
        [&](Chunk &chunk, unsigned worker) {
            const WorkTimer timer;
            chunk.out.clear();
            chunk.err.clear();
            chunk.failed = false;
            sudoku::Solver &solver = *solvers[worker];
            for (const Entry &entry : chunk.entries) {
                if (!entry.isPuzzle()) {
                    chunk.err += entry.message + "\n";
                    continue;
                }
                if (!entry.record.ok()) {
                    chunk.err += entry.parseError() + "\n";
                    chunk.out += "x\n";
                    chunk.failed = true;
                    continue;
                }
                const auto result = solver.solve(entry.record.board, options);
                if (result.status == sudoku::SolveStatus::Invalid) {
                    chunk.err += entry.where() + ": invalid puzzle: " + result.invalidReason() + "\n";
                    chunk.out += "x\n";
                    chunk.failed = true;
                } else if (result.status == sudoku::SolveStatus::BudgetExhausted) {
                    chunk.err += entry.where() + ": " + budgetMessage(batch->nodeBudget) + "; at least "
                        + std::to_string(result.solutionCount) + " solutions\n";
                    chunk.out += "x\n";
                    chunk.failed = true;
                } else {
                    appendCount(chunk.out, result.solutionCount, result.solutionCount >= options.solutionLimit);
                }
            }
            chunk.time = timer.elapsed();
        },
        [&](Chunk &chunk) {
            sizer.record(chunk.entries.size(), chunk.time);
            anyFailed = anyFailed || chunk.failed;
            Output::err(chunk.err);
            return output.out(chunk.out);
        });
    if (output.failed())
        return output.reportFailure();
    return batchExitCode(false, reader.unreadable(), anyFailed || reader.problems());
}

} // namespace cli
