// SPDX-License-Identifier: GPL-3.0-or-later
// The one parser and writer: every format round-trips, detection, judge samples, and errors that say where.
#include "corpus.h"

#include "sudoku/io/formats.h"
#include "sudoku/io/ruleformats.h"
#include "sudoku/search/solver.h"

#include <QTest>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::Format)
Q_DECLARE_METATYPE(sudoku::GridLayout)

namespace
{

const char *const kPuzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const char *const kOther = "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";
const char *const kThird = "1...........8..9..5...3..........2......54.....9...86.........3.2.6.....3......14";

// A position of kPuzzle as HoDoKu prints it ("Copy pencil marks"), after the player took 6 from r1c2 and 2 and
// 7 from r2c1: every other empty cell holds every candidate the givens allow.
const char *const kHodokuGrid
    = ".----------------------------.----------------------------.----------------------------.\n"
      "| 4        179      12679    | 139      2369     1269     | 8        1239     5        |\n"
      "| 689      3        1256789  | 14589    24569    1245689  | 12679    1249     124679   |\n"
      "| 2689     15689    125689   | 7        234569   1245689  | 12369    12349    123469   |\n"
      ":----------------------------+----------------------------+----------------------------:\n"
      "| 3789     2        135789   | 3459     34579    4579     | 13579    6        13789    |\n"
      "| 3679     15679    135679   | 359      8        25679    | 4        12359    12379    |\n"
      "| 36789    456789   356789   | 3459     1        245679   | 23579    23589    23789    |\n"
      ":----------------------------+----------------------------+----------------------------:\n"
      "| 289      89       289      | 6        459      3        | 1259     7        12489    |\n"
      "| 5        6789     36789    | 2        479      14789    | 1369     13489    134689   |\n"
      "| 1        6789     4        | 589      579      5789     | 23569    23589    23689    |\n"
      "'----------------------------'----------------------------'----------------------------'\n";
// The same position as a 729-character candidates line.
const char *const kCandidateLine
    = "...4.....1.....7.912...67.91.3.....9.23..6..912...6..9.......8.123.....9....5.........6.89..3......12..567891.."
      "45..89.2.456..912.456.8912...67.912.4....912.4.67.9.2...6.891...56.8912..56.89......7...23456..912.456.89123..6."
      ".91234....91234.6..9..3...789.2.......1.3.5.789..345...9..345.7.9...45.7.91.3.5.7.9.....6...1.3...789..3..67.91."
      "..567.91.3.567.9..3.5...9.......8..2..567.9...4.....123.5...9123...7.9..3..6789...456789..3.56789..345...91....."
      "....2.4567.9.23.5.7.9.23.5..89.23...789.2.....89.......89.2.....89.....6......45...9..3......12..5...9......7.."
      "12.4...89....5.........6789..3..6789.2..........4..7.91..4..7891.3..6..91.34...891.34.6.891.............6789..."
      "4.........5..89....5.7.9....5.789.23.56..9.23.5..89.23..6.89";

// The candidates of that position, cell by cell: what the givens allow, less the player's three eliminations.
std::array<std::uint16_t, kCellCount> expectedCandidates()
{
    const Board board = testing::boardFromLine(kPuzzle);
    std::array<std::uint16_t, kCellCount> masks {};
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (board.isEmpty(cell))
            masks[cell] = candidatesOf(board.values(), cell);
    }
    masks[1] &= static_cast<std::uint16_t>(~digitBit(6));
    masks[9] &= static_cast<std::uint16_t>(~(digitBit(2) | digitBit(7)));
    return masks;
}

// The same position as Sudoku Explainer prints it: `*` corners, `|---+---|` between bands, one blank between
// cells, and a given shown like any digit.
std::string explainerGrid()
{
    const Board board = testing::boardFromLine(kPuzzle);
    const auto masks = expectedCandidates();
    std::string text = "*" + std::string(78, '-') + "*\n";
    for (int r = 0; r < 9; ++r) {
        if (r == 3 || r == 6)
            text += "|-------------------------+-------------------------+-------------------------|\n";
        text += "|";
        for (int c = 0; c < 9; ++c) {
            const int cell = cellAt(r, c);
            std::string word;
            for (int d = 1; d <= 9; ++d) {
                if (board.at(cell) == d || (board.isEmpty(cell) && (masks[cell] & digitBit(d))))
                    word += static_cast<char>('0' + d);
            }
            text += " " + word + std::string(8 - word.size(), ' ');
            if (c % 3 == 2)
                text += "|";
        }
        text += "\n";
    }
    return text + "*" + std::string(78, '-') + "*\n";
}

std::string readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

// The text of `boards` written in `format`, as a complete input (count line, `end`, separators).
std::string writeInput(const std::vector<Board> &boards, Format format, GridLayout layout)
{
    std::string text;
    if (format == Format::Poj2676)
        text += std::to_string(boards.size()) + "\n";
    for (std::size_t i = 0; i < boards.size(); ++i) {
        if (i > 0)
            text += recordSeparator(format);
        text += writeRecord(boards[i].values(), format, layout);
    }
    if (format == Format::Poj3074)
        text += "end\n";
    return text;
}

} // namespace

