// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/logic/alsgraph.h"

#include "sudoku/grid/bitcount.h"

#include <algorithm>
#include <bit>

namespace sudoku
{

namespace
{

// The first house (rows, then columns, then boxes) holding every cell whose rows and columns are given as
// 9-bit masks: a set lying in one row and one box is reported for the row only.
int firstHouse(unsigned rows, unsigned cols, int cell)
{
    if (!(rows & (rows - 1)))
        return rowHouse(rowOf(cell));
    if (!(cols & (cols - 1)))
        return columnHouse(colOf(cell));
    return boxHouse(boxOf(cell));
}

void fillDigits(const CandidateGrid &grid, Als &als)
{
    for (int d = 1; d <= 9; ++d) {
        if (!(als.digits & digitBit(d))) {
            als.digitCells[d - 1] = CellSet();
            als.seeing[d - 1] = CellSet();
            continue;
        }
        const CellSet with = grid.digitCells(d) & als.cells;
        als.digitCells[d - 1] = with;
        // One cell: its peers. More (all in one house): the cells of every house holding all of them, for
        // cells that pairwise see each other always share a house.
        const int first = with.first();
        if (with.single()) {
            als.seeing[d - 1] = peerCells(first);
            continue;
        }
        CellSet seeing;
        for (int house : housesOf(first)) {
            if (with.isSubsetOf(houseCells(house)))
                seeing |= houseCells(house);
        }
        als.seeing[d - 1] = seeing.minus(with);
    }
}

// Depth-first walk over the subsets of one house's empty cells, in increasing cell order.
class HouseWalk
{
public:
    HouseWalk(const CandidateGrid &grid, int house, const AlsOptions &options, std::vector<Als> &out)
        : m_grid(grid)
        , m_house(house)
        , m_options(options)
        , m_out(out)
    {
        for (int cell : houseCells(house) & grid.emptyCells())
            m_cells[m_count++] = static_cast<std::uint8_t>(cell);
    }

    void run() { walk(0, 0, CellSet(), 0, 0u, 0u); }

private:
    void walk(int from, int size, CellSet cells, CandidateMask digits, unsigned rows, unsigned cols)
    {
        for (int i = from; i < m_count; ++i) {
            const int cell = m_cells[i];
            const int n = size + 1;
            const CandidateMask union_ = digits | m_grid.candidates(cell);
            const unsigned r = rows | (1u << rowOf(cell));
            const unsigned c = cols | (1u << colOf(cell));
            CellSet with = cells;
            with.insert(cell);
            const int excess = digitCount(union_) - n;
            if (excess == 1 && (n > 1 || m_options.bivalueCells) && firstHouse(r, c, cell) == m_house) {
                Als als;
                als.cells = with;
                als.digits = union_;
                als.house = static_cast<std::uint8_t>(m_house);
                fillDigits(m_grid, als);
                m_out.push_back(als);
            }
            // Each further cell lowers the excess by at most one: stop when it can no longer come down to one.
            const int room = std::min(m_options.maxSize - n, m_count - i - 1);
            if (room > 0 && excess - 1 <= room)
                walk(i + 1, n, with, union_, r, c);
        }
    }

