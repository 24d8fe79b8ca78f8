// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workers/jobthread.h"

#include "sudoku/grid/board.h"
#include "sudoku/logic/rating.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

// What the rater found about one puzzle of a file: whether it has one solution and, if it has, its rating.
struct PuzzleVerdict {
    enum class Status : quint8 { Unique, NoSolution, Multiple, Invalid };
    Status status = Status::Unique;
    std::optional<sudoku::Rating> rating; // Unique only
};

// The puzzles of a file rated one after another on a thread of its own (the puzzle list of Open): each is
// solved for uniqueness (limit 2) and, when it has one solution, rated as the status bar rates a game
// (rate() with assumeUnique). A file takes tens of seconds at Extreme, so the results come back a few rows
// at a time, in file order, except that the row asked for with prioritise() is rated next and the rows after
// it follow (then the rest from the top). Stopping (a new
// start(), stop(), the destructor) ends the running rating within one logic step.
class PuzzleRater : public QObject
{
    Q_OBJECT

public:
    explicit PuzzleRater(QObject *parent = nullptr);
    ~PuzzleRater() override;

    // Rates `puzzles` (nullopt: a puzzle that could not be read, skipped and not counted); `rated` reports
    // each by its index in the vector.
    void start(std::vector<std::optional<sudoku::Board>> puzzles);
    // The row to rate next if it is not rated yet, else the first one after it that is not (the row the player
    // selects, or the first one in view); -1 for none.
    void prioritise(int row);
    void stop();
    bool isBusy() const { return m_jobs.isBusy(); }

Q_SIGNALS:
    void rated(int row, const PuzzleVerdict &verdict);
    void progressed(int done, int total); // after each batch of results
    void done(); // every puzzle rated

private:
    JobThread m_jobs;
    // Written here, read by the running job between puzzles: a value, not shared state of the GUI.
    std::shared_ptr<std::atomic<int>> m_priority;
};

Q_DECLARE_METATYPE(PuzzleVerdict)
