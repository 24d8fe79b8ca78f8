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
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    m_lastError = GameFile::save(m_source(), m_path);
    return m_lastError.isEmpty();
}

GameFile::ReadResult Autosave::load() const
{
    return GameFile::load(m_path);
}

void Autosave::setAside()
{
    const QString aside = m_path + QStringLiteral(".damaged");
    QFile::remove(aside);
    QFile::rename(m_path, aside);
}
