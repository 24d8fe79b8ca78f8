// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli practise: puzzles whose solution path needs a technique (generate/practise.h), each followed by how
// many steps come before the first step of it and that step in words.
#include "batch.h"
#include "commands.h"
#include "generated.h"
#include "logicbatch.h"
#include "output.h"

#include "sudoku/generate/practise.h"
#include "sudoku/io/formats.h"
#include "sudoku/logic/logic.h"

#include <unistd.h>

#include <iostream>
#include <sstream>

namespace cli
{

namespace
{

const char *const kHelp = R"(Usage: sudoku-cli practise TECHNIQUE[,TECHNIQUE...] [options]

Generates puzzles whose solution path (the easiest-step solve that rate and hint walk) takes a step of one of
the techniques named, by their ids (x-wing, skyscraper, als-xz, ...; --list prints them with their levels).
Each puzzle is printed as generate prints it (an 81-character line, or a variant line), then a comment line
  # N steps before the first x-wing: X-Wing: ...
with the number of steps the solve takes before the first step of a wanted technique, and that step in words.
So the output reads back as input: 'sudoku-cli rate' rates the puzzles, and 'sudoku-cli rate --steps' lists the
steps. Without --level each puzzle is at the technique's own level (to learn it: the step comes soon); with
--level L it is a puzzle of level L, at least the technique's (to practise it in a whole puzzle).

Options:
  --level L              easy, medium, hard, expert, master or extreme: the puzzle's level (default: the
                         technique's own)
  --variant V            classic (default), x, hyper, jigsaw or killer; the technique must apply to it
  --symmetry S           pattern of the givens, as for generate (default rotate180)
  --seed K               seed, a whole number from 0 to 18446744073709551615 (default: a random seed, printed
                         on stderr when stderr is a terminal); the same seed gives the same puzzles
  --count N              number of puzzles (default 1)
  --max-attempts N       random grids tried for each puzzle before giving up; 0 = no limit (default 10000).
                         Some techniques (Hidden Quad, Simple Colour Wrap, Avoidable Rectangle type 2, ...)
                         are almost never the easiest step, and the generator gives up on them
  --list                 print the techniques of the variant, id, level and name, and exit
  --help                 show this help

Exit status: 0 success, 1 the generator gave up on a puzzle (the puzzles before it are printed), 2 usage error
or output that could not be written.
)";

std::string techniqueList(sudoku::Variant variant)
{
    std::string text;
    for (const sudoku::Technique t : sudoku::practiseTechniques(variant)) {
        text += std::string(sudoku::techniqueId(t)) + "\t" + std::string(sudoku::levelId(sudoku::techniqueLevel(t)))
            + "\t" + std::string(sudoku::techniqueName(t)) + "\n";
    }
    return text;
}

} // namespace

int runPractise(const std::vector<std::string> &args)
{
    const CommandLine commandLine(args,
        {{"level", true}, {"variant", true}, {"symmetry", true}, {"seed", true}, {"count", true},
            {"max-attempts", true}, {"list", false}, {"help", false}});
    if (!commandLine.ok())
        return usageError(commandLine.error(), "practise");
    if (commandLine.flag("help"))
        return printText(kHelp);

    sudoku::PractiseOptions options;
    if (const auto name = commandLine.value("variant")) {
        const auto variant = sudoku::variantFromId(lowercase(*name));
        if (!variant)
            return usageError(
                "unknown variant '" + sudoku::printable(*name) + "' (use classic, x, hyper, jigsaw or killer)",
                "practise");
        options.variant = *variant;
    }
    if (commandLine.flag("list"))
        return printText(techniqueList(options.variant));

    if (commandLine.positional().size() != 1)
        return usageError(commandLine.positional().empty()
                ? "no technique given (sudoku-cli practise --list names them)"
                : "practise takes one list of techniques, separated by commas",
            "practise");
    std::string error;
    const auto wanted = parseTechniques(commandLine.positional().front(), error);
    if (!wanted)
        return usageError(error, "practise");
    options.wanted = *wanted;
    if (const auto name = commandLine.value("level")) {
        const auto level = sudoku::levelFromName(*name);
        if (!level)
            return usageError(
                "unknown level '" + sudoku::printable(*name) + "' (use easy, medium, hard, expert, master or extreme)",
                "practise");
        options.mode = sudoku::PractiseMode::Practise;
        options.level = *level;
    }
    if (const auto name = commandLine.value("symmetry")) {
        const auto symmetry = sudoku::symmetryFromName(lowercase(*name));
        if (!symmetry)
            return usageError("unknown symmetry '" + sudoku::printable(*name)
                    + "' (use none, rotate180, rotate90, horizontal, vertical, diagonal, antidiagonal or dihedral)",
                "practise");
        options.symmetry = *symmetry;
    }
    const auto count = commandLine.number("count", 1, 0, 1'000'000, error);
    if (!count)
        return usageError(error, "practise");
    const auto maxAttempts = commandLine.number(
        "max-attempts", sudoku::PractiseOptions::kDefaultPractiseAttempts, 0, 1'000'000'000, error);
    if (!maxAttempts)
        return usageError(error, "practise");
    options.maxAttempts = static_cast<int>(*maxAttempts);
    if (const std::string problem = sudoku::practiseProblem(options); !problem.empty())
        return usageError(problem, "practise");

    bool randomSeed = false;
    const auto seedValue = seedOption(commandLine, error, &randomSeed);
    if (!seedValue)
        return usageError(error, "practise");
    std::uint64_t seed = *seedValue;
    if (randomSeed && isatty(STDERR_FILENO) == 1)
        std::cerr << "seed " << seed << "\n";

    Output output;
    for (long long i = 0; i < *count; ++i) {
        // Each puzzle from its own seed, as generate does: puzzle i is the same whatever --count.
        sudoku::PractiseGenerator generator(sudoku::puzzleSeed(seed, static_cast<std::uint64_t>(i)));
        const auto made = generator.generate(options);
        if (!made) {
            std::cerr << "sudoku-cli practise: puzzle " << i + 1 << " of seed " << seed << ": none in "
                      << sudoku::counted(static_cast<std::size_t>(options.maxAttempts), "random grid")
                      << "; the generator rarely or never makes a puzzle whose solution path takes "
                         "one of these techniques at this level; try another seed, another level or a larger "
                         "--max-attempts\n";
            return kExitSomeFailed;
        }
        const sudoku::Step &step = made->until.step;
        const std::size_t before = made->until.before.steps.size();
        const std::string text = puzzleText(made->generated.puzzle, false) + "\n# " + std::to_string(before)
            + (before == 1 ? " step" : " steps") + " before the first "
            + std::string(sudoku::techniqueId(step.technique)) + ": " + sudoku::describeStep(step) + "\n";
        if (!output.out(text))
            return output.reportFailure();
    }
    return kExitOk;
}

} // namespace cli
