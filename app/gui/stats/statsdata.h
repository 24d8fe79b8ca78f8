// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/difficulty.h"

#include "sudoku/grid/rules.h"

#include <QDate>
#include <QDateTime>
#include <QMetaType>
#include <QString>

#include <array>
#include <map>
#include <optional>
#include <set>
#include <utility>
#include <vector>

// The values the statistics are made of, as they cross between the GUI thread and the statistics thread.

// How a game ended; Playing while it goes on.
enum class GameResult : quint8 {
    Playing,
    Finished, // the player filled the board
    Abandoned, // another game replaced it
    Solved, // Solve filled the board: given up
};

// One change to the record of games: a game started (its first move), or ended.
struct StatsWrite {
    quint64 sequence = 0; // in the order they were made; the statistics thread applies each once
    GameResult result = GameResult::Playing; // Playing: the game started
    QString gameId; // the game's id, kept in its game file
    std::optional<Difficulty> level; // nullopt: a typed or pasted puzzle
    QDate daily; // the date of a daily puzzle, invalid for any other game
    QString puzzle; // the givens, 81 characters
    std::optional<double> rating;
    QDateTime when; // when it started, or ended
    qint64 timeMs = 0; // playing time when it ended
    int hints = 0;
    int checks = 0;
    int mistakes = 0;
    bool help = false; // any help at all: hints, checks, shown mistakes, Solve
};

// A game as the history lists it.
struct HistoryEntry {
    QString gameId;
    std::optional<Difficulty> level;
    QDate daily;
    sudoku::Variant variant = sudoku::Variant::Classic; // from the puzzle's line (a variant's has its rules)
    QDateTime started;
    QDateTime ended; // invalid while playing
    GameResult result = GameResult::Playing;
    qint64 timeMs = 0;
    int hints = 0;
    int checks = 0;
    int mistakes = 0;
    bool help = false;
    std::optional<double> rating;
};

// The figures of one level, or of all games.
struct LevelStats {
    int started = 0;
    int finished = 0;
    int abandoned = 0; // replaced by another game, or given up with Solve
    int finishedWithHelp = 0;
    std::optional<qint64> bestMs; // finished without help; includes a best time kept from before statistics
    QString bestGameId; // the game that set bestMs (empty for a time kept from before)
    std::optional<qint64> previousBestMs; // the best but that game's
    std::optional<qint64> averageMs; // finished without help
    std::optional<qint64> medianMs;
    std::optional<qint64> averageWithHelpMs; // finished with help
    int currentStreak = 0; // games finished in a row, up to the last one; an abandoned game breaks it
    int longestStreak = 0;
};

// The figures of a set of games: by level and all of them.
struct GroupStats {
    std::array<LevelStats, kDifficulties.size()> levels; // by Difficulty
    LevelStats all; // typed and pasted puzzles too
};

// The figures of every game (levels, all), and of each variant's.
struct StatsSummary : GroupStats {
    std::map<sudoku::Variant, GroupStats> byVariant; // the games of each variant played
    int dailyStreak = 0; // days in a row with a daily puzzle finished, up to today or yesterday
    int longestDailyStreak = 0;
    // Today's daily puzzles finished: a variant and a level each.
    std::set<std::pair<sudoku::Variant, Difficulty>> dailyDoneToday;
    std::array<bool, kDifficulties.size()> dailyDone(sudoku::Variant variant) const
    {
        std::array<bool, kDifficulties.size()> done {};
        for (const Difficulty level : kDifficulties)
            done[static_cast<std::size_t>(level)] = dailyDoneToday.count({variant, level}) > 0;
        return done;
    }
    std::vector<HistoryEntry> history; // newest first, at most kHistoryLimit
    int totalGames = 0; // history may list fewer
    static constexpr int kHistoryLimit = 1000;
};

Q_DECLARE_METATYPE(StatsSummary)
