// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/statistics.h"

#include <QDir>
#include <QStandardPaths>
#include <QTimer>

namespace
{

// Every connection of Qt SQL has a name of its own, process-wide: one per job, never two alike.
QString connectionName()
{
    static std::atomic<quint64> next {1};
    return QStringLiteral("sudoku-statistics-%1").arg(next++);
}

} // namespace

Statistics::Statistics(const QString &path, QObject *parent)
    : QObject(parent)
    , m_path(path.isEmpty() ? defaultPath() : path)
    , m_thread(QStringLiteral("statistics"))
    , m_applied(std::make_shared<std::atomic<quint64>>(0))
    , m_today([] { return QDate::currentDate(); })
{
    qRegisterMetaType<StatsSummary>();
}

Statistics::~Statistics()
{
    shutdown();
}

QString Statistics::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("statistics.sqlite"));
}

void Statistics::record(StatsWrite write, Then then)
{
    if (m_shutDown)
        return;
    write.sequence = m_nextSequence++;

    if (then) {
        m_waiting.emplace(write.sequence, std::move(then));
        askForSummary();
    }
    m_pending.push_back(std::move(write));
    schedule();
}

void Statistics::refresh()
{
    if (m_shutDown)
        return;
    askForSummary();
    schedule();
}

void Statistics::askForSummary()
{
    m_summaryWanted = true;
    ++m_summaryAsked;
}

void Statistics::afterWrites(Then then)
{
    if (m_shutDown)
        return;
    // Keyed like the last change recorded: it runs with the figures of the job that writes that change.
    m_waiting.emplace(m_nextSequence - 1, std::move(then));
    askForSummary();
    schedule();
}

void Statistics::schedule()
{
    if (m_scheduled)
        return;
    m_scheduled = true;
    // Changes made by one action (an abandoned game and the next one's start) go in one job.
    QTimer::singleShot(0, this, &Statistics::startJob);
}

void Statistics::startJob()
{
    m_scheduled = false;
    if (m_shutDown)
        return;
    const quint64 applied = m_applied->load();
    std::vector<StatsWrite> writes;
    for (const StatsWrite &write : m_pending) {
        if (write.sequence > applied)
            writes.push_back(write);
    }
    if (writes.empty() && !m_summaryWanted)
        return;
    m_thread.start([this, path = m_path, writes = std::move(writes), wantSummary = m_summaryWanted,
                       asked = m_summaryAsked, today = m_today(), current = m_currentGame, legacy = m_legacyBest,
                       appliedCounter = m_applied](JobThread::Job &job) {
        Result result = runJob(path, connectionName(), writes, wantSummary, today, current, legacy, *appliedCounter);
        result.asked = asked;
        job.finish([this, result] { onResult(result); });
    });
}

Statistics::Result Statistics::runJob(const QString &path, const QString &connection,
    const std::vector<StatsWrite> &writes, bool wantSummary, const QDate &today, const QString &currentGame,
    const StatsDatabase::BestTimes &legacy, std::atomic<quint64> &applied)
{
    Result result;
    StatsDatabase db(connection);
    result.opened = db.open(path, legacy);
    std::vector<StatsWrite> todo;
    for (const StatsWrite &write : writes) {
        if (write.sequence > applied.load())
            todo.push_back(write);
    }
    if (!todo.empty()) {
        if (db.state() == StatsDatabase::State::ReadWrite)
            result.writeError = db.apply(todo);
        // Written, or not writable (the player is told): either way, never tried again.
        applied.store(std::max(applied.load(), todo.back().sequence));
    }
    result.appliedThrough = applied.load();
    if (wantSummary && db.state() != StatsDatabase::State::Unavailable)
        result.summary = db.summary(today, currentGame);
    return result;
}

