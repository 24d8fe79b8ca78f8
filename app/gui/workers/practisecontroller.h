// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/difficulty.h"
#include "vocab/hint.h"
#include "workers/jobthread.h"

#include "sudoku/generate/practise.h"

#include <QObject>

#include <functional>
#include <optional>
#include <vector>

// A practise puzzle as it crosses threads: plain values only.
struct PractiseGame {
    sudoku::Board puzzle;
    Difficulty difficulty = Difficulty::Easy; // the level it was made at
    sudoku::PractiseMode mode = sudoku::PractiseMode::Learn;
    // The steps of the solution path before the first wanted step (for Learn, played into the game as the
    // Solution Path's "Play to Here" plays them), and that step.
    std::vector<Hint> before;
    sudoku::Step wanted;
    int attempts = 0;
};

Q_DECLARE_METATYPE(PractiseGame)

// Practise puzzles (generate/practise.h) for the Practise dialog, made on a thread of its own (a JobThread): one
// at a time, a new one cancelling the one before, progress (the random grids tried so far) at most every 50 ms,
// cancel() stops it at its next clue removal. Lives on the GUI thread.
//
// One puzzle is kept warm: once a puzzle is given for a request (random seed), the next one for the same request
// is made on a second thread, quietly, so that asking again (a learner's next example of the same technique)
// gives it at once. A request that the warm puzzle still being made fits waits for it (its progress shown); any
// other request drops it. Cancel leaves the warm work going; it is kept for the next request.
class PractiseController : public QObject
{
    Q_OBJECT

public:
    explicit PractiseController(QObject *parent = nullptr);
    ~PractiseController() override;

    // Starts making a puzzle for `options` (its stop token and progress are this controller's) from `seed`;
    // nothing is kept warm, so that a seed always gives the same puzzle.
    void start(sudoku::PractiseOptions options, quint64 seed);
    // A random seed; the warm puzzle when it fits, and the next one made warm after.
    void start(const sudoku::PractiseOptions &options);
    void cancel();
    bool isBusy() const { return m_busy; }
    void shutdown();

    // The puzzle kept warm, once made; whether one is being made.
    std::optional<sudoku::Board> warmPuzzle() const;
    bool isWarming() const { return m_warmJobs.isBusy(); }

    // The same request: what is asked for, not who asks (stop token and progress).
    static bool sameRequest(const sudoku::PractiseOptions &a, const sudoku::PractiseOptions &b);

Q_SIGNALS:
    void progressed(int attempts);
    void ready(const PractiseGame &game);
    // The generator gave up after `attempts` random grids without a puzzle that takes these techniques.
    void gaveUp(int attempts);
    void cancelled();
    void busyChanged(bool busy);

private:
    // What a job reports, on the GUI thread.
    struct Report {
        std::function<void(int attempts)> progressed;
        std::function<void(const PractiseGame &game)> ready;
        std::function<void(int attempts)> gaveUp;
    };
    static void make(JobThread &jobs, sudoku::PractiseOptions options, quint64 seed, Report report);
    void warm(const sudoku::PractiseOptions &options);
    void deliverWarm(quint64 request);
    void handOverWarm(const PractiseGame &game); // gives the warm puzzle made for the request, warms the next
    void updateBusy();

    JobThread m_jobs;
    JobThread m_warmJobs;
    std::optional<sudoku::PractiseOptions> m_warmFor; // the request the warm puzzle is (being) made for
    std::optional<PractiseGame> m_warmGame;
    bool m_waitingForWarm = false; // the current request is the warm one under way: its progress and result shown
    bool m_deliveringWarm = false; // the warm puzzle is on its way to ready()
    quint64 m_request = 0; // counts requests and cancels: a warm delivery queued for an older one is dropped
    bool m_busy = false;
};
