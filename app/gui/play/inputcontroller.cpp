// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/inputcontroller.h"

#include "game/gamemodel.h"

#include <QUndoStack>

#include <utility>

using namespace sudoku;

InputController::InputController(GameModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
{
    // Colouring and digit first are for playing: entering a puzzle ends them.
    connect(m_model, &GameModel::gameReset, this, [this] {
        if (m_model->mode() != GameMode::Play) {
            setColouring(false);
            setDigitFirst(false);
        }
    });
}

bool InputController::playing() const
{
    return m_enabled && m_model->mode() == GameMode::Play;
}

void InputController::setSelectedCell(int cell)
{
    if (cell >= 0 && cell < kCellCount)
        m_selected = cell;
}

void InputController::setNotesMode(bool on)
{
    if (on == m_notesMode)
        return;
    m_notesMode = on;
    Q_EMIT notesModeChanged(on);
}

void InputController::setColouring(bool on)
{
    if (on && m_model->mode() != GameMode::Play)
        on = false;
    if (on == m_colouring)
        return;
    if (on)
        setDigitFirst(false);
    m_colouring = on;
    Q_EMIT colouringChanged(on, m_colour);
}

void InputController::setColour(int colour)
{
    if (colour < 1 || colour > kColourCount || colour == m_colour)
        return;
    m_colour = colour;
    Q_EMIT colouringChanged(m_colouring, m_colour);
}

void InputController::setDigitFirst(bool on)
{
    if (!on) {
        if (m_digitFirst) {
            m_digitFirst = false;
            Q_EMIT digitFirstChanged(false, 0);
        }
        return;
    }
    if (!m_digitFirst)
        enterDigitFirst(m_model->board().at(m_selected)); // 0 when empty: the next digit asked for is picked
}

void InputController::enterDigitFirst(int digit)
{
    if (m_model->mode() != GameMode::Play)
        return;
    setColouring(false);
    m_digitFirst = true;
    m_picked = digit;
    Q_EMIT digitFirstChanged(true, digit);
}

void InputController::pick(int digit)
{
    if (m_digitFirst && digit == m_picked) // the picked digit again: done with it
        setDigitFirst(false);
    else
        enterDigitFirst(digit);
}

InputController::Kind InputController::kindOf(DigitInput input) const
{
    if (m_style == NotesStyle::Snyder) {
        switch (input) {
        case DigitInput::Shift:
            return Kind::Corner;
        case DigitInput::Ctrl:
            return m_notesMode ? Kind::Digit : Kind::Note;
        case DigitInput::Plain:
            break;
        }
        return m_notesMode ? Kind::Note : Kind::Digit;
    }
    // One kind of pencil mark: Shift or Ctrl does what notes mode does not.
    return ((input != DigitInput::Plain) != m_notesMode) ? Kind::Note : Kind::Digit;
}

void InputController::apply(int cell, int digit, DigitInput input, bool toggleEntry)
{
    if (m_model->mode() != GameMode::Play) {
        m_model->enterDigit(cell, digit); // while entering a puzzle, digits are givens
        return;
    }
    switch (kindOf(input)) {
    case Kind::Digit:
        if (toggleEntry && m_model->board().at(cell) == digit && !m_model->board().isGiven(cell))
            m_model->clearCell(cell);
        else
            m_model->enterDigit(cell, digit);
        break;
    case Kind::Note:
        if (!refuseHidden(cell, digit))
            m_model->toggleNote(cell, digit);
        break;
    case Kind::Corner:
        if (!refuseHidden(cell, digit))
            m_model->toggleCornerMark(cell, digit);
        break;
    }
}

bool InputController::refuseHidden(int cell, int digit)
{
    if (!m_filter.isActive() || m_model->board().at(cell) != 0
        || !m_filter.hides(m_model->cellState(cell).marks(), digit))
        return false;
    Q_EMIT markHidden(digit);
    return true;
}

void InputController::toggleCellColour(int cell)
{
    m_model->setCellColour(cell, m_model->cellColour(cell) == m_colour ? 0 : m_colour);
}

void InputController::toggleCandidateColour(int cell, int digit)
{
    m_model->setCandidateColour(cell, digit, m_model->candidateColour(cell, digit) == m_colour ? 0 : m_colour);
}

void InputController::takeBackClickPaint()
{
    QUndoStack *stack = m_model->undoStack();
    const QUndoCommand *paint = std::exchange(m_clickPaint, nullptr);
    if (paint && m_clickCell == m_selected && stack->index() > 0 && stack->command(stack->index() - 1) == paint)
        stack->undo(); // the move it replaces leaves the history with it: the digit's is pushed next
}

void InputController::inputDigit(int digit, DigitInput input)
{
    if (!m_enabled || digit < 1 || digit > 9)
        return;
    if (m_model->mode() != GameMode::Play) {
        apply(m_selected, digit, input, false);
        return;
    }
    if (m_colouring) {
        // A click selects and paints; a digit after it on the same cell says the click was to select.
        takeBackClickPaint();
        if (input == DigitInput::Plain) {
            setColour(digit);
            toggleCellColour(m_selected);
        } else if (!refuseHidden(m_selected, digit)) {
            toggleCandidateColour(m_selected, digit);
        }
        return;
    }
    // Digit first, or a digit for a cell that cannot take one: the digit is picked.
    if (m_digitFirst || m_model->board().isGiven(m_selected)) {
        pick(digit);
        return;
    }
    apply(m_selected, digit, input, false);
}

void InputController::inputColour(int colour, DigitInput)
{
    m_clickPaint = nullptr;
    if (playing())
        setColour(colour);
}

void InputController::clickCell(int cell, int mark, DigitInput input)
{
    if (!playing() || cell < 0 || cell >= kCellCount)
        return;
    if (m_colouring) {
        m_clickPaint = nullptr;
        if (input == DigitInput::Plain) {
            const QUndoStack *stack = m_model->undoStack();
            const int before = stack->index();
            toggleCellColour(cell);
            if (stack->index() == before + 1 && m_model->cellColour(cell) != 0) { // painted, not taken off
                m_clickPaint = stack->command(before);
                m_clickCell = cell;
            }
        } else if (mark != 0) {
            toggleCandidateColour(cell, mark);
        }
        return;
    }
    if (!m_digitFirst || m_picked == 0)
        return;
    if (m_model->board().isGiven(cell)) {
        if (m_model->board().at(cell) != m_picked)
            pick(m_model->board().at(cell));
        return;
    }
    apply(cell, m_picked, input, true);
}

void InputController::placePicked()
{
    if (playing() && m_digitFirst && m_picked != 0 && !m_colouring)
        apply(m_selected, m_picked, DigitInput::Plain, true);
}

void InputController::erase()
{
    m_clickPaint = nullptr;
    if (!m_enabled)
        return;
    // Not a cell whose marks the filter hides in part: they would go out of sight.
    const CellState state = m_model->cellState(m_selected);
    if (m_filter.isActive() && m_model->board().at(m_selected) == 0 && m_model->mode() == GameMode::Play
        && m_filter.shown(state.marks()) != state.marks()) {
        Q_EMIT markHidden(0);
        return;
    }
    if (m_colouring)
        m_model->clearColours(m_selected);
    else
        m_model->clearCell(m_selected);
}

void InputController::cancel()
{
    if (m_colouring)
        setColouring(false);
    else if (m_digitFirst)
        setDigitFirst(false);
}
