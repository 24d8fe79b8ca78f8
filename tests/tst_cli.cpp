// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end: the built sudoku-cli on files and on stdin, including malformed input.
#include "clirun.h"
#include "corpus.h"

#include "sudoku/io/formats.h"
#include "sudoku/io/ruleformats.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace
{

using clitest::cliPath;
using clitest::readAll;
using clitest::Run;
using clitest::runCli;

const char *const kEasy = "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";
const char *const kEasySolved = "864371259325849761971265843436192587198657432257483916689734125713528694542916378";

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void judgeSamples_data();
    void judgeSamples();
    void algorithmsAndJobsGiveTheSameOutput_data();
    void algorithmsAndJobsGiveTheSameOutput();
    void malformedInputKeepsGoing();
    void multipleSolutionsAreNoted();
    void count();
    void countSeveralSolutions();
    void variantsAreSolvedInTheirFormat();
    void formatOverride();
    void budget();
    void statsOnStderr();
    void traceOfAKnownPuzzle();
    void traceCountsEqualSolverStatistics_data();
    void traceCountsEqualSolverStatistics();
    void usageErrors_data();
    void usageErrors();
    void helpAndVersion();
};

void TestCli::initTestCase()
{
    QVERIFY2(QFileInfo::exists(cliPath()), "SUDOKU_CLI must name the built sudoku-cli");
}

void TestCli::judgeSamples_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("viaStdin");
    for (const char *name : {"p1784", "poj2676", "poj3074"}) {
        QTest::addRow("%s file", name) << QString::fromLatin1(name) << false;
        QTest::addRow("%s stdin", name) << QString::fromLatin1(name) << true;
    }
}

void TestCli::judgeSamples()
{
    QFETCH(QString, name);
    QFETCH(bool, viaStdin);
    const QString input = testing::dataPath(QStringLiteral("judge/%1.in").arg(name));
    const Run run
        = viaStdin ? runCli({QStringLiteral("solve")}, readAll(input)) : runCli({QStringLiteral("solve"), input});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, readAll(testing::dataPath(QStringLiteral("judge/%1.out").arg(name))));
    QCOMPARE(run.err, QByteArray());
}

void TestCli::algorithmsAndJobsGiveTheSameOutput_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::newRow("dfs, 1 job") << QStringList {QStringLiteral("--algo"), QStringLiteral("dfs")};
    QTest::newRow("dlx, 2 jobs") << QStringList {
        QStringLiteral("--algo=dlx"), QStringLiteral("--jobs"), QStringLiteral("2")};
    QTest::newRow("naive, 3 jobs") << QStringList {
        QStringLiteral("--algo"), QStringLiteral("naive"), QStringLiteral("--jobs=3")};
    QTest::newRow("all cores") << QStringList {QStringLiteral("--jobs"), QStringLiteral("0")};
}

void TestCli::algorithmsAndJobsGiveTheSameOutput()
{
    QFETCH(QStringList, options);
    // 1,000 easy puzzles of the generator's.
    const auto puzzles = testing::generatedPuzzles(sudoku::Level::Easy, 1000, 10);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("easy.txt"));
    QFile text(file);
    QVERIFY(text.open(QIODevice::WriteOnly) && text.write(testing::puzzleText(puzzles)) > 0);
    text.close();
    const Run reference = runCli({QStringLiteral("solve"), file});
    QCOMPARE(reference.exitCode, 0);
    QCOMPARE(reference.out.count('\n'), 1000);
    const Run run = runCli(QStringList {QStringLiteral("solve")} + options + QStringList {file});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, reference.out);
    // Every output line is a solution of the puzzle on the same input line.
    const QList<QByteArray> lines = run.out.split('\n');
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const sudoku::Board solved = testing::boardFromLine(lines[int(i)].constData());
        QVERIFY(sudoku::isValidSolution(puzzles[i], solved.values()));
    }
}

