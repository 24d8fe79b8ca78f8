// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// BandBoard: the candidate bitboard of DfsSolver, its propagation and its choice of branch. dfssolver.h
// explains the layout and the deductions; this file is the implementation. It is included only by the
// kernel translation units (through dfssearch.h) and lives in an anonymous namespace: each kernel compiles
// its own copy for its instruction set (see dfskernel.h).

#include <cstdint>

#if defined(__SSE2__)
#include <immintrin.h>
#endif

namespace sudoku::detail
{
namespace
{

using u32 = std::uint32_t;

constexpr u32 kAllCells = 0x7FFFFFF; // the 27 cells of a band
constexpr u32 kColumnRepeat = 0x40201; // x * kColumnRepeat copies 9 column bits to the 3 rows of a band

inline int popCount(u32 x)
{
#if defined(__POPCNT__) || defined(__aarch64__)
    return __builtin_popcount(x);
#else
    // The x86-64 baseline has no popcnt instruction and the builtin would call libgcc.
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return static_cast<int>((x * 0x01010101u) >> 24);
#endif
}

// Index of the lowest set bit; x must not be 0.
inline int lowestBit(u32 x)
{
    return __builtin_ctz(x);
}

// The columns (bit c = column c) of a band's plane that still hold the digit.
inline u32 columnsOf(u32 plane)
{
    return (plane | plane >> 9 | plane >> 18) & 511u;
}

// Three 3x3 boolean matrices side by side in 27 bits: matrix s has entry (i, j) at bit 9i + 3s + j.
// permutationClosure keeps the entries that lie on a permutation (one entry in every row and every
// column, all set): entry (i, j) survives when the 2x2 minor left by deleting its row and column has a
// diagonal of ones. Rows rotate by whole 9-bit words, columns inside each 3-bit group.
inline u32 rowsFromBelow1(u32 w)
{
    return (w >> 9 | w << 18) & kAllCells;
}
inline u32 rowsFromBelow2(u32 w)
{
    return (w >> 18 | w << 9) & kAllCells;
}
inline u32 columnsFromRight1(u32 w)
{
    return (w >> 1 & 0x36DB6DBu) | (w << 2 & 0x4924924u);
}
inline u32 columnsFromRight2(u32 w)
{
    return (w >> 2 & 0x1249249u) | (w << 1 & 0x6DB6DB6u);
}
inline u32 permutationClosure(u32 w)
{
    const u32 a = columnsFromRight1(w), b = columnsFromRight2(w);
    return w & ((rowsFromBelow1(a) & rowsFromBelow2(b)) | (rowsFromBelow1(b) & rowsFromBelow2(a)));
}

constexpr bool isSingleBit(u32 x)
{
    return x != 0 && (x & (x - 1)) == 0;
}

struct BandTables {
    // rowTriads[row]: for the 9 cells of one row of a band, bit k = the row has a candidate in box k.
    std::uint8_t rowTriads[512];
    // triadClosure[triads]: `triads` has bit 3 * row + box for each triad (row of a box) that still holds
    // the digit. A digit fills one triad per row and one per box of a band, a permutation of rows onto
    // boxes; the entry is the mask of the cells of all triads on such a permutation, 0 if there is none.
    u32 triadClosure[512];
    // rowSingle[row]: the row itself when it holds exactly one candidate cell, else 0.
    std::uint16_t rowSingle[512];
    // lockedColumns[columns]: the columns that are the only one left to the digit in their box.
    std::uint16_t lockedColumns[512];
    // peerKeep[bit]: the band's cells minus the row, box and column peers of cell `bit` (the cell stays).
    u32 peerKeep[27];
    // bandPeers[bit]: the row, box and column peers of cell `bit` inside its band.
    u32 bandPeers[27];
};

constexpr BandTables makeBandTables()
{
    constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    BandTables t {};
    for (u32 bits = 0; bits < 512; ++bits) {
        for (int box = 0; box < 3; ++box) {
            const u32 group = bits >> (3 * box) & 7u;
            if (group != 0)
                t.rowTriads[bits] = static_cast<std::uint8_t>(t.rowTriads[bits] | 1u << box);
            if (isSingleBit(group))
                t.lockedColumns[bits] = static_cast<std::uint16_t>(t.lockedColumns[bits] | group << (3 * box));
        }
        u32 allowed = 0;
        for (const auto &p : kPermutations) {
            const u32 used = 1u << p[0] | 1u << (3 + p[1]) | 1u << (6 + p[2]);
            if ((bits & used) == used)
                allowed |= used;
        }
        for (int triad = 0; triad < 9; ++triad) {
            if (allowed >> triad & 1u)
                t.triadClosure[bits] |= 7u << (9 * (triad / 3) + 3 * (triad % 3));
        }
        t.rowSingle[bits] = isSingleBit(bits) ? static_cast<std::uint16_t>(bits) : 0;
    }
    for (int cell = 0; cell < 27; ++cell) {
        for (int other = 0; other < 27; ++other) {
            const bool peer = other / 9 == cell / 9 || other % 9 == cell % 9 || other % 9 / 3 == cell % 9 / 3;
            if (!peer || other == cell)
                t.peerKeep[cell] |= 1u << other;
            if (peer && other != cell)
                t.bandPeers[cell] |= 1u << other;
        }
    }
    return t;
}

constexpr BandTables kBand = makeBandTables();

// The cells (27 bits) of the band starting at cell `first` that hold a given. Without a branch per cell:
// givens and blanks come in no order a branch predictor could learn.
inline u32 givenCells(const std::uint8_t *givens, int first)
{
    u32 cells = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const auto blanks = [&](int at) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(givens + first + at));
        return u32(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, zero)));
    };
    cells = ~(blanks(0) | blanks(11) << 11) & kAllCells; // bytes 0-15 and 11-26 of the band
