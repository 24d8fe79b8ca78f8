// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli hint: the next step for a puzzle or a pencil-marked position, in words and in HoDoKu's format.
#include "commands.h"
#include "logicbatch.h"
#include "orderedrunner.h"

#include "sudoku/hodoku.h"
#include "sudoku/logic.h"
#include "sudoku/rating.h"

#include <bit>
#include <cstdio>
#include <iostream>

namespace cli
{

namespace
{

const char *const kHelp = R"(Usage: sudoku-cli hint [options] [FILE...]

For every puzzle or position of the files (stdin when none, or for '-'), the easiest step that applies, as
two lines: the step in words, then the step in HoDoKu's library format (the position and the step, so it
can be replayed and checked elsewhere):

  Hidden Single: in box 2, 7 fits only in r3c5 => r3c5=7
  :0002:7:<grid>:<deleted candidates>::375:

When no technique applies, the first line says so and offers a digit from the solution; the second is the
position. With --all, every step that applies instead: every technique, every instance, one library line
each, after a comment line '# puzzle N (line L): K steps'.

)";

const char *const kOptionsHelp = R"(
Options:
  --all                  list every step that applies, not just the easiest
  --no-uniqueness        never use unique-rectangle-1 and bug-plus-1
  --max-level LEVEL      use no technique above LEVEL (easy, medium, hard, expert, extreme)
)";

const char *const kBatchHelp
    = R"(  --algo, --budget       the solver that counts each puzzle's solutions first (uniqueness)
  --help                 show this help

A puzzle that cannot be read, has clashing givens or no solution, and a position that contradicts its
solution (a wrong digit, a pencil mark of the solution removed), gets one line on stderr
("puzzle 3 (line 12): ...") and 'x' lines on stdout (two; one with --all). Exit status: 0 every puzzle
answered, 1 some puzzle failed, 2 usage error or unreadable file.
)";

struct Outcome {
    std::string failure;
    std::string note;
    std::string text;
    std::size_t count = 0; // --all: the number of steps
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

} // namespace

int runHint(const std::vector<std::string> &args)
{
    auto specs = batchOptionSpecs();
    specs.push_back({"all", false});
    specs.push_back({"no-uniqueness", false});
    specs.push_back({"max-level", true});
    const CommandLine commandLine(args, specs);
    if (!commandLine.ok())
        return usageError(commandLine.error(), "hint");
    if (commandLine.flag("help")) {
        std::cout << kHelp << kLogicInputHelp << kOptionsHelp << kBatchOptionsHelp << kBatchHelp;
        return kExitOk;
    }
    int exitCode = kExitOk;
    auto logic = prepareLogicBatch(commandLine, exitCode);
    if (!logic)
        return exitCode;
    const Batch &batch = logic->batch;
    const bool all = commandLine.flag("all");
    const bool uniqueness = !commandLine.flag("no-uniqueness");
    sudoku::TechniqueSet techniques = sudoku::TechniqueSet::all();
    if (const auto name = commandLine.value("max-level")) {
        const auto level = sudoku::levelFromName(*name);
        if (!level)
            return usageError("unknown level '" + *name + "' (use easy, medium, hard, expert or extreme)", "hint");
        techniques = sudoku::techniquesUpTo(*level);
    }
    auto solvers = batch.makeSolvers();

    bool anyFailed = false;
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
            sudoku::LogicOptions options;
            options.assumeUnique = uniqueness && check.unique;
            options.techniques = techniques;
            options = logic->optionsOf(ref, options);
            if (all) {
                const auto steps = sudoku::findAllSteps(position, options);
                outcome.count = steps.size();
                for (const auto &step : steps)
                    outcome.text += sudoku::libraryLine(position, step) + "\n";
            } else if (const auto step = sudoku::findStep(position, options)) {
                outcome.text = sudoku::describeStep(*step) + "\n" + sudoku::libraryLine(position, *step) + "\n";
            } else {
                outcome.text = position.isSolved() ? std::string("The puzzle is solved.")
                    : check.unique
                    ? "No technique applies; from the solution: " + solutionDigit(position, check.solution)
                    : std::string("No technique applies.");
                outcome.text += "\n" + sudoku::libraryLine(position) + "\n";
            }
            return outcome;
        },
        [&](std::size_t i, Outcome &&outcome) {
            const PuzzleRef ref = batch.puzzles[i];
            const InputFile &file = batch.fileOf(ref);
            const auto &record = batch.recordOf(ref);
            bool failed = false;
            if (!record.ok()) {
                std::cerr << file.where(*record.error) << "\n";
                failed = true;
            } else if (!outcome.failure.empty()) {
                std::cerr << file.where(record) << ": " << outcome.failure << "\n";
                failed = true;
            } else if (!outcome.note.empty()) {
                std::cerr << file.where(record) << ": " << outcome.note << "\n";
            }
            anyFailed = anyFailed || failed;
            if (all) {
                out = "# " + file.where(record) + ": "
                    + (failed ? std::string("x") : std::to_string(outcome.count) + " steps") + "\n" + outcome.text;
            } else {
                out = failed ? std::string("x\nx\n") : outcome.text;
            }
            std::fwrite(out.data(), 1, out.size(), stdout);
        });
    std::fflush(stdout);
    return (anyFailed || batch.inputProblems) ? kExitSomeFailed : kExitOk;
}

} // namespace cli
