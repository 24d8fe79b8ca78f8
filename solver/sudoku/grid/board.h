// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The board: a digit (1..9, 0 = empty) per cell (geometry.h numbers them), remembering which digits are givens
// (part of the puzzle) and which are entries (placed by a player or a solver). Validation looks at givens only
// when deciding whether a puzzle is well formed: two equal givens in one house make the puzzle Invalid.

#include "sudoku/grid/geometry.h"
#include "sudoku/grid/rules.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sudoku
{

using Grid = std::array<std::uint8_t, kCellCount>; // 0 = empty, 1..9 = digit

// Two cells of one house (or one killer cage) holding the same digit.
struct Clash {
    int first = 0; // the earlier cell in row-major order
    int second = 0;
    int digit = 0;
    House house; // when cage < 0
    int cage = -1; // the cage (0-based) both cells are in, or -1 for a house

    std::string describe() const; // "two 5s in row 3: r3c1 and r3c8", "two 5s in cage 4: ..."
    friend bool operator==(const Clash &, const Clash &) = default;
};

// The board of a puzzle: its digits and its rules (rules.h; classic unless set), one value that every part of the
// engine and the programs takes. Classic rules cost nothing: a classic board holds no rules object.
class Board
{
public:
    Board() = default;
    // A puzzle whose non-zero digits are all givens.
    static Board fromGivens(const Grid &givens);
    static Board fromGivens(const Grid &givens, const Rules &rules);

    const Rules &rules() const;
    // The rules object itself, shared (null for classic rules), for a value that outlives the board.
    const std::shared_ptr<const Rules> &sharedRules() const;
    bool isClassic() const { return !m_rules; }
    void setRules(const Rules &rules);
    void setRules(std::shared_ptr<const Rules> rules); // shared as it is (null or classic: classic)

    int at(int cell) const { return m_values[cell]; }
    bool isGiven(int cell) const { return m_given.test(static_cast<std::size_t>(cell)); }
    bool isEmpty(int cell) const { return m_values[cell] == 0; }

    // Sets a given (digit 0 clears the cell).
    void setGiven(int cell, int digit);
    // Places or clears (digit 0) an entry. Returns false, changing nothing, on a given cell.
    bool setEntry(int cell, int digit);
    // Removes every entry, keeping the givens.
    void clearEntries();

    const Grid &values() const { return m_values; }
    Grid givens() const; // the givens only, entries as 0
    Board puzzle() const; // a copy holding the givens only
    int givenCount() const { return static_cast<int>(m_given.count()); }
    int filledCount() const;
    bool isFull() const { return filledCount() == kCellCount; }

    // Every clash among the givens (Clash::first < Clash::second); empty when the puzzle is well formed.
    std::vector<Clash> givenClashes() const;
    // Every clash among all digits on the board, givens and entries alike.
    std::vector<Clash> clashes() const;
    std::optional<Clash> firstGivenClash() const;

    friend bool operator==(const Board &a, const Board &b)
    {
        return a.m_values == b.m_values && a.m_given == b.m_given && a.rules() == b.rules();
    }

private:
    friend bool isValidSolution(const Board &puzzle, const Grid &solution);

    Grid m_values {};
    std::bitset<kCellCount> m_given;
    std::shared_ptr<const Rules> m_rules; // null: classic
};

// True when `solution` is a complete, clash-free grid that keeps every given of `puzzle` and, for a killer,
// whose cages add up to their sums.
bool isValidSolution(const Board &puzzle, const Grid &solution);

} // namespace sudoku
