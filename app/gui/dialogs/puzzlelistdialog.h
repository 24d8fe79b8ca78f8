// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/io/formats.h"

#include <QDialog>

class BoardView;
class GameModel;
class PuzzleListModel;
class PuzzleRater;
class QComboBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

// Which puzzle of a file of many to play (Game > Open on a collection): the file's puzzles in a table
// (number, variant, level, rating, and why one cannot be read), a read-only preview of the selected one drawn
// by the app's BoardView on a GameModel of its own, a filter by level and sorting by column. The levels and
// ratings are worked out on a PuzzleRater thread while the list is open, the selected row (or the rows scrolled
// into view) first; closing the dialog stops it. Play (or Enter, or a double-click) accepts with chosenIndex();
// a puzzle that could not be read cannot be played.
class PuzzleListDialog : public QDialog
{
    Q_OBJECT

public:
    PuzzleListDialog(const QString &fileName, const sudoku::PuzzleBatch &batch, QWidget *parent = nullptr);
    ~PuzzleListDialog() override;

    int chosenIndex() const { return m_chosen; } // 0-based place in the file, -1 until Play
    int ratedCount() const { return m_rated; }
    bool isRating() const;

    QTableView *view() const { return m_view; }
    QComboBox *levelFilter() const { return m_filter; }
    QPushButton *playButton() const { return m_play; }
    QLabel *statusLabel() const { return m_status; }
    PuzzleListModel *model() const { return m_model; }
    PuzzleRater *rater() const { return m_rater; }
    // The row of the model (the file's order) at the view's current index; -1 for none.
    int currentRow() const;

    void done(int result) override; // stops the rating

Q_SIGNALS:
    void ratingFinished();

private:
    void onCurrentChanged();
    void applyFilter();
    void play();
    void updateStatus();

    PuzzleListModel *m_model;
    QSortFilterProxyModel *m_proxy;
    PuzzleRater *m_rater;
    QTableView *m_view;
    QComboBox *m_filter;
    GameModel *m_preview;
    BoardView *m_board;
    QLabel *m_status;
    QPushButton *m_play;
    int m_total = 0; // the puzzles that can be rated
    int m_rated = 0;
    int m_chosen = -1;
    int m_shownRow = -2; // the row the preview shows (-1: none)
};
