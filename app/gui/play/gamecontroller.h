// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/messagebar.h"
#include "game/puzzlepack.h"
#include "game/savedgame.h"
#include "settings/settings.h"
#include "stats/gametracker.h"
#include "workers/practisecontroller.h"
#include "workers/puzzlepool.h"
#include "workers/solvejob.h"

#include "sudoku/io/formats.h"

#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>

class AssistController;
class Autosave;
class GameClock;
class GameModel;
class QUndoCommand;
class InputController;
class Settings;
class SolveController;
class Statistics;

// What the finish summary shows: the game as it ended, and the figures that include it.
struct FinishInfo {
    GameFacts facts;
    QString gameId;
    Statistics::Summary summary; // nullopt: no statistics (the reason was told)
};

// The rules of the game around the model: new games, entering and pasting puzzles, files and autosave,
// the clock and pause; the help (hint, check, solve) is its AssistController's. No widgets: it speaks to
// the window through signals, and asks before throwing a game away through a confirm hook the window sets
// (tests set their own).
class GameController : public QObject
{
    Q_OBJECT

public:
    // `detail`: what would be lost, under the question.
    using Confirm = std::function<bool(const QString &question, const QString &detail, const QString &acceptText)>;
    // Which of the puzzles of a file of many to play (`file` its name): 0-based, or -1 for none.
    using ChoosePuzzle = std::function<int(const QString &file, const sudoku::PuzzleBatch &batch)>;

    GameController(GameModel *model, SolveController *solver, GameClock *clock, Settings *settings,
        const QString &autosavePath = {}, QObject *parent = nullptr);
    ~GameController() override;

    void setConfirm(Confirm confirm) { m_confirm = std::move(confirm); }
    void setChoosePuzzle(ChoosePuzzle choose) { m_choosePuzzle = std::move(choose); }
    Statistics *statistics() const { return m_stats; }
    const GameTracker &tracker() const { return m_tracker; }
    GameFacts gameFacts() const;
    Autosave *autosave() const { return m_autosave; }
    const PuzzlePack &pack() const { return m_pack; }
    PuzzlePool *pool() const { return m_pool; }

    // What keys and clicks do (notes mode, colouring, digit first), and the selection they act on.
    InputController *input() const { return m_input; }
    int selectedCell() const;
    void setSelectedCell(int cell);
    bool notesMode() const;
    void setNotesMode(bool on);
    bool isPaused() const { return m_paused; }
    void setPaused(bool paused);
    AssistController *assist() const { return m_assist; }
    sudoku::Algorithm solver() const;
    void setSolver(sudoku::Algorithm algorithm);
    QString statusText() const; // the level of the puzzle, or the state of a puzzle being entered
    // The puzzle's rating (rating.h), worked out on the worker for every puzzle played; nullopt until known.
    const std::optional<sudoku::Rating> &rating() const { return m_rating; }
    static QString ratingText(const sudoku::Rating &rating); // "Hard · 3.25", "Needs trial and error · 10.32"
    SavedGame snapshot() const;

    // Another Sudoku keeps the data folder (window/SingleInstance): the autosave asks `claim` before every
    // write (it says why not, or nothing once this process has the folder), and the game startup() brings
    // back from it is a copy, a game of its own for the statistics.
    void setDataClaim(std::function<QString()> claim);

    // Brings back the autosaved game, else starts a new one; then opens `file` if given, asking first when a
    // game is in progress. A `file` that cannot be opened leaves the game as it was, with a notice saying why.
    void startup(const QString &file = {});
    // Any entry or note on a game not finished yet, or any given on a puzzle being entered: what a new game
    // would throw away.
    bool hasGameInProgress() const;
    // A generated puzzle of the level, in the symmetry of the settings: at once from the pool when it has
    // one, else generated on the pool's thread (generatingChanged, cancelNewGame); the bundled pack is the
    // fallback when generation fails.
    void newGame(Difficulty difficulty);
    void newGame();
    // Today's daily puzzle of the level (dailypuzzle.h), generated on the pool's thread.
    void newDailyGame(Difficulty difficulty);
    void cancelNewGame();
    // The Practise dialog's puzzles are made here (on its own thread); playPractiseGame() starts one as New
    // starts a generated puzzle (asking first when a game is in progress). In Learn mode the steps before the
    // wanted technique are then played as the Solution Path's Play to Here plays them, and the hint for the
    // next step, the technique's, is asked for.
    PractiseController *practise() const { return m_practise; }
    void playPractiseGame(const PractiseGame &game);
    bool isGenerating() const { return m_pool->isBusy(); }
    void enterPuzzle();
    void startPlaying(); // Enter -> Play, once the worker has found exactly one solution
    // A puzzle in any format the parser reads; a pencil-mark grid's candidates become the notes.
    bool pastePuzzle(const QString &text);
    QString puzzleText() const; // the givens, 81 characters (a variant line for a variant): givensText of the board
    static QString givensText(const sudoku::Board &board);
    // The position as a pencil-mark grid (sudoku/formats.h): a cell's notes, or every candidate its peers
    // allow when it has none.
    QString pencilMarkText() const;
    // A game file, or a file of puzzles in any format the parser reads (SimpleSudoku .ss, SudoCue .sdk and
    // .sdm, pencil-mark grids, ...); translated error, or empty.
    QString openFile(const QString &path);
    QString saveFile(const QString &path);
    // Where the puzzle in play comes from when it was opened from a file of many puzzles; nullopt otherwise.
    const std::optional<PuzzleFilePlace> &playingFromFile() const { return m_playingFrom; }
    // The puzzle after the one last played from a file of many, this session or an earlier one (the settings
    // keep it); invalid when there is none.
    PuzzleFilePlace nextPuzzleFromFile() const;
    // Opens that puzzle as Open does, without the list (asking first when a game is in progress). A file that
    // is gone or changed, or a puzzle that cannot be read, is told as a notice.
    void openNextPuzzleFromFile();
    // The file the game was opened from or last saved to; empty for a new, pasted, entered or autosaved game.
    QString filePath() const { return m_filePath; }
    // Whether the game changed since it was opened from or saved to filePath(): a move, or its checkpoints.
    bool isModified() const;

