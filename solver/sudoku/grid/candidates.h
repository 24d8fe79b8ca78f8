// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// CandidateGrid: a position as a human solver sees it, digits placed so far plus pencil marks.
//
// Data layout (all fixed-size, no heap):
//
//   m_values[81]      digit 1..9 of a placed cell, 0 for an empty one
//   m_given           CellSet of the cells whose digit is a given of the puzzle (the others were placed later)
//   m_candidates[81]  pencil marks of an empty cell as a 9-bit mask, bit d-1 = digit d; 0 for a placed cell
//   m_digitCells[9]   for each digit, the CellSet of empty cells that still hold it as a candidate
//   m_placed[27]      for each house (cellset.h numbering), the 9-bit mask of the digits placed in it
//
// m_candidates and m_digitCells are the same information seen by cell and by digit; every mutation updates
// both, so the techniques can pick whichever view makes their search a few bit operations.
//
// The grid knows the puzzle's rules (rules.h; classic by default): its houses, and its peers, which include a
// killer cage's other cells (digits are distinct in a cage). Everything below reads them through houseCells(),
// housesOf(), peers() and scanOrder(), one table lookup whatever the rules.
//
// Placing a digit removes it from the candidates of the cell's peers. Eliminating a candidate removes one
// pencil mark and nothing else. Neither checks that the position stays solvable: the grid records what it is
// told, and the step finder (logic.h) only ever tells it sound things. A position read from a player or a
// HoDoKu library line may carry fewer pencil marks than the placed digits allow ("deleted candidates");
// allowedDigits() reports what the placed digits alone would allow, which is what HoDoKu's format and the
// uniqueness techniques need.

#include "sudoku/grid/board.h"
#include "sudoku/grid/cellset.h"

#include <array>
#include <cstdint>
#include <memory>
#include <span>

namespace sudoku
{

// A set of digits 1..9 as a 9-bit mask, bit d-1 = digit d: pencil marks, candidates, digits used in a house.
using CandidateMask = std::uint16_t;
inline constexpr CandidateMask kAllDigits = 0x1ff;

constexpr CandidateMask digitBit(int digit)
{
    return static_cast<CandidateMask>(1u << (digit - 1));
}

// Plain functions over a Grid, cheap enough for a paint event (81 cells x 20 peers); the desktop app uses
// them for "fill all candidates" and for the simple hint that reveals the most constrained cell.

// The digits not yet used by any peer of `cell`; 0 for a filled cell.
CandidateMask candidatesOf(const Grid &grid, int cell);
// candidatesOf for every cell.
std::array<CandidateMask, kCellCount> allCandidates(const Grid &grid);
// The empty cell with the fewest candidates (the first in row-major order on a tie), or -1 when the grid
// is full. A cell with no candidate at all is returned at once: it is the most constrained of all.
int mostConstrainedCell(const Grid &grid);

class CandidateGrid
{
public:
    // An empty grid: no digits placed, every candidate present.
    CandidateGrid();
    // The givens of `board` as givens, its entries as placed digits, and every candidate the placed digits
    // allow, under the board's rules. Clashing digits are placed all the same (the grid is then simply
    // contradictory).
    static CandidateGrid fromBoard(const Board &board);

    // The rules, and what the techniques read of them.
    const Rules &rules() const { return *m_rules; }
    bool isClassic() const { return !m_ownRules; }
    int houseCount() const { return m_rules->houseCount(); }
    const CellSet &houseCells(int house) const { return m_rules->houseCells(house); }
    House house(int house) const { return m_rules->house(house); }
    std::span<const std::uint8_t> housesOf(int cell) const { return m_rules->housesOf(cell); }
    const CellSet &peers(int cell) const { return m_rules->peers(cell); }
    bool sees(int a, int b) const { return m_rules->peers(a).contains(b); }
    std::span<const std::uint8_t> scanOrder() const { return m_rules->scanOrder(); }
    int scanRank(int house) const { return m_rules->scanRank(house); }

    int value(int cell) const { return m_values[cell]; }
    bool isEmpty(int cell) const { return m_values[cell] == 0; }
    bool isGiven(int cell) const { return m_given.contains(cell); }
    std::uint16_t candidates(int cell) const { return m_candidates[cell]; }
    bool hasCandidate(int cell, int digit) const { return (m_candidates[cell] & digitBit(digit)) != 0; }
    // The empty cells holding `digit` (1..9) as a candidate.
    const CellSet &digitCells(int digit) const { return m_digitCells[digit - 1]; }
    // The digits placed in a house (0..houseCount()-1).
    std::uint16_t placedIn(int house) const { return m_placed[house]; }
    // The digits no placed peer excludes, whether or not they are still pencilled in (0 for a placed cell).
    std::uint16_t allowedDigits(int cell) const;
    CellSet emptyCells() const { return m_empty; }
    int emptyCount() const { return m_empty.count(); }
    bool isSolved() const { return m_empty.empty(); }
    CellSet givenCells() const { return m_given; }

    // Places `digit` in an empty cell and removes it from the candidates of the peers.
    void place(int cell, int digit, bool given = false);
    // Removes a pencil mark; returns whether it was there.
    bool eliminate(int cell, int digit);
    // Sets the pencil marks of an empty cell (a player's notes, a library line's deleted candidates).
    void setCandidates(int cell, std::uint16_t mask);

    // True when an empty cell has no candidate left or a house has a digit neither placed nor pencilled in:
    // the position cannot be completed.
    bool isBroken() const;

    // The digits as a Board: givens as givens, the other placed digits as entries.
    Board toBoard() const;
    // The placed digits, 0 for empty cells.
    const Grid &values() const { return m_values; }

    friend bool operator==(const CandidateGrid &a, const CandidateGrid &b)
    {
        return a.m_values == b.m_values && a.m_candidates == b.m_candidates && a.m_given == b.m_given
            && (a.m_rules == b.m_rules || *a.m_rules == *b.m_rules);
    }

private:
    Grid m_values {};
    std::array<std::uint16_t, kCellCount> m_candidates {};
    std::array<CellSet, 9> m_digitCells {};
    std::array<std::uint16_t, Rules::kMaxHouses> m_placed {};
    CellSet m_given;
    CellSet m_empty;
    const Rules *m_rules = &Rules::classicRules();
    std::shared_ptr<const Rules> m_ownRules; // keeps m_rules alive; null for classic rules
};

} // namespace sudoku
