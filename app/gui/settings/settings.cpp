// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/settings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <array>
#include <cerrno>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>
#include <utility>

namespace
{

// Why a folder takes no writes: the disk is full or read-only, or the folder is not writable.
QString whyNotWritten(const QString &folder)
{
    const QByteArray path = QFile::encodeName(folder);
    struct statvfs disk {
    };
    if (::statvfs(path.constData(), &disk) == 0) {
        if (disk.f_flag & ST_RDONLY)
            return qt_error_string(EROFS);
        if (disk.f_bavail == 0)
            return qt_error_string(ENOSPC);
    }
    if (::access(path.constData(), W_OK) != 0)
        return qt_error_string(errno);
    return {};
}

// The user's configuration file, as QSettings() names it, when it is something QSettings would wait on or
// fail on (a FIFO blocks the first read for good): a pipe, a device, a socket or a folder.
bool isSpecial(const QString &path)
{
    struct stat info {
    };
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 && !S_ISREG(info.st_mode);
}

QString bestKey(Difficulty difficulty)
{
    return QStringLiteral("records/best_") + difficultyKey(difficulty);
}

} // namespace

Settings::Settings()
{
    // Where QSettings() keeps them on Linux, looked at before QSettings opens it (it reads as it is made).
    const QString path = QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
                             .filePath(QCoreApplication::organizationName() + QLatin1Char('/')
                                 + QCoreApplication::applicationName() + QStringLiteral(".conf"));
    if (!refuseSpecial(path))
        m_settings = std::make_unique<QSettings>();
}

Settings::Settings(const QString &iniPath)
{
    if (!refuseSpecial(iniPath))
        m_settings = std::make_unique<QSettings>(iniPath, QSettings::IniFormat);
}

Settings::~Settings()
{
    if (m_refused.isEmpty())
        return;
    const QString stand = m_settings->fileName();
    m_settings.reset();
    QFile::remove(stand);
}

bool Settings::refuseSpecial(const QString &path)
{
    if (!isSpecial(path))
        return false;
    // Never opened: the settings live in a file of the app's own that nothing reads back, and save() says
    // why they are not kept.
    m_refused = tr("Cannot keep the settings in %1: it is not a regular file (a pipe, a device, a socket or a "
                   "folder).")
                    .arg(path);
    const QString stand
        = QDir(QStandardPaths::writableLocation(QStandardPaths::TempLocation))
              .filePath(QStringLiteral("sudoku-settings-%1.conf").arg(QCoreApplication::applicationPid()));
    QFile::remove(stand);
    m_settings = std::make_unique<QSettings>(stand, QSettings::IniFormat);
    return true;
}

void Settings::set(const QString &key, const QVariant &value)
{
    m_settings->setValue(key, value);
    if (m_changed)
        m_changed();
}

QString Settings::save()
{
    if (!m_refused.isEmpty())
        return m_refused;
    m_settings->sync();
    const QString path = m_settings->fileName();
    // What is on disk is what the next start reads: every key with its value, read back from a copy of the
    // file (QSettings objects of one process share one cache per file, so the file itself would answer from
    // memory). QSettings's status says nothing more: once an error, it stays one after the disk has room.
    const QStringList keys = m_settings->allKeys();
    if (keys.isEmpty())
        return {}; // nothing to keep: no file is made
    const QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("settings.conf"));
    bool same = dir.isValid() && QFile::copy(path, copy);
    if (same) {
        const QSettings disk(copy, m_settings->format());
        same = disk.status() == QSettings::NoError;
        for (int i = 0; same && i < keys.size(); ++i) {
            // Read back from text, a value may come in another type ("true" for true): the same all the same.
            const QVariant kept = disk.value(keys[i]), held = m_settings->value(keys[i]);
            same = kept == held || kept.toString() == held.toString();
        }
    }
    if (same)
        return {};
    QString why = whyNotWritten(QFileInfo(path).absolutePath());
    if (why.isEmpty())
        why = tr("the file does not hold what was written");
    return tr("Cannot write the settings to %1: %2.").arg(path, why);
}

