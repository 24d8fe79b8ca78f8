// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small, portable pseudo-random generator: xoshiro256** seeded through splitmix64 (Blackman and Vigna).
//
// The standard library's distributions and std::shuffle are implementation-defined, so the same seed can
// give different puzzles with another standard library. Everything here is specified bit for bit, so a
// seed names the same puzzle on every platform and compiler.

#include <array>
#include <cstdint>
#include <utility>

namespace sudoku
{

class Random
{
public:
    explicit Random(std::uint64_t seed) { reseed(seed); }

    void reseed(std::uint64_t seed)
    {
        for (auto &word : m_state) {
            seed += 0x9E3779B97F4A7C15ull; // splitmix64
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            word = z ^ (z >> 31);
        }
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    // Uniform in [0, bound), bound > 0 (Lemire's multiply-and-reject, no modulo bias).
    std::uint32_t below(std::uint32_t bound)
    {
        std::uint64_t product = (next() >> 32) * bound;
        auto low = static_cast<std::uint32_t>(product);
        if (low < bound) {
            const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
            while (low < threshold) {
                product = (next() >> 32) * bound;
                low = static_cast<std::uint32_t>(product);
            }
        }
        return static_cast<std::uint32_t>(product >> 32);
    }

    // Fisher-Yates shuffle of [first, last).
    template<typename It>
    void shuffle(It first, It last)
    {
        for (auto n = static_cast<std::uint32_t>(last - first); n > 1; --n)
            std::swap(first[n - 1], first[below(n)]);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    std::array<std::uint64_t, 4> m_state {};
};

} // namespace sudoku
