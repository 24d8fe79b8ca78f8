// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// BandBoard: the candidate bitboard of DfsSolver and its propagation. dfssolver.h explains the layout and
// the deductions; this file is the implementation, kept in a header so that the search inlines it.

#include "sudoku/bitcount.h"
#include "sudoku/board.h"

#include <array>
#include <cstdint>
#include <utility>

namespace sudoku::detail
{

namespace bandtables
{

inline constexpr std::uint32_t kAllCells = 0x7FFFFFF; // the 27 cells of a band
inline constexpr std::uint32_t kColumnRepeat = 0x40201; // x * kColumnRepeat copies 9 column bits to 3 rows

constexpr bool isSingleBit(std::uint32_t x)
{
    return x != 0 && (x & (x - 1)) == 0;
}

// kRowTriads[row]: for the 9 cells of one row of a band, bit k = the row has a candidate in box k.
constexpr std::array<std::uint8_t, 512> makeRowTriads()
{
    std::array<std::uint8_t, 512> table {};
    for (std::uint32_t row = 0; row < 512; ++row) {
        for (int box = 0; box < 3; ++box) {
            if (row >> (3 * box) & 7u)
                table[row] |= static_cast<std::uint8_t>(1u << box);
        }
    }
    return table;
}

// kTriadClosure[triads]: `triads` has bit 3 * row + box for each triad (row of a box) that still holds the
// digit. A digit fills one triad per row and one per box of a band, a permutation of rows onto boxes. The
// entry is the mask of the cells of all triads that belong to at least one such permutation, 0 if there is
// none. This single lookup does box-line reduction (pointing and claiming) within the band.
constexpr std::array<std::uint32_t, 512> makeTriadClosure()
{
    constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    std::array<std::uint32_t, 512> table {};
    for (std::uint32_t triads = 0; triads < 512; ++triads) {
        std::uint32_t allowed = 0;
        for (const auto &p : kPermutations) {
            const std::uint32_t used = 1u << p[0] | 1u << (3 + p[1]) | 1u << (6 + p[2]);
            if ((triads & used) == used)
                allowed |= used;
        }
        for (int t = 0; t < 9; ++t) {
            if (allowed >> t & 1u)
                table[triads] |= 7u << (9 * (t / 3) + 3 * (t % 3));
        }
    }
    return table;
}

// kRowSingle[row]: the row itself when it holds exactly one candidate cell, else 0.
constexpr std::array<std::uint16_t, 512> makeRowSingle()
{
    std::array<std::uint16_t, 512> table {};
    for (std::uint32_t row = 0; row < 512; ++row)
        table[row] = isSingleBit(row) ? static_cast<std::uint16_t>(row) : 0;
    return table;
}

// kLockedColumns[columns]: `columns` has bit c when the digit can still go in column c of a band. The entry
// keeps the columns that are the only one left in their box: the digit's place in that column lies in this
// band, so the other two bands lose the column.
constexpr std::array<std::uint16_t, 512> makeLockedColumns()
{
    std::array<std::uint16_t, 512> table {};
    for (std::uint32_t columns = 0; columns < 512; ++columns) {
        for (int box = 0; box < 3; ++box) {
            const std::uint32_t group = columns >> (3 * box) & 7u;
            if (isSingleBit(group))
                table[columns] |= static_cast<std::uint16_t>(group << (3 * box));
        }
    }
    return table;
}

// kPeerKeep[bit]: the band's cells minus the row, box and column peers of cell `bit` (the cell stays).
constexpr std::array<std::uint32_t, 27> makePeerKeep()
{
    std::array<std::uint32_t, 27> table {};
    for (int cell = 0; cell < 27; ++cell) {
        std::uint32_t keep = 0;
        for (int other = 0; other < 27; ++other) {
            const bool peer = other / 9 == cell / 9 || other % 9 == cell % 9 || other % 9 / 3 == cell % 9 / 3;
            if (!peer || other == cell)
                keep |= 1u << other;
        }
        table[cell] = keep;
    }
    return table;
}

inline constexpr auto kRowTriads = makeRowTriads();
inline constexpr auto kTriadClosure = makeTriadClosure();
inline constexpr auto kRowSingle = makeRowSingle();
inline constexpr auto kLockedColumns = makeLockedColumns();
inline constexpr auto kPeerKeep = makePeerKeep();

} // namespace bandtables

// Index of the lowest set bit; x must not be 0.
inline int lowestBit(std::uint32_t x)
{
    return __builtin_ctz(x);
}

// A cell to branch on and its candidate digits (bit d = digit d + 1).
struct Branch {
    int cell = 0;
    std::uint32_t digits = 0;
};

class BandBoard
{
public:
    static constexpr int kPlanes = 27; // digit * 3 + band

