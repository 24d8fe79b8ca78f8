// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/search/rulessearch.h"

#include "sudoku/grid/bitcount.h"
#include "sudoku/grid/cagesums.h"
#include "sudoku/search/housesearch.h"
#include "sudoku/search/searchrun.h"

#include <bit>
#include <vector>

namespace sudoku::detail
{

namespace
{

constexpr std::uint16_t kAllDigits = 0x1FF;

int lowestDigit(unsigned mask)
{
    return std::countr_zero(mask) + 1;
}

// The rules as the search reads them, built once per solve.
struct Shape {
    explicit Shape(const Rules &rules)
        : houseCount(rules.houseCount())
        , cageCount(static_cast<int>(rules.cages().size()))
    {
        for (int h = 0; h < houseCount; ++h)
            house[h] = rules.houseCells(h);
        for (int cell = 0; cell < kCellCount; ++cell) {
            peers[cell] = rules.peers(cell);
            cageOf[cell] = static_cast<std::int8_t>(rules.cageOf(cell));
            housesOf[cell] = 0;
            for (std::uint8_t h : rules.housesOf(cell))
                housesOf[cell] |= std::uint64_t {1} << h;
        }
        for (int c = 0; c < cageCount; ++c) {
            cages[c] = rules.cages()[static_cast<std::size_t>(c)].cells;
            sums[c] = static_cast<std::uint8_t>(rules.cages()[static_cast<std::size_t>(c)].sum);
        }
    }

    int houseCount;
    int cageCount;
    std::array<CellSet, Rules::kMaxHouses> house {};
    std::array<CellSet, kCellCount> peers {};
    std::array<std::uint64_t, kCellCount> housesOf {}; // bit h: the cell is in house h
    std::array<std::int8_t, kCellCount> cageOf {};
    std::array<CellSet, kCellCount> cages {};
    std::array<std::uint8_t, kCellCount> sums {};
};

struct State {
    std::array<CellSet, 9> planes; // planes[d-1]: the empty cells where d may still go
    std::array<std::uint16_t, kCellCount> cand; // the same by cell (bit d-1); 0 once the cell is filled
    Grid value;
    CellSet unsolved;
    std::array<std::uint16_t, Rules::kMaxHouses> houseDone; // digits placed in each house
};

// One solve: the search over State values, counting and reporting as the contract of searchobserver.h says.
template<bool kObserve>
class Search
{
public:
    Search(const Shape &shape, std::uint64_t limit, SolveResult &result, SearchGate &gate, SearchObserver *observer)
        : m_shape(shape)
        , m_limit(limit)
        , m_result(result)
        , m_gate(gate)
        , m_observer(observer)
    {
    }

    // Sets up the state of the givens; false when they leave a cell or a house without a place.
    bool start(State &s, const Grid &givens, const std::array<std::uint16_t, kCellCount> *allowed)
    {
        for (CellSet &plane : s.planes)
            plane = CellSet::all();
        s.cand.fill(kAllDigits);
        s.value = {};
        s.unsolved = CellSet::all();
        s.houseDone.fill(0);
        if (allowed) {
            for (int cell = 0; cell < kCellCount; ++cell) {
                if (givens[cell] == 0)
                    restrict(s, cell, (*allowed)[cell] & kAllDigits);
            }
        }
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (givens[cell] != 0) {
                if (!(s.cand[cell] >> (givens[cell] - 1) & 1u))
                    return false;
                fill(s, cell, givens[cell]);
            }
        }
        return true;
    }

    // The search from `s`; true when it must stop (the limit is reached, or the gate says so).
    bool run(State &s, int depth)
    {
        m_depth = depth;
        const std::size_t mark = m_trail.size();
        const int failed = propagate(s);
        if (m_stopped)
            return true;
        if (failed >= 0) {
            if constexpr (kObserve)
                m_observer->onEvent(SearchEvent::deadEnd(failed, depth, failed < kCellCount ? failed : 0));
            return unwind(mark, depth) || m_stopped;
        }
        if (s.unsolved.empty()) {
            if (++m_result.solutionCount == 1)
                m_result.solution = s.value;
            if constexpr (kObserve)
                m_observer->onEvent(SearchEvent::solution(depth));
            return m_result.solutionCount >= m_limit || unwind(mark, depth);
        }
        // The empty cell with the fewest candidates (the first such in cell order).
        int best = -1, fewest = 10;
        for (int cell : s.unsolved) {
            const int n = bitCount32(s.cand[cell]);
            if (n < fewest) {
                best = cell;
                fewest = n;
                if (n <= 2)
                    break;
            }
        }
        for (unsigned digits = s.cand[best]; digits != 0; digits &= digits - 1) {
            const int digit = lowestDigit(digits);
            if (!count(true))
                return true;
            State next = s;
            const std::size_t before = m_trail.size();
            if constexpr (kObserve) {
                m_trail.push_back({static_cast<std::uint8_t>(best), static_cast<std::uint8_t>(digit), true});
                m_observer->onEvent(SearchEvent::make(SearchEventKind::Place, best, digit, fewest, depth + 1));
            }
            fill(next, best, digit);
            if (run(next, depth + 1))
                return true;
            unwind(before, depth); // the guess
            m_depth = depth;
        }
        return unwind(mark, depth);
    }

