// SPDX-License-Identifier: GPL-3.0-or-later
// The recorded trace: exact replay, seeking, stepping back, truncation, and counts equal to the solver's own.
#include "corpus.h"

#include "sudoku/solver.h"
#include "sudoku/trace.h"

#include <QTest>

#include <random>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::Algorithm)

namespace
{

const Algorithm kAlgorithms[] = {Algorithm::Naive, Algorithm::Dfs, Algorithm::Dlx};

struct Recorded {
    SolveResult result;
    Trace trace;
    std::uint64_t chunksReceived = 0;
    bool chunksContiguous = true;
};

Recorded record(
    Algorithm algorithm, const Board &puzzle, std::uint64_t limit, std::uint64_t maxEvents, std::uint64_t budget = 0)
{
    Recorded out {{}, Trace(puzzle)};
    std::stop_source stop;
    TraceRecorder recorder(
        puzzle,
        [&](std::shared_ptr<const TraceChunk> chunk) {
            out.chunksContiguous = out.chunksContiguous && chunk->firstStep == out.trace.size();
            ++out.chunksReceived;
            out.trace.append(std::move(chunk));
        },
        stop, maxEvents);
    SolveOptions options;
    options.solutionLimit = limit;
    options.stopToken = stop.get_token();
    options.nodeBudget = budget;
    options.observer = &recorder;
    out.result = makeSolver(algorithm)->solve(puzzle, options);
    recorder.finish();
    out.trace.setFinished(recorder.truncated());
    return out;
}

const char *const kHard = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

} // namespace

class TestTrace : public QObject
{
    Q_OBJECT

private slots:
    void packing();
    void countsEqualSolverStatistics_data();
    void countsEqualSolverStatistics();
    void seekEqualsReplay_data();
    void seekEqualsReplay();
    void stepForwardThenBack();
    void findNextAndPrevious();
    void depthProfile();
    void truncatedAtTheCap();
    void cancelDuringRecording();
};

void TestTrace::packing()
{
    for (auto kind : {SearchEventKind::Place, SearchEventKind::Force, SearchEventKind::Unplace}) {
        for (int cell = 0; cell < kCellCount; ++cell) {
            for (int digit = 1; digit <= 9; ++digit) {
                for (bool guess : {false, true}) {
                    TraceEvent e;
                    e.kind = kind;
                    e.cell = static_cast<std::uint8_t>(cell);
                    e.digit = static_cast<std::uint8_t>(digit);
                    e.guess = guess;
                    QCOMPARE(unpackEvent(packEvent(e)), e);
                }
            }
        }
    }
    for (int column = 0; column < 324; ++column) {
        for (int size = 0; size <= 9; ++size) {
            TraceEvent e;
            e.kind = SearchEventKind::ChooseColumn;
            e.column = static_cast<std::uint16_t>(column);
            e.size = static_cast<std::uint8_t>(size);
            QCOMPARE(unpackEvent(packEvent(e)), e);
        }
    }
    for (auto kind : {SearchEventKind::DeadEnd, SearchEventKind::Solution}) {
        TraceEvent e;
        e.kind = kind;
        QCOMPARE(unpackEvent(packEvent(e)), e);
    }
    QCOMPARE(sizeof(PackedEvent), std::size_t(2));
}

void TestTrace::countsEqualSolverStatistics_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<int>("limit");
    for (Algorithm a : kAlgorithms) {
        QTest::addRow("%s/easy", algorithmName(a).data())
            << a << QByteArray("..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..")
            << 2;
        if (a != Algorithm::Naive) // the naive search needs over 10^8 nodes here
            QTest::addRow("%s/hard", algorithmName(a).data()) << a << QByteArray(kHard) << 2;
        QTest::addRow("%s/empty board, 5 solutions", algorithmName(a).data()) << a << QByteArray(81, '.') << 5;
        QTest::addRow("%s/no solution", algorithmName(a).data())
            << a << QByteArray("12345678.........9" + QByteArray(63, '.')) << 2;
    }
}

