// SPDX-License-Identifier: GPL-3.0-or-later
// The Visualize mode on the real widgets: recording on the trace thread, stepping, scrubbing, playing,
// cancelling, the memory cap, and the PNG export.
#include "guitestutil.h"
#include "windowfixture.h"

#include "play/gamecontroller.h"
#include "visualizer/traceboardview.h"
#include "visualizer/visualizerpanel.h"
#include "window/mainwindow.h"

#include "sudoku/solver.h"

#include <QAction>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::Algorithm)

class TestVisualizer : public QObject
{
    Q_OBJECT

    std::unique_ptr<VisualizerPanel> m_panel;

    // Shows the panel, records `puzzle` and waits for the whole trace.
    void recordAll(const char *puzzle, Algorithm algorithm, int limit = 1)
    {
        QSignalSpy finished(m_panel.get(), &VisualizerPanel::recordingFinished);
        m_panel->setFindAll(limit > 1, std::max(limit, 2));
        m_panel->showPuzzle(guitest::board(puzzle), algorithm);
        QVERIFY(finished.wait(60000));
        QVERIFY(m_panel->summary().has_value());
        QVERIFY(!m_panel->isRecording());
    }

private Q_SLOTS:
    void init()
    {
        m_panel = std::make_unique<VisualizerPanel>();
        m_panel->resize(900, 700);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
        m_panel->activateWindow();
        m_panel->setFocus();
    }

    void cleanup() { m_panel.reset(); }

