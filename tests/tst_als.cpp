// SPDX-License-Identifier: GPL-3.0-or-later
// The almost locked sets of a position and their restricted commons (sudoku/logic/alsgraph.h), against the definitions
// checked the slow way: every subset of every house, every pair of sets, every pair of cells.
#include "corpus.h"

#include "sudoku/io/hodoku.h"
#include "sudoku/logic/alsgraph.h"

#include <QTest>

#include <algorithm>
#include <set>

namespace
{

int cell(int row, int col)
{
    return sudoku::cellAt(row - 1, col - 1);
}

sudoku::CandidateGrid position(const QByteArray &text)
{
    if (text.startsWith(':')) {
        const auto parsed = sudoku::parseLibraryLine(text.toStdString());
        if (!parsed.libraryCase)
            QTest::qFail(parsed.error.c_str(), __FILE__, __LINE__);
        return parsed.libraryCase ? parsed.libraryCase->position : sudoku::CandidateGrid();
    }
    return sudoku::CandidateGrid::fromBoard(testing::boardFromLine(text.constData()));
}

std::pair<std::uint64_t, std::uint64_t> key(const sudoku::CellSet &cells)
{
    return {cells.lo(), cells.hi()};
}

// Every ALS the slow way: each subset of each house's empty cells, up to 8 cells.
std::set<std::pair<std::uint64_t, std::uint64_t>> slowAls(const sudoku::CandidateGrid &grid, bool bivalueCells)
{
    std::set<std::pair<std::uint64_t, std::uint64_t>> found;
    for (int house = 0; house < sudoku::kHouseCount; ++house) {
        std::vector<int> empties;
        for (int c : sudoku::houseCells(house) & grid.emptyCells())
            empties.push_back(c);
        const unsigned n = static_cast<unsigned>(empties.size());
        for (unsigned subset = 1; subset < (1u << n); ++subset) {
            sudoku::CellSet cells;
            sudoku::CandidateMask digits = 0;
            for (unsigned i = 0; i < n; ++i) {
                if (subset & (1u << i)) {
                    cells.insert(empties[i]);
                    digits |= grid.candidates(empties[i]);
                }
            }
            const int size = cells.count();
            if (size <= 8 && std::popcount(static_cast<unsigned>(digits)) == size + 1 && (size > 1 || bivalueCells))
                found.insert(key(cells));
        }
    }
    return found;
}

// x is an RC of a and b the slow way: both hold it, no cell holding it is in both, and every pair of cells
// holding it (one from each) sees each other.
bool slowIsRc(const sudoku::CandidateGrid &grid, const sudoku::CellSet &a, const sudoku::CellSet &b, int x)
{
    const sudoku::CellSet xa = a & grid.digitCells(x);
    const sudoku::CellSet xb = b & grid.digitCells(x);
    if (xa.empty() || xb.empty() || xa.intersects(xb))
        return false;
    for (int p : xa) {
        for (int q : xb) {
            if (!sudoku::sees(p, q))
                return false;
        }
    }
    return true;
}

const char *const kEmpty = ".................................................................................";

} // namespace

class TestAls : public QObject
{
    Q_OBJECT

private slots:
    void setsMatchTheDefinition_data();
    void setsMatchTheDefinition();
    void emptyGrid();
    void perDigitCells();
    void bivalueCellsCanBeLeftOut();
    void restrictedCommonsMatchTheDefinition_data();
    void restrictedCommonsMatchTheDefinition();
    void sameHouseSharesEveryCommonDigit();
    void overlapNeverCarriesAnRc();
    void graphLinksBothWays();
    void targetsAndSetsSeenBy();
};

void TestAls::setsMatchTheDefinition_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("ALS-XZ case") << QByteArray(
        ":0901-1:7:.........2.....3495...3926..9.........41..+98....598..4..182...6......7....3..6...:111 711 811 112 "
        "712 812 713 813 714 515 715 516 716 722 625 725 726 739 341 744 348 162 589 794:752::");
    QTest::newRow("Death Blossom case") << QByteArray(
        ":0904-1:9:.1.8+4...28.4.2..3...2..74.+8.97..1.+4..+4..........4..62...96..7+8+4.8..5+42.14....8.5.:918 622 "
        "635 541 151 551 153 955 656 361 271 681 392 393 394 395:938::");
    QTest::newRow("17 clues") << QByteArray(
        "...8.1..........435............7.8........1...2..3....6......75..34........2..6..");
    QTest::newRow("top1465 #1") << QByteArray(
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
    QTest::newRow("easy") << QByteArray(
        "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..");
}

