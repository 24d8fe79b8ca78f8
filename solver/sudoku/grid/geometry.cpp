// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/grid/geometry.h"

namespace sudoku
{

namespace
{

constexpr std::array<std::array<std::uint8_t, 20>, kCellCount> makePeers()
{
    std::array<std::array<std::uint8_t, 20>, kCellCount> peers {};
    for (int cell = 0; cell < kCellCount; ++cell) {
        int n = 0;
        for (int other = 0; other < kCellCount; ++other) {
            if (other != cell
                && (rowOf(other) == rowOf(cell) || colOf(other) == colOf(cell) || boxOf(other) == boxOf(cell)))
                peers[cell][n++] = static_cast<std::uint8_t>(other);
        }
    }
    return peers;
}

constexpr auto kPeers = makePeers();

} // namespace

std::string cellName(int cell)
{
    std::string name = "r?c?";
    name[1] = static_cast<char>('1' + rowOf(cell));
    name[3] = static_cast<char>('1' + colOf(cell));
    return name;
}

std::string houseName(const House &house)
{
    std::string name;
    switch (house.kind) {
    case HouseKind::Row:
        name = "row ";
        break;
    case HouseKind::Column:
        name = "column ";
        break;
    case HouseKind::Box:
        name = "box ";
        break;
    case HouseKind::Region:
        name = "region ";
        break;
    case HouseKind::Diagonal:
        return house.index == 0 ? "the main diagonal" : "the anti-diagonal";
    case HouseKind::Window:
        name = "window ";
        break;
    }
    name += static_cast<char>('1' + house.index);
    return name;
}

const std::array<std::uint8_t, 20> &peersOf(int cell)
{
    return kPeers[cell];
}

} // namespace sudoku
