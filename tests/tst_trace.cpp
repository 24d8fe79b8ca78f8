// SPDX-License-Identifier: GPL-3.0-or-later
// The recorded trace: exact replay, seeking, stepping back, truncation, and counts equal to the solver's own.
#include "corpus.h"

#include "sudoku/search/dlxsolver.h"
#include "sudoku/search/searchtree.h"
#include "sudoku/search/solver.h"
#include "sudoku/search/trace.h"

#include <QTest>

#include <bit>
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
    void depthBlocks();
    void deadEndsNameWhatFailed_data();
    void deadEndsNameWhatFailed();
    void describeDeadEnds();
    void allowedDigits_data();
    void allowedDigits();
    void searchTreeEqualsReplay_data();
    void searchTreeEqualsReplay();
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
    for (int constraint :
        {0, 80, 81, 323, int(kBandDigitConstraint) + 26, int(kStackDigitConstraint) + 26, int(kUnknownConstraint)}) {
        TraceEvent e;
        e.kind = SearchEventKind::DeadEnd;
        e.column = static_cast<std::uint16_t>(constraint);
        QCOMPARE(unpackEvent(packEvent(e)), e);
    }
    TraceEvent solution;
    solution.kind = SearchEventKind::Solution;
    QCOMPARE(unpackEvent(packEvent(solution)), solution);
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

