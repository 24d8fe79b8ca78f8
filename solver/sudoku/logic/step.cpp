// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/logic/step.h"

#include "sudoku/grid/candidates.h"

#include <algorithm>

namespace sudoku
{

int Step::eliminationCount() const
{
    int n = 0;
    for (const CellSet &cells : eliminations)
        n += cells.count();
    return n;
}

void Step::addHouse(const House &house)
{
    if (houseCount < houses.size())
        houses[houseCount++] = house;
}

int stepDigit(const Step &step)
{
    for (int d = 1; d <= 9; ++d) {
        if (step.digits == digitBit(d))
            return d;
    }
    return 0;
}

std::uint16_t removedDigits(const Step &step)
{
    std::uint16_t mask = 0;
    for (int d = 1; d <= 9; ++d) {
        if (step.eliminations[d - 1].any())
            mask |= digitBit(d);
    }
    return mask;
}

std::vector<StepBranch> stepBranches(const Step &step)
{
    const int nodeCount = static_cast<int>(step.nodes.size());
    std::vector<StepBranch> numbered; // by branch number; begin > end while a number has no link
    for (const ChainLink &link : step.links) {
        if (link.from >= nodeCount || link.to >= nodeCount)
            continue; // a malformed link belongs to no branch
        if (link.branch >= numbered.size())
            numbered.resize(link.branch + 1u, StepBranch {nodeCount, -1});
        StepBranch &b = numbered[link.branch];
        b.begin = std::min({b.begin, int(link.from), int(link.to)});
        b.end = std::max({b.end, link.from + 1, link.to + 1});
    }
    std::vector<StepBranch> branches;
    std::vector<bool> covered(static_cast<std::size_t>(nodeCount), false);
    for (const StepBranch &b : numbered) {
        if (b.begin >= b.end)
            continue;
        branches.push_back(b);
        std::fill(covered.begin() + b.begin, covered.begin() + b.end, true);
    }
    for (int node = 0; node < nodeCount; ++node) {
        if (!covered[static_cast<std::size_t>(node)])
            branches.push_back({node, node + 1});
    }
    std::sort(
        branches.begin(), branches.end(), [](const StepBranch &a, const StepBranch &b) { return a.begin < b.begin; });
    return branches;
}

} // namespace sudoku
