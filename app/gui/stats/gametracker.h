// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/savedgame.h"
#include "stats/statistics.h"

#include <QDate>
#include <QString>

#include <optional>

// What the statistics need to know of the game on the board, at the moment they are told something.
struct GameFacts {
    std::optional<Difficulty> level;
    QDate daily;
    QString puzzle; // the givens, 81 characters
    std::optional<double> rating;
    qint64 elapsedMs = 0;
    HelpUsage help;
};

// The life of the game on the board, as the statistics count it: a game starts with its first move (a
// puzzle looked at and replaced is not a game), ends when its board is completed, and is abandoned when
// another game replaces it before that. Each game has an id, kept in its game file, so that a game brought
// back from the autosave goes on as the same game.
class GameTracker
{
public:
    explicit GameTracker(Statistics *statistics);

    // A new game on the board: `id` for a game that goes on (the autosave's), a new id when empty.
    // `started`: the game already has moves, so replacing it abandons it.
    void begin(const QString &id = {}, bool started = false);
    QString gameId() const { return m_id; }
    bool isStarted() const { return m_started; }
    bool isEnded() const { return m_ended; }

    // The board changed in play: the first change records the start.
    void moved(const GameFacts &facts);
    // The board was completed, by the player (Finished) or by Solve (Solved). `then` gets the figures that
    // include this game, once they are written. A game completed again after an undo counts once.
    void ended(const GameFacts &facts, GameResult result, Statistics::Then then = {});
    // Another game replaces this one: abandoned when it started and did not end.
    void abandon(const GameFacts &facts);

    static QString newId();

private:
    StatsWrite write(const GameFacts &facts, GameResult result) const;

    Statistics *m_statistics;
    QString m_id;
    bool m_started = false;
    bool m_ended = false;
};
