// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/boardtheme.h"
#include "board/hintoverlay.h"
#include "board/hintpainter.h"
#include "vocab/highlightoptions.h"

#include <QStaticText>
#include <QWidget>

#include <array>

class GameModel;

// The custom-painted 9x9 board. It only reads the GameModel and forwards input: digits and erasing go
// out as signals (the game decides whether a digit is an entry or a note), the selection is its own.
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
    };
    Q_DECLARE_FLAGS(CellFlags, CellFlag)

    explicit BoardView(GameModel *model, QWidget *parent = nullptr);

    int selectedCell() const { return m_selected; }
    void setSelectedCell(int cell);
    HighlightOptions highlights() const { return m_highlights; }
    void setHighlights(const HighlightOptions &options);
    bool isPaused() const { return m_paused; }
    void setPaused(bool paused);
    void setNotesMode(bool on);
    // The staged hint to draw over the board (stage 0: none).
    void setHintOverlay(const HintOverlay &overlay);
    const HintOverlay &hintOverlay() const { return m_hintOverlay; }

    // What the paint code shows for a cell; public so that tests can check highlighting without pixels.
    CellFlags cellFlags(int cell) const;
    // Where a cell is, in widget coordinates (for tests and for accessibility).
    QRectF cellRect(int cell) const;
    int cellAt(const QPointF &pos) const; // -1 outside the board

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void selectionChanged(int cell);
    void digitRequested(int digit, bool asNote); // asNote: typed with Shift or Ctrl
    void eraseRequested();
    void resumeRequested(); // clicked while paused

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool focusNextPrevChild(bool next) override;

private:
    struct Geometry {
        qreal dpr = 1;
        qreal left = 0, top = 0; // board origin, logical pixels, on a device pixel
        int cellPx = 0; // cell size in device pixels
        qreal cell = 0; // cell size in logical pixels
        qreal side = 0;
    };
    Geometry geometry() const;
    void paintCells(QPainter &p, const Geometry &g) const;
    void paintLines(QPainter &p, const Geometry &g) const;
    void paintDigits(QPainter &p, const Geometry &g) const;
    void paintMarks(QPainter &p, const Geometry &g) const;
    void paintHintCandidates(QPainter &p, const QRectF &r, int cell, int notePx, int digitPx) const;
    void paintPaused(QPainter &p, const Geometry &g) const;
    // The digits 1-9 laid out once per font and size: drawing a QStaticText skips text layout, which
    // keeps a full repaint of the board well under a millisecond of the GUI thread's time.
    struct Glyphs {
        QFont font;
        std::array<QStaticText, 10> text;
    };
    const Glyphs &glyphs(int kind, int pixelSize) const; // kind: 0 digit, 1 bold digit, 2 note
    void drawDigit(QPainter &p, const QRectF &r, int kind, int pixelSize, int digit) const;
    void moveSelection(int row, int col);
    void updateAccessibleDescription();

    GameModel *m_model;
    BoardTheme m_theme;
    HighlightOptions m_highlights;
    mutable std::array<Glyphs, 3> m_glyphs;
    int m_selected = 40;
    bool m_paused = false;
    bool m_notesMode = false;
    HintOverlay m_hintOverlay;
    HintPainter m_hintPainter;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(BoardView::CellFlags)