class TestFormats : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void blanksAndDecorations_data();
    void blanksAndDecorations();
    void detection_data();
    void detection();
    void judgeSamples_data();
    void judgeSamples();
    void errorsNameWhereAndWhat_data();
    void errorsNameWhereAndWhat();
    void badRecordsKeepAlignment();
    void poj2676CountProblems();
    void failedRecordsKeepTheShape_data();
    void failedRecordsKeepTheShape();
    void singlePuzzleFromPastedText_data();
    void singlePuzzleFromPastedText();
    void names();
    void streamingReadsWhatParsePuzzlesReads_data();
    void streamingReadsWhatParsePuzzlesReads();
    void overlongLineEndsTheInput();
    void lineWithTooManyCellsSaysHowMany();
    void printableEscapesControlCharacters_data();
    void printableEscapesControlCharacters();
    void rulesErrorsShowControlCharactersEscaped_data();
    void rulesErrorsShowControlCharactersEscaped();
    void pencilMarkInputsKeepTheCandidates_data();
    void pencilMarkInputsKeepTheCandidates();
    void pencilMarksRoundTrip();
    void simpleSudokuAndSudoCueFiles_data();
    void simpleSudokuAndSudoCueFiles();
    void pencilMarkErrorsSayWhere_data();
    void pencilMarkErrorsSayWhere();
    void recordPositionDropsImpossibleCandidates();
    void classicPuzzleInAVariantFileIsWrittenBackReadably();
};

void TestFormats::roundTrip_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<GridLayout>("layout");
    QTest::newRow("line") << Format::Line << GridLayout::Compact;
    QTest::newRow("grid compact") << Format::Grid << GridLayout::Compact;
    QTest::newRow("grid spaced") << Format::Grid << GridLayout::Spaced;
    QTest::newRow("grid bordered") << Format::Grid << GridLayout::Bordered;
    QTest::newRow("p1784") << Format::P1784 << GridLayout::Compact;
    QTest::newRow("poj2676") << Format::Poj2676 << GridLayout::Compact;
    QTest::newRow("poj3074") << Format::Poj3074 << GridLayout::Compact;
}

void TestFormats::roundTrip()
{
    QFETCH(Format, format);
    QFETCH(GridLayout, layout);
    const std::vector<Board> boards {
        testing::boardFromLine(kPuzzle), testing::boardFromLine(kOther), testing::boardFromLine(kThird), Board()};
    const std::string text = writeInput(boards, format, layout);

    const PuzzleBatch detected = parsePuzzles(text);
    QCOMPARE(detected.format, format);
    if (format == Format::Grid)
        QCOMPARE(detected.layout, layout);
    QVERIFY(detected.problems.empty());
    QCOMPARE(detected.puzzles.size(), boards.size());
    for (std::size_t i = 0; i < boards.size(); ++i) {
        QVERIFY2(
            detected.puzzles[i].ok(), detected.puzzles[i].error ? detected.puzzles[i].error->describe().c_str() : "");
        QCOMPARE(detected.puzzles[i].number, int(i) + 1);
        QVERIFY(detected.puzzles[i].board == boards[i]);
    }
    // Written again, the text is the same: writing is the inverse of reading.
    std::vector<Board> reread;
    for (const auto &record : detected.puzzles)
        reread.push_back(record.board);
    QCOMPARE(writeInput(reread, detected.format, detected.layout), text);

    const PuzzleBatch forced = parsePuzzles(text, format);
    QCOMPARE(forced.puzzles.size(), boards.size());
}

void TestFormats::blanksAndDecorations_data()
{
    QTest::addColumn<QByteArray>("text");
    const QByteArray line(kPuzzle);
    for (char blank : {'0', '-', '_', '*'}) {
        QByteArray other = line;
        other.replace('.', QByteArray(1, blank));
        QTest::addRow("blank %c", blank) << other;
    }
    QTest::newRow("trailing text") << line + "  rating 9.2 # from the forum";
    QTest::newRow("corpus style puzzle:count")
        << line + ":1:417369825632158947958724316825437169791586432346912758289643571573291684164875293";
    QTest::newRow("comments and blank lines") << "# a comment\n\n" + line + "\n\n";
    QTest::newRow("CRLF and BOM") << "\xEF\xBB\xBF" + line + "\r\n";
    QTest::newRow("tabs around") << "\t" + line + "\t";
    QByteArray kudoku;
    for (int r = 0; r < 9; ++r) {
        if (r == 3 || r == 6)
            kudoku += "---+---+---\n";
        for (int c = 0; c < 9; ++c) {
            if (c == 3 || c == 6)
                kudoku += '|';
            kudoku += line[r * 9 + c];
        }
        kudoku += '\n';
    }
    QTest::newRow("grid with tight borders") << kudoku;
    QTest::newRow("grid with label line") << "Grid 01\n" + kudoku;
    QByteArray boxed = "+-------+-------+-------+\n";
    for (int r = 0; r < 9; ++r) {
        boxed += "|";
        for (int c = 0; c < 9; ++c) {
            boxed += ' ';
            boxed += line[r * 9 + c];
            if (c % 3 == 2)
                boxed += " |";
        }
        boxed += '\n';
        if (r % 3 == 2)
            boxed += "+-------+-------+-------+\n";
    }
    QTest::newRow("grid with outer frame") << boxed;
}

