// SPDX-License-Identifier: GPL-3.0-or-later
#include "logicbatch.h"

#include "sudoku/io/hodoku.h"
#include "sudoku/io/ruleformats.h"
#include "sudoku/logic/logic.h"

#include <sstream>

namespace cli
{

const char *const kLogicInputHelp
    = R"(Input: puzzles in any format sudoku-cli reads, or HoDoKu library lines (":<code>:<digits>:<grid>:<deleted
candidates>:..."), each a position with placed digits ('+') and pencil marks, such as the lines that
'rate --steps' and 'hint' print. A file whose first line that is neither blank nor a '#' comment starts
with ':' is read as library lines, one position a line; plain one-line puzzles may be mixed in.
Pencil-mark grids and 729-character candidate lines are positions too: their candidates are used.
)";

sudoku::CandidateGrid positionOf(const Entry &entry)
{
    if (entry.library)
        return entry.library->position;
    return entry.position ? *entry.position : sudoku::CandidateGrid::fromBoard(entry.record.board);
}

sudoku::LogicOptions optionsOf(const Entry &entry, const sudoku::LogicOptions &options)
{
    return entry.library ? sudoku::libraryOptions(*entry.library, options) : options;
}

std::optional<sudoku::Level> maxLevelOption(const CommandLine &commandLine, const char *command, int &exitCode)
{
    const auto name = commandLine.value("max-level");
    if (!name)
        return sudoku::Level::Extreme;
    const auto level = sudoku::levelFromName(*name);
    if (!level)
        exitCode
            = usageError("unknown level '" + *name + "' (use easy, medium, hard, expert, master or extreme)", command);
    return level;
}

std::string stepLine(const sudoku::CandidateGrid &position, const sudoku::Step &step)
{
    if (position.isClassic())
        return sudoku::libraryLine(position, step);
    return std::string(sudoku::techniqueId(step.technique)) + ": " + sudoku::describeStep(step);
}

std::string positionLine(const sudoku::CandidateGrid &position)
{
    if (position.isClassic())
        return sudoku::libraryLine(position);
    return sudoku::writeVariantLine(position.values(), position.rules());
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
        check.failure = budgetMessage(nodeBudget);
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

// "x-wing,swordfish" -> the set; on an unknown id sets `error`.
std::optional<sudoku::TechniqueSet> parseTechniques(const std::string &text, std::string &error)
{
    sudoku::TechniqueSet set;
    std::stringstream in(text);
    std::string id;
    while (std::getline(in, id, ',')) {
        const auto technique = sudoku::techniqueFromId(lowercase(id));
        if (!technique) {
            error = "unknown technique '" + sudoku::printable(id) + "' (sudoku-cli practise --list names them)";
            return std::nullopt;
        }
        set = set.with(*technique);
    }
    if (set.empty()) {
        error = "no technique given (sudoku-cli practise --list names them)";
        return std::nullopt;
    }
    return set;
}

} // namespace cli
