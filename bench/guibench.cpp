// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-guibench: how responsive the desktop app stays.
//
//   stall       the longest gap between ticks of a 1 ms timer on the GUI thread while the real
//               SolveController solves every puzzle of a file on its worker thread, one job after the
//               other, each result applied to a real GameModel and painted by a real, visible BoardView.
//               Measured for each solver; the naive one gets a time cap per puzzle (then Stop).
//   paint       the time of one full repaint of a mid-game board: notes in the 3x3 grid, in Snyder notation
//               with colours, and with a digit picked for digit-first input.
//   first-paint time from starting the real `sudoku` executable to its first painted frame, as the
//               parent process sees it (process start, dynamic loading, Qt start-up, first paint).
//
// Not a ctest test: timings are measurements, not pass/fail. Results and commands: docs/bench-gui.md.
#include "board/boardview.h"
#include "game/gamemodel.h"
#include "workers/solvecontroller.h"

#include "sudoku/io/formats.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

using namespace sudoku;

namespace
{

std::vector<Board> readPuzzles(const QString &path, int limit)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
        return {};
    }
    const PuzzleBatch batch = parsePuzzles(file.readAll().toStdString());
    std::vector<Board> boards;
    for (const PuzzleRecord &record : batch.puzzles) {
        if (record.ok())
            boards.push_back(record.board);
        if (limit > 0 && static_cast<int>(boards.size()) >= limit)
            break;
    }
    return boards;
}

// Ticks every millisecond and remembers the gaps between ticks.
class StallMeter : public QObject
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_gaps.push_back(now - m_last);
            m_last = now;
        });
    }
    void start()
    {
        m_gaps.clear();
        m_clock.start();
        m_last = 0;
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    double maxMs() const { return m_gaps.empty() ? 0 : *std::max_element(m_gaps.begin(), m_gaps.end()) / 1e6; }
    double percentileMs(double p) const
    {
        if (m_gaps.empty())
            return 0;
        std::vector<qint64> sorted = m_gaps;
        std::sort(sorted.begin(), sorted.end());
        return sorted[static_cast<std::size_t>(p * static_cast<double>(sorted.size() - 1))] / 1e6;
    }
    std::size_t ticks() const { return m_gaps.size(); }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    std::vector<qint64> m_gaps;
};

struct StallResult {
    int solved = 0;
    int stopped = 0;
    double seconds = 0;
    double maxGapMs = 0;
    double p99GapMs = 0;
    std::size_t ticks = 0;
};

StallResult measureStall(const std::vector<Board> &puzzles, Algorithm algorithm, int capMs)
{
    GameModel model;
    BoardView view(&model);
    view.resize(600, 600);
    view.show();
    SolveController controller;
    // Warm up outside the measurement: the window is mapped and painted once with digits and notes (glyph
    // caches filled), and the worker thread runs.
    model.loadPuzzle(puzzles.front(), {});
    model.fillCandidates();
    QElapsedTimer warm;
    warm.start();
    while (warm.elapsed() < 300)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    StallMeter meter;
    StallResult result;
    QEventLoop loop;
    std::size_t next = 0;
    QTimer cap;
    cap.setSingleShot(true);
    QObject::connect(&cap, &QTimer::timeout, &controller, &SolveController::cancel);

    auto startNext = [&] {
        if (next == puzzles.size()) {
            loop.quit();
            return;
        }
        SolveRequest request;
        request.kind = JobKind::Solve;
        request.board = puzzles[next++];
        request.algorithm = algorithm;
        request.reportProgress = true; // as the Solve button does
        model.loadPuzzle(request.board, {});
        controller.start(request);
        if (capMs > 0)
            cap.start(capMs);
    };
    QObject::connect(&controller, &SolveController::jobFinished, &loop, [&](const SolveOutcome &outcome) {
        cap.stop();
        if (outcome.result.hasSolution()) {
            model.applySolution(outcome.result.solution); // the same work the app does on a result
            ++result.solved;
        } else if (outcome.result.status == SolveStatus::Cancelled) {
            ++result.stopped;
        }
        view.repaint(); // paint now, on the GUI thread, inside the measured loop
        startNext();
    });
    QElapsedTimer wall;
    wall.start();
    meter.start();
    QTimer::singleShot(0, &loop, startNext);
    loop.exec();
    meter.stop();
    result.seconds = wall.elapsed() / 1000.0;
    result.maxGapMs = meter.maxMs();
    result.p99GapMs = meter.percentileMs(0.99);
    result.ticks = meter.ticks();
    return result;
}

