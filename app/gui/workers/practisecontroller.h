// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/difficulty.h"
#include "vocab/hint.h"
#include "workers/jobthread.h"

#include "sudoku/generate/practise.h"

#include <QObject>

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
class PractiseController : public QObject
{
    Q_OBJECT

public:
    explicit PractiseController(QObject *parent = nullptr);
    ~PractiseController() override;

    // Starts making a puzzle for `options` (its stop token and progress are this controller's) from `seed`.
    void start(sudoku::PractiseOptions options, quint64 seed);
    // A random seed.
    void start(const sudoku::PractiseOptions &options);
    void cancel();
    bool isBusy() const { return m_jobs.isBusy(); }
    void shutdown();

Q_SIGNALS:
    void progressed(int attempts);
    void ready(const PractiseGame &game);
    // The generator gave up after `attempts` random grids without a puzzle that takes these techniques.
    void gaveUp(int attempts);
    void cancelled();
    void busyChanged(bool busy);

private:
    JobThread m_jobs;
};
