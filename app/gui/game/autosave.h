// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamefile.h"

#include <QObject>
#include <QTimer>

#include <functional>

// Keeps the current game on disk so that it comes back after a quit, a crash or a kill: schedule() after
// every move (writes are coalesced, at most one per kDelayMs), saveNow() on quit. Each write is atomic
// (GameFile uses QSaveFile), so the file on disk is always a whole game, the last or the one before.
class Autosave : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDelayMs = 200;

    // `source` makes the snapshot to write; `path` empty = the default location.
    explicit Autosave(std::function<SavedGame()> source, const QString &path = {}, QObject *parent = nullptr);

    // $XDG_DATA_HOME/sudoku/sudoku/autosave.sudoku (organisation/application), usually under ~/.local/share
    static QString defaultPath();
    QString path() const { return m_path; }

    void schedule();
    bool saveNow(); // false when the write failed (lastError() says why)
    bool isPending() const { return m_timer.isActive(); }
    GameFile::ReadResult load() const;
    // Moves an unreadable autosave out of the way (to "<path>.damaged") so it is neither lost nor retried.
    void setAside();
    void setEnabled(bool on) { m_enabled = on; }
    QString lastError() const { return m_lastError; }

private:
    std::function<SavedGame()> m_source;
    QString m_path;
    QTimer m_timer;
    bool m_enabled = true;
    QString m_lastError;
};
