// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-vizbench: how the Visualize mode plays, on the real, visible VisualizerPanel.
//
//   frames      records a long naive search (the trace keeps growing while it plays) and plays it at each speed
//               of the slider for a few seconds, with every pane open (code, tree, and the matrix for dlx).
//               Reports the frames painted per second, the steps shown per second, and the GUI thread's time:
//               the busy time per frame (everything the event loop did, divided by the frames) and the longest
//               single event (a timer tick, a paint, a chunk arriving).
//   compare     the same for the side-by-side window with naive, dfs and dlx on one timeline (by work).
//   show        shows the panel mid-search for a while (for screenshots under Xvfb); --grab FILE saves the
//               window as PNG, --panes DIR each pane on its own (board, why, code, tree, matrix, chart),
//               --compare FILE the side-by-side window, --animation FILE the run as an animated PNG.
//
// Not a ctest test: timings are measurements, not pass/fail. Results and commands: docs/bench-visualizer.md.
#include "visualizer/codeview.h"
#include "visualizer/comparewindow.h"
#include "visualizer/depthchart.h"
#include "visualizer/matrixview.h"
#include "visualizer/traceboardview.h"
#include "visualizer/treeview.h"
#include "visualizer/visualizerpanel.h"

#include "sudoku/grid/board.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QMap>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <vector>

using namespace sudoku;

namespace
{

// Hundreds of millions of nodes for the naive solver: the trace grows for seconds while it plays.
constexpr const char *kNaiveHard = "1...........8..9..5...3..........2......54.....9...86.........3.2.6.....3......14";

Board boardOf(const char *line)
{
    Grid grid {};
    for (int i = 0; i < kCellCount; ++i)
        grid[i] = (line[i] >= '1' && line[i] <= '9') ? static_cast<std::uint8_t>(line[i] - '0') : 0;
    return Board::fromGivens(grid);
}

// Times every event the GUI thread handles (outermost dispatch only).
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;

    bool notify(QObject *receiver, QEvent *event) override
    {
        // Only the GUI thread's own events, outermost dispatch only (the trace thread runs its search
        // inside one queued call).
        if (QThread::currentThread() != thread() || m_depth++ > 0) {
            if (event->type() == QEvent::Paint && QThread::currentThread() == thread()) {
                QElapsedTimer paint;
                paint.start();
                const bool result = QApplication::notify(receiver, event);
                auto &slot = paintNs[QString::fromLatin1(receiver->metaObject()->className())];
                slot = std::max(slot, paint.nsecsElapsed());
                --m_depth;
                return result;
            }
            const bool result = QApplication::notify(receiver, event);
            if (QThread::currentThread() == thread())
                --m_depth;
            return result;
        }
        QElapsedTimer timer;
        timer.start();
        const qint64 cpuBefore = threadCpuNs();
        const bool result = QApplication::notify(receiver, event);
        const qint64 ns = timer.nsecsElapsed();
        const qint64 cpu = threadCpuNs() - cpuBefore;
        --m_depth;
        busyNs += ns;
        busyCpuNs += cpu;
        longestCpuNs = std::max(longestCpuNs, cpu);
        if (ns > longestNs) {
            longestNs = ns;
            longestWhat = QStringLiteral("%1 to %2")
                              .arg(int(event->type()))
                              .arg(QString::fromLatin1(receiver->metaObject()->className()));
        }
        return result;
    }

    void reset()
    {
        busyNs = longestNs = busyCpuNs = longestCpuNs = 0;
        paintNs.clear();
    }

    qint64 busyNs = 0;
    qint64 longestNs = 0;
    // The GUI thread's own CPU time: what it costs, whatever else the machine runs (a busy machine stretches
    // the wall-clock times above with time the thread spent descheduled).
    qint64 busyCpuNs = 0;
    qint64 longestCpuNs = 0;

    static qint64 threadCpuNs()
    {
        timespec t {};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return static_cast<qint64>(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
    }
    QString longestWhat;
    QMap<QString, qint64> paintNs; // the longest paint of each widget class

private:
    int m_depth = 0;
};

class PaintCounter : public QObject
{
public:
    int paints = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};

void wait(int ms, const VisualizerPanel *untilStopped = nullptr)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms && (!untilStopped || untilStopped->isPlaying()))
        QApplication::processEvents(QEventLoop::AllEvents, 5);
}

// What the frames table plays: the panel, or the side-by-side window.
struct Player {
    std::function<void(double)> setSpeed;
    std::function<void(bool)> setPlaying;
    std::function<void()> toStart;
    std::function<std::uint64_t()> position;
    std::function<bool()> playing;
    std::function<bool()> recording;
    QWidget *painted; // counted per paint: one frame
};

