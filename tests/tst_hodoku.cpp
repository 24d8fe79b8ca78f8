// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu library format: reading positions and expectations, writing positions and steps byte for byte as
// HoDoKu does (checked against every line of the committed regression library).
#include "corpus.h"

#include "sudoku/io/hodoku.h"

#include <QFile>
#include <QTest>

namespace
{

// The library's lines without the CR of its CRLF endings.
QList<QByteArray> libraryLines()
{
    QList<QByteArray> lines;
    QFile file(testing::publicPath(testing::hodokuLibrary()));
    if (!file.open(QIODevice::ReadOnly))
        return lines;
    for (QByteArray line : file.readAll().split('\n')) {
        line = line.trimmed();
        if (line.startsWith(':'))
            lines.append(line);
    }
    return lines;
}

QList<QByteArray> fields(const QByteArray &line)
{
    return line.mid(1).split(':');
}

int cell(int row, int col)
{
    return sudoku::cellAt(row - 1, col - 1);
}

} // namespace

class TestHodoku : public QObject
{
    Q_OBJECT

private slots:
    void headerExampleNakedSingle();
    void headerExampleDeletedCandidates();
    void variantsAndFailCases();
    void variantNumbers_data();
    void variantNumbers();
    void errorsShowControlCharactersEscaped_data();
    void errorsShowControlCharactersEscaped();
    void everyLineRoundTrips();
    void stepsAreWrittenAsTheLibraryWritesThem();
    void positionWithoutStep();
    void malformedLines_data();
    void malformedLines();
    void isLibraryLine();
};

void TestHodoku::headerExampleNakedSingle()
{
    // Example 1 of the library header: givens, placed digits, a naked single 8 in r2c9.
    const auto parsed = sudoku::parseLibraryLine(":0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3."
                                                 ".+1+4.+5....42193..1.+57...+44+2.6+3.+1+75:::829:");
    QVERIFY(parsed.libraryCase);
    const auto &entry = *parsed.libraryCase;
    QCOMPARE(entry.code, std::string("0003"));
    QCOMPARE(entry.variant, std::string());
    QCOMPARE(entry.digits, sudoku::digitBit(8));
    QCOMPARE(entry.technique(), std::optional(sudoku::Technique::NakedSingle));
    QCOMPARE(entry.position.value(cell(1, 1)), 6);
    QVERIFY(entry.position.isGiven(cell(1, 1)));
    QCOMPARE(entry.position.value(cell(1, 5)), 5);
    QVERIFY(!entry.position.isGiven(cell(1, 5)));
    QCOMPARE(entry.position.emptyCount(), 81 - 51);
    QVERIFY(entry.placements[7].contains(cell(2, 9)));
    QCOMPARE(entry.placements[7].count(), 1);
    for (const auto &cells : entry.eliminations)
        QVERIFY(cells.empty());
    QCOMPARE(entry.position.candidates(cell(2, 9)), sudoku::digitBit(8));
}

void TestHodoku::headerExampleDeletedCandidates()
{
    // Example 2: deleted candidates r2c4<>25, r2c5<>25, r3c5<>1, ... and a UR type 4 eliminating 3 in r6c4, r6c5.
    const auto parsed
        = sudoku::parseLibraryLine(":0603:3:14+8..+9+72+5.+3...89.697+6....38.+61......3+2.8.56...9......2.5+9+186....+"
                                   "8+3....61+6+1...35+89:224 524 225 "
                                   "525 135 455 755 458 758 165 168 771 284 484 784 285 485 785:364 365::");
    QVERIFY(parsed.libraryCase);
    const auto &entry = *parsed.libraryCase;
    QCOMPARE(entry.technique(), std::optional(sudoku::Technique::UniqueRectangle4));
    QCOMPARE(entry.digits, sudoku::digitBit(3));
    QVERIFY(!entry.position.hasCandidate(cell(2, 4), 2));
    QVERIFY(!entry.position.hasCandidate(cell(2, 4), 5));
    QVERIFY(!entry.position.hasCandidate(cell(3, 5), 1));
    QVERIFY(!entry.position.hasCandidate(cell(8, 5), 7));
    QVERIFY(entry.eliminations[2].contains(cell(6, 4)));
    QVERIFY(entry.eliminations[2].contains(cell(6, 5)));
    QCOMPARE(entry.eliminations[2].count(), 2);
}

