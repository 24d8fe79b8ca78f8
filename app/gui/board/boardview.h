// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/boardtheme.h"
#include "board/candidatefilter.h"
#include "board/cellpainter.h"
#include "board/hintoverlay.h"
#include "board/hintpainter.h"
#include "vocab/highlightoptions.h"
#include "vocab/notesstyle.h"

#include <QWidget>

#include <array>

class GameModel;

// The custom-painted 9x9 board. It only reads the GameModel and forwards input: digits, clicks, erasing go
// out as signals (the game decides whether a digit is an entry, a pencil mark or a colour), the selection is
// its own. It shows the input modes the game is in: notes mode (a dashed selection), colouring (a dotted one
// and a brush of the colour as the pointer) and digit first (the digit picked, and every cell where it can
// still go, tinted).
//
// Geometry is worked out in device pixels so that every line lands on a whole pixel at any size and any
// device pixel ratio: the cell size is a whole number of device pixels and the grid lines are filled
// rectangles drawn without antialiasing; only digits and marks are antialiased.
class BoardView : public QWidget
{
    Q_OBJECT

public:
    enum CellFlag {
        Selected = 0x01,
        Peer = 0x02, // same row, column or box as the selection
        SameDigit = 0x04, // holds the selected cell's digit
        Conflict = 0x08, // repeats a digit of one of its houses
        Wrong = 0x10, // marked wrong by Check or a hint
        Hint = 0x20, // revealed by the last hint
        NoteMatch = 0x40, // an empty cell whose notes hold the selected cell's digit
        HintHouse = 0x80, // in the house a staged hint says to look at
        HintCells = 0x100, // one of the cells a staged hint's step is made of
        Mistake = 0x200, // an entry that contradicts the solution, while mistakes are shown
        Candidate = 0x400, // an empty cell where the digit picked for digit-first input can still go
        Hovered = 0x800, // named by the hint text under the pointer
    };
    Q_DECLARE_FLAGS(CellFlags, CellFlag)

    explicit BoardView(GameModel *model, QWidget *parent = nullptr);

    int selectedCell() const { return m_selected; }
    void setSelectedCell(int cell);
    // A board that only shows a position (the glossary's examples) draws no selection and no peers of it.
    void setSelectionShown(bool shown);
    bool isSelectionShown() const { return m_selectionShown; }
    // Makes the board a picture of its model (the glossary's examples, the puzzle list's preview): no selection, no
    // highlights, no keyboard focus, no mouse input.
    void showAsPicture();
    HighlightOptions highlights() const { return m_highlights; }
    void setHighlights(const HighlightOptions &options);
    bool isPaused() const { return m_paused; }
    void setPaused(bool paused);
    void setNotesMode(bool on);
    NotesStyle notesStyle() const { return m_notesStyle; }
    void setNotesStyle(NotesStyle style);
    // Colouring: clicks paint `colour` (1..9); the pointer shows it.
    void setColouring(bool on, int colour);
    bool isColouring() const { return m_colouring; }
    // Digit first: `digit` (0: none) is highlighted with every cell where it can still go.
    void setPickedDigit(int digit);
    int pickedDigit() const { return m_pickedDigit; }
    // The digit whose cells and pencil marks are highlighted: the picked one, else the selected cell's.
    int highlightedDigit() const;
    // Larger text (Preferences): 1, 1.25, 1.5 or 2. Digits take more of a cell, pencil marks as much of their
    // place as they can, and the board's smallest and preferred sizes grow with it.
    void setTextScale(qreal scale);
    qreal textScale() const { return m_textScale; }
    int digitPixelSize() const; // of a digit in a cell, at the board's size now
    // Row and column labels on the board's edge, r1-r9 on the left and c1-c9 on top, as hints name cells
    // ("r8c2"). The cells make room for them: the board is as large as before, labels and all.
    void setShowCoordinates(bool on);
    bool showsCoordinates() const { return m_coordinates; }
    // Where the label of row `row` (0..8) or column `col` is drawn; empty while the labels are off.
    QRectF rowLabelRect(int row) const;
    QRectF columnLabelRect(int col) const;
    // The cell a cell name under the pointer names (in the hint's text), ringed on the board (-1: none).
    void setHoveredCell(int cell);
    int hoveredCell() const { return m_hovered; }
    // Which pencil marks show (candidatefilter.h). The game keeps every mark; the screen reader reads them all.
    void setCandidateFilter(const CandidateFilter &filter);
    const CandidateFilter &candidateFilter() const { return m_filter; }
    // The pencil marks of `cell` that show now.
    sudoku::CandidateMask shownMarks(int cell) const;
    // The staged hint to draw over the board (stage 0: none).
    void setHintOverlay(const HintOverlay &overlay);
    const HintOverlay &hintOverlay() const { return m_hintOverlay; }

