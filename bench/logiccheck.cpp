// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-logiccheck: are the logic engine's steps right? Over puzzle files and generated puzzles, solve each
// puzzle the easiest-step way and check, at every position (or every K-th one while singles still apply),
// every instance of every technique findAllSteps reports, and the step taken, against the puzzle's
// solutions: no elimination may remove a digit some solution has there, no placement may put a digit where
// some solution has another. A larger, slower version of tests/tst_logic_soundness.cpp, for thousands of
// puzzles of every set; not a ctest test.
//
//   sudoku-logiccheck [--limit N] [--stride S] [--every K] [--generated N] [--generate LEVEL:N] [--seed K]
//                     [--time] [--rate] [FILE...]
//
//   --limit N          at most N puzzles per file (default: all)
//   --stride S         every S-th puzzle of each file (default 1)
//   --every K          all steps at every K-th position while singles still apply (default 1: at every
//                      position); positions past the singles are always checked
//   --generated N      also N puzzles of each level, Easy to Extreme, from one generator seeded with --seed
//                      (180-degree symmetry)
//   --generate LEVEL:N also N puzzles at LEVEL (easy ... extreme), the i-th from puzzleSeed(--seed, i)
//   --seed K           default 2024
//   --time             also the thread CPU time of findAllSteps at each checked position, with and without
//                      Sue de Coq and the ALS techniques (median, 95th percentile, total)
//   --rate             instead of checking: rate every puzzle (rate() with assumeUnique) and report the thread
//                      CPU time per rating, with every technique and capped at Expert (the engine without the
//                      techniques graded Extreme), and how many each solves
//
// Without files (and without --generated or --generate): every set of SUDOKU_DATA_DIR but serg_benchmark.
// The solutions: a puzzle with one solution checks against it; one with several (serg_benchmark) against
// the digits some solution has in each cell, found by asking the solver for a solution with that digit there
// (and without the uniqueness techniques, which such puzzles do not allow). Prints per set the puzzles,
// positions and steps checked, the steps per technique and each wrong step (as a library line), and a total.
// Exit status 1 when a step is wrong, 2 on a usage error.

#include "sudoku/generate/generator.h"
#include "sudoku/io/hodoku.h"
#include "sudoku/logic/logic.h"
#include "sudoku/logic/rating.h"
#include "sudoku/search/solver.h"

#include <time.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

namespace
{

using Possible = std::array<sudoku::CandidateMask, sudoku::kCellCount>; // digits some solution has, per cell

double threadMicroseconds()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e6 + static_cast<double>(ts.tv_nsec) * 1e-3;
}

constexpr std::array kAlsTechniques {sudoku::Technique::SueDeCoq, sudoku::Technique::AlsXZ,
    sudoku::Technique::AlsXYWing, sudoku::Technique::AlsXYChain, sudoku::Technique::DeathBlossom};

struct Tally {
    long puzzles = 0;
    long multiple = 0;
    long solved = 0;
    long positions = 0;
    long steps = 0;
    long wrong = 0;
    std::array<long, sudoku::kTechniqueCount> perTechnique {};
    std::vector<double> withAls; // --time: findAllSteps per checked position, microseconds
    std::vector<double> withoutAls;
};