#else
    for (int bit = 0; bit < 27; ++bit)
        cells |= u32 {givens[first + bit] != 0} << bit;
#endif
    return cells;
}

// A cell to branch on and its candidate digits (bit d = digit d + 1).
struct Branch {
    int cell = 0;
    u32 digits = 0;
};

class BandBoard
{
public:
    static constexpr int kPlanes = 27; // digit * 3 + band

    // The empty board with `givens` placed (not yet propagated). Same result as place() for each given,
    // with the column and cell eliminations gathered and applied once per plane.
    explicit BandBoard(const std::uint8_t *givens)
    {
        u32 mine[kPlanes] {}; // the givens of each plane
        u32 columns[9] {}; // per digit: the columns that hold it
        for (int plane = 0; plane < kPlanes; ++plane) {
            m_cand[plane] = kAllCells;
            m_seen[plane] = 0; // differs from every plane: the first propagation looks at all of them
        }
        const u32 filled[3] = {givenCells(givens, 0), givenCells(givens, 27), givenCells(givens, 54)};
        for (int band = 0; band < 3; ++band) {
            for (u32 cells = filled[band]; cells != 0; cells &= cells - 1) {
                const int bit = lowestBit(cells);
                const int digit = givens[band * 27 + bit] - 1;
                m_cand[digit * 3 + band] &= kBand.peerKeep[bit];
                mine[digit * 3 + band] |= 1u << bit;
                columns[digit] |= 1u << (bit % 9);
            }
        }
        for (int plane = 0; plane < kPlanes; ++plane) {
            const u32 taken = columns[plane / 3] * kColumnRepeat | filled[plane % 3];
            m_cand[plane] = (m_cand[plane] & ~taken) | mine[plane];
        }
        for (int band = 0; band < 3; ++band) {
            m_unsolved[band] = kAllCells & ~filled[band];
            m_pairs[band] = 0;
        }
        m_stale = 0x1FF;
    }

    // Puts digit (0..8) in cell: the cell loses its other candidates, the cell's peers lose the digit.
    void place(int cell, int digit)
    {
        const int band = cell / 27;
        const u32 bit = 1u << (cell % 27);
        for (int d = 0; d < 9; ++d)
            m_cand[d * 3 + band] &= ~bit;
        m_cand[digit * 3 + band] = (m_cand[digit * 3 + band] & kBand.peerKeep[cell % 27]) | bit;
        const u32 column = (1u << (cell % 9)) * kColumnRepeat;
        m_cand[digit * 3 + (band + 1) % 3] &= ~column;
        m_cand[digit * 3 + (band + 2) % 3] &= ~column;
        m_unsolved[band] &= ~bit;
    }

    // Removes digit (0..8) from the candidates of cell.
    void eliminate(int cell, int digit) { m_cand[digit * 3 + cell / 27] &= ~(1u << (cell % 27)); }

    // Applies the deductions until nothing changes. False on a contradiction (the board is then unusable).
    // One out-of-line copy: the search calls it from two places.
    [[gnu::noinline]] bool propagate()
    {
        for (;;) {
            for (u32 dirty = changedPlanes(); dirty != 0; dirty = changedPlanes()) {
                do {
                    if (!updatePlane(lowestBit(dirty)))
                        return false;
                    dirty &= dirty - 1;
                } while (dirty != 0);
            }
            if (m_stale != 0 && stacks())
                continue;
            const int singles = nakedSingles();
            if (singles <= 0)
                return singles == 0;
        }
    }

