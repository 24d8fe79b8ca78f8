// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

// The playing time of the current game: runs while the player plays, stops on pause and on completion.
// Emits tick() once a second while running, at whole seconds of the game time, for the status bar.
class GameClock : public QObject
{
    Q_OBJECT

public:
    explicit GameClock(QObject *parent = nullptr);

    qint64 elapsedMs() const;
    bool isRunning() const { return m_running; }

    void start(qint64 fromMs = 0); // resets to `fromMs` and runs
    void setElapsed(qint64 ms); // keeps the running state
    void pause();
    void resume();
    void stop() { pause(); }

    // "4:07", "1:02:33"
    static QString format(qint64 ms);

Q_SIGNALS:
    void tick(qint64 elapsedMs);
    void runningChanged(bool running);

private:
    void scheduleTick();

    qint64 m_banked = 0; // time accumulated before the current run
    QElapsedTimer m_run;
    bool m_running = false;
    QTimer m_ticker;
};
