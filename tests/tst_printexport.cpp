// SPDX-License-Identifier: GPL-3.0-or-later
// Print and export: files that exist and are what they say, booklets with the right number of pages,
// the clipboard, and the About dialog.
#include "guitestutil.h"
#include "windowfixture.h"

#include "board/messagebar.h"
#include "dialogs/aboutdialog.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "print/exportdialog.h"
#include "print/printcontroller.h"
#include "print/printworker.h"
#include "print/puzzlerenderer.h"
#include "settings/settings.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTest>
#include <QTimer>

#include <chrono>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace sudoku;

namespace
{

int pdfPageCount(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QString text = QString::fromLatin1(file.readAll());
    // Page objects, not the /Pages tree node.
    return static_cast<int>(text.count(QRegularExpression(QStringLiteral("/Type\\s*/Page(?!s)"))));
}

// Darkest grey level in a square around the centre of cell `cell` of the grid drawn in the square of side
// `size` starting at `x0` of an exported image (the grids of an image sit side by side). A grid with a caption
// is smaller, and lower, by the caption's height.
int darkest(const QImage &image, int cell, int x0 = 0, int size = 0, bool captioned = false)
{
    if (size == 0)
        size = image.height();
    const qreal margin = size * 0.02;
    const qreal area = size - 2 * margin;
    const qreal caption = captioned ? area * 0.08 : 0;
    const qreal side = area - caption;
    const qreal left = x0 + margin + caption / 2;
    const qreal top = margin + caption;
    const qreal step = side / 9;
    const int cx = static_cast<int>(left + (cell % 9 + 0.5) * step);
    const int cy = static_cast<int>(top + (cell / 9 + 0.5) * step);
    const int half = static_cast<int>(step * 0.3);
    int result = 255;
    for (int y = cy - half; y <= cy + half; ++y)
        for (int x = cx - half; x <= cx + half; ++x)
            result = std::min(result, qGray(image.pixel(x, y)));
    return result;
}

} // namespace

