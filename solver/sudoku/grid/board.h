// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The 9x9 board and the geometry every other part of the engine shares.
//
// Cells are numbered 0..80 in row-major order:
//
//        c0 c1 c2   c3 c4 c5   c6 c7 c8
//   r0 |  0  1  2 |  3  4  5 |  6  7  8 |     box = (row / 3) * 3 + col / 3
//   r1 |  9 10 11 | 12 13 14 | 15 16 17 |     boxes are numbered like cells,
//   r2 | 18 19 20 | 21 22 23 | 24 25 26 |     left to right, top to bottom:
//      +----------+----------+----------+       0 1 2
//   r3 | 27 ...                         |       3 4 5
//                                               6 7 8
//
// A Board holds a digit (1..9, 0 = empty) per cell and remembers which digits are givens (part of the
// puzzle) and which are entries (placed by a player or a solver). Validation looks at givens only when
// deciding whether a puzzle is well formed: two equal givens in one house make the puzzle Invalid.

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sudoku
{

inline constexpr int kUnits = 9; // rows, columns, boxes, digits
inline constexpr int kCellCount = 81;

using Grid = std::array<std::uint8_t, kCellCount>; // 0 = empty, 1..9 = digit

constexpr int rowOf(int cell)
{
    return cell / 9;
}
constexpr int colOf(int cell)
{
    return cell % 9;
}
constexpr int boxOf(int cell)
{
    return (cell / 27) * 3 + (cell % 9) / 3;
}
constexpr int cellAt(int row, int col)
{
    return row * 9 + col;
}
// The i-th cell (0..8, row-major inside the box) of box b.
constexpr int boxCell(int box, int i)
{
    return cellAt((box / 3) * 3 + i / 3, (box % 3) * 3 + i % 3);
}

enum class HouseKind : std::uint8_t { Row, Column, Box };

struct House {
    HouseKind kind = HouseKind::Row;
    int index = 0; // 0..8

    // The i-th cell (0..8) of this house.
    constexpr int cell(int i) const
    {
        switch (kind) {
        case HouseKind::Row:
            return cellAt(index, i);
        case HouseKind::Column:
            return cellAt(i, index);
        case HouseKind::Box:
            break;
        }
        return boxCell(index, i);
    }
    friend constexpr bool operator==(const House &, const House &) = default;
};

// "r3c5" (1-based row and column), the notation HoDoKu and Sudoku Explainer use.
std::string cellName(int cell);
// "row 3", "column 5", "box 7" (1-based).
std::string houseName(const House &house);

// The 20 cells that share a row, column or box with `cell`.
const std::array<std::uint8_t, 20> &peersOf(int cell);

// Two cells of one house holding the same digit.
struct Clash {
    int first = 0; // the earlier cell in row-major order
    int second = 0;
    int digit = 0;
    House house;

    std::string describe() const; // "two 5s in row 3: r3c1 and r3c8"
    friend bool operator==(const Clash &, const Clash &) = default;
};

class Board
{
public:
    Board() = default;
    // A puzzle whose non-zero digits are all givens.
    static Board fromGivens(const Grid &givens);

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

    friend bool operator==(const Board &, const Board &) = default;

private:
    Grid m_values {};
    std::bitset<kCellCount> m_given;
};

// True when `solution` is a complete, clash-free grid that keeps every given of `puzzle`.
bool isValidSolution(const Board &puzzle, const Grid &solution);

} // namespace sudoku
