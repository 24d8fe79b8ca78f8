// SPDX-License-Identifier: GPL-3.0-or-later
// The forcing family, the last logical resort: forcing chains (HoDoKu's, from the implication tables of the
// chain engine) and forcing nets (dynamic: every premise is played out on a copy of the grid with singles,
// and at the higher levels with locked candidates and nested nets).
#include "sudoku/logic/chains.h"

#include <algorithm>
#include <bit>
#include <map>
#include <memory>
#include <span>

namespace sudoku::logic
{

namespace
{

using G = InferenceGraph;

constexpr int kLiterals = 2 * G::kCandidateNodes;

int cellOf(int lit)
{
    return G::nodeOf(lit) / 9;
}

int digitOf(int lit)
{
    return G::nodeOf(lit) % 9 + 1;
}

int negate(int lit)
{
    return lit ^ 1;
}

int candidateLiteral(int cell, int digit, bool on)
{
    return G::literal(G::candidateNode(cell, digit), on);
}

// A conclusion before it becomes a Step: which premises (branches), which literal each branch must reach,
// and what follows.
struct Conclusion {
    Technique technique;
    int effect; // literal proved true
    std::vector<std::pair<int, int>> branches; // (premise literal, literal the branch reaches)
    int keyCell = -1;
    int house = -1;
    std::uint16_t digits = 0;
};

void setEffect(Step &step, int effect)
{
    if (G::isOn(effect)) {
        step.placementCell = static_cast<std::int8_t>(cellOf(effect));
        step.placementDigit = static_cast<std::uint8_t>(digitOf(effect));
    } else {
        step.eliminations[digitOf(effect) - 1].insert(cellOf(effect));
    }
}

// ---------------------------------------------------------------------------------------------------------
// Contradictions and verities over the outcomes of premises, shared by chains and nets.

// A premise is false when what it implies cannot all hold: some candidate both on and off, two digits on in
// one cell, a digit on twice in one house, a cell left without candidates, a house left without a place
// for a digit. Returns the literals the branches must reach (empty: no contradiction).
std::vector<int> contradiction(const CandidateGrid &grid, const Outcome &o, int premise)
{
    std::vector<int> targets;
    if (o.contains(negate(premise)))
        return {negate(premise)};
    for (int d = 1; d <= 9; ++d) {
        const CellSet both = o.on[d - 1] & o.off[d - 1];
        if (both.any()) {
            const int cell = both.first();
            return {candidateLiteral(cell, d, true), candidateLiteral(cell, d, false)};
        }
    }
    for (int d = 1; d <= 9; ++d) {
        for (int e = d + 1; e <= 9; ++e) {
            const CellSet two = o.on[d - 1] & o.on[e - 1];
            if (two.any())
                return {candidateLiteral(two.first(), d, true), candidateLiteral(two.first(), e, true)};
        }
    }
    for (int d = 1; d <= 9; ++d) {
        // A digit placed in one cell at most cannot be placed twice in a house: most digits of most outcomes.
        if (!o.on[d - 1].severalCells())
            continue;
        for (int h = 0; h < grid.houseCount(); ++h) {
            const CellSet twice = o.on[d - 1] & grid.houseCells(h);
            if (twice.severalCells()) {
                for (int c : twice)
                    targets.push_back(candidateLiteral(c, d, true));
                return targets;
            }
        }
    }
    // The first empty cell, placed nothing, whose every candidate is removed: none of its candidates is left.
    CellSet anyOn;
    CellSet left;
    for (int d = 1; d <= 9; ++d) {
        anyOn |= o.on[d - 1];
        left |= grid.digitCells(d).minus(o.off[d - 1]);
    }
    const CellSet dead = grid.emptyCells().minus(anyOn).minus(left);
    if (dead.any()) {
        const int cell = dead.first();
        for (int d = 1; d <= 9; ++d) {
            if (grid.hasCandidate(cell, d))
                targets.push_back(candidateLiteral(cell, d, false));
        }
        return targets;
    }
    for (int d = 1; d <= 9; ++d) {
        if (o.off[d - 1].empty())
            continue;
        // The digit's places that the outcome leaves: a house with places but none of these has lost them all.
        const CellSet kept = grid.digitCells(d).minus(o.off[d - 1]);
        for (int h = 0; h < grid.houseCount(); ++h) {
            const CellSet places = grid.digitCells(d) & grid.houseCells(h);
            if (places.any() && !places.intersects(kept)) {
                for (int c : places)
                    targets.push_back(candidateLiteral(c, d, false));
                return targets;
            }
        }
    }
    return targets;
}

// The literals every outcome implies (on: placements, off: eliminations), still open in the grid.
Outcome common(const CandidateGrid &grid, const std::vector<const Outcome *> &outcomes)
{
    Outcome all = *outcomes.front();
    for (std::size_t i = 1; i < outcomes.size(); ++i) {
        for (int d = 0; d < 9; ++d) {
            all.on[d] &= outcomes[i]->on[d];
            all.off[d] &= outcomes[i]->off[d];
        }
    }
    for (int d = 1; d <= 9; ++d) {
        all.on[d - 1] &= grid.digitCells(d);
        all.off[d - 1] &= grid.digitCells(d);
    }
    return all;
}

// Every verity: a literal implied by both truth values of one candidate, by every candidate of a cell, or by
// every place of a digit in a house (none of those premises being contradictory by itself).
template<typename F>
void verities(const CandidateGrid &grid, const PremiseStore &store, Technique technique, F report)
{
    auto emit = [&](const Outcome &both, const std::vector<int> &premises, int keyCell, int house, std::uint16_t digits,
                    int skipCell) {
        for (int d = 1; d <= 9; ++d) {
            for (int on = 1; on >= 0; --on) {
                const CellSet cells
                    = (on ? both.on[d - 1] : both.off[d - 1]).minus(skipCell >= 0 ? CellSet::of(skipCell) : CellSet());
                for (int cell : cells) {
                    Conclusion c {technique, candidateLiteral(cell, d, on != 0), {}, keyCell, house, digits};
                    for (int p : premises)
                        c.branches.emplace_back(p, c.effect);
                    report(std::move(c));
                }
            }
        }
    };
    std::vector<const Outcome *> outcomes;
    std::vector<int> premises;
    // One candidate, true or false.
    for (int cell : grid.emptyCells()) {
        for (int d = 1; d <= 9; ++d) {
            const int on = candidateLiteral(cell, d, true);
            const int off = candidateLiteral(cell, d, false);
            if (!grid.hasCandidate(cell, d) || store.broken(on) || store.broken(off))
                continue;
            outcomes = {&store.outcome(on), &store.outcome(off)};
            premises = {on, off};
            emit(common(grid, outcomes), premises, cell, -1, digitBit(d), cell);
        }
    }
    // Every candidate of a cell.
    for (int cell : grid.emptyCells()) {
        outcomes.clear();
        premises.clear();
        bool broken = false;
        for (int d = 1; d <= 9; ++d) {
            if (!grid.hasCandidate(cell, d))
                continue;
            const int on = candidateLiteral(cell, d, true);
            broken = broken || store.broken(on);
            outcomes.push_back(&store.outcome(on));
            premises.push_back(on);
        }
        if (!broken && outcomes.size() >= 2)
            emit(common(grid, outcomes), premises, cell, -1, grid.candidates(cell), cell);
    }
    // Every place of a digit in a house.
    for (int h = 0; h < grid.houseCount(); ++h) {
        for (int d = 1; d <= 9; ++d) {
            const CellSet places = grid.digitCells(d) & grid.houseCells(h);
            if (!places.severalCells())
                continue;
            outcomes.clear();
            premises.clear();
            bool broken = false;
            for (int cell : places) {
                const int on = candidateLiteral(cell, d, true);
                broken = broken || store.broken(on);
                outcomes.push_back(&store.outcome(on));
                premises.push_back(on);
            }
            if (!broken)
                emit(common(grid, outcomes), premises, -1, h, digitBit(d), -1);
        }
    }
}

// The conclusions of one search with their estimated cost (the sum over their branches of how far the
// target lies from the premise): per effect the cheapest is kept, and with `firstOnly` only the cheapest
// of all (a placement before an elimination, a contradiction before a verity, on a tie). Only the kept ones
// become Steps, so a search builds the nets it reports and no others.
class Selection
{
public:
    explicit Selection(bool firstOnly)
        : m_firstOnly(firstOnly)
    {
    }

