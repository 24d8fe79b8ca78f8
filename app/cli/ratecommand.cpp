// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli rate: the difficulty of every puzzle, from solving it the way a person would.
#include "commands.h"
#include "logicbatch.h"
#include "orderedrunner.h"
#include "output.h"

#include "sudoku/io/hodoku.h"
#include "sudoku/logic/rating.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>

namespace cli
{

namespace
{

const char *const kHelp = R"(Usage: sudoku-cli rate [options] [FILE...]

Rates every puzzle of the files (stdin when none, or for '-'): solves it the way a person would, always
taking the easiest step that applies, and prints one line per puzzle, in input order:

  <level> <rating> <technique>=<uses> ...      e.g.  Hard 3.20 hidden-single=38 naked-single=9 x-wing=1

The rating is on Sudoku Explainer's scale: the difficulty of the hardest step (the technique's, plus terms
for the length of a chain and the nesting of a net), and a level is a band of it. The levels, their bands
and the techniques whose difficulty falls in them (each level allows those of the levels before it too;
the uniqueness ones only for puzzles with exactly one solution, the cage ones only in a killer):
)";

const char *const kHelpAfterLevels
    = R"(A puzzle none of these solves needs trial and error, which is not a level: its line reads
'Trial-and-error <rating> ... stuck=<empty cells left>', the rating 10 or more (with --max-level below
extreme a puzzle that needs more than the cap reads 'Extreme <rating> ... stuck=<empty cells left>').

)";

// The levels' part of the help, from the registry: each level's band and its techniques by difficulty.
std::string levelsHelp()
{
    std::string text;
    for (int l = 0; l < sudoku::kLevelCount; ++l) {
        const auto level = static_cast<sudoku::Level>(l);
        char band[64];
        if (level == sudoku::Level::Extreme)
            std::snprintf(band, sizeof band, "%.1f and up", sudoku::levelFloor(level));
        else if (level == sudoku::Level::Easy)
            std::snprintf(band, sizeof band, "below %.1f", sudoku::levelCeiling(level));
        else
            std::snprintf(band, sizeof band, "%.1f to %.1f", sudoku::levelFloor(level), sudoku::levelCeiling(level));
        std::string line = "  " + std::string(sudoku::levelName(level)) + " (" + band + "):";
        const std::string indent = "      ";
        for (const sudoku::Technique t : sudoku::techniqueOrder()) {
            if (sudoku::techniqueLevel(t) != level)
                continue;
            const std::string word = " " + std::string(sudoku::techniqueId(t));
            if (line.size() + word.size() > 108) {
                text += line + "\n";
                line = indent;
            }
            line += word;
        }
        text += line + "\n";
    }
    return text;
}

const char *const kOptionsHelp = R"(
Options:
  --steps                print every step of the solve instead, one line per step in HoDoKu's library
                         format (the position before the step, the technique code, the eliminations or
                         placement), after a comment line '# puzzle N (line L): <rating line>'; a
                         variant's steps (Sudoku-X, Hyper, Jigsaw, Killer), which a library line cannot
                         hold, as '<technique id>: <the step in words>'
  --no-uniqueness        never use unique-rectangle-1 and bug-plus-1
  --max-level LEVEL      try no technique above LEVEL (easy, medium, hard, expert, master, extreme): a puzzle
                         that needs more ends stuck and rates Extreme
  --stats                print a summary on stderr: puzzles per level and needing trial and error,
                         ratings per second
)";

const char *const kBatchHelp
    = R"(  --algo, --budget       the solver that counts each puzzle's solutions first (uniqueness)
  --help                 show this help

A puzzle that cannot be read, has clashing givens, has no solution, or a position that contradicts its
solution gets one line on stderr ("puzzle 3 (line 12): no solution") and the line 'x' on stdout. A puzzle
with more than one solution is rated without uniqueness techniques, with a note on stderr.
Exit status: 0 every puzzle rated, 1 some puzzle failed (or no puzzle found), 2 usage error, unreadable
file or unwritable output.
)";

struct Chunk {
    std::vector<Entry> entries;
    std::string out;
    std::string err;
    std::chrono::nanoseconds time {0};
    std::size_t puzzles = 0, failed = 0;
    std::array<std::size_t, sudoku::kLevelCount> perLevel {};
    std::size_t trialAndError = 0;
    std::vector<std::chrono::nanoseconds> times; // logic time per rated puzzle
};

