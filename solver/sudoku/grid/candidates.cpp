// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/grid/candidates.h"

#include "sudoku/grid/bitcount.h"

#include <bit>

namespace sudoku
{

CandidateMask candidatesOf(const Grid &grid, int cell)
{
    if (grid[cell] != 0)
        return 0;
    CandidateMask used = 0;
    for (std::uint8_t peer : peersOf(cell)) {
        if (grid[peer] != 0)
            used |= digitBit(grid[peer]);
    }
    return static_cast<CandidateMask>(kAllDigits & ~used);
}

std::array<CandidateMask, kCellCount> allCandidates(const Grid &grid)
{
    std::array<CandidateMask, kCellCount> result {};
    for (int cell = 0; cell < kCellCount; ++cell)
        result[cell] = candidatesOf(grid, cell);
    return result;
}

int mostConstrainedCell(const Grid &grid)
{
    int best = -1;
    int bestCount = 10;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (grid[cell] != 0)
            continue;
        const int count = bitCount32(candidatesOf(grid, cell));
        if (count < bestCount) {
            best = cell;
            bestCount = count;
            if (count == 0)
                break;
        }
    }
    return best;
}

CandidateGrid::CandidateGrid()
{
    m_candidates.fill(kAllDigits);
    m_digitCells.fill(CellSet::all());
    m_empty = CellSet::all();
}

CandidateGrid CandidateGrid::fromBoard(const Board &board)
{
    CandidateGrid grid;
    if (!board.isClassic()) {
        grid.m_ownRules = board.sharedRules();
        grid.m_rules = grid.m_ownRules.get();
    }
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (!board.isEmpty(cell))
            grid.place(cell, board.at(cell), board.isGiven(cell));
    }
    return grid;
}

std::uint16_t CandidateGrid::allowedDigits(int cell) const
{
    if (m_values[cell] != 0)
        return 0;
    std::uint16_t used = 0;
    for (std::uint8_t h : housesOf(cell))
        used |= m_placed[h];
    // A killer cage's digits are distinct too (its cells are peers).
    if (const int cage = m_rules->cageOf(cell); cage >= 0) {
        for (int other : m_rules->cages()[static_cast<std::size_t>(cage)].cells)
            used |= m_values[other] ? digitBit(m_values[other]) : 0;
    }
    return static_cast<std::uint16_t>(kAllDigits & ~used);
}

void CandidateGrid::place(int cell, int digit, bool given)
{
    if (m_values[cell] != 0 || digit < 1 || digit > 9)
        return;
    m_values[cell] = static_cast<std::uint8_t>(digit);
    if (given)
        m_given.insert(cell);
    m_empty.erase(cell);
    for (int d = 1; d <= 9; ++d)
        m_digitCells[d - 1].erase(cell);
    m_candidates[cell] = 0;
    for (int h : housesOf(cell))
        m_placed[h] |= digitBit(digit);
    CellSet &cells = m_digitCells[digit - 1];
    const CellSet losing = cells & peers(cell);
    for (int peer : losing)
        m_candidates[peer] &= static_cast<std::uint16_t>(~digitBit(digit));
    cells = cells.minus(losing);
}

bool CandidateGrid::eliminate(int cell, int digit)
{
    if (!hasCandidate(cell, digit))
        return false;
    m_candidates[cell] &= static_cast<std::uint16_t>(~digitBit(digit));
    m_digitCells[digit - 1].erase(cell);
    return true;
}

void CandidateGrid::setCandidates(int cell, std::uint16_t mask)
{
    if (m_values[cell] != 0)
        return;
    mask &= kAllDigits;
    m_candidates[cell] = mask;
    for (int d = 1; d <= 9; ++d) {
        if (mask & digitBit(d))
            m_digitCells[d - 1].insert(cell);
        else
            m_digitCells[d - 1].erase(cell);
    }
}

bool CandidateGrid::isBroken() const
{
    for (int cell : m_empty) {
        if (m_candidates[cell] == 0)
            return true;
    }
    for (int h = 0; h < houseCount(); ++h) {
        std::uint16_t present = m_placed[h];
        for (int d = 1; d <= 9; ++d) {
            if (m_digitCells[d - 1].intersects(houseCells(h)))
                present |= digitBit(d);
        }
        if (present != kAllDigits)
            return true;
    }
    return false;
}

Board CandidateGrid::toBoard() const
{
    Board board;
    board.setRules(m_ownRules);
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (m_values[cell] == 0)
            continue;
        if (isGiven(cell))
            board.setGiven(cell, m_values[cell]);
        else
            board.setEntry(cell, m_values[cell]);
    }
    return board;
}

} // namespace sudoku