void TestCli::malformedInputKeepsGoing()
{
    QByteArray input;
    input += QByteArray(kEasy) + "\n"; // 1: fine
    input += "12345\n"; // 2: too short
    input += "55" + QByteArray(79, '.') + "\n"; // 3: clashing givens
    input += "12345678.........9" + QByteArray(63, '.') + "\n"; // 4: no solution
    input += "# a comment line is not a puzzle\n";
    input += QByteArray(kEasy).replace('4', 'q') + "\n"; // 5: bad character
    input += QByteArray(kEasy) + " trailing words are fine\n"; // 6: fine
    const Run run = runCli({QStringLiteral("solve")}, input);
    QCOMPARE(run.exitCode, 1);
    const QList<QByteArray> out = run.out.split('\n');
    QCOMPARE(out.size(), 7); // six records and the empty string after the last newline
    const QByteArray failed(81, 'x');
    QCOMPARE(out[0], QByteArray(kEasySolved));
    QCOMPARE(out[1], failed);
    QCOMPARE(out[2], failed);
    QCOMPARE(out[3], failed);
    QCOMPARE(out[4], failed);
    QCOMPARE(out[5], QByteArray(kEasySolved));
    const QList<QByteArray> err = run.err.trimmed().split('\n');
    QCOMPARE(err.size(), 4);
    QCOMPARE(err[0], QByteArray("puzzle 2 (line 2): expected 81 cells, found 5"));
    QCOMPARE(err[1], QByteArray("puzzle 3 (line 3): invalid puzzle: two 5s in row 1: r1c1 and r1c2"));
    QCOMPARE(err[2], QByteArray("puzzle 4 (line 4): no solution"));
    QCOMPARE(err[3], QByteArray("puzzle 5 (line 6): unexpected character 'q' at column 3"));

    // The same from a file names the file; a P1784 grid with a bad row keeps the 9-line shape.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("two.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QByteArray p1784 = readAll(testing::dataPath(QStringLiteral("judge/p1784.in")));
    file.write(p1784 + "\n" + QByteArray(p1784).replace("0 0 5 0 0 0 6", "0 0 5 0 0 0 six"));
    file.close();
    const Run grid = runCli({QStringLiteral("solve"), path});
    QCOMPARE(grid.exitCode, 1);
    QCOMPARE(grid.out.count('\n'), 18);
    QVERIFY(grid.out.endsWith(QByteArray("x x x x x x x x x \n").repeated(9)));
    QCOMPARE(grid.err,
        (path + QStringLiteral(": puzzle 2 (line 12): row 2 has 'six' where a digit 0-9 was expected\n")).toUtf8());
}

void TestCli::multipleSolutionsAreNoted()
{
    const Run run = runCli({QStringLiteral("solve")}, QByteArray(81, '.') + "\n");
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.trimmed().size(), 81);
    QVERIFY(!run.out.contains('.'));
    QVERIFY(run.err.contains("puzzle 1 (line 1): more than one solution"));
    const Run first = runCli({QStringLiteral("solve"), QStringLiteral("--first")}, QByteArray(81, '.') + "\n");
    QCOMPARE(first.exitCode, 0);
    QCOMPARE(first.err, QByteArray());
}

void TestCli::count()
{
    QByteArray input = QByteArray(kEasy) + "\n" + QByteArray(81, '.') + "\n" + "11" + QByteArray(79, '.') + "\n"
        + "12345678.........9" + QByteArray(63, '.') + "\n";
    const Run run = runCli({QStringLiteral("count"), QStringLiteral("--limit"), QStringLiteral("50")}, input);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray("1\n50+\nx\n0\n"));
    QCOMPARE(run.err, QByteArray("puzzle 3 (line 3): invalid puzzle: two 1s in row 1: r1c1 and r1c2\n"));
}

