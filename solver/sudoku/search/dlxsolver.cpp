// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/search/dlxsolver.h"

#include "sudoku/search/dlxrules.h"
#include "sudoku/search/searchrun.h"

#include <bit>
#include <cstring>

namespace sudoku
{

namespace
{

constexpr int kColumns = DlxSolver::kColumns;
constexpr int kRowNodes = DlxSolver::kRows * DlxSolver::kColumnsPerRow; // 2916
constexpr int kHeader0 = kRowNodes; // header node of column c is kHeader0 + c
constexpr int kNodeCount = kRowNodes + kColumns;
constexpr int kMaxDepth = kCellCount; // one level per row taken
constexpr int kTies = 4; // a guess weighs this many more columns of the smallest size (breakTie)
constexpr int kTieBreakRows = 40; // ... while more rows than this are left to take
constexpr int kLinkGivens = 24; // puzzles with this many givens or more are set up by linking their rows
constexpr int kSizeWords = (kColumns + 31) / 32 * 4; // the column sizes, scanned 32 at a time
constexpr std::uint8_t kCovered = 0x80; // set in the size of a covered column
constexpr std::uint64_t kOnes = 0x0101010101010101u;
constexpr std::uint64_t kHighs = 0x8080808080808080u;

static_assert(kNodeCount <= 65536, "node indices are 16 bits");

// Column of every node, constant: a table in read-only memory, shared by all solver objects.
constexpr std::array<std::uint16_t, kNodeCount> makeNodeColumns()
{
    std::array<std::uint16_t, kNodeCount> columns {};
    for (int row = 0; row < DlxSolver::kRows; ++row) {
        const auto rc = DlxSolver::rowColumns(row);
        for (int k = 0; k < DlxSolver::kColumnsPerRow; ++k)
            columns[row * 4 + k] = static_cast<std::uint16_t>(rc[k]);
    }
    for (int c = 0; c < kColumns; ++c)
        columns[kHeader0 + c] = static_cast<std::uint16_t>(c);
    return columns;
}

constexpr auto kNodeColumn = makeNodeColumns();

// The row (0..8), column (9..17) and box (18..26) of every cell, as indices into a table of 27 houses.
constexpr std::array<std::array<std::uint8_t, 3>, kCellCount> makeCellHouses()
{
    std::array<std::array<std::uint8_t, 3>, kCellCount> houses {};
    for (int cell = 0; cell < kCellCount; ++cell) {
        houses[cell] = {static_cast<std::uint8_t>(rowOf(cell)), static_cast<std::uint8_t>(9 + colOf(cell)),
            static_cast<std::uint8_t>(18 + boxOf(cell))};
    }
    return houses;
}

constexpr auto kCellHouses = makeCellHouses();

void emit(SearchObserver *observer, SearchEventKind kind, int node, int size, int depth)
{
    const int row = node >> 2;
    observer->onEvent(SearchEvent::make(kind, DlxSolver::cellOfRow(row), DlxSolver::digitOfRow(row), size, depth));
}

} // namespace

class DlxSolver::Matrix
{
public:
    Matrix()
    {
        m_size.fill(0xFF); // the padding after the last column looks covered
        for (int c = 0; c < kColumns; ++c) {
            m_up[kHeader0 + c] = m_down[kHeader0 + c] = static_cast<std::uint16_t>(kHeader0 + c);
            m_size[c] = 0;
        }
        for (int node = 0; node < kRowNodes; ++node) {
            const int header = kHeader0 + kNodeColumn[node];
            const std::uint16_t last = m_up[header];
            m_up[node] = last;
            m_down[node] = static_cast<std::uint16_t>(header);
            m_down[last] = static_cast<std::uint16_t>(node);
            m_up[header] = static_cast<std::uint16_t>(node);
            ++m_size[kNodeColumn[node]];
        }
        m_full = {m_up, m_down, m_size};
    }

    template<bool kObserve>
    void search(const Grid &givens, std::uint64_t limit, SolveResult &result, detail::SearchGate &gate,
        SearchObserver *observer, const std::array<std::uint16_t, kCellCount> *allowed);

private:
    using Masks = std::array<std::uint16_t, kCellCount>;
    int setUp(const Grid &givens, const Masks *allowed);
    void linkRows(const Grid &givens, const std::array<unsigned, 27> &used, const Masks &candidates);
    void coverGivens(const Grid &givens, const Masks *candidates);

