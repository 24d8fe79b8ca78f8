// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/puzzlerater.h"

#include "sudoku/search/solver.h"

#include <chrono>
#include <set>
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
        // The rows still to rate. After a row asked for, the ones below it come next (the rows the player sees
        // as the list is scrolled), then the rest from the top.
        std::set<int> remaining;
        for (std::size_t row = 0; row < puzzles.size(); ++row) {
            if (puzzles[row])
                remaining.insert(static_cast<int>(row));
        }
        const int total = static_cast<int>(remaining.size());
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
        int next = 0;
        while (!job.stopRequested() && !remaining.empty()) {
            const int asked = priority->exchange(-1);
            auto it = remaining.lower_bound(asked >= 0 ? asked : next);
            if (it == remaining.end())
                it = remaining.begin();
            const int row = *it;
            remaining.erase(it);
            next = row + 1;
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
