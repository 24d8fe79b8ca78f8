// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-logiccheck: the logic engine's soundness over whole puzzle sets, beyond what the test suite can
// afford. Each puzzle (proved unique first) is solved by always taking the easiest step; at every position
// every instance of every technique (findAllSteps, uniqueness assumed) is checked against the solution: a
// placement of a wrong digit or an elimination of the right one is a wrong step. Prints per file the
// puzzles, positions and steps checked and the wrong steps (with the first few as library lines), and at the
// end the steps checked per technique.
//
//   sudoku-logiccheck [--limit N] [--generated N] [--seed S] [FILE...]
//
// --limit takes the first N puzzles of each file (default all); --generated adds N generated puzzles of each
// level (Easy to Extreme, 180-degree symmetry). Without files it checks every set of SUDOKU_DATA_DIR but
// serg_benchmark.txt (puzzles with several solutions, which have no solution to check against).

#include "sudoku/generator.h"
#include "sudoku/hodoku.h"
#include "sudoku/logic.h"
#include "sudoku/solver.h"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace
{

const char *const kDefaultFiles[] = {"kaggle_10k.txt", "17_clue.txt", "magictour_top1465.txt",
    "forum_hardest_1905_11plus_10k.txt", "forum_hardest_1106.txt"};

std::vector<sudoku::Board> loadFile(const std::string &path, long limit)
{
    std::vector<sudoku::Board> boards;
    std::ifstream in(path);
    if (!in)
        std::cerr << path << ": cannot open\n";
    std::string line;
    while (std::getline(in, line) && (limit <= 0 || static_cast<long>(boards.size()) < limit)) {
        if (line.size() < 81 || line[0] == '#')
            continue;
        sudoku::Grid grid {};
        for (int i = 0; i < 81; ++i)
            grid[i] = (line[i] >= '1' && line[i] <= '9') ? static_cast<std::uint8_t>(line[i] - '0') : 0;
        boards.push_back(sudoku::Board::fromGivens(grid));
    }
    return boards;
}

bool wrong(const sudoku::Step &step, const sudoku::Grid &solution)
{
    if (step.hasPlacement() && solution[step.placementCell] != step.placementDigit)
        return true;
    for (int d = 1; d <= 9; ++d) {
        for (int c : step.eliminations[d - 1]) {
            if (solution[c] == d)
                return true;
        }
    }
    return false;
}

struct Totals {
    long puzzles = 0;
    long skipped = 0; // not exactly one solution
    long positions = 0;
    long steps = 0;
    long wrong = 0;
    std::array<long, sudoku::kTechniqueCount> perTechnique {};
};

void check(const std::string &name, const std::vector<sudoku::Board> &boards, Totals &all)
{
    const auto solver = sudoku::makeSolver(sudoku::Algorithm::Dfs);
    sudoku::SolveOptions unique;
    unique.solutionLimit = 2;
    sudoku::LogicOptions options;
    options.assumeUnique = true;
    Totals file;
    for (const auto &board : boards) {
        const auto result = solver->solve(board, unique);
        if (result.status != sudoku::SolveStatus::Unique) {
            ++file.skipped;
            continue;
        }
        ++file.puzzles;
        sudoku::CandidateGrid grid = sudoku::CandidateGrid::fromBoard(board);
        while (!grid.isSolved()) {
            ++file.positions;
            for (const auto &step : sudoku::findAllSteps(grid, options)) {
                ++file.steps;
                ++file.perTechnique[static_cast<std::size_t>(step.technique)];
                if (wrong(step, result.solution)) {
                    if (++file.wrong <= 5)
                        std::cout << "  WRONG " << sudoku::libraryLine(grid, step) << "\n";
                }
            }
            const auto step = sudoku::findStep(grid, options);
            if (!step)
                break;
            sudoku::applyStep(grid, *step);
        }
    }
    std::printf("%-36s %7ld puzzles (%ld skipped), %9ld positions, %11ld steps checked, %ld wrong\n", name.c_str(),
        file.puzzles, file.skipped, file.positions, file.steps, file.wrong);
    std::fflush(stdout);
    all.puzzles += file.puzzles;
    all.skipped += file.skipped;
    all.positions += file.positions;
    all.steps += file.steps;
    all.wrong += file.wrong;
    for (int t = 0; t < sudoku::kTechniqueCount; ++t)
        all.perTechnique[t] += file.perTechnique[t];
}

} // namespace

int main(int argc, char **argv)
{
    long limit = 0;
    int generated = 0;
    std::uint64_t seed = 2024;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto value = [&]() -> const char * {
            if (i + 1 >= argc) {
                std::cerr << arg << " needs a value\n";
                std::exit(2);
            }
            return argv[++i];
        };
        if (arg == "--limit")
            limit = std::atol(value());
        else if (arg == "--generated")
            generated = std::atoi(value());
        else if (arg == "--seed")
            seed = std::strtoull(value(), nullptr, 10);
        else if (arg == "--help" || arg == "-h") {
            std::cout << "usage: sudoku-logiccheck [--limit N] [--generated N] [--seed S] [FILE...]\n";
            return 0;
        } else
            files.push_back(arg);
    }
    if (files.empty()) {
        for (const char *name : kDefaultFiles)
            files.push_back(std::string(SUDOKU_DATA_DIR) + "/" + name);
    }
    Totals all;
    for (const auto &path : files)
        check(path.substr(path.find_last_of('/') + 1), loadFile(path, limit), all);
    if (generated > 0) {
        sudoku::Generator generator(seed);
        for (int level = 0; level < sudoku::kLevelCount; ++level) {
            std::vector<sudoku::Board> boards;
            sudoku::GeneratorOptions options;
            options.level = static_cast<sudoku::Level>(level);
            for (int i = 0; i < generated; ++i) {
                if (const auto puzzle = generator.generate(options))
                    boards.push_back(puzzle->puzzle);
            }
            check("generated " + std::string(sudoku::levelName(static_cast<sudoku::Level>(level))), boards, all);
        }
    }
    std::printf("all: %ld puzzles, %ld positions, %ld steps checked, %ld wrong\n", all.puzzles, all.positions,
        all.steps, all.wrong);
    for (int t = 0; t < sudoku::kTechniqueCount; ++t) {
        std::printf("  %-28s %11ld\n", std::string(sudoku::techniqueId(static_cast<sudoku::Technique>(t))).c_str(),
            all.perTechnique[t]);
    }
    return all.wrong == 0 ? 0 : 1;
}
