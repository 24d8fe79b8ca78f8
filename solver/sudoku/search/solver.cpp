// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/search/solver.h"

#include "sudoku/search/dfssolver.h"
#include "sudoku/search/dlxsolver.h"
#include "sudoku/search/naivesolver.h"

namespace sudoku
{

std::string_view algorithmName(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Naive:
        return "naive";
    case Algorithm::Dfs:
        return "dfs";
    case Algorithm::Dlx:
        return "dlx";
    }
    return "?";
}

std::optional<Algorithm> algorithmFromName(std::string_view name)
{
    for (Algorithm a : {Algorithm::Naive, Algorithm::Dfs, Algorithm::Dlx}) {
        if (algorithmName(a) == name)
            return a;
    }
    return std::nullopt;
}

std::string_view statusName(SolveStatus status)
{
    switch (status) {
    case SolveStatus::Solved:
        return "solved";
    case SolveStatus::Unique:
        return "unique";
    case SolveStatus::Multiple:
        return "multiple";
    case SolveStatus::NoSolution:
        return "no solution";
    case SolveStatus::Invalid:
        return "invalid";
    case SolveStatus::Cancelled:
        return "cancelled";
    case SolveStatus::BudgetExhausted:
        return "budget exhausted";
    }
    return "?";
}

std::unique_ptr<Solver> makeSolver(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Naive:
        return std::make_unique<NaiveSolver>();
    case Algorithm::Dfs:
        return std::make_unique<DfsSolver>();
    case Algorithm::Dlx:
        return std::make_unique<DlxSolver>();
    }
    return std::make_unique<NaiveSolver>();
}

SolveResult solve(const Board &board, const SolveOptions &options, Algorithm algorithm)
{
    return makeSolver(algorithm)->solve(board, options);
}

} // namespace sudoku
