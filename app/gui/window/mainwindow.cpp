// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/mainwindow.h"

#include "assist/assistcontroller.h"
#include "assist/hintpanel.h"
#include "assist/hinttext.h"
#include "assist/stepscontroller.h"
#include "assist/stepspanel.h"
#include "board/boardview.h"
#include "board/messagebar.h"
#include "board/numberpad.h"
#include "dialogs/aboutdialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/practisedialog.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/puzzlelistdialog.h"
#include "game/autosave.h"
#include "game/gameclock.h"
#include "game/gamemodel.h"
#include "glossary/glossarywindow.h"
#include "play/gamecontroller.h"
#include "play/inputcontroller.h"
#include "print/printcontroller.h"
#include "settings/language.h"
#include "settings/settings.h"
#include "stats/finishdialog.h"
#include "stats/statistics.h"
#include "stats/statisticsdialog.h"
#include "visualizer/comparewindow.h"
#include "visualizer/visualizerpanel.h"
#include "vocab/hintbranches.h"
#include "vocab/techniquetext.h"
#include "window/actionicon.h"
#include "window/gameactions.h"
#include "window/playarea.h"
#include "workers/puzzlepool.h"
#include "workers/solvecontroller.h"

#include <QAbstractButton>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>

#include <cstdio>
#include <utility>

