// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli hint: the next step for a puzzle or a pencil-marked position, in words and in HoDoKu's format.
#include "commands.h"
#include "logicbatch.h"
#include "orderedrunner.h"
#include "output.h"

#include "sudoku/io/hodoku.h"
#include "sudoku/logic/logic.h"

#include <bit>
#include <cstdio>
#include <iostream>

namespace cli
{

namespace
{

const char *const kHelp = R"(Usage: sudoku-cli hint [options] [FILE...]

For every puzzle or position of the files (stdin when none, or for '-'), the easiest step that applies (the
step 'rate --steps' takes next at that position, so the hints walk the path the rating counts), as two lines: the step in words, then the step in HoDoKu's library format (the position and the step, so it
can be replayed and checked elsewhere):

  Hidden Single: In box 2, 7 can only go in r3c5. => r3c5=7
  :0002:7:<grid>:<deleted candidates>::375:

A variant's step (Sudoku-X, Hyper, Jigsaw, Killer: a killer's cages have techniques of their own) is only
the line in words (with --all, '<technique id>: <the step in words>'), as a library line cannot hold the
rules.

When no technique applies, the first line says so and offers a digit from the solution; the second is the
position. With --all, every step that applies instead: every technique, every instance, one library line
each, after a comment line '# puzzle N (line L): K steps'.

With --technique ID[,ID...], where on the puzzle's easiest-step solve each technique first applies (its own
finder finds a step, though the solve may take an easier one there), one line a puzzle: 'ID=K' for each
technique, K the steps the solve takes before that position, '-' when it never applies:

  dual-2-string-kite=31 remote-pair=-

)";

const char *const kOptionsHelp = R"(
Options:
  --all                  list every step that applies, not just the easiest
  --no-uniqueness        never use unique-rectangle-1 and bug-plus-1
  --max-level LEVEL      use no technique above LEVEL (easy, medium, hard, expert, master, extreme)
  --technique ID[,ID...] where on the solve each technique first applies (ids: sudoku-cli practise --list)
)";

const char *const kBatchHelp
    = R"(  --algo, --budget       the solver that counts each puzzle's solutions first (uniqueness)
  --help                 show this help

A puzzle that cannot be read, has clashing givens or no solution, and a position that contradicts its
solution (a wrong digit, a pencil mark of the solution removed), gets one line on stderr
("puzzle 3 (line 12): ...") and 'x' lines on stdout (two; one with --all or --technique). Exit status:
0 every puzzle answered, 1 some puzzle failed (or no puzzle found), 2 usage error, unreadable file or
unwritable output.
)";

struct Chunk {
    std::vector<Entry> entries;
    std::string out;
    std::string err;
    std::chrono::nanoseconds time {0};
    bool failed = false;
};

// A digit of the solution for the empty cell with the fewest candidates (the easiest to check by hand).
std::string solutionDigit(const sudoku::CandidateGrid &position, const sudoku::Grid &solution)
{
    int best = -1;
    for (int cell : position.emptyCells()) {
        if (best < 0
            || std::popcount(unsigned(position.candidates(cell))) < std::popcount(unsigned(position.candidates(best))))
            best = cell;
    }
    return sudoku::cellName(best) + "=" + std::to_string(solution[best]);
}

// hint --technique: for each wanted technique, the steps of the easiest-step solve before the first position where
// it applies (solveUntil in Applies mode), "id=K" or "id=-", in the technique order.
std::string appliesLine(const sudoku::CandidateGrid &position, const sudoku::TechniqueSet &wanted,
    const sudoku::LogicOptions &logic, sudoku::Level maxLevel)
{
    sudoku::RateOptions options;
    options.assumeUnique = logic.assumeUnique;
    options.uniquenessMissingCandidates = logic.uniquenessMissingCandidates;
    options.maxLevel = maxLevel;
    std::string line;
    for (const sudoku::Technique t : sudoku::techniqueOrder()) {
        if (!wanted.contains(t))
            continue;
        const auto until
            = sudoku::solveUntil(position, sudoku::TechniqueSet::of(t), options, sudoku::SolveUntilMode::Applies);
        line += (line.empty() ? "" : " ") + std::string(sudoku::techniqueId(t)) + "="
            + (until ? std::to_string(until->before.steps.size()) : std::string("-"));
    }
    return line + "\n";
}

} // namespace

