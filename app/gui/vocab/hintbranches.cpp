// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocab/hintbranches.h"

using namespace sudoku;

namespace hintbranches
{

bool stepped(const Step &step)
{
    if (step.technique == Technique::DualTwoStringKite || step.technique == Technique::DualEmptyRectangle)
        return false;
    return stepBranches(step).size() > 1;
}

int viewCount(const Step &step)
{
    return stepped(step) ? static_cast<int>(stepBranches(step).size()) + 1 : 1;
}

} // namespace hintbranches
