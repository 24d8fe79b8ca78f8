// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Almost locked sets (ALS) and the restricted commons between them: the building blocks of ALS-XZ,
// ALS-XY-Wing, ALS-XY-Chain, Death Blossom and of the ALS nodes of the chain engine.
//
// An ALS is N empty cells of one house whose pencil marks together hold exactly N+1 digits. It is one digit
// short of being locked: take any one of its digits away and the other N fill its N cells. A single cell
// with two candidates is an ALS of size 1 (HoDoKu counts it; AlsOptions::bivalueCells can leave it out).
//
// Two ALS A and B share a restricted common (RC) x when both hold x and every cell of A holding x sees
// every cell of B holding x: then at most one of the two sets can be x, so one of them is locked without
// it. A cell holding x in both sets (an overlap) can never be an RC.
//
// Data layout: each Als carries, per digit d, the cells of the set that hold d and the cells that see all
// of those (the "seeing" set; it never contains a cell holding d in the set). So "the cells outside A and B
// that see every z of both" is `a.seeing[z-1] & b.seeing[z-1] & grid.digitCells(z)`, and "x is an RC of A
// and B" is `b.digitCells[x-1]` inside `a.seeing[x-1]` (one subset test, which also rejects the overlap).
//
// How the search works: in each house, a depth-first walk over the house's empty cells in increasing order
// grows every subset of up to AlsOptions::maxSize cells, keeping the union of their pencil marks, and keeps
// those with one digit more than cells. A set of cells lying in two houses (a row and a box) is reported
// once, for the first of them in house order (rows 0..8, columns 9..17, boxes 18..26, as cellset.h numbers
// them). Sets come out in that order: by house, then in the walk's order.
//
// AlsGraph links the sets without trying every pair: cells that all see each other lie in one house, so the
// cells holding an RC x in both sets lie in one house. Each set is filed under (house, x) for every house
// holding its x-cells; x is an RC of exactly the pairs filed under a common (house, x) whose x-cells are
// disjoint. The buckets and the sets holding each cell are bitsets over the sets, so a set's partners for x are
// a few word operations away. Per set, the links to the others are kept in increasing order.
//
// Everything is a plain value; the vectors are the caller's and are reused when rebuilt, so a finder that
// keeps one AlsGraph allocates only while the position grows more sets than before. Reentrant, no state.

#include "sudoku/grid/candidates.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace sudoku
{

struct Als {
    CellSet cells;
    CandidateMask digits = 0; // the N+1 digits
    std::uint8_t house = 0; // the first house (0..26) holding every cell
    std::array<CellSet, 9> digitCells {}; // [d-1]: the cells of the set holding d (empty when d is not a digit)
    std::array<CellSet, 9> seeing {}; // [d-1]: every cell that sees all of digitCells[d-1] (empty when not)

    int size() const { return cells.count(); }
    const CellSet &cellsWith(int digit) const { return digitCells[digit - 1]; }
    const CellSet &cellsSeeing(int digit) const { return seeing[digit - 1]; }
    friend bool operator==(const Als &, const Als &) = default;
};

struct AlsOptions {
    // A single cell with two candidates counts as an ALS of size 1.
    bool bivalueCells = true;
    // The largest set searched (HoDoKu: 8, the most an ALS in one house can have).
    int maxSize = 8;
};

// Appends every ALS of `grid` to `out` (cleared first), each set of cells once.
void collectAlmostLockedSets(const CandidateGrid &grid, std::vector<Als> &out, const AlsOptions &options = {});
std::vector<Als> almostLockedSets(const CandidateGrid &grid, const AlsOptions &options = {});

// Fills an Als from its cells: digits, per-digit cells and seeing sets (`house` is left as given). For a
// set the caller knows to be an ALS (tests, or a pattern built by hand).
Als makeAls(const CandidateGrid &grid, const CellSet &cells, int house);

// The restricted common digits of two ALS (none when they share a cell and `allowOverlap` is false; with
// overlap allowed, a digit held in a shared cell is still never an RC).
CandidateMask restrictedCommons(const Als &a, const Als &b, bool allowOverlap = false);

// A restricted common between two sets of an AlsGraph, by index.
struct AlsLink {
    std::uint16_t from = 0;
    std::uint16_t to = 0;
    CandidateMask digits = 0; // the RC digits: one, or two for a doubly linked pair
    friend bool operator==(const AlsLink &, const AlsLink &) = default;
};

// The ALS of a position and every restricted common between two of them.
class AlsGraph
{
public:
    struct Options {
        AlsOptions sets;
        // Whether two sets sharing a cell may be linked (HoDoKu's "allow ALS overlap", off by default).
        bool allowOverlap = false;
    };

    void build(const CandidateGrid &grid, const Options &options);
    void build(const CandidateGrid &grid) { build(grid, Options {}); }

    std::span<const Als> sets() const { return m_sets; }
    const Als &set(int index) const { return m_sets[static_cast<std::size_t>(index)]; }
    int size() const { return static_cast<int>(m_sets.size()); }
    // Each linked pair once, from < to, ordered by `from`, then `to`.
    std::span<const AlsLink> pairs() const { return m_pairs; }
    // The links of one set to every set it shares an RC with (from == index), ordered by `to`.
    std::span<const AlsLink> links(int index) const
    {
        const auto i = static_cast<std::size_t>(index);
        return std::span<const AlsLink>(m_links).subspan(m_first[i], m_first[i + 1] - m_first[i]);
    }
    // Per digit d of a set: the cells outside it that hold d and see all of its d-cells (seeing & the
    // grid's d-cells), where d goes if the set is d. Empty for digits the set lacks.
    const std::array<CellSet, 9> &targets(int index) const { return m_targets[static_cast<std::size_t>(index)]; }
    // The sets whose targets for `digit` hold `cell`: the sets holding the digit whose cells with it `cell`
    // sees (the petals a stem cell can have, the ends a chain can eliminate from there). Increasing order.
    std::span<const std::uint16_t> setsSeenBy(int cell, int digit) const
    {
        const auto slot = static_cast<std::size_t>(cell * 9 + digit - 1);
        return std::span<const std::uint16_t>(m_seenSets)
            .subspan(m_seenFirst[slot], m_seenFirst[slot + 1] - m_seenFirst[slot]);
    }

private:
    std::vector<Als> m_sets;
    std::vector<AlsLink> m_pairs;
    std::vector<AlsLink> m_links;
    std::vector<std::uint32_t> m_first; // m_links index of each set's first link; size() + 1 entries
    std::vector<std::array<CellSet, 9>> m_targets;
    std::vector<std::uint32_t> m_seenFirst; // by cell * 9 + digit - 1, into m_seenSets; 730 entries
    std::vector<std::uint16_t> m_seenSets;
    // Scratch for build(), kept so a rebuilt graph reuses its memory.
    std::vector<std::uint32_t> m_setBucketFirst;
    std::vector<std::uint16_t> m_setBuckets;
    std::vector<std::uint64_t> m_bits; // bitsets over the sets: per bucket, then per cell (or cell and digit)
    std::vector<std::uint64_t> m_reach;
    std::vector<std::uint32_t> m_fill;
};

} // namespace sudoku