void TestTrace::depthBlocks()
{
    const Board board = testing::boardFromLine(kHard);
    const Recorded r = record(Algorithm::Naive, board, 2, TraceRecorder::kDefaultMaxEvents, 100'000);
    const std::uint64_t n = r.trace.size();
    QCOMPARE(r.trace.blockCount(), (n + TraceChunk::kDepthSampleInterval - 1) / TraceChunk::kDepthSampleInterval);
    // Every block's extremes against a replay of its events, the depth before its first event included; the
    // deepest block is the deepest the search went.
    TraceState replay = TraceState::start(board);
    std::uint32_t deepest = 0;
    for (std::uint64_t block = 0; block < r.trace.blockCount(); ++block) {
        std::uint32_t low = replay.counters.depth, high = low;
        const std::uint64_t end = std::min(n, (block + 1) * TraceChunk::kDepthSampleInterval);
        for (std::uint64_t i = block * TraceChunk::kDepthSampleInterval; i < end; ++i) {
            replay.apply(r.trace.event(i));
            low = std::min(low, replay.counters.depth);
            high = std::max(high, replay.counters.depth);
        }
        QCOMPARE(std::uint32_t(r.trace.blockLow(block)), low);
        QCOMPARE(std::uint32_t(r.trace.blockHigh(block)), high);
        QCOMPARE(std::uint32_t(r.trace.blockEnd(block)), replay.counters.depth);
        deepest = std::max(deepest, high);
    }
    QCOMPARE(deepest, replay.counters.maxDepth);
    for (std::uint64_t step : {std::uint64_t(0), std::uint64_t(1), std::uint64_t(4097), n / 3, n}) {
        QCOMPARE(r.trace.nodesAt(step), r.trace.stateAt(step).counters.nodes);
        // The first step at which a number of nodes is reached: the event before it is that node.
        const std::uint64_t nodes = r.trace.nodesAt(step);
        const std::uint64_t at = r.trace.stepAtNodes(nodes);
        QCOMPARE(r.trace.nodesAt(at), nodes);
        QVERIFY(nodes == 0 ? at == 0 : r.trace.nodesAt(at - 1) == nodes - 1);
    }
    QCOMPARE(r.trace.stepAtNodes(r.trace.nodesAt(n) + 1), n);
}

namespace
{

// An independent candidate grid for checking dead ends: digits placed, minus candidates ruled out.
struct CheckGrid {
    Grid grid {};
    std::array<std::uint16_t, kCellCount> removed {}; // bit d: digit d ruled out in the cell

    std::uint16_t candidates(int cell) const
    {
        if (grid[cell] != 0)
            return static_cast<std::uint16_t>(1u << grid[cell]);
        std::uint16_t used = removed[cell];
        for (int other = 0; other < kCellCount; ++other) {
            if (other != cell && grid[other] != 0
                && (rowOf(other) == rowOf(cell) || colOf(other) == colOf(cell) || boxOf(other) == boxOf(cell)))
                used |= static_cast<std::uint16_t>(1u << grid[other]);
        }
        return static_cast<std::uint16_t>(0x3FEu & ~used);
    }

    // Cells of a DLX column's house (empty for a cell column).
    static std::vector<int> house(int constraint)
    {
        std::vector<int> cells;
        const auto info = DlxSolver::describeColumn(constraint);
        for (int cell = 0; cell < kCellCount; ++cell) {
            const int of = info.kind == DlxSolver::ColumnKind::RowDigit ? rowOf(cell)
                : info.kind == DlxSolver::ColumnKind::ColumnDigit       ? colOf(cell)
                                                                        : boxOf(cell);
            if (of == info.index)
                cells.push_back(cell);
        }
        return cells;
    }

    // True when the constraint (a DLX column) is not yet satisfied and has no option left.
    bool isEmpty(int constraint) const
    {
        if (constraint < 81)
            return grid[constraint] == 0 && candidates(constraint) == 0;
        const int digit = DlxSolver::describeColumn(constraint).digit;
        for (int cell : house(constraint)) {
            if (candidates(cell) >> digit & 1u)
                return false;
        }
        return true;
    }

    // The first column, in DLX column order, that is not satisfied and has no option: what DLX chooses.
    int firstEmpty() const
    {
        for (int c = 0; c < DlxSolver::kColumns; ++c) {
            if (isEmpty(c))
                return c;
        }
        return -1;
    }

    // Pointing and claiming: a digit confined to one line within a box, or to one box within a line, leaves
    // the rest of that line, or box. True when a candidate was removed.
    bool lockedCandidates()
    {
        bool changed = false;
        for (int digit = 1; digit <= 9; ++digit) {
            for (int box = 0; box < 9; ++box) {
                for (int line = 0; line < 2; ++line) {
                    // Box against its rows (line 0) or columns (line 1), and each row or column against boxes.
                    int where = -1;
                    bool one = true;
                    for (int cell = 0; cell < kCellCount; ++cell) {
                        if (boxOf(cell) != box || grid[cell] != 0 || !(candidates(cell) >> digit & 1u))
                            continue;
                        const int l = line == 0 ? rowOf(cell) : colOf(cell);
                        one = one && (where < 0 || where == l);
                        where = l;
                    }
                    if (!one || where < 0)
                        continue;
                    for (int cell = 0; cell < kCellCount; ++cell) {
                        const int l = line == 0 ? rowOf(cell) : colOf(cell);
                        if (l == where && boxOf(cell) != box && grid[cell] == 0 && (candidates(cell) >> digit & 1u)) {
                            removed[cell] |= static_cast<std::uint16_t>(1u << digit);
                            changed = true;
                        }
                    }
                }
            }
            for (int line = 0; line < 18; ++line) {
                int where = -1;
                bool one = true;
                for (int cell = 0; cell < kCellCount; ++cell) {
                    if ((line < 9 ? rowOf(cell) : colOf(cell) + 9) != line || grid[cell] != 0
                        || !(candidates(cell) >> digit & 1u))
                        continue;
                    one = one && (where < 0 || where == boxOf(cell));
                    where = boxOf(cell);
                }
                if (!one || where < 0)
                    continue;
                for (int cell = 0; cell < kCellCount; ++cell) {
                    if (boxOf(cell) == where && (line < 9 ? rowOf(cell) : colOf(cell) + 9) != line && grid[cell] == 0
                        && (candidates(cell) >> digit & 1u)) {
                        removed[cell] |= static_cast<std::uint16_t>(1u << digit);
                        changed = true;
                    }
                }
            }
        }
        return changed;
    }

    // Rounds of naked singles over every cell and hidden singles over every house, and pointing and
    // claiming when they find nothing, until a round leaves some constraint without an option or nothing
    // changes. In a contradictory position what runs out first depends on the order of the deductions, so
    // the rounds are broad: a round applies everything it finds before it looks for an empty constraint.
    void propagate()
    {
        for (bool changed = true; changed && firstEmpty() < 0;) {
            changed = false;
            for (int cell = 0; cell < kCellCount; ++cell) {
                const std::uint16_t c = candidates(cell);
                if (grid[cell] == 0 && std::popcount(c) == 1) {
                    grid[cell] = static_cast<std::uint8_t>(std::countr_zero(c));
                    changed = true;
                }
            }
            for (int c = 81; c < DlxSolver::kColumns; ++c) {
                const int digit = DlxSolver::describeColumn(c).digit;
                int place = -1, count = 0;
                for (int cell : house(c)) {
                    if (grid[cell] == digit)
                        count = 2; // satisfied
                    else if (grid[cell] == 0 && (candidates(cell) >> digit & 1u))
                        place = cell, ++count;
                }
                if (count == 1) {
                    grid[place] = static_cast<std::uint8_t>(digit);
                    changed = true;
                }
            }
            if (!changed)
                changed = lockedCandidates();
        }
    }
};

} // namespace

void TestTrace::deadEndsNameWhatFailed_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<int>("budget");
    const QByteArray puzzles[] = {QByteArray(kHard),
        QByteArray("........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........"),
        QByteArray("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"),
        QByteArray("12345678.........9" + QByteArray(63, '.'))};
    for (Algorithm a : kAlgorithms) {
        for (int i = 0; i < 4; ++i)
            QTest::addRow("%s/%d", algorithmName(a).data(), i)
                << a << puzzles[i] << (a == Algorithm::Naive ? 30'000 : 0);
    }
}

// Every dead end is checked against an independent replay of the board: naive names the first empty cell,
// which has no digit left that it has not tried; DLX names the first column, in column order, without rows;
// dfs names an empty cell or a house and digit of a position that singles, pointing and claiming prove
// contradictory.
void TestTrace::deadEndsNameWhatFailed()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(QByteArray, puzzle);
    QFETCH(int, budget);
    const Board board = testing::boardFromLine(puzzle.constData());
    const Recorded r
        = record(algorithm, board, 2, TraceRecorder::kDefaultMaxEvents, static_cast<std::uint64_t>(budget));
    QVERIFY(r.trace.size() > 0);
    TraceState state = TraceState::start(board);
    // Naive: the digits tried in each cell since the search last came to it from the cell before.
    std::array<std::uint16_t, kCellCount> tried {};
    // dfs: the guesses refuted at each depth, ruled out until the search backs out of that depth.
    std::vector<std::vector<std::pair<int, int>>> refuted(kCellCount + 2);
    int deadEnds = 0;
    for (std::uint64_t i = 0; i < r.trace.size(); ++i) {
        const TraceEvent e = r.trace.event(i);
        if (e.kind == SearchEventKind::DeadEnd) {
            ++deadEnds;
            QVERIFY2(e.column < DlxSolver::kColumns || algorithm == Algorithm::Dfs,
                qPrintable(QStringLiteral("step %1: %2").arg(i).arg(QString::fromStdString(describeEvent(e)))));
            QVERIFY(e.column != kUnknownConstraint);
            CheckGrid check;
            check.grid = state.grid;
            if (algorithm == Algorithm::Naive) {
                int firstEmpty = 0;
                while (firstEmpty < kCellCount && state.grid[firstEmpty] != 0)
                    ++firstEmpty;
                QCOMPARE(int(e.column), firstEmpty);
                QCOMPARE(check.candidates(firstEmpty) & ~tried[firstEmpty], 0);
            } else if (algorithm == Algorithm::Dlx) {
                QCOMPARE(int(e.column), check.firstEmpty());
            } else if (e.column < DlxSolver::kColumns) {
                for (std::uint32_t d = 0; d <= state.counters.depth + 1; ++d) {
                    for (auto [cell, digit] : refuted[d])
                        check.removed[cell] |= static_cast<std::uint16_t>(1u << digit);
                }
                check.propagate();
                // In a contradictory position what runs out first depends on the order of the deductions
                // (the solver's and this replay's differ), so the replay checks that the position is one,
                // and that a cell named is one without a digit on the board.
                QVERIFY2(check.firstEmpty() >= 0, qPrintable(QStringLiteral("step %1: no contradiction").arg(i)));
                if (e.column < 81)
                    QCOMPARE(int(state.grid[e.column]), 0);
            }
        }
        if (e.kind == SearchEventKind::Place) {
            tried[e.cell] |= static_cast<std::uint16_t>(1u << e.digit);
            refuted[state.counters.depth + 2].clear(); // a new branch below this guess
        }
        if (e.kind == SearchEventKind::Unplace && e.guess) {
            refuted[state.counters.depth].push_back({e.cell, e.digit}); // ruled out at the guess's parent
            refuted[state.counters.depth + 1].clear();
            // Naive: backing out of a cell forgets what the cells after it tried.
            for (int cell = e.cell + 1; cell < kCellCount; ++cell)
                tried[cell] = 0;
        }
        state.apply(e);
    }
    QVERIFY(deadEnds > 0);
}

