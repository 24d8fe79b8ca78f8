// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/gamemodel.h"

#include "game/celleditcommand.h"
#include "vocab/puzzletext.h"

#include <QUndoStack>

using namespace sudoku;

namespace
{

QString cellLabel(int cell)
{
    return puzzletext::cell(cell);
}

} // namespace

GameModel::GameModel(QObject *parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
{
}

CellState GameModel::cellState(int cell) const
{
    return CellState {static_cast<std::uint8_t>(m_board.at(cell)), m_board.isGiven(cell), m_notes[cell]};
}

bool GameModel::isEditable(int cell) const
{
    return cell >= 0 && cell < kCellCount && (m_mode == GameMode::Enter || !m_board.isGiven(cell));
}

int GameModel::remaining(int digit) const
{
    const auto placed = std::count(m_board.values().begin(), m_board.values().end(), digit);
    return std::max(0, 9 - static_cast<int>(placed));
}

bool GameModel::isEmpty() const
{
    return m_board.filledCount() == 0 && std::all_of(m_notes.begin(), m_notes.end(), [](auto n) { return n == 0; });
}

bool GameModel::hasEntries() const
{
    return m_board.filledCount() > m_board.givenCount()
        || std::any_of(m_notes.begin(), m_notes.end(), [](auto n) { return n != 0; });
}

bool GameModel::enterDigit(int cell, int digit)
{
    return placeDigit(cell, digit, tr("Place %1 at %2").arg(digit).arg(cellLabel(cell)));
}

bool GameModel::placeDigit(int cell, int digit, const QString &text)
{
    if (!isEditable(cell) || digit < 1 || digit > 9)
        return false;
    const CellState before = cellState(cell);
    const bool asGiven = m_mode == GameMode::Enter;
    if (before.digit == digit && before.given == asGiven)
        return false;
    std::vector<CellChange> changes {{cell, before, CellState {static_cast<std::uint8_t>(digit), asGiven, 0}}};
    if (m_autoRemoveNotes && !asGiven) {
        for (std::uint8_t peer : peersOf(cell)) {
            const CellState state = cellState(peer);
            if (state.notes & digitBit(digit)) {
                CellState after = state;
                after.notes &= static_cast<CandidateMask>(~digitBit(digit));
                changes.push_back({peer, state, after});
            }
        }
    }
    push(text, std::move(changes));
    return true;
}

bool GameModel::clearCell(int cell)
{
    if (!isEditable(cell))
        return false;
    const CellState before = cellState(cell);
    if (before == CellState {})
        return false;
    // A placed digit carries no notes, so clearing leaves the cell empty either way.
    push(tr("Clear %1").arg(cellLabel(cell)), {{cell, before, CellState {}}});
    return true;
}

bool GameModel::toggleNote(int cell, int digit)
{
    if (m_mode != GameMode::Play || !isEditable(cell) || digit < 1 || digit > 9 || m_board.at(cell) != 0)
        return false;
    const CellState before = cellState(cell);
    CellState after = before;
    after.notes ^= digitBit(digit);
    const QString text = (after.notes & digitBit(digit)) ? tr("Note %1 in %2") : tr("Remove note %1 from %2");
    push(text.arg(digit).arg(cellLabel(cell)), {{cell, before, after}});
    return true;
}

bool GameModel::fillCandidates()
{
    if (m_mode != GameMode::Play)
        return false;
    const auto candidates = allCandidates(m_board.values());
    std::vector<CellChange> changes;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const CellState before = cellState(cell);
        if (before.digit == 0 && before.notes != candidates[cell]) {
            CellState after = before;
            after.notes = candidates[cell];
            changes.push_back({cell, before, after});
        }
    }
    if (changes.empty())
        return false;
    push(tr("Fill in all candidates"), std::move(changes));
    return true;
}

bool GameModel::clearAllNotes()
{
    std::vector<CellChange> changes;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const CellState before = cellState(cell);
        if (before.notes != 0) {
            CellState after = before;
            after.notes = 0;
            changes.push_back({cell, before, after});
        }
    }
    if (changes.empty())
        return false;
    push(tr("Clear all notes"), std::move(changes));
    return true;
}

bool GameModel::restart()
{
    std::vector<CellChange> changes;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const CellState before = cellState(cell);
        // While entering a puzzle, "restart" empties the board; in play it keeps the givens.
        const CellState after
            = (before.given && m_mode == GameMode::Play) ? CellState {before.digit, true, 0} : CellState {};
        if (before != after)
            changes.push_back({cell, before, after});
    }
    if (changes.empty())
        return false;
    push(m_mode == GameMode::Play ? tr("Restart") : tr("Clear the board"), std::move(changes));
    return true;
}