    void offer(Conclusion c, int cost)
    {
        if (m_firstOnly) {
            if (m_kept.empty())
                m_kept.push_back({std::move(c), cost});
            else if (better(c, cost, m_kept.front()))
                m_kept.front() = {std::move(c), cost};
            return;
        }
        const auto it = m_byEffect.find(c.effect);
        if (it == m_byEffect.end()) {
            m_byEffect.emplace(c.effect, m_kept.size());
            m_kept.push_back({std::move(c), cost});
        } else if (cost < m_kept[it->second].cost) {
            m_kept[it->second] = {std::move(c), cost};
        }
    }

    struct Kept {
        Conclusion conclusion;
        int cost;
    };
    const std::vector<Kept> &kept() const { return m_kept; }

private:
    static bool better(const Conclusion &c, int cost, const Kept &k)
    {
        if (cost != k.cost)
            return cost < k.cost;
        const bool place = G::isOn(c.effect);
        if (place != G::isOn(k.conclusion.effect))
            return place;
        return c.technique < k.conclusion.technique;
    }

    bool m_firstOnly;
    std::map<int, std::size_t> m_byEffect;
    std::vector<Kept> m_kept;
};

// For a contradiction that reaches a digit twice in a house or a house with no place left for a digit, that house
// (the hint names it), else -1: the house holding every cell the branches reach, where all of them are the digit
// or where they are all the places the digit had.
int contradictionHouse(const Conclusion &c, const CandidateGrid &grid)
{
    if (c.branches.size() < 2)
        return -1;
    CellSet cells;
    std::uint16_t digits = 0;
    int on = 0;
    for (const auto &[premise, target] : c.branches) {
        cells.insert(cellOf(target));
        digits |= digitBit(digitOf(target));
        on += G::isOn(target) ? 1 : 0;
    }
    const int count = static_cast<int>(c.branches.size());
    if (popcount(digits) != 1 || cells.count() != count || (on != 0 && on != count))
        return -1;
    const int digit = std::countr_zero(static_cast<unsigned>(digits)) + 1;
    for (int h = 0; h < grid.houseCount(); ++h) {
        if (cells.isSubsetOf(grid.houseCells(h)) && (on > 0 || (grid.digitCells(digit) & grid.houseCells(h)) == cells))
            return h;
    }
    return -1;
}

void setConclusionSlots(Step &step, const Conclusion &c, const CandidateGrid &grid)
{
    step.technique = c.technique;
    step.digits = c.digits;
    if (c.keyCell >= 0)
        step.keyCells[0] = static_cast<std::int8_t>(c.keyCell);
    int house = c.house;
    if (house < 0
        && (c.technique == Technique::ForcingChainContradiction || c.technique == Technique::ForcingNetContradiction))
        house = contradictionHouse(c, grid);
    if (house >= 0)
        step.addHouse(grid.house(house));
    setEffect(step, c.effect);
}

// ---------------------------------------------------------------------------------------------------------
// Forcing chains: HoDoKu's, over the implication tables (every branch is one chain of the graph: group
// nodes, and ALS nodes when the options allow them).

class ForcingChainSearch
{
public:
    ForcingChainSearch(const InferenceGraph &graph, int cap, PremiseStore &store)
        : m_graph(graph)
        , m_cap(cap)
        , m_grid(graph.grid())
        , m_table(graph.literalCount())
        , m_store(store)
    {
    }

