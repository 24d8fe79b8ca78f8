// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stats/statsdata.h"
#include "stats/statsdatabase.h"
#include "workers/jobthread.h"

#include <QObject>
#include <QTimer>

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

// The player's statistics, kept in an SQLite file (StatsDatabase) by a thread of their own: nothing here
// touches the file on the GUI thread while the app runs.
//
// record() queues a change (a game started or ended) and refresh() asks for the figures; both are handed to
// one job on the statistics thread a moment later, so changes made together are written together. Every job
// carries every change not yet written, and the thread writes each once (it remembers the last one written),
// so a job superseded by the next loses nothing. A job opens the file, checks it (a damaged file is set
// aside and a new one started), writes, works out the figures if asked, and closes it again.
//
// Problems are told once each through problemChanged(), translated. When the file cannot be written, games
// are not counted (the player is told); the game itself goes on. A file that another program holds locked
// for longer than SQLite waits (QSQLITE_BUSY_TIMEOUT) is different: the changes are kept and tried again
// every retryInterval() until they are written. shutdown() (and the destructor) stops the thread and writes
// on the calling thread what it had not written yet, so that a game finished just before quitting is
// counted; what cannot be written then (the file still locked) is kept beside it, in pendingPath(), and
// written by the next start.
class Statistics : public QObject
{
    Q_OBJECT

public:
    using Summary = std::optional<StatsSummary>;
    using Then = std::function<void(const Summary &)>;

    // `path` empty = defaultPath().
    explicit Statistics(const QString &path = {}, QObject *parent = nullptr);
    ~Statistics() override;

    // $XDG_DATA_HOME/sudoku/sudoku/statistics.sqlite, beside the autosave.
    static QString defaultPath();
    QString path() const { return m_path; }
    // The changes a quit could not write, kept for the next start: "<path>.pending", a JSON array.
    static QString pendingPath(const QString &path);
    static constexpr int kRetryMs = 5000;
    void setRetryInterval(int ms) { m_retry.setInterval(ms); }

    // Best times kept in the settings before statistics: stored once, in a newly made file.
    void setLegacyBestTimes(const StatsDatabase::BestTimes &times) { m_legacyBest = times; }
    // The game on the board: a game "still playing" in the file that is not this one was left behind.
    void setCurrentGame(const QString &gameId) { m_currentGame = gameId; }
    // Today, for daily puzzles and streaks; tests set their own.
    QDate today() const { return m_today(); }
    void setToday(std::function<QDate()> today) { m_today = std::move(today); }

    // Queues `write` (its sequence is set here). `then`, when given, runs once it is written (or cannot be),
    // with the figures that include it (nullopt when there are none: no file).
    void record(StatsWrite write, Then then = {});
    // Asks for the figures: summaryChanged() when they arrive.
    void refresh();
    // Asks for the figures; `then` gets them once every change recorded so far is written.
    void afterWrites(Then then);
    const Summary &summary() const { return m_summary; }
    bool isBusy() const { return m_thread.isBusy() || m_scheduled; }

    // Ready to record: the file was opened for writing at the last look (or has not been looked at yet).
    bool canRecord() const { return m_state == StatsDatabase::State::ReadWrite; }
    StatsDatabase::State state() const { return m_state; }
    // The problem told last, translated; empty when there is none.
    QString problem() const { return m_problemText; }

    // Stops the thread and writes what is left, or keeps it for the next start; a translated message when
    // games could be neither written nor kept (empty otherwise, and on every call after the first).
    QString shutdown();

Q_SIGNALS:
    void summaryChanged();
    void problemChanged(const QString &text); // a new problem (or a damaged file set aside), once
    void lockReleased(); // the file is no longer locked, and the games kept meanwhile are written

private:
    struct Result {
        quint64 appliedThrough = 0;
        quint64 asked = 0; // the request for figures the job was started for
        StatsDatabase::Opened opened;
        QString writeError;
        bool retry = false; // the file was locked: nothing written, to be tried again
        Summary summary;
    };

    void schedule();
    void askForSummary();
    void startJob();
    void onResult(const Result &result);
    QString describe(const Result &result) const;
    static Result runJob(const QString &path, const QString &connection, const std::vector<StatsWrite> &writes,
        bool wantSummary, const QDate &today, const QString &currentGame, const StatsDatabase::BestTimes &legacy,
        std::atomic<quint64> &applied);

    QString m_path;
    JobThread m_thread;
    std::vector<StatsWrite> m_pending; // queued and not known to be written
    std::multimap<quint64, Then> m_waiting; // by the sequence they wait for
    quint64 m_nextSequence = 1;
    // The last sequence the statistics thread wrote (or gave up on); read here only to prune and at shutdown.
    std::shared_ptr<std::atomic<quint64>> m_applied;
    bool m_summaryWanted = false;
    quint64 m_summaryAsked = 0; // counts the requests for figures
    bool m_scheduled = false;
    bool m_shutDown = false;
    Summary m_summary;
    StatsDatabase::BestTimes m_legacyBest {};
    QString m_currentGame;
    std::function<QDate()> m_today;
    StatsDatabase::State m_state = StatsDatabase::State::ReadWrite;
    QString m_problemText;
    QTimer m_retry; // while the file is locked
    bool m_locked = false; // the last job found the file locked
};
