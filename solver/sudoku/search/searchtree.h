// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The search tree around one step of a recorded trace, for the visualizer's tree view.
//
// The tree's nodes are the guesses (Place events); a guess's subtree is everything the search does until it
// takes that guess back (its Unplace), forced placements included. At a step, the path from the root is the
// guesses still on the board; each level shows, beside the guess on the path, the guesses tried before it at
// the same branch point, each a closed (failed) subtree with its node count (Place + Force events, the
// solver's own count). The level below the deepest guess lists the guesses tried under it so far.
//
// Found without any index beyond the trace's per-block depths: scanning back from the step, the depth only
// ever needs to come back to the level being looked for, so a block of kDepthSampleInterval events that
// stays deeper than that level is skipped whole.

#include "sudoku/search/trace.h"

#include <cstdint>
#include <vector>

namespace sudoku
{

struct TreeNode {
    std::uint64_t step = 0; // index of the guess's Place event
    std::uint64_t end = 0; // index of its Unplace event, or the step looked at for a guess on the path
    std::uint64_t nodes = 0; // Place + Force events in [step, end]
    std::uint8_t cell = 0;
    std::uint8_t digit = 0;
    bool onPath = false; // still on the board at the step looked at

    friend bool operator==(const TreeNode &, const TreeNode &) = default;
};

struct TreeLevel {
    std::vector<TreeNode> nodes; // in the order the search tried them; the one on the path (if any) is last

    friend bool operator==(const TreeLevel &, const TreeLevel &) = default;
};

struct SearchTree {
    std::uint64_t step = 0;
    std::uint64_t rootNodes = 0; // Place + Force events before the step: the whole tree so far
    std::vector<TreeLevel> levels; // levels[0]: the guesses made at the root, levels[d]: under the d-th guess

    // Nodes placed at a level without being a guess of it: the forced digits directly under the guess on the
    // path at level `level` - 1 (the root for level 0) so far.
    std::uint64_t forcedAt(std::size_t level) const;

    friend bool operator==(const SearchTree &, const SearchTree &) = default;
};

// The tree at `step` (0..trace.size()).
SearchTree searchTreeAt(const Trace &trace, std::uint64_t step);

} // namespace sudoku
