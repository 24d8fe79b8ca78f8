// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stats/statsdata.h"

#include <QString>

#include <array>
#include <optional>
#include <vector>

// The statistics file: an SQLite database read and written through Qt SQL, one connection per object, used on
// the thread that made the object (the statistics thread; the GUI thread only at shutdown, once that thread
// has ended).
//
// Schema (PRAGMA user_version = kSchemaVersion):
//
//   games          one row per game played: its id (the game file's "gameId"), level (NULL for a typed or
//                  pasted puzzle), daily date (NULL unless a daily puzzle), givens, rating, when it started
//                  and ended (ISO 8601 with the player's UTC offset), result ('playing', 'finished',
//                  'abandoned', 'solved'), playing time, hints, checks, mistakes, and whether it had any help
//   imported_best  the best time of each level that Sudoku kept in its settings before it kept statistics
//
// open() creates the file and its tables, or upgrades an older schema step by step (migrate()). A file that is
// not an SQLite database, fails SQLite's quick check or lacks the tables of its version is damaged: it is moved
// aside (to "<path>.damaged", "-2", ... never over an earlier one) and a new file started. A file made by a
// newer Sudoku (a higher version) is left alone and not used. A file or folder that cannot be written is read
// but not written.
class StatsDatabase
{
public:
    static constexpr int kSchemaVersion = 1;

    enum class State : quint8 {
        ReadWrite,
        ReadOnly, // the file or its folder cannot be written: the statistics show, games are not counted
        Unavailable, // no statistics at all (problem() says why)
    };
    enum class Problem : quint8 {
        None,
        NoDriver, // Qt SQL's SQLite driver is not installed
        CannotCreate, // the folder or the file cannot be made
        CannotOpen, // SQLite cannot open the file (detail: SQLite's message)
        Busy, // another program holds the file locked
        Newer, // made by a newer version of Sudoku (detail: its schema version)
        CannotSetAside, // damaged, and it could not be moved out of the way (detail: why)
        ReadOnly, // open, but the file or its folder cannot be written
        WriteFailed, // a write failed (detail: SQLite's message)
    };
    enum class Damage : quint8 {
        None,
        NotADatabase, // not an SQLite file at all
        Corrupt, // SQLite's quick check found damage
        Foreign, // an SQLite file of another program
        Incomplete, // a table or column of its version is missing
    };
    struct Opened {
        State state = State::Unavailable;
        Problem problem = Problem::None;
        QString detail; // not translated: SQLite's words, a path, a version
        QString setAside; // a damaged file was moved here and a new one started
        Damage damage = Damage::None; // what was wrong with it
    };
    using BestTimes = std::array<std::optional<qint64>, kDifficulties.size()>; // by Difficulty

    explicit StatsDatabase(const QString &connectionName);
    ~StatsDatabase();
    StatsDatabase(const StatsDatabase &) = delete;
    StatsDatabase &operator=(const StatsDatabase &) = delete;

    // `legacyBest`: best times kept before statistics, stored in a newly created file.
    Opened open(const QString &path, const BestTimes &legacyBest = {});
    State state() const { return m_state; }

    // The writes in order, in one transaction: a start inserts the game unless it is known; an end updates a
    // game still playing, inserts one not known (its start was never written), and leaves an ended one alone.
    // An empty string, or SQLite's message.
    QString apply(const std::vector<StatsWrite> &writes);

    // Every game, oldest first, and the best times kept from before.
    std::vector<HistoryEntry> games() const;
    BestTimes importedBest() const;
    StatsSummary summary(const QDate &today, const QString &currentGameId) const;

    // The figures from the games (oldest first): what summary() computes, apart from the database. A game
    // still playing that is not `currentGameId` was left behind (its autosave replaced or lost): abandoned.
    static StatsSummary summarize(const std::vector<HistoryEntry> &games, const BestTimes &importedBest,
        const QDate &today, const QString &currentGameId);

    static QString resultKey(GameResult result); // "playing", "finished", "abandoned", "solved"
    static std::optional<GameResult> resultFromKey(const QString &key);

private:
    enum class Check : quint8 { Good, Damaged, Failed };
    Check check(Damage &damage, QString &why); // damage, or a failure that is not damage (locked, unreadable)
    bool migrate(int from, const BestTimes &legacyBest, QString &error);
    void close();
    QString setAsideFile(const QString &path, QString &error);

    QString m_name;
    QString m_path;
    State m_state = State::Unavailable;
};