int runHint(const std::vector<std::string> &args)
{
    auto specs = batchOptionSpecs();
    specs.push_back({"all", false});
    specs.push_back({"no-uniqueness", false});
    specs.push_back({"max-level", true});
    specs.push_back({"technique", true});
    const CommandLine commandLine(args, specs);
    if (!commandLine.ok())
        return usageError(commandLine.error(), "hint");
    if (commandLine.flag("help")) {
        return printText(std::string(kHelp) + kLogicInputHelp + kOptionsHelp + kBatchOptionsHelp + kBatchHelp);
    }
    int exitCode = kExitOk;
    const auto batch = parseBatchOptions(commandLine, "hint", exitCode);
    if (!batch)
        return exitCode;
    const bool all = commandLine.flag("all");
    const bool uniqueness = !commandLine.flag("no-uniqueness");
    const auto maxLevel = maxLevelOption(commandLine, "hint", exitCode);
    if (!maxLevel)
        return exitCode;
    std::optional<sudoku::TechniqueSet> wanted;
    if (const auto ids = commandLine.value("technique")) {
        std::string error;
        wanted = parseTechniques(*ids, error);
        if (!wanted)
            return usageError(error, "hint");
        if (all)
            return usageError("--all and --technique do not go together", "hint");
    }
    auto solvers = batch->makeSolvers();
    InputReader reader(commandLine.positional(), batch->format, true);
    Output output;
    ChunkSizer sizer;

    bool anyFailed = false;
    runChunks<Chunk>(
        batch->jobs, [&](Chunk &chunk) { return reader.next(chunk.entries, sizer.size()); },
        [&](Chunk &chunk, unsigned worker) {
            const WorkTimer timer;
            chunk.out.clear();
            chunk.err.clear();
            chunk.failed = false;
            for (const Entry &entry : chunk.entries) {
                if (!entry.isPuzzle()) {
                    chunk.err += entry.message + "\n";
                    continue;
                }
                std::string failure;
                std::string text;
                std::size_t count = 0;
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
                        sudoku::LogicOptions options;
                        options.assumeUnique = uniqueness && check.unique;
                        options.techniques = sudoku::techniquesUpTo(*maxLevel);
                        options = optionsOf(entry, options);
                        if (wanted) {
                            text = appliesLine(position, *wanted, options, *maxLevel);
                        } else if (all) {
                            const auto steps = sudoku::findAllSteps(position, options);
                            count = steps.size();
                            for (const auto &step : steps)
                                text += stepLine(position, step) + "\n";
                        } else if (const auto step = sudoku::findStep(position, options)) {
                            text = sudoku::describeStep(*step) + "\n"
                                + (position.isClassic() ? sudoku::libraryLine(position, *step) + "\n" : "");
                        } else {
                            text = position.isSolved() ? std::string("The puzzle is solved.")
                                : check.unique
                                ? "No technique applies; from the solution: " + solutionDigit(position, check.solution)
                                : std::string("No technique applies.");
                            text += "\n" + positionLine(position) + "\n";
                        }
                    }
                }
                const bool failed = !failure.empty();
                if (failed) {
                    chunk.err += failure + "\n";
                    chunk.failed = true;
                }
                if (all) {
                    chunk.out += "# " + entry.where() + ": "
                        + (failed ? std::string("x") : std::to_string(count) + " steps") + "\n" + text;
                } else {
                    chunk.out += failed ? std::string(wanted ? "x\n" : "x\nx\n") : text;
                }
            }
            chunk.time = timer.elapsed();
        },
        [&](Chunk &chunk) {
            sizer.record(chunk.entries.size(), chunk.time);
            anyFailed = anyFailed || chunk.failed;
            Output::err(chunk.err);
            return output.out(chunk.out);
        });
    if (output.failed())
        return output.reportFailure();
    return batchExitCode(false, reader.unreadable(), anyFailed || reader.problems());
}

} // namespace cli
