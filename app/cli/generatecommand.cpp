// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli generate: new puzzles, one 81-character line each, reproducible from a seed.
#include "batch.h"
#include "commands.h"
#include "generated.h"
#include "orderedrunner.h"
#include "output.h"

#include "sudoku/generate/generator.h"
#include "sudoku/io/formats.h"
#include "sudoku/io/ruleformats.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

namespace cli
{

namespace
{

const char *const kHelp = R"(Usage: sudoku-cli generate [options]

Generates new puzzles, each with exactly one solution, and prints one 81-character line per puzzle
('.' = empty cell) on stdout. The same seed gives the same puzzles in the same order, whatever --jobs.
A variant puzzle is printed as a variant line (X:, H:, J:, K:; see sudoku-cli(1)) or, with --format solo,
as a game ID of Simon Tatham's Solo.

Options:
  --count N              number of puzzles (default 1)
  --variant V            classic (default), x, hyper, jigsaw (random regions) or killer (random cages;
                         without --level most have no givens); every variant takes --level
  --format F             how a variant puzzle is written: line (default) or solo
  --level L              exact level: easy, medium, hard, expert, master, extreme, or any (default any)
  --symmetry S           pattern of the givens: none, rotate180 (default), rotate90, horizontal, vertical,
                         diagonal, antidiagonal, dihedral
  --seed K               seed, a whole number from 0 to 18446744073709551615 (default: a random seed,
                         printed on stderr with --stats or when stderr is a terminal)
  --minimal              only puzzles from which no single clue can be removed
  --max-attempts N       random grids (and layouts) tried for each puzzle before giving up; 0 = no limit
                         (default: @KILLER@ for a killer at a level, as Extreme needs about 330 on average, else no
                         limit).
                         A puzzle given up on ends the run there with an error, after the puzzles before it
  --jobs N               generate on N threads (0 = one per core; default 1); output order is kept
  --stats                print the seed, the time taken and puzzles per second on stderr
  --help                 show this help

Progress is shown on stderr when it is a terminal.
Exit status: 0 success, 1 the generator gave up on a puzzle, 2 usage error or output that could not be written.
)";

struct Chunk {
    std::size_t first = 0; // puzzles first .. first + count - 1
    std::size_t count = 0;
    std::string out;
    std::chrono::nanoseconds time {0};
    std::optional<std::size_t> gaveUpAt; // the puzzle the generator gave up on (its attempts ran out)
};

} // namespace