void TestTrace::countsEqualSolverStatistics()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(QByteArray, puzzle);
    QFETCH(int, limit);
    const Board board = testing::boardFromLine(puzzle.constData());
    const Recorded r = record(algorithm, board, static_cast<std::uint64_t>(limit), TraceRecorder::kDefaultMaxEvents);
    QVERIFY(!r.trace.truncated());
    QVERIFY(r.chunksContiguous);
    const TraceState end = r.trace.stateAt(r.trace.size());
    QCOMPARE(end.counters.step, r.trace.size());
    QCOMPARE(end.counters.nodes, r.result.stats.nodes);
    QCOMPARE(end.counters.guesses, r.result.stats.guesses);
    QCOMPARE(end.counters.solutions, r.result.solutionCount);
    if (r.result.hasSolution()) {
        const auto first = r.trace.findNext(0, SearchEventKind::Solution);
        QVERIFY(first.has_value());
        QCOMPARE(r.trace.stateAt(*first).grid, r.result.solution);
    }
}

void TestTrace::seekEqualsReplay_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    for (Algorithm a : kAlgorithms)
        QTest::newRow(algorithmName(a).data()) << a;
}

void TestTrace::seekEqualsReplay()
{
    QFETCH(Algorithm, algorithm);
    // Long enough to span several chunks: a budgeted naive run, or counting solutions of a sparse board.
    // The fast solvers finish kHard in a few hundred events, so they count solutions of the empty board
    // (20,000 of them: dfs's propagation reaches each new solution in a few events).
    const bool naive = algorithm == Algorithm::Naive;
    const Board board = naive ? testing::boardFromLine(kHard) : Board {};
    const Recorded r
        = record(algorithm, board, naive ? 1'000'000 : 20'000, TraceRecorder::kDefaultMaxEvents, naive ? 120'000 : 0);
    QVERIFY2(r.trace.size() > 2 * TraceChunk::kChunkEvents, "trace too short to cross chunks");
    QVERIFY(r.chunksReceived >= 3);

    // Replay every event from the start and compare with seeking at a sample of steps, chunk and
    // snapshot boundaries included.
    std::mt19937_64 random(42);
    std::vector<std::uint64_t> probes {0, 1, TraceChunk::kSnapshotInterval - 1, TraceChunk::kSnapshotInterval,
        TraceChunk::kChunkEvents - 1, TraceChunk::kChunkEvents, TraceChunk::kChunkEvents + 1, r.trace.size() - 1,
        r.trace.size()};
    for (int i = 0; i < 200; ++i)
        probes.push_back(random() % (r.trace.size() + 1));
    std::sort(probes.begin(), probes.end());
    TraceState replay = TraceState::start(board);
    std::uint64_t step = 0;
    for (std::uint64_t probe : probes) {
        while (step < probe)
            replay.apply(r.trace.event(step++));
        const TraceState seeked = r.trace.stateAt(probe);
        if (!(seeked == replay))
            QFAIL(qPrintable(QStringLiteral("state at step %1 differs from a replay").arg(probe)));
    }
}

