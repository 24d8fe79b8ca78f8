// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/gameclock.h"

GameClock::GameClock(QObject *parent)
    : QObject(parent)
{
    m_ticker.setSingleShot(true);
    m_ticker.setTimerType(Qt::PreciseTimer);
    connect(&m_ticker, &QTimer::timeout, this, [this] {
        Q_EMIT tick(elapsedMs());
        scheduleTick();
    });
}

qint64 GameClock::elapsedMs() const
{
    return m_banked + (m_running ? m_run.elapsed() : 0);
}

void GameClock::start(qint64 fromMs)
{
    m_banked = std::max<qint64>(0, fromMs);
    const bool was = m_running;
    m_running = true;
    m_run.start();
    scheduleTick();
    Q_EMIT tick(elapsedMs());
    if (!was)
        Q_EMIT runningChanged(true);
}

void GameClock::setElapsed(qint64 ms)
{
    m_banked = std::max<qint64>(0, ms);
    if (m_running) {
        m_run.start();
        scheduleTick();
    }
    Q_EMIT tick(elapsedMs());
}

void GameClock::pause()
{
    if (!m_running)
        return;
    m_banked += m_run.elapsed();
    m_running = false;
    m_ticker.stop();
    Q_EMIT tick(elapsedMs());
    Q_EMIT runningChanged(false);
}

void GameClock::resume()
{
    if (m_running)
        return;
    m_running = true;
    m_run.start();
    scheduleTick();
    Q_EMIT runningChanged(true);
}

QString GameClock::format(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    const qint64 h = seconds / 3600, m = (seconds / 60) % 60, s = seconds % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(s, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

void GameClock::scheduleTick()
{
    // Fire just after the next whole second of game time, so the display never skips or repeats a second.
    const qint64 toNext = 1000 - elapsedMs() % 1000;
    m_ticker.start(static_cast<int>(toNext) + 5);
}
