// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/singleinstance.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalServer>
#include <QLocalSocket>
#include <QStandardPaths>
#include <QThread>

SingleInstance::SingleInstance(const QString &dataDir, QObject *parent)
    : QObject(parent)
    , m_dataDir(dataDir)
    , m_lock(std::make_unique<QLockFile>(QDir(dataDir).filePath(QStringLiteral("sudoku.lock"))))
{
    // A lock is stale only when its process is gone (or the machine restarted), never by its age: a game
    // may stay open for days.
    m_lock->setStaleLockTime(0);
}

SingleInstance::~SingleInstance()
{
    if (m_server)
        m_server->close(); // removes the socket file
}

QString SingleInstance::serverName(const QString &dataDir)
{
    const QByteArray folder = QFileInfo(dataDir).absoluteFilePath().toUtf8();
    const QString name
        = QStringLiteral("sudoku-%1.socket")
              .arg(QString::fromLatin1(QCryptographicHash::hash(folder, QCryptographicHash::Sha256).toHex().left(16)));
    const QString runtime = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    return runtime.isEmpty() ? name : QDir(runtime).filePath(name);
}

SingleInstance::Start SingleInstance::start(const QString &file)
{
    QDir().mkpath(m_dataDir);
    if (claim().isEmpty())
        return Start::First;
    return handOver(file) ? Start::HandedOver : Start::NoAnswer;
}

QString SingleInstance::claim()
{
    if (!m_lock->isLocked()) {
        if (!m_lock->tryLock(0)) {
            qint64 pid = 0;
            if (m_lock->error() == QLockFile::LockFailedError && m_lock->getLockInfo(&pid, nullptr, nullptr))
                m_other = pid;
            if (m_lock->error() != QLockFile::LockFailedError) // no lock can be made there: nobody else has one
                return {};
            return tr("Another Sudoku (process %1) keeps %2 and did not answer, so this window does not save "
                      "there.")
                .arg(m_other)
                .arg(QDir::toNativeSeparators(m_dataDir));
        }
        m_other = 0;
    }
    if (!m_server)
        listen();
    return {};
}

bool SingleInstance::listen()
{
    const QString name = serverName(m_dataDir);
    QLocalServer::removeServer(name); // left by a Sudoku that ended without closing it: the lock was free
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, &SingleInstance::onConnection);
    return m_server->listen(name);
}

void SingleInstance::onConnection()
{
    while (QLocalSocket *socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] { onRequest(socket); });
        if (socket->bytesAvailable() > 0)
            onRequest(socket);
    }
}

void SingleInstance::onRequest(QLocalSocket *socket)
{
    if (!socket->canReadLine()) {
        if (socket->bytesAvailable() > kMaxRequest)
            socket->abort(); // no request is that long
        return;
    }
    const QByteArray line = socket->readLine(kMaxRequest);
    const QJsonObject request = QJsonDocument::fromJson(line).object();
    const QString file = request.value(QStringLiteral("open")).toString();
    // Only an absolute path: the other launch resolved it in its own folder.
    if (!file.isEmpty() && !QDir::isAbsolutePath(file)) {
        socket->write("refused\n");
        socket->disconnectFromServer();
        return;
    }
    socket->write("ok\n");
    socket->flush();
    socket->disconnectFromServer();
    Q_EMIT openRequested(file);
}

bool SingleInstance::handOver(const QString &file)
{
    const QString name = serverName(m_dataDir);
    const QDeadlineTimer deadline(kAnswerMs);
    QJsonObject request;
    request.insert(QStringLiteral("open"), file);
    const QByteArray line = QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n';
    // The other Sudoku may be starting: it listens once it has the lock, and answers once its window is up.
    while (!deadline.hasExpired()) {
        QLocalSocket socket;
        socket.connectToServer(name);
        if (!socket.waitForConnected(static_cast<int>(std::min<qint64>(1000, deadline.remainingTime())))) {
            QThread::msleep(100);
            continue;
        }
        socket.write(line);
        if (!socket.waitForBytesWritten(static_cast<int>(deadline.remainingTime())))
            return false;
        while (!socket.canReadLine() && socket.waitForReadyRead(static_cast<int>(deadline.remainingTime()))) { }
        return socket.readLine().trimmed() == "ok";
    }
    return false;
}
