// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Open on a file of many puzzles: the list shows every puzzle of the file in order, an unreadable one
// with its reason and not playable; the keyboard picks one; levels and ratings arrive from the worker and the
// level filter hides the others; closing the list while it rates stops the worker at once.
#include "guitestutil.h"

#include "dialogs/puzzlelistdialog.h"
#include "dialogs/puzzlelistmodel.h"
#include "vocab/difficulty.h"
#include "workers/puzzlerater.h"

#include "sudoku/io/formats.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>

#include <memory>

using namespace sudoku;

namespace
{

// An easy puzzle, a line that is not a puzzle, a harder puzzle.
PuzzleBatch threePuzzles(bool badInTheMiddle)
{
    const std::string easy(guitest::kEasy);
    const std::string hard(guitest::kNaiveHard);
    const std::string bad("not a puzzle");
    return parsePuzzles(
        badInTheMiddle ? easy + "\n" + bad + "\n" + hard + "\n" : easy + "\n" + hard + "\n" + bad + "\n");
}

// Among the hardest known (magictour top1465): each takes the rating's forcing nets.
constexpr const char *kExtreme = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

QString cell(const PuzzleListDialog &dialog, int row, int column)
{
    return dialog.model()->index(row, column).data().toString();
}

} // namespace

class TestPuzzleList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsEveryPuzzleWithTheReasonOfABadOne()
    {
        PuzzleListDialog dialog(QStringLiteral("three.txt"), threePuzzles(true));
        QCOMPARE(dialog.model()->rowCount(), 3);
        QCOMPARE(dialog.view()->model()->rowCount(), 3);
        QCOMPARE(cell(dialog, 0, PuzzleListModel::Number), QStringLiteral("1"));
        QCOMPARE(cell(dialog, 2, PuzzleListModel::Number), QStringLiteral("3"));
        const QString reason = cell(dialog, 1, PuzzleListModel::Note);
        QVERIFY2(reason.contains(QLatin1String("unexpected character")), qPrintable(reason));
        QVERIFY(dialog.model()->isPlayable(0));
        QVERIFY(!dialog.model()->isPlayable(1));
        QVERIFY(dialog.model()->isPlayable(2));
        QVERIFY(!cell(dialog, 0, PuzzleListModel::Variant).isEmpty());
        QVERIFY(cell(dialog, 1, PuzzleListModel::Variant).isEmpty());

        // The bad one selected: Play is off, and double-clicking or Play does not accept it.
        dialog.view()->setCurrentIndex(dialog.view()->model()->index(1, 0));
        QCOMPARE(dialog.currentRow(), 1);
        QVERIFY(!dialog.playButton()->isEnabled());
        dialog.playButton()->click();
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QCOMPARE(dialog.chosenIndex(), -1);
        dialog.view()->setCurrentIndex(dialog.view()->model()->index(0, 0));
        QVERIFY(dialog.playButton()->isEnabled());
    }

    // The list has the keyboard: Down to the second row, Enter plays it.
    void keyboardChoosesTheSecondRow()
    {
        PuzzleListDialog dialog(QStringLiteral("three.txt"), threePuzzles(false));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QCOMPARE(QApplication::focusWidget(), dialog.view());
        QCOMPARE(dialog.currentRow(), 0);
        QTest::keyClick(dialog.view(), Qt::Key_Down);
        QCOMPARE(dialog.currentRow(), 1);
        QTest::keyClick(dialog.view(), Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.chosenIndex(), 1);
        QVERIFY(!dialog.isVisible());
    }

    void ratingsArriveAndTheFilterHidesOtherLevels()
    {
        PuzzleListDialog dialog(QStringLiteral("three.txt"), threePuzzles(true));
        QSignalSpy finished(&dialog, &PuzzleListDialog::ratingFinished);
        QVERIFY(finished.wait(60000));
        QCOMPARE(dialog.ratedCount(), 2);
        QCOMPARE(cell(dialog, 0, PuzzleListModel::Level), difficultyName(Difficulty::Easy));
        QVERIFY(!cell(dialog, 0, PuzzleListModel::Rating).isEmpty());
        QVERIFY(!cell(dialog, 2, PuzzleListModel::Level).isEmpty());
        QVERIFY(cell(dialog, 1, PuzzleListModel::Level).isEmpty()); // not read, not rated
        QVERIFY2(dialog.statusLabel()->text().contains(QLatin1String("Rated 2 of 2")),
            qPrintable(dialog.statusLabel()->text()));

        const QAbstractItemModel *shown = dialog.view()->model();
        dialog.levelFilter()->setCurrentIndex(dialog.levelFilter()->findText(difficultyName(Difficulty::Easy)));
        QCOMPARE(shown->rowCount(), 1);
        QCOMPARE(dialog.currentRow(), 0);
        const QString hardLevel = cell(dialog, 2, PuzzleListModel::Level);
        QString otherLevel;
        for (Difficulty level : kDifficulties) {
            if (difficultyName(level) != hardLevel && level != Difficulty::Easy)
                otherLevel = difficultyName(level);
        }
        dialog.levelFilter()->setCurrentIndex(dialog.levelFilter()->findText(otherLevel));
        QCOMPARE(shown->rowCount(), 0);
        QVERIFY(!dialog.playButton()->isEnabled());
        dialog.levelFilter()->setCurrentIndex(0); // all levels
        QCOMPARE(shown->rowCount(), 3);

        // Sorted by rating: the easy puzzle, the harder one, then the one without a rating.
        dialog.view()->sortByColumn(PuzzleListModel::Rating, Qt::AscendingOrder);
        QStringList order;
        for (int row = 0; row < shown->rowCount(); ++row)
            order << shown->index(row, PuzzleListModel::Number).data().toString();
        QCOMPARE(order, QStringList({QStringLiteral("1"), QStringLiteral("3"), QStringLiteral("2")}));
        // Descending: the harder one first, and the one without a rating still last.
        dialog.view()->sortByColumn(PuzzleListModel::Rating, Qt::DescendingOrder);
        order.clear();
        for (int row = 0; row < shown->rowCount(); ++row)
            order << shown->index(row, PuzzleListModel::Number).data().toString();
        QCOMPARE(order, QStringList({QStringLiteral("3"), QStringLiteral("1"), QStringLiteral("2")}));
        dialog.view()->sortByColumn(PuzzleListModel::Level, Qt::DescendingOrder);
        QCOMPARE(shown->index(2, PuzzleListModel::Number).data().toString(), QStringLiteral("2"));
    }

    // Puzzles with several solutions or none are rated as such, not given a level.
    void unsolvablePuzzlesSaySo()
    {
        const std::string text = std::string(guitest::kSeveralSolutions) + "\n" + guitest::kNoSolution + "\n";
        PuzzleListDialog dialog(QStringLiteral("bad.txt"), parsePuzzles(text));
        QSignalSpy finished(&dialog, &PuzzleListDialog::ratingFinished);
        QVERIFY(finished.wait(60000));
        QCOMPARE(cell(dialog, 0, PuzzleListModel::Note), QStringLiteral("more than one solution"));
        QVERIFY(cell(dialog, 0, PuzzleListModel::Level).isEmpty());
        QVERIFY(!cell(dialog, 1, PuzzleListModel::Note).isEmpty());
    }

    // Closing the list while it rates hard puzzles: the worker stops within a step, nothing arrives after.
    void closingStopsTheRating()
    {
        std::string text;
        for (int i = 0; i < 300; ++i)
            text += std::string(kExtreme) + "\n";
        auto dialog = std::make_unique<PuzzleListDialog>(QStringLiteral("hard.txt"), parsePuzzles(text));
        QVERIFY(dialog->isRating());
        QSignalSpy rated(dialog->rater(), &PuzzleRater::rated);
        QVERIFY(rated.wait(30000));
        dialog->reject();
        QVERIFY(!dialog->isRating());
        const int ratedWhenClosed = dialog->ratedCount();
        QVERIFY(ratedWhenClosed < 300);
        QTest::qWait(200);
        QCOMPARE(dialog->ratedCount(), ratedWhenClosed);
        QElapsedTimer timer;
        timer.start();
        dialog.reset(); // waits for the worker thread
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    }

    // The selected row is rated next, not after every row above it.
    void theSelectedRowIsRatedFirst()
    {
        std::string text;
        for (int i = 0; i < 300; ++i)
            text += std::string(kExtreme) + "\n";
        PuzzleListDialog dialog(QStringLiteral("hard.txt"), parsePuzzles(text));
        dialog.view()->setCurrentIndex(dialog.view()->model()->index(250, 0));
        QCOMPARE(dialog.currentRow(), 250);
        QTRY_VERIFY_WITH_TIMEOUT(!cell(dialog, 250, PuzzleListModel::Rating).isEmpty(), 30000);
        QVERIFY2(dialog.ratedCount() < 100, qPrintable(QString::number(dialog.ratedCount())));
    }

    // A file of 50,000 lines opens at once: the table is a model, and only the rating is slow.
    void aLargeFileOpensFast()
    {
        std::string text;
        for (int i = 0; i < 50000; ++i)
            text += std::string(guitest::kEasy) + "\n";
        const PuzzleBatch batch = parsePuzzles(text);
        QElapsedTimer timer;
        timer.start();
        PuzzleListDialog dialog(QStringLiteral("big.txt"), batch);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(dialog.view()->model()->rowCount(), 50000);
    }
};

QTEST_MAIN(TestPuzzleList)
#include "tst_puzzlelist.moc"
