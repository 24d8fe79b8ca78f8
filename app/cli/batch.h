// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the batch commands (solve, count, ...) share: the --algo/--format/--jobs/--budget options, reading
// the inputs, and the list of puzzles across all input files.

#include "commandline.h"
#include "inputs.h"

#include "sudoku/solver.h"

#include <optional>

namespace cli
{

enum ExitCode { kExitOk = 0, kExitSomeFailed = 1, kExitUsage = 2 };

// The options every batch command accepts, to be appended to a command's own.
std::vector<OptionSpec> batchOptionSpecs();
extern const char *const kBatchOptionsHelp;

struct PuzzleRef {
    std::size_t file = 0;
    std::size_t record = 0;
};

struct Batch {
    sudoku::Algorithm algorithm = sudoku::Algorithm::Dfs;
    unsigned jobs = 1;
    std::uint64_t nodeBudget = 0;
    Inputs inputs;
    std::vector<PuzzleRef> puzzles;
    bool inputProblems = false; // problems not tied to a puzzle were reported on stderr

    const InputFile &fileOf(const PuzzleRef &ref) const { return inputs.files[ref.file]; }
    const sudoku::PuzzleRecord &recordOf(const PuzzleRef &ref) const
    {
        return inputs.files[ref.file].batch.puzzles[ref.record];
    }
    // One solver per worker thread.
    std::vector<std::unique_ptr<sudoku::Solver>> makeSolvers() const;
};

// Parses the shared options and reads the inputs. On failure prints the reason to stderr and sets `exitCode`.
std::optional<Batch> prepareBatch(const CommandLine &commandLine, int &exitCode);

// Prints "sudoku-cli: <message>" and a hint to use --help; returns kExitUsage.
int usageError(const std::string &message, const std::string &command);

} // namespace cli
