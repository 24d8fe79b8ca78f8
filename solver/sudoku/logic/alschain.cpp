// SPDX-License-Identifier: GPL-3.0-or-later
// ALS-XY-Chain: almost locked sets A1 -x1- A2 -x2- ... An linked by restricted commons. If A1 is not z, it is
// locked and holds x1 (x1 not z), so A2 lacks x1 and is locked, so it holds x2 (an RC to A3 other than x1),
// A3 lacks x2, ..., and An lacks x(n-1), so An holds z (z not x(n-1)). So A1 or An is z: a cell that sees
// every z of both is not z. Chains have 3 to kMaxLinks RCs (two make an ALS-XZ, three sets with two RCs an
// ALS-XY-Wing); HoDoKu's search for all steps stops at 6 RCs as well. Each set appears once in a chain.
//
// How the search works. A state is (set, a digit it lacks); a source is (set, a digit it holds), the start
// of a chain. From state (i, x) a link i-j with RC digits R leads to (j, y) for every y in R other than x; a
// source (s, x) leads to (j, x) for every link s-j whose RCs hold x. Every source is searched at once,
// breadth first: a bitset per state holds the sources that first reach it at the current depth, so one
// pass over the links per depth (for each state, 64 sources a word) replaces one search per source. At
// depth 3 and more, the sources that reach (e, w) and share with e a digit z (not w, not their own x) that
// some cell sees in both sets each make a chain; its path is read back through the depths. Chains come out
// shortest first, one per set of eliminations.
//
// Step: sets = [A1, ..., An]; digits = the RC digits used; nodes/links: x1 in A1 - x1 in A2 = x2 in A2 - ...
// - x(n-1) in An, and per eliminated z: z in A1 = x1 in A1, x(n-1) in An = z in An.
#include "sudoku/logic/alssteps.h"

namespace sudoku::logic
{

using namespace als;

namespace
{

class AlsChainSearch
{
public:
    static constexpr int kMaxLinks = 6;

    AlsChainSearch(const AlsGraph &als, StepSink &sink)
        : m_als(als)
        , m_sink(sink)
    {
    }

    bool run()
    {
        number();
        if (m_sourceCount == 0)
            return false;
        m_words = (m_sourceCount + 63) / 64;
        buildCompat();
        const std::size_t layer = m_stateCount * m_words;
        m_layers.assign(layer * kMaxLinks, 0);
        m_seen.assign(layer, 0);
        // Depth 1: each source (s, x) reaches (j, x) for every link s-j carrying x.
        for (std::uint32_t q = 0; q < m_sourceCount; ++q) {
            for (const AlsLink &link : m_als.links(m_sourceSet[q])) {
                if (link.digits & digitBit(m_sourceDigit[q]))
                    setBit(bits(1, stateOf(link.to, m_sourceDigit[q])), q);
            }
        }
        std::copy(m_layers.begin(), m_layers.begin() + static_cast<std::ptrdiff_t>(layer), m_seen.begin());
        for (int depth = 2; depth <= kMaxLinks; ++depth) {
            if (!advance(depth))
                break;
            if (depth >= 3 && report(depth))
                return true;
        }
        return false;
    }

private:
    // States and sources, numbered set by set.
    void number()
    {
        const auto n = static_cast<std::size_t>(m_als.size());
        m_linkDigits.assign(n, 0);
        m_stateBase.assign(n + 1, 0);
        m_sourceSet.clear();
        m_sourceDigit.clear();
        m_sourceBase.assign(n, 0);
        m_sourceDigits.assign(n, 0);
        for (std::size_t i = 0; i < n; ++i) {
            for (const AlsLink &link : m_als.links(static_cast<int>(i)))
                m_linkDigits[i] |= link.digits;
            m_stateBase[i + 1] = m_stateBase[i] + static_cast<std::uint32_t>(popcount(m_linkDigits[i]));
        }
        for (std::size_t i = 0; i < n; ++i) {
            // The digits z the set could eliminate with a later set e: a cell of its targets for z sees e's
            // z-cells, and e can lack something other than z.
            const Eliminations &targets = m_als.targets(static_cast<int>(i));
            CandidateMask reach = 0;
            forEachDigit(m_als.set(static_cast<int>(i)).digits, [&](int z) {
                for (int cell : targets[z - 1]) {
                    const auto ends = m_als.setsSeenBy(cell, z);
                    for (auto e = ends.rbegin(); e != ends.rend() && *e > i; ++e) {
                        if (m_linkDigits[*e] & ~digitBit(z)) {
                            reach |= digitBit(z);
                            return;
                        }
                    }
                }
            });
            // A source holds one digit of its links and needs another it could eliminate.
            m_sourceBase[i] = static_cast<std::uint32_t>(m_sourceSet.size());
            forEachDigit(m_linkDigits[i], [&](int x) {
                if (reach & ~digitBit(x)) {
                    m_sourceDigits[i] |= digitBit(x);
                    m_sourceSet.push_back(static_cast<std::uint16_t>(i));
                    m_sourceDigit.push_back(static_cast<std::uint8_t>(x));
                }
            });
        }
        m_stateCount = m_stateBase[n];
        m_sourceCount = static_cast<std::uint32_t>(m_sourceSet.size());
    }

