// SPDX-License-Identifier: GPL-3.0-or-later
#include "corpus.h"

#include "sudoku/grid/bitcount.h"
#include "sudoku/grid/board.h"
#include "sudoku/grid/cellset.h"

#include <random>

#include <QTest>

#include <set>

using namespace sudoku;

class TestBoard : public QObject
{
    Q_OBJECT

private slots:
    void geometry();
    void peers();
    void counts();
    void givensAndEntries();
    void givenClashes_data();
    void givenClashes();
    void entriesNeverMakeThePuzzleInvalid();
    void validSolution();
};

void TestBoard::geometry()
{
    QCOMPARE(boxOf(cellAt(0, 0)), 0);
    QCOMPARE(boxOf(cellAt(4, 4)), 4);
    QCOMPARE(boxOf(cellAt(2, 8)), 2);
    QCOMPARE(boxOf(cellAt(6, 2)), 6);
    QCOMPARE(boxOf(cellAt(8, 8)), 8);
    // The seed 004 DLX computes the box as (j-1)/3*3+i/3, which transposes box numbering; ours is row-major.
    QCOMPARE(boxOf(cellAt(0, 3)), 1);
    QCOMPARE(boxOf(cellAt(3, 0)), 3);
    for (int box = 0; box < kUnits; ++box) {
        for (int i = 0; i < kUnits; ++i)
            QCOMPARE(boxOf(boxCell(box, i)), box);
    }
    QCOMPARE(cellName(cellAt(2, 4)), std::string("r3c5"));
    QCOMPARE(houseName(House {HouseKind::Box, 6}), std::string("box 7"));
}

void TestBoard::peers()
{
    for (int cell = 0; cell < kCellCount; ++cell) {
        const auto &peers = peersOf(cell);
        std::set<int> unique(peers.begin(), peers.end());
        QCOMPARE(unique.size(), std::size_t(20));
        QVERIFY(!unique.count(cell));
        for (int p : unique)
            QVERIFY(rowOf(p) == rowOf(cell) || colOf(p) == colOf(cell) || boxOf(p) == boxOf(cell));
    }
}

// The ways of counting cells and digits without a popcnt instruction agree with counting them one by one, across the
// two words of a cell set (cells 63 and 64 on either side) and for masks wider than nine bits.
void TestBoard::counts()
{
    std::mt19937 rng(7);
    for (int round = 0; round < 20000; ++round) {
        CellSet cells;
        const int n = round % 5;
        for (int k = 0; k < n; ++k)
            cells.insert(round % 3 == 0 ? 62 + static_cast<int>(rng() % 4) : static_cast<int>(rng() % kCellCount));
        int counted = 0;
        for (int cell = 0; cell < kCellCount; ++cell)
            counted += cells.contains(cell) ? 1 : 0;
        QCOMPARE(cells.count(), counted);
        QCOMPARE(cells.single(), counted == 1);
        QCOMPARE(cells.twoCells(), counted == 2);
        QCOMPARE(cells.severalCells(), counted >= 2);
    }
    for (std::uint32_t mask = 0; mask < (1u << 12); ++mask) {
        int bits = 0;
        for (std::uint32_t m = mask; m; m >>= 1)
            bits += static_cast<int>(m & 1);
        QCOMPARE(digitCount(mask), bits);
    }
}

void TestBoard::givensAndEntries()
{
    Board board;
    board.setGiven(0, 5);
    QVERIFY(board.isGiven(0));
    QVERIFY(!board.setEntry(0, 3));
    QCOMPARE(board.at(0), 5);
    QVERIFY(board.setEntry(1, 3));
    QVERIFY(!board.isGiven(1));
    QCOMPARE(board.givenCount(), 1);
    QCOMPARE(board.filledCount(), 2);
    QCOMPARE(board.givens()[1], std::uint8_t(0));
    QCOMPARE(board.puzzle().filledCount(), 1);
    board.clearEntries();
    QCOMPARE(board.filledCount(), 1);
    QCOMPARE(board.at(0), 5);
    board.setGiven(0, 0);
    QVERIFY(!board.isGiven(0));
    QVERIFY(board.isEmpty(0));
}

void TestBoard::givenClashes_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("second");
    QTest::addColumn<int>("digit");
    QTest::addColumn<QString>("description");

    QByteArray row(81, '.');
    row[cellAt(2, 0)] = '5';
    row[cellAt(2, 7)] = '5';
    QTest::newRow("row") << row << cellAt(2, 0) << cellAt(2, 7) << 5 << "two 5s in row 3: r3c1 and r3c8";

    QByteArray column(81, '.');
    column[cellAt(8, 4)] = '9';
    column[cellAt(1, 4)] = '9';
    QTest::newRow("column") << column << cellAt(1, 4) << cellAt(8, 4) << 9 << "two 9s in column 5: r2c5 and r9c5";

    QByteArray box(81, '.');
    box[cellAt(6, 6)] = '1';
    box[cellAt(8, 8)] = '1';
    QTest::newRow("box") << box << cellAt(6, 6) << cellAt(8, 8) << 1 << "two 1s in box 9: r7c7 and r9c9";
}

void TestBoard::givenClashes()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(int, first);
    QFETCH(int, second);
    QFETCH(int, digit);
    QFETCH(QString, description);

    const Board board = testing::boardFromLine(puzzle.constData());
    const auto clashes = board.givenClashes();
    QCOMPARE(clashes.size(), std::size_t(1));
    QCOMPARE(clashes.front().first, first);
    QCOMPARE(clashes.front().second, second);
    QCOMPARE(clashes.front().digit, digit);
    QCOMPARE(QString::fromStdString(clashes.front().describe()), description);
    const auto firstClash = board.firstGivenClash();
    QVERIFY(firstClash.has_value());
    QCOMPARE(*firstClash, clashes.front());
}

void TestBoard::entriesNeverMakeThePuzzleInvalid()
{
    Board board;
    board.setGiven(0, 4);
    QVERIFY(board.setEntry(1, 4));
    QVERIFY(!board.firstGivenClash());
    QVERIFY(board.givenClashes().empty());
    const auto all = board.clashes();
    QCOMPARE(all.size(), std::size_t(1)); // same row and box: reported once
    QCOMPARE(all.front().house.kind, HouseKind::Row);
}

void TestBoard::validSolution()
{
    const Board puzzle
        = testing::boardFromLine("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    const Board solved
        = testing::boardFromLine("417369825632158947958724316825437169791586432346912758289643571573291684164875293");
    QVERIFY(isValidSolution(puzzle, solved.values()));
    Grid broken = solved.values();
    std::swap(broken[0], broken[1]); // keeps rows, breaks columns and the given r1c1
    QVERIFY(!isValidSolution(puzzle, broken));
    Grid incomplete = solved.values();
    incomplete[80] = 0;
    QVERIFY(!isValidSolution(puzzle, incomplete));
}

QTEST_APPLESS_MAIN(TestBoard)
#include "tst_board.moc"