    void run(bool firstOnly, bool recorded, std::vector<Step> &out)
    {
        Selection selection(firstOnly);
        // For findStep only the cheapest conclusion counts: once a contradiction costs `bound` links, no
        // table needs to reach farther (every branch of a cheaper conclusion is shorter).
        int bound = 0;
        for (int cell : m_grid.emptyCells()) {
            for (int d = 1; d <= 9; ++d) {
                if (!m_grid.hasCandidate(cell, d))
                    continue;
                for (bool on : {true, false}) {
                    const int premise = candidateLiteral(cell, d, on);
                    if (!recorded) {
                        m_table.run(m_graph, premise, bound > 0 ? 2 * bound : m_cap);
                        recordOutcome(m_table, m_store);
                    }
                    const Outcome &o = m_store.outcome(premise);
                    const std::vector<int> targets = contradiction(m_grid, o, premise);
                    m_store.setBroken(premise, !targets.empty());
                    if (!targets.empty()) {
                        Conclusion c {Technique::ForcingChainContradiction, negate(premise), {}, cell, -1, digitBit(d)};
                        int cost = 0;
                        for (int t : targets) {
                            c.branches.emplace_back(premise, t);
                            cost += m_store.distance(premise, t);
                        }
                        if (firstOnly)
                            bound = bound > 0 ? std::min(bound, cost) : cost;
                        selection.offer(std::move(c), cost);
                    }
                }
            }
        }
        verities(m_grid, m_store, Technique::ForcingChainVerity, [&](Conclusion c) {
            int cost = 0;
            for (const auto &[premise, target] : c.branches)
                cost += m_store.distance(premise, target);
            selection.offer(std::move(c), cost);
        });
        for (const auto &kept : selection.kept()) {
            Step step;
            if (build(kept.conclusion, step))
                out.push_back(std::move(step));
        }
    }

private:
    bool build(const Conclusion &c, Step &step)
    {
        setConclusionSlots(step, c, m_grid);
        std::vector<int> path;
        int premise = -1;
        for (std::size_t b = 0; b < c.branches.size(); ++b) {
            const auto [from, to] = c.branches[b];
            if (from != premise) {
                m_table.run(m_graph, from, m_cap);
                premise = from;
            }
            const int i = m_table.indexOf(to);
            if (i < 0)
                return false;
            m_table.path(i, path);
            appendBranch(step, path, static_cast<int>(b));
        }
        return true;
    }

    void appendBranch(Step &step, const std::vector<int> &path, int branch)
    {
        const auto base = static_cast<std::uint16_t>(step.nodes.size());
        for (std::size_t i = 0; i < path.size(); ++i) {
            const GraphNode &n = m_graph.node(G::nodeOf(path[i]));
            ChainNode node;
            node.cells = n.cells;
            node.digit = n.digit;
            node.on = G::isOn(path[i]);
            step.cells |= n.cells;
            step.nodes.push_back(node);
            if (i > 0) {
                ChainLink link;
                link.from = static_cast<std::uint16_t>(base + i - 1);
                link.to = static_cast<std::uint16_t>(base + i);
                link.strong = node.on;
                link.branch = static_cast<std::uint8_t>(branch);
                step.links.push_back(link);
                ++step.chainLength;
            }
        }
    }

    const InferenceGraph &m_graph;
    int m_cap;
    const CandidateGrid &m_grid;
    ImplicationTable m_table;
    PremiseStore &m_store;
};

// ---------------------------------------------------------------------------------------------------------
// Forcing nets: a premise played out on a copy of the grid. Level 0 uses naked and hidden singles (Sudoku
// Explainer's dynamic forcing chains), level 1 adds locked candidates (its "+"), level 2 and up add nested
// nets: a candidate whose own level-1 net contradicts itself on the branch's grid is eliminated there.
//
// Every deduction is an event with the events it follows from (its causes), so the net behind any
// conclusion can be drawn: a placement by a naked single follows from the removal of the cell's other
// candidates, one by a hidden single from the removal of the digit's other places in the house.

// The state of a grid as a probe sees it: candidates, placed digits, each digit's cells, each house's
// placed digits. A plain value of a few hundred bytes, copied for every probe.
struct ProbeState {
    std::array<std::uint16_t, kCellCount> candidates {};
    std::array<std::uint8_t, kCellCount> value {};
    std::array<CellSet, 9> digitCells {};
    std::array<std::uint16_t, Rules::kMaxHouses> placedIn {};
};

// Whether a literal can be true on a grid, found the quick way: it is played out with singles (and at
// level 1 locked candidates) on a copy of the state, recording nothing but the state, until nothing more
// follows (true) or the grid breaks (false). The nested test of the forcing nets runs one per candidate.
class Probe
{
public:
    explicit Probe(const Rules &rules)
        : m_rules(&rules)
    {
    }

