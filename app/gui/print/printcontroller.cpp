// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/printcontroller.h"

#include "game/diskfile.h"
#include "game/gamemodel.h"
#include "print/bookletdialog.h"
#include "print/exportdialog.h"
#include "print/printworker.h"
#include "vocab/techniquetext.h"

#include "sudoku/logic/rating.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QIcon>
#include <QMimeData>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QProgressDialog>
#include <QRandomGenerator>
#include <QToolBar>
#include <QVBoxLayout>

namespace
{

QAction *makeAction(QObject *parent, const QKeySequence &shortcut, const QString &icon)
{
    auto *action = new QAction(parent);
    action->setShortcut(shortcut);
    if (!icon.isEmpty())
        action->setIcon(QIcon::fromTheme(icon));
    return action;
}

} // namespace

void PrintController::retranslate()
{
    print->setText(tr("Pr&int\u2026"));
    printPreview->setText(tr("Print Pre&view\u2026"));
    exportFile->setText(tr("E&xport\u2026", "export to PDF, PNG or SVG"));
    booklet->setText(tr("Print a Boo&klet\u2026"));
    copyLine->setText(tr("Copy Board as &Line"));
    copyGrid->setText(tr("Copy Board as &Grid"));
    copyImage->setText(tr("Copy Board as &Image"));
    print->setToolTip(tr("Print the puzzle, and its solution if you ask for it"));
    exportFile->setToolTip(tr("Save the puzzle as a PDF document, a PNG image or an SVG image"));
    booklet->setToolTip(tr("Print or save several new puzzles of one level per page"));
    copyLine->setToolTip(tr("Copy the board as one line of 81 characters, '.' for an empty cell"));
    copyGrid->setToolTip(tr("Copy the board as nine lines of text with box borders"));
    copyImage->setToolTip(tr("Copy a picture of the board"));
}

PrintController::PrintController(GameModel *model, QWidget *window)
    : QObject(window)
    , m_model(model)
    , m_window(window)
    , m_worker(new PrintWorker(this))
{
    print = makeAction(this, QKeySequence(Qt::CTRL | Qt::Key_P), QStringLiteral("document-print"));
    printPreview = makeAction(this, {}, QStringLiteral("document-print-preview"));
    exportFile = makeAction(this, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), QStringLiteral("document-export"));
    booklet = makeAction(this, {}, {});
    copyLine = makeAction(this, {}, {});
    copyGrid = makeAction(this, {}, {});
    copyImage = makeAction(this, {}, {});
    retranslate();

    connect(print, &QAction::triggered, this, &PrintController::printWithDialog);
    connect(printPreview, &QAction::triggered, this, &PrintController::showPreview);
    connect(exportFile, &QAction::triggered, this, &PrintController::showExportDialog);
    connect(booklet, &QAction::triggered, this, &PrintController::showBookletDialog);
    connect(copyLine, &QAction::triggered, this, &PrintController::copyBoardLine);
    connect(copyGrid, &QAction::triggered, this, &PrintController::copyBoardGrid);
    connect(copyImage, &QAction::triggered, this, &PrintController::copyBoardImage);

    connect(m_worker, &PrintWorker::solved, this, [this](bool found) {
        if (found) {
            m_solved = m_worker->solution();
            m_solvedGivens = m_model->board().givens();
        } else {
            report(tr("The puzzle has no unique solution: only the puzzle itself is printed or exported."));
        }
        if (auto then = std::exchange(m_afterSolve, {}))
            then();
    });
    connect(m_worker, &PrintWorker::progress, this, [this](int done, int total) {
        if (m_progress) {
            m_progress->setMaximum(total);
            m_progress->setValue(done);
        }
    });
    connect(m_worker, &PrintWorker::generated, this, [this] {
        if (m_progress)
            m_progress->reset();
        writeBooklet(m_booklet);
    });
}

PrintController::~PrintController() = default;

std::optional<sudoku::Grid> PrintController::knownSolution() const
{
    if (m_model->solution())
        return m_model->solution();
    if (m_solved && m_solvedGivens == m_model->board().givens())
        return m_solved;
    return std::nullopt;
}

PrintDocument PrintController::document(bool withSolution) const
{
    PrintDocument document;
    const std::optional<Difficulty> level = m_model->info().difficulty;
    document.title = level ? tr("Sudoku \u2014 %1").arg(difficultyName(*level)) : tr("Sudoku");
    if (!m_model->board().isClassic()) // a variant is named by its name: "Killer"
        document.title = techniquetext::variant(m_model->board().rules().variant());
    const sudoku::Board puzzle = m_model->board().puzzle();
    PrintedPuzzle first {puzzle, std::nullopt, {}};
    if (m_includeProgress)
        first.progress = progress();
    document.puzzles.append(first);
    if (withSolution) {
        if (const std::optional<sudoku::Grid> solution = knownSolution())
            document.puzzles.append({puzzle, solution, tr("Solution")});
    }
    return document;
}

