// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The word operations of BandBoard and the few that work on the nine digit planes of a band at once, in
// vector registers where the kernel's instruction set has them (AVX-512, AVX2, SSE2) and in plain loops
// elsewhere. Included only by kernel translation units (see dfskernel.h): an anonymous namespace.

#include "sudoku/grid/bitcount.h"

#include <cstdint>

#if defined(__SSE2__)
#include <immintrin.h>
#endif

namespace sudoku::detail
{
namespace
{

using u32 = std::uint32_t;
using u64 = std::uint64_t;

// Index of the lowest set bit; x must not be 0.
inline int lowestBit(u32 x)
{
    return __builtin_ctz(x);
}

// The digits (bit d) whose plane among the nine at `planes` holds `bit`.
inline u32 digitsHolding(const u32 *planes, u32 bit)
{
#if defined(__AVX512VL__)
    // 256-bit vectors with AVX-512's mask compares: on Zen 4 a masked 512-bit load costs more than the
    // ninth lane done apart.
    const __m256i lanes = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(planes));
    const u32 low = _mm256_test_epi32_mask(lanes, _mm256_set1_epi32(static_cast<int>(bit)));
    return low | u32 {(planes[8] & bit) != 0} << 8;
#elif defined(__AVX2__)
    const __m256i b = _mm256_set1_epi32(static_cast<int>(bit));
    const __m256i lanes = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(planes));
    const u32 low = u32(_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(_mm256_and_si256(lanes, b), b))));
    return low | u32 {(planes[8] & bit) != 0} << 8;
#elif defined(__SSE2__)
    const __m128i b = _mm_set1_epi32(static_cast<int>(bit));
    const __m128i a0 = _mm_loadu_si128(reinterpret_cast<const __m128i *>(planes));
    const __m128i a1 = _mm_loadu_si128(reinterpret_cast<const __m128i *>(planes + 4));
    const u32 low = u32(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(a0, b), b))));
    const u32 high = u32(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(a1, b), b))));
    return low | high << 4 | u32 {(planes[8] & bit) != 0} << 8;
#else
    u32 digits = 0;
    for (int d = 0; d < 9; ++d)
        digits |= u32 {(planes[d] & bit) != 0} << d;
    return digits;
#endif
}

// For each cell (bit) of the nine planes at `planes`: `one` has it when at least one plane holds it, `two`
// when two do, `three` when three do.
inline void candidateCounts(const u32 *planes, u32 &one, u32 &two, u32 &three)
{
#if defined(__SSE2__)
    // A tree over the lanes, each step adding two (one, two, three) counts: planes 0-3 with 4-7, then lanes
    // 0, 1 with 2, 3, then lane 0 with 1; plane 8 last.
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(planes));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(planes + 4));
    __m128i o = _mm_or_si128(a, b), t = _mm_and_si128(a, b);
    __m128i o2 = _mm_shuffle_epi32(o, _MM_SHUFFLE(1, 0, 3, 2)), t2 = _mm_shuffle_epi32(t, _MM_SHUFFLE(1, 0, 3, 2));
    __m128i h = _mm_or_si128(_mm_and_si128(t, o2), _mm_and_si128(o, t2));
    t = _mm_or_si128(_mm_or_si128(t, t2), _mm_and_si128(o, o2));
    o = _mm_or_si128(o, o2);
    o2 = _mm_shuffle_epi32(o, _MM_SHUFFLE(2, 3, 0, 1));
    t2 = _mm_shuffle_epi32(t, _MM_SHUFFLE(2, 3, 0, 1));
    const __m128i h2 = _mm_shuffle_epi32(h, _MM_SHUFFLE(2, 3, 0, 1));
    h = _mm_or_si128(_mm_or_si128(h, h2), _mm_or_si128(_mm_and_si128(t, o2), _mm_and_si128(o, t2)));
    t = _mm_or_si128(_mm_or_si128(t, t2), _mm_and_si128(o, o2));
    o = _mm_or_si128(o, o2);
    const u32 last = planes[8];
    const u32 o1 = u32(_mm_cvtsi128_si32(o)), t1 = u32(_mm_cvtsi128_si32(t));
    three = u32(_mm_cvtsi128_si32(h)) | (t1 & last);
    two = t1 | (o1 & last);
    one = o1 | last;
#else
    one = two = three = 0;
    for (int d = 0; d < 9; ++d) {
        three |= two & planes[d];
        two |= one & planes[d];
        one |= planes[d];
    }
#endif
}

// The nine planes at `planes` lose `cells`.
inline void clearFromAll(u32 *planes, u32 cells)
{
#if defined(__AVX2__)
    const __m256i lanes = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(planes));
    _mm256_storeu_si256(
        reinterpret_cast<__m256i *>(planes), _mm256_andnot_si256(_mm256_set1_epi32(static_cast<int>(cells)), lanes));
    planes[8] &= ~cells;
#elif defined(__SSE2__)
    const __m128i c = _mm_set1_epi32(static_cast<int>(cells));
    const __m128i a0 = _mm_loadu_si128(reinterpret_cast<const __m128i *>(planes));
    const __m128i a1 = _mm_loadu_si128(reinterpret_cast<const __m128i *>(planes + 4));
    _mm_storeu_si128(reinterpret_cast<__m128i *>(planes), _mm_andnot_si128(c, a0));
    _mm_storeu_si128(reinterpret_cast<__m128i *>(planes + 4), _mm_andnot_si128(c, a1));
    planes[8] &= ~cells;
#else
    for (int d = 0; d < 9; ++d)
        planes[d] &= ~cells;
#endif
}

// The planes (bit = index) among the 27 at `a` that differ from those at `b`.
inline u32 differingPlanes(const u32 *a, const u32 *b)
{
#if defined(__AVX512VL__)
    u32 differing = 0;
    for (int i = 0; i < 24; i += 8) {
        const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(a + i));
        const __m256i y = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(b + i));
        differing |= u32 {_mm256_cmpneq_epi32_mask(x, y)} << i;
    }
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(a + 23));
    const __m128i y = _mm_loadu_si128(reinterpret_cast<const __m128i *>(b + 23));
    return differing | u32 {_mm_cmpneq_epi32_mask(x, y)} << 23;
#elif defined(__AVX2__)
    u32 equal = 0;
    for (int i = 0; i < 24; i += 8) {
        const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(a + i));
        const __m256i y = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(b + i));
        equal |= u32(_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(x, y)))) << i;
    }
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(a + 23));
    const __m128i y = _mm_loadu_si128(reinterpret_cast<const __m128i *>(b + 23));
    equal |= u32(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(x, y)))) << 23;
    return ~equal & 0x7FFFFFF;
#elif defined(__SSE2__)
    u32 equal = 0;
    for (int i = 0; i < 24; i += 4) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(a + i));
        const __m128i y = _mm_loadu_si128(reinterpret_cast<const __m128i *>(b + i));
        equal |= u32(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(x, y)))) << i;
    }
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(a + 23));
    const __m128i y = _mm_loadu_si128(reinterpret_cast<const __m128i *>(b + 23));
    equal |= u32(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(x, y)))) << 23;
    return ~equal & 0x7FFFFFF;
#else
    u32 differing = 0;
    for (int i = 0; i < 27; ++i)
        differing |= u32 {a[i] != b[i]} << i;
    return differing;
#endif
}

} // namespace
} // namespace sudoku::detail