class TestPrintExport : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;

    MainWindow *window() const { return m_fixture.window(); }
    PrintController *printing() const { return window()->printing(); }
    QString path(const char *name) const { return m_fixture.path(name); }
    // 450 Extreme puzzles: long enough a generation to cancel or close the window in the middle of it.
    static PrintController::BookletOptions longBooklet(const QString &pdfPath)
    {
        PrintController::BookletOptions options;
        options.level = Difficulty::Extreme;
        options.perPage = 9;
        options.pages = 50;
        options.pdfPath = pdfPath;
        return options;
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_fixture.open(QSize(900, 700), guitest::WindowFixture::Start::Nothing));
        window()->model()->loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
    }

    void cleanup() { m_fixture.close(); }

    void pngHasTheDigitsWhereTheGivensAre()
    {
        QSignalSpy exported(printing(), &PrintController::exported);
        printing()->setExportSolution(false);
        printing()->exportTo(PrintController::Format::Png, path("puzzle.png"), 450);
        QCOMPARE(exported.count(), 1); // no solution needed: written at once
        QImage image(path("puzzle.png"));
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(450, 450));
        for (int cell = 0; cell < kCellCount; ++cell) {
            const bool given = guitest::kEasy[cell] != '.';
            if (given)
                QVERIFY2(darkest(image, cell) < 80, qPrintable(QStringLiteral("no digit in cell %1").arg(cell)));
            else
                QVERIFY2(darkest(image, cell) > 200, qPrintable(QStringLiteral("ink in empty cell %1").arg(cell)));
        }
    }

    // An image with the solution shows the puzzle and, beside it, the solution: every cell filled.
    void pngWithTheSolutionHasThePuzzleAndTheSolution()
    {
        QVERIFY(!window()->model()->solution()); // the worker has to find it
        QSignalSpy exported(printing(), &PrintController::exported);
        printing()->setExportSolution(true);
        printing()->exportTo(PrintController::Format::Png, path("solution.png"), 300);
        QVERIFY(exported.wait(10000));
        const QImage image(path("solution.png"));
        QCOMPARE(image.size(), QSize(600, 300));
        for (int cell = 0; cell < kCellCount; ++cell) {
            const bool given = guitest::kEasy[cell] != '.';
            if (given)
                QVERIFY2(
                    darkest(image, cell, 0, 300, true) < 80, qPrintable(QStringLiteral("puzzle: cell %1").arg(cell)));
            else
                QVERIFY2(darkest(image, cell, 0, 300, true) > 200,
                    qPrintable(QStringLiteral("puzzle: ink in empty cell %1").arg(cell)));
            QVERIFY2(darkest(image, cell, 300, 300, true) < 160,
                qPrintable(QStringLiteral("solution: cell %1 is empty").arg(cell)));
        }
    }

    void svgWithTheSolutionHasBothGrids()
    {
        window()->model()->setSolution(guitest::grid(guitest::kEasySolution));
        QSignalSpy exported(printing(), &PrintController::exported);
        printing()->setExportSolution(true);
        printing()->exportTo(PrintController::Format::Svg, path("both.svg"), 400);
        QCOMPARE(exported.count(), 1);
        QSvgRenderer svg(path("both.svg"));
        QVERIFY(svg.isValid());
        QCOMPARE(svg.viewBox(), QRect(0, 0, 800, 400));
        QImage image(800, 400, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        svg.render(&painter);
        painter.end();
        QVERIFY(darkest(image, 2, 0, 400, true) > 200); // empty in the puzzle
        QVERIFY(darkest(image, 2, 400, 400, true) < 160); // filled in the solution
    }

    // The export dialog's "Include the solution" is its own: ticked in Print Preview, it is not ticked in
    // the export dialog unseen; ticked there, it is ticked again the next time.
    void exportDialogHasItsOwnSolutionChoice()
    {
        window()->model()->setSolution(guitest::grid(guitest::kEasySolution));
        printing()->setIncludeSolution(true); // as the preview's "Show the Solution" leaves it
        QSignalSpy exported(printing(), &PrintController::exported);
        const QString target = path("own-choice.png");
        bool ticked = true;
        const auto run = [&](bool tick) {
            QTimer::singleShot(0, this, [&ticked, tick, target] {
                auto *dialog = qobject_cast<ExportDialog *>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                auto *format = dialog->findChild<QComboBox *>();
                format->setCurrentIndex(format->findText(QStringLiteral("PNG image")));
                dialog->findChild<QSpinBox *>()->setValue(200);
                auto *solution = dialog->findChild<QCheckBox *>();
                ticked = solution->isChecked();
                solution->setChecked(tick);
                dialog->findChild<QLineEdit *>()->setText(target);
                QTest::mouseClick(
                    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
            });
            printing()->exportFile->trigger();
        };
        run(false);
        QVERIFY(!ticked);
        QCOMPARE(QImage(target).size(), QSize(200, 200)); // the puzzle alone
        run(true);
        QVERIFY(!ticked);
        QCOMPARE(QImage(target).size(), QSize(400, 200)); // the puzzle and the solution
        run(true);
        QVERIFY(ticked);
        QCOMPARE(exported.count(), 3);
        QVERIFY(printing()->includeSolution()); // print's own choice is left as it was
    }

    void pdfHasAPageForThePuzzleAndOneForTheSolution()
    {
        window()->model()->setSolution(guitest::grid(guitest::kEasySolution));
        QSignalSpy exported(printing(), &PrintController::exported);
        printing()->setExportSolution(false);
        printing()->exportTo(PrintController::Format::Pdf, path("puzzle.pdf"), 0);
        printing()->setExportSolution(true);
        printing()->exportTo(PrintController::Format::Pdf, path("both.pdf"), 0);
        QCOMPARE(exported.count(), 2);
        QFile file(path("puzzle.pdf"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        QCOMPARE(pdfPageCount(path("puzzle.pdf")), 1);
        QCOMPARE(pdfPageCount(path("both.pdf")), 2);
    }

    void svgIsAValidPicture()
    {
        QSignalSpy exported(printing(), &PrintController::exported);
        printing()->exportTo(PrintController::Format::Svg, path("puzzle.svg"), 600);
        QCOMPARE(exported.count(), 1);
        QSvgRenderer svg(path("puzzle.svg"));
        QVERIFY(svg.isValid());
        QCOMPARE(svg.viewBox(), QRect(0, 0, 600, 600));
        QFile file(path("puzzle.svg"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<text")); // the digits are text, not pixels
    }

    void unwritablePathFailsWithTheFileName()
    {
        QSignalSpy failed(printing(), &PrintController::failed);
        const QString bad = path("no-such-dir/puzzle.pdf");
        printing()->exportTo(PrintController::Format::Pdf, bad, 0);
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.first().first().toString().contains(QStringLiteral("no-such-dir")));
    }

    // Export to a named pipe is refused at once, in every format: opening it to write waited for a reader,
    // for good (issue 22). A reader turns up after 3 s, so that a writer that waits fails on the time.
    void exportToAPipeIsRefusedAtOnce_data()
    {
        QTest::addColumn<int>("format");
        QTest::newRow("pdf") << int(PrintController::Format::Pdf);
        QTest::newRow("png") << int(PrintController::Format::Png);
        QTest::newRow("svg") << int(PrintController::Format::Svg);
    }
    void exportToAPipeIsRefusedAtOnce()
    {
        QFETCH(int, format);
        const QString pipe = path("export-pipe");
        QFile::remove(pipe);
        QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
        const auto removePipe = qScopeGuard([&pipe] { QFile::remove(pipe); });
        std::thread reader([bytes = QFile::encodeName(pipe)] {
            std::this_thread::sleep_for(std::chrono::seconds(3));
            const int fd = ::open(bytes.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
            if (fd < 0)
                return;
            // Drain what a writer that got through sends, until it closes (no SIGPIPE for it).
            ::fcntl(fd, F_SETFL, 0);
            char buffer[4096];
            while (::read(fd, buffer, sizeof buffer) > 0) { }
            ::close(fd);
        });
        const auto joinReader = qScopeGuard([&reader] { reader.join(); });
        QSignalSpy failed(printing(), &PrintController::failed);
        QSignalSpy exported(printing(), &PrintController::exported);
        printing()->setExportSolution(false);
        QElapsedTimer timer;
        timer.start();
        printing()->exportTo(static_cast<PrintController::Format>(format), pipe, 300);
        QVERIFY2(timer.elapsed() < 1500, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(exported.count(), 0);
        QCOMPARE(failed.count(), 1);
        QVERIFY2(failed.first().first().toString().contains(QStringLiteral("not a regular file")),
            qPrintable(failed.first().first().toString()));
    }

    void bookletHasTheRightPageCount_data()
    {
        QTest::addColumn<int>("perPage");
        QTest::addColumn<int>("pages");
        QTest::addColumn<bool>("solutions");
        QTest::addColumn<int>("expectedPages");
        QTest::newRow("4 a page, 2 pages") << 4 << 2 << false << 2;
        QTest::newRow("6 a page, 1 page, solutions") << 6 << 1 << true << 2;
        QTest::newRow("2 a page, 3 pages, solutions") << 2 << 3 << true << 6;
    }

    void bookletHasTheRightPageCount()
    {
        QFETCH(int, perPage);
        QFETCH(int, pages);
        QFETCH(bool, solutions);
        QFETCH(int, expectedPages);
        PrintController::BookletOptions options;
        options.level = Difficulty::Easy;
        options.perPage = perPage;
        options.pages = pages;
        options.solutions = solutions;
        options.seed = 2024;
        options.pdfPath = path("booklet.pdf");
        QSignalSpy done(printing(), &PrintController::bookletDone);
        QSignalSpy progress(printing()->worker(), &PrintWorker::progress);
        printing()->makeBooklet(options);
        QVERIFY(done.wait(60000));
        QCOMPARE(done.first().first().toInt(), expectedPages);
        QCOMPARE(pdfPageCount(options.pdfPath), expectedPages);
        QCOMPARE(progress.count(), perPage * pages);
        QCOMPARE(progress.last().at(0).toInt(), perPage * pages);
        const QList<PrintedPuzzle> &puzzles = printing()->worker()->puzzles();
        QCOMPARE(puzzles.size(), perPage * pages);
        for (const PrintedPuzzle &p : puzzles) {
            QVERIFY(p.solution.has_value());
            SolveOptions unique;
            unique.solutionLimit = 2;
            QCOMPARE(sudoku::solve(p.board, unique).status, SolveStatus::Unique);
        }
    }

    void bookletCanBeCancelled()
    {
        const PrintController::BookletOptions options = longBooklet(path("cancelled.pdf"));
        QFile::remove(options.pdfPath);
        QSignalSpy done(printing(), &PrintController::bookletDone);
        QSignalSpy cancelled(printing()->worker(), &PrintWorker::cancelled);
        printing()->makeBooklet(options);
        QVERIFY(printing()->worker()->isBusy());
        printing()->worker()->cancel();
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!printing()->worker()->isBusy());
        QTest::qWait(300);
        QCOMPARE(done.count(), 0);
        QVERIFY(!QFile::exists(options.pdfPath));
    }

    void puzzleWithoutUniqueSolutionIsExportedAlone()
    {
        window()->model()->loadPuzzle(guitest::board(guitest::kSeveralSolutions), PuzzleInfo {});
        QSignalSpy exported(printing(), &PrintController::exported);
        QSignalSpy failed(printing(), &PrintController::failed);
        printing()->setExportSolution(true);
        printing()->exportTo(PrintController::Format::Pdf, path("several.pdf"), 0);
        QVERIFY(exported.wait(10000));
        QCOMPARE(failed.count(), 1); // says why the solution is missing
        QCOMPARE(pdfPageCount(path("several.pdf")), 1);
    }

    void closingDuringABookletExitsPromptly()
    {
        const PrintController::BookletOptions options = longBooklet(path("closed.pdf"));
        printing()->makeBooklet(options);
        QTest::qWait(100);
        QElapsedTimer timer;
        timer.start();
        m_fixture.close(); // the window goes: cancels the generation and waits for the worker
        QVERIFY2(timer.elapsed() < 5000, "the window waited for the whole booklet");
        QVERIFY(!QFile::exists(options.pdfPath));
    }

    void exportDialogWritesTheChosenFormat()
    {
        QSignalSpy exported(printing(), &PrintController::exported);
        const QString target = path("from-dialog.png");
        QTimer::singleShot(0, this, [target] {
            auto *dialog = qobject_cast<ExportDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            auto *format = dialog->findChild<QComboBox *>();
            format->setCurrentIndex(format->findText(QStringLiteral("PNG image")));
            auto *size = dialog->findChild<QSpinBox *>();
            QVERIFY(size->isEnabled()); // an image has a size; a PDF is a page
            size->setValue(360);
            dialog->findChild<QLineEdit *>()->setText(target);
            auto *buttons = dialog->findChild<QDialogButtonBox *>();
            QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        printing()->exportFile->trigger();
        QCOMPARE(exported.count(), 1);
        QCOMPARE(QImage(target).size(), QSize(360, 360));
        // And says so, beside the board (it said nothing: issue 22).
        QCOMPARE(window()->messageBar()->text(), QStringLiteral("Exported to %1.").arg(target));
    }

    void clipboardHoldsLineGridAndImage()
    {
        window()->model()->enterDigit(2, 4); // an entry is part of the board that is copied
        printing()->copyLine->trigger();
        QString line = QString::fromLatin1(guitest::kEasy);
        line[2] = QLatin1Char('4');
        QCOMPARE(QApplication::clipboard()->text(), line);

        printing()->copyGrid->trigger();
        const QStringList rows = QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 11); // nine rows and two box borders
        QCOMPARE(rows.first(), QStringLiteral("5 3 4 | . 7 . | . . ."));
        QCOMPARE(rows.at(3), QStringLiteral("------+-------+------"));

        printing()->copyImage->trigger();
        const QMimeData *data = QApplication::clipboard()->mimeData();
        QVERIFY(data->hasImage());
        const QImage image = qvariant_cast<QImage>(data->imageData());
        QCOMPARE(image.size(), QSize(540, 540));
        QVERIFY(darkest(image, 0) < 80); // the given 5
        QCOMPARE(data->text(), line);
    }

    void menusOfferPrintAndExport()
    {
        const QList<QAction *> actions = window()->menuBar()->actions().first()->menu()->actions();
        for (QAction *action :
            {printing()->print, printing()->printPreview, printing()->exportFile, printing()->booklet})
            QVERIFY(actions.contains(action));
    }

    void aboutShowsTheVersion()
    {
        QString shown;
        QTimer::singleShot(0, this, [&shown] {
            auto *dialog = qobject_cast<AboutDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            shown = dialog->versionLabel()->text();
            dialog->reject();
        });
        QAction *about = nullptr;
        for (QAction *action : window()->menuBar()->actions().last()->menu()->actions())
            if (action->text().contains(QStringLiteral("About Sudoku")))
                about = action;
        QVERIFY(about);
        about->trigger();
        QCOMPARE(shown, QStringLiteral("Version %1").arg(QStringLiteral(SUDOKU_VERSION)));
    }
};

QTEST_MAIN(TestPrintExport)
#include "tst_printexport.moc"
