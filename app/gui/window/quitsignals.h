// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QSocketNotifier;

// SIGTERM, SIGHUP and SIGINT (logging out, shutting down, closing the terminal, Ctrl+C) reach the event loop
// as received(), so that Sudoku ends the way Quit does, its game and settings saved first, instead of being
// cut off by the signal's default action.
//
// The handler only writes the signal's number into a pipe (write() is async-signal-safe, and errno is kept);
// a QSocketNotifier on the pipe's other end reads it on the GUI thread. One object at a time: it installs
// the handlers when made and puts the default ones back when destroyed.
class QuitSignals : public QObject
{
    Q_OBJECT

public:
    explicit QuitSignals(QObject *parent = nullptr);
    ~QuitSignals() override;
    QuitSignals(const QuitSignals &) = delete;
    QuitSignals &operator=(const QuitSignals &) = delete;

    // False when the pipe or a handler could not be set up (the signals then end the app as before).
    bool isActive() const { return m_notifier != nullptr; }

Q_SIGNALS:
    void received(int signal);

private:
    void readSignals();

    int m_pipe[2] = {-1, -1};
    QSocketNotifier *m_notifier = nullptr;
};
