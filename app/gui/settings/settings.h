// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/difficulty.h"
#include "vocab/highlightoptions.h"
#include "vocab/notesstyle.h"

#include "sudoku/generate/generator.h"
#include "sudoku/search/solver.h"

#include <QCoreApplication>
#include <QSettings>

#include <array>
#include <functional>
#include <memory>
#include <optional>

// The puzzle last played from a file of many puzzles (Game > Next Puzzle from File): the file, the puzzle's
// 1-based place in it and how many puzzles the file held then (to tell when it changed). No path: none.
struct PuzzleFilePlace {
    QString path;
    int number = 0;
    int count = 0;
    QString puzzle; // its givens as GameController::puzzleText() writes them: is the game restored this puzzle?

    bool isValid() const { return !path.isEmpty() && number >= 1 && number <= count; }
    bool hasNext() const { return isValid() && number < count; }
    bool operator==(const PuzzleFilePlace &) const = default;
};

// The app's preferences and records, typed, over one QSettings. Values that cannot be read (a hand-edited
// file, an older version) fall back to their defaults. Tests give it a temporary ini file.
class Settings
{
    Q_DECLARE_TR_FUNCTIONS(Settings)

public:
    enum class Theme : quint8 { System, Light, Dark, HighContrast };

    Settings(); // the user's configuration (organisation "sudoku", application "sudoku")
    explicit Settings(const QString &iniPath);
    ~Settings();
    Settings(const Settings &) = delete;
    Settings &operator=(const Settings &) = delete;

    HighlightOptions highlights() const;
    void setHighlights(const HighlightOptions &options);
    bool autoRemoveNotes() const;
    void setAutoRemoveNotes(bool on);
    NotesStyle notesStyle() const; // how pencil marks are written and shown
    void setNotesStyle(NotesStyle style);
    bool showCoordinates() const; // the board's row and column labels (View > Show Coordinates)
    void setShowCoordinates(bool on);
    bool showChainNotation() const; // a chain's notation under a hint's words (View > Show Chain Notation)
    void setShowChainNotation(bool on);
    bool showDifficultyLeft() const; // the rating of what remains, in the status bar (View > Show Difficulty Left)
    void setShowDifficultyLeft(bool on);
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
    sudoku::Variant variant() const; // the variant New generates (classic unless chosen)
    void setVariant(sudoku::Variant variant);

    // The best time of the level that versions before the statistics kept here ("records/best_<level>"):
    // read once, when the statistics file is made, to carry it over. Nothing writes it any more.
    std::optional<qint64> bestTime(Difficulty difficulty) const;

    PuzzleFilePlace puzzleFilePlace() const; // an invalid place when none was kept or it cannot be read
    void setPuzzleFilePlace(const PuzzleFilePlace &place);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    // The side panels as QMainWindow::saveState keeps them: shown or not, docked where or floating, their size.
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);
    // The All Steps panel sorts by candidates removed rather than by difficulty.
    bool stepsByRemovals() const;
    void setStepsByRemovals(bool on);

    void sync() { m_settings->sync(); }
    // Writes the settings now and checks the file: a translated message that names the file and says why
    // when it does not hold them (a full or read-only disk; QSettings only keeps a status, which its
    // QSaveFile may not even set), empty once it does. The changes stay here either way, and the next
    // save() tries again.
    QString save();
    QString fileName() const { return m_settings->fileName(); }
    // Called after every change (the window saves a moment later, and says when that fails).
    void setChanged(std::function<void()> changed) { m_changed = std::move(changed); }

private:
    bool flag(const char *key, bool fallback) const;
    void set(const QString &key, const QVariant &value);
    // A configuration file that is not a regular file is never opened: true, and the settings kept elsewhere.
    bool refuseSpecial(const QString &path);

    std::unique_ptr<QSettings> m_settings;
    std::function<void()> m_changed;
    QString m_refused; // the configuration file is a pipe, a device or a folder: never opened
};
