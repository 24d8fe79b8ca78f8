// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/statsdatabase.h"

#include "sudoku/io/ruleformats.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <set>

namespace
{

const QLatin1String kDriver("QSQLITE");

// The variant of a game from its puzzle's line: a variant's line carries its rules (sudoku/io/ruleformats.h).
sudoku::Variant variantOfLine(const QString &line)
{
    const std::string text = line.toStdString();
    if (!sudoku::isVariantLine(text))
        return sudoku::Variant::Classic;
    const sudoku::RulesParse parsed = sudoku::parseVariantLine(text);
    return parsed.board ? parsed.board->rules().variant() : sudoku::Variant::Classic;
}
const QLatin1String kBusyTimeout("QSQLITE_BUSY_TIMEOUT=3000");
// SQLite's primary result codes, as Qt's driver reports them in nativeErrorCode().
const QLatin1String kSqliteCorrupt("11");
const QLatin1String kSqliteNotADatabase("26");

// The columns of each version's tables; a file whose tables lack one is damaged.
const QStringList kGameColumns {QStringLiteral("id"), QStringLiteral("game_id"), QStringLiteral("level"),
    QStringLiteral("daily"), QStringLiteral("puzzle"), QStringLiteral("rating"), QStringLiteral("started"),
    QStringLiteral("ended"), QStringLiteral("result"), QStringLiteral("time_ms"), QStringLiteral("hints"),
    QStringLiteral("checks"), QStringLiteral("mistakes"), QStringLiteral("help")};

QString timeText(const QDateTime &when)
{
    // With the player's UTC offset, so that a game keeps the day it was played on wherever it is read.
    return when.toOffsetFromUtc(when.offsetFromUtc()).toString(Qt::ISODate);
}

QVariant levelValue(const std::optional<Difficulty> &level)
{
    return level ? QVariant(difficultyKey(*level)) : QVariant(QMetaType(QMetaType::QString));
}

QVariant dailyValue(const QDate &daily)
{
    return daily.isValid() ? QVariant(daily.toString(Qt::ISODate)) : QVariant(QMetaType(QMetaType::QString));
}

QVariant ratingValue(const std::optional<double> &rating)
{
    return rating ? QVariant(*rating) : QVariant(QMetaType(QMetaType::Double));
}

std::optional<qint64> median(std::vector<qint64> times)
{
    if (times.empty())
        return std::nullopt;
    std::sort(times.begin(), times.end());
    const std::size_t middle = times.size() / 2;
    return times.size() % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2;
}

std::optional<qint64> average(const std::vector<qint64> &times)
{
    if (times.empty())
        return std::nullopt;
    qint64 sum = 0;
    for (const qint64 t : times)
        sum += t;
    return sum / static_cast<qint64>(times.size());
}

// The figures of one group of games, oldest first; `imported` is a best time kept from before statistics.
LevelStats summarizeGroup(
    const std::vector<const HistoryEntry *> &games, std::optional<qint64> imported, const QString &currentGameId)
{
    LevelStats stats;
    std::vector<qint64> clean;
    std::vector<qint64> helped;
    // Best times, fastest first: the game's id and time.
    std::vector<std::pair<qint64, QString>> bests;
    if (imported)
        bests.emplace_back(*imported, QString());
    // Streaks follow the order games ended in; a game left behind ends where it started.
    std::vector<std::pair<QDateTime, bool>> outcomes;
    for (const HistoryEntry *game : games) {
        ++stats.started;
        switch (game->result) {
        case GameResult::Finished:
            ++stats.finished;
            outcomes.emplace_back(game->ended, true);
            if (game->help) {
                ++stats.finishedWithHelp;
                helped.push_back(game->timeMs);
            } else {
                clean.push_back(game->timeMs);
                bests.emplace_back(game->timeMs, game->gameId);
            }
            break;
        case GameResult::Playing:
            if (game->gameId == currentGameId)
                break;
            [[fallthrough]];
        case GameResult::Abandoned:
        case GameResult::Solved:
            ++stats.abandoned;
            outcomes.emplace_back(game->ended.isValid() ? game->ended : game->started, false);
            break;
        }
    }
    std::stable_sort(bests.begin(), bests.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    if (!bests.empty()) {
        stats.bestMs = bests[0].first;
        stats.bestGameId = bests[0].second;
    }
    if (bests.size() > 1)
        stats.previousBestMs = bests[1].first;
    stats.averageMs = average(clean);
    stats.medianMs = median(clean);
    stats.averageWithHelpMs = average(helped);
    std::stable_sort(outcomes.begin(), outcomes.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    int run = 0;
    for (const auto &[when, won] : outcomes) {
        run = won ? run + 1 : 0;
        stats.longestStreak = std::max(stats.longestStreak, run);
    }
    stats.currentStreak = run;
    return stats;
}

} // namespace

StatsDatabase::StatsDatabase(const QString &connectionName)
    : m_name(connectionName)
{
}

StatsDatabase::~StatsDatabase()
{
    close();
}

void StatsDatabase::close()
{
    m_state = State::Unavailable;
    if (!QSqlDatabase::contains(m_name))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_name);
}

QString StatsDatabase::resultKey(GameResult result)
{
    switch (result) {
    case GameResult::Playing:
        return QStringLiteral("playing");
    case GameResult::Finished:
        return QStringLiteral("finished");
    case GameResult::Abandoned:
        return QStringLiteral("abandoned");
    case GameResult::Solved:
        break;
    }
    return QStringLiteral("solved");
}

std::optional<GameResult> StatsDatabase::resultFromKey(const QString &key)
{
    for (GameResult r : {GameResult::Playing, GameResult::Finished, GameResult::Abandoned, GameResult::Solved}) {
        if (resultKey(r) == key)
            return r;
    }
    return std::nullopt;
}

StatsDatabase::Opened StatsDatabase::open(const QString &path, const BestTimes &legacyBest)
{
    close();
    m_path = path;
    Opened opened;
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        opened.problem = Problem::CannotCreate;
        opened.detail = info.absolutePath();
        return opened;
    }
    if (info.exists() && !info.isFile()) {
        opened.problem = Problem::CannotOpen;
        opened.detail = path;
        return opened;
    }
    if (!QSqlDatabase::isDriverAvailable(kDriver)) {
        opened.problem = Problem::NoDriver;
        return opened;
    }
    const bool existed = info.exists() && info.size() > 0;
    // SQLite writes a journal beside the file: the folder must be writable too.
    const bool writable = (!info.exists() || info.isWritable()) && QFileInfo(info.absolutePath()).isWritable();
    if (!existed && !writable) {
        opened.problem = Problem::CannotCreate;
        opened.detail = info.absolutePath();
        return opened;
    }
    // Qt SQL closes a connection only once no handle to it is left: every handle lives in this block.
    enum class Next : quint8 { Ready, Close, SetAside };
    Next next = Next::Ready;
    Damage damage = Damage::None;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(kDriver, m_name);
        db.setDatabaseName(path);
        db.setConnectOptions(
            writable ? QString(kBusyTimeout) : kBusyTimeout + QStringLiteral(";QSQLITE_OPEN_READONLY"));
        QString why;
        if (!db.open()) {
            opened.problem = Problem::CannotOpen;
            opened.detail = db.lastError().text();
            next = Next::Close;
        } else if (const Check checked = check(damage, why); checked == Check::Failed) {
            opened.problem = why.contains(QLatin1String("locked")) ? Problem::Busy : Problem::CannotOpen;
            opened.detail = why;
            next = Next::Close;
        } else if (checked == Check::Damaged) {
            next = Next::SetAside;
        } else {
            QSqlQuery query(db);
            query.exec(QStringLiteral("PRAGMA user_version"));
            const int version = query.next() ? query.value(0).toInt() : 0;
            query.finish();
            QString error;
            if (version > kSchemaVersion) {
                opened.problem = Problem::Newer;
                opened.detail = QString::number(version);
                next = Next::Close;
            } else if (version < kSchemaVersion && !writable) {
                opened.problem = Problem::ReadOnly;
                opened.detail = path;
                next = Next::Close;
            } else if (version < kSchemaVersion && !migrate(version, legacyBest, error)) {
                opened.problem = Problem::WriteFailed;
                opened.detail = error;
                next = Next::Close;
            }
        }
    }
    if (next == Next::Close) {
        close();
        return opened;
    }
    if (next == Next::SetAside) {
        close();
        QString error;
        const QString aside = writable ? setAsideFile(path, error) : QString();
        if (aside.isEmpty()) {
            opened.problem = Problem::CannotSetAside;
            opened.detail = writable ? error : info.absolutePath();
            opened.damage = damage;
            return opened;
        }
        Opened fresh = open(path, legacyBest);
        fresh.setAside = aside;
        fresh.damage = damage;
        return fresh;
    }
    m_state = writable ? State::ReadWrite : State::ReadOnly;
    opened.state = m_state;
    if (!writable) {
        opened.problem = Problem::ReadOnly;
        opened.detail = path;
    }
    return opened;
}

