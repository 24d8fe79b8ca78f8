// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/puzzlerater.h"

#include "sudoku/search/solver.h"

#include <chrono>
#include <utility>

using namespace sudoku;

namespace
{

PuzzleVerdict judge(Solver &solver, const Board &puzzle, std::stop_token stop)
{
    PuzzleVerdict verdict;
    SolveOptions options;
    options.solutionLimit = 2;
    options.stopToken = stop;
    const SolveResult result = solver.solve(puzzle, options);
    switch (result.status) {
    case SolveStatus::Unique:
    case SolveStatus::Solved:
        break;
    case SolveStatus::Multiple:
        verdict.status = PuzzleVerdict::Status::Multiple;
        return verdict;
    case SolveStatus::Invalid:
        verdict.status = PuzzleVerdict::Status::Invalid;
        return verdict;
    default: // no solution; a cancelled solve is never reported
        verdict.status = PuzzleVerdict::Status::NoSolution;
        return verdict;
    }
    RateOptions rating;
    rating.assumeUnique = true;
    rating.stopToken = std::move(stop); // a closed list does not wait for a hard rating
    verdict.rating = rate(puzzle, rating);
    return verdict;
}

} // namespace

PuzzleRater::PuzzleRater(QObject *parent)
    : QObject(parent)
    , m_jobs(QStringLiteral("puzzle list"), 5) // below the GUI and the game's own solver
    , m_priority(std::make_shared<std::atomic<int>>(-1))
{
    qRegisterMetaType<PuzzleVerdict>();
}

PuzzleRater::~PuzzleRater()
{
    m_jobs.shutdown();
}

void PuzzleRater::prioritise(int row)
{
    m_priority->store(row);
}

void PuzzleRater::stop()
{
    m_jobs.discard();
}

void PuzzleRater::start(std::vector<std::optional<Board>> puzzles)
{
    m_priority = std::make_shared<std::atomic<int>>(-1); // the old job keeps its own
    m_jobs.start([this, puzzles = std::move(puzzles), priority = m_priority](JobThread::Job &job) {
        using Clock = std::chrono::steady_clock;
        const auto solver = makeSolver(Algorithm::Dfs);
        const int count = static_cast<int>(puzzles.size());
        int total = 0;
        for (const auto &puzzle : puzzles)
            total += puzzle ? 1 : 0;
        std::vector<bool> seen(puzzles.size(), false);
        std::vector<std::pair<int, PuzzleVerdict>> batch;
        auto sent = Clock::now();
        auto send = [&](int soFar) {
            job.post([this, batch = std::exchange(batch, {}), soFar, total] {
                for (const auto &[row, verdict] : batch)
                    Q_EMIT rated(row, verdict);
                Q_EMIT progressed(soFar, total);
            });
            sent = Clock::now();
        };
        int ratedSoFar = 0;
        int next = 0; // the next row in file order
        while (!job.stopRequested()) {
            int row = priority->exchange(-1);
            if (row < 0 || row >= count || seen[static_cast<std::size_t>(row)] || !puzzles[row]) {
                while (next < count && (seen[static_cast<std::size_t>(next)] || !puzzles[next]))
                    ++next;
                if (next == count)
                    break;
                row = next;
            }
            seen[static_cast<std::size_t>(row)] = true;
            PuzzleVerdict verdict = judge(*solver, *puzzles[row], job.stopToken());
            if (job.stopRequested() || (verdict.rating && verdict.rating->stopped))
                return;
            batch.emplace_back(row, std::move(verdict));
            ++ratedSoFar;
            if (Clock::now() - sent >= JobThread::kProgressInterval)
                send(ratedSoFar);
        }
        if (job.stopRequested())
            return;
        send(ratedSoFar);
        job.finish([this] { Q_EMIT done(); });
    });
}