bool GameModel::applySolution(const Grid &solution)
{
    std::vector<CellChange> changes;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const CellState before = cellState(cell);
        if (before.given)
            continue;
        const CellState after {solution[cell], false, 0};
        if (before != after)
            changes.push_back({cell, before, after});
    }
    if (changes.empty())
        return false;
    push(tr("Solve"), std::move(changes));
    return true;
}

bool GameModel::revealCell(int cell, int digit)
{
    if (!isEditable(cell) || m_board.at(cell) == digit)
        return false;
    // The same move as typing the digit (notes of the peers go too), under its own name.
    return placeDigit(cell, digit, tr("Hint: %1 at %2").arg(digit).arg(cellLabel(cell)));
}

bool GameModel::removeEntries(const std::vector<int> &cells)
{
    std::vector<CellChange> changes;
    for (int cell : cells) {
        const CellState before = cellState(cell);
        if (!before.given && before.digit != 0)
            changes.push_back({cell, before, CellState {}});
    }
    if (changes.empty())
        return false;
    push(tr("Remove wrong entries"), std::move(changes));
    return true;
}

bool GameModel::eliminateNotes(const std::vector<std::pair<int, int>> &candidates)
{
    std::array<CandidateMask, kCellCount> after = m_notes;
    for (const auto &[cell, digit] : candidates) {
        if (cell >= 0 && cell < kCellCount && digit >= 1 && digit <= 9)
            after[cell] &= static_cast<CandidateMask>(~digitBit(digit));
    }
    std::vector<CellChange> changes;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (after[cell] != m_notes[cell]) {
            CellState state = cellState(cell);
            const CellState before = state;
            state.notes = after[cell];
            changes.push_back({cell, before, state});
        }
    }
    if (changes.empty())
        return false;
    push(tr("Hint: remove candidates"), std::move(changes));
    return true;
}

bool GameModel::applyHint(
    int cell, int digit, const std::vector<std::pair<int, CandidateMask>> &notes, const QString &text)
{
    std::array<CellState, kCellCount> after = cellStates();
    for (const auto &[target, mask] : notes) {
        if (target >= 0 && target < kCellCount && isEditable(target) && after[target].digit == 0)
            after[target].notes = static_cast<CandidateMask>(mask & kAllDigits);
    }
    if (cell >= 0 && cell < kCellCount && isEditable(cell) && digit >= 1 && digit <= 9) {
        after[cell] = CellState {static_cast<std::uint8_t>(digit), false, 0};
        if (m_autoRemoveNotes) {
            for (std::uint8_t peer : peersOf(cell))
                after[peer].notes &= static_cast<CandidateMask>(~digitBit(digit));
        }
    }
    return pushDifference(text, after);
}

bool GameModel::fixMistakes(const std::vector<int> &wrongCells, const std::vector<std::pair<int, int>> &missingNotes)
{
    std::array<CellState, kCellCount> after = cellStates();
    for (int cell : wrongCells) {
        if (cell >= 0 && cell < kCellCount && isEditable(cell))
            after[cell] = CellState {};
    }
    for (const auto &[cell, digit] : missingNotes) {
        if (cell >= 0 && cell < kCellCount && isEditable(cell) && after[cell].digit == 0 && digit >= 1 && digit <= 9)
            after[cell].notes |= digitBit(digit);
    }
    return pushDifference(tr("Fix mistakes"), after);
}

void GameModel::loadPuzzle(const Board &puzzle, const PuzzleInfo &info)
{
    m_board = puzzle.puzzle();
    m_notes.fill(0);
    m_info = info;
    m_help = {};
    m_solution.reset();
    resetGame(GameMode::Play);
}

void GameModel::startEntering(const Board &givens)
{
    m_board = givens.puzzle();
    m_notes.fill(0);
    m_info = {};
    m_help = {};
    m_solution.reset();
    resetGame(GameMode::Enter);
}

void GameModel::startPlaying(const Grid &solution)
{
    m_notes.fill(0);
    m_board = m_board.puzzle();
    m_info = {};
    m_help = {};
    m_solution = solution;
    resetGame(GameMode::Play);
}