void TestTrace::describeDeadEnds()
{
    TraceEvent e;
    e.kind = SearchEventKind::DeadEnd;
    e.column = 4 * 9 + 1; // r5c2
    QCOMPARE(describeEvent(e), std::string("dead-end r5c2"));
    e.column = DlxSolver::columnOf({DlxSolver::ColumnKind::RowDigit, 4, 3});
    QCOMPARE(describeEvent(e), std::string("dead-end row 5 #3 (column 119)"));
    e.column = DlxSolver::columnOf({DlxSolver::ColumnKind::BoxDigit, 8, 9});
    QCOMPARE(describeEvent(e), std::string("dead-end box 9 #9 (column 323)"));
    e.column = kBandDigitConstraint + 6 * 3 + 1;
    QCOMPARE(describeEvent(e), std::string("dead-end band 2 #7"));
    e.column = kStackDigitConstraint + 2 * 3 + 2;
    QCOMPARE(describeEvent(e), std::string("dead-end stack 3 #3"));
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

void TestTrace::allowedDigits_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    for (Algorithm a : kAlgorithms)
        QTest::newRow(algorithmName(a).data()) << a;
}

// A search from a player's pencil marks: marks that keep the solution's digit find it, one mark that loses it
// leaves a unique puzzle without a solution, and no search ever places a digit outside the marks.
void TestTrace::allowedDigits()
{
    QFETCH(Algorithm, algorithm);
    const Board board
        = testing::boardFromLine("..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..");
    const SolveResult plain = makeSolver(algorithm)->solve(board, {});
    QVERIFY(plain.hasSolution());
    std::array<std::uint16_t, kCellCount> allowed {};
    for (int cell = 0; cell < kCellCount; ++cell)
        allowed[cell]
            = static_cast<std::uint16_t>(0x1FF & ~(1u << ((plain.solution[cell] + 3) % 9))); // one other digit out
    SolveOptions options;
    options.solutionLimit = 2;
    options.allowed = &allowed;
    Recorded r {{}, Trace(board)};
    TraceRecorder recorder(board, [&](std::shared_ptr<const TraceChunk> chunk) { r.trace.append(std::move(chunk)); });
    options.observer = &recorder;
    SolveResult kept = makeSolver(algorithm)->solve(board, options);
    recorder.finish();
    QCOMPARE(kept.status, SolveStatus::Unique);
    QCOMPARE(kept.solution, plain.solution);
    for (std::uint64_t i = 0; i < r.trace.size(); ++i) {
        const TraceEvent e = r.trace.event(i);
        if (e.kind == SearchEventKind::Place || e.kind == SearchEventKind::Force)
            QVERIFY(allowed[e.cell] >> (e.digit - 1) & 1u);
    }
    int empty = 0;
    while (board.at(empty) != 0)
        ++empty;
    allowed[empty] &= static_cast<std::uint16_t>(~(1u << (plain.solution[empty] - 1)));
    options.observer = nullptr;
    QCOMPARE(makeSolver(algorithm)->solve(board, options).status, SolveStatus::NoSolution);
}

