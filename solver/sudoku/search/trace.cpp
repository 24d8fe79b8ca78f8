// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/search/trace.h"

#include <algorithm>

namespace sudoku
{

namespace
{

constexpr int kKindShift = 13;
constexpr unsigned kChooseColumnHigh = 6; // a ChooseColumn of column 512..1023 (trace.h)

// The bits below the kind of a ChooseColumn (of column < 1024) or a DeadEnd.
unsigned columnBits(const SearchEventKind kind, unsigned column, unsigned size)
{
    if (kind == SearchEventKind::DeadEnd)
        return std::min(column, 8191u);
    return (column & 0x1FFu) << 4 | std::min(size, 15u);
}

// The kind field of a ChooseColumn of `column`.
unsigned chooseKind(unsigned column)
{
    return column >= 512 ? kChooseColumnHigh : static_cast<unsigned>(SearchEventKind::ChooseColumn);
}

// The column of a packed ChooseColumn (either kind).
std::uint16_t packedColumn(unsigned kind, unsigned event)
{
    return static_cast<std::uint16_t>((event >> 4 & 0x1FFu) + (kind == kChooseColumnHigh ? 512u : 0u));
}

bool isPlacement(SearchEventKind kind)
{
    return kind == SearchEventKind::Place || kind == SearchEventKind::Force || kind == SearchEventKind::Unplace;
}

} // namespace

PackedEvent packEvent(const TraceEvent &event)
{
    unsigned bits = static_cast<unsigned>(event.kind) << kKindShift;
    if (isPlacement(event.kind)) {
        bits |= (event.cell & 0x7Fu) << 6 | (event.digit & 0xFu) << 2 | (event.guess ? 2u : 0u);
    } else if (event.kind == SearchEventKind::ChooseColumn) {
        const unsigned column = event.column < 1024 ? event.column : kUnknownConstraint & 0x3FFu;
        bits = chooseKind(column) << kKindShift | columnBits(event.kind, column, event.size);
    } else if (event.kind == SearchEventKind::DeadEnd) {
        bits |= columnBits(event.kind, event.column, 0);
    }
    return static_cast<PackedEvent>(bits);
}

TraceEvent unpackEvent(PackedEvent packed)
{
    TraceEvent event;
    const unsigned kind = packed >> kKindShift;
    event.kind = kind == kChooseColumnHigh ? SearchEventKind::ChooseColumn : static_cast<SearchEventKind>(kind);
    if (isPlacement(event.kind)) {
        event.cell = static_cast<std::uint8_t>(packed >> 6 & 0x7Fu);
        event.digit = static_cast<std::uint8_t>(packed >> 2 & 0xFu);
        event.guess = (packed & 2u) != 0;
    } else if (event.kind == SearchEventKind::ChooseColumn) {
        event.column = packedColumn(kind, packed);
        event.size = static_cast<std::uint8_t>(packed & 0xFu);
    } else if (event.kind == SearchEventKind::DeadEnd) {
        event.column = static_cast<std::uint16_t>(packed & 0x1FFFu);
    }
    return event;
}

TraceState TraceState::start(const Board &puzzle)
{
    TraceState state;
    state.grid = puzzle.givens();
    return state;
}

void TraceState::apply(const TraceEvent &event)
{
    apply(packEvent(event));
}

namespace
{

// The replay step of TraceState::apply (the recorder's per-chunk replay in flush() is the same, taken apart).
//
// Place, Force, Unplace and DeadEnd come in no order a branch predictor could learn, so they share one path
// without branches on the kind: each counter adds a 0 or a 1, and the cell write goes to a scratch byte for
// a DeadEnd (whose cell bits hold its constraint).
[[gnu::always_inline]] inline void applyPacked(TraceState &state, TraceCounters &counters, PackedEvent event)
{
    ++counters.step;
    const unsigned kind = event >> kKindShift;
    if (kind > static_cast<unsigned>(SearchEventKind::DeadEnd)) [[unlikely]] {
        if (kind == static_cast<unsigned>(SearchEventKind::Solution)) {
            ++counters.solutions;
        } else {
            state.lastColumn = packedColumn(kind, event);
            state.lastColumnSize = static_cast<std::uint8_t>(event & 0xFu);
        }
        return;
    }
    const unsigned cell = event >> 6 & 0x7Fu;
    const bool place = kind == static_cast<unsigned>(SearchEventKind::Place);
    const bool placement = kind <= static_cast<unsigned>(SearchEventKind::Force);
    const bool deadEnd = kind == static_cast<unsigned>(SearchEventKind::DeadEnd);
    const bool guessBack = kind == static_cast<unsigned>(SearchEventKind::Unplace) && (event & 2u) != 0;
    std::uint8_t scratch = 0;
    *(deadEnd ? &scratch : &state.grid[cell]) = placement ? static_cast<std::uint8_t>(event >> 2 & 0xFu) : 0;
    if (!deadEnd)
        state.guessed[cell] = place;
    counters.nodes += placement;
    counters.guesses += place;
    counters.backtracks += deadEnd;
    counters.depth = counters.depth + place - guessBack;
    counters.maxDepth = std::max(counters.maxDepth, counters.depth);
}

} // namespace

void TraceState::apply(PackedEvent event)
{
    applyPacked(*this, counters, event);
}

TraceRecorder::TraceRecorder(
    const Board &puzzle, ChunkSink sink, std::stop_source stopWhenFull, std::uint64_t maxEvents)
    : m_sink(std::move(sink))
    , m_stopWhenFull(std::move(stopWhenFull))
    , m_maxEvents(maxEvents)
    , m_state(TraceState::start(puzzle))
{
}

void TraceRecorder::onEvent(const SearchEvent &searchEvent)
{
    // One test per event: the chunk's end is also where the cap falls (see makeRoom).
    if (m_cursor == m_end) [[unlikely]] {
        if (!makeRoom())
            return;
    }
    unsigned bits = static_cast<unsigned>(searchEvent.kind) << kKindShift;
    switch (searchEvent.kind) {
    case SearchEventKind::Place:
    case SearchEventKind::Force:
    case SearchEventKind::Unplace: {
        bool &guessed = m_guessed[searchEvent.cell];
        const bool guess = searchEvent.kind == SearchEventKind::Unplace && guessed;
        guessed = searchEvent.kind == SearchEventKind::Place;
        bits |= static_cast<unsigned>(searchEvent.cell) << 6 | static_cast<unsigned>(searchEvent.digit) << 2
            | (guess ? 2u : 0u);
        break;
    }
    case SearchEventKind::ChooseColumn: {
        const unsigned column = searchEvent.column < 1024 ? searchEvent.column : kUnknownConstraint & 0x3FFu;
        bits = chooseKind(column) << kKindShift | columnBits(searchEvent.kind, column, searchEvent.size);
        break;
    }
    case SearchEventKind::DeadEnd:
        bits |= columnBits(searchEvent.kind, searchEvent.column, 0);
        break;
    case SearchEventKind::Solution:
        break;
    }
    *m_cursor++ = static_cast<PackedEvent>(bits);
}

std::uint64_t TraceRecorder::eventCount() const
{
    return m_count + (m_chunk ? static_cast<std::uint64_t>(m_cursor - m_chunk->events.data()) : 0);
}

bool TraceRecorder::makeRoom()
{
    if (m_chunk) {
        // The first chunk starts small and grows to full size: most searches the fast solvers record are a
        // few hundred events, and a full chunk's 128 KB, zeroed, cost more than the search.
        const std::size_t used = static_cast<std::size_t>(m_cursor - m_chunk->events.data());
        const auto room
            = static_cast<std::size_t>(std::min<std::uint64_t>(TraceChunk::kChunkEvents, m_maxEvents - m_count));
        if (used < room) {
            m_chunk->events.resize(std::min(room, 4 * used));
            m_cursor = m_chunk->events.data() + used;
            m_end = m_chunk->events.data() + m_chunk->events.size();
            return true;
        }
        flush(); // a full chunk (or one that ends at the cap) goes out before the next event
    }
    if (m_count >= m_maxEvents) {
        truncate();
        return false;
    }
    startChunk();
    return true;
}

void TraceRecorder::truncate()
{
    if (!m_truncated) {
        m_truncated = true;
        m_stopWhenFull.request_stop();
    }
}

void TraceRecorder::finish()
{
    if (m_chunk)
        flush();
}

void TraceRecorder::startChunk()
{
    m_chunk = std::make_shared<TraceChunk>();
    m_chunk->firstStep = m_count;
    constexpr std::uint64_t kFirstRoom = 1024; // see makeRoom
    const auto room = static_cast<std::size_t>(
        std::min<std::uint64_t>(m_count == 0 ? kFirstRoom : TraceChunk::kChunkEvents, m_maxEvents - m_count));
    m_chunk->events.resize(room);
    m_cursor = m_chunk->events.data();
    m_end = m_cursor + room;
}

void TraceRecorder::flush()
{
    TraceChunk &chunk = *m_chunk;
    chunk.events.resize(static_cast<std::size_t>(m_cursor - chunk.events.data()));
    chunk.events.shrink_to_fit();
    m_count += chunk.events.size();
    const std::size_t n = chunk.events.size();
    const std::size_t blocks = (n + TraceChunk::kDepthSampleInterval - 1) / TraceChunk::kDepthSampleInterval;
    chunk.snapshots.reserve((n + TraceChunk::kSnapshotInterval - 1) / TraceChunk::kSnapshotInterval);
    chunk.depthLow.reserve(blocks);
    chunk.depthHigh.reserve(blocks);
    chunk.depthEnd.reserve(blocks);
    // Blocks of kDepthSampleInterval events: the snapshot and depth bookkeeping happens once per block, and
    // within a block the depth changes only on Place and on the Unplace of a guess.
    static_assert(TraceChunk::kSnapshotInterval % TraceChunk::kDepthSampleInterval == 0);
    for (std::size_t start = 0; start < n; start += TraceChunk::kDepthSampleInterval) {
        if (start % TraceChunk::kSnapshotInterval == 0)
            chunk.snapshots.push_back(m_state);
        const std::size_t end = std::min(n, start + TraceChunk::kDepthSampleInterval);
        // The replay of TraceState::apply, taken apart for speed: the counters that only add up (steps,
        // nodes, guesses, dead ends) come from per-kind counts at the block's end, so that the loop carries
        // nothing through memory but the board; depth and its extremes stay in registers.
        TraceCounters &counters = m_state.counters;
        std::uint32_t depth = counters.depth, low = depth, high = depth;
        std::uint32_t places = 0, forces = 0, unplaces = 0, deadEnds = 0;
        for (std::size_t i = start; i < end; ++i) {
            const PackedEvent event = chunk.events[i];
            const unsigned kind = event >> kKindShift;
            if (kind > static_cast<unsigned>(SearchEventKind::DeadEnd)) [[unlikely]] {
                ++chunk.kindCounts[kind];
                if (kind == static_cast<unsigned>(SearchEventKind::Solution)) {
                    ++counters.solutions;
                } else {
                    m_state.lastColumn = packedColumn(kind, event);
                    m_state.lastColumnSize = static_cast<std::uint8_t>(event & 0xFu);
                }
                continue;
            }
            const unsigned cell = event >> 6 & 0x7Fu;
            const bool place = kind == static_cast<unsigned>(SearchEventKind::Place);
            const bool placement = kind <= static_cast<unsigned>(SearchEventKind::Force);
            const bool deadEnd = kind == static_cast<unsigned>(SearchEventKind::DeadEnd);
            const bool guessBack = kind == static_cast<unsigned>(SearchEventKind::Unplace) && (event & 2u) != 0;
            places += place;
            forces += kind == static_cast<unsigned>(SearchEventKind::Force);
            unplaces += kind == static_cast<unsigned>(SearchEventKind::Unplace);
            deadEnds += deadEnd;
            std::uint8_t scratch = 0;
            *(deadEnd ? &scratch : &m_state.grid[cell]) = placement ? static_cast<std::uint8_t>(event >> 2 & 0xFu) : 0;
            if (!deadEnd)
                m_state.guessed[cell] = place; // unchecked: the cell of a placement is below 81
            depth = depth + place - guessBack;
            low = std::min(low, depth);
            high = std::max(high, depth);
        }
        counters.step += end - start;
        counters.nodes += places + forces;
        counters.guesses += places;
        counters.backtracks += deadEnds;
        counters.depth = depth;
        counters.maxDepth = std::max(counters.maxDepth, high);
        chunk.kindCounts[static_cast<std::size_t>(SearchEventKind::Place)] += places;
        chunk.kindCounts[static_cast<std::size_t>(SearchEventKind::Force)] += forces;
        chunk.kindCounts[static_cast<std::size_t>(SearchEventKind::Unplace)] += unplaces;
        chunk.kindCounts[static_cast<std::size_t>(SearchEventKind::DeadEnd)] += deadEnds;
        chunk.depthLow.push_back(static_cast<std::uint8_t>(std::min<std::uint32_t>(low, 255)));
        chunk.depthHigh.push_back(static_cast<std::uint8_t>(std::min<std::uint32_t>(high, 255)));
        chunk.depthEnd.push_back(static_cast<std::uint8_t>(std::min<std::uint32_t>(m_state.counters.depth, 255)));
    }
    std::shared_ptr<const TraceChunk> done = std::move(m_chunk);
    m_chunk.reset();
    m_cursor = m_end = nullptr;
    if (m_sink)
        m_sink(std::move(done));
}

Trace::Trace(const Board &puzzle)
    : m_puzzle(puzzle.puzzle())
{
}

void Trace::append(std::shared_ptr<const TraceChunk> chunk)
{
    m_size += chunk->events.size();
    m_chunks.push_back(std::move(chunk));
}

const TraceChunk &Trace::chunkOf(std::uint64_t index) const
{
    return *m_chunks[std::min<std::size_t>(index / TraceChunk::kChunkEvents, m_chunks.size() - 1)];
}

TraceEvent Trace::event(std::uint64_t index) const
{
    const TraceChunk &chunk = chunkOf(index);
    return unpackEvent(chunk.events[index - chunk.firstStep]);
}

TraceState Trace::stateAt(std::uint64_t step) const
{
    step = std::min(step, m_size);
    if (m_chunks.empty())
        return TraceState::start(m_puzzle);
    // The chunk holding event `step` (the last chunk for the very end), then its nearest snapshot before it.
    const TraceChunk &chunk = chunkOf(step);
    const std::size_t local = static_cast<std::size_t>(step - chunk.firstStep);
    const std::size_t snapshot = std::min(local / TraceChunk::kSnapshotInterval, chunk.snapshots.size() - 1);
    TraceState state = chunk.snapshots[snapshot];
    for (std::size_t i = snapshot * TraceChunk::kSnapshotInterval; i < local; ++i)
        state.apply(chunk.events[i]);
    return state;
}

std::optional<std::uint64_t> Trace::findNext(std::uint64_t from, SearchEventKind kind) const
{
    const auto k = static_cast<std::size_t>(kind);
    for (std::size_t c = static_cast<std::size_t>(from / TraceChunk::kChunkEvents); c < m_chunks.size(); ++c) {
        const TraceChunk &chunk = *m_chunks[c];
        if (chunk.kindCounts[k] == 0)
            continue;
        const std::size_t begin = from > chunk.firstStep ? static_cast<std::size_t>(from - chunk.firstStep) : 0;
        for (std::size_t i = begin; i < chunk.events.size(); ++i) {
            if (static_cast<std::size_t>(chunk.events[i] >> kKindShift) == k)
                return chunk.firstStep + i;
        }
    }
    return std::nullopt;
}

std::optional<std::uint64_t> Trace::findPrevious(std::uint64_t before, SearchEventKind kind) const
{
    const auto k = static_cast<std::size_t>(kind);
    before = std::min(before, m_size);
    for (std::size_t c
         = std::min<std::size_t>(static_cast<std::size_t>(before / TraceChunk::kChunkEvents) + 1, m_chunks.size());
         c-- > 0;) {
        const TraceChunk &chunk = *m_chunks[c];
        if (chunk.kindCounts[k] == 0)
            continue;
        const std::size_t end
            = std::min<std::size_t>(chunk.events.size(), static_cast<std::size_t>(before - chunk.firstStep));
        for (std::size_t i = end; i-- > 0;) {
            if (static_cast<std::size_t>(chunk.events[i] >> kKindShift) == k)
                return chunk.firstStep + i;
        }
    }
    return std::nullopt;
}

std::uint64_t Trace::nodesAt(std::uint64_t step) const
{
    step = std::min(step, m_size);
    if (m_chunks.empty())
        return 0;
    const TraceChunk &chunk = chunkOf(step);
    const std::size_t local = static_cast<std::size_t>(step - chunk.firstStep);
    const std::size_t snapshot = std::min(local / TraceChunk::kSnapshotInterval, chunk.snapshots.size() - 1);
    std::uint64_t nodes = chunk.snapshots[snapshot].counters.nodes;
    constexpr unsigned kPlace = static_cast<unsigned>(SearchEventKind::Place);
    constexpr unsigned kForce = static_cast<unsigned>(SearchEventKind::Force);
    for (std::size_t i = snapshot * TraceChunk::kSnapshotInterval; i < local; ++i) {
        const unsigned kind = chunk.events[i] >> kKindShift;
        nodes += kind == kPlace || kind == kForce;
    }
    return nodes;
}

std::uint64_t Trace::blockCount() const
{
    return (m_size + TraceChunk::kDepthSampleInterval - 1) / TraceChunk::kDepthSampleInterval;
}

std::uint8_t Trace::blockLow(std::uint64_t block) const
{
    const TraceChunk &chunk = chunkOf(block * TraceChunk::kDepthSampleInterval);
    return chunk.depthLow[static_cast<std::size_t>(block - chunk.firstStep / TraceChunk::kDepthSampleInterval)];
}

std::uint8_t Trace::blockHigh(std::uint64_t block) const
{
    const TraceChunk &chunk = chunkOf(block * TraceChunk::kDepthSampleInterval);
    return chunk.depthHigh[static_cast<std::size_t>(block - chunk.firstStep / TraceChunk::kDepthSampleInterval)];
}

std::uint8_t Trace::blockEnd(std::uint64_t block) const
{
    const TraceChunk &chunk = chunkOf(block * TraceChunk::kDepthSampleInterval);
    return chunk.depthEnd[static_cast<std::size_t>(block - chunk.firstStep / TraceChunk::kDepthSampleInterval)];
}

std::uint64_t Trace::stepAtNodes(std::uint64_t nodes) const
{
    if (nodes == 0 || m_chunks.empty())
        return 0;
    // The last snapshot whose counter is below `nodes` (the counters only grow), then its events.
    const TraceChunk *found = nullptr;
    std::size_t snapshot = 0;
    for (const auto &chunk : m_chunks) {
        if (chunk->snapshots.empty() || chunk->snapshots.front().counters.nodes >= nodes)
            break;
        found = chunk.get();
    }
    if (!found)
        return 0;
    const auto &snaps = found->snapshots;
    snapshot = static_cast<std::size_t>(
        std::partition_point(snaps.begin(), snaps.end(), [&](const TraceState &s) { return s.counters.nodes < nodes; })
        - snaps.begin() - 1);
    std::uint64_t count = snaps[snapshot].counters.nodes;
    constexpr unsigned kPlace = static_cast<unsigned>(SearchEventKind::Place);
    constexpr unsigned kForce = static_cast<unsigned>(SearchEventKind::Force);
    for (std::size_t i = snapshot * TraceChunk::kSnapshotInterval; i < found->events.size(); ++i) {
        const unsigned kind = found->events[i] >> kKindShift;
        count += kind == kPlace || kind == kForce;
        if (count >= nodes)
            return found->firstStep + i + 1;
    }
    return std::min(m_size, found->firstStep + found->events.size());
}

ConstraintInfo decodeConstraint(int constraint, const Rules &rules)
{
    using Kind = ConstraintInfo::Kind;
    if (constraint >= 0 && constraint < kCellCount)
        return {Kind::Cell, constraint, 0};
    const int houses = rules.houseCount();
    const int cages = static_cast<int>(rules.cages().size());
    if (constraint >= kCellCount && constraint < houseDigitConstraint(houses, 1)) {
        const int rest = constraint - kCellCount;
        return {Kind::HouseDigit, rest / 9, rest % 9 + 1};
    }
    if (constraint >= kCellCount && constraint < cageDigitConstraint(houses, cages, 1)) {
        const int rest = constraint - cageDigitConstraint(houses, 0, 1);
        return rest % 10 == 9 ? ConstraintInfo {Kind::CageSum, rest / 10, 0}
                              : ConstraintInfo {Kind::CageDigit, rest / 10, rest % 10 + 1};
    }
    // The dfs's bands and stacks are numbered past the classic matrix only.
    if (rules.isClassic() && constraint >= kBandDigitConstraint && constraint < kStackDigitConstraint + 27) {
        const bool stack = constraint >= kStackDigitConstraint;
        const int rest = constraint - (stack ? kStackDigitConstraint : kBandDigitConstraint);
        return {stack ? Kind::StackDigit : Kind::BandDigit, rest % 3, rest / 3 + 1};
    }
    return {};
}

int constraintCount(const Rules &rules)
{
    return cageDigitConstraint(rules.houseCount(), static_cast<int>(rules.cages().size()), 1);
}

std::string describeConstraint(int constraint, const Rules *rules)
{
    const Rules &r = rules ? *rules : Rules::classicRules();
    const ConstraintInfo info = decodeConstraint(constraint, r);
    const std::string digit = " #" + std::to_string(info.digit);
    switch (info.kind) {
    case ConstraintInfo::Kind::Cell:
        return cellName(info.index);
    case ConstraintInfo::Kind::HouseDigit:
        return houseName(r.house(info.index)) + digit;
    case ConstraintInfo::Kind::CageDigit:
        return "cage " + std::to_string(info.index + 1) + digit;
    case ConstraintInfo::Kind::CageSum:
        return "cage " + std::to_string(info.index + 1) + " sum";
    case ConstraintInfo::Kind::BandDigit:
    case ConstraintInfo::Kind::StackDigit:
        return (info.kind == ConstraintInfo::Kind::StackDigit ? "stack " : "band ") + std::to_string(info.index + 1)
            + digit;
    case ConstraintInfo::Kind::Unknown:
        break;
    }
    return "unknown";
}

std::string describeEvent(const TraceEvent &event, const Rules *rules)
{
    auto placement = [&](const char *word) {
        return std::string(word) + " " + cellName(event.cell) + "=" + std::to_string(event.digit);
    };
    switch (event.kind) {
    case SearchEventKind::Place:
        return placement("place");
    case SearchEventKind::Force:
        return placement("force");
    case SearchEventKind::Unplace:
        return placement("unplace");
    case SearchEventKind::DeadEnd: {
        // The house-digit constraints are the DLX's columns, so a trace of one solver reads against another's.
        const int columns = rules && !rules->isClassic()
            ? cageDigitConstraint(rules->houseCount(), static_cast<int>(rules->cages().size()), 1)
            : 324;
        return "dead-end " + describeConstraint(event.column, rules)
            + (event.column >= 81 && event.column < columns ? " (column " + std::to_string(event.column) + ")" : "");
    }
    case SearchEventKind::Solution:
        return "solution";
    case SearchEventKind::ChooseColumn:
        return "column " + std::to_string(event.column) + " size " + std::to_string(event.size);
    }
    return "?";
}

} // namespace sudoku
