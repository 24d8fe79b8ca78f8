// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The inference graph behind every chain technique, and the tables searched over it.
//
// Literals: a node of the graph is one candidate (cell, digit), a group node (the two or three candidates of a
// digit inside one box/line segment) or an ALS node (an almost locked set that loses one of its digits); a
// literal is a node with a truth value, `node * 2 + on`. An edge A -> B is a direct implication: "if A then B".
//
//   candidate on  -> the cell's other candidates off, the digit's other candidates in the cell's houses off
//                    (weak links), group nodes the cell sees off, ALS nodes it enters
//   candidate off -> the other candidate of a bivalue cell on, the other candidate of a bilocal house on
//                    (strong links), the group node that is the only other place in a house on
//   group on/off  -> the same, for the group as a whole (HoDoKu's grouped links)
//   ALS node      -> the locked set's eliminations off, a cell it leaves with one candidate on
//
// Every edge list keeps the order in which HoDoKu's TablingSolver records the same implications, so that a
// breadth-first table built here finds the chains HoDoKu finds (its regression library depends on which of
// several equally short chains is reported).
//
// Layout: nodes live in one vector (the 729 candidate nodes first, at cell * 9 + digit - 1, then groups, then
// ALS nodes); the edges of all literals are one array in compressed rows (offsets per literal). Building the
// graph allocates its vectors once; the searches over it allocate nothing.

#include "logicfinders.h"
#include "sudoku/als.h"

#include <memory>
#include <span>
#include <string>
#include <vector>

namespace sudoku::logic
{

enum class NodeKind : std::uint8_t { Candidate, Group, Als };

struct GraphNode {
    CellSet cells; // the node's cells (for an ALS node: the ALS cells holding its digit)
    CellSet buddies; // the cells that see every cell of the node holding its digit
    std::uint8_t digit = 0;
    NodeKind kind = NodeKind::Candidate;
    std::int8_t first = -1; // the node's first cell (an ALS node: the first ALS cell holding its digit)
    std::int8_t line = -1; // group node: its row or column house (0..17)
    std::int8_t box = -1; // group node: its box 0..8
    std::int16_t als = -1; // ALS node: the index of its ALS in InferenceGraph::alses()
};

struct GraphEdge {
    std::uint16_t to = 0; // the implied literal
    // HoDoKu's distance of the implication: 2 for a link (its tables count a premise 1 and its direct
    // implications 2), plus the ALS's chain penalty for what an ALS node implies (and 1 more when it places).
    std::uint8_t weight = 2;
};

// An almost locked set: n cells holding n + 1 digits.
struct ChainAls {
    CellSet cells;
    std::uint16_t digits = 0;
    std::array<CellSet, 9> cellsWith {}; // the ALS cells holding each digit
    std::array<CellSet, 9> buddies {}; // the cells outside the ALS holding digit d that see all of cellsWith[d]
    int penalty = 0; // HoDoKu's chain penalty for an ALS of this many digits
};

class InferenceGraph
{
public:
    static constexpr int kCandidateNodes = 729;
    static constexpr int candidateNode(int cell, int digit) { return cell * 9 + digit - 1; }
    static constexpr int literal(int node, bool on) { return node * 2 + (on ? 1 : 0); }
    static constexpr int nodeOf(int literal) { return literal >> 1; }
    static constexpr bool isOn(int literal) { return (literal & 1) != 0; }

    // Candidate nodes always; group nodes and ALS nodes on request.
    void build(const CandidateGrid &grid, bool groups, bool als);

    const CandidateGrid &grid() const { return *m_grid; }
    int nodeCount() const { return static_cast<int>(m_nodes.size()); }
    int literalCount() const { return 2 * nodeCount(); }
    const GraphNode &node(int n) const { return m_nodes[n]; }
    std::span<const GraphEdge> edges(int literal) const
    {
        return {m_edges.data() + m_offsets[literal], m_edges.data() + m_offsets[literal + 1]};
    }
    const std::vector<ChainAls> &alses() const { return m_alses; }

private:
    void addEdge(int from, int to, int weight = 2);
    void addCandidateEdges();
    void addGroupNodes();
    void addAlsNodes();
    int alsNode(int als, int digit);

    const CandidateGrid *m_grid = nullptr;
    std::vector<GraphNode> m_nodes;
    struct PendingEdge {
        std::uint16_t from;
        GraphEdge edge;
    };
    std::vector<PendingEdge> m_pending;
    std::vector<std::uint32_t> m_offsets;
    std::vector<GraphEdge> m_edges;
    std::vector<ChainAls> m_alses;
    std::vector<Als> m_alsScratch;
    std::vector<std::int32_t> m_alsNodeOf; // als * 9 + digit - 1 -> node, or -1
};

// Everything implied by one premise literal, breadth first (HoDoKu's "table" for the premise): entries in the
// order they were found, each with the entry it was reached from and its distance (the sum of the edge
// weights: two per link, plus ALS penalties). A table holds at most kCapacity entries, as HoDoKu's do.
class ImplicationTable
{
public:
    static constexpr int kCapacity = 1000;

    explicit ImplicationTable(int literalCount);
    void run(const InferenceGraph &graph, int premise);

    int size() const { return m_size; }
    int literal(int i) const { return m_literal[i]; }
    int distance(int i) const { return m_distance[i]; }
    int parent(int i) const { return m_parent[i]; }
    // The entry of `literal`, or -1.
    int indexOf(int literal) const { return m_stamp[literal] == m_epoch ? m_index[literal] : -1; }
    // The literals from the premise to entry i.
    void path(int i, std::vector<int> &out) const;

private:
    void add(int literal, int parent, int distance, bool expanded);

    int m_size = 0;
    std::uint32_t m_epoch = 0;
    std::array<std::uint16_t, kCapacity> m_literal {};
    std::array<std::int16_t, kCapacity> m_parent {};
    std::array<std::uint16_t, kCapacity> m_distance {};
    std::array<bool, kCapacity> m_expanded {};
    std::vector<std::uint32_t> m_stamp;
    std::vector<std::uint16_t> m_index;
};

// The chain techniques share their expensive part (the graph and the tables) within one findStep or
// findAllSteps call: runFinder hands every chain finder the same context, which computes each thing once,
// when it is first needed.
class ChainContext
{
public:
    ChainContext(const CandidateGrid &grid, const LogicOptions &options);
    ~ChainContext();
    ChainContext(const ChainContext &) = delete;
    ChainContext &operator=(const ChainContext &) = delete;

    const CandidateGrid &grid() const { return m_grid; }
    const LogicOptions &options() const { return m_options; }
    // Nice loops and AICs (grouped: with group nodes, and ALS nodes when the options allow them), as HoDoKu's
    // TablingSolver reports them: one per set of eliminations, easiest first.
    const std::vector<Step> &niceLoops(bool grouped);
    const InferenceGraph &graph(bool grouped);

private:
    const CandidateGrid &m_grid;
    const LogicOptions &m_options;
    struct Cache;
    std::unique_ptr<Cache> m_cache;
};

bool findXChains(const CandidateGrid &grid, StepSink &sink);
bool findXYChains(const CandidateGrid &grid, StepSink &sink);
bool findRemotePairs(const CandidateGrid &grid, StepSink &sink);
// Continuous / discontinuous nice loops and AICs, plain or grouped (which one: `technique`).
bool findNiceLoops(ChainContext &context, Technique technique, StepSink &sink);

} // namespace sudoku::logic