void TestHodoku::variantsAndFailCases()
{
    const QByteArray grid = ".+9.+613.+8+4...2+5+7+1+393.184+92..968+5+7+1+42+3+4379+2+6+81+5+1..+3+84......+1+9+2..8.."
                            "9+435+67+1+51.+76+8..+2";
    auto parsed = sudoku::parseLibraryLine((":0610-x::" + grid + ":::").toStdString());
    QVERIFY(parsed.libraryCase);
    QCOMPARE(parsed.libraryCase->code, std::string("0610"));
    QVERIFY(parsed.libraryCase->isFailCase());
    QCOMPARE(parsed.libraryCase->variantNumber(), 0);
    parsed = sudoku::parseLibraryLine((":0600-2:23:" + grid + ":::").toStdString());
    QVERIFY(parsed.libraryCase);
    QCOMPARE(parsed.libraryCase->code, std::string("0600"));
    QCOMPARE(parsed.libraryCase->variantNumber(), 2);
    QVERIFY(!parsed.libraryCase->isFailCase());
    QCOMPARE(parsed.libraryCase->technique(), std::optional(sudoku::Technique::UniqueRectangle1));
    // Lines may stop after any field.
    parsed = sudoku::parseLibraryLine((":0000:1:" + grid).toStdString());
    QVERIFY(parsed.libraryCase);
    QCOMPARE(parsed.libraryCase->extra, std::string());
}

void TestHodoku::everyLineRoundTrips()
{
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
    // Writing a position gives back the <givens> and <deleted candidates> fields exactly, for every line.
    const auto lines = libraryLines();
    QVERIFY(lines.size() > 1000);
    for (const QByteArray &line : lines) {
        const auto parsed = sudoku::parseLibraryLine(line.toStdString());
        QVERIFY2(parsed.libraryCase, line.constData());
        const auto f = fields(line);
        QCOMPARE(QByteArray::fromStdString(sudoku::libraryGivens(parsed.libraryCase->position)), f.value(2));
        QCOMPARE(QByteArray::fromStdString(sudoku::libraryDeleted(parsed.libraryCase->position)), f.value(3));
        // And the written position reads back as the same grid.
        const auto again = sudoku::parseLibraryLine(sudoku::libraryLine(parsed.libraryCase->position));
        QVERIFY(again.libraryCase);
        QVERIFY(again.libraryCase->position == parsed.libraryCase->position);
    }
}

void TestHodoku::stepsAreWrittenAsTheLibraryWritesThem()
{
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
    // For every case of an implemented technique, the instance with the expected effect is written back as
    // the library line itself (variant suffix aside) — HoDoKu's own test compares these strings.
    int written = 0;
    for (const QByteArray &line : libraryLines()) {
        const auto parsed = sudoku::parseLibraryLine(line.toStdString());
        QVERIFY(parsed.libraryCase);
        const auto &entry = *parsed.libraryCase;
        if (!entry.technique() || entry.isFailCase())
            continue;
        sudoku::LogicOptions options;
        options.assumeUnique = true;
        options = sudoku::libraryOptions(entry, options);
        QByteArray expected = line;
        const int dash = expected.indexOf('-');
        if (dash > 0 && dash < expected.indexOf(':', 1))
            expected.remove(dash, expected.indexOf(':', 1) - dash);
        bool found = false;
        for (const auto &step : sudoku::findSteps(entry.position, *entry.technique(), options)) {
            std::array<sudoku::CellSet, 9> placements {};
            if (step.hasPlacement())
                placements[step.placementDigit - 1].insert(step.placementCell);
            if (step.eliminations != entry.eliminations || placements != entry.placements)
                continue;
            QCOMPARE(QByteArray::fromStdString(sudoku::libraryLine(entry.position, step)), expected);
            found = true;
            break;
        }
        QVERIFY2(found, line.constData());
        ++written;
    }
    QVERIFY(written > 450);
}

void TestHodoku::positionWithoutStep()
{
    sudoku::CandidateGrid grid = sudoku::CandidateGrid::fromBoard(
        testing::boardFromLine("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"));
    grid.place(cell(1, 2), 1);
    grid.eliminate(cell(1, 3), 2);
    const std::string line = sudoku::libraryLine(grid);
    QCOMPARE(line.substr(0, 8), std::string(":0000:x:"));
    QVERIFY(line.find("4+1..3") != std::string::npos);
    QVERIFY(line.find(":213::") != std::string::npos);
    const auto parsed = sudoku::parseLibraryLine(line);
    QVERIFY(parsed.libraryCase);
    QVERIFY(parsed.libraryCase->position == grid);
}