StallResult measureIdle(int ms)
{
    StallMeter meter;
    QEventLoop loop;
    meter.start();
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
    meter.stop();
    return {0, 0, ms / 1000.0, meter.maxMs(), meter.percentileMs(0.99), meter.ticks()};
}

// The cost of one full repaint of the board (a mid-game position: digits and notes everywhere), for the ways
// the board can look, measured in turn in the same run so that their ratios hold whatever the machine's load:
//   grid         the notes in the 3x3 grid, nothing else (the board of the first measurements)
//   snyder       the notes as centre marks, two corner marks in every empty cell, a third of the cells
//                coloured and one candidate of every empty cell coloured
//   digit-first  the grid board with a digit picked: where it can go is worked out for every cell
int paintCost(const std::vector<Board> &puzzles, int runs)
{
    struct Scenario {
        const char *name;
        std::unique_ptr<GameModel> model;
        std::unique_ptr<BoardView> view;
        std::vector<double> times;
    };
    std::vector<Scenario> scenarios;
    for (const char *name : {"grid", "snyder", "digit-first"}) {
        Scenario s {name, std::make_unique<GameModel>(), nullptr, {}};
        s.model->loadPuzzle(puzzles.front(), {});
        s.model->fillCandidates();
        s.view = std::make_unique<BoardView>(s.model.get());
        s.view->resize(600, 600);
        scenarios.push_back(std::move(s));
    }
    Scenario &snyder = scenarios[1];
    snyder.view->setNotesStyle(NotesStyle::Snyder);
    for (int cell = 0; cell < kCellCount; ++cell) {
        const CellState state = snyder.model->cellState(cell);
        if (cell % 3 == 0)
            snyder.model->setCellColour(cell, 1 + cell % kColourCount);
        if (state.digit != 0)
            continue;
        int marked = 0;
        for (int d = 1; d <= 9 && marked < 2; ++d) {
            if (state.notes & digitBit(d)) {
                snyder.model->toggleCornerMark(cell, d);
                ++marked;
            }
        }
        for (int d = 1; d <= 9; ++d) {
            if (state.notes & digitBit(d)) {
                snyder.model->setCandidateColour(cell, d, 1 + (cell + d) % kColourCount);
                break;
            }
        }
    }
    scenarios[2].view->setPickedDigit(5);
    for (Scenario &s : scenarios) {
        s.view->show();
        QElapsedTimer warm;
        warm.start();
        while (warm.elapsed() < 300)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    }
    for (int i = 0; i < runs; ++i) {
        for (Scenario &s : scenarios) {
            s.view->setSelectedCell(i % 81);
            QElapsedTimer timer;
            timer.start();
            s.view->repaint();
            s.times.push_back(timer.nsecsElapsed() / 1e6);
        }
    }
    double gridMedian = 0;
    for (Scenario &s : scenarios) {
        std::sort(s.times.begin(), s.times.end());
        const double median = s.times[s.times.size() / 2];
        if (gridMedian == 0)
            gridMedian = median;
        std::printf("paint platform=%s board=%s runs=%d size=600x600 median_ms=%.3f p99_ms=%.3f max_ms=%.3f "
                    "median_vs_grid=%.2f\n",
            qPrintable(QGuiApplication::platformName()), s.name, runs, median,
            s.times[static_cast<std::size_t>(0.99 * static_cast<double>(s.times.size() - 1))], s.times.back(),
            median / gridMedian);
    }
    return 0;
}

