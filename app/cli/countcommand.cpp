// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli count: the number of solutions of every puzzle, up to a limit.
#include "batch.h"
#include "commands.h"
#include "orderedrunner.h"

#include <cstdio>
#include <iostream>

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
Exit status: 0 every puzzle counted, 1 some puzzle failed, 2 usage error or unreadable file.
)";

} // namespace

int runCount(const std::vector<std::string> &args)
{
    auto specs = batchOptionSpecs();
    specs.push_back({"limit", true});
    const CommandLine commandLine(args, specs);
    if (!commandLine.ok())
        return usageError(commandLine.error(), "count");
    if (commandLine.flag("help")) {
        std::cout << kHelp << kBatchOptionsHelp << kOwnOptionsHelp;
        return kExitOk;
    }
    std::string error;
    const auto limit = commandLine.number("limit", 1000, 1, 1'000'000'000'000LL, error);
    if (!limit)
        return usageError(error, "count");
    int exitCode = kExitOk;
    auto batch = prepareBatch(commandLine, exitCode);
    if (!batch)
        return exitCode;

    sudoku::SolveOptions options;
    options.solutionLimit = static_cast<std::uint64_t>(*limit);
    options.nodeBudget = batch->nodeBudget;
    auto solvers = batch->makeSolvers();
    bool anyFailed = false;
    runOrdered<sudoku::SolveResult>(
        batch->puzzles.size(), batch->jobs,
        [&](std::size_t i, unsigned worker) {
            const auto &record = batch->recordOf(batch->puzzles[i]);
            return record.ok() ? solvers[worker]->solve(record.board, options) : sudoku::SolveResult {};
        },
        [&](std::size_t i, sudoku::SolveResult &&result) {
            const PuzzleRef ref = batch->puzzles[i];
            const InputFile &file = batch->fileOf(ref);
            const auto &record = batch->recordOf(ref);
            std::string line;
            if (!record.ok()) {
                std::cerr << file.where(*record.error) << "\n";
                line = "x";
            } else if (result.status == sudoku::SolveStatus::Invalid) {
                std::cerr << file.where(record) << ": invalid puzzle: " << result.clash->describe() << "\n";
                line = "x";
            } else if (result.status == sudoku::SolveStatus::BudgetExhausted) {
                std::cerr << file.where(record) << ": gave up after " << result.stats.nodes
                          << " nodes (--budget); at least " << result.solutionCount << " solutions\n";
                line = "x";
            } else {
                line = std::to_string(result.solutionCount);
                if (result.solutionCount >= options.solutionLimit)
                    line += '+';
            }
            anyFailed = anyFailed || line == "x";
            line += '\n';
            std::fwrite(line.data(), 1, line.size(), stdout);
        });
    std::fflush(stdout);
    return (anyFailed || batch->inputProblems) ? kExitSomeFailed : kExitOk;
}

} // namespace cli
