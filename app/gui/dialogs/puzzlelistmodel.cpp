// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/puzzlelistmodel.h"

#include "vocab/difficulty.h"
#include "vocab/techniquetext.h"

#include <QLocale>
#include <QPalette>

#include <limits>

PuzzleListModel::PuzzleListModel(const sudoku::PuzzleBatch &batch, QObject *parent)
    : QAbstractTableModel(parent)
{
    m_entries.reserve(batch.puzzles.size());
    for (const sudoku::PuzzleRecord &record : batch.puzzles) {
        Entry entry;
        entry.number = record.number;
        if (record.ok())
            entry.board = record.board;
        else
            entry.error = QString::fromStdString(record.error->describe());
        m_entries.push_back(std::move(entry));
    }
}

int PuzzleListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int PuzzleListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PuzzleListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Number:
        return tr("No.", "a puzzle's place in the file");
    case Variant:
        return tr("Variant");
    case Level:
        return tr("Level");
    case Rating:
        return tr("Rating");
    case Note:
        return tr("Remark", "why a puzzle cannot be played");
    default:
        return {};
    }
}

std::optional<int> PuzzleListModel::levelOf(const Entry &entry)
{
    if (!entry.verdict || !entry.verdict->rating || entry.verdict->rating->needsTrialAndError)
        return std::nullopt;
    return static_cast<int>(difficultyOf(entry.verdict->rating->level));
}

QVariant PuzzleListModel::display(const Entry &entry, int column) const
{
    switch (column) {
    case Number:
        return QLocale().toString(entry.number);
    case Variant:
        return entry.board ? techniquetext::variant(entry.board->rules().variant()) : QString();
    case Level:
        if (const auto level = levelOf(entry))
            return difficultyName(static_cast<Difficulty>(*level));
        if (entry.verdict && entry.verdict->rating)
            return tr("Trial and error", "not a level: no technique solves the puzzle");
        return QString();
    case Rating:
        if (entry.verdict && entry.verdict->rating)
            return QLocale().toString(entry.verdict->rating->score, 'f', 2);
        return QString();
    case Note:
        if (!entry.board)
            return entry.error;
        if (!entry.verdict)
            return QString();
        switch (entry.verdict->status) {
        case PuzzleVerdict::Status::NoSolution:
            return tr("no solution");
        case PuzzleVerdict::Status::Multiple:
            return tr("more than one solution");
        case PuzzleVerdict::Status::Invalid:
            return tr("not valid");
        case PuzzleVerdict::Status::Unique:
            break;
        }
        return QString();
    default:
        return {};
    }
}

QVariant PuzzleListModel::sortKey(const Entry &entry, int column) const
{
    constexpr double kLast = std::numeric_limits<double>::max();
    switch (column) {
    case Number:
        return entry.number;
    case Level: {
        // The levels in order, then trial and error, then what has no level; unrated last.
        if (const auto level = levelOf(entry))
            return *level;
        if (entry.verdict && entry.verdict->rating)
            return 100;
        return entry.verdict || !entry.board ? 200 : 300;
    }
    case Rating:
        return entry.verdict && entry.verdict->rating ? entry.verdict->rating->score : kLast;
    default:
        return display(entry, column);
    }
}

bool PuzzleListModel::sortsLast(const Entry &entry, int column)
{
    const bool rated = entry.verdict && entry.verdict->rating;
    switch (column) {
    case Level: // trial and error has a rating and sorts after the levels
        return !levelOf(entry) && !rated;
    case Rating:
        return !rated;
    default:
        return false;
    }
}

QVariant PuzzleListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Entry &entry = m_entries[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(entry, index.column());
    case Qt::ToolTipRole:
        return index.column() == Note ? display(entry, Note) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == Number || index.column() == Rating ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                                    : QVariant();
    case Qt::ForegroundRole:
        return entry.board ? QVariant() : QVariant(QPalette().brush(QPalette::Disabled, QPalette::Text));
    case SortRole:
        return sortKey(entry, index.column());
    case SortsLastRole:
        return sortsLast(entry, index.column());
    case LevelRole: {
        const auto level = levelOf(entry);
        return level ? QString::number(*level) : QString();
    }
    case PlayableRole:
        return entry.board.has_value();
    default:
        return {};
    }
}

void PuzzleListModel::setVerdict(int row, const PuzzleVerdict &verdict)
{
    if (row < 0 || row >= rowCount())
        return;
    m_entries[static_cast<std::size_t>(row)].verdict = verdict;
    Q_EMIT dataChanged(index(row, Level), index(row, Note));
}

bool PuzzleListModel::isPlayable(int row) const
{
    return board(row) != nullptr;
}

const sudoku::Board *PuzzleListModel::board(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    const auto &board = m_entries[static_cast<std::size_t>(row)].board;
    return board ? &*board : nullptr;
}

std::vector<std::optional<sudoku::Board>> PuzzleListModel::boards() const
{
    std::vector<std::optional<sudoku::Board>> boards;
    boards.reserve(m_entries.size());
    for (const Entry &entry : m_entries)
        boards.push_back(entry.board);
    return boards;
}
