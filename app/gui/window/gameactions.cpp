// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/gameactions.h"

#include "window/actionicon.h"

#include <QAction>
#include <QActionGroup>
#include <QIcon>
#include <QUndoStack>
#include <QWidget>

GameActions::GameActions(QUndoStack *undoStack, QWidget *window)
    : QObject(window)
    , m_undoStack(undoStack)
    , m_window(window)
{
    // Every documented shortcut is given explicitly: the platform's standard keys (QKeySequence::Save...)
    // depend on the desktop, and a plain X11 session has none for Save As or Quit. The platform's own keys
    // come second, so that a desktop's habits work too.
    using K = QKeySequence;
    newGame = make(
        withStandard(K::New, {K(Qt::CTRL | Qt::Key_N)}), QStringLiteral("document-new"), QStringLiteral("new-game"));
    // The level New uses is marked in the New button's drop-down and the Game menu (a radio group).
    auto *levels = new QActionGroup(this);
    for (Difficulty d : kDifficulties) {
        QAction *action = make({});
        action->setData(static_cast<int>(d));
        action->setCheckable(true);
        levels->addAction(action);
        newGameAt[static_cast<int>(d)] = action;
    }
    newGameDialog = make({K(Qt::CTRL | Qt::SHIFT | Qt::Key_N)});
    practise = make({});
    restart = make({K(Qt::CTRL | Qt::Key_R)}, QStringLiteral("view-refresh"), QStringLiteral("restart"));
    enterPuzzle = make({K(Qt::CTRL | Qt::Key_E)}, QStringLiteral("document-edit"));
    startPlaying = make({K(Qt::CTRL | Qt::Key_Return), K(Qt::CTRL | Qt::Key_Enter)},
        QStringLiteral("media-playback-start"), QStringLiteral("play"));
    paste = make(withStandard(K::Paste, {K(Qt::CTRL | Qt::Key_V)}), QStringLiteral("edit-paste"));
    copy = make(withStandard(K::Copy, {K(Qt::CTRL | Qt::Key_C)}), QStringLiteral("edit-copy"));
    open = make(withStandard(K::Open, {K(Qt::CTRL | Qt::Key_O)}), QStringLiteral("document-open"));
    nextFromFile = make({K(Qt::CTRL | Qt::SHIFT | Qt::Key_O)}, QStringLiteral("go-next"));
    nextFromFile->setEnabled(false);
    save = make(withStandard(K::Save, {K(Qt::CTRL | Qt::Key_S)}), QStringLiteral("document-save"));
    saveAs = make(withStandard(K::SaveAs, {K(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}), QStringLiteral("document-save-as"));
    pause = make({K(Qt::Key_P)}, QStringLiteral("media-playback-pause"), QStringLiteral("pause"));
    pause->setCheckable(true);
    quit = make(withStandard(K::Quit, {K(Qt::CTRL | Qt::Key_Q)}), QStringLiteral("application-exit"));

    // Not QUndoStack::createUndoAction: its text grows with every move ("Undo Place 4 at r1c3"), which
    // makes the toolbar jump; here the text stays short and the move goes into the tool tip.
    undo = make(withStandard(K::Undo, {K(Qt::CTRL | Qt::Key_Z)}), QStringLiteral("edit-undo"), QStringLiteral("undo"));
    undo->setEnabled(false);
    connect(undo, &QAction::triggered, undoStack, &QUndoStack::undo);
    connect(undoStack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(undoStack, &QUndoStack::undoTextChanged, this, &GameActions::updateUndoTips);
    // Ctrl+Y as well: KDE binds it, GNOME does not, players of other apps expect it.
    redo = make(withStandard(K::Redo, {K(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), K(Qt::CTRL | Qt::Key_Y)}),
        QStringLiteral("edit-redo"), QStringLiteral("redo"));
    redo->setEnabled(false);
    connect(redo, &QAction::triggered, undoStack, &QUndoStack::redo);
    connect(undoStack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    connect(undoStack, &QUndoStack::redoTextChanged, this, &GameActions::updateUndoTips);
    erase = make({}, QStringLiteral("edit-clear"));
    notesMode = make({K(Qt::Key_N)}, QStringLiteral("document-edit"));
    notesMode->setCheckable(true);
    colourMode = make({K(Qt::Key_C)}, QStringLiteral("color-fill"));
    colourMode->setCheckable(true);
    digitFirst = make({K(Qt::Key_D)});
    digitFirst->setCheckable(true);
    fillCandidates = make({K(Qt::CTRL | Qt::SHIFT | Qt::Key_F)});
    clearNotes = make({});
    clearColours = make({});
    setCheckpoint = make({K(Qt::CTRL | Qt::Key_M)}, QStringLiteral("bookmark-new"));
    nameCheckpoint = make({K(Qt::CTRL | Qt::SHIFT | Qt::Key_M)});
    backToCheckpoint = make({K(Qt::CTRL | Qt::Key_B)}, QStringLiteral("go-jump"));
    backToCheckpoint->setEnabled(false);

    hint = make({K(Qt::Key_H)}, QStringLiteral("help-hint"), QStringLiteral("hint"));
    check = make({K(Qt::CTRL | Qt::Key_K)}, QStringLiteral("tools-check-spelling"), QStringLiteral("check"));
    solve = make({K(Qt::CTRL | Qt::Key_L)}, QStringLiteral("system-run"), QStringLiteral("solve"));
    stop = make({K(Qt::Key_Escape)}, QStringLiteral("process-stop"), QStringLiteral("stop"));
    stop->setEnabled(false);
    solverGroup = new QActionGroup(this);
    for (auto algorithm : {sudoku::Algorithm::Naive, sudoku::Algorithm::Dfs, sudoku::Algorithm::Dlx}) {
        const int i = static_cast<int>(algorithm);
        // The solver's name is its command-line name, the same in every language.
        QAction *action = make({});
        action->setText(QString::fromUtf8(sudoku::algorithmName(algorithm).data()));
        action->setCheckable(true);
        action->setData(i);
        solverGroup->addAction(action);
        solverAt[i] = action;
    }

    allSteps = make({K(Qt::CTRL | Qt::SHIFT | Qt::Key_H)});
    allSteps->setCheckable(true);
    solutionPath = make({K(Qt::CTRL | Qt::SHIFT | Qt::Key_L)});
    solutionPath->setCheckable(true);

    switchFocus = make({K(Qt::Key_F6), K(Qt::SHIFT | Qt::Key_F6)});
    preferences = make(withStandard(K::Preferences, {}), QStringLiteral("configure"));
    shortcuts = make(withStandard(K::HelpContents, {K(Qt::Key_F1)}), QStringLiteral("help-keyboard-shortcuts"));
    techniques = make({}, QStringLiteral("help-contents"));
    about = make({}, QStringLiteral("help-about"));

    statistics = make({K(Qt::CTRL | Qt::Key_T)}, QStringLiteral("office-chart-bar"));
    dailyPuzzle = make({K(Qt::CTRL | Qt::Key_D)}, QStringLiteral("view-calendar-day"));
    for (Difficulty d : kDifficulties) {
        QAction *action = make({});
        action->setData(static_cast<int>(d));
        dailyAt[static_cast<int>(d)] = action;
    }
    showCoordinates = make({K(Qt::CTRL | Qt::SHIFT | Qt::Key_C)});
    showCoordinates->setCheckable(true);
    showDifficultyLeft = make({});
    showDifficultyLeft->setCheckable(true);
    showChainNotation = make({});
    showChainNotation->setCheckable(true);
    for (int d = 1; d <= 9; ++d) {
        QAction *action = make({K(Qt::ALT | static_cast<Qt::Key>(Qt::Key_0 + d))});
        action->setCheckable(true);
        action->setData(d);
        filterDigit[static_cast<std::size_t>(d - 1)] = action;
    }
    filterBivalue = make({K(Qt::CTRL | Qt::ALT | Qt::Key_B)});
    filterBivalue->setCheckable(true);
    clearFilter = make({K(Qt::ALT | Qt::Key_0)});
    copyPencilMarks = make({});
    exportPencilMarks = make({}, QStringLiteral("document-export"));
    retranslate();
}

void GameActions::setNewGameLevel(Difficulty level)
{
    newGameAt[static_cast<std::size_t>(level)]->setChecked(true);
}

QString GameActions::hintToolTip()
{
    return tr("Hint in stages: the technique, where to look, why, then apply it (counts as help)");
}

void GameActions::retranslate()
{
    newGame->setText(tr("&New Game", "start a new puzzle"));
    newGame->setToolTip(tr("Start a new puzzle of the chosen level"));
    newGameDialog->setText(tr("New &Game Options\u2026"));
    newGameDialog->setToolTip(tr("Choose the level and the symmetry of new puzzles"));
    practise->setText(tr("Practise a Tec&hnique\u2026"));
    practise->setToolTip(tr("A puzzle whose solution needs the techniques you choose, to learn or practise them"));
    for (Difficulty d : kDifficulties)
        newGameAt[static_cast<int>(d)]->setText(difficultyName(d));
    restart->setText(tr("&Restart", "clear the player's entries"));
    restart->setToolTip(tr("Take away every entry and note (undoable)"));
    enterPuzzle->setText(tr("&Enter a Puzzle\u2026"));
    startPlaying->setText(tr("Start Pla&ying"));
    paste->setText(tr("&Paste Puzzle"));
    copy->setText(tr("&Copy Puzzle"));
    open->setText(tr("&Open\u2026", "open a saved game"));
    nextFromFile->setText(tr("Next Puzzle from &File", "the next puzzle of the file of puzzles last opened"));
    save->setText(tr("&Save", "save the game"));
    saveAs->setText(tr("Save &As\u2026"));
    setPaused(pause->isChecked());
    pause->setToolTip(tr("Hide the board and stop the clock"));
    quit->setText(tr("&Quit"));

    undo->setText(tr("&Undo"));
    redo->setText(tr("&Redo"));
    updateUndoTips();
    erase->setText(tr("&Erase", "clear the selected cell"));
    erase->setToolTip(tr("Clear the selected cell (Delete, Backspace or 0)"));
    notesMode->setText(tr("&Notes", "pencil-mark mode"));
    notesMode->setToolTip(tr("Digits become pencil marks (N; or hold Shift while typing a digit)"));
    colourMode->setText(tr("&Colour", "colouring mode"));
    colourMode->setToolTip(tr("Colour cells and candidates (C): a digit key or a click paints, Shift+digit or a "
                              "right click on a pencil mark paints the candidate"));
    digitFirst->setText(tr("&Digit First", "input mode: pick a digit, then click cells"));
    digitFirst->setToolTip(tr("Pick a digit on the pad or with a key, then click cells to place it (D)"));
    fillCandidates->setText(tr("&Fill In All Candidates"));
    clearNotes->setText(tr("Clear All N&otes", "remove every pencil mark"));
    clearColours->setText(tr("Clear All Co&lours", "remove every colour of cells and candidates"));
    setCheckpoint->setText(tr("Set Chec&kpoint", "mark the position to come back to it"));
    setCheckpoint->setToolTip(tr("Mark the position, before a guess, to come back to it (Ctrl+M)"));
    nameCheckpoint->setText(tr("Set Named Checkpoint\u2026"));
    nameCheckpoint->setToolTip(tr("Mark the position under a name of your choice (Ctrl+Shift+M)"));
    backToCheckpoint->setText(tr("&Back to Checkpoint"));
    backToCheckpoint->setToolTip(tr("Go back to the newest checkpoint, as one move that Undo takes back (Ctrl+B)"));

    hint->setText(tr("&Hint"));
    hint->setToolTip(hintToolTip());
    check->setText(tr("&Check", "compare entries with the solution"));
    check->setToolTip(tr("Mark every entry that does not match the solution (counts as help)"));
    solve->setText(tr("&Solve", "show the solution"));
    solve->setToolTip(tr("Show the solution, found by the chosen solver (undoable)"));
    stop->setText(tr("S&top", "stop the search"));
    stop->setToolTip(tr("Stop the search, or close the hint"));
    const QString solverTips[] = {tr("naive: the seed programs' row-by-row backtracking (slow on hard puzzles)"),
        tr("dfs: bitboards, singles and fewest-candidates-first search"),
        tr("dlx: Knuth's Dancing Links over the exact-cover matrix")};
    for (std::size_t i = 0; i < solverAt.size(); ++i) {
        solverAt[i]->setToolTip(solverTips[i]);
        solverAt[i]->setStatusTip(solverTips[i]);
    }

    allSteps->setText(tr("&All Steps", "a panel listing every step that applies"));
    allSteps->setToolTip(tr("List every logical step that applies now, to draw one on the board or apply it "
                            "(Ctrl+Shift+H)"));
    solutionPath->setText(tr("Solution &Path", "a panel listing the logical solution step by step"));
    solutionPath->setToolTip(tr("The whole logical solution from the position, step by step, to look at on the board "
                                "or play up to a step (Ctrl+Shift+L)"));

    showCoordinates->setText(tr("Show Coordinates", "row and column labels on the board's edge"));
    showCoordinates->setToolTip(tr("Label the rows r1\u2013r9 and the columns c1\u2013"
                                   "c9 on the board's edge, as hints name cells (Ctrl+Shift+C)"));
    showDifficultyLeft->setText(tr("Show Difficulty Left", "the rating of what remains of the puzzle"));
    showDifficultyLeft->setToolTip(tr("Rate what remains of the puzzle after every move, in the status bar: the "
                                      "level and rating of the position as a puzzle of its own"));
    showChainNotation->setText(tr("Show Chain Notation", "a hint's chains written in Eureka notation"));
    showChainNotation->setToolTip(tr("Under a chain's hint, write its chains in the notation of HoDoKu and Sudoku "
                                     "Explainer: (7)r1c2=(7)r1c8-(7)r4c8, '=' a strong link, '-' a weak one"));
    for (int d = 1; d <= 9; ++d) {
        QAction *action = filterDigit[static_cast<std::size_t>(d - 1)];
        action->setText(tr("Pencil Marks of %1", "candidate filter: show this digit's pencil marks").arg(d));
        action->setToolTip(tr("Show only the pencil marks of the digits checked here (Alt+digit); the others stay "
                              "in the game, out of sight"));
    }
    filterBivalue->setText(tr("Bivalue Cells Only", "candidate filter: cells with exactly two pencil marks"));
    filterBivalue->setToolTip(tr("Show only the pencil marks of cells that have exactly two (Ctrl+Alt+B)"));
    clearFilter->setText(tr("Show All Pencil Marks", "turn the candidate filter off"));
    clearFilter->setToolTip(tr("Turn the candidate filter off (Alt+0)"));

    switchFocus->setText(tr("&Go to the Message or Hint", "move the keyboard from the board to the buttons beside it"));
    switchFocus->setToolTip(tr("Move the keyboard between the board and the buttons of the message or hint beside it "
                               "(F6); Tab goes from button to button"));
    preferences->setText(tr("&Preferences\u2026"));
    shortcuts->setText(tr("&Keyboard Shortcuts"));
    techniques->setText(tr("&Techniques"));
    techniques->setToolTip(tr("Every solving technique explained, with an example"));
    about->setText(tr("&About Sudoku"));

    statistics->setText(tr("S&tatistics\u2026"));
    statistics->setToolTip(tr("Games played, best and average times, streaks and the history of your games"));
    dailyPuzzle->setText(tr("&Daily Puzzle", "today's puzzle, the same for everyone"));
    dailyPuzzle->setToolTip(tr("Today's puzzle of the chosen level: the same for everyone, a new one every day"));
    setDailyDone(m_dailyDone);
    copyPencilMarks->setText(tr("&Pencil-Mark Grid", "copy the board as a grid of candidates"));
    copyPencilMarks->setToolTip(
        tr("The position with its candidates, as HoDoKu and Sudoku Explainer read it (a cell without notes "
           "gets every candidate)"));
    exportPencilMarks->setText(tr("Export Pencil &Marks\u2026"));
    exportPencilMarks->setToolTip(copyPencilMarks->toolTip());
}

void GameActions::setDailyDone(const std::array<bool, kDifficulties.size()> &done)
{
    m_dailyDone = done;
    for (Difficulty d : kDifficulties) {
        const auto i = static_cast<std::size_t>(d);
        dailyAt[i]->setText(done[i]
                ? tr("%1 \u2713", "a level whose daily puzzle is finished today").arg(difficultyName(d))
                : difficultyName(d));
    }
}

void GameActions::setPaused(bool paused)
{
    pause->setChecked(paused);
    // The toolbar button shows what a click does: pause, or go on.
    pause->setIcon(paused ? actionicon::themed(QStringLiteral("media-playback-start"), QStringLiteral("play"))
                          : actionicon::themed(QStringLiteral("media-playback-pause"), QStringLiteral("pause")));
    pause->setText(paused ? tr("Res&ume", "end the pause") : tr("Pa&use"));
}

void GameActions::updateUndoTips()
{
    const QString undoText = m_undoStack->undoText();
    undo->setToolTip(undoText.isEmpty() ? tr("Undo") : tr("Undo: %1").arg(undoText));
    const QString redoText = m_undoStack->redoText();
    redo->setToolTip(redoText.isEmpty() ? tr("Redo") : tr("Redo: %1").arg(redoText));
}

QList<QKeySequence> GameActions::withStandard(QKeySequence::StandardKey standard, QList<QKeySequence> keys)
{
    for (const QKeySequence &key : QKeySequence::keyBindings(standard)) {
        if (!keys.contains(key))
            keys.append(key);
    }
    return keys;
}

QAction *GameActions::make(const QList<QKeySequence> &shortcuts, const QString &icon, const QString &fallback)
{
    auto *action = new QAction(this);
    if (!shortcuts.isEmpty()) {
        action->setShortcuts(shortcuts);
        action->setShortcutContext(Qt::WindowShortcut);
    }
    // The toolbar's commands have an icon of their own for desktops without an icon theme (or without this
    // icon: few themes have help-hint); the others have one only when the theme does.
    if (!fallback.isEmpty())
        action->setIcon(actionicon::themed(icon, fallback));
    else if (!icon.isEmpty())
        action->setIcon(QIcon::fromTheme(icon));
    m_window->addAction(action);
    return action;
}
