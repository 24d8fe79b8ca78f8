// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "print/puzzlerenderer.h"
#include "workers/jobthread.h"

#include "sudoku/logic/rating.h"

#include <QObject>

#include <optional>

// The engine work printing needs, on its own thread: the solution of the puzzle on the board (when the
// model does not know it yet) and the puzzles of a booklet, generated one by one at an exact level with the
// engine's Generator, with progress and Cancel. One job at a time on a JobThread: a new job cancels the
// running one, and the results of a superseded job are dropped. Signals are emitted on the GUI thread.
class PrintWorker : public QObject
{
    Q_OBJECT

public:
    explicit PrintWorker(QObject *parent = nullptr);
    ~PrintWorker() override; // cancels, quits and waits: never blocks on a long generation

    void solve(const sudoku::Board &puzzle);
    // `count` puzzles of `level`; puzzle i comes from sudoku::puzzleSeed(seed, i).
    void generate(sudoku::Level level, int count, quint64 seed);
    void cancel();
    bool isBusy() const { return m_jobs.isBusy(); }

    const std::optional<sudoku::Grid> &solution() const { return m_solution; } // of the last solve()
    const QList<PrintedPuzzle> &puzzles() const { return m_puzzles; } // of the last generate()

Q_SIGNALS:
    void solved(bool found); // solution() holds it when found (unique solutions only)
    void progress(int done, int total); // after every puzzle of a booklet (a few hundred at most)
    void generated(); // puzzles() holds the booklet
    void cancelled();

private:
    JobThread m_jobs;
    std::optional<sudoku::Grid> m_solution;
    QList<PrintedPuzzle> m_puzzles;
};
