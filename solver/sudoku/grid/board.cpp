// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/grid/board.h"

#include <bit>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace sudoku
{

namespace
{

// Row, column and box of every cell, packed in one word (4 bits each) for the per-given loop below.
constexpr std::array<std::uint16_t, kCellCount> makeHouses()
{
    std::array<std::uint16_t, kCellCount> houses {};
    for (int cell = 0; cell < kCellCount; ++cell)
        houses[cell] = static_cast<std::uint16_t>(rowOf(cell) | colOf(cell) << 4 | boxOf(cell) << 8);
    return houses;
}

constexpr auto kHouses = makeHouses();

// Collects clashes house by house: rows, then columns, then boxes. A pair that shares a row and a box
// is reported once, for the row.
std::vector<Clash> findClassicClashes(const Board &board, bool givensOnly)
{
    std::vector<Clash> result;
    for (HouseKind kind : {HouseKind::Row, HouseKind::Column, HouseKind::Box}) {
        for (int index = 0; index < kUnits; ++index) {
            const House house {kind, index};
            for (int i = 0; i < kUnits; ++i) {
                const int a = house.cell(i);
                if (a < 0 || board.isEmpty(a) || (givensOnly && !board.isGiven(a)))
                    continue;
                for (int j = i + 1; j < kUnits; ++j) {
                    const int b = house.cell(j);
                    if (b < 0 || board.at(b) != board.at(a) || (givensOnly && !board.isGiven(b)))
                        continue;
                    Clash clash {std::min(a, b), std::max(a, b), board.at(a), house};
                    const bool seen
                        = kind != HouseKind::Row && std::find_if(result.begin(), result.end(), [&](const Clash &c) {
                              return c.first == clash.first && c.second == clash.second;
                          }) != result.end();
                    if (!seen)
                        result.push_back(clash);
                }
            }
        }
    }
    return result;
}

// The same under any rules: house by house in house order, then cage by cage; a pair is reported once, for the
// first house (or cage) it is found in.
std::vector<Clash> findClashes(const Board &board, bool givensOnly)
{
    if (board.isClassic())
        return findClassicClashes(board, givensOnly);
    const Rules &rules = board.rules();
    std::vector<Clash> result;
    const auto scan = [&](const CellSet &cells, House house, int cage) {
        for (int a : cells) {
            if (board.isEmpty(a) || (givensOnly && !board.isGiven(a)))
                continue;
            for (int b : cells) {
                if (b <= a || board.at(b) != board.at(a) || (givensOnly && !board.isGiven(b)))
                    continue;
                const bool seen = std::find_if(result.begin(), result.end(), [&](const Clash &c) {
                    return c.first == a && c.second == b;
                }) != result.end();
                if (!seen)
                    result.push_back(Clash {a, b, board.at(a), house, cage});
            }
        }
    };
    for (int h = 0; h < rules.houseCount(); ++h)
        scan(rules.houseCells(h), rules.house(h), -1);
    for (std::size_t c = 0; c < rules.cages().size(); ++c)
        scan(rules.cages()[c].cells, House {}, static_cast<int>(c));
    return result;
}

} // namespace

std::string Clash::describe() const
{
    const std::string where = cage >= 0 ? "cage " + std::to_string(cage + 1) : houseName(house);
    return "two " + std::to_string(digit) + "s in " + where + ": " + cellName(first) + " and " + cellName(second);
}

Board Board::fromGivens(const Grid &givens, const Rules &rules)
{
    Board board = fromGivens(givens);
    board.setRules(rules);
    return board;
}

const Rules &Board::rules() const
{
    return m_rules ? *m_rules : Rules::classicRules();
}

const std::shared_ptr<const Rules> &Board::sharedRules() const
{
    return m_rules;
}

void Board::setRules(std::shared_ptr<const Rules> rules)
{
    m_rules = rules && !rules->isClassic() ? std::move(rules) : nullptr;
}

void Board::setRules(const Rules &rules)
{
    if (rules.isClassic())
        m_rules.reset();
    else
        m_rules = std::make_shared<const Rules>(rules);
}

Board Board::fromGivens(const Grid &givens)
{
    // The given bits are gathered in two words without a branch per cell: every puzzle read passes here, and
    // givens and blanks come in no order a branch predictor could learn.
    Board board;
    board.m_values = givens;
    std::uint64_t low = 0, high = 0;
#if defined(__SSE2__)
    // Sixteen cells a compare: the bits of the non-zero bytes (cells 0-79), then cell 80 on its own.
    const __m128i zero = _mm_setzero_si128();
    const auto nonZero = [&](int first) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(givens.data() + first));
        return std::uint64_t(~static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, zero))) & 0xffffu);
    };
    for (int i = 0; i < 4; ++i)
        low |= nonZero(16 * i) << (16 * i);
    high = nonZero(64) | (std::uint64_t(givens[80] != 0) << 16);
