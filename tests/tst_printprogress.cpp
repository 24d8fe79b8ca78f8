// SPDX-License-Identifier: GPL-3.0-or-later
// The player's progress on paper: entries, pencil marks and colours printed and exported over the puzzle
// when asked for, and in the copied image of the board.
#include "guitestutil.h"
#include "windowfixture.h"

#include "game/gamemodel.h"
#include "print/printcontroller.h"
#include "print/puzzlerenderer.h"
#include "vocab/markpalette.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QImage>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace sudoku;

namespace
{

constexpr int kSize = 450;

// The centre of cell `cell` in an image made by PuzzleRenderer::image (a 2% margin, no caption).
QPointF cellCentre(int cell, int size = kSize)
{
    const qreal margin = size * 0.02;
    const qreal cellSize = (size - 2 * margin) / 9;
    return {margin + (cell % 9 + 0.5) * cellSize, margin + (cell / 9 + 0.5) * cellSize};
}

// A point of cell `cell` near its top-left corner: clear of the digit and of the lines.
QPoint cellCorner(int cell, int size = kSize)
{
    const qreal cellSize = (size - 2 * size * 0.02) / 9;
    return (cellCentre(cell, size) - QPointF(cellSize * 0.38, cellSize * 0.38)).toPoint();
}

int darkest(const QImage &image, int cell)
{
    const QPoint c = cellCentre(cell, image.width()).toPoint();
    const int half = image.width() / 40;
    int result = 255;
    for (int y = c.y() - half; y <= c.y() + half; ++y)
        for (int x = c.x() - half; x <= c.x() + half; ++x)
            result = std::min(result, qGray(image.pixel(x, y)));
    return result;
}

bool isTintOf(const QColor &pixel, int colour)
{
    const QColor hue = markpalette::colour(colour);
    // A pale tint of the hue: not white, and leaning the same way between its channels.
    return pixel != QColor(Qt::white) && (pixel.red() >= pixel.blue()) == (hue.red() >= hue.blue())
        && (pixel.green() >= pixel.blue()) == (hue.green() >= hue.blue());
}

} // namespace

class TestPrintProgress : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;

    MainWindow *window() const { return m_fixture.window(); }
    GameModel *model() const { return window()->model(); }
    PrintController *printing() const { return window()->printing(); }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_fixture.open({}, guitest::WindowFixture::Start::Nothing));
        // kEasy: r1c3 (2), r1c4 (3) and r1c6 (5) are empty; r1c1 (0) is a given 5.
        model()->loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
        model()->setCellColour(2, 1); // red
        model()->enterDigit(3, 6);
        model()->setCellColour(3, 6); // blue
        model()->toggleNote(5, 8);
        model()->toggleNote(5, 2);
        model()->setCandidateColour(5, 8, 4); // green
    }
    void cleanup() { m_fixture.close(); }

    void progressIsPrintedWhenAskedFor()
    {
        printing()->setIncludeSolution(false);
        QVERIFY(!printing()->document().puzzles.constFirst().progress);
        printing()->setIncludeProgress(true);
        const PrintDocument document = printing()->document();
        QVERIFY(document.puzzles.constFirst().progress);
        const PrintedProgress &progress = *document.puzzles.constFirst().progress;
        for (int cell = 0; cell < kCellCount; ++cell)
            QCOMPARE(progress.cells[static_cast<std::size_t>(cell)], model()->cellState(cell));
    }

    // Print Preview's own switches, Show the Solution and Show My Progress, are in sight as the preview opens,
    // not behind its toolbar's overflow arrow (Show My Progress was: issue 22), and they switch.
    void thePreviewShowsItsSwitches()
    {
        QStringList hidden;
        bool checked = false;
        bool seen = false;
        QTimer::singleShot(300, this, [&] {
            auto *preview = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!preview)
                return;
            seen = true;
            for (const char *name : {"previewSolution", "previewProgress"}) {
                auto *action = preview->findChild<QAction *>(QLatin1String(name));
                if (!action) {
                    hidden << QStringLiteral("%1 (missing)").arg(QLatin1String(name));
                    continue;
                }
                bool shown = false;
                for (QObject *object : action->associatedObjects()) {
                    if (auto *button = qobject_cast<QToolButton *>(object))
                        shown = shown || (button->isVisible() && !button->visibleRegion().isEmpty());
                }
                if (!shown)
                    hidden << QLatin1String(name);
            }
            if (auto *progress = preview->findChild<QAction *>(QStringLiteral("previewProgress"))) {
                progress->trigger();
                checked = printing()->includeProgress();
            }
            preview->reject();
        });
        printing()->setIncludeProgress(false);
        printing()->printPreview->trigger();
        QVERIFY(seen);
        QVERIFY2(hidden.isEmpty(), qPrintable(hidden.join(QStringLiteral(", "))));
        QVERIFY(checked);
    }

    void coloursEntriesAndMarksAreDrawn()
    {
        PrintedPuzzle puzzle {model()->board().puzzle(), std::nullopt, {}};
        const QImage plain = PuzzleRenderer::image(puzzle, kSize);
        QCOMPARE(plain.pixelColor(cellCorner(2)), QColor(Qt::white));
        QVERIFY(darkest(plain, 3) > 200); // the puzzle alone: no entry

        puzzle.progress = printing()->progress();
        const QImage image = PuzzleRenderer::image(puzzle, kSize);
        QVERIFY(isTintOf(image.pixelColor(cellCorner(2)), 1));
        QVERIFY(isTintOf(image.pixelColor(cellCorner(3)), 6));
        QVERIFY(darkest(image, 3) < 100); // the entry 6
        // The pencil mark 8 in its place (bottom middle of the 3x3 grid), on a disc of its colour.
        const qreal cellSize = (kSize - 2 * kSize * 0.02) / 9;
        const QPointF mark8 = cellCentre(5) + QPointF(0, cellSize * 0.28);
        bool green = false;
        for (int dx = -5; dx <= 5 && !green; ++dx)
            green = isTintOf(image.pixelColor((mark8 + QPointF(dx, -cellSize * 0.08)).toPoint()), 4);
        QVERIFY(green);
        QVERIFY(plain.pixelColor(mark8.toPoint()) == QColor(Qt::white));
        // A given keeps its weight and colour: black on white (the cell has no colour).
        QVERIFY(darkest(image, 0) < 60);
        QCOMPARE(image.pixelColor(cellCorner(0)), QColor(Qt::white));
    }

    void exportAndCopyCarryTheColours()
    {
        printing()->setIncludeProgress(true);
        const QString path = m_fixture.path("progress.png");
        QSignalSpy exported(printing(), &PrintController::exported);
        printing()->exportTo(PrintController::Format::Png, path, kSize);
        QTRY_COMPARE(exported.count(), 1);
        QImage image(path);
        QVERIFY(!image.isNull());
        image = image.convertToFormat(QImage::Format_RGB32);
        QVERIFY(isTintOf(image.pixelColor(cellCorner(2, image.width())), 1));

        printing()->setIncludeProgress(false);
        printing()->copyBoardImage(); // always the board as played
        const QImage copied = QApplication::clipboard()->image();
        QVERIFY(!copied.isNull());
        QVERIFY(isTintOf(copied.pixelColor(cellCorner(3, copied.width())), 6));
    }
};

QTEST_MAIN(TestPrintProgress)
#include "tst_printprogress.moc"