void TestFormats::blanksAndDecorations()
{
    QFETCH(QByteArray, text);
    const PuzzleBatch batch = parsePuzzles(text.toStdString());
    QCOMPARE(batch.puzzles.size(), std::size_t(1));
    QVERIFY2(batch.puzzles[0].ok(), batch.puzzles[0].error ? batch.puzzles[0].error->describe().c_str() : "");
    QCOMPARE(toLine(batch.puzzles[0].board.values()), std::string(kPuzzle));
}

void TestFormats::detection_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<Format>("format");
    QTest::newRow("empty") << QByteArray() << Format::Line;
    QTest::newRow("line") << QByteArray(kPuzzle) << Format::Line;
    QTest::newRow("line + end") << QByteArray(kPuzzle) + "\nend\n" << Format::Poj3074;
    QTest::newRow("count line") << QByteArray("2\n") << Format::Poj2676;
    QTest::newRow("p1784 row") << QByteArray("8 0 0 0 0 0 0 0 0\n") << Format::P1784;
    QTest::newRow("spaced dots") << QByteArray("8 . . . . . . . .\n") << Format::Grid;
    QTest::newRow("compact row") << QByteArray("800000000\n") << Format::Grid;
    QTest::newRow("comment first") << QByteArray("# note\n3\n") << Format::Poj2676;
    QTest::newRow("HoDoKu pencil marks") << QByteArray(kHodokuGrid) << Format::PencilMarks;
    QTest::newRow("Explainer pencil marks") << QByteArray::fromStdString(explainerGrid()) << Format::PencilMarks;
    QTest::newRow("729 candidates") << QByteArray(kCandidateLine) << Format::Candidates;
    QTest::newRow("SadMan section") << QByteArray("[Puzzle]\n") + QByteArray(kPuzzle).left(9) << Format::Grid;
    QTest::newRow("frame first") << QByteArray("*-----------*\n|4..|...|8.5|\n") << Format::Grid;
}

void TestFormats::detection()
{
    QFETCH(QByteArray, text);
    QFETCH(Format, format);
    QCOMPARE(detectFormat(text.toStdString()), format);
}

void TestFormats::judgeSamples_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<Format>("format");
    QTest::newRow("Luogu P1784") << "p1784" << Format::P1784;
    QTest::newRow("POJ 2676") << "poj2676" << Format::Poj2676;
    QTest::newRow("POJ 3074") << "poj3074" << Format::Poj3074;
}

void TestFormats::judgeSamples()
{
    QFETCH(QString, name);
    QFETCH(Format, format);
    const std::string input = readFile(testing::dataPath(QStringLiteral("judge/%1.in").arg(name)));
    const std::string expected = readFile(testing::dataPath(QStringLiteral("judge/%1.out").arg(name)));
    QVERIFY(!input.empty() && !expected.empty());
    const PuzzleBatch batch = parsePuzzles(input);
    QCOMPARE(batch.format, format);
    std::string output;
    for (const auto &record : batch.puzzles) {
        QVERIFY(record.ok());
        SolveOptions options;
        options.solutionLimit = 2;
        const SolveResult result = solve(record.board, options, Algorithm::Naive);
        QCOMPARE(result.status, SolveStatus::Unique);
        output += writeRecord(result.solution, batch.format, batch.layout);
    }
    QCOMPARE(output, expected);
}

void TestFormats::errorsNameWhereAndWhat_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<Format>("format");
    QTest::addColumn<QString>("message");
    const QByteArray line(kPuzzle);
    QTest::newRow("line too short") << "\n" + line.left(80) << Format::Auto
                                    << "puzzle 1 (line 2): expected 81 cells, found 80";
    QByteArray letter = line;
    letter[16] = 'a';
    QTest::newRow("line bad character") << letter << Format::Auto
                                        << "puzzle 1 (line 1): unexpected character 'a' at column 17";
    QTest::newRow("grid short row") << QByteArray("123456789\n12345678\n") << Format::Grid
                                    << "puzzle 1 (line 2): row 2 has 8 cells, expected 9";
    QTest::newRow("grid bad character") << QByteArray("123456789\n1234x6789\n") << Format::Grid
                                        << "puzzle 1 (line 2): row 2 has an unexpected character 'x' at column 5";
    QTest::newRow("grid cut short") << QByteArray("123456789\n456789123\n789123456\n\n") << Format::Grid
                                    << "puzzle 1 (line 3): the puzzle ends after 3 of 9 rows";
    QTest::newRow("p1784 eight numbers") << QByteArray("8 0 0 0 0 0 0 0 0\n0 0 3 6 0 0 0 0\n") << Format::Auto
                                         << "puzzle 1 (line 2): row 2 has 8 numbers, expected 9";
    QTest::newRow("p1784 word") << QByteArray("8 0 0 0 0 0 0 0 0\n0 0 3 six 0 0 0 0 0\n") << Format::P1784
                                << "puzzle 1 (line 2): row 2 has 'six' where a digit 0-9 was expected";
}

void TestFormats::errorsNameWhereAndWhat()
{
    QFETCH(QByteArray, text);
    QFETCH(Format, format);
    QFETCH(QString, message);
    const PuzzleBatch batch = parsePuzzles(text.toStdString(), format);
    QVERIFY(!batch.puzzles.empty());
    QVERIFY(!batch.puzzles.front().ok());
    QCOMPARE(QString::fromStdString(batch.puzzles.front().error->describe()), message);
}

