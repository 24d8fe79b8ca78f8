// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/boardtheme.h"

#include "sudoku/search/trace.h"

#include <QPixmap>
#include <QStaticText>
#include <QWidget>

#include <array>
#include <memory>
#include <optional>

class QPainter;

// One picture of the search: the board after some step and what that step did.
struct TraceFrame {
    sudoku::TraceState state;
    std::bitset<sudoku::kCellCount> givens;
    std::optional<sudoku::TraceEvent> last; // the event that led to this state (none at step 0)
    int deadEnd = -1; // DeadEnd: what has no option left (a cell, a house and digit, a band and digit)
    bool solved = false; // the board is a solution the search found
    // A second (third, ...) solution: the cells where it differs from the first one found, marked on the board.
    std::bitset<sudoku::kCellCount> differsFromFirst;
    bool showCandidates = false;
    // The puzzle's rules when they are not classic: drawn (regions, diagonals and windows, cages) and followed
    // (a dead end's house, the candidates shown).
    std::shared_ptr<const sudoku::Rules> rules;
    const sudoku::Rules &rulesOrClassic() const { return rules ? *rules : sudoku::Rules::classicRules(); }
};

// The visualizer's own board: paints a TraceFrame. Tentative digits (guesses) in their own colour, forced
// digits in another, the cell just tried with a ring, a digit just taken back struck through, a dead end
// on what ran out (a cell with a cross; a house, or a band, tinted and framed with the digit that has no
// place struck through in its empty cells), a found solution in the solved colour, and in a later solution
// the cells where it differs from the first (a ring, and a heavier digit); optionally each empty cell's
// remaining candidates. A variant's rules are drawn as the game's board draws them (vocab/ruleslayout.h).
// Read-only: it takes no input.
class TraceBoardView : public QWidget
{
    Q_OBJECT

public:
    explicit TraceBoardView(QWidget *parent = nullptr);

    void setFrame(const TraceFrame &frame);
    const TraceFrame &frame() const { return m_frame; }

    // The digits 1-9 laid out once per size: drawing a QStaticText skips text layout.
    struct Glyphs {
        int pixelSize = 0;
        std::array<QStaticText, 10> normal;
        std::array<QStaticText, 10> bold;
        std::array<QStaticText, 10> small;
        std::array<QStaticText, 10> cageSmall; // a candidate inside a killer cage's outline
        void prepare(const QFont &base, qreal cellSize);
        static QFont markFont(const QFont &base, qreal cellSize, bool inCage);
    };

    // The same picture at any size, on any paint device (PNG export, frame sequences). `background`, when
    // given, is the board without the search (cells, lines, givens) already drawn at rect's size.
    static void paintFrame(QPainter &painter, const QRectF &rect, const TraceFrame &frame, const BoardTheme &theme,
        Glyphs *glyphs = nullptr, const QPixmap *background = nullptr);
    static void paintBackground(
        QPainter &painter, const QRectF &rect, const TraceFrame &frame, const BoardTheme &theme, Glyphs &glyphs);
    QImage renderImage(int side) const;

    QSize sizeHint() const override { return {480, 480}; }
    QSize minimumSizeHint() const override { return {270, 270}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    TraceFrame m_frame;
    BoardTheme m_theme;
    Glyphs m_glyphs;
    // The background is cached per size, givens and rules: a frame then paints only what the search changed.
    QPixmap m_background;
    sudoku::Grid m_backgroundGivens {};
    std::shared_ptr<const sudoku::Rules> m_backgroundRules; // a killer without givens has the givens of another
};
