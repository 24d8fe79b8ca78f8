// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli solve: every puzzle solved and written back in the format it was read in.
#include "batch.h"
#include "commands.h"
#include "orderedrunner.h"

#include <chrono>
#include <cstdio>
#include <iostream>

namespace cli
{

namespace
{

const char *const kHelp = R"(Usage: sudoku-cli solve [options] [FILE...]

Solves every puzzle of the files (stdin when none, or for '-') and writes each answer in the format the
puzzle was read in, exactly as the judges of Luogu P1784, POJ 2676 and POJ 3074 expect it.
By default the search also proves that the solution is unique; a puzzle with several solutions gets its
first solution and a note on stderr.

Options:
)";

const char *const kOwnOptionsHelp = R"(  --first                stop at the first solution (do not check uniqueness)
  --stats                print each puzzle's search statistics and a summary on stderr
  --help                 show this help

A puzzle that cannot be read, has clashing givens or has no solution gets one line on stderr
("puzzle 3 (line 12): no solution") and, on stdout, a record of the same shape with every cell written
as 'x', so output stays aligned with input. Exit status: 0 all solved, 1 some puzzle failed,
2 usage error or unreadable file.
)";

struct Outcome {
    sudoku::SolveResult result;
};

std::string describeFailure(const sudoku::SolveResult &result)
{
    switch (result.status) {
    case sudoku::SolveStatus::Invalid:
        return "invalid puzzle: " + result.clash->describe();
    case sudoku::SolveStatus::NoSolution:
        return "no solution";
    case sudoku::SolveStatus::BudgetExhausted:
        return "gave up after " + std::to_string(result.stats.nodes) + " nodes (--budget)";
    case sudoku::SolveStatus::Cancelled:
        return "cancelled";
    default:
        return std::string(sudoku::statusName(result.status));
    }
}

} // namespace

int runSolve(const std::vector<std::string> &args)
{
    auto specs = batchOptionSpecs();
    specs.push_back({"first", false});
    specs.push_back({"stats", false});
    const CommandLine commandLine(args, specs);
    if (!commandLine.ok())
        return usageError(commandLine.error(), "solve");
    if (commandLine.flag("help")) {
        std::cout << kHelp << kBatchOptionsHelp << kOwnOptionsHelp;
        return kExitOk;
    }
    int exitCode = kExitOk;
    auto batch = prepareBatch(commandLine, exitCode);
    if (!batch)
        return exitCode;
    const bool stats = commandLine.flag("stats");

    sudoku::SolveOptions options;
    options.solutionLimit = commandLine.flag("first") ? 1 : 2;
    options.nodeBudget = batch->nodeBudget;
    auto solvers = batch->makeSolvers();

    std::size_t solved = 0, failed = 0;
    std::uint64_t nodes = 0, guesses = 0;
    const auto start = std::chrono::steady_clock::now();
    std::size_t previousFile = SIZE_MAX;
    std::string out;
    runOrdered<Outcome>(
        batch->puzzles.size(), batch->jobs,
        [&](std::size_t i, unsigned worker) {
            const auto &record = batch->recordOf(batch->puzzles[i]);
            Outcome outcome;
            if (record.ok())
                outcome.result = solvers[worker]->solve(record.board, options);
            return outcome;
        },
        [&](std::size_t i, Outcome &&outcome) {
            const PuzzleRef ref = batch->puzzles[i];
            const InputFile &file = batch->fileOf(ref);
            const auto &record = batch->recordOf(ref);
            const auto &result = outcome.result;
            out.clear();
            if (ref.file == previousFile)
                out += sudoku::recordSeparator(file.batch.format);
            previousFile = ref.file;
            if (!record.ok()) {
                std::cerr << file.where(*record.error) << "\n";
                out += sudoku::writeFailedRecord(file.batch.format, file.batch.layout);
                ++failed;
            } else if (result.hasSolution()) {
                out += sudoku::writeRecord(result.solution, file.batch.format, file.batch.layout);
                if (result.status == sudoku::SolveStatus::Multiple)
                    std::cerr << file.where(record) << ": more than one solution; the first one found is printed\n";
                ++solved;
            } else {
                std::cerr << file.where(record) << ": " << describeFailure(result) << "\n";
                out += sudoku::writeFailedRecord(file.batch.format, file.batch.layout);
                ++failed;
            }
            std::fwrite(out.data(), 1, out.size(), stdout);
            nodes += result.stats.nodes;
            guesses += result.stats.guesses;
            if (stats && record.ok()) {
                std::fprintf(stderr, "%s: %s, %llu nodes, %llu guesses, %.3f ms\n", file.where(record).c_str(),
                    std::string(sudoku::statusName(result.status)).c_str(),
                    static_cast<unsigned long long>(result.stats.nodes),
                    static_cast<unsigned long long>(result.stats.guesses),
                    std::chrono::duration<double, std::milli>(result.stats.elapsed).count());
            }
        });
    std::fflush(stdout);
    if (stats) {
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const std::size_t total = batch->puzzles.size();
        std::fprintf(stderr,
            "%s: %zu puzzles, %zu solved, %zu failed in %.3f s (%.0f puzzles/s, %u jobs); %llu nodes, "
            "%.2f guesses per puzzle\n",
            std::string(sudoku::algorithmName(batch->algorithm)).c_str(), total, solved, failed, seconds,
            seconds > 0 ? static_cast<double>(total) / seconds : 0.0, batch->jobs,
            static_cast<unsigned long long>(nodes),
            total ? static_cast<double>(guesses) / static_cast<double>(total) : 0.0);
    }
    return (failed > 0 || batch->inputProblems) ? kExitSomeFailed : kExitOk;
}

} // namespace cli