#else
    for (int cell = 0; cell < 64; ++cell)
        low |= std::uint64_t(givens[cell] != 0) << cell;
    for (int cell = 64; cell < kCellCount; ++cell)
        high |= std::uint64_t(givens[cell] != 0) << (cell - 64);
#endif
    board.m_given = (std::bitset<kCellCount>(high) << 64) | std::bitset<kCellCount>(low);
    return board;
}

void Board::setGiven(int cell, int digit)
{
    m_values[cell] = static_cast<std::uint8_t>(digit);
    m_given.set(static_cast<std::size_t>(cell), digit != 0);
}

bool Board::setEntry(int cell, int digit)
{
    if (isGiven(cell))
        return false;
    m_values[cell] = static_cast<std::uint8_t>(digit);
    return true;
}

void Board::clearEntries()
{
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (!isGiven(cell))
            m_values[cell] = 0;
    }
}

Grid Board::givens() const
{
    // Without a branch per cell: every solve starts here, and givens and blanks come in no order a branch
    // predictor could learn (a mispredicted branch per cell was 20% of an easy puzzle's solve); the loops
    // visit the givens only.
    const std::uint64_t low = (m_given & std::bitset<kCellCount>(~std::uint64_t {0})).to_ullong();
    const std::uint64_t high = (m_given >> 64).to_ullong();
    Grid result {};
    for (std::uint64_t bits = low; bits != 0; bits &= bits - 1) {
        const int cell = std::countr_zero(bits);
        result[cell] = m_values[cell];
    }
    for (std::uint64_t bits = high; bits != 0; bits &= bits - 1) {
        const int cell = 64 + std::countr_zero(bits);
        result[cell] = m_values[cell];
    }
    return result;
}

Board Board::puzzle() const
{
    Board board = fromGivens(givens());
    board.m_rules = m_rules;
    return board;
}

int Board::filledCount() const
{
    int n = 0;
    for (auto v : m_values)
        n += v != 0;
    return n;
}

std::vector<Clash> Board::givenClashes() const
{
    return findClashes(*this, true);
}

std::vector<Clash> Board::clashes() const
{
    return findClashes(*this, false);
}

std::optional<Clash> Board::firstGivenClash() const
{
    if (!isClassic()) {
        std::vector<Clash> clashes = givenClashes();
        return clashes.empty() ? std::nullopt : std::optional<Clash>(clashes.front());
    }
    // Bit masks per house. Every solve starts with this check, so it is written to cost next to nothing
    // next to a fast solver's whole run: it visits the givens only, without a branch per cell; the slow
    // search for the clash to report happens only when there is one.
    const std::uint64_t words[2]
        = {(m_given & std::bitset<kCellCount>(~std::uint64_t {0})).to_ullong(), (m_given >> 64).to_ullong()};
    std::array<std::uint16_t, kUnits> rows {}, columns {}, boxes {};
    unsigned repeated = 0;
    for (int word = 0; word < 2; ++word) {
        for (std::uint64_t bits = words[word]; bits != 0; bits &= bits - 1) {
            const int cell = word * 64 + std::countr_zero(bits);
            const unsigned bit = 1u << m_values[cell];
            const int row = kHouses[cell] & 15, col = kHouses[cell] >> 4 & 15, box = kHouses[cell] >> 8;
            repeated |= (rows[row] | columns[col] | boxes[box]) & bit;
            rows[row] = static_cast<std::uint16_t>(rows[row] | bit);
            columns[col] = static_cast<std::uint16_t>(columns[col] | bit);
            boxes[box] = static_cast<std::uint16_t>(boxes[box] | bit);
        }
    }
    if (repeated == 0)
        return std::nullopt;
    return givenClashes().front();
}

bool isValidSolution(const Board &puzzle, const Grid &solution)
{
    Board full;
    full.m_rules = puzzle.m_rules;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (solution[cell] < 1 || solution[cell] > 9)
            return false;
        if (puzzle.isGiven(cell) && puzzle.at(cell) != solution[cell])
            return false;
        full.setGiven(cell, solution[cell]);
    }
    if (full.firstGivenClash())
        return false;
    for (const Cage &cage : puzzle.rules().cages()) {
        int sum = 0;
        for (int cell : cage.cells)
            sum += solution[cell];
        if (sum != cage.sum)
            return false;
    }
    return true;
}

} // namespace sudoku
