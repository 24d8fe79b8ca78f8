// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-logicbench: the full logical rating of public puzzle sets on one core, and its soundness.
//
//   sudoku-logicbench [--files a.txt,b.txt] [--count N] [--net-level L] [--no-als] [--check] [--all-steps K]
//
// For each file (default: every set of ../shared/data with one solution per puzzle), the first N puzzles
// (default all) are rated the way rate() does (the easiest step each time, every technique allowed, under
// the uniqueness assumption, which the fast solver proves first). Reported per file: the share solved
// without trial and error, ratings per second, the median, 95th percentile and largest time per puzzle
// (thread CPU time, so other processes on a shared machine disturb it little), and how many puzzles needed
// each technique beyond Expert.
//
// --check replays every solve against the puzzle's solution: every placement and elimination of every step
// taken must agree with it, and at every K-th position past the singles (--all-steps K, default 4) so must
// every instance of every technique (findAllSteps). Wrong steps are printed; the exit status is 1 if any.

#include "sudoku/io/formats.h"
#include "sudoku/logic/logic.h"
#include "sudoku/logic/rating.h"
#include "sudoku/search/solver.h"

#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace
{

double threadSeconds()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double quantile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

std::vector<std::string> split(const std::string &text)
{
    std::vector<std::string> parts;
    std::stringstream in(text);
    std::string part;
    while (std::getline(in, part, ','))
        parts.push_back(part);
    return parts;
}

std::vector<std::string> readLines(const std::string &path, int count)
{
    std::vector<std::string> lines;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line) && (count <= 0 || static_cast<int>(lines.size()) < count)) {
        if (line.size() >= 81)
            lines.push_back(line.substr(0, 81));
    }
    return lines;
}

bool wrongStep(const sudoku::Step &step, const sudoku::Grid &solution)
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

struct FileResult {
    int puzzles = 0;
    int solved = 0;
    std::vector<double> seconds;
    std::map<sudoku::Technique, int> needed; // puzzles that used the technique
    std::map<int, int> nesting; // forcing-net steps by nesting level
    long checkedSteps = 0;
    long wrong = 0;
};

} // namespace

int main(int argc, char **argv)
{
    std::vector<std::string> files {"17_clue.txt", "magictour_top1465.txt", "forum_hardest_1905_11plus_10k.txt",
        "forum_hardest_1106.txt", "kaggle_10k.txt"};
    int count = 0;
    bool check = false;
    int allStepsEvery = 4;
    sudoku::LogicOptions options;
    options.assumeUnique = true;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "%s needs a value\n", arg.c_str());
                std::exit(2);
            }
            return argv[++i];
        };
        if (arg == "--files")
            files = split(value());
        else if (arg == "--count")
            count = std::atoi(value().c_str());
        else if (arg == "--net-level")
            options.forcingNetLevel = std::atoi(value().c_str());
        else if (arg == "--no-als")
            options.chainAlsNodes = false;
        else if (arg == "--check")
            check = true;
        else if (arg == "--all-steps")
            allStepsEvery = std::max(1, std::atoi(value().c_str()));
        else {
            std::fprintf(stderr,
                "usage: sudoku-logicbench [--files a,b] [--count N] [--net-level L] [--no-als] [--check] "
                "[--all-steps K]\n");
            return 2;
        }
    }
    const auto dfs = sudoku::makeSolver(sudoku::Algorithm::Dfs);
    sudoku::SolveOptions unique;
    unique.solutionLimit = 2;
    bool anyWrong = false;
    for (const std::string &name : files) {
        const std::string path = name.find('/') == std::string::npos ? std::string(SUDOKU_DATA_DIR) + "/" + name : name;
        const auto lines = readLines(path, count);
        if (lines.empty()) {
            std::fprintf(stderr, "%s: no puzzles\n", path.c_str());
            return 2;
        }
        FileResult r;
        for (const std::string &line : lines) {
            const auto parsed = sudoku::parseSinglePuzzle(line);
            if (!parsed.board)
                continue;
            const auto solved = dfs->solve(*parsed.board, unique);
            if (solved.status != sudoku::SolveStatus::Unique)
                continue;
            ++r.puzzles;
            sudoku::CandidateGrid grid = sudoku::CandidateGrid::fromBoard(*parsed.board);
            std::map<sudoku::Technique, bool> used;
            const double start = threadSeconds();
            double paused = 0; // time spent checking, not rating
            int position = 0;
            while (!grid.isSolved()) {
                const auto step = sudoku::findStep(grid, options);
                if (!step)
                    break;
                used[step->technique] = true;
                if (step->technique == sudoku::Technique::ForcingNetContradiction
                    || step->technique == sudoku::Technique::ForcingNetVerity)
                    ++r.nesting[step->nesting];
                if (check) {
                    // Checking is not timed: the clock pauses around it.
                    const double checkStart = threadSeconds();
                    ++r.checkedSteps;
                    if (wrongStep(*step, solved.solution)) {
                        ++r.wrong;
                        std::printf("WRONG %s: %s\n", line.c_str(), sudoku::describeStep(*step).c_str());
                    }
                    if (!step->hasPlacement() && position++ % allStepsEvery == 0) {
                        for (const auto &any : sudoku::findAllSteps(grid, options)) {
                            ++r.checkedSteps;
                            if (wrongStep(any, solved.solution)) {
                                ++r.wrong;
                                std::printf("WRONG %s: %s\n", line.c_str(), sudoku::describeStep(any).c_str());
                            }
                        }
                    }
                    paused += threadSeconds() - checkStart;
                }
                sudoku::applyStep(grid, *step);
            }
            r.seconds.push_back(threadSeconds() - start - paused);
            if (std::getenv("LOGICBENCH_VERBOSE"))
                std::printf(
                    "%s %.3f ms %s\n", line.c_str(), 1e3 * r.seconds.back(), grid.isSolved() ? "solved" : "stuck");
            if (grid.isSolved())
                ++r.solved;
            for (const auto &[t, yes] : used) {
                if (sudoku::techniqueLevel(t) == sudoku::Level::Extreme)
                    ++r.needed[t];
            }
        }
        const std::vector<double> &times = r.seconds;
        double total = 0;
        for (double t : times)
            total += t;
        std::printf("%-36s %6d puzzles  solved %6d (%6.2f%%)  %8.0f ratings/s  median %8.3f ms  p95 %8.3f ms  "
                    "max %8.1f ms\n",
            name.c_str(), r.puzzles, r.solved, 100.0 * r.solved / std::max(1, r.puzzles),
            total > 0 ? r.puzzles / total : 0.0, 1e3 * quantile(times, 0.5), 1e3 * quantile(times, 0.95),
            1e3 * quantile(times, 1.0));
        for (const auto &[t, n] : r.needed)
            std::printf("    %-34s %6d puzzles\n", std::string(sudoku::techniqueName(t)).c_str(), n);
        for (const auto &[level, n] : r.nesting)
            std::printf("    forcing nets of nesting %d: %d steps\n", level, n);
        if (check) {
            std::printf("    checked %ld steps against the solution: %ld wrong\n", r.checkedSteps, r.wrong);
            anyWrong = anyWrong || r.wrong > 0;
        }
        std::fflush(stdout);
    }
    return anyWrong ? 1 : 0;
}
