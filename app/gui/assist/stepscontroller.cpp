// SPDX-License-Identifier: GPL-3.0-or-later
#include "assist/stepscontroller.h"

#include "assist/hinttext.h"
#include "game/gamemodel.h"

#include "sudoku/grid/candidates.h"
#include "sudoku/io/hodoku.h"

#include <QStringList>

#include <optional>

using namespace sudoku;

StepsController::StepsController(GameModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_jobs(QStringLiteral("steps"))
{
    connect(m_model, &GameModel::cellsChanged, this, &StepsController::refresh);
    connect(m_model, &GameModel::gameReset, this, &StepsController::refresh);
}

StepsController::~StepsController()
{
    m_jobs.shutdown(); // its jobs post to this object's members
}

void StepsController::setStepsWanted(bool on)
{
    if (m_stepsWanted == on)
        return;
    m_stepsWanted = on;
    refresh();
}

void StepsController::setPathWanted(bool on)
{
    if (m_pathWanted == on)
        return;
    m_pathWanted = on;
    refresh();
}

void StepsController::setLeftWanted(bool on)
{
    if (m_leftWanted == on)
        return;
    m_leftWanted = on;
    refresh();
}

void StepsController::setPaused(bool paused)
{
    if (m_paused == paused)
        return;
    m_paused = paused;
    refresh();
}

void StepsController::refresh()
{
    const bool playing = m_model->mode() == GameMode::Play && !m_paused;
    const bool steps = playing && m_stepsWanted;
    const bool path = playing && m_pathWanted;
    const bool left = playing && m_leftWanted && !m_model->isComplete(); // nothing is left of a full board
    m_steps.clear();
    m_path.clear();
    m_pathSolves = false;
    m_left.reset();
    m_stepsState = steps ? State::Working : State::Off;
    m_pathState = path ? State::Working : State::Off;
    m_leftState = left ? State::Working : State::Off;
    Q_EMIT stepsChanged();
    Q_EMIT pathChanged();
    Q_EMIT leftChanged();
    if (!steps && !path && !left) {
        m_jobs.discard();
        return;
    }
    // The lists of the position as it is now; a job for an older one is superseded, and what it still hands
    // back is dropped (JobThread).
    m_jobs.start([this, board = m_model->board(), notes = m_model->allNotes(), solution = m_model->solution(), steps,
                     path, left](JobThread::Job &job) {
        if (job.stopRequested())
            return; // superseded while it waited: a newer position's job is queued behind it
        if (solution && hintfinder::mistakes(board, notes, *solution).kind == Hint::Kind::Mistakes) {
            job.finish([this, steps, path, left] {
                m_stepsState = steps ? State::Mistakes : State::Off;
                m_pathState = path ? State::Mistakes : State::Off;
                m_leftState = left ? State::Mistakes : State::Off;
                Q_EMIT stepsChanged();
                Q_EMIT pathChanged();
                Q_EMIT leftChanged();
            });
            return;
        }
        const bool unique = solution.has_value(); // the analysis proved it before giving the solution
        if (steps) {
            job.post([this, found = hintfinder::allSteps(board, notes, unique)]() mutable {
                m_steps = std::move(found);
                m_stepsState = State::Ready;
                Q_EMIT stepsChanged();
            });
        }
        if (path && !job.stopRequested()) {
            std::vector<Hint> found = hintfinder::solutionPath(board, notes, unique, job.stopToken());
            if (job.stopRequested())
                return;
            int empty = 0;
            for (int cell = 0; cell < kCellCount; ++cell)
                empty += board.isEmpty(cell) ? 1 : 0;
            const bool solves
                = static_cast<int>(
                      hintfinder::pathEffect(board, notes, found, static_cast<int>(found.size()) - 1).placements.size())
                == empty;
            job.post([this, found = std::move(found), solves]() mutable {
                m_path = std::move(found);
                m_pathSolves = solves;
                m_pathState = State::Ready;
                Q_EMIT pathChanged();
            });
        }
        if (left && !job.stopRequested()) {
            // The position as a puzzle of its own, rated as a new puzzle is (the player's notes play no part).
            Board position = Board::fromGivens(board.values());
            position.setRules(board.sharedRules());
            RateOptions options;
            options.assumeUnique = unique;
            options.stopToken = job.stopToken(); // a newer position does not wait for a hard rating
            const Rating rating = rate(position, options);
            if (rating.stopped)
                return;
            job.post([this, rating] {
                m_left = rating;
                m_leftState = State::Ready;
                Q_EMIT leftChanged();
            });
        }
    });
}

void StepsController::applyStep(int index)
{
    if (m_stepsState != State::Ready || index < 0 || index >= static_cast<int>(m_steps.size()))
        return;
    const Hint hint = m_steps[static_cast<std::size_t>(index)].hint;
    const Step &step = hint.step;
    m_model->addHelp({1, 0, false});
    m_model->applyHint(step.hasPlacement() ? step.placementCell : -1, step.placementDigit, hintfinder::notesAfter(hint),
        tr("Step: %1").arg(HintText::techniqueName(step.technique)));
}

void StepsController::playPathTo(int index)
{
    if (m_pathState != State::Ready || index < 0 || index >= static_cast<int>(m_path.size()))
        return;
    playPath(m_model, m_path, index);
}

void StepsController::playPath(GameModel *model, const std::vector<Hint> &path, int last, bool everyNote)
{
    if (last < (everyNote ? -1 : 0) || last >= static_cast<int>(path.size()))
        return;
    const hintfinder::PathEffect effect
        = hintfinder::pathEffect(model->board(), model->allNotes(), path, last, everyNote);
    if (effect.placements.empty() && effect.notes.empty())
        return; // no move, no help
    if (last >= 0)
        model->addHelp({last + 1, 0, false});
    // No step played (Practise's Learn mode, its technique the path's first step): the candidates filled in, and
    // that is what Undo says it takes back. Nothing changed: nothing pushed.
    model->applySteps(effect.placements, effect.notes,
        last < 0 ? GameModel::tr("Fill in all candidates") : tr("Solution path: %n steps", nullptr, last + 1));
}

QString StepsController::pathText() const
{
    QStringList lines;
    for (std::size_t i = 0; i < m_path.size(); ++i) {
        const Step &step = m_path[i].step;
        lines << tr("%1. %2: %3 %4", "a solution path's line: number, technique, effect, why")
                     .arg(i + 1)
                     .arg(HintText::techniqueName(step.technique), HintText::effect(step), HintText::explanation(step));
    }
    return lines.join(QLatin1Char('\n'));
}

QString StepsController::pathLibraryLines() const
{
    const Board &board = m_model->board();
    if (!board.isClassic())
        return {};
    QStringList lines;
    for (const Hint &hint : m_path) {
        if (hint.kind != Hint::Kind::Step)
            continue;
        // The step's own position: the puzzle's givens, the digits placed since, the candidates it was found on.
        CandidateGrid position = CandidateGrid::fromBoard(board.puzzle());
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (!board.isGiven(cell) && hint.digits[static_cast<std::size_t>(cell)] != 0)
                position.place(cell, hint.digits[static_cast<std::size_t>(cell)]);
        }
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (position.isEmpty(cell))
                position.setCandidates(cell, hint.candidates[static_cast<std::size_t>(cell)]);
        }
        lines << QString::fromStdString(libraryLine(position, hint.step));
    }
    return lines.join(QLatin1Char('\n'));
}
