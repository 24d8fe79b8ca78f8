// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the almost locked set finders (als.cpp, alschain.cpp): digit loops, the one
// step per set of eliminations rule, and the pattern slots of a Step (sets, nodes, links).

#include "sudoku/logic/finders.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace sudoku::logic::als
{

using Eliminations = std::array<CellSet, 9>;

inline int lowestDigit(CandidateMask mask)
{
    return std::countr_zero(static_cast<unsigned>(mask)) + 1;
}

template<typename F>
void forEachDigit(CandidateMask mask, F &&f)
{
    while (mask) {
        const int d = lowestDigit(mask);
        mask &= static_cast<CandidateMask>(mask - 1);
        f(d);
    }
}

inline bool anyElimination(const Eliminations &eliminations)
{
    return std::any_of(eliminations.begin(), eliminations.end(), [](const CellSet &c) { return c.any(); });
}

// One step per set of eliminations (HoDoKu's "only one ALS step per elimination"): many combinations of
// sets make the same deduction. An open-addressing hash set of the eliminations seen so far.
class Fresh
{
public:
    bool contains(const Eliminations &eliminations) const { return find(eliminations, hashOf(eliminations)) >= 0; }
    // Records the eliminations; true when they are new.
    bool operator()(const Eliminations &eliminations)
    {
        const std::uint64_t hash = hashOf(eliminations);
        if (find(eliminations, hash) >= 0)
            return false;
        if ((m_keys.size() + 1) * 2 > m_slots.size())
            grow();
        place(static_cast<std::uint32_t>(m_keys.size()), hash);
        m_keys.push_back(eliminations);
        m_hashes.push_back(hash);
        return true;
    }

private:
    static constexpr std::uint32_t kEmpty = 0xffffffffu;

    static std::uint64_t hashOf(const Eliminations &eliminations)
    {
        std::uint64_t h = 0x9e3779b97f4a7c15ull;
        for (std::size_t d = 0; d < eliminations.size(); ++d) {
            const CellSet &cells = eliminations[d];
            if (cells.empty())
                continue;
            h = (h ^ (cells.lo() + d)) * 0xff51afd7ed558ccdull;
            h = (h ^ cells.hi()) * 0xc4ceb9fe1a85ec53ull;
        }
        return h ^ (h >> 29);
    }

    long find(const Eliminations &eliminations, std::uint64_t hash) const
    {
        if (m_slots.empty())
            return -1;
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = hash & mask; m_slots[i] != kEmpty; i = (i + 1) & mask) {
            const std::uint32_t k = m_slots[i];
            if (m_hashes[k] == hash && m_keys[k] == eliminations)
                return k;
        }
        return -1;
    }

    void place(std::uint32_t key, std::uint64_t hash)
    {
        const std::size_t mask = m_slots.size() - 1;
        std::size_t i = hash & mask;
        while (m_slots[i] != kEmpty)
            i = (i + 1) & mask;
        m_slots[i] = key;
    }

    void grow()
    {
        m_slots.assign(std::max<std::size_t>(64, m_slots.size() * 2), kEmpty);
        for (std::uint32_t k = 0; k < m_keys.size(); ++k)
            place(k, m_hashes[k]);
    }

    std::vector<Eliminations> m_keys;
    std::vector<std::uint64_t> m_hashes;
    std::vector<std::uint32_t> m_slots;
};

// A set of 64-bit keys (open addressing), for cheap "seen this combination before" tests.
class KeySet
{
public:
    // Records the key; true when it is new.
    bool insert(std::uint64_t key)
    {
        if ((m_count + 1) * 2 > m_slots.size())
            grow();
        if (place(key))
            ++m_count;
        else
            return false;
        return true;
    }

private:
    static constexpr std::uint64_t kEmpty = ~std::uint64_t {0};