void TestFormats::badRecordsKeepAlignment()
{
    const std::string text = std::string(kPuzzle) + "\nnot a puzzle\n" + kOther + "\n" + std::string(kThird).substr(1)
        + "\n" + kThird + "\n";
    const PuzzleBatch batch = parsePuzzles(text);
    QCOMPARE(batch.format, Format::Line);
    QCOMPARE(batch.puzzles.size(), std::size_t(5));
    const bool ok[] = {true, false, true, false, true};
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(batch.puzzles[i].number, i + 1);
        QCOMPARE(batch.puzzles[i].line, i + 1);
        QCOMPARE(batch.puzzles[i].ok(), ok[i]);
    }
    QCOMPARE(
        batch.puzzles[1].error->describe(), std::string("puzzle 2 (line 2): unexpected character 'n' at column 1"));

    // In a grid file, a bad row spoils its own puzzle only.
    std::string grids = writeRecord(testing::boardFromLine(kPuzzle).values(), Format::Grid) + "\n";
    std::string broken = writeRecord(testing::boardFromLine(kOther).values(), Format::Grid);
    broken[3] = '?';
    grids += broken + "\n" + writeRecord(testing::boardFromLine(kThird).values(), Format::Grid);
    const PuzzleBatch gridBatch = parsePuzzles(grids);
    QCOMPARE(gridBatch.puzzles.size(), std::size_t(3));
    QVERIFY(gridBatch.puzzles[0].ok());
    QVERIFY(!gridBatch.puzzles[1].ok());
    QCOMPARE(gridBatch.puzzles[1].line, 11);
    QVERIFY(gridBatch.puzzles[2].ok());
    QCOMPARE(toLine(gridBatch.puzzles[2].board.values()), std::string(kThird));
}

void TestFormats::poj2676CountProblems()
{
    const std::string grid = writeRecord(testing::boardFromLine(kPuzzle).values(), Format::Poj2676);
    PuzzleBatch batch = parsePuzzles("3\n" + grid + grid);
    QCOMPARE(batch.puzzles.size(), std::size_t(2));
    QCOMPARE(batch.problems.size(), std::size_t(1));
    QCOMPARE(batch.problems[0].describe(), std::string("line 19: line 1 announces 3 puzzles, the input holds 2"));

    batch = parsePuzzles("1\n" + grid + grid);
    QCOMPARE(batch.puzzles.size(), std::size_t(1));
    QCOMPARE(batch.problems.size(), std::size_t(1));
    QCOMPARE(
        batch.problems[0].describe(), std::string("line 11: text after the 1 puzzle announced on line 1 is ignored"));

    batch = parsePuzzles("two\n" + grid, Format::Poj2676);
    QCOMPARE(batch.puzzles.size(), std::size_t(1));
    QVERIFY(batch.puzzles[0].ok());
    QCOMPARE(batch.problems.size(), std::size_t(1));
    QCOMPARE(batch.problems[0].line, 1);
}

void TestFormats::failedRecordsKeepTheShape_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<GridLayout>("layout");
    QTest::newRow("line") << Format::Line << GridLayout::Compact;
    QTest::newRow("grid bordered") << Format::Grid << GridLayout::Bordered;
    QTest::newRow("p1784") << Format::P1784 << GridLayout::Compact;
    QTest::newRow("poj2676") << Format::Poj2676 << GridLayout::Compact;
    QTest::newRow("poj3074") << Format::Poj3074 << GridLayout::Compact;
}

void TestFormats::failedRecordsKeepTheShape()
{
    QFETCH(Format, format);
    QFETCH(GridLayout, layout);
    const std::string solved = writeRecord(testing::boardFromLine(kPuzzle).values(), format, layout);
    const std::string failed = writeFailedRecord(format, layout);
    QCOMPARE(failed.size(), solved.size());
    QCOMPARE(std::count(failed.begin(), failed.end(), '\n'), std::count(solved.begin(), solved.end(), '\n'));
    QCOMPARE(std::count(failed.begin(), failed.end(), 'x'), std::ptrdiff_t(81));
}

void TestFormats::singlePuzzleFromPastedText_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected"); // empty: an error is expected
    const QByteArray line(kPuzzle);
    QTest::newRow("line") << line << line;
    QTest::newRow("grid") << QByteArray(
        writeRecord(testing::boardFromLine(kPuzzle).values(), Format::Grid, GridLayout::Bordered).c_str())
                          << line;
    QTest::newRow("ragged rows") << line.left(40) + "\n" + line.mid(40, 30) + "\n" + line.mid(70) << line;
    QTest::newRow("too few cells") << line.left(60) << QByteArray();
    QTest::newRow("prose") << QByteArray("hello there") << QByteArray();
}

void TestFormats::singlePuzzleFromPastedText()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    const SinglePuzzle single = parseSinglePuzzle(text.toStdString());
    if (expected.isEmpty()) {
        QVERIFY(!single.board);
        QVERIFY(!single.error.empty());
    } else {
        QVERIFY2(single.board.has_value(), single.error.c_str());
        QCOMPARE(QByteArray::fromStdString(toLine(single.board->values())), expected);
    }
}

