// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/messagebar.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <vector>

class BoardView;
class FinishDialog;
class StatisticsDialog;
struct FinishInfo;
class GameActions;
class GlossaryWindow;
class GameClock;
class GameController;
class GameModel;
class HintPanel;
struct Hint;
class PathPanel;
class QDockWidget;
class StepsController;
class StepsPanel;
class Language;
class NumberPad;
class PrintController;
class QLabel;
class QMenu;
class QProgressBar;
class QProgressDialog;
class QToolBar;
class QTimer;
class QToolButton;
class Settings;
class SolveController;
class VisualizerPanel;
class QAction;

// The window: board and number pad in the middle, an inline message bar above them, the toolbar, the
// menus and a status bar with the puzzle's level, the solver, the worker's progress and the clock.
// It owns the model, the controllers and the clock, and only wires them together.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // `settings` must outlive the window. `autosavePath` empty = the default location.
    explicit MainWindow(Settings *settings, const QString &autosavePath = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    GameModel *model() const { return m_model; }
    GameController *game() const { return m_game; }
    SolveController *solver() const { return m_solver; }
    BoardView *board() const { return m_board; }
    GlossaryWindow *glossary() const; // null until Help > Techniques opens it
    NumberPad *pad() const { return m_pad; }
    MessageBar *messageBar() const { return m_message; }
    GameActions *actions() const { return m_actions; }
    GameClock *clock() const { return m_clock; }
    QLabel *clockLabel() const { return m_clockLabel; }
    Language *language() const { return m_language; }
    PrintController *printing() const { return m_print; }
    HintPanel *hintPanel() const { return m_hintPanel; }
    StepsController *stepsController() const { return m_steps; }
    StepsPanel *stepsPanel() const { return m_stepsPanel; }
    PathPanel *pathPanel() const { return m_pathPanel; }
    QDockWidget *stepsDock() const { return m_stepsDock; }
    QDockWidget *pathDock() const { return m_pathDock; }
    QLabel *levelLabel() const { return m_levelLabel; }
    QLabel *filterLabel() const { return m_filterLabel; } // says which candidate filter is on
    QLabel *leftLabel() const { return m_leftLabel; } // the difficulty of what is left (View > Show Difficulty Left)
    QAction *visualizeAction() const { return m_visualize; }
    VisualizerPanel *visualizer() const { return m_visualizer; }
    StatisticsDialog *statisticsDialog() const;
    FinishDialog *finishDialog() const;
    void showStatistics();
    // Saves the position as a pencil-mark grid to `path`; a translated error, or empty.
    QString exportPencilMarks(const QString &path);

    void applySettings();
    // Asks before a game is thrown away (a modal question, `detail` under it: `accept` or Cancel); true when
    // accepted.
    bool confirm(const QString &question, const QString &detail, const QString &accept);
    // Switches the interface language at once and remembers it ("" = follow the system).
    void setLanguage(const QString &code);
    // A later launch handed over (SingleInstance): to the front, and `file` opened as Open does (empty: none).
    void openFromLaunch(const QString &file);
    // The session ends (SIGTERM, SIGHUP, SIGINT: QuitSignals): saves what can be saved and quits, asking
    // nothing, since no one may be there to answer.
    void endSession();
    // What holds against the game and the statistics being kept, in the status bar ("" when nothing does).
    QString problemsText() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitToScreen();
    void updateToolBarStyle();
    void buildMenus();
    void buildToolBar();
    void buildStatusBar();
    void buildLanguageMenu(QMenu *parent);
    // Runs `retranslate` now and again after every language change: the one way this window sets text.
    void onRetranslate(std::function<void()> retranslate);
    void retranslateUi();
    void updateTitle(); // the open file, whether it changed since, the app's name
    void updateNextFromFile(); // Next Puzzle from File: enabled, and its status tip
    void updateSolverButton();
    void connectActions();
    void updateActions();
    void updateClockLabel();
    void updateProblems(); // the status bar's lasting warning: autosave failing, statistics off
    void saveSettings(); // writes them a moment after a change; says once when that fails, and when it works again
    // At quit, when the settings cannot be written: Try Again (true once written), Quit Anyway (true), Cancel.
    bool mayQuitWithoutSettings();
    void switchFocus(); // F6
    void updateClockFont();
    void updateHint();
    // All Steps and Solution Path: their docks beside the board, shown by their actions; a step selected in
    // one is drawn on the board as a hint's third stage (`from`: 1 All Steps, 2 Solution Path).
    void buildStepPanels();
    void showStep(int from, const Hint *hint);
    void updateCandidateFilter();
    void updateLeftLabel(); // from the filter's actions to the board, the input and the status bar
    void openGame();
    QString startFolder() const; // where a file dialog opens: the last folder chosen, Documents, or home
    void showDone(const QString &text,
        const QList<MessageBar::Button> &buttons = {}); // a file written: said beside the board until the next move
    bool saveGame(bool askPath);
    // At quit, when the game could not be saved: Save As (true once saved), Quit Anyway (true), Cancel (false).
    bool mayQuitUnsaved();
    void showError(const QString &title, const QString &text);
    void showPreferences();
    void chooseNewGame();
    void choosePractise();
    void showGenerating(bool busy);
    void showShortcuts();
    void showAbout();
    void showGlossary();
    void showVisualizer();
    void hideLabWhilePaused(bool paused); // the lab's windows go while the game is paused, and come back
    void showFinish(const FinishInfo &info);
    void chooseExportPencilMarks();
    // Checkpoints: the Edit menu's lists of them, setting one (named or not), going back to one.
    void updateCheckpointMenus();
    void markCheckpoint(bool askName);
    void goBackToCheckpoint(int index);
    void placeBeside(QWidget *window, QSize preferred);

public:
    // Where a window of `preferred` size (at least `minimum`) goes beside a main window framed `main` on a
    // screen whose free area is `free`: beside it on the side with more room, narrower if need be, else over
    // it against the screen's edge; never larger than the free area.
    static QRect besideGeometry(const QRect &main, const QRect &free, QSize preferred, QSize minimum);

private:
    QMenu *m_checkpointMenu = nullptr; // go back to any checkpoint
    QMenu *m_deleteCheckpointMenu = nullptr;
    Settings *m_settings;
    GameModel *m_model;
    SolveController *m_solver;
    GameClock *m_clock;
    GameController *m_game;
    GameActions *m_actions;
    Language *m_language;
    std::vector<std::function<void()>> m_retranslators;
    BoardView *m_board;
    NumberPad *m_pad;
    MessageBar *m_message;
    PrintController *m_print;
    HintPanel *m_hintPanel;
    StepsController *m_steps;
    StepsPanel *m_stepsPanel = nullptr;
    PathPanel *m_pathPanel = nullptr;
    // The version given to QMainWindow::saveState and restoreState: raise it when the docks change so much that
    // an old state would put them wrong.
    static constexpr int kWindowStateVersion = 1;
    QDockWidget *m_stepsDock = nullptr;
    QDockWidget *m_pathDock = nullptr;
    int m_stepShownFrom = 0; // the panel whose selected step the board draws (showStep), 0: none
    QLabel *m_levelLabel;
    QLabel *m_workLabel;
    QLabel *m_filterLabel;
    QLabel *m_leftLabel;
    QLabel *m_problemLabel; // lasts while the problem does, unlike a message a new game closes
    bool m_ending = false; // endSession(): closing asks nothing
    QTimer *m_settingsTimer; // a change of the settings is written a moment later
    QString m_settingsError; // why the settings could not be written last time; empty when they were
    QProgressBar *m_busy;
    QToolButton *m_solverButton;
    QLabel *m_clockLabel;
    QAction *m_clockAction; // the clock's place in the toolbar
    QToolBar *m_toolBar = nullptr;
    QToolButton *m_newButton = nullptr;
    int m_wideToolBar = 0; // the toolbar's width with every name shown; 0: to be measured
    QPointer<GlossaryWindow> m_glossary; // Help > Techniques, made when first asked for
    QPointer<QProgressDialog> m_generating; // while a new puzzle is made
    quint64 m_savedRevision = ~quint64(0); // the model's revision when the player last saved by hand
    QString m_lastFolder; // the folder of the last file chosen in a file dialog
    QAction *m_visualize;
    VisualizerPanel *m_visualizer = nullptr;
    QList<QPointer<QWidget>> m_hiddenWhilePaused; // the lab's windows Pause hid
    QPointer<StatisticsDialog> m_statisticsDialog;
    QPointer<FinishDialog> m_finishDialog;
};