    // What unlinking tells the search, so that it need not scan the sizes for it: `empty` counts the uncovered
    // columns without rows (a dead end); `single` is the last column whose size dropped to 1, a forced move
    // if it still has one row (it may have been covered or emptied since). (A local of the search passed by
    // reference, so that it lives in registers, not behind the byte stores.) Covering the givens does not
    // count: the count is taken once, after them. Uncovering does not count either: it restores the matrix
    // exactly, so the search restores the count it saved.
    struct Tally {
        int empty = 0;
        int single = 0;
    };

    template<bool kCount = true>
    void cover(int c, Tally &tally)
    {
        if constexpr (kCount)
            tally.empty -= m_size[c] == 0;
        m_size[c] |= kCovered;
        const unsigned header = kHeader0 + c;
        for (unsigned i = m_down[header]; i != header; i = m_down[i]) {
            unlink<kCount>(i ^ 1, tally);
            unlink<kCount>(i ^ 2, tally);
            unlink<kCount>(i ^ 3, tally);
        }
    }

    void uncover(int c)
    {
        const unsigned header = kHeader0 + c;
        for (unsigned i = m_up[header]; i != header; i = m_up[i]) {
            relink(i ^ 3);
            relink(i ^ 2);
            relink(i ^ 1);
        }
        m_size[c] &= static_cast<std::uint8_t>(~kCovered);
    }

    template<bool kCount = true>
    void unlink(unsigned j, Tally &tally)
    {
        const unsigned up = m_up[j], down = m_down[j];
        m_down[up] = static_cast<std::uint16_t>(down);
        m_up[down] = static_cast<std::uint16_t>(up);
        if constexpr (kCount) {
            const unsigned column = kNodeColumn[j];
            const unsigned size = --m_size[column];
            tally.empty += size == 0;
            tally.single = size == 1 ? static_cast<int>(column) : tally.single;
        } else
            --m_size[kNodeColumn[j]];
    }

    void relink(unsigned j)
    {
        m_down[m_up[j]] = static_cast<std::uint16_t>(j);
        m_up[m_down[j]] = static_cast<std::uint16_t>(j);
        ++m_size[kNodeColumn[j]];
    }

    // Covers the other three columns of the row of node n (its own column is covered already).
    template<bool kCount = true>
    void coverRow(int n, Tally &tally)
    {
        cover<kCount>(kNodeColumn[n ^ 1], tally);
        cover<kCount>(kNodeColumn[n ^ 2], tally);
        cover<kCount>(kNodeColumn[n ^ 3], tally);
    }

    void uncoverRow(int n)
    {
        uncover(kNodeColumn[n ^ 3]);
        uncover(kNodeColumn[n ^ 2]);
        uncover(kNodeColumn[n ^ 1]);
    }

    std::uint64_t sizeWord(int w) const
    {
        std::uint64_t word;
        std::memcpy(&word, m_size.data() + 8 * w, 8);
        if constexpr (std::endian::native == std::endian::big)
            word = byteswap(word);
        return word;
    }

    static std::uint64_t byteswap(std::uint64_t x)
    {
        std::uint64_t y = 0;
        for (int i = 0; i < 8; ++i, x >>= 8)
            y = (y << 8) | (x & 0xFF);
        return y;
    }

    // Bit 7 of byte i is set when byte i of `word` is below `limit` (bytes of 0x80 and above never are).
    // Only the lowest set bit is exact (a borrow may mark bytes above it), which is all a search needs.
    static std::uint64_t bytesBelow(std::uint64_t word, std::uint64_t limit)
    {
        return (word - kOnes * limit) & ~word & kHighs;
    }

    // The bytesBelow mask of the first of the words w..w+3 with a byte below `limit`, that word's index in
    // `word`; 0 when none has one. Testing four words per branch keeps the scan's branches few.
    std::uint64_t blockBelow(int w, std::uint64_t limit, int &word) const
    {
        const std::uint64_t b0 = bytesBelow(sizeWord(w), limit), b1 = bytesBelow(sizeWord(w + 1), limit);
        const std::uint64_t b2 = bytesBelow(sizeWord(w + 2), limit), b3 = bytesBelow(sizeWord(w + 3), limit);
        if ((b0 | b1 | b2 | b3) == 0)
            return 0;
        word = b0 ? w : b1 ? w + 1 : b2 ? w + 2 : w + 3;
        return b0 ? b0 : b1 ? b1 : b2 ? b2 : b3;
    }

