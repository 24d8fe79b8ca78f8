// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/grid/cagefit.h"

#include "sudoku/grid/bitcount.h"

#include <array>
#include <bit>

namespace sudoku
{

namespace
{

// A set of digit sets: bit u of word w is the set 64w + u.
using Sets = std::array<std::uint64_t, 8>;

// Within a word, the sets without digit j < 6 (bit u for the set u).
constexpr std::array<std::uint64_t, 6> kWithout {0x5555555555555555u, 0x3333333333333333u, 0x0F0F0F0F0F0F0F0Fu,
    0x00FF00FF00FF00FFu, 0x0000FFFF0000FFFFu, 0x00000000FFFFFFFFu};

// The digit sets adding up to each sum 0..45.
constexpr std::array<Sets, 46> makeSumSets()
{
    std::array<Sets, 46> sets {};
    for (unsigned mask = 0; mask < 512; ++mask) {
        int sum = 0;
        for (int d = 0; d < 9; ++d)
            sum += (mask >> d & 1u) ? d + 1 : 0;
        sets[static_cast<std::size_t>(sum)][mask / 64] |= std::uint64_t {1} << (mask % 64);
    }
    return sets;
}
constexpr std::array<Sets, 46> kSumSets = makeSumSets();

// `to` gains the sets of `from` without digit j, with j added.
void addDigit(const Sets &from, unsigned j, Sets &to)
{
    if (j < 6) {
        for (std::size_t w = 0; w < 8; ++w)
            to[w] |= (from[w] & kWithout[j]) << (1u << j);
    } else {
        const std::size_t step = std::size_t {1} << (j - 6);
        for (std::size_t w = 0; w < 8; ++w) {
            if (!(w & step))
                to[w + step] |= from[w];
        }
    }
}

// The sets of `to` with digit j, with j taken away.
Sets takeDigit(const Sets &to, unsigned j)
{
    Sets from {};
    if (j < 6) {
        for (std::size_t w = 0; w < 8; ++w)
            from[w] = (to[w] >> (1u << j)) & kWithout[j];
    } else {
        const std::size_t step = std::size_t {1} << (j - 6);
        for (std::size_t w = 0; w < 8; ++w) {
            if (w & step)
                from[w - step] = to[w];
        }
    }
    return from;
}

// Whether a set of `sets` lacks digit j.
bool someWithout(const Sets &sets, unsigned j)
{
    std::uint64_t any = 0;
    if (j < 6) {
        for (std::size_t w = 0; w < 8; ++w)
            any |= sets[w] & kWithout[j];
    } else {
        const std::size_t step = std::size_t {1} << (j - 6);
        for (std::size_t w = 0; w < 8; ++w)
            any |= (w & step) ? 0 : sets[w];
    }
    return any != 0;
}

// Each 9-bit digit set reversed (digit d becomes digit 10 - d).
constexpr std::array<std::uint16_t, 512> makeReversed()
{
    std::array<std::uint16_t, 512> reversed {};
    for (unsigned mask = 0; mask < 512; ++mask) {
        for (unsigned bit = 0; bit < 9; ++bit)
            reversed[mask] = static_cast<std::uint16_t>(reversed[mask] | ((mask >> bit & 1u) << (8 - bit)));
    }
    return reversed;
}
constexpr std::array<std::uint16_t, 512> kReversed = makeReversed();

// The digits d (bit d-1) of two distinct digits adding up to `total`, d from `first` and total - d from `second`:
// the second's set reversed (e becomes 10 - e) and moved by total - 10, without total / 2.
unsigned pairFirsts(unsigned first, unsigned second, int total)
{
    if (total < 3 || total > 17)
        return 0;
    const unsigned reversed = kReversed[second & 0x1FFu];
    const int shift = total - 10;
    const unsigned moved = shift >= 0 ? reversed << shift : reversed >> -shift;
    const unsigned half = total % 2 == 0 ? 1u << (total / 2 - 1) : 0u;
    return first & moved & ~half & 0x1FFu;
}

// The seconds of the pairs whose firsts are `firsts` (pairFirsts): total - d for each d.
unsigned pairSeconds(unsigned firsts, int total)
{
    const unsigned reversed = kReversed[firsts & 0x1FFu];
    const int shift = total - 10;
    return (shift >= 0 ? reversed << shift : reversed >> -shift) & 0x1FFu;
}

// The digits every pair of distinct digits with these firsts and seconds uses: both of the pair when there is
// one pair (two pairs of one total share no digit).
unsigned pairEvery(unsigned firsts, unsigned seconds)
{
    const unsigned both = firsts | seconds;
    return bitCount32(both) == 2 ? both : 0u;
}

// fillCage for up to three cells, the most common cages and the sums the search fills exactly: two cells by a
// reversed mask (no loop), three by one such pair for each digit of the first cell.
bool fillSmall(std::span<const std::uint16_t> candidates, int sum, std::span<std::uint16_t> possible, unsigned *every)
{
    if (candidates.size() == 1) {
        const unsigned digit = sum >= 1 && sum <= 9 ? 1u << (sum - 1) : 0u;
        if (!(candidates[0] & digit))
            return false;
        possible[0] = static_cast<std::uint16_t>(possible[0] | digit);
        if (every)
            *every = digit;
        return true;
    }
    if (candidates.empty()) {
        if (sum != 0)
            return false;
        if (every)
            *every = 0;
        return true;
    }
    if (candidates.size() == 2) {
        const unsigned first = pairFirsts(candidates[0], candidates[1], sum);
        if (first == 0)
            return false;
        const unsigned second = pairSeconds(first, sum);
        possible[0] = static_cast<std::uint16_t>(possible[0] | first);
        possible[1] = static_cast<std::uint16_t>(possible[1] | second);
        if (every)
            *every = pairEvery(first, second);
        return true;
    }
    // Three cells: a with digit d, then b and c a pair of other digits adding up to sum - d.
    unsigned firsts = 0, seconds = 0, thirds = 0, all = 0x1FF;
    for (unsigned digits = candidates[0] & 0x1FFu; digits != 0; digits &= digits - 1) {
        const unsigned bit = digits & (0u - digits);
        const int total = sum - (std::countr_zero(digits) + 1);
        const unsigned second = pairFirsts(candidates[1] & ~bit, candidates[2] & ~bit, total);
        if (second == 0)
            continue;
        const unsigned third = pairSeconds(second, total);
        firsts |= bit;
        seconds |= second;
        thirds |= third;
        all &= bit | pairEvery(second, third);
    }
    if (firsts == 0)
        return false;
    possible[0] = static_cast<std::uint16_t>(possible[0] | firsts);
    possible[1] = static_cast<std::uint16_t>(possible[1] | seconds);
    possible[2] = static_cast<std::uint16_t>(possible[2] | thirds);
    if (every)
        *every = all;
    return true;
}

// fillCage when the cells' candidates hold six digits or fewer: the sets of those digits fit in one word (bit u
// for the set whose r-th digit is in when bit r of u is).
bool fillFew(std::span<const std::uint16_t> candidates, unsigned digits, int sum, std::span<std::uint16_t> possible,
    unsigned *every)
{
    const std::size_t n = candidates.size();
    std::array<unsigned, 6> digitBit {}; // the r-th digit, as bit d-1
    std::array<int, 6> value {};
    const int k = bitCount32(digits);
    for (int r = 0; digits != 0; digits &= digits - 1, ++r) {
        digitBit[static_cast<std::size_t>(r)] = digits & (0u - digits);
        value[static_cast<std::size_t>(r)] = std::countr_zero(digits) + 1;
    }
    std::array<unsigned, 9> local {}; // the cells' candidates as ranks
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t r = 0; r < static_cast<std::size_t>(k); ++r)
            local[i] |= (candidates[i] & digitBit[r]) ? 1u << r : 0u;
    }
    std::array<std::uint64_t, 10> reach {};
    reach[0] = 1;
    for (std::size_t i = 0; i < n; ++i) {
        for (unsigned ranks = local[i]; ranks != 0; ranks &= ranks - 1) {
            const auto r = static_cast<unsigned>(std::countr_zero(ranks));
            reach[i + 1] |= (reach[i] & kWithout[r]) << (1u << r);
        }
    }
    // The sets of n ranks adding up to `sum`, among those reached.
    std::uint64_t good = 0;
    for (std::uint64_t sets = reach[n] & ~std::uint64_t {1}; sets != 0; sets &= sets - 1) {
        const auto u = static_cast<unsigned>(std::countr_zero(sets));
        int total = 0;
        for (unsigned ranks = u; ranks != 0; ranks &= ranks - 1)
            total += value[static_cast<std::size_t>(std::countr_zero(ranks))];
        good |= total == sum ? std::uint64_t {1} << u : 0;
    }
    if (n == 0)
        good = sum == 0 ? 1 : 0;
    if (good == 0)
        return false;
    if (every) {
        *every = 0;
        for (std::size_t r = 0; r < static_cast<std::size_t>(k); ++r)
            *every |= (good & kWithout[r]) ? 0u : digitBit[r];
    }
    for (std::size_t i = n; i-- > 0;) {
        std::uint64_t layer = 0;
        for (unsigned ranks = local[i]; ranks != 0; ranks &= ranks - 1) {
            const auto r = static_cast<unsigned>(std::countr_zero(ranks));
            const std::uint64_t from = (good >> (1u << r)) & kWithout[r] & reach[i];
            if (from != 0) {
                layer |= from;
                possible[i] = static_cast<std::uint16_t>(possible[i] | digitBit[r]);
            }
        }
        good = layer;
    }
    return true;
}

} // namespace