    bool place(std::uint64_t key)
    {
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = (key * 0x9e3779b97f4a7c15ull) >> 20 & mask;; i = (i + 1) & mask) {
            if (m_slots[i] == key)
                return false;
            if (m_slots[i] == kEmpty) {
                m_slots[i] = key;
                return true;
            }
        }
    }

    void grow()
    {
        std::vector<std::uint64_t> old;
        old.swap(m_slots);
        m_slots.assign(std::max<std::size_t>(256, old.size() * 2), kEmpty);
        for (const std::uint64_t key : old) {
            if (key != kEmpty)
                place(key);
        }
    }

    std::vector<std::uint64_t> m_slots;
    std::size_t m_count = 0;
};

// The eliminations of one digit only, as (digit, cells): a cheaper Fresh for the common case.
class FreshSingle
{
public:
    bool contains(int digit, const CellSet &cells) const { return find(digit, cells, hashOf(digit, cells)) >= 0; }
    // Records the elimination; true when it is new.
    bool operator()(int digit, const CellSet &cells)
    {
        const std::uint64_t hash = hashOf(digit, cells);
        if (find(digit, cells, hash) >= 0)
            return false;
        if ((m_keys.size() + 1) * 2 > m_slots.size()) {
            m_slots.assign(std::max<std::size_t>(64, m_slots.size() * 2), kEmpty);
            for (std::uint32_t k = 0; k < m_keys.size(); ++k)
                place(k, hashOf(m_keys[k].digit, m_keys[k].cells));
        }
        place(static_cast<std::uint32_t>(m_keys.size()), hash);
        m_keys.push_back({cells, digit});
        return true;
    }

private:
    static constexpr std::uint32_t kEmpty = 0xffffffffu;
    struct Key {
        CellSet cells;
        int digit;
    };

    static std::uint64_t hashOf(int digit, const CellSet &cells)
    {
        std::uint64_t h = (cells.lo() ^ static_cast<std::uint64_t>(digit)) * 0xff51afd7ed558ccdull;
        h = (h ^ cells.hi() ^ (h >> 31)) * 0xc4ceb9fe1a85ec53ull;
        return h ^ (h >> 29);
    }

    long find(int digit, const CellSet &cells, std::uint64_t hash) const
    {
        if (m_slots.empty())
            return -1;
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = hash & mask; m_slots[i] != kEmpty; i = (i + 1) & mask) {
            const Key &key = m_keys[m_slots[i]];
            if (key.digit == digit && key.cells == cells)
                return m_slots[i];
        }
        return -1;
    }

    void place(std::uint32_t key, std::uint64_t hash)
    {
        const std::size_t mask = m_slots.size() - 1;
        std::size_t i = hash & mask;
        while (m_slots[i] != kEmpty)
            i = (i + 1) & mask;
        m_slots[i] = key;
    }

    std::vector<Key> m_keys;
    std::vector<std::uint32_t> m_slots;
};

inline void addSet(Step &step, const Als &als)
{
    step.sets.push_back(als.cells);
    step.cells |= als.cells;
    step.addHouse(houseFromIndex(als.house)); // ALS are found in rows, columns and boxes only
}

inline std::uint16_t addNode(Step &step, const CellSet &cells, int digit, bool on, int set)
{
    step.nodes.push_back({cells, static_cast<std::uint8_t>(digit), on, static_cast<std::int8_t>(set)});
    return static_cast<std::uint16_t>(step.nodes.size() - 1);
}

inline void addLink(Step &step, std::uint16_t from, std::uint16_t to, bool strong)
{
    step.links.push_back({from, to, strong, 0});
}

// The chain "z not in the first set => ... => z in the last set" drawn for every eliminated z: `first` and
// `last` are the nodes of the RC digit in the first and the last set that the z nodes hang on.
inline void addEndNodes(
    Step &step, const Als &a, int setA, std::uint16_t first, const Als &b, int setB, std::uint16_t last)
{
    for (int z = 1; z <= 9; ++z) {
        if (step.eliminations[z - 1].empty() || !(a.digits & b.digits & digitBit(z)))
            continue;
        const std::uint16_t start = addNode(step, a.digitCells[z - 1], z, false, setA);
        addLink(step, start, first, true);
        const std::uint16_t end = addNode(step, b.digitCells[z - 1], z, true, setB);
        addLink(step, last, end, true);
    }
}

} // namespace sudoku::logic::als
