// SPDX-License-Identifier: GPL-3.0-or-later
// Basic fish: X-Wing, Swordfish, Jellyfish.
#include "logicfinders.h"

namespace sudoku::logic
{

namespace
{

constexpr Technique fishTechnique(int size)
{
    return size == 2 ? Technique::XWing : size == 3 ? Technique::Swordfish : Technique::Jellyfish;
}

// For one digit and one orientation: base lines are rows (cover lines columns) or the other way round.
// A line's 9-bit mask says at which positions along it the digit is still a candidate.
bool findFishFor(const CandidateGrid &grid, int digit, int size, bool rowsAsBase, StepSink &sink)
{
    const CellSet &cells = grid.digitCells(digit);
    std::array<int, 9> lines {};
    std::array<std::uint16_t, 9> masks {};
    int count = 0;
    for (int line = 0; line < 9; ++line) {
        std::uint16_t mask = 0;
        for (int cell : cells &houseCells(rowsAsBase ? rowHouse(line) : columnHouse(line)))
            mask |= static_cast<std::uint16_t>(1u << (rowsAsBase ? colOf(cell) : rowOf(cell)));
        const int n = popcount(mask);
        if (n >= 1 && n <= size) {
            lines[count] = line;
            masks[count++] = mask;
        }
    }
    if (count < size)
        return false;
    std::array<int, 4> pick {};
    std::array<std::uint16_t, 5> unionAt {};
    int depth = 0;
    while (depth >= 0) {
        if (pick[depth] > count - (size - depth)) {
            --depth;
            if (depth >= 0)
                ++pick[depth];
            continue;
        }
        const std::uint16_t u = unionAt[depth] | masks[pick[depth]];
        if (popcount(u) > size) {
            ++pick[depth];
            continue;
        }
        if (depth + 1 < size) {
            unionAt[depth + 1] = u;
            pick[depth + 1] = pick[depth] + 1;
            ++depth;
            continue;
        }
        if (popcount(u) == size) {
            CellSet base;
            for (int i = 0; i < size; ++i)
                base |= houseCells(rowsAsBase ? rowHouse(lines[pick[i]]) : columnHouse(lines[pick[i]]));
            CellSet cover;
            for (int k = 0; k < 9; ++k) {
                if (u & (1u << k))
                    cover |= houseCells(rowsAsBase ? columnHouse(k) : rowHouse(k));
            }
            const CellSet elim = (cells & cover).minus(base);
            if (elim.any()) {
                Step step;
                step.technique = fishTechnique(size);
                step.digits = digitBit(digit);
                for (int i = 0; i < size; ++i)
                    step.addHouse(rowsAsBase ? rowHouse(lines[pick[i]]) : columnHouse(lines[pick[i]]));
                for (int k = 0; k < 9; ++k) {
                    if (u & (1u << k))
                        step.addHouse(rowsAsBase ? columnHouse(k) : rowHouse(k));
                }
                step.cells = cells & base;
                step.eliminations[digit - 1] = elim;
                if (sink.accept(step))
                    return true;
            }
        }
        ++pick[depth];
    }
    return false;
}

} // namespace

bool findBasicFish(const CandidateGrid &grid, int size, StepSink &sink)
{
    for (int d = 1; d <= 9; ++d) {
        if (findFishFor(grid, d, size, true, sink) || findFishFor(grid, d, size, false, sink))
            return true;
    }
    return false;
}

} // namespace sudoku::logic