SavedGame GameModel::snapshot() const
{
    SavedGame game;
    game.mode = m_mode;
    for (int cell = 0; cell < kCellCount; ++cell)
        game.cells[cell] = cellState(cell);
    game.info = m_info;
    game.help = m_help;
    for (int i = 0; i < m_undo->count(); ++i) {
        const auto *command = static_cast<const CellEditCommand *>(m_undo->command(i));
        game.history.push_back({command->text(), command->changes()});
    }
    game.historyIndex = m_undo->index();
    return game;
}

void GameModel::restore(const SavedGame &game)
{
    m_board = Board {};
    for (int cell = 0; cell < kCellCount; ++cell) {
        const CellState &state = game.cells[cell];
        if (state.given)
            m_board.setGiven(cell, state.digit);
        else
            m_board.setEntry(cell, state.digit);
        m_notes[cell] = state.notes;
    }
    m_info = game.info;
    m_help = game.help;
    m_solution.reset();
    {
        // Rebuild the history quietly: go forward to its end, push every move as already applied, then
        // step back to the saved position through the stack itself.
        const QSignalBlocker blocker(this);
        resetGame(game.mode);
        for (std::size_t i = game.historyIndex; i < game.history.size(); ++i)
            applyChanges(game.history[i].changes, true);
        for (const SavedMove &move : game.history)
            m_undo->push(new CellEditCommand(this, move.text, move.changes, true));
        m_undo->setIndex(game.historyIndex);
        m_undo->setClean();
    }
    afterChange(true);
    Q_EMIT gameReset();
}

void GameModel::setSolution(const Grid &solution)
{
    m_solution = solution;
}

void GameModel::addHelp(const HelpUsage &more)
{
    m_help.hints += more.hints;
    m_help.checks += more.checks;
    m_help.solverUsed = m_help.solverUsed || more.solverUsed;
    Q_EMIT helpChanged();
}

void GameModel::markWrong(const std::vector<int> &cells)
{
    m_wrong.reset();
    for (int cell : cells)
        m_wrong.set(static_cast<std::size_t>(cell));
    Q_EMIT marksChanged();
}

void GameModel::setHintCell(int cell)
{
    m_hintCell = cell;
    Q_EMIT marksChanged();
}

void GameModel::applyChanges(const std::vector<CellChange> &changes, bool forward)
{
    for (const CellChange &change : changes)
        setCell(change.cell, forward ? change.after : change.before);
    afterChange(false);
}

std::array<CellState, kCellCount> GameModel::cellStates() const
{
    std::array<CellState, kCellCount> cells;
    for (int i = 0; i < kCellCount; ++i)
        cells[i] = cellState(i);
    return cells;
}

bool GameModel::pushDifference(const QString &text, const std::array<CellState, kCellCount> &after)
{
    std::vector<CellChange> changes;
    for (int i = 0; i < kCellCount; ++i) {
        const CellState before = cellState(i);
        if (before != after[i])
            changes.push_back({i, before, after[i]});
    }
    if (changes.empty())
        return false;
    push(text, std::move(changes));
    return true;
}

void GameModel::push(const QString &text, std::vector<CellChange> changes)
{
    m_hintCell = -1; // the ring on the last hint's cell goes with the next move
    m_undo->push(new CellEditCommand(this, text, std::move(changes)));
}

void GameModel::setCell(int cell, const CellState &state)
{
    if (state.given)
        m_board.setGiven(cell, state.digit);
    else {
        if (m_board.isGiven(cell))
            m_board.setGiven(cell, 0);
        m_board.setEntry(cell, state.digit);
    }
    m_notes[cell] = state.notes;
    m_wrong.reset(static_cast<std::size_t>(cell));
    if (m_hintCell == cell && state.digit == 0)
        m_hintCell = -1;
}

void GameModel::resetGame(GameMode mode)
{
    m_mode = mode;
    m_wrong.reset();
    m_hintCell = -1;
    m_undo->clear();
    afterChange(true);
    Q_EMIT gameReset();
}

void GameModel::afterChange(bool resetComplete)
{
    ++m_revision;
    m_conflicts.reset();
    for (const Clash &clash : m_board.clashes()) {
        m_conflicts.set(static_cast<std::size_t>(clash.first));
        m_conflicts.set(static_cast<std::size_t>(clash.second));
    }
    const bool complete = m_mode == GameMode::Play && m_board.isFull() && m_conflicts.none();
    const bool justCompleted = complete && !m_complete && !resetComplete;
    m_complete = complete;
    Q_EMIT cellsChanged();
    if (justCompleted)
        Q_EMIT completed();
}
