// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/trace.h"

#include <algorithm>

namespace sudoku
{

namespace
{

constexpr int kKindShift = 13;

bool isPlacement(SearchEventKind kind)
{
    return kind == SearchEventKind::Place || kind == SearchEventKind::Force || kind == SearchEventKind::Unplace;
}

} // namespace

PackedEvent packEvent(const TraceEvent &event)
{
    unsigned bits = static_cast<unsigned>(event.kind) << kKindShift;
    if (isPlacement(event.kind))
        bits |= (event.cell & 0x7Fu) << 6 | (event.digit & 0xFu) << 2 | (event.guess ? 2u : 0u);
    else if (event.kind == SearchEventKind::ChooseColumn)
        bits |= (event.column & 0x1FFu) << 4 | std::min<unsigned>(event.size, 15u);
    return static_cast<PackedEvent>(bits);
}

TraceEvent unpackEvent(PackedEvent packed)
{
    TraceEvent event;
    event.kind = static_cast<SearchEventKind>(packed >> kKindShift);
    if (isPlacement(event.kind)) {
        event.cell = static_cast<std::uint8_t>(packed >> 6 & 0x7Fu);
        event.digit = static_cast<std::uint8_t>(packed >> 2 & 0xFu);
        event.guess = (packed & 2u) != 0;
    } else if (event.kind == SearchEventKind::ChooseColumn) {
        event.column = static_cast<std::uint16_t>(packed >> 4 & 0x1FFu);
        event.size = static_cast<std::uint8_t>(packed & 0xFu);
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
    ++counters.step;
    switch (event.kind) {
    case SearchEventKind::Place:
        grid[event.cell] = event.digit;
        guessed.set(event.cell);
        ++counters.nodes;
        ++counters.guesses;
        counters.maxDepth = std::max(counters.maxDepth, ++counters.depth);
        break;
    case SearchEventKind::Force:
        grid[event.cell] = event.digit;
        guessed.reset(event.cell);
        ++counters.nodes;
        break;
    case SearchEventKind::Unplace:
        grid[event.cell] = 0;
        if (guessed.test(event.cell)) {
            guessed.reset(event.cell);
            --counters.depth;
        }
        break;
    case SearchEventKind::DeadEnd:
        ++counters.backtracks;
        break;
    case SearchEventKind::Solution:
        ++counters.solutions;
        break;
    case SearchEventKind::ChooseColumn:
        lastColumn = event.column;
        lastColumnSize = event.size;
        break;
    }
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
    if (m_truncated)
        return;
    if (m_count >= m_maxEvents) {
        m_truncated = true;
        m_stopWhenFull.request_stop();
        return;
    }
    if (!m_chunk)
        startChunk();
    TraceEvent event;
    event.kind = searchEvent.kind;
    event.cell = searchEvent.cell;
    event.digit = searchEvent.digit;
    event.guess = searchEvent.kind == SearchEventKind::Unplace && m_state.guessed.test(searchEvent.cell);
    event.column = searchEvent.column;
    event.size = static_cast<std::uint8_t>(std::min<unsigned>(searchEvent.size, 15u));

    const std::size_t index = m_chunk->events.size();
    if (index % TraceChunk::kSnapshotInterval == 0)
        m_chunk->snapshots.push_back(m_state);
    m_chunk->events.push_back(packEvent(event));
    ++m_chunk->kindCounts[static_cast<std::size_t>(event.kind)];
    m_state.apply(event);
    if ((index + 1) % TraceChunk::kDepthSampleInterval == 0)
        m_chunk->depthSamples.push_back(
            static_cast<std::uint8_t>(std::min<std::uint32_t>(m_state.counters.depth, 255)));
    ++m_count;
    if (m_chunk->events.size() == TraceChunk::kChunkEvents)
        flush();
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
    m_chunk->events.reserve(TraceChunk::kChunkEvents);
}

void TraceRecorder::flush()
{
    std::shared_ptr<const TraceChunk> done = std::move(m_chunk);
    m_chunk.reset();
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
        state.apply(unpackEvent(chunk.events[i]));
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

std::vector<std::uint8_t> Trace::depthProfile() const
{
    std::vector<std::uint8_t> profile;
    profile.reserve(static_cast<std::size_t>(m_size / TraceChunk::kDepthSampleInterval));
    for (const auto &chunk : m_chunks)
        profile.insert(profile.end(), chunk->depthSamples.begin(), chunk->depthSamples.end());
    return profile;
}

std::string describeEvent(const TraceEvent &event)
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
    case SearchEventKind::DeadEnd:
        return "dead-end";
    case SearchEventKind::Solution:
        return "solution";
    case SearchEventKind::ChooseColumn:
        return "column " + std::to_string(event.column) + " size " + std::to_string(event.size);
    }
    return "?";
}

} // namespace sudoku
