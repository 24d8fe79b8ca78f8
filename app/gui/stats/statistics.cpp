// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/statistics.h"

#include "game/diskfile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

// SQLite's words when another connection holds the file: it waited QSQLITE_BUSY_TIMEOUT and gave up.
bool isLocked(const QString &sqliteError)
{
    return sqliteError.contains(QLatin1String("locked")) || sqliteError.contains(QLatin1String("busy"));
}

// The changes kept for the next start, as JSON: the fields of StatsWrite, times in ISO 8601 with offset.
QJsonObject toJson(const StatsWrite &w)
{
    QJsonObject o;
    o.insert(QStringLiteral("result"), StatsDatabase::resultKey(w.result));
    o.insert(QStringLiteral("gameId"), w.gameId);
    if (w.level)
        o.insert(QStringLiteral("level"), difficultyKey(*w.level));
    if (w.daily.isValid())
        o.insert(QStringLiteral("daily"), w.daily.toString(Qt::ISODate));
    o.insert(QStringLiteral("puzzle"), w.puzzle);
    if (w.rating)
        o.insert(QStringLiteral("rating"), *w.rating);
    o.insert(QStringLiteral("when"), w.when.toString(Qt::ISODateWithMs));
    o.insert(QStringLiteral("timeMs"), static_cast<double>(w.timeMs));
    o.insert(QStringLiteral("hints"), w.hints);
    o.insert(QStringLiteral("checks"), w.checks);
    o.insert(QStringLiteral("mistakes"), w.mistakes);
    o.insert(QStringLiteral("help"), w.help);
    return o;
}

std::optional<StatsWrite> fromJson(const QJsonObject &o)
{
    StatsWrite w;
    const auto result = StatsDatabase::resultFromKey(o.value(QStringLiteral("result")).toString());
    w.gameId = o.value(QStringLiteral("gameId")).toString();
    w.when = QDateTime::fromString(o.value(QStringLiteral("when")).toString(), Qt::ISODateWithMs);
    if (!result || w.gameId.isEmpty() || !w.when.isValid())
        return std::nullopt;
    w.result = *result;
    if (o.contains(QStringLiteral("level")))
        w.level = difficultyFromKey(o.value(QStringLiteral("level")).toString());
    w.daily = QDate::fromString(o.value(QStringLiteral("daily")).toString(), Qt::ISODate);
    w.puzzle = o.value(QStringLiteral("puzzle")).toString();
    if (o.value(QStringLiteral("rating")).isDouble())
        w.rating = o.value(QStringLiteral("rating")).toDouble();
    w.timeMs = static_cast<qint64>(o.value(QStringLiteral("timeMs")).toDouble());
    w.hints = o.value(QStringLiteral("hints")).toInt();
    w.checks = o.value(QStringLiteral("checks")).toInt();
    w.mistakes = o.value(QStringLiteral("mistakes")).toInt();
    w.help = o.value(QStringLiteral("help")).toBool();
    return w;
}

// What a quit kept; nothing when there is no such file (or it cannot be read: it is left as it is).
std::vector<StatsWrite> readPending(const QString &path)
{
    std::vector<StatsWrite> writes;
    const QString pending = Statistics::pendingPath(path);
    if (!QFile::exists(pending))
        return writes;
    const DiskFile::Read file = DiskFile::readRegular(pending, 8 * 1024 * 1024);
    for (const QJsonValue &value : QJsonDocument::fromJson(file.bytes).array()) {
        if (const auto write = fromJson(value.toObject()))
            writes.push_back(*write);
    }
    return writes;
}

QString writePending(const QString &path, const std::vector<StatsWrite> &writes)
{
    QJsonArray array;
    for (const StatsWrite &write : writes)
        array.append(toJson(write));
    return DiskFile::writeVerified(Statistics::pendingPath(path), QJsonDocument(array).toJson(QJsonDocument::Compact));
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
    m_retry.setSingleShot(true);
    m_retry.setInterval(kRetryMs);
    connect(&m_retry, &QTimer::timeout, this, &Statistics::schedule);
}

