// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/puzzlelistdialog.h"

#include "board/boardview.h"
#include "dialogs/puzzlelistmodel.h"
#include "game/gamemodel.h"
#include "vocab/difficulty.h"
#include "workers/puzzlerater.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace
{

// Rows with nothing to sort by in the sorted column (not rated yet, no rating, not read) stay below the others
// whichever way the column is sorted: a descending sort by rating starts with the hardest puzzle, not with the
// ones still waiting for their rating.
class PuzzleSortProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        const bool leftLast = left.data(PuzzleListModel::SortsLastRole).toBool();
        const bool rightLast = right.data(PuzzleListModel::SortsLastRole).toBool();
        if (leftLast != rightLast) // a descending sort asks lessThan(right, left)
            return (sortOrder() == Qt::AscendingOrder) == rightLast;
        return QSortFilterProxyModel::lessThan(left, right);
    }
};

} // namespace

PuzzleListDialog::PuzzleListDialog(const QString &fileName, const sudoku::PuzzleBatch &batch, QWidget *parent)
    : QDialog(parent)
    , m_model(new PuzzleListModel(batch, this))
    , m_proxy(new PuzzleSortProxy(this))
    , m_rater(new PuzzleRater(this))
    , m_view(new QTableView(this))
    , m_filter(new QComboBox(this))
    , m_preview(new GameModel(this))
    , m_board(new BoardView(m_preview, this))
    , m_status(new QLabel(this))
    , m_play(nullptr)
{
    setWindowTitle(tr("Open Puzzle"));
    setObjectName(QStringLiteral("puzzleList"));

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(PuzzleListModel::SortRole);
    m_proxy->setFilterRole(PuzzleListModel::LevelRole);
    m_proxy->setFilterKeyColumn(PuzzleListModel::Level);
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(PuzzleListModel::Number, Qt::AscendingOrder);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // Rows of one line: the height of 50,000 rows is known without measuring each one.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->setWordWrap(false);
    m_view->setAccessibleName(tr("Puzzles in the file"));
    m_view->setMinimumWidth(420);

    m_filter->addItem(tr("All levels"), QString());
    for (Difficulty level : kDifficulties)
        m_filter->addItem(difficultyName(level), QString::number(static_cast<int>(level)));
    m_filter->setAccessibleName(tr("Show puzzles of level"));
    auto *filterLabel = new QLabel(tr("&Level:", "filter of the puzzle list"), this);
    filterLabel->setBuddy(m_filter);

    m_board->showAsPicture(); // as the glossary's example
    m_board->setMinimumSize(260, 260);
    m_board->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_board->setAccessibleName(tr("Preview"));
    m_board->setAccessibleDescription(tr("The givens of the selected puzzle"));

    m_status->setAccessibleName(tr("Rating progress"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_play = buttons->addButton(tr("&Play", "play the chosen puzzle"), QDialogButtonBox::AcceptRole);
    m_play->setDefault(true);
    m_play->setAccessibleName(tr("Play the selected puzzle"));
    connect(buttons, &QDialogButtonBox::accepted, this, &PuzzleListDialog::play);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_filter);
    filterRow->addStretch();
    auto *left = new QVBoxLayout;
    auto *heading = new QLabel(tr("Puzzles in %1: %2").arg(fileName, QLocale().toString(m_model->rowCount())), this);
    heading->setTextFormat(Qt::PlainText);
    heading->setWordWrap(true);
    left->addWidget(heading);
    left->addLayout(filterRow);
    left->addWidget(m_view, 1);
    auto *body = new QHBoxLayout;
    body->addLayout(left, 3);
    body->addWidget(m_board, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(820, 480);

    connect(m_filter, &QComboBox::currentIndexChanged, this, &PuzzleListDialog::applyFilter);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &PuzzleListDialog::onCurrentChanged);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &PuzzleListDialog::onCurrentChanged);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &PuzzleListDialog::onCurrentChanged);
    connect(m_view, &QAbstractItemView::doubleClicked, this, &PuzzleListDialog::play);
    // The rows scrolled into view are rated next (the selected one, when it changes, before them).
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, [this] {
        const QModelIndex top = m_view->indexAt(QPoint(0, 0));
        if (top.isValid())
            m_rater->prioritise(m_proxy->mapToSource(top).row());
    });
    connect(m_rater, &PuzzleRater::rated, this, [this](int row, const PuzzleVerdict &verdict) {
        m_model->setVerdict(row, verdict);
        ++m_rated;
    });
    connect(m_rater, &PuzzleRater::progressed, this, &PuzzleListDialog::updateStatus);
    connect(m_rater, &PuzzleRater::done, this, [this] {
        updateStatus();
        Q_EMIT ratingFinished();
    });

    const auto boards = m_model->boards();
    for (const auto &board : boards)
        m_total += board ? 1 : 0;
    m_view->setCurrentIndex(m_proxy->index(0, PuzzleListModel::Number));
    m_view->resizeColumnsToContents();
    m_view->setFocus();
    onCurrentChanged();
    updateStatus();
    if (m_total > 0)
        m_rater->start(boards);
}

PuzzleListDialog::~PuzzleListDialog()
{
    m_rater->stop();
}

bool PuzzleListDialog::isRating() const
{
    return m_rater->isBusy();
}

int PuzzleListDialog::currentRow() const
{
    const QModelIndex index = m_view->currentIndex();
    return index.isValid() ? m_proxy->mapToSource(index).row() : -1;
}

void PuzzleListDialog::onCurrentChanged()
{
    const int row = currentRow();
    const sudoku::Board *board = m_model->board(row);
    m_play->setEnabled(board != nullptr);
    if (row == m_shownRow)
        return; // the rows moved (sorted as ratings come in), the selection did not
    m_shownRow = row;
    m_preview->loadPuzzle(board ? *board : sudoku::Board {}, {});
    m_board->setEnabled(board != nullptr);
    if (board)
        m_rater->prioritise(row);
}

void PuzzleListDialog::applyFilter()
{
    const QString level = m_filter->currentData().toString();
    m_proxy->setFilterRegularExpression(
        level.isEmpty() ? QRegularExpression() : QRegularExpression(QStringLiteral("^%1$").arg(level)));
    if (!m_view->currentIndex().isValid() && m_proxy->rowCount() > 0)
        m_view->setCurrentIndex(m_proxy->index(0, PuzzleListModel::Number));
    onCurrentChanged();
}

void PuzzleListDialog::play()
{
    const int row = currentRow();
    if (!m_model->isPlayable(row))
        return;
    m_chosen = row;
    accept();
}

void PuzzleListDialog::updateStatus()
{
    const int unreadable = m_model->rowCount() - m_total;
    QString text
        = tr("Rated %1 of %2", "puzzles of the file").arg(QLocale().toString(m_rated), QLocale().toString(m_total));
    if (unreadable > 0)
        text += QStringLiteral(" \u00b7 ") + tr("%n cannot be read", nullptr, unreadable);
    m_status->setText(text);
}

void PuzzleListDialog::done(int result)
{
    m_rater->stop(); // a closed list rates nothing more
    QDialog::done(result);
}
