// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli trace: the search of each puzzle as text, one event per line, to examine or diff.
#include "batch.h"
#include "commands.h"
#include "inputs.h"
#include "output.h"

#include "sudoku/io/ruleformats.h"
#include "sudoku/search/trace.h"

#include <cstdio>
#include <iostream>

namespace cli
{

namespace
{

const char *const kHelp = R"(Usage: sudoku-cli trace [options] [FILE...]

Records the search of every puzzle of the files (stdin when none, or for '-') and prints it, one event per
line, so that a search can be examined or compared outside the app. For each puzzle:

  # puzzle 1 (line 1): <the puzzle, 81 characters>
  # algo dfs, limit 2
  <step> place r<R>c<C>=<D> depth <N>   a guess; N = guesses on the current path after it
  <step> force r<R>c<C>=<D>             a digit forced by the position (not a choice)
  <step> unplace r<R>c<C>=<D>           a digit taken away while the search backs up
  <step> dead-end <what>                 a contradiction: the search backs up; <what> has no option left:
                                         r<R>c<C> a cell with no digit left, 'row|column|box <N> #<D>
                                         (column <K>)' a house with no place for digit D (K: its DLX
                                         column), 'band|stack <B> #<D>' (dfs) no place for D in the rows
                                         (columns) and boxes of band (stack) B after pointing and claiming
  <step> solution <K>                    the K-th solution: the board is full
  <step> column <N> size <S>             DLX only: the constraint column chosen, S rows left in it
  # end: <status>; <E> events, <n> nodes, <g> guesses, <b> dead ends, <s> solutions, max depth <d>
  # solver: <n> nodes, <g> guesses

Steps count from 1. Replaying the place/force/unplace lines from the puzzle rebuilds the board at any
step; the event counts always equal the solver's own statistics (the two summary lines).

Options:
  --algo naive|dfs|dlx   solver (default dfs)
  --format F             input format: auto (default), line, grid, p1784, poj2676, poj3074,
                         pencilmarks, candidates, variant, solo
  --limit N              solutions to look for (default 2: find one and prove it unique)
  --max-events N         stop recording a puzzle after N events (default 1000000)
  --budget N             give up on a puzzle after N search nodes
  --help                 show this help

A puzzle that cannot be read or has clashing givens gets one line on stderr and a '# failed' line.
Exit status: 0 success, 1 some puzzle failed or was truncated (or no puzzle found), 2 usage error,
unreadable file or unwritable output.
)";

struct Printer {
    Output &output;
    const sudoku::Rules *rules; // the puzzle's, for what its constraint numbers name
    std::string buffer;

    // False when the output failed.
    bool print(const sudoku::TraceChunk &chunk, sudoku::TraceState &state)
    {
        buffer.clear();
        for (std::size_t i = 0; i < chunk.events.size(); ++i) {
            const sudoku::TraceEvent event = sudoku::unpackEvent(chunk.events[i]);
            state.apply(event);
            buffer += std::to_string(chunk.firstStep + i + 1);
            buffer += ' ';
            buffer += sudoku::describeEvent(event, rules);
            if (event.kind == sudoku::SearchEventKind::Place)
                buffer += " depth " + std::to_string(state.counters.depth);
            else if (event.kind == sudoku::SearchEventKind::Solution)
                buffer += " " + std::to_string(state.counters.solutions);
            buffer += '\n';
        }
        return output.out(buffer);
    }
};

} // namespace

int runTrace(const std::vector<std::string> &args)
{
    const CommandLine commandLine(args,
        {{"algo", true}, {"format", true}, {"budget", true}, {"limit", true}, {"max-events", true}, {"help", false}});
    if (!commandLine.ok())
        return usageError(commandLine.error(), "trace");
    if (commandLine.flag("help")) {
        return printText(kHelp);
    }
    std::string error;
    const auto limit = commandLine.number("limit", 2, 1, 1'000'000'000LL, error);
    const auto maxEvents = commandLine.number("max-events", 1'000'000, 1, 1'000'000'000'000LL, error);
    if (!limit || !maxEvents)
        return usageError(error, "trace");
    int exitCode = kExitOk;
    const auto batch = parseBatchOptions(commandLine, "trace", exitCode);
    if (!batch)
        return exitCode;
    auto solver = sudoku::makeSolver(batch->algorithm);
    InputReader reader(commandLine.positional(), batch->format);
    Output output;
    bool anyFailed = false;
    std::vector<Entry> chunk;
    std::string text;
    while (!output.failed() && reader.next(chunk, 16)) {
        for (const Entry &entry : chunk) {
            if (output.failed())
                break;
            if (!entry.isPuzzle()) {
                Output::err(entry.message + "\n");
                continue;
            }
            if (!entry.record.ok()) {
                Output::err(entry.parseError() + "\n");
                output.out("# failed: " + entry.record.error->describe() + "\n");
                anyFailed = true;
                continue;
            }
            const sudoku::Board &board = entry.record.board;
            const std::string shown = board.isClassic() ? sudoku::toLine(board.values())
                                                        : sudoku::writeVariantLine(board.values(), board.rules());
            output.out("# " + entry.where() + ": " + shown + "\n# algo "
                + std::string(sudoku::algorithmName(batch->algorithm)) + ", limit " + std::to_string(*limit) + "\n");
            sudoku::TraceState state = sudoku::TraceState::start(entry.record.board);
            Printer printer {output, &entry.record.board.rules(), {}};
            std::stop_source stop;
            sudoku::TraceRecorder recorder(
                entry.record.board,
                [&](std::shared_ptr<const sudoku::TraceChunk> events) {
                    if (!printer.print(*events, state))
                        stop.request_stop();
                },
                stop, static_cast<std::uint64_t>(*maxEvents));
            sudoku::SolveOptions options;
            options.solutionLimit = static_cast<std::uint64_t>(*limit);
            options.stopToken = stop.get_token();
            options.nodeBudget = batch->nodeBudget;
            options.observer = &recorder;
            const sudoku::SolveResult result = solver->solve(entry.record.board, options);
            recorder.finish();
            const auto &c = state.counters;
            std::string status(sudoku::statusName(result.status));
            if (result.status == sudoku::SolveStatus::Invalid) {
                Output::err(entry.where() + ": invalid puzzle: " + result.invalidReason() + "\n");
                status += " (" + result.invalidReason() + ")";
                anyFailed = true;
            }
            if (recorder.truncated()) {
                output.out(
                    "# trace truncated at " + std::to_string(recorder.eventCount()) + " events (--max-events)\n");
                status = "truncated";
                anyFailed = true;
            }
            char line[320];
            std::snprintf(line, sizeof line,
                "# end: %s; %llu events, %llu nodes, %llu guesses, %llu dead ends, %llu solutions, max depth "
                "%u\n# solver: %llu nodes, %llu guesses\n",
                status.c_str(), static_cast<unsigned long long>(c.step), static_cast<unsigned long long>(c.nodes),
                static_cast<unsigned long long>(c.guesses), static_cast<unsigned long long>(c.backtracks),
                static_cast<unsigned long long>(c.solutions), c.maxDepth,
                static_cast<unsigned long long>(result.stats.nodes),
                static_cast<unsigned long long>(result.stats.guesses));
            output.out(line);
        }
    }
    if (output.failed())
        return output.reportFailure();
    return batchExitCode(false, reader.unreadable(), anyFailed || reader.problems());
}

} // namespace cli