    // Back to the givens as one undoable move, with the clock back at zero; undoing the restart brings the
    // time before it back with the entries (so that a restart is never a way to a better time).
    void restart();

    void inputDigit(int digit, bool asNote); // asNote: as with Ctrl (a pencil mark, or a digit in notes mode)
    void erase();

Q_SIGNALS:
    // What to tell the player; `stillTrue` says while it holds (MessageBar::showMessage).
    void notice(MessageBar::Level level, const MessageBar::Text &text, const QList<MessageBar::Button> &buttons,
        const MessageBar::While &stillTrue = {});
    void noticeCleared();
    void selectRequested(int cell);
    void pausedChanged(bool paused);
    void notesModeChanged(bool on);
    void solverChanged(sudoku::Algorithm algorithm);
    void statusChanged();
    void generatingChanged(bool busy);
    void filePathChanged(const QString &path);
    void puzzleFileChanged(); // playingFromFile() or nextPuzzleFromFile()
    void finished(const FinishInfo &info); // the player completed the board: the summary to show
    void saveAsRequested(); // the player chose Save As in a notice

private:
    QString classicStatusText() const; // statusText without the variant
    bool confirmReplace();
    MessageBar::While sameBoard() const; // while the board is as it is now
    void analyse();
    void rateGame(); // analyse the puzzle in play for its rating
    void onAnalysed(const SolveOutcome &outcome);
    QString enterStateText() const;
    void onCompleted();
    void learnSolution(const sudoku::Grid &solution); // for "show mistakes"
    void updateClock();
    // `sameGame`: the game goes on (the autosave) and keeps its statistics id; an opened file is a new game.
    void restoreGame(const SavedGame &game, bool sameGame = false);
    void setFilePath(const QString &path);
    void setPlayingFromFile(const std::optional<PuzzleFilePlace> &place); // kept in the settings when set
    void onUndoIndexChanged(int index);
    QString restoreAutosave(); // a warning for the player when the autosave could not be restored
    QString importPuzzles(const QString &path, const QByteArray &bytes);
    bool playPosition(const sudoku::Board &board, const std::vector<std::uint16_t> &candidates);
    void newPackGame(Difficulty difficulty);
    void startGame(const sudoku::Board &puzzle, const PuzzleInfo &info);
    void onGenerated(const PoolPuzzle &puzzle);
    void onGenerationFailed(const QString &error);

    GameModel *m_model;
    SolveController *m_solver;
    GameClock *m_clock;
    Settings *m_settings;
    Autosave *m_autosave;
    PuzzlePack m_pack;
    PuzzlePool *m_pool;
    PractiseController *m_practise;
    Difficulty m_requested = Difficulty::Easy; // the level of the puzzle being generated
    Confirm m_confirm;
    std::function<QString()> m_dataClaim;
    ChoosePuzzle m_choosePuzzle;
    Statistics *m_stats;
    GameTracker m_tracker;
    std::optional<QDate> m_requestedDaily; // the date of the daily puzzle being generated
    std::vector<std::uint16_t> m_importNotes; // the candidates of a pasted or opened position, until it plays
    QTimer m_analyseTimer; // debounces the uniqueness check while a puzzle is typed
    InputController *m_input;
    bool m_paused = false;
    bool m_startAfterAnalysis = false;
    AssistController *m_assist;
    // What the analysis found about the puzzle being entered (unset: not analysed yet); kept as values,
    // not text, so that the status bar follows a language switch.
    std::optional<sudoku::SolveResult> m_enterState;
    std::optional<sudoku::Rating> m_enterRating; // the rating of the puzzle being entered, when unique
    std::optional<sudoku::Rating> m_rating;
    bool m_ratingPending = false; // a rating is wanted; retried when another job cancelled its analysis
    QString m_filePath;
    std::optional<PuzzleFilePlace> m_playingFrom;
    std::vector<Checkpoint> m_fileCheckpoints; // the checkpoints as the file at m_filePath has them
    // The last restart, while it is on the undo stack: its command and the time the clock had before it.
    const QUndoCommand *m_restart = nullptr;
    int m_restartIndex = -1; // the stack's index just after the restart
    qint64 m_timeBeforeRestart = 0;
    bool m_restartUndone = false;
};