    bool run(const ProbeState &start, int literal, int level)
    {
        m_s = start;
        m_head = 0;
        m_tail = 0;
        if (!set(literal))
            return false;
        while (m_head < m_tail) {
            const int lit = m_queue[m_head++];
            const int cell = cellOf(lit);
            const int d = digitOf(lit);
            if (G::isOn(lit)) {
                for (int x = 1; x <= 9; ++x) {
                    if (x != d && (m_s.candidates[cell] & digitBit(x)) && !set(candidateLiteral(cell, x, false)))
                        return false;
                }
                for (int p : m_s.digitCells[d - 1] & m_rules->peers(cell)) {
                    if (!set(candidateLiteral(p, d, false)))
                        return false;
                }
                continue;
            }
            if (m_s.value[cell] == 0) {
                const std::uint16_t left = m_s.candidates[cell];
                if (left == 0)
                    return false;
                if (popcount(left) == 1
                    && !set(candidateLiteral(cell, std::countr_zero(static_cast<unsigned>(left)) + 1, true)))
                    return false;
            }
            for (int h : m_rules->housesOf(cell)) {
                if (m_s.placedIn[h] & digitBit(d))
                    continue;
                const CellSet places = m_s.digitCells[d - 1] & m_rules->houseCells(h);
                if (places.empty())
                    return false;
                if (places.single()) {
                    if (!set(candidateLiteral(places.first(), d, true)))
                        return false;
                    continue;
                }
                if (level >= 1 && !locked(h, d, places))
                    return false;
            }
        }
        return true;
    }

private:
    // Makes a literal true; false when it cannot be.
    bool set(int lit)
    {
        const int cell = cellOf(lit);
        const int d = digitOf(lit);
        if (G::isOn(lit)) {
            if (m_s.value[cell] != 0)
                return m_s.value[cell] == d;
            if (!(m_s.candidates[cell] & digitBit(d)))
                return false;
            for (int h : m_rules->housesOf(cell)) {
                if (m_s.placedIn[h] & digitBit(d))
                    return false;
            }
            m_s.value[cell] = static_cast<std::uint8_t>(d);
            for (int h : m_rules->housesOf(cell))
                m_s.placedIn[h] |= digitBit(d);
        } else {
            if (!(m_s.candidates[cell] & digitBit(d)))
                return true;
            if (m_s.value[cell] == d)
                return false;
            m_s.candidates[cell] &= static_cast<std::uint16_t>(~digitBit(d));
            m_s.digitCells[d - 1].erase(cell);
        }
        m_queue[m_tail++] = static_cast<std::uint16_t>(lit);
        return true;
    }

    // The digit's places in house h all lie in another house too: it goes from the rest of that one.
    bool locked(int h, int d, const CellSet &places)
    {
        for (const int other : m_rules->housesOf(places.first())) {
            if (other == h || !places.isSubsetOf(m_rules->houseCells(other)))
                continue;
            for (int t : (m_s.digitCells[d - 1] & m_rules->houseCells(other)).minus(places)) {
                if (!set(candidateLiteral(t, d, false)))
                    return false;
            }
        }
        return true;
    }

    const Rules *m_rules;
    ProbeState m_s;
    std::array<std::uint16_t, 2 * kLiterals> m_queue {};
    int m_head = 0;
    int m_tail = 0;
};

class Propagator
{
public:
    static constexpr int kMaxCauses = 9;

    explicit Propagator(const CandidateGrid &base)
        : m_base(base)
        , m_probe(m_base.rules())
    {
    }

    // Plays out `premise` at `level`. Returns false on a contradiction (conflict() holds its events).
    bool run(int premise, int level)
    {
        reset();
        m_level = level;
        assertLiteral(premise, std::span<const std::uint16_t>());
        while (m_head < m_count && m_conflict.empty()) {
            const int e = m_head++;
            if (G::isOn(m_literal[e]))
                placed(e);
            else
                removed(e);
            if (m_head == m_count && m_conflict.empty() && m_level >= 2)
                nested();
        }
        return m_conflict.empty();
    }

    int count() const { return m_count; }
    int literal(int e) const { return m_literal[e]; }
    std::span<const std::uint16_t> causes(int e) const
    {
        return {m_causes.data() + m_causeBegin[e], m_causes.data() + m_causeBegin[e + 1]};
    }
    int eventOf(int lit) const { return m_stamp[lit] == m_epoch ? m_event[lit] : -1; }
    int rule(int e) const { return m_rule[e]; }
    // The longest run of inferences from the premise to event e.
    int depth(int e) const { return m_depth[e]; }
    const std::vector<int> &conflict() const { return m_conflict; }
    // The deepest nesting the run actually used (0 or 1 when no nested net fired).
    int nestingUsed() const { return m_nestingUsed; }

    Outcome outcome() const
    {
        Outcome o;
        for (int e = 0; e < m_count; ++e)
            (G::isOn(m_literal[e]) ? o.on : o.off)[digitOf(m_literal[e]) - 1].insert(cellOf(m_literal[e]));
        return o;
    }

private:
    void reset()
    {
        if (++m_epoch == 0) {
            m_stamp.fill(0);
            m_epoch = 1;
        }
        m_count = 0;
        m_head = 0;
        m_causes.clear();
        m_causeBegin[0] = 0;
        m_conflict.clear();
        m_nestingUsed = 0;
        for (int cell = 0; cell < kCellCount; ++cell) {
            m_candidates[cell] = m_base.candidates(cell);
            m_value[cell] = static_cast<std::uint8_t>(m_base.value(cell));
        }
        for (int d = 1; d <= 9; ++d)
            m_digitCells[d - 1] = m_base.digitCells(d);
        for (int h = 0; h < m_base.houseCount(); ++h)
            m_placedIn[h] = m_base.placedIn(h);
    }