void TestFormats::names()
{
    for (Format f : {Format::Auto, Format::Line, Format::Grid, Format::P1784, Format::Poj2676, Format::Poj3074,
             Format::PencilMarks, Format::Candidates})
        QCOMPARE(formatFromName(formatName(f)), std::optional<Format>(f));
    QVERIFY(!formatFromName("csv"));
}

void TestFormats::streamingReadsWhatParsePuzzlesReads_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<Format>("format");
    const std::vector<Board> boards {
        testing::boardFromLine(kPuzzle), testing::boardFromLine(kOther), testing::boardFromLine(kThird), Board()};
    for (Format format : {Format::Line, Format::Grid, Format::P1784, Format::Poj2676, Format::Poj3074}) {
        for (GridLayout layout : {GridLayout::Compact, GridLayout::Bordered}) {
            const std::string text = writeInput(boards, format, layout);
            QTest::addRow("%s %d", formatName(format).data(), int(layout))
                << QByteArray::fromStdString(text) << Format::Auto;
        }
    }
    QTest::newRow("BOM, CRLF, comments, bad records") << "\xEF\xBB\xBF# comment\r\n" + QByteArray(kPuzzle)
            + "\r\n\r\nnot a puzzle\n" + QByteArray(kOther).left(70) + "\n" + QByteArray(kThird)
            + " trailing words" << Format::Auto;
    QTest::newRow("POJ 2676 with too many puzzles")
        << QByteArray("1\n") + writeRecord(testing::boardFromLine(kPuzzle).values(), Format::Poj2676).c_str()
            + writeRecord(testing::boardFromLine(kOther).values(), Format::Poj2676).c_str()
        << Format::Auto;
    QTest::newRow("grid cut short, then a label")
        << QByteArray("123456789\n456789123\nGrid 2\n123456789\n") << Format::Grid;
    QTest::newRow("line, then end") << QByteArray(kPuzzle) + "\nend\n" + kOther + "\n" << Format::Auto;
    QTest::newRow("pencil marks twice, one broken")
        << QByteArray(kHodokuGrid) + "\n" + QByteArray(kHodokuGrid).replace("| 4 ", "| 44") << Format::Auto;
    QTest::newRow("candidate lines") << QByteArray(kCandidateLine) + "\n" + kPuzzle + "\n" + kCandidateLine
                                     << Format::Auto;
    QTest::newRow("SadMan sections") << "[Puzzle]\n"
            + QByteArray(writeRecord(testing::boardFromLine(kPuzzle).values(), Format::Grid).c_str()) + "[State]\n"
            + QByteArray(writeRecord(testing::boardFromLine(kOther).values(), Format::Grid).c_str())
                                     << Format::Auto;
}

void TestFormats::streamingReadsWhatParsePuzzlesReads()
{
    QFETCH(QByteArray, text);
    QFETCH(Format, format);
    const std::string whole = text.toStdString();
    const PuzzleBatch expected = parsePuzzles(whole, format);
    // Fed in blocks of every size from 1 byte to the whole text, the reader finds the same records, numbered
    // the same, with the same problems.
    for (std::size_t blockSize = 1; blockSize <= whole.size(); blockSize += (blockSize < 100 ? 1 : 97)) {
        LineSplitter splitter;
        PuzzleReader reader(format);
        PuzzleBatch batch;
        for (std::size_t start = 0; start < whole.size(); start += blockSize) {
            const std::string_view block = std::string_view(whole).substr(start, blockSize);
            std::size_t pos = 0;
            while (const auto line = splitter.next(block, pos))
                reader.addLine(*line, batch);
        }
        if (const auto last = splitter.finish())
            reader.addLine(*last, batch);
        reader.finish(batch);
        QCOMPARE(reader.format(), expected.format);
        QCOMPARE(batch.puzzles.size(), expected.puzzles.size());
        for (std::size_t i = 0; i < batch.puzzles.size(); ++i) {
            const PuzzleRecord &got = batch.puzzles[i];
            const PuzzleRecord &want = expected.puzzles[i];
            QCOMPARE(got.number, want.number);
            QCOMPARE(got.line, want.line);
            QCOMPARE(got.ok(), want.ok());
            QVERIFY(got.candidates == want.candidates);
            if (got.ok())
                QVERIFY(got.board == want.board);
            else
                QCOMPARE(got.error->describe(), want.error->describe());
        }
        QCOMPARE(batch.problems.size(), expected.problems.size());
        for (std::size_t i = 0; i < batch.problems.size(); ++i)
            QCOMPARE(batch.problems[i].describe(), expected.problems[i].describe());
    }
}