void TestAls::setsMatchTheDefinition()
{
    QFETCH(QByteArray, text);
    const sudoku::CandidateGrid grid = position(text);
    const std::vector<sudoku::Als> sets = sudoku::almostLockedSets(grid);
    std::set<std::pair<std::uint64_t, std::uint64_t>> seen;
    for (const sudoku::Als &als : sets) {
        QVERIFY2(seen.insert(key(als.cells)).second, "a set of cells is listed twice");
        QVERIFY(als.cells.isSubsetOf(sudoku::houseCells(als.house)));
        QVERIFY(als.cells.isSubsetOf(grid.emptyCells()));
        sudoku::CandidateMask digits = 0;
        for (int c : als.cells)
            digits |= grid.candidates(c);
        QCOMPARE(als.digits, digits);
        QCOMPARE(std::popcount(static_cast<unsigned>(als.digits)), als.size() + 1);
        // Reported for the first house (rows, columns, boxes) that holds it.
        for (int h = 0; h < als.house; ++h)
            QVERIFY(!als.cells.isSubsetOf(sudoku::houseCells(h)));
    }
    QCOMPARE(seen, slowAls(grid, true));
}

void TestAls::emptyGrid()
{
    // Every 8 of a house's 9 cells hold all nine digits: 27 houses x 9 sets, none lying in two houses.
    const auto sets = sudoku::almostLockedSets(position(kEmpty));
    QCOMPARE(sets.size(), std::size_t {243});
    QVERIFY(std::all_of(sets.begin(), sets.end(), [](const sudoku::Als &als) { return als.size() == 8; }));
    // Houses in order: rows, columns, boxes.
    QVERIFY(std::is_sorted(
        sets.begin(), sets.end(), [](const sudoku::Als &a, const sudoku::Als &b) { return a.house < b.house; }));
}

void TestAls::perDigitCells()
{
    const sudoku::CandidateGrid grid
        = position(":0904-1:9:.1.8+4...28.4.2..3...2..74.+8.97..1.+4..+4..........4..62...96..7+8+4.8..5+42.14....8.5.:"
                   "918 622 635 541 151 551 153 955 656 361 271 681 392 393 394 395:938::");
    for (const sudoku::Als &als : sudoku::almostLockedSets(grid)) {
        for (int d = 1; d <= 9; ++d) {
            const bool has = als.digits & sudoku::digitBit(d);
            QCOMPARE(als.cellsWith(d), has ? (als.cells & grid.digitCells(d)) : sudoku::CellSet());
            for (int c = 0; c < sudoku::kCellCount; ++c) {
                bool seesAll = has;
                for (int x : als.cellsWith(d))
                    seesAll = seesAll && sudoku::sees(c, x);
                QCOMPARE(als.cellsSeeing(d).contains(c), seesAll);
            }
        }
    }
}