void waitWhile(int ms, const std::function<bool()> &go)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms && go())
        QApplication::processEvents(QEventLoop::AllEvents, 5);
}

int runFrames(TimedApplication &app, const Player &player, double seconds, const char *what)
{
    PaintCounter counter;
    player.painted->installEventFilter(&counter);
    std::printf(
        "%s\n\n| speed (per s) | frames/s painted | shown/s | GUI busy | busy ms per frame | longest event ms | "
        "CPU ms per frame | longest event CPU ms | recording |\n|---|---|---|---|---|---|---|---|---|\n",
        what);
    const double speeds[] = {1, 10, 100, 1e3, 1e4, 1e5, 1e6, VisualizerPanel::kMaxSpeed};
    for (const double speed : speeds) {
        player.setPlaying(false);
        player.toStart();
        player.setSpeed(speed);
        wait(100);
        counter.paints = 0;
        app.reset();
        const std::uint64_t from = player.position();
        QElapsedTimer timer;
        timer.start();
        player.setPlaying(true);
        waitWhile(static_cast<int>(seconds * 1000), player.playing); // or until the end of the trace
        const double elapsed = static_cast<double>(timer.nsecsElapsed()) / 1e9;
        player.setPlaying(false);
        const double frames = std::max(1, counter.paints);
        std::printf("| %s | %.1f | %.0f | %.1f%% | %.2f | %.2f | %.2f | %.2f | %s |\n",
            speed >= VisualizerPanel::kMaxSpeed ? "maximum (1e7)" : qPrintable(QString::number(speed, 'g', 3)),
            counter.paints / elapsed, static_cast<double>(player.position() - from) / elapsed,
            static_cast<double>(app.busyNs) / 1e7 / elapsed, static_cast<double>(app.busyNs) / 1e6 / frames,
            static_cast<double>(app.longestNs) / 1e6, static_cast<double>(app.busyCpuNs) / 1e6 / frames,
            static_cast<double>(app.longestCpuNs) / 1e6, player.recording() ? "still recording" : "done");
        if (qEnvironmentVariableIsSet("VIZBENCH_DEBUG")) {
            std::printf("  longest: %s\n", qPrintable(app.longestWhat));
            for (auto it = app.paintNs.cbegin(); it != app.paintNs.cend(); ++it)
                std::printf("    paint %s %.2f ms\n", qPrintable(it.key()), static_cast<double>(it.value()) / 1e6);
        }
        std::fflush(stdout);
    }
    return 0;
}

Player panelPlayer(VisualizerPanel &panel)
{
    return {[&panel](double s) { panel.setSpeed(s); }, [&panel](bool on) { panel.setPlaying(on); },
        [&panel] { panel.toStart(); }, [&panel] { return panel.step(); }, [&panel] { return panel.isPlaying(); },
        [&panel] { return panel.isRecording(); }, panel.boardView()};
}

Player comparePlayer(CompareWindow &compare)
{
    return {[&compare](double s) { compare.setSpeed(s); }, [&compare](bool on) { compare.setPlaying(on); },
        [&compare] { compare.seek(0); }, [&compare] { return compare.position(); },
        [&compare] { return compare.isPlaying(); }, [&compare] { return compare.isRecording(); }, compare.laneBoard(0)};
}

void grabPanes(VisualizerPanel &panel, const QString &dir)
{
    QDir().mkpath(dir);
    auto save = [&](QWidget *w, const char *name) {
        w->grab().save(QDir(dir).filePath(QString::fromLatin1(name) + QStringLiteral(".png")));
    };
    save(panel.boardView(), "board");
    save(panel.codeView()->parentWidget(), "code");
    save(panel.treeView()->parentWidget(), "tree");
    save(panel.matrixView()->parentWidget(), "matrix");
    save(panel.depthChart(), "chart");
}
} // namespace