    // The empty board with `givens` placed (not yet propagated). Same result as place() for each given,
    // with the column and cell eliminations gathered and applied once per plane.
    explicit BandBoard(const Grid &givens)
    {
        using namespace bandtables;
        m_cand.fill(kAllCells);
        m_seen.fill(0); // differs from every plane: the first propagation looks at all of them
        std::array<std::uint32_t, kPlanes> mine {}; // the givens of each plane
        std::array<std::uint32_t, 9> columns {}; // per digit: the columns that hold it
        std::array<std::uint32_t, 3> filled {};
        for (int band = 0; band < 3; ++band) {
            for (int bit = 0; bit < 27; ++bit) {
                const int digit = givens[band * 27 + bit] - 1;
                if (digit < 0)
                    continue;
                m_cand[digit * 3 + band] &= kPeerKeep[bit];
                mine[digit * 3 + band] |= 1u << bit;
                columns[digit] |= 1u << (bit % 9);
                filled[band] |= 1u << bit;
            }
        }
        for (int plane = 0; plane < kPlanes; ++plane) {
            const std::uint32_t taken = columns[plane / 3] * kColumnRepeat | filled[plane % 3];
            m_cand[plane] = (m_cand[plane] & ~taken) | mine[plane];
        }
        for (int band = 0; band < 3; ++band)
            m_unsolved[band] = kAllCells & ~filled[band];
    }

    // Puts digit (0..8) in cell: the cell loses its other candidates, the cell's peers lose the digit.
    void place(int cell, int digit)
    {
        const int band = cell / 27;
        const std::uint32_t bit = 1u << (cell % 27);
        for (int d = 0; d < 9; ++d)
            m_cand[d * 3 + band] &= ~bit;
        m_cand[digit * 3 + band] = (m_cand[digit * 3 + band] & bandtables::kPeerKeep[cell % 27]) | bit;
        const std::uint32_t column = (1u << (cell % 9)) * bandtables::kColumnRepeat;
        m_cand[digit * 3 + (band + 1) % 3] &= ~column;
        m_cand[digit * 3 + (band + 2) % 3] &= ~column;
        m_unsolved[band] &= ~bit;
    }

    // Removes digit (0..8) from the candidates of cell.
    void eliminate(int cell, int digit) { m_cand[digit * 3 + cell / 27] &= ~(1u << (cell % 27)); }

    // Applies singles and box-line reductions until nothing changes. False on a contradiction (the board
    // is then unusable). One out-of-line copy: the search calls it from two places.
    [[gnu::noinline]] bool propagate()
    {
        for (;;) {
            bool changed;
            do {
                changed = false;
                if (!sweep(changed, std::make_index_sequence<kPlanes>()))
                    return false;
            } while (changed);
            const int singles = nakedSingles();
            if (singles <= 0)
                return singles == 0;
        }
    }

    int solvedCount() const
    {
        return kCellCount - bitCount32(m_unsolved[0]) - bitCount32(m_unsolved[1]) - bitCount32(m_unsolved[2]);
    }
    // Solved cells of band b (27 bits).
    std::uint32_t solvedInBand(int band) const { return ~m_unsolved[band] & bandtables::kAllCells; }

    // The digit (0..8) of a solved cell.
    int digitAt(int cell) const
    {
        const int band = cell / 27;
        const std::uint32_t bit = 1u << (cell % 27);
        int digit = 0;
        while (digit < 8 && !(m_cand[digit * 3 + band] & bit))
            ++digit;
        return digit;
    }

    // Candidate digits of a cell (bit d = digit d + 1).
    std::uint32_t candidates(int cell) const
    {
        const int band = cell / 27;
        const std::uint32_t bit = 1u << (cell % 27);
        std::uint32_t digits = 0;
        for (int d = 0; d < 9; ++d) {
            if (m_cand[d * 3 + band] & bit)
                digits |= 1u << d;
        }
        return digits;
    }

    // The solution, when every cell is solved.
    Grid grid() const
    {
        Grid grid {};
        for (int band = 0; band < 3; ++band) {
            std::uint8_t *cells = grid.data() + band * 27;
            for (int digit = 0; digit < 9; ++digit) {
                for (std::uint32_t bits = m_cand[digit * 3 + band]; bits != 0; bits &= bits - 1)
                    cells[lowestBit(bits)] = static_cast<std::uint8_t>(digit + 1);
            }
        }
        return grid;
    }

