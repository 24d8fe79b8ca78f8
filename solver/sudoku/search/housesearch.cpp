// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/search/housesearch.h"

#include "sudoku/grid/bitcount.h"
#include "sudoku/grid/cagefit.h"
#include "sudoku/grid/cagesums.h"
#include "sudoku/grid/sumcages.h"

#include <algorithm>
#include <bit>
#include <span>
#include <type_traits>
#include <vector>

namespace sudoku::detail
{

namespace
{

using Planes = std::array<CellSet, 9>;

// A plane no real plane equals (bits past the last cell set): "not looked at yet".
constexpr CellSet kNeverSeen = CellSet::fromWords(~std::uint64_t {0}, ~std::uint64_t {0});

// The houses that hold both the first and the last cell of `cells` (not empty): those that may hold all of them.
// The two are far apart in the grid and share no house but the one the cells were taken from in most calls.
std::uint64_t endsHouses(const CellSet &cells, const Rules &rules)
{
    const int first = cells.lo() != 0 ? std::countr_zero(cells.lo()) : 64 + std::countr_zero(cells.hi());
    const int last = cells.hi() != 0 ? 127 - std::countl_zero(cells.hi()) : 63 - std::countl_zero(cells.lo());
    return rules.houseMask(first) & rules.houseMask(last);
}

// The loose test's table (Search::combinationUnion): for sums of 4..9 cells and each total, which of its
// combinations (bit j: the j-th of cageCombinations, at most 12 of them) meet a digit set, found as the OR of the
// entry of the set's digits 1-5 (0..31) and that of its digits 6-9 (32 + 0..15).
struct MeetTable {
    std::array<std::array<std::array<std::uint16_t, 48>, 46>, 6> meet {}; // [cells - 4][total][entry]
};
constexpr MeetTable makeMeetTable()
{
    MeetTable table;
    for (int size = 4; size <= 9; ++size) {
        for (int total = 0; total <= 45; ++total) {
            const auto combinations = cageCombinations(size, total);
            auto &row = table.meet[static_cast<std::size_t>(size - 4)][static_cast<std::size_t>(total)];
            for (std::size_t j = 0; j < combinations.size(); ++j) {
                for (unsigned low = 0; low < 32; ++low)
                    row[low] |= (combinations[j] & low) ? static_cast<std::uint16_t>(1u << j) : 0;
                for (unsigned high = 0; high < 16; ++high)
                    row[32 + high] |= (combinations[j] & (high << 5)) ? static_cast<std::uint16_t>(1u << j) : 0;
            }
        }
    }
    return table;
}
constexpr MeetTable kMeetTable = makeMeetTable();

// The rules as the search reads them, built once per solve.
struct Shape {
    explicit Shape(const Rules &of)
        : rules(of)
        , houseCount(of.houseCount())
        , allHouses(houseCount >= 64 ? ~std::uint64_t {0} : (std::uint64_t {1} << houseCount) - 1)
        , locked(of.hasWindows() || of.isJigsaw())
        , cages(of.sums())
    {
    }

    const Rules &rules; // its houses, each cell's houses (Rules::houseMask) and peers
    int houseCount;
    std::uint64_t allHouses;
    bool locked; // locked candidates pay for themselves on these rules (housesearch.h)
    const std::vector<SumCage> &cages; // the cages and the innies and outies (grid/sumcages.h), kept by the rules

