// SPDX-License-Identifier: GPL-3.0-or-later
// Single-digit patterns, finned fish, multi-colouring and the uniqueness family: what each finder reports on
// positions chosen to show one property (a degenerate pattern refused, a pattern slot filled, an option obeyed).
#include "corpus.h"

#include "sudoku/hodoku.h"
#include "sudoku/logic.h"

#include <QTest>

namespace
{

using sudoku::Technique;

int cell(int row, int col)
{
    return sudoku::cellAt(row - 1, col - 1);
}

sudoku::LibraryCase libraryCase(const QByteArray &line)
{
    const auto parsed = sudoku::parseLibraryLine(line.toStdString());
    if (!parsed.libraryCase)
        QTest::qFail(parsed.error.c_str(), __FILE__, __LINE__);
    return parsed.libraryCase.value_or(sudoku::LibraryCase {});
}

// True when the two cells of a line's conjugate pair lie in one box.
bool pairInOneBox(int a, int b)
{
    return a >= 0 && b >= 0 && sudoku::boxOf(a) == sudoku::boxOf(b);
}

} // namespace

class TestLogicPatterns : public QObject
{
    Q_OBJECT

private slots:
    void degenerateKitesAndSkyscrapers_data();
    void degenerateKitesAndSkyscrapers();
};

void TestLogicPatterns::degenerateKitesAndSkyscrapers_data()
{
    // Positions (from kaggle_10k) where a skyscraper or kite used to be listed although one of its conjugate
    // pairs lies inside one box: claiming (or a single right after it) makes the same elimination.
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("technique");
    QTest::addColumn<int>("cell");
    QTest::addColumn<int>("digit");
    QTest::newRow("skyscraper, both pairs in a box") << QByteArray(
        ":0400:8:..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..::833 891::")
                                                     << int(Technique::Skyscraper) << cell(3, 3) << 8;
    QTest::newRow("skyscraper eliminating its own base") << QByteArray(
        ":0400:2:..43..2.9.+25..9..1.7..6..43..6..2.8719...74..+25..83...6.....1.5..35.869..4291.3..::274::")
                                                         << int(Technique::Skyscraper) << cell(7, 4) << 2;
    QTest::newRow("kite, row pair in a box") << QByteArray(
        ":0401:6:1....5..738.9.....6.....48.82...1.75.4.76..2..69..2..1..5.39..4....2.1......46352::628::")
                                             << int(Technique::TwoStringKite) << cell(2, 8) << 6;
}

void TestLogicPatterns::degenerateKitesAndSkyscrapers()
{
    QFETCH(QByteArray, line);
    QFETCH(int, technique);
    QFETCH(int, cell);
    QFETCH(int, digit);
    const auto entry = libraryCase(line);
    for (const auto &step : sudoku::findSteps(entry.position, static_cast<Technique>(technique))) {
        const auto &k = step.keyCells;
        // keyCells: the two ends, then the base (or box) cell of each end's pair.
        QVERIFY2(!pairInOneBox(k[0], k[2]) && !pairInOneBox(k[1], k[3]), sudoku::describeStep(step).c_str());
        for (int own : step.cells)
            QVERIFY2(!step.eliminates(own, digit), sudoku::describeStep(step).c_str());
        QVERIFY2(!step.eliminates(cell, digit), sudoku::describeStep(step).c_str());
    }
}

QTEST_APPLESS_MAIN(TestLogicPatterns)
#include "tst_logic_patterns.moc"