void TestHodoku::malformedLines_data()
{
    const QByteArray grid(81, '.');
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QByteArray>("error");
    QTest::newRow("no colon") << QByteArray("0000:1:") + grid << QByteArray("starts with ':'");
    QTest::newRow("too few fields") << QByteArray(":0000:1") << QByteArray("expected :<technique>");
    QTest::newRow("empty code") << QByteArray("::1:") + grid << QByteArray("code is empty");
    QTest::newRow("bad candidate") << QByteArray(":0000:a:") + grid << QByteArray("candidates: unexpected");
    QTest::newRow("short grid") << QByteArray(":0000:1:") + grid.left(80) << QByteArray("80 cells, expected 81");
    QTest::newRow("long grid") << QByteArray(":0000:1:") + grid + "." << QByteArray("more than 81 cells");
    QTest::newRow("bad cell") << QByteArray(":0000:1:x") + grid.left(80) << QByteArray("unexpected character 'x'");
    QTest::newRow("clash") << QByteArray(":0000:1:55") + grid.left(79) << QByteArray("clashes with a peer");
    QTest::newRow("plus before empty") << QByteArray(":0000:1:+.") + grid.left(80) << QByteArray("'+' before an empty");
    QTest::newRow("bad deleted") << QByteArray(":0000:1:") + grid + ":1234" << QByteArray("deleted candidates: '1234'");
    QTest::newRow("bad elimination") << QByteArray(":0000:1:") + grid + "::101" << QByteArray("eliminations: '101'");
    QTest::newRow("bad placement") << QByteArray(":0000:1:") + grid + ":::9x9" << QByteArray("placements: '9x9'");
}

void TestHodoku::malformedLines()
{
    QFETCH(QByteArray, line);
    QFETCH(QByteArray, error);
    const auto parsed = sudoku::parseLibraryLine(line.toStdString());
    QVERIFY(!parsed.libraryCase);
    QVERIFY2(QByteArray::fromStdString(parsed.error).contains(error), parsed.error.c_str());
}

void TestHodoku::isLibraryLine()
{
    QVERIFY(sudoku::isLibraryLine(":0000:1:..."));
    QVERIFY(sudoku::isLibraryLine("  :0300:"));
    QVERIFY(!sudoku::isLibraryLine("4...3.......6..8.."));
    QVERIFY(!sudoku::isLibraryLine(""));
    QVERIFY(!sudoku::isLibraryLine("# :0000:"));
}

void TestHodoku::variantNumbers_data()
{
    QTest::addColumn<QByteArray>("technique");
    QTest::addColumn<int>("number");
    QTest::newRow("none") << QByteArray("0600") << 0;
    QTest::newRow("one") << QByteArray("0600-1") << 1;
    QTest::newRow("fail case") << QByteArray("0600-x") << 0;
    QTest::newRow("largest int") << QByteArray("0600-2147483647") << 2147483647;
    QTest::newRow("one past the largest int") << QByteArray("0600-2147483648") << 0;
    QTest::newRow("forty digits") << QByteArray("0600-") + QByteArray(40, '9') << 0;
}

void TestHodoku::variantNumbers()
{
    QFETCH(QByteArray, technique);
    QFETCH(int, number);
    const std::string grid(81, '.');
    const auto parsed = sudoku::parseLibraryLine(":" + technique.toStdString() + "::" + grid + ":::");
    QVERIFY2(parsed.libraryCase, parsed.error.c_str());
    QCOMPARE(parsed.libraryCase->variantNumber(), number);
}

void TestHodoku::errorsShowControlCharactersEscaped_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QByteArray>("error");
    const QByteArray grid(81, '.');
    QTest::newRow("escape in candidates")
        << ":0100:\x1b[2J::" + grid << QByteArray("candidates: unexpected character '\\x1b'");
    QTest::newRow("escape in givens") << ":0100:1:\x1b" + grid.left(80) + ":"
                                      << QByteArray("givens: unexpected character '\\x1b'");
    QTest::newRow("bell in deleted candidates")
        << ":0100:1:" + grid + ":12\a:" << QByteArray("deleted candidates: '12\\x07' is not <digit><row><column>");
}

void TestHodoku::errorsShowControlCharactersEscaped()
{
    QFETCH(QByteArray, line);
    QFETCH(QByteArray, error);
    const auto parsed = sudoku::parseLibraryLine(line.toStdString());
    QVERIFY(!parsed.libraryCase);
    QCOMPARE(QByteArray::fromStdString(parsed.error), error);
}

SUDOKU_TEST_APPLESS_MAIN(TestHodoku)
#include "tst_hodoku.moc"
