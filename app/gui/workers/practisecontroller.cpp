// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/practisecontroller.h"

#include <QRandomGenerator>

PractiseController::PractiseController(QObject *parent)
    : QObject(parent)
    , m_jobs(QStringLiteral("practise"))
    , m_warmJobs(QStringLiteral("practise-warm"), 10) // below the game, as the puzzle pool's
{
    qRegisterMetaType<PractiseGame>();
    connect(&m_jobs, &JobThread::busyChanged, this, &PractiseController::updateBusy);
}

PractiseController::~PractiseController()
{
    shutdown();
}

void PractiseController::shutdown()
{
    m_jobs.shutdown();
    m_warmJobs.shutdown();
}

bool PractiseController::sameRequest(const sudoku::PractiseOptions &a, const sudoku::PractiseOptions &b)
{
    return a.wanted == b.wanted && a.mode == b.mode && a.variant == b.variant && a.symmetry == b.symmetry
        && a.maxAttempts == b.maxAttempts && (a.mode == sudoku::PractiseMode::Learn || a.level == b.level);
}

std::optional<sudoku::Board> PractiseController::warmPuzzle() const
{
    return m_warmGame ? std::optional(m_warmGame->puzzle) : std::nullopt;
}

void PractiseController::updateBusy()
{
    const bool busy = m_jobs.isBusy() || m_waitingForWarm || m_deliveringWarm;
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

void PractiseController::start(const sudoku::PractiseOptions &options)
{
    ++m_request;
    m_jobs.discard();
    m_waitingForWarm = false;
    m_deliveringWarm = false;
    if (m_warmFor && sameRequest(*m_warmFor, options)) {
        if (m_warmGame) {
            // Given from the event loop, as a made puzzle is: the caller has finished asking before it arrives.
            m_deliveringWarm = true;
            updateBusy();
            QMetaObject::invokeMethod(
                this, [this, request = m_request] { deliverWarm(request); }, Qt::QueuedConnection);
            return;
        }
        if (m_warmJobs.isBusy()) {
            m_waitingForWarm = true;
            updateBusy();
            return;
        }
    }
    m_warmJobs.discard();
    m_warmFor.reset();
    m_warmGame.reset();
    make(m_jobs, options, QRandomGenerator::global()->generate64(),
        {[this](int attempts) { Q_EMIT progressed(attempts); },
            [this, options](const PractiseGame &game) {
                Q_EMIT ready(game);
                warm(options);
            },
            [this](int attempts) { Q_EMIT gaveUp(attempts); }});
    updateBusy();
}

void PractiseController::start(sudoku::PractiseOptions options, quint64 seed)
{
    ++m_request;
    m_waitingForWarm = false;
    m_deliveringWarm = false;
    make(m_jobs, std::move(options), seed,
        {[this](int attempts) { Q_EMIT progressed(attempts); },
            [this](const PractiseGame &game) { Q_EMIT ready(game); },
            [this](int attempts) { Q_EMIT gaveUp(attempts); }});
    updateBusy();
}

void PractiseController::deliverWarm(quint64 request)
{
    if (request != m_request || !m_warmGame || !m_warmFor)
        return; // cancelled or superseded since: the warm puzzle stays for the next request
    const PractiseGame game = std::move(*m_warmGame);
    m_warmGame.reset();
    m_deliveringWarm = false;
    handOverWarm(game);
}

void PractiseController::handOverWarm(const PractiseGame &game)
{
    updateBusy();
    Q_EMIT ready(game);
    warm(*m_warmFor); // the next one for the same request
}

void PractiseController::warm(const sudoku::PractiseOptions &options)
{
    m_warmFor = options;
    m_warmGame.reset();
    m_waitingForWarm = false;
    make(m_warmJobs, options, QRandomGenerator::global()->generate64(),
        {[this](int attempts) {
             if (m_waitingForWarm)
                 Q_EMIT progressed(attempts);
         },
            [this](const PractiseGame &game) {
                if (!m_waitingForWarm) {
                    m_warmGame = game;
                    return;
                }
                m_waitingForWarm = false;
                handOverWarm(game);
            },
            [this](int attempts) {
                m_warmFor.reset(); // these techniques are rare: no more warm work for them
                if (!m_waitingForWarm)
                    return;
                m_waitingForWarm = false;
                updateBusy();
                Q_EMIT gaveUp(attempts);
            }});
}

void PractiseController::make(JobThread &jobs, sudoku::PractiseOptions options, quint64 seed, Report report)
{
    options.progress = nullptr;
    jobs.start([options, seed, report = std::move(report)](JobThread::Job &job) mutable {
        options.stopToken = job.stopToken();
        options.progress = [&job, &report](int attempts) {
            job.progress([progressed = report.progressed, attempts] { progressed(attempts); });
        };
        sudoku::PractiseGenerator generator(seed);
        const auto made = generator.generate(options);
        if (!made) {
            const int attempts = generator.attempts();
            if (generator.gaveUp())
                job.finish([gaveUp = report.gaveUp, attempts] { gaveUp(attempts); });
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
        job.finish([ready = report.ready, game] { ready(game); });
    });
}

void PractiseController::cancel()
{
    if (!isBusy())
        return;
    ++m_request;
    m_jobs.discard();
    m_waitingForWarm = false; // the warm work goes on, for the next request
    m_deliveringWarm = false;
    updateBusy();
    Q_EMIT cancelled();
}
