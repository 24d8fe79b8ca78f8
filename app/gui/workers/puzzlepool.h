// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/difficulty.h"
#include "workers/jobthread.h"

#include "sudoku/generate/generator.h"

#include <QObject>

#include <array>
#include <deque>
#include <optional>

// A generated puzzle as it crosses threads: plain values only.
struct PoolPuzzle {
    sudoku::Board puzzle;
    Difficulty difficulty = Difficulty::Easy;
    sudoku::Symmetry symmetry = sudoku::Symmetry::Rotate180;
    sudoku::Variant variant = sudoku::Variant::Classic;
    double score = 0; // the engine's rating (rating.h)
    Qt::HANDLE generatedOn = nullptr; // the thread that generated it
};

// One generation job, made on the GUI thread.
struct GenerationJob {
    Difficulty difficulty = Difficulty::Easy;
    sudoku::Symmetry symmetry = sudoku::Symmetry::Rotate180;
    sudoku::Variant variant = sudoku::Variant::Classic;
    quint64 seed = 0;
    sudoku::PuzzleCheck acceptIf; // optional extra condition on the finished puzzle
};

struct GenerationResult {
    std::optional<PoolPuzzle> puzzle; // nullopt: cancelled or failed
    QString error; // why it failed (empty when cancelled or done)
};

Q_DECLARE_METATYPE(PoolPuzzle)

// New puzzles for the New command, generated off the GUI thread. Lives on the GUI thread.
//
//   A pool of a few puzzles per level (for one symmetry and one variant, those New uses; every variant, Killer
//   included, is made at each level) is kept full by a background thread of low priority, so New is normally instant:
//   take() hands one out and the pool refills. request() generates one now on a second thread of normal priority (when
//   the pool has none), with ready() or failed() at the end; cancel() stops it and its result is dropped; a new request
//   cancels the one before it. Both threads are JobThreads: each job has its own stop source made here; the generator
//   polls it between clue removals, so cancelling and shutting down (the destructor) return within
//   milliseconds.
class PuzzlePool : public QObject
{
    Q_OBJECT

public:
    explicit PuzzlePool(QObject *parent = nullptr);
    ~PuzzlePool() override;

    // Starts keeping `perLevel()` puzzles of every level of `symmetry` and `variant` ready; a new symmetry or
    // variant empties the pool (a classic pool never serves a variant, nor one variant another).
    void startFilling(sudoku::Symmetry symmetry, sudoku::Variant variant = sudoku::Variant::Classic);
    sudoku::Symmetry symmetry() const { return m_symmetry; }
    sudoku::Variant variant() const { return m_variant; }
    bool isFilling() const { return m_filling; }
    int perLevel() const { return m_perLevel; }
    void setPerLevel(int count);
    int available(Difficulty difficulty) const;

    // A ready puzzle of the level, symmetry and variant, at once; nullopt when the pool has none.
    std::optional<PoolPuzzle> take(
        Difficulty difficulty, sudoku::Symmetry symmetry, sudoku::Variant variant = sudoku::Variant::Classic);
    // Generates one now (cancelling the request before). `acceptIf` adds a condition on the finished puzzle;
    // `seed`, when given, is the generator's seed (the same seed, the same puzzle), else a random one. A
    // Killer at a level that none of the generator's bounded attempts reached ends in failed() with the reason.
    void request(Difficulty difficulty, sudoku::Symmetry symmetry, sudoku::PuzzleCheck acceptIf = {},
        std::optional<quint64> seed = std::nullopt, sudoku::Variant variant = sudoku::Variant::Classic);
    void cancel();
    bool isBusy() const { return m_foreground.isBusy(); }
    int droppedResults() const { return m_foreground.droppedResults(); }
    void shutdown();

Q_SIGNALS:
    void ready(const PoolPuzzle &puzzle); // the current request's puzzle
    void failed(const QString &error); // the current request could not be met
    void cancelled();
    void busyChanged(bool busy);
    void poolChanged(); // a puzzle was added to the pool or taken from it

private:
    void refill();
    void onForegroundDone(const GenerationResult &result);
    void onBackgroundDone(const GenerationResult &result);
    GenerationJob makeJob(Difficulty difficulty, sudoku::Symmetry symmetry, sudoku::Variant variant);
    std::size_t slot(Difficulty difficulty) const; // the level's

    JobThread m_foreground; // request()
    JobThread m_background; // refill()
    bool m_filling = false;
    bool m_shutDown = false;
    int m_perLevel = 2;
    sudoku::Symmetry m_symmetry = sudoku::Symmetry::Rotate180;
    sudoku::Variant m_variant = sudoku::Variant::Classic;
    std::array<std::deque<PoolPuzzle>, kDifficulties.size()> m_pool; // per Difficulty
};

sudoku::Level levelOf(Difficulty difficulty);