    int solvedCount() const { return 81 - popCount(m_unsolved[0]) - popCount(m_unsolved[1]) - popCount(m_unsolved[2]); }
    // Solved cells of band b (27 bits).
    u32 solvedInBand(int band) const { return ~m_unsolved[band] & kAllCells; }

    // The digit (0..8) of a solved cell.
    int digitAt(int cell) const
    {
        const int band = cell / 27;
        const u32 bit = 1u << (cell % 27);
        int digit = 0;
        while (digit < 8 && !(m_cand[digit * 3 + band] & bit))
            ++digit;
        return digit;
    }

    // Candidate digits of a cell (bit d = digit d + 1).
    u32 candidates(int cell) const
    {
        const int band = cell / 27;
        const u32 bit = 1u << (cell % 27);
        u32 digits = 0;
        for (int d = 0; d < 9; ++d) {
            if (m_cand[d * 3 + band] & bit)
                digits |= 1u << d;
        }
        return digits;
    }

    // The solution, when every cell is solved.
    void writeGrid(std::uint8_t *cells) const
    {
        for (int band = 0; band < 3; ++band) {
            for (int digit = 0; digit < 9; ++digit) {
                for (u32 bits = m_cand[digit * 3 + band]; bits != 0; bits &= bits - 1)
                    cells[band * 27 + lowestBit(bits)] = static_cast<std::uint8_t>(digit + 1);
            }
        }
    }

    // The cell to branch on, in a propagated position with unsolved cells. A bivalue cell when there is
    // one: the one whose two digits reach the most unsolved peers (bivalue peers count three times, as each
    // of them becomes a single in one of the two branches), so that both branches propagate far.
    // Otherwise the first cell with the fewest candidates.
    Branch chooseBranch() const
    {
        if ((m_pairs[0] | m_pairs[1] | m_pairs[2]) == 0)
            return fewestCandidates();
        Branch best;
        int bestScore = -1;
        for (int band = 0; band < 3; ++band) {
            const int b1 = band == 2 ? 0 : band + 1, b2 = band == 0 ? 2 : band - 1;
            for (u32 cells = m_pairs[band]; cells != 0; cells &= cells - 1) {
                const int bit = lowestBit(cells);
                const u32 peers = kBand.bandPeers[bit];
                const u32 column = kColumnRepeat << (bit % 9);
                const u32 open = m_unsolved[band] & peers, pairs = m_pairs[band] & peers;
                const u32 open1 = m_unsolved[b1] & column, pairs1 = m_pairs[b1] & column;
                const u32 open2 = (m_unsolved[b2] & column) << 1, pairs2 = (m_pairs[b2] & column) << 1;
                const u32 digits = candidates(band * 27 + bit);
                int score = 0;
                for (u32 ds = digits; ds != 0; ds &= ds - 1) {
                    const int first = lowestBit(ds) * 3;
                    const u32 here = m_cand[first + band], there1 = m_cand[first + b1];
                    const u32 there2 = m_cand[first + b2] << 1;
                    score += popCount(here & open) + popCount((there1 & open1) | (there2 & open2))
                        + 2 * (popCount(here & pairs) + popCount((there1 & pairs1) | (there2 & pairs2)));
                }
                if (score > bestScore) {
                    bestScore = score;
                    best = {band * 27 + bit, digits};
                }
            }
        }
        return best;
    }

private:
    Branch fewestCandidates() const
    {
        Branch best;
        int fewest = 10;
        for (int band = 0; band < 3; ++band) {
            for (u32 bits = m_unsolved[band]; bits != 0; bits &= bits - 1) {
                const int cell = band * 27 + lowestBit(bits);
                const u32 digits = candidates(cell);
                const int count = popCount(digits);
                if (count < fewest) {
                    fewest = count;
                    best = {cell, digits};
                }
            }
        }
        return best;
    }

