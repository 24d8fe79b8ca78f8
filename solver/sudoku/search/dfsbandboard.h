// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// BandBoard: the candidate bitboard of DfsSolver, its propagation and its choice of branch. dfssolver.h
// explains the layout and the deductions; this file is the implementation. It is included only by the
// kernel translation units (through dfssearch.h) and lives in an anonymous namespace: each kernel compiles
// its own copy for its instruction set (see dfskernel.h).

#include "sudoku/search/dfsbandlanes.h"

#include <cstdint>
#include <cstring>

namespace sudoku::detail
{
namespace
{

constexpr u32 kAllCells = 0x7FFFFFF; // the 27 cells of a band
constexpr u32 kColumnRepeat = 0x40201; // x * kColumnRepeat copies 9 column bits to the 3 rows of a band

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

// Bit i (0..7) of `bits` as byte i, 0 or 1.
inline u64 spreadToBytes(u32 bits)
{
    constexpr u64 kBytes = 0x0101010101010101u;
    const u64 picked = ((bits & 255u) * kBytes) & 0x8040201008040201u; // byte i keeps bit i
    return ((picked + 0x7F7F7F7F7F7F7F7Fu) >> 7) & kBytes; // a byte that is not 0 carries into its top bit
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
    // columnCells[bit]: the three cells of the column of cell `bit` in a band.
    u32 columnCells[27];
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
            if (other % 9 == cell % 9)
                t.columnCells[cell] |= 1u << other;
        }
    }
    return t;
}

constexpr BandTables kBand = makeBandTables();

// The triads (bit 3 * row + box) of a band's plane that hold a candidate.
inline u32 triadsOf(u32 plane)
{
#if defined(__AVX512F__) && defined(__BMI2__)
    // One instruction where PEXT is fast: in the AVX-512 kernel (every CPU with AVX-512 runs it in a few cycles;
    // some AVX2 CPUs, AMD's before Zen 3, take hundreds).
    return _pext_u32(plane | plane >> 1 | plane >> 2, 0x1249249u);
#else
    return kBand.rowTriads[plane & 511u] | kBand.rowTriads[plane >> 9 & 511u] << 3 | kBand.rowTriads[plane >> 18] << 6;
#endif
}

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

// A cell to branch on, its candidate digits (bit d = digit d + 1) and the digit (0..8) to try first.
struct Branch {
    int cell = 0;
    u32 digits = 0;
    int first = 0;
};

// How many bivalue cells chooseBranch scores. Scoring them all costs more than the guesses it saves when
// there are many (open boards, several-solution puzzles); see docs/bench-dfs.md.
constexpr int kScoredPairs = 12;
// With fewer unsolved cells than this, either branch ends soon: chooseBranch takes the first bivalue cell
// without scoring.
constexpr int kFewOpenCells = 24;
// A search whose root (propagated givens) has fewer unsolved cells than this takes the first bivalue cell
// unscored until its first dead end: such boards (many givens, often several solutions) tend to reach
// solutions without refuting anything, and then scoring costs more than it saves; once a guess fails, the
// board is one that refutes guesses and the search scores as usual. See docs/bench-dfs.md.
constexpr int kOpenRootCells = 48;

class BandBoard
{
public:
    static constexpr int kPlanes = 27; // band * 9 + digit

