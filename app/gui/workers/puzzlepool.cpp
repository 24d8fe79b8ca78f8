// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/puzzlepool.h"

#include <QRandomGenerator>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include <exception>

sudoku::Level levelOf(Difficulty difficulty)
{
    return static_cast<sudoku::Level>(static_cast<int>(difficulty));
}

void GeneratorWorker::generate(const GenerationJob &job)
{
    GenerationResult result;
    result.id = job.id;
    if (job.stop.stop_requested()) {
        Q_EMIT generated(result);
        return;
    }
    try {
        sudoku::GeneratorOptions options;
        options.symmetry = job.symmetry;
        options.level = levelOf(job.difficulty);
        options.stopToken = job.stop;
        options.acceptIf = job.acceptIf;
        sudoku::Generator generator(job.seed);
        if (const auto generated = generator.generate(options)) {
            result.puzzle = PoolPuzzle {
                generated->puzzle, job.difficulty, job.symmetry, generated->rating.score, QThread::currentThreadId()};
        }
    } catch (const std::exception &e) {
        result.error = QString::fromLocal8Bit(e.what());
    }
    Q_EMIT generated(result);
}

PuzzlePool::PuzzlePool(QObject *parent)
    : QObject(parent)
    , m_foreground(new GeneratorWorker)
    , m_background(new GeneratorWorker)
{
    qRegisterMetaType<GenerationJob>();
    qRegisterMetaType<GenerationResult>();
    qRegisterMetaType<PoolPuzzle>();
    m_foregroundThread.setObjectName(QStringLiteral("generator"));
    m_backgroundThread.setObjectName(QStringLiteral("generator-pool"));
    m_foreground->moveToThread(&m_foregroundThread);
    m_background->moveToThread(&m_backgroundThread);
    connect(&m_foregroundThread, &QThread::finished, m_foreground, &QObject::deleteLater);
    connect(&m_backgroundThread, &QThread::finished, m_background, &QObject::deleteLater);
    connect(this, &PuzzlePool::runForeground, m_foreground, &GeneratorWorker::generate);
    connect(this, &PuzzlePool::runBackground, m_background, &GeneratorWorker::generate);
    connect(m_foreground, &GeneratorWorker::generated, this, &PuzzlePool::onForegroundDone);
    connect(m_background, &GeneratorWorker::generated, this, &PuzzlePool::onBackgroundDone);
    m_foregroundThread.start();
    m_backgroundThread.start(QThread::LowPriority);
#ifdef Q_OS_LINUX
    // Qt's priorities do not change a normal Linux thread's share of the CPU; its nice value does.
    QMetaObject::invokeMethod(
        m_background, [] { setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 10); },
        Qt::QueuedConnection);
#endif
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
    m_requestStop.request_stop();
    m_refillStop.request_stop();
    m_request = 0;
    m_refill = 0;
    m_foregroundThread.quit();
    m_backgroundThread.quit();
    m_foregroundThread.wait();
    m_backgroundThread.wait();
    m_busy = false; // no signal: the receivers may be halfway through their own destruction
}

GenerationJob PuzzlePool::makeJob(Difficulty difficulty, sudoku::Symmetry symmetry)
{
    GenerationJob job;
    job.id = m_nextId++;
    job.difficulty = difficulty;
    job.symmetry = symmetry;
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

int PuzzlePool::available(Difficulty difficulty) const
{
    return static_cast<int>(m_pool[static_cast<std::size_t>(difficulty)].size());
}

void PuzzlePool::startFilling(sudoku::Symmetry symmetry)
{
    if (m_shutDown)
        return;
    if (m_filling && symmetry == m_symmetry)
        return;
    if (symmetry != m_symmetry) {
        for (auto &puzzles : m_pool)
            puzzles.clear();
        // The job under way is for the old symmetry: stop it, its result will be ignored.
        m_refillStop.request_stop();
        m_refill = 0;
        m_symmetry = symmetry;
        Q_EMIT poolChanged();
    }
    m_filling = true;
    refill();
}

void PuzzlePool::refill()
{
    if (!m_filling || m_shutDown || m_refill != 0)
        return;
    // The level with the fewest puzzles first, easier levels first among equals.
    std::optional<Difficulty> neediest;
    for (Difficulty d : kDifficulties) {
        if (available(d) < m_perLevel && (!neediest || available(d) < available(*neediest)))
            neediest = d;
    }
    if (!neediest)
        return;
    GenerationJob job = makeJob(*neediest, m_symmetry);
    m_refillStop = std::stop_source();
    job.stop = m_refillStop.get_token();
    m_refill = job.id;
    Q_EMIT runBackground(job);
}

void PuzzlePool::onBackgroundDone(const GenerationResult &result)
{
    if (result.id != m_refill)
        return; // superseded: the symmetry changed or the pool shut down
    m_refill = 0;
    if (result.puzzle && result.puzzle->symmetry == m_symmetry) {
        auto &puzzles = m_pool[static_cast<std::size_t>(result.puzzle->difficulty)];
        if (static_cast<int>(puzzles.size()) < m_perLevel) {
            puzzles.push_back(*result.puzzle);
            Q_EMIT poolChanged();
        }
    }
    if (result.error.isEmpty()) // a generator that throws would throw again: do not spin on it
        refill();
}

std::optional<PoolPuzzle> PuzzlePool::take(Difficulty difficulty, sudoku::Symmetry symmetry)
{
    if (symmetry != m_symmetry || available(difficulty) == 0)
        return std::nullopt;
    auto &puzzles = m_pool[static_cast<std::size_t>(difficulty)];
    PoolPuzzle puzzle = puzzles.front();
    puzzles.pop_front();
    Q_EMIT poolChanged();
    refill();
    return puzzle;
}

void PuzzlePool::request(Difficulty difficulty, sudoku::Symmetry symmetry, sudoku::PuzzleCheck acceptIf)
{
    if (m_shutDown)
        return;
    m_requestStop.request_stop(); // the request before, if any
    GenerationJob job = makeJob(difficulty, symmetry);
    m_requestStop = std::stop_source();
    job.stop = m_requestStop.get_token();
    job.acceptIf = std::move(acceptIf);
    m_request = job.id;
    setBusy(true);
    Q_EMIT runForeground(job);
}

void PuzzlePool::cancel()
{
    if (!m_busy)
        return;
    m_requestStop.request_stop();
    m_request = 0;
    setBusy(false);
    Q_EMIT cancelled();
}

void PuzzlePool::onForegroundDone(const GenerationResult &result)
{
    if (result.id != m_request) {
        ++m_dropped;
        return;
    }
    m_request = 0;
    setBusy(false);
    if (result.puzzle)
        Q_EMIT ready(*result.puzzle);
    else
        Q_EMIT failed(result.error.isEmpty() ? tr("the generator stopped") : result.error);
}

void PuzzlePool::setBusy(bool busy)
{
    if (m_busy == busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}