void TestCli::countSeveralSolutions()
{
    // Every puzzle of the serg benchmark has two solutions or more.
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::serg().file);
    const Run serg = runCli({QStringLiteral("count"), QStringLiteral("--limit=2"), QStringLiteral("--jobs=2"),
        testing::publicPath(testing::serg().file)});
    QCOMPARE(serg.exitCode, 0);
    QCOMPARE(serg.out, QByteArray("2+\n").repeated(10000));
}

// Variant lines and Solo IDs mixed with a plain line: each answer in the form its puzzle came in, rules and
// all; counted by every algorithm; traced; refused by rate and hint, which know classic rules only.
void TestCli::variantsAreSolvedInTheirFormat()
{
    const auto firstLine = [](const char *name) {
        QFile file(testing::dataPath(QStringLiteral("solo/") + QLatin1String(name)));
        return file.open(QIODevice::ReadOnly) ? file.readLine().trimmed() : QByteArray();
    };
    const QByteArray solo = firstLine("3x3xk.txt");
    // A Sudoku-X puzzle of Solo's, as a variant line.
    const sudoku::PuzzleBatch xBatch = sudoku::parsePuzzles(firstLine("3x3x.txt").toStdString());
    QCOMPARE(int(xBatch.puzzles.size()), 1);
    const sudoku::Board xBoard = xBatch.puzzles.front().board;
    const QByteArray x = QByteArray::fromStdString(sudoku::writeVariantLine(xBoard.values(), xBoard.rules()));
    const QByteArray input = QByteArray(kEasy) + "\n" + solo + "\n# comment\n" + x + "\n";
    for (const QString &algo : {QStringLiteral("dfs"), QStringLiteral("dlx"), QStringLiteral("naive")}) {
        const Run run = runCli({QStringLiteral("solve"), QStringLiteral("--algo"), algo}, input);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QList<QByteArray> lines = run.out.split('\n');
        QCOMPARE(lines.size(), 4); // three answers and the last newline
        QCOMPARE(lines[0], QByteArray(kEasySolved));
        QVERIFY2(lines[1].startsWith(solo.left(solo.indexOf(':') + 1)), lines[1].constData());
        QVERIFY2(lines[2].startsWith("X:") && !lines[2].contains('.'), lines[2].constData());
        for (const QByteArray &answer : {lines[1], lines[2]}) {
            const sudoku::PuzzleBatch batch = sudoku::parsePuzzles(answer.toStdString());
            QCOMPARE(int(batch.puzzles.size()), 1);
            QVERIFY(batch.puzzles.front().ok());
            const sudoku::Board board = batch.puzzles.front().board;
            QVERIFY(!board.isClassic());
            QVERIFY(sudoku::isValidSolution(board, board.values()));
        }
        const Run count = runCli({QStringLiteral("count"), QStringLiteral("--algo"), algo}, input);
        QCOMPARE(count.out, QByteArray("1\n1\n1\n"));
    }
    const Run trace = runCli({QStringLiteral("trace")}, solo + "\n");
    QCOMPARE(trace.exitCode, 0);
    QVERIFY(trace.out.startsWith("# puzzle 1 (line 1): XK:"));
    // Sudoku-X is rated and hinted, its steps in words (a HoDoKu line cannot hold its diagonals); so is a Killer,
    // with the cage techniques.
    const Run rated = runCli({QStringLiteral("rate"), QStringLiteral("--steps")}, x + "\n");
    QCOMPARE(rated.exitCode, 0);
    QVERIFY2(rated.out.contains("\nhidden-single: Hidden Single: In "), rated.out.constData());
    const Run hinted = runCli({QStringLiteral("hint")}, x + "\n");
    QCOMPARE(hinted.exitCode, 0);
    QVERIFY2(hinted.out.count('\n') == 1 && hinted.err.isEmpty(), hinted.out.constData());
    const Run killer = runCli({QStringLiteral("rate"), QStringLiteral("--steps")}, solo + "\n");
    QCOMPARE(killer.exitCode, 0);
    QVERIFY2(killer.err.isEmpty(), killer.err.constData());
    QVERIFY2(killer.out.contains("\ncage-combination: Cage Combination: The cage {"), killer.out.constData());
    QVERIFY2(killer.out.contains("cage-combination="), killer.out.constData());
    const Run killerHint = runCli({QStringLiteral("hint")}, solo + "\n");
    QCOMPARE(killerHint.exitCode, 0);
    QVERIFY2(killerHint.out.count('\n') == 1 && killerHint.err.isEmpty(), killerHint.out.constData());
}