    // The unsolved cell with the fewest candidates (the first bivalue cell when there is one).
    Branch chooseBranch() const
    {
        for (int band = 0; band < 3; ++band) {
            std::uint32_t one = 0, two = 0, three = 0;
            for (int d = 0; d < 9; ++d) {
                const std::uint32_t c = m_cand[d * 3 + band];
                three |= two & c;
                two |= one & c;
                one |= c;
            }
            const std::uint32_t pairs = two & ~three;
            if (pairs != 0) {
                const int cell = band * 27 + lowestBit(pairs);
                return {cell, candidates(cell)};
            }
        }
        Branch best;
        int fewest = 10;
        for (int band = 0; band < 3; ++band) {
            for (std::uint32_t bits = m_unsolved[band]; bits != 0; bits &= bits - 1) {
                const int cell = band * 27 + lowestBit(bits);
                const std::uint32_t digits = candidates(cell);
                const int count = bitCount32(digits);
                if (count < fewest) {
                    fewest = count;
                    best = {cell, digits};
                }
            }
        }
        return best;
    }

private:
    // One pass over the planes that changed since they were last looked at.
    template<std::size_t... Plane>
    bool sweep(bool &changed, std::index_sequence<Plane...>)
    {
        return (updatePlane<Plane / 3, Plane % 3>(changed) && ...);
    }

    // The deductions within one band for one digit (see dfssolver.h). Forced inline: out of line (Clang's
    // choice) the 27 calls per sweep cost half as much again as the deductions themselves.
    template<int Digit, int Band>
    [[gnu::always_inline]] bool updatePlane(bool &changed)
    {
        using namespace bandtables;
        constexpr int kPlane = Digit * 3 + Band;
        std::uint32_t x = m_cand[kPlane];
        if (x == m_seen[kPlane])
            return true;
        changed = true;
        const std::uint32_t triads = kRowTriads[x & 511u] | kRowTriads[x >> 9 & 511u] << 3 | kRowTriads[x >> 18] << 6;
        x &= kTriadClosure[triads];
        if (x == 0)
            return false;
        m_cand[kPlane] = m_seen[kPlane] = x;

        const std::uint32_t columns = (x | x >> 9 | x >> 18) & 511u;
        const std::uint32_t locked = kLockedColumns[columns] * kColumnRepeat;
        m_cand[Digit * 3 + (Band + 1) % 3] &= ~locked;
        m_cand[Digit * 3 + (Band + 2) % 3] &= ~locked;

        const std::uint32_t singles
            = (kRowSingle[x & 511u] | kRowSingle[x >> 9 & 511u] << 9 | kRowSingle[x >> 18] << 18) & m_unsolved[Band];
        if (singles != 0) {
            m_unsolved[Band] &= ~singles;
            clearOtherDigits<Digit, Band>(singles, std::make_index_sequence<9>());
        }
        return true;
    }

    // Removes `cells` from the band's planes of every digit but Digit (a fold: as a loop it made GCC stop
    // inlining the plane updates).
    template<int Digit, int Band, std::size_t... D>
    [[gnu::always_inline]] void clearOtherDigits(std::uint32_t cells, std::index_sequence<D...>)
    {
        ((m_cand[D * 3 + Band] &= D == Digit ? ~0u : ~cells), ...);
    }

    // Places the cells that have one candidate left. Returns -1 on a contradiction (a cell without
    // candidates), otherwise the number of cells placed.
    int nakedSingles()
    {
        int placed = 0;
        for (int band = 0; band < 3; ++band) {
            std::uint32_t one = 0, two = 0;
            for (int d = 0; d < 9; ++d) {
                const std::uint32_t c = m_cand[d * 3 + band];
                two |= one & c;
                one |= c;
            }
            if (m_unsolved[band] & ~one)
                return -1;
            std::uint32_t singles = one & ~two & m_unsolved[band];
            for (int d = 0; singles != 0; ++d) {
                std::uint32_t mine = m_cand[d * 3 + band] & singles;
                singles &= ~mine;
                for (; mine != 0; mine &= mine - 1) {
                    const int bit = lowestBit(mine);
                    // An earlier single of this pass may have taken the cell's only candidate away.
                    if (!(m_cand[d * 3 + band] & 1u << bit))
                        return -1;
                    place(band * 27 + bit, d);
                    ++placed;
                }
            }
        }
        return placed;
    }

    std::array<std::uint32_t, kPlanes> m_cand; // candidate cells per (digit, band)
    std::array<std::uint32_t, kPlanes> m_seen; // each plane as its last update left it
    std::array<std::uint32_t, 3> m_unsolved; // cells per band not yet given a digit
};

} // namespace sudoku::detail
