// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/gamecontroller.h"

#include "assist/assistcontroller.h"
#include "assist/stepscontroller.h"
#include "game/autosave.h"
#include "game/diskfile.h"
#include "game/gameclock.h"
#include "game/gamemodel.h"
#include "game/variantboard.h"
#include "play/inputcontroller.h"
#include "settings/settings.h"
#include "stats/dailypuzzle.h"
#include "stats/statistics.h"
#include "vocab/puzzletext.h"
#include "vocab/techniquetext.h"
#include "workers/solvecontroller.h"

#include "sudoku/io/formats.h"
#include "sudoku/io/ruleformats.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRandomGenerator>
#include <QUndoStack>

#include <algorithm>

namespace
{

// The statistics live beside the autosave.
QString statisticsPath(const QString &autosavePath)
{
    return autosavePath.isEmpty() ? QString()
                                  : QFileInfo(autosavePath).dir().filePath(QStringLiteral("statistics.sqlite"));
}

} // namespace

using namespace sudoku;

GameController::GameController(GameModel *model, SolveController *solver, GameClock *clock, Settings *settings,
    const QString &autosavePath, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_solver(solver)
    , m_clock(clock)
    , m_settings(settings)
    , m_autosave(new Autosave([this] { return snapshot(); }, autosavePath, this))
    , m_pack(PuzzlePack::bundled())
    , m_pool(new PuzzlePool(this))
    , m_practise(new PractiseController(this))
    , m_confirm([](const QString &, const QString &, const QString &) { return true; })
    , m_choosePuzzle([](const QString &, const PuzzleBatch &) { return 0; })
    , m_stats(new Statistics(statisticsPath(autosavePath), this))
    , m_tracker(m_stats)
    , m_input(new InputController(model, this))
    , m_assist(new AssistController(model, solver, this))
{
    StatsDatabase::BestTimes best;
    for (Difficulty level : kDifficulties)
        best[static_cast<std::size_t>(level)] = settings->bestTime(level);
    m_stats->setLegacyBestTimes(best);
    connect(m_stats, &Statistics::lockReleased, this, [this] {
        Q_EMIT notice(MessageBar::Level::Info,
            [] { return tr("The statistics file is free again: the games played meanwhile are counted."); }, {});
    });
    connect(m_stats, &Statistics::problemChanged, this,
        [this](const QString &text) { Q_EMIT notice(MessageBar::Level::Warning, text, {}); });
    m_assist->setSolver(settings->solver());
    m_model->setAutoRemoveNotes(settings->autoRemoveNotes());
    m_model->setShowMistakes(settings->showMistakes());
    m_input->setNotesStyle(settings->notesStyle());
    connect(m_input, &InputController::notesModeChanged, this, &GameController::notesModeChanged);
    m_analyseTimer.setSingleShot(true);
    m_analyseTimer.setInterval(150);
    connect(&m_analyseTimer, &QTimer::timeout, this, [this] {
        if (m_model->mode() == GameMode::Enter)
            analyse();
    });
    connect(m_solver, &SolveController::jobFinished, this, &GameController::onAnalysed);
    connect(m_assist, &AssistController::notice, this, &GameController::notice);
    connect(m_assist, &AssistController::selectRequested, this, &GameController::selectRequested);
    connect(m_model, &GameModel::completed, this, &GameController::onCompleted);
    connect(m_model, &GameModel::cellsChanged, this, [this] {
        m_autosave->schedule();
        updateClock();
        if (m_model->mode() == GameMode::Enter) {
            m_enterState.reset();
            m_analyseTimer.start();
            Q_EMIT statusChanged();
        }
    });
    connect(m_model, &GameModel::gameReset, this, [this] {
        m_autosave->schedule();
        Q_EMIT statusChanged();
    });
    connect(m_model, &GameModel::helpChanged, m_autosave, &Autosave::schedule);
    connect(m_model, &GameModel::checkpointsChanged, m_autosave, &Autosave::schedule); // changes no cell, but kept
    connect(m_model->undoStack(), &QUndoStack::indexChanged, this, &GameController::onUndoIndexChanged);
    connect(m_model, &GameModel::gameReset, this, [this] { m_restart = nullptr; });
    // The first move starts the game, for the statistics (the stack has the move once it is done).
    connect(m_model->undoStack(), &QUndoStack::indexChanged, this, [this] {
        if (m_model->mode() == GameMode::Play && m_model->undoStack()->count() > 0)
            m_tracker.moved(gameFacts());
    });
    // Told once when saving stops working, not on every move; the game stays in memory meanwhile.
    connect(m_autosave, &Autosave::failed, this, [this](const QString &error) {
        Q_EMIT notice(MessageBar::Level::Warning,
            [error] {
                return tr("Your game cannot be saved automatically. %1 The game stays here while Sudoku is open; "
                          "Save As keeps a copy elsewhere.")
                    .arg(error);
            },
            {{[] { return tr("Save As\u2026"); }, [this] { Q_EMIT saveAsRequested(); }}});
    });
    connect(m_autosave, &Autosave::recovered, this, [this] {
        Q_EMIT notice(MessageBar::Level::Info, [] { return tr("Your game is saved automatically again."); }, {});
    });
    connect(m_pool, &PuzzlePool::ready, this, &GameController::onGenerated);
    connect(m_pool, &PuzzlePool::failed, this, &GameController::onGenerationFailed);
    connect(m_pool, &PuzzlePool::busyChanged, this, &GameController::generatingChanged);
    // The time is saved with every move; while the player thinks, every 15 s as well.
    connect(m_clock, &GameClock::tick, this, [this](qint64 ms) {
        if (ms / 1000 % 15 == 0 && m_clock->isRunning())
            m_autosave->schedule();
    });
}

GameController::~GameController()
{
    m_pool->shutdown(); // before the members its results would reach are gone
    m_practise->shutdown();
    m_stats->shutdown(); // writes what it had not written yet
}

GameFacts GameController::gameFacts() const
{
    GameFacts facts;
    facts.level = m_model->info().difficulty;
    facts.daily = m_model->info().daily;
    facts.puzzle = puzzleText();
    if (m_rating)
        facts.rating = m_rating->score;
    facts.elapsedMs = m_clock->elapsedMs();
    facts.help = m_model->help();
    return facts;
}

int GameController::selectedCell() const
{
    return m_input->selectedCell();
}

void GameController::setSelectedCell(int cell)
{
    m_input->setSelectedCell(cell);
}

bool GameController::notesMode() const
{
    return m_input->notesMode();
}

void GameController::setNotesMode(bool on)
{
    m_input->setNotesMode(on);
}

void GameController::setPaused(bool paused)
{
    if (paused && (m_model->mode() != GameMode::Play || m_model->isComplete()))
        paused = false;
    if (paused == m_paused)
        return;
    m_paused = paused;
    m_input->setEnabled(!paused);
    updateClock();
    m_autosave->schedule();
    Q_EMIT pausedChanged(paused);
}

void GameController::setSolver(Algorithm algorithm)
{
    if (algorithm == m_assist->solver())
        return;
    m_assist->setSolver(algorithm);
    m_settings->setSolver(algorithm);
    Q_EMIT solverChanged(algorithm);
}

Algorithm GameController::solver() const
{
    return m_assist->solver();
}

QString GameController::statusText() const
{
    const Board &board = m_model->board();
    if (board.isClassic())
        return classicStatusText();
    // A variant is named first, then what the status says of a classic game (its rating included).
    const QString variant = techniquetext::variant(board.rules().variant());
    return tr("%1 \u00b7 %2", "a variant of Sudoku, then the rest of the status").arg(variant, classicStatusText());
}

QString GameController::classicStatusText() const
{
    if (m_model->mode() == GameMode::Enter) {
        QString text = tr("Entering a puzzle \u00b7 givens: %n", nullptr, m_model->board().givenCount());
        if (const auto clash = m_model->board().firstGivenClash())
            return text + QStringLiteral(" \u00b7 ") + puzzletext::clash(*clash);
        const QString state = enterStateText();
        return state.isEmpty() ? text : text + QStringLiteral(" \u00b7 ") + state;
    }
    const PuzzleInfo &info = m_model->info();
    if (!info.difficulty)
        return m_rating ? tr("Your puzzle \u00b7 %1").arg(ratingText(*m_rating)) : tr("Your puzzle");
    if (info.daily.isValid()) {
        const QString level = m_rating ? ratingText(*m_rating) : difficultyName(*info.difficulty);
        return tr("Daily puzzle of %1 \u00b7 %2", "date, then level and rating")
            .arg(QLocale().toString(info.daily, QLocale::LongFormat), level);
    }
    // A generated or bundled puzzle is filed under the level its rating gives (the generator matches it
    // exactly, a test holds the pack to it): the level is named once, with the rating next to it.
    const bool sameLevel
        = m_rating && !m_rating->needsTrialAndError && difficultyOf(m_rating->level) == *info.difficulty;
    const QString level = sameLevel ? ratingText(*m_rating) : difficultyName(*info.difficulty);
    const QString where = info.packIndex < 0 ? tr("%1 \u00b7 new puzzle", "level of a generated puzzle").arg(level)
                                             : tr("%1 \u00b7 from the bundled collection").arg(level);
    return m_rating && !sameLevel ? tr("%1 \u00b7 rated %2").arg(where, ratingText(*m_rating)) : where;
}

QString GameController::ratingText(const Rating &rating)
{
    // No technique finishes it, forcing nets included: that is not a level, and the player should hear it.
    if (rating.needsTrialAndError)
        return tr("Needs trial and error \u00b7 %1", "not a level: no technique solves the puzzle; then the rating")
            .arg(QLocale().toString(rating.score, 'f', 2));
    // The engine's levels are the app's difficulties, in the same order (rating.h lists what each allows).
    return tr("%1 \u00b7 %2", "level and rating, e.g. Hard · 3.25")
        .arg(difficultyName(difficultyOf(rating.level)), QLocale().toString(rating.score, 'f', 2));
}

void GameController::rateGame()
{
    m_rating.reset();
    m_ratingPending = m_model->mode() == GameMode::Play;
    if (m_ratingPending)
        analyse();
}

QString GameController::enterStateText() const
{
    if (!m_enterState)
        return {};
    switch (m_enterState->status) {
    case SolveStatus::Unique:
        return m_enterRating ? tr("one solution \u00b7 %1").arg(ratingText(*m_enterRating)) : tr("one solution");
    case SolveStatus::Multiple:
        return tr("more than one solution");
    case SolveStatus::Invalid:
        return m_enterState->clash ? puzzletext::clash(*m_enterState->clash) : tr("not valid");
    default:
        break;
    }
    return tr("no solution");
}

SavedGame GameController::snapshot() const
{
    SavedGame game = m_model->snapshot();
    game.elapsedMs = m_clock->elapsedMs();
    game.selectedCell = m_input->selectedCell();
    game.gameId = m_tracker.gameId();
    return game;
}

void GameController::startup(const QString &file)
{
    // The first game of a session comes from the bundled pack so that the window opens on a board at
    // once; the pool warms up behind it, and New draws from the generator from then on.
    m_pool->startFilling(m_settings->symmetry(), m_settings->variant());
    // The autosaved game first, also with a FILE to open: a FILE that cannot be opened, or a question about
    // abandoning the game answered no, leaves the game in progress as it was.
    m_stats->refresh(); // the figures for the menus, and any problem with the file, told early
    const QString warning = restoreAutosave();
    if (file.isEmpty()) {
        if (!warning.isEmpty())
            Q_EMIT notice(MessageBar::Level::Warning, warning, {});
        return;
    }
    const bool inProgress = hasGameInProgress();
    QString error = openFile(file);
    if (error.isEmpty()) {
        if (!warning.isEmpty())
            Q_EMIT notice(MessageBar::Level::Warning, warning, {});
        return;
    }
    if (inProgress)
        error = tr("%1 Your game in progress goes on.").arg(error);
    Q_EMIT notice(MessageBar::Level::Error, warning.isEmpty() ? error : warning + QLatin1Char(' ') + error, {});
}

void GameController::setDataClaim(std::function<QString()> claim)
{
    m_dataClaim = claim;
    m_autosave->setClaim(std::move(claim));
}

QString GameController::restoreAutosave()
{
    const GameFile::ReadResult saved = m_autosave->load();
    if (saved.game) {
        // The game of the Sudoku that keeps the folder stays its own: this window plays a copy.
        const bool ours = !m_dataClaim || m_dataClaim().isEmpty();
        restoreGame(*saved.game, ours);
        if (m_model->isComplete()) { // a finished game is not worth coming back to
            newPackGame(m_settings->difficulty());
            return {};
        }
        // The last session's puzzle from a file: the title says so again.
        if (const PuzzleFilePlace place = m_settings->puzzleFilePlace();
            place.isValid() && !place.puzzle.isEmpty() && place.puzzle == puzzleText())
            setPlayingFromFile(place);
        if (!saved.warning.isEmpty())
            Q_EMIT notice(MessageBar::Level::Warning, saved.warning, {});
        return {};
    }
    if (!QFile::exists(m_autosave->path())) {
        newPackGame(m_settings->difficulty());
        return {};
    }
    const QString aside = m_autosave->setAside();
    newPackGame(m_settings->difficulty());
    if (aside.isEmpty())
        return tr("The last game could not be restored. %1 It could not be set aside either (%2); a new game "
                  "was started.")
            .arg(saved.error, m_autosave->lastError());
    return tr("The last game could not be restored. %1 It was kept as %2, and a new game was started.")
        .arg(saved.error, aside);
}

void GameController::newGame()
{
    newGame(m_settings->difficulty());
}

void GameController::newGame(Difficulty difficulty)
{
    if (!confirmReplace())
        return;
    m_settings->setDifficulty(difficulty);
    m_requestedDaily.reset();
    const Symmetry symmetry = m_settings->symmetry();
    const Variant variant = m_settings->variant();
    m_pool->startFilling(symmetry, variant);
    if (const auto ready = m_pool->take(difficulty, symmetry, variant)) {
        m_pool->cancel(); // a request still under way (New clicked twice) is overtaken
        onGenerated(*ready);
        return;
    }
    m_requested = difficulty;
    m_pool->request(difficulty, symmetry, {}, std::nullopt, variant);
}

void GameController::newDailyGame(Difficulty difficulty)
{
    const QDate today = m_stats->today();
    const PuzzleInfo &info = m_model->info();
    // The day's puzzle of the variant New uses: each variant has its own.
    const Variant variant = m_settings->variant();
    if (info.daily == today && info.difficulty == difficulty && m_model->board().rules().variant() == variant
        && m_model->mode() == GameMode::Play) {
        Q_EMIT notice(MessageBar::Level::Info,
            tr("This is today's %1 daily puzzle already.").arg(difficultyName(difficulty)), {});
        return;
    }
    if (!confirmReplace())
        return;
    m_requested = difficulty;
    m_requestedDaily = today;
    // Made like every puzzle New waits for, on the pool's thread, but from the day's seed.
    m_pool->request(difficulty, daily::kSymmetry, {}, daily::generatorSeed(today, difficulty), variant);
}

void GameController::cancelNewGame()
{
    m_pool->cancel();
}

void GameController::playPractiseGame(const PractiseGame &game)
{
    if (!confirmReplace())
        return;
    m_pool->cancel();
    m_requestedDaily.reset();
    startGame(game.puzzle, PuzzleInfo {game.difficulty, -1, {}});
    if (game.mode != sudoku::PractiseMode::Learn)
        return;
    // The learner sees the position as the technique finds it: the steps before played, every candidate noted.
    StepsController::playPath(m_model, game.before, static_cast<int>(game.before.size()) - 1, true);
    m_assist->hint();
}

void GameController::onGenerated(const PoolPuzzle &puzzle)
{
    PuzzleInfo info {puzzle.difficulty, -1, {}};
    if (m_requestedDaily)
        info.daily = *m_requestedDaily;
    m_requestedDaily.reset();
    startGame(puzzle.puzzle, info);
}

void GameController::onGenerationFailed(const QString &error)
{
    m_requestedDaily.reset();
    newPackGame(m_requested);
    Q_EMIT notice(MessageBar::Level::Warning,
        [error] { return tr("No new puzzle could be made (%1); this one is from the bundled collection.").arg(error); },
        {});
}

void GameController::newPackGame(Difficulty difficulty)
{
    const int avoid = m_model->info().difficulty == difficulty ? m_model->info().packIndex : -1;
    const PackPuzzle *puzzle = m_pack.pick(difficulty, *QRandomGenerator::global(), avoid);
    if (!puzzle) {
        Q_EMIT notice(MessageBar::Level::Error, [] { return tr("No puzzle of this level is installed."); }, {});
        return;
    }
    startGame(puzzle->board, PuzzleInfo {difficulty, puzzle->index});
}

void GameController::startGame(const Board &puzzle, const PuzzleInfo &info)
{
    setFilePath({});
    setPlayingFromFile(std::nullopt);
    m_tracker.abandon(gameFacts());
    m_tracker.begin();
    m_solver->discard();
    m_model->loadPuzzle(puzzle, info);
    m_paused = false;
    m_input->setEnabled(true);
    m_clock->start(0);
    Q_EMIT noticeCleared();
    Q_EMIT pausedChanged(false);
    Q_EMIT selectRequested(40);
    rateGame();
}

void GameController::enterPuzzle()
{
    if (!confirmReplace())
        return;
    m_pool->cancel();
    m_solver->discard();
    m_tracker.abandon(gameFacts());
    m_importNotes.clear();
    m_rating.reset();
    m_ratingPending = false;
    m_model->startEntering();
    setFilePath({});
    m_enterState.reset();
    m_clock->start(0);
    m_clock->pause();
    Q_EMIT selectRequested(0);
    Q_EMIT notice(
        MessageBar::Level::Info,
        [] {
            return tr("Type the givens of your puzzle, then choose Start Playing. The board tells you at once if the "
                      "puzzle is not valid or does not have exactly one solution.");
        },
        {{[] { return tr("Start Playing"); }, [this] { startPlaying(); }}},
        [this] { return m_model->mode() == GameMode::Enter; });
}

void GameController::startPlaying()
{
    if (m_model->mode() != GameMode::Enter)
        return;
    if (const auto clash = m_model->board().firstGivenClash()) {
        Q_EMIT notice(
            MessageBar::Level::Error,
            [clash = *clash] { return tr("This puzzle is not valid: %1.").arg(puzzletext::clash(clash)); }, {},
            sameBoard());
        return;
    }
    m_startAfterAnalysis = true;
    m_analyseTimer.stop();
    analyse();
}

bool GameController::pastePuzzle(const QString &text)
{
    const SinglePuzzle parsed = parseSinglePuzzle(text.toStdString());
    if (!parsed.board) {
        // What is wrong, and on which line when the text has several; no "puzzle 1 (line 1)" as a log has.
        const bool severalLines = text.trimmed().contains(QLatin1Char('\n'));
        const int line = severalLines ? parsed.line : 0;
        Q_EMIT notice(
            MessageBar::Level::Error,
            [line, reason = QString::fromStdString(parsed.reason)] {
                return line > 0 ? tr("The clipboard does not hold a puzzle: on line %1, %2.").arg(line).arg(reason)
                                : tr("The clipboard does not hold a puzzle: %1.").arg(reason);
            },
            {}, sameBoard());
        return false;
    }
    return playPosition(*parsed.board, parsed.candidates);
}

// A position from outside (pasted, or from a puzzle file): checked like a typed puzzle, then played, its
// candidates (if it has some) as the notes.
bool GameController::playPosition(const Board &board, const std::vector<std::uint16_t> &candidates)
{
    if (!confirmReplace())
        return false;
    m_pool->cancel();
    m_solver->discard();
    m_tracker.abandon(gameFacts());
    setPlayingFromFile(std::nullopt); // importPuzzles names the file again
    m_importNotes = candidates;
    m_rating.reset();
    m_ratingPending = false;
    m_model->startEntering(board);
    setFilePath({});
    m_enterState.reset();
    m_clock->start(0);
    m_clock->pause();
    Q_EMIT noticeCleared();
    startPlaying();
    return true;
}

QString GameController::puzzleText() const
{
    return givensText(m_model->board());
}

QString GameController::givensText(const Board &board)
{
    // A variant's rules go with its givens, as a line that paste and Open read back (sudoku/io/ruleformats.h).
    if (!board.isClassic())
        return QString::fromStdString(writeVariantLine(board.givens(), board.rules()));
    return QString::fromStdString(toLine(board.givens()));
}

QString GameController::pencilMarkText() const
{
    const Board &board = m_model->board();
    std::array<std::uint16_t, kCellCount> candidates {};
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (board.isEmpty(cell))
            candidates[cell] = m_model->notes(cell) ? m_model->notes(cell) : variantboard::candidates(board, cell);
    }
    return QString::fromStdString(writePencilMarks(board.values(), candidates));
}