    // What a dead end at `sum` names: a cage's sum (searchobserver.h), else kUnknownConstraint.
    int constraintOf(const SumCage &sum) const
    {
        return sum.cage >= 0 ? cageSumConstraint(houseCount, sum.cage) : kUnknownConstraint;
    }
};

// What a branch copies.
struct PlainState {
    Planes planes; // planes[d-1]: the empty cells where d may still go
    CellSet unsolved;
    std::array<std::uint64_t, 9> done; // done[d-1], bit h: house h holds d
};
// A Killer's adds the sums' view: each empty cell's candidates (bit d-1) as the planes hold them, but for the
// cells of `stale`, whose planes changed since (candidatesOf reads them again). Reading nine planes for every
// cell of every sum looked at was a fifth of a Killer's search. The other variants do not copy it at each branch.
struct SumsState : PlainState {
    std::array<std::uint16_t, kCellCount> candidates;
    CellSet stale;
};
template<bool kSums>
using State = std::conditional_t<kSums, SumsState, PlainState>;

// One solve: the search over State values, counting and reporting as the contract of searchobserver.h says.
// kSums: the rules have cages (a Killer), so the sums are propagated and SumsState::candidates kept; the other
// variants pay nothing for them.
template<bool kObserve, bool kSums>
class Search
{
public:
    using S = State<kSums>;

    Search(Shape &shape, std::uint64_t limit, SolveResult &result, SearchGate &gate, SearchObserver *observer)
        : m_shape(shape)
        , m_limit(limit)
        , m_result(result)
        , m_gate(gate)
        , m_observer(observer)
    {
    }

    // Sets up the state of the givens; false when two equal givens see each other. All the givens at once: a
    // digit's plane is the empty cells that see none of its givens (one fill() a given was a tenth of an easy
    // puzzle's search, each reading back the nine planes the one before had just written).
    bool start(S &s, const Grid &givens, const std::array<std::uint16_t, kCellCount> *allowed)
    {
        Planes seeGiven {}; // seeGiven[d-1]: the cells that see a given d
        CellSet filled;
        s.done.fill(0);
        for (int cell = 0; cell < kCellCount; ++cell) {
            const int digit = givens[static_cast<std::size_t>(cell)];
            if (digit == 0)
                continue;
            const auto d = static_cast<std::size_t>(digit - 1);
            if (seeGiven[d].contains(cell))
                return false;
            seeGiven[d] |= m_shape.rules.peers(cell);
            filled.insert(cell);
            s.done[d] |= m_shape.rules.houseMask(cell);
            m_value[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
        }
        s.unsolved = CellSet::all().minus(filled);
        for (std::size_t d = 0; d < 9; ++d)
            s.planes[d] = s.unsolved.minus(seeGiven[d]);
        if constexpr (kSums) {
            s.candidates.fill(0);
            s.stale = CellSet::all();
        }
        if (allowed) {
            for (int cell : s.unsolved) {
                const unsigned gone = ~(*allowed)[static_cast<std::size_t>(cell)] & 0x1FFu;
                for (unsigned digits = gone; digits != 0; digits &= digits - 1)
                    s.planes[static_cast<std::size_t>(std::countr_zero(digits))].erase(cell);
            }
        }
        return true;
    }

    // The search from `s`, whose planes were `seen` at the parent's fixed point (kNeverSeen at the root);
    // true when it must stop (the limit is reached, or the gate says so).
    bool run(S &s, int depth, const Planes &seen)
    {
        m_depth = depth;
        const std::size_t mark = m_trail.size();
        const int failed = propagate(s, seen);
        if (m_stopped)
            return true;
        if (failed >= 0) {
            if constexpr (kObserve)
                m_observer->onEvent(SearchEvent::deadEnd(failed, depth, failed < kCellCount ? failed : 0));
            return unwind(mark, depth);
        }
        if (s.unsolved.empty()) {
            if (++m_result.solutionCount == 1)
                m_result.solution = m_value;
            if constexpr (kObserve)
                m_observer->onEvent(SearchEvent::solution(depth));
            return m_result.solutionCount >= m_limit || unwind(mark, depth);
        }
        const int best = branchCell(s);
        unsigned digits = 0;
        for (int d = 0; d < 9; ++d)
            digits |= static_cast<unsigned>(s.planes[static_cast<std::size_t>(d)].contains(best)) << d;
        const int size = bitCount32(digits);
        for (; digits != 0; digits &= digits - 1) {
            const int digit = std::countr_zero(digits) + 1;
            if (!count(true))
                return true;
            S next = s;
            const std::size_t before = m_trail.size();
            if constexpr (kObserve) {
                m_trail.push_back({static_cast<std::uint8_t>(best), static_cast<std::uint8_t>(digit), true});
                m_observer->onEvent(SearchEvent::make(SearchEventKind::Place, best, digit, size, depth + 1));
            }
            fill(next, best, digit);
            if (run(next, depth + 1, s.planes))
                return true;
            unwind(before, depth); // the guess
            m_depth = depth;
        }
        return unwind(mark, depth);
    }

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
                m_observer->onEvent(SearchEvent::make(SearchEventKind::Unplace, p.cell, p.digit, 0, depth));
            }
        }
        return false;
    }

