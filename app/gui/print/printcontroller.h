// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "print/puzzlerenderer.h"
#include "vocab/difficulty.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class GameModel;
class PrintWorker;
class QAction;
class QPrinter;
class QProgressDialog;
class QWidget;

// Print and export of the game's puzzle (Game menu): Print, Print Preview, Export to PDF, PNG or SVG,
// booklets of generated puzzles, and Copy the board as text or as an image. The puzzle is drawn by
// PuzzleRenderer; a solution the model does not know yet is found by the PrintWorker, off the GUI thread.
class PrintController : public QObject
{
    Q_OBJECT

public:
    enum class Format : quint8 { Pdf, Png, Svg };

    struct BookletOptions {
        Difficulty level = Difficulty::Medium;
        int perPage = 4;
        int pages = 1;
        bool solutions = true; // the solutions follow the puzzles, on their own pages
        quint64 seed = 0; // 0 = a random one
        QString pdfPath; // empty = send it to the printer
    };

    PrintController(GameModel *model, QWidget *window);
    ~PrintController() override;

    // Sets the actions' texts again in the current language (MainWindow calls it on a language change).
    void retranslate();

    QAction *print;
    QAction *printPreview;
    QAction *exportFile;
    QAction *booklet;
    QAction *copyLine;
    QAction *copyGrid;
    QAction *copyImage;

    // Whether Print and Print Preview add the solution; Export has a choice of its own, so that a solution
    // ticked in one is never written by the other unseen.
    bool includeSolution() const { return m_includeSolution; }
    void setIncludeSolution(bool on) { m_includeSolution = on; }
    bool exportSolution() const { return m_exportSolution; }
    void setExportSolution(bool on) { m_exportSolution = on; }
    // The player's entries, pencil marks and colours over the puzzle (else the puzzle alone).
    bool includeProgress() const { return m_includeProgress; }
    void setIncludeProgress(bool on) { m_includeProgress = on; }
    void setNotesStyle(NotesStyle style) { m_notesStyle = style; } // how pencil marks are printed
    // The puzzle on the board (with the player's progress when asked for), and its solution on a second page
    // when asked for and known.
    PrintDocument document(bool withSolution) const;
    PrintDocument document() const { return document(m_includeSolution); }
    PrintedProgress progress() const; // the position on the board
    PrintWorker *worker() const { return m_worker; }

    // Writes the puzzle (and its solution when exportSolution(): found first when unknown) to `path`: a PDF
    // with the solution on a second page, an image with the solution beside the puzzle. `size` is the side of
    // one grid of an image in pixels. Emits exported() or failed().
    void exportTo(Format format, const QString &path, int size);
    // Generates the booklet on the worker, with a progress dialog, then prints it or writes the PDF.
    // Emits bookletDone(pages) or failed(); nothing when cancelled.
    void makeBooklet(const BookletOptions &options);

    void copyBoardLine();
    void copyBoardGrid();
    void copyBoardImage();

Q_SIGNALS:
    void exported(const QString &path);
    void bookletDone(int pages);
    void failed(const QString &message);

private:
    void printWithDialog();
    void showPreview();
    void showExportDialog();
    void showBookletDialog();
    // Runs `then` at once, or once the worker found the solution when it is `needed` and not known yet.
    void whenSolutionReady(bool needed, std::function<void()> then);
    static QList<PrintedPuzzle> imagePuzzles(const PrintDocument &document); // the grids of an image
    std::optional<sudoku::Grid> knownSolution() const;
    void writeBooklet(const BookletOptions &options);
    void report(const QString &error);
    bool refusedPrinterFile(); // the printer writes a file that is a pipe, a device or a folder: said

    GameModel *m_model;
    QWidget *m_window;
    PrintWorker *m_worker;
    bool m_includeSolution = false;
    bool m_exportSolution = false;
    bool m_includeProgress = false;
    NotesStyle m_notesStyle = NotesStyle::Positional;
    std::function<void()> m_afterSolve;
    std::optional<sudoku::Grid> m_solved; // found by the worker, for m_solvedGivens
    sudoku::Grid m_solvedGivens {};
    QPointer<QProgressDialog> m_progress;
    BookletOptions m_booklet;
    std::unique_ptr<QPrinter> m_printer;
};
