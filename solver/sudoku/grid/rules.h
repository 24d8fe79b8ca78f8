// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A puzzle's rules as data: the houses (groups of nine cells that hold every digit once) and the cages (groups
// of cells with a sum, digits distinct). Classic Sudoku is rows, columns and boxes; the variants change only
// this value:
//
//   Sudoku-X   the two long diagonals are houses too
//   Hyper      four windows are houses too (rows 2-4 and 6-8 by columns 2-4 and 6-8; "Windoku")
//   Jigsaw     nine irregular regions of nine connected cells replace the boxes
//   Killer     cages: their digits are distinct and add up to the cage's sum; with or without givens
//
// and any combination of them (Jigsaw-X, Killer-X, ...). The rules are built once and then read: every part
// that needs to know which cells see each other asks them (houseCells, housesOf, peers, cageOf), never the
// classic geometry directly, unless it is the classic fast path (isClassic()).
//
// Houses are numbered rows 0..8, columns 9..17, boxes or regions 18..26 (as geometry.h numbers the classic
// ones), then the diagonals (main, anti) and the windows (top left, top right, bottom left, bottom right), those
// present. Cages are numbered in the order given; a cell is in at most one cage.
//
// The value keeps room for other sizes and overlapping grids: nothing outside this class and geometry.h depends
// on there being 27 houses or on which houses a cell has, only on houseCount() and housesOf().

