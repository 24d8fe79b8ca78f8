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

#include "sudoku/logic/alsgraph.h"
#include "sudoku/logic/finders.h"

#include <memory>
#include <optional>
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

    // Candidate nodes always; group nodes and ALS nodes on request (ALS of up to `maxAlsCells` cells; HoDoKu
    // takes them all, up to eight).
    void build(const CandidateGrid &grid, bool groups, bool als, int maxAlsCells = 8);
    // The graph build(grid, groups, als, maxAlsCells) makes, from `base`, a graph of the same grid without ALS
    // nodes (and with group nodes only if `groups`): its nodes and edges are copied, not found again, and the
    // rest added in build's order, so every literal's edges come out the same, in the same order.
    void extend(const InferenceGraph &base, bool groups, bool als, int maxAlsCells = 8);

    const CandidateGrid &grid() const { return *m_grid; }
    int nodeCount() const { return static_cast<int>(m_nodes.size()); }
    int literalCount() const { return 2 * nodeCount(); }
    const GraphNode &node(int n) const { return m_nodes[n]; }
    std::span<const GraphEdge> edges(int literal) const
    {
        return {m_edges.data() + m_offsets[literal], m_edges.data() + m_offsets[literal + 1]};
    }
    const std::vector<ChainAls> &alses() const { return m_alses; }
    // Every edge weighs 2 (a link): true for a graph without ALS nodes, whose implications alone weigh more.
    bool uniformWeights() const { return !m_als; }

private:
    void finish(bool groups, bool als, int maxAlsCells);
    void addEdge(int from, int to, int weight = 2);
    void addCandidateEdges();
    void addGroupNodes();
    void addAlsNodes(int maxAlsCells);
    int alsNode(int als, int digit);

    const CandidateGrid *m_grid = nullptr;
    bool m_groups = false; // group nodes added
    bool m_als = false; // ALS nodes added
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
    std::vector<std::uint32_t> m_alsFirst; // per candidate node: where its ALS start in m_alsByFirst
    std::vector<std::int32_t> m_alsByFirst; // the ALS whose first cell with a digit is that candidate
};

// Everything implied by one premise literal, breadth first (HoDoKu's "table" for the premise): entries in the
// order they were found, each with the entry it was reached from and its distance (the sum of the edge
// weights: two per link, plus ALS penalties). A table holds at most kCapacity entries, as HoDoKu's do.
class ImplicationTable
{
public:
    static constexpr int kCapacity = 1000;

    explicit ImplicationTable(int literalCount);
    // `cap` > 0: nothing farther than that distance is entered (a breadth-first table cut short; with ALS
    // penalties an entry may then come in later than it would in the whole table).
    void run(const InferenceGraph &graph, int premise, int cap = 0);

    int size() const { return m_size; }
    int literal(int i) const { return m_literal[i]; }
    int distance(int i) const { return m_distance[i]; }
    int parent(int i) const { return m_parent[i]; }
    // The entry of `literal`, or -1.
    int indexOf(int literal) const
    {
        const std::uint32_t slot = m_slot[literal];
        return (slot >> kIndexBits) == m_epoch ? static_cast<int>(slot & kIndexMask) : -1;
    }
    // The literals from the premise to entry i.
    void path(int i, std::vector<int> &out) const;

private:
    // Per literal, the run it was entered in (high bits) and its entry (low bits): one load tells both.
    static constexpr int kIndexBits = 10;
    static constexpr std::uint32_t kIndexMask = (1u << kIndexBits) - 1;
    static_assert(kCapacity <= (1 << kIndexBits));

    void add(int literal, int parent, int distance)
    {
        m_literal[m_size] = static_cast<std::uint16_t>(literal);
        m_parent[m_size] = static_cast<std::int16_t>(parent);
        m_distance[m_size] = static_cast<std::uint16_t>(distance);
        m_slot[literal] = (m_epoch << kIndexBits) | static_cast<std::uint32_t>(m_size);
        ++m_size;
    }

    int m_size = 0;
    std::uint32_t m_epoch = 0;
    // An entry's parent is the premise (0) for the premise's direct implications, a later entry for the
    // others (HoDoKu's "expanded" entries, the only ones a shorter path may re-route).
    std::array<std::uint16_t, kCapacity> m_literal {};
    std::array<std::int16_t, kCapacity> m_parent {};
    std::array<std::uint16_t, kCapacity> m_distance {};
    std::vector<std::uint32_t> m_slot;
};

// What one premise implies, as bitboards per digit (on: placed, off: removed).
struct Outcome {
    std::array<CellSet, 9> on {};
    std::array<CellSet, 9> off {};
    bool contains(int literal) const
    {
        const int node = InferenceGraph::nodeOf(literal);
        const auto &sets = InferenceGraph::isOn(literal) ? on : off;
        return sets[node % 9].contains(node / 9);
    }
};

// The forcing searches' record of every premise (each candidate true, each candidate false): what it
// implies, whether it contradicts itself, and how far each candidate literal lies from it (one byte,
// 255: not implied). Indexed densely over the position's candidates; one store serves every forcing search
// of a context, so its memory is taken once.
class PremiseStore
{
public:
    void reset(const CandidateGrid &grid);
    int count() const { return 2 * m_candidates; }
    // 0 .. count()-1 for a candidate literal of the position, -1 otherwise.
    int slot(int literal) const
    {
        const int k = m_index[InferenceGraph::nodeOf(literal)];
        return k < 0 ? -1 : 2 * k + (InferenceGraph::isOn(literal) ? 1 : 0);
    }
    Outcome &outcome(int premise) { return m_outcomes[slot(premise)]; }
    const Outcome &outcome(int premise) const { return m_outcomes[slot(premise)]; }
    bool broken(int premise) const { return m_broken[slot(premise)] != 0; }
    void setBroken(int premise, bool broken) { m_broken[slot(premise)] = broken ? 1 : 0; }
    // The premise's distances, by slot of the target; cleared to 255.
    std::uint8_t *clearedRow(int premise);
    int distance(int premise, int target) const
    {
        const int t = slot(target);
        return t < 0 ? 255 : m_distances[static_cast<std::size_t>(slot(premise)) * count() + t];
    }

private:
    int m_candidates = 0;
    std::array<std::int16_t, InferenceGraph::kCandidateNodes> m_index {};
    std::vector<Outcome> m_outcomes;
    std::vector<std::uint8_t> m_broken;
    std::vector<std::uint8_t> m_distances;
};