    void algorithms_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::newRow("naive") << Algorithm::Naive;
        QTest::newRow("dfs") << Algorithm::Dfs;
        QTest::newRow("dlx") << Algorithm::Dlx;
    }

    void stepForwardThenBackIsExact_data() { algorithms_data(); }
    void stepForwardThenBackIsExact()
    {
        QFETCH(Algorithm, algorithm);
        recordAll(guitest::kEasy, algorithm);
        const std::uint64_t size = m_panel->trace()->size();
        QVERIFY(size > 0);
        m_panel->seek(size / 3);
        const TraceState before = m_panel->state();
        const Grid shown = m_panel->boardView()->frame().state.grid;
        const int n = static_cast<int>(std::min<std::uint64_t>(40, size - size / 3));
        for (int i = 0; i < n; ++i)
            QTest::keyClick(m_panel.get(), Qt::Key_Right);
        QCOMPARE(m_panel->step(), size / 3 + static_cast<std::uint64_t>(n));
        QVERIFY(n == 0 || !(m_panel->state() == before));
        for (int i = 0; i < n; ++i)
            QTest::keyClick(m_panel.get(), Qt::Key_Left);
        QCOMPARE(m_panel->step(), size / 3);
        QVERIFY(m_panel->state() == before);
        QVERIFY(m_panel->boardView()->frame().state.grid == shown);
    }

    void scrubEqualsReplay_data() { algorithms_data(); }
    void scrubEqualsReplay()
    {
        QFETCH(Algorithm, algorithm);
        recordAll(guitest::kNaiveHard, algorithm);
        const Trace &trace = *m_panel->trace();
        QVERIFY(trace.size() > 0);
        auto *timeline = m_panel->findChild<QSlider *>(); // the first slider is the timeline
        QVERIFY(timeline);
        QCOMPARE(timeline->accessibleName(), QStringLiteral("Timeline"));
        TraceState replay = TraceState::start(trace.puzzle());
        std::uint64_t replayed = 0;
        std::vector<std::uint64_t> steps {0, 1, 4095, 4097, 70000, trace.size() / 2, trace.size()};
        for (auto &k : steps)
            k = std::min(k, trace.size());
        std::sort(steps.begin(), steps.end());
        for (const std::uint64_t k : steps) {
            for (; replayed < k; ++replayed)
                replay.apply(trace.event(replayed));
            timeline->setValue(static_cast<int>(k));
            QCOMPARE(m_panel->step(), k);
            QVERIFY2(m_panel->state() == replay, qPrintable(QStringLiteral("step %1").arg(k)));
        }
    }

    void countersEqualSolverStats_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<int>("limit");
        for (auto [name, algorithm] : {std::pair {"naive", Algorithm::Naive}, std::pair {"dfs", Algorithm::Dfs},
                 std::pair {"dlx", Algorithm::Dlx}}) {
            QTest::addRow("%s easy", name) << algorithm << QString::fromLatin1(guitest::kEasy) << 1;
            QTest::addRow("%s find all", name) << algorithm << QString::fromLatin1(guitest::kSeveralSolutions) << 50;
            QTest::addRow("%s no solution", name) << algorithm << QString::fromLatin1(guitest::kNoSolution) << 1;
        }
    }
    void countersEqualSolverStats()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(QString, puzzle);
        QFETCH(int, limit);
        const QByteArray line = puzzle.toLatin1();
        recordAll(line.constData(), algorithm, limit);
        QTest::keyClick(m_panel.get(), Qt::Key_End);
        const TraceCounters &c = m_panel->state().counters;
        SolveOptions options;
        options.solutionLimit = static_cast<std::uint64_t>(limit);
        const SolveResult plain = makeSolver(algorithm)->solve(guitest::board(line.constData()), options);
        QCOMPARE(c.step, m_panel->trace()->size());
        QCOMPARE(c.nodes, plain.stats.nodes);
        QCOMPARE(c.guesses, plain.stats.guesses);
        QCOMPARE(c.solutions, plain.solutionCount);
        QCOMPARE(m_panel->summary()->stats.nodes, plain.stats.nodes);
        QCOMPARE(m_panel->summary()->status, plain.status);
        if (limit > 1)
            QVERIFY(c.solutions > 1); // find-all went past the first solution
        QCOMPARE(m_panel->boardView()->frame().state.counters, c);
    }

    void cancelDuringRecordingIsPrompt()
    {
        m_panel->setMaxEvents(500'000'000);
        QSignalSpy finished(m_panel.get(), &VisualizerPanel::recordingFinished);
        m_panel->showPuzzle(guitest::board(guitest::kNaiveHard), Algorithm::Naive);
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->trace()->size() > 0, 10000); // chunks arrive while it searches
        QVERIFY(m_panel->isRecording());
        QElapsedTimer timer;
        timer.start();
        m_panel->cancelRecording();
        QVERIFY(finished.wait(5000));
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(m_panel->summary()->status, SolveStatus::Cancelled);
        QVERIFY(!m_panel->summary()->truncated);
        QVERIFY(m_panel->trace()->finished());
        // What was recorded stays watchable.
        QTest::keyClick(m_panel.get(), Qt::Key_End);
        QCOMPARE(m_panel->step(), m_panel->trace()->size());
    }

    void closingDuringRecordingIsPrompt()
    {
        m_panel->setMaxEvents(500'000'000);
        m_panel->showPuzzle(guitest::board(guitest::kNaiveHard), Algorithm::Naive);
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->trace()->size() > 0, 10000);
        QElapsedTimer timer;
        timer.start();
        m_panel->close();
        m_panel.reset(); // waits for the trace thread
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    }

    void playAdvancesWithTheTimer()
    {
        recordAll(guitest::kEasy, Algorithm::Naive);
        m_panel->setSpeed(200);
        QTest::keyClick(m_panel.get(), Qt::Key_Space);
        QVERIFY(m_panel->isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->step() >= 10, 5000);
        QTest::keyClick(m_panel.get(), Qt::Key_Space);
        QVERIFY(!m_panel->isPlaying());
        const std::uint64_t paused = m_panel->step();
        QTest::qWait(100);
        QCOMPARE(m_panel->step(), paused);
    }

    void playsWhileRecording()
    {
        m_panel->setMaxEvents(500'000'000);
        m_panel->showPuzzle(guitest::board(guitest::kNaiveHard), Algorithm::Naive);
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->trace()->size() > 0, 10000);
        m_panel->setSpeed(1000);
        m_panel->setPlaying(true);
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->step() >= 50, 5000);
        QVERIFY(m_panel->isRecording()); // the search goes on behind the replay
        QVERIFY(m_panel->trace()->size() > m_panel->step());
        QSignalSpy finished(m_panel.get(), &VisualizerPanel::recordingFinished);
        m_panel->cancelRecording();
        QVERIFY(finished.wait(5000));
        QVERIFY(m_panel->isPlaying()); // cancelling the recording does not stop the replay
    }

    void fullSpeedCoalescesSteps()
    {
        recordAll(guitest::kNaiveHard, Algorithm::Naive);
        m_panel->setSpeed(VisualizerPanel::kMaxSpeed);
        QVERIFY(m_panel->frameIntervalMs() >= 8); // never faster than the screen
        QSignalSpy steps(m_panel.get(), &VisualizerPanel::stepChanged);
        m_panel->setPlaying(true);
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->step() > 100'000, 5000);
        // Many steps went by in a handful of frames.
        QVERIFY2(static_cast<std::uint64_t>(steps.count()) * 1000 < m_panel->step(),
            qPrintable(QStringLiteral("%1 frames for %2 steps").arg(steps.count()).arg(m_panel->step())));
        m_panel->setPlaying(false);
    }

    void jumpsToBacktrackAndSolution()
    {
        recordAll(guitest::kSeveralSolutions, Algorithm::Naive, 10);
        QTest::keyClick(m_panel.get(), Qt::Key_B);
        const std::uint64_t deadEnd = m_panel->step();
        QVERIFY(deadEnd > 0);
        QCOMPARE(m_panel->trace()->event(deadEnd - 1).kind, SearchEventKind::DeadEnd);
        QVERIFY(m_panel->boardView()->frame().tipCell >= 0); // the failed branch is marked
        QTest::keyClick(m_panel.get(), Qt::Key_S);
        QCOMPARE(m_panel->trace()->event(m_panel->step() - 1).kind, SearchEventKind::Solution);
        QVERIFY(m_panel->boardView()->frame().solved);
        QCOMPARE(m_panel->state().counters.solutions, std::uint64_t {1});
        QTest::keyClick(m_panel.get(), Qt::Key_S);
        QCOMPARE(m_panel->state().counters.solutions, std::uint64_t {2});
        QTest::keyClick(m_panel.get(), Qt::Key_Home);
        QCOMPARE(m_panel->step(), std::uint64_t {0});
    }

    void dlxNamesTheColumn()
    {
        recordAll(guitest::kNaiveHard, Algorithm::Dlx);
        const auto column = m_panel->trace()->findNext(0, SearchEventKind::ChooseColumn);
        QVERIFY(column);
        m_panel->seek(*column + 2); // the column, then the row tried in it
        QVERIFY2(m_panel->columnText().contains(QStringLiteral("needs")), qPrintable(m_panel->columnText()));
        QVERIFY2(m_panel->columnText().contains(QStringLiteral("covers")), qPrintable(m_panel->columnText()));
    }

    void truncationNotice()
    {
        m_panel->setMaxEvents(1000);
        recordAll(guitest::kNaiveHard, Algorithm::Naive);
        QVERIFY(m_panel->summary()->truncated);
        QCOMPARE(m_panel->trace()->size(), std::uint64_t {1000});
        QVERIFY(m_panel->trace()->truncated());
        QVERIFY2(m_panel->noticeText().contains(QStringLiteral("truncated at 1,000 steps")),
            qPrintable(m_panel->noticeText()));
        QTest::keyClick(m_panel.get(), Qt::Key_End);
        QCOMPARE(m_panel->step(), std::uint64_t {1000});
    }

    void exportWritesPng()
    {
        recordAll(guitest::kEasy, Algorithm::Dfs);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        m_panel->seek(m_panel->trace()->size() / 2);
        const QString path = dir.filePath(QStringLiteral("step.png"));
        QString error;
        QVERIFY2(m_panel->exportImage(path, 320, &error), qPrintable(error));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(320, 320));
        QVERIFY(!m_panel->exportImage(dir.filePath(QStringLiteral("no/such/dir/x.png")), 320, &error));
        QVERIFY(error.contains(QStringLiteral("no/such/dir")));

        const std::uint64_t size = m_panel->trace()->size();
        QSignalSpy done(m_panel.get(), &VisualizerPanel::exportFinished);
        const QString frames = dir.filePath(QStringLiteral("frames"));
        m_panel->exportFrames(frames, 10);
        QVERIFY(done.wait(30000));
        const int expected = static_cast<int>(size / 10 + 1 + (size % 10 ? 1 : 0));
        QCOMPARE(done.at(0).at(0).toInt(), expected);
        QCOMPARE(QDir(frames).entryList({QStringLiteral("*.png")}).size(), expected);
        QCOMPARE(QImage(QDir(frames).filePath(QStringLiteral("step-000000000.png"))).size(), QSize(640, 640));
    }

    void mainWindowOpensThePanel()
    {
        guitest::WindowFixture fixture;
        QVERIFY(fixture.open({}, guitest::WindowFixture::Start::Nothing));
        MainWindow &window = *fixture.window();
        QVERIFY(window.game()->pastePuzzle(QString::fromLatin1(guitest::kEasy)));
        window.visualizeAction()->trigger();
        QVERIFY(window.visualizer());
        QVERIFY(window.visualizer()->isVisible());
        QSignalSpy finished(window.visualizer(), &VisualizerPanel::recordingFinished);
        QVERIFY(finished.wait(10000));
        QCOMPARE(window.visualizer()->trace()->puzzle(), guitest::board(guitest::kEasy));
        QVERIFY(window.visualizer()->summary()->solutionCount == 1);
        // A new puzzle in the game is recorded in the open panel.
        QVERIFY(window.game()->pastePuzzle(QString::fromLatin1(guitest::kSeveralSolutions)));
        QVERIFY(finished.wait(10000));
        QCOMPARE(window.visualizer()->trace()->puzzle(), guitest::board(guitest::kSeveralSolutions));
    }
};

QTEST_MAIN(TestVisualizer)
#include "tst_visualizer.moc"
