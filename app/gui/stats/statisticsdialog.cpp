// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/statisticsdialog.h"

#include "game/gameclock.h"
#include "stats/statistics.h"
#include "vocab/techniquetext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace
{

QString timeOrDash(const std::optional<qint64> &ms)
{
    return ms ? GameClock::format(*ms) : QStringLiteral("\u2013");
}

} // namespace

StatisticsDialog::StatisticsDialog(Statistics *statistics, QWidget *parent)
    : QDialog(parent)
    , m_statistics(statistics)
    , m_tabs(new QTabWidget)
    , m_variant(new QComboBox)
    , m_table(new QTableWidget(RowCount, kAllColumn + 1))
    , m_daily(new QLabel)
    , m_historyNote(new QLabel)
    , m_history(new QTreeWidget)
    , m_problem(new QLabel)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close))
{
    setObjectName(QStringLiteral("statisticsDialog"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAlternatingRowColors(true);
    for (int row = 0; row < RowCount; ++row) {
        for (int column = 0; column <= kAllColumn; ++column) {
            auto *item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(row, column, item);
        }
    }
    m_daily->setWordWrap(true);
    auto *overview = new QWidget;
    auto *overviewLayout = new QVBoxLayout(overview);
    m_variant->addItem(QString(), -1); // every variant
    for (const sudoku::Variant variant : sudoku::kVariants)
        m_variant->addItem(QString(), static_cast<int>(variant));
    connect(m_variant, &QComboBox::currentIndexChanged, this, &StatisticsDialog::fill);
    auto *variantRow = new QFormLayout;
    variantRow->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    variantRow->addRow(m_variantLabel = new QLabel, m_variant);
    m_variantLabel->setBuddy(m_variant);
    overviewLayout->addLayout(variantRow);
    // As tall as its rows, the daily line under it: no empty grid below the figures.
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    overviewLayout->addWidget(m_table);
    overviewLayout->addWidget(m_daily);
    overviewLayout->addStretch(1);

    m_history->setColumnCount(5);
    m_history->setRootIsDecorated(false);
    m_history->setUniformRowHeights(true);
    m_history->setAlternatingRowColors(true);
    m_history->header()->setStretchLastSection(true);
    m_history->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_historyNote->setWordWrap(true);
    auto *historyPage = new QWidget;
    auto *historyLayout = new QVBoxLayout(historyPage);
    historyLayout->addWidget(m_history, 1);
    historyLayout->addWidget(m_historyNote);

    m_tabs->addTab(overview, QString());
    m_tabs->addTab(historyPage, QString());
    m_problem->setWordWrap(true);
    m_problem->hide();
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_statistics, &Statistics::summaryChanged, this, &StatisticsDialog::fill);
    retranslate();
    // Never larger than the screen it opens on (at 2x scaling 760 pixels may be more than it has).
    QSize size(760, 400);
    if (const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size() - QSize(40, 60));
    resize(size);
}

QString StatisticsDialog::cellText(Row row, int column) const
{
    const QTableWidgetItem *item = m_table->item(row, column);
    return item ? item->text() : QString();
}

QString StatisticsDialog::dailyText() const
{
    return m_daily->text();
}

void StatisticsDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    m_statistics->refresh();
}

void StatisticsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void StatisticsDialog::retranslate()
{
    setWindowTitle(tr("Statistics"));
    m_tabs->setTabText(0, tr("&Overview", "statistics tab"));
    m_tabs->setTabText(1, tr("&History", "statistics tab: the games played"));
    m_tabs->setAccessibleName(tr("Statistics"));
    m_table->setAccessibleName(tr("Statistics by level"));
    m_history->setAccessibleName(tr("Games played"));
    QStringList columns;
    for (Difficulty level : kDifficulties)
        columns.append(difficultyName(level));
    columns.append(tr("All games"));
    m_table->setHorizontalHeaderLabels(columns);
    m_table->setVerticalHeaderLabels({tr("Games started"), tr("Finished"), tr("Abandoned"),
        tr("Best time without help"), tr("Average without help"), tr("Median without help"), tr("Average with help"),
        tr("Current streak", "games finished in a row"), tr("Longest streak")});
    m_table->setToolTip(tr("Times are of games finished without help (hints, checks, shown mistakes or Solve), "
                           "except the average with help. A streak counts games finished in a row; an abandoned "
                           "game ends it."));
    m_history->setHeaderLabels({tr("Date"), tr("Level"), tr("Result"), tr("Time"), tr("Help")});
    m_variantLabel->setText(tr("&Variant:", "the statistics of which variant's games"));
    m_variant->setItemText(0, tr("All variants"));
    for (int i = 1; i < m_variant->count(); ++i)
        m_variant->setItemText(i, techniquetext::variant(static_cast<sudoku::Variant>(m_variant->itemData(i).toInt())));
    m_variant->setAccessibleName(tr("Variant"));
    m_buttons->button(QDialogButtonBox::Close)->setText(tr("&Close"));
    fill();
}

