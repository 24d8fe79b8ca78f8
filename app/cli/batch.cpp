// SPDX-License-Identifier: GPL-3.0-or-later
#include "batch.h"

#include <iostream>
#include <thread>

namespace cli
{

const char *const kBatchOptionsHelp
    = R"(  --algo naive|dfs|dlx   solver: the seeds' row-major backtracking, the fast bitboard search
                         (default), or Dancing Links
  --format F             input format: auto (default), line, grid, p1784, poj2676, poj3074
  --jobs N               solve on N threads (0 = one per core; default 1); output order is kept
  --budget N             give up on a puzzle after N search nodes (default: no limit)
)";

std::vector<OptionSpec> batchOptionSpecs()
{
    return {{"algo", true}, {"format", true}, {"jobs", true}, {"budget", true}, {"help", false}};
}

std::vector<std::unique_ptr<sudoku::Solver>> Batch::makeSolvers() const
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

std::optional<Batch> prepareBatch(const CommandLine &commandLine, int &exitCode)
{
    Batch batch;
    std::string error;
    if (const auto name = commandLine.value("algo")) {
        const auto algorithm = sudoku::algorithmFromName(*name);
        if (!algorithm)
            error = "unknown algorithm '" + *name + "' (use naive, dfs or dlx)";
        else
            batch.algorithm = *algorithm;
    }
    sudoku::Format format = sudoku::Format::Auto;
    if (const auto name = commandLine.value("format")) {
        const auto parsed = sudoku::formatFromName(*name);
        if (!parsed)
            error = "unknown format '" + *name + "' (use auto, line, grid, p1784, poj2676 or poj3074)";
        else
            format = *parsed;
    }
    const auto jobs = commandLine.number("jobs", 1, 0, 1024, error);
    const auto budget = commandLine.number("budget", 0, 0, 1'000'000'000'000'000LL, error);
    if (!error.empty()) {
        exitCode = kExitUsage;
        std::cerr << "sudoku-cli: " << error << "\n";
        return std::nullopt;
    }
    batch.jobs = *jobs == 0 ? std::max(1u, std::thread::hardware_concurrency()) : static_cast<unsigned>(*jobs);
    batch.nodeBudget = static_cast<std::uint64_t>(*budget);

    batch.inputs = readInputs(commandLine.positional(), format);
    if (!batch.inputs.error.empty()) {
        exitCode = kExitUsage;
        std::cerr << "sudoku-cli: " << batch.inputs.error << "\n";
        return std::nullopt;
    }
    for (std::size_t f = 0; f < batch.inputs.files.size(); ++f) {
        const InputFile &file = batch.inputs.files[f];
        for (const auto &problem : file.batch.problems) {
            std::cerr << file.where(problem) << "\n";
            batch.inputProblems = true;
        }
        for (std::size_t r = 0; r < file.batch.puzzles.size(); ++r)
            batch.puzzles.push_back({f, r});
    }
    exitCode = kExitOk;
    return batch;
}

} // namespace cli