std::string ratingLine(const sudoku::Rating &rating)
{
    std::array<char, 16> score {};
    std::snprintf(score.data(), score.size(), "%.2f", rating.score);
    std::string line = std::string(rating.needsTrialAndError ? "Trial-and-error" : sudoku::levelName(rating.level))
        + " " + score.data();
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
    if (commandLine.flag("help")) {
        return printText(std::string(kHelp) + levelsHelp() + kHelpAfterLevels + kLogicInputHelp + kOptionsHelp
            + kBatchOptionsHelp + kBatchHelp);
    }
    int exitCode = kExitOk;
    const auto batch = parseBatchOptions(commandLine, "rate", exitCode);
    if (!batch)
        return exitCode;
    const bool steps = commandLine.flag("steps");
    const bool uniqueness = !commandLine.flag("no-uniqueness");
    const bool stats = commandLine.flag("stats");
    const auto maxLevel = maxLevelOption(commandLine, "rate", exitCode);
    if (!maxLevel)
        return exitCode;
    auto solvers = batch->makeSolvers();
    InputReader reader(commandLine.positional(), batch->format, true);
    Output output;
    ChunkSizer sizer;

    std::array<std::size_t, sudoku::kLevelCount> perLevel {};
    std::size_t trialAndError = 0;
    std::size_t puzzles = 0, failed = 0;
    std::chrono::nanoseconds logicTime {0};
    std::vector<std::chrono::nanoseconds> times; // per rated puzzle, for --stats
    const auto start = std::chrono::steady_clock::now();
    runChunks<Chunk>(
        batch->jobs, [&](Chunk &chunk) { return reader.next(chunk.entries, sizer.size()); },
        [&](Chunk &chunk, unsigned worker) {
            const WorkTimer timer;
            chunk.out.clear();
            chunk.err.clear();
            chunk.puzzles = chunk.failed = 0;
            chunk.perLevel = {};
            chunk.trialAndError = 0;
            chunk.times.clear();
            for (const Entry &entry : chunk.entries) {
                if (!entry.isPuzzle()) {
                    chunk.err += entry.message + "\n";
                    continue;
                }
                ++chunk.puzzles;
                std::string failure;
                std::string result;
                std::string stepLines;
                if (!entry.record.ok()) {
                    failure = entry.parseError();
                } else {
                    const sudoku::CandidateGrid position = positionOf(entry);
                    const PositionCheck check = checkPosition(*solvers[worker], position, batch->nodeBudget);
                    if (!check.ok) {
                        failure = entry.where() + ": " + check.failure;
                    } else {
                        if (!check.note.empty())
                            chunk.err += entry.where() + ": " + check.note + "\n";
                        sudoku::RateOptions options;
                        options.assumeUnique = uniqueness && check.unique;
                        options.maxLevel = *maxLevel;
                        const auto begin = std::chrono::steady_clock::now();
                        sudoku::Rating rating;
                        if (steps) {
                            const auto solve = sudoku::solveLogically(position, options);
                            rating = solve.rating;
                            sudoku::CandidateGrid grid = solve.start;
                            for (const auto &step : solve.steps) {
                                stepLines += stepLine(grid, step) + "\n";
                                sudoku::applyStep(grid, step);
                            }
                            if (!solve.rating.solved)
                                stepLines += std::string(solve.rating.needsTrialAndError
                                                     ? "# stuck, no technique applies (trial and error from here): "
                                                     : "# stuck, no technique applies: ")
                                    + positionLine(grid) + "\n";
                        } else {
                            rating = sudoku::rate(position, options);
                        }
                        chunk.times.push_back(std::chrono::steady_clock::now() - begin);
                        result = ratingLine(rating);
                        if (rating.needsTrialAndError)
                            ++chunk.trialAndError;
                        else
                            ++chunk.perLevel[static_cast<std::size_t>(rating.level)];
                    }
                }
                if (!failure.empty()) {
                    chunk.err += failure + "\n";
                    ++chunk.failed;
                }
                if (steps)
                    chunk.out += "# " + entry.where() + ": " + (result.empty() ? "x" : result) + "\n" + stepLines;
                else
                    chunk.out += result.empty() ? "x\n" : result + "\n";
            }
            chunk.time = timer.elapsed();
        },
        [&](Chunk &chunk) {
            sizer.record(chunk.entries.size(), chunk.time);
            puzzles += chunk.puzzles;
            failed += chunk.failed;
            for (int l = 0; l < sudoku::kLevelCount; ++l)
                perLevel[l] += chunk.perLevel[l];
            trialAndError += chunk.trialAndError;
            for (const auto time : chunk.times) {
                logicTime += time;
                if (stats)
                    times.push_back(time);
            }
            Output::err(chunk.err);
            return output.out(chunk.out);
        });
    if (output.failed())
        return output.reportFailure();
    if (stats) {
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const double logicSeconds = std::chrono::duration<double>(logicTime).count();
        const std::size_t rated = puzzles - failed;
        std::fprintf(stderr, "rate: %zu puzzles, %zu rated, %zu failed in %.3f s (%u jobs)", puzzles, rated, failed,
            seconds, batch->jobs);
        for (int l = 0; l < sudoku::kLevelCount; ++l)
            std::fprintf(
                stderr, "; %s %zu", std::string(sudoku::levelName(static_cast<sudoku::Level>(l))).c_str(), perLevel[l]);
        std::fprintf(stderr, "; trial and error %zu", trialAndError);
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
    return batchExitCode(false, reader.unreadable(), failed > 0 || reader.problems());
}

} // namespace cli
