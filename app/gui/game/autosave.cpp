// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/autosave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

Autosave::Autosave(std::function<SavedGame()> source, const QString &path, QObject *parent)
    : QObject(parent)
    , m_source(std::move(source))
    , m_path(path.isEmpty() ? defaultPath() : path)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDelayMs);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveNow);
}

QString Autosave::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.sudoku");
}

void Autosave::schedule()
{
    if (m_enabled && !m_timer.isActive())
        m_timer.start();
}

bool Autosave::saveNow()
{
    m_timer.stop();
    if (!m_enabled)
        return true;
    m_lastError = m_claim ? m_claim() : QString();
    if (m_lastError.isEmpty()) {
        QDir().mkpath(QFileInfo(m_path).absolutePath()); // when it fails, the write below says why
        m_lastError = GameFile::save(m_source(), m_path);
    }
    const bool failing = !m_lastError.isEmpty();
    if (failing == m_failing)
        return !failing;
    m_failing = failing;
    if (failing)
        Q_EMIT failed(m_lastError);
    else
        Q_EMIT recovered();
    return !failing;
}

GameFile::ReadResult Autosave::load() const
{
    return GameFile::load(m_path);
}

QString Autosave::setAside()
{
    if (m_claim) {
        if (const QString held = m_claim(); !held.isEmpty()) {
            m_lastError = held;
            return {};
        }
    }
    // QFile::rename never replaces an existing file, so an earlier damaged autosave is never overwritten.
    QFile file(m_path);
    const QString first = m_path + QStringLiteral(".damaged");
    for (int n = 1; n <= 1000; ++n) {
        const QString aside = n == 1 ? first : first + QStringLiteral("-%1").arg(n);
        if (QFile::exists(aside))
            continue;
        if (file.rename(aside))
            return aside;
        if (!QFile::exists(aside)) { // not taken in the meantime: the move itself failed
            m_lastError = tr("Cannot move %1 to %2: %3").arg(m_path, aside, file.errorString());
            return {};
        }
    }
    m_lastError = tr("Cannot move %1 aside: a thousand damaged copies are kept next to it already.").arg(m_path);
    return {};
}