    const CandidateGrid &m_grid;
    int m_house;
    const AlsOptions &m_options;
    std::vector<Als> &m_out;
    std::array<std::uint8_t, 9> m_cells {};
    int m_count = 0;
};

} // namespace

void collectAlmostLockedSets(const CandidateGrid &grid, std::vector<Als> &out, const AlsOptions &options)
{
    out.clear();
    out.reserve(512); // a typical position has a few hundred
    for (int house = 0; house < kHouseCount; ++house)
        HouseWalk(grid, house, options, out).run();
}

std::vector<Als> almostLockedSets(const CandidateGrid &grid, const AlsOptions &options)
{
    std::vector<Als> out;
    collectAlmostLockedSets(grid, out, options);
    return out;
}

Als makeAls(const CandidateGrid &grid, const CellSet &cells, int house)
{
    Als als;
    als.cells = cells;
    als.house = static_cast<std::uint8_t>(house);
    for (int cell : cells)
        als.digits |= grid.candidates(cell);
    fillDigits(grid, als);
    return als;
}

CandidateMask restrictedCommons(const Als &a, const Als &b, bool allowOverlap)
{
    CandidateMask common = a.digits & b.digits;
    if (!common || (!allowOverlap && a.cells.intersects(b.cells)))
        return 0;
    CandidateMask rcs = 0;
    while (common) {
        const int i = std::countr_zero(static_cast<unsigned>(common));
        common &= static_cast<CandidateMask>(common - 1);
        // Every cell of b holding the digit sees every cell of a holding it (a cell in both never does).
        if (b.digitCells[i].isSubsetOf(a.seeing[i]))
            rcs |= static_cast<CandidateMask>(1u << i);
    }
    return rcs;
}

void AlsGraph::build(const CandidateGrid &grid, const Options &options)
{
    collectAlmostLockedSets(grid, m_sets, options.sets);
    const std::size_t n = m_sets.size();

    // Candidates for an RC: the cells holding x in both sets all see each other, so together they lie in
    // one house (the cells that pairwise see each other always do). File every (set, digit) under each
    // house that holds the set's cells with that digit; then x links exactly the pairs filed under a common
    // (house, x) that hold x in no common cell. A bucket is (house, digit): 27 x 9 of them.
    constexpr std::size_t kBuckets = kHouseCount * 9;
    m_setBucketFirst.assign(n + 1, 0);
    m_setBuckets.clear();
    for (std::size_t i = 0; i < n; ++i) {
        const Als &als = m_sets[i];
        for (CandidateMask digits = als.digits; digits; digits &= static_cast<CandidateMask>(digits - 1)) {
            const int d = std::countr_zero(static_cast<unsigned>(digits));
            const CellSet &with = als.digitCells[d];
            const int first = with.first();
            for (const int house : {rowHouse(rowOf(first)), columnHouse(colOf(first)), boxHouse(boxOf(first))}) {
                if (with.isSubsetOf(houseCells(house)))
                    m_setBuckets.push_back(static_cast<std::uint16_t>(house * 9 + d));
            }
        }
        m_setBucketFirst[i + 1] = static_cast<std::uint32_t>(m_setBuckets.size());
    }
    // Pairs, set by set, as bitsets over the sets (one bit a set, `words` words): the sets filed under a bucket of
    // set i with digit x, less those sharing a cell with i (with overlap allowed: those holding x in a cell where
    // i holds it), above i; a set found so for several digits shares each of them. Scanning the buckets' lists
    // instead met each set of a house's bucket once per other set of it, most of them overlapping.
    const std::size_t words = (n + 63) / 64;
    const std::size_t cellSlots = options.allowOverlap ? kCellCount * 9 : kCellCount;
    m_bits.assign((kBuckets + cellSlots) * words, 0);
    const auto bucketBits = [&](std::size_t bucket) { return m_bits.data() + bucket * words; };
    const auto cellBits = [&](std::size_t slot) { return m_bits.data() + (kBuckets + slot) * words; };
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint64_t bit = std::uint64_t {1} << (i % 64);
        for (auto k = m_setBucketFirst[i]; k < m_setBucketFirst[i + 1]; ++k)
            bucketBits(m_setBuckets[k])[i / 64] |= bit;
        if (options.allowOverlap) {
            for (int d = 0; d < 9; ++d) {
                for (int cell : m_sets[i].digitCells[d])
                    cellBits(static_cast<std::size_t>(cell * 9 + d))[i / 64] |= bit;
            }
        } else {
            for (int cell : m_sets[i].cells)
                cellBits(static_cast<std::size_t>(cell))[i / 64] |= bit;
        }
    }
    m_pairs.clear();
    m_first.assign(n + 1, 0);
    m_reach.resize(10 * words); // [d * words + w]: the sets x = d + 1 links i to; [9 * words + w]: the overlap
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t from = i / 64; // the words holding sets above i
        std::fill(m_reach.begin() + static_cast<std::ptrdiff_t>(from), m_reach.end(), 0);
        std::uint64_t *const overlap = m_reach.data() + 9 * words;
        if (!options.allowOverlap) {
            for (int cell : m_sets[i].cells) {
                const std::uint64_t *with = cellBits(static_cast<std::size_t>(cell));
                for (std::size_t w = from; w < words; ++w)
                    overlap[w] |= with[w];
            }
        }
        CandidateMask linked = 0;
        for (auto k = m_setBucketFirst[i]; k < m_setBucketFirst[i + 1]; ++k) {
            const std::uint16_t bucket = m_setBuckets[k];
            const int d = bucket % 9;
            linked |= static_cast<CandidateMask>(1u << d);
            std::uint64_t *reach = m_reach.data() + static_cast<std::size_t>(d) * words;
            const std::uint64_t *filed = bucketBits(bucket);
            for (std::size_t w = from; w < words; ++w)
                reach[w] |= filed[w];
        }
        for (CandidateMask digits = linked; digits; digits &= static_cast<CandidateMask>(digits - 1)) {
            const int d = std::countr_zero(static_cast<unsigned>(digits));
            std::uint64_t *reach = m_reach.data() + static_cast<std::size_t>(d) * words;
            if (options.allowOverlap) {
                for (int cell : m_sets[i].digitCells[d]) {
                    const std::uint64_t *with = cellBits(static_cast<std::size_t>(cell * 9 + d));
                    for (std::size_t w = from; w < words; ++w)
                        reach[w] &= ~with[w];
                }
            } else {
                for (std::size_t w = from; w < words; ++w)
                    reach[w] &= ~overlap[w];
            }
            reach[from] &= i % 64 == 63 ? 0 : ~std::uint64_t {0} << (i % 64 + 1); // above i only
        }
        for (std::size_t w = from; w < words; ++w) {
            std::uint64_t any = 0;
            for (CandidateMask digits = linked; digits; digits &= static_cast<CandidateMask>(digits - 1))
                any |= m_reach[static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(digits))) * words + w];
            for (; any; any &= any - 1) {
                const int b = std::countr_zero(any);
                CandidateMask rcs = 0;
                for (CandidateMask digits = linked; digits; digits &= static_cast<CandidateMask>(digits - 1)) {
                    const int d = std::countr_zero(static_cast<unsigned>(digits));
                    rcs |= static_cast<CandidateMask>(
                        (m_reach[static_cast<std::size_t>(d) * words + w] >> b & 1u) << d);
                }
                const auto j = static_cast<std::uint16_t>(w * 64 + static_cast<std::size_t>(b));
                m_pairs.push_back({static_cast<std::uint16_t>(i), j, rcs});
                ++m_first[i + 1];
                ++m_first[static_cast<std::size_t>(j) + 1];
            }
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        m_first[i + 1] += m_first[i];
    // Pairs come ordered by `from`: for each set, the links to lower sets are appended first, in increasing
    // order, then those to higher sets, also increasing. So every set's links end up ordered by `to`.
    m_links.resize(m_pairs.size() * 2);
    m_fill.assign(m_first.begin(), m_first.end() - 1);
    for (const AlsLink &pair : m_pairs) {
        m_links[m_fill[pair.from]++] = pair;
        m_links[m_fill[pair.to]++] = {pair.to, pair.from, pair.digits};
    }

    // Targets, and the sets by the cells that see them.
    constexpr std::size_t kSlots = kCellCount * 9;
    m_targets.resize(n);
    m_seenFirst.assign(kSlots + 1, 0);
    for (std::size_t i = 0; i < n; ++i) {
        const Als &als = m_sets[i];
        m_targets[i] = {};
        for (CandidateMask digits = als.digits; digits; digits &= static_cast<CandidateMask>(digits - 1)) {
            const int d = std::countr_zero(static_cast<unsigned>(digits)) + 1;
            m_targets[i][d - 1] = als.seeing[d - 1] & grid.digitCells(d);
            for (int cell : m_targets[i][d - 1])
                ++m_seenFirst[static_cast<std::size_t>(cell * 9 + d - 1) + 1];
        }
    }
    for (std::size_t k = 0; k < kSlots; ++k)
        m_seenFirst[k + 1] += m_seenFirst[k];
    m_seenSets.resize(m_seenFirst[kSlots]);
    m_fill.assign(m_seenFirst.begin(), m_seenFirst.end() - 1);
    for (std::size_t i = 0; i < n; ++i) {
        for (CandidateMask digits = m_sets[i].digits; digits; digits &= static_cast<CandidateMask>(digits - 1)) {
            const int d = std::countr_zero(static_cast<unsigned>(digits)) + 1;
            for (int cell : m_targets[i][d - 1])
                m_seenSets[m_fill[static_cast<std::size_t>(cell * 9 + d - 1)]++] = static_cast<std::uint16_t>(i);
        }
    }
}

} // namespace sudoku