    bool stopped() const { return m_stopped; }
    std::uint64_t nodes() const { return m_nodes; }
    std::uint64_t guesses() const { return m_guesses; }

private:
    struct Placed {
        std::uint8_t cell;
        std::uint8_t digit;
        bool guess;
    };

    // Counts a node; false when the gate says stop.
    bool count(bool guess)
    {
        if (m_gate.shouldStop(m_nodes + 1)) {
            m_stopped = true;
            return false;
        }
        ++m_nodes;
        m_guesses += guess;
        return true;
    }

    // Takes back (as Unplace events) what this level placed, when observed. Returns false (go on).
    bool unwind(std::size_t mark, int depth)
    {
        if constexpr (kObserve) {
            while (m_trail.size() > mark) {
                const Placed p = m_trail.back();
                m_trail.pop_back();
                SearchEvent event = SearchEvent::make(SearchEventKind::Unplace, p.cell, p.digit, 0, depth);
                m_observer->onEvent(event);
            }
        }
        return false;
    }

    void eliminate(State &s, int cell, int digit)
    {
        s.cand[cell] = static_cast<std::uint16_t>(s.cand[cell] & ~(1u << (digit - 1)));
        s.planes[digit - 1].erase(cell);
    }

    void restrict(State &s, int cell, unsigned keep)
    {
        for (unsigned gone = s.cand[cell] & ~keep; gone != 0; gone &= gone - 1)
            eliminate(s, cell, lowestDigit(gone));
    }

    // Puts `digit` in `cell`: its other candidates go, and the digit goes from its peers.
    void fill(State &s, int cell, int digit)
    {
        for (unsigned rest = s.cand[cell]; rest != 0; rest &= rest - 1)
            s.planes[std::countr_zero(rest)].erase(cell);
        s.cand[cell] = 0;
        s.value[cell] = static_cast<std::uint8_t>(digit);
        s.unsolved.erase(cell);
        const auto bit = static_cast<std::uint16_t>(1u << (digit - 1));
        CellSet &plane = s.planes[digit - 1];
        for (int peer : plane &m_shape.peers[cell])
            s.cand[peer] = static_cast<std::uint16_t>(s.cand[peer] & ~bit);
        plane = plane.minus(m_shape.peers[cell]);
        for (std::uint64_t houses = m_shape.housesOf[cell]; houses != 0; houses &= houses - 1)
            s.houseDone[std::countr_zero(houses)] |= bit;
    }

