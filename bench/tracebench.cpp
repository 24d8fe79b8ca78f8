// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-tracebench: what recording a search for the visualization costs.
//
//   sudoku-tracebench [--algo naive,dfs,dlx] [--limit N] [--max-puzzles N] [FILE...]
//
// For each solver and file it solves every puzzle twice, plainly and with a TraceRecorder attached (chunks
// kept in a Trace, as the app keeps them), and prints the time ratio, the events recorded per second and the
// memory per event (packed events, snapshots and depth samples together). Default files: the hardest sets.

#include "sudoku/search/solver.h"
#include "sudoku/search/trace.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace
{

using Clock = std::chrono::steady_clock;

std::vector<sudoku::Board> loadFile(const std::string &path, std::size_t limit)
{
    std::vector<sudoku::Board> boards;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line) && (limit == 0 || boards.size() < limit)) {
        if (line.size() < 81 || line[0] == '#')
            continue;
        sudoku::Grid grid {};
        for (int i = 0; i < 81; ++i)
            grid[i] = (line[i] >= '1' && line[i] <= '9') ? static_cast<std::uint8_t>(line[i] - '0') : 0;
        boards.push_back(sudoku::Board::fromGivens(grid));
    }
    return boards;
}

std::size_t chunkBytes(const sudoku::TraceChunk &chunk)
{
    return sizeof(chunk) + chunk.events.capacity() * sizeof(sudoku::PackedEvent)
        + chunk.snapshots.capacity() * sizeof(sudoku::TraceState) + chunk.depthLow.capacity()
        + chunk.depthHigh.capacity() + chunk.depthEnd.capacity();
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<sudoku::Algorithm> algorithms {
        sudoku::Algorithm::Naive, sudoku::Algorithm::Dfs, sudoku::Algorithm::Dlx};
    std::uint64_t limit = 2;
    std::size_t maxPuzzles = 200;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--algo" && hasValue) {
            algorithms.clear();
            std::stringstream list(argv[++i]);
            std::string name;
            while (std::getline(list, name, ',')) {
                const auto algorithm = sudoku::algorithmFromName(name);
                if (!algorithm) {
                    std::cerr << "sudoku-tracebench: unknown algorithm '" << name << "'\n";
                    return 2;
                }
                algorithms.push_back(*algorithm);
            }
        } else if (arg == "--limit" && hasValue) {
            limit = std::strtoull(argv[++i], nullptr, 10);
        } else if (arg == "--max-puzzles" && hasValue) {
            maxPuzzles = std::strtoull(argv[++i], nullptr, 10);
        } else if (arg.rfind("--", 0) == 0) {
            std::cout << "usage: sudoku-tracebench [--algo naive,dfs,dlx] [--limit N] [--max-puzzles N] [FILE...]\n";
            return arg == "--help" ? 0 : 2;
        } else {
            files.push_back(arg);
        }
    }
    if (files.empty()) {
        files = {std::string(SUDOKU_DATA_DIR) + "/magictour_top1465.txt",
            std::string(SUDOKU_DATA_DIR) + "/forum_hardest_1106.txt"};
    }

    std::printf("%-26s %-6s %8s %12s %10s %10s %8s %14s %12s\n", "file", "algo", "puzzles", "events", "plain ms",
        "traced ms", "ratio", "events/s", "bytes/event");
    for (const auto &file : files) {
        const auto boards = loadFile(file, maxPuzzles);
        if (boards.empty()) {
            std::cerr << "sudoku-tracebench: no puzzles in " << file << "\n";
            return 2;
        }
        const std::string name = file.substr(file.find_last_of('/') + 1);
        for (auto algorithm : algorithms) {
            auto solver = sudoku::makeSolver(algorithm);
            sudoku::SolveOptions options;
            options.solutionLimit = limit;
            // The naive search can take minutes per hard puzzle: both runs get the same node budget.
            options.nodeBudget = algorithm == sudoku::Algorithm::Naive ? 2'000'000 : 0;
            double plain = 1e300, traced = 1e300;
            std::uint64_t events = 0, bytes = 0;
            for (int round = 0; round < 3; ++round) {
                auto start = Clock::now();
                for (const auto &board : boards)
                    solver->solve(board, options);
                plain = std::min(plain, std::chrono::duration<double, std::milli>(Clock::now() - start).count());

                events = bytes = 0;
                start = Clock::now();
                for (const auto &board : boards) {
                    sudoku::Trace trace(board);
                    sudoku::TraceRecorder recorder(board, [&](std::shared_ptr<const sudoku::TraceChunk> chunk) {
                        bytes += chunkBytes(*chunk);
                        trace.append(std::move(chunk));
                    });
                    sudoku::SolveOptions recorded = options;
                    recorded.observer = &recorder;
                    solver->solve(board, recorded);
                    recorder.finish();
                    events += trace.size();
                }
                traced = std::min(traced, std::chrono::duration<double, std::milli>(Clock::now() - start).count());
            }
            std::printf("%-26s %-6s %8zu %12llu %10.1f %10.1f %7.2fx %14.0f %12.2f\n", name.c_str(),
                std::string(sudoku::algorithmName(algorithm)).c_str(), boards.size(),
                static_cast<unsigned long long>(events), plain, traced, traced / plain,
                static_cast<double>(events) / (traced / 1000.0),
                events ? static_cast<double>(bytes) / static_cast<double>(events) : 0.0);
            std::fflush(stdout);
        }
    }
    return 0;
}