MainWindow::MainWindow(Settings *settings, const QString &autosavePath, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_model(new GameModel(this))
    , m_solver(new SolveController(this))
    , m_clock(new GameClock(this))
    , m_game(new GameController(m_model, m_solver, m_clock, settings, autosavePath, this))
    , m_actions(new GameActions(m_model->undoStack(), this))
    , m_language(new Language(this))
    , m_steps(new StepsController(m_model, this))
{
    m_language->setLanguage(m_settings->language());
    m_board = new BoardView(m_model);
    m_pad = new NumberPad(m_model, {m_actions->notesMode, m_actions->colourMode, m_actions->erase});
    m_message = new MessageBar;
    m_print = new PrintController(m_model, this);
    m_hintPanel = new HintPanel;
    m_hintPanel->hide();

    // The board keeps its size when a message or the hint opens: they go in the column beside it.
    setCentralWidget(new PlayArea(m_board, m_pad, {m_message, m_hintPanel}, {m_hintPanel}));

    m_visualize = new QAction(actionicon::shipped(QStringLiteral("visualize")), QString(), this); // a search tree
    m_visualize->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    onRetranslate([this] { m_visualize->setText(tr("&Visualize Search")); }); // its tool tip: updateActions
    connect(m_visualize, &QAction::triggered, this, &MainWindow::showVisualizer);
    buildStepPanels();
    buildMenus();
    buildToolBar();
    buildStatusBar();
    connectActions();
    retranslateUi();

    m_game->setConfirm([this](const QString &question, const QString &detail, const QString &accept) {
        return confirm(question, detail, accept);
    });
    m_game->setChoosePuzzle([this](const QString &file, const sudoku::PuzzleBatch &batch) {
        PuzzleListDialog dialog(file, batch, this);
        return dialog.exec() == QDialog::Accepted ? dialog.chosenIndex() : -1;
    });
    applySettings();
    // Every change of the settings is written a moment later, and a disk that refuses it is told.
    m_settingsTimer = new QTimer(this);
    m_settingsTimer->setSingleShot(true);
    m_settingsTimer->setInterval(500);
    connect(m_settingsTimer, &QTimer::timeout, this, &MainWindow::saveSettings);
    m_settings->setChanged([this] {
        m_settingsTimer->start();
        m_actions->setNewGameLevel(m_settings->difficulty()); // New Game Options, Preferences, a new game
    });
    m_settingsTimer->start(); // once at the start too: a configuration file that cannot be kept is told early
    if (!restoreGeometry(m_settings->windowGeometry()))
        resize(900, 720);
    // The side panels as they were: shown or not, docked where or floating, their size. A state of another
    // version or a damaged one is not restored (restoreState changes nothing then). A panel shown is also
    // wanted: its action checked, its lists worked out.
    if (restoreState(m_settings->windowState(), kWindowStateVersion)) {
        m_actions->allSteps->setChecked(!m_stepsDock->isHidden());
        m_actions->solutionPath->setChecked(!m_pathDock->isHidden());
    }
    fitToScreen();
    m_board->setFocus();
    updateActions();
}

bool MainWindow::confirm(const QString &question, const QString &detail, const QString &accept)
{
    QMessageBox box(QMessageBox::Question, tr("Sudoku"), question, QMessageBox::Cancel, this);
    box.setInformativeText(detail);
    QPushButton *yes = box.addButton(accept, QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == yes;
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // Esc in a menu opened from the menu bar (Alt+G, or Alt then Down) closes the menu and, as Qt does it,
    // leaves the menu bar holding the keyboard, so that the arrow keys open the next menus instead of moving
    // on the board. Here the keyboard goes back where it was: Esc in the menu bar leaves it.
    if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape
        && qobject_cast<QMenu *>(watched)) {
        QTimer::singleShot(0, this, [this] {
            if (menuBar()->hasFocus() && !QApplication::activePopupWidget()) {
                QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
                QCoreApplication::sendEvent(menuBar(), &escape);
            }
        });
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::fitToScreen()
{
    // Never larger than the screen's free space, whatever the saved size or the scale factor (at 2x a
    // 1400x1000 screen has room for 700x500 logical pixels): the window manager's frame is allowed for.
    const QScreen *screen = this->screen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    const QSize frame(16, 48); // a title bar and borders, before the window manager says
    const QSize fits = (available.size() - frame).expandedTo(minimumSizeHint());
    if (width() <= fits.width() && height() <= fits.height())
        return;
    resize(size().boundedTo(fits));
    move(available.left() + std::max(0, (available.width() - width() - frame.width()) / 2),
        available.top() + std::max(0, (available.height() - height() - frame.height()) / 2));
}

MainWindow::~MainWindow()
{
    m_settings->setChanged({}); // the settings outlive the window
    m_game->pool()->shutdown();
    m_solver->shutdown();
}

void MainWindow::buildMenus()
{
    QMenu *game = menuBar()->addMenu(QString());
    onRetranslate([game] { game->setTitle(tr("&Game")); });
    game->addAction(m_actions->newGame);
    game->addAction(m_actions->newGameDialog);
    game->addAction(m_actions->practise);
    QMenu *level = game->addMenu(QString());
    onRetranslate([level] { level->setTitle(tr("New Game at &Level", "submenu of levels")); });
    for (QAction *action : m_actions->newGameAt)
        level->addAction(action);
    game->addAction(m_actions->dailyPuzzle);
    QMenu *daily = game->addMenu(QString());
    onRetranslate([daily] { daily->setTitle(tr("Daily Pu&zzle at Level", "submenu of levels")); });
    for (QAction *action : m_actions->dailyAt)
        daily->addAction(action);
    // The ticks are the day's puzzles of the variant New uses, which the New Game dialog may have changed.
    connect(daily, &QMenu::aboutToShow, this, [this] {
        if (const auto &summary = m_game->statistics()->summary())
            m_actions->setDailyDone(summary->dailyDone(m_settings->variant()));
    });
    game->addAction(m_actions->restart);
    game->addSeparator();
    game->addAction(m_actions->enterPuzzle);
    game->addAction(m_actions->startPlaying);
    game->addAction(m_actions->paste);
    game->addAction(m_actions->copy);
    QMenu *copyAs = game->addMenu(QString());
    onRetranslate([copyAs] { copyAs->setTitle(tr("Copy &Board As", "submenu: line, grid, image")); });
    copyAs->addActions({m_print->copyLine, m_print->copyGrid, m_print->copyImage});
    copyAs->addAction(m_actions->copyPencilMarks);
    game->addSeparator();
    game->addAction(m_actions->open);
    game->addAction(m_actions->nextFromFile);
    game->addAction(m_actions->save);
    game->addAction(m_actions->saveAs);
    game->addSeparator();
    game->addActions({m_print->print, m_print->printPreview, m_print->exportFile, m_print->booklet});
    game->addAction(m_actions->exportPencilMarks);
    game->addSeparator();
    game->addAction(m_actions->pause);
    game->addAction(m_actions->statistics);
    game->addSeparator();
    game->addAction(m_actions->quit);

    QMenu *edit = menuBar()->addMenu(QString());
    onRetranslate([edit] { edit->setTitle(tr("&Edit")); });
    edit->addAction(m_actions->undo);
    edit->addAction(m_actions->redo);
    edit->addSeparator();
    edit->addAction(m_actions->erase);
    edit->addAction(m_actions->notesMode);
    edit->addAction(m_actions->colourMode);
    edit->addAction(m_actions->digitFirst);
    edit->addSeparator();
    edit->addAction(m_actions->fillCandidates);
    edit->addAction(m_actions->clearNotes);
    edit->addAction(m_actions->clearColours);
    edit->addSeparator();
    edit->addAction(m_actions->setCheckpoint);
    edit->addAction(m_actions->nameCheckpoint);
    edit->addAction(m_actions->backToCheckpoint);
    m_checkpointMenu = edit->addMenu(QString());
    m_deleteCheckpointMenu = edit->addMenu(QString());
    onRetranslate([this] {
        m_checkpointMenu->setTitle(tr("&Go Back to Checkpoint", "submenu of the checkpoints by name"));
        m_deleteCheckpointMenu->setTitle(tr("Dele&te Checkpoint", "submenu of the checkpoints by name"));
        updateCheckpointMenus();
    });

    QMenu *assist = menuBar()->addMenu(QString());
    onRetranslate([assist] { assist->setTitle(tr("&Assist", "menu of hint, check and solve")); });
    assist->addAction(m_actions->hint);
    assist->addAction(m_actions->check);
    assist->addSeparator();
    assist->addAction(m_actions->solve);
    assist->addAction(m_actions->stop);
    assist->addSeparator();
    assist->addAction(m_actions->allSteps);
    assist->addAction(m_actions->solutionPath);
    QMenu *solvers = assist->addMenu(QString());
    onRetranslate([solvers] { solvers->setTitle(tr("Sol&ver")); });
    solvers->addActions(m_actions->solverGroup->actions());

    QMenu *view = menuBar()->addMenu(QString());
    onRetranslate([view] { view->setTitle(tr("&View")); });
    view->addAction(m_visualize);
    view->addAction(m_actions->switchFocus);
    view->addSeparator();
    view->addAction(m_actions->showCoordinates);
    view->addAction(m_actions->showDifficultyLeft);
    view->addAction(m_actions->showChainNotation);
    QMenu *filter = view->addMenu(QString());
    onRetranslate([filter] { filter->setTitle(tr("Candidate Filter", "submenu: which pencil marks show")); });
    for (QAction *action : m_actions->filterDigit)
        filter->addAction(action);
    filter->addSeparator();
    filter->addAction(m_actions->filterBivalue);
    filter->addSeparator();
    filter->addAction(m_actions->clearFilter);

    QMenu *settings = menuBar()->addMenu(QString());
    onRetranslate([settings] { settings->setTitle(tr("&Settings")); });
    settings->addAction(m_actions->preferences);
    buildLanguageMenu(settings);

    QMenu *help = menuBar()->addMenu(QString());
    onRetranslate([help] { help->setTitle(tr("&Help")); });
    help->addAction(m_actions->shortcuts);
    help->addAction(m_actions->techniques);
    help->addAction(m_actions->about);
    QAction *aboutQt = help->addAction(QString(), qApp, &QApplication::aboutQt);
    onRetranslate([aboutQt] { aboutQt->setText(tr("About &Qt")); });

    for (QMenu *menu : {game, edit, assist, view, settings, help})
        menu->installEventFilter(this);
}

void MainWindow::buildToolBar()
{
    QToolBar *bar = addToolBar(QString());
    m_toolBar = bar;
    onRetranslate([bar] { bar->setWindowTitle(tr("Game", "toolbar name")); });
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // New with a drop-down of levels, like KSudoku's difficulty box but one click away from play.
    auto *newButton = new QToolButton(bar);
    newButton->setDefaultAction(m_actions->newGame);
    newButton->setPopupMode(QToolButton::MenuButtonPopup);
    auto *levels = new QMenu(newButton);
    for (QAction *action : m_actions->newGameAt)
        levels->addAction(action);
    levels->addSeparator();
    levels->addAction(m_actions->newGameDialog);
    newButton->setMenu(levels);
    bar->addWidget(newButton);
    m_newButton = newButton;
    // Names beside the icons of the commands a player looks for (New, Hint, Check, Solve, Pause); the others
    // are known by their icons, with their names in the tool tips.
    for (QAction *action : {m_actions->restart, m_actions->undo, m_actions->redo, m_actions->stop, m_visualize})
        action->setPriority(QAction::LowPriority);
    bar->addAction(m_actions->restart);
    bar->addSeparator();
    bar->addAction(m_actions->undo);
    bar->addAction(m_actions->redo);
    bar->addSeparator();
    bar->addAction(m_actions->hint);
    bar->addAction(m_actions->check);
    bar->addAction(m_actions->solve);
    bar->addAction(m_actions->stop);
    bar->addAction(m_visualize);
    auto *spacer = new QWidget(bar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(spacer);
    bar->addAction(m_actions->startPlaying);
    // The time, large, next to Pause (as GNOME Sudoku has it in its header bar), not small in the corner.
    m_clockLabel = new QLabel(bar);
    m_clockLabel->setObjectName(QStringLiteral("clock"));
    m_clockLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_clockLabel->setContentsMargins(10, 0, 6, 0);
    updateClockFont();
    m_clockAction = bar->addWidget(m_clockLabel);
    bar->addAction(m_actions->pause);
}

void MainWindow::buildStatusBar()
{
    m_levelLabel = new QLabel;
    onRetranslate([this] { m_levelLabel->setAccessibleName(tr("Puzzle", "status bar: level and number")); });
    m_workLabel = new QLabel;
    m_leftLabel = new QLabel;
    m_leftLabel->setObjectName(QStringLiteral("difficultyLeft"));
    m_leftLabel->hide();
    m_filterLabel = new QLabel;
    m_filterLabel->setObjectName(QStringLiteral("candidateFilter"));
    m_filterLabel->hide();
    m_problemLabel = new QLabel;
    m_problemLabel->setObjectName(QStringLiteral("problems"));
    m_problemLabel->hide();
    m_busy = new QProgressBar;
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(80);
    m_busy->setMaximumHeight(14);
    m_busy->setTextVisible(false);
    m_busy->hide();
    m_solverButton = new QToolButton;
    m_solverButton->setAutoRaise(true);
    m_solverButton->setPopupMode(QToolButton::InstantPopup);
    auto *solverMenu = new QMenu(m_solverButton);
    solverMenu->addActions(m_actions->solverGroup->actions());
    m_solverButton->setMenu(solverMenu);
    onRetranslate([this] {
        m_solverButton->setToolTip(tr("The solver Solve uses"));
        m_solverButton->setAccessibleName(tr("Solver"));
        m_clockLabel->setAccessibleName(tr("Time", "playing time"));
    });
    statusBar()->addWidget(m_levelLabel, 1);
    statusBar()->addPermanentWidget(m_leftLabel);
    statusBar()->addPermanentWidget(m_filterLabel);
    statusBar()->addPermanentWidget(m_problemLabel);
    statusBar()->addPermanentWidget(m_workLabel);
    statusBar()->addPermanentWidget(m_busy);
    statusBar()->addPermanentWidget(m_solverButton);
}

void MainWindow::chooseNewGame()
{
    auto *dialog = new NewGameDialog(m_settings, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { m_game->newGame(dialog->difficulty()); });
    dialog->open();
}

void MainWindow::choosePractise()
{
    auto *dialog = new PractiseDialog(m_settings, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    PractiseController *practise = m_game->practise();
    connect(dialog, &PractiseDialog::generateRequested, practise,
        [practise](const sudoku::PractiseOptions &options) { practise->start(options); });
    connect(dialog, &PractiseDialog::cancelRequested, practise, &PractiseController::cancel);
    connect(practise, &PractiseController::progressed, dialog, &PractiseDialog::setProgress);
    connect(practise, &PractiseController::gaveUp, dialog, &PractiseDialog::setGaveUp);
    connect(practise, &PractiseController::ready, dialog, [this, dialog](const PractiseGame &game) {
        dialog->accept();
        m_game->playPractiseGame(game);
    });
    dialog->open();
}

void MainWindow::showGenerating(bool busy)
{
    // A busy indicator with Cancel, shown only when the pool had nothing ready and generation takes a while.
    if (!busy) {
        if (m_generating)
            m_generating->deleteLater();
        m_generating = nullptr;
        return;
    }
    if (m_generating)
        return;
    // Named by its level, a variant's by its variant too.
    const sudoku::Variant variant = m_settings->variant();
    const QString level = difficultyName(m_settings->difficulty());
    const QString text = variant == sudoku::Variant::Classic
        ? tr("Making a new %1 puzzle\u2026").arg(level)
        : tr("Making a new %1 puzzle (%2)\u2026", "variant, then level").arg(techniquetext::variant(variant), level);
    m_generating = new QProgressDialog(text, tr("Cancel"), 0, 0, this);
    m_generating->setWindowTitle(tr("New Game"));
    m_generating->setWindowModality(Qt::WindowModal);
    m_generating->setMinimumDuration(300);
    m_generating->setAutoClose(false);
    m_generating->setAutoReset(false);
    connect(m_generating, &QProgressDialog::canceled, m_game, &GameController::cancelNewGame);
}

void MainWindow::connectActions()
{
    GameActions *a = m_actions;
    connect(a->newGame, &QAction::triggered, m_game, qOverload<>(&GameController::newGame));
    for (QAction *action : a->newGameAt)
        connect(action, &QAction::triggered, this, [this, action] {
            m_game->newGame(static_cast<Difficulty>(action->data().toInt()));
            m_actions->setNewGameLevel(m_settings->difficulty()); // not another level when the question said no
        });
    connect(a->newGameDialog, &QAction::triggered, this, &MainWindow::chooseNewGame);
    connect(a->practise, &QAction::triggered, this, &MainWindow::choosePractise);
    connect(m_game, &GameController::generatingChanged, this, &MainWindow::showGenerating);
    connect(a->restart, &QAction::triggered, m_game, &GameController::restart);
    connect(a->enterPuzzle, &QAction::triggered, m_game, &GameController::enterPuzzle);
    connect(a->startPlaying, &QAction::triggered, m_game, &GameController::startPlaying);
    connect(a->paste, &QAction::triggered, this, [this] { m_game->pastePuzzle(QApplication::clipboard()->text()); });
    connect(a->copy, &QAction::triggered, this, [this] { QApplication::clipboard()->setText(m_game->puzzleText()); });
    connect(a->open, &QAction::triggered, this, &MainWindow::openGame);
    connect(a->save, &QAction::triggered, this, [this] { saveGame(false); });
    connect(a->saveAs, &QAction::triggered, this, [this] { saveGame(true); });
    connect(a->pause, &QAction::toggled, m_game, &GameController::setPaused);
    connect(a->quit, &QAction::triggered, this, &QWidget::close);
    connect(a->erase, &QAction::triggered, m_game, &GameController::erase);
    connect(a->notesMode, &QAction::toggled, m_game, &GameController::setNotesMode);
    InputController *input = m_game->input();
    connect(a->colourMode, &QAction::toggled, input, &InputController::setColouring);
    connect(a->digitFirst, &QAction::toggled, input, &InputController::setDigitFirst);
    connect(a->fillCandidates, &QAction::triggered, m_model, &GameModel::fillCandidates);
    connect(a->clearNotes, &QAction::triggered, m_model, &GameModel::clearAllNotes);
    connect(a->clearColours, &QAction::triggered, m_model, &GameModel::clearAllColours);
    connect(a->setCheckpoint, &QAction::triggered, this, [this] { markCheckpoint(false); });
    connect(a->nameCheckpoint, &QAction::triggered, this, [this] { markCheckpoint(true); });
    connect(a->backToCheckpoint, &QAction::triggered, this,
        [this] { goBackToCheckpoint(static_cast<int>(m_model->checkpoints().size()) - 1); });
    connect(m_model, &GameModel::checkpointsChanged, this, &MainWindow::updateCheckpointMenus);
    connect(m_model, &GameModel::checkpointsChanged, this, &MainWindow::updateActions);
    connect(m_model, &GameModel::checkpointsChanged, this, &MainWindow::updateTitle); // the file's modified mark
    AssistController *assist = m_game->assist();
    connect(a->hint, &QAction::triggered, assist, &AssistController::hint);
    connect(a->check, &QAction::triggered, assist, &AssistController::check);
    connect(a->solve, &QAction::triggered, assist, &AssistController::solve);
    connect(a->stop, &QAction::triggered, assist, &AssistController::stop);
    connect(a->solverGroup, &QActionGroup::triggered, this,
        [this](QAction *action) { m_game->setSolver(static_cast<sudoku::Algorithm>(action->data().toInt())); });
    connect(a->preferences, &QAction::triggered, this, &MainWindow::showPreferences);
    connect(a->shortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);
    connect(a->techniques, &QAction::triggered, this, &MainWindow::showGlossary);
    connect(a->about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(a->statistics, &QAction::triggered, this, &MainWindow::showStatistics);
    connect(a->dailyPuzzle, &QAction::triggered, this, [this] { m_game->newDailyGame(m_settings->difficulty()); });
    for (QAction *action : a->dailyAt)
        connect(action, &QAction::triggered, this,
            [this, action] { m_game->newDailyGame(static_cast<Difficulty>(action->data().toInt())); });
    // The view: coordinates (kept in the settings) and the candidate filter (not kept, not a move).
    connect(a->showCoordinates, &QAction::toggled, this, [this](bool on) {
        m_board->setShowCoordinates(on);
        if (m_settings->showCoordinates() != on)
            m_settings->setShowCoordinates(on);
    });
    // The difficulty of what is left: rated on the steps' worker after every move while it is shown.
    connect(a->showDifficultyLeft, &QAction::toggled, this, [this](bool on) {
        m_steps->setLeftWanted(on);
        if (m_settings->showDifficultyLeft() != on)
            m_settings->setShowDifficultyLeft(on);
    });
    connect(m_steps, &StepsController::leftChanged, this, &MainWindow::updateLeftLabel);
    connect(a->showChainNotation, &QAction::toggled, this, [this](bool on) {
        if (m_settings->showChainNotation() != on)
            m_settings->setShowChainNotation(on);
        updateHint();
    });
    for (QAction *action : a->filterDigit)
        connect(action, &QAction::toggled, this, &MainWindow::updateCandidateFilter);
    connect(a->filterBivalue, &QAction::toggled, this, &MainWindow::updateCandidateFilter);
    connect(a->clearFilter, &QAction::triggered, this, [this] {
        for (QAction *action : m_actions->filterDigit)
            action->setChecked(false);
        m_actions->filterBivalue->setChecked(false);
    });
    onRetranslate([this] { updateCandidateFilter(); });
    // The status bar's word on the filter says how to turn it off, in the words of the moment.
    connect(a->clearFilter, &QAction::changed, this,
        [this] { m_filterLabel->setToolTip(m_actions->clearFilter->toolTip()); });
    connect(input, &InputController::markHidden, this, [this](int digit) {
        m_message->showMessage(
            MessageBar::Level::Info,
            [digit] {
                const QString key = QKeySequence(Qt::ALT | Qt::Key_0).toString(QKeySequence::NativeText);
                return digit != 0
                    ? tr("The candidate filter hides the pencil mark of %1 here; to change it, show all pencil marks "
                         "(%2).")
                          .arg(digit)
                          .arg(key)
                    : tr("The candidate filter hides some of this cell's pencil marks; to clear them, show all pencil "
                         "marks (%1).")
                          .arg(key);
            },
            {}, [this] { return m_board->candidateFilter().isActive(); }); // until the filter is off
    });
    connect(a->copyPencilMarks, &QAction::triggered, this,
        [this] { QApplication::clipboard()->setText(m_game->pencilMarkText()); });
    connect(a->exportPencilMarks, &QAction::triggered, this, &MainWindow::chooseExportPencilMarks);
    connect(m_game, &GameController::finished, this, &MainWindow::showFinish);
    connect(m_game->statistics(), &Statistics::summaryChanged, this, [this] {
        if (const auto &summary = m_game->statistics()->summary())
            m_actions->setDailyDone(summary->dailyDone(m_settings->variant()));
    });

    connect(m_board, &BoardView::digitRequested, input, &InputController::inputDigit);
    connect(m_board, &BoardView::cellClicked, input, &InputController::clickCell);
    connect(m_board, &BoardView::placeRequested, input, &InputController::placePicked);
    connect(m_board, &BoardView::cancelRequested, input, &InputController::cancel);
    // Return presses the message's default button (Fix Them, Remove Them, Save As, New Game...).
    connect(m_board, &BoardView::acceptRequested, m_message, &MessageBar::triggerDefault);
    connect(m_message, &MessageBar::focusReleased, this, [this] { m_board->setFocus(Qt::OtherFocusReason); });
    connect(m_actions->switchFocus, &QAction::triggered, this, &MainWindow::switchFocus);
    connect(m_board, &BoardView::eraseRequested, m_game, &GameController::erase);
    connect(m_board, &BoardView::selectionChanged, m_game, &GameController::setSelectedCell);
    connect(m_board, &BoardView::resumeRequested, this, [this] { m_game->setPaused(false); });
    connect(m_pad, &NumberPad::digitClicked, this, [this, input](int digit, DigitInput how) {
        input->inputDigit(digit, how);
        m_board->setFocus();
    });
    connect(m_pad, &NumberPad::colourClicked, this, [this, input](int colour, DigitInput how) {
        input->inputColour(colour, how);
        m_board->setFocus();
    });
    connect(input, &InputController::colouringChanged, this, [this](bool on, int colour) {
        m_actions->colourMode->setChecked(on);
        m_board->setColouring(on, colour);
        m_pad->setColouring(on, colour);
    });
    connect(input, &InputController::digitFirstChanged, this, [this](bool on, int digit) {
        m_actions->digitFirst->setChecked(on);
        m_board->setPickedDigit(on ? digit : 0);
        m_pad->setPickedDigit(on ? digit : 0);
    });
    connect(m_model, &GameModel::helpChanged, this, &MainWindow::updateClockLabel);

    connect(m_game, &GameController::notice, m_message, &MessageBar::showMessage);
    connect(m_game->autosave(), &Autosave::failed, this, &MainWindow::updateProblems);
    connect(m_game->autosave(), &Autosave::recovered, this, &MainWindow::updateProblems);
    connect(m_game->statistics(), &Statistics::summaryChanged, this, &MainWindow::updateProblems);
    connect(m_game, &GameController::saveAsRequested, this, [this] { saveGame(true); });
    connect(m_print, &PrintController::failed, this,
        [this](const QString &error) { m_message->showMessage(MessageBar::Level::Error, error, {}); });
    connect(m_print, &PrintController::exported, this,
        [this](const QString &path) { showDone(tr("Exported to %1.").arg(QDir::toNativeSeparators(path))); });
    connect(m_print, &PrintController::bookletDone, this,
        [this](int pages) { showDone(tr("The booklet is done: %n pages.", nullptr, pages)); });
    connect(m_game, &GameController::noticeCleared, m_message, &MessageBar::dismiss);
    // A message goes when what it talks about changes (a mistake undone, Solve undone, the first move).
    for (auto changed : {&GameModel::cellsChanged, &GameModel::marksChanged, &GameModel::gameReset})
        connect(m_model, changed, m_message, &MessageBar::recheck);
    connect(m_game, &GameController::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_game, &GameController::puzzleFileChanged, this, [this] {
        updateTitle();
        updateNextFromFile();
    });
    connect(m_actions->nextFromFile, &QAction::triggered, m_game, &GameController::openNextPuzzleFromFile);
    connect(m_model, &GameModel::gameReset, this, &MainWindow::updateTitle); // a variant is named in it
    connect(m_model->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_game, &GameController::selectRequested, m_board, &BoardView::setSelectedCell);
    connect(m_game, &GameController::pausedChanged, this, [this](bool paused) {
        m_board->setPaused(paused);
        m_actions->setPaused(paused);
        hideLabWhilePaused(paused);
        updateActions();
    });
    connect(m_game, &GameController::notesModeChanged, this, [this](bool on) {
        m_actions->notesMode->setChecked(on);
        m_board->setNotesMode(on);
    });
    connect(m_game, &GameController::solverChanged, this, [this](sudoku::Algorithm algorithm) {
        m_actions->solverAt[static_cast<int>(algorithm)]->setChecked(true);
        updateSolverButton();
    });
    connect(m_game, &GameController::statusChanged, this, [this] {
        m_levelLabel->setText(m_game->statusText());
        updateActions();
    });
    connect(assist, &AssistController::workChanged, m_workLabel, &QLabel::setText);
    connect(assist, &AssistController::hintChanged, this, &MainWindow::updateHint);
    connect(m_hintPanel, &HintPanel::nextRequested, assist, &AssistController::hint);
    connect(m_hintPanel, &HintPanel::cellHovered, m_board, &BoardView::setHoveredCell);
    connect(m_hintPanel, &HintPanel::applyRequested, assist, &AssistController::applyHint);
    connect(m_hintPanel, &HintPanel::closeRequested, assist, &AssistController::closeHint);
    connect(m_hintPanel, &HintPanel::previousBranchRequested, assist, [assist] { assist->showBranch(-1); });
    connect(m_hintPanel, &HintPanel::nextBranchRequested, assist, [assist] { assist->showBranch(+1); });
    connect(m_solver, &SolveController::busyChanged, this, [this](bool busy) {
        m_busy->setVisible(busy);
        updateActions();
    });
    connect(m_model, &GameModel::cellsChanged, this, &MainWindow::updateActions);
    connect(m_clock, &GameClock::tick, this, &MainWindow::updateClockLabel);
    connect(m_clock, &GameClock::runningChanged, this, &MainWindow::updateClockLabel);
}

void MainWindow::applySettings()
{
    m_actions->setNewGameLevel(m_settings->difficulty());
    m_board->setHighlights(m_settings->highlights());
    m_board->setNotesStyle(m_settings->notesStyle());
    m_actions->showCoordinates->setChecked(m_settings->showCoordinates()); // and the board, by its toggled
    m_board->setShowCoordinates(m_settings->showCoordinates());
    m_actions->showDifficultyLeft->setChecked(m_settings->showDifficultyLeft()); // and the steps' worker
    m_actions->showChainNotation->setChecked(m_settings->showChainNotation()); // and the hint panel
    m_board->setTextScale(m_settings->textSize() / 100.0);
    m_game->input()->setNotesStyle(m_settings->notesStyle());
    m_print->setNotesStyle(m_settings->notesStyle());
    m_model->setAutoRemoveNotes(m_settings->autoRemoveNotes());
    m_model->setShowMistakes(m_settings->showMistakes());
    m_clockAction->setVisible(m_settings->showTimer()); // a toolbar's widget is shown through its action
    updateClockLabel(); // the mistakes counter comes and goes with "show mistakes"
    const sudoku::Algorithm algorithm = m_game->solver();
    m_actions->solverAt[static_cast<int>(algorithm)]->setChecked(true);
    updateSolverButton();
}

void MainWindow::updateSolverButton()
{
    const sudoku::Algorithm algorithm = m_game->solver();
    m_solverButton->setText(tr("Solver: %1").arg(QString::fromUtf8(sudoku::algorithmName(algorithm).data())));
}

void MainWindow::buildLanguageMenu(QMenu *parent)
{
    QMenu *menu = parent->addMenu(QString());
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(menu);
    QAction *system = menu->addAction(QString());
    system->setData(QString());
    onRetranslate([menu, system] {
        menu->setTitle(tr("&Language"));
        system->setText(tr("&System Language", "follow the desktop's language"));
    });
    menu->addSeparator();
    group->addAction(system);
    for (const QString &code : Language::available()) {
        // Each language is named in itself, so that a user lost in a foreign language finds their own.
        QAction *action = menu->addAction(Language::nativeName(code));
        action->setData(code);
        group->addAction(action);
    }
    const auto check = [group](const QString &code) {
        for (QAction *action : group->actions())
            action->setChecked(action->data().toString() == code);
    };
    for (QAction *action : group->actions())
        action->setCheckable(true);
    check(m_language->language());
    connect(m_language, &Language::languageChanged, group, check); // also when Preferences switches
    connect(group, &QActionGroup::triggered, this, [this](QAction *action) { setLanguage(action->data().toString()); });
}

void MainWindow::setLanguage(const QString &code)
{
    m_settings->setLanguage(code);
    m_language->setLanguage(code);
}

void MainWindow::onRetranslate(std::function<void()> retranslate)
{
    retranslate();
    m_retranslators.push_back(std::move(retranslate));
}

void MainWindow::updateTitle()
{
    // The application's name first, then the title that ends with it: the window system shows the title as
    // it is (Qt appends the application's name only to a title that does not end with it), so that a
    // language switch never leaves the old name behind ("Sudoku — 数独").
    const QString app = tr("Sudoku");
    QGuiApplication::setApplicationDisplayName(app);
    const QString file = m_game->filePath();
    // A variant is named before the app: "Killer — Sudoku", "game.sudoku — Killer — Sudoku".
    const sudoku::Board &board = m_model->board();
    const QString game = board.isClassic()
        ? app
        //: the window's title of a variant game: the variant (Killer, Jigsaw, ...), the app's name
        : tr("%1 — %2", "variant and app").arg(techniquetext::variant(board.rules().variant()), app);
    if (file.isEmpty() && m_game->playingFromFile()) {
        const PuzzleFilePlace &place = *m_game->playingFromFile();
        //: the window's title: a puzzle of a file of puzzles, its number, how many the file holds, then the rest
        setWindowTitle(tr("%1 — puzzle %2 of %3 — %4")
                           .arg(QFileInfo(place.path).fileName(), QLocale().toString(place.number),
                               QLocale().toString(place.count), game));
        setWindowModified(false);
        return;
    }
    //: the window's title: the open file, a mark when it has changed since it was saved, the app's name
    setWindowTitle(file.isEmpty() ? game : tr("%1[*] — %2").arg(QFileInfo(file).fileName(), game));
    setWindowModified(!file.isEmpty() && m_game->isModified());
}

void MainWindow::updateNextFromFile()
{
    const PuzzleFilePlace next = m_game->nextPuzzleFromFile();
    m_actions->nextFromFile->setEnabled(next.isValid());
    m_actions->nextFromFile->setStatusTip(next.isValid()
            //: the status tip of Next Puzzle from File: the number of the puzzle it opens, of how many, the file
            ? tr("Open puzzle %1 of %2 in %3")
                  .arg(QLocale().toString(next.number), QLocale().toString(next.count), QFileInfo(next.path).fileName())
            : QString());
}

void MainWindow::retranslateUi()
{
    updateTitle();
    updateNextFromFile();
    for (const auto &retranslate : m_retranslators)
        retranslate();
    m_actions->retranslate();
    m_print->retranslate();
    updateSolverButton();
    updateLeftLabel();
    updateHint(); // the hint panel's text and the board's overlay labels
    m_wideToolBar = 0; // the names have another length now
    updateToolBarStyle();
}

void MainWindow::updateToolBarStyle()
{
    // Icons with their names when there is room for all of them, icons alone (names in the tool tips) when
    // the window is narrow, so that no command disappears behind the toolbar's overflow arrow.
    if (!m_toolBar)
        return;
    if (m_wideToolBar <= 0) {
        m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        m_newButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        m_wideToolBar = m_toolBar->sizeHint().width();
    }
    const Qt::ToolButtonStyle style = width() >= m_wideToolBar ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly;
    m_toolBar->setToolButtonStyle(style);
    m_newButton->setToolButtonStyle(style);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    updateToolBarStyle();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::FontChange) { // the text size changed
        updateClockFont();
        m_wideToolBar = 0;
        updateToolBarStyle();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::updateActions()
{
    const bool play = m_model->mode() == GameMode::Play;
    const bool paused = m_game->isPaused();
    const bool busy = m_solver->isBusy();
    const bool running = play && !paused && !m_model->isComplete();
    m_actions->restart->setEnabled(!paused && (play ? m_model->hasEntries() : !m_model->isEmpty()));
    m_actions->startPlaying->setVisible(!play);
    m_actions->startPlaying->setEnabled(!play);
    m_actions->pause->setEnabled(play && !m_model->isComplete());
    // Hint and the search lab work for every variant (the logic engine and the solvers run on the rules, a
    // Killer's cages included).
    m_actions->hint->setEnabled(running);
    m_actions->hint->setToolTip(GameActions::hintToolTip());
    m_actions->check->setEnabled(running && m_model->hasEntries());
    m_actions->solve->setEnabled(running);
    m_actions->stop->setEnabled(busy || m_game->assist()->hintStage() > 0);
    m_actions->notesMode->setEnabled(play && !paused);
    m_actions->colourMode->setEnabled(play && !paused);
    m_actions->digitFirst->setEnabled(play && !paused);
    m_actions->clearColours->setEnabled(play && !paused && m_model->hasColours());
    const bool checkpoints = play && !paused && !m_model->checkpoints().empty();
    m_actions->setCheckpoint->setEnabled(play && !paused);
    m_actions->nameCheckpoint->setEnabled(play && !paused);
    m_actions->backToCheckpoint->setEnabled(checkpoints);
    if (checkpoints) // the status tip says which one Ctrl+B goes back to
        m_actions->backToCheckpoint->setStatusTip(
            tr("Back to %1", "a checkpoint, by its name").arg(m_model->checkpoints().back().name));
    if (m_checkpointMenu) {
        m_checkpointMenu->setEnabled(checkpoints);
        m_deleteCheckpointMenu->setEnabled(!m_model->checkpoints().empty());
    }
    m_actions->fillCandidates->setEnabled(running);
    m_actions->clearNotes->setEnabled(!paused);
    m_actions->erase->setEnabled(!paused);
    m_actions->undo->setEnabled(!paused && m_model->undoStack()->canUndo());
    m_actions->redo->setEnabled(!paused && m_model->undoStack()->canRedo());
    // The lab shows the puzzle, and solves it: not while the clock is stopped.
    m_visualize->setEnabled(!paused);
    m_visualize->setToolTip(tr("Watch the solver search this puzzle, step by step (%1)")
                                .arg(m_visualize->shortcut().toString(QKeySequence::NativeText)));
    m_pad->setEnabled(!paused);
    m_levelLabel->setText(m_game->statusText());
    updateClockLabel();
}

void MainWindow::updateLeftLabel()
{
    QString text;
    switch (m_steps->leftState()) {
    case StepsController::State::Off:
        break;
    case StepsController::State::Working:
        text = tr("Left: rating\u2026", "status bar: the difficulty of what remains, being worked out");
        break;
    case StepsController::State::Ready:
        //: status bar: the level and rating of what remains of the puzzle ("Left: Hard · 3.25")
        text = tr("Left: %1").arg(GameController::ratingText(*m_steps->left()));
        break;
    case StepsController::State::Mistakes:
        text = tr("Left: not rated, the board has a mistake");
        break;
    }
    m_leftLabel->setText(text);
    m_leftLabel->setAccessibleName(tr("Difficulty left"));
    m_leftLabel->setVisible(!text.isEmpty());
}

void MainWindow::updateCandidateFilter()
{
    CandidateFilter filter;
    QStringList digits;
    for (QAction *action : m_actions->filterDigit) {
        if (action->isChecked()) {
            filter.digits |= sudoku::digitBit(action->data().toInt());
            digits << QString::number(action->data().toInt());
        }
    }
    filter.bivalue = m_actions->filterBivalue->isChecked();
    m_board->setCandidateFilter(filter);
    m_game->input()->setCandidateFilter(filter);
    m_actions->clearFilter->setEnabled(filter.isActive());
    // The status bar says that some marks are out of sight, and which show.
    const QString shown = digits.join(QLatin1Char(' '));
    const QString what = !filter.bivalue ? shown
        : digits.isEmpty()
        ? tr("bivalue cells", "candidate filter in the status bar")
        : tr("%1 in bivalue cells", "candidate filter in the status bar: the digits shown").arg(shown);
    m_filterLabel->setText(tr("Pencil marks: %1", "candidate filter in the status bar").arg(what));
    m_filterLabel->setVisible(filter.isActive());
    m_message->recheck(); // the word on a hidden mark goes with the filter
}

void MainWindow::buildStepPanels()
{
    m_stepsPanel = new StepsPanel(m_steps);
    m_pathPanel = new PathPanel(m_steps);
    // The action shows and hides the dock and takes the keyboard to its list (and back to the board when it
    // closes with the keyboard in it); the dock's close button unchecks the action.
    const auto dock = [this](QWidget *panel, QWidget *list, const QString &name, QAction *action,
                          const std::function<void(bool)> &want) {
        auto *dock = new QDockWidget(this);
        dock->setObjectName(name);
        dock->setWidget(panel);
        dock->setFeatures(
            QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
        dock->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
        addDockWidget(Qt::RightDockWidgetArea, dock);
        dock->hide();
        connect(action, &QAction::toggled, dock, [this, dock, list, want](bool on) {
            const bool hadFocus = dock->isAncestorOf(QApplication::focusWidget());
            dock->setVisible(on);
            want(on);
            if (on)
                list->setFocus();
            else if (hadFocus)
                m_board->setFocus();
        });
        connect(dock, &QDockWidget::visibilityChanged, action, [dock, action] {
            if (dock->isHidden())
                action->setChecked(false);
        });
        return dock;
    };
    m_stepsDock = dock(m_stepsPanel, m_stepsPanel->tree(), QStringLiteral("allStepsDock"), m_actions->allSteps,
        [this](bool on) { m_steps->setStepsWanted(on); });
    m_pathDock = dock(m_pathPanel, m_pathPanel->list(), QStringLiteral("solutionPathDock"), m_actions->solutionPath,
        [this](bool on) { m_steps->setPathWanted(on); });
    // Both open: one above the other (not as tabs, whose scroll buttons Qt names in English only).
    onRetranslate([this] {
        m_stepsDock->setWindowTitle(tr("All Steps", "the panel's title"));
        m_pathDock->setWindowTitle(tr("Solution Path", "the panel's title"));
        // The title bar's buttons, named for assistive technology in the language (Qt names them in English).
        for (QDockWidget *dock : {m_stepsDock, m_pathDock}) {
            for (QAbstractButton *button : dock->findChildren<QAbstractButton *>(Qt::FindDirectChildrenOnly)) {
                const bool close = button->objectName() == QLatin1String("qt_dockwidget_closebutton");
                const QString name = close
                    ? tr("Close %1", "a panel's close button: the panel").arg(dock->windowTitle())
                    : tr("Detach %1", "a panel's button that makes it a window of its own").arg(dock->windowTitle());
                button->setAccessibleName(name);
                button->setToolTip(name);
            }
        }
    });
    connect(m_stepsPanel, &StepsPanel::stepSelected, this, [this](int index) {
        showStep(1, index >= 0 ? &m_steps->steps()[static_cast<std::size_t>(index)].hint : nullptr);
    });
    connect(m_pathPanel, &PathPanel::stepSelected, this,
        [this](int index) { showStep(2, index >= 0 ? &m_steps->path()[static_cast<std::size_t>(index)] : nullptr); });
    connect(m_stepsPanel, &StepsPanel::applyRequested, m_steps, &StepsController::applyStep);
    // The order the player chose is kept.
    m_stepsPanel->setOrder(m_settings->stepsByRemovals() ? StepsPanel::Order::Removes : StepsPanel::Order::Difficulty);
    connect(m_stepsPanel, &StepsPanel::orderChanged, this,
        [this](StepsPanel::Order order) { m_settings->setStepsByRemovals(order == StepsPanel::Order::Removes); });
    connect(m_pathPanel, &PathPanel::playRequested, m_steps, &StepsController::playPathTo);
    connect(m_actions->pause, &QAction::toggled, m_steps, &StepsController::setPaused);
}

void MainWindow::showStep(int from, const Hint *hint)
{
    if (!hint) {
        if (m_stepShownFrom == from) {
            m_stepShownFrom = 0;
            m_board->setHintOverlay({});
        }
        return;
    }
    m_game->assist()->closeHint(); // one drawing on the board at a time
    m_stepShownFrom = from;
    m_board->setHintOverlay(HintOverlay::of(*hint, 3, hintbranches::viewCount(hint->step) - 1));
}

void MainWindow::updateHint()
{
    const AssistController *assist = m_game->assist();
    const int stage = assist->hintStage();
    const std::optional<Hint> &hint = assist->currentHint();
    const int view = assist->hintView();
    if (hint || m_stepShownFrom == 0)
        m_board->setHintOverlay(hint ? HintOverlay::of(*hint, stage, view) : HintOverlay {});
    if (hint)
        m_stepShownFrom = 0; // the hint is drawn instead of a step of the lists
    if (!hint) {
        const bool hadFocus = m_hintPanel->isAncestorOf(QApplication::focusWidget());
        m_hintPanel->hide();
        if (hadFocus)
            m_board->setFocus();
    } else {
        const bool stuck = hint->kind == Hint::Kind::Stuck;
        m_hintPanel->showStage(HintText::title(*hint), HintText::stageText(*hint, stage, view), stage < 3,
            stuck ? tr("&Place %1 in %2").arg(hint->digit).arg(HintText::cellName(hint->cell)) : tr("&Apply"),
            m_actions->showChainNotation->isChecked() ? HintText::notation(*hint, stage, view) : QString());
        m_hintPanel->showBranches(view, assist->hintViewCount());
    }
    updateActions();
}

QString MainWindow::problemsText() const
{
    return m_problemLabel->isHidden() ? QString() : m_problemLabel->text();
}

void MainWindow::saveSettings()
{
    const QString error = m_settings->save();
    if (error == m_settingsError)
        return;
    const bool recovered = error.isEmpty();
    m_settingsError = error;
    updateProblems();
    if (recovered) {
        m_message->showMessage(MessageBar::Level::Info, [] { return tr("Your settings are saved again."); });
        return;
    }
    m_message->showMessage(MessageBar::Level::Warning, [error] {
        return tr("Your settings cannot be saved. %1 Until they can, the settings you change last only while Sudoku "
                  "is open.")
            .arg(error);
    });
}

bool MainWindow::mayQuitWithoutSettings()
{
    for (;;) {
        m_settingsTimer->stop();
        saveSettings();
        if (m_settingsError.isEmpty())
            return true;
        QMessageBox box(QMessageBox::Warning, tr("Sudoku"),
            tr("Your settings could not be saved. %1").arg(m_settingsError), QMessageBox::Cancel, this);
        box.setTextFormat(Qt::PlainText);
        box.setInformativeText(tr("If you quit now, the settings you changed since Sudoku started are lost. Make "
                                  "room on the disk, then try again."));
        QPushButton *again = box.addButton(tr("&Try Again"), QMessageBox::AcceptRole);
        QPushButton *quit = box.addButton(tr("&Quit Anyway"), QMessageBox::DestructiveRole);
        box.setDefaultButton(again);
        box.exec();
        if (box.clickedButton() == quit)
            return true;
        if (box.clickedButton() != again)
            return false; // Cancel or Escape: back to the game
    }
}

void MainWindow::updateProblems()
{
    QStringList words;
    QStringList details;
    if (m_game->autosave()->hasFailed()) {
        words.append(tr("Not saved automatically", "status bar: the autosave fails"));
        details.append(m_game->autosave()->lastError());
    }
    if (!m_settingsError.isEmpty()) {
        words.append(tr("Settings not saved", "status bar: the settings cannot be written"));
        details.append(m_settingsError);
    }
    if (const QString problem = m_game->statistics()->problem(); !problem.isEmpty()) {
        words.append(tr("Statistics off", "status bar: games are not counted now"));
        details.append(problem);
    }
    const QString text
        = words.isEmpty() ? QString() : QStringLiteral("\u26a0 ") + words.join(QStringLiteral(" \u00b7 "));
    if (text == m_problemLabel->text() && m_problemLabel->toolTip() == details.join(QLatin1Char('\n')))
        return; // as it was: nothing to tell assistive technology again
    m_problemLabel->setText(text);
    m_problemLabel->setToolTip(details.join(QLatin1Char('\n')));
    m_problemLabel->setAccessibleName(details.join(QLatin1Char(' ')));
    m_problemLabel->setVisible(!words.isEmpty());
}

void MainWindow::updateClockFont()
{
    // 1.3 times the window's text, whatever size that is (the desktop's, or larger from Preferences).
    QFont large = font();
    if (large.pointSizeF() > 0)
        large.setPointSizeF(large.pointSizeF() * 1.3);
    else
        large.setPixelSize(large.pixelSize() * 13 / 10);
    large.setWeight(QFont::DemiBold);
    m_clockLabel->setFont(large);
    m_clockLabel->setMinimumWidth(QFontMetrics(large).horizontalAdvance(QStringLiteral("0:00:00")) + 16); // no jitter
}

void MainWindow::switchFocus()
{
    // From the board to the first button beside it that takes a press (the message's, else the hint's), and
    // from there back to the board.
    QWidget *focus = QApplication::focusWidget();
    const bool beside = focus && (m_message->isAncestorOf(focus) || m_hintPanel->isAncestorOf(focus));
    if (!beside) {
        QList<QAbstractButton *> candidates;
        if (m_message->isVisible())
            candidates = m_message->buttons();
        if (m_hintPanel->isVisible()) {
            candidates << m_hintPanel->nextButton() << m_hintPanel->applyButton() << m_hintPanel->previousBranchButton()
                       << m_hintPanel->nextBranchButton() << m_hintPanel->closeButton();
        }
        for (QAbstractButton *button : std::as_const(candidates)) {
            if (button->isVisible() && button->isEnabled()) {
                button->setFocus(Qt::TabFocusReason);
                return;
            }
        }
    }
    m_board->setFocus(Qt::OtherFocusReason);
}

void MainWindow::updateClockLabel()
{
    if (m_model->mode() == GameMode::Enter) { // no game, no clock
        m_clockLabel->clear();
        return;
    }
    const QString time = GameClock::format(m_clock->elapsedMs());
    QString text = m_game->isPaused() ? tr("%1 (paused)").arg(time) : time;
    // The mistakes counter goes with the time, while mistakes are shown (or once some were).
    const HelpUsage &help = m_model->help();
    if (m_model->showMistakes() || help.mistakes > 0)
        text = tr("%1 \u00b7 mistakes: %2", "time and mistakes counter").arg(text).arg(help.mistakes);
    m_clockLabel->setText(text);
}

void MainWindow::showError(const QString &title, const QString &text)
{
    // Plain text: the message names a file, and a file name is the player's, not HTML.
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

QString MainWindow::startFolder() const
{
    // A folder that is there: a file dialog given one that is not opens elsewhere with its name typed in as
    // the file's ("Documents" where there is no Documents folder).
    if (!m_lastFolder.isEmpty() && QFileInfo(m_lastFolder).isDir())
        return m_lastFolder;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void MainWindow::updateCheckpointMenus()
{
    if (!m_checkpointMenu)
        return;
    m_checkpointMenu->clear();
    m_deleteCheckpointMenu->clear();
    const std::vector<Checkpoint> &checkpoints = m_model->checkpoints();
    // The newest first, as Back to Checkpoint takes it.
    for (int i = static_cast<int>(checkpoints.size()) - 1; i >= 0; --i) {
        const QString name = checkpoints[static_cast<std::size_t>(i)].name;
        QAction *back = m_checkpointMenu->addAction(name, this, [this, i] { goBackToCheckpoint(i); });
        back->setToolTip(tr("Back to %1", "a checkpoint, by its name").arg(name));
        QAction *remove = m_deleteCheckpointMenu->addAction(name, this, [this, i] {
            const QString removed = m_model->checkpoints()[static_cast<std::size_t>(i)].name;
            m_model->removeCheckpoint(i);
            // A move like any other: Undo, here or in the Edit menu, puts it back.
            showDone(tr("%1 deleted.", "a checkpoint, by its name").arg(removed),
                {{[] { return tr("Undo", "puts back the checkpoint just deleted"); },
                    [this] { m_actions->undo->trigger(); }}});
        });
        remove->setToolTip(tr("Delete %1", "a checkpoint, by its name").arg(name));
    }
}

void MainWindow::markCheckpoint(bool askName)
{
    if (m_model->mode() != GameMode::Play || m_game->isPaused())
        return;
    QString name;
    if (askName) {
        bool ok = false;
        name = QInputDialog::getText(this, tr("Set Named Checkpoint"), tr("Name of the checkpoint:"), QLineEdit::Normal,
            tr("Checkpoint %1").arg(m_model->checkpoints().size() + 1), &ok);
        if (!ok)
            return;
    }
    const int index = m_model->setCheckpoint(name);
    if (index < 0) {
        m_message->showMessage(MessageBar::Level::Warning,
            tr("A game keeps at most %1 checkpoints: delete one first.").arg(GameModel::kMaxCheckpoints), {});
        return;
    }
    showDone(tr("%1 set: Ctrl+B comes back to it.", "a checkpoint, by its name")
                 .arg(m_model->checkpoints()[static_cast<std::size_t>(index)].name));
}

void MainWindow::goBackToCheckpoint(int index)
{
    if (index < 0 || index >= static_cast<int>(m_model->checkpoints().size()) || m_game->isPaused())
        return;
    const QString name = m_model->checkpoints()[static_cast<std::size_t>(index)].name;
    if (m_model->backToCheckpoint(index))
        showDone(tr("Back to %1. Undo (Ctrl+Z) returns to where you were.", "a checkpoint, by its name").arg(name));
    else
        showDone(tr("The board is already at %1.", "a checkpoint, by its name").arg(name));
}

void MainWindow::showDone(const QString &text, const QList<MessageBar::Button> &buttons)
{
    // Stands until the next move, beside the board, where the level and rating in the status bar stay.
    m_message->showMessage(MessageBar::Level::Positive, text, buttons,
        [this, revision = m_model->revision()] { return m_model->revision() == revision; });
}

void MainWindow::openGame()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Game"), startFolder(),
        tr("Sudoku games and puzzles (*.sudoku *.ss *.sdk *.sdm *.txt)") + QStringLiteral(";;")
            + tr("Sudoku games (*.sudoku)") + QStringLiteral(";;")
            + tr("Puzzles: Simple Sudoku, SudoCue, pencil-mark grids, lines (*.ss *.sdk *.sdm *.txt)")
            + QStringLiteral(";;") + tr("All files (*)"));
    if (path.isEmpty())
        return;
    m_lastFolder = QFileInfo(path).absolutePath();
    const QString error = m_game->openFile(path);
    if (!error.isEmpty()) {
        showError(tr("Cannot Open the Game"), error);
        return;
    }
}

bool MainWindow::saveGame(bool askPath)
{
    QString path = m_game->filePath();
    if (askPath || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save Game"),
            QDir(startFolder()).filePath(QStringLiteral("game.sudoku")), tr("Sudoku games (*.sudoku)"));
        if (path.isEmpty())
            return false;
        m_lastFolder = QFileInfo(path).absolutePath();
    }
    const QString error = m_game->saveFile(path);
    if (!error.isEmpty()) {
        showError(tr("Cannot Save the Game"), error);
        return false;
    }
    m_savedRevision = m_model->revision();
    showDone(tr("Saved to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool MainWindow::mayQuitUnsaved()
{
    for (;;) {
        QMessageBox box(QMessageBox::Warning, tr("Sudoku"),
            tr("Your game could not be saved. %1").arg(m_game->autosave()->lastError()), QMessageBox::Cancel, this);
        box.setTextFormat(Qt::PlainText);
        box.setInformativeText(tr("If you quit now, what you played since the game was last saved is lost."));
        QPushButton *saveAs = box.addButton(tr("Save &As\u2026"), QMessageBox::AcceptRole);
        QPushButton *quit = box.addButton(tr("&Quit Anyway"), QMessageBox::DestructiveRole);
        box.setDefaultButton(saveAs);
        box.exec();
        if (box.clickedButton() == quit)
            return true;
        if (box.clickedButton() != saveAs)
            return false; // Cancel or Escape: back to the game
        if (saveGame(true))
            return true;
        // No file chosen, or that save failed too (and said so): ask again.
    }
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(m_settings, this);
    connect(&dialog, &PreferencesDialog::changed, this, [this] {
        m_game->setSolver(m_settings->solver());
        applySettings();
        if (m_settings->language() != m_language->language())
            m_language->setLanguage(m_settings->language()); // the dialog retranslates itself too
    });
    dialog.exec();
}

void MainWindow::showShortcuts()
{
    // Every key of the window and of the search lab, each in bold as it is pressed (tst_windowkeys checks
    // that every action's shortcut is here). The keys are named as the menus name them: Qt's own translations
    // ("Strg+Z" in German, with qt6-translations-l10n), in English exactly as written here.
    QString table = QStringLiteral("<table>");
    const auto row = [&table](const QString &keys, const QString &what) {
        table += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(keys, what);
    };
    const auto bold = [](std::initializer_list<const char *> keys) {
        QStringList list;
        for (const char *key : keys) {
            QString name = QLatin1String(key);
            QString portable = name;
            portable.replace(QLatin1String("Delete"), QLatin1String("Del"))
                .replace(QLatin1String("Page Up"), QLatin1String("PgUp"))
                .replace(QLatin1String("Page Down"), QLatin1String("PgDown"));
            const QKeySequence sequence = QKeySequence::fromString(portable, QKeySequence::PortableText);
            const QString native = sequence.toString(QKeySequence::NativeText);
            if (!sequence.isEmpty() && native != sequence.toString(QKeySequence::PortableText))
                name = native; // translated by Qt; otherwise the name as written ("Delete", not "Del")
            list << QStringLiteral("<b>%1</b>").arg(name);
        }
        return list.join(QStringLiteral(", "));
    };
    row(tr("<b>1</b>\u2013<b>9</b>"), tr("place a digit in the selected cell"));
    row(tr("<b>Shift</b>+digit"), tr("toggle a pencil mark (also Ctrl+digit)"));
    row(bold({"N"}), tr("notes mode: digits become pencil marks"));
    row(tr("Snyder notation"), tr("Shift+digit: corner mark; Ctrl+digit (or notes mode): centre mark"));
    row(bold({"C"}),
        tr("colouring: a digit colours the cell, Shift+digit the candidate; click cells to paint, Shift+click or "
           "right click a pencil mark"));
    row(bold({"D"}), tr("digit first: pick a digit (pad or key), then click cells or press Space to place it"));
    row(bold({"Space"}), tr("in digit first: place the picked digit in the selected cell"));
    row(bold({"Delete", "Backspace", "0"}), tr("clear the cell"));
    row(tr("arrows, <b>Home</b>, <b>End</b>"), tr("move; Ctrl+Home/End: first/last cell"));
    row(bold({"Tab", "Shift+Tab"}), tr("next/previous box (region, on a jigsaw)"));
    row(bold({"Return"}),
        tr("press the first button of the message beside the board (Fix Them, Remove Them, Save "
           "As, New Game\u2026)"));
    row(bold({"F6", "Shift+F6"}),
        tr("move the keyboard to the buttons of the message or hint beside the board, and back; there Tab goes "
           "from button to button and Space presses one"));
    row(bold({"Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y"}), tr("undo, redo (Ctrl+Shift+Z or Ctrl+Y)"));
    row(bold({"H", "Ctrl+K", "Ctrl+L", "Esc"}), tr("hint, check, solve, stop"));
    row(tr("<b>H</b> again"), tr("the hint's next stage: technique, where to look, why, apply"));
    row(bold({"Ctrl+Shift+H", "Ctrl+Shift+L"}),
        tr("show or hide All Steps (every step that applies now) and the Solution Path"));
    row(bold({"Page Up", "Page Down"}), tr("a forcing chain's previous/next branch in the hint, then what they prove"));
    row(bold({"Esc"}), tr("close the hint; leave colouring or digit first"));
    row(bold({"P"}), tr("pause"));
    row(bold({"Ctrl+Shift+F"}), tr("fill in all candidates"));
    row(bold({"Ctrl+M", "Ctrl+Shift+M", "Ctrl+B"}),
        tr("set a checkpoint, set a named checkpoint, back to the newest checkpoint (one move: Ctrl+Z undoes it)"));
    row(bold({"Ctrl+Shift+C"}),
        tr("show or hide the row and column labels, r1\u2013r9 and c1\u2013"
           "c9, as hints name cells"));
    row(bold({"Alt+1", "Alt+2", "Alt+3", "Alt+4", "Alt+5", "Alt+6", "Alt+7", "Alt+8", "Alt+9"}),
        tr("candidate filter: show the pencil marks of that digit only (several digits: each one's marks; again: "
           "that digit off)"));
    row(bold({"Ctrl+Alt+B", "Alt+0"}),
        tr("candidate filter: only the pencil marks of bivalue cells; show all pencil marks again"));
    row(bold({"Ctrl+N", "Ctrl+R", "Ctrl+E", "Ctrl+Return"}),
        tr("new game, restart, enter a puzzle, start playing the puzzle entered"));
    row(bold({"Ctrl+Shift+N"}), tr("new game options: level and symmetry"));
    row(bold({"Ctrl+V", "Ctrl+C"}), tr("paste a puzzle, copy the puzzle"));
    row(bold({"Ctrl+O", "Ctrl+S", "Ctrl+Shift+S"}), tr("open, save, save as"));
    row(bold({"Ctrl+Shift+O"}), tr("the next puzzle of the file of puzzles last opened"));
    row(bold({"Ctrl+P", "Ctrl+Shift+E"}), tr("print, export"));
    row(bold({"Ctrl+D", "Ctrl+T"}), tr("today's daily puzzle, statistics"));
    row(bold({"Ctrl+Shift+V"}), tr("visualize the search"));
    row(tr("in the search lab"),
        tr("<b>Space</b> play or pause, <b>Left</b>/<b>Right</b> a step back or forward, <b>Home</b>/<b>End</b> the "
           "puzzle or the last step, <b>B</b> next dead end, <b>S</b> next solution, <b>+</b>/<b>-</b> faster or "
           "slower, <b>Ctrl+Shift+S</b> export the board as an image, <b>Ctrl+Shift+F</b> and <b>Ctrl+Shift+A</b> "
           "export frames or an animation, <b>Alt</b> with an underlined letter: that button or box"));
    row(tr("in Side by Side"), tr("<b>Esc</b> or <b>Ctrl+W</b> close the window"));
    row(bold({"Alt"}), tr("with a menu's underlined letter: open the menu"));
    row(bold({"F1", "Ctrl+Q"}), tr("these shortcuts, quit"));
    table += QStringLiteral("</table>");
    // Wide, so that the list is short enough for the screen (a message box keeps its text narrow otherwise),
    // but no wider than the box itself may grow: QMessageBox stops at the screen's width less 480 pixels
    // (at most 1000) on a screen wider than 1024, and cuts off what is wider (the icon and margins take the
    // rest).
    QMessageBox box(QMessageBox::Information, tr("Keyboard Shortcuts"), table, QMessageBox::Ok, this);
    const QScreen *screen = this->screen();
    const int screenWidth = screen ? screen->availableGeometry().width() : 1920;
    const int boxLimit = screenWidth <= 1024 ? screenWidth : std::min(screenWidth - 480, 1000);
    const int width = std::min({780, screenWidth * 4 / 5, boxLimit - 120});
    box.setStyleSheet(QStringLiteral("QLabel#qt_msgbox_label { min-width: %1px; }").arg(width));
    box.exec();
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

GlossaryWindow *MainWindow::glossary() const
{
    return m_glossary;
}

void MainWindow::showGlossary()
{
    // Non-modal, one at a time: asked for again, the open one comes to the front.
    if (!m_glossary) {
        m_glossary = new GlossaryWindow(this);
        m_glossary->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_glossary->show();
    m_glossary->raise();
    m_glossary->activateWindow();
}

void MainWindow::hideLabWhilePaused(bool paused)
{
    // Pause hides the board; the lab (and its side-by-side window) would show it, and its solution, meanwhile.
    if (!paused) {
        for (const QPointer<QWidget> &window : std::exchange(m_hiddenWhilePaused, {})) {
            if (!window)
                continue;
            window->show();
            // A game opened meanwhile (which ends the pause) is recorded now: the hidden lab skipped it.
            if (window == m_visualizer)
                m_visualizer->showPuzzle(m_model->board(), m_visualizer->algorithm());
        }
        return;
    }
    if (!m_visualizer)
        return;
    for (QWidget *window :
        {static_cast<QWidget *>(m_visualizer), static_cast<QWidget *>(m_visualizer->compareWindow())}) {
        if (window && window->isVisible()) {
            m_hiddenWhilePaused.append(window);
            window->hide();
        }
    }
}

void MainWindow::showVisualizer()
{
    if (m_game->isPaused())
        return;
    // "From here" starts from the position as it is: the player's digits and pencil marks.
    const auto syncPosition = [this] {
        std::array<sudoku::CandidateMask, sudoku::kCellCount> notes {};
        for (int cell = 0; cell < sudoku::kCellCount; ++cell)
            notes[cell] = m_model->notes(cell);
        m_visualizer->setPosition(m_model->board(), notes);
    };
    const bool first = !m_visualizer;
    if (!m_visualizer) {
        m_visualizer = new VisualizerPanel(this);
        m_visualizer->setWindowFlag(Qt::Window);
        // An open panel follows the game: a new, pasted or opened puzzle is recorded in its turn.
        connect(m_model, &GameModel::gameReset, m_visualizer, [this, syncPosition] {
            syncPosition();
            if (m_visualizer->isVisible())
                m_visualizer->showPuzzle(m_model->board(), m_visualizer->algorithm());
        });
        connect(m_model, &GameModel::cellsChanged, m_visualizer, [this, syncPosition] { syncPosition(); });
    }
    syncPosition();
    m_visualizer->showPuzzle(m_model->board(), m_game->solver());
    if (first)
        placeBeside(m_visualizer, {1180, 900});
    m_visualizer->show();
    m_visualizer->raise();
    m_visualizer->activateWindow();
}

StatisticsDialog *MainWindow::statisticsDialog() const
{
    return m_statisticsDialog;
}

FinishDialog *MainWindow::finishDialog() const
{
    return m_finishDialog;
}

void MainWindow::showStatistics()
{
    if (!m_statisticsDialog) {
        m_statisticsDialog = new StatisticsDialog(m_game->statistics(), this);
        m_statisticsDialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_statisticsDialog->show();
    m_statisticsDialog->raise();
    m_statisticsDialog->activateWindow();
}

void MainWindow::showFinish(const FinishInfo &info)
{
    if (m_finishDialog)
        m_finishDialog->close();
    m_finishDialog = new FinishDialog(info.facts, info.gameId, info.summary, this);
    m_finishDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_finishDialog, &FinishDialog::newGameRequested, m_game, qOverload<>(&GameController::newGame));
    connect(m_finishDialog, &FinishDialog::statisticsRequested, this, &MainWindow::showStatistics);
    m_finishDialog->open();
}

QString MainWindow::exportPencilMarks(const QString &path)
{
    QSaveFile file(path);
    const QByteArray text = m_game->pencilMarkText().toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
        return tr("Cannot write %1: %2").arg(path, file.errorString());
    return {};
}

void MainWindow::chooseExportPencilMarks()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Pencil Marks"),
        QDir(startFolder()).filePath(QStringLiteral("position.txt")), tr("Pencil-mark grids (*.txt)"));
    if (path.isEmpty())
        return;
    m_lastFolder = QFileInfo(path).absolutePath();
    const QString error = exportPencilMarks(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot Export the Pencil Marks"), error);
        return;
    }
    showDone(tr("Saved to %1.").arg(QDir::toNativeSeparators(path)));
}

// A window of `preferred` size beside this one on its screen.
void MainWindow::placeBeside(QWidget *window, QSize preferred)
{
    const QScreen *s = screen();
    const QRect free = s ? s->availableGeometry() : QRect(0, 0, 1400, 1000);
    const QRect place = besideGeometry(frameGeometry(), free, preferred, window->minimumSizeHint());
    window->resize(place.size());
    window->move(place.topLeft());
}

QRect MainWindow::besideGeometry(const QRect &main, const QRect &free, QSize preferred, QSize minimum)
{
    constexpr int kFrame = 40; // the title bar and borders, not known before the window is shown
    const int height = std::min(std::max(preferred.height(), minimum.height()), free.height() - kFrame);
    const int y = std::clamp(main.top(), free.top(), std::max(free.top(), free.bottom() - height - kFrame));
    const int right = free.right() - main.right() - kFrame; // room beside the main window
    const int left = main.left() - free.left() - kFrame;
    const int widest = std::min(std::max(preferred.width(), minimum.width()), free.width() - kFrame);
    if (std::max(left, right) >= minimum.width()) { // beside it, on the side with more room
        const int width = std::min(widest, std::max(left, right));
        return right >= left ? QRect(main.right() + 1, y, width, height)
                             : QRect(main.left() - width - kFrame, y, width, height);
    }
    // Over it, against the screen's edge on the side with more room, so as much of it as can stays seen.
    const int x = right >= left ? free.right() - widest - kFrame : free.left();
    return {std::max(free.left(), x), y, widest, height};
}

void MainWindow::openFromLaunch(const QString &file)
{
    if (isMinimized())
        showNormal();
    raise();
    activateWindow();
    if (file.isEmpty())
        return;
    const QString error = m_game->openFile(file);
    if (!error.isEmpty())
        showError(tr("Cannot Open the Game"), error);
}

void MainWindow::endSession()
{
    if (m_ending)
        return;
    m_ending = true;
    close(); // saves, without a question
    QCoreApplication::exit(0); // also out of a dialog's event loop, if one is open
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The game first: when it cannot be saved the player is asked before anything is shut down, so that
    // Cancel leaves everything as it was. A game saved by hand since its last change is not lost. At the end
    // of a session (a signal) nobody may be there to answer: what can be saved is, and the window closes.
    if (!m_game->autosave()->saveNow() && !m_ending && m_game->hasGameInProgress()
        && m_model->revision() != m_savedRevision && !mayQuitUnsaved()) {
        event->ignore();
        return;
    }
    // Then the settings (the window's place with them), asked about likewise while Cancel can still go back.
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState(kWindowStateVersion));
    if (m_ending) {
        if (const QString error = m_settings->save(); !error.isEmpty())
            std::fprintf(stderr, "%s\n", qPrintable(error));
    } else if (!mayQuitWithoutSettings()) {
        event->ignore();
        return;
    }
    // The statistics' last writes, or kept for the next start; told when they can be neither.
    if (const QString lost = m_game->statistics()->shutdown(); !lost.isEmpty()) {
        if (m_ending)
            std::fprintf(stderr, "%s\n", qPrintable(lost));
        else
            showError(tr("Statistics"), lost);
    }
    if (m_visualizer)
        m_visualizer->close(); // stops its recording: closing never waits for one
    m_solver->shutdown(); // cancels a running search: closing never waits for one
    event->accept();
}
