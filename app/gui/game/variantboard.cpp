// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/variantboard.h"

using namespace sudoku;

namespace variantboard
{

namespace
{

struct CageState {
    int placed = 0; // the sum of the digits placed
    int empty = 0; // the cells without a digit
};

CageState stateOf(const Board &board, const Cage &cage)
{
    CageState state;
    for (int cell : cage.cells) {
        state.placed += board.at(cell);
        state.empty += board.isEmpty(cell) ? 1 : 0;
    }
    return state;
}

} // namespace

CandidateMask candidates(const Board &board, int cell)
{
    if (board.isClassic())
        return candidatesOf(board.values(), cell);
    const Rules &rules = board.rules();
    CandidateMask mask = kAllDigits;
    for (int peer : rules.peers(cell)) {
        if (const int digit = board.at(peer))
            mask &= static_cast<CandidateMask>(~digitBit(digit));
    }
    if (const int cage = rules.cageOf(cell); cage >= 0 && board.isEmpty(cell)) {
        const Cage &c = rules.cages()[static_cast<std::size_t>(cage)];
        const CageState state = stateOf(board, c);
        for (int digit = 1; digit <= 9; ++digit) {
            const int total = state.placed + digit;
            if (total > c.sum || (state.empty == 1 && total != c.sum))
                mask &= static_cast<CandidateMask>(~digitBit(digit));
        }
    }
    return mask;
}

std::array<CandidateMask, kCellCount> allCandidates(const Board &board)
{
    if (board.isClassic())
        return sudoku::allCandidates(board.values());
    std::array<CandidateMask, kCellCount> result {};
    for (int cell = 0; cell < kCellCount; ++cell)
        result[static_cast<std::size_t>(cell)] = board.isEmpty(cell) ? candidates(board, cell) : 0;
    return result;
}

std::vector<int> brokenCages(const Board &board)
{
    std::vector<int> broken;
    const std::vector<Cage> &cages = board.rules().cages();
    for (std::size_t i = 0; i < cages.size(); ++i) {
        const CageState state = stateOf(board, cages[i]);
        const bool over = state.placed > cages[i].sum || (state.empty > 0 && state.placed >= cages[i].sum);
        if (over || (state.empty == 0 && state.placed != cages[i].sum))
            broken.push_back(static_cast<int>(i));
    }
    return broken;
}

} // namespace variantboard