void TestAls::bivalueCellsCanBeLeftOut()
{
    const sudoku::CandidateGrid grid
        = position("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
    sudoku::CandidateGrid solvedSome = grid;
    // Make some bivalue cells: keep two candidates in r1c2 and r5c5.
    solvedSome.setCandidates(cell(1, 2), sudoku::digitBit(1) | sudoku::digitBit(2));
    solvedSome.setCandidates(cell(5, 5), sudoku::digitBit(3) | sudoku::digitBit(7));
    const auto with = sudoku::almostLockedSets(solvedSome);
    sudoku::AlsOptions options;
    options.bivalueCells = false;
    const auto without = sudoku::almostLockedSets(solvedSome, options);
    long bivalue = 0;
    for (int c : solvedSome.emptyCells())
        bivalue += std::popcount(static_cast<unsigned>(solvedSome.candidates(c))) == 2;
    QVERIFY(bivalue >= 2);
    const auto singles = std::count_if(with.begin(), with.end(), [](const sudoku::Als &a) { return a.size() == 1; });
    QCOMPARE(singles, bivalue);
    QCOMPARE(static_cast<long>(without.size()) + bivalue, static_cast<long>(with.size()));
    QVERIFY(std::none_of(without.begin(), without.end(), [](const sudoku::Als &a) { return a.size() == 1; }));
    QCOMPARE(slowAls(solvedSome, false).size(), without.size());
}

void TestAls::restrictedCommonsMatchTheDefinition_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("allowOverlap");
    const QByteArray xz(":0901-2:12357:9..17....4.1....7..7...31..14...6.98.9248173.38.5.......48...2.......6.7....6..."
                        "3:793:172 244 385 571 572 796::");
    const QByteArray db(":0904-2:3:5.+6.+281.3.2.6.....1..5..6.+2+9.7.6.+82.6.+38.2..9+48+2.9.3+6.+8.1.+57..6....+86.5."
                        "2+654....8:927 728 374 978 787 789 998:384::");
    QTest::newRow("doubly linked case") << xz << false;
    QTest::newRow("doubly linked case, overlap") << xz << true;
    QTest::newRow("Death Blossom case") << db << false;
    QTest::newRow("Death Blossom case, overlap") << db << true;
}

void TestAls::restrictedCommonsMatchTheDefinition()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, allowOverlap);
    const sudoku::CandidateGrid grid = position(text);
    const auto sets = sudoku::almostLockedSets(grid);
    QVERIFY(sets.size() > 20);
    int links = 0;
    for (std::size_t i = 0; i < sets.size(); ++i) {
        for (std::size_t j = 0; j < sets.size(); ++j) {
            if (i == j)
                continue;
            sudoku::CandidateMask expected = 0;
            if (allowOverlap || !sets[i].cells.intersects(sets[j].cells)) {
                for (int x = 1; x <= 9; ++x) {
                    if (slowIsRc(grid, sets[i].cells, sets[j].cells, x))
                        expected |= sudoku::digitBit(x);
                }
            }
            QCOMPARE(sudoku::restrictedCommons(sets[i], sets[j], allowOverlap), expected);
            links += expected != 0;
        }
    }
    QVERIFY(links > 0);
}

void TestAls::sameHouseSharesEveryCommonDigit()
{
    const sudoku::CandidateGrid grid = position(":0901-2:12357:9..17....4.1....7..7...31..14...6.98.9248173.38.5......."
                                                "48...2.......6.7....6...3:793:172 244 385 571 572 796::");
    // r5c9 holds two candidates: a set of one cell.
    const sudoku::Als single = sudoku::makeAls(grid, sudoku::CellSet::of(cell(5, 9)), sudoku::rowHouse(4));
    QCOMPARE(single.size(), 1);
    QCOMPARE(single.digits, grid.candidates(cell(5, 9)));
    QCOMPARE(std::popcount(static_cast<unsigned>(single.digits)), 2);
    // A set shares nothing restricted with itself: its cells holding a digit are in both.
    QCOMPARE(sudoku::restrictedCommons(single, single, true), sudoku::CandidateMask {0});
    // Two disjoint sets of one house: all their cells see each other, so every common digit is an RC.
    const auto sets = sudoku::almostLockedSets(grid);
    int checked = 0;
    for (const auto &a : sets) {
        for (const auto &b : sets) {
            if (a.house != b.house || a.cells.intersects(b.cells))
                continue;
            QCOMPARE(sudoku::restrictedCommons(a, b), static_cast<sudoku::CandidateMask>(a.digits & b.digits));
            ++checked;
        }
    }
    QVERIFY(checked > 0);
}

void TestAls::overlapNeverCarriesAnRc()
{
    const sudoku::CandidateGrid grid = position(kEmpty);
    const auto sets = sudoku::almostLockedSets(grid);
    // Rows 1: r1c1-8 and r1c2-9 share seven cells and every digit; none of them can be an RC.
    const sudoku::Als &a = sets[0];
    const sudoku::Als &b = sets[1];
    QCOMPARE(a.house, std::uint8_t {0});
    QCOMPARE(b.house, std::uint8_t {0});
    QVERIFY(a.cells.intersects(b.cells));
    QCOMPARE(sudoku::restrictedCommons(a, b, false), sudoku::CandidateMask {0});
    QCOMPARE(sudoku::restrictedCommons(a, b, true), sudoku::CandidateMask {0});
    // In the empty grid any two sets that could be linked share cells holding every digit: no links at all,
    // even with overlap allowed.
    sudoku::AlsGraph graph;
    sudoku::AlsGraph::Options options;
    options.allowOverlap = true;
    graph.build(grid, options);
    QCOMPARE(graph.size(), 243);
    QVERIFY(graph.pairs().empty());
}