    std::uint32_t stateOf(int set, int digit) const
    {
        const auto i = static_cast<std::size_t>(set);
        return m_stateBase[i]
            + static_cast<std::uint32_t>(popcount(static_cast<CandidateMask>(m_linkDigits[i] & (digitBit(digit) - 1))));
    }

    std::uint32_t sourceOf(int set, int digit) const
    {
        const auto i = static_cast<std::size_t>(set);
        return m_sourceBase[i]
            + static_cast<std::uint32_t>(
                popcount(static_cast<CandidateMask>(m_sourceDigits[i] & (digitBit(digit) - 1))));
    }

    std::uint64_t *bits(int depth, std::uint32_t state)
    {
        return m_layers.data() + (static_cast<std::size_t>(depth - 1) * m_stateCount + state) * m_words;
    }

    static void setBit(std::uint64_t *words, std::uint32_t bit) { words[bit / 64] |= std::uint64_t {1} << (bit % 64); }
    static bool testBit(const std::uint64_t *words, std::uint32_t bit) { return (words[bit / 64] >> (bit % 64)) & 1u; }

    // For every state (e, w): the sources (s, x) that would eliminate something if a chain led from them to
    // it, that is, share with e a digit z other than x and w that some cell sees in both sets. Only starts
    // below their end: a chain read backwards is the same chain.
    void buildCompat()
    {
        // Per (cell, z): the sources (s, x not z) whose targets for z hold the cell.
        constexpr std::size_t kSlots = kCellCount * 9;
        m_slotBits.assign(kSlots * m_words, 0);
        for (std::uint32_t q = 0; q < m_sourceCount; ++q) {
            const Eliminations &targets = m_als.targets(m_sourceSet[q]);
            forEachDigit(
                static_cast<CandidateMask>(m_als.set(m_sourceSet[q]).digits & ~digitBit(m_sourceDigit[q])), [&](int z) {
                    for (int cell : targets[z - 1])
                        setBit(m_slotBits.data() + static_cast<std::size_t>(cell * 9 + z - 1) * m_words, q);
                });
        }
        // Per state (e, w): the union over z of e other than w and the cells of e's targets for z, of the
        // sources of sets below e.
        m_compat.assign(m_stateCount * m_words, 0);
        for (int e = 0; e < m_als.size(); ++e) {
            const std::uint32_t below = m_sourceBase[static_cast<std::size_t>(e)];
            const std::uint32_t full = below / 64;
            const std::uint64_t part = (std::uint64_t {1} << (below % 64)) - 1;
            if (below == 0)
                continue;
            const Eliminations &targets = m_als.targets(e);
            forEachDigit(m_linkDigits[static_cast<std::size_t>(e)], [&](int w) {
                std::uint64_t *out = m_compat.data() + stateOf(e, w) * m_words;
                forEachDigit(static_cast<CandidateMask>(m_als.set(e).digits & ~digitBit(w)), [&](int z) {
                    for (int cell : targets[z - 1]) {
                        const std::uint64_t *in
                            = m_slotBits.data() + static_cast<std::size_t>(cell * 9 + z - 1) * m_words;
                        for (std::uint32_t k = 0; k < full; ++k)
                            out[k] |= in[k];
                        if (part)
                            out[full] |= in[full] & part;
                    }
                });
            });
        }
    }

