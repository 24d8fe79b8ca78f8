// SPDX-License-Identifier: GPL-3.0-or-later
// The digit combinations of a Killer cage, in one place (issue 21): every set of n distinct digits 1-9 that adds
// up to s, as a mask with bit d-1 for digit d, built at compile time. The DLX matrix (dlxrules), the
// logic (Cage Combination, Cage Locked Digit) and the benches read them here.
#pragma once

#include <array>
#include <cstdint>
#include <span>

namespace sudoku
{

namespace detail
{

// All 512 digit sets grouped by size and then by sum, each group in increasing mask order: the sets of `size`
// digits adding up to `sum` are masks[start[size][sum] .. start[size][sum + 1]).
struct CageSumTable {
    std::array<std::uint16_t, 512> masks {};
    std::array<std::array<std::uint16_t, 47>, 10> start {};
};

constexpr CageSumTable makeCageSumTable()
{
    CageSumTable table;
    std::array<int, 512> sizeOf {};
    std::array<int, 512> sumOf {};
    std::array<std::array<int, 47>, 10> counts {};
    for (unsigned mask = 0; mask < 512; ++mask) {
        for (int d = 1; d <= 9; ++d) {
            if (mask >> (d - 1) & 1u) {
                ++sizeOf[mask];
                sumOf[mask] += d;
            }
        }
        ++counts[static_cast<std::size_t>(sizeOf[mask])][static_cast<std::size_t>(sumOf[mask])];
    }
    int n = 0;
    for (std::size_t size = 0; size <= 9; ++size) {
        for (std::size_t sum = 0; sum <= 46; ++sum) {
            table.start[size][sum] = static_cast<std::uint16_t>(n);
            n += sum < 46 ? counts[size][sum] : 0;
        }
    }
    std::array<std::array<int, 47>, 10> next {};
    for (unsigned mask = 0; mask < 512; ++mask) {
        const auto size = static_cast<std::size_t>(sizeOf[mask]);
        const auto sum = static_cast<std::size_t>(sumOf[mask]);
        table.masks[static_cast<std::size_t>(table.start[size][sum] + next[size][sum]++)]
            = static_cast<std::uint16_t>(mask);
    }
    return table;
}

inline constexpr CageSumTable kCageSumTable = makeCageSumTable();

} // namespace detail

// The sets of `size` distinct digits 1-9 adding up to `sum` (bit d-1 = digit d), in increasing mask order; empty
// when there are none (a size outside 0..9 or a sum outside 0..45).
constexpr std::span<const std::uint16_t> cageCombinations(int size, int sum)
{
    if (size < 0 || size > 9 || sum < 0 || sum > 45)
        return {};
    const auto &t = detail::kCageSumTable;
    const auto &row = t.start[static_cast<std::size_t>(size)];
    const std::size_t begin = row[static_cast<std::size_t>(sum)];
    const std::size_t end = row[static_cast<std::size_t>(sum) + 1];
    return std::span<const std::uint16_t>(t.masks).subspan(begin, end - begin);
}

} // namespace sudoku
