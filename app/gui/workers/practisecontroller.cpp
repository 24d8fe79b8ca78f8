// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/practisecontroller.h"

#include <QRandomGenerator>

PractiseController::PractiseController(QObject *parent)
    : QObject(parent)
    , m_jobs(QStringLiteral("practise"))
{
    qRegisterMetaType<PractiseGame>();
    connect(&m_jobs, &JobThread::busyChanged, this, &PractiseController::busyChanged);
}

PractiseController::~PractiseController()
{
    shutdown();
}

void PractiseController::shutdown()
{
    m_jobs.shutdown();
}

void PractiseController::start(const sudoku::PractiseOptions &options)
{
    start(options, QRandomGenerator::global()->generate64());
}

void PractiseController::start(sudoku::PractiseOptions options, quint64 seed)
{
    options.progress = nullptr;
    m_jobs.start([this, options, seed](JobThread::Job &job) mutable {
        options.stopToken = job.stopToken();
        options.progress
            = [this, &job](int attempts) { job.progress([this, attempts] { Q_EMIT progressed(attempts); }); };
        sudoku::PractiseGenerator generator(seed);
        const auto made = generator.generate(options);
        if (!made) {
            const int attempts = generator.attempts();
            if (generator.gaveUp())
                job.finish([this, attempts] { Q_EMIT gaveUp(attempts); });
            return; // cancelled: nothing to deliver
        }
        PractiseGame game;
        game.puzzle = made->generated.puzzle;
        game.difficulty = difficultyOf(made->level);
        game.mode = options.mode;
        game.wanted = made->until.step;
        game.attempts = made->generated.attempts;
        // The path's steps as hintfinder::pathEffect reads them (their step is all it needs).
        game.before.reserve(made->until.before.steps.size());
        for (const sudoku::Step &step : made->until.before.steps) {
            Hint hint;
            hint.kind = Hint::Kind::Step;
            hint.step = step;
            game.before.push_back(std::move(hint));
        }
        job.finish([this, game] { Q_EMIT ready(game); });
    });
}

void PractiseController::cancel()
{
    if (!m_jobs.isBusy())
        return;
    m_jobs.discard();
    Q_EMIT cancelled();
}