    // Depth `depth` from depth - 1: for each set, the sources reaching it lacking anything but y move on
    // over every link carrying y. Keeps only first arrivals; false when nothing new arrived.
    bool advance(int depth)
    {
        const auto n = static_cast<std::size_t>(m_als.size());
        m_prefix.resize(10 * m_words);
        m_suffix.resize(10 * m_words);
        for (std::size_t i = 0; i < n; ++i) {
            const int count = popcount(m_linkDigits[i]);
            if (count == 0)
                continue;
            // prefix[k] = OR of the first k states of the set, suffix[k] = OR of states k.. (by digit order).
            const std::uint64_t *first = bits(depth - 1, m_stateBase[i]);
            std::fill(m_prefix.begin(), m_prefix.begin() + m_words, 0);
            for (int k = 0; k < count; ++k) {
                for (std::uint32_t w = 0; w < m_words; ++w)
                    m_prefix[(k + 1) * m_words + w] = m_prefix[k * m_words + w] | first[k * m_words + w];
            }
            bool any = false;
            for (std::uint32_t w = 0; w < m_words; ++w)
                any = any || m_prefix[count * m_words + w];
            if (!any)
                continue;
            std::fill(m_suffix.begin() + count * m_words, m_suffix.begin() + (count + 1) * m_words, 0);
            for (int k = count - 1; k >= 0; --k) {
                for (std::uint32_t w = 0; w < m_words; ++w)
                    m_suffix[k * m_words + w] = m_suffix[(k + 1) * m_words + w] | first[k * m_words + w];
            }
            for (const AlsLink &link : m_als.links(static_cast<int>(i))) {
                forEachDigit(link.digits, [&](int y) {
                    // The sources lacking a digit other than y: all but state y's own (y is a link digit).
                    const int k = popcount(static_cast<CandidateMask>(m_linkDigits[i] & (digitBit(y) - 1)));
                    std::uint64_t *out = bits(depth, stateOf(link.to, y));
                    for (std::uint32_t w = 0; w < m_words; ++w)
                        out[w] |= m_prefix[k * m_words + w] | m_suffix[(k + 1) * m_words + w];
                });
            }
        }
        bool any = false;
        for (std::uint32_t state = 0; state < m_stateCount; ++state) {
            std::uint64_t *now = bits(depth, state);
            std::uint64_t *seen = m_seen.data() + state * m_words;
            for (std::uint32_t w = 0; w < m_words; ++w) {
                now[w] &= ~seen[w];
                seen[w] |= now[w];
                any = any || now[w];
            }
        }
        return any;
    }

