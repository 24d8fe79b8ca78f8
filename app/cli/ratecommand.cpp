// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli rate: the difficulty of every puzzle, from solving it the way a person would.
#include "commands.h"
#include "logicbatch.h"
#include "orderedrunner.h"

#include "sudoku/hodoku.h"
#include "sudoku/rating.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <iostream>

namespace cli
{

namespace
{

const char *const kHelp = R"(Usage: sudoku-cli rate [options] [FILE...]

Rates every puzzle of the files (stdin when none, or for '-'): solves it the way a person would, always
taking the easiest step that applies, and prints one line per puzzle, in input order:

  <level> <rating> <technique>=<uses> ...      e.g.  Hard 3.25 hidden-single=38 naked-single=9 x-wing=1

Levels and the techniques they allow:
  Easy     full-house, hidden-single, naked-single
  Medium   pointing, claiming, locked-pair, naked-pair, hidden-pair, locked-triple, naked-triple,
           hidden-triple
  Hard     naked-quad, hidden-quad, x-wing, swordfish, jellyfish, xy-wing, xyz-wing
  Expert   skyscraper, 2-string-kite, simple-colour-trap, simple-colour-wrap, w-wing,
           unique-rectangle-1, bug-plus-1 (the last two only for puzzles with exactly one solution)
  Extreme  x-chain, remote-pair, xy-chain, continuous-nice-loop, discontinuous-nice-loop, aic, the
           grouped-... three, forcing-chain-contradiction, forcing-chain-verity,
           forcing-net-contradiction, forcing-net-verity; a puzzle none of these solves needs guessing:
           the line ends with 'stuck=<empty cells left>'
The rating is the hardest technique's difficulty (1.0 full house ... 4.7 BUG+1, 6.5 x-chain ... 8.9
forcing-net-verity) plus 0.05 for each doubling of the steps at its level; a puzzle that needs guessing
rates 5.x.

)";

const char *const kOptionsHelp = R"(
Options:
  --steps                print every step of the solve instead, one line per step in HoDoKu's library
                         format (the position before the step, the technique code, the eliminations or
                         placement), after a comment line '# puzzle N (line L): <rating line>'
  --no-uniqueness        never use unique-rectangle-1 and bug-plus-1
  --max-level LEVEL      try no technique above LEVEL (easy, medium, hard, expert, extreme): a puzzle
                         that needs more ends stuck and rates Extreme
  --stats                print a summary on stderr: puzzles per level, ratings per second
)";

const char *const kBatchHelp
    = R"(  --algo, --budget       the solver that counts each puzzle's solutions first (uniqueness)
  --help                 show this help

A puzzle that cannot be read, has clashing givens, has no solution, or a position that contradicts its
solution gets one line on stderr ("puzzle 3 (line 12): no solution") and the line 'x' on stdout. A puzzle
with more than one solution is rated without uniqueness techniques, with a note on stderr.
Exit status: 0 every puzzle rated, 1 some puzzle failed, 2 usage error or unreadable file.
)";

struct Outcome {
    std::string failure;
    std::string note;
    sudoku::Rating rating;
    std::string steps; // --steps: the library lines
    std::chrono::nanoseconds logicTime {0};
};

std::string ratingLine(const sudoku::Rating &rating)
{
    std::array<char, 16> score {};
    std::snprintf(score.data(), score.size(), "%.2f", rating.score);
    std::string line = std::string(sudoku::levelName(rating.level)) + " " + score.data();
    for (int t = 0; t < sudoku::kTechniqueCount; ++t) {
        if (rating.uses[t] > 0)
            line += " " + std::string(sudoku::techniqueId(static_cast<sudoku::Technique>(t))) + "="
                + std::to_string(rating.uses[t]);
    }
    if (!rating.solved)
        line += " stuck=" + std::to_string(rating.emptyWhenStuck);
    return line;
}

} // namespace

