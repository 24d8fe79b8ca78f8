// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/gametracker.h"

#include <QUuid>

GameTracker::GameTracker(Statistics *statistics)
    : m_statistics(statistics)
    , m_id(newId())
{
}

QString GameTracker::newId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

void GameTracker::begin(const QString &id, bool started)
{
    m_id = id.isEmpty() ? newId() : id;
    m_started = started;
    m_ended = false;
    m_statistics->setCurrentGame(m_id);
}

StatsWrite GameTracker::write(const GameFacts &facts, GameResult result) const
{
    StatsWrite write;
    write.result = result;
    write.gameId = m_id;
    write.level = facts.level;
    write.daily = facts.daily;
    write.puzzle = facts.puzzle;
    write.rating = facts.rating;
    write.when = QDateTime::currentDateTime();
    write.timeMs = facts.elapsedMs;
    write.hints = facts.help.hints;
    write.checks = facts.help.checks;
    write.mistakes = facts.help.mistakes;
    write.help = facts.help.any();
    return write;
}

void GameTracker::moved(const GameFacts &facts)
{
    if (m_started)
        return;
    m_started = true;
    m_statistics->record(write(facts, GameResult::Playing));
}

void GameTracker::ended(const GameFacts &facts, GameResult result, Statistics::Then then)
{
    if (m_ended) {
        // Completed again after an undo: counted once, the figures as they are.
        if (then)
            m_statistics->afterWrites(std::move(then));
        return;
    }
    m_started = true;
    m_ended = true;
    m_statistics->record(write(facts, result), std::move(then));
}

void GameTracker::abandon(const GameFacts &facts)
{
    if (!m_started || m_ended)
        return;
    m_ended = true;
    m_statistics->record(write(facts, GameResult::Abandoned));
}