    // Reports the chains of `depth` RCs, state by state. True when the sink stops the search.
    bool report(int depth)
    {
        const auto n = static_cast<std::size_t>(m_als.size());
        m_meets.resize(n);
        m_meetsStamp.resize(n, 0);
        for (std::size_t e = 0; e < n; ++e) {
            bool stop = false;
            ++m_stamp; // m_meets for this end, filled on first use per start
            forEachDigit(m_linkDigits[e], [&](int w) {
                if (stop)
                    return;
                const std::uint32_t state = stateOf(static_cast<int>(e), w);
                const std::uint64_t *arrived = bits(depth, state);
                const std::uint64_t *compat = m_compat.data() + state * m_words;
                for (std::uint32_t k = 0; k < m_words && !stop; ++k) {
                    for (std::uint64_t word = arrived[k] & compat[k]; word && !stop; word &= word - 1) {
                        const auto q
                            = static_cast<std::uint32_t>(k * 64 + static_cast<unsigned>(std::countr_zero(word)));
                        stop = chain(q, static_cast<int>(e), w, depth);
                    }
                }
            });
            if (stop)
                return true;
        }
        return false;
    }

    // The chain from source q to state (end, w) at `depth`, if it eliminates something new.
    bool chain(std::uint32_t q, int end, int w, int depth)
    {
        const int start = m_sourceSet[q];
        const int x = m_sourceDigit[q];
        if (end == start)
            return false; // back to the start: a loop, not this technique
        const auto &ts = m_als.targets(start);
        const auto &te = m_als.targets(end);
        // The digits some cell sees in both ends, once per start for this end.
        const auto s = static_cast<std::size_t>(start);
        if (m_meetsStamp[s] != m_stamp) {
            m_meetsStamp[s] = m_stamp;
            m_meets[s] = 0;
            forEachDigit(static_cast<CandidateMask>(m_als.set(start).digits & m_als.set(end).digits), [&](int d) {
                if (ts[d - 1].intersects(te[d - 1]))
                    m_meets[s] |= digitBit(d);
            });
        }
        const CandidateMask hits = m_meets[s] & ~digitBit(x) & ~digitBit(w);
        if (!hits)
            return false;
        Eliminations eliminations {};
        if (!(hits & (hits - 1))) {
            // One digit (most chains): known eliminations are told apart by the digit and the cells alone.
            const int z = lowestDigit(hits);
            const CellSet cells = ts[z - 1] & te[z - 1];
            if (m_freshSingle.contains(z, cells))
                return false;
            if (!traceFrom(q, start, end, w, depth))
                return false;
            m_freshSingle(z, cells);
            eliminations[z - 1] = cells;
            return m_sink.accept(makeStep(eliminations, depth));
        }
        // The eliminations depend on the two ends and these digits only: each combination is tried once (the
        // first time is at the least depth).
        if (!m_tried.insert((static_cast<std::uint64_t>(start) << 32) | (static_cast<std::uint64_t>(end) << 9) | hits))
            return false;
        forEachDigit(hits, [&](int d) { eliminations[d - 1] = ts[d - 1] & te[d - 1]; });
        if (m_fresh.contains(eliminations) || !traceFrom(q, start, end, w, depth))
            return false;
        m_fresh(eliminations);
        return m_sink.accept(makeStep(eliminations, depth));
    }

    // The path of the chain from source q to (end, w) at `depth`; false when it would visit a set twice (such
    // a chain is not reported).
    bool traceFrom(std::uint32_t q, int start, int end, int w, int depth)
    {
        m_length = depth;
        m_path[0] = start;
        m_path[static_cast<std::size_t>(depth)] = end;
        m_rcs[static_cast<std::size_t>(depth) - 1] = w;
        return trace(q, end, w, depth);
    }

    // Fills m_path[1..depth-1] and m_rcs[0..depth-2] back from (set, lacks) at `depth`, each set once.
    bool trace(std::uint32_t q, int set, int lacks, int depth)
    {
        if (depth == 1)
            return lacks == m_sourceDigit[q]; // reached straight from the start over x
        for (const AlsLink &link : m_als.links(set)) {
            const int before = link.to;
            if (!(link.digits & digitBit(lacks)) || before == m_path[0] || onPath(before, depth))
                continue;
            bool found = false;
            forEachDigit(static_cast<CandidateMask>(m_linkDigits[static_cast<std::size_t>(before)] & ~digitBit(lacks)),
                [&](int previous) {
                    if (found || !testBit(bits(depth - 1, stateOf(before, previous)), q))
                        return;
                    m_path[static_cast<std::size_t>(depth) - 1] = before;
                    m_rcs[static_cast<std::size_t>(depth) - 2] = previous;
                    found = trace(q, before, previous, depth - 1);
                });
            if (found)
                return true;
        }
        return false;
    }

