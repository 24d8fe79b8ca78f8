// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/apngwriter.h"

#include "game/diskfile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QImageWriter>
#include <QtEndian>

#include <array>

namespace
{

QByteArray bigEndian32(quint32 value)
{
    QByteArray bytes(4, '\0');
    qToBigEndian(value, bytes.data());
    return bytes;
}

QByteArray bigEndian16(quint16 value)
{
    QByteArray bytes(2, '\0');
    qToBigEndian(value, bytes.data());
    return bytes;
}

const char kSignature[] = "\x89PNG\r\n\x1a\n";

} // namespace

quint32 ApngWriter::crc32(const QByteArray &data)
{
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> t {};
        for (quint32 n = 0; n < 256; ++n) {
            quint32 c = n;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[n] = c;
        }
        return t;
    }();
    quint32 crc = 0xFFFFFFFFu;
    for (const char byte : data)
        crc = table[(crc ^ static_cast<quint8>(byte)) & 0xFF] ^ (crc >> 8);
    return crc ^ 0xFFFFFFFFu;
}

bool ApngWriter::fail(const QString &error)
{
    m_error = error;
    m_file.close();
    return false;
}

bool ApngWriter::writeChunk(const char *type, const QByteArray &data)
{
    const QByteArray typed = QByteArray(type, 4) + data;
    const QByteArray chunk = bigEndian32(static_cast<quint32>(data.size())) + typed + bigEndian32(crc32(typed));
    if (m_file.write(chunk) != chunk.size())
        return fail(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(m_file.fileName()), m_file.errorString()));
    return true;
}

bool ApngWriter::open(const QString &path, QSize size, int frames, int delayMs, int plays)
{
    m_size = size;
    m_frames = frames;
    m_delayMs = std::max(1, delayMs);
    m_plays = plays;
    m_written = 0;
    m_sequence = 0;
    m_header.clear();
    m_error.clear();
    m_file.setFileName(path);
    if (frames < 1 || size.isEmpty())
        return fail(tr("An animation needs at least one frame."));
    if (const QString refused = DiskFile::refuseSpecial(path); !refused.isEmpty())
        return fail(refused); // opening a pipe to write would wait for a reader, for good
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return fail(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), m_file.errorString()));
    m_file.write(kSignature, 8);
    return true;
}

bool ApngWriter::addFrame(const QImage &image)
{
    if (!m_file.isOpen())
        return false;
    if (m_written >= m_frames)
        return fail(tr("More frames than announced."));
    // Every frame as 24-bit RGB of the animation's size, compressed by Qt's PNG writer.
    const QImage frame
        = image.scaled(m_size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation).convertToFormat(QImage::Format_RGB32);
    QByteArray png;
    {
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        QImageWriter writer(&buffer, "png");
        if (!writer.write(frame))
            return fail(writer.errorString());
    }
    QByteArray header;
    QByteArray data;
    for (qsizetype at = 8; at + 12 <= png.size();) {
        const quint32 length = qFromBigEndian<quint32>(png.constData() + at);
        const QByteArray type = png.mid(at + 4, 4);
        if (at + 12 + static_cast<qsizetype>(length) > png.size())
            break;
        if (type == "IHDR")
            header = png.mid(at + 8, length);
        else if (type == "IDAT")
            data += png.mid(at + 8, length);
        at += 12 + static_cast<qsizetype>(length);
    }
    if (header.size() != 13 || data.isEmpty())
        return fail(tr("The PNG encoder gave an unexpected image."));
    if (m_written == 0) {
        m_header = header;
        QByteArray control = bigEndian32(static_cast<quint32>(m_frames)) + bigEndian32(static_cast<quint32>(m_plays));
        if (!writeChunk("IHDR", header) || !writeChunk("acTL", control))
            return false;
    } else if (header != m_header) {
        return fail(tr("The frames differ in size or colour format."));
    }
    const QByteArray frameControl = bigEndian32(m_sequence++) + bigEndian32(static_cast<quint32>(m_size.width()))
        + bigEndian32(static_cast<quint32>(m_size.height())) + bigEndian32(0) + bigEndian32(0)
        + bigEndian16(static_cast<quint16>(std::min(m_delayMs, 65535))) + bigEndian16(1000) + QByteArray(1, '\0')
        + QByteArray(1, '\0'); // dispose: none; blend: source
    if (!writeChunk("fcTL", frameControl))
        return false;
    if (m_written == 0) {
        if (!writeChunk("IDAT", data))
            return false;
    } else if (!writeChunk("fdAT", bigEndian32(m_sequence++) + data)) {
        return false;
    }
    ++m_written;
    return true;
}

bool ApngWriter::finish()
{
    if (!m_file.isOpen())
        return false;
    if (m_written != m_frames)
        return fail(tr("%1 of %2 frames were written.").arg(m_written).arg(m_frames));
    if (!writeChunk("IEND", {}))
        return false;
    if (!m_file.flush())
        return fail(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(m_file.fileName()), m_file.errorString()));
    m_file.close();
    return true;
}
