// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/gamemodel.h"

#include "game/celleditcommand.h"
#include "game/checkpointcommand.h"
#include "game/variantboard.h"
#include "vocab/puzzletext.h"

#include <QUndoStack>

#include <algorithm>

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

GameModel::~GameModel()
{
    // The undo stack is a child: ~QObject deletes it after this object has stopped being a GameModel, and its
    // clear() then emits indexChanged, so a slot that asks the model anything (the game controller's) would call
    // into a destroyed object. The history ends with the model, silently.
    m_undo->blockSignals(true);
}

CellState GameModel::cellState(int cell) const
{
    const Extra &extra = m_extra[cell];
    return CellState {static_cast<std::uint8_t>(m_board.at(cell)), m_board.isGiven(cell), extra.solved, m_notes[cell],
        extra.corner, extra.colour, extra.candidateColours};
}

int GameModel::candidateColour(int cell, int digit) const
{
    return digit >= 1 && digit <= 9 ? m_extra[cell].candidateColours[static_cast<std::size_t>(digit - 1)] : 0;
}

bool GameModel::hasColours() const
{
    return std::any_of(m_extra.begin(), m_extra.end(),
        [](const Extra &e) { return e.colour != 0 || e.candidateColours != decltype(e.candidateColours) {}; });
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
    return m_board.filledCount() == 0 && std::all_of(m_notes.begin(), m_notes.end(), [](auto n) { return n == 0; })
        && std::all_of(m_extra.begin(), m_extra.end(), [](const Extra &e) { return e.corner == 0 && e.colour == 0; });
}

bool GameModel::hasEntries() const
{
    return m_board.filledCount() > m_board.givenCount()
        || std::any_of(m_notes.begin(), m_notes.end(), [](auto n) { return n != 0; })
        || std::any_of(m_extra.begin(), m_extra.end(), [](const Extra &e) { return e.corner != 0; }) || hasColours();
}

void GameModel::setShowMistakes(bool on)
{
    if (on == m_showMistakes)
        return;
    m_showMistakes = on;
    Q_EMIT marksChanged();
    noteMistakeFeedback();
}

bool GameModel::isMistake(int cell) const
{
    return m_showMistakes && m_mode == GameMode::Play && m_solution && cell >= 0 && cell < kCellCount
        && !m_board.isGiven(cell) && m_board.at(cell) != 0 && m_board.at(cell) != (*m_solution)[cell];
}

GameModel::CellSet GameModel::mistakes() const
{
    CellSet cells;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (isMistake(cell))
            cells.set(static_cast<std::size_t>(cell));
    }
    return cells;
}

void GameModel::noteMistakeFeedback()
{
    // The marks tell right from wrong for every entry on the board, as Check would.
    if (!m_showMistakes || m_mode != GameMode::Play || !m_solution || m_help.mistakesShown
        || m_board.filledCount() == m_board.givenCount())
        return;
    m_help.mistakesShown = true;
    Q_EMIT helpChanged();
}

bool GameModel::enterDigit(int cell, int digit)
{
    return placeDigit(cell, digit, tr("Place %1 at %2").arg(digit).arg(cellLabel(cell)), true);
}

bool GameModel::placeDigit(int cell, int digit, const QString &text, bool byPlayer)
{
    if (!isEditable(cell) || digit < 1 || digit > 9)
        return false;
    const CellState before = cellState(cell);
    const bool asGiven = m_mode == GameMode::Enter;
    if (before.digit == digit && before.given == asGiven)
        return false;
    std::vector<CellChange> changes {{cell, before, before.withDigit(digit, asGiven)}};
    if (m_autoRemoveNotes && !asGiven) {
        const auto without = static_cast<CandidateMask>(~digitBit(digit));
        for (int peer : m_board.rules().peers(cell)) {
            const CellState state = cellState(peer);
            if (state.marks() & digitBit(digit)) {
                CellState after = state;
                after.notes &= without;
                after.corner &= without;
                changes.push_back({peer, state, after});
            }
        }
    }
    push(text, std::move(changes));
    if (byPlayer && m_mode == GameMode::Play && m_solution && (*m_solution)[cell] != digit)
        ++m_help.wrongDigits; // told at the end only, unless shown now
    if (byPlayer && m_showMistakes && m_mode == GameMode::Play && m_solution) {
        if ((*m_solution)[cell] != digit)
            ++m_help.mistakes;
        m_help.mistakesShown = true;
        Q_EMIT helpChanged();
    }
    return true;
}