    // Whether `set` is already one of the sets after position `depth` on the path being traced.
    bool onPath(int set, int depth) const
    {
        for (int k = depth; k <= m_length; ++k) {
            if (m_path[static_cast<std::size_t>(k)] == set)
                return true;
        }
        return false;
    }

    Step makeStep(const Eliminations &eliminations, int links) const
    {
        Step step;
        step.technique = Technique::AlsXYChain;
        step.eliminations = eliminations;
        // x1 in A1 - x1 in A2 = x2 in A2 - x2 in A3 = ...
        std::uint16_t firstNode = 0;
        std::uint16_t previous = 0;
        for (int i = 0; i <= links; ++i) {
            const Als &set = m_als.set(m_path[static_cast<std::size_t>(i)]);
            addSet(step, set);
            if (i == links)
                break;
            const int rc = m_rcs[static_cast<std::size_t>(i)];
            step.digits |= digitBit(rc);
            const Als &next = m_als.set(m_path[static_cast<std::size_t>(i) + 1]);
            const std::uint16_t here = addNode(step, set.digitCells[rc - 1], rc, true, i);
            if (i == 0)
                firstNode = here;
            else
                addLink(step, previous, here, true);
            previous = addNode(step, next.digitCells[rc - 1], rc, false, i + 1);
            addLink(step, here, previous, false);
        }
        addEndNodes(step, m_als.set(m_path[0]), 0, firstNode, m_als.set(m_path[static_cast<std::size_t>(links)]), links,
            previous);
        return step;
    }

    const AlsGraph &m_als;
    StepSink &m_sink;

    std::vector<CandidateMask> m_linkDigits; // per set: the digits of its RCs (the digits it can lack)
    std::vector<std::uint32_t> m_stateBase; // per set: its first state; one entry more
    std::uint32_t m_stateCount = 0;
    std::vector<std::uint32_t> m_sourceBase; // per set: its first source
    std::vector<CandidateMask> m_sourceDigits; // per set: the digits it can start a chain holding
    std::vector<std::uint16_t> m_sourceSet; // per source
    std::vector<std::uint8_t> m_sourceDigit; // per source
    std::uint32_t m_sourceCount = 0;
    std::uint32_t m_words = 0; // 64-bit words per bitset of sources

    std::vector<std::uint64_t> m_layers; // [depth - 1][state]: the sources first arriving there at that depth
    std::vector<std::uint64_t> m_seen; // [state]: every source arrived so far
    std::vector<std::uint64_t> m_compat; // [state]: the sources a chain ending there eliminates with
    std::vector<std::uint64_t> m_prefix;
    std::vector<std::uint64_t> m_suffix;
    std::vector<std::uint64_t> m_slotBits; // [cell * 9 + z - 1]: scratch for m_compat

    std::array<int, kMaxLinks + 1> m_path {};
    std::array<int, kMaxLinks> m_rcs {};
    int m_length = 0;
    std::vector<CandidateMask> m_meets; // per start, for the end being reported: the digits both can eliminate
    std::vector<std::uint32_t> m_meetsStamp; // m_meets[s] is valid when equal to m_stamp
    std::uint32_t m_stamp = 0;
    KeySet m_tried; // (start, end, digits) combinations already tried, for two digits or more
    Fresh m_fresh;
    FreshSingle m_freshSingle;
};

} // namespace

bool findAlsXYChains(const AlsGraph &als, StepSink &sink)
{
    return AlsChainSearch(als, sink).run();
}

} // namespace sudoku::logic