QString GameController::openFile(const QString &path)
{
    // A game file is JSON; anything else is read as puzzles (a game file always ends in .sudoku). Read
    // without blocking, whatever the name: a pipe, a device or a folder is refused before anything waits on it.
    if (!path.endsWith(QLatin1String(".sudoku"), Qt::CaseInsensitive)) {
        const DiskFile::Read file = DiskFile::readRegular(path, GameFile::kMaxFileSize);
        if (!file.error.isEmpty()) {
            const QFileInfo info(path);
            return info.isFile() && info.size() > GameFile::kMaxFileSize
                ? tr("%1 is too large to be a file of puzzles.").arg(info.fileName())
                : file.error;
        }
        if (!file.bytes.trimmed().startsWith('{'))
            return importPuzzles(path, file.bytes);
    }
    const GameFile::ReadResult result = GameFile::load(path);
    if (!result.game)
        return result.error;
    if (!confirmReplace())
        return {};
    restoreGame(*result.game);
    m_fileCheckpoints = m_model->checkpoints();
    setFilePath(path);
    if (!result.warning.isEmpty())
        Q_EMIT notice(MessageBar::Level::Warning, result.warning, {});
    return {};
}

QString GameController::importPuzzles(const QString &path, const QByteArray &bytes)
{
    const QString name = QFileInfo(path).fileName();
    const PuzzleBatch batch = parsePuzzles(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (batch.puzzles.empty()) {
        const QString why = batch.problems.empty() ? tr("no puzzle found")
                                                   : QString::fromStdString(batch.problems.front().describe());
        return tr("%1 does not hold a puzzle: %2.").arg(name, why);
    }
    const int count = static_cast<int>(batch.puzzles.size());
    int index = 0;
    if (count > 1) {
        index = m_choosePuzzle(name, batch);
        if (index < 0)
            return {};
        index = std::min(index, count - 1);
    }
    const PuzzleRecord &record = batch.puzzles[static_cast<std::size_t>(index)];
    if (!record.ok())
        return tr("%1: %2.").arg(name, QString::fromStdString(record.error->describe()));
    if (playPosition(record.board, record.candidates) && count > 1)
        setPlayingFromFile(
            PuzzleFilePlace {QFileInfo(path).absoluteFilePath(), index + 1, count, givensText(record.board)});
    return {};
}

PuzzleFilePlace GameController::nextPuzzleFromFile() const
{
    PuzzleFilePlace place = m_settings->puzzleFilePlace();
    if (!place.hasNext())
        return {};
    ++place.number;
    return place;
}

void GameController::openNextPuzzleFromFile()
{
    const PuzzleFilePlace next = nextPuzzleFromFile();
    if (!next.isValid())
        return;
    const QString name = QFileInfo(next.path).fileName();
    const DiskFile::Read file = DiskFile::readRegular(next.path, GameFile::kMaxFileSize);
    if (!file.error.isEmpty()) {
        Q_EMIT notice(MessageBar::Level::Error,
            tr("The next puzzle cannot be opened: %1", "why, naming the file").arg(file.error), {});
        return;
    }
    const QByteArray &bytes = file.bytes;
    const PuzzleBatch batch = parsePuzzles(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    const int count = static_cast<int>(batch.puzzles.size());
    const QString changed = count == next.count
        ? QString()
        : tr("%1 has changed since puzzle %2 was opened from it: it held %3 puzzles, now %4.")
              .arg(
                  name, QLocale().toString(next.number - 1), QLocale().toString(next.count), QLocale().toString(count));
    if (next.number > count) {
        Q_EMIT notice(MessageBar::Level::Error,
            changed + QLatin1Char(' ') + tr("It has no puzzle %1.").arg(QLocale().toString(next.number)), {});
        return;
    }
    const PuzzleRecord &record = batch.puzzles[static_cast<std::size_t>(next.number - 1)];
    if (!record.ok()) {
        // Passed over: the next Next goes on after it.
        m_settings->setPuzzleFilePlace(PuzzleFilePlace {next.path, next.number, count, {}});
        Q_EMIT puzzleFileChanged();
        Q_EMIT notice(MessageBar::Level::Error,
            tr("Puzzle %1 of %2 cannot be read: %3.")
                .arg(QLocale().toString(next.number), name, QString::fromStdString(record.error->describe())),
            {});
        return;
    }
    if (!playPosition(record.board, record.candidates))
        return;
    setPlayingFromFile(PuzzleFilePlace {next.path, next.number, count, givensText(record.board)});
    if (!changed.isEmpty())
        Q_EMIT notice(MessageBar::Level::Warning, changed, {}, sameBoard());
}

void GameController::setPlayingFromFile(const std::optional<PuzzleFilePlace> &place)
{
    if (place == m_playingFrom)
        return;
    m_playingFrom = place;
    if (place)
        m_settings->setPuzzleFilePlace(*place);
    Q_EMIT puzzleFileChanged();
}

QString GameController::saveFile(const QString &path)
{
    const QString error = GameFile::save(snapshot(), path);
    if (error.isEmpty()) {
        m_model->undoStack()->setClean(); // the window's title drops its modified mark
        m_fileCheckpoints = m_model->checkpoints();
        setFilePath(path);
    }
    return error;
}

bool GameController::isModified() const
{
    return !m_model->undoStack()->isClean() || m_model->checkpoints() != m_fileCheckpoints;
}

void GameController::setFilePath(const QString &path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    Q_EMIT filePathChanged(path);
}

void GameController::restoreGame(const SavedGame &game, bool sameGame)
{
    setFilePath({}); // openFile names the file again
    setPlayingFromFile(std::nullopt);
    m_pool->cancel();
    m_solver->discard();
    m_tracker.abandon(gameFacts());
    const bool moved = game.historyIndex > 0
        || std::any_of(game.cells.begin(), game.cells.end(),
            [](const CellState &cell) { return (cell.digit != 0 && !cell.given) || cell.notes != 0; });
    m_tracker.begin(sameGame ? game.gameId : QString(), moved && game.mode == GameMode::Play);
    m_importNotes.clear();
    m_model->restore(game);
    m_input->setSelectedCell(game.selectedCell);
    m_enterState.reset();
    m_paused = false;
    m_input->setEnabled(true);
    m_clock->start(game.elapsedMs);
    updateClock();
    Q_EMIT noticeCleared();
    Q_EMIT pausedChanged(false);
    Q_EMIT selectRequested(game.selectedCell);
    Q_EMIT statusChanged();
    if (m_model->mode() == GameMode::Enter)
        m_analyseTimer.start();
    rateGame();
}

MessageBar::While GameController::sameBoard() const
{
    return [this, revision = m_model->revision()] { return m_model->revision() == revision; };
}

bool GameController::hasGameInProgress() const
{
    return m_model->mode() == GameMode::Enter ? !m_model->isEmpty() : m_model->hasEntries() && !m_model->isComplete();
}

bool GameController::confirmReplace()
{
    if (!hasGameInProgress())
        return true;
    // Typing a puzzle in is not a game: what would go is the puzzle typed so far.
    if (m_model->mode() == GameMode::Enter)
        return m_confirm(tr("Discard the puzzle you are entering?"), tr("The givens typed so far will be lost."),
            tr("&Discard Puzzle"));
    return m_confirm(tr("Abandon the current game?"), tr("The game in progress will be lost."), tr("&Abandon Game"));
}

void GameController::restart()
{
    const qint64 before = m_clock->elapsedMs();
    if (m_paused || !m_model->restart())
        return;
    if (m_model->mode() != GameMode::Play)
        return; // while entering a puzzle there is no clock
    const QUndoStack *stack = m_model->undoStack();
    m_restart = stack->command(stack->index() - 1);
    m_restartIndex = stack->index();
    m_timeBeforeRestart = before;
    m_restartUndone = false;
    m_clock->setElapsed(0);
    updateClock();
    m_autosave->schedule();
}

void GameController::onUndoIndexChanged(int index)
{
    if (!m_restart)
        return;
    const QUndoStack *stack = m_model->undoStack();
    if (m_restartIndex > stack->count() || stack->command(m_restartIndex - 1) != m_restart) {
        m_restart = nullptr; // the restart left the history (a new move after undoing it, or a new game)
        return;
    }
    const bool undone = index < m_restartIndex;
    if (undone == m_restartUndone)
        return;
    m_restartUndone = undone;
    const qint64 now = m_clock->elapsedMs();
    m_clock->setElapsed(undone ? now + m_timeBeforeRestart : std::max<qint64>(0, now - m_timeBeforeRestart));
}

void GameController::inputDigit(int digit, bool asNote)
{
    m_input->inputDigit(digit, asNote ? DigitInput::Ctrl : DigitInput::Plain);
}

void GameController::erase()
{
    m_input->erase();
}

void GameController::analyse()
{
    SolveRequest request;
    request.kind = JobKind::Analyse;
    request.board = m_model->board();
    request.algorithm = Algorithm::Dfs;
    request.revision = m_model->revision();
    m_solver->start(request);
}

void GameController::onAnalysed(const SolveOutcome &outcome)
{
    if (m_model->mode() == GameMode::Play) {
        if (outcome.kind == JobKind::Analyse && outcome.result.status != SolveStatus::Cancelled) {
            m_ratingPending = false;
            m_rating = outcome.rating;
            if (outcome.result.status == SolveStatus::Unique && !m_model->solution())
                learnSolution(outcome.result.solution);
            Q_EMIT statusChanged();
        } else if (m_ratingPending && outcome.kind != JobKind::Analyse) {
            // A hint or a solve took the worker from the analysis: ask again once it is free.
            QTimer::singleShot(0, this, [this] {
                if (m_ratingPending && !m_solver->isBusy() && m_model->mode() == GameMode::Play)
                    analyse();
            });
        }
        return;
    }
    if (outcome.kind != JobKind::Analyse || outcome.result.status == SolveStatus::Cancelled)
        return;
    if (outcome.revision != m_model->revision()) { // typed on since: look again
        analyse();
        return;
    }
    const SolveResult &result = outcome.result;
    m_enterState = result;
    m_enterRating = outcome.rating;
    Q_EMIT statusChanged();
    if (!m_startAfterAnalysis)
        return;
    m_startAfterAnalysis = false;
    if (result.status != SolveStatus::Unique) {
        // Stands until the player changes the puzzle (the status bar says live how it stands then).
        Q_EMIT notice(
            MessageBar::Level::Error,
            [status = result.status, clash = result.clash] {
                switch (status) {
                case SolveStatus::Multiple:
                    return tr("This puzzle has more than one solution; add givens until only one is left.");
                case SolveStatus::Invalid:
                    return tr("This puzzle is not valid: %1.").arg(clash ? puzzletext::clash(*clash) : tr("not valid"));
                default:
                    break;
                }
                return tr("This puzzle has no solution.");
            },
            {}, sameBoard());
        return;
    }
    m_rating = outcome.rating;
    m_ratingPending = false;
    m_tracker.begin();
    m_model->startPlaying(result.solution);
    if (m_importNotes.size() == static_cast<std::size_t>(kCellCount)) {
        // The candidates it came with are the starting notes: part of the position, not a move.
        SavedGame game = m_model->snapshot();
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (game.cells[cell].digit == 0)
                game.cells[cell].notes = m_importNotes[static_cast<std::size_t>(cell)];
        }
        m_model->restore(game);
        m_model->setSolution(result.solution);
    }
    m_importNotes.clear();
    m_clock->start(0);
    // Good news for the start of the game: it goes with the first move.
    Q_EMIT notice(
        MessageBar::Level::Positive, [] { return tr("The puzzle has exactly one solution. Enjoy the game!"); }, {},
        sameBoard());
}

void GameController::onCompleted()
{
    updateClock();
    m_autosave->saveNow();
    const qint64 ms = m_clock->elapsedMs();
    const HelpUsage &help = m_model->help();
    const QList<MessageBar::Button> again {{[] { return tr("New Game"); }, [this] { newGame(); }}};
    // The message stands while the board is solved: undoing the last move (or Solve) takes it away.
    const auto solved = [this] { return m_model->isComplete(); };
    const GameFacts facts = gameFacts();
    if (help.solverUsed) {
        m_tracker.ended(facts, GameResult::Solved);
        Q_EMIT notice(MessageBar::Level::Info, m_assist->solveReport(), again, solved);
        return;
    }
    // The summary (personal best, streak) comes once the statistics thread has written the game.
    m_tracker.ended(
        facts, GameResult::Finished, [this, facts, id = m_tracker.gameId()](const Statistics::Summary &summary) {
            Q_EMIT finished(FinishInfo {facts, id, summary});
        });
    const auto text = [ms, help] {
        if (!help.any())
            return tr("Well done! Solved in %1.").arg(GameClock::format(ms));
        QString text = tr("Solved in %1, with help (hints: %2, checks: %3).")
                           .arg(GameClock::format(ms))
                           .arg(help.hints)
                           .arg(help.checks);
        if (help.mistakesShown)
            text += QLatin1Char(' ') + tr("Mistakes were shown as you played (mistakes: %1).").arg(help.mistakes);
        return text;
    };
    Q_EMIT notice(MessageBar::Level::Positive, text, again, solved);
}

void GameController::learnSolution(const Grid &solution)
{
    // The analysis was of the puzzle in play (a new game drops older jobs); check the givens all the same.
    const Board &board = m_model->board();
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (board.isGiven(cell) && board.at(cell) != solution[cell])
            return;
    }
    m_model->setSolution(solution);
}

void GameController::updateClock()
{
    m_assist->setEnabled(m_model->mode() == GameMode::Play && !m_paused);
    const bool run = m_model->mode() == GameMode::Play && !m_model->isComplete() && !m_paused;
    if (run)
        m_clock->resume();
    else
        m_clock->pause();
}
