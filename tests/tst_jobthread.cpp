// SPDX-License-Identifier: GPL-3.0-or-later
// JobThread, the worker thread with superseding jobs that every thread of the app uses: where the work and
// the answers run, which answers are dropped (a superseded, discarded or shut-down job's, even complete
// ones), that cancel keeps the answer coming, progress throttling, and a shutdown that never waits long.
#include "workers/jobthread.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <thread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace
{

// Work that runs until its job is asked to stop (or 10 s pass), then answers `answer`.
JobThread::Work untilStopped(QStringList *answers, const QString &answer, std::atomic<bool> *sawStop = nullptr)
{
    return [answers, answer, sawStop](JobThread::Job &job) {
        QElapsedTimer timer;
        timer.start();
        while (!job.stopRequested() && timer.elapsed() < 10000)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        if (sawStop)
            *sawStop = job.stopRequested();
        job.finish([answers, answer] { answers->append(answer); });
    };
}

int niceOfThisThread()
{
#ifdef Q_OS_LINUX
    return getpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)));
#else
    return 0;
#endif
}

} // namespace

class TestJobThread : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runsOnItsThreadAndAnswersOnTheGuiThread()
    {
        JobThread jobs(QStringLiteral("test worker"));
        QSignalSpy busy(&jobs, &JobThread::busyChanged);
        std::atomic<QThread *> ranOn = nullptr;
        std::atomic<quint64> seenId = 0;
        QThread *answeredOn = nullptr;
        QString threadName;
        const quint64 id = jobs.start([&](JobThread::Job &job) {
            ranOn = QThread::currentThread();
            seenId = job.id();
            const QString name = QThread::currentThread()->objectName();
            job.finish([&answeredOn, &threadName, name] {
                answeredOn = QThread::currentThread();
                threadName = name;
            });
        });
        QVERIFY(id != 0);
        QVERIFY(jobs.isBusy());
        QCOMPARE(jobs.currentJob(), id);
        QTRY_VERIFY(answeredOn != nullptr);
        QVERIFY(ranOn.load() != QThread::currentThread());
        QCOMPARE(threadName, QStringLiteral("test worker"));
        QCOMPARE(answeredOn, QThread::currentThread());
        QCOMPARE(seenId.load(), id);
        QVERIFY(!jobs.isBusy());
        QCOMPARE(jobs.currentJob(), quint64(0));
        QCOMPARE(busy.count(), 2);
        QCOMPARE(busy.at(0).at(0).toBool(), true);
        QCOMPARE(busy.at(1).at(0).toBool(), false);
        QCOMPARE(jobs.droppedResults(), 0);
    }

    void postsArriveInOrderBeforeTheAnswer()
    {
        JobThread jobs(QStringLiteral("test worker"));
        QStringList seen;
        jobs.start([&seen](JobThread::Job &job) {
            for (int i = 1; i <= 3; ++i)
                job.post([&seen, i] { seen.append(QString::number(i)); });
            job.finish([&seen] { seen.append(QStringLiteral("done")); });
        });
        QTRY_COMPARE(seen.size(), 4);
        QCOMPARE(seen,
            (QStringList {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("done")}));
    }

    // However the running job is let go, it is asked to stop and nothing it hands back is applied.
    void aJobThatIsLetGoStopsAndIsDropped_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("a new job") << QStringLiteral("start");
        QTest::newRow("discard") << QStringLiteral("discard");
        QTest::newRow("shutdown") << QStringLiteral("shutdown");
    }
    void aJobThatIsLetGoStopsAndIsDropped()
    {
        QFETCH(QString, how);
        JobThread jobs(QStringLiteral("test worker"));
        QSignalSpy busy(&jobs, &JobThread::busyChanged);
        QStringList answers;
        std::atomic<bool> sawStop = false;
        std::atomic<bool> started = false;
        jobs.start([&](JobThread::Job &job) {
            started = true;
            untilStopped(&answers, QStringLiteral("old"), &sawStop)(job);
        });
        QTRY_VERIFY(started);
        QElapsedTimer timer;
        timer.start();
        if (how == QLatin1String("start")) {
            jobs.start(
                [&answers](JobThread::Job &job) { job.finish([&answers] { answers.append(QStringLiteral("new")); }); });
            QTRY_COMPARE(answers, QStringList {QStringLiteral("new")});
        } else if (how == QLatin1String("discard")) {
            jobs.discard();
            QVERIFY(!jobs.isBusy());
        } else {
            jobs.shutdown();
            QVERIFY2(timer.elapsed() < 500, "shutdown must not wait for the job to end by itself");
            QCOMPARE(jobs.start([&answers](JobThread::Job &job) {
                job.finish([&answers] { answers.append(QStringLiteral("x")); });
            }),
                quint64(0));
        }
        QTRY_VERIFY(sawStop);
        QTest::qWait(50); // anything still on its way arrives now
        QVERIFY(!answers.contains(QStringLiteral("old")));
        QVERIFY(!jobs.isBusy());
        QCOMPARE(jobs.droppedResults(), 1);
        // busy: true once; false once when the last job ended or was discarded, never from shutdown().
        QCOMPARE(busy.count(), how == QLatin1String("shutdown") ? 1 : 2);
    }

    void onlyTheLastOfManyQuickJobsAnswers()
    {
        // Ten jobs in a row, each too quick to be stopped: every one completes, only the last is applied.
        JobThread jobs(QStringLiteral("test worker"));
        QStringList answers;
        quint64 last = 0;
        for (int i = 0; i < 10; ++i) {
            last = jobs.start([&answers, i](JobThread::Job &job) {
                job.post([&answers, i] { answers.append(QStringLiteral("post %1").arg(i)); });
                job.finish([&answers, i] { answers.append(QStringLiteral("answer %1").arg(i)); });
            });
        }
        QCOMPARE(jobs.currentJob(), last);
        QTRY_VERIFY(!jobs.isBusy());
        QTest::qWait(50);
        QCOMPARE(answers, (QStringList {QStringLiteral("post 9"), QStringLiteral("answer 9")}));
        QCOMPARE(jobs.droppedResults(), 9);
    }

    void cancelKeepsTheJobCurrent()
    {
        JobThread jobs(QStringLiteral("test worker"));
        QStringList answers;
        std::atomic<bool> sawStop = false;
        jobs.start(untilStopped(&answers, QStringLiteral("stopped"), &sawStop));
        QTest::qWait(20);
        jobs.cancel();
        QVERIFY(jobs.isBusy()); // until its answer is in
        QTRY_COMPARE(answers, QStringList {QStringLiteral("stopped")});
        QVERIFY(sawStop);
        QVERIFY(!jobs.isBusy());
        QCOMPARE(jobs.droppedResults(), 0);
    }

    void aJobWithoutAnAnswerEnds()
    {
        JobThread jobs(QStringLiteral("test worker"));
        QSignalSpy busy(&jobs, &JobThread::busyChanged);
        jobs.start([](JobThread::Job &) {});
        QTRY_COMPARE(busy.count(), 2);
        QVERIFY(!jobs.isBusy());
    }

    void progressIsThrottled()
    {
        JobThread jobs(QStringLiteral("test worker"));
        int delivered = 0;
        std::atomic<int> calls = 0;
        qint64 elapsedMs = -1;
        jobs.start([&delivered, &calls, &elapsedMs](JobThread::Job &job) {
            QElapsedTimer timer;
            timer.start();
            while (timer.elapsed() < 300) {
                ++calls;
                job.progress([&delivered] { ++delivered; });
            }
            const qint64 elapsed = timer.elapsed();
            job.finish([&elapsedMs, elapsed] { elapsedMs = elapsed; });
        });
        QTRY_VERIFY_WITH_TIMEOUT(elapsedMs >= 0, 10000);
        const auto interval = JobThread::kProgressInterval.count();
        qInfo("%d progress calls, %d delivered in %lld ms", calls.load(), delivered, elapsedMs);
        QVERIFY(delivered >= 1);
        QVERIFY2(delivered <= elapsedMs / interval + 1, "at most one progress report per interval");
        QVERIFY(calls > delivered * 10);
    }

    void theDestructorStopsTheJobAndWaitsForIt()
    {
        QStringList answers;
        std::atomic<bool> sawStop = false;
        std::atomic<bool> started = false;
        QElapsedTimer timer;
        {
            JobThread jobs(QStringLiteral("test worker"));
            jobs.start([&](JobThread::Job &job) {
                started = true;
                untilStopped(&answers, QStringLiteral("late"), &sawStop)(job);
            });
            QTRY_VERIFY(started);
            timer.start();
        }
        QVERIFY(timer.elapsed() < 500);
        QVERIFY(sawStop); // the job had ended by the time the destructor returned
        QTest::qWait(20);
        QVERIFY(answers.isEmpty());
    }

    void runsNiceLevelsBelowTheGui()
    {
#ifndef Q_OS_LINUX
        QSKIP("thread nice values are a Linux matter");
#endif
#ifdef Q_OS_LINUX
        // As if the GUI itself had been started with `nice -n 3`: the worker starts from what it inherits.
        setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), std::min(19, niceOfThisThread() + 3));
#endif
        JobThread jobs(QStringLiteral("test worker"), 5);
        std::atomic<int> nice = -100;
        jobs.start([&nice](JobThread::Job &) { nice = niceOfThisThread(); });
        QTRY_VERIFY(nice != -100);
        QCOMPARE(nice.load(), std::min(19, niceOfThisThread() + 5));
    }
};

QTEST_GUILESS_MAIN(TestJobThread)
#include "tst_jobthread.moc"