    // Records a deduction; on a contradiction with an earlier one, remembers both.
    void assertLiteral(int lit, const std::uint16_t *causes, int causeCount, int rule = 0)
    {
        assertLiteral(lit, std::span<const std::uint16_t>(causes, static_cast<std::size_t>(causeCount)), rule);
    }

    // `rule`: what found it (0 the premise, a placement's consequence or a single; 1 locked candidates; 2 and
    // up a nested net, one more than the nesting it used).
    void assertLiteral(int lit, std::span<const std::uint16_t> causes, int rule = 0)
    {
        if (!m_conflict.empty() || eventOf(lit) >= 0)
            return;
        const int cell = cellOf(lit);
        const int d = digitOf(lit);
        if (!G::isOn(lit) && !(m_candidates[cell] & digitBit(d)))
            return; // already gone
        const int e = m_count++;
        m_literal[e] = static_cast<std::uint16_t>(lit);
        m_rule[e] = static_cast<std::uint8_t>(rule);
        int depth = e == 0 ? 0 : 1;
        for (std::uint16_t c : causes)
            depth = std::max(depth, m_depth[c] + 1);
        m_depth[e] = static_cast<std::uint16_t>(std::min(depth, 0xffff));
        m_causes.insert(m_causes.end(), causes.begin(), causes.end());
        m_causeBegin[e + 1] = static_cast<std::uint32_t>(m_causes.size());
        m_stamp[lit] = m_epoch;
        m_event[lit] = static_cast<std::uint16_t>(e);
        const int other = eventOf(negate(lit));
        if (other >= 0) {
            m_conflict = {other, e};
            return;
        }
        if (G::isOn(lit)) {
            m_value[cell] = static_cast<std::uint8_t>(d);
            for (int h : m_base.housesOf(cell))
                m_placedIn[h] |= digitBit(d);
        } else {
            m_candidates[cell] &= static_cast<std::uint16_t>(~digitBit(d));
            m_digitCells[d - 1].erase(cell);
        }
    }

    void placed(int e)
    {
        const int lit = m_literal[e];
        const int cell = cellOf(lit);
        const int d = digitOf(lit);
        const std::uint16_t cause = static_cast<std::uint16_t>(e);
        for (int x = 1; x <= 9; ++x) {
            if (x != d && (m_candidates[cell] & digitBit(x)))
                assertLiteral(candidateLiteral(cell, x, false), &cause, 1);
        }
        for (int p : m_digitCells[d - 1] & m_base.peers(cell))
            assertLiteral(candidateLiteral(p, d, false), &cause, 1);
    }

    // The events that removed `digit` from the cells of `cells` (those the base grid still had).
    int removals(const CellSet &cells, int digit, std::array<std::uint16_t, kMaxCauses> &out) const
    {
        int n = 0;
        for (int c : cells &m_base.digitCells(digit)) {
            const int e = eventOf(candidateLiteral(c, digit, false));
            if (e >= 0 && n < kMaxCauses)
                out[n++] = static_cast<std::uint16_t>(e);
        }
        return n;
    }

    void removed(int e)
    {
        const int lit = m_literal[e];
        const int cell = cellOf(lit);
        const int d = digitOf(lit);
        std::array<std::uint16_t, kMaxCauses> causes {};
        if (m_value[cell] == 0) {
            const std::uint16_t left = m_candidates[cell];
            if (left == 0) {
                conflictCell(cell);
                return;
            }
            if (popcount(left) == 1) {
                // Naked single: every other candidate the cell had is gone.
                int n = 0;
                for (int x = 1; x <= 9; ++x) {
                    const int ex = eventOf(candidateLiteral(cell, x, false));
                    if (ex >= 0 && n < kMaxCauses)
                        causes[n++] = static_cast<std::uint16_t>(ex);
                }
                assertLiteral(
                    candidateLiteral(cell, std::countr_zero(static_cast<unsigned>(left)) + 1, true), causes.data(), n);
                if (!m_conflict.empty())
                    return;
            }
        }
        for (int h : m_base.housesOf(cell)) {
            if (m_placedIn[h] & digitBit(d))
                continue;
            const CellSet places = m_digitCells[d - 1] & m_base.houseCells(h);
            if (places.empty()) {
                conflictHouse(h, d);
                return;
            }
            if (places.single()) {
                // Hidden single: every other place of the digit in the house is gone.
                const int n = removals(m_base.houseCells(h).minus(places), d, causes);
                assertLiteral(candidateLiteral(places.first(), d, true), causes.data(), n);
                if (!m_conflict.empty())
                    return;
                continue;
            }
            if (m_level >= 1)
                lockedCandidates(h, d, places);
        }
    }

    // Level 1: the digit's places left in a house all lie in another house too (a box and a line, or any two
    // houses of the rules), so the digit goes from the rest of that house through them.
    void lockedCandidates(int h, int d, const CellSet &places)
    {
        for (const int other : m_base.housesOf(places.first())) {
            if (other == h || !places.isSubsetOf(m_base.houseCells(other)))
                continue;
            const CellSet targets = (m_digitCells[d - 1] & m_base.houseCells(other)).minus(places);
            if (targets.empty())
                continue;
            std::array<std::uint16_t, kMaxCauses> causes {};
            const int n = removals(m_base.houseCells(h).minus(places), d, causes);
            for (int t : targets) {
                assertLiteral(candidateLiteral(t, d, false), causes.data(), n, 1);
                if (!m_conflict.empty())
                    return;
            }
        }
    }