bool GameModel::clearCell(int cell)
{
    if (!isEditable(cell))
        return false;
    // The digit or the pencil marks go; the cell keeps its colour (colours are cleared while colouring).
    return pushCell(tr("Clear %1").arg(cellLabel(cell)), cell, cellState(cell).withDigit(0));
}

bool GameModel::toggleNote(int cell, int digit)
{
    return toggleMark(cell, digit, false);
}

bool GameModel::toggleCornerMark(int cell, int digit)
{
    return toggleMark(cell, digit, true);
}

bool GameModel::toggleMark(int cell, int digit, bool corner)
{
    if (m_mode != GameMode::Play || !isEditable(cell) || digit < 1 || digit > 9 || m_board.at(cell) != 0)
        return false;
    CellState after = cellState(cell);
    CandidateMask &marks = corner ? after.corner : after.notes;
    marks ^= digitBit(digit);
    const bool added = marks & digitBit(digit);
    const QString text = corner ? (added ? tr("Corner mark %1 in %2") : tr("Remove corner mark %1 from %2"))
                                : (added ? tr("Note %1 in %2") : tr("Remove note %1 from %2"));
    return pushCell(text.arg(digit).arg(cellLabel(cell)), cell, after);
}

bool GameModel::setCellColour(int cell, int colour)
{
    if (m_mode != GameMode::Play || cell < 0 || cell >= kCellCount || colour < 0 || colour > kColourCount)
        return false;
    CellState after = cellState(cell);
    after.colour = static_cast<std::uint8_t>(colour);
    return pushCell(colour ? tr("Colour %1").arg(cellLabel(cell)) : tr("Remove the colour of %1").arg(cellLabel(cell)),
        cell, after);
}

bool GameModel::setCandidateColour(int cell, int digit, int colour)
{
    if (m_mode != GameMode::Play || !isEditable(cell) || digit < 1 || digit > 9 || colour < 0 || colour > kColourCount)
        return false;
    CellState after = cellState(cell);
    if (!(after.marks() & digitBit(digit)))
        return false; // only a candidate the player pencilled in can be coloured
    after.candidateColours[static_cast<std::size_t>(digit - 1)] = static_cast<std::uint8_t>(colour);
    const QString text = colour ? tr("Colour candidate %1 in %2") : tr("Remove the colour of candidate %1 in %2");
    return pushCell(text.arg(digit).arg(cellLabel(cell)), cell, after);
}

bool GameModel::clearColours(int cell)
{
    if (m_mode != GameMode::Play || cell < 0 || cell >= kCellCount)
        return false;
    CellState after = cellState(cell);
    after.colour = 0;
    after.candidateColours = {};
    return pushCell(tr("Remove the colours of %1").arg(cellLabel(cell)), cell, after);
}

bool GameModel::clearAllColours()
{
    if (m_mode != GameMode::Play)
        return false;
    std::array<CellState, kCellCount> after = cellStates();
    for (CellState &state : after) {
        state.colour = 0;
        state.candidateColours = {};
    }
    return pushDifference(tr("Clear all colours"), after);
}

bool GameModel::fillCandidates()
{
    if (m_mode != GameMode::Play)
        return false;
    const auto candidates = variantboard::allCandidates(m_board);
    std::array<CellState, kCellCount> after = cellStates();
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (after[cell].digit == 0)
            after[cell].notes = candidates[cell];
    }
    return pushDifference(tr("Fill in all candidates"), after);
}

bool GameModel::clearAllNotes()
{
    std::array<CellState, kCellCount> after = cellStates();
    for (CellState &state : after) {
        state.notes = 0;
        state.corner = 0;
    }
    return pushDifference(tr("Clear all notes"), after);
}