    // What the paint code shows for a cell; public so that tests can check highlighting without pixels.
    CellFlags cellFlags(int cell) const;
    // The colour of a digit: a given's, the player's entry, or one Solve filled in (a colour of its own).
    QColor digitColour(int cell) const;
    // Where a cell is, in widget coordinates (for tests and for accessibility).
    QRectF cellRect(int cell) const;
    int cellAt(const QPointF &pos) const; // -1 outside the board
    // What a screen reader says of a cell: where it is (row, column, box), its digit and whether it is a given
    // or the player's, or "empty" with its pencil marks, then its colours, a conflict, a mistake, a wrong
    // mark or the hint's ring. Only where it is while the game is paused.
    QString cellText(int cell) const;
    int cellDigit(int cell) const;
    bool isCellGiven(int cell) const;
    // The digit of the pencil mark drawn at `pos` (0: none).
    int markAt(const QPointF &pos) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void selectionChanged(int cell);
    void digitRequested(int digit, DigitInput input);
    // A click on `cell` (already selected): `mark` is the digit of the pencil mark under the pointer (0: none);
    // a right click is DigitInput::Ctrl.
    void cellClicked(int cell, int mark, DigitInput input);
    void placeRequested(); // Space: the picked digit into the selected cell
    void cancelRequested(); // Esc, when no command of the window took it
    void acceptRequested(); // Return: the default button of the message on show
    void eraseRequested();
    void resumeRequested(); // clicked while paused

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    bool focusNextPrevChild(bool next) override;

private:
    struct Geometry {
        qreal dpr = 1;
        qreal left = 0, top = 0; // board origin, logical pixels, on a device pixel
        int cellPx = 0; // cell size in device pixels
        qreal cell = 0; // cell size in logical pixels
        qreal side = 0;
        qreal labels = 0; // the band of row and column labels left of and above the board (0: none)
    };
    Geometry geometry() const;
    void paintCells(QPainter &p, const Geometry &g) const;
    void paintLines(QPainter &p, const Geometry &g) const;
    void paintRegionLines(QPainter &p, const Geometry &g, int thickPx) const; // a jigsaw's
    void paintCages(QPainter &p, const Geometry &g) const; // a killer's dashed outlines and sums
    // Where the pencil marks of `cell` (at `r`) go: inside a killer cage's outline and below its sum.
    QRectF markRect(int cell, const QRectF &r) const;
    void paintDigits(QPainter &p, const Geometry &g) const;
    void paintMarks(QPainter &p, const Geometry &g) const;
    void paintPaused(QPainter &p, const Geometry &g) const;
    void paintCoordinates(QPainter &p, const Geometry &g) const;
    void moveSelection(int row, int col);
    void updateCursor();
    // Tells assistive technology what changed: the board's description (the selected cell) and, while an
    // assistive technology listens, the name of every cell whose text changed (a move, undo, a hint, Check).
    void updateAccessibility();
    void announceFocusedCell();

    GameModel *m_model;
    BoardTheme m_theme;
    CellPainter m_painter;
    HighlightOptions m_highlights;
    NotesStyle m_notesStyle = NotesStyle::Positional;
    int m_selected = 40;
    bool m_selectionShown = true;
    bool m_paused = false;
    bool m_notesMode = false;
    bool m_colouring = false;
    int m_colour = 1;
    int m_pickedDigit = 0;
    qreal m_textScale = 1;
    bool m_coordinates = false;
    int m_hovered = -1;
    CandidateFilter m_filter;
    HintOverlay m_hintOverlay;
    HintPainter m_hintPainter;
    std::array<QString, sudoku::kCellCount> m_cellTexts; // as assistive technology last heard them
    bool m_cellTextsKnown = false;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(BoardView::CellFlags)
