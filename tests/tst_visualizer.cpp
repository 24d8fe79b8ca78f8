// SPDX-License-Identifier: GPL-3.0-or-later
// The Visualize mode on the real widgets: recording on the trace thread, stepping, scrubbing, playing,
// cancelling, the memory cap, the PNG and APNG export, and the lab: dead ends drawn where they are, the
// depth chart, the code, tree and matrix panes, starting from the player's position, side by side.
#include "guitestutil.h"
#include "windowfixture.h"

#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "visualizer/apngwriter.h"
#include "visualizer/codeview.h"
#include "visualizer/comparewindow.h"
#include "visualizer/depthchart.h"
#include "visualizer/matrixview.h"
#include "visualizer/timelineslider.h"
#include "visualizer/traceboardview.h"
#include "visualizer/tracetext.h"
#include "visualizer/treeview.h"
#include "visualizer/visualizerpanel.h"
#include "window/mainwindow.h"

#include "sudoku/grid/candidates.h"
#include "sudoku/search/searchtree.h"
#include "sudoku/search/solver.h"

#include <QCheckBox>
#include <QComboBox>
#include <QScreen>
#include <QtEndian>

#include <QAction>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::Algorithm)

namespace
{
// One of the hardest known puzzles (forum_hardest_1106): the fast dfs needs guesses and meets dead ends here.
constexpr const char *kDfsHard = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
} // namespace

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
        m_panel->resize(1180, 900);
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
        const QString why = m_panel->whyText();
        const int line = m_panel->codeView()->currentLine();
        const SearchTree tree = m_panel->treeView()->tree();
        const auto sizes = m_panel->matrixView()->sizes();
        QVERIFY(!why.isEmpty());
        QVERIFY(line >= 0);
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
        // Every pane shows the same again.
        QCOMPARE(m_panel->whyText(), why);
        QCOMPARE(m_panel->codeView()->currentLine(), line);
        QVERIFY(m_panel->treeView()->tree() == tree);
        QVERIFY(m_panel->matrixView()->sizes() == sizes);
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
        // The mark is on what ran out, as the trace recorded it.
        QCOMPARE(m_panel->boardView()->frame().deadEnd, int(m_panel->trace()->event(deadEnd - 1).column));
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

    void deadEndMarksNameWhatRanOut_data() { algorithms_data(); }
    // Every dead end of a search, shown: the mark is on the constraint the trace names, which an independent
    // look at the board confirms for naive (the first empty cell, which has no untried digit) and DLX (the
    // first column, in column order, with no rows), and the why line says it in words.
    void deadEndMarksNameWhatRanOut()
    {
        QFETCH(Algorithm, algorithm);
        m_panel->setMaxEvents(400'000);
        recordAll(algorithm == Algorithm::Dfs ? kDfsHard : guitest::kNaiveHard, algorithm);
        int checked = 0;
        for (auto next = m_panel->trace()->findNext(0, SearchEventKind::DeadEnd); next && checked < 60;
             next = m_panel->trace()->findNext(*next + 1, SearchEventKind::DeadEnd), ++checked) {
            m_panel->seek(*next + 1);
            const TraceFrame &frame = m_panel->boardView()->frame();
            QCOMPARE(frame.deadEnd, int(m_panel->trace()->event(*next).column));
            const Grid &grid = frame.state.grid;
            if (algorithm == Algorithm::Naive) {
                int firstEmpty = 0;
                while (grid[firstEmpty] != 0)
                    ++firstEmpty;
                QCOMPARE(frame.deadEnd, firstEmpty);
                QVERIFY2(
                    m_panel->whyText().contains(TraceText::cell(firstEmpty) + QStringLiteral(" has no digit left")),
                    qPrintable(m_panel->whyText()));
            } else if (algorithm == Algorithm::Dlx) {
                const auto sizes = MatrixView::columnSizes(grid, Rules::classicRules());
                const auto empty = std::find(sizes.begin(), sizes.end(), 0);
                QVERIFY(empty != sizes.end());
                QCOMPARE(frame.deadEnd, int(empty - sizes.begin()));
                QCOMPARE(m_panel->matrixView()->sizes()[static_cast<std::size_t>(frame.deadEnd)], 0);
                QVERIFY2(m_panel->whyText().contains(QStringLiteral("has no rows")), qPrintable(m_panel->whyText()));
            } else {
                QVERIFY(frame.deadEnd >= 0 && frame.deadEnd != kUnknownConstraint);
                if (frame.deadEnd < kCellCount)
                    QCOMPARE(int(grid[frame.deadEnd]), 0);
                QVERIFY2(
                    m_panel->whyText().startsWith(QStringLiteral("Contradiction")), qPrintable(m_panel->whyText()));
            }
        }
        QVERIFY(checked > 0);
    }

    void chartAgreesWithTheCounters_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<int>("maxEvents");
        QTest::newRow("naive short") << Algorithm::Naive << QString::fromLatin1(guitest::kEasy) << 0;
        QTest::newRow("dlx short") << Algorithm::Dlx << QString::fromLatin1(guitest::kNaiveHard) << 0;
        QTest::newRow("dfs short") << Algorithm::Dfs << QString::fromLatin1(kDfsHard) << 0;
        QTest::newRow("naive long") << Algorithm::Naive << QString::fromLatin1(guitest::kNaiveHard) << 3'000'000;
    }
    // The chart's deepest point is the Deepest counter at the end, and its lowest the puzzle's 0, whatever the
    // length; a short search fills the chart, a long one is not a flat block.
    void chartAgreesWithTheCounters()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(QString, puzzle);
        QFETCH(int, maxEvents);
        if (maxEvents > 0)
            m_panel->setMaxEvents(static_cast<std::uint64_t>(maxEvents));
        const QByteArray line = puzzle.toLatin1();
        recordAll(line.constData(), algorithm);
        QTest::keyClick(m_panel.get(), Qt::Key_End);
        DepthChart *chart = m_panel->depthChart();
        const auto [low, high] = chart->extremes();
        QCOMPARE(high, int(m_panel->state().counters.maxDepth));
        QCOMPARE(low, 0);
        const auto &columns = chart->columns();
        QVERIFY(columns.size() > 50);
        QVERIFY(std::all_of(columns.begin(), columns.end(), [](auto c) { return c.first <= c.second; }));
        // Not one flat block: columns differ in their highest depth.
        const auto [shallow, deep]
            = std::minmax_element(columns.begin(), columns.end(), [](auto a, auto b) { return a.second < b.second; });
        QVERIFY(shallow->second < deep->second);
    }

    void switchingAlgorithmRecordsAgain()
    {
        recordAll(guitest::kEasy, Algorithm::Naive);
        QSignalSpy finished(m_panel.get(), &VisualizerPanel::recordingFinished);
        auto *box = m_panel->findChild<QComboBox *>();
        QVERIFY(box);
        box->setCurrentIndex(box->findData(static_cast<int>(Algorithm::Dlx)));
        QVERIFY(finished.wait(20000));
        QTest::keyClick(m_panel.get(), Qt::Key_End);
        const SolveResult plain = makeSolver(Algorithm::Dlx)->solve(guitest::board(guitest::kEasy), {});
        QCOMPARE(m_panel->state().counters.nodes, plain.stats.nodes);
        QVERIFY(m_panel->trace()->findNext(0, SearchEventKind::ChooseColumn).has_value()); // a DLX trace
        QVERIFY(m_panel->matrixView()->isVisibleTo(m_panel.get()));
    }

    // Ticking Find all (or changing its limit) records again, as choosing another algorithm does: S then goes
    // on to the next solution instead of saying the search found 1 (issue 22).
    void findAllRecordsAgain()
    {
        recordAll(guitest::kSeveralSolutions, Algorithm::Dfs);
        QCOMPARE(m_panel->summary()->solutionCount, 1u);
        QSignalSpy finished(m_panel.get(), &VisualizerPanel::recordingFinished);
        QCheckBox *findAll = nullptr;
        for (QCheckBox *box : m_panel->findChildren<QCheckBox *>()) {
            if (QString(box->text()).remove(QLatin1Char('&')).startsWith(QStringLiteral("Find all")))
                findAll = box;
        }
        QVERIFY(findAll);
        QTest::mouseClick(findAll, Qt::LeftButton, {}, QPoint(8, findAll->height() / 2));
        QVERIFY(findAll->isChecked());
        QVERIFY(finished.wait(20000));
        QVERIFY2(m_panel->summary()->solutionCount > 1, qPrintable(QString::number(m_panel->summary()->solutionCount)));
        QVERIFY(m_panel->nextSolution());
        QVERIFY(m_panel->nextSolution()); // a second one, recorded

        auto *limit = m_panel->findChild<QSpinBox *>();
        QVERIFY(limit);
        limit->setValue(3);
        QVERIFY(finished.wait(20000));
        QCOMPARE(m_panel->summary()->solutionCount, 3u);
        QTest::mouseClick(findAll, Qt::LeftButton, {}, QPoint(8, findAll->height() / 2));
        QVERIFY(finished.wait(20000));
        QCOMPARE(m_panel->summary()->solutionCount, 1u);
    }

    // Rough edges of the lab (issue 22): the pseudocode scrolls sideways in a narrow pane instead of cutting
    // its lines; the matrix's panel titles wrap instead of being cut; a guess in the tree says what its count
    // is; a later solution of Find all marks where it differs from the first.
    void thePanesShowTheirTextWhole()
    {
        recordAll(kDfsHard, Algorithm::Dlx);
        m_panel->resize(760, 700); // the side pane narrower than the longest line of code
        QCoreApplication::processEvents();
        CodeView *code = m_panel->codeView();
        QTRY_VERIFY(code->isVisible());
        QVERIFY2(code->contentWidth() > code->viewport()->width(),
            qPrintable(QStringLiteral("%1 in %2").arg(code->contentWidth()).arg(code->viewport()->width())));
        QScrollBar *bar = code->horizontalScrollBar();
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->maximum(), code->contentWidth() - code->viewport()->width()); // every character in reach
        QVERIFY(code->viewport()->height() >= code->fontMetrics().lineSpacing() * int(code->lines().size()));

        MatrixView *matrix = m_panel->matrixView();
        for (const int width : {300, 420, 560, 900}) {
            matrix->resize(width, 170);
            const MatrixView::Layout layout = matrix->layout();
            for (int group = 0; group < 4; ++group) {
                const QRect room = layout.titleRect(group);
                const QRect needed = matrix->fontMetrics().boundingRect(room, Qt::TextWordWrap, matrix->title(group));
                QVERIFY2(room.contains(needed) || needed.height() <= room.height(),
                    qPrintable(QStringLiteral("%1 at %2 px").arg(matrix->title(group)).arg(width)));
            }
        }

        QVERIFY(m_panel->nextBacktrack());
        QVERIFY(m_panel->nextBacktrack());
        TreeView *tree = m_panel->treeView();
        QTRY_VERIFY(!tree->tree().levels.empty());
        const sudoku::TreeNode &node = tree->tree().levels.front().nodes.front();
        const QString text = tree->nodeText(node);
        QVERIFY2(text.contains(QStringLiteral(" nodes")), qPrintable(text));
        const QRect box = tree->nodeRect(0, 0);
        if (!box.isEmpty())
            QVERIFY(tree->fontMetrics().horizontalAdvance(text) <= box.width() - 8);
    }

    void aLaterSolutionShowsWhereItDiffers()
    {
        recordAll(guitest::kSeveralSolutions, Algorithm::Dfs, 3);
        QVERIFY(m_panel->nextSolution());
        QVERIFY(!m_panel->boardView()->frame().differsFromFirst.any()); // the first has nothing to differ from
        QVERIFY(m_panel->nextSolution());
        const TraceFrame &second = m_panel->boardView()->frame();
        QVERIFY(second.solved);
        QVERIFY(second.differsFromFirst.any());
        QVERIFY2(m_panel->whyText().contains(QStringLiteral("differs from the first solution")),
            qPrintable(m_panel->whyText()));
    }

    void jumpsSayWhenThereIsNothingLeft()
    {
        recordAll(guitest::kEasy, Algorithm::Naive);
        QVERIFY(m_panel->nextSolution());
        const std::uint64_t at = m_panel->step();
        QVERIFY(!m_panel->nextSolution());
        QCOMPARE(m_panel->step(), at);
        QVERIFY2(
            m_panel->messageText().contains(QStringLiteral("No later solution")), qPrintable(m_panel->messageText()));
        QVERIFY(m_panel->messageText().contains(QStringLiteral("Find all")));
        QTest::keyClick(m_panel.get(), Qt::Key_End);
        QVERIFY(!m_panel->nextBacktrack());
        QVERIFY(m_panel->messageText().contains(QStringLiteral("No later dead end")));
    }

    void clickingTheTimelineJumpsThere()
    {
        recordAll(guitest::kNaiveHard, Algorithm::Dlx);
        auto *timeline = m_panel->findChild<TimelineSlider *>();
        QVERIFY(timeline);
        const std::uint64_t size = m_panel->trace()->size();
        for (const double at : {0.8, 0.25}) {
            const int wanted = timeline->valueAt(static_cast<int>(timeline->width() * at));
            QTest::mouseClick(
                timeline, Qt::LeftButton, {}, QPoint(static_cast<int>(timeline->width() * at), timeline->height() / 2));
            QCOMPARE(m_panel->step(), static_cast<std::uint64_t>(wanted));
            QVERIFY(std::abs(static_cast<double>(m_panel->step()) / size - at) < 0.1);
        }
    }

    void treeCountsAndClicks()
    {
        recordAll(kDfsHard, Algorithm::Dfs);
        QTest::keyClick(m_panel.get(), Qt::Key_End);
        const SearchTree &tree = m_panel->treeView()->tree();
        QCOMPARE(tree.rootNodes, m_panel->state().counters.nodes);
        std::uint64_t level0 = tree.forcedAt(0);
        for (const TreeNode &node : tree.levels.at(0).nodes)
            level0 += node.nodes;
        QCOMPARE(level0, tree.rootNodes);
        // Right after the first guess that failed, it is drawn in the tree: clicking it goes to the step right
        // after it.
        const auto deadEnd = m_panel->trace()->findNext(0, SearchEventKind::DeadEnd);
        QVERIFY(deadEnd);
        const auto nextGuess = m_panel->trace()->findNext(*deadEnd, SearchEventKind::Place);
        QVERIFY(nextGuess);
        m_panel->seek(*nextGuess + 1);
        const SearchTree after = m_panel->treeView()->tree();
        for (std::size_t level = 0; level < after.levels.size(); ++level) {
            for (std::size_t i = 0; i < after.levels[level].nodes.size(); ++i) {
                const TreeNode node = after.levels[level].nodes[i];
                const QRect r = m_panel->treeView()->nodeRect(level, i);
                if (node.onPath || r.isEmpty())
                    continue;
                QTest::mouseClick(m_panel->treeView(), Qt::LeftButton, {}, r.center());
                QCOMPARE(m_panel->step(), node.step + 1);
                QCOMPARE(m_panel->trace()->event(node.step).kind, SearchEventKind::Place);
                QCOMPARE(int(m_panel->state().grid[node.cell]), int(node.digit));
                return;
            }
        }
        QFAIL("no failed guess drawn");
    }

    // The matrix pane against the solver: at every column DLX chooses, the pane's size of that column is
    // the size the solver recorded.
    void matrixSizesEqualTheSolvers()
    {
        recordAll(guitest::kNaiveHard, Algorithm::Dlx);
        int checked = 0;
        for (auto next = m_panel->trace()->findNext(0, SearchEventKind::ChooseColumn); next && checked < 200;
             next = m_panel->trace()->findNext(*next + 1, SearchEventKind::ChooseColumn), ++checked) {
            m_panel->seek(*next); // the board the column was chosen on
            const TraceEvent e = m_panel->trace()->event(*next);
            const auto sizes = MatrixView::columnSizes(m_panel->state().grid, Rules::classicRules());
            QCOMPARE(sizes[e.column], int(e.size));
            // The column chosen is one of the smallest (Knuth's S heuristic; which one of several is
            // DlxSolver's tie rule, dlxsolver.h).
            int smallest = 10;
            for (int size : sizes) {
                if (size != MatrixView::kCovered)
                    smallest = std::min(smallest, size);
            }
            QCOMPARE(int(e.size), smallest);
        }
        QVERIFY(checked > 10);
    }

    void fromHereSearchesThePlayersPosition()
    {
        // The player has one digit of the solution down and pencil marks in two cells.
        const Board puzzle = guitest::board(guitest::kEasy);
        const Grid solution = guitest::grid(guitest::kEasySolution);
        Board position = puzzle;
        QVERIFY(position.setEntry(2, solution[2]));
        std::array<CandidateMask, kCellCount> notes {};
        notes[3] = static_cast<CandidateMask>(digitBit(solution[3]) | digitBit(solution[3] % 9 + 1));
        notes[5] = digitBit(solution[5] % 9 + 1); // a wrong mark: no solution from here
        m_panel->setPosition(position, notes);
        m_panel->setFromHere(true);
        QSignalSpy finished(m_panel.get(), &VisualizerPanel::recordingFinished);
        m_panel->showPuzzle(position, Algorithm::Naive);
        QVERIFY(finished.wait(20000));
        QVERIFY(m_panel->trace()->puzzle().isGiven(2));
        QCOMPARE(m_panel->summary()->status, SolveStatus::NoSolution);
        for (std::uint64_t i = 0; i < m_panel->trace()->size(); ++i) {
            const TraceEvent e = m_panel->trace()->event(i);
            if (e.kind == SearchEventKind::Place && (e.cell == 3 || e.cell == 5))
                QVERIFY(notes[e.cell] & digitBit(e.digit));
        }
        // Without the wrong mark the position has its solution.
        notes[5] = 0;
        m_panel->setPosition(position, notes);
        m_panel->record();
        QVERIFY(finished.wait(20000));
        QCOMPARE(m_panel->summary()->status, SolveStatus::Solved);
        // And from the givens again.
        m_panel->setFromHere(false);
        QVERIFY(finished.wait(20000));
        QVERIFY(!m_panel->trace()->puzzle().isGiven(2));
    }

    void exportWritesAnAnimatedPng()
    {
        recordAll(guitest::kEasy, Algorithm::Dlx);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("run.png"));
        const std::uint64_t size = m_panel->trace()->size();
        QSignalSpy done(m_panel.get(), &VisualizerPanel::exportFinished);
        m_panel->exportAnimation(path, 7, 80, 200);
        QVERIFY(done.wait(30000));
        QCOMPARE(done.at(0).at(1).toString(), QString());
        const int frames = static_cast<int>(size / 7 + 1 + (size % 7 ? 1 : 0));
        QCOMPARE(done.at(0).at(0).toInt(), frames);
        // Walk the chunks: valid CRCs, one acTL announcing the frames, one fcTL per frame, sequence numbers in
        // order across fcTL and fdAT, the first frame's data in IDAT, the rest in fdAT.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray png = file.readAll();
        QCOMPARE(png.left(8), QByteArray("\x89PNG\r\n\x1a\n", 8));
        int controls = 0, idat = 0, fdat = 0;
        quint32 sequence = 0;
        QByteArray order;
        for (qsizetype at = 8; at < png.size();) {
            const quint32 length = qFromBigEndian<quint32>(png.constData() + at);
            const QByteArray type = png.mid(at + 4, 4);
            const QByteArray data = png.mid(at + 8, length);
            QCOMPARE(qFromBigEndian<quint32>(png.constData() + at + 8 + length), ApngWriter::crc32(type + data));
            if (type == "acTL")
                QCOMPARE(qFromBigEndian<quint32>(data.constData()), quint32(frames));
            if (type == "fcTL" || type == "fdAT")
                QCOMPARE(qFromBigEndian<quint32>(data.constData()), sequence++);
            if (type == "fcTL") {
                ++controls;
                QCOMPARE(qFromBigEndian<quint32>(data.constData() + 4), quint32(200));
                QCOMPARE(qFromBigEndian<quint16>(data.constData() + 20), quint16(80));
            }
            idat += type == "IDAT";
            fdat += type == "fdAT";
            order += type.left(1);
            at += 12 + length;
        }
        QCOMPARE(controls, frames);
        QCOMPARE(idat, 1);
        QCOMPARE(fdat, frames - 1);
        QVERIFY(order.startsWith("Iaf")); // IHDR, acTL, fcTL
        QVERIFY(order.endsWith("I")); // IEND
        QCOMPARE(QImage(path).size(), QSize(200, 200)); // a PNG viewer shows the first frame
        // An unwritable place says so.
        done.clear();
        m_panel->exportAnimation(dir.filePath(QStringLiteral("no/such/dir/run.png")), 7);
        QCOMPARE(done.count(), 1);
        QVERIFY(done.at(0).at(1).toString().contains(QStringLiteral("no/such/dir")));
    }

    void sideBySideOnOneTimeline()
    {
        recordAll(guitest::kNaiveHard, Algorithm::Dlx);
        m_panel->openCompare();
        CompareWindow *compare = m_panel->compareWindow();
        QVERIFY(compare);
        compare->setMaxEvents(2'000'000);
        QSignalSpy finished(compare, &CompareWindow::recordingFinished);
        compare->setAlgorithms({Algorithm::Naive, Algorithm::Dfs, Algorithm::Dlx});
        QVERIFY(finished.wait(60000));
        QCOMPARE(compare->laneCount(), 3);
        // By work: every lane has made the same number of placements, or has finished with fewer.
        compare->setAxis(CompareWindow::Axis::Work);
        for (const std::uint64_t nodes : {std::uint64_t(1), std::uint64_t(60), std::uint64_t(5000)}) {
            compare->seek(nodes);
            for (int lane = 0; lane < 3; ++lane) {
                const Trace &trace = *compare->laneTrace(lane);
                const std::uint64_t have = compare->laneState(lane).counters.nodes;
                QCOMPARE(compare->laneState(lane), trace.stateAt(compare->laneStep(lane)));
                if (trace.nodesAt(trace.size()) >= nodes)
                    QCOMPARE(have, nodes);
                else
                    QCOMPARE(compare->laneStep(lane), trace.size());
            }
        }
        // By steps: each lane at the same step, or at its end.
        compare->setAxis(CompareWindow::Axis::Steps);
        compare->seek(500);
        for (int lane = 0; lane < 3; ++lane)
            QCOMPARE(compare->laneStep(lane), std::min<std::uint64_t>(500, compare->laneTrace(lane)->size()));
        QVERIFY(compare->laneText(0).contains(QStringLiteral("nodes")));
        // Each counter keeps its name and number together, so a narrow lane never wraps a lone "0" (issue 22).
        QVERIFY2(compare->laneText(0).contains(QStringLiteral("nodes\u00a0")), qPrintable(compare->laneText(0)));
        QVERIFY(!compare->laneText(0).contains(QStringLiteral("nodes ")));
        // Playing moves all three.
        compare->setSpeed(10'000);
        compare->setPlaying(true);
        QTRY_VERIFY_WITH_TIMEOUT(compare->position() > 1000, 5000);
        compare->setPlaying(false);
    }

    // Pause hides the board: the lab, which shows the puzzle and solves it, goes with it (and its side-by-side
    // window), cannot be opened meanwhile, and comes back with the game (it opened and showed the puzzle while
    // paused: issue 22).
    void theLabIsHiddenWhileTheGameIsPaused()
    {
        guitest::WindowFixture fixture;
        QVERIFY(fixture.open({}, guitest::WindowFixture::Start::Nothing));
        MainWindow &window = *fixture.window();
        QVERIFY(window.game()->pastePuzzle(QString::fromLatin1(guitest::kEasy)));
        QTRY_COMPARE_WITH_TIMEOUT(window.model()->mode(), GameMode::Play, 10000);
        window.visualizeAction()->trigger();
        QVERIFY(window.visualizer()->isVisible());
        window.visualizer()->openCompare();
        QVERIFY(window.visualizer()->compareWindow()->isVisible());

        window.game()->setPaused(true);
        QVERIFY(!window.visualizer()->isVisible());
        QVERIFY(!window.visualizer()->compareWindow()->isVisible());
        QVERIFY(!window.visualizeAction()->isEnabled());
        window.visualizeAction()->trigger(); // as a shortcut would: nothing
        QVERIFY(!window.visualizer()->isVisible());

        window.game()->setPaused(false);
        QVERIFY(window.visualizer()->isVisible());
        QVERIFY(window.visualizer()->compareWindow()->isVisible());
        QVERIFY(window.visualizeAction()->isEnabled());
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
        // On a 1400x1000 screen the panel, every pane open, goes beside the main window when there is room
        // (narrower if need be), else over it, and never off the screen.
        const QRect screen(0, 0, 1400, 1000);
        const QSize minimum = window.visualizer()->minimumSizeHint();
        QVERIFY2(minimum.width() <= 1000 && minimum.height() <= 900,
            qPrintable(QStringLiteral("%1x%2").arg(minimum.width()).arg(minimum.height())));
        const QSize wanted(1180, 900);
        for (const QRect &main : {QRect(0, 0, 380, 700), QRect(1000, 50, 380, 700), QRect(300, 100, 700, 700)}) {
            const QRect place = MainWindow::besideGeometry(main, screen, wanted, minimum);
            QVERIFY(screen.contains(place.adjusted(0, 0, 40, 40)));
            QVERIFY(place.width() >= minimum.width() && place.height() >= minimum.height());
            if (main.width() == 380) // room beside it: no overlap
                QVERIFY(!place.adjusted(0, 0, 40, 40).intersects(main));
        }
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
