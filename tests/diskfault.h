// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Disks that refuse writes, for real, for the tests of saving (issue 11): a tiny tmpfs that is full or
// read-only (root only: mounting needs CAP_SYS_ADMIN, which CI has as root; elsewhere the test skips), and a
// file size limit (RLIMIT_FSIZE, any user), under which a write past the limit fails with EFBIG exactly as a
// write to a full disk fails with ENOSPC.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

namespace diskfault
{

// A tmpfs of `bytes` on the folder `dir` for the object's life.
class TinyTmpfs
{
public:
    TinyTmpfs(const QString &dir, qint64 bytes)
        : m_dir(QFile::encodeName(dir))
    {
        const QByteArray options = "size=" + QByteArray::number(bytes) + ",mode=0755";
        m_mounted = ::mount("tmpfs", m_dir.constData(), "tmpfs", MS_NOSUID | MS_NODEV, options.constData()) == 0;
        if (!m_mounted)
            m_error = QString::fromLocal8Bit(std::strerror(errno));
    }
    ~TinyTmpfs()
    {
        if (m_mounted)
            ::umount2(m_dir.constData(), MNT_DETACH);
    }
    TinyTmpfs(const TinyTmpfs &) = delete;
    TinyTmpfs &operator=(const TinyTmpfs &) = delete;

    bool isMounted() const { return m_mounted; }
    QString error() const { return m_error; } // why it could not be mounted
    // From now on nothing can be written there (a read-only data folder).
    bool makeReadOnly() { return ::mount(nullptr, m_dir.constData(), nullptr, MS_REMOUNT | MS_RDONLY, nullptr) == 0; }
    bool makeWritable() { return ::mount(nullptr, m_dir.constData(), nullptr, MS_REMOUNT, nullptr) == 0; }

private:
    QByteArray m_dir;
    bool m_mounted = false;
    QString m_error;
};

// Fills the file system of `dir` with the file "filler" until no block is left, then gives back `spare`
// bytes (rounded up to whole pages by the file system). False when the disk did not fill up with ENOSPC.
inline bool fill(const QString &dir, qint64 spare = 0)
{
    const QByteArray path = QFile::encodeName(QDir(dir).filePath(QStringLiteral("filler")));
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        return false;
    const QByteArray block(4096, 'x');
    qint64 written = 0;
    for (;;) {
        const ssize_t n = ::write(fd, block.constData(), static_cast<size_t>(block.size()));
        if (n <= 0)
            break;
        written += n;
    }
    const bool full = errno == ENOSPC;
    const bool ok = ::ftruncate(fd, written > spare ? written - spare : 0) == 0;
    ::close(fd);
    return full && ok;
}

// While alive, no file of this process can grow past `bytes`: a write past that fails with EFBIG (the
// SIGXFSZ that would kill the process is ignored meanwhile).
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        ::getrlimit(RLIMIT_FSIZE, &m_old);
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        m_active = ::setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

    bool isActive() const { return m_active; }

private:
    rlimit m_old {};
    void (*m_oldHandler)(int) = nullptr;
    bool m_active = false;
};

} // namespace diskfault
