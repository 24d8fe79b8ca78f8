// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

// Reading and writing whole small files without trusting the disk or the path.
//
// readRegular() opens without blocking and checks what it opened: a FIFO, a device (a link to /dev/zero),
// a socket or a folder is refused at once, never read; a regular file is read up to a cap, so a file that
// grows while it is read cannot take more memory than the cap either.
//
// writeVerified() replaces a file atomically through QSaveFile and does not take a write's success on
// trust: Debian's Qt 6.4 returns true from QSaveFile::commit() when the final flush fails (a full disk),
// which renamed an empty or truncated file over a good one. So the temporary file is written unbuffered,
// every write's result checked, synced, and its size on disk compared before it replaces the old file; the
// file is then read back and compared. When anything fails before the replacement, the old file is left as
// it was and the temporary file is removed.
class DiskFile
{
public:
    struct Read {
        QByteArray bytes;
        QString error; // translated, names the file; empty on success
    };

    static Read readRegular(const QString &path, qint64 maxSize);
    // Before a path is opened for writing by something that would wait on a pipe (an image, a PDF, an
    // animation): a translated error that names it when it is a folder, a FIFO, a device or a socket, found
    // with stat(), which never blocks; empty for a regular file or a name where nothing is yet.
    static QString refuseSpecial(const QString &path);
    // A translated error that names the file, or an empty string when the file holds `bytes`.
    static QString writeVerified(const QString &path, const QByteArray &bytes);
};
