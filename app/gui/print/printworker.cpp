// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/printworker.h"

#include "sudoku/generate/generator.h"
#include "sudoku/search/solver.h"

PrintWorker::PrintWorker(QObject *parent)
    : QObject(parent)
    // Printing waits on these jobs, but they must never take the CPU from the GUI thread.
    , m_jobs(QStringLiteral("print worker"), 5)
{
}

PrintWorker::~PrintWorker()
{
    m_jobs.shutdown();
}

void PrintWorker::cancel()
{
    if (!m_jobs.isBusy())
        return;
    m_jobs.discard();
    Q_EMIT cancelled();
}

void PrintWorker::solve(const sudoku::Board &puzzle)
{
    const sudoku::Board givens = puzzle.puzzle();
    m_jobs.start([this, givens](JobThread::Job &job) {
        sudoku::SolveOptions options;
        options.solutionLimit = 2; // a print shows the solution of a proper puzzle only
        options.stopToken = job.stopToken();
        const sudoku::SolveResult result = sudoku::solve(givens, options);
        if (result.status == sudoku::SolveStatus::Cancelled)
            return; // superseded or cancelled: nobody waits for it
        std::optional<sudoku::Grid> solution;
        if (result.status == sudoku::SolveStatus::Unique)
            solution = result.solution;
        job.finish([this, solution] {
            m_solution = solution;
            Q_EMIT solved(solution.has_value());
        });
    });
}

void PrintWorker::generate(sudoku::Level level, int count, quint64 seed)
{
    m_jobs.start([this, level, count, seed](JobThread::Job &job) {
        QList<PrintedPuzzle> puzzles;
        for (int i = 0; i < count; ++i) {
            sudoku::Generator generator(sudoku::puzzleSeed(seed, static_cast<std::uint64_t>(i)));
            sudoku::GeneratorOptions options;
            options.level = level;
            options.stopToken = job.stopToken();
            const std::optional<sudoku::GeneratedPuzzle> generated = generator.generate(options);
            if (!generated || job.stopRequested())
                return; // cancelled or superseded: cancel() already told the GUI
            puzzles.append({generated->puzzle, generated->solution, {}});
            // Every puzzle, not throttled: the progress dialog counts them, and a booklet has 450 at most.
            job.post([this, done = i + 1, count] { Q_EMIT progress(done, count); });
        }
        job.finish([this, puzzles] {
            m_puzzles = puzzles;
            Q_EMIT generated();
        });
    });
}