#include "sudoku/grid/geometry.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace sudoku
{

namespace detail
{
struct SumCage; // sumcages.h
struct SumArea;
} // namespace detail

struct Cage {
    CellSet cells;
    int sum = 0;
    friend bool operator==(const Cage &, const Cage &) = default;
};

// The smallest and largest sum of `size` distinct digits (1 + ... + size, 9 + ... + (10 - size)).
constexpr int minCageSum(int size)
{
    return size * (size + 1) / 2;
}
constexpr int maxCageSum(int size)
{
    return size * (19 - size) / 2;
}

// Which variant a player would call the rules, for names, files and the generator's choice.
enum class Variant : std::uint8_t { Classic, X, Hyper, Jigsaw, Killer };
// Every variant, in the order the programs list them.
inline constexpr std::array kVariants {Variant::Classic, Variant::X, Variant::Hyper, Variant::Jigsaw, Variant::Killer};

class Rules
{
public:
    static constexpr int kMaxHouses = 27 + 2 + 4;

    // Classic rules.
    Rules();
    // Regions: region[cell] is 0..8 (the boxes for classic rules); diagonals and windows: extra houses; cages.
    // The rules may be broken (a region of the wrong size, overlapping cages): problem() says what is wrong,
    // and a puzzle with broken rules is Invalid to every solver.
    Rules(const std::array<std::uint8_t, kCellCount> &regions, bool diagonals, bool windows, std::vector<Cage> cages);

    static Rules classic() { return Rules(); }
    // The one classic Rules object, for readers that need rules and were given none (a classic Board's).
    static const Rules &classicRules();
    static Rules x() { return Rules(boxRegions(), true, false, {}); }
    static Rules hyper() { return Rules(boxRegions(), false, true, {}); }
    static Rules jigsaw(const std::array<std::uint8_t, kCellCount> &regions)
    {
        return Rules(regions, false, false, {});
    }
    static Rules killer(std::vector<Cage> cages) { return Rules(boxRegions(), false, false, std::move(cages)); }
    static const std::array<std::uint8_t, kCellCount> &boxRegions();

    // Rows, columns and boxes only: the classic fast paths apply.
    bool isClassic() const { return m_classic; }
    bool isJigsaw() const { return m_jigsaw; }
    bool hasDiagonals() const { return m_diagonals; }
    bool hasWindows() const { return m_windows; }
    bool isKiller() const { return !m_cages.empty(); }
    // The variant a player would name: Killer before Jigsaw before X before Hyper (Killer-X is Killer).
    Variant variant() const;

    const std::array<std::uint8_t, kCellCount> &regions() const { return m_regions; }
    // The regions numbered in the order of their first cells (the boxes' own order): equal for two labellings
    // of the same layout.
    std::array<std::uint8_t, kCellCount> canonicalRegions() const;
    const std::vector<Cage> &cages() const { return m_cages; }

    int houseCount() const { return m_houseCount; }
    const CellSet &houseCells(int house) const { return m_houseCells[static_cast<std::size_t>(house)]; }
    House house(int house) const { return m_houses[static_cast<std::size_t>(house)]; }
    // The houses of `cell`, in house order.
    std::span<const std::uint8_t> housesOf(int cell) const
    {
        return {m_housesOf[static_cast<std::size_t>(cell)].data(), m_houseCountOf[static_cast<std::size_t>(cell)]};
    }
    // The houses of `cell` as a set: bit h is house h.
    std::uint64_t houseMask(int cell) const { return m_houseMask[static_cast<std::size_t>(cell)]; }
    // The houses in the order a person scans them: boxes or regions first, then rows, columns and the others.
    std::span<const std::uint8_t> scanOrder() const
    {
        return {m_scanOrder.data(), static_cast<std::size_t>(m_houseCount)};
    }
    // The position of `house` in scanOrder().
    int scanRank(int house) const { return m_scanRank[static_cast<std::size_t>(house)]; }
    // The cells that share a house or a cage with `cell` (the cell itself excluded).
    const CellSet &peers(int cell) const { return m_peers[static_cast<std::size_t>(cell)]; }
    bool sees(int a, int b) const { return peers(a).contains(b); }
    // The cage of `cell`, or -1.
    int cageOf(int cell) const { return m_cageOf[static_cast<std::size_t>(cell)]; }

    // What is wrong with the rules, in words ("region 4 has 8 cells"), or nullopt. Found once, when built.
    const std::optional<std::string> &problem() const { return m_problem; }

    // The sums a Killer's search keeps (sumcages.h: the cages, then the innies and outies of the rule of 45),
    // found once when the rules are built and shared by their copies; empty without cages or with a problem().
    const std::vector<detail::SumCage> &sums() const;
    // The groups of houses the rule of 45 reasons from, with their cages (sumcages.h), found with sums().
    const std::vector<detail::SumArea> &sumAreas() const;

    friend bool operator==(const Rules &a, const Rules &b)
    {
        return (a.m_regions == b.m_regions || a.canonicalRegions() == b.canonicalRegions())
            && a.m_diagonals == b.m_diagonals && a.m_windows == b.m_windows && a.m_cages == b.m_cages;
    }

private:
    void build();
    std::optional<std::string> findProblem() const;

    std::array<std::uint8_t, kCellCount> m_regions {};
    bool m_diagonals = false;
    bool m_windows = false;
    bool m_classic = true;
    bool m_jigsaw = false;
    std::vector<Cage> m_cages;

    int m_houseCount = 0;
    std::array<CellSet, kMaxHouses> m_houseCells {};
    std::array<House, kMaxHouses> m_houses {};
    std::array<std::array<std::uint8_t, 6>, kCellCount> m_housesOf {};
    std::array<std::uint8_t, kCellCount> m_houseCountOf {};
    std::array<std::uint64_t, kCellCount> m_houseMask {};
    static_assert(kMaxHouses <= 64, "houseMask has a bit a house");
    std::array<CellSet, kCellCount> m_peers {};
    std::array<std::int8_t, kCellCount> m_cageOf {};
    std::array<std::uint8_t, kMaxHouses> m_scanOrder {};
    std::array<std::uint8_t, kMaxHouses> m_scanRank {};
    std::optional<std::string> m_problem;
    std::shared_ptr<const std::vector<detail::SumCage>> m_sums; // null when there are none; immutable once built
    std::shared_ptr<const std::vector<detail::SumArea>> m_sumAreas; // the same
};

// The cells left of, right of, above and below `cell`.
CellSet orthogonalNeighbours(int cell);
// The cells of `cells` connected to `from` through orthogonal neighbours inside `cells` (a region or a cage
// must be connected).
CellSet connectedCells(const CellSet &cells, int from);

// "classic", "x", "hyper", "jigsaw", "killer"; and back (any case).
std::string_view variantId(Variant variant);
std::optional<Variant> variantFromId(std::string_view id);

} // namespace sudoku
