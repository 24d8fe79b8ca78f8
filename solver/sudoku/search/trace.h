// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A search recorded as a compact trace, and the board rebuilt at any step of it.
//
// The visualization is a replay, not a slowed-down live search: a TraceRecorder is attached to a solve as its
// SearchObserver and packs every event into 16 bits at full speed; the viewer plays the Trace back.
//
//   bit  15 14 13 | 12 11 10  9  8  7  6 |  5  4  3  2 |  1  |  0
//        kind     | cell (0..80)         | digit (1-9) |guess|  -      Place, Force, Unplace
//        kind     | column (0..511)               | size (0..15)        ChooseColumn (DLX)
//        6        | column - 512 (512..1023)      | size (0..15)        ChooseColumn of a larger matrix
//        kind     | constraint (0..8191)                                DeadEnd: what has no option left
//        kind     | 0                                                   Solution
//
// The classic matrix has 324 columns; a variant's (a killer's cages, search/dlxrules.h) can have more, up to
// 1023 in a trace: a column beyond that is recorded as kUnknownConstraint's dead end would be, as unknown.
//
// A DeadEnd's constraint uses the DLX column numbering for every solver (searchobserver.h): a cell with no
// digit left, a row, column or box with no place for a digit, or (dfs) a band or stack where a digit has no
// place.
//
// `guess` on an Unplace says that the digit taken away had been placed by a guess (Place) rather than forced,
// which keeps stepping backwards exact without looking further back.
//
// Events arrive in chunks (kChunkEvents events). Each chunk carries a snapshot of the replay state every
// kSnapshotInterval events, so the state after any step is rebuilt by replaying fewer than kSnapshotInterval
// events from the nearest snapshot: scrubbing and stepping back cost microseconds. It also carries the
// lowest and highest search depth of every block of kDepthSampleInterval events: the depth chart draws the
// shape of a search of any length from them, and the search tree is found by skipping the blocks that
// never come back up to the level looked for. Memory is bounded by a cap
// on the number of events; when it is reached the recorder stops the search and marks the trace truncated.