PrintedProgress PrintController::progress() const
{
    PrintedProgress progress;
    progress.style = m_notesStyle;
    for (int cell = 0; cell < sudoku::kCellCount; ++cell)
        progress.cells[static_cast<std::size_t>(cell)] = m_model->cellState(cell);
    return progress;
}

void PrintController::whenSolutionReady(bool needed, std::function<void()> then)
{
    if (!needed || knownSolution() || m_model->board().givenCount() == 0) {
        then();
        return;
    }
    m_afterSolve = std::move(then); // a newer request replaces an older one
    m_worker->solve(m_model->board());
}

void PrintController::report(const QString &error)
{
    Q_EMIT failed(error); // the window shows it in its message bar
}

bool PrintController::refusedPrinterFile()
{
    // Printing to a file that is a pipe would wait for a reader, for good: said, and not printed.
    const QString file = m_printer->outputFileName();
    const QString refused = file.isEmpty() ? QString() : DiskFile::refuseSpecial(file);
    if (!refused.isEmpty())
        report(refused);
    return !refused.isEmpty();
}

void PrintController::printWithDialog()
{
    m_printer = std::make_unique<QPrinter>(QPrinter::HighResolution);
    QPrintDialog dialog(m_printer.get(), m_window);
    auto *options = new QWidget;
    options->setWindowTitle(tr("Sudoku", "print dialog tab"));
    auto *layout = new QVBoxLayout(options);
    auto *solution = new QCheckBox(tr("Print the solution on a second page"));
    solution->setChecked(m_includeSolution);
    layout->addWidget(solution);
    auto *progress = new QCheckBox(tr("Print my progress: entries, pencil marks and colours"));
    progress->setChecked(m_includeProgress);
    layout->addWidget(progress);
    layout->addStretch();
    dialog.setOptionTabs({options});
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_includeSolution = solution->isChecked();
    m_includeProgress = progress->isChecked();
    if (refusedPrinterFile())
        return;
    whenSolutionReady(m_includeSolution, [this] {
        if (!PuzzleRenderer::paintDocument(m_printer.get(), document()))
            report(tr("The printer could not be used."));
    });
}

void PrintController::showPreview()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer, m_window);
    preview.setWindowTitle(tr("Print Preview"));
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
        [this](QPrinter *target) { PuzzleRenderer::paintDocument(target, document()); });
    // The preview's own switches, on a row of their own under the pages (at the end of the preview's toolbar
    // they went behind its overflow arrow): the solution (the preview updates once it is known) and the
    // player's progress.
    if (auto *layout = qobject_cast<QBoxLayout *>(preview.layout())) {
        auto *toolBar = new QToolBar(&preview);
        toolBar->setObjectName(QStringLiteral("previewSwitches"));
        toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
        layout->addWidget(toolBar);
        QAction *solution = toolBar->addAction(tr("Show the Solution"));
        solution->setObjectName(QStringLiteral("previewSolution"));
        solution->setCheckable(true);
        solution->setChecked(m_includeSolution);
        QPointer<QPrintPreviewDialog> guard(&preview);
        connect(solution, &QAction::toggled, this, [this, guard](bool on) {
            m_includeSolution = on;
            whenSolutionReady(on, [guard] {
                if (auto *view = guard ? guard->findChild<QPrintPreviewWidget *>() : nullptr)
                    view->updatePreview();
            });
        });
        QAction *progress = toolBar->addAction(tr("Show My Progress"));
        progress->setObjectName(QStringLiteral("previewProgress"));
        progress->setToolTip(tr("Entries, pencil marks and colours over the puzzle"));
        progress->setCheckable(true);
        progress->setChecked(m_includeProgress);
        connect(progress, &QAction::toggled, this, [this, guard](bool on) {
            m_includeProgress = on;
            if (auto *view = guard ? guard->findChild<QPrintPreviewWidget *>() : nullptr)
                view->updatePreview();
        });
    }
    preview.exec();
    m_afterSolve = {}; // the preview is gone: nothing left to update
}

void PrintController::showExportDialog()
{
    // The export's own choice, apart from Print's and Print Preview's: never ticked there unseen.
    ExportDialog dialog(m_exportSolution, m_window);
    dialog.setIncludeProgress(m_includeProgress);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_exportSolution = dialog.includeSolution();
    m_includeProgress = dialog.includeProgress();
    exportTo(dialog.format(), dialog.path(), dialog.imageSize());
}