StatsDatabase::Check StatsDatabase::check(Damage &damage, QString &why)
{
    QSqlDatabase db = QSqlDatabase::database(m_name, false);
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA quick_check"))) {
        const QSqlError error = query.lastError();
        why = error.databaseText().isEmpty() ? error.text() : error.databaseText();
        const QString code = error.nativeErrorCode();
        if (code != kSqliteNotADatabase && code != kSqliteCorrupt)
            return Check::Failed;
        damage = code == kSqliteNotADatabase ? Damage::NotADatabase : Damage::Corrupt;
        return Check::Damaged;
    }
    QStringList problems;
    while (query.next() && problems.size() < 3)
        problems.append(query.value(0).toString());
    if (problems != QStringList {QStringLiteral("ok")}) {
        why = problems.join(QLatin1String("; "));
        damage = Damage::Corrupt;
        return Check::Damaged;
    }
    query.exec(QStringLiteral("PRAGMA user_version"));
    const int version = query.next() ? query.value(0).toInt() : 0;
    query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"));
    std::set<QString> tables;
    while (query.next())
        tables.insert(query.value(0).toString());
    if (version == 0) {
        if (!tables.empty()) {
            why = QStringLiteral("the file holds the tables of another program");
            damage = Damage::Foreign;
            return Check::Damaged;
        }
        return Check::Good;
    }
    if (version > kSchemaVersion)
        return Check::Good; // a newer Sudoku's: not ours to judge
    if (!tables.count(QStringLiteral("games")) || !tables.count(QStringLiteral("imported_best"))) {
        why = QStringLiteral("a table is missing");
        damage = Damage::Incomplete;
        return Check::Damaged;
    }
    query.exec(QStringLiteral("PRAGMA table_info(games)"));
    QStringList columns;
    while (query.next())
        columns.append(query.value(1).toString());
    for (const QString &column : kGameColumns) {
        if (!columns.contains(column)) {
            why = QStringLiteral("the games table has no column %1").arg(column);
            damage = Damage::Incomplete;
            return Check::Damaged;
        }
    }
    return Check::Good;
}

