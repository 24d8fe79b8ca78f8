// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workers/puzzlerater.h"

#include "sudoku/io/formats.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

// The puzzles of a file as a table for the puzzle list: number (its place in the file), variant, level,
// rating and a note (why it cannot be read or played), one row per PuzzleRecord in file order. The level and
// rating come later, from the rater (setVerdict). A table model, not widget items: a file of 50,000 puzzles
// opens at once.
class PuzzleListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Number, Variant, Level, Rating, Note, ColumnCount };
    enum Role {
        SortRole = Qt::UserRole + 1, // a number or text each column sorts by
        SortsLastRole, // bool: the row has nothing to sort by in this column (not rated yet, no rating, not read)
        LevelRole, // the Difficulty as an int, as text ("2"); empty until rated or when not playable
        PlayableRole, // bool: the puzzle was read (it may still have no or several solutions)
    };

    explicit PuzzleListModel(const sudoku::PuzzleBatch &batch, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setVerdict(int row, const PuzzleVerdict &verdict);
    bool isPlayable(int row) const;
    const sudoku::Board *board(int row) const; // null for a puzzle that could not be read
    // Every puzzle's board for the rater, nullopt where it could not be read.
    std::vector<std::optional<sudoku::Board>> boards() const;

private:
    struct Entry {
        int number = 0;
        std::optional<sudoku::Board> board;
        QString error; // why it could not be read
        std::optional<PuzzleVerdict> verdict;
    };
    QVariant display(const Entry &entry, int column) const;
    QVariant sortKey(const Entry &entry, int column) const;
    static bool sortsLast(const Entry &entry, int column);
    static std::optional<int> levelOf(const Entry &entry);

    std::vector<Entry> m_entries;
};