void TestAls::graphLinksBothWays()
{
    const sudoku::CandidateGrid grid
        = position(":0904-1:9:.1.8+4...28.4.2..3...2..74.+8.97..1.+4..+4..........4..62...96..7+8+4.8..5+42.14....8.5.:"
                   "918 622 635 541 151 551 153 955 656 361 271 681 392 393 394 395:938::");
    for (bool overlap : {false, true}) {
        sudoku::AlsGraph graph;
        sudoku::AlsGraph::Options options;
        options.allowOverlap = overlap;
        graph.build(grid, options);
        QCOMPARE(graph.sets().size(), sudoku::almostLockedSets(grid).size());
        std::size_t total = 0;
        for (int i = 0; i < graph.size(); ++i) {
            int previous = -1;
            for (const sudoku::AlsLink &link : graph.links(i)) {
                QCOMPARE(int(link.from), i);
                QVERIFY(int(link.to) > previous);
                previous = link.to;
                QCOMPARE(link.digits, sudoku::restrictedCommons(graph.set(i), graph.set(link.to), overlap));
                QVERIFY(link.digits != 0);
            }
            for (int j = 0; j < graph.size(); ++j) {
                const bool linked = std::any_of(
                    graph.links(i).begin(), graph.links(i).end(), [j](const sudoku::AlsLink &l) { return l.to == j; });
                QCOMPARE(linked, j != i && sudoku::restrictedCommons(graph.set(i), graph.set(j), overlap) != 0);
            }
            total += graph.links(i).size();
        }
        QCOMPARE(total, graph.pairs().size() * 2);
        QVERIFY(!graph.pairs().empty());
        for (const sudoku::AlsLink &pair : graph.pairs())
            QVERIFY(pair.from < pair.to);
    }
}

void TestAls::targetsAndSetsSeenBy()
{
    // targets(i)[d]: the cells holding d, outside the set, that see all its d-cells; setsSeenBy(c, d): the
    // sets whose targets for d hold c, in increasing order.
    const sudoku::CandidateGrid grid
        = position(":0904-1:9:.1.8+4...28.4.2..3...2..74.+8.97..1.+4..+4..........4..62...96..7+8+4.8..5+42.14....8.5.:"
                   "918 622 635 541 151 551 153 955 656 361 271 681 392 393 394 395:938::");
    sudoku::AlsGraph graph;
    graph.build(grid);
    std::size_t filed = 0;
    for (int i = 0; i < graph.size(); ++i) {
        const sudoku::Als &als = graph.set(i);
        for (int d = 1; d <= 9; ++d) {
            sudoku::CellSet expected;
            if (als.digits & sudoku::digitBit(d)) {
                for (int c : grid.digitCells(d).minus(als.cells)) {
                    bool all = true;
                    for (int x : als.cellsWith(d))
                        all = all && sudoku::sees(c, x);
                    if (all)
                        expected.insert(c);
                }
            }
            QCOMPARE(graph.targets(i)[d - 1], expected);
            filed += expected.count();
        }
    }
    std::size_t listed = 0;
    for (int c = 0; c < sudoku::kCellCount; ++c) {
        for (int d = 1; d <= 9; ++d) {
            const auto sets = graph.setsSeenBy(c, d);
            QVERIFY(std::is_sorted(sets.begin(), sets.end()));
            for (const std::uint16_t i : sets)
                QVERIFY(graph.targets(i)[d - 1].contains(c));
            listed += sets.size();
        }
    }
    QCOMPARE(listed, filed);
    QVERIFY(listed > 0);
}

QTEST_APPLESS_MAIN(TestAls)
#include "tst_als.moc"