    // Puts `digit` in `cell`: the cell leaves every plane, the digit leaves its peers.
    void fill(S &s, int cell, int digit)
    {
        const auto c = static_cast<std::size_t>(cell);
        const CellSet here = CellSet::of(cell);
        const auto d = static_cast<std::size_t>(digit - 1);
        const CellSet &peers = m_shape.rules.peers(cell);
        const CellSet own = s.planes[d]; // read before the loop writes it (its halves, one store each)
        for (CellSet &plane : s.planes)
            plane = plane.minus(here);
        if constexpr (kSums)
            s.stale |= own & peers; // the cell itself is no longer read
        s.planes[d] = own.minus(peers | here);
        s.unsolved = s.unsolved.minus(here);
        s.done[d] |= m_shape.rules.houseMask(cell);
        m_value[c] = static_cast<std::uint8_t>(digit);
    }

    // A forced placement: counted and reported; false when the gate says stop.
    bool force(S &s, int cell, int digit)
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

    // Singles, locked candidates and the sums to a fixed point. -1 when the state holds, else the constraint that
    // failed (a cell, a house and digit or a cage's sum, numbered as searchobserver.h says; kUnknownConstraint for
    // an innie or outie, and when stopped). A digit whose plane is still what `seen` holds yields nothing new and
    // is skipped.
    int propagate(S &s, const Planes &seen)
    {
        Planes hiddenSeen = seen, lockedSeen = seen, cagesSeen = seen;
        while (true) {
            if (s.unsolved.empty())
                return fullCages();
            // Naked singles: cells in exactly one plane.
            CellSet once, twice;
            for (const CellSet &plane : s.planes) {
                twice |= once & plane;
                once |= plane;
            }
            if (const CellSet none = s.unsolved.minus(once); none.any())
                return none.first();
            if (const CellSet singles = once.minus(twice); singles.any()) {
                for (int d = 0; d < 9; ++d) {
                    for (int cell : singles &s.planes[static_cast<std::size_t>(d)]) {
                        if (!s.planes[static_cast<std::size_t>(d)].contains(cell))
                            return cell; // a single placed just before took its only candidate
                        if (!force(s, cell, d + 1))
                            return kUnknownConstraint;
                    }
                }
                continue;
            }
            // Hidden singles: a digit with one place left in a house.
            bool placed = false;
            for (int d = 0; d < 9; ++d) {
                const auto di = static_cast<std::size_t>(d);
                if (s.planes[di] == hiddenSeen[di])
                    continue;
                const std::uint64_t touched = touchedHouses(hiddenSeen[di], s.planes[di]);
                hiddenSeen[di] = s.planes[di];
                for (std::uint64_t open = touched & ~s.done[di]; open != 0; open &= open - 1) {
                    const int h = std::countr_zero(open);
                    const CellSet places = s.planes[di] & m_shape.rules.houseCells(h);
                    if (places.empty()) {
                        if (s.done[di] >> h & 1u)
                            continue; // placed in this pass, by a hidden single of another house
                        return houseDigitConstraint(h, d + 1);
                    }
                    if (!places.severalCells()) {
                        if (!force(s, places.first(), d + 1))
                            return kUnknownConstraint;
                        placed = true;
                    }
                }
            }
            if (placed)
                continue;
            // The sums before locked candidates (which a Killer runs only on Jigsaw or Hyper rules): they take more,
            // for less (on the 65 killers without givens of BENCHMARKS.md, when every Killer ran both, about 40% more
            // puzzles a second than the other way round).
            if constexpr (kSums) {
                bool progress = false;
                if (const int failed = cagePass(s, cagesSeen, progress); failed >= 0)
                    return failed;
                if (progress)
                    continue;
            }
            if (!m_shape.locked || !lockedCandidates(s, lockedSeen))
                return -1;
        }
    }

