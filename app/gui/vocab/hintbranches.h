// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/logic/logic.h"

#include <vector>

// How a hint shows the branches of a step's chains (sudoku::stepBranches): a forcing chain or net one branch at
// a time (the board draws one branch, the panel names its premise), then a last view with what they prove
// together. The two chains of a dual pattern are branches too, but drawn at once.
namespace hintbranches
{

// Whether a hint shows the step's branches one at a time (a forcing chain or net: more than one branch,
// and not the two chains of a dual pattern, which prove the same thing side by side).
bool stepped(const sudoku::Step &step);

// How many views a stepped hint has: one per branch, then the conclusion; 1 for any other step.
int viewCount(const sudoku::Step &step);

} // namespace hintbranches
