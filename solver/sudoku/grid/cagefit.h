// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Whether a Killer cage's empty cells can be filled, the one test the logic (Cage Combination) and the search
// share: n cells take n distinct digits adding up to what is left of the cage's sum, each cell a digit it still
// has as a candidate. The fills are found over the 512 sets of digits as a 512-bit set, filling the cells in
// order: after i cells, the sets of i digits some assignment of the first i cells uses (adding digit j to every
// set without it is a shift by 2^j: within a 64-bit word for j < 6, a move of whole words for j >= 6). The sets
// after n cells that add up to the sum are the fills; walking back, a cell keeps the digits of the steps that
// lead to one. About a hundred word operations a cell, whatever the number of combinations. Up to three cells
// (most cages, and the sums the search fills exactly) take a shortcut: pairs by a reversed digit mask, no sets.

#include <cstdint>
#include <span>

namespace sudoku
{

// Whether the cells whose candidates are `candidates` (at most nine cells, bit d-1 for digit d) can take
// distinct digits adding up to `sum`, each cell a digit it has. When they can, `possible[i]` gains the digits
// cell i takes in some such fill (possible.size() >= candidates.size()) and `every` (when given) is set to the
// digits every fill uses; when they cannot, both are left as they were.
bool fillCage(
    std::span<const std::uint16_t> candidates, int sum, std::span<std::uint16_t> possible, unsigned *every = nullptr);

// Whether `combination` (a mask of n digits, as cagesums.h lists them) can fill the n cells whose candidates are
// `candidates` (candidates.size() == n), each cell one digit it has as a candidate: fillCage with the cells'
// candidates kept to the combination's digits and its sum. `possible` as for fillCage.
bool combinationFits(
    unsigned combination, std::span<const std::uint16_t> candidates, std::span<std::uint16_t> possible);

} // namespace sudoku