    // The planes (bit = plane) that differ from what their last update left.
    u32 changedPlanes() const
    {
#if defined(__AVX512F__)
        const __m512i lo = _mm512_loadu_si512(m_cand), loSeen = _mm512_loadu_si512(m_seen);
        const __m512i hi = _mm512_maskz_loadu_epi32(0x7FF, m_cand + 16);
        const __m512i hiSeen = _mm512_maskz_loadu_epi32(0x7FF, m_seen + 16);
        return _mm512_cmpneq_epi32_mask(lo, loSeen) | u32 {_mm512_cmpneq_epi32_mask(hi, hiSeen)} << 16;
#elif defined(__SSE2__)
        u32 equal = 0;
        for (int i = 0; i < 24; i += 4) {
            const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(m_cand + i));
            const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(m_seen + i));
            equal |= u32(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(a, b)))) << i;
        }
        for (int i = 24; i < kPlanes; ++i)
            equal |= u32 {m_cand[i] == m_seen[i]} << i;
        return ~equal & 0x7FFFFFF;
#else
        u32 changed = 0;
        for (int i = 0; i < kPlanes; ++i)
            changed |= u32 {m_cand[i] != m_seen[i]} << i;
        return changed;
#endif
    }

    // The deductions within one band for one digit (see dfssolver.h).
    bool updatePlane(int plane)
    {
        const int digit = plane / 3, band = plane - digit * 3;
        u32 x = m_cand[plane];
        m_stale |= 1u << digit;
        const u32 triads
            = kBand.rowTriads[x & 511u] | kBand.rowTriads[x >> 9 & 511u] << 3 | kBand.rowTriads[x >> 18] << 6;
        x &= kBand.triadClosure[triads];
        if (x == 0)
            return false;
        m_cand[plane] = m_seen[plane] = x;

        const u32 locked = kBand.lockedColumns[columnsOf(x)] * kColumnRepeat;
        const int first = digit * 3;
        m_cand[first + (band == 2 ? 0 : band + 1)] &= ~locked;
        m_cand[first + (band == 0 ? 2 : band - 1)] &= ~locked;

        const u32 singles
            = (kBand.rowSingle[x & 511u] | kBand.rowSingle[x >> 9 & 511u] << 9 | kBand.rowSingle[x >> 18] << 18)
            & m_unsolved[band];
        if (singles != 0) {
            m_unsolved[band] &= ~singles;
            for (int d = 0; d < 9; ++d)
                m_cand[d * 3 + band] &= ~singles;
            m_cand[plane] = x;
        }
        return true;
    }

    // The stacks (three boxes one above the other) for every digit whose planes changed: each column of a
    // stack takes the digit in one of its boxes and each box in one of its columns, so only the (column,
    // box) pairs on a permutation survive. This finds hidden singles in columns, a column's digit locked
    // in one box, and the box's digit locked in one column. True when a plane lost candidates.
    bool stacks()
    {
        bool changed = false;
        for (u32 stale = m_stale; stale != 0; stale &= stale - 1) {
            const int digit = lowestBit(stale);
            u32 *plane = m_cand + digit * 3;
            const u32 c0 = columnsOf(plane[0]), c1 = columnsOf(plane[1]), c2 = columnsOf(plane[2]);
            const u32 allowed = permutationClosure(c0 | c1 << 9 | c2 << 18);
            const u32 a0 = allowed & 511u, a1 = allowed >> 9 & 511u, a2 = allowed >> 18;
            if ((a0 ^ c0) | (a1 ^ c1) | (a2 ^ c2)) {
                plane[0] &= a0 * kColumnRepeat;
                plane[1] &= a1 * kColumnRepeat;
                plane[2] &= a2 * kColumnRepeat;
                changed = true;
            }
        }
        m_stale = 0;
        return changed;
    }

    // Places the cells that have one candidate left and records the bivalue cells. Returns -1 on a
    // contradiction (a cell without candidates), otherwise the number of cells placed.
    int nakedSingles()
    {
        int placed = 0;
        for (int band = 0; band < 3; ++band) {
            u32 one = 0, two = 0, three = 0;
            for (int d = 0; d < 9; ++d) {
                const u32 c = m_cand[d * 3 + band];
                three |= two & c;
                two |= one & c;
                one |= c;
            }
            if (m_unsolved[band] & ~one)
                return -1;
            m_pairs[band] = two & ~three & m_unsolved[band];
            u32 singles = one & ~two & m_unsolved[band];
            for (int d = 0; singles != 0; ++d) {
                u32 mine = m_cand[d * 3 + band] & singles;
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

    u32 m_cand[kPlanes]; // candidate cells per (digit, band)
    u32 m_seen[kPlanes]; // each plane as its last update left it
    u32 m_unsolved[3]; // cells per band not yet given a digit
    u32 m_pairs[3]; // bivalue cells per band, as the last pass of naked singles found them
    u32 m_stale; // digits whose planes changed since their stacks were last looked at
};

} // namespace
} // namespace sudoku::detail