int runRate(const std::vector<std::string> &args)
{
    auto specs = batchOptionSpecs();
    specs.push_back({"steps", false});
    specs.push_back({"no-uniqueness", false});
    specs.push_back({"max-level", true});
    specs.push_back({"stats", false});
    const CommandLine commandLine(args, specs);
    if (!commandLine.ok())
        return usageError(commandLine.error(), "rate");
    sudoku::Level maxLevel = sudoku::Level::Extreme;
    if (const auto name = commandLine.value("max-level")) {
        const auto level = sudoku::levelFromName(*name);
        if (!level)
            return usageError("unknown level '" + *name + "' (use easy, medium, hard, expert or extreme)", "rate");
        maxLevel = *level;
    }
    if (commandLine.flag("help")) {
        std::cout << kHelp << kLogicInputHelp << kOptionsHelp << kBatchOptionsHelp << kBatchHelp;
        return kExitOk;
    }
    int exitCode = kExitOk;
    auto logic = prepareLogicBatch(commandLine, exitCode);
    if (!logic)
        return exitCode;
    const Batch &batch = logic->batch;
    const bool steps = commandLine.flag("steps");
    const bool uniqueness = !commandLine.flag("no-uniqueness");
    const bool stats = commandLine.flag("stats");
    auto solvers = batch.makeSolvers();

    std::array<std::size_t, sudoku::kLevelCount> perLevel {};
    std::size_t failed = 0;
    std::chrono::nanoseconds logicTime {0};
    std::vector<std::chrono::nanoseconds> times; // per rated puzzle, for --stats
    const auto start = std::chrono::steady_clock::now();
    std::string out;
    runOrdered<Outcome>(
        batch.puzzles.size(), batch.jobs,
        [&](std::size_t i, unsigned worker) {
            Outcome outcome;
            const PuzzleRef ref = batch.puzzles[i];
            if (!batch.recordOf(ref).ok())
                return outcome;
            const sudoku::CandidateGrid position = logic->positionOf(ref);
            const PositionCheck check = checkPosition(*solvers[worker], position, batch.nodeBudget);
            outcome.note = check.note;
            if (!check.ok) {
                outcome.failure = check.failure;
                return outcome;
            }
            sudoku::RateOptions options;
            options.assumeUnique = uniqueness && check.unique;
            options.maxLevel = maxLevel;
            const auto begin = std::chrono::steady_clock::now();
            if (steps) {
                const auto solve = sudoku::solveLogically(position, options);
                outcome.rating = solve.rating;
                sudoku::CandidateGrid grid = solve.start;
                for (const auto &step : solve.steps) {
                    outcome.steps += sudoku::libraryLine(grid, step) + "\n";
                    sudoku::applyStep(grid, step);
                }
                if (!solve.rating.solved)
                    outcome.steps += "# stuck, no technique applies: " + sudoku::libraryLine(grid) + "\n";
            } else {
                outcome.rating = sudoku::rate(position, options);
            }
            outcome.logicTime = std::chrono::steady_clock::now() - begin;
            return outcome;
        },
        [&](std::size_t i, Outcome &&outcome) {
            const PuzzleRef ref = batch.puzzles[i];
            const InputFile &file = batch.fileOf(ref);
            const auto &record = batch.recordOf(ref);
            std::string result;
            if (!record.ok()) {
                std::cerr << file.where(*record.error) << "\n";
                ++failed;
            } else if (!outcome.failure.empty()) {
                std::cerr << file.where(record) << ": " << outcome.failure << "\n";
                ++failed;
            } else {
                if (!outcome.note.empty())
                    std::cerr << file.where(record) << ": " << outcome.note << "\n";
                result = ratingLine(outcome.rating);
                ++perLevel[static_cast<std::size_t>(outcome.rating.level)];
                logicTime += outcome.logicTime;
                if (stats)
                    times.push_back(outcome.logicTime);
            }
            if (steps) {
                out = "# " + file.where(record) + ": " + (result.empty() ? "x" : result) + "\n" + outcome.steps;
            } else {
                out = result.empty() ? "x\n" : result + "\n";
            }
            std::fwrite(out.data(), 1, out.size(), stdout);
        });
    std::fflush(stdout);
    if (stats) {
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const double logicSeconds = std::chrono::duration<double>(logicTime).count();
        const std::size_t rated = batch.puzzles.size() - failed;
        std::fprintf(stderr, "rate: %zu puzzles, %zu rated, %zu failed in %.3f s (%u jobs)", batch.puzzles.size(),
            rated, failed, seconds, batch.jobs);
        for (int l = 0; l < sudoku::kLevelCount; ++l)
            std::fprintf(
                stderr, "; %s %zu", std::string(sudoku::levelName(static_cast<sudoku::Level>(l))).c_str(), perLevel[l]);
        std::fprintf(stderr, "\nrate: logic %.3f s, %.0f ratings/s per job (uniqueness check and I/O excluded)",
            logicSeconds, logicSeconds > 0 ? static_cast<double>(rated) / logicSeconds : 0.0);
        if (!times.empty()) {
            std::sort(times.begin(), times.end());
            const auto micros = [&](double q) {
                const auto index = static_cast<std::size_t>(q * static_cast<double>(times.size() - 1));
                return std::chrono::duration<double, std::micro>(times[index]).count();
            };
            std::fprintf(stderr, "; per puzzle: median %.0f us, 95th percentile %.0f us, max %.0f us", micros(0.5),
                micros(0.95), micros(1.0));
        }
        std::fprintf(stderr, "\n");
    }
    return (failed > 0 || batch.inputProblems) ? kExitSomeFailed : kExitOk;
}

} // namespace cli
