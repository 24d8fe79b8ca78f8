// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One interface for every solver: solve(board, options) -> result.
//
//   * The solution limit decides the question asked: 1 = find a solution, 2 = prove uniqueness,
//     N = count solutions up to N.
//   * Givens are validated before any search: clashing givens give Invalid at once, with the clash.
//     Entries (non-given digits) on the board are ignored; a solver solves the puzzle, not the position.
//   * The search honours a std::stop_token (Cancelled) and an optional node budget (BudgetExhausted).
//     Both are checked often enough that a stop request takes effect within a millisecond or so.
//   * Reentrant: a solver object keeps its working memory between solves, but no solver has static or
//     global search state, so two solver objects may run on two threads at once.
//
// Statistics: `nodes` counts the placements the search makes (guesses and forced placements alike);
// `guesses` counts the tentative placements made at branch points. With a step observer attached these are
// exactly the number of Place + Force events and of Place events (see searchobserver.h).

#include "sudoku/grid/board.h"
#include "sudoku/search/searchobserver.h"

#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

namespace sudoku
{

enum class Algorithm : std::uint8_t {
    Naive, // the seeds' row-major backtracking with "used" flags (seeds 000-004)
    Dfs, // the fast solver: bitboards, singles propagation, fewest candidates first
    Dlx, // Knuth's Algorithm X with Dancing Links over the 324 x 729 exact-cover matrix
};

std::string_view algorithmName(Algorithm algorithm); // "naive", "dfs", "dlx"
std::optional<Algorithm> algorithmFromName(std::string_view name);

enum class SolveStatus : std::uint8_t {
    Solved, // a solution was found (limit 1: uniqueness not examined)
    Unique, // exactly one solution (search exhausted, limit >= 2)
    Multiple, // at least two solutions
    NoSolution, // the givens are consistent but admit no solution
    Invalid, // two equal givens share a house or cage (SolveResult::clash), or the rules are broken (rulesProblem)
    Cancelled, // the stop token was triggered
    BudgetExhausted, // the node budget ran out
};

std::string_view statusName(SolveStatus status); // "solved", "unique", "multiple", "no solution", ...

struct SolveOptions {
    std::uint64_t solutionLimit = 1;
    std::stop_token stopToken;
    std::uint64_t nodeBudget = 0; // 0 = unlimited
    SearchObserver *observer = nullptr;
    // Optional: the digits each empty cell may take, 81 masks with bit d-1 = digit d (a player's pencil marks,
    // to search from a position as the player sees it). The search never puts a digit outside its cell's mask;
    // masks of given cells are ignored. Null: every digit.
    const std::array<std::uint16_t, kCellCount> *allowed = nullptr;
};

struct SolveStats {
    std::uint64_t nodes = 0;
    std::uint64_t guesses = 0;
    std::chrono::nanoseconds elapsed {0};
};

struct SolveResult {
    SolveStatus status = SolveStatus::NoSolution;
    std::uint64_t solutionCount = 0; // solutions found, at most the limit
    Grid solution {}; // the first solution found, when solutionCount > 0
    SolveStats stats;
    std::optional<Clash> clash; // set when status == Invalid because of the givens
    std::optional<std::string> rulesProblem; // set when status == Invalid because of the rules (Rules::problem)

    bool hasSolution() const { return solutionCount > 0; }
    // Why an Invalid puzzle is invalid: "two 5s in row 3: r3c1 and r3c8", or what is wrong with its rules.
    std::string invalidReason() const { return clash ? clash->describe() : rulesProblem.value_or("invalid puzzle"); }
};

class Solver
{
public:
    virtual ~Solver() = default;
    virtual Algorithm algorithm() const = 0;
    virtual SolveResult solve(const Board &board, const SolveOptions &options = {}) = 0;
};

std::unique_ptr<Solver> makeSolver(Algorithm algorithm);

// Convenience for one-off solves: makes a solver, solves, discards it.
SolveResult solve(const Board &board, const SolveOptions &options = {}, Algorithm algorithm = Algorithm::Dfs);

} // namespace sudoku
