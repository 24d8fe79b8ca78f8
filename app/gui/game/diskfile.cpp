// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/diskfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QSaveFile>

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace
{

// Messages of this file are in the "DiskFile" context of the .ts files.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(DiskFile)
};

// Closes the descriptor it holds on every way out of readRegular().
class Descriptor
{
public:
    explicit Descriptor(int fd)
        : m_fd(fd)
    {
    }
    ~Descriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Descriptor(const Descriptor &) = delete;
    Descriptor &operator=(const Descriptor &) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};

} // namespace

DiskFile::Read DiskFile::readRegular(const QString &path, qint64 maxSize)
{
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, for good. It changes
    // nothing for the regular files that are read below.
    const Descriptor fd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
    if (fd.get() < 0)
        return {{}, Text::tr("Cannot open %1: %2.").arg(path, qt_error_string(errno))};
    // The type of what was opened, not of what the path named a moment before.
    struct stat info {
    };
    if (::fstat(fd.get(), &info) != 0)
        return {{}, Text::tr("Cannot open %1: %2.").arg(path, qt_error_string(errno))};
    if (S_ISDIR(info.st_mode))
        return {{}, Text::tr("Cannot open %1: it is a folder.").arg(path)};
    if (!S_ISREG(info.st_mode))
        return {{}, Text::tr("Cannot open %1: it is not a regular file (a pipe, a device or a socket).").arg(path)};
    const QString tooLarge = Text::tr("Cannot open %1: it is larger than %2, too large to be a Sudoku game file.")
                                 .arg(path, QLocale().formattedDataSize(maxSize, 0));
    if (info.st_size > maxSize)
        return {{}, tooLarge};

    // Read up to one byte past the cap, whatever the size said: the file may have grown since.
    QByteArray bytes;
    bytes.resize(static_cast<qsizetype>(std::min<qint64>(info.st_size, maxSize) + 1));
    qint64 total = 0;
    for (;;) {
        if (total == bytes.size()) {
            if (total > maxSize)
                return {{}, tooLarge};
            bytes.resize(static_cast<qsizetype>(std::min<qint64>(2 * total, maxSize + 1)));
        }
        const ssize_t got = ::read(fd.get(), bytes.data() + total, static_cast<size_t>(bytes.size() - total));
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return {{}, Text::tr("Cannot read %1: %2.").arg(path, qt_error_string(errno))};
        if (got == 0)
            break;
        total += got;
    }
    if (total > maxSize)
        return {{}, tooLarge};
    bytes.resize(static_cast<qsizetype>(total));
    return {bytes, {}};
}

QString DiskFile::refuseSpecial(const QString &path)
{
    struct stat info {
    };
    if (::stat(QFile::encodeName(path).constData(), &info) != 0 || S_ISREG(info.st_mode))
        return {}; // nothing there yet (or it cannot be looked at: the write that follows says why)
    if (S_ISDIR(info.st_mode))
        return Text::tr("Cannot write %1: it is a folder.").arg(path);
    return Text::tr("Cannot write %1: it is not a regular file (a pipe, a device or a socket).").arg(path);
}

QString DiskFile::writeVerified(const QString &path, const QByteArray &bytes)
{
    const auto unchanged = [&path](const QString &reason) {
        return Text::tr("Cannot write %1: %2. Nothing on disk was changed.").arg(path, reason);
    };
    QSaveFile file(path);
    // Unbuffered: every write reaches the file system at once, and its error with it.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        // QSaveFile says "Existing file ... is not writable" also on a read-only disk; the system says why.
        if (::access(QFile::encodeName(path).constData(), W_OK) != 0 && errno != ENOENT)
            return unchanged(qt_error_string(errno));
        return unchanged(file.errorString());
    }
    // A write cut short (the disk filled up on the way) returns less and sets no error; the write of the
    // rest then fails with the reason.
    for (qint64 done = 0; done < bytes.size();) {
        const qint64 written = file.write(bytes.constData() + done, bytes.size() - done);
        if (written <= 0 || file.error() != QFileDevice::NoError) {
            const QString reason = file.errorString();
            file.cancelWriting();
            return unchanged(reason);
        }
        done += written;
    }
    if (!file.flush()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return unchanged(reason);
    }
    // Some file systems report a full disk only here (delayed allocation, network file systems).
    if (::fsync(file.handle()) != 0) {
        const QString reason = qt_error_string(errno);
        file.cancelWriting();
        return unchanged(reason);
    }
    struct stat info {
    };
    if (::fstat(file.handle(), &info) != 0 || info.st_size != bytes.size()) {
        file.cancelWriting();
        return unchanged(Text::tr("only %1 of %2 bytes were written").arg(info.st_size).arg(bytes.size()));
    }
    if (!file.commit())
        return unchanged(file.errorString());
    // What the next start will read is what counts.
    const Read back = readRegular(path, bytes.size());
    if (!back.error.isEmpty())
        return Text::tr("%1 was written but cannot be read back: %2").arg(path, back.error);
    if (back.bytes != bytes)
        return Text::tr("%1 was written, but what is on disk differs from what was written.").arg(path);
    return {};
}