bool StatsDatabase::migrate(int from, const BestTimes &legacyBest, QString &error)
{
    QSqlDatabase db = QSqlDatabase::database(m_name, false);
    QSqlQuery query(db);
    const auto run = [&](const QString &sql) {
        if (query.exec(sql))
            return true;
        error = query.lastError().text();
        return false;
    };
    if (!db.transaction()) {
        error = db.lastError().text();
        return false;
    }
    bool ok = true;
    // One step a version; each brings the schema from the version before it to its own.
    if (from < 1) {
        ok = run(QStringLiteral("CREATE TABLE games ("
                                "id INTEGER PRIMARY KEY, "
                                "game_id TEXT NOT NULL UNIQUE, "
                                "level TEXT, "
                                "daily TEXT, "
                                "puzzle TEXT NOT NULL, "
                                "rating REAL, "
                                "started TEXT NOT NULL, "
                                "ended TEXT, "
                                "result TEXT NOT NULL, "
                                "time_ms INTEGER NOT NULL DEFAULT 0, "
                                "hints INTEGER NOT NULL DEFAULT 0, "
                                "checks INTEGER NOT NULL DEFAULT 0, "
                                "mistakes INTEGER NOT NULL DEFAULT 0, "
                                "help INTEGER NOT NULL DEFAULT 0)"))
            && run(QStringLiteral("CREATE INDEX games_level ON games (level)"))
            && run(QStringLiteral("CREATE TABLE imported_best (level TEXT PRIMARY KEY, time_ms INTEGER NOT NULL)"));
        for (Difficulty level : kDifficulties) {
            const auto best = legacyBest[static_cast<std::size_t>(level)];
            if (!ok || !best || *best <= 0)
                continue;
            query.prepare(QStringLiteral("INSERT INTO imported_best (level, time_ms) VALUES (?, ?)"));
            query.addBindValue(difficultyKey(level));
            query.addBindValue(*best);
            ok = query.exec();
            if (!ok)
                error = query.lastError().text();
        }
    }
    ok = ok && run(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
    if (!ok) {
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        error = db.lastError().text();
        db.rollback();
        return false;
    }
    return true;
}

QString StatsDatabase::setAsideFile(const QString &path, QString &error)
{
    // QFile::rename never replaces an existing file: an earlier damaged copy is never overwritten.
    const QString first = path + QStringLiteral(".damaged");
    for (int n = 1; n <= 1000; ++n) {
        const QString aside = n == 1 ? first : first + QStringLiteral("-%1").arg(n);
        if (QFile::exists(aside))
            continue;
        QFile file(path);
        if (file.rename(aside)) {
            // A journal left by a crash belongs to the file it was moved with.
            const QString journal = path + QStringLiteral("-journal");
            if (QFile::exists(journal))
                QFile::rename(journal, aside + QStringLiteral("-journal"));
            return aside;
        }
        if (!QFile::exists(aside)) {
            error = file.errorString();
            return {};
        }
    }
    error = QStringLiteral("a thousand damaged copies are kept next to it already");
    return {};
}

QString StatsDatabase::apply(const std::vector<StatsWrite> &writes)
{
    if (m_state != State::ReadWrite)
        return QStringLiteral("the statistics file is not open for writing");
    QSqlDatabase db = QSqlDatabase::database(m_name, false);
    if (!db.transaction())
        return db.lastError().text();
    QSqlQuery query(db);
    QString error;
    const auto fail = [&] {
        error = query.lastError().text();
        return false;
    };
    const auto insert = [&](const StatsWrite &w, const QDateTime &started) {
        query.prepare(QStringLiteral(
            "INSERT OR IGNORE INTO games (game_id, level, daily, puzzle, rating, started, ended, result, time_ms, "
            "hints, checks, mistakes, help) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        const bool ended = w.result != GameResult::Playing;
        for (const QVariant &value : {QVariant(w.gameId), levelValue(w.level), dailyValue(w.daily), QVariant(w.puzzle),
                 ratingValue(w.rating), QVariant(timeText(started)),
                 ended ? QVariant(timeText(w.when)) : QVariant(QMetaType(QMetaType::QString)),
                 QVariant(resultKey(w.result)), QVariant(w.timeMs), QVariant(w.hints), QVariant(w.checks),
                 QVariant(w.mistakes), QVariant(w.help ? 1 : 0)})
            query.addBindValue(value);
        return query.exec() || fail();
    };
    bool ok = true;
    for (const StatsWrite &w : writes) {
        if (!ok)
            break;
        if (w.result == GameResult::Playing) {
            ok = insert(w, w.when);
            continue;
        }
        query.prepare(QStringLiteral(
            "UPDATE games SET result = ?, ended = ?, time_ms = ?, hints = ?, checks = ?, mistakes = ?, help = ?, "
            "rating = COALESCE(?, rating) WHERE game_id = ? AND result = 'playing'"));
        for (const QVariant &value : {QVariant(resultKey(w.result)), QVariant(timeText(w.when)), QVariant(w.timeMs),
                 QVariant(w.hints), QVariant(w.checks), QVariant(w.mistakes), QVariant(w.help ? 1 : 0),
                 ratingValue(w.rating), QVariant(w.gameId)})
            query.addBindValue(value);
        if (!query.exec()) {
            ok = fail();
            break;
        }
        if (query.numRowsAffected() == 0)
            ok = insert(w, w.when); // a game whose start was never written; an ended one stays as it is
    }
    if (!ok) {
        db.rollback();
        return error;
    }
    if (!db.commit()) {
        error = db.lastError().text();
        db.rollback();
        return error;
    }
    return {};
}

std::vector<HistoryEntry> StatsDatabase::games() const
{
    std::vector<HistoryEntry> games;
    if (m_state == State::Unavailable)
        return games;
    QSqlQuery query(QSqlDatabase::database(m_name, false));
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT game_id, level, daily, started, ended, result, time_ms, hints, checks, "
                                   "mistakes, help, rating, puzzle FROM games ORDER BY id")))
        return games;
    while (query.next()) {
        HistoryEntry game;
        game.gameId = query.value(0).toString();
        game.level = difficultyFromKey(query.value(1).toString());
        game.daily = QDate::fromString(query.value(2).toString(), Qt::ISODate);
        game.started = QDateTime::fromString(query.value(3).toString(), Qt::ISODate);
        game.ended = QDateTime::fromString(query.value(4).toString(), Qt::ISODate);
        game.result = resultFromKey(query.value(5).toString()).value_or(GameResult::Abandoned);
        game.timeMs = std::max<qint64>(0, query.value(6).toLongLong());
        game.hints = query.value(7).toInt();
        game.checks = query.value(8).toInt();
        game.mistakes = query.value(9).toInt();
        game.help = query.value(10).toInt() != 0;
        if (!query.value(11).isNull())
            game.rating = query.value(11).toDouble();
        game.variant = variantOfLine(query.value(12).toString());
        games.push_back(std::move(game));
    }
    return games;
}