// The chain techniques share their expensive part (the graph and the tables) within one findStep or
// findAllSteps call: runFinder hands every chain finder the same context, which computes each thing once,
// when it is first needed.
//
// Families: nice loops and AICs (continuous, discontinuous, AIC), the grouped ones, forcing chains
// (contradiction, verity) and forcing nets are searched as families. For findAllSteps every member is
// searched in full. For findStep (`firstOnly`) a family is searched once and gives its shortest step among
// the enabled members (the earliest in the search order on a tie); the family's other members add nothing
// more. To get there fast, a search cuts its tables at the length of the best step found so far (and, under
// findStep's bound, at the longest loop that could cost less than the cheapest step of another family); where the
// options allow ALS nodes (not the one policy's), grouped loops are tried without them before with them (an ALS
// is the harder idea, and the graph with ALS nodes is several times larger) and then only with ALS of up to three
// cells; the forcing chains reuse the tables of the grouped loops (same graph: group nodes, no ALS nodes).
class ChainContext
{
public:
    enum class Family { Loops, GroupedLoops, ForcingChains, ForcingNets };

    ChainContext(const CandidateGrid &grid, const LogicOptions &options, bool firstOnly);
    ~ChainContext();
    ChainContext(const ChainContext &) = delete;
    ChainContext &operator=(const ChainContext &) = delete;

    const CandidateGrid &grid() const { return m_grid; }
    const LogicOptions &options() const { return m_options; }
    bool firstOnly() const { return m_firstOnly; }
    // The graph with group nodes and ALS nodes or not, built once.
    const InferenceGraph &graph(bool groups, bool als);

    // Every step of the family (findAllSteps): computed once.
    const std::vector<Step> &all(Family family);
    // The family's shortest step among the enabled members, once per context (findStep): nullopt when
    // none, or when it was asked before.
    std::optional<Step> shortest(Family family);
    // findStep's bound (findCheapestStep sets it before each finder): a step is taken only when its `cost` is below
    // `bound`, the cheapest found so far (nullopt: none yet). shortest() then cuts the tables of the loops, grouped
    // and not, at the longest chain that could still cost less, and returns nullopt when the family's shortest step
    // would not (findCheapestStep would not take it either): the same step is taken, found sooner.
    void setBound(std::optional<double> bound, double (*cost)(const Step &));

    static Family familyOf(Technique technique);

private:
    // Runs the family's search with tables cut at `cap` (HoDoKu distance; 0 = no cut) into `out`; the
    // grouped loops with ALS nodes or without.
    // `stopOn`: the search ends at its first step of one of these techniques (whether the family has one).
    void search(Family family, int cap, bool als, std::vector<Step> &out, const TechniqueSet *stopOn = nullptr);
    // The table distance of the longest chain of `family` that costs less than the bound; 0 without a bound,
    // -1 when no chain can.
    int boundCap(Family family) const;

    const CandidateGrid &m_grid;
    const LogicOptions &m_options;
    bool m_firstOnly;
    std::optional<double> m_bound;
    double (*m_cost)(const Step &) = nullptr;
    struct Cache;
    std::unique_ptr<Cache> m_cache;
};

bool findXChains(const CandidateGrid &grid, StepSink &sink);
bool findXYChains(const CandidateGrid &grid, StepSink &sink);
bool findRemotePairs(const CandidateGrid &grid, StepSink &sink);
// Nice loops, AICs, forcing chains and nets: the family of `technique`, through the context.
bool findChainFamily(ChainContext &context, Technique technique, StepSink &sink);

// The searches behind the families (forcing.cpp holds the forcing ones). `cap` cuts the tables at that
// HoDoKu distance (0: none); forcing nets are searched level by level from `fromLevel` and stop at the
// first level with a conclusion.
// `shortestOnly`: only the shortest matter (findStep); longer loops may be left out. `record`: when given,
// what every premise implies is kept there too (the forcing chains use the same tables). `stopOn`: when given,
// the search ends at its first step of one of these techniques.
void searchNiceLoops(const InferenceGraph &graph, bool grouped, int cap, bool shortestOnly, PremiseStore *record,
    std::vector<Step> &out, const TechniqueSet *stopOn = nullptr);
// `firstOnly`: only the cheapest conclusion becomes a Step. `recorded`: the store already holds the whole
// table of every premise over this graph (a grouped loop search recorded them), so none is run again.
void searchForcingChains(
    const InferenceGraph &graph, int cap, bool firstOnly, PremiseStore &store, bool recorded, std::vector<Step> &out);
// Keeps what the table's premise implies in the store: its outcome and how far each candidate literal lies.
void recordOutcome(const ImplicationTable &table, PremiseStore &store);
void searchForcingNets(
    const CandidateGrid &grid, int fromLevel, int toLevel, bool firstOnly, PremiseStore &store, std::vector<Step> &out);

} // namespace sudoku::logic