Statistics::~Statistics()
{
    shutdown();
}

QString Statistics::pendingPath(const QString &path)
{
    return path + QStringLiteral(".pending");
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
    // Games a quit could not write come first (applying a change twice changes nothing: a start is inserted
    // unless known, an end updates a game still playing).
    std::vector<StatsWrite> todo = readPending(path);
    const bool hadPending = !todo.empty();
    quint64 last = 0;
    for (const StatsWrite &write : writes) {
        if (write.sequence > applied.load()) {
            todo.push_back(write);
            last = write.sequence;
        }
    }
    if (!todo.empty()) {
        if (db.state() == StatsDatabase::State::ReadWrite)
            result.writeError = db.apply(todo);
        result.retry = result.opened.problem == StatsDatabase::Problem::Busy || isLocked(result.writeError);
        // Written, or not writable (the player is told): either way, never tried again. Locked: kept, and
        // tried again.
        if (!result.retry && last > 0)
            applied.store(std::max(applied.load(), last));
        if (hadPending && db.state() == StatsDatabase::State::ReadWrite && result.writeError.isEmpty())
            QFile::remove(pendingPath(path));
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
    const bool wasLocked = m_locked;
    m_locked = result.retry;
    if (result.retry)
        m_retry.start(); // kept, and tried again until written
    // A job answers with the figures it was asked for, or with none when there is no file. Figures asked for
    // after it started (a refresh, a finished game) wait for a later job.
    const bool answered = result.summary || m_state == StatsDatabase::State::Unavailable;
    if (result.summary)
        m_summary = result.summary;
    else if (m_state == StatsDatabase::State::Unavailable)
        m_summary.reset(); // the file is gone: no figures to show, and none coming
    if (answered && result.asked == m_summaryAsked && !result.retry) // a retry still owes figures to who waits
        m_summaryWanted = false;
    const QString text = describe(result);
    if (text != m_problemText) {
        m_problemText = text;
        if (!text.isEmpty())
            Q_EMIT problemChanged(text);
        else if (wasLocked)
            Q_EMIT lockReleased();
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
    if ((m_summaryWanted || !m_pending.empty()) && !m_thread.isBusy() && !m_retry.isActive())
        schedule();
}

QString Statistics::describe(const Result &result) const
{
    const StatsDatabase::Opened &opened = result.opened;
    if (result.retry)
        return tr("Another program holds %1 locked: your games are kept and counted once it lets go.").arg(m_path);
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
        return tr("Statistics cannot be shown for now: another program holds %1 locked.").arg(m_path);
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

QString Statistics::shutdown()
{
    if (m_shutDown)
        return {};
    m_shutDown = true;
    m_retry.stop();
    m_thread.shutdown(); // its last job has ended: the file is free, and m_applied is final
    std::vector<StatsWrite> rest;
    for (const StatsWrite &write : m_pending) {
        if (write.sequence > m_applied->load())
            rest.push_back(write);
    }
    m_pending.clear();
    m_waiting.clear();
    if (rest.empty())
        return {};
    // A game that ended just before quitting: written here, a few milliseconds. Not while another program
    // holds the file: SQLite would wait for it, and the quit with it.
    if (!m_locked
        && !runJob(m_path, connectionName(), rest, false, m_today(), m_currentGame, m_legacyBest, *m_applied).retry)
        return {};
    // Kept beside the file, with what an earlier quit kept, for the next start to write.
    std::vector<StatsWrite> kept = readPending(m_path);
    kept.insert(kept.end(), rest.begin(), rest.end());
    const QString error = writePending(m_path, kept);
    if (error.isEmpty())
        return {};
    return tr("Your last games could not be counted: another program holds %1 locked, and they could not be kept "
              "for later either (%2).")
        .arg(m_path, error);
}
