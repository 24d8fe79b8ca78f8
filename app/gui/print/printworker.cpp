// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/printworker.h"

#include "sudoku/generator.h"
#include "sudoku/solver.h"

#include <QMetaObject>

PrintWorker::PrintWorker(QObject *parent)
    : QObject(parent)
    , m_worker(new QObject)
{
    m_thread.setObjectName(QStringLiteral("print worker"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start(QThread::LowPriority);
}

PrintWorker::~PrintWorker()
{
    m_stop.request_stop();
    m_thread.quit();
    m_thread.wait();
}

quint64 PrintWorker::startJob()
{
    m_stop.request_stop(); // the running job stops at its next check; its results are dropped below
    m_stop = std::stop_source();
    m_busy = true;
    return ++m_job;
}

void PrintWorker::cancel()
{
    if (!m_busy)
        return;
    m_stop.request_stop();
    ++m_job;
    m_busy = false;
    Q_EMIT cancelled();
}

void PrintWorker::solve(const sudoku::Board &puzzle)
{
    const quint64 job = startJob();
    const std::stop_token stop = m_stop.get_token();
    const sudoku::Board givens = puzzle.puzzle();
    QMetaObject::invokeMethod(
        m_worker,
        [this, job, stop, givens] {
            sudoku::SolveOptions options;
            options.solutionLimit = 2; // a print shows the solution of a proper puzzle only
            options.stopToken = stop;
            const sudoku::SolveResult result = sudoku::solve(givens, options);
            std::optional<sudoku::Grid> solution;
            if (result.status == sudoku::SolveStatus::Unique)
                solution = result.solution;
            if (result.status == sudoku::SolveStatus::Cancelled)
                return;
            QMetaObject::invokeMethod(
                this,
                [this, job, solution] {
                    if (job != m_job)
                        return; // superseded
                    m_busy = false;
                    m_solution = solution;
                    Q_EMIT solved(solution.has_value());
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

void PrintWorker::generate(sudoku::Level level, int count, quint64 seed)
{
    const quint64 job = startJob();
    const std::stop_token stop = m_stop.get_token();
    QMetaObject::invokeMethod(
        m_worker,
        [this, job, stop, level, count, seed] {
            QList<PrintedPuzzle> puzzles;
            for (int i = 0; i < count; ++i) {
                sudoku::Generator generator(sudoku::puzzleSeed(seed, static_cast<std::uint64_t>(i)));
                sudoku::GeneratorOptions options;
                options.level = level;
                options.stopToken = stop;
                const std::optional<sudoku::GeneratedPuzzle> generated = generator.generate(options);
                if (!generated || stop.stop_requested())
                    return; // cancelled or superseded: cancel() already told the GUI
                puzzles.append({generated->puzzle, generated->solution, {}});
                QMetaObject::invokeMethod(
                    this,
                    [this, job, done = i + 1, count] {
                        if (job == m_job)
                            Q_EMIT progress(done, count);
                    },
                    Qt::QueuedConnection);
            }
            QMetaObject::invokeMethod(
                this,
                [this, job, puzzles] {
                    if (job != m_job)
                        return;
                    m_busy = false;
                    m_puzzles = puzzles;
                    Q_EMIT generated();
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}
