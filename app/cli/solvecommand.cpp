// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli solve: every puzzle solved and written back in the format it was read in.
#include "batch.h"
#include "commands.h"
#include "inputs.h"
#include "orderedrunner.h"
#include "output.h"

#include <array>
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
as 'x', so output stays aligned with input. Exit status: 0 all solved, 1 some puzzle failed (or no
puzzle found), 2 usage error, unreadable file or unwritable output.
)";

struct Chunk {
    std::vector<Entry> entries;
    std::string out;
    std::string err;
    std::chrono::nanoseconds time {0};
    std::size_t puzzles = 0, solved = 0, failed = 0;
    std::uint64_t nodes = 0, guesses = 0;
};

std::string describeFailure(const sudoku::SolveResult &result, std::uint64_t budget)
{
    switch (result.status) {
    case sudoku::SolveStatus::Invalid:
        return "invalid puzzle: " + result.invalidReason();
    case sudoku::SolveStatus::NoSolution:
        return "no solution";
    case sudoku::SolveStatus::BudgetExhausted:
        return budgetMessage(budget);
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
        return printText(std::string(kHelp) + kBatchOptionsHelp + kOwnOptionsHelp);
    }
    int exitCode = kExitOk;
    const auto batch = parseBatchOptions(commandLine, "solve", exitCode);
    if (!batch)
        return exitCode;
    const bool stats = commandLine.flag("stats");

    sudoku::SolveOptions options;
    options.solutionLimit = commandLine.flag("first") ? 1 : 2;
    options.nodeBudget = batch->nodeBudget;
    auto solvers = batch->makeSolvers();
    InputReader reader(commandLine.positional(), batch->format);
    Output output;
    ChunkSizer sizer;

    Chunk total;
    const auto start = std::chrono::steady_clock::now();
    runChunks<Chunk>(
        batch->jobs, [&](Chunk &chunk) { return reader.next(chunk.entries, sizer.size()); },
        [&](Chunk &chunk, unsigned worker) {
            const WorkTimer timer;
            chunk.out.clear();
            chunk.err.clear();
            chunk.puzzles = chunk.solved = chunk.failed = 0;
            chunk.nodes = chunk.guesses = 0;
            sudoku::Solver &solver = *solvers[worker];
            for (const Entry &entry : chunk.entries) {
                if (!entry.isPuzzle()) {
                    chunk.err += entry.message + "\n";
                    continue;
                }
                ++chunk.puzzles;
                if (!entry.firstOfFile)
                    chunk.out += sudoku::recordSeparator(entry.format);
                if (!entry.record.ok()) {
                    chunk.err += entry.parseError() + "\n";
                    chunk.out += sudoku::writeFailedRecord(entry.format, entry.layout);
                    ++chunk.failed;
                    continue;
                }
                const auto result = solver.solve(entry.record.board, options);
                chunk.nodes += result.stats.nodes;
                chunk.guesses += result.stats.guesses;
                if (result.hasSolution()) {
                    sudoku::appendRecord(
                        chunk.out, result.solution, entry.answerFormat(), entry.layout, &entry.record.board.rules());
                    if (result.status == sudoku::SolveStatus::Multiple)
                        chunk.err += entry.where() + ": more than one solution; the first one found is printed\n";
                    ++chunk.solved;
                } else {
                    chunk.err += entry.where() + ": " + describeFailure(result, batch->nodeBudget) + "\n";
                    chunk.out
                        += sudoku::writeFailedRecord(entry.answerFormat(), entry.layout, &entry.record.board.rules());
                    ++chunk.failed;
                }
                if (stats) {
                    std::array<char, 160> line {};
                    std::snprintf(line.data(), line.size(), ": %s, %llu nodes, %llu guesses, %.3f ms\n",
                        std::string(sudoku::statusName(result.status)).c_str(),
                        static_cast<unsigned long long>(result.stats.nodes),
                        static_cast<unsigned long long>(result.stats.guesses),
                        std::chrono::duration<double, std::milli>(result.stats.elapsed).count());
                    chunk.err += entry.where() + line.data();
                }
            }
            chunk.time = timer.elapsed();
        },
        [&](Chunk &chunk) {
            sizer.record(chunk.entries.size(), chunk.time);
            total.puzzles += chunk.puzzles;
            total.solved += chunk.solved;
            total.failed += chunk.failed;
            total.nodes += chunk.nodes;
            total.guesses += chunk.guesses;
            Output::err(chunk.err);
            return output.out(chunk.out);
        });
    if (output.failed())
        return output.reportFailure();
    if (stats) {
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::fprintf(stderr,
            "%s: %zu puzzles, %zu solved, %zu failed in %.3f s (%.0f puzzles/s, %u jobs); %llu nodes, "
            "%.2f guesses per puzzle\n",
            std::string(sudoku::algorithmName(batch->algorithm)).c_str(), total.puzzles, total.solved, total.failed,
            seconds, seconds > 0 ? static_cast<double>(total.puzzles) / seconds : 0.0, batch->jobs,
            static_cast<unsigned long long>(total.nodes),
            total.puzzles ? static_cast<double>(total.guesses) / static_cast<double>(total.puzzles) : 0.0);
    }
    return batchExitCode(false, reader.unreadable(), total.failed > 0 || reader.problems());
}

} // namespace cli
