// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-bench: puzzles per second, single thread, for the project's solvers on public puzzle sets, each rate
// also given as a ratio to two references timed in the same run on the same file (../shared/bin):
// the yardstick (a fixed textbook DLX, comparable across machines) and tdoku, the fastest published solver,
// at the fastest instruction set this CPU runs (its own -march=native speed).
//
//   sudoku-bench [--algo dfs,dlx] [--kernels] [--kernel NAME] [--limit N] [--min-seconds S] [--no-yardstick]
//                [--no-tdoku] [--tdoku-isa ISA] [FILE...]
//
// Without files it runs every set of SUDOKU_DATA_DIR. --kernels times DfsSolver once per search kernel this
// CPU runs (sse2, sse4.2, avx2, avx512) besides the one it picks; --kernel pins the dfs row to one of them. Machines
// are shared and noisy, so each measurement is repeated until it has run for --min-seconds and the best of three such
// runs is kept; the references run both before and after the project's solvers on each file and their better rate is
// kept, so a burst of load during one of their runs does not inflate a ratio. tdoku's own guess count per puzzle is
// read from its benchmark table (one more pass of the file).

#include "sudoku/search/dfssolver.h"
#include "sudoku/search/solver.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace
{

using Clock = std::chrono::steady_clock;

const char *const kDefaultFiles[] = {"kaggle_10k.txt", "17_clue.txt", "magictour_top1465.txt",
    "forum_hardest_1905_11plus_10k.txt", "forum_hardest_1106.txt", "serg_benchmark.txt"};

std::vector<sudoku::Board> loadFile(const std::string &path)
{
    std::vector<sudoku::Board> boards;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.size() < 81 || line[0] == '#')
            continue;
        sudoku::Grid grid {};
        for (int i = 0; i < 81; ++i)
            grid[i] = (line[i] >= '1' && line[i] <= '9') ? static_cast<std::uint8_t>(line[i] - '0') : 0;
        boards.push_back(sudoku::Board::fromGivens(grid));
    }
    return boards;
}

struct Measurement {
    double puzzlesPerSecond = 0;
    std::uint64_t guesses = 0; // per pass over the file
};

Measurement measure(
    sudoku::Solver &solver, const std::vector<sudoku::Board> &boards, std::uint64_t limit, double minSeconds)
{
    sudoku::SolveOptions options;
    options.solutionLimit = limit;
    Measurement best;
    for (int round = 0; round < 3; ++round) {
        std::uint64_t solved = 0;
        std::uint64_t guesses = 0;
        const auto start = Clock::now();
        double seconds = 0;
        do {
            guesses = 0;
            for (const auto &board : boards) {
                const auto result = solver.solve(board, options);
                guesses += result.stats.guesses;
                if (result.solutionCount == 0) {
                    std::cerr << "sudoku-bench: a puzzle was not solved; the benchmark is void\n";
                    std::exit(1);
                }
            }
            solved += boards.size();
            seconds = std::chrono::duration<double>(Clock::now() - start).count();
        } while (seconds < minSeconds);
        const double rate = static_cast<double>(solved) / seconds;
        if (rate > best.puzzlesPerSecond)
            best = {rate, guesses};
    }
    return best;
}

std::string quoted(const std::string &text)
{
    return '"' + text + '"';
}

// Runs a command and returns what it printed (empty when it could not be run).
std::string run(const std::string &command)
{
    FILE *pipe = popen((command + " 2>/dev/null").c_str(), "r");
    if (!pipe)
        return {};
    std::string output;
    std::array<char, 512> buffer {};
    while (fgets(buffer.data(), static_cast<int>(buffer.size()), pipe))
        output += buffer.data();
    pclose(pipe);
    return output;
}

// The text after `key` up to the next blank, or empty.
std::string field(const std::string &output, const std::string &key)
{
    const auto at = output.find(key);
    if (at == std::string::npos)
        return {};
    const auto begin = at + key.size();
    return output.substr(begin, output.find_first_of(" \n", begin) - begin);
}

// The yardstick's puzzles_per_sec on one file, or 0 when it cannot be run.
double yardstick(const std::string &binary, const std::string &file, std::uint64_t limit, double minSeconds)
{
    std::ostringstream command;
    command << quoted(binary) << " --limit " << limit << " --min-seconds " << minSeconds << ' ' << quoted(file);
    return std::atof(field(run(command.str()), "puzzles_per_sec=").c_str());
}