bool GameModel::restart()
{
    // While entering a puzzle, "restart" empties the board; in play it keeps the givens.
    std::array<CellState, kCellCount> after {};
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (m_mode == GameMode::Play && m_board.isGiven(cell))
            after[cell] = CellState {}.withDigit(m_board.at(cell), true);
    }
    return pushDifference(m_mode == GameMode::Play ? tr("Restart") : tr("Clear the board"), after);
}

bool GameModel::applySolution(const Grid &solution)
{
    // The digits Solve fills in are its own (the player's right ones stay the player's).
    std::array<CellState, kCellCount> after = cellStates();
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (!after[cell].given && after[cell].digit != solution[cell]) {
            after[cell] = after[cell].withDigit(solution[cell]);
            after[cell].solved = true;
        }
    }
    return pushDifference(tr("Solve"), after);
}

bool GameModel::revealCell(int cell, int digit)
{
    if (!isEditable(cell) || m_board.at(cell) == digit)
        return false;
    // The same move as typing the digit (notes of the peers go too), under its own name.
    return placeDigit(cell, digit, tr("Hint: %1 at %2").arg(digit).arg(cellLabel(cell)), false);
}

bool GameModel::removeEntries(const std::vector<int> &cells)
{
    std::array<CellState, kCellCount> after = cellStates();
    for (int cell : cells) {
        if (cell >= 0 && cell < kCellCount && !after[cell].given)
            after[cell] = after[cell].withDigit(0);
    }
    return pushDifference(tr("Remove wrong entries"), after);
}

bool GameModel::eliminateNotes(const std::vector<std::pair<int, int>> &candidates)
{
    // A candidate ruled out is no longer a note nor a corner mark of its cell.
    std::array<CellState, kCellCount> after = cellStates();
    for (const auto &[cell, digit] : candidates) {
        if (cell >= 0 && cell < kCellCount && digit >= 1 && digit <= 9) {
            after[cell].notes &= static_cast<CandidateMask>(~digitBit(digit));
            after[cell].corner &= static_cast<CandidateMask>(~digitBit(digit));
        }
    }
    return pushDifference(tr("Hint: remove candidates"), after);
}

bool GameModel::applyHint(
    int cell, int digit, const std::vector<std::pair<int, CandidateMask>> &notes, const QString &text)
{
    return applySteps({{cell, digit}}, notes, text);
}

bool GameModel::applySteps(const std::vector<std::pair<int, int>> &placements,
    const std::vector<std::pair<int, CandidateMask>> &notes, const QString &text)
{
    std::array<CellState, kCellCount> after = cellStates();
    for (const auto &[target, mask] : notes) {
        if (target >= 0 && target < kCellCount && isEditable(target) && after[target].digit == 0)
            after[target].notes = static_cast<CandidateMask>(mask & kAllDigits);
    }
    for (const auto &[cell, digit] : placements) {
        if (cell < 0 || cell >= kCellCount || !isEditable(cell) || digit < 1 || digit > 9)
            continue;
        after[cell] = after[cell].withDigit(digit);
        if (m_autoRemoveNotes) {
            for (int peer : m_board.rules().peers(cell)) {
                after[peer].notes &= static_cast<CandidateMask>(~digitBit(digit));
                after[peer].corner &= static_cast<CandidateMask>(~digitBit(digit));
            }
        }
    }
    return pushDifference(text, after);
}

bool GameModel::fixMistakes(const std::vector<int> &wrongCells, const std::vector<std::pair<int, int>> &missingNotes)
{
    std::array<CellState, kCellCount> after = cellStates();
    for (int cell : wrongCells) {
        if (cell >= 0 && cell < kCellCount && isEditable(cell))
            after[cell] = after[cell].withDigit(0);
    }
    for (const auto &[cell, digit] : missingNotes) {
        if (cell >= 0 && cell < kCellCount && isEditable(cell) && after[cell].digit == 0 && digit >= 1 && digit <= 9)
            after[cell].notes |= digitBit(digit);
    }
    return pushDifference(tr("Fix mistakes"), after);
}