void TestCli::formatOverride()
{
    const Run run = runCli(
        {QStringLiteral("solve"), QStringLiteral("--format"), QStringLiteral("grid")}, QByteArray(kEasy) + "\n");
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.startsWith("puzzle 1 (line 1): the puzzle ends after 1 of 9 rows")
        || run.err.startsWith("puzzle 1 (line 1): row 1 has 81 cells, expected 9"));
    const Run poj = runCli({QStringLiteral("solve"), QStringLiteral("--format=poj3074")},
        QByteArray(kEasy) + "\nend\nthis is never read\n");
    QCOMPARE(poj.exitCode, 0);
    QCOMPARE(poj.out, QByteArray(kEasySolved) + "\n");
}

void TestCli::budget()
{
    const QByteArray hard = "1...........8..9..5...3..........2......54.....9...86.........3.2.6.....3......14\n";
    const Run run = runCli({QStringLiteral("solve"), QStringLiteral("--algo"), QStringLiteral("naive"),
                               QStringLiteral("--budget"), QStringLiteral("1000")},
        hard);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray(81, 'x') + "\n");
    QCOMPARE(run.err, QByteArray("puzzle 1 (line 1): gave up after 1000 nodes (--budget)\n"));
}

void TestCli::statsOnStderr()
{
    const Run run = runCli({QStringLiteral("solve"), QStringLiteral("--stats")}, QByteArray(kEasy) + "\n");
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray(kEasySolved) + "\n");
    QVERIFY(run.err.startsWith("puzzle 1 (line 1): unique, "));
    QVERIFY(run.err.contains("dfs: 1 puzzles, 1 solved, 0 failed"));
}

void TestCli::traceOfAKnownPuzzle()
{
    // Four cells missing; the seeds' search tries digits in increasing order, row by row. Each dead end names
    // the cell with no digit left: after the solution every cell has tried its one digit.
    const QByteArray puzzle = "..4371259.2584976197126584343619258719865743225748391668973412571352869454291637.";
    const Run run = runCli({QStringLiteral("trace"), QStringLiteral("--algo"), QStringLiteral("naive")}, puzzle + "\n");
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.out,
        QByteArray("# puzzle 1 (line 1): " + puzzle
            + "\n"
              "# algo naive, limit 2\n"
              "1 place r1c1=8 depth 1\n"
              "2 place r1c2=6 depth 2\n"
              "3 place r2c1=3 depth 3\n"
              "4 place r9c9=8 depth 4\n"
              "5 solution 1\n"
              "6 unplace r9c9=8\n"
              "7 dead-end r9c9\n"
              "8 unplace r2c1=3\n"
              "9 dead-end r2c1\n"
              "10 unplace r1c2=6\n"
              "11 dead-end r1c2\n"
              "12 unplace r1c1=8\n"
              "13 dead-end r1c1\n"
              "# end: unique; 13 events, 4 nodes, 4 guesses, 4 dead ends, 1 solutions, max depth 4\n"
              "# solver: 4 nodes, 4 guesses\n"));
}

void TestCli::traceCountsEqualSolverStatistics_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QByteArray>("puzzle");
    for (const char *algorithm : {"naive", "dfs", "dlx"}) {
        QTest::addRow("%s/easy", algorithm) << QString::fromLatin1(algorithm) << QByteArray(kEasy);
        QTest::addRow("%s/empty board", algorithm) << QString::fromLatin1(algorithm) << QByteArray(81, '.');
    }
}

