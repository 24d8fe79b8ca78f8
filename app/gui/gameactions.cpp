// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameactions.h"

#include <QAction>
#include <QActionGroup>
#include <QIcon>
#include <QUndoStack>
#include <QWidget>

GameActions::GameActions(QUndoStack *undoStack, QWidget *window)
    : QObject(window)
    , m_window(window)
{
    newGame = make(tr("&New Game", "start a new puzzle"), QKeySequence::New, QStringLiteral("document-new"));
    newGame->setToolTip(tr("Start a new puzzle of the chosen level"));
    for (Difficulty d : kDifficulties) {
        QAction *action = make(difficultyName(d), {});
        action->setData(static_cast<int>(d));
        newGameAt[static_cast<int>(d)] = action;
    }
    newGameDialog = make(tr("New Game &Options\u2026"), QKeySequence(tr("Ctrl+Shift+N")));
    newGameDialog->setToolTip(tr("Choose the level and the symmetry of new puzzles"));
    restart = make(
        tr("&Restart", "clear the player's entries"), QKeySequence(tr("Ctrl+R")), QStringLiteral("view-refresh"));
    restart->setToolTip(tr("Take away every entry and note (undoable)"));
    enterPuzzle = make(tr("&Enter a Puzzle\u2026"), QKeySequence(tr("Ctrl+E")), QStringLiteral("document-edit"));
    startPlaying = make(tr("&Start Playing"), QKeySequence(tr("Ctrl+Return")), QStringLiteral("media-playback-start"));
    paste = make(tr("&Paste Puzzle"), QKeySequence::Paste, QStringLiteral("edit-paste"));
    copy = make(tr("&Copy Puzzle"), QKeySequence::Copy, QStringLiteral("edit-copy"));
    open = make(tr("&Open\u2026"), QKeySequence::Open, QStringLiteral("document-open"));
    save = make(tr("&Save", "save the game"), QKeySequence::Save, QStringLiteral("document-save"));
    saveAs = make(tr("Save &As\u2026"), QKeySequence::SaveAs, QStringLiteral("document-save-as"));
    pause = make(tr("&Pause"), QKeySequence(tr("P")), QStringLiteral("media-playback-pause"));
    pause->setCheckable(true);
    pause->setToolTip(tr("Hide the board and stop the clock"));
    quit = make(tr("&Quit"), QKeySequence::Quit, QStringLiteral("application-exit"));

    // Not QUndoStack::createUndoAction: its text grows with every move ("Undo Place 4 at r1c3"), which
    // makes the toolbar jump; here the text stays short and the move goes into the tool tip.
    undo = make(tr("&Undo"), {}, QStringLiteral("edit-undo"));
    undo->setShortcuts(QKeySequence::Undo);
    undo->setEnabled(false);
    connect(undo, &QAction::triggered, undoStack, &QUndoStack::undo);
    connect(undoStack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(undoStack, &QUndoStack::undoTextChanged, undo, [this](const QString &text) {
        this->undo->setToolTip(text.isEmpty() ? tr("Undo") : tr("Undo: %1").arg(text));
    });
    redo = make(tr("&Redo"), {}, QStringLiteral("edit-redo"));
    redo->setEnabled(false);
    connect(redo, &QAction::triggered, undoStack, &QUndoStack::redo);
    connect(undoStack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    connect(undoStack, &QUndoStack::redoTextChanged, redo, [this](const QString &text) {
        this->redo->setToolTip(text.isEmpty() ? tr("Redo") : tr("Redo: %1").arg(text));
    });
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(tr("Ctrl+Y")))) // KDE binds it already, GNOME does not
        redoKeys.append(QKeySequence(tr("Ctrl+Y")));
    redo->setShortcuts(redoKeys);
    erase = make(tr("&Erase", "clear the selected cell"), {}, QStringLiteral("edit-clear"));
    erase->setToolTip(tr("Clear the selected cell (Delete, Backspace or 0)"));
    notesMode = make(tr("&Notes", "pencil-mark mode"), QKeySequence(tr("N")), QStringLiteral("document-edit"));
    notesMode->setCheckable(true);
    notesMode->setToolTip(tr("Digits become pencil marks (N; or hold Shift while typing a digit)"));
    fillCandidates = make(tr("&Fill In All Candidates"), QKeySequence(tr("Ctrl+Shift+F")));
    clearNotes = make(tr("Clear All N&otes"), {});

    hint = make(tr("&Hint"), QKeySequence(tr("H")), QStringLiteral("help-hint"));
    hint->setToolTip(tr("Hint in stages: the technique, where to look, why, then apply it (counts as help)"));
    check = make(tr("&Check", "compare entries with the solution"), QKeySequence(tr("Ctrl+K")),
        QStringLiteral("tools-check-spelling"));
    check->setToolTip(tr("Mark every entry that does not match the solution (counts as help)"));
    solve = make(tr("&Solve", "show the solution"), QKeySequence(tr("Ctrl+L")), QStringLiteral("system-run"));
    solve->setToolTip(tr("Show the solution, found by the chosen solver (undoable)"));
    stop = make(tr("S&top"), QKeySequence(Qt::Key_Escape), QStringLiteral("process-stop"));
    stop->setToolTip(tr("Stop the search, or close the hint"));
    stop->setEnabled(false);
    solverGroup = new QActionGroup(this);
    const QString solverTips[] = {tr("naive: the seed programs' row-by-row backtracking (slow on hard puzzles)"),
        tr("dfs: bitboards, singles and fewest-candidates-first search"),
        tr("dlx: Knuth's Dancing Links over the exact-cover matrix")};
    for (auto algorithm : {sudoku::Algorithm::Naive, sudoku::Algorithm::Dfs, sudoku::Algorithm::Dlx}) {
        const int i = static_cast<int>(algorithm);
        QAction *action = make(QString::fromUtf8(sudoku::algorithmName(algorithm).data()), {});
        action->setCheckable(true);
        action->setData(i);
        action->setToolTip(solverTips[i]);
        action->setStatusTip(solverTips[i]);
        solverGroup->addAction(action);
        solverAt[i] = action;
    }

    preferences = make(tr("&Preferences\u2026"), QKeySequence::Preferences, QStringLiteral("configure"));
    shortcuts = make(tr("&Keyboard Shortcuts"), QKeySequence::HelpContents, QStringLiteral("help-keyboard-shortcuts"));
    about = make(tr("&About Sudoku"), {}, QStringLiteral("help-about"));
}

QAction *GameActions::make(const QString &text, const QKeySequence &shortcut, const QString &icon)
{
    auto *action = new QAction(text, this);
    if (!shortcut.isEmpty()) {
        action->setShortcut(shortcut);
        action->setShortcutContext(Qt::WindowShortcut);
    }
    if (!icon.isEmpty())
        action->setIcon(QIcon::fromTheme(icon));
    m_window->addAction(action);
    return action;
}
