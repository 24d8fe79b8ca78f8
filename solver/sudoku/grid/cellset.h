// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// CellSet: a set of cells as an 81-bit bitboard (geometry.h gives the houses and peers as such sets).
//
// Bit layout: cell c (0..80, row-major, see geometry.h) is bit c of a 128-bit value kept in two words:
//
//     lo: bits 0..63  = cells  0..63   (rows 0..6 and r7c0)
//     hi: bits 0..16  = cells 64..80   (the rest of row 7 and row 8); bits 17..63 always zero
//
// Every operation keeps the unused high bits zero, so count() and == need no masking. The human-style
// techniques (logic.h) are written as set algebra on these: "the cells of box 3 that still hold a 7" is
// `digitCells(7) & houseCells(box 3)`, "cells that see both pincers" is `peers(a) & peers(b)`.

#include "sudoku/grid/bitcount.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>

namespace sudoku
{

inline constexpr int kCellCount = 81; // the cells of the grid, numbered row-major (geometry.h)

class CellSet
{
public:
    constexpr CellSet() = default;
    static constexpr CellSet fromWords(std::uint64_t lo, std::uint64_t hi) { return CellSet(lo, hi); }
    static constexpr CellSet of(int cell)
    {
        CellSet set;
        set.insert(cell);
        return set;
    }
    static constexpr CellSet all() { return CellSet(~std::uint64_t {0}, kHiMask); }

    constexpr bool contains(int cell) const
    {
        return cell < 64 ? ((m_lo >> cell) & 1u) != 0 : ((m_hi >> (cell - 64)) & 1u) != 0;
    }
    constexpr void insert(int cell)
    {
        if (cell < 64)
            m_lo |= std::uint64_t {1} << cell;
        else
            m_hi |= std::uint64_t {1} << (cell - 64);
    }
    constexpr void erase(int cell)
    {
        if (cell < 64)
            m_lo &= ~(std::uint64_t {1} << cell);
        else
            m_hi &= ~(std::uint64_t {1} << (cell - 64));
    }
    constexpr int count() const { return bitCount64(m_lo) + bitCount64(m_hi); }
    // count() == 1 and count() >= 2 without counting (the portable build has no popcnt instruction).
    constexpr bool single() const
    {
        return (m_lo == 0) != (m_hi == 0) && ((m_lo & (m_lo - 1)) | (m_hi & (m_hi - 1))) == 0;
    }
    constexpr bool severalCells() const
    {
        return ((m_lo & (m_lo - 1)) | (m_hi & (m_hi - 1)) | static_cast<std::uint64_t>((m_lo != 0) & (m_hi != 0))) != 0;
    }
    // count() == 2: one cell left once the lowest is taken away.
    constexpr bool twoCells() const
    {
        return m_lo ? CellSet(m_lo & (m_lo - 1), m_hi).single() : CellSet(0, m_hi & (m_hi - 1)).single();
    }
    constexpr bool empty() const { return (m_lo | m_hi) == 0; }
    constexpr bool any() const { return !empty(); }
    // The lowest cell, or -1 when empty.
    constexpr int first() const
    {
        if (m_lo)
            return std::countr_zero(m_lo);
        if (m_hi)
            return 64 + std::countr_zero(m_hi);
        return -1;
    }
    constexpr bool intersects(const CellSet &other) const { return ((m_lo & other.m_lo) | (m_hi & other.m_hi)) != 0; }
    constexpr bool isSubsetOf(const CellSet &other) const
    {
        return (m_lo & ~other.m_lo) == 0 && (m_hi & ~other.m_hi) == 0;
    }
    constexpr std::uint64_t lo() const { return m_lo; }
    constexpr std::uint64_t hi() const { return m_hi; }

    constexpr CellSet operator&(const CellSet &o) const { return CellSet(m_lo & o.m_lo, m_hi & o.m_hi); }
    constexpr CellSet operator|(const CellSet &o) const { return CellSet(m_lo | o.m_lo, m_hi | o.m_hi); }
    constexpr CellSet operator^(const CellSet &o) const { return CellSet(m_lo ^ o.m_lo, m_hi ^ o.m_hi); }
    constexpr CellSet operator~() const { return CellSet(~m_lo, ~m_hi & kHiMask); }
    // The cells of this set that are not in `o`.
    constexpr CellSet minus(const CellSet &o) const { return CellSet(m_lo & ~o.m_lo, m_hi & ~o.m_hi); }
    constexpr CellSet &operator&=(const CellSet &o) { return *this = *this & o; }
    constexpr CellSet &operator|=(const CellSet &o) { return *this = *this | o; }
    constexpr CellSet &operator^=(const CellSet &o) { return *this = *this ^ o; }
    friend constexpr bool operator==(const CellSet &, const CellSet &) = default;

    // Iterates the cells in increasing order: for (int cell : set).
    class Iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = int;

        constexpr Iterator() = default;
        constexpr Iterator(std::uint64_t lo, std::uint64_t hi)
            : m_lo(lo)
            , m_hi(hi)
        {
        }
        constexpr int operator*() const { return m_lo ? std::countr_zero(m_lo) : 64 + std::countr_zero(m_hi); }
        constexpr Iterator &operator++()
        {
            if (m_lo)
                m_lo &= m_lo - 1;
            else
                m_hi &= m_hi - 1;
            return *this;
        }
        constexpr Iterator operator++(int)
        {
            Iterator before = *this;
            ++*this;
            return before;
        }
        friend constexpr bool operator==(const Iterator &, const Iterator &) = default;

    private:
        std::uint64_t m_lo = 0;
        std::uint64_t m_hi = 0;
    };
    constexpr Iterator begin() const { return Iterator(m_lo, m_hi); }
    constexpr Iterator end() const { return Iterator(0, 0); }

private:
    static constexpr std::uint64_t kHiMask = (std::uint64_t {1} << (kCellCount - 64)) - 1;
    constexpr CellSet(std::uint64_t lo, std::uint64_t hi)
        : m_lo(lo)
        , m_hi(hi)
    {
    }
    std::uint64_t m_lo = 0;
    std::uint64_t m_hi = 0;
};

} // namespace sudoku
