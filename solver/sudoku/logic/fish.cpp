// SPDX-License-Identifier: GPL-3.0-or-later
// Basic fish: X-Wing, Swordfish, Jellyfish; finned and sashimi fish of these sizes, and Siamese fish (two
// finned fish on the same base lines).
#include "sudoku/logic/finders.h"

#include <bit>
#include <vector>

namespace sudoku::logic
{

namespace
{

constexpr Technique fishTechnique(int size)
{
    return size == 2 ? Technique::XWing : size == 3 ? Technique::Swordfish : Technique::Jellyfish;
}

// For one digit and one orientation: base lines are rows (cover lines columns) or the other way round.
// A line's 9-bit mask says at which positions along it the digit is still a candidate.
bool findFishFor(const CandidateGrid &grid, int digit, int size, bool rowsAsBase, StepSink &sink)
{
    const CellSet &cells = grid.digitCells(digit);
    std::array<int, 9> lines {};
    std::array<std::uint16_t, 9> masks {};
    int count = 0;
    for (int line = 0; line < 9; ++line) {
        std::uint16_t mask = 0;
        for (int cell : cells &houseCells(rowsAsBase ? rowHouse(line) : columnHouse(line)))
            mask |= static_cast<std::uint16_t>(1u << (rowsAsBase ? colOf(cell) : rowOf(cell)));
        const int n = popcount(mask);
        if (n >= 1 && n <= size) {
            lines[count] = line;
            masks[count++] = mask;
        }
    }
    if (count < size)
        return false;
    std::array<int, 4> pick {};
    std::array<std::uint16_t, 5> unionAt {};
    int depth = 0;
    while (depth >= 0) {
        if (pick[depth] > count - (size - depth)) {
            --depth;
            if (depth >= 0)
                ++pick[depth];
            continue;
        }
        const std::uint16_t u = unionAt[depth] | masks[pick[depth]];
        if (popcount(u) > size) {
            ++pick[depth];
            continue;
        }
        if (depth + 1 < size) {
            unionAt[depth + 1] = u;
            pick[depth + 1] = pick[depth] + 1;
            ++depth;
            continue;
        }
        if (popcount(u) == size) {
            CellSet base;
            for (int i = 0; i < size; ++i)
                base |= houseCells(rowsAsBase ? rowHouse(lines[pick[i]]) : columnHouse(lines[pick[i]]));
            CellSet cover;
            for (int k = 0; k < 9; ++k) {
                if (u & (1u << k))
                    cover |= houseCells(rowsAsBase ? columnHouse(k) : rowHouse(k));
            }
            const CellSet elim = (cells & cover).minus(base);
            if (elim.any()) {
                Step step;
                step.technique = fishTechnique(size);
                step.digits = digitBit(digit);
                for (int i = 0; i < size; ++i)
                    step.addHouse(houseFromIndex(rowsAsBase ? rowHouse(lines[pick[i]]) : columnHouse(lines[pick[i]])));
                for (int k = 0; k < 9; ++k) {
                    if (u & (1u << k))
                        step.addHouse(houseFromIndex(rowsAsBase ? columnHouse(k) : rowHouse(k)));
                }
                step.cells = cells & base;
                step.eliminations[digit - 1] = elim;
                if (sink.accept(step))
                    return true;
            }
        }
        ++pick[depth];
    }
    return false;
}

// The cells of a set of rows or columns (bit k = line k), for every set: two constant tables.
struct LineSets {
    std::array<CellSet, 512> rows {};
    std::array<CellSet, 512> columns {};
};

constexpr LineSets makeLineSets()
{
    LineSets sets;
    for (int mask = 1; mask < 512; ++mask) {
        const int k = std::countr_zero(static_cast<unsigned>(mask));
        sets.rows[mask] = sets.rows[mask & (mask - 1)] | houseCells(rowHouse(k));
        sets.columns[mask] = sets.columns[mask & (mask - 1)] | houseCells(columnHouse(k));
    }
    return sets;
}

inline constexpr LineSets kLineSets = makeLineSets();

// The number of positions in a 9-bit mask, by table: the fish searches count masks in their innermost loops,
// and without a popcount instruction (no -mpopcnt in the default build) a lookup is several times faster.
constexpr std::array<std::uint8_t, 512> makeBitCounts()
{
    std::array<std::uint8_t, 512> counts {};
    for (int mask = 1; mask < 512; ++mask)
        counts[mask] = static_cast<std::uint8_t>(counts[mask & (mask - 1)] + 1);
    return counts;
}

inline constexpr std::array<std::uint8_t, 512> kBitCounts = makeBitCounts();

int positions(std::uint16_t mask)
{
    return kBitCounts[mask & 0x1ff];
}

// The cells of the lines across the base lines at the given positions (columns for row bases).
const CellSet &crossCells(std::uint16_t positions, bool rowsAsBase)
{
    return rowsAsBase ? kLineSets.columns[positions] : kLineSets.rows[positions];
}

const CellSet &baseCellsOf(std::uint16_t lines, bool rowsAsBase)
{
    return crossCells(lines, !rowsAsBase);
}

// A finned fish: n base lines whose candidates lie in n cover lines but for a few fins, all in one box. If
// no fin is the digit, the base lines make a plain fish; if a fin is, it rules out the box's cells too. So a
// candidate in a cover line, outside the base lines, that sees every fin goes. Sashimi: a base line holds at
// most one candidate besides its fins.
struct FinnedFish {
    bool rowsAsBase;
    std::uint16_t base; // bit k: line k is a base line
    std::uint16_t cover; // bit k: line k across is a cover line
    CellSet baseCells; // the base lines' candidates, fins included
    CellSet fins;
    CellSet eliminations;
    bool sashimi;
};

// HoDoKu's limit on the number of fins.
constexpr int kMaxFins = 5;

// What the search for the finned fish of one digit, size and orientation works on: the digit's candidates, each
// line's positions across (bit c: column c for rows as base, bit r: row r for columns as base).
struct FishLines {
    const CellSet &cells;
    const std::array<std::uint16_t, 9> &masks;
    bool rowsAsBase;
    int size;
};

// The finned fish whose base lines are `outside` (a mask of lines outside `band`, covering the positions
// `outsideUnion`) and the band's lines `inside` (bit j = the band's line j), with their fins in each box of the
// band in turn; f(fish) returns true to stop.
template<typename F>
bool completeInBand(
    const FishLines &lines, int band, std::uint16_t outside, std::uint16_t outsideUnion, unsigned inside, F &f)
{
    const std::array<std::uint16_t, 9> &masks = lines.masks;
    const int size = lines.size;
    for (int stack = 0; stack < 3; ++stack) {
        const auto stackBits = static_cast<std::uint16_t>(0x7u << (3 * stack));
        std::uint16_t m = outsideUnion;
        std::uint16_t u = outsideUnion;
        bool fin = false;
        bool other = false;
        for (int j = 0; j < 3; ++j) {
            const std::uint16_t mask = masks[band * 3 + j];
            if (inside & (1u << j)) {
                fin = fin || (mask & stackBits);
                m |= static_cast<std::uint16_t>(mask & ~stackBits);
                u |= mask;
            } else {
                other = other || (mask & stackBits);
            }
        }
        // A fin in the box, a line of the band left with a candidate there to eliminate, and at most `size`
        // positions to cover outside the box.
        if (!fin || !other || positions(m) > size)
            continue;
        // Base positions in the box not yet covered: some become cover lines, the rest hold the fins.
        const std::uint16_t open = u & stackBits & ~m;
        const int need = size - positions(m);
        if (need >= positions(open))
            continue;
        const auto base = static_cast<std::uint16_t>(outside | (inside << (3 * band)));
        const CellSet baseCells = lines.cells & baseCellsOf(base, lines.rowsAsBase);
        const int box = lines.rowsAsBase ? band * 3 + stack : stack * 3 + band;
        const CellSet candidates = (lines.cells & houseCells(boxHouse(box))).minus(baseCells);
        for (std::uint16_t sub = open;; sub = static_cast<std::uint16_t>((sub - 1) & open)) {
            if (positions(sub) == need) {
                const std::uint16_t cover = m | sub;
                const CellSet &coverCells = crossCells(cover, lines.rowsAsBase);
                const CellSet elim = candidates & coverCells;
                const CellSet fins = baseCells.minus(coverCells);
                if (elim.any() && fins.count() <= kMaxFins) {
                    bool sashimi = false;
                    bool empty = false;
                    for (int line = 0; line < 9; ++line) {
                        if (base & (1u << line)) {
                            const std::uint16_t body = masks[line] & cover;
                            sashimi = sashimi || positions(body) <= 1;
                            empty = empty || body == 0;
                        }
                    }
                    // A base line of fins only locks the digit in the fins' box: claiming (or pointing) already
                    // says what this "fish" would.
                    if (!empty && f(FinnedFish {lines.rowsAsBase, base, cover, baseCells, fins, elim, sashimi}))
                        return true;
                }
            }
            if (sub == 0)
                break;
        }
    }
    return false;
}

// Depth first over the subsets of the lines `outside[from..no)`, in increasing order, their positions' union kept
// within `size` and fewer than `size` lines: g(count, lines, union) for the subset picked so far, then for each
// extension; g returns true to stop.
template<typename G>
bool forEachOutsideSubset(const std::array<int, 6> &outside, int no, const std::array<std::uint16_t, 9> &masks,
    int size, int from, int depth, std::uint16_t lines, std::uint16_t linesUnion, G &g)
{
    if (g(depth, lines, linesUnion))
        return true;
    if (depth >= size - 1)
        return false;
    for (int next = from; next < no; ++next) {
        const auto v = static_cast<std::uint16_t>(linesUnion | masks[outside[next]]);
        if (positions(v) <= size
            && forEachOutsideSubset(outside, no, masks, size, next + 1, depth + 1,
                static_cast<std::uint16_t>(lines | (1u << outside[next])), v, g))
            return true;
    }
    return false;
}

// Every finned or sashimi fish of `digit` and `size` that eliminates; f(fish) returns true to stop.
//
// The fins lie in one box B, and an elimination lies in B too, on a line of B's band that is not a base
// line: so one or two base lines cross B, and the others lie outside its band. Every base candidate
// outside B must be covered: the base lines' positions outside B number at most `size`. The search takes
// each band, the subsets of the lines outside it whose positions stay within `size` (few: this prunes like
// the basic fish search), and completes them with one or two lines of the band, for each of its boxes. The
// cover lines are the positions outside B plus enough of B's positions to make `size`; the base candidates
// left in B are the fins.
template<typename F>
bool forEachFinnedFish(const CandidateGrid &grid, int digit, int size, F &&f)
{
    const CellSet &cells = grid.digitCells(digit);
    // Each line's positions across, for rows (bit c: column c) and for columns (bit r: row r), in one pass.
    std::array<std::array<std::uint16_t, 9>, 2> linePositions {};
    for (int cell : cells) {
        linePositions[0][rowOf(cell)] |= static_cast<std::uint16_t>(1u << colOf(cell));
        linePositions[1][colOf(cell)] |= static_cast<std::uint16_t>(1u << rowOf(cell));
    }
    for (int orientation = 0; orientation < 2; ++orientation) {
        const std::array<std::uint16_t, 9> &masks = linePositions[orientation];
        const FishLines lines {cells, masks, orientation == 0, size};
        for (int band = 0; band < 3; ++band) {
            // A box of the band needs two of its lines with candidates there: a fin's and an elimination's.
            bool boxWithTwoLines = false;
            for (int stack = 0; stack < 3; ++stack) {
                int count = 0;
                for (int j = 0; j < 3; ++j)
                    count += (masks[band * 3 + j] >> (3 * stack)) & 0x7 ? 1 : 0;
                boxWithTwoLines = boxWithTwoLines || count >= 2;
            }
            if (!boxWithTwoLines)
                continue;
            std::array<int, 6> outside {};
            int no = 0;
            for (int line = 0; line < 9; ++line) {
                if (line / 3 != band && masks[line])
                    outside[no++] = line;
            }
            // With `depth` outside lines picked, complete with size - depth of the band's lines (one or two,
            // each with candidates).
            auto withBandLines = [&](int depth, std::uint16_t picked, std::uint16_t pickedUnion) {
                const int rest = size - depth;
                if (rest != 1 && rest != 2)
                    return false;
                for (unsigned inside = 1; inside < 8; ++inside) {
                    if (positions(static_cast<std::uint16_t>(inside)) != rest)
                        continue;
                    bool ok = true;
                    for (int j = 0; j < 3; ++j)
                        ok = ok && (!(inside & (1u << j)) || masks[band * 3 + j]);
                    if (ok && completeInBand(lines, band, picked, pickedUnion, inside, f))
                        return true;
                }
                return false;
            };
            if (forEachOutsideSubset(outside, no, masks, size, 0, 0, 0, 0, withBandLines))
                return true;
        }
    }
    return false;
}

constexpr Technique finnedTechnique(int size, bool sashimi)
{
    if (sashimi)
        return size == 2 ? Technique::SashimiXWing
            : size == 3  ? Technique::SashimiSwordfish
                         : Technique::SashimiJellyfish;
    return size == 2 ? Technique::FinnedXWing : size == 3 ? Technique::FinnedSwordfish : Technique::FinnedJellyfish;
}

void addLines(Step &step, std::uint16_t lines, bool rows)
{
    for (int k = 0; k < 9; ++k) {
        if (lines & (1u << k))
            step.addHouse(houseFromIndex(rows ? rowHouse(k) : columnHouse(k)));
    }
}

// True when cover set a comes before b in HoDoKu's order (increasing line numbers, compared in turn).
bool coverBefore(std::uint16_t a, std::uint16_t b)
{
    const unsigned differ = static_cast<unsigned>(a ^ b);
    return differ != 0 && (a & (1u << std::countr_zero(differ))) != 0;
}

} // namespace

bool findFinnedFish(const CandidateGrid &grid, int size, bool sashimi, StepSink &sink)
{
    for (int d = 1; d <= 9; ++d) {
        const bool stopped = forEachFinnedFish(grid, d, size, [&](const FinnedFish &fish) {
            if (fish.sashimi != sashimi)
                return false;
            Step step;
            step.technique = finnedTechnique(size, sashimi);
            step.digits = digitBit(d);
            addLines(step, fish.base, fish.rowsAsBase);
            addLines(step, fish.cover, !fish.rowsAsBase);
            step.cells = fish.baseCells;
            step.fins = fish.fins;
            step.eliminations[d - 1] = fish.eliminations;
            return sink.accept(step);
        });
        if (stopped)
            return true;
    }
    return false;
}

bool findSiameseFish(const CandidateGrid &grid, int size, bool sashimi, StepSink &sink)
{
    // Two finned (or sashimi) fish on the same base lines, with different eliminations. As HoDoKu names them,
    // the pair is sashimi or finned by the fish whose cover lines come first.
    for (int d = 1; d <= 9; ++d) {
        std::vector<FinnedFish> fish;
        forEachFinnedFish(grid, d, size, [&](const FinnedFish &f) {
            fish.push_back(f);
            return false;
        });
        for (std::size_t i = 0; i < fish.size(); ++i) {
            for (std::size_t j = i + 1; j < fish.size(); ++j) {
                const FinnedFish &x = fish[i];
                const FinnedFish &y = fish[j];
                if (x.rowsAsBase != y.rowsAsBase || x.base != y.base
                    || x.eliminations.first() == y.eliminations.first())
                    continue;
                const bool xFirst = coverBefore(x.cover, y.cover);
                const FinnedFish &a = xFirst ? x : y;
                const FinnedFish &b = xFirst ? y : x;
                if (a.sashimi != sashimi)
                    continue;
                Step step;
                step.technique = size == 3
                    ? (sashimi ? Technique::SiameseSashimiSwordfish : Technique::SiameseFinnedSwordfish)
                    : (sashimi ? Technique::SiameseSashimiJellyfish : Technique::SiameseFinnedJellyfish);
                step.digits = digitBit(d);
                addLines(step, a.base, a.rowsAsBase);
                addLines(step, a.cover, !a.rowsAsBase);
                addLines(step, b.cover, !a.rowsAsBase);
                step.cells = a.baseCells;
                step.fins = a.fins | b.fins;
                step.eliminations[d - 1] = a.eliminations | b.eliminations;
                if (sink.accept(step))
                    return true;
            }
        }
    }
    return false;
}

bool findBasicFish(const CandidateGrid &grid, int size, StepSink &sink)
{
    for (int d = 1; d <= 9; ++d) {
        if (findFishFor(grid, d, size, true, sink) || findFishFor(grid, d, size, false, sink))
            return true;
    }
    return false;
}

TextValue fishText(const Step &step)
{
    const TextValue d = text::number(stepDigit(step));
    switch (step.technique) {
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish: {
        const int n = step.houseCount / 2;
        return text::phrase(
            SUDOKU_TEXT("HintText",
                "In %1, %2 lies only in %3. Their %2s fill %3 one each, so %2 goes nowhere else in %3.", ""),
            {stepHouses(step, 0, n), d, stepHouses(step, n, 2 * n)});
    }
    case Technique::SiameseFinnedSwordfish:
    case Technique::SiameseFinnedJellyfish:
    case Technique::SiameseSashimiSwordfish:
    case Technique::SiameseSashimiJellyfish: {
        const int n = step.houseCount / 3;
        return text::phrase(SUDOKU_TEXT("HintText",
                                "Two finned fish of %1 share %2: one is covered by %3, the other by %4 (fins %5). Each "
                                "removes the candidates of its cover lines that see all of its fins.",
                                ""),
            {d, stepHouses(step, 0, n), stepHouses(step, n, 2 * n), stepHouses(step, 2 * n, 3 * n),
                text::cells(step.fins)});
    }
    default:
        break;
    }
    const int n = step.houseCount / 2;
    if (step.fins.count() == 1)
        return text::phrase(SUDOKU_TEXT("HintText",
                                "In %1, %2 lies only in %3, but for the fin %4. Either the fish holds, or the fin is "
                                "%2; so a cell of %3 outside %1 that sees the fin is not %2.",
                                ""),
            {stepHouses(step, 0, n), d, stepHouses(step, n, 2 * n), text::cells(step.fins)});
    return text::phrase(SUDOKU_TEXT("HintText",
                            "In %1, %2 lies only in %3, but for the fins %4. Either the fish holds, or a fin is %2; so "
                            "a cell of %3 outside %1 that sees every fin is not %2.",
                            ""),
        {stepHouses(step, 0, n), d, stepHouses(step, n, 2 * n), text::cells(step.fins)});
}

} // namespace sudoku::logic