void Statistics::onResult(const Result &result)
{
    std::erase_if(m_pending, [&](const StatsWrite &write) { return write.sequence <= result.appliedThrough; });
    m_state = result.opened.state;
    // A job answers with the figures it was asked for, or with none when there is no file. Figures asked for
    // after it started (a refresh, a finished game) wait for a later job.
    const bool answered = result.summary || m_state == StatsDatabase::State::Unavailable;
    if (result.summary)
        m_summary = result.summary;
    else if (m_state == StatsDatabase::State::Unavailable)
        m_summary.reset(); // the file is gone: no figures to show, and none coming
    if (answered && result.asked == m_summaryAsked)
        m_summaryWanted = false;
    const QString text = describe(result);
    if (text != m_problemText) {
        m_problemText = text;
        if (!text.isEmpty())
            Q_EMIT problemChanged(text);
    }
    Q_EMIT summaryChanged();
    // The changes this job's figures include get them: those it wrote, and every one before.
    std::vector<Then> ready;
    for (auto it = m_waiting.begin(); answered && it != m_waiting.end() && it->first <= result.appliedThrough;) {
        ready.push_back(std::move(it->second));
        it = m_waiting.erase(it);
    }
    for (const Then &then : ready)
        then(result.summary);
    if ((m_summaryWanted || !m_pending.empty()) && !m_thread.isBusy())
        schedule();
}

QString Statistics::describe(const Result &result) const
{
    const StatsDatabase::Opened &opened = result.opened;
    if (!opened.setAside.isEmpty()) {
        QString damage;
        switch (opened.damage) {
        case StatsDatabase::Damage::NotADatabase:
            damage = tr("it is not a database");
            break;
        case StatsDatabase::Damage::Foreign:
            damage = tr("it holds the tables of another program");
            break;
        case StatsDatabase::Damage::Incomplete:
            damage = tr("its tables are incomplete");
            break;
        case StatsDatabase::Damage::None:
        case StatsDatabase::Damage::Corrupt:
            damage = tr("SQLite found it damaged");
            break;
        }
        return tr("The statistics file was damaged (%1). It was kept as %2, and new statistics were started.")
            .arg(damage, opened.setAside);
    }
    switch (opened.problem) {
    case StatsDatabase::Problem::None:
        break;
    case StatsDatabase::Problem::NoDriver:
        return tr("Statistics are off: Qt's SQLite driver is not installed (Debian: libqt6sql6-sqlite).");
    case StatsDatabase::Problem::CannotCreate:
        return tr("Statistics are off: the folder %1 cannot be written, so %2 cannot be made.")
            .arg(opened.detail, m_path);
    case StatsDatabase::Problem::CannotOpen:
        return tr("Statistics are off: %1 cannot be opened (%2).").arg(m_path, opened.detail);
    case StatsDatabase::Problem::Busy:
        return tr("Statistics are off for now: another program holds %1 locked.").arg(m_path);
    case StatsDatabase::Problem::Newer:
        return tr("Statistics are off: %1 was made by a newer version of Sudoku (statistics version %2), and is "
                  "left as it is.")
            .arg(m_path, opened.detail);
    case StatsDatabase::Problem::CannotSetAside:
        return tr("Statistics are off: %1 is damaged and cannot be moved aside (%2).").arg(m_path, opened.detail);
    case StatsDatabase::Problem::ReadOnly:
        return tr("Statistics cannot be saved: %1 or its folder is read-only. They can be shown, but games are not "
                  "counted.")
            .arg(m_path);
    case StatsDatabase::Problem::WriteFailed:
        return tr("Statistics could not be saved to %1 (%2).").arg(m_path, opened.detail);
    }
    if (!result.writeError.isEmpty())
        return tr("Statistics could not be saved to %1 (%2); the last game is not counted.")
            .arg(m_path, result.writeError);
    return {};
}

void Statistics::shutdown()
{
    if (m_shutDown)
        return;
    m_shutDown = true;
    m_thread.shutdown(); // its last job has ended: the file is free, and m_applied is final
    std::vector<StatsWrite> rest;
    for (const StatsWrite &write : m_pending) {
        if (write.sequence > m_applied->load())
            rest.push_back(write);
    }
    if (!rest.empty()) // a game that ended just before quitting: written here, a few milliseconds
        runJob(m_path, connectionName(), rest, false, m_today(), m_currentGame, m_legacyBest, *m_applied);
    m_pending.clear();
    m_waiting.clear();
}