std::optional<sudoku::Grid> parse(const std::string &line)
{
    if (line.size() < sudoku::kCellCount)
        return std::nullopt;
    sudoku::Grid grid {};
    for (int i = 0; i < sudoku::kCellCount; ++i) {
        const char c = line[static_cast<std::size_t>(i)];
        if (c >= '1' && c <= '9')
            grid[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(c - '0');
        else if (c != '.' && c != '0')
            return std::nullopt;
    }
    return grid;
}

// The digits each cell has in some solution; nullopt when the puzzle has none or is invalid.
std::optional<Possible> possibleDigits(sudoku::Solver &solver, const sudoku::Board &puzzle, bool &multiple)
{
    sudoku::SolveOptions two;
    two.solutionLimit = 2;
    const auto result = solver.solve(puzzle, two);
    if (result.status != sudoku::SolveStatus::Unique && result.status != sudoku::SolveStatus::Multiple)
        return std::nullopt;
    Possible possible {};
    multiple = result.status == sudoku::SolveStatus::Multiple;
    for (int c = 0; c < sudoku::kCellCount; ++c)
        possible[static_cast<std::size_t>(c)] = sudoku::digitBit(result.solution[static_cast<std::size_t>(c)]);
    if (!multiple)
        return possible;
    // Several solutions: for every cell and digit not yet known possible, is there a solution with it?
    const sudoku::CandidateGrid start = sudoku::CandidateGrid::fromBoard(puzzle);
    for (int c = 0; c < sudoku::kCellCount; ++c) {
        if (!start.isEmpty(c))
            continue;
        for (int d = 1; d <= 9; ++d) {
            if (!start.hasCandidate(c, d) || (possible[static_cast<std::size_t>(c)] & sudoku::digitBit(d)))
                continue;
            sudoku::Grid givens = puzzle.givens();
            givens[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(d);
            const auto with = solver.solve(sudoku::Board::fromGivens(givens), {});
            if (with.hasSolution()) {
                for (int k = 0; k < sudoku::kCellCount; ++k)
                    possible[static_cast<std::size_t>(k)]
                        |= sudoku::digitBit(with.solution[static_cast<std::size_t>(k)]);
            }
        }
    }
    return possible;
}

bool isWrong(const sudoku::Step &step, const Possible &possible)
{
    if (step.hasPlacement()
        && possible[static_cast<std::size_t>(step.placementCell)] != sudoku::digitBit(step.placementDigit))
        return true;
    for (int d = 1; d <= 9; ++d) {
        for (int c : step.eliminations[d - 1]) {
            if (possible[static_cast<std::size_t>(c)] & sudoku::digitBit(d))
                return true;
        }
    }
    return false;
}

void checkPuzzle(
    sudoku::Solver &solver, const sudoku::Board &puzzle, int every, bool time, const std::string &name, Tally &tally)
{
    bool multiple = false;
    const auto possible = possibleDigits(solver, puzzle, multiple);
    if (!possible)
        return;
    ++tally.puzzles;
    tally.multiple += multiple;
    sudoku::LogicOptions options;
    options.assumeUnique = !multiple;
    sudoku::CandidateGrid grid = sudoku::CandidateGrid::fromBoard(puzzle);
    const auto check = [&](const sudoku::Step &step) {
        ++tally.steps;
        ++tally.perTechnique[static_cast<std::size_t>(step.technique)];
        if (isWrong(step, *possible)) {
            ++tally.wrong;
            std::printf("WRONG %s: %s\n  %s\n", name.c_str(), sudoku::describeStep(step).c_str(),
                sudoku::libraryLine(grid, step).c_str());
        }
    };
    for (int k = 0; !grid.isSolved(); ++k) {
        const auto step = sudoku::findStep(grid, options);
        ++tally.positions;
        if (!step)
            return;
        if (k % every == 0 || !step->hasPlacement()) {
            const double start = threadMicroseconds();
            const auto all = sudoku::findAllSteps(grid, options);
            if (time) {
                const double middle = threadMicroseconds();
                sudoku::LogicOptions without = options;
                for (const auto technique : kAlsTechniques)
                    without.techniques = without.techniques.without(technique);
                sudoku::findAllSteps(grid, without);
                tally.withAls.push_back(middle - start);
                tally.withoutAls.push_back(threadMicroseconds() - middle);
            }
            for (const auto &any : all)
                check(any);
        }
        check(*step);
        sudoku::applyStep(grid, *step);
    }
    ++tally.solved;
}

struct RateTally {
    std::vector<double> all; // microseconds per rating
    std::vector<double> capped;
    long puzzles = 0;
    long solvedAll = 0;
    long solvedCapped = 0;
};

void ratePuzzle(sudoku::Solver &solver, const sudoku::Board &puzzle, RateTally &tally)
{
    sudoku::SolveOptions two;
    two.solutionLimit = 2;
    const auto solve = solver.solve(puzzle, two);
    if (solve.status != sudoku::SolveStatus::Unique)
        return;
    ++tally.puzzles;
    sudoku::RateOptions options;
    options.assumeUnique = true;
    double start = threadMicroseconds();
    tally.solvedAll += sudoku::rate(puzzle, options).solved;
    tally.all.push_back(threadMicroseconds() - start);
    options.maxLevel = sudoku::Level::Expert;
    start = threadMicroseconds();
    tally.solvedCapped += sudoku::rate(puzzle, options).solved;
    tally.capped.push_back(threadMicroseconds() - start);
}

std::string timeSummary(std::vector<double> times)
{
    std::sort(times.begin(), times.end());
    double total = 0;
    for (double t : times)
        total += t;
    const auto at
        = [&](double q) { return times[static_cast<std::size_t>(q * static_cast<double>(times.size() - 1))]; };
    char text[200];
    std::snprintf(text, sizeof text, "%zu times: median %.0f us, 95th pct. %.0f us, max %.0f us, total %.2f s (%.0f/s)",
        times.size(), at(0.5), at(0.95), times.back(), total * 1e-6,
        static_cast<double>(times.size()) / (total * 1e-6));
    return std::string(text);
}

void reportRates(const std::string &name, const RateTally &tally)
{
    if (tally.all.empty())
        return;
    std::printf("%s: %ld puzzles rated; solved by logic: %ld with every technique, %ld up to Expert\n", name.c_str(),
        tally.puzzles, tally.solvedAll, tally.solvedCapped);
    std::printf("  every technique: %s\n", timeSummary(tally.all).c_str());
    std::printf("  up to Expert:    %s\n", timeSummary(tally.capped).c_str());
    std::fflush(stdout);
}

void report(const std::string &name, const Tally &tally)
{
    std::printf("%s: %ld puzzles (%ld with several solutions), %ld solved by logic, %ld positions, %ld steps "
                "checked, %ld wrong\n",
        name.c_str(), tally.puzzles, tally.multiple, tally.solved, tally.positions, tally.steps, tally.wrong);
    std::string line = "  ";
    for (int t = 0; t < sudoku::kTechniqueCount; ++t) {
        if (!tally.perTechnique[static_cast<std::size_t>(t)])
            continue;
        line += std::string(sudoku::techniqueId(static_cast<sudoku::Technique>(t))) + " "
            + std::to_string(tally.perTechnique[static_cast<std::size_t>(t)]) + "  ";
        if (line.size() > 100) {
            std::printf("%s\n", line.c_str());
            line = "  ";
        }
    }
    if (line.size() > 2)
        std::printf("%s\n", line.c_str());
    if (!tally.withAls.empty()) {
        std::printf("  findAllSteps per position, all techniques: %s\n", timeSummary(tally.withAls).c_str());
        std::printf("  without Sue de Coq and ALS:                %s\n", timeSummary(tally.withoutAls).c_str());
    }
    std::fflush(stdout);
}

int usage()
{
    std::fprintf(stderr,
        "usage: sudoku-logiccheck [--limit N] [--stride S] [--every K] [--generated N] "
        "[--generate LEVEL:N] [--seed K] [--time] [--rate] [FILE...]\n");
    return 2;
}

const char *const kDefaultFiles[] = {"kaggle_10k.txt", "17_clue.txt", "magictour_top1465.txt",
    "forum_hardest_1905_11plus_10k.txt", "forum_hardest_1106.txt"};

} // namespace

int main(int argc, char **argv)
{
    long limit = 0;
    long stride = 1;
    int every = 1;
    int generatedPerLevel = 0;
    std::uint64_t seed = 2024;
    bool time = false;
    bool rateOnly = false;
    std::vector<std::pair<sudoku::Level, long>> generate;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--help" || arg == "-h") {
            usage();
            return 0;
        } else if (arg == "--limit" && hasValue)
            limit = std::atol(argv[++i]);
        else if (arg == "--stride" && hasValue)
            stride = std::max(1L, std::atol(argv[++i]));
        else if (arg == "--every" && hasValue)
            every = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--generated" && hasValue)
            generatedPerLevel = std::max(0, std::atoi(argv[++i]));
        else if (arg == "--time")
            time = true;
        else if (arg == "--rate")
            rateOnly = true;
        else if (arg == "--seed" && hasValue)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--generate" && hasValue) {
            const std::string value = argv[++i];
            const auto colon = value.find(':');
            const auto level = sudoku::levelFromName(value.substr(0, colon));
            if (colon == std::string::npos || !level)
                return usage();
            generate.emplace_back(*level, std::atol(value.c_str() + colon + 1));
        } else if (!arg.empty() && arg[0] == '-')
            return usage();
        else
            files.push_back(arg);
    }
    if (files.empty() && generate.empty() && generatedPerLevel == 0) {
        for (const char *name : kDefaultFiles)
            files.push_back(std::string(SUDOKU_DATA_DIR) + "/" + name);
    }
    const auto solver = sudoku::makeSolver(sudoku::Algorithm::Dfs);
    Tally all;
    const auto finish = [&](const std::string &name, const Tally &tally, const RateTally &rates) {
        if (rateOnly) {
            reportRates(name, rates);
            return;
        }
        report(name, tally);
        all.puzzles += tally.puzzles;
        all.positions += tally.positions;
        all.steps += tally.steps;
        all.wrong += tally.wrong;
    };
    for (const std::string &file : files) {
        std::ifstream in(file);
        if (!in) {
            std::fprintf(stderr, "%s: cannot open\n", file.c_str());
            return 2;
        }
        Tally tally;
        RateTally rates;
        std::string line;
        long index = 0;
        long taken = 0;
        while (std::getline(in, line) && (limit == 0 || taken < limit)) {
            const auto grid = parse(line);
            if (!grid)
                continue;
            if (index++ % stride != 0)
                continue;
            ++taken;
            if (rateOnly)
                ratePuzzle(*solver, sudoku::Board::fromGivens(*grid), rates);
            else
                checkPuzzle(
                    *solver, sudoku::Board::fromGivens(*grid), every, time, file + " #" + std::to_string(index), tally);
        }
        finish(file, tally, rates);
    }
    // --generated: one generator for every level, in turn.
    if (generatedPerLevel > 0) {
        sudoku::Generator generator(seed);
        for (int level = 0; level < sudoku::kLevelCount; ++level) {
            Tally tally;
            RateTally rates;
            sudoku::GeneratorOptions options;
            options.level = static_cast<sudoku::Level>(level);
            const std::string name = "generated " + std::string(sudoku::levelId(*options.level));
            for (int i = 0; i < generatedPerLevel; ++i) {
                const auto generated = generator.generate(options);
                if (generated && rateOnly)
                    ratePuzzle(*solver, generated->puzzle, rates);
                else if (generated)
                    checkPuzzle(*solver, generated->puzzle, every, time, name + " #" + std::to_string(i), tally);
            }
            finish(name, tally, rates);
        }
    }
    // --generate: each puzzle from its own seed.
    for (const auto &[level, count] : generate) {
        Tally tally;
        RateTally rates;
        sudoku::GeneratorOptions options;
        options.level = level;
        const std::string name = "generated " + std::string(sudoku::levelId(level));
        for (long i = 0; i < count; ++i) {
            sudoku::Generator generator(sudoku::puzzleSeed(seed, static_cast<std::uint64_t>(i)));
            const auto generated = generator.generate(options);
            if (generated && rateOnly)
                ratePuzzle(*solver, generated->puzzle, rates);
            else if (generated)
                checkPuzzle(*solver, generated->puzzle, every, time, name + " #" + std::to_string(i), tally);
        }
        finish(name, tally, rates);
    }
    if (!rateOnly)
        std::printf("all: %ld puzzles, %ld positions, %ld steps checked, %ld wrong\n", all.puzzles, all.positions,
            all.steps, all.wrong);
    return all.wrong ? 1 : 0;
}