void TestFormats::overlongLineEndsTheInput()
{
    // The puzzles before the line are read; the line and all after it are not, and memory never holds it.
    const std::string text = std::string(kPuzzle) + "\n" + std::string(kMaxLineLength + 1, '.') + "\n" + kOther + "\n";
    const PuzzleBatch batch = parsePuzzles(text);
    QCOMPARE(batch.puzzles.size(), std::size_t(1));
    QVERIFY(batch.puzzles[0].ok());
    QCOMPARE(batch.problems.size(), std::size_t(1));
    QCOMPARE(batch.problems[0].describe(),
        std::string("line 2: the line is longer than 65536 bytes, longer than any puzzle; the rest of the input is "
                    "not read"));
    // A line of exactly the limit is still a line (and here a bad puzzle).
    const PuzzleBatch limit = parsePuzzles(std::string(kMaxLineLength, '.') + "\n");
    QCOMPARE(limit.puzzles.size(), std::size_t(1));
    QVERIFY(limit.problems.empty());

    // Fed in blocks, the splitter stops as soon as the line passes the limit.
    LineSplitter splitter;
    const std::string block(4096, '\0');
    std::size_t blocks = 0;
    while (!splitter.overlong() && blocks < 1000) {
        std::size_t pos = 0;
        QVERIFY(!splitter.next(block, pos));
        ++blocks;
    }
    QVERIFY(splitter.overlong());
    QCOMPARE(blocks, kMaxLineLength / block.size() + 1);
    QVERIFY(!splitter.finish());
}

void TestFormats::lineWithTooManyCellsSaysHowMany()
{
    const PuzzleBatch batch = parsePuzzles(std::string(kPuzzle) + "5\n" + std::string(200, '.') + "\n");
    QCOMPARE(batch.puzzles.size(), std::size_t(2));
    QCOMPARE(batch.puzzles[0].error->describe(), std::string("puzzle 1 (line 1): expected 81 cells, found 82"));
    QCOMPARE(batch.puzzles[1].error->describe(), std::string("puzzle 2 (line 2): expected 81 cells, found 200"));
}

void TestFormats::printableEscapesControlCharacters_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("shown");
    QTest::newRow("plain") << QByteArray("row 4, '9'") << QByteArray("row 4, '9'");
    QTest::newRow("escape sequence") << QByteArray("\x1b[2J") << QByteArray("\\x1b[2J");
    QTest::newRow("bell, delete, NUL") << QByteArray("\x07\x7f", 2) + QByteArray(1, '\0')
                                       << QByteArray("\\x07\\x7f\\x00");
    QTest::newRow("tab, CR, LF") << QByteArray("\t\r\n") << QByteArray("\\t\\r\\n");
    QTest::newRow("C1 control and UTF-8")
        << QByteArray("\xc2\x9b\xe5\xae\xab") << QByteArray("\\xc2\\x9b\\xe5\\xae\\xab");
}

void TestFormats::printableEscapesControlCharacters()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, shown);
    QCOMPARE(QByteArray::fromStdString(printable(text.toStdString())), shown);

    // The parser's messages show input the same way.
    const PuzzleBatch batch
        = parsePuzzles("8 0 0 0 0 0 0 0 0\n0 0 3 " + text.toStdString() + " 0 0 0 0 0\n", Format::P1784);
    QVERIFY(!batch.puzzles.empty() && batch.puzzles[0].error);
    const std::string message = batch.puzzles[0].error->describe();
    QVERIFY2(std::none_of(message.begin(), message.end(),
                 [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; }),
        message.c_str());
}

void TestFormats::classicPuzzleInAVariantFileIsWrittenBackReadably()
{
    // A file of variant lines may hold a plain classic line too (the fuzzer found one): the answer written back in
    // the file's format is the plain line, which reads back as the same puzzle, not ":<81 cells>", which no
    // reader takes.
    const std::string text = std::string("X:") + kPuzzle + "\n" + kOther + "\n";
    const PuzzleBatch batch = parsePuzzles(text);
    QCOMPARE(batch.format, Format::Variant);
    QCOMPARE(batch.puzzles.size(), std::size_t {2});
    const Board &classic = batch.puzzles[1].board;
    QVERIFY(batch.puzzles[1].ok());
    QVERIFY(classic.isClassic());
    const std::string written = writeRecord(classic.values(), batch.format, batch.layout);
    QCOMPARE(written, std::string(kOther) + "\n");
    const PuzzleBatch again = parsePuzzles(written, batch.format);
    QCOMPARE(again.puzzles.size(), std::size_t {1});
    QVERIFY(again.puzzles.front().ok());
    QVERIFY(again.puzzles.front().board == classic);
}

QTEST_APPLESS_MAIN(TestFormats)
void TestFormats::rulesErrorsShowControlCharactersEscaped_data()
{
    // A byte a variant line's or a Solo ID's message quotes is shown escaped, never raw (a terminal would act on
    // it); the puzzle-reader fuzzer in CI found a Solo ID whose description held \x02.
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("error");
    const QByteArray givens(81, '.');
    QTest::newRow("Solo description") << QByteArray("3x3:\x02") << "'\\x02' in the description";
    QTest::newRow("Solo block structure") << QByteArray("9j:zzzc,\x0b") << "'\\x0b' in a block structure";
    QTest::newRow("rule") << QByteArray("\x1b:") + givens << "'\\x1b' is not a rule (X, H, J or K)";
    QTest::newRow("region") << "J:" + givens + ":\x07" + QByteArray(80, '1')
                            << "the region of r1c1 is '\\x07', not 1 to 9";
    QTest::newRow("cage") << "K:" + givens + ":\x7f" + QByteArray(80, 'a') + ":10"
                          << "the cage of r1c1 is '\\x7f'";
    QTest::newRow("cage sum") << "K:" + givens + ":" + QByteArray(81, 'a') + ":4\x0c"
                              << "the sum of cage a is '4\\x0c'";
}