    // The digits `cell` may still take (bit d-1), from SumsState::candidates; from the planes when the cell's are stale
    // (one word of each plane, chosen once).
    static unsigned candidatesOf(S &s, int cell)
    {
        const auto c = static_cast<std::size_t>(cell);
        if (!s.stale.contains(cell))
            return s.candidates[c];
        const auto bit = static_cast<unsigned>(cell) & 63u;
        unsigned digits = 0;
        if (cell < 64) {
            for (std::size_t d = 0; d < 9; ++d)
                digits |= static_cast<unsigned>(s.planes[d].lo() >> bit & 1u) << d;
        } else {
            for (std::size_t d = 0; d < 9; ++d)
                digits |= static_cast<unsigned>(s.planes[d].hi() >> bit & 1u) << d;
        }
        s.candidates[c] = static_cast<std::uint16_t>(digits);
        s.stale.erase(cell);
        return digits;
    }

    // A full grid: every cage adds up (singles may have filled a cage's last cells after it was last looked at).
    int fullCages() const
    {
        for (const SumCage &cage : m_shape.cages) {
            if (cage.cage < 0)
                break; // the innies and outies, after the cages: they hold when the cages and houses do
            int sum = 0;
            for (int cell : cage.cells)
                sum += m_value[static_cast<std::size_t>(cell)];
            if (sum != cage.sum)
                return m_shape.constraintOf(cage);
        }
        return -1;
    }

    // The sums (sumcages.h) with a cell changed since `seen`, each propagated once; sets `progress` when one
    // removed a candidate or placed a digit.
    int cagePass(S &s, Planes &seen, bool &progress)
    {
        CellSet touched;
        for (std::size_t d = 0; d < 9; ++d)
            touched |= seen[d] == kNeverSeen ? CellSet::all() : seen[d] ^ s.planes[d]; // at the root: every sum
        seen = s.planes;
        for (const SumCage &cage : m_shape.cages) {
            if (!cage.cells.intersects(touched))
                continue;
            const int failed = cage.distinct ? distinctSum(s, cage, progress) : spreadSum(s, cage, progress);
            if (failed >= 0)
                return failed;
        }
        return -1;
    }

    // `cell` loses the digits `gone` (bits d-1); sets `progress` when there are any.
    static void remove(S &s, int cell, unsigned gone, bool &progress)
    {
        if (gone == 0)
            return; // mostly
        s.candidates[static_cast<std::size_t>(cell)] &= static_cast<std::uint16_t>(~gone);
        for (; gone != 0; gone &= gone - 1) {
            s.planes[static_cast<std::size_t>(std::countr_zero(gone))].erase(cell);
            progress = true;
        }
    }

    // What is left of `cage`'s sum once its filled cells are taken off.
    int sumLeft(const SumCage &cage, const CellSet &open) const
    {
        int left = cage.sum;
        const CellSet filled = cage.cells.minus(open);
        for (std::uint64_t w = filled.lo(); w != 0; w &= w - 1)
            left -= m_value[static_cast<std::size_t>(std::countr_zero(w))];
        for (std::uint64_t w = filled.hi(); w != 0; w &= w - 1)
            left -= m_value[static_cast<std::size_t>(64 + std::countr_zero(w))];
        return left;
    }