    void conflictCell(int cell)
    {
        m_conflict.clear();
        for (int x = 1; x <= 9; ++x) {
            const int ex = eventOf(candidateLiteral(cell, x, false));
            if (ex >= 0)
                m_conflict.push_back(ex);
        }
        if (m_conflict.empty())
            m_conflict.push_back(m_count - 1);
    }

    void conflictHouse(int h, int d)
    {
        m_conflict.clear();
        for (int c : m_base.houseCells(h) & m_base.digitCells(d)) {
            const int ex = eventOf(candidateLiteral(c, d, false));
            if (ex >= 0)
                m_conflict.push_back(ex);
        }
        if (m_conflict.empty())
            m_conflict.push_back(m_count - 1);
    }

    // Level 2, when the branch is stuck: every candidate X still open on the branch's grid whose own
    // level-1 net cannot be played out on that grid (a probe) goes; the cause of each removal is the whole
    // branch so far, which made that grid.
    void nested()
    {
        ProbeState state;
        state.candidates = m_candidates;
        state.value = m_value;
        state.digitCells = m_digitCells;
        state.placedIn = m_placedIn;
        m_found.clear();
        for (int cell : m_base.emptyCells()) {
            if (m_value[cell] != 0)
                continue;
            for (int d = 1; d <= 9; ++d) {
                if ((m_candidates[cell] & digitBit(d)) && !m_probe.run(state, candidateLiteral(cell, d, true), 1))
                    m_found.push_back(candidateLiteral(cell, d, true));
            }
        }
        if (m_found.empty())
            return;
        m_allEvents.resize(static_cast<std::size_t>(m_count));
        for (int e = 0; e < m_count; ++e)
            m_allEvents[e] = static_cast<std::uint16_t>(e);
        m_nestingUsed = 2;
        for (int x : m_found) {
            assertLiteral(negate(x), m_allEvents, 2);
            if (!m_conflict.empty())
                return;
        }
    }

    CandidateGrid m_base;
    int m_level = 0;
    int m_count = 0;
    int m_head = 0;
    int m_nestingUsed = 0;
    std::uint32_t m_epoch = 0;
    std::array<std::uint32_t, kLiterals> m_stamp {};
    std::array<std::uint16_t, kLiterals> m_event {};
    std::array<std::uint16_t, kLiterals> m_literal {};
    std::array<std::uint8_t, kLiterals> m_rule {};
    std::array<std::uint16_t, kLiterals> m_depth {};
    std::array<std::uint32_t, kLiterals + 1> m_causeBegin {};
    std::vector<std::uint16_t> m_causes;
    std::vector<std::uint16_t> m_allEvents;
    std::vector<int> m_found;
    Probe m_probe;
    std::vector<int> m_conflict;
    std::array<std::uint16_t, kCellCount> m_candidates {};
    std::array<std::uint8_t, kCellCount> m_value {};
    std::array<CellSet, 9> m_digitCells {};
    std::array<std::uint16_t, Rules::kMaxHouses> m_placedIn {};
};

class ForcingNetSearch
{
public:
    ForcingNetSearch(const CandidateGrid &grid, PremiseStore &store)
        : m_grid(grid)
        , m_propagator(std::make_unique<Propagator>(grid))
        , m_store(store)
    {
    }

    // Every conclusion (contradictions and verities) of the lowest level in [from, to] that has one.
    void run(int from, int to, bool firstOnly, std::vector<Step> &out)
    {
        for (int level = from; level <= to; ++level) {
            Selection selection(firstOnly);
            m_level = level;
            if (level >= 2 && firstOnly && quickContradiction(out))
                return;
            for (int cell : m_grid.emptyCells()) {
                for (int d = 1; d <= 9; ++d) {
                    if (!m_grid.hasCandidate(cell, d))
                        continue;
                    for (bool on : {true, false}) {
                        const int premise = candidateLiteral(cell, d, on);
                        const bool consistent = m_propagator->run(premise, level);
                        m_store.outcome(premise) = m_propagator->outcome();
                        m_store.setBroken(premise, !consistent);
                        std::uint8_t *distance = m_store.clearedRow(premise);
                        for (int e = 0; e < m_propagator->count(); ++e) {
                            const int slot = m_store.slot(m_propagator->literal(e));
                            if (slot >= 0)
                                distance[slot] = static_cast<std::uint8_t>(std::min(254, m_propagator->depth(e)));
                        }
                        if (!consistent) {
                            Conclusion c {
                                Technique::ForcingNetContradiction, negate(premise), {}, cell, -1, digitBit(d)};
                            int cost = 0;
                            for (int e : m_propagator->conflict()) {
                                c.branches.emplace_back(premise, m_propagator->literal(e));
                                cost += m_propagator->depth(e);
                            }
                            selection.offer(std::move(c), cost);
                        }
                    }
                }
            }
            verities(m_grid, m_store, Technique::ForcingNetVerity, [&](Conclusion c) {
                int cost = 0;
                for (const auto &[premise, target] : c.branches)
                    cost += m_store.distance(premise, target);
                selection.offer(std::move(c), cost);
            });
            if (!selection.kept().empty()) {
                for (const auto &kept : selection.kept()) {
                    Step step;
                    if (build(kept.conclusion, step))
                        out.push_back(std::move(step));
                }
                return;
            }
        }
    }

private:
    // Nested nets cost a probe of every open candidate each time a branch is stuck, so for findStep the
    // nested level does not look for the shortest: it plays out the premises "candidate true" richest first
    // (by what their level-1 nets imply, still in the store from the round before) and takes the first
    // that contradicts itself. Only when none does are all premises played out for the verities.
    bool quickContradiction(std::vector<Step> &out)
    {
        std::vector<std::pair<int, int>> order; // (-implied, premise)
        for (int cell : m_grid.emptyCells()) {
            for (int d = 1; d <= 9; ++d) {
                if (!m_grid.hasCandidate(cell, d))
                    continue;
                const int premise = candidateLiteral(cell, d, true);
                const Outcome &o = m_store.outcome(premise);
                int implied = 0;
                for (int k = 0; k < 9; ++k)
                    implied += o.on[k].count() + o.off[k].count();
                order.emplace_back(-implied, premise);
            }
        }
        std::sort(order.begin(), order.end());
        for (const auto &[rank, premise] : order) {
            if (m_propagator->run(premise, m_level))
                continue;
            Conclusion c {Technique::ForcingNetContradiction, negate(premise), {}, cellOf(premise), -1,
                digitBit(digitOf(premise))};
            for (int e : m_propagator->conflict())
                c.branches.emplace_back(premise, m_propagator->literal(e));
            Step step;
            if (build(c, step)) {
                out.push_back(std::move(step));
                return true;
            }
        }
        return false;
    }

