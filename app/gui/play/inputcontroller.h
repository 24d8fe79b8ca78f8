// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/candidatefilter.h"
#include "vocab/notesstyle.h"

#include <QObject>

class GameModel;
class QUndoCommand;

// What a digit, a click on the board, Space, Delete and Esc do while playing, given the input modes:
//
// * digits or notes mode (N): a digit is an entry or a pencil mark; Shift or Ctrl does the other. In Snyder
//   notation (the notes style, a preference) Shift+digit is a corner mark and Ctrl+digit a centre mark.
// * colouring (C): a digit key colours the selected cell with that colour of the palette (again: takes it
//   away) and makes it the colour in use; Shift+digit colours that candidate of the selected cell in the
//   colour in use; a click colours the cell, a Shift+click or right click the pencil mark under the pointer.
// * digit first (D, or a digit asked for while a given is selected): the digit is picked; then clicks (or
//   Space) place it in cells, or toggle it as a pencil mark in notes mode or with Shift/Ctrl; clicking a
//   cell that holds it as an entry takes it away, clicking a given picks the given's digit.
//
// It holds the selection the game acts on, changes the GameModel (every change an undoable move) and tells
// the window which modes are on through its signals. No widgets.
class InputController : public QObject
{
    Q_OBJECT

public:
    explicit InputController(GameModel *model, QObject *parent = nullptr);

    int selectedCell() const { return m_selected; }
    void setSelectedCell(int cell);
    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool on) { m_enabled = on; } // off while the game is paused
    NotesStyle notesStyle() const { return m_style; }
    void setNotesStyle(NotesStyle style) { m_style = style; }
    // The board's candidate filter: a pencil mark it hides is not toggled or coloured, and a cell with hidden
    // marks is not erased (markHidden says why), so that nothing changes out of sight.
    const CandidateFilter &candidateFilter() const { return m_filter; }
    void setCandidateFilter(const CandidateFilter &filter) { m_filter = filter; }

    bool notesMode() const { return m_notesMode; }
    void setNotesMode(bool on);
    bool isColouring() const { return m_colouring; }
    void setColouring(bool on);
    int colour() const { return m_colour; } // the colour in use, 1..9
    void setColour(int colour);
    bool isDigitFirst() const { return m_digitFirst; }
    // On: picks the selected cell's digit, if it has one (else the next digit asked for is picked).
    void setDigitFirst(bool on);
    int pickedDigit() const { return m_digitFirst ? m_picked : 0; }

    void inputDigit(int digit, DigitInput input); // a digit key, or a key of the pad
    void inputColour(int colour, DigitInput input); // a key of the pad while colouring: the colour in use
    void clickCell(int cell, int mark, DigitInput input); // `mark`: the pencil mark clicked, 0 none
    void placePicked(); // Space: the picked digit into the selected cell
    void erase(); // the selected cell's digit and pencil marks, or while colouring its colours
    void cancel(); // Esc: leaves colouring, or digit first

Q_SIGNALS:
    // A pencil mark of `digit` (0: some of the cell's marks) was not changed: the candidate filter hides it.
    void markHidden(int digit);
    void notesModeChanged(bool on);
    void colouringChanged(bool on, int colour);
    void digitFirstChanged(bool on, int digit);

private:
    enum class Kind : quint8 { Digit, Note, Corner };
    Kind kindOf(DigitInput input) const;
    void apply(int cell, int digit, DigitInput input, bool toggleEntry);
    void pick(int digit);
    bool refuseHidden(int cell, int digit); // the filter hides the mark of `digit` there: true, and says so
    void enterDigitFirst(int digit);
    void toggleCellColour(int cell);
    void toggleCandidateColour(int cell, int digit);
    // A digit right after a click that painted the same cell says what the click was for: the paint is
    // taken back (undone, so that the two make one move) before the digit colours the cell or a candidate.
    void takeBackClickPaint();
    bool playing() const;

    GameModel *m_model;
    int m_selected = 40;
    bool m_enabled = true;
    CandidateFilter m_filter;
    NotesStyle m_style = NotesStyle::Positional;
    bool m_notesMode = false;
    bool m_colouring = false;
    int m_colour = 1;
    bool m_digitFirst = false;
    int m_picked = 0;
    const QUndoCommand *m_clickPaint = nullptr; // the move of the last click that painted m_clickCell
    int m_clickCell = -1;
};
