// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-bench: puzzles per second, single thread, for the project's solvers on public puzzle sets, each rate
// also given as a ratio to the yardstick solver timed in the same run on the same file (../shared/bin).
//
//   sudoku-bench [--algo dfs,dlx] [--limit 1|2] [--min-seconds S] [--no-yardstick] [FILE...]
//
// Without files it runs every set of SUDOKU_DATA_DIR. Machines are shared and noisy, so each measurement is
// repeated until it has run for --min-seconds and the best of three such runs is kept; the yardstick
// ratio is what to compare across runs and machines. The yardstick runs both before and after the
// project's solvers on each file and its better rate is kept, so a burst of load on the machine during
// one of its runs does not inflate the ratio.

#include "sudoku/solver.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
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
    std::uint64_t nodes = 0; // per pass over the file
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
        std::uint64_t nodes = 0, guesses = 0;
        int passes = 0;
        const auto start = Clock::now();
        double seconds = 0;
        do {
            nodes = guesses = 0;
            for (const auto &board : boards) {
                const auto result = solver.solve(board, options);
                nodes += result.stats.nodes;
                guesses += result.stats.guesses;
                if (result.solutionCount == 0) {
                    std::cerr << "sudoku-bench: a puzzle was not solved; the benchmark is void\n";
                    std::exit(1);
                }
            }
            solved += boards.size();
            ++passes;
            seconds = std::chrono::duration<double>(Clock::now() - start).count();
        } while (seconds < minSeconds);
        const double rate = static_cast<double>(solved) / seconds;
        if (rate > best.puzzlesPerSecond)
            best = {rate, nodes, guesses};
    }
    return best;
}

// Runs the yardstick on one file and returns its puzzles_per_sec, or 0 when it cannot be run.
double yardstick(const std::string &binary, const std::string &file, std::uint64_t limit, double minSeconds)
{
    std::ostringstream command;
    command << '"' << binary << "\" --limit " << limit << " --min-seconds " << minSeconds << " \"" << file
            << "\" 2>/dev/null";
    FILE *pipe = popen(command.str().c_str(), "r");
    if (!pipe)
        return 0;
    std::string output;
    std::array<char, 512> buffer {};
    while (fgets(buffer.data(), static_cast<int>(buffer.size()), pipe))
        output += buffer.data();
    pclose(pipe);
    const auto key = output.find("puzzles_per_sec=");
    return key == std::string::npos ? 0 : std::atof(output.c_str() + key + 16);
}

void usage()
{
    std::cout << "usage: sudoku-bench [--algo dfs,dlx,naive] [--limit N] [--min-seconds S] [--no-yardstick]"
                 " [--yardstick PATH] [FILE...]\n";
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<sudoku::Algorithm> algorithms {sudoku::Algorithm::Dfs, sudoku::Algorithm::Dlx};
    std::uint64_t limit = 2;
    double minSeconds = 1.0;
    bool withYardstick = true;
    std::string yardstickPath = SUDOKU_YARDSTICK;
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
        } else if (arg == "--limit") {
            limit = std::strtoull(value().c_str(), nullptr, 10);
        } else if (arg == "--min-seconds") {
            minSeconds = std::atof(value().c_str());
        } else if (arg == "--no-yardstick") {
            withYardstick = false;
        } else if (arg == "--yardstick") {
            yardstickPath = value();
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

    std::printf("%-36s %-6s %8s %14s %12s %12s %10s\n", "file", "algo", "puzzles", "puzzles/s", "guesses/puz",
        "yardstick/s", "ratio");
    for (const auto &file : files) {
        const auto boards = loadFile(file);
        if (boards.empty()) {
            std::cerr << "sudoku-bench: no puzzles in " << file << "\n";
            return 2;
        }
        double reference = withYardstick ? yardstick(yardstickPath, file, limit, minSeconds) : 0;
        std::vector<Measurement> measurements;
        for (auto algorithm : algorithms) {
            auto solver = sudoku::makeSolver(algorithm);
            measurements.push_back(measure(*solver, boards, limit, minSeconds));
        }
        if (withYardstick)
            reference = std::max(reference, yardstick(yardstickPath, file, limit, minSeconds));
        const std::string name = std::filesystem::path(file).filename().string();
        for (std::size_t i = 0; i < algorithms.size(); ++i) {
            const auto &m = measurements[i];
            std::printf("%-36s %-6s %8zu %14.1f %12.2f %12.1f %9.2fx\n", name.c_str(),
                std::string(sudoku::algorithmName(algorithms[i])).c_str(), boards.size(), m.puzzlesPerSecond,
                static_cast<double>(m.guesses) / static_cast<double>(boards.size()), reference,
                reference > 0 ? m.puzzlesPerSecond / reference : 0.0);
        }
        std::fflush(stdout);
    }
    return 0;
}