    bool build(const Conclusion &c, Step &step)
    {
        setConclusionSlots(step, c, m_grid);
        int premise = -1;
        for (std::size_t b = 0; b < c.branches.size(); ++b) {
            const auto [from, to] = c.branches[b];
            if (from != premise) {
                m_propagator->run(from, m_level);
                premise = from;
            }
            const int target = m_propagator->eventOf(to);
            if (target < 0)
                return false;
            appendNet(step, target, static_cast<int>(b));
        }
        return true;
    }

    // The events `target` follows from, back to the premise, as nodes and links of one branch.
    void appendNet(Step &step, int target, int branch)
    {
        const Propagator &p = *m_propagator;
        m_needed.assign(static_cast<std::size_t>(p.count()), false);
        m_stack.clear();
        m_stack.push_back(target);
        m_needed[target] = true;
        while (!m_stack.empty()) {
            const int e = m_stack.back();
            m_stack.pop_back();
            for (std::uint16_t cause : p.causes(e)) {
                if (!m_needed[cause]) {
                    m_needed[cause] = true;
                    m_stack.push_back(cause);
                }
            }
        }
        m_nodeOf.assign(static_cast<std::size_t>(p.count()), -1);
        for (int e = 0; e <= target; ++e) {
            if (!m_needed[e])
                continue;
            const int lit = p.literal(e);
            ChainNode node;
            node.cells = CellSet::of(cellOf(lit));
            node.digit = static_cast<std::uint8_t>(digitOf(lit));
            node.on = G::isOn(lit);
            m_nodeOf[e] = static_cast<int>(step.nodes.size());
            step.nodes.push_back(node);
            step.nesting = static_cast<std::uint8_t>(std::max<int>(step.nesting, p.rule(e)));
            step.cells.insert(cellOf(lit));
            for (std::uint16_t cause : p.causes(e)) {
                ChainLink link;
                link.from = static_cast<std::uint16_t>(m_nodeOf[cause]);
                link.to = static_cast<std::uint16_t>(m_nodeOf[e]);
                link.strong = node.on;
                link.branch = static_cast<std::uint8_t>(branch);
                step.links.push_back(link);
                if (step.chainLength < 0xffff)
                    ++step.chainLength;
            }
        }
    }

