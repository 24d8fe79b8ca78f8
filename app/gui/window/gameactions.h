// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/difficulty.h"

#include "sudoku/search/solver.h"

#include <QKeySequence>
#include <QObject>

#include <array>

class QAction;
class QActionGroup;
class QUndoStack;
class QWidget;

// Every command of the window as a QAction, with its text, shortcut, tool tip and icon, made in one
// place so that the menus, the toolbar, the number pad and the tests all use the same objects. No logic:
// MainWindow connects them. Texts are set in retranslate(), which the window calls again when the
// language changes (actions are not widgets and get no LanguageChange event of their own).
class GameActions : public QObject
{
    Q_OBJECT

public:
    GameActions(QUndoStack *undoStack, QWidget *window);

    QAction *newGame;
    std::array<QAction *, kDifficulties.size()> newGameAt; // one per Difficulty; the level New uses is checked
    void setNewGameLevel(Difficulty level); // checks it among newGameAt
    QAction *newGameDialog; // level and symmetry
    QAction *practise; // the Practise dialog: a puzzle that needs a technique
    QAction *restart;
    QAction *enterPuzzle;
    QAction *startPlaying;
    QAction *paste;
    QAction *copy;
    QAction *open;
    QAction *nextFromFile; // the puzzle after the one last played from a file of many; the window enables it
    QAction *save;
    QAction *saveAs;
    QAction *pause;
    QAction *quit;

    QAction *undo;
    QAction *redo;
    QAction *erase;
    QAction *notesMode;
    QAction *colourMode; // colouring: digits and clicks paint
    QAction *digitFirst; // pick a digit, then click cells
    QAction *fillCandidates;
    QAction *clearNotes;
    QAction *clearColours;
    QAction *setCheckpoint; // marks the position, named "Checkpoint n"
    QAction *nameCheckpoint; // the same, with a name the player types
    QAction *backToCheckpoint; // back to the newest checkpoint, one undoable move

    QAction *hint;
    QAction *check;
    QAction *solve;
    QAction *stop;
    QActionGroup *solverGroup;
    std::array<QAction *, 3> solverAt; // one per sudoku::Algorithm
    QAction *allSteps; // the All Steps panel, shown or hidden
    QAction *solutionPath; // the Solution Path panel, shown or hidden

    // The view (not moves: no undo, the game unchanged).
    QAction *showCoordinates; // the board's row and column labels, kept in the settings
    QAction *showDifficultyLeft; // the rating of what remains in the status bar, kept in the settings
    QAction *showChainNotation; // a chain's notation under a hint's words, kept in the settings
    std::array<QAction *, 9> filterDigit; // [d-1]: show the pencil marks of d (with the others checked)
    QAction *filterBivalue; // show the pencil marks of bivalue cells only
    QAction *clearFilter; // show every pencil mark again

    QAction *switchFocus; // F6: the keyboard between the board and the buttons of the message or hint
    QAction *preferences;
    QAction *shortcuts;
    QAction *techniques; // Help > Techniques: the glossary
    QAction *about;

    // Statistics, the daily puzzle, pencil-mark export.
    QAction *statistics;
    QAction *dailyPuzzle; // today's daily puzzle at the level New uses
    std::array<QAction *, kDifficulties.size()> dailyAt; // one per Difficulty
    QAction *copyPencilMarks;
    QAction *exportPencilMarks;

    void retranslate();
    static QString hintToolTip(); // Hint's tool tip for a classic game (a variant's says why there is none)
    // Marks the levels whose daily puzzle of today is finished.
    void setDailyDone(const std::array<bool, kDifficulties.size()> &done);
    // Checks or unchecks Pause and names it Pause or Resume.
    void setPaused(bool paused);

private:
    // `icon`: a theme icon name; `fallback`: a shipped icon for when the theme has none (actionicon.h).
    QAction *make(const QList<QKeySequence> &shortcuts, const QString &icon = {}, const QString &fallback = {});
    // `keys` followed by the platform's bindings of `standard` that are not among them.
    static QList<QKeySequence> withStandard(QKeySequence::StandardKey standard, QList<QKeySequence> keys);
    void updateUndoTips();

    QUndoStack *m_undoStack;
    QWidget *m_window;
    std::array<bool, kDifficulties.size()> m_dailyDone {};
};