void TestCli::traceCountsEqualSolverStatistics()
{
    QFETCH(QString, algorithm);
    QFETCH(QByteArray, puzzle);
    const Run run = runCli({QStringLiteral("trace"), QStringLiteral("--algo"), algorithm}, puzzle + "\n");
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QVERIFY(lines.size() > 4);
    // "# end: <status>; E events, n nodes, g guesses, ..." and "# solver: n nodes, g guesses"
    const QByteArray end = lines[lines.size() - 2];
    const QByteArray solver = lines.last();
    QVERIFY2(end.startsWith("# end: "), end.constData());
    QVERIFY2(solver.startsWith("# solver: "), solver.constData());
    const QByteArray counts = end.mid(end.indexOf("events, ") + 8);
    QVERIFY2(counts.startsWith(solver.mid(10) + ", "), end.constData());
    // Replaying the text rebuilds a solution at the first "solution" line.
    QByteArray board = puzzle;
    for (const QByteArray &line : lines) {
        const QList<QByteArray> words = line.split(' ');
        if (words.size() < 2 || line.startsWith('#'))
            continue;
        if (words[1] == "solution")
            break;
        if (words[1] == "place" || words[1] == "force" || words[1] == "unplace") {
            const QByteArray where = words[2]; // r<R>c<C>=<D>
            const int cell = (where[1] - '1') * 9 + (where[3] - '1');
            board[cell] = words[1] == "unplace" ? '.' : where[5];
        }
    }
    QVERIFY(sudoku::isValidSolution(
        testing::boardFromLine(puzzle.constData()), testing::boardFromLine(board.constData()).values()));
}

void TestCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("no command") << QStringList() << QByteArray("no command given");
    QTest::newRow("unknown command") << QStringList {QStringLiteral("frobnicate")}
                                     << QByteArray("unknown command 'frobnicate'");
    QTest::newRow("unknown option") << QStringList {QStringLiteral("solve"), QStringLiteral("--fast")}
                                    << QByteArray("unknown option '--fast'");
    QTest::newRow("bad algorithm") << QStringList {QStringLiteral("solve"), QStringLiteral("--algo"),
        QStringLiteral("bogo")} << QByteArray("unknown algorithm 'bogo'");
    QTest::newRow("bad format") << QStringList {QStringLiteral("count"), QStringLiteral("--format=csv")}
                                << QByteArray("unknown format 'csv'");
    QTest::newRow("bad number") << QStringList {QStringLiteral("count"), QStringLiteral("--limit"),
        QStringLiteral("lots")} << QByteArray("--limit expects a whole number");
    QTest::newRow("missing value") << QStringList {QStringLiteral("solve"), QStringLiteral("--jobs")}
                                   << QByteArray("option --jobs needs a value");
    QTest::newRow("unreadable file") << QStringList {QStringLiteral("solve"),
        QStringLiteral("/nonexistent/puzzles.txt")}
                                     << QByteArray("cannot read '/nonexistent/puzzles.txt': No such file or directory");
}

void TestCli::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const Run run = runCli(args);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.err.contains(message), run.err.constData());
}

void TestCli::helpAndVersion()
{
    const Run help = runCli({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    for (const char *word : {"solve", "count", "p1784", "poj2676", "poj3074", "Exit status"})
        QVERIFY2(help.out.contains(word), word);
    const Run solveHelp = runCli({QStringLiteral("solve"), QStringLiteral("--help")});
    QCOMPARE(solveHelp.exitCode, 0);
    QVERIFY(solveHelp.out.contains("--algo naive|dfs|dlx"));
    QVERIFY(solveHelp.out.contains("--jobs N"));
    const Run version = runCli({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith("sudoku-cli "));
}

SUDOKU_TEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