struct TdokuRate {
    double puzzlesPerSecond = 0; // 0: not available
    std::string isa;
};

// tdoku-bench's puzzles_per_sec on one file (count to 2) and the instruction set it ran.
TdokuRate tdoku(const std::string &script, const std::string &isa, const std::string &file)
{
    const std::string output
        = run(quoted(script) + (isa.empty() ? std::string() : " --isa " + isa) + ' ' + quoted(file));
    return {std::atof(field(output, "puzzles_per_sec=").c_str()), field(output, "isa=")};
}

// tdoku's guesses per puzzle on one file, from the table of its own benchmark program (the column after
// "%no_guess"), run as tdoku-bench runs it: puzzles in file order, count to 2, one whole pass per timing.
double tdokuGuesses(const std::string &script, const std::string &isa, const std::string &file, std::size_t puzzles)
{
    const auto binary = std::filesystem::path(script).parent_path() / "tdoku" / ("run_benchmark-" + isa);
    std::ostringstream command;
    command << quoted(binary.string()) << " -r0 -e1 -n " << puzzles << " -t1 -w0 -v0 -s tdoku " << quoted(file);
    const std::string output = run(command.str());
    const auto row = output.find("\n|tdoku");
    if (row == std::string::npos)
        return -1;
    std::istringstream cells(output.substr(row + 1, output.find('\n', row + 1) - row - 1));
    std::string cell;
    std::vector<std::string> columns;
    while (std::getline(cells, cell, '|'))
        columns.push_back(cell);
    // "", "tdoku ...", puzzles/sec, usec/puzzle, %no_guess, guesses/puzzle
    return columns.size() >= 6 ? std::atof(columns[5].c_str()) : -1;
}

void usage()
{
    std::cout << "usage: sudoku-bench [--algo dfs,dlx,naive] [--kernels] [--kernel sse2|sse4.2|avx2|avx512]\n"
                 "                    [--limit N] [--min-seconds S]\n"
                 "                    [--no-yardstick] [--yardstick PATH] [--no-tdoku] [--tdoku PATH]\n"
                 "                    [--tdoku-isa sse2|sse42|avx2|avx512] [FILE...]\n";
}

struct Row {
    std::string name;
    Measurement measurement;
};

} // namespace