    // The S heuristic: the first column (in column order) with the fewest rows. The sizes of covered columns
    // carry kCovered, so the scan reads a dense byte array 32 columns at a time instead of walking a header
    // list. `smallest` is a lower bound of the smallest size (the search knows when no column is empty).
    // Call only while some column is uncovered.
    int chooseColumn(std::uint64_t smallest) const
    {
        for (std::uint64_t limit = smallest + 1; limit <= 10; ++limit) {
            for (int w = 0; w < kSizeWords; w += 4) {
                int word = 0;
                if (const std::uint64_t below = blockBelow(w, limit, word))
                    return 8 * word + std::countr_zero(below) / 8;
            }
        }
        return 0; // not reached: an uncovered column has at most 9 rows
    }

    // How many rows taking each row of column c removes (sum over its rows and their other columns of the
    // column's size less one: the row itself and each other row meeting that column go).
    int removedRows(int c) const
    {
        int removed = 0;
        const unsigned header = kHeader0 + c;
        for (unsigned i = m_down[header]; i != header; i = m_down[i])
            removed += m_size[kNodeColumn[i ^ 1]] + m_size[kNodeColumn[i ^ 2]] + m_size[kNodeColumn[i ^ 3]];
        return removed; // less 3 per row, the same for every column of one size
    }

    // Among `first` (the S heuristic's choice) and the next kTies columns of its size in column order,
    // the one whose rows remove the most rows: the branches it opens are the smallest.
    int breakTie(int first) const
    {
        const std::uint64_t pattern = kOnes * m_size[first];
        int best = first, most = removedRows(first);
        int left = kTies;
        std::uint64_t after = (~std::uint64_t {0} << (8 * (first % 8))) << 8; // the bytes after `first`
        for (int w = first / 8; w < kSizeWords && left > 0; ++w, after = ~std::uint64_t {0}) {
            const std::uint64_t x = sizeWord(w) ^ pattern; // a zero byte where a column has that size
            for (std::uint64_t equal = ~(((x & ~kHighs) + ~kHighs) | x) & kHighs & after; equal != 0 && left > 0;
                 equal &= equal - 1, --left) {
                const int c = 8 * w + std::countr_zero(equal) / 8;
                if (const int removed = removedRows(c); removed > most) {
                    best = c;
                    most = removed;
                }
            }
        }
        return best;
    }

    std::array<std::uint16_t, kNodeCount> m_up;
    std::array<std::uint16_t, kNodeCount> m_down;
    std::array<std::uint8_t, kSizeWords * 8> m_size;

    struct State {
        std::array<std::uint16_t, kNodeCount> up;
        std::array<std::uint16_t, kNodeCount> down;
        std::array<std::uint8_t, kSizeWords * 8> size;
    };
    State m_full; // the full matrix, built once
};

// Sets up the matrix of the puzzle: the full matrix with the givens' rows taken, their columns covered, and
// the rows outside the caller's masks (`allowed`) removed; returns the number of rows the search must take.
// Both ways below leave every column's rows in the same (node) order, so the search is the same. Linking a
// row costs about twice as much as unlinking one, so a puzzle with many givens (few rows left: kaggle's
// 34 givens leave about 110 of 729 rows, 17 givens about 310) is linked from scratch, one with few givens is
// copied from the full matrix and has its givens covered.
int DlxSolver::Matrix::setUp(const Grid &givens, const Masks *allowed)
{
    std::array<unsigned, 27> used {}; // digits given in each house (kCellHouses)
    int givenCount = 0;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (givens[cell] != 0) {
            const unsigned bit = 1u << (givens[cell] - 1);
            for (const int house : kCellHouses[cell])
                used[house] |= bit;
            ++givenCount;
        }
    }
    if (givenCount < kLinkGivens && !allowed) {
        coverGivens(givens, nullptr);
        return kCellCount - givenCount;
    }
    Masks candidates; // the rows left by the givens, within the caller's masks
    for (int cell = 0; cell < kCellCount; ++cell) {
        const auto &houses = kCellHouses[cell];
        const unsigned free = givens[cell] != 0 ? 0u : ~(used[houses[0]] | used[houses[1]] | used[houses[2]]) & 0x1FFu;
        candidates[cell] = static_cast<std::uint16_t>(allowed ? free & (*allowed)[cell] : free);
    }
    if (givenCount < kLinkGivens)
        coverGivens(givens, &candidates);
    else
        linkRows(givens, used, candidates);
    return kCellCount - givenCount;
}