    // Up to this many empty cells a sum keeps exactly the digits of its fills (fillCage); more keep the union of
    // the combinations that fit loosely (combinationUnion). On main's 69 killers of seed 1 without givens, exact
    // for every sum: 19.1 guesses a puzzle, 473M instructions (callgrind); up to 3 cells: 26.4 guesses, 311M and
    // about 30% more puzzles a second; never: 48.3 guesses, 307M.
    static constexpr std::size_t kExactCells = 3;

    // The loose test: the combinations of `left` (grid/cagesums.h) whose digits the cells hold and that every
    // cell meets; each cell keeps its digits in their union, `every` is the digits all of them hold. False when
    // there is none. The combinations that meet a cell's digits come from kMeetTable, two loads a cell (one walk
    // over the combinations a cell was 13% of the search).
    static bool combinationUnion(
        std::span<const std::uint16_t> cells, int left, std::span<std::uint16_t> possible, unsigned &every)
    {
        const std::size_t n = cells.size();
        if (n < 4 || n > 9 || left < 0 || left > 45)
            return false;
        const auto combinations = cageCombinations(static_cast<int>(n), left);
        const auto &row = kMeetTable.meet[n - 4][static_cast<std::size_t>(left)];
        const auto meets = [&row](unsigned digits) { return unsigned {row[digits & 31u]} | row[32 + (digits >> 5)]; };
        unsigned avail = 0;
        for (const std::uint16_t c : cells)
            avail |= c;
        unsigned fits = ((1u << combinations.size()) - 1) & ~meets(~avail & 0x1FFu); // within the cells' digits
        for (std::size_t i = 0; i < n && fits != 0; ++i)
            fits &= meets(cells[i]);
        unsigned any = 0;
        every = 0x1FF;
        for (; fits != 0; fits &= fits - 1) {
            const unsigned combination = combinations[static_cast<std::size_t>(std::countr_zero(fits))];
            any |= combination;
            every &= combination;
        }
        for (std::size_t i = 0; i < n; ++i)
            possible[i] = static_cast<std::uint16_t>(cells[i] & any);
        return any != 0;
    }

    // A sum of distinct digits: each empty cell keeps the digits it takes in some fill of what is left of the sum
    // (grid/cagefit.h; for a sum of more than kExactCells cells, in some combination that fits loosely); a digit
    // every fill uses with one place left is placed there, with more it leaves the cells that see all its places.
    int distinctSum(S &s, const SumCage &cage, bool &progress)
    {
        const CellSet open = cage.cells & s.unsolved;
        const int left = sumLeft(cage, open);
        if (open.empty())
            return left == 0 ? -1 : m_shape.constraintOf(cage);
        std::array<std::uint16_t, 9> cand, possible {}; // the first n of cand are set
        std::array<std::uint8_t, 9> cellAt;
        std::size_t n = 0;
        for (std::uint64_t w = open.lo(); w != 0; w &= w - 1) { // by words: CellSet's iterator is dearer
            const int cell = std::countr_zero(w);
            cand[n] = static_cast<std::uint16_t>(candidatesOf(s, cell));
            cellAt[n++] = static_cast<std::uint8_t>(cell);
        }
        for (std::uint64_t w = open.hi(); w != 0; w &= w - 1) {
            const int cell = 64 + std::countr_zero(w);
            cand[n] = static_cast<std::uint16_t>(candidatesOf(s, cell));
            cellAt[n++] = static_cast<std::uint8_t>(cell);
        }
        unsigned every = 0;
        const auto cells = std::span<const std::uint16_t>(cand).first(n);
        if (n <= kExactCells ? !fillCage(cells, left, possible, &every)
                             : !combinationUnion(cells, left, possible, every))
            return m_shape.constraintOf(cage);
        for (std::size_t i = 0; i < n; ++i)
            remove(s, cellAt[i], cand[i] & ~possible[i], progress);
        for (; every != 0; every &= every - 1) {
            const auto d = static_cast<std::size_t>(std::countr_zero(every));
            const CellSet places = s.planes[d] & open;
            if (places.empty())
                continue; // its places went to a digit placed just before: the next pass finds the dead end
            if (!places.severalCells()) {
                if (!force(s, places.first(), static_cast<int>(d) + 1))
                    return kUnknownConstraint;
                progress = true;
                continue;
            }
            CellSet common = CellSet::all();
            for (int cell : places)
                common &= m_shape.rules.peers(cell);
            if (const CellSet gone = s.planes[d] & common; gone.any()) {
                s.planes[d] = s.planes[d].minus(gone);
                s.stale |= gone;
                progress = true;
            }
        }
        return -1;
    }

