// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/gamefile.h"

#include <QObject>
#include <QTimer>

#include <functional>

// Keeps the current game on disk so that it comes back after a quit, a crash or a kill: schedule() after
// every move (writes are coalesced, at most one per kDelayMs), saveNow() on quit. Each write is atomic and
// verified (GameFile, DiskFile), so the file on disk is always a whole game, the last or an earlier one.
// A write that fails (full or read-only disk) leaves the earlier file, and says so once through failed();
// writing goes on being tried with every move, and recovered() says when it works again.
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
    // The last write failed: the file on disk, if any, holds an earlier state of the game.
    bool hasFailed() const { return m_failing; }
    GameFile::ReadResult load() const;
    // Moves an unreadable autosave out of the way so that it is neither lost nor retried: to
    // "<path>.damaged", or "<path>.damaged-2", -3, ... when an earlier one is kept there. Returns the new
    // name, or an empty string when the file could not be moved (lastError() says why).
    QString setAside();
    void setEnabled(bool on) { m_enabled = on; }
    QString lastError() const { return m_lastError; }
    // Whether this process may write the file: `claim` returns why not (another Sudoku keeps the folder),
    // or an empty string once it may. While it says why, nothing is written or moved aside, and the writes
    // fail as a full disk's do: told once, tried again with every move.
    void setClaim(std::function<QString()> claim) { m_claim = std::move(claim); }

Q_SIGNALS:
    void failed(const QString &error); // a write failed, and the one before it did not
    void recovered(); // a write succeeded after failing

private:
    std::function<SavedGame()> m_source;
    std::function<QString()> m_claim;
    QString m_path;
    QTimer m_timer;
    bool m_enabled = true;
    bool m_failing = false;
    QString m_lastError;
};