bool Settings::flag(const char *key, bool fallback) const
{
    const QVariant value = m_settings->value(QLatin1String(key));
    if (!value.isValid())
        return fallback;
    const QString text = value.toString().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    return fallback;
}

HighlightOptions Settings::highlights() const
{
    HighlightOptions defaults;
    return {flag("board/highlightHouses", defaults.houses), flag("board/highlightSameDigit", defaults.sameDigit),
        flag("board/highlightConflicts", defaults.conflicts)};
}

void Settings::setHighlights(const HighlightOptions &options)
{
    set(QStringLiteral("board/highlightHouses"), options.houses);
    set(QStringLiteral("board/highlightSameDigit"), options.sameDigit);
    set(QStringLiteral("board/highlightConflicts"), options.conflicts);
}

bool Settings::autoRemoveNotes() const
{
    return flag("board/autoRemoveNotes", true);
}

void Settings::setAutoRemoveNotes(bool on)
{
    set(QStringLiteral("board/autoRemoveNotes"), on);
}

NotesStyle Settings::notesStyle() const
{
    return m_settings->value(QStringLiteral("board/notesStyle")).toString() == QLatin1String("snyder")
        ? NotesStyle::Snyder
        : NotesStyle::Positional;
}

void Settings::setNotesStyle(NotesStyle style)
{
    set(QStringLiteral("board/notesStyle"),
        style == NotesStyle::Snyder ? QStringLiteral("snyder") : QStringLiteral("grid"));
}

bool Settings::showCoordinates() const
{
    return flag("board/showCoordinates", false);
}

void Settings::setShowCoordinates(bool on)
{
    set(QStringLiteral("board/showCoordinates"), on);
}

bool Settings::showChainNotation() const
{
    return flag("hints/showChainNotation", false);
}

void Settings::setShowChainNotation(bool on)
{
    set(QStringLiteral("hints/showChainNotation"), on);
}

bool Settings::showDifficultyLeft() const
{
    return flag("game/showDifficultyLeft", false);
}

void Settings::setShowDifficultyLeft(bool on)
{
    set(QStringLiteral("game/showDifficultyLeft"), on);
}

bool Settings::showMistakes() const
{
    return flag("game/showMistakes", false);
}

void Settings::setShowMistakes(bool on)
{
    set(QStringLiteral("game/showMistakes"), on);
}

bool Settings::showTimer() const
{
    return flag("window/showTimer", true);
}

void Settings::setShowTimer(bool on)
{
    set(QStringLiteral("window/showTimer"), on);
}

Settings::Theme Settings::theme() const
{
    const QString name = m_settings->value(QStringLiteral("window/theme")).toString();
    if (name == QLatin1String("light"))
        return Theme::Light;
    if (name == QLatin1String("dark"))
        return Theme::Dark;
    if (name == QLatin1String("high-contrast"))
        return Theme::HighContrast;
    return Theme::System;
}

void Settings::setTheme(Theme theme)
{
    static const char *const kNames[] = {"system", "light", "dark", "high-contrast"};
    set(QStringLiteral("window/theme"), QLatin1String(kNames[static_cast<int>(theme)]));
}

int Settings::textSize() const
{
    const int percent = m_settings->value(QStringLiteral("window/textSize"), 100).toInt();
    return std::find(kTextSizes.begin(), kTextSizes.end(), percent) != kTextSizes.end() ? percent : 100;
}

void Settings::setTextSize(int percent)
{
    set(QStringLiteral("window/textSize"), percent);
}

QString Settings::language() const
{
    return m_settings->value(QStringLiteral("window/language")).toString();
}

void Settings::setLanguage(const QString &code)
{
    set(QStringLiteral("window/language"), code);
}

sudoku::Algorithm Settings::solver() const
{
    const QString name = m_settings->value(QStringLiteral("solve/solver")).toString();
    return sudoku::algorithmFromName(name.toStdString()).value_or(sudoku::Algorithm::Dfs);
}

