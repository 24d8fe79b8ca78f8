// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/grid/rules.h"

#include "sudoku/grid/sumcages.h"

#include <algorithm>
#include <cctype>

namespace sudoku
{

namespace
{

constexpr std::array<std::uint8_t, kCellCount> makeBoxRegions()
{
    std::array<std::uint8_t, kCellCount> regions {};
    for (int cell = 0; cell < kCellCount; ++cell)
        regions[cell] = static_cast<std::uint8_t>(boxOf(cell));
    return regions;
}
constexpr std::array<std::uint8_t, kCellCount> kBoxRegions = makeBoxRegions();

// The cells of diagonal d (0: r1c1 to r9c9, 1: r1c9 to r9c1) and of window w (0..3: top left, top right, bottom
// left, bottom right; rows and columns 2-4 and 6-8, 1-based).
CellSet diagonalCells(int d)
{
    CellSet cells;
    for (int i = 0; i < 9; ++i)
        cells.insert(cellAt(i, d == 0 ? i : 8 - i));
    return cells;
}

CellSet windowCells(int w)
{
    CellSet cells;
    const int top = w < 2 ? 1 : 5;
    const int left = w % 2 == 0 ? 1 : 5;
    for (int r = top; r < top + 3; ++r) {
        for (int c = left; c < left + 3; ++c)
            cells.insert(cellAt(r, c));
    }
    return cells;
}

} // namespace

CellSet orthogonalNeighbours(int cell)
{
    CellSet result;
    const int r = rowOf(cell), c = colOf(cell);
    if (r > 0)
        result.insert(cell - 9);
    if (r < 8)
        result.insert(cell + 9);
    if (c > 0)
        result.insert(cell - 1);
    if (c < 8)
        result.insert(cell + 1);
    return result;
}

CellSet connectedCells(const CellSet &cells, int from)
{
    CellSet reached = CellSet::of(from);
    CellSet frontier = reached;
    while (frontier.any()) {
        CellSet next;
        for (int cell : frontier)
            next |= orthogonalNeighbours(cell);
        frontier = (next & cells).minus(reached);
        reached |= frontier;
    }
    return reached;
}

std::array<std::uint8_t, kCellCount> Rules::canonicalRegions() const
{
    std::array<std::uint8_t, kCellCount> result = m_regions;
    std::array<int, 256> label {};
    label.fill(-1);
    int next = 0;
    for (std::uint8_t &region : result) {
        if (label[region] < 0)
            label[region] = next++;
        region = static_cast<std::uint8_t>(label[region]);
    }
    return result;
}

const std::array<std::uint8_t, kCellCount> &Rules::boxRegions()
{
    return kBoxRegions;
}

const Rules &Rules::classicRules()
{
    static const Rules classic;
    return classic;
}

Rules::Rules()
    : m_regions(kBoxRegions)
{
    build();
}

Rules::Rules(const std::array<std::uint8_t, kCellCount> &regions, bool diagonals, bool windows, std::vector<Cage> cages)
    : m_regions(regions)
    , m_diagonals(diagonals)
    , m_windows(windows)
    , m_cages(std::move(cages))
{
    build();
}

void Rules::build()
{
    m_jigsaw = m_regions != kBoxRegions;
    m_classic = !m_jigsaw && !m_diagonals && !m_windows && m_cages.empty();
    int h = 0;
    for (int i = 0; i < 9; ++i) {
        m_houses[h] = {HouseKind::Row, i};
        m_houseCells[h++] = sudoku::houseCells(rowHouse(i));
    }
    for (int i = 0; i < 9; ++i) {
        m_houses[h] = {HouseKind::Column, i};
        m_houseCells[h++] = sudoku::houseCells(columnHouse(i));
    }
    for (int i = 0; i < 9; ++i) {
        m_houses[h] = {m_jigsaw ? HouseKind::Region : HouseKind::Box, i};
        CellSet cells;
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (m_regions[cell] == i)
                cells.insert(cell);
        }
        m_houseCells[h++] = cells;
    }
    if (m_diagonals) {
        for (int d = 0; d < 2; ++d) {
            m_houses[h] = {HouseKind::Diagonal, d};
            m_houseCells[h++] = diagonalCells(d);
        }
    }
    if (m_windows) {
        for (int w = 0; w < 4; ++w) {
            m_houses[h] = {HouseKind::Window, w};
            m_houseCells[h++] = windowCells(w);
        }
    }
    m_houseCount = h;
    // Boxes or regions (18..26), rows, columns, then the extra houses.
    int n = 0;
    for (int house = 18; house < 27; ++house)
        m_scanOrder[n++] = static_cast<std::uint8_t>(house);
    for (int house = 0; house < 18; ++house)
        m_scanOrder[n++] = static_cast<std::uint8_t>(house);
    for (int house = 27; house < m_houseCount; ++house)
        m_scanOrder[n++] = static_cast<std::uint8_t>(house);
    for (int i = 0; i < m_houseCount; ++i)
        m_scanRank[m_scanOrder[static_cast<std::size_t>(i)]] = static_cast<std::uint8_t>(i);