void DlxSolver::Matrix::linkRows(const Grid &givens, const std::array<unsigned, 27> &used, const Masks &candidates)
{
    for (int c = 0; c < kCellCount; ++c)
        m_size[c] = givens[c] != 0 ? kCovered : 0;
    for (int house = 0; house < 27; ++house) {
        for (int d = 0; d < 9; ++d)
            m_size[81 + house * 9 + d] = used[house] >> d & 1u ? kCovered : 0;
    }
    std::array<std::uint16_t, kColumns> last; // the last node linked into each column so far
    for (int c = 0; c < kColumns; ++c)
        last[c] = static_cast<std::uint16_t>(kHeader0 + c);
    for (int cell = 0; cell < kCellCount; ++cell) {
        const unsigned first = static_cast<unsigned>(rowFor(cell, 1)) * 4;
        for (unsigned rest = candidates[cell]; rest != 0; rest &= rest - 1) {
            const unsigned node = first + 4 * static_cast<unsigned>(std::countr_zero(rest));
            for (unsigned k = 0; k < 4; ++k) {
                const unsigned c = kNodeColumn[node + k];
                m_up[node + k] = last[c];
                m_down[last[c]] = static_cast<std::uint16_t>(node + k);
                last[c] = static_cast<std::uint16_t>(node + k);
                ++m_size[c];
            }
        }
    }
    for (int c = 0; c < kColumns; ++c) {
        m_down[last[c]] = static_cast<std::uint16_t>(kHeader0 + c);
        m_up[kHeader0 + c] = last[c];
    }
}

void DlxSolver::Matrix::coverGivens(const Grid &givens, const Masks *candidates)
{
    m_up = m_full.up;
    m_down = m_full.down;
    m_size = m_full.size;
    Tally tally; // not counted here: the search counts the empty columns after the set-up
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (givens[cell] != 0) {
            const int node = rowFor(cell, givens[cell]) * 4;
            cover<false>(kNodeColumn[node], tally);
            coverRow<false>(node, tally);
        }
    }
    if (!candidates)
        return;
    // Rows outside the caller's masks leave the matrix, unless a given's cover removed them already (a row
    // meeting a covered column is unlinked from its other columns).
    for (int cell = 0; cell < kCellCount; ++cell) {
        for (int digit = 1; digit <= 9; ++digit) {
            const unsigned node = static_cast<unsigned>(rowFor(cell, digit)) * 4;
            if ((*candidates)[cell] >> (digit - 1) & 1u)
                continue;
            bool linked = true;
            for (unsigned k = 0; k < 4; ++k)
                linked = linked && !(m_size[kNodeColumn[node + k]] & kCovered);
            if (linked) {
                for (unsigned k = 0; k < 4; ++k)
                    unlink<false>(node + k, tally);
            }
        }
    }
}