void StatisticsDialog::fill()
{
    const QString problem = m_statistics->problem();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    const auto &summary = m_statistics->summary();
    if (!summary) {
        for (int row = 0; row < RowCount; ++row) {
            for (int column = 0; column <= kAllColumn; ++column)
                m_table->item(row, column)->setText(QStringLiteral("\u2013"));
        }
        m_daily->setText(
            m_statistics->state() == StatsDatabase::State::Unavailable ? tr("No statistics.") : tr("Counting\u2026"));
        m_history->clear();
        m_historyNote->clear();
        return;
    }
    const QLocale locale;
    // Every game, or one variant's (none yet: its figures are those of no game).
    const int chosen = m_variant->currentData().toInt();
    static const GroupStats kNone;
    const auto found = summary->byVariant.find(static_cast<sudoku::Variant>(chosen));
    const GroupStats &group = chosen < 0 ? *summary : found != summary->byVariant.end() ? found->second : kNone;
    for (int column = 0; column <= kAllColumn; ++column) {
        const LevelStats &stats = column == kAllColumn ? group.all : group.levels[static_cast<std::size_t>(column)];
        const auto set = [&](Row row, const QString &text) { m_table->item(row, column)->setText(text); };
        set(Started, locale.toString(stats.started));
        set(Finished, locale.toString(stats.finished));
        set(Abandoned, locale.toString(stats.abandoned));
        set(Best, timeOrDash(stats.bestMs));
        set(Average, timeOrDash(stats.averageMs));
        set(Median, timeOrDash(stats.medianMs));
        set(AverageWithHelp, timeOrDash(stats.averageWithHelpMs));
        set(Streak, locale.toString(stats.currentStreak));
        set(LongestStreak, locale.toString(stats.longestStreak));
    }
    m_daily->setText(tr("Daily puzzle: days in a row with one finished: %1 \u00b7 longest run: %2")
                         .arg(locale.toString(summary->dailyStreak), locale.toString(summary->longestDailyStreak)));

    m_history->clear();
    QList<QTreeWidgetItem *> items;
    for (const HistoryEntry &game : summary->history) {
        QString level = game.level ? difficultyName(*game.level) : tr("Your puzzle");
        if (game.variant != sudoku::Variant::Classic)
            level = tr("%1 \u00b7 %2", "a game's variant and level").arg(techniquetext::variant(game.variant), level);
        if (game.daily.isValid())
            level = tr("%1, daily puzzle of %2", "level, date")
                        .arg(level, locale.toString(game.daily, QLocale::ShortFormat));
        QString result;
        switch (game.result) {
        case GameResult::Playing:
            result = tr("Playing");
            break;
        case GameResult::Finished:
            result = tr("Finished");
            break;
        case GameResult::Abandoned:
            result = tr("Abandoned");
            break;
        case GameResult::Solved:
            result = tr("Given up (Solve)");
            break;
        }
        QStringList help;
        if (game.hints > 0)
            help.append(tr("hints: %1").arg(locale.toString(game.hints)));
        if (game.checks > 0)
            help.append(tr("checks: %1").arg(locale.toString(game.checks)));
        if (game.mistakes > 0)
            help.append(tr("mistakes: %1").arg(locale.toString(game.mistakes)));
        if (help.isEmpty() && game.help)
            help.append(tr("yes", "the game had help"));
        const bool timed = game.result != GameResult::Playing;
        items.append(new QTreeWidgetItem(QStringList {locale.toString(game.started, QLocale::ShortFormat), level,
            result, timed ? GameClock::format(game.timeMs) : QString(),
            help.isEmpty() ? tr("none", "no help") : help.join(QStringLiteral(", "))}));
    }
    m_history->addTopLevelItems(items);
    if (summary->totalGames == 0)
        m_historyNote->setText(tr("No games yet: a game counts from its first move."));
    else if (summary->totalGames > static_cast<int>(summary->history.size()))
        m_historyNote->setText(
            tr("Games: %1; the %2 most recent are listed.")
                .arg(locale.toString(summary->totalGames), locale.toString(static_cast<int>(summary->history.size()))));
    else
        m_historyNote->setText(tr("Games: %1").arg(locale.toString(summary->totalGames)));
}