StatsDatabase::BestTimes StatsDatabase::importedBest() const
{
    BestTimes best;
    if (m_state == State::Unavailable)
        return best;
    QSqlQuery query(QSqlDatabase::database(m_name, false));
    if (!query.exec(QStringLiteral("SELECT level, time_ms FROM imported_best")))
        return best;
    while (query.next()) {
        const auto level = difficultyFromKey(query.value(0).toString());
        const qint64 ms = query.value(1).toLongLong();
        if (level && ms > 0)
            best[static_cast<std::size_t>(*level)] = ms;
    }
    return best;
}

StatsSummary StatsDatabase::summary(const QDate &today, const QString &currentGameId) const
{
    return summarize(games(), importedBest(), today, currentGameId);
}

StatsSummary StatsDatabase::summarize(const std::vector<HistoryEntry> &games, const BestTimes &importedBest,
    const QDate &today, const QString &currentGameId)
{
    StatsSummary summary;
    // The games by level and all of them, of every variant and of each.
    struct Group {
        std::array<std::vector<const HistoryEntry *>, kDifficulties.size()> byLevel;
        std::vector<const HistoryEntry *> all;
        void add(const HistoryEntry &game)
        {
            all.push_back(&game);
            if (game.level)
                byLevel[static_cast<std::size_t>(*game.level)].push_back(&game);
        }
    };
    Group every;
    std::map<sudoku::Variant, Group> variants;
    std::set<QDate> dailyDays;
    for (const HistoryEntry &game : games) {
        every.add(game);
        variants[game.variant].add(game);
        if (game.daily.isValid() && game.result == GameResult::Finished) {
            dailyDays.insert(game.daily);
            if (game.daily == today && game.level)
                summary.dailyDoneToday.insert({game.variant, *game.level});
        }
    }
    // The best times kept from before the statistics are of classic games.
    const auto summarizeGroups = [&](const Group &group, bool imported) {
        GroupStats stats;
        std::optional<qint64> importedAll;
        for (std::size_t i = 0; i < group.byLevel.size(); ++i) {
            const std::optional<qint64> best = imported ? importedBest[i] : std::nullopt;
            stats.levels[i] = summarizeGroup(group.byLevel[i], best, currentGameId);
            if (best && (!importedAll || *best < *importedAll))
                importedAll = best;
        }
        stats.all = summarizeGroup(group.all, importedAll, currentGameId);
        return stats;
    };
    static_cast<GroupStats &>(summary) = summarizeGroups(every, true);
    for (const auto &[variant, group] : variants)
        summary.byVariant[variant] = summarizeGroups(group, variant == sudoku::Variant::Classic);

    // Daily streak: days in a row with a daily puzzle finished, ending today, or yesterday while today's is
    // still to play.
    QDate day = dailyDays.count(today) ? today : today.addDays(-1);
    while (dailyDays.count(day)) {
        ++summary.dailyStreak;
        day = day.addDays(-1);
    }
    int run = 0;
    QDate previous;
    for (const QDate &d : dailyDays) {
        run = previous.isValid() && previous.addDays(1) == d ? run + 1 : 1;
        summary.longestDailyStreak = std::max(summary.longestDailyStreak, run);
        previous = d;
    }

    summary.totalGames = static_cast<int>(games.size());
    const int shown = std::min<int>(summary.totalGames, StatsSummary::kHistoryLimit);
    summary.history.reserve(static_cast<std::size_t>(shown));
    for (auto it = games.rbegin(); it != games.rend() && static_cast<int>(summary.history.size()) < shown; ++it) {
        HistoryEntry entry = *it;
        if (entry.result == GameResult::Playing && entry.gameId != currentGameId)
            entry.result = GameResult::Abandoned; // left behind
        summary.history.push_back(std::move(entry));
    }
    return summary;
}
