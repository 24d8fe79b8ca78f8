// SPDX-License-Identifier: GPL-3.0-or-later
#include "logicbatch.h"

#include "sudoku/hodoku.h"
#include "sudoku/logic.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <thread>

namespace cli
{

const char *const kLogicInputHelp
    = R"(Input: puzzles in any format sudoku-cli reads, or HoDoKu library lines (":<code>:<digits>:<grid>:<deleted
candidates>:..."), each a position with placed digits ('+') and pencil marks, such as the lines that
'rate --steps' and 'hint' print. A file whose first line that is neither blank nor a '#' comment starts
with ':' is read as library lines, one position a line; plain one-line puzzles may be mixed in. A line's
variant ("-1", "-2", ...) selects the options HoDoKu's regression tester uses for it.
)";

namespace
{

bool readText(const std::string &path, std::string &text, std::string &error)
{
    if (path == "-") {
        std::ostringstream buffer;
        buffer << std::cin.rdbuf();
        text = buffer.str();
        return true;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot read '" + path + "': " + std::strerror(errno);
        return false;
    }
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    if (in.bad()) {
        error = "cannot read '" + path + "': read error";
        return false;
    }
    return true;
}

std::vector<std::string_view> lines(std::string_view text)
{
    std::vector<std::string_view> result;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        result.push_back(text.substr(0, end));
        if (end == std::string_view::npos)
            break;
        text.remove_prefix(end + 1);
    }
    return result;
}

bool isBlankOrComment(std::string_view line)
{
    const std::size_t first = line.find_first_not_of(" \t\r");
    return first == std::string_view::npos || line[first] == '#';
}

bool looksLikeLibrary(std::string_view text)
{
    for (std::string_view line : lines(text)) {
        if (!isBlankOrComment(line))
            return sudoku::isLibraryLine(line);
    }
    return false;
}

// One record per line, in the shape parsePuzzles gives plain puzzles: library lines, and plain one-line puzzles
// mixed in among them.
sudoku::PuzzleBatch readLibrary(std::string_view text, std::vector<std::optional<sudoku::LibraryCase>> &positions)
{
    sudoku::PuzzleBatch batch;
    batch.format = sudoku::Format::Line;
    int lineNumber = 0;
    for (std::string_view line : lines(text)) {
        ++lineNumber;
        if (isBlankOrComment(line))
            continue;
        sudoku::PuzzleRecord record;
        record.number = static_cast<int>(batch.puzzles.size()) + 1;
        record.line = lineNumber;
        std::string error;
        if (sudoku::isLibraryLine(line)) {
            const auto parsed = sudoku::parseLibraryLine(line);
            if (parsed.libraryCase) {
                record.board = parsed.libraryCase->position.toBoard();
                positions.push_back(*parsed.libraryCase);
            } else {
                error = parsed.error;
            }
        } else {
            const auto plain = sudoku::parsePuzzles(line, sudoku::Format::Line);
            if (plain.puzzles.size() == 1 && plain.puzzles.front().ok()) {
                record.board = plain.puzzles.front().board;
                positions.emplace_back();
            } else {
                error = plain.puzzles.empty() || !plain.puzzles.front().error ? "not a puzzle"
                                                                              : plain.puzzles.front().error->reason;
            }
        }
        if (!error.empty()) {
            record.error = sudoku::ParseError {record.number, lineNumber, error};
            positions.emplace_back();
        }
        batch.puzzles.push_back(std::move(record));
    }
    return batch;
}

} // namespace

sudoku::CandidateGrid LogicBatch::positionOf(const PuzzleRef &ref) const
{
    const auto &entry = positions[ref.file][ref.record];
    return entry ? entry->position : sudoku::CandidateGrid::fromBoard(batch.recordOf(ref).board);
}

sudoku::LogicOptions LogicBatch::optionsOf(const PuzzleRef &ref, const sudoku::LogicOptions &options) const
{
    const auto &entry = positions[ref.file][ref.record];
    return entry ? sudoku::libraryOptions(*entry, options) : options;
}