template<bool kObserve>
void DlxSolver::Matrix::search(const Grid &givens, std::uint64_t limit, SolveResult &result, detail::SearchGate &gate,
    SearchObserver *observer, const std::array<std::uint16_t, kCellCount> *allowed)
{
    const int rowsToTake = setUp(givens, allowed);
    Tally tally;
    for (int c = 0; c < kColumns; ++c)
        tally.empty += m_size[c] == 0;

    std::array<std::uint16_t, kMaxDepth> rowAt; // the node of the row taken at each level
    std::array<std::uint16_t, kMaxDepth> columnAt; // the column chosen at each level
    std::array<std::uint8_t, kMaxDepth> guessAt; // 1 when that column had more than one row
    std::array<std::uint16_t, kMaxDepth> emptyAt; // `tally.empty` before the row at each level was taken
    std::uint64_t nodes = 0, guesses = 0;
    int depth = 0; // guesses on the current path
    int level = 0; // rows taken on the current path
    int open = 0; // levels on the path whose column has a row left to try after the current one
    bool descend = true; // false while backing out

    while (true) {
        int node = -1; // the row to take next at `level`, or its column's header when none is left
        if (descend) {
            // Every row taken covers four uncovered columns, so all 324 are covered once 81 rows are taken.
            if (level == rowsToTake) {
                if (++result.solutionCount == 1) {
                    result.solution = givens;
                    for (int l = 0; l < level; ++l) {
                        const int row = rowAt[l] >> 2;
                        result.solution[cellOfRow(row)] = static_cast<std::uint8_t>(digitOfRow(row));
                    }
                }
                if constexpr (kObserve)
                    observer->onEvent(SearchEvent::solution(depth));
                if (result.solutionCount >= limit)
                    break;
            } else {
                // An empty column is the smallest; only a trace needs to know which one. The column that last
                // dropped to one row is a forced move without a scan, if it still has that row.
                int c = tally.empty != 0        ? kObserve ? chooseColumn(0) : -1
                    : m_size[tally.single] == 1 ? tally.single
                                                : chooseColumn(1);
                if (c >= 0 && m_size[c] > 1 && rowsToTake - level > kTieBreakRows)
                    c = breakTie(c);
                const int size = c < 0 ? 0 : m_size[c];
                if constexpr (kObserve)
                    observer->onEvent(SearchEvent::chooseColumn(c, size, depth));
                if (size != 0) {
                    cover(c, tally);
                    columnAt[level] = static_cast<std::uint16_t>(c);
                    guessAt[level] = size > 1;
                    depth += guessAt[level];
                    node = m_down[kHeader0 + c];
                } else if constexpr (kObserve) {
                    observer->onEvent(SearchEvent::deadEnd(c, depth)); // the column without rows
                }
            }
        }
        if (node < 0) { // back out of the row taken at the level above and go on with the next row there
            // With no row left to try anywhere on the path the search is over: stop here instead of backing
            // all the way out (the matrix is reset before the next puzzle anyway).
            if (open == 0)
                break;
            --level;
            uncoverRow(rowAt[level]);
            tally.empty = emptyAt[level];
            if constexpr (kObserve)
                emit(observer, SearchEventKind::Unplace, rowAt[level], 0, depth);
            node = m_down[rowAt[level]];
            open -= node != kHeader0 + columnAt[level];
        }
        if (node == kHeader0 + columnAt[level]) {
            uncover(columnAt[level]);
            tally.empty = 0; // a column is only chosen and covered while none is empty
            depth -= guessAt[level];
            descend = false;
            continue;
        }
        if (gate.shouldStop(++nodes)) {
            --nodes;
            break;
        }
        guesses += guessAt[level];
        if constexpr (kObserve)
            emit(observer, guessAt[level] ? SearchEventKind::Place : SearchEventKind::Force, node,
                m_size[columnAt[level]] & ~kCovered, depth);
        rowAt[level] = static_cast<std::uint16_t>(node);
        open += m_down[node] != kHeader0 + columnAt[level];
        emptyAt[level] = static_cast<std::uint16_t>(tally.empty);
        coverRow(node, tally);
        ++level;
        descend = true;
    }
    result.stats.nodes = nodes;
    result.stats.guesses = guesses;
}

DlxSolver::DlxSolver()
    : m_matrix(std::make_unique<Matrix>())
{
}

DlxSolver::~DlxSolver() = default;

SolveResult DlxSolver::solve(const Board &board, const SolveOptions &options)
{
    if (!board.isClassic()) // the matrix above is rows, columns and boxes only
        return detail::solveDlxByRules(board, options);
    return detail::runSearch(
        board, options, [&](const Grid &givens, std::uint64_t limit, SolveResult &result, detail::SearchGate &gate) {
            if (options.observer)
                m_matrix->search<true>(givens, limit, result, gate, options.observer, options.allowed);
            else
                m_matrix->search<false>(givens, limit, result, gate, nullptr, options.allowed);
        });
}

} // namespace sudoku
