// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The step observer: an optional callback through which a solver reports every move of its search.
//
// The visualization records these events into a compact trace and replays them; `sudoku-cli trace` prints
// them. A solver calls the observer synchronously on the thread that runs the search, so the observer must
// be cheap and must never wait (append to a buffer, nothing more). A solve without an observer pays
// nothing for this feature: the solvers compile a separate, observer-free search loop.
//
// Event sequence contract, the same for every solver, so that a replayer needs no solver-specific code:
//   * Every digit that appears on the board during the search is announced by exactly one Place or Force
//     event, and taken away again by exactly one Unplace event when the search backs up past it.
//     Replaying Place/Force/Unplace from an empty puzzle therefore rebuilds the board at every step.
//   * Place  = a tentative choice at a branch point (a guess); `depth` is the branch depth after it.
//   * Force  = a digit implied by the current position (a single), not a choice.
//   * DeadEnd = the current position has a contradiction (a cell or constraint with no option left);
//     the Unplace events that follow undo the failed branch. `column` names what failed, in the numbering
//     of the DLX columns (dlxsolver.h), whatever the solver: 0..80 the cell has no digit left, 81..323 a
//     row, column or box has no place left for a digit; kBandDigitConstraint + (digit - 1) * 3 + band: the
//     digit has no place left in each row and box of the band (dfs, after pointing and claiming), and
//     kStackDigitConstraint + (digit - 1) * 3 + stack the same for the columns and boxes of a stack;
//     kUnknownConstraint when the solver cannot say. For a puzzle of other rules (grid/rules.h) the numbering
//     is that of the DLX matrix of its rules: 0..80 the cells, then nine columns per house in the rules' house
//     order (houseDigitConstraint: for classic rules the same as above), then ten per cage: the cage holding
//     each digit (cageDigitConstraint) and the cage's digits making its sum (cageSumConstraint).
//   * Solution = the board is full and consistent (it is a solution).
//   * ChooseColumn (DLX only) = the constraint column the search branches on; `column` is its index
//     (0..323, see dlxsolver.h) and `size` the number of candidate rows left in it. A row taken from a
//     column of size 1 is a Force, from a larger column a Place.
//   * Counting: SolveStats::nodes == number of Place + Force events and SolveStats::guesses == number of
//     Place events, and a solver reports the same statistics with or without an observer.

#include <cstdint>

namespace sudoku
{

enum class SearchEventKind : std::uint8_t {
    Place,
    Force,
    Unplace,
    DeadEnd,
    Solution,
    ChooseColumn,
};

// DeadEnd constraints beyond the 324 DLX columns (see above).
inline constexpr std::uint16_t kBandDigitConstraint = 324; // .. 350
inline constexpr std::uint16_t kStackDigitConstraint = 351; // .. 377
inline constexpr std::uint16_t kUnknownConstraint = 8191;

constexpr int houseDigitConstraint(int house, int digit)
{
    return 81 + 9 * house + digit - 1;
}
constexpr int cageDigitConstraint(int houseCount, int cage, int digit)
{
    return 81 + 9 * houseCount + 10 * cage + digit - 1;
}
constexpr int cageSumConstraint(int houseCount, int cage)
{
    return 81 + 9 * houseCount + 10 * cage + 9;
}

struct SearchEvent {
    SearchEventKind kind = SearchEventKind::Place;
    std::uint8_t cell = 0; // 0..80 (Place, Force, Unplace)
    std::uint8_t digit = 0; // 1..9 (Place, Force, Unplace)
    std::uint16_t column = 0; // DLX constraint column (ChooseColumn); what has no option left (DeadEnd)
    std::uint16_t size = 0; // options at the branch point (Place: candidates of the cell; ChooseColumn: rows)
    std::uint16_t depth = 0; // number of guesses on the current path

    // The one way every solver makes an event: a move (Place, Force, Unplace) of `digit` in `cell`, a DeadEnd
    // (`column` is what failed; the naive solver also names the cell), a Solution, a ChooseColumn.
    static constexpr SearchEvent make(
        SearchEventKind kind, int cell, int digit, int size, int depth, int column = 0) noexcept
    {
        return SearchEvent {kind, static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit),
            static_cast<std::uint16_t>(column), static_cast<std::uint16_t>(size), static_cast<std::uint16_t>(depth)};
    }
    static constexpr SearchEvent deadEnd(int column, int depth, int cell = 0) noexcept
    {
        return make(SearchEventKind::DeadEnd, cell, 0, 0, depth, column);
    }
    static constexpr SearchEvent solution(int depth) noexcept
    {
        return make(SearchEventKind::Solution, 0, 0, 0, depth);
    }
    static constexpr SearchEvent chooseColumn(int column, int size, int depth) noexcept
    {
        return make(SearchEventKind::ChooseColumn, 0, 0, size, depth, column);
    }
};

class SearchObserver
{
public:
    virtual ~SearchObserver() = default;
    virtual void onEvent(const SearchEvent &event) = 0;
};

} // namespace sudoku
