// SPDX-License-Identifier: GPL-3.0-or-later
// The inference graph, its implication tables, and the chains found in them: X-Chain, XY-Chain, Remote Pair,
// nice loops and AICs (plain and grouped).
#include "sudoku/logic/chains.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

namespace sudoku::logic
{

namespace
{

using G = InferenceGraph;

int cellOfCandidateNode(int node)
{
    return node / 9;
}

int digitOfCandidateNode(int node)
{
    return node % 9 + 1;
}

} // namespace

// ---------------------------------------------------------------------------------------------------------
// The graph

void InferenceGraph::addEdge(int from, int to, int weight)
{
    m_pending.push_back({static_cast<std::uint16_t>(from),
        GraphEdge {static_cast<std::uint16_t>(to), static_cast<std::uint8_t>(std::min(weight, 255))}});
}

void InferenceGraph::build(const CandidateGrid &grid, bool groups, bool als, int maxAlsCells)
{
    m_grid = &grid;
    m_nodes.assign(kCandidateNodes, GraphNode {});
    for (int cell = 0; cell < kCellCount; ++cell) {
        for (int d = 1; d <= 9; ++d) {
            GraphNode &node = m_nodes[candidateNode(cell, d)];
            node.cells = CellSet::of(cell);
            node.buddies = grid.peers(cell);
            node.digit = static_cast<std::uint8_t>(d);
            node.first = c8(cell);
        }
    }
    m_pending.clear();
    m_alses.clear();
    m_groups = m_als = false;
    addCandidateEdges();
    finish(groups, als, maxAlsCells);
}

void InferenceGraph::extend(const InferenceGraph &base, bool groups, bool als, int maxAlsCells)
{
    m_grid = base.m_grid;
    m_nodes = base.m_nodes;
    m_pending = base.m_pending;
    m_alses.clear();
    m_groups = base.m_groups;
    m_als = false;
    finish(groups, als, maxAlsCells);
}

void InferenceGraph::finish(bool groups, bool als, int maxAlsCells)
{
    if (groups && !m_groups)
        addGroupNodes();
    m_groups = groups;
    if (als)
        addAlsNodes(maxAlsCells);
    m_als = als;

    // Compressed rows, keeping each literal's edges in the order they were added.
    const int literals = literalCount();
    m_offsets.assign(static_cast<std::size_t>(literals) + 1, 0);
    for (const PendingEdge &p : m_pending)
        ++m_offsets[p.from + 1u];
    for (int i = 0; i < literals; ++i)
        m_offsets[i + 1u] += m_offsets[i];
    m_edges.resize(m_pending.size());
    std::vector<std::uint32_t> fill(m_offsets.begin(), m_offsets.end() - 1);
    for (const PendingEdge &p : m_pending)
        m_edges[fill[p.from]++] = p.edge;
}

void InferenceGraph::addCandidateEdges()
{
    const CandidateGrid &grid = *m_grid;
    for (int cell : grid.emptyCells()) {
        const std::uint16_t mask = grid.candidates(cell);
        for (int d = 1; d <= 9; ++d) {
            if (!(mask & digitBit(d)))
                continue;
            const int on = literal(candidateNode(cell, d), true);
            const int off = literal(candidateNode(cell, d), false);
            // On: every other candidate of the cell, then the digit in the cell's row, column and box.
            for (int e = 1; e <= 9; ++e) {
                if (e != d && (mask & digitBit(e)))
                    addEdge(on, literal(candidateNode(cell, e), false));
            }
            CellSet seen = CellSet::of(cell);
            for (int h : grid.housesOf(cell)) {
                const CellSet inHouse = grid.digitCells(d) & grid.houseCells(h);
                if (!inHouse.severalCells())
                    continue;
                for (int p : inHouse.minus(seen)) {
                    addEdge(on, literal(candidateNode(p, d), false));
                    seen.insert(p);
                }
            }
            // Off: the other candidate of a bivalue cell, the other place of the digit in a bilocal house.
            if (popcount(mask) == 2) {
                const int e = std::countr_zero(static_cast<unsigned>(mask & ~digitBit(d))) + 1;
                addEdge(off, literal(candidateNode(cell, e), true));
            }
            CellSet strong;
            for (int h : grid.housesOf(cell)) {
                const CellSet inHouse = grid.digitCells(d) & grid.houseCells(h);
                if (!inHouse.twoCells())
                    continue;
                const int p = inHouse.minus(CellSet::of(cell)).first();
                if (!strong.contains(p)) {
                    addEdge(off, literal(candidateNode(p, d), true));
                    strong.insert(p);
                }
            }
        }
    }
}

void InferenceGraph::addGroupNodes()
{
    const CandidateGrid &grid = *m_grid;
    const int firstGroup = nodeCount();
    // Rows, then columns; in each line every digit; for each digit the boxes it crosses in two or three cells.
    for (int line = 0; line < 18; ++line) {
        for (int d = 1; d <= 9; ++d) {
            const CellSet inLine = grid.digitCells(d) & grid.houseCells(line);
            if (inLine.empty())
                continue;
            for (int b = 0; b < 9; ++b) {
                const CellSet segment = inLine & grid.houseCells(boxHouse(b));
                if (!segment.severalCells())
                    continue;
                GraphNode node;
                node.cells = segment;
                node.buddies = CellSet::all();
                for (int c : segment)
                    node.buddies &= grid.peers(c);
                node.digit = static_cast<std::uint8_t>(d);
                node.kind = NodeKind::Group;
                node.first = c8(segment.first());
                node.line = static_cast<std::int8_t>(line);
                node.box = static_cast<std::int8_t>(b);
                m_nodes.push_back(node);
            }
        }
    }
    const int lastGroup = nodeCount();
    // The groups of each digit, in node order (a line crosses a box in at most one segment: 18 * 9 * 3 groups).
    std::array<std::uint16_t, 18 * 9 * 3> byDigit {};
    std::array<int, 10> digitStart {};
    for (int g = firstGroup; g < lastGroup; ++g)
        ++digitStart[m_nodes[g].digit];
    for (int d = 1; d <= 9; ++d)
        digitStart[d] += digitStart[d - 1];
    {
        std::array<int, 10> fill = digitStart;
        for (int g = firstGroup; g < lastGroup; ++g)
            byDigit[static_cast<std::size_t>(fill[m_nodes[g].digit - 1]++)] = static_cast<std::uint16_t>(g);
    }
    for (int g = firstGroup; g < lastGroup; ++g) {
        const GraphNode &gn = m_nodes[g];
        const int d = gn.digit;
        const int on = literal(g, true);
        const int off = literal(g, false);
        // The candidates that see the whole group: turned off by it, and each of them turns it off.
        const CellSet seeing = grid.digitCells(d) & gn.buddies;
        for (int p : seeing) {
            addEdge(on, literal(candidateNode(p, d), false));
            addEdge(literal(candidateNode(p, d), true), off);
        }
        // The only other place of the digit in the box, or in the line: a strong link with the group.
        for (int house : {boxHouse(gn.box), static_cast<int>(gn.line)}) {
            const CellSet other = seeing & grid.houseCells(house);
            if (other.single()) {
                const int p = other.first();
                addEdge(off, literal(candidateNode(p, d), true));
                addEdge(literal(candidateNode(p, d), false), on);
            }
        }
        // Other groups of the digit in a shared house (not overlapping this one): weakly linked; strongly
        // when the two are the only places of the digit in that house.
        int lineCount = 0;
        int lineGroup = -1;
        int boxCount = 0;
        int boxGroup = -1;
        for (int k = digitStart[d - 1]; k < digitStart[d]; ++k) {
            const int g2 = byDigit[static_cast<std::size_t>(k)];
            const GraphNode &other = m_nodes[g2];
            if (g2 == g || other.cells.intersects(gn.cells))
                continue;
            if (other.line == gn.line) {
                if (++lineCount == 1)
                    lineGroup = g2;
                addEdge(on, literal(g2, false));
            }
            if (other.box == gn.box) {
                if (++boxCount == 1)
                    boxGroup = g2;
                addEdge(on, literal(g2, false));
            }
        }
        if (lineCount == 1
            && (grid.digitCells(d) & grid.houseCells(gn.line)).minus(gn.cells).minus(m_nodes[lineGroup].cells).empty())
            addEdge(off, literal(lineGroup, true));
        if (boxCount == 1
            && (grid.digitCells(d) & grid.houseCells(boxHouse(gn.box)))
                   .minus(gn.cells)
                   .minus(m_nodes[boxGroup].cells)
                   .empty())
            addEdge(off, literal(boxGroup, true));
    }
}

int InferenceGraph::alsNode(int als, int digit)
{
    // Literals are 16 bits: ALS nodes stop where node numbers would run out (only early positions, which
    // have thousands of ALS, get near; chains come late).
    constexpr int kMaxNodes = 32767;
    std::int32_t &node = m_alsNodeOf[static_cast<std::size_t>(als) * 9 + digit - 1];
    if (node < 0 && nodeCount() < kMaxNodes) {
        const ChainAls &a = m_alses[als];
        GraphNode n;
        n.cells = a.cellsWith[digit - 1];
        n.buddies = a.buddies[digit - 1];
        n.digit = static_cast<std::uint8_t>(digit);
        n.kind = NodeKind::Als;
        n.first = c8(n.cells.first());
        n.als = static_cast<std::int16_t>(als);
        node = nodeCount();
        m_nodes.push_back(n);
    }
    return node;
}

void InferenceGraph::addAlsNodes(int maxAlsCells)
{
    const CandidateGrid &grid = *m_grid;
    // The ALS of two cells or more (a bivalue cell is a plain candidate here), in the ALS module's order,
    // which is HoDoKu's: by house, then depth first within the house.
    AlsOptions options;
    options.bivalueCells = false;
    options.maxSize = maxAlsCells;
    collectAlmostLockedSets(grid, m_alsScratch, options);
    m_alses.clear();
    for (const Als &als : m_alsScratch) {
        ChainAls a;
        a.cells = als.cells;
        a.digits = als.digits;
        for (int d = 1; d <= 9; ++d) {
            a.cellsWith[d - 1] = als.cellsWith(d);
            if (als.digits & digitBit(d))
                a.buddies[d - 1] = als.cellsSeeing(d).minus(als.cells) & grid.digitCells(d);
        }
        // HoDoKu's penalty for the length of a chain through an ALS, by its number of digits.
        const int digits = popcount(als.digits);
        a.penalty = digits <= 1 ? 0 : digits == 2 ? 1 : (digits - 1) * 2;
        m_alses.push_back(a);
    }
    m_alsNodeOf.assign(m_alses.size() * 9, -1);

    // Indexes, so that nothing below tries every pair: the group nodes of each candidate (at most two: its
    // row's and its column's segment) and of each digit, and the ALS by the first cell holding a digit.
    std::array<std::array<std::int16_t, 2>, kCandidateNodes> groupsOf {};
    for (auto &g : groupsOf)
        g = {-1, -1};
    std::array<std::vector<std::int16_t>, 9> groupsOfDigit;
    for (int g = kCandidateNodes; g < nodeCount() && m_nodes[g].kind == NodeKind::Group; ++g) {
        const GraphNode &group = m_nodes[g];
        groupsOfDigit[group.digit - 1].push_back(static_cast<std::int16_t>(g));
        for (int c : group.cells) {
            auto &slot = groupsOf[candidateNode(c, group.digit)];
            slot[slot[0] < 0 ? 0 : 1] = static_cast<std::int16_t>(g);
        }
    }
    const int alsCount = static_cast<int>(m_alses.size());
    m_alsFirst.assign(static_cast<std::size_t>(kCandidateNodes) + 1, 0);
    for (const ChainAls &a : m_alses) {
        for (int d = 1; d <= 9; ++d) {
            if (a.cellsWith[d - 1].any())
                ++m_alsFirst[candidateNode(a.cellsWith[d - 1].first(), d) + 1u];
        }
    }
    for (int i = 0; i < kCandidateNodes; ++i)
        m_alsFirst[i + 1u] += m_alsFirst[i];
    m_alsByFirst.resize(m_alsFirst.back());
    {
        std::vector<std::uint32_t> fill(m_alsFirst.begin(), m_alsFirst.end() - 1);
        for (int a = 0; a < alsCount; ++a) {
            for (int d = 1; d <= 9; ++d) {
                if (m_alses[a].cellsWith[d - 1].any())
                    m_alsByFirst[fill[candidateNode(m_alses[a].cellsWith[d - 1].first(), d)]++] = a;
            }
        }
    }

    std::array<CellSet, 9> removed {};
    std::vector<std::int16_t> groupsEntering;
    std::vector<std::pair<int, int>> entered; // (ALS, digit)
    for (int i = 0; i < alsCount; ++i) {
        const ChainAls &als = m_alses[i];
        for (int j = 1; j <= 9; ++j) {
            if (!(als.digits & digitBit(j)))
                continue;
            // Without j the ALS is a locked set: its other digits go from every cell that sees all their places.
            bool any = false;
            for (int k = 1; k <= 9; ++k) {
                removed[k - 1] = k != j && (als.digits & digitBit(k)) ? als.buddies[k - 1] : CellSet();
                any = any || removed[k - 1].any();
            }
            if (!any)
                continue;
            const int node = alsNode(i, j);
            if (node < 0)
                continue;
            const int lit = literal(node, false);
            const int weight = 2 + als.penalty;
            // Entries: a candidate j that sees every j of the ALS, and a group node of j all of whose cells do.
            groupsEntering.clear();
            for (int p : als.buddies[j - 1]) {
                addEdge(literal(candidateNode(p, j), true), lit);
                for (std::int16_t g : groupsOf[candidateNode(p, j)]) {
                    if (g < 0)
                        continue;
                    const GraphNode &group = m_nodes[g];
                    if (group.cells.intersects(als.cells) || !als.cellsWith[j - 1].isSubsetOf(group.buddies))
                        continue;
                    if (std::find(groupsEntering.begin(), groupsEntering.end(), g) == groupsEntering.end())
                        groupsEntering.push_back(g);
                }
            }
            // (HoDoKu adds each group in the order its cells come up; group numbers grow with their cells.)
            for (std::int16_t g : groupsEntering)
                addEdge(literal(g, true), lit);
            // The eliminations, and the group nodes they empty.
            for (int k = 1; k <= 9; ++k) {
                if (removed[k - 1].empty())
                    continue;
                for (int p : removed[k - 1])
                    addEdge(lit, literal(candidateNode(p, k), false), weight);
                for (std::int16_t g : groupsOfDigit[k - 1]) {
                    if (m_nodes[g].cells.isSubsetOf(removed[k - 1]))
                        addEdge(lit, literal(g, false), weight);
                }
            }
            // Another ALS (not overlapping) whose every cell with some digit is eliminated: it is entered.
            entered.clear();
            for (int l = 1; l <= 9; ++l) {
                for (int p : removed[l - 1]) {
                    const int c = candidateNode(p, l);
                    for (std::uint32_t x = m_alsFirst[c]; x < m_alsFirst[c + 1u]; ++x) {
                        const int other = m_alsByFirst[x];
                        const ChainAls &b = m_alses[other];
                        if (other != i && !b.cells.intersects(als.cells)
                            && b.cellsWith[l - 1].isSubsetOf(removed[l - 1]))
                            entered.emplace_back(other, l);
                    }
                }
            }
            std::sort(entered.begin(), entered.end());
            for (const auto &[other, l] : entered) {
                const int target = alsNode(other, l);
                if (target >= 0)
                    addEdge(lit, literal(target, false), weight);
            }
            // A cell (of three candidates or more) the eliminations leave with one candidate is placed.
            CellSet around;
            for (int k = 1; k <= 9; ++k)
                around |= removed[k - 1];
            for (int cell : around) {
                const std::uint16_t mask = grid.candidates(cell);
                if (popcount(mask) <= 2)
                    continue;
                std::uint16_t left = mask;
                for (int k = 1; k <= 9; ++k) {
                    if ((mask & digitBit(k)) && removed[k - 1].contains(cell))
                        left &= static_cast<std::uint16_t>(~digitBit(k));
                }
                if (popcount(left) == 1)
                    addEdge(lit, literal(candidateNode(cell, std::countr_zero(static_cast<unsigned>(left)) + 1), true),
                        weight + 1);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// Tables

ImplicationTable::ImplicationTable(int literalCount)
    : m_slot(static_cast<std::size_t>(literalCount), 0)
{
}

void ImplicationTable::run(const InferenceGraph &graph, int premise, int cap)
{
    const int limit = cap > 0 ? cap : 0xffff;
    if (static_cast<int>(m_slot.size()) < graph.literalCount()) {
        m_slot.assign(static_cast<std::size_t>(graph.literalCount()), 0);
        m_epoch = 0;
    }
    if (++m_epoch == (1u << (32 - kIndexBits))) {
        std::fill(m_slot.begin(), m_slot.end(), 0u);
        m_epoch = 1;
    }
    m_size = 0;
    add(premise, -1, 0);
    for (const GraphEdge &e : graph.edges(premise)) {
        if (indexOf(e.to) < 0 && m_size < kCapacity && e.weight <= limit)
            add(e.to, 0, e.weight);
    }
    if (graph.uniformWeights()) {
        // Every link weighs 2, so the entries come in by distance and a later one never reaches an entry by a
        // shorter one: the same table as below, without the re-routing, ending at the first entry whose links
        // would pass the cap.
        for (int j = 1; j < m_size && m_size < kCapacity; ++j) {
            const int distance = m_distance[j] + 2;
            if (distance > limit)
                break;
            for (const GraphEdge &e : graph.edges(m_literal[j])) {
                if (indexOf(e.to) < 0) {
                    add(e.to, j, distance);
                    if (m_size == kCapacity)
                        break;
                }
            }
        }
        return;
    }
    // Breadth first over the direct implications of each entry (HoDoKu's table expansion): a literal keeps
    // the first entry it was reached from, unless a later one reaches it by a strictly shorter distance
    // (never a direct implication of the premise).
    for (int j = 1; j < m_size; ++j) {
        if (m_size == kCapacity)
            break;
        const int base = m_distance[j];
        for (const GraphEdge &e : graph.edges(m_literal[j])) {
            const int distance = base + e.weight;
            if (distance > limit)
                continue;
            const int i = indexOf(e.to);
            if (i < 0) {
                if (m_size < kCapacity)
                    add(e.to, j, distance);
            } else if (m_parent[i] > 0 && m_distance[i] > distance) {
                m_parent[i] = static_cast<std::int16_t>(j);
                m_distance[i] = static_cast<std::uint16_t>(distance);
            }
        }
    }
}

void ImplicationTable::path(int i, std::vector<int> &out) const
{
    out.clear();
    for (; i >= 0; i = m_parent[i])
        out.push_back(m_literal[i]);
    std::reverse(out.begin(), out.end());
}

// ---------------------------------------------------------------------------------------------------------
// Steps from chains

namespace
{

bool lessCells(const std::array<CellSet, 9> &a, const std::array<CellSet, 9> &b)
{
    for (int d = 0; d < 9; ++d) {
        if (a[d].lo() != b[d].lo())
            return a[d].lo() < b[d].lo();
        if (a[d].hi() != b[d].hi())
            return a[d].hi() < b[d].hi();
    }
    return false;
}

struct EliminationLess {
    bool operator()(const std::array<CellSet, 9> &a, const std::array<CellSet, 9> &b) const { return lessCells(a, b); }
};

bool anyElimination(const std::array<CellSet, 9> &e)
{
    for (const CellSet &c : e) {
        if (c.any())
            return true;
    }
    return false;
}

// A candidate node as the graph describes it (for chains searched without a graph), but for its buddies, which
// setChain does not read.
GraphNode candidateNodeInfo(int node)
{
    GraphNode n;
    const int cell = cellOfCandidateNode(node);
    n.cells = CellSet::of(cell);
    n.digit = static_cast<std::uint8_t>(digitOfCandidateNode(node));
    n.first = c8(cell);
    return n;
}

// Sets the step's nodes and links from the literals of `path` (a link is strong into an "on" literal), its
// cells, digits and key cells (first and last cell). `graph` may be null for a chain of candidates only.
void setChain(Step &step, const InferenceGraph *graph, const std::vector<int> &path)
{
    step.nodes.clear();
    step.links.clear();
    step.sets.clear();
    std::vector<int> alsOfSet;
    auto info = [&](int lit) { return graph ? graph->node(G::nodeOf(lit)) : candidateNodeInfo(G::nodeOf(lit)); };
    for (std::size_t i = 0; i < path.size(); ++i) {
        const GraphNode n = info(path[i]);
        ChainNode node;
        node.cells = n.cells;
        node.digit = n.digit;
        node.on = G::isOn(path[i]);
        if (n.kind == NodeKind::Als && graph) {
            const auto it = std::find(alsOfSet.begin(), alsOfSet.end(), n.als);
            if (it == alsOfSet.end()) {
                alsOfSet.push_back(n.als);
                step.sets.push_back(graph->alses()[n.als].cells);
                node.set = static_cast<std::int8_t>(step.sets.size() - 1);
            } else {
                node.set = static_cast<std::int8_t>(it - alsOfSet.begin());
            }
            step.cells |= graph->alses()[n.als].cells;
        }
        step.cells |= n.cells;
        step.digits |= digitBit(n.digit);
        step.nodes.push_back(node);
        if (i > 0) {
            ChainLink link;
            link.from = static_cast<std::uint16_t>(i - 1);
            link.to = static_cast<std::uint16_t>(i);
            link.strong = node.on;
            step.links.push_back(link);
        }
    }
    step.keyCells = {info(path.front()).first, info(path.back()).first, -1, -1};
}

void emitSorted(std::vector<Step> &steps, StepSink &sink, bool &stopped)
{
    // Shortest first; then a placement, then more eliminations.
    std::stable_sort(steps.begin(), steps.end(), [](const Step &a, const Step &b) {
        if (a.chainLength != b.chainLength)
            return a.chainLength < b.chainLength;
        if (a.hasPlacement() != b.hasPlacement())
            return a.hasPlacement();
        return a.eliminationCount() > b.eliminationCount();
    });
    for (const Step &step : steps) {
        if (sink.accept(step)) {
            stopped = true;
            return;
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// X-Chain, XY-Chain, Remote Pair: HoDoKu's simple chains. A chain runs from a premise "A is not x" over
// alternating strong and weak links of candidates and ends in "E is x"; so A or E is x, and no cell that
// sees both is. Each is searched breadth first from every premise, keeping to simple paths (no cell twice,
// except that the chain may stay in a cell for one strong link, and may end back in its first cell).

enum class SimpleKind { X, XY, RemotePair };

constexpr int kMaxSimpleLinks = 20; // HoDoKu's default limit for X- and XY-Chains

class SimpleChainSearch
{
public:
    SimpleChainSearch(const CandidateGrid &grid, SimpleKind kind)
        : m_grid(grid)
        , m_kind(kind)
    {
        for (int cell : grid.emptyCells()) {
            if (popcount(grid.candidates(cell)) == 2)
                m_bivalue.insert(cell);
        }
    }

    void run(std::vector<Step> &out)
    {
        std::map<std::array<CellSet, 9>, std::size_t, EliminationLess> shortest;
        for (int cell : m_grid.emptyCells()) {
            const std::uint16_t mask = m_grid.candidates(cell);
            if (m_kind != SimpleKind::X && !m_bivalue.contains(cell))
                continue;
            for (int d = 1; d <= 9; ++d) {
                if (mask & digitBit(d))
                    search(cell, d, shortest, out);
            }
        }
    }

private:
    // The implications of one literal that this kind of chain may use.
    template<typename F>
    void forEachEdge(int lit, F f) const
    {
        const int node = G::nodeOf(lit);
        const int cell = cellOfCandidateNode(node);
        const int d = digitOfCandidateNode(node);
        if (m_kind == SimpleKind::X) {
            if (G::isOn(lit)) {
                for (int p : m_grid.digitCells(d) & m_grid.peers(cell))
                    f(G::literal(G::candidateNode(p, d), false));
            } else {
                for (int h : m_grid.housesOf(cell)) {
                    const CellSet inHouse = m_grid.digitCells(d) & m_grid.houseCells(h);
                    if (inHouse.twoCells())
                        f(G::literal(G::candidateNode(inHouse.minus(CellSet::of(cell)).first(), d), true));
                }
            }
            return;
        }
        const std::uint16_t mask = m_grid.candidates(cell);
        if (G::isOn(lit)) {
            CellSet next = m_grid.digitCells(d) & m_grid.peers(cell) & m_bivalue;
            for (int p : next) {
                if (m_kind == SimpleKind::RemotePair && m_grid.candidates(p) != mask)
                    continue;
                f(G::literal(G::candidateNode(p, d), false));
            }
        } else if (m_bivalue.contains(cell)) {
            const int e = std::countr_zero(static_cast<unsigned>(mask & ~digitBit(d))) + 1;
            f(G::literal(G::candidateNode(cell, e), true));
        }
    }

    // True when the path to entry `i` already uses `cell` before its last entry.
    bool usedBefore(int i, int cell) const
    {
        for (int j = m_parent[i]; j >= 0; j = m_parent[j]) {
            if (cellOfCandidateNode(G::nodeOf(m_literal[j])) == cell)
                return true;
        }
        return false;
    }

    void search(int startCell, int startDigit, std::map<std::array<CellSet, 9>, std::size_t, EliminationLess> &shortest,
        std::vector<Step> &out)
    {
        const int premise = G::literal(G::candidateNode(startCell, startDigit), false);
        int size = 0;
        ++m_epoch;
        auto add = [&](int lit, int parent) {
            m_literal[size] = static_cast<std::uint16_t>(lit);
            m_parent[size] = static_cast<std::int16_t>(parent);
            m_depth[size] = static_cast<std::uint8_t>(parent < 0 ? 0 : m_depth[parent] + 1);
            m_terminal[size] = false;
            m_stamp[lit] = m_epoch;
            return size++;
        };
        add(premise, -1);
        const int other = m_kind == SimpleKind::RemotePair
            ? std::countr_zero(static_cast<unsigned>(m_grid.candidates(startCell) & ~digitBit(startDigit))) + 1
            : 0;
        for (int j = 0; j < size; ++j) {
            if (m_terminal[j] || m_depth[j] >= kMaxSimpleLinks)
                continue;
            forEachEdge(m_literal[j], [&](int lit) {
                if (m_stamp[lit] == m_epoch)
                    return;
                const int node = G::nodeOf(lit);
                const int cell = cellOfCandidateNode(node);
                bool loop = false;
                if (j > 0 && usedBefore(j, cell)) {
                    if (cell != startCell)
                        return; // back into the middle of the chain
                    loop = true; // back in the first cell: the chain ends here
                }
                const int i = add(lit, j);
                m_terminal[i] = loop;
                if (G::isOn(lit) && digitOfCandidateNode(node) == startDigit)
                    found(i, startCell, startDigit, other, cell, shortest, out);
            });
        }
    }

    void found(int i, int startCell, int startDigit, int otherDigit, int endCell,
        std::map<std::array<CellSet, 9>, std::size_t, EliminationLess> &shortest, std::vector<Step> &out)
    {
        const int links = m_depth[i];
        if (links < 3 || (m_kind == SimpleKind::RemotePair && links < 7))
            return;
        std::array<CellSet, 9> eliminations {};
        const CellSet ends = m_grid.peers(startCell) & m_grid.peers(endCell);
        if (m_kind != SimpleKind::RemotePair || links == 7) {
            eliminations[startDigit - 1] = ends & m_grid.digitCells(startDigit);
            if (m_kind == SimpleKind::RemotePair)
                eliminations[otherDigit - 1] = ends & m_grid.digitCells(otherDigit);
        } else {
            // Every two cells of opposite colour (an odd number of cells apart, at least three) are x and y.
            std::vector<int> cells;
            for (int j = i; j >= 0; j = m_parent[j])
                cells.push_back(cellOfCandidateNode(G::nodeOf(m_literal[j])));
            std::reverse(cells.begin(), cells.end()); // cells[k]: the cell of chain entry k
            for (int a = 0; a <= links; a += 2) {
                for (int b = a + 6; b <= links; b += 4) {
                    const CellSet both = m_grid.peers(cells[a]) & m_grid.peers(cells[b]);
                    eliminations[startDigit - 1] |= both & m_grid.digitCells(startDigit);
                    eliminations[otherDigit - 1] |= both & m_grid.digitCells(otherDigit);
                }
            }
        }
        if (!anyElimination(eliminations))
            return;
        const auto known = shortest.find(eliminations);
        if (known != shortest.end() && out[known->second].chainLength <= links)
            return;
        Step step;
        step.technique = m_kind == SimpleKind::X ? Technique::XChain
            : m_kind == SimpleKind::XY           ? Technique::XYChain
                                                 : Technique::RemotePair;
        step.eliminations = eliminations;
        step.chainLength = static_cast<std::uint16_t>(links);
        std::vector<int> path;
        for (int j = i; j >= 0; j = m_parent[j])
            path.push_back(m_literal[j]);
        std::reverse(path.begin(), path.end());
        setChain(step, nullptr, path);
        if (known != shortest.end()) {
            out[known->second] = step;
        } else {
            shortest.emplace(eliminations, out.size());
            out.push_back(step);
        }
    }

    const CandidateGrid &m_grid;
    SimpleKind m_kind;
    CellSet m_bivalue;
    std::uint32_t m_epoch = 0;
    std::array<std::uint32_t, 2 * G::kCandidateNodes> m_stamp {};
    std::array<std::uint16_t, 2 * G::kCandidateNodes> m_literal {};
    std::array<std::int16_t, 2 * G::kCandidateNodes> m_parent {};
    std::array<std::uint8_t, 2 * G::kCandidateNodes> m_depth {};
    std::array<bool, 2 * G::kCandidateNodes> m_terminal {};
};

bool findSimpleChains(const CandidateGrid &grid, SimpleKind kind, StepSink &sink)
{
    auto search = std::make_unique<SimpleChainSearch>(grid, kind);
    std::vector<Step> steps;
    search->run(steps);
    bool stopped = false;
    emitSorted(steps, sink, stopped);
    return stopped;
}

// ---------------------------------------------------------------------------------------------------------
// Nice loops and AICs, as HoDoKu's TablingSolver finds them: from every premise (a candidate set, or
// removed), the table of everything it implies; an implication back in the premise's cell closes a loop, one
// from "A is not x" to "E is y" is an AIC. Which loops count, and what they eliminate:
//
//   discontinuous  premise on, ends with the same candidate off: the candidate is false
//                  premise off, ends with the same candidate on: the candidate is true (the others go)
//                  one end on and the other off, different candidates: the candidate of the weak end goes
//   continuous     the loop closes on itself (both ends weak in a bivalue cell, both strong with different
//                  candidates, or one of each with the same candidate): every weak link between two cells
//                  eliminates its digit from the cells that see both, and every cell entered and left by
//                  strong links keeps only those two candidates
//   AIC            "A is not x" implies "E is x": x goes from the cells seeing both (at least two of them);
//                  "A is not x" implies "E is y", A and E see each other: y goes from A and x from E
//
// One step per set of eliminations: a later chain with the same eliminations replaces it only when shorter.

class NiceLoopSearch
{
public:
    // `shortestOnly`: only the shortest loops matter (findStep), so once one is found no table is followed
    // farther than it reached.
    NiceLoopSearch(const InferenceGraph &graph, bool onlyGrouped, int cap, bool shortestOnly, PremiseStore *record,
        const TechniqueSet *stopOn)
        : m_graph(graph)
        , m_grid(graph.grid())
        , m_onlyGrouped(onlyGrouped)
        , m_cap(cap)
        , m_shortestOnly(shortestOnly)
        , m_record(record)
        , m_stopOn(stopOn)
        , m_table(graph.literalCount())
    {
    }

    void run(std::vector<Step> &out)
    {
        m_out = &out;
        // HoDoKu checks the loops of every table with the premise set, then with it removed, then the AICs
        // (premise removed). Its map of steps already found is keyed by technique too, so AICs and loops
        // never displace each other: the second and third pass can share their tables.
        for (int pass = 0; pass < 2; ++pass) {
            const bool on = pass == 0;
            for (int cell : m_grid.emptyCells()) {
                for (int d = 1; d <= 9; ++d) {
                    if (m_stopped)
                        return;
                    if (!m_grid.hasCandidate(cell, d))
                        continue;
                    m_table.run(m_graph, G::literal(G::candidateNode(cell, d), on), m_cap);
                    if (m_record)
                        recordOutcome(m_table, *m_record);
                    // The literals of the premise's cell are in a row (both of each of its candidates), the
                    // candidates' literals come before every group's and ALS node's.
                    const int size = m_table.size();
                    const auto first = static_cast<unsigned>(G::literal(G::candidateNode(cell, 1), false));
                    constexpr auto kCellLiterals = static_cast<unsigned>(G::literal(G::candidateNode(1, 1), false));
                    constexpr int kCandidateLiterals = G::literal(G::kCandidateNodes, false);
                    for (int j = 1; j < size; ++j) {
                        if (static_cast<unsigned>(m_table.literal(j)) - first < kCellLiterals)
                            checkNiceLoop(j);
                    }
                    for (int j = 1; !on && j < size; ++j) {
                        const int lit = m_table.literal(j);
                        if (lit < kCandidateLiterals && G::isOn(lit)
                            && static_cast<unsigned>(lit) - first >= kCellLiterals)
                            checkAic(j);
                    }
                }
            }
        }
    }

private:
    int firstCell(int lit) const { return m_graph.node(G::nodeOf(lit)).first; }
    const GraphNode &nodeOf(int lit) const { return m_graph.node(G::nodeOf(lit)); }

    // The cells a node occupies in the lasso check (an ALS node: all of its ALS).
    CellSet occupied(int lit) const
    {
        const GraphNode &n = nodeOf(lit);
        return n.kind == NodeKind::Als ? m_graph.alses()[n.als].cells : n.cells;
    }

    // HoDoKu's rules for a chain that may be shown: it must not run back into itself (a lasso); a loop must
    // leave its first cell with its first link and come back into it from another cell with its last (a
    // link inside the first cell makes another, shorter loop); an AIC never returns to its first cell.
    bool valid(const std::vector<int> &path, bool loop) const
    {
        const int start = firstCell(path[0]);
        if (loop && (firstCell(path[1]) == start || firstCell(path[path.size() - 2]) == start))
            return false;
        CellSet lasso;
        int lastCell = -1;
        int lastLit = -1;
        for (int lit : path) {
            const int cell = firstCell(lit);
            if (lasso.contains(cell))
                return false;
            if (lastCell != -1 && (lastCell != start || !loop)) {
                lasso.insert(lastCell);
                if (nodeOf(lastLit).kind != NodeKind::Candidate)
                    lasso |= occupied(lastLit);
            }
            lastCell = cell;
            lastLit = lit;
        }
        return true;
    }

    // The cells of the chain (all but its last node), which a continuous loop never eliminates from.
    CellSet chainCells(const std::vector<int> &path) const
    {
        CellSet cells;
        for (std::size_t i = 0; i + 1 < path.size(); ++i)
            cells |= occupied(path[i]);
        return cells;
    }

    // The cells outside a node that see all of its cells holding `digit`.
    CellSet buddies(int lit, int digit) const
    {
        const GraphNode &n = nodeOf(lit);
        if (n.kind == NodeKind::Als)
            return m_graph.alses()[n.als].buddies[digit - 1];
        return n.buddies;
    }

    // HoDoKu's chain length: one per node, plus 2.5 per ALS node ...
    static int length(const InferenceGraph &graph, const std::vector<int> &path)
    {
        int als = 0;
        for (int lit : path)
            als += graph.node(G::nodeOf(lit)).kind == NodeKind::Als;
        return static_cast<int>(static_cast<double>(path.size()) + 2.5 * als);
    }

    // ... except that an AIC, once stored, counts each ALS node by its number of cells (HoDoKu computes an
    // AIC's length only when the step is written, from the ALS it lists).
    static int storedAicLength(const InferenceGraph &graph, const std::vector<int> &path)
    {
        int length = static_cast<int>(path.size());
        for (int lit : path) {
            const GraphNode &n = graph.node(G::nodeOf(lit));
            if (n.kind != NodeKind::Als)
                continue;
            const int cells = graph.alses()[n.als].cells.count();
            length += cells <= 1 ? 0 : cells == 2 ? 1 : (cells - 1) * 2;
        }
        return length;
    }

    bool grouped(const std::vector<int> &path) const
    {
        return std::any_of(path.begin(), path.end(), [&](int lit) { return G::nodeOf(lit) >= G::kCandidateNodes; });
    }

    void eliminate(std::array<CellSet, 9> &e, int cell, int digit) const
    {
        if (m_grid.hasCandidate(cell, digit))
            e[digit - 1].insert(cell);
    }

    void checkNiceLoop(int j)
    {
        if (m_table.distance(j) <= 2)
            return;
        m_table.path(j, m_path);
        if (!valid(m_path, true))
            return;
        const int premise = m_table.literal(0);
        const bool firstStrong = !G::isOn(premise);
        const bool lastStrong = G::isOn(m_table.literal(j));
        const int startDigit = nodeOf(premise).digit;
        const int endDigit = nodeOf(m_table.literal(j)).digit;
        const int start = firstCell(premise);
        const std::uint16_t startMask = m_grid.candidates(start);
        std::array<CellSet, 9> e {};
        Technique technique = Technique::DiscontinuousNiceLoop;
        if (!firstStrong && !lastStrong && startDigit == endDigit) {
            eliminate(e, start, startDigit);
        } else if (firstStrong && lastStrong && startDigit == endDigit) {
            for (int d = 1; d <= 9; ++d) {
                if (d != startDigit)
                    eliminate(e, start, d);
            }
        } else if (firstStrong != lastStrong && startDigit != endDigit) {
            eliminate(e, start, firstStrong ? endDigit : startDigit);
        } else if ((!firstStrong && !lastStrong && popcount(startMask) == 2 && startDigit != endDigit)
            || (firstStrong && lastStrong && startDigit != endDigit)
            || (firstStrong != lastStrong && startDigit == endDigit)) {
            technique = Technique::ContinuousNiceLoop;
            continuousEliminations(e, firstStrong && lastStrong, start, startDigit, endDigit);
        }
        if (!anyElimination(e))
            return;
        record(technique, e, length(m_graph, m_path), length(m_graph, m_path));
    }

    void continuousEliminations(std::array<CellSet, 9> &e, bool bothStrong, int start, int startDigit, int endDigit)
    {
        const std::vector<int> &p = m_path;
        const int n = static_cast<int>(p.size()) - 1;
        const CellSet inChain = chainCells(p);
        auto cellAt = [&](int i) { return firstCell(p[i]); };
        auto on = [&](int i) { return G::isOn(p[i]); };
        for (int i = 0; i <= n; ++i) {
            // A cell entered and left by strong links keeps only the two digits of those links.
            if ((i == 0 && bothStrong) || (i > 0 && on(i) && i <= n - 2 && cellAt(i - 1) != cellAt(i))) {
                if (i == 0
                    || (!on(i + 1) && cellAt(i) == cellAt(i + 1) && on(i + 2) && cellAt(i + 1) != cellAt(i + 2))) {
                    const int c1 = i == 0 ? startDigit : nodeOf(p[i]).digit;
                    const int c2 = i == 0 ? endDigit : nodeOf(p[i + 2]).digit;
                    for (int d = 1; d <= 9; ++d) {
                        if (d != c1 && d != c2)
                            eliminate(e, cellAt(i), d);
                    }
                }
            }
            // A weak link between two cells: its digit goes from every cell that sees both ends.
            if (i > 0 && !on(i) && cellAt(i - 1) != cellAt(i)) {
                const int digit = nodeOf(p[i]).digit;
                CellSet both = buddies(p[i - 1], digit) & buddies(p[i], digit) & m_grid.digitCells(digit);
                both = both.minus(inChain);
                both.erase(start);
                e[digit - 1] |= both;
                if (nodeOf(p[i]).kind == NodeKind::Als)
                    alsEliminations(e, i, digit);
            }
        }
    }

    // An ALS in a continuous loop is a locked set for all its digits but the one it is entered by; the
    // digits that do not leave it by the next link go from every cell that sees all their places in the ALS.
    void alsEliminations(std::array<CellSet, 9> &e, int i, int entryDigit)
    {
        const std::vector<int> &p = m_path;
        const int n = static_cast<int>(p.size()) - 1;
        const ChainAls &als = m_graph.alses()[nodeOf(p[i]).als];
        const bool forced = i < n && G::isOn(p[i + 1]);
        const int nextCell = i < n ? firstCell(p[i + 1]) : -1;
        std::uint16_t exits = 0;
        if (forced)
            exits = static_cast<std::uint16_t>(m_grid.candidates(nextCell) & ~digitBit(nodeOf(p[i + 1]).digit));
        else if (i < n)
            exits = digitBit(nodeOf(p[i + 1]).digit);
        for (int d = 1; d <= 9; ++d) {
            if (d == entryDigit || (exits & digitBit(d)) || !(als.digits & digitBit(d)))
                continue;
            e[d - 1] |= als.buddies[d - 1] & m_grid.digitCells(d);
        }
        if (forced) {
            for (int d = 1; d <= 9; ++d) {
                if (exits & digitBit(d))
                    e[d - 1] |= als.buddies[d - 1] & m_grid.peers(nextCell) & m_grid.digitCells(d);
            }
        }
    }

    void checkAic(int j)
    {
        const int premise = m_table.literal(0);
        const int endLit = m_table.literal(j);
        const int start = firstCell(premise);
        const int end = firstCell(endLit);
        const int startDigit = nodeOf(premise).digit;
        const int endDigit = nodeOf(endLit).digit;
        if (startDigit == endDigit) {
            if (!(m_grid.peers(start) & m_grid.peers(end) & m_grid.digitCells(startDigit)).severalCells())
                return;
        } else if (!m_grid.sees(start, end) || !m_grid.hasCandidate(end, startDigit)
            || !m_grid.hasCandidate(start, endDigit)) {
            return;
        }
        if (m_table.distance(j) <= 2)
            return;
        std::array<CellSet, 9> e {};
        if (startDigit == endDigit) {
            e[startDigit - 1] = m_grid.peers(start) & m_grid.peers(end) & m_grid.digitCells(startDigit);
        } else {
            eliminate(e, start, endDigit);
            eliminate(e, end, startDigit);
        }
        if (!anyElimination(e))
            return;
        m_table.path(j, m_path);
        if (!valid(m_path, false))
            return;
        record(Technique::Aic, e, length(m_graph, m_path), storedAicLength(m_graph, m_path));
    }

    // `length` is compared with the chains already kept, `stored` is what this one keeps (and reports).
    void record(Technique technique, const std::array<CellSet, 9> &e, int length, int stored)
    {
        const bool isGrouped = grouped(m_path);
        if (m_onlyGrouped && !isGrouped)
            return;
        if (isGrouped) {
            technique = technique == Technique::ContinuousNiceLoop ? Technique::GroupedContinuousNiceLoop
                : technique == Technique::DiscontinuousNiceLoop    ? Technique::GroupedDiscontinuousNiceLoop
                                                                   : Technique::GroupedAic;
        }
        // HoDoKu keeps one chain per technique and set of eliminations (the key of its map names both).
        const auto key = std::make_pair(technique, e);
        const auto known = m_shortest.find(key);
        if (known != m_shortest.end() && known->second <= length)
            return;
        m_shortest[key] = stored;
        if (m_shortestOnly) {
            const int reached = m_table.distance(m_table.indexOf(m_path.back()));
            m_cap = m_cap > 0 ? std::min(m_cap, reached) : reached;
        }
        Step step;
        step.technique = technique;
        step.eliminations = e;
        step.chainLength = static_cast<std::uint16_t>(stored - 1);
        setChain(step, &m_graph, m_path);
        m_out->push_back(std::move(step));
        if (m_stopOn && m_stopOn->contains(technique))
            m_stopped = true;
    }

    const InferenceGraph &m_graph;
    const CandidateGrid &m_grid;
    bool m_onlyGrouped;
    int m_cap;
    bool m_shortestOnly;
    PremiseStore *m_record;
    const TechniqueSet *m_stopOn;
    bool m_stopped = false;
    ImplicationTable m_table;
    std::vector<int> m_path;
    struct KeyLess {
        bool operator()(const std::pair<Technique, std::array<CellSet, 9>> &a,
            const std::pair<Technique, std::array<CellSet, 9>> &b) const
        {
            if (a.first != b.first)
                return a.first < b.first;
            return lessCells(a.second, b.second);
        }
    };
    std::map<std::pair<Technique, std::array<CellSet, 9>>, int, KeyLess> m_shortest;
    std::vector<Step> *m_out = nullptr;
};

} // namespace

void searchNiceLoops(const InferenceGraph &graph, bool grouped, int cap, bool shortestOnly, PremiseStore *record,
    std::vector<Step> &out, const TechniqueSet *stopOn)
{
    auto search = std::make_unique<NiceLoopSearch>(graph, grouped, cap, shortestOnly, record, stopOn);
    search->run(out);
}

// ---------------------------------------------------------------------------------------------------------
// Context

struct ChainContext::Cache {
    std::array<std::unique_ptr<InferenceGraph>, 3> graphs; // plain, groups, groups and ALS
    std::array<std::unique_ptr<std::vector<Step>>, 4> all;
    std::array<bool, 4> asked {};
    std::unique_ptr<PremiseStore> premises;
    bool tablesRecorded = false; // the store holds every premise's whole table over the grouped graph
    PremiseStore &store(const CandidateGrid &grid)
    {
        if (!premises) {
            premises = std::make_unique<PremiseStore>();
            premises->reset(grid);
        }
        return *premises;
    }
};

namespace
{
constexpr int kFirstStepAlsCells = 3;
} // namespace

ChainContext::ChainContext(const CandidateGrid &grid, const LogicOptions &options, bool firstOnly)
    : m_grid(grid)
    , m_options(options)
    , m_firstOnly(firstOnly)
    , m_cache(std::make_unique<Cache>())
{
}

ChainContext::~ChainContext() = default;

const InferenceGraph &ChainContext::graph(bool groups, bool als)
{
    // Group nodes and ALS nodes are cut along rows, columns and boxes: under rules without boxes (a jigsaw)
    // the graph keeps its candidate nodes only.
    if (m_grid.rules().isJigsaw())
        groups = als = false;
    const int index = als ? 2 : groups ? 1 : 0;
    auto &graph = m_cache->graphs[static_cast<std::size_t>(index)];
    if (!graph) {
        graph = std::make_unique<InferenceGraph>();
        // findStep keeps to ALS of up to three cells: chains through larger ones are rare, hard to follow,
        // and most of the graph's size; findAllSteps (and so HoDoKu's library) takes every ALS.
        const int maxAlsCells = m_firstOnly ? kFirstStepAlsCells : 8;
        // A graph with fewer kinds of nodes already built (the loops' before the grouped loops') is this one's
        // start: the same nodes and edges, copied instead of found again.
        const InferenceGraph *base = nullptr;
        for (int smaller = index - 1; smaller >= 0 && !base; --smaller)
            base = m_cache->graphs[static_cast<std::size_t>(smaller)].get();
        if (base)
            graph->extend(*base, groups, als, maxAlsCells);
        else
            graph->build(m_grid, groups, als, maxAlsCells);
    }
    return *graph;
}

ChainContext::Family ChainContext::familyOf(Technique technique)
{
    switch (technique) {
    case Technique::GroupedContinuousNiceLoop:
    case Technique::GroupedDiscontinuousNiceLoop:
    case Technique::GroupedAic:
        return Family::GroupedLoops;
    case Technique::ForcingChainContradiction:
    case Technique::ForcingChainVerity:
        return Family::ForcingChains;
    case Technique::ForcingNetContradiction:
    case Technique::ForcingNetVerity:
        return Family::ForcingNets;
    default:
        return Family::Loops;
    }
}

void ChainContext::search(Family family, int cap, bool als, std::vector<Step> &out, const TechniqueSet *stopOn)
{
    switch (family) {
    case Family::Loops:
        searchNiceLoops(graph(false, false), false, cap, m_firstOnly, nullptr, out, stopOn);
        break;
    case Family::GroupedLoops: {
        // For findStep the grouped loops without ALS nodes record their tables: when they find no loop, the
        // forcing chains (same graph, same tables) need not run them again.
        const bool record = m_firstOnly && !als && cap == 0 && !stopOn;
        searchNiceLoops(
            graph(true, als), true, cap, m_firstOnly, record ? &m_cache->store(m_grid) : nullptr, out, stopOn);
        if (record)
            m_cache->tablesRecorded = out.empty();
        break;
    }
    case Family::ForcingChains:
        searchForcingChains(
            graph(true, false), cap, m_firstOnly, m_cache->store(m_grid), m_cache->tablesRecorded && cap == 0, out);
        break;
    case Family::ForcingNets:
        // For the nets `cap` is a level: findStep asks level by level, findAllSteps from 0 to the highest.
        searchForcingNets(m_grid, m_firstOnly ? cap : 0, cap, m_firstOnly, m_cache->store(m_grid), out);
        break;
    }
}

const std::vector<Step> &ChainContext::all(Family family)
{
    auto &steps = m_cache->all[static_cast<std::size_t>(family)];
    if (!steps) {
        steps = std::make_unique<std::vector<Step>>();
        search(family, family == Family::ForcingNets ? m_options.forcingNetLevel : 0, m_options.chainAlsNodes, *steps);
    }
    return *steps;
}

void ChainContext::setBound(std::optional<double> bound, double (*cost)(const Step &))
{
    m_bound = bound;
    m_cost = cost;
}

int ChainContext::boundCap(Family family) const
{
    if (!m_firstOnly || !m_bound || !m_cost || (family != Family::Loops && family != Family::GroupedLoops))
        return 0;
    const std::array<Technique, 3> members = family == Family::Loops
        ? std::array<Technique, 3> {Technique::ContinuousNiceLoop, Technique::DiscontinuousNiceLoop, Technique::Aic}
        : std::array<Technique, 3> {
            Technique::GroupedContinuousNiceLoop, Technique::GroupedDiscontinuousNiceLoop, Technique::GroupedAic};
    // The cost grows with the length (chainLengthDifficulty): the longest length some member still costs less at.
    constexpr int kLongest = 500;
    int longest = 0;
    for (int length = 1; length <= kLongest; ++length) {
        bool cheaper = false;
        for (const Technique t : members) {
            Step step;
            step.technique = t;
            step.chainLength = static_cast<std::uint16_t>(length);
            cheaper = cheaper || (m_options.techniques.contains(t) && m_cost(step) < *m_bound);
        }
        if (!cheaper)
            break;
        longest = length;
    }
    if (longest == 0)
        return -1;
    if (longest == kLongest)
        return 0;
    // Without ALS nodes every link weighs 2 and a chain's length is its links (NiceLoopSearch::record): the
    // chain of `longest` links ends at distance 2 * longest. Its tables are breadth first by distance, so a
    // table cut there holds the same entries, in the same order, as the whole table up to there: the search
    // finds the same chains of at most that length, and nothing longer can be taken.
    return 2 * longest;
}

std::optional<Step> ChainContext::shortest(Family family)
{
    bool &asked = m_cache->asked[static_cast<std::size_t>(family)];
    if (asked)
        return std::nullopt;
    asked = true;
    const auto order = techniqueOrder();
    auto rank = [&](Technique t) { return std::find(order.begin(), order.end(), t) - order.begin(); };
    auto shortestOf = [&](const std::vector<Step> &steps) {
        const Step *best = nullptr;
        for (const Step &step : steps) {
            if (!m_options.techniques.contains(step.technique))
                continue;
            if (!best || step.chainLength < best->chainLength
                || (step.chainLength == best->chainLength && rank(step.technique) < rank(best->technique)))
                best = &step;
        }
        return best;
    };
    // Under findStep's bound the rounds without ALS nodes (the loops, the grouped loops' first) search only as far
    // as a chain that costs less reaches (boundCap). When the cut search finds none, the family's step would cost
    // too much, except that the grouped loops go on to their round with ALS nodes only when the first round finds
    // no loop at all: whether it has one is asked of the whole first round, stopping at its first loop.
    const int cap = boundCap(family);
    if (cap < 0)
        return std::nullopt;
    if (cap > 0) {
        std::vector<Step> steps;
        search(family, cap, false, steps);
        if (const Step *best = shortestOf(steps))
            return *best;
        if (family == Family::Loops)
            return std::nullopt;
        steps.clear();
        search(family, 0, false, steps, &m_options.techniques);
        if (shortestOf(steps))
            return std::nullopt;
        if (!m_options.chainAlsNodes)
            return std::nullopt;
        steps.clear();
        search(family, 0, true, steps);
        if (const Step *best = shortestOf(steps))
            return *best;
        return std::nullopt;
    }
    // Each search yields every step of the family it covers with its length, so its shortest is at hand.
    // Rounds: grouped loops first without ALS nodes, then (when the options allow them) with; nets one level
    // after the other. (A search cuts its tables at the length of the shortest step it has found so far.)
    struct Round {
        int cap;
        bool als;
    };
    std::vector<Round> rounds {{0, false}};
    if (family == Family::GroupedLoops && m_options.chainAlsNodes)
        rounds = {{0, false}, {0, true}};
    if (family == Family::ForcingNets) {
        rounds.clear();
        for (int level = 0; level <= m_options.forcingNetLevel; ++level)
            rounds.push_back({level, false});
    }
    std::vector<Step> steps;
    for (std::size_t round = 0; round < rounds.size(); ++round) {
        steps.clear();
        search(family, rounds[round].cap, rounds[round].als, steps);
        if (const Step *best = shortestOf(steps))
            return *best;
    }
    return std::nullopt;
}

bool findChainFamily(ChainContext &context, Technique technique, StepSink &sink)
{
    const ChainContext::Family family = ChainContext::familyOf(technique);
    if (context.firstOnly()) {
        const std::optional<Step> step = context.shortest(family);
        return step && sink.accept(*step);
    }
    std::vector<Step> steps;
    for (const Step &step : context.all(family)) {
        if (step.technique == technique)
            steps.push_back(step);
    }
    bool stopped = false;
    emitSorted(steps, sink, stopped);
    return stopped;
}

bool findXChains(const CandidateGrid &grid, StepSink &sink)
{
    return findSimpleChains(grid, SimpleKind::X, sink);
}

bool findXYChains(const CandidateGrid &grid, StepSink &sink)
{
    return findSimpleChains(grid, SimpleKind::XY, sink);
}

bool findRemotePairs(const CandidateGrid &grid, StepSink &sink)
{
    return findSimpleChains(grid, SimpleKind::RemotePair, sink);
}

// ---------------------------------------------------------------------------------------------------------
// Text

namespace
{

std::string compactCells(const CellSet &cells)
{
    // One row: r1c23; one column: r12c3; otherwise every cell.
    int row = -1;
    int col = -1;
    bool sameRow = true;
    bool sameCol = true;
    for (int c : cells) {
        if (row < 0) {
            row = rowOf(c);
            col = colOf(c);
        }
        sameRow = sameRow && rowOf(c) == row;
        sameCol = sameCol && colOf(c) == col;
    }
    std::string text;
    if (cells.count() > 1 && (sameRow || sameCol)) {
        std::string rows;
        std::string cols;
        for (int c : cells) {
            if (!sameRow)
                rows += static_cast<char>('1' + rowOf(c));
            if (!sameCol)
                cols += static_cast<char>('1' + colOf(c));
        }
        if (sameRow)
            rows = std::string(1, static_cast<char>('1' + row));
        if (sameCol)
            cols = std::string(1, static_cast<char>('1' + col));
        return "r" + rows + "c" + cols;
    }
    for (int c : cells) {
        if (!text.empty())
            text += ",";
        text += cellName(c);
    }
    return text;
}

} // namespace

namespace
{

// The four ways a discontinuous nice loop contradicts its premise in its first cell. The loop itself is drawn on the
// board (and written in notation beside the text: chainNotation), so the words give its length, not its cells.
TextValue discontinuousLoopText(const Step &step)
{
    if (step.nodes.size() < 2)
        return text::verbatim("");
    const ChainNode &first = step.nodes.front();
    const ChainNode &last = step.nodes.back();
    const TextValue a = text::cell(step.keyCells[0]);
    const TextValue x = text::number(first.digit);
    const TextValue y = text::number(last.digit);
    const TextValue links = text::number(static_cast<int>(step.links.size()));
    if (first.on && !last.on && first.digit == last.digit)
        return text::phrase(SUDOKU_TEXT("HintText",
                                "If %1 were %2, a loop of %3 links from it would rule %2 out of it again. So %1 is not "
                                "%2.",
                                ""),
            {a, x, links});
    if (!first.on && last.on && first.digit == last.digit)
        return text::phrase(SUDOKU_TEXT("HintText",
                                "If %1 were not %2, a loop of %3 links from it would put %2 back. So %1 is %2.", ""),
            {a, x, links});
    if (first.on)
        return text::phrase(
            SUDOKU_TEXT(
                "HintText", "If %1 were %2, a loop of %3 links from it would make it %4 as well. So %1 is not %2.", ""),
            {a, x, links, y});
    return text::phrase(SUDOKU_TEXT("HintText",
                            "If %1 were %2, it would not be %3, and then a loop of %4 links from it would rule %2 out "
                            "of it. So %1 is not %2.",
                            ""),
        {a, y, x, links});
}

} // namespace

TextValue chainText(const Step &step)
{
    const auto &k = step.keyCells;
    const TextValue links = text::number(static_cast<int>(step.links.size()));
    switch (step.technique) {
    case Technique::XChain:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "A chain of %2 links on %1, strong and weak in turn, runs from %3 to %4: if %3 is not "
                                "%1, %4 is. One of the two is %1, so no cell that sees both can be %1.",
                                ""),
            {text::digits(removedDigits(step)), links, text::cell(k[0]), text::cell(k[1])});
    case Technique::XYChain:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "A chain of %1 cells with two candidates each runs from %2 to %4, each cell seeing the "
                                "next: if %2 is not %3, each cell forces the next, and %4 is %3. One of the two is %3, "
                                "so no cell that sees both can be %3.",
                                ""),
            {text::number(static_cast<int>(step.nodes.size() / 2)), text::cell(k[0]), text::digits(removedDigits(step)),
                text::cell(k[1])});
    case Technique::RemotePair:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "%1 hold only %2, and each sees the next along a chain, so they alternate between the "
                                "two digits. A cell that sees two of them an odd number of links apart can be neither.",
                                ""),
            {text::cells(step.cells), text::digits(step.digits)});
    case Technique::ContinuousNiceLoop:
    case Technique::GroupedContinuousNiceLoop:
        return text::phrase(SUDOKU_TEXT("HintText",
                                "A loop of %1 links closes on itself: each of its weak links has exactly one true end. "
                                "So the digit of a weak link goes from every cell that sees both its ends, and a cell "
                                "entered and left by strong links keeps only their two digits.",
                                ""),
            {links});
    case Technique::DiscontinuousNiceLoop:
    case Technique::GroupedDiscontinuousNiceLoop:
        return discontinuousLoopText(step);
    default:
        break;
    }
    // An AIC, plain or grouped.
    if (step.nodes.size() < 2)
        return text::verbatim("");
    const TextValue x = text::number(step.nodes.front().digit);
    const TextValue y = text::number(step.nodes.back().digit);
    if (step.nodes.front().digit == step.nodes.back().digit)
        return text::phrase(SUDOKU_TEXT("HintText",
                                "A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is. One of the two is %3, "
                                "so no cell that sees both can be %3.",
                                ""),
            {links, text::cell(k[0]), x, text::cell(k[1])});
    return text::phrase(SUDOKU_TEXT("HintText",
                            "A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is %5. The two cells see each "
                            "other, so %2 cannot be %5 and %4 cannot be %3.",
                            ""),
        {links, text::cell(k[0]), x, text::cell(k[1]), y});
}

} // namespace sudoku::logic

namespace sudoku
{

std::string chainNotation(const Step &step, int branch)
{
    // Eureka notation: (digit)cells, '=' for a strong link, '-' for a weak one; consecutive candidates of one
    // cell merge: (4=5)r1c2.
    std::string text;
    const ChainLink *previous = nullptr;
    auto nodeText = [&](const ChainNode &n) {
        const std::string cells = n.set >= 0 && n.set < static_cast<int>(step.sets.size())
            ? "ALS:" + logic::compactCells(step.sets[n.set])
            : logic::compactCells(n.cells);
        return std::make_pair(std::string(1, static_cast<char>('0' + n.digit)), cells);
    };
    std::string pendingDigits;
    std::string pendingCells;
    auto flush = [&]() {
        if (!pendingCells.empty())
            text += "(" + pendingDigits + ")" + pendingCells;
    };
    for (const ChainLink &link : step.links) {
        if (branch >= 0 && link.branch != branch)
            continue;
        if (!previous || previous->to != link.from) {
            if (previous) {
                flush();
                text += "; ";
            }
            const auto [d, cells] = nodeText(step.nodes[link.from]);
            pendingDigits = d;
            pendingCells = cells;
        }
        const ChainNode &from = step.nodes[link.from];
        const ChainNode &to = step.nodes[link.to];
        const auto [d, cells] = nodeText(to);
        const char symbol = link.strong ? '=' : '-';
        if (from.set < 0 && to.set < 0 && from.cells == to.cells && from.cells.count() == 1) {
            pendingDigits += symbol + d;
        } else {
            flush();
            text += symbol;
            pendingDigits = d;
            pendingCells = cells;
        }
        previous = &link;
    }
    flush();
    return text;
}

} // namespace sudoku
