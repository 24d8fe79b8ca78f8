// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/logic/logic.h"

#include <vector>

// The branches of a step's chains, as Step::links number them. A forcing chain or net has one branch per
// premise (or, for a contradiction, per conclusion its one premise reaches), and a hint shows them one at a
// time: the board draws one branch, the panel names its premise, and a last view shows what they prove
// together. The two chains of a dual pattern are branches too, but drawn at once.
namespace hintbranches
{

// The nodes of one branch: Step::nodes[begin, end). The engine appends a branch's nodes in order, its
// premise first and the node it reaches last.
struct Branch {
    int begin = 0;
    int end = 0;
    int premise() const { return begin; }
    int reached() const { return end - 1; }
    friend bool operator==(const Branch &, const Branch &) = default;
};

// The step's branches in node order: the node range of each branch number of the links, and a branch of its
// own for each node no link reaches (a premise that is itself the conclusion). Empty when the step has no
// nodes.
std::vector<Branch> of(const sudoku::Step &step);

// Whether a hint shows the step's branches one at a time (a forcing chain or net: more than one branch,
// and not the two chains of a dual pattern, which prove the same thing side by side).
bool stepped(const sudoku::Step &step);

// How many views a stepped hint has: one per branch, then the conclusion; 1 for any other step.
int viewCount(const sudoku::Step &step);

} // namespace hintbranches
