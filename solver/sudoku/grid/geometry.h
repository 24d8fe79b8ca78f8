// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The geometry of the classic 9x9 grid, in one place: which cells form a house, which houses a cell belongs to,
// which cells see each other. Everything in the engine that asks "which row, which box, which peers" asks here.
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
// Houses are numbered 0..26 the way HoDoKu numbers its constraints: rows 0..8, columns 9..17, boxes 18..26.
// The house and peer bitboards are constant tables built at compile time.

#include "sudoku/grid/cellset.h"

#include <array>
#include <cstdint>
#include <string>

namespace sudoku
{

inline constexpr int kUnits = 9; // rows, columns, boxes, digits

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

// Rows, columns and boxes are the classic houses; the variants' rules (rules.h) add the others: a jigsaw region
// replaces a box, a diagonal (0: r1c1 to r9c9, 1: r1c9 to r9c1) and a window (0..3: top left, top right, bottom
// left, bottom right) are houses besides them.
enum class HouseKind : std::uint8_t { Row, Column, Box, Region, Diagonal, Window };

struct House {
    HouseKind kind = HouseKind::Row;
    int index = 0; // 0..8 (a diagonal 0..1, a window 0..3)

    // The i-th cell (0..8) of this house, in reading order; -1 for a region, whose cells only its rules know.
    constexpr int cell(int i) const
    {
        switch (kind) {
        case HouseKind::Row:
            return cellAt(index, i);
        case HouseKind::Column:
            return cellAt(i, index);
        case HouseKind::Box:
            return boxCell(index, i);
        case HouseKind::Diagonal:
            return cellAt(i, index == 0 ? i : 8 - i);
        case HouseKind::Window:
            return cellAt((index < 2 ? 1 : 5) + i / 3, (index % 2 == 0 ? 1 : 5) + i % 3);
        case HouseKind::Region:
            break;
        }
        return -1;
    }
    friend constexpr bool operator==(const House &, const House &) = default;
};

// "r3c5" (1-based row and column), the notation HoDoKu and Sudoku Explainer use.
std::string cellName(int cell);
// "row 3", "column 5", "box 7", "region 4", "diagonal 1", "window 2" (1-based).
std::string houseName(const House &house);

// The 20 cells that share a row, column or box with `cell`.
const std::array<std::uint8_t, 20> &peersOf(int cell);

inline constexpr int kHouseCount = 27;

// House numbering shared by the logic engine: rows 0..8, columns 9..17, boxes 18..26.
constexpr int rowHouse(int row)
{
    return row;
}
constexpr int columnHouse(int col)
{
    return 9 + col;
}
constexpr int boxHouse(int box)
{
    return 18 + box;
}
constexpr House houseFromIndex(int house)
{
    return house < 9 ? House {HouseKind::Row, house}
        : house < 18 ? House {HouseKind::Column, house - 9}
                     : House {HouseKind::Box, house - 18};
}
constexpr int houseIndex(const House &house)
{
    return house.kind == HouseKind::Row   ? house.index
        : house.kind == HouseKind::Column ? 9 + house.index
                                          : 18 + house.index;
}

namespace detail
{

struct Geometry {
    std::array<CellSet, kHouseCount> houses {};
    std::array<CellSet, kCellCount> peers {};
    std::array<std::array<std::uint8_t, 3>, kCellCount> housesOfCell {}; // row, column, box house
};

constexpr Geometry makeGeometry()
{
    Geometry g;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const std::array<std::uint8_t, 3> hs {static_cast<std::uint8_t>(rowHouse(rowOf(cell))),
            static_cast<std::uint8_t>(columnHouse(colOf(cell))), static_cast<std::uint8_t>(boxHouse(boxOf(cell)))};
        g.housesOfCell[cell] = hs;
        for (int h : hs)
            g.houses[h].insert(cell);
    }
    for (int cell = 0; cell < kCellCount; ++cell) {
        CellSet peers;
        for (int h : g.housesOfCell[cell])
            peers |= g.houses[h];
        peers.erase(cell);
        g.peers[cell] = peers;
    }
    return g;
}

inline constexpr Geometry kGeometry = makeGeometry();

} // namespace detail

// The nine cells of house 0..26.
constexpr const CellSet &houseCells(int house)
{
    return detail::kGeometry.houses[house];
}
// The 20 cells that share a house with `cell` (the cell itself excluded).
constexpr const CellSet &peerCells(int cell)
{
    return detail::kGeometry.peers[cell];
}
// The row, column and box house of `cell`, in that order.
constexpr const std::array<std::uint8_t, 3> &housesOf(int cell)
{
    return detail::kGeometry.housesOfCell[cell];
}
constexpr bool sees(int a, int b)
{
    return peerCells(a).contains(b);
}

} // namespace sudoku