void TestTrace::searchTreeEqualsReplay_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<int>("limit");
    QTest::addColumn<int>("budget");
    QTest::newRow("naive/hard, several chunks") << Algorithm::Naive << QByteArray(kHard) << 2 << 150'000;
    QTest::newRow("dfs/empty board, 3000 solutions") << Algorithm::Dfs << QByteArray(81, '.') << 3000 << 0;
    QTest::newRow("dfs/hard") << Algorithm::Dfs << QByteArray(kHard) << 2 << 0;
    QTest::newRow("dlx/hard") << Algorithm::Dlx << QByteArray(kHard) << 2 << 0;
    QTest::newRow("dlx/empty board, 2000 solutions") << Algorithm::Dlx << QByteArray(81, '.') << 2000 << 0;
}

// The tree at sampled steps against one built by replaying every event from the start (a stack of open
// guesses, each closed guess added to its parent's children), and its node counts against the trace's.
void TestTrace::searchTreeEqualsReplay()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(QByteArray, puzzle);
    QFETCH(int, limit);
    QFETCH(int, budget);
    const Board board = testing::boardFromLine(puzzle.constData());
    const Recorded r = record(algorithm, board, static_cast<std::uint64_t>(limit), TraceRecorder::kDefaultMaxEvents,
        static_cast<std::uint64_t>(budget));
    QVERIFY(r.trace.size() > 100);
    std::mt19937_64 random(7);
    std::vector<std::uint64_t> probes {0, 1, r.trace.size() / 2, r.trace.size()};
    for (int k = 0; k < 40; ++k)
        probes.push_back(random() % (r.trace.size() + 1));
    std::sort(probes.begin(), probes.end());

    struct Open {
        TreeNode node;
        std::uint64_t nodesBefore = 0;
    };
    std::vector<Open> path; // the guesses on the board
    std::vector<TreeLevel> children(1); // children[d]: closed guesses under the guess at depth d (0 = root)
    std::vector<std::uint64_t> forced(1); // forced[d]: Force events directly under the guess at depth d
    std::uint64_t nodes = 0;
    std::uint64_t step = 0;
    for (const std::uint64_t probe : probes) {
        for (; step < probe; ++step) {
            const TraceEvent e = r.trace.event(step);
            if (e.kind == SearchEventKind::Place) {
                path.push_back({{step, 0, 0, e.cell, e.digit, true}, nodes});
                children.resize(path.size() + 1);
                children[path.size()].nodes.clear();
                forced.resize(path.size() + 1);
                forced[path.size()] = 0;
            } else if (e.kind == SearchEventKind::Unplace && e.guess) {
                TreeNode closed = path.back().node;
                closed.end = step;
                closed.onPath = false;
                closed.nodes = nodes - path.back().nodesBefore;
                path.pop_back();
                children[path.size()].nodes.push_back(closed);
            }
            nodes += e.kind == SearchEventKind::Place || e.kind == SearchEventKind::Force;
            forced[path.size()] += e.kind == SearchEventKind::Force;
        }
        SearchTree expected;
        expected.step = probe;
        expected.rootNodes = nodes;
        for (std::size_t d = 0; d <= path.size(); ++d) {
            TreeLevel level = children[d];
            if (d < path.size()) {
                TreeNode open = path[d].node;
                open.end = probe;
                open.nodes = nodes - path[d].nodesBefore;
                level.nodes.push_back(open);
            }
            expected.levels.push_back(level);
        }
        while (!expected.levels.empty() && expected.levels.back().nodes.empty())
            expected.levels.pop_back();
        const SearchTree tree = searchTreeAt(r.trace, probe);
        if (!(tree == expected))
            QFAIL(qPrintable(QStringLiteral("tree at step %1 differs from the replay").arg(probe)));
        // The counts add up: under each guess on the path (and the root), its forced digits and its
        // children's subtrees make up its own count.
        QCOMPARE(tree.rootNodes, r.trace.stateAt(probe).counters.nodes);
        for (std::size_t d = 0; d <= path.size(); ++d) {
            QCOMPARE(tree.forcedAt(d), forced[d]);
            std::uint64_t sum = forced[d] + (d > 0 ? 1 : 0);
            if (d < tree.levels.size()) {
                for (const TreeNode &node : tree.levels[d].nodes)
                    sum += node.nodes;
            }
            QCOMPARE(sum, d == 0 ? tree.rootNodes : tree.levels[d - 1].nodes.back().nodes);
        }
    }
}

QTEST_APPLESS_MAIN(TestTrace)
#include "tst_trace.moc"
