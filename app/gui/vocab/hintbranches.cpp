// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocab/hintbranches.h"

#include <algorithm>

using namespace sudoku;

namespace hintbranches
{

std::vector<Branch> of(const Step &step)
{
    const int nodeCount = static_cast<int>(step.nodes.size());
    std::vector<Branch> numbered; // by branch number; begin > end while a number has no link
    for (const ChainLink &link : step.links) {
        if (link.from >= nodeCount || link.to >= nodeCount)
            continue; // a malformed link draws nothing
        if (link.branch >= numbered.size())
            numbered.resize(link.branch + 1u, Branch {nodeCount, -1});
        Branch &b = numbered[link.branch];
        b.begin = std::min({b.begin, int(link.from), int(link.to)});
        b.end = std::max({b.end, link.from + 1, link.to + 1});
    }
    std::vector<Branch> branches;
    std::vector<bool> covered(static_cast<std::size_t>(nodeCount), false);
    for (const Branch &b : numbered) {
        if (b.begin >= b.end)
            continue;
        branches.push_back(b);
        std::fill(covered.begin() + b.begin, covered.begin() + b.end, true);
    }
    for (int node = 0; node < nodeCount; ++node) {
        if (!covered[static_cast<std::size_t>(node)])
            branches.push_back({node, node + 1});
    }
    std::sort(branches.begin(), branches.end(), [](const Branch &a, const Branch &b) { return a.begin < b.begin; });
    return branches;
}

bool stepped(const Step &step)
{
    if (step.technique == Technique::DualTwoStringKite || step.technique == Technique::DualEmptyRectangle)
        return false;
    return of(step).size() > 1;
}

int viewCount(const Step &step)
{
    return stepped(step) ? static_cast<int>(of(step).size()) + 1 : 1;
}

} // namespace hintbranches
