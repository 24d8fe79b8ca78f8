// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLockFile>
#include <QObject>

#include <memory>

class QLocalServer;
class QLocalSocket;

// One Sudoku at a time keeps a data folder (the autosave and the statistics): two that both wrote the
// autosave lost the moves of the one that quit first, without a word.
//
// The first Sudoku takes a lock file in the folder (QLockFile: a lock whose process is gone is taken over)
// and listens on a local socket in the user's runtime folder ($XDG_RUNTIME_DIR), named after the folder. A
// later launch finds the lock taken and hands over to it: it sends the file it was asked to open (or
// nothing: then the first one only comes to the front) and ends once the first one answers. When the first
// one does not answer within kAnswerMs (it is stopped, or hangs), the later one goes on separately: it shows
// the game as it was last saved but keeps its hands off the folder (claim() says why), and takes the folder
// over as soon as the first one has gone.
//
// The request is one line of JSON, {"open": "/absolute/path"}, at most kMaxRequest bytes; the answer "ok".
class SingleInstance : public QObject
{
    Q_OBJECT

public:
    enum class Start : quint8 {
        First, // this process keeps the folder
        HandedOver, // another Sudoku keeps it and took the request: this one ends
        NoAnswer, // another Sudoku keeps it and did not answer: this one goes on separately
    };
    static constexpr int kAnswerMs = 5000;
    static constexpr qint64 kMaxRequest = 64 * 1024;

    explicit SingleInstance(const QString &dataDir, QObject *parent = nullptr);
    ~SingleInstance() override;

    // `file`: an absolute path to open, or empty.
    Start start(const QString &file);
    // Empty while this process keeps the folder (taking it over when the other Sudoku has gone since),
    // otherwise why it does not, translated.
    QString claim();
    bool keepsFolder() const { return m_lock->isLocked(); }
    qint64 otherProcess() const { return m_other; }
    // The socket's path: the user's runtime folder, a name made from the data folder's path.
    static QString serverName(const QString &dataDir);

Q_SIGNALS:
    // A later launch: come to the front, and open `file` unless it is empty.
    void openRequested(const QString &file);

private:
    bool listen();
    void onConnection();
    void onRequest(QLocalSocket *socket);
    bool handOver(const QString &file);

    QString m_dataDir;
    std::unique_ptr<QLockFile> m_lock;
    QLocalServer *m_server = nullptr;
    qint64 m_other = 0;
};