    // A sum of cells that may repeat a digit (outies in two houses): each cell keeps the digits that the
    // smallest and largest the others can hold still complete.
    int spreadSum(S &s, const SumCage &cage, bool &progress)
    {
        const CellSet open = cage.cells & s.unsolved;
        const int left = sumLeft(cage, open);
        if (open.empty())
            return left == 0 ? -1 : m_shape.constraintOf(cage);
        int lo = 0, hi = 0;
        for (int cell : open) {
            const unsigned cand = candidatesOf(s, cell);
            if (cand == 0)
                return cell;
            lo += std::countr_zero(cand) + 1;
            hi += 32 - std::countl_zero(cand);
        }
        if (left < lo || left > hi)
            return m_shape.constraintOf(cage);
        for (int cell : open) {
            const unsigned cand = candidatesOf(s, cell);
            const int smallest = left - (hi - (32 - std::countl_zero(cand)));
            const int largest = left - (lo - (std::countr_zero(cand) + 1));
            const unsigned keep
                = ((1u << std::clamp(largest, 0, 9)) - 1) & ~((1u << (std::clamp(smallest, 1, 10) - 1)) - 1);
            remove(s, cell, cand & ~keep, progress);
        }
        return -1;
    }

    // The houses where a digit's places are no longer what they were: those of the cells that left its plane
    // since it was `seen` (planes only lose cells along a path), every house when it was never seen.
    std::uint64_t touchedHouses(const CellSet &seen, const CellSet &plane) const
    {
        if (seen == kNeverSeen)
            return m_shape.allHouses;
        const CellSet gone = seen.minus(plane);
        std::uint64_t houses = 0;
        for (std::uint64_t w = gone.lo(); w != 0; w &= w - 1)
            houses |= m_shape.rules.houseMask(std::countr_zero(w));
        for (std::uint64_t w = gone.hi(); w != 0; w &= w - 1)
            houses |= m_shape.rules.houseMask(64 + std::countr_zero(w));
        return houses;
    }

    // Locked candidates between any two houses (see housesearch.h): the houses other than h holding all of a
    // digit's places in h lose the digit elsewhere. True when it removed a candidate.
    bool lockedCandidates(S &s, Planes &seen)
    {
        bool changed = false;
        for (int d = 0; d < 9; ++d) {
            const auto di = static_cast<std::size_t>(d);
            CellSet &plane = s.planes[di];
            if (plane == seen[di])
                continue;
            const CellSet before = plane;
            for (std::uint64_t open = touchedHouses(seen[di], plane) & ~s.done[di]; open != 0; open &= open - 1) {
                const int h = std::countr_zero(open);
                const CellSet &cells = m_shape.rules.houseCells(h);
                const CellSet places = plane & cells;
                if (places.empty())
                    continue; // emptied by this pass: the hidden singles' pass next reports the dead end
                for (std::uint64_t shared = endsHouses(places, m_shape.rules) & ~(std::uint64_t {1} << h); shared != 0;
                     shared &= shared - 1) {
                    const CellSet &other = m_shape.rules.houseCells(std::countr_zero(shared));
                    if (!places.isSubsetOf(other))
                        continue;
                    const CellSet gone = (plane & other).minus(cells);
                    if (gone.any()) {
                        plane = plane.minus(gone);
                        if constexpr (kSums)
                            s.stale |= gone;
                        changed = true;
                    }
                }
            }
            seen[di] = before; // a pass that took candidates looks again: houses before the change saw more
        }
        return changed;
    }

