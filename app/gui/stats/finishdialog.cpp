// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/finishdialog.h"

#include "game/gameclock.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

FinishDialog::FinishDialog(
    const GameFacts &facts, const QString &gameId, const std::optional<StatsSummary> &summary, QWidget *parent)
    : QDialog(parent)
    , m_facts(facts)
    , m_gameId(gameId)
    , m_summary(summary)
    , m_title(new QLabel)
    , m_time(new QLabel)
    , m_form(new QFormLayout)
    , m_buttons(new QDialogButtonBox)
{
    setObjectName(QStringLiteral("finishDialog"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setAlignment(Qt::AlignCenter);
    QFont timeFont = m_time->font();
    timeFont.setPointSizeF(timeFont.pointSizeF() * 3);
    timeFont.setBold(true);
    m_time->setFont(timeFont);
    m_time->setAlignment(Qt::AlignCenter);
    m_time->setText(GameClock::format(facts.elapsedMs));

    const auto row = [this](QLabel *&label, QLabel *&value) {
        label = new QLabel;
        value = new QLabel;
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true);
        m_form->addRow(label, value);
    };
    row(m_levelLabel, m_level);
    row(m_hintsLabel, m_hints);
    row(m_checksLabel, m_checks);
    row(m_mistakesLabel, m_mistakes);
    row(m_bestLabel, m_best);
    row(m_streakLabel, m_streak);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    m_newGame = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_statistics = m_buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_close = m_buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    m_newGame->setDefault(true);
    m_newGame->setIcon(QIcon::fromTheme(QStringLiteral("document-new")));
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        accept();
        Q_EMIT newGameRequested();
    });
    connect(m_statistics, &QPushButton::clicked, this, [this] {
        accept();
        Q_EMIT statisticsRequested();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_time);
    layout->addSpacing(8);
    layout->addLayout(m_form);
    layout->addSpacing(8);
    layout->addWidget(m_buttons);
    retranslate();
    setMinimumWidth(380);
}

bool FinishDialog::isNewBest() const
{
    if (!m_summary || !m_facts.level || m_facts.help.any())
        return false;
    return m_summary->levels[static_cast<std::size_t>(*m_facts.level)].bestGameId == m_gameId;
}

QString FinishDialog::rowText(const QString &row) const
{
    if (row == QLatin1String("time"))
        return m_time->text();
    if (row == QLatin1String("level"))
        return m_level->text();
    if (row == QLatin1String("hints"))
        return m_hints->text();
    if (row == QLatin1String("checks"))
        return m_checks->text();
    if (row == QLatin1String("mistakes"))
        return m_mistakes->text();
    if (row == QLatin1String("best"))
        return m_best->text();
    if (row == QLatin1String("streak"))
        return m_streak->text();
    return {};
}

void FinishDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void FinishDialog::retranslate()
{
    setWindowTitle(tr("Puzzle Solved"));
    m_title->setText(tr("Solved!"));
    m_time->setToolTip(tr("Playing time"));
    m_levelLabel->setText(tr("Level:"));
    m_hintsLabel->setText(tr("Hints:"));
    m_checksLabel->setText(tr("Checks:"));
    m_mistakesLabel->setText(tr("Mistakes:"));
    m_bestLabel->setText(tr("Personal best:"));
    m_streakLabel->setText(tr("Streak:"));
    m_newGame->setText(tr("&New Game"));
    m_statistics->setText(tr("&Statistics\u2026"));
    m_close->setText(tr("&Close"));

    const QString rating = m_facts.rating ? QLocale().toString(*m_facts.rating, 'f', 2) : QString();
    QString level = m_facts.level ? difficultyName(*m_facts.level) : tr("Your puzzle");
    if (!rating.isEmpty())
        level = tr("%1 \u00b7 rated %2", "level, then the puzzle's rating").arg(level, rating);
    if (m_facts.daily.isValid())
        level = tr("Daily puzzle of %1 \u00b7 %2", "date, then level and rating")
                    .arg(QLocale().toString(m_facts.daily, QLocale::LongFormat), level);
    m_level->setText(level);

    const HelpUsage &help = m_facts.help;
    m_hints->setText(QLocale().toString(help.hints));
    m_checks->setText(QLocale().toString(help.checks));
    // The wrong digits typed: those shown as they were typed, or all of them, said to be unseen till now.
    if (help.mistakesShown || help.mistakes > 0)
        m_mistakes->setText(QLocale().toString(help.mistakes));
    else if (help.wrongDigits > 0)
        m_mistakes->setText(tr("%1 (not shown as you played)", "wrong digits typed while mistakes were not marked")
                                .arg(QLocale().toString(help.wrongDigits)));
    else
        m_mistakes->setText(QLocale().toString(0));

    if (!m_summary) {
        m_best->setText(tr("Not kept: the statistics are off"));
        m_streak->setText(tr("Not kept"));
        return;
    }
    const LevelStats *stats = m_facts.level ? &m_summary->levels[static_cast<std::size_t>(*m_facts.level)] : nullptr;
    if (!stats) {
        m_best->setText(tr("Kept for the levels of generated puzzles, not for your own puzzles"));
    } else if (isNewBest()) {
        m_best->setText(stats->previousBestMs
                ? tr("New best for %1! It was %2.")
                      .arg(difficultyName(*m_facts.level), GameClock::format(*stats->previousBestMs))
                : tr("New best for %1!").arg(difficultyName(*m_facts.level)));
    } else if (help.any()) {
        m_best->setText(stats->bestMs ? tr("%2 for %1 (a game with help sets no best time)")
                                            .arg(difficultyName(*m_facts.level), GameClock::format(*stats->bestMs))
                                      : tr("None yet (a game with help sets no best time)"));
    } else if (stats->bestMs) {
        m_best->setText(tr("%1 for %2 (this game: %3)")
                            .arg(GameClock::format(*stats->bestMs), difficultyName(*m_facts.level),
                                GameClock::format(m_facts.elapsedMs)));
    } else {
        m_best->clear();
    }
    if (m_facts.daily.isValid()) {
        m_streak->setText(tr("Daily puzzles, days in a row: %1").arg(QLocale().toString(m_summary->dailyStreak)));
    } else if (stats) {
        m_streak->setText(tr("Games finished in a row at %1: %2")
                              .arg(difficultyName(*m_facts.level), QLocale().toString(stats->currentStreak)));
    } else {
        m_streak->setText(tr("Games finished in a row: %1").arg(QLocale().toString(m_summary->all.currentStreak)));
    }
}
