// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/puzzlepool.h"

#include <QRandomGenerator>
#include <QThread>

#include <exception>

sudoku::Level levelOf(Difficulty difficulty)
{
    return static_cast<sudoku::Level>(static_cast<int>(difficulty));
}

namespace
{

// The work of a generation job, on the thread of the JobThread that runs it.
GenerationResult generate(const GenerationJob &job, std::stop_token stop)
{
    GenerationResult result;
    if (stop.stop_requested())
        return result;
    try {
        sudoku::GeneratorOptions options;
        options.symmetry = job.symmetry;
        options.variant = job.variant;
        options.level = levelOf(job.difficulty);
        options.stopToken = stop;
        options.acceptIf = job.acceptIf;
        sudoku::Generator generator(job.seed);
        if (const auto generated = generator.generate(options)) {
            result.puzzle = PoolPuzzle {generated->puzzle, job.difficulty, job.symmetry, job.variant,
                generated->rating.score, QThread::currentThreadId()};
        } else if (generator.gaveUp()) {
            // A Killer at a level tries a bounded number of grids (generator.h): say so rather than wait on.
            result.error = PuzzlePool::tr("none of %1 random grids gave a puzzle of this level")
                               .arg(sudoku::defaultMaxAttempts(options.variant, options.level));
        }
    } catch (const std::exception &e) {
        result.error = QString::fromLocal8Bit(e.what());
    }
    return result;
}

} // namespace

PuzzlePool::PuzzlePool(QObject *parent)
    : QObject(parent)
    , m_foreground(QStringLiteral("generator"))
    // Keeping puzzles ready is background work: well below the GUI and a generation the player waits for.
    , m_background(QStringLiteral("generator-pool"), 10)
{
    qRegisterMetaType<PoolPuzzle>();
    connect(&m_foreground, &JobThread::busyChanged, this, &PuzzlePool::busyChanged);
}

PuzzlePool::~PuzzlePool()
{
    shutdown();
}

void PuzzlePool::shutdown()
{
    if (m_shutDown)
        return;
    m_shutDown = true;
    m_foreground.shutdown();
    m_background.shutdown();
}

GenerationJob PuzzlePool::makeJob(Difficulty difficulty, sudoku::Symmetry symmetry, sudoku::Variant variant)
{
    GenerationJob job;
    job.difficulty = difficulty;
    job.symmetry = symmetry;
    job.variant = variant;
    job.seed = QRandomGenerator::global()->generate64();
    return job;
}

void PuzzlePool::setPerLevel(int count)
{
    m_perLevel = std::max(0, count);
    for (auto &puzzles : m_pool) {
        while (static_cast<int>(puzzles.size()) > m_perLevel)
            puzzles.pop_back();
    }
    refill();
}

std::size_t PuzzlePool::slot(Difficulty difficulty) const
{
    return static_cast<std::size_t>(difficulty);
}

int PuzzlePool::available(Difficulty difficulty) const
{
    return static_cast<int>(m_pool[slot(difficulty)].size());
}

void PuzzlePool::startFilling(sudoku::Symmetry symmetry, sudoku::Variant variant)
{
    if (m_shutDown)
        return;
    if (m_filling && symmetry == m_symmetry && variant == m_variant)
        return;
    if (symmetry != m_symmetry || variant != m_variant) {
        for (auto &puzzles : m_pool)
            puzzles.clear();
        // The job under way is for the old symmetry or variant: stop it, its result will be ignored.
        m_background.discard();
        m_symmetry = symmetry;
        m_variant = variant;
        Q_EMIT poolChanged();
    }
    m_filling = true;
    refill();
}

void PuzzlePool::refill()
{
    if (!m_filling || m_shutDown || m_background.isBusy())
        return;
    // The level with the fewest puzzles first, easier levels first among equals.
    std::optional<Difficulty> neediest;
    for (Difficulty d : kDifficulties) {
        if (available(d) < m_perLevel && (!neediest || available(d) < available(*neediest)))
            neediest = d;
    }
    if (!neediest)
        return;
    const GenerationJob job = makeJob(*neediest, m_symmetry, m_variant);
    m_background.start([this, job](JobThread::Job &run) {
        const GenerationResult result = generate(job, run.stopToken());
        run.finish([this, result] { onBackgroundDone(result); });
    });
}

void PuzzlePool::onBackgroundDone(const GenerationResult &result)
{
    if (result.puzzle && result.puzzle->symmetry == m_symmetry && result.puzzle->variant == m_variant) {
        auto &puzzles = m_pool[slot(result.puzzle->difficulty)];
        if (static_cast<int>(puzzles.size()) < m_perLevel) {
            puzzles.push_back(*result.puzzle);
            Q_EMIT poolChanged();
        }
    }
    if (result.error.isEmpty()) // a generator that throws would throw again: do not spin on it
        refill();
}

std::optional<PoolPuzzle> PuzzlePool::take(Difficulty difficulty, sudoku::Symmetry symmetry, sudoku::Variant variant)
{
    if (symmetry != m_symmetry || variant != m_variant || available(difficulty) == 0)
        return std::nullopt;
    auto &puzzles = m_pool[slot(difficulty)];
    PoolPuzzle puzzle = puzzles.front();
    puzzles.pop_front();
    Q_EMIT poolChanged();
    refill();
    return puzzle;
}

void PuzzlePool::request(Difficulty difficulty, sudoku::Symmetry symmetry, sudoku::PuzzleCheck acceptIf,
    std::optional<quint64> seed, sudoku::Variant variant)
{
    GenerationJob job = makeJob(difficulty, symmetry, variant);
    job.acceptIf = std::move(acceptIf);
    if (seed)
        job.seed = *seed;
    // Stops the request before, if any: its result is dropped.
    m_foreground.start([this, job](JobThread::Job &run) {
        const GenerationResult result = generate(job, run.stopToken());
        run.finish([this, result] { onForegroundDone(result); });
    });
}

void PuzzlePool::cancel()
{
    if (!m_foreground.isBusy())
        return;
    m_foreground.discard();
    Q_EMIT cancelled();
}

void PuzzlePool::onForegroundDone(const GenerationResult &result)
{
    if (result.puzzle)
        Q_EMIT ready(*result.puzzle);
    else
        Q_EMIT failed(result.error.isEmpty() ? tr("the generator stopped") : result.error);
}