int firstPaint(const QString &executable, int runs)
{
    QTemporaryDir dir;
    std::vector<double> outside, inside;
    for (int i = 0; i < runs; ++i) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data"))); // no autosave to load
        process.setProcessEnvironment(env);
        QElapsedTimer timer;
        timer.start();
        process.start(executable,
            {QStringLiteral("--first-paint"), QStringLiteral("--settings"), dir.filePath(QStringLiteral("s.ini"))});
        QByteArray out;
        while (process.waitForReadyRead(10000)) {
            out += process.readAllStandardOutput();
            if (out.contains('\n'))
                break;
        }
        const double seen = timer.nsecsElapsed() / 1e6;
        process.waitForFinished(10000);
        if (!out.startsWith("first-paint-ms ")) {
            std::fprintf(stderr, "no first-paint line from %s: %s\n", qPrintable(executable),
                process.readAllStandardError().constData());
            return 1;
        }
        outside.push_back(seen);
        inside.push_back(out.mid(15).trimmed().toDouble());
    }
    auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    std::printf("first-paint runs=%d platform=%s median_ms=%.1f min_ms=%.1f max_ms=%.1f in_process_median_ms=%.1f\n",
        runs, qPrintable(QGuiApplication::platformName()), median(outside),
        *std::min_element(outside.begin(), outside.end()), *std::max_element(outside.begin(), outside.end()),
        median(inside));
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("GUI responsiveness benchmark of Sudoku."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("mode"), QStringLiteral("stall | first-paint | paint"));
    const QCommandLineOption file(QStringLiteral("file"), QStringLiteral("Puzzle file for stall."),
        QStringLiteral("path"), QStringLiteral(SUDOKU_DATA_DIR "/forum_hardest_1106.txt"));
    const QCommandLineOption limit(QStringLiteral("limit"), QStringLiteral("At most N puzzles (0 = all)."),
        QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption naiveCap(QStringLiteral("naive-cap-ms"),
        QStringLiteral("Stop the naive solver after this long on one puzzle."), QStringLiteral("ms"),
        QStringLiteral("2000"));
    const QCommandLineOption naiveLimit(QStringLiteral("naive-limit"),
        QStringLiteral("At most N puzzles for the naive solver."), QStringLiteral("N"), QStringLiteral("10"));
    const QCommandLineOption runs(
        QStringLiteral("runs"), QStringLiteral("first-paint runs."), QStringLiteral("N"), QStringLiteral("10"));
    const QCommandLineOption executable(QStringLiteral("exe"), QStringLiteral("The sudoku executable."),
        QStringLiteral("path"), QStringLiteral(SUDOKU_EXECUTABLE));
    parser.addOptions({file, limit, naiveCap, naiveLimit, runs, executable});
    parser.process(app);

    const QString mode = parser.positionalArguments().value(0);
    if (mode == QLatin1String("first-paint"))
        return firstPaint(parser.value(executable), parser.value(runs).toInt());
    if (mode == QLatin1String("paint"))
        return paintCost(readPuzzles(parser.value(file), 1), parser.value(runs).toInt() * 50);
    if (mode != QLatin1String("stall")) {
        parser.showHelp(2);
    }
    const std::vector<Board> puzzles = readPuzzles(parser.value(file), parser.value(limit).toInt());
    if (puzzles.empty())
        return 1;
    const StallResult idle = measureIdle(2000);
    std::printf("stall platform=%s file=%s puzzles=%zu\n", qPrintable(QGuiApplication::platformName()),
        qPrintable(parser.value(file).section(QLatin1Char('/'), -1)), puzzles.size());
    std::printf("  %-6s %8s %8s %9s %12s %12s %8s\n", "solver", "solved", "stopped", "seconds", "max_gap_ms",
        "p99_gap_ms", "ticks");
    std::printf("  %-6s %8s %8s %9.2f %12.2f %12.2f %8zu\n", "idle", "-", "-", idle.seconds, idle.maxGapMs,
        idle.p99GapMs, idle.ticks);
    for (Algorithm algorithm : {Algorithm::Naive, Algorithm::Dfs, Algorithm::Dlx}) {
        // A solver not merged yet is stood in for by the naive one (makeSolver says which it made).
        const bool naive = makeSolver(algorithm)->algorithm() == Algorithm::Naive;
        std::vector<Board> set = puzzles;
        if (naive && parser.value(naiveLimit).toInt() > 0
            && static_cast<int>(set.size()) > parser.value(naiveLimit).toInt())
            set.resize(static_cast<std::size_t>(parser.value(naiveLimit).toInt()));
        const StallResult r = measureStall(set, algorithm, naive ? parser.value(naiveCap).toInt() : 0);
        std::printf("  %-6s %8d %8d %9.2f %12.2f %12.2f %8zu%s\n", algorithmName(algorithm).data(), r.solved, r.stopped,
            r.seconds, r.maxGapMs, r.p99GapMs, r.ticks,
            naive && algorithm != Algorithm::Naive ? "  (naive stands in: not merged yet)" : "");
        std::fflush(stdout);
    }
    return 0;
}