std::optional<LogicBatch> prepareLogicBatch(const CommandLine &commandLine, int &exitCode)
{
    LogicBatch logic;
    Batch &batch = logic.batch;
    std::string error;
    if (const auto name = commandLine.value("algo")) {
        const auto algorithm = sudoku::algorithmFromName(*name);
        if (!algorithm)
            error = "unknown algorithm '" + *name + "' (use naive, dfs or dlx)";
        else
            batch.algorithm = *algorithm;
    }
    sudoku::Format format = sudoku::Format::Auto;
    if (const auto name = commandLine.value("format")) {
        const auto parsed = sudoku::formatFromName(*name);
        if (!parsed)
            error = "unknown format '" + *name + "' (use auto, line, grid, p1784, poj2676 or poj3074)";
        else
            format = *parsed;
    }
    const auto jobs = commandLine.number("jobs", 1, 0, 1024, error);
    const auto budget = commandLine.number("budget", 0, 0, 1'000'000'000'000'000LL, error);
    if (!error.empty()) {
        exitCode = kExitUsage;
        std::cerr << "sudoku-cli: " << error << "\n";
        return std::nullopt;
    }
    batch.jobs = *jobs == 0 ? std::max(1u, std::thread::hardware_concurrency()) : static_cast<unsigned>(*jobs);
    batch.nodeBudget = static_cast<std::uint64_t>(*budget);

    std::vector<std::string> paths = commandLine.positional();
    if (paths.empty())
        paths.push_back("-");
    for (const std::string &path : paths) {
        std::string text;
        if (!readText(path, text, error)) {
            exitCode = kExitUsage;
            std::cerr << "sudoku-cli: " << error << "\n";
            return std::nullopt;
        }
        std::vector<std::optional<sudoku::LibraryCase>> positions;
        InputFile file {path == "-" ? std::string() : path, {}};
        if (format == sudoku::Format::Auto && looksLikeLibrary(text)) {
            file.batch = readLibrary(text, positions);
        } else {
            file.batch = sudoku::parsePuzzles(text, format);
            positions.resize(file.batch.puzzles.size());
        }
        batch.inputs.files.push_back(std::move(file));
        logic.positions.push_back(std::move(positions));
    }
    for (std::size_t f = 0; f < batch.inputs.files.size(); ++f) {
        const InputFile &file = batch.inputs.files[f];
        for (const auto &problem : file.batch.problems) {
            std::cerr << file.where(problem) << "\n";
            batch.inputProblems = true;
        }
        for (std::size_t r = 0; r < file.batch.puzzles.size(); ++r)
            batch.puzzles.push_back({f, r});
    }
    exitCode = kExitOk;
    return logic;
}

PositionCheck checkPosition(sudoku::Solver &solver, const sudoku::CandidateGrid &position, std::uint64_t nodeBudget)
{
    PositionCheck check;
    const sudoku::Board board = position.toBoard();
    if (const auto clashes = board.clashes(); !clashes.empty()) {
        check.failure
            = (board.givenClashes().empty() ? "the position has " : "invalid puzzle: ") + clashes.front().describe();
        return check;
    }
    sudoku::SolveOptions options;
    options.solutionLimit = 2;
    options.nodeBudget = nodeBudget;
    const auto result = solver.solve(board.puzzle(), options);
    switch (result.status) {
    case sudoku::SolveStatus::Unique:
        break;
    case sudoku::SolveStatus::Multiple:
        check.ok = true;
        check.note = "more than one solution; uniqueness techniques not used";
        return check;
    case sudoku::SolveStatus::NoSolution:
        check.failure = "no solution";
        return check;
    case sudoku::SolveStatus::BudgetExhausted:
        check.failure = "gave up after " + std::to_string(result.stats.nodes) + " nodes (--budget)";
        return check;
    default:
        check.failure = std::string(sudoku::statusName(result.status));
        return check;
    }
    if (const auto wrong = sudoku::firstContradiction(position, result.solution)) {
        const std::string digit = std::to_string(wrong->digit);
        const std::string cell = sudoku::cellName(wrong->cell);
        check.failure = wrong->wrongDigit
            ? "the position has " + digit + " in " + cell + ", the solution "
                + std::to_string(result.solution[wrong->cell])
            : "the position lacks candidate " + digit + " in " + cell + ", which the solution needs";
        return check;
    }
    check.ok = true;
    check.unique = true;
    check.solution = result.solution;
    return check;
}

} // namespace cli
