// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QString>

// Writes an animated PNG (APNG), which browsers play and image viewers show (its first frame, at least).
//
// An APNG is a PNG whose first frame is the ordinary image and whose other frames follow in fdAT chunks:
//   signature, IHDR, acTL (frame count, plays), then per frame an fcTL (sequence number, size, delay) and the
//   frame's compressed data (IDAT for the first, fdAT = sequence number + the same data for the others),
//   IEND. Each frame is compressed by Qt's own PNG writer; its IDAT data is copied into the animation, so
//   every frame must come out with the same IHDR (the writer turns every frame into 24-bit RGB).
class ApngWriter
{
    Q_DECLARE_TR_FUNCTIONS(ApngWriter)

public:
    // Starts `path` for `frames` frames of `size`, each shown `delayMs` (the last one too); 0 plays forever.
    bool open(const QString &path, QSize size, int frames, int delayMs, int plays = 0);
    bool addFrame(const QImage &image);
    // Writes the end; false when fewer frames were added than announced, or the file failed.
    bool finish();
    QString errorString() const { return m_error; }
    int framesWritten() const { return m_written; }

    static quint32 crc32(const QByteArray &data);

private:
    bool writeChunk(const char *type, const QByteArray &data);
    bool fail(const QString &error);

    QFile m_file;
    QSize m_size;
    int m_frames = 0;
    int m_delayMs = 100;
    int m_plays = 0;
    int m_written = 0;
    quint32 m_sequence = 0;
    QByteArray m_header; // the IHDR data of the first frame
    QString m_error;
};