#include "sudoku/grid/board.h"
#include "sudoku/search/searchobserver.h"

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace sudoku
{

using PackedEvent = std::uint16_t;

struct TraceEvent {
    SearchEventKind kind = SearchEventKind::Place;
    std::uint8_t cell = 0;
    std::uint8_t digit = 0;
    bool guess = false; // Unplace only: the digit removed was a guess
    std::uint16_t column = 0; // ChooseColumn: the column; DeadEnd: the constraint without options
    std::uint8_t size = 0; // ChooseColumn only: rows left in the column

    friend bool operator==(const TraceEvent &, const TraceEvent &) = default;
};

PackedEvent packEvent(const TraceEvent &event);
TraceEvent unpackEvent(PackedEvent packed);

// The counters a viewer shows, as they stand after `step` events.
struct TraceCounters {
    std::uint64_t step = 0; // events replayed
    std::uint64_t nodes = 0; // Place + Force events (= SolveStats::nodes)
    std::uint64_t guesses = 0; // Place events (= SolveStats::guesses)
    std::uint64_t backtracks = 0; // DeadEnd events
    std::uint64_t solutions = 0; // Solution events
    std::uint32_t depth = 0; // guesses on the current path
    std::uint32_t maxDepth = 0; // deepest depth so far

    friend bool operator==(const TraceCounters &, const TraceCounters &) = default;
};

// The board and counters after some number of events.
struct TraceState {
    Grid grid {}; // givens and every digit the search has on the board
    std::bitset<kCellCount> guessed; // cells whose digit was placed by a guess
    TraceCounters counters;
    std::uint16_t lastColumn = 0; // the last DLX column chosen, if any
    std::uint8_t lastColumnSize = 0;

    static TraceState start(const Board &puzzle);
    void apply(const TraceEvent &event);
    void apply(PackedEvent event); // the same, straight from the packed form

    friend bool operator==(const TraceState &, const TraceState &) = default;
};

struct TraceChunk {
    static constexpr std::size_t kChunkEvents = 1 << 16;
    static constexpr std::size_t kSnapshotInterval = 1 << 12;
    static constexpr std::size_t kDepthSampleInterval = 1 << 6;

    std::uint64_t firstStep = 0; // index of events[0] in the whole trace
    std::vector<PackedEvent> events;
    std::vector<TraceState> snapshots; // snapshots[i] = state before events[i * kSnapshotInterval]
    // Block i = events[i * kDepthSampleInterval ...] (the last block may be shorter): the lowest and the
    // highest depth the search is at in it, the depth before its first event included.
    std::vector<std::uint8_t> depthLow;
    std::vector<std::uint8_t> depthHigh;
    std::vector<std::uint8_t> depthEnd; // the depth after the block's last event
    std::array<std::uint32_t, 8> kindCounts {}; // events of each packed kind in this chunk (6: ChooseColumn beyond 511)
};

// Records a search. Attach as SolveOptions::observer; call finish() after the solve returns.
class TraceRecorder final : public SearchObserver
{
public:
    static constexpr std::uint64_t kDefaultMaxEvents = 20'000'000;

    using ChunkSink = std::function<void(std::shared_ptr<const TraceChunk>)>;

    // `sink` receives every completed chunk on the recording thread. When `maxEvents` is reached the recorder
    // requests a stop through `stopWhenFull` (the source whose token the solve runs with) and drops the rest.
    TraceRecorder(const Board &puzzle, ChunkSink sink, std::stop_source stopWhenFull = {},
        std::uint64_t maxEvents = kDefaultMaxEvents);

    void onEvent(const SearchEvent &event) override;
    // Hands over the last, partial chunk.
    void finish();

    std::uint64_t eventCount() const;
    bool truncated() const { return m_truncated; }

private:
    [[gnu::cold]] bool makeRoom(); // flushes a full chunk and starts the next; false at the cap
    [[gnu::cold]] void startChunk();
    [[gnu::cold]] void flush();
    [[gnu::cold]] void truncate();

    ChunkSink m_sink;
    std::stop_source m_stopWhenFull;
    std::uint64_t m_maxEvents;
    std::uint64_t m_count = 0; // events handed over in completed chunks
    bool m_truncated = false;
    // The hot path only packs and stores; snapshots, depth samples and counts are derived per chunk at flush
    // time by replaying it from m_state, the state at the chunk's start.
    TraceState m_state;
    std::array<bool, kCellCount> m_guessed {}; // cells whose current digit was a guess, for Unplace's bit
    std::shared_ptr<TraceChunk> m_chunk;
    PackedEvent *m_cursor = nullptr;
    PackedEvent *m_end = nullptr;
};

// A recorded trace being played back. Chunks are appended as the recorder produces them (possibly while the
// search is still running); everything recorded so far can be read.
class Trace
{
public:
    explicit Trace(const Board &puzzle);

    void append(std::shared_ptr<const TraceChunk> chunk);
    void setFinished(bool truncated) { m_finished = true, m_truncated = truncated; }

    const Board &puzzle() const { return m_puzzle; }
    std::uint64_t size() const { return m_size; }
    bool finished() const { return m_finished; }
    bool truncated() const { return m_truncated; }

    TraceEvent event(std::uint64_t index) const;
    // The state after the first `step` events (0 = the puzzle, size() = the end).
    TraceState stateAt(std::uint64_t step) const;
    // The first step >= `from` whose event is of `kind`.
    std::optional<std::uint64_t> findNext(std::uint64_t from, SearchEventKind kind) const;
    // The last step < `before` whose event is of `kind`.
    std::optional<std::uint64_t> findPrevious(std::uint64_t before, SearchEventKind kind) const;
    // Place + Force events before `step` (the nodes counter of stateAt(step), without the board).
    std::uint64_t nodesAt(std::uint64_t step) const;
    // Block i of kDepthSampleInterval events over the whole trace: lowest and highest depth (see TraceChunk).
    std::uint8_t blockLow(std::uint64_t block) const;
    std::uint8_t blockHigh(std::uint64_t block) const;
    std::uint8_t blockEnd(std::uint64_t block) const;
    // The first step at which the nodes counter reaches `nodes` (size() when it never does).
    std::uint64_t stepAtNodes(std::uint64_t nodes) const;
    std::uint64_t blockCount() const;

private:
    const TraceChunk &chunkOf(std::uint64_t index) const;

    Board m_puzzle;
    std::vector<std::shared_ptr<const TraceChunk>> m_chunks;
    std::uint64_t m_size = 0;
    bool m_finished = false;
    bool m_truncated = false;
};

// What a constraint number of searchobserver.h names, under `rules` (classic rules: the DLX's 324 columns, whose
// house order is that of the rules' rows, columns and boxes, then the dfs's bands and stacks).
struct ConstraintInfo {
    enum class Kind : std::uint8_t { Cell, HouseDigit, CageDigit, CageSum, BandDigit, StackDigit, Unknown };
    Kind kind = Kind::Unknown;
    int index = 0; // the cell; the house (the rules' numbering); the cage; the band or stack (0..2)
    int digit = 0; // 1..9 for the digit kinds
};
ConstraintInfo decodeConstraint(int constraint, const Rules &rules);
// The number of exact-cover columns of the rules: 81 cells, nine per house, ten per cage.
int constraintCount(const Rules &rules);

// One line of `sudoku-cli trace`: "place r1c3=4", "force r2c5=7", "unplace r1c3=4", "dead-end r5c2",
// "dead-end row 5 #3 (column 120)", "solution", "column 245 size 2". See describeColumn in dlxsolver.h for what a
// column number means.
// `rules`: the puzzle's, when they are not classic (the numbering of searchobserver.h then follows them).
std::string describeEvent(const TraceEvent &event, const Rules *rules = nullptr);
// What a DeadEnd's constraint names: "r5c2" (the cell has no digit left), "row 5 #3", "column 2 #7", "box 4 #1"
// (the house has no place for the digit), "band 2 #6", "stack 1 #4" (dfs), "unknown"; under other rules also
// "the main diagonal #4", "region 3 #2", "window 1 #9", "cage 7 #5" (the cage has no place for the digit, or
// every combination of its sum left it out), "cage 7 sum" (no combination of its sum fits).
std::string describeConstraint(int constraint, const Rules *rules = nullptr);

} // namespace sudoku
