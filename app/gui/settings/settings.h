// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/difficulty.h"
#include "vocab/highlightoptions.h"
#include "vocab/notesstyle.h"

#include "sudoku/generate/generator.h"
#include "sudoku/search/solver.h"

#include <QSettings>

#include <array>
#include <memory>
#include <optional>

// The app's preferences and records, typed, over one QSettings. Values that cannot be read (a hand-edited
// file, an older version) fall back to their defaults. Tests give it a temporary ini file.
class Settings
{
public:
    enum class Theme : quint8 { System, Light, Dark, HighContrast };

    Settings(); // the user's configuration (organisation "sudoku", application "sudoku")
    explicit Settings(const QString &iniPath);

    HighlightOptions highlights() const;
    void setHighlights(const HighlightOptions &options);
    bool autoRemoveNotes() const;
    void setAutoRemoveNotes(bool on);
    NotesStyle notesStyle() const; // how pencil marks are written and shown
    void setNotesStyle(NotesStyle style);
    bool showMistakes() const; // mark an entry that contradicts the solution at once (counts as help)
    void setShowMistakes(bool on);
    bool showTimer() const;
    void setShowTimer(bool on);
    Theme theme() const;
    void setTheme(Theme theme);
    // The size of text, in percent of the desktop's: 100, 125, 150 or 200. It scales the window's text, the
    // board's digits and pencil marks, and the board's smallest size.
    int textSize() const;
    void setTextSize(int percent);
    static constexpr std::array<int, 4> kTextSizes {100, 125, 150, 200};
    // The interface language: "" = follow the system, otherwise a code such as "en" or "zh_CN".
    QString language() const;
    void setLanguage(const QString &code);
    sudoku::Algorithm solver() const;
    void setSolver(sudoku::Algorithm algorithm);
    Difficulty difficulty() const; // the level New uses
    void setDifficulty(Difficulty difficulty);
    sudoku::Symmetry symmetry() const; // the symmetry of the givens New generates
    void setSymmetry(sudoku::Symmetry symmetry);

    // The best time of the level that versions before the statistics kept here ("records/best_<level>"):
    // read once, when the statistics file is made, to carry it over. Nothing writes it any more.
    std::optional<qint64> bestTime(Difficulty difficulty) const;

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);

    void sync() { m_settings->sync(); }
    QString fileName() const { return m_settings->fileName(); }

private:
    bool flag(const char *key, bool fallback) const;

    std::unique_ptr<QSettings> m_settings;
};
