// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Population counts that stay inline on the portable x86-64 baseline. That baseline has no popcnt
// instruction, so std::popcount compiles to a call into libgcc (__popcountdi2), which profiling showed
// taking a third of the generator's time (docs/bench-gen.md). With popcnt available (-mpopcnt, or an
// -march that has it) or on AArch64 the builtin is a single instruction and is used instead.
//
// The dfs kernels (search/dfskernel.h) compile this header with newer instruction sets than the rest of the
// engine. An inline function is emitted in every translation unit that uses it and the linker keeps any one
// copy, so a copy compiled for AVX2 could end up called from baseline code; the inline namespace below names
// the functions after the instruction set level they are compiled for, so each level has its own.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#if defined(__AVX512F__)
#define SUDOKU_BITCOUNT_ISA isa_x86v4
#elif defined(__AVX2__)
#define SUDOKU_BITCOUNT_ISA isa_x86v3
#elif defined(__POPCNT__)
#define SUDOKU_BITCOUNT_ISA isa_popcnt
#else
#define SUDOKU_BITCOUNT_ISA isa_base
#endif

namespace sudoku
{

inline namespace SUDOKU_BITCOUNT_ISA
{

constexpr int bitCount32(std::uint32_t x)
{
#if defined(__POPCNT__) || defined(__aarch64__)
    return std::popcount(x);
#else
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return static_cast<int>((x * 0x01010101u) >> 24);
#endif
}

constexpr int bitCount64(std::uint64_t x)
{
#if defined(__POPCNT__) || defined(__aarch64__)
    return std::popcount(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return static_cast<int>((x * 0x0101010101010101ull) >> 56);
#endif
}

// The digits of a nine-bit mask (candidates, a house's digits), looked up: no popcnt instruction needed. Bits above
// the ninth are counted too.
inline constexpr auto kNineBitCounts = [] {
    std::array<std::uint8_t, 512> counts {};
    for (std::size_t m = 1; m < counts.size(); ++m)
        counts[m] = static_cast<std::uint8_t>(counts[m >> 1] + (m & 1));
    return counts;
}();

constexpr int digitCount(std::uint32_t mask)
{
    return kNineBitCounts[mask & 511u] + (mask >> 9 ? bitCount32(mask >> 9u) : 0);
}

} // namespace SUDOKU_BITCOUNT_ISA

} // namespace sudoku
