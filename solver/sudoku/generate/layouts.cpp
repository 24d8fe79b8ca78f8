// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/generate/layouts.h"

#include <algorithm>
#include <numeric>

namespace sudoku
{

namespace
{

int randomMember(const CellSet &cells, Random &random)
{
    int pick = static_cast<int>(random.below(static_cast<std::uint32_t>(cells.count())));
    for (const int cell : cells) {
        if (pick-- == 0)
            return cell;
    }
    return -1;
}

} // namespace

std::array<std::uint8_t, kCellCount> randomJigsawRegions(Random &random)
{
    std::array<std::uint8_t, kCellCount> region = Rules::boxRegions();
    std::array<CellSet, 9> cells {};
    for (int cell = 0; cell < kCellCount; ++cell)
        cells[region[cell]].insert(cell);
    // Enough accepted swaps that no trace of the boxes is left (Solo's layouts look alike after about as many).
    constexpr int kSwaps = 400;
    for (int done = 0, tries = 0; done < kSwaps && tries < 50 * kSwaps; ++tries) {
        const int a = static_cast<int>(random.below(kCellCount));
        CellSet others;
        for (const int n : orthogonalNeighbours(a)) {
            if (region[n] != region[a])
                others.insert(n);
        }
        if (others.empty())
            continue;
        const int b = randomMember(others, random);
        // Swap a (of region A) with a cell c of region B next to A, so that A gets c and B gets a.
        const int ra = region[a];
        const int rb = region[b];
        CellSet choices;
        for (const int c : cells[rb]) {
            if (c != b && orthogonalNeighbours(c).intersects(cells[ra].minus(CellSet::of(a))))
                choices.insert(c);
        }
        choices.insert(b);
        const int c = randomMember(choices, random);
        CellSet newA = cells[ra];
        newA.erase(a);
        newA.insert(c);
        CellSet newB = cells[rb];
        newB.erase(c);
        newB.insert(a);
        if (connectedCells(newA, c) != newA || connectedCells(newB, a) != newB)
            continue;
        cells[ra] = newA;
        cells[rb] = newB;
        region[c] = static_cast<std::uint8_t>(ra);
        region[a] = static_cast<std::uint8_t>(rb);
        ++done;
    }
    return region;
}

std::vector<Cage> randomCages(const Grid &solution, Random &random)
{
    std::array<int, kCellCount> order {};
    std::iota(order.begin(), order.end(), 0);
    random.shuffle(order.begin(), order.end());
    CellSet free = CellSet::all();
    std::vector<Cage> cages;
    std::vector<int> cageOf(kCellCount, -1);
    for (const int start : order) {
        if (!free.contains(start))
            continue;
        // Sizes 2 to 5, the middle ones most often (2: 3/10, 3: 4/10, 4: 2/10, 5: 1/10).
        static constexpr std::array<int, 10> kSizes {2, 2, 2, 3, 3, 3, 3, 4, 4, 5};
        const int size = kSizes[random.below(kSizes.size())];
        Cage cage;
        cage.cells.insert(start);
        free.erase(start);
        std::uint16_t digits = static_cast<std::uint16_t>(1u << solution[start]);
        while (cage.cells.count() < size) {
            CellSet grow;
            for (const int cell : cage.cells) {
                for (const int n : orthogonalNeighbours(cell) & free) {
                    if (!(digits & (1u << solution[n])))
                        grow.insert(n);
                }
            }
            if (grow.empty())
                break;
            const int next = randomMember(grow, random);
            cage.cells.insert(next);
            free.erase(next);
            digits |= static_cast<std::uint16_t>(1u << solution[next]);
        }
        cages.push_back(cage);
        for (const int cell : cage.cells)
            cageOf[cell] = static_cast<int>(cages.size()) - 1;
    }
    // A cage of one cell joins a neighbouring cage that lacks its digit and has room, where there is one.
    for (std::size_t i = 0; i < cages.size(); ++i) {
        if (cages[i].cells.count() != 1)
            continue;
        const int cell = cages[i].cells.first();
        for (const int n : orthogonalNeighbours(cell)) {
            Cage &other = cages[static_cast<std::size_t>(cageOf[n])];
            if (&other == &cages[i] || other.cells.count() >= 6)
                continue;
            bool clash = false;
            for (const int m : other.cells)
                clash = clash || solution[m] == solution[cell];
            if (clash)
                continue;
            other.cells.insert(cell);
            cageOf[cell] = cageOf[n];
            cages[i].cells = CellSet();
            break;
        }
    }
    std::erase_if(cages, [](const Cage &cage) { return cage.cells.empty(); });
    // In the order of their first cells, as the formats read them back.
    std::sort(
        cages.begin(), cages.end(), [](const Cage &a, const Cage &b) { return a.cells.first() < b.cells.first(); });
    for (Cage &cage : cages) {
        cage.sum = 0;
        for (const int cell : cage.cells)
            cage.sum += solution[cell];
    }
    return cages;
}

} // namespace sudoku
