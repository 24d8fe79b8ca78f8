// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/cellstate.h"
#include "vocab/notesstyle.h"

#include "sudoku/grid/board.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

class QImage;
class QPagedPaintDevice;
class QPainter;
class QRectF;
class QSize;

// The player's position as played: entries, pencil marks (in the style they are shown in) and colours.
struct PrintedProgress {
    std::array<CellState, sudoku::kCellCount> cells {};
    NotesStyle style = NotesStyle::Positional;
};

// One grid on paper: the givens, optionally the player's entries, optionally the solution (its digits in
// grey, so the givens stay told apart), under a caption.
struct PrintedPuzzle {
    sudoku::Board board;
    std::optional<sudoku::Grid> solution; // drawn when set
    QString caption;
    bool placeholder = false; // an empty slot: nothing is drawn (the solutions of a booklet start a page)
    // Drawn when set: the cells' colours under the digits, the entries in a lighter weight than the givens,
    // the pencil marks with their colours.
    std::optional<PrintedProgress> progress = std::nullopt;
};

// A printable document: the grids in order, `perPage` to a page (1, 2, 4, 6 or 9), a title on each page.
struct PrintDocument {
    QString title;
    QList<PrintedPuzzle> puzzles;
    int perPage = 1;

    int pageCount() const;
};

// Paints puzzles with a QPainter for every output: the printer, PDF (QPdfWriter), PNG (QImage) and SVG
// (QSvgGenerator). Always black on white whatever the look of the app (the player's colours as pale tints
// of the same hues), and independent of the board's interactive state (selection, highlights): what is
// printed is the puzzle, and the player's progress when asked for.
class PuzzleRenderer
{
    Q_DECLARE_TR_FUNCTIONS(PuzzleRenderer)

public:
    // One grid filling the largest square that fits `area`, centred, with its caption above when set.
    static void paintPuzzle(QPainter &painter, const QRectF &area, const PrintedPuzzle &puzzle);
    // Page `page` (0-based) of `document` in `area`.
    static void paintPage(QPainter &painter, const QRectF &area, const PrintDocument &document, int page);
    // Every page of `document` on a printer or a PDF writer; false when the device cannot be painted on.
    static bool paintDocument(QPagedPaintDevice *device, const PrintDocument &document);

    // A square image of the puzzle, `size` pixels a side, on white.
    static QImage image(const PrintedPuzzle &puzzle, int size);
    // The grids side by side, each in a square `size` pixels a side (the puzzle, then its solution).
    static QImage image(const QList<PrintedPuzzle> &puzzles, int size);
    // Files, the grids side by side as image() draws them; false and `error` set when the file cannot be
    // written.
    static bool writePng(const QString &path, const QList<PrintedPuzzle> &puzzles, int size, QString *error);
    static bool writeSvg(const QString &path, const QList<PrintedPuzzle> &puzzles, int size, QString *error);
    static bool writePdf(const QString &path, const PrintDocument &document, QString *error);

    // The 81-character line ('.' = empty; a variant line with the rules for a variant) and the 9-line grid with
    // box borders, of the board's digits.
    static QString lineText(const sudoku::Board &board);
    static QString gridText(const sudoku::Board &board);

private:
    // True (and `error` set) when `path` is a folder, a pipe, a device or a socket (DiskFile::refuseSpecial).
    static bool refused(const QString &path, QString *error);
};