    // The cell to branch on: of the cells with two candidates, else of those with three, the one that sees the
    // most empty cells (the first such); else the first with the fewest. Preferring the cells that see most
    // takes Sudoku-X's guesses from 37.5 to 24.4 a puzzle against the first cell with two (callgrind: 20% fewer
    // instructions; Hyper and Jigsaw within 2%).
    int branchCell(const S &s) const
    {
        CellSet one, two, three, four;
        for (const CellSet &plane : s.planes) {
            four |= three & plane;
            three |= two & plane;
            two |= one & plane;
            one |= plane;
        }
        const auto mostConnected = [&](const CellSet &cells) {
            int best = -1, most = -1;
            for (int cell : cells) {
                const int n = (m_shape.rules.peers(cell) & s.unsolved).count();
                if (n > most) {
                    best = cell;
                    most = n;
                }
            }
            return best;
        };
        if (const CellSet pairs = two.minus(three); pairs.any())
            return mostConnected(pairs);
        if (const CellSet triples = three.minus(four); triples.any())
            return mostConnected(triples);
        int best = -1, fewest = 10;
        for (int cell : s.unsolved) {
            int n = 0;
            for (const CellSet &plane : s.planes)
                n += plane.contains(cell);
            if (n < fewest) {
                best = cell;
                fewest = n;
            }
        }
        return best;
    }

    Shape &m_shape;
    std::uint64_t m_limit;
    SolveResult &m_result;
    SearchGate &m_gate;
    SearchObserver *m_observer;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_guesses = 0;
    bool m_stopped = false;
    int m_depth = 0;
    Grid m_value {}; // the digits of the current path (and the givens)
    std::vector<Placed> m_trail; // what is on the board beyond the givens, in order (observed runs only)
};

// The search of `board` from its givens; false when two givens clash (no search then).
template<bool kObserve, bool kSums>
bool search(const Board &board, std::uint64_t limit, SolveResult &result, SearchGate &gate, const SolveOptions &options)
{
    Shape shape(board.rules());
    Search<kObserve, kSums> search(shape, limit, result, gate, options.observer);
    State<kSums> state;
    if (!search.start(state, board.givens(), options.allowed))
        return false;
    Planes never;
    never.fill(kNeverSeen);
    search.run(state, 0, never);
    result.stats.nodes = search.nodes();
    result.stats.guesses = search.guesses();
    return true;
}

} // namespace

SolveResult solveByHouses(const Board &board, const SolveOptions &options)
{
    // What runSearch (searchrun.h) does, with the givens checked as they are placed, as the classic dfs does
    // (Board::firstGivenClash on these rules compares every pair of givens in every house: about as long as a
    // whole easy search); the clash to report is looked for only when there is one.
    const auto start = std::chrono::steady_clock::now();
    SolveResult result;
    if (board.rules().problem()) {
        result.status = SolveStatus::Invalid; // the rules are broken: SolveResult::invalidReason says how
    } else if (options.stopToken.stop_requested()) {
        result.clash = board.firstGivenClash();
        result.status = result.clash ? SolveStatus::Invalid : SolveStatus::Cancelled;
    } else {
        SearchGate gate(options);
        const std::uint64_t limit = options.solutionLimit == 0 ? 1 : options.solutionLimit;
        const bool sums = !board.rules().sums().empty();
        const bool placed = options.observer ? (sums ? search<true, true>(board, limit, result, gate, options)
                                                     : search<true, false>(board, limit, result, gate, options))
                                             : (sums ? search<false, true>(board, limit, result, gate, options)
                                                     : search<false, false>(board, limit, result, gate, options));
        if (!placed)
            result.clash = board.firstGivenClash();
        result.status = result.clash ? SolveStatus::Invalid : statusFor(result.solutionCount, limit, gate.reason());
    }
    result.stats.elapsed = std::chrono::steady_clock::now() - start;
    return result;
}

} // namespace sudoku::detail