    // A forced placement: counted and reported; false when the gate says stop.
    bool force(State &s, int cell, int digit)
    {
        if (!count(false))
            return false;
        if constexpr (kObserve) {
            m_trail.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit), false});
            m_observer->onEvent(SearchEvent::make(SearchEventKind::Force, cell, digit, 1, m_depth));
        }
        fill(s, cell, digit);
        return true;
    }

    // Singles and cages to a fixed point. -1 when the state holds, else the constraint that failed (a cell, a
    // house and digit, or a cage, numbered as searchobserver.h says); kUnknownConstraint when stopped.
    int propagate(State &s)
    {
        while (true) {
            if (s.unsolved.empty())
                return fullCages(s);
            // Naked singles: cells in exactly one plane.
            CellSet once, twice;
            for (const CellSet &plane : s.planes) {
                twice |= once & plane;
                once |= plane;
            }
            if (const CellSet none = s.unsolved.minus(once); none.any())
                return none.first();
            const CellSet singles = once.minus(twice);
            if (singles.any()) {
                for (int cell : singles) {
                    if (s.cand[cell] == 0)
                        return cell; // a single placed just before took its last candidate
                    if (!force(s, cell, lowestDigit(s.cand[cell])))
                        return kUnknownConstraint;
                }
                continue;
            }
            // Hidden singles: a digit with one place left in a house.
            bool placed = false;
            for (int h = 0; h < m_shape.houseCount; ++h) {
                for (unsigned open = kAllDigits & ~s.houseDone[h]; open != 0; open &= open - 1) {
                    const int digit = lowestDigit(open);
                    const CellSet places = s.planes[digit - 1] & m_shape.house[h];
                    if (places.empty())
                        return houseDigitConstraint(h, digit);
                    if (places.count() == 1) {
                        if (!force(s, places.first(), digit))
                            return kUnknownConstraint;
                        placed = true;
                    }
                }
            }
            if (placed)
                continue;
            bool changed = lockedCandidates(s);
            if (changed)
                continue;
            for (int c = 0; c < m_shape.cageCount; ++c) {
                const int failed = propagateCage(s, c, changed);
                if (failed >= 0)
                    return failed;
            }
            if (!changed)
                return -1;
        }
    }

    // Locked candidates between any two houses: a digit's places in a house that all lie in another house take
    // the digit from the rest of that one (a box and a line, and under these rules a region, a diagonal or a
    // window too). Singles stall far more often on the variants than on classic puzzles, where the extra
    // houses cut across the boxes; this keeps the guesses down. True when it removed a candidate.
    bool lockedCandidates(State &s)
    {
        bool changed = false;
        for (int h = 0; h < m_shape.houseCount; ++h) {
            for (unsigned open = kAllDigits & ~s.houseDone[h]; open != 0; open &= open - 1) {
                const int digit = lowestDigit(open);
                CellSet &plane = s.planes[digit - 1];
                const CellSet places = plane & m_shape.house[h];
                if (places.empty())
                    continue; // emptied by this pass: the hidden singles' pass next reports the dead end
                std::uint64_t shared = ~(std::uint64_t {1} << h);
                for (int cell : places) {
                    shared &= m_shape.housesOf[cell];
                    if (shared == 0)
                        break; // the places span houses: most digits, at once
                }
                for (; shared != 0; shared &= shared - 1) {
                    const CellSet gone = (plane & m_shape.house[std::countr_zero(shared)]).minus(places);
                    for (int cell : gone)
                        eliminate(s, cell, digit);
                    changed = changed || gone.any();
                }
            }
        }
        return changed;
    }

    // A full grid: every cage adds up (singles may have filled a cage's last cells after it was last looked at).
    int fullCages(const State &s) const
    {
        for (int c = 0; c < m_shape.cageCount; ++c) {
            int sum = 0;
            for (int cell : m_shape.cages[c])
                sum += s.value[cell];
            if (sum != m_shape.sums[c])
                return cageSumConstraint(m_shape.houseCount, c);
        }
        return -1;
    }

    // The combinations cage c can still take (see rulessearch.h). Sets `changed` when it removes or places.
    int propagateCage(State &s, int c, bool &changed)
    {
        const CellSet &cells = m_shape.cages[c];
        const CellSet open = cells & s.unsolved;
        if (open.empty()) {
            int sum = 0;
            for (int cell : cells)
                sum += s.value[cell];
            return sum == m_shape.sums[c] ? -1 : cageSumConstraint(m_shape.houseCount, c);
        }
        unsigned placed = 0;
        int sum = 0;
        for (int cell : cells.minus(open)) {
            placed |= 1u << (s.value[cell] - 1);
            sum += s.value[cell];
        }
        const int left = m_shape.sums[c] - sum;
        const int size = open.count();
        unsigned avail = 0;
        for (int cell : open)
            avail |= s.cand[cell];
        unsigned any = 0, every = kAllDigits;
        if (left > 0 && left <= 45) {
            for (const unsigned combo : cageCombinations(size, left)) {
                if ((combo & placed) || (combo & ~avail))
                    continue;
                bool fits = true;
                for (int cell : open)
                    fits = fits && (s.cand[cell] & combo);
                if (!fits)
                    continue;
                any |= combo;
                every &= combo;
            }
        }
        if (any == 0)
            return cageSumConstraint(m_shape.houseCount, c);
        for (int cell : open) {
            if (s.cand[cell] & ~any) {
                restrict(s, cell, any);
                changed = true;
            }
        }
        for (unsigned must = every; must != 0; must &= must - 1) {
            const int digit = lowestDigit(must);
            const CellSet places = s.planes[digit - 1] & open;
            if (places.empty())
                return cageDigitConstraint(m_shape.houseCount, c, digit);
            if (places.count() == 1) {
                if (!force(s, places.first(), digit))
                    return kUnknownConstraint;
                changed = true;
            }
        }
        return -1;
    }

    const Shape &m_shape;
    std::uint64_t m_limit;
    SolveResult &m_result;
    SearchGate &m_gate;
    SearchObserver *m_observer;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_guesses = 0;
    bool m_stopped = false;
    int m_depth = 0;
    std::vector<Placed> m_trail; // what is on the board beyond the givens, in order (observed runs only)
};

template<bool kObserve>
void searchByRules(const Board &board, const Grid &givens, std::uint64_t limit, SolveResult &result, SearchGate &gate,
    const SolveOptions &options)
{
    const Shape shape(board.rules());
    Search<kObserve> search(shape, limit, result, gate, options.observer);
    State state;
    if (search.start(state, givens, options.allowed))
        search.run(state, 0);
    result.stats.nodes = search.nodes();
    result.stats.guesses = search.guesses();
}

} // namespace

SolveResult solveByRules(const Board &board, const SolveOptions &options)
{
    if (!board.rules().isKiller())
        return solveByHouses(board, options); // houses only: housesearch.h
    return runSearch(
        board, options, [&](const Grid &givens, std::uint64_t limit, SolveResult &result, SearchGate &gate) {
            if (options.observer)
                searchByRules<true>(board, givens, limit, result, gate, options);
            else
                searchByRules<false>(board, givens, limit, result, gate, options);
        });
}

} // namespace sudoku::detail