    // The empty board with `givens` placed (not yet propagated). Same result as place() for each given,
    // with the column and cell eliminations gathered and applied once per plane. `clash` is set when two
    // equal givens share a house (the board is then unusable).
    BandBoard(const std::uint8_t *givens, bool &clash)
    {
        u32 mine[kPlanes] {}; // the givens of each plane
        u32 columns[9] {}; // per digit: the cells of a band in the columns that hold it
        u32 repeated = 0;
        for (int plane = 0; plane < kPlanes; ++plane) {
            m_cand[plane] = kAllCells;
            m_seen[plane] = ~u32 {0}; // differs from every plane: the first propagation looks at all of them
            m_columns[plane] = 511;
        }
        const u32 filled[3] = {givenCells(givens, 0), givenCells(givens, 27), givenCells(givens, 54)};
        for (int band = 0; band < 3; ++band) {
            for (u32 cells = filled[band]; cells != 0; cells &= cells - 1) {
                const int bit = lowestBit(cells);
                const int digit = givens[band * 27 + bit] - 1;
                m_cand[band * 9 + digit] &= kBand.peerKeep[bit];
                mine[band * 9 + digit] |= 1u << bit;
                repeated |= columns[digit] & 1u << bit; // the same digit higher up in the column
                columns[digit] |= kBand.columnCells[bit];
            }
        }
        for (int plane = 0; plane < kPlanes; ++plane) {
            repeated |= mine[plane] & ~m_cand[plane]; // a given that another one sees in its band
            const u32 taken = columns[plane % 9] | filled[plane / 9];
            m_cand[plane] = (m_cand[plane] & ~taken) | mine[plane];
        }
        for (int band = 0; band < 3; ++band) {
            m_unsolved[band] = kAllCells & ~filled[band];
            m_pairs[band] = 0;
        }
        m_stale = 0x1FF;
        clash = repeated != 0;
    }

    // Puts digit (0..8) in cell: the cell loses its other candidates, the cell's peers lose the digit.
    void place(int cell, int digit)
    {
        const int band = cell / 27;
        const u32 bit = 1u << (cell % 27);
        u32 *planes = m_cand + band * 9;
        clearFromAll(planes, bit);
        planes[digit] = (planes[digit] & kBand.peerKeep[cell % 27]) | bit;
        const u32 column = (1u << (cell % 9)) * kColumnRepeat;
        m_cand[(band == 2 ? 0 : band + 1) * 9 + digit] &= ~column;
        m_cand[(band == 0 ? 2 : band - 1) * 9 + digit] &= ~column;
        m_unsolved[band] &= ~bit;
    }

    // Removes digit (0..8) from the candidates of cell.
    void eliminate(int cell, int digit) { m_cand[cell / 27 * 9 + digit] &= ~(1u << (cell % 27)); }

    // Applies the deductions until nothing changes. False on a contradiction (the board is then unusable).
    // One out-of-line copy: the search calls it from two places.
    [[gnu::noinline]] bool propagate()
    {
        u32 changed = 0; // the planes changed since the last pass of naked singles
        for (;;) {
            for (u32 dirty = differingPlanes(m_cand, m_seen); dirty != 0; dirty = differingPlanes(m_cand, m_seen)) {
                changed |= dirty;
                if (!updateBand<0>(dirty & 511u) || !updateBand<1>(dirty >> 9 & 511u) || !updateBand<2>(dirty >> 18))
                    return false;
            }
            if (m_stale != 0 && (m_unsolved[0] | m_unsolved[1] | m_unsolved[2]) != 0 && stacks())
                continue;
            const int singles = nakedSingles(changed);
            if (singles <= 0)
                return singles == 0;
            changed = 0;
        }
    }

    int solvedCount() const
    {
        return 81 - bitCount32(m_unsolved[0]) - bitCount32(m_unsolved[1]) - bitCount32(m_unsolved[2]);
    }
    // Solved cells of band b (27 bits).
    u32 solvedInBand(int band) const { return ~m_unsolved[band] & kAllCells; }

    // Candidate digits of a cell (bit d = digit d + 1).
    u32 candidates(int cell) const { return digitsHolding(m_cand + cell / 27 * 9, 1u << (cell % 27)); }

    // The cells (27 bits) of band `band` that can still hold digit (0..8): one plane.
    u32 plane(int band, int digit) const { return m_cand[band * 9 + digit]; }

    // The digit (0..8) of a solved cell.
    int digitAt(int cell) const { return lowestBit(candidates(cell)); }