void TestTrace::stepForwardThenBack()
{
    const Board board = testing::boardFromLine(kHard);
    const Recorded r = record(Algorithm::Naive, board, 2, TraceRecorder::kDefaultMaxEvents, 50'000);
    QVERIFY(r.trace.size() > 1000);
    for (std::uint64_t k : {std::uint64_t(0), std::uint64_t(17), std::uint64_t(4095), std::uint64_t(4096),
             r.trace.size() / 2, r.trace.size() - 1}) {
        const TraceState before = r.trace.stateAt(k);
        TraceState forward = before;
        forward.apply(r.trace.event(k));
        QCOMPARE(r.trace.stateAt(k + 1), forward);
        QCOMPARE(r.trace.stateAt(k), before); // and back: the exact same board and counters
        // An Unplace knows whether it takes a guess away.
        const TraceEvent e = r.trace.event(k);
        if (e.kind == SearchEventKind::Unplace) {
            QCOMPARE(before.grid[e.cell], e.digit);
            QCOMPARE(e.guess, before.guessed[e.cell]);
        }
    }
}

void TestTrace::findNextAndPrevious()
{
    const Board board = testing::boardFromLine(kHard);
    const Recorded r = record(Algorithm::Naive, board, 2, TraceRecorder::kDefaultMaxEvents, 100'000);
    for (auto kind : {SearchEventKind::DeadEnd, SearchEventKind::Place, SearchEventKind::Solution}) {
        std::vector<std::uint64_t> all;
        for (std::uint64_t i = 0; i < r.trace.size(); ++i) {
            if (r.trace.event(i).kind == kind)
                all.push_back(i);
        }
        for (std::uint64_t from : {std::uint64_t(0), std::uint64_t(5000), std::uint64_t(70000), r.trace.size()}) {
            const auto next = std::lower_bound(all.begin(), all.end(), from);
            const auto expectedNext = next == all.end() ? std::optional<std::uint64_t>() : *next;
            QCOMPARE(r.trace.findNext(from, kind), expectedNext);
            const auto prev = std::lower_bound(all.begin(), all.end(), from);
            const auto expectedPrev = prev == all.begin() ? std::optional<std::uint64_t>() : *(prev - 1);
            QCOMPARE(r.trace.findPrevious(from, kind), expectedPrev);
        }
    }
}

void TestTrace::depthProfile()
{
    const Board board = testing::boardFromLine(kHard);
    const Recorded r = record(Algorithm::Naive, board, 2, TraceRecorder::kDefaultMaxEvents, 100'000);
    const auto profile = r.trace.depthProfile();
    QCOMPARE(profile.size(), std::size_t(r.trace.size() / TraceChunk::kDepthSampleInterval));
    for (std::size_t i = 0; i < profile.size(); i += 97) {
        const auto state = r.trace.stateAt((i + 1) * TraceChunk::kDepthSampleInterval);
        QCOMPARE(std::uint32_t(profile[i]), state.counters.depth);
    }
}

void TestTrace::truncatedAtTheCap()
{
    const Board board = testing::boardFromLine(kHard);
    const Recorded r = record(Algorithm::Naive, board, 2, 100'000);
    QVERIFY(r.trace.truncated());
    QCOMPARE(r.trace.size(), std::uint64_t(100'000));
    QCOMPARE(r.result.status, SolveStatus::Cancelled); // the recorder stopped the search
    QCOMPARE(r.trace.stateAt(r.trace.size()).counters.step, std::uint64_t(100'000));
}

void TestTrace::cancelDuringRecording()
{
    const Board board
        = testing::boardFromLine("1...........8..9..5...3..........2......54.....9...86.........3.2.6.....3......14");
    std::stop_source stop;
    Trace trace(board);
    std::uint64_t chunks = 0;
    TraceRecorder recorder(
        board,
        [&](std::shared_ptr<const TraceChunk> chunk) {
            trace.append(std::move(chunk));
            if (++chunks == 3)
                stop.request_stop(); // the user presses Cancel while recording continues
        },
        stop);
    SolveOptions options;
    options.solutionLimit = 2;
    options.stopToken = stop.get_token();
    options.observer = &recorder;
    const SolveResult result = makeSolver(Algorithm::Naive)->solve(board, options);
    recorder.finish();
    QCOMPARE(result.status, SolveStatus::Cancelled);
    QVERIFY(!recorder.truncated());
    QVERIFY(trace.size() >= 3 * TraceChunk::kChunkEvents);
    QVERIFY(trace.size() < 4 * TraceChunk::kChunkEvents + 4096); // stopped within a poll interval
    QCOMPARE(trace.stateAt(trace.size()).counters.nodes, result.stats.nodes);
}

QTEST_APPLESS_MAIN(TestTrace)
#include "tst_trace.moc"