int runGenerate(const std::vector<std::string> &args)
{
    const CommandLine commandLine(args,
        {{"count", true}, {"variant", true}, {"format", true}, {"level", true}, {"symmetry", true}, {"seed", true},
            {"minimal", false}, {"max-attempts", true}, {"jobs", true}, {"stats", false}, {"help", false}});
    if (!commandLine.ok())
        return usageError(commandLine.error(), "generate");
    if (commandLine.flag("help")) {
        std::string help = kHelp;
        const std::string_view marker = "@KILLER@";
        help.replace(help.find(marker), marker.size(), std::to_string(sudoku::kKillerLevelAttempts));
        return printText(help);
    }
    if (!commandLine.positional().empty())
        return usageError(
            "generate takes no files ('" + sudoku::printable(commandLine.positional().front()) + "')", "generate");
    std::string error;
    const auto count = commandLine.number("count", 1, 0, 100'000'000, error);
    if (!count)
        return usageError(error, "generate");
    const auto jobs = commandLine.number("jobs", 1, 0, 1024, error);
    if (!jobs)
        return usageError(error, "generate");

    const auto maxAttempts = commandLine.number("max-attempts", -1, 0, 1'000'000'000, error);
    if (!maxAttempts)
        return usageError(error, "generate");

    sudoku::GeneratorOptions options;
    options.rate = false; // generate prints puzzles, not their ratings
    if (commandLine.value("max-attempts"))
        options.maxAttempts = static_cast<int>(*maxAttempts);
    options.minimal = commandLine.flag("minimal");
    if (const auto name = commandLine.value("level"); name && *name != "any") {
        options.level = sudoku::levelFromName(*name);
        if (!options.level)
            return usageError("unknown level '" + sudoku::printable(*name)
                    + "' (use easy, medium, hard, expert, master, extreme or any)",
                "generate");
    }
    if (const auto name = commandLine.value("variant")) {
        const auto variant = sudoku::variantFromId(*name);
        if (!variant)
            return usageError(
                "unknown variant '" + sudoku::printable(*name) + "' (use classic, x, hyper, jigsaw or killer)",
                "generate");
        options.variant = *variant;
    }
    bool solo = false;
    if (const auto name = commandLine.value("format")) {
        if (*name != "line" && *name != "solo")
            return usageError("unknown format '" + sudoku::printable(*name) + "' (use line or solo)", "generate");
        solo = *name == "solo";
    }
    if (solo && options.variant == sudoku::Variant::Hyper)
        return usageError("Solo has no Hyper puzzles: --format solo takes classic, x, jigsaw or killer", "generate");
    if (const auto name = commandLine.value("symmetry")) {
        const auto symmetry = sudoku::symmetryFromName(lowercase(*name));
        if (!symmetry)
            return usageError("unknown symmetry '" + sudoku::printable(*name)
                    + "' (use none, rotate180, rotate90, horizontal, vertical, diagonal, antidiagonal or dihedral)",
                "generate");
        options.symmetry = *symmetry;
    }
    const auto seedValue = seedOption(commandLine, error);
    if (!seedValue)
        return usageError(error, "generate");
    const std::uint64_t seed = *seedValue;

    const bool stats = commandLine.flag("stats");
    const bool progress = isatty(STDERR_FILENO) == 1;
    if (stats || (progress && !commandLine.value("seed")))
        std::cerr << "seed " << seed << "\n";

    const unsigned threads = jobCount(*jobs);
    const auto total = static_cast<std::size_t>(*count);
    const auto start = std::chrono::steady_clock::now();
    auto lastProgress = start;
    Output output;
    ChunkSizer sizer;
    std::size_t next = 0; // the index of the next puzzle to hand out
    std::optional<std::size_t> gaveUpAt; // the first puzzle the generator gave up on
    runChunks<Chunk>(
        threads,
        [&](Chunk &chunk) {
            chunk.first = next;
            chunk.count = std::min(sizer.size(), total - next);
            next += chunk.count;
            return chunk.count > 0;
        },
        [&](Chunk &chunk, unsigned) {
            const WorkTimer timer;
            chunk.out.clear();
            chunk.gaveUpAt.reset();
            for (std::size_t i = chunk.first; i < chunk.first + chunk.count; ++i) {
                sudoku::Generator generator(sudoku::puzzleSeed(seed, i));
                // No stop token: a puzzle, unless the generator's attempts ran out (a Killer at a level).
                const auto generated = generator.generate(options);
                if (!generated) {
                    chunk.gaveUpAt = i;
                    break;
                }
                chunk.out += puzzleText(generated->puzzle, solo);
                chunk.out += '\n';
            }
            chunk.time = timer.elapsed();
        },
        [&](Chunk &chunk) {
            sizer.record(chunk.count, chunk.time);
            if (!output.out(chunk.out))
                return false;
            if (chunk.gaveUpAt) {
                gaveUpAt = chunk.gaveUpAt;
                return false;
            }
            if (progress) {
                const std::size_t done = chunk.first + chunk.count;
                const auto now = std::chrono::steady_clock::now();
                if (now - lastProgress > std::chrono::milliseconds(100) || done == total) {
                    lastProgress = now;
                    std::string line = "\rgenerated " + std::to_string(done) + " of " + std::to_string(total);
                    if (done == total)
                        line += "\n";
                    Output::err(line);
                }
            }
            return true;
        });
    if (output.failed())
        return output.reportFailure();
    if (gaveUpAt) {
        const std::string level = options.level ? " at level " + std::string(sudoku::levelId(*options.level)) : "";
        std::cerr << "sudoku-cli generate: puzzle " << *gaveUpAt + 1 << " of seed " << seed << ": no "
                  << sudoku::variantId(options.variant) << " puzzle" << level << " in "
                  << sudoku::counted(static_cast<std::size_t>(options.maxAttempts >= 0
                                             ? options.maxAttempts
                                             : sudoku::defaultMaxAttempts(options.variant, options.level)),
                         "random grid")
                  << "; try another seed or a larger --max-attempts\n";
        return kExitSomeFailed;
    }
    if (stats) {
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::cerr << "generated " << total << " puzzles in " << seconds << " s ("
                  << (seconds > 0 ? static_cast<double>(total) / seconds : 0.0) << " puzzles/s) on " << threads
                  << (threads == 1 ? " thread" : " threads") << ", seed " << seed << "\n";
    }
    return kExitOk;
}

} // namespace cli