void Settings::setSolver(sudoku::Algorithm algorithm)
{
    set(QStringLiteral("solve/solver"), QString::fromUtf8(sudoku::algorithmName(algorithm).data()));
}

Difficulty Settings::difficulty() const
{
    return difficultyFromKey(m_settings->value(QStringLiteral("game/difficulty")).toString())
        .value_or(Difficulty::Medium);
}

void Settings::setDifficulty(Difficulty difficulty)
{
    set(QStringLiteral("game/difficulty"), difficultyKey(difficulty));
}

sudoku::Symmetry Settings::symmetry() const
{
    const QByteArray name = m_settings->value(QStringLiteral("game/symmetry")).toString().toLatin1();
    return sudoku::symmetryFromName(std::string_view(name.constData(), static_cast<std::size_t>(name.size())))
        .value_or(sudoku::Symmetry::Rotate180);
}

void Settings::setSymmetry(sudoku::Symmetry symmetry)
{
    const std::string_view name = sudoku::symmetryName(symmetry);
    set(QStringLiteral("game/symmetry"), QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size())));
}

namespace
{

// The variants as the settings file names them (stable keys, not translated names).
constexpr std::array<std::pair<sudoku::Variant, const char *>, 5> kVariantKeys {{
    {sudoku::Variant::Classic, "classic"},
    {sudoku::Variant::X, "x"},
    {sudoku::Variant::Hyper, "hyper"},
    {sudoku::Variant::Jigsaw, "jigsaw"},
    {sudoku::Variant::Killer, "killer"},
}};

} // namespace

sudoku::Variant Settings::variant() const
{
    const QString key = m_settings->value(QStringLiteral("game/variant")).toString();
    for (const auto &[variant, name] : kVariantKeys) {
        if (key == QLatin1String(name))
            return variant;
    }
    return sudoku::Variant::Classic;
}

void Settings::setVariant(sudoku::Variant variant)
{
    for (const auto &[v, name] : kVariantKeys) {
        if (v == variant)
            set(QStringLiteral("game/variant"), QString::fromLatin1(name));
    }
}

std::optional<qint64> Settings::bestTime(Difficulty difficulty) const
{
    bool ok = false;
    const qint64 ms = m_settings->value(bestKey(difficulty)).toLongLong(&ok);
    if (!ok || ms <= 0)
        return std::nullopt;
    return ms;
}

PuzzleFilePlace Settings::puzzleFilePlace() const
{
    PuzzleFilePlace place;
    place.path = m_settings->value(QStringLiteral("file/puzzles")).toString();
    place.number = m_settings->value(QStringLiteral("file/puzzle_number")).toInt();
    place.count = m_settings->value(QStringLiteral("file/puzzle_count")).toInt();
    place.puzzle = m_settings->value(QStringLiteral("file/puzzle_givens")).toString();
    return place.isValid() ? place : PuzzleFilePlace {};
}

void Settings::setPuzzleFilePlace(const PuzzleFilePlace &place)
{
    set(QStringLiteral("file/puzzles"), place.path);
    set(QStringLiteral("file/puzzle_number"), place.number);
    set(QStringLiteral("file/puzzle_count"), place.count);
    set(QStringLiteral("file/puzzle_givens"), place.puzzle);
}

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(QStringLiteral("window/geometry")).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    set(QStringLiteral("window/geometry"), geometry);
}

QByteArray Settings::windowState() const
{
    return m_settings->value(QStringLiteral("window/state")).toByteArray();
}

void Settings::setWindowState(const QByteArray &state)
{
    set(QStringLiteral("window/state"), state);
}

bool Settings::stepsByRemovals() const
{
    return m_settings->value(QStringLiteral("panels/stepsOrder")).toString() == QLatin1String("removals");
}

void Settings::setStepsByRemovals(bool on)
{
    set(QStringLiteral("panels/stepsOrder"), on ? QStringLiteral("removals") : QStringLiteral("difficulty"));
}
