// SPDX-License-Identifier: GPL-3.0-or-later
// SolveController + SolverWorker: results through the real worker thread, statuses, Stop, stale results,
// shutdown in the middle of a search, and the hint and check the worker works out.
#include "guitestutil.h"

#include "workers/solvecontroller.h"
#include "workers/solverworker.h"

#include "sudoku/grid/candidates.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::SolveStatus)
Q_DECLARE_METATYPE(sudoku::Algorithm)

namespace
{

SolveRequest request(const char *puzzle, Algorithm algorithm = Algorithm::Dfs, JobKind kind = JobKind::Solve)
{
    SolveRequest r;
    r.kind = kind;
    r.board = guitest::board(puzzle);
    r.algorithm = algorithm;
    return r;
}

SolveOutcome outcomeOf(const QSignalSpy &spy, int i = 0)
{
    return spy.at(i).at(0).value<SolveOutcome>();
}

} // namespace

class TestSolveController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void solvesOnTheWorkerThread_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        QTest::addColumn<QByteArray>("puzzle");
        QTest::addColumn<SolveStatus>("status");
        for (Algorithm a : {Algorithm::Naive, Algorithm::Dfs, Algorithm::Dlx}) {
            const QByteArray name(algorithmName(a).data());
            QTest::addRow("%s unique", name.constData()) << a << QByteArray(guitest::kEasy) << SolveStatus::Unique;
            QTest::addRow("%s several", name.constData())
                << a << QByteArray(guitest::kSeveralSolutions) << SolveStatus::Multiple;
            QTest::addRow("%s none", name.constData())
                << a << QByteArray(guitest::kNoSolution) << SolveStatus::NoSolution;
            QTest::addRow("%s invalid", name.constData())
                << a << QByteArray("55" + QByteArray(79, '.')) << SolveStatus::Invalid;
        }
    }
    void solvesOnTheWorkerThread()
    {
        QFETCH(Algorithm, algorithm);
        QFETCH(QByteArray, puzzle);
        QFETCH(SolveStatus, status);
        SolveController controller;
        QSignalSpy finished(&controller, &SolveController::jobFinished);
        QSignalSpy busy(&controller, &SolveController::busyChanged);
        const quint64 id = controller.start(request(puzzle.constData(), algorithm));
        QVERIFY(controller.isBusy());
        QVERIFY(finished.wait(20000));
        const SolveOutcome outcome = outcomeOf(finished);
        QCOMPARE(outcome.jobId, id);
        QCOMPARE(outcome.result.status, status);
        if (status == SolveStatus::Unique)
            QCOMPARE(outcome.result.solution, guitest::grid(guitest::kEasySolution));
        if (status == SolveStatus::Invalid)
            QVERIFY(outcome.result.clash);
        QVERIFY(!controller.isBusy());
        QCOMPARE(busy.count(), 2);
    }

    void stopCancelsALongSearchAtOnce()
    {
        SolveController controller;
        QSignalSpy finished(&controller, &SolveController::jobFinished);
        QSignalSpy progress(&controller, &SolveController::progress);
        SolveRequest r = request(guitest::kNaiveHard, Algorithm::Naive);
        r.reportProgress = true;
        controller.start(r);
        QVERIFY(progress.wait(5000)); // it is searching, and says so
        QVERIFY(finished.isEmpty());
        QElapsedTimer timer;
        timer.start();
        controller.cancel();
        QVERIFY(finished.wait(5000));
        const qint64 latency = timer.elapsed();
        qInfo("Stop took %lld ms", latency);
        QVERIFY2(latency < 250, "Stop must take effect at once");
        QCOMPARE(outcomeOf(finished).result.status, SolveStatus::Cancelled);
        QVERIFY(outcomeOf(finished).result.stats.nodes > 0);
    }

    void aNewJobSupersedesTheRunningOne()
    {
        SolveController controller;
        QSignalSpy finished(&controller, &SolveController::jobFinished);
        const quint64 first = controller.start(request(guitest::kNaiveHard, Algorithm::Naive));
        QTest::qWait(50);
        const quint64 second = controller.start(request(guitest::kEasy, Algorithm::Dfs));
        QVERIFY(second != first);
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(outcomeOf(finished).jobId, second);
        QCOMPARE(outcomeOf(finished).result.status, SolveStatus::Unique);
        QTRY_COMPARE(controller.droppedResults(), 1);
    }

    void discardDropsTheRunningJob()
    {
        SolveController controller;
        QSignalSpy finished(&controller, &SolveController::jobFinished);
        controller.start(request(guitest::kNaiveHard, Algorithm::Naive));
        QTest::qWait(50);
        controller.discard();
        QVERIFY(!controller.isBusy());
        QTRY_COMPARE(controller.droppedResults(), 1);
        QVERIFY(finished.isEmpty());
    }

    void staleResultsAreNeverApplied()
    {
        // Ten quick jobs in a row: only the last one's result may come out, even though the earlier
        // ones complete (too fast to be cancelled) rather than stop.
        SolveController controller;
        QSignalSpy finished(&controller, &SolveController::jobFinished);
        quint64 last = 0;
        for (int i = 0; i < 10; ++i)
            last = controller.start(request(guitest::kEasy, Algorithm::Dfs));
        QVERIFY(finished.wait(5000));
        QTest::qWait(100);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(outcomeOf(finished).jobId, last);
        QCOMPARE(controller.droppedResults(), 9);
    }

    void shutdownDuringASearchIsPrompt()
    {
        QElapsedTimer timer;
        {
            SolveController controller;
            controller.start(request(guitest::kNaiveHard, Algorithm::Naive));
            QTest::qWait(100);
            timer.start();
        } // destructor: cancel, quit, wait
        qInfo("shutdown took %lld ms", timer.elapsed());
        QVERIFY(timer.elapsed() < 500);
    }

    // The rating of a new game (Analyse) stops at its next step too: a quit in the middle of rating a hard
    // puzzle waited for the whole rating, which a worker below the GUI's priority on a loaded machine
    // stretched to seconds (issue 22: the process took ~1.9 s to exit after its window closed).
    void shutdownDuringARatingIsPrompt()
    {
        const char *hardest = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        qint64 wholeMs = 0;
        {
            SolveController controller;
            QSignalSpy finished(&controller, &SolveController::jobFinished);
            QElapsedTimer whole;
            whole.start();
            controller.start(request(hardest, Algorithm::Dfs, JobKind::Analyse));
            QVERIFY(finished.wait(30000));
            wholeMs = whole.elapsed();
            QVERIFY(outcomeOf(finished).rating.has_value());
        }
        if (wholeMs < 40)
            QSKIP("the rating is too quick here to stop halfway");
        QElapsedTimer timer;
        {
            SolveController controller;
            controller.start(request(hardest, Algorithm::Dfs, JobKind::Analyse));
            QTest::qWait(static_cast<int>(wholeMs / 4)); // the solve is done: the rating runs
            QVERIFY(controller.isBusy());
            timer.start();
        } // destructor: cancel, quit, wait
        qInfo("shutdown took %lld ms; the rating takes %lld ms", timer.elapsed(), wholeMs);
        QVERIFY2(timer.elapsed() < wholeMs / 3,
            qPrintable(QStringLiteral("%1 ms of a %2 ms rating").arg(timer.elapsed()).arg(wholeMs)));
    }

    void checkFindsWrongEntries()
    {
        Board board = guitest::board(guitest::kEasy);
        board.setEntry(2, 4); // right
        board.setEntry(3, 1); // wrong: the solution has 6
        board.setEntry(7, 2); // wrong: 1
        QCOMPARE(SolverWorker::wrongEntries(board, guitest::grid(guitest::kEasySolution)), (std::vector<int> {3, 7}));

        SolveController controller;
        QSignalSpy finished(&controller, &SolveController::jobFinished);
        SolveRequest r = request(guitest::kEasy, Algorithm::Dfs, JobKind::Check);
        r.board = board;
        controller.start(r);
        QVERIFY(finished.wait(5000));
        QCOMPARE(outcomeOf(finished).wrongCells, (std::vector<int> {3, 7}));
    }
};

QTEST_MAIN(TestSolveController)
#include "tst_solvecontroller.moc"