bool fillCage(std::span<const std::uint16_t> candidates, int sum, std::span<std::uint16_t> possible, unsigned *every)
{
    const std::size_t n = candidates.size();
    if (n > 9 || sum < 0 || sum > 45)
        return false;
    if (n <= 3)
        return fillSmall(candidates, sum, possible, every);
    unsigned digits = 0;
    for (const std::uint16_t c : candidates)
        digits |= c & 0x1FFu;
    if (bitCount32(digits) <= 6)
        return fillFew(candidates, digits, sum, possible, every);
    std::array<Sets, 10> reach {}; // reach[i]: the sets the first i cells can use
    reach[0][0] = 1;
    for (std::size_t i = 0; i < n; ++i) {
        for (unsigned digits = candidates[i] & 0x1FFu; digits != 0; digits &= digits - 1)
            addDigit(reach[i], static_cast<unsigned>(std::countr_zero(digits)), reach[i + 1]);
    }
    Sets good {}; // after i cells: the reachable sets that can still be completed to a fill
    std::uint64_t found = 0;
    for (std::size_t w = 0; w < 8; ++w) {
        good[w] = reach[n][w] & kSumSets[static_cast<std::size_t>(sum)][w];
        found |= good[w];
    }
    if (found == 0)
        return false;
    if (every) {
        *every = 0;
        for (unsigned j = 0; j < 9; ++j)
            *every |= someWithout(good, j) ? 0u : 1u << j;
    }
    for (std::size_t i = n; i-- > 0;) {
        Sets layer {};
        for (unsigned digits = candidates[i] & 0x1FFu; digits != 0; digits &= digits - 1) {
            const auto j = static_cast<unsigned>(std::countr_zero(digits));
            const Sets from = takeDigit(good, j);
            std::uint64_t any = 0;
            for (std::size_t w = 0; w < 8; ++w) {
                layer[w] |= from[w] & reach[i][w];
                any |= from[w] & reach[i][w];
            }
            if (any != 0)
                possible[i] = static_cast<std::uint16_t>(possible[i] | (1u << j));
        }
        good = layer;
    }
    return true;
}

bool combinationFits(unsigned combination, std::span<const std::uint16_t> candidates, std::span<std::uint16_t> possible)
{
    std::array<std::uint16_t, 9> kept {};
    const std::size_t n = candidates.size();
    if (n > 9 || static_cast<std::size_t>(bitCount32(combination)) != n)
        return false;
    for (std::size_t i = 0; i < n; ++i)
        kept[i] = static_cast<std::uint16_t>(candidates[i] & combination);
    int sum = 0;
    for (unsigned rest = combination; rest != 0; rest &= rest - 1)
        sum += std::countr_zero(rest) + 1;
    return fillCage(std::span<const std::uint16_t>(kept).first(n), sum, possible);
}

} // namespace sudoku