int main(int argc, char **argv)
{
    TimedApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Frame rate and GUI-thread cost of the Visualize mode"));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("mode"), QStringLiteral("frames | compare | show"));
    parser.addOption({QStringLiteral("seconds"), QStringLiteral("seconds per speed (frames) or shown (show)"),
        QStringLiteral("s"), QStringLiteral("3")});
    parser.addOption(
        {QStringLiteral("algo"), QStringLiteral("naive | dfs | dlx"), QStringLiteral("a"), QStringLiteral("naive")});
    parser.addOption({QStringLiteral("puzzle"), QStringLiteral("81-character puzzle"), QStringLiteral("p"),
        QString::fromLatin1(kNaiveHard)});
    parser.addOption({QStringLiteral("speed"), QStringLiteral("show: steps per second"), QStringLiteral("n"),
        QStringLiteral("200")});
    parser.addOption({QStringLiteral("grab"), QStringLiteral("show: save the window as PNG"), QStringLiteral("file")});
    parser.addOption({QStringLiteral("candidates"), QStringLiteral("show: draw the candidates")});
    parser.addOption(
        {QStringLiteral("step"), QStringLiteral("show: the step to show at the end"), QStringLiteral("n")});
    parser.addOption(
        {QStringLiteral("panes"), QStringLiteral("show: save each pane as PNG into"), QStringLiteral("dir")});
    parser.addOption({QStringLiteral("animation"), QStringLiteral("show: export the run as an animated PNG"),
        QStringLiteral("file")});
    parser.addOption({QStringLiteral("compare"), QStringLiteral("show: save the side-by-side window as PNG"),
        QStringLiteral("file")});
    parser.addOption({QStringLiteral("compare-at"), QStringLiteral("show: the nodes shown side by side"),
        QStringLiteral("n"), QStringLiteral("200")});
    parser.process(app);
    const QString mode = parser.positionalArguments().value(0, QStringLiteral("frames"));
    const auto algorithm = algorithmFromName(parser.value(QStringLiteral("algo")).toStdString());
    const QByteArray puzzle = parser.value(QStringLiteral("puzzle")).toLatin1();
    if (!algorithm || puzzle.size() < kCellCount) {
        std::fprintf(stderr, "bad --algo or --puzzle\n");
        return 2;
    }
    const double seconds = parser.value(QStringLiteral("seconds")).toDouble();

    VisualizerPanel panel;
    panel.resize(1180, 900);
    panel.show();
    panel.showPuzzle(boardOf(puzzle.constData()), *algorithm);
    wait(300); // the first chunks
    if (mode == QLatin1String("frames")) {
        std::printf("panel %dx%d, every pane open\n", panel.width(), panel.height());
        runFrames(app, panelPlayer(panel), seconds > 0 ? seconds : 3, "The panel");
        std::printf("\ntrace: %llu events recorded (cap %llu)%s\n",
            static_cast<unsigned long long>(panel.trace()->size()),
            static_cast<unsigned long long>(TraceRecorder::kDefaultMaxEvents),
            panel.summary() && panel.summary()->truncated ? ", truncated" : "");
        return 0;
    }
    if (mode == QLatin1String("compare")) {
        panel.openCompare();
        CompareWindow &compare = *panel.compareWindow();
        compare.resize(1300, 600);
        compare.setAlgorithms({Algorithm::Naive, Algorithm::Dfs, Algorithm::Dlx});
        compare.setAxis(CompareWindow::Axis::Work);
        wait(300);
        return runFrames(app, comparePlayer(compare), seconds > 0 ? seconds : 3,
            "Side by side: naive, dfs and dlx, timeline by work (speed in nodes per second)");
    }
    if (mode == QLatin1String("show")) {
        panel.setShowCandidates(parser.isSet(QStringLiteral("candidates")));
        panel.setSpeed(parser.value(QStringLiteral("speed")).toDouble());
        panel.setPlaying(true);
        wait(static_cast<int>((seconds > 0 ? seconds : 3) * 1000));
        panel.setPlaying(false);
        if (parser.isSet(QStringLiteral("step")))
            panel.seek(parser.value(QStringLiteral("step")).toULongLong());
        wait(300);
        if (parser.isSet(QStringLiteral("grab")))
            panel.grab().save(parser.value(QStringLiteral("grab")));
        if (parser.isSet(QStringLiteral("panes")))
            grabPanes(panel, parser.value(QStringLiteral("panes")));
        if (parser.isSet(QStringLiteral("animation"))) {
            bool done = false;
            QObject::connect(&panel, &VisualizerPanel::exportFinished, [&](int frames, const QString &error) {
                std::printf("animation: %d frames%s%s\n", frames, error.isEmpty() ? "" : ", ", qPrintable(error));
                done = true;
            });
            panel.exportAnimation(parser.value(QStringLiteral("animation")),
                std::max<std::uint64_t>(1, panel.trace()->size() / 120), 100, 320);
            waitWhile(60000, [&] { return !done; });
        }
        if (parser.isSet(QStringLiteral("compare"))) {
            panel.openCompare();
            CompareWindow &compare = *panel.compareWindow();
            compare.resize(1300, 560);
            compare.setAlgorithms({Algorithm::Naive, Algorithm::Dfs, Algorithm::Dlx});
            compare.setAxis(CompareWindow::Axis::Work);
            waitWhile(20000, [&] { return compare.isRecording(); });
            compare.seek(parser.value(QStringLiteral("compare-at")).toULongLong());
            wait(500);
            compare.grab().save(parser.value(QStringLiteral("compare")));
        }
        wait(500);
        return 0;
    }
    std::fprintf(stderr, "unknown mode %s\n", qPrintable(mode));
    return 2;
}