int GameModel::setCheckpoint(const QString &name)
{
    if (m_mode != GameMode::Play || static_cast<int>(m_checkpoints.size()) >= kMaxCheckpoints)
        return -1;
    Checkpoint checkpoint;
    checkpoint.name = name.trimmed().left(100);
    // "Checkpoint n" with the first n no checkpoint of the game is named yet.
    for (int n = static_cast<int>(m_checkpoints.size()) + 1; checkpoint.name.isEmpty(); ++n) {
        const QString candidate = tr("Checkpoint %1").arg(n);
        if (std::none_of(m_checkpoints.begin(), m_checkpoints.end(),
                [&candidate](const Checkpoint &c) { return c.name == candidate; }))
            checkpoint.name = candidate;
    }
    checkpoint.cells = cellStates();
    const int index = static_cast<int>(m_checkpoints.size());
    const QString text
        = tr("Set Checkpoint \u201c%1\u201d", "undo text: a checkpoint set, by its name").arg(checkpoint.name);
    m_undo->push(new CheckpointCommand(this, text, {CheckpointEdit::Kind::Set, index, std::move(checkpoint)}));
    return index;
}

bool GameModel::backToCheckpoint(int index)
{
    if (m_mode != GameMode::Play || index < 0 || index >= static_cast<int>(m_checkpoints.size()))
        return false;
    const Checkpoint &checkpoint = m_checkpoints[static_cast<std::size_t>(index)];
    return pushDifference(
        tr("Back to %1", "undo text: back to a checkpoint, by its name").arg(checkpoint.name), checkpoint.cells);
}

bool GameModel::removeCheckpoint(int index)
{
    if (index < 0 || index >= static_cast<int>(m_checkpoints.size()))
        return false;
    const Checkpoint &checkpoint = m_checkpoints[static_cast<std::size_t>(index)];
    const QString text
        = tr("Delete Checkpoint \u201c%1\u201d", "undo text: a checkpoint deleted, by its name").arg(checkpoint.name);
    m_undo->push(new CheckpointCommand(this, text, {CheckpointEdit::Kind::Delete, index, checkpoint}));
    return true;
}

void GameModel::applyCheckpointEdit(const CheckpointEdit &edit, bool forward)
{
    const int size = static_cast<int>(m_checkpoints.size());
    if ((edit.kind == CheckpointEdit::Kind::Set) == forward) {
        if (size >= kMaxCheckpoints)
            return;
        m_checkpoints.insert(m_checkpoints.begin() + std::clamp(edit.index, 0, size), edit.checkpoint);
    } else {
        // The checkpoint at its index; in a history read from a file whose damaged checkpoints were left out, the
        // same checkpoint wherever it is, or none.
        auto it = edit.index >= 0 && edit.index < size
                && m_checkpoints[static_cast<std::size_t>(edit.index)] == edit.checkpoint
            ? m_checkpoints.begin() + edit.index
            : std::find(m_checkpoints.begin(), m_checkpoints.end(), edit.checkpoint);
        if (it == m_checkpoints.end())
            return;
        m_checkpoints.erase(it);
    }
    Q_EMIT checkpointsChanged();
}

void GameModel::loadPuzzle(const Board &puzzle, const PuzzleInfo &info)
{
    m_board = puzzle.puzzle();
    m_notes.fill(0);
    m_extra.fill({});
    m_info = info;
    m_help = {};
    m_solution.reset();
    resetGame(GameMode::Play);
}

void GameModel::startEntering(const Board &givens)
{
    m_board = givens.puzzle();
    m_notes.fill(0);
    m_extra.fill({});
    m_info = {};
    m_help = {};
    m_solution.reset();
    resetGame(GameMode::Enter);
}

void GameModel::startPlaying(const Grid &solution)
{
    m_notes.fill(0);
    m_extra.fill({});
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
    game.rules = m_board.rules();
    for (int cell = 0; cell < kCellCount; ++cell)
        game.cells[cell] = cellState(cell);
    game.info = m_info;
    game.help = m_help;
    for (int i = 0; i < m_undo->count(); ++i) {
        const QUndoCommand *command = m_undo->command(i);
        if (const auto *edit = dynamic_cast<const CheckpointCommand *>(command))
            game.history.push_back({command->text(), {}, edit->edit()});
        else
            game.history.push_back({command->text(), static_cast<const CellEditCommand *>(command)->changes(), {}});
    }
    game.historyIndex = m_undo->index();
    game.checkpoints = m_checkpoints;
    return game;
}