void TestFormats::rulesErrorsShowControlCharactersEscaped()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, error);
    const std::string text = line.toStdString();
    const sudoku::RulesParse parsed
        = sudoku::isSoloId(text) ? sudoku::parseSoloId(text) : sudoku::parseVariantLine(text);
    QVERIFY(!parsed.board);
    QCOMPARE(QString::fromStdString(parsed.error), error);
}

#include "tst_formats.moc"

void TestFormats::pencilMarkInputsKeepTheCandidates_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<Format>("format");
    QTest::newRow("HoDoKu") << QByteArray(kHodokuGrid) << Format::PencilMarks;
    QTest::newRow("Sudoku Explainer") << QByteArray::fromStdString(explainerGrid()) << Format::PencilMarks;
    QTest::newRow("HoDoKu, indented, CRLF")
        << QByteArray(kHodokuGrid).replace("\n", "\r\n").replace("|", "  |").replace("  |-", "|-")
        << Format::PencilMarks;
    QTest::newRow("729 characters") << QByteArray(kCandidateLine) << Format::Candidates;
    QTest::newRow("729 characters, 0 for blanks") << QByteArray(kCandidateLine).replace('.', '0') << Format::Candidates;
    QTest::newRow("729 characters, comment after")
        << QByteArray(kCandidateLine) + " # from the forum" << Format::Candidates;
}

// Every way of writing a position with pencil marks gives the givens as the puzzle and keeps the candidates
// of every empty cell, the player's eliminations included.
void TestFormats::pencilMarkInputsKeepTheCandidates()
{
    QFETCH(QByteArray, text);
    QFETCH(Format, format);
    const PuzzleBatch batch = parsePuzzles(text.toStdString());
    QCOMPARE(batch.format, format);
    QCOMPARE(batch.puzzles.size(), std::size_t(1));
    const PuzzleRecord &record = batch.puzzles.front();
    QVERIFY2(record.ok(), record.error ? record.error->describe().c_str() : "");
    QCOMPARE(toLine(record.board.values()), std::string(kPuzzle));
    QVERIFY(record.board == record.board.puzzle()); // every digit is a given
    const auto expected = expectedCandidates();
    QCOMPARE(record.candidates.size(), std::size_t(kCellCount));
    for (int cell = 0; cell < kCellCount; ++cell)
        QVERIFY2(record.candidates[cell] == expected[cell], cellName(cell).c_str());

    // Pasted, the same.
    const SinglePuzzle pasted = parseSinglePuzzle(text.toStdString());
    QVERIFY(pasted.board && *pasted.board == record.board);
    QVERIFY(pasted.candidates == record.candidates);
}

void TestFormats::pencilMarksRoundTrip()
{
    const auto masks = expectedCandidates();
    const Grid values = testing::boardFromLine(kPuzzle).values();
    const std::string grid = writePencilMarks(values, masks);
    const std::string line = writeCandidateLine(values, masks);
    QCOMPARE(line, std::string(kCandidateLine) + "\n");
    // HoDoKu's layout: borders of . : ' with + joints, columns as wide as their widest cell.
    QVERIFY(grid.starts_with(".------------------------.------------------------.----------------------.\n"));
    QVERIFY(grid.find("\n| 4      179     12679   | 139    2369    1269    | 8      1239   5      |\n")
        != std::string::npos);
    QVERIFY(grid.find("\n:---") != std::string::npos);
    QVERIFY(grid.find("\n'---") != std::string::npos);
    for (const std::string &text : {grid, line, grid + "\n" + grid}) {
        const PuzzleBatch batch = parsePuzzles(text);
        QVERIFY(!batch.puzzles.empty());
        for (const PuzzleRecord &record : batch.puzzles) {
            QVERIFY(record.ok());
            QVERIFY(record.board.values() == values);
            QVERIFY(std::equal(masks.begin(), masks.end(), record.candidates.begin(), record.candidates.end()));
        }
    }
    // An empty cell without candidates is a blank, and reads back as one.
    auto fewer = masks;
    fewer[2] = 0;
    const PuzzleBatch blank = parsePuzzles(writePencilMarks(values, fewer));
    QCOMPARE(blank.puzzles.size(), std::size_t(1));
    QVERIFY(blank.puzzles[0].ok());
    QCOMPARE(blank.puzzles[0].candidates[2], std::uint16_t(0));
    QVERIFY(blank.puzzles[0].board.isEmpty(2));

    // A solved answer written as it was read: a pencil-mark grid, a candidates line.
    const Grid solution
        = testing::boardFromLine("417369825632158947958724316825437169791586432346912758289643571573291684164875293")
              .values();
    for (Format format : {Format::PencilMarks, Format::Candidates}) {
        const PuzzleBatch answer = parsePuzzles(writeRecord(solution, format), format);
        QCOMPARE(answer.puzzles.size(), std::size_t(1));
        QVERIFY(answer.puzzles[0].board.values() == solution);
        const std::string failed = writeFailedRecord(format);
        QCOMPARE(failed.size(), writeRecord(solution, format).size());
        QCOMPARE(std::count(failed.begin(), failed.end(), 'x'), std::ptrdiff_t(81));
    }
}

void TestFormats::simpleSudokuAndSudoCueFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("layout"); // GridLayout, -1 when not checked
    QByteArray simple;
    for (int r = 0; r < 9; ++r) {
        if (r == 3 || r == 6)
            simple += "-----------\n";
        const QByteArray row = QByteArray(kPuzzle).mid(r * 9, 9);
        simple += row.left(3) + '|' + row.mid(3, 3) + '|' + row.mid(6) + "\n";
    }
    QTest::newRow("Simple Sudoku .ss") << simple << int(GridLayout::CompactBordered);
    QByteArray sudoCue = "#ARuud\n#DA random puzzle\n#CJust start\n#B03-08-2006\n#SSudoCue\n#LEasy\n#Uhttp://x/\n";
    for (int r = 0; r < 9; ++r)
        sudoCue += QByteArray(kPuzzle).mid(r * 9, 9) + "\r\n";
    QTest::newRow("SudoCue .sdk") << sudoCue << int(GridLayout::Compact);
    QByteArray sadman = "[Puzzle]\n";
    for (int r = 0; r < 9; ++r)
        sadman += QByteArray(kPuzzle).mid(r * 9, 9) + "\n";
    sadman += "[State]\n" + QByteArray(kOther).left(9) + "\n" + QByteArray(kOther).mid(9, 9) + "\n";
    sadman += "[PencilMarks]\n1,2,3\n";
    QTest::newRow("SadMan .sdk with sections") << sadman << int(GridLayout::Compact);
    QTest::newRow("SudoCue .sdm") << QByteArray(kPuzzle) + "\n" + QByteArray(kPuzzle) + "\n" << -1;
}

// The puzzle collections of Simple Sudoku and SudoCue: one puzzle of each (two for the .sdm), and a
// Simple Sudoku grid is written back in its own style.
void TestFormats::simpleSudokuAndSudoCueFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(int, layout);
    const PuzzleBatch batch = parsePuzzles(text.toStdString());
    QVERIFY(batch.problems.empty());
    QCOMPARE(batch.puzzles.size(), std::size_t(layout < 0 ? 2 : 1));
    for (const PuzzleRecord &record : batch.puzzles) {
        QVERIFY2(record.ok(), record.error ? record.error->describe().c_str() : "");
        QCOMPARE(toLine(record.board.values()), std::string(kPuzzle));
        QVERIFY(record.candidates.empty());
    }
    if (layout < 0)
        return;
    QCOMPARE(int(batch.layout), layout);
    if (batch.layout == GridLayout::CompactBordered)
        QCOMPARE(writeRecord(batch.puzzles[0].board.values(), batch.format, batch.layout), text.toStdString());
}

void TestFormats::pencilMarkErrorsSayWhere_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    QByteArray shortRow(kHodokuGrid);
    shortRow.replace("| 139      2369     1269     |", "| 139 |");
    QTest::newRow("row with 7 cells") << shortRow << "puzzle 1 (line 2): row 1 has 7 cells, expected 9";
    QByteArray twice(kHodokuGrid);
    twice.replace("| 4        179 ", "| 4        199 ");
    QTest::newRow("candidate twice") << twice << "puzzle 1 (line 2): row 1 lists the candidate 9 twice in column 2";
    QByteArray misplaced(kCandidateLine);
    misplaced[9 * 4 + 2] = '7'; // r1c5's third place, which only a 3 may take
    QTest::newRow("729: digit in the wrong place")
        << misplaced
        << "puzzle 1 (line 1): column 39: r1c5 has '7' in place 3 of its 9 characters, where only 3 "
           "or a blank may stand";
    QByteArray cut(kHodokuGrid);
    cut.truncate(cut.indexOf(":---"));
    QTest::newRow("grid cut short") << cut << "puzzle 1 (line 4): the puzzle ends after 3 of 9 rows";
}

void TestFormats::pencilMarkErrorsSayWhere()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    const PuzzleBatch batch = parsePuzzles(text.toStdString());
    QVERIFY(!batch.puzzles.empty());
    QVERIFY(!batch.puzzles.front().ok());
    QCOMPARE(QString::fromStdString(batch.puzzles.front().error->describe()), message);
}

// Candidates that a placed digit excludes (a careless hand-made grid) do not reach the logic engine.
void TestFormats::recordPositionDropsImpossibleCandidates()
{
    QByteArray text(kHodokuGrid);
    text.replace("| 4        179 ", "| 4        149 "); // 4 is a given of the same row
    const PuzzleBatch batch = parsePuzzles(text.toStdString());
    QCOMPARE(batch.puzzles.size(), std::size_t(1));
    QVERIFY(batch.puzzles[0].ok());
    QCOMPARE(batch.puzzles[0].candidates[1], std::uint16_t(digitBit(1) | digitBit(4) | digitBit(9)));
    const CandidateGrid position = recordPosition(batch.puzzles[0]);
    QCOMPARE(position.candidates(1), std::uint16_t(digitBit(1) | digitBit(9)));
    QCOMPARE(position.candidates(9), expectedCandidates()[9]);
    QVERIFY(position.isGiven(0) && position.value(0) == 4);
    // A plain puzzle: every candidate the givens allow.
    const PuzzleBatch plain = parsePuzzles(kPuzzle);
    QVERIFY(recordPosition(plain.puzzles[0]) == CandidateGrid::fromBoard(plain.puzzles[0].board));
}
