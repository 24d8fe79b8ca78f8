// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/settings.h"

#include <algorithm>

namespace
{

QString bestKey(Difficulty difficulty)
{
    return QStringLiteral("records/best_") + difficultyKey(difficulty);
}

} // namespace

Settings::Settings()
    : m_settings(std::make_unique<QSettings>())
{
}

Settings::Settings(const QString &iniPath)
    : m_settings(std::make_unique<QSettings>(iniPath, QSettings::IniFormat))
{
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
    m_settings->setValue(QStringLiteral("board/highlightHouses"), options.houses);
    m_settings->setValue(QStringLiteral("board/highlightSameDigit"), options.sameDigit);
    m_settings->setValue(QStringLiteral("board/highlightConflicts"), options.conflicts);
}

bool Settings::autoRemoveNotes() const
{
    return flag("board/autoRemoveNotes", true);
}

void Settings::setAutoRemoveNotes(bool on)
{
    m_settings->setValue(QStringLiteral("board/autoRemoveNotes"), on);
}

NotesStyle Settings::notesStyle() const
{
    return m_settings->value(QStringLiteral("board/notesStyle")).toString() == QLatin1String("snyder")
        ? NotesStyle::Snyder
        : NotesStyle::Positional;
}

void Settings::setNotesStyle(NotesStyle style)
{
    m_settings->setValue(QStringLiteral("board/notesStyle"),
        style == NotesStyle::Snyder ? QStringLiteral("snyder") : QStringLiteral("grid"));
}

bool Settings::showMistakes() const
{
    return flag("game/showMistakes", false);
}

void Settings::setShowMistakes(bool on)
{
    m_settings->setValue(QStringLiteral("game/showMistakes"), on);
}

bool Settings::showTimer() const
{
    return flag("window/showTimer", true);
}

void Settings::setShowTimer(bool on)
{
    m_settings->setValue(QStringLiteral("window/showTimer"), on);
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
    m_settings->setValue(QStringLiteral("window/theme"), QLatin1String(kNames[static_cast<int>(theme)]));
}

int Settings::textSize() const
{
    const int percent = m_settings->value(QStringLiteral("window/textSize"), 100).toInt();
    return std::find(kTextSizes.begin(), kTextSizes.end(), percent) != kTextSizes.end() ? percent : 100;
}

void Settings::setTextSize(int percent)
{
    m_settings->setValue(QStringLiteral("window/textSize"), percent);
}

QString Settings::language() const
{
    return m_settings->value(QStringLiteral("window/language")).toString();
}

void Settings::setLanguage(const QString &code)
{
    m_settings->setValue(QStringLiteral("window/language"), code);
}

sudoku::Algorithm Settings::solver() const
{
    const QString name = m_settings->value(QStringLiteral("solve/solver")).toString();
    return sudoku::algorithmFromName(name.toStdString()).value_or(sudoku::Algorithm::Dfs);
}

void Settings::setSolver(sudoku::Algorithm algorithm)
{
    m_settings->setValue(QStringLiteral("solve/solver"), QString::fromUtf8(sudoku::algorithmName(algorithm).data()));
}

Difficulty Settings::difficulty() const
{
    return difficultyFromKey(m_settings->value(QStringLiteral("game/difficulty")).toString())
        .value_or(Difficulty::Medium);
}

void Settings::setDifficulty(Difficulty difficulty)
{
    m_settings->setValue(QStringLiteral("game/difficulty"), difficultyKey(difficulty));
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
    m_settings->setValue(
        QStringLiteral("game/symmetry"), QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size())));
}

std::optional<qint64> Settings::bestTime(Difficulty difficulty) const
{
    bool ok = false;
    const qint64 ms = m_settings->value(bestKey(difficulty)).toLongLong(&ok);
    if (!ok || ms <= 0)
        return std::nullopt;
    return ms;
}

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(QStringLiteral("window/geometry")).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(QStringLiteral("window/geometry"), geometry);
}