QList<PrintedPuzzle> PrintController::imagePuzzles(const PrintDocument &document)
{
    // One grid: the puzzle alone, no caption. With the solution beside it, both named, so that the two grids
    // are the same size.
    QList<PrintedPuzzle> puzzles = document.puzzles;
    if (puzzles.size() > 1 && puzzles.first().caption.isEmpty())
        puzzles.first().caption = tr("Puzzle");
    return puzzles;
}

void PrintController::exportTo(Format format, const QString &path, int size)
{
    const bool withSolution = m_exportSolution;
    whenSolutionReady(withSolution, [this, format, path, size, withSolution] {
        const PrintDocument doc = document(withSolution);
        QString error;
        bool ok = false;
        switch (format) {
        case Format::Pdf:
            ok = PuzzleRenderer::writePdf(path, doc, &error);
            break;
        case Format::Png:
            ok = PuzzleRenderer::writePng(path, imagePuzzles(doc), size, &error);
            break;
        case Format::Svg:
            ok = PuzzleRenderer::writeSvg(path, imagePuzzles(doc), size, &error);
            break;
        }
        if (ok)
            Q_EMIT exported(path);
        else
            report(error);
    });
}

void PrintController::showBookletDialog()
{
    BookletDialog dialog(m_window);
    dialog.setOptions(m_booklet);
    if (dialog.exec() == QDialog::Accepted)
        makeBooklet(dialog.options());
}

void PrintController::makeBooklet(const BookletOptions &options)
{
    m_booklet = options;
    const int count = std::max(1, options.perPage) * std::max(1, options.pages);
    const quint64 seed = options.seed ? options.seed : QRandomGenerator::global()->generate64();
    delete m_progress;
    m_progress
        = new QProgressDialog(tr("Generating %n puzzle(s)\u2026", nullptr, count), tr("Cancel"), 0, count, m_window);
    m_progress->setWindowTitle(tr("Print a Booklet"));
    m_progress->setMinimumDuration(300);
    m_progress->setValue(0);
    connect(m_progress, &QProgressDialog::canceled, m_worker, &PrintWorker::cancel);
    m_worker->generate(static_cast<sudoku::Level>(options.level), count, seed);
}

void PrintController::writeBooklet(const BookletOptions &options)
{
    PrintDocument doc;
    doc.title = tr("Sudoku \u2014 %1").arg(difficultyName(options.level));
    doc.perPage = options.perPage;
    const QList<PrintedPuzzle> &puzzles = m_worker->puzzles();
    for (int i = 0; i < puzzles.size(); ++i)
        doc.puzzles.append({puzzles[i].board, std::nullopt, tr("No. %1").arg(i + 1)});
    if (options.solutions) {
        // Solutions start on a page of their own.
        while (doc.puzzles.size() % doc.perPage != 0)
            doc.puzzles.append({sudoku::Board(), std::nullopt, {}, true});
        for (int i = 0; i < puzzles.size(); ++i)
            doc.puzzles.append({puzzles[i].board, puzzles[i].solution, tr("Solution of No. %1").arg(i + 1)});
    }
    if (!options.pdfPath.isEmpty()) {
        QString error;
        if (PuzzleRenderer::writePdf(options.pdfPath, doc, &error))
            Q_EMIT bookletDone(doc.pageCount());
        else
            report(error);
        return;
    }
    m_printer = std::make_unique<QPrinter>(QPrinter::HighResolution);
    QPrintDialog dialog(m_printer.get(), m_window);
    if (dialog.exec() != QDialog::Accepted || refusedPrinterFile())
        return;
    if (PuzzleRenderer::paintDocument(m_printer.get(), doc))
        Q_EMIT bookletDone(doc.pageCount());
    else
        report(tr("The printer could not be used."));
}

void PrintController::copyBoardLine()
{
    QApplication::clipboard()->setText(PuzzleRenderer::lineText(m_model->board()));
}

void PrintController::copyBoardGrid()
{
    QApplication::clipboard()->setText(PuzzleRenderer::gridText(m_model->board()));
}

void PrintController::copyBoardImage()
{
    // The picture, with the 81-character line as its text form for programs that take only text.
    auto *data = new QMimeData;
    // The board as played: entries, pencil marks and colours.
    PrintedPuzzle puzzle {m_model->board().puzzle(), std::nullopt, {}};
    puzzle.progress = progress();
    data->setImageData(PuzzleRenderer::image(puzzle, 540));
    data->setText(PuzzleRenderer::lineText(m_model->board()));
    QApplication::clipboard()->setMimeData(data);
}