void GameModel::restore(const SavedGame &game)
{
    m_board = Board {};
    m_board.setRules(game.rules);
    for (int cell = 0; cell < kCellCount; ++cell) {
        const CellState &state = game.cells[cell];
        if (state.given)
            m_board.setGiven(cell, state.digit);
        else
            m_board.setEntry(cell, state.digit);
        m_notes[cell] = state.notes;
        m_extra[cell] = Extra {state.corner, state.colour, state.candidateColours, state.solved};
    }
    m_info = game.info;
    m_help = game.help;
    m_solution.reset();
    {
        // Rebuild the history quietly: go forward to its end, push every move as already applied, then
        // step back to the saved position through the stack itself.
        // The checkpoints go the same way, from the saved ones.
        const QSignalBlocker blocker(this);
        resetGame(game.mode);
        m_checkpoints = game.mode == GameMode::Play ? game.checkpoints : std::vector<Checkpoint> {};
        for (std::size_t i = game.historyIndex; i < game.history.size(); ++i) {
            applyChanges(game.history[i].changes, true);
            if (game.history[i].checkpoint)
                applyCheckpointEdit(*game.history[i].checkpoint, true);
        }
        for (const SavedMove &move : game.history) {
            if (move.checkpoint)
                m_undo->push(new CheckpointCommand(this, move.text, *move.checkpoint, true));
            else
                m_undo->push(new CellEditCommand(this, move.text, move.changes, true));
        }
        m_undo->setIndex(game.historyIndex);
        m_undo->setClean();
    }
    afterChange(true);
    Q_EMIT gameReset();
    Q_EMIT checkpointsChanged();
}

void GameModel::setSolution(const Grid &solution)
{
    m_solution = solution;
    if (m_showMistakes) {
        Q_EMIT marksChanged();
        noteMistakeFeedback();
    }
}

void GameModel::addHelp(const HelpUsage &more)
{
    m_help.hints += more.hints;
    m_help.checks += more.checks;
    m_help.solverUsed = m_help.solverUsed || more.solverUsed;
    m_help.mistakesShown = m_help.mistakesShown || more.mistakesShown;
    m_help.mistakes += more.mistakes;
    m_help.wrongDigits += more.wrongDigits;
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
    for (int i = 0; i < kCellCount; ++i)
        changes.push_back({i, cellState(i), after[i]});
    return push(text, std::move(changes));
}

bool GameModel::pushCell(const QString &text, int cell, const CellState &after)
{
    return push(text, {{cell, cellState(cell), after}});
}

bool GameModel::push(const QString &text, std::vector<CellChange> changes)
{
    for (CellChange &change : changes)
        change.after = change.after.normalised();
    std::erase_if(changes, [](const CellChange &change) { return change.before == change.after; });
    if (changes.empty())
        return false;
    m_hintCell = -1; // the ring on the last hint's cell goes with the next move
    m_undo->push(new CellEditCommand(this, text, std::move(changes)));
    return true;
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
    m_extra[cell] = Extra {state.corner, state.colour, state.candidateColours, state.solved};
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
    m_checkpoints.clear();
    afterChange(true);
    Q_EMIT gameReset();
    Q_EMIT checkpointsChanged();
}

void GameModel::afterChange(bool resetComplete)
{
    ++m_revision;
    m_conflicts.reset();
    for (const Clash &clash : m_board.clashes()) {
        m_conflicts.set(static_cast<std::size_t>(clash.first));
        m_conflicts.set(static_cast<std::size_t>(clash.second));
    }
    // A killer cage whose digits cannot make its sum: every digit in it is part of the conflict.
    for (int cage : variantboard::brokenCages(m_board)) {
        for (int cell : m_board.rules().cages()[static_cast<std::size_t>(cage)].cells) {
            if (!m_board.isEmpty(cell))
                m_conflicts.set(static_cast<std::size_t>(cell));
        }
    }
    const bool complete = m_mode == GameMode::Play && m_board.isFull() && m_conflicts.none();
    const bool justCompleted = complete && !m_complete && !resetComplete;
    m_complete = complete;
    Q_EMIT cellsChanged();
    if (justCompleted)
        Q_EMIT completed();
}