    const CandidateGrid &m_grid;
    std::unique_ptr<Propagator> m_propagator;
    PremiseStore &m_store;
    std::vector<bool> m_needed;
    std::vector<int> m_stack;
    std::vector<int> m_nodeOf;
    int m_level = 0;
};

} // namespace

void PremiseStore::reset(const CandidateGrid &grid)
{
    m_index.fill(-1);
    m_candidates = 0;
    for (int cell : grid.emptyCells()) {
        for (int d = 1; d <= 9; ++d) {
            if (grid.hasCandidate(cell, d))
                m_index[G::candidateNode(cell, d)] = static_cast<std::int16_t>(m_candidates++);
        }
    }
    m_outcomes.resize(static_cast<std::size_t>(count()));
    m_broken.assign(static_cast<std::size_t>(count()), 0);
    m_distances.resize(static_cast<std::size_t>(count()) * count());
}

std::uint8_t *PremiseStore::clearedRow(int premise)
{
    std::uint8_t *row = m_distances.data() + static_cast<std::size_t>(slot(premise)) * count();
    std::fill(row, row + count(), std::uint8_t {255});
    return row;
}

void searchForcingChains(
    const InferenceGraph &graph, int cap, bool firstOnly, PremiseStore &store, bool recorded, std::vector<Step> &out)
{
    auto search = std::make_unique<ForcingChainSearch>(graph, cap, store);
    search->run(firstOnly, recorded, out);
}

void recordOutcome(const ImplicationTable &table, PremiseStore &store)
{
    const int premise = table.literal(0);
    Outcome &o = store.outcome(premise);
    o = Outcome {};
    std::uint8_t *distance = store.clearedRow(premise);
    for (int i = 0; i < table.size(); ++i) {
        const int lit = table.literal(i);
        if (G::nodeOf(lit) >= G::kCandidateNodes)
            continue;
        (G::isOn(lit) ? o.on : o.off)[digitOf(lit) - 1].insert(cellOf(lit));
        const int slot = store.slot(lit);
        if (slot >= 0)
            distance[slot] = static_cast<std::uint8_t>(std::min(254, table.distance(i) / 2));
    }
}

void searchForcingNets(
    const CandidateGrid &grid, int fromLevel, int toLevel, bool firstOnly, PremiseStore &store, std::vector<Step> &out)
{
    auto search = std::make_unique<ForcingNetSearch>(grid, store);
    search->run(fromLevel, toLevel, firstOnly, out);
}

namespace
{

// "r3c5 is 7", "r1c7 is not 7", "none of r1c7 and r1c8 is 7": a node of a forcing chain in words.
TextValue literal(const ChainNode &node)
{
    const TextValue cells = text::cells(node.cells);
    const TextValue digit = text::number(node.digit);
    if (node.on)
        return text::phrase(
            SUDOKU_TEXT("HintText", "%1 is %2", "a forcing chain's premise or conclusion"), {cells, digit});
    if (node.cells.count() == 1)
        return text::phrase(
            SUDOKU_TEXT("HintText", "%1 is not %2", "a forcing chain's premise or conclusion"), {cells, digit});
    return text::phrase(
        SUDOKU_TEXT("HintText", "none of %1 is %2", "a forcing chain's premise or conclusion: a group of cells"),
        {cells, digit});
}

// What a contradiction's branches reach, in words: what cannot happen in a grid (forcing.cpp's contradiction()
// finds the six kinds; a net's is a candidate both placed and removed).
TextValue impossibility(const Step &step, const std::vector<StepBranch> &branches)
{
    std::vector<const ChainNode *> reached;
    CellSet cells;
    std::uint16_t digits = 0;
    bool allOn = true;
    bool allOff = true;
    for (const StepBranch &branch : branches) {
        const ChainNode &node = step.nodes[static_cast<std::size_t>(branch.reached())];
        reached.push_back(&node);
        cells |= node.cells;
        digits |= digitBit(node.digit);
        allOn = allOn && node.on;
        allOff = allOff && !node.on;
    }
    const TextValue digit = text::digits(digits);
    const bool oneCell = cells.count() == 1;
    const bool oneDigit = popcount(digits) == 1;
    const bool house = step.houseCount > 0;
    if (reached.size() == 1) {
        //: a forcing chain that leads back to the opposite of what it supposed
        return text::phrase(SUDOKU_TEXT("HintText", "%1: the opposite of the supposition", ""), {literal(*reached[0])});
    }
    if (oneCell && oneDigit && !allOn && !allOff)
        return text::phrase(
            SUDOKU_TEXT("HintText", "%1 would be %2 and not %2 at once", ""), {text::cells(cells), digit});
    if (oneCell && allOn)
        return text::phrase(SUDOKU_TEXT("HintText", "%1 would be both %2", "%2: two digits, '5 and 7'"),
            {text::cells(cells), text::all({text::number(reached[0]->digit), text::number(reached[1]->digit)})});
    if (oneCell && allOff)
        return text::phrase(
            SUDOKU_TEXT("HintText", "%1 would have no digit left: every one of %2 would be ruled out of it", ""),
            {text::cells(cells), digit});
    if (oneDigit && allOn) {
        if (house)
            return text::phrase(SUDOKU_TEXT("HintText", "%1 would be twice in %2 (in %3)", ""),
                {digit, stepHouse(step, 0), text::cells(cells)});
        return text::phrase(
            SUDOKU_TEXT("HintText", "%1 would be in both %2, which see each other", ""), {digit, text::cells(cells)});
    }
    if (oneDigit && allOff) {
        if (house)
            return text::phrase(
                SUDOKU_TEXT("HintText", "%1 would have no place left for %2: it would be ruled out of %3", ""),
                {stepHouse(step, 0), digit, text::cells(cells)});
        return text::phrase(SUDOKU_TEXT("HintText", "%1 could go in none of %2, its last places in one house", ""),
            {digit, text::cells(cells)});
    }
    std::vector<TextValue> targets;
    for (const ChainNode *node : reached)
        targets.push_back(literal(*node));
    return text::phrase(SUDOKU_TEXT("HintText", "%1, which cannot all hold", ""), {text::all(std::move(targets))});
}

} // namespace

TextValue forcingText(const Step &step)
{
    const std::vector<StepBranch> branches = stepBranches(step);
    if (branches.empty())
        return text::verbatim("");
    std::vector<TextValue> premises;
    std::vector<TextValue> targets;
    for (const StepBranch &branch : branches) {
        premises.push_back(literal(step.nodes[static_cast<std::size_t>(branch.premise())]));
        targets.push_back(literal(step.nodes[static_cast<std::size_t>(branch.reached())]));
    }
    switch (step.technique) {
    case Technique::ForcingChainContradiction:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "Suppose %1. Following the chains from there: %2. So the "
                                "supposition is false.",
                                ""),
            {premises.front(), impossibility(step, branches)});
    case Technique::ForcingNetContradiction:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "Suppose %1. Playing it out with singles: %2. So the supposition "
                                "is false.",
                                ""),
            {premises.front(), impossibility(step, branches)});
    case Technique::ForcingChainVerity:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "One of these must be true: %1. Each leads by a chain to the "
                                "same conclusion, so %2.",
                                ""),
            {text::any(std::move(premises)), targets.front()});
    default:
        break;
    }
    return text::phrase(SUDOKU_TEXT("HintText",
                            "One of these must be true: %1. Played out with singles, each leads "
                            "to the same conclusion, so %2.",
                            ""),
        {text::any(std::move(premises)), targets.front()});
}

} // namespace sudoku::logic
