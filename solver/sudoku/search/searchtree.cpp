// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/search/searchtree.h"

#include <algorithm>

namespace sudoku
{

std::uint64_t SearchTree::forcedAt(std::size_t level) const
{
    // The parent's subtree is its own guess, its forced digits, and its children's subtrees.
    std::uint64_t parent = rootNodes;
    std::uint64_t own = 0;
    if (level > 0) {
        if (level > levels.size() || levels[level - 1].nodes.empty() || !levels[level - 1].nodes.back().onPath)
            return 0;
        parent = levels[level - 1].nodes.back().nodes;
        own = 1;
    }
    std::uint64_t children = 0;
    if (level < levels.size()) {
        for (const TreeNode &node : levels[level].nodes)
            children += node.nodes;
    }
    return parent - own - children;
}

SearchTree searchTreeAt(const Trace &trace, std::uint64_t step)
{
    SearchTree tree;
    step = std::min(step, trace.size());
    tree.step = step;
    tree.rootNodes = trace.nodesAt(step);
    const TraceState state = trace.stateAt(step);
    const std::uint32_t deepest = state.counters.depth;
    tree.levels.resize(deepest + 1);

    // Backwards from the step. `depth` is the depth after event i - 1 (before event i); `low` the lowest
    // depth after any event in [i, step): the guess on the path at level low is the next Place that reaches
    // it, and a Place that reaches low + 1 is a closed sibling at level low + 1.
    std::uint32_t depth = deepest;
    std::uint32_t low = deepest;
    std::uint64_t pendingEnd = 0; // the Unplace that closed the next sibling found
    std::uint64_t i = step;
    constexpr std::uint64_t kBlock = TraceChunk::kDepthSampleInterval;
    while (i > 0) {
        // At a block boundary, skip the whole blocks before it that stay deeper than low: every event that
        // matters below has the depth at low or above it (nearer the root) before or after it.
        if (i % kBlock == 0) {
            std::uint64_t block = i / kBlock;
            while (block > 0 && trace.blockLow(block - 1) > low)
                --block;
            if (block * kBlock != i) {
                i = block * kBlock;
                if (i == 0)
                    break;
                depth = trace.blockEnd(block - 1);
            }
        }
        const std::uint64_t index = i - 1;
        const TraceEvent e = trace.event(index);
        // depth is the depth after this event; find the one before it.
        if (e.kind == SearchEventKind::Place) {
            const std::uint32_t after = depth;
            if (after == low && low > 0) {
                TreeNode node;
                node.step = index;
                node.end = step;
                node.cell = e.cell;
                node.digit = e.digit;
                node.onPath = true;
                node.nodes = tree.rootNodes - trace.nodesAt(index);
                tree.levels[low - 1].nodes.push_back(node);
                --low;
            } else if (after == low + 1) {
                TreeNode node;
                node.step = index;
                node.end = pendingEnd;
                node.cell = e.cell;
                node.digit = e.digit;
                node.nodes = trace.nodesAt(pendingEnd + 1) - trace.nodesAt(index);
                tree.levels[low].nodes.push_back(node);
            }
            --depth;
        } else if (e.kind == SearchEventKind::Unplace && e.guess) {
            if (depth == low)
                pendingEnd = index;
            ++depth;
        }
        i = index;
    }
    for (TreeLevel &level : tree.levels)
        std::reverse(level.nodes.begin(), level.nodes.end());
    while (!tree.levels.empty() && tree.levels.back().nodes.empty())
        tree.levels.pop_back();
    return tree;
}

} // namespace sudoku