    // The solution, when every cell is solved.
    // Without a branch per cell: the bits of the values 1..9 as four planes per band, each spread eight
    // cells at a time to one byte per cell.
    void writeGrid(std::uint8_t *cells) const
    {
        for (int band = 0; band < 3; ++band) {
            const u32 *p = m_cand + band * 9;
            const u32 value1 = p[0] | p[2] | p[4] | p[6] | p[8]; // the values 1, 3, 5, 7, 9
            const u32 value2 = p[1] | p[2] | p[5] | p[6]; // 2, 3, 6, 7
            const u32 value4 = p[3] | p[4] | p[5] | p[6]; // 4, 5, 6, 7
            const u32 value8 = p[7] | p[8]; // 8, 9
            for (int first = 0; first < 27; first += 8) {
                const u64 bytes = spreadToBytes(value1 >> first) | spreadToBytes(value2 >> first) << 1
                    | spreadToBytes(value4 >> first) << 2 | spreadToBytes(value8 >> first) << 3;
                std::memcpy(cells + band * 27 + first, &bytes, first < 24 ? 8 : 3);
            }
        }
    }

    // The cell to branch on, in a propagated position with unsolved cells. A bivalue cell when there is
    // one: of the first `scoredPairs` bivalue cells (in cell order; only the first one when fewer than
    // kFewOpenCells cells are unsolved), the one whose two digits reach the most unsolved peers (bivalue
    // peers count three times, as each of them becomes a single in one of the two branches), so that both
    // branches propagate far; its digit that reaches more peers is tried first.
    // Otherwise the first cell with the fewest candidates, lowest digit first.
    Branch chooseBranch(int scoredPairs) const
    {
        if ((m_pairs[0] | m_pairs[1] | m_pairs[2]) == 0)
            return fewestCandidates();
        Branch best;
        int bestScore = -1;
        const int open = bitCount32(m_unsolved[0]) + bitCount32(m_unsolved[1]) + bitCount32(m_unsolved[2]);
        int unscored = open < kFewOpenCells ? 1 : scoredPairs;
        for (int band = 0; band < 3; ++band) {
            const u32 *here = m_cand + band * 9;
            const int b1 = band == 2 ? 0 : band + 1, b2 = band == 0 ? 2 : band - 1;
            const u32 *there1 = m_cand + b1 * 9, *there2 = m_cand + b2 * 9;
            const u32 pairsHere = m_pairs[band], pairs1 = m_pairs[b1], pairs2 = m_pairs[b2] << 1;
            for (u32 cells = pairsHere; cells != 0; cells &= cells - 1) {
                if (unscored-- == 0)
                    return best;
                const int bit = lowestBit(cells);
                const u32 peers = kBand.bandPeers[bit];
                const u32 column = kBand.columnCells[bit];
                // Per digit: its bivalue (pairs) and other peers in the band in the low word, and in the
                // column in the other two bands (one of them shifted by one bit) in the high word. A peer that
                // holds the digit is unsolved: propagation has taken a solved cell's digit from its peers.
                const u64 pairs = (pairsHere & peers) | u64 {(pairs1 & column) | (pairs2 & column << 1)} << 32;
                const u32 digits = digitsHolding(here, 1u << bit);
                // A bivalue cell: exactly two digits.
                const int low = lowestBit(digits), high = lowestBit(digits & (digits - 1));
                const auto reach = [&](int digit) {
                    const u64 reached
                        = (here[digit] & peers) | u64 {(there1[digit] & column) | (there2[digit] & column) << 1} << 32;
                    return bitCount64(reached) + 2 * bitCount64(reached & pairs);
                };
                const int lowReach = reach(low), highReach = reach(high);
                const int score = lowReach + highReach;
                if (score > bestScore) {
                    bestScore = score;
                    best = {band * 27 + bit, digits, lowReach >= highReach ? low : high};
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
                const int count = bitCount32(digits);
                if (count < fewest) {
                    fewest = count;
                    best = {cell, digits, lowestBit(digits)};
                }
            }
        }
        return best;
    }

    // Updates the planes `dirty` (bit = digit) of one band.
    template<int Band>
    bool updateBand(u32 dirty)
    {
        for (; dirty != 0; dirty &= dirty - 1) {
            if (!updatePlane<Band>(lowestBit(dirty)))
                return false;
        }
        return true;
    }

    // The deductions within one band for one digit (see dfssolver.h).
    template<int Band>
    bool updatePlane(int digit)
    {
        constexpr int kNext = Band == 2 ? 0 : Band + 1, kPrevious = Band == 0 ? 2 : Band - 1;
        u32 *planes = m_cand + Band * 9;
        u32 x = planes[digit];
        x &= kBand.triadClosure[triadsOf(x)];
        if (x == 0)
            return false;
        planes[digit] = m_seen[Band * 9 + digit] = x;

        // A digit's columns only shrink, so the columns it locks in the other bands change only with them:
        // with the same columns as at the last update, those bands have lost them already.
        const u32 columns = columnsOf(x);
        if (columns != m_columns[Band * 9 + digit]) {
            m_columns[Band * 9 + digit] = static_cast<std::uint16_t>(columns);
            m_stale |= 1u << digit;
            const u32 locked = kBand.lockedColumns[columns] * kColumnRepeat;
            m_cand[kNext * 9 + digit] &= ~locked;
            m_cand[kPrevious * 9 + digit] &= ~locked;
        }

        const u32 singles
            = (kBand.rowSingle[x & 511u] | kBand.rowSingle[x >> 9 & 511u] << 9 | kBand.rowSingle[x >> 18] << 18)
            & m_unsolved[Band];
        if (singles != 0) {
            m_unsolved[Band] &= ~singles;
            clearFromAll(planes, singles);
            planes[digit] = x;
        }
        return true;
    }

    // The stacks (three boxes one above the other) for every digit whose columns changed: each column of a
    // stack takes the digit in one of its boxes and each box in one of its columns, so only the (column,
    // box) pairs on a permutation survive. This finds hidden singles in columns, a column's digit locked
    // in one box, and the box's digit locked in one column. True when a plane lost candidates.
    bool stacks()
    {
        bool changed = false;
        for (u32 stale = m_stale; stale != 0; stale &= stale - 1) {
            const int digit = lowestBit(stale);
            u32 &p0 = m_cand[digit], &p1 = m_cand[9 + digit], &p2 = m_cand[18 + digit];
            const u32 c0 = m_columns[digit], c1 = m_columns[9 + digit], c2 = m_columns[18 + digit];
            const u32 allowed = permutationClosure(c0 | c1 << 9 | c2 << 18);
            const u32 a0 = allowed & 511u, a1 = allowed >> 9 & 511u, a2 = allowed >> 18;
            if ((a0 ^ c0) | (a1 ^ c1) | (a2 ^ c2)) {
                p0 &= a0 * kColumnRepeat;
                p1 &= a1 * kColumnRepeat;
                p2 &= a2 * kColumnRepeat;
                changed = true;
            }
        }
        m_stale = 0;
        return changed;
    }

    // Places the cells that have one candidate left and records the bivalue cells. Returns -1 on a
    // contradiction (a cell without candidates), otherwise the number of cells placed.
    int nakedSingles(u32 changed)
    {
        int placed = 0;
        for (int band = 0; band < 3; ++band) {
            if ((changed >> (band * 9) & 511u) == 0)
                continue; // as the last pass left it: no single, no empty cell, the same bivalue cells
            const u32 *planes = m_cand + band * 9;
            u32 one, two, three;
            candidateCounts(planes, one, two, three);
            if (m_unsolved[band] & ~one)
                return -1;
            m_pairs[band] = two & ~three & m_unsolved[band];
            for (u32 singles = one & ~two & m_unsolved[band]; singles != 0; singles &= singles - 1) {
                const int bit = lowestBit(singles);
                const u32 digits = digitsHolding(planes, 1u << bit);
                // An earlier single of this pass may have taken the cell's only candidate away.
                if (digits == 0)
                    return -1;
                place(band * 27 + bit, lowestBit(digits));
                ++placed;
            }
        }
        return placed;
    }

    u32 m_cand[kPlanes]; // candidate cells per (band, digit)
    u32 m_seen[kPlanes]; // each plane as its last update left it
    u32 m_unsolved[3]; // cells per band not yet given a digit
    u32 m_pairs[3]; // bivalue cells per band, as the last pass of naked singles found them
    std::uint16_t m_columns[kPlanes]; // the columns of each plane as its last update left it
    u32 m_stale; // digits whose columns changed since their stacks were last looked at
};

} // namespace
} // namespace sudoku::detail