int main(int argc, char **argv)
{
    using sudoku::DfsSolver;
    std::vector<sudoku::Algorithm> algorithms {sudoku::Algorithm::Dfs, sudoku::Algorithm::Dlx};
    std::uint64_t limit = 2;
    double minSeconds = 1.0;
    bool allKernels = false;
    std::optional<sudoku::DfsSolver::Kernel> kernel;
    bool withYardstick = true;
    bool withTdoku = true;
    std::string yardstickPath = SUDOKU_YARDSTICK;
    std::string tdokuPath = SUDOKU_TDOKU;
    std::string tdokuIsa;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) {
                usage();
                std::exit(2);
            }
            return argv[++i];
        };
        if (arg == "--algo") {
            algorithms.clear();
            std::stringstream list(value());
            std::string name;
            while (std::getline(list, name, ',')) {
                const auto algorithm = sudoku::algorithmFromName(name);
                if (!algorithm) {
                    std::cerr << "sudoku-bench: unknown algorithm '" << name << "'\n";
                    return 2;
                }
                algorithms.push_back(*algorithm);
            }
        } else if (arg == "--kernels") {
            allKernels = true;
        } else if (arg == "--kernel") {
            const std::string name = value();
            kernel = DfsSolver::kernelFromName(name);
            if (!kernel) {
                std::cerr << "sudoku-bench: unknown kernel '" << name << "'\n";
                return 2;
            }
        } else if (arg == "--limit") {
            limit = std::strtoull(value().c_str(), nullptr, 10);
        } else if (arg == "--min-seconds") {
            minSeconds = std::atof(value().c_str());
        } else if (arg == "--no-yardstick") {
            withYardstick = false;
        } else if (arg == "--yardstick") {
            yardstickPath = value();
        } else if (arg == "--no-tdoku") {
            withTdoku = false;
        } else if (arg == "--tdoku") {
            tdokuPath = value();
        } else if (arg == "--tdoku-isa") {
            tdokuIsa = value();
        } else if (arg == "--help" || arg == "-h") {
            usage();
            return 0;
        } else if (!arg.empty() && arg[0] == '-') {
            usage();
            return 2;
        } else {
            files.push_back(arg);
        }
    }
    if (files.empty()) {
        for (const char *name : kDefaultFiles)
            files.push_back(std::string(SUDOKU_DATA_DIR) + "/" + name);
    }
    if (withYardstick && !std::filesystem::exists(yardstickPath)) {
        std::cerr << "sudoku-bench: yardstick not found at " << yardstickPath << " (use --no-yardstick)\n";
        withYardstick = false;
    }
    if (withTdoku && !std::filesystem::exists(tdokuPath)) {
        std::cerr << "sudoku-bench: tdoku-bench not found at " << tdokuPath << " (use --no-tdoku)\n";
        withTdoku = false;
    }
    if (withTdoku && limit != 2) {
        std::cerr << "sudoku-bench: tdoku-bench counts to 2 only; no tdoku ratio with --limit " << limit << "\n";
        withTdoku = false;
    }

    std::printf(
        "dfs kernel picked on this CPU: %s\n", std::string(DfsSolver::kernelName(DfsSolver::fastestKernel())).c_str());
    std::printf("%-34s %-12s %8s %12s %11s %12s %9s %12s %9s\n", "file", "solver", "puzzles", "puzzles/s",
        "guesses/puz", "yardstick/s", "x yard", "tdoku/s", "x tdoku");
    for (const auto &file : files) {
        const auto boards = loadFile(file);
        if (boards.empty()) {
            std::cerr << "sudoku-bench: no puzzles in " << file << "\n";
            return 2;
        }
        double reference = withYardstick ? yardstick(yardstickPath, file, limit, minSeconds) : 0;
        TdokuRate fastest = withTdoku ? tdoku(tdokuPath, tdokuIsa, file) : TdokuRate {};

        std::vector<Row> rows;
        for (auto algorithm : algorithms) {
            auto solver = sudoku::makeSolver(algorithm);
            if (algorithm == sudoku::Algorithm::Dfs && kernel)
                solver = std::make_unique<DfsSolver>(*kernel);
            rows.push_back(
                {std::string(sudoku::algorithmName(algorithm)), measure(*solver, boards, limit, minSeconds)});
            if (algorithm == sudoku::Algorithm::Dfs && allKernels) {
                for (auto kernel : DfsSolver::availableKernels()) {
                    DfsSolver pinned(kernel);
                    rows.push_back({"dfs/" + std::string(DfsSolver::kernelName(kernel)),
                        measure(pinned, boards, limit, minSeconds)});
                }
            }
        }

        if (withYardstick)
            reference = std::max(reference, yardstick(yardstickPath, file, limit, minSeconds));
        if (withTdoku) {
            const TdokuRate again = tdoku(tdokuPath, tdokuIsa, file);
            fastest.puzzlesPerSecond = std::max(fastest.puzzlesPerSecond, again.puzzlesPerSecond);
        }
        const std::string name = std::filesystem::path(file).filename().string();
        const auto perPuzzle = [&](double total) { return total / static_cast<double>(boards.size()); };
        for (const auto &row : rows) {
            const double rate = row.measurement.puzzlesPerSecond;
            std::printf("%-34s %-12s %8zu %12.1f %11.2f %12.1f %8.2fx %12.1f %8.2fx\n", name.c_str(), row.name.c_str(),
                boards.size(), rate, perPuzzle(static_cast<double>(row.measurement.guesses)), reference,
                reference > 0 ? rate / reference : 0.0, fastest.puzzlesPerSecond,
                fastest.puzzlesPerSecond > 0 ? rate / fastest.puzzlesPerSecond : 0.0);
        }
        if (fastest.puzzlesPerSecond > 0) {
            const double guesses = tdokuGuesses(tdokuPath, fastest.isa, file, boards.size());
            std::printf("%-34s %-12s %8zu %12.1f %11.2f %12.1f %8.2fx\n", name.c_str(),
                ("tdoku/" + fastest.isa).c_str(), boards.size(), fastest.puzzlesPerSecond, guesses, reference,
                reference > 0 ? fastest.puzzlesPerSecond / reference : 0.0);
        }
        std::fflush(stdout);
    }
    return 0;
}