    m_houseCountOf.fill(0);
    m_houseMask.fill(0);
    m_cageOf.fill(-1);
    for (int house = 0; house < m_houseCount; ++house) {
        for (int cell : m_houseCells[house]) {
            m_houseMask[cell] |= std::uint64_t {1} << house;
            auto &n = m_houseCountOf[cell];
            if (n < m_housesOf[cell].size())
                m_housesOf[cell][n++] = static_cast<std::uint8_t>(house);
        }
    }
    for (std::size_t c = 0; c < m_cages.size(); ++c) {
        for (int cell : m_cages[c].cells) {
            if (m_cageOf[cell] < 0)
                m_cageOf[cell] = static_cast<std::int8_t>(c);
        }
    }
    for (int cell = 0; cell < kCellCount; ++cell) {
        CellSet peers;
        for (std::uint8_t house : housesOf(cell))
            peers |= m_houseCells[house];
        if (m_cageOf[cell] >= 0)
            peers |= m_cages[static_cast<std::size_t>(m_cageOf[cell])].cells;
        peers.erase(cell);
        m_peers[cell] = peers;
    }
    m_problem = findProblem();
    if (!m_cages.empty() && !m_problem) {
        m_sums = std::make_shared<const std::vector<detail::SumCage>>(detail::sumCages(*this));
        m_sumAreas = std::make_shared<const std::vector<detail::SumArea>>(detail::sumAreas(*this));
    }
}

const std::vector<detail::SumCage> &Rules::sums() const
{
    static const std::vector<detail::SumCage> none;
    return m_sums ? *m_sums : none;
}

const std::vector<detail::SumArea> &Rules::sumAreas() const
{
    static const std::vector<detail::SumArea> none;
    return m_sumAreas ? *m_sumAreas : none;
}

Variant Rules::variant() const
{
    if (isKiller())
        return Variant::Killer;
    if (m_jigsaw)
        return Variant::Jigsaw;
    if (m_diagonals)
        return Variant::X;
    if (m_windows)
        return Variant::Hyper;
    return Variant::Classic;
}

std::optional<std::string> Rules::findProblem() const
{
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (m_regions[cell] > 8)
            return cellName(cell) + " is in no region of 1 to 9";
    }
    for (int i = 0; i < 9; ++i) {
        const CellSet &cells = m_houseCells[18 + i];
        const std::string name = houseName(m_houses[18 + i]);
        if (cells.count() != 9)
            return name + " has " + std::to_string(cells.count()) + " cells, not 9";
        if (connectedCells(cells, cells.first()) != cells)
            return name + " is not connected";
    }
    CellSet caged;
    for (std::size_t c = 0; c < m_cages.size(); ++c) {
        const Cage &cage = m_cages[c];
        const std::string name = "cage " + std::to_string(c + 1);
        const int size = cage.cells.count();
        if (size == 0 || size > 9)
            return name + " has " + std::to_string(size) + " cells (1 to 9 make a cage)";
        if (cage.cells.intersects(caged))
            return name + " shares " + cellName((cage.cells & caged).first()) + " with another cage";
        caged |= cage.cells;
        if (cage.sum < minCageSum(size) || cage.sum > maxCageSum(size))
            return name + " has " + std::to_string(size) + " cells, which cannot add up to " + std::to_string(cage.sum);
        if (connectedCells(cage.cells, cage.cells.first()) != cage.cells)
            return name + " is not connected";
    }
    return std::nullopt;
}

std::string_view variantId(Variant variant)
{
    switch (variant) {
    case Variant::Classic:
        return "classic";
    case Variant::X:
        return "x";
    case Variant::Hyper:
        return "hyper";
    case Variant::Jigsaw:
        return "jigsaw";
    case Variant::Killer:
        break;
    }
    return "killer";
}

std::optional<Variant> variantFromId(std::string_view id)
{
    std::string lower(id);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    for (Variant v : {Variant::Classic, Variant::X, Variant::Hyper, Variant::Jigsaw, Variant::Killer}) {
        if (variantId(v) == lower)
            return v;
    }
    return std::nullopt;
}

} // namespace sudoku
