// SPDX-License-Identifier: GPL-3.0-or-later
#include "assist/assistcontroller.h"

#include "assist/hinttext.h"
#include "game/gamemodel.h"
#include "vocab/hintbranches.h"
#include "vocab/puzzletext.h"
#include "workers/hintfinder.h"
#include "workers/solvecontroller.h"

#include <QLocale>

#include <algorithm>
#include <limits>

using namespace sudoku;

namespace
{

QString algorithmLabel(Algorithm algorithm)
{
    return QString::fromUtf8(algorithmName(algorithm).data());
}

} // namespace

AssistController::AssistController(GameModel *model, SolveController *solver, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_solver(solver)
{
    connect(m_solver, &SolveController::jobFinished, this, &AssistController::onJobFinished);
    connect(m_solver, &SolveController::progress, this, &AssistController::onProgress);
    const auto closeIfStale = [this] {
        if (m_hint && (m_model->revision() != m_hintRevision || m_model->mode() != GameMode::Play))
            closeHint();
    };
    connect(m_model, &GameModel::cellsChanged, this, closeIfStale);
    connect(m_model, &GameModel::gameReset, this, closeIfStale);
}

void AssistController::hint()
{
    if (!m_enabled || m_model->mode() != GameMode::Play)
        return;
    if (m_hint && m_hintRevision == m_model->revision()) {
        if (m_stage >= 3)
            return applyHint();
        ++m_stage;
        Q_EMIT hintChanged();
        return;
    }
    start(JobKind::Hint, Algorithm::Dfs);
}

void AssistController::present(const Hint &hint)
{
    m_hint = hint;
    m_hintRevision = m_model->revision();
    m_stage = 1;
    m_view = 0;
    // The ring on the cell the last hint filled goes: the board shows this hint's marks only.
    if (m_model->hintCell() >= 0)
        m_model->setHintCell(-1);
    m_model->addHelp({1, 0, false});
    Q_EMIT hintChanged();
}

int AssistController::hintViewCount() const
{
    if (!m_hint || m_hint->kind != Hint::Kind::Step || m_stage < 3)
        return 1;
    return hintbranches::viewCount(m_hint->step);
}

void AssistController::showBranch(int delta)
{
    const int view = std::clamp(m_view + delta, 0, hintViewCount() - 1);
    if (!m_hint || view == m_view)
        return;
    m_view = view;
    Q_EMIT hintChanged();
}

void AssistController::applyHint()
{
    if (!m_hint || m_hintRevision != m_model->revision() || !m_enabled)
        return;
    const Hint hint = *m_hint;
    closeHint();
    if (hint.kind == Hint::Kind::Stuck) {
        m_model->revealCell(hint.cell, hint.digit);
        m_model->setHintCell(hint.cell);
        return;
    }
    const Step &step = hint.step;
    m_model->applyHint(step.hasPlacement() ? step.placementCell : -1, step.placementDigit, hintfinder::notesAfter(hint),
        tr("Hint: %1").arg(HintText::techniqueName(step.technique)));
    if (step.hasPlacement())
        m_model->setHintCell(step.placementCell);
}

void AssistController::closeHint()
{
    if (!m_hint)
        return;
    m_hint.reset();
    m_stage = 0;
    m_view = 0;
    Q_EMIT hintChanged();
}

void AssistController::check()
{
    if (m_enabled && m_model->mode() == GameMode::Play)
        start(JobKind::Check, Algorithm::Dfs);
}

void AssistController::solve()
{
    if (m_enabled && m_model->mode() == GameMode::Play)
        start(JobKind::Solve, m_algorithm);
}

void AssistController::stop()
{
    m_solver->cancel();
    closeHint();
}

hintfinder::Notes AssistController::notes() const
{
    return m_model->allNotes();
}

void AssistController::start(JobKind kind, Algorithm algorithm)
{
    SolveRequest request;
    request.kind = kind;
    request.board = m_model->board();
    request.notes = notes();
    request.algorithm = algorithm;
    request.hintTechniques = m_hintTechniques;
    request.revision = m_model->revision();
    request.reportProgress = kind == JobKind::Solve;
    m_solver->start(request);
    Q_EMIT workChanged(kind == JobKind::Solve ? tr("Solving with %1\u2026").arg(algorithmLabel(algorithm)) : QString());
}

void AssistController::onJobFinished(const SolveOutcome &outcome)
{
    Q_EMIT workChanged({});
    switch (outcome.kind) {
    case JobKind::Solve:
        return onSolved(outcome);
    case JobKind::Hint:
        return onHint(outcome);
    case JobKind::Check:
        return onChecked(outcome);
    case JobKind::Analyse:
        break;
    }
}

void AssistController::onProgress(quint64, quint64 nodes, qint64 elapsedMs)
{
    if (m_solver->currentKind() != JobKind::Solve)
        return;
    const QLocale locale; // the language's numbers: "1.234 Knoten, 0,5 s"
    Q_EMIT workChanged(tr("Solving with %1\u2026 %2 nodes, %3 s")
                           .arg(algorithmLabel(m_algorithm), locale.toString(static_cast<qulonglong>(nodes)),
                               locale.toString(static_cast<double>(elapsedMs) / 1000.0, 'f', 1)));
}

void AssistController::onSolved(const SolveOutcome &outcome)
{
    const SolveResult &result = outcome.result;
    const Algorithm algorithm = outcome.algorithm;
    const auto stats = [ms = static_cast<double>(result.stats.elapsed.count()) / 1e6, nodes = result.stats.nodes] {
        return statsText(ms, nodes);
    };
    switch (result.status) {
    case SolveStatus::Unique:
    case SolveStatus::Solved: {
        m_solveReport = [algorithm, stats] { return tr("Solved by %1 (%2).").arg(algorithmLabel(algorithm), stats()); };
        m_model->addHelp({0, 0, true});
        if (!m_model->applySolution(result.solution))
            Q_EMIT notice(
                MessageBar::Level::Info, [] { return tr("The board already shows the solution."); }, {}, sameBoard());
        return;
    }
    case SolveStatus::Multiple:
        // About the puzzle, not the position: it stands while the same puzzle is played.
        Q_EMIT notice(
            MessageBar::Level::Warning,
            [] { return tr("This puzzle has more than one solution, so there is no single answer to show."); },
            {{[] { return tr("Show One"); },
                [this, solution = result.solution, algorithm, stats] {
                    m_solveReport = [algorithm, stats] {
                        return tr("One of several solutions, found by %1 (%2).")
                            .arg(algorithmLabel(algorithm), stats());
                    };
                    m_model->addHelp({0, 0, true});
                    m_model->applySolution(solution);
                }}},
            samePuzzle());
        return;
    case SolveStatus::NoSolution:
        Q_EMIT notice(
            MessageBar::Level::Error, [stats] { return tr("This puzzle has no solution (%1).").arg(stats()); }, {},
            sameBoard());
        return;
    case SolveStatus::Invalid:
        Q_EMIT notice(
            MessageBar::Level::Error,
            [clash = result.clash] {
                return tr("This puzzle is not valid: %1.").arg(clash ? puzzletext::clash(*clash) : QString());
            },
            {}, sameBoard());
        return;
    case SolveStatus::Cancelled:
    case SolveStatus::BudgetExhausted:
        Q_EMIT notice(
            MessageBar::Level::Info, [stats] { return tr("Stopped the search after %1.").arg(stats()); }, {},
            sameBoard());
        return;
    }
}

QString AssistController::statsText(double ms, std::uint64_t nodes)
{
    const QLocale locale; // the language's numbers, decimal comma included
    const QString count = locale.toString(static_cast<qulonglong>(nodes));
    const int n = static_cast<int>(std::min<std::uint64_t>(nodes, std::numeric_limits<int>::max())); // the form
    return ms < 1000 ? tr("%1 nodes, %2 ms", nullptr, n).arg(count, locale.toString(ms, 'f', 1))
                     : tr("%1 nodes, %2 s", nullptr, n).arg(count, locale.toString(ms / 1000, 'f', 1));
}

MessageBar::While AssistController::sameBoard() const
{
    return [this, revision = m_model->revision()] { return m_model->revision() == revision; };
}

MessageBar::While AssistController::samePuzzle() const
{
    return [this, givens = m_model->board().givens()] { return m_model->board().givens() == givens; };
}

MessageBar::While AssistController::whileMarked(const std::vector<int> &cells) const
{
    return [this, cells] {
        const GameModel::CellSet marks = m_model->wrongMarks();
        return std::any_of(cells.begin(), cells.end(), [&marks](int cell) { return marks.test(std::size_t(cell)); });
    };
}

void AssistController::onHint(const SolveOutcome &outcome)
{
    if (outcome.revision != m_model->revision() || outcome.result.status == SolveStatus::Cancelled)
        return; // the board moved on while the hint was worked out
    const Hint &hint = outcome.hint;
    switch (hint.kind) {
    case Hint::Kind::Mistakes: {
        std::vector<int> marked = hint.wrongCells;
        for (const auto &missing : hint.missingNotes)
            marked.push_back(missing.first);
        m_model->markWrong(marked);
        // Stands while the mistakes on the board are the ones it names: one undone or fixed, or another
        // one made, and the message goes (the next hint names them as they are then). Fix Them fixes what is
        // wrong when it is clicked, never an older list.
        const auto now = [this, solution = outcome.result.solution] {
            return hintfinder::mistakes(m_model->board(), notes(), solution);
        };
        const int count = static_cast<int>(marked.size());
        Q_EMIT notice(
            MessageBar::Level::Warning, [hint] { return HintText::mistakes(hint); },
            {{[count] { return tr("Fix Them", "the mistakes a hint found; singular: Fix It", count); },
                [this, now] {
                    const Hint wrong = now();
                    m_model->fixMistakes(wrong.wrongCells, wrong.missingNotes);
                }}},
            [now, hint] {
                const Hint wrong = now();
                return wrong.wrongCells == hint.wrongCells && wrong.missingNotes == hint.missingNotes;
            });
        return;
    }
    case Hint::Kind::Step:
    case Hint::Kind::Stuck:
        return present(hint);
    case Hint::Kind::None:
        break;
    }
    const bool unique = outcome.result.status == SolveStatus::Unique;
    Q_EMIT notice(
        MessageBar::Level::Warning,
        [unique] {
            return unique ? tr("There is nothing left to hint.")
                          : tr("No hint: this puzzle does not have exactly one solution.");
        },
        {}, sameBoard());
}

void AssistController::onChecked(const SolveOutcome &outcome)
{
    if (outcome.revision != m_model->revision() || outcome.result.status == SolveStatus::Cancelled)
        return;
    if (outcome.result.status != SolveStatus::Unique) {
        Q_EMIT notice(
            MessageBar::Level::Warning,
            [] { return tr("Cannot check: this puzzle does not have exactly one solution."); }, {}, samePuzzle());
        return;
    }
    m_model->addHelp({0, 1, false});
    m_model->markWrong(outcome.wrongCells);
    if (outcome.wrongCells.empty()) {
        Q_EMIT notice(
            MessageBar::Level::Positive, [] { return tr("Everything on the board so far is right."); }, {},
            sameBoard());
        return;
    }
    // Stands while an entry it found wrong is still marked: undone, removed or changed, the message goes.
    const int count = static_cast<int>(outcome.wrongCells.size());
    Q_EMIT notice(
        MessageBar::Level::Warning,
        [count] { return tr("%n entries do not match the solution; they are marked in the corner.", nullptr, count); },
        {{[count] { return tr("Remove Them", "the wrong entries Check found; singular: Remove It", count); },
            [this, cells = outcome.wrongCells] { m_model->removeEntries(cells); }}},
        whileMarked(outcome.wrongCells));
}
