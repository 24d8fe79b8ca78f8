// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end: `sudoku-cli generate`, its output checked with the engine (uniqueness by another solver,
// symmetry, level, minimality) and its option errors.
#include "clirun.h"

#include "sudoku/generate/generator.h"
#include "sudoku/io/formats.h"
#include "sudoku/io/ruleformats.h"
#include "sudoku/logic/rating.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace sudoku;

namespace
{

using clitest::Run;

Run runGenerate(const QStringList &args)
{
    return clitest::runCli(QStringList {QStringLiteral("generate")} + args);
}

// The puzzles of the output; fails the test (empty result) on a line that is not 81 cells of '.' or 1-9.
std::vector<Board> puzzlesOf(const QByteArray &out)
{
    std::vector<Board> puzzles;
    static const QRegularExpression line(QStringLiteral("^[1-9.]{81}$"));
    for (const QByteArray &text : out.split('\n')) {
        if (text.isEmpty())
            continue;
        if (!line.match(QString::fromLatin1(text)).hasMatch())
            return {};
        const auto parsed = parseSinglePuzzle(text.toStdString());
        if (!parsed.board)
            return {};
        puzzles.push_back(*parsed.board);
    }
    return puzzles;
}

bool uniqueByDlx(const Board &puzzle)
{
    SolveOptions options;
    options.solutionLimit = 2;
    return makeSolver(Algorithm::Dlx)->solve(puzzle, options).status == SolveStatus::Unique;
}

} // namespace

Q_DECLARE_METATYPE(sudoku::Symmetry)
Q_DECLARE_METATYPE(sudoku::Level)

class TestCliGenerate : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameOutputWhateverJobs();
    void symmetryAndUniqueness_data();
    void symmetryAndUniqueness();
    void exactLevel_data();
    void exactLevel();
    void minimal();
    void killerAtLevel();
    void killerGivesUpWithAnError();
    void randomSeedIsPrintedAndRepeatable();
    void badValues_data();
    void badValues();
    void help();
};

void TestCliGenerate::sameSeedSameOutputWhateverJobs()
{
    const QStringList args {QStringLiteral("--count"), QStringLiteral("16"), QStringLiteral("--seed"),
        QStringLiteral("42"), QStringLiteral("--level"), QStringLiteral("medium")};
    const Run one = runGenerate(args + QStringList {QStringLiteral("--jobs"), QStringLiteral("1")});
    const Run two = runGenerate(args + QStringList {QStringLiteral("--jobs=2")});
    QCOMPARE(one.exitCode, 0);
    QCOMPARE(two.exitCode, 0);
    QCOMPARE(puzzlesOf(one.out).size(), std::size_t(16));
    QCOMPARE(two.out, one.out);
    QCOMPARE(one.err, QByteArray()); // stderr is not a terminal here: no progress, no seed
    const Run other = runGenerate({QStringLiteral("--count"), QStringLiteral("16"), QStringLiteral("--seed"),
        QStringLiteral("43"), QStringLiteral("--level"), QStringLiteral("medium")});
    QCOMPARE(other.exitCode, 0);
    QVERIFY(other.out != one.out);
    // The puzzles of a batch differ from each other.
    const auto lines = one.out.split('\n');
    QCOMPARE(QSet<QByteArray>(lines.begin(), lines.end()).size(), lines.size());
}

void TestCliGenerate::symmetryAndUniqueness_data()
{
    QTest::addColumn<Symmetry>("symmetry");
    for (Symmetry s : kAllSymmetries)
        QTest::newRow(std::string(symmetryName(s)).c_str()) << s;
}

void TestCliGenerate::symmetryAndUniqueness()
{
    QFETCH(Symmetry, symmetry);
    const Run run = runGenerate({QStringLiteral("--count"), QStringLiteral("20"), QStringLiteral("--seed"),
        QStringLiteral("7"), QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--symmetry"),
        QString::fromLatin1(symmetryName(symmetry).data(), qsizetype(symmetryName(symmetry).size()))});
    QCOMPARE(run.exitCode, 0);
    const auto puzzles = puzzlesOf(run.out);
    QCOMPARE(puzzles.size(), std::size_t(20));
    for (const Board &puzzle : puzzles) {
        QVERIFY2(uniqueByDlx(puzzle), toLine(puzzle.givens()).c_str());
        QVERIFY2(hasSymmetry(puzzle, symmetry), toLine(puzzle.givens()).c_str());
    }
    // The default symmetry is 180-degree rotation; "none" really gives asymmetric puzzles now and then.
    if (symmetry == Symmetry::None)
        QVERIFY(std::any_of(
            puzzles.begin(), puzzles.end(), [](const Board &p) { return !hasSymmetry(p, Symmetry::Rotate180); }));
}

void TestCliGenerate::exactLevel_data()
{
    QTest::addColumn<Level>("level");
    for (int l = 0; l < kLevelCount; ++l) {
        const auto level = static_cast<Level>(l);
        QTest::newRow(std::string(levelId(level)).c_str()) << level;
    }
}

void TestCliGenerate::exactLevel()
{
    QFETCH(Level, level);
    const Run run = runGenerate({QStringLiteral("--count"), QStringLiteral("4"), QStringLiteral("--seed"),
        QStringLiteral("11"), QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--level"),
        QString::fromLatin1(levelId(level).data(), qsizetype(levelId(level).size()))});
    QCOMPARE(run.exitCode, 0);
    const auto puzzles = puzzlesOf(run.out);
    QCOMPARE(puzzles.size(), std::size_t(4));
    RateOptions options;
    options.assumeUnique = true;
    for (const Board &puzzle : puzzles) {
        QVERIFY(uniqueByDlx(puzzle));
        QCOMPARE(rate(puzzle, options).level, level);
    }
}

void TestCliGenerate::minimal()
{
    const Run run = runGenerate({QStringLiteral("--count"), QStringLiteral("6"), QStringLiteral("--seed"),
        QStringLiteral("5"), QStringLiteral("--minimal"), QStringLiteral("--symmetry"), QStringLiteral("rotate90")});
    QCOMPARE(run.exitCode, 0);
    const auto puzzles = puzzlesOf(run.out);
    QCOMPARE(puzzles.size(), std::size_t(6));
    Generator checker(0);
    for (const Board &puzzle : puzzles) {
        QVERIFY(hasSymmetry(puzzle, Symmetry::Rotate90));
        QVERIFY2(checker.isMinimal(puzzle), toLine(puzzle.givens()).c_str());
    }
}

void TestCliGenerate::killerAtLevel()
{
    // --variant killer --level: killer lines with one solution each, at exactly that level, whatever --jobs.
    const QStringList args {QStringLiteral("--variant"), QStringLiteral("killer"), QStringLiteral("--level"),
        QStringLiteral("medium"), QStringLiteral("--count"), QStringLiteral("3"), QStringLiteral("--seed"),
        QStringLiteral("4")};
    const Run run = runGenerate(args + QStringList {QStringLiteral("--jobs"), QStringLiteral("2")});
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    RateOptions rateOptions;
    rateOptions.assumeUnique = true;
    for (const QByteArray &line : lines) {
        const RulesParse parsed = parseVariantLine(line.toStdString());
        QVERIFY2(parsed.board, line.constData());
        QVERIFY(parsed.board->rules().isKiller());
        QCOMPARE(rate(*parsed.board, rateOptions).level, Level::Medium);
        QVERIFY(rate(*parsed.board, RateOptions()).solved); // solved by logic alone: one solution
    }
    QCOMPARE(runGenerate(args).out, run.out);
}

void TestCliGenerate::killerGivesUpWithAnError()
{
    // With one grid allowed a puzzle, the fourth killer at Hard of seed 1 is not found: the three before it
    // are printed, then an error that says which puzzle, and exit status 1 (not a hang).
    const Run run = runGenerate(
        {QStringLiteral("--variant"), QStringLiteral("killer"), QStringLiteral("--level"), QStringLiteral("hard"),
            QStringLiteral("--count"), QStringLiteral("6"), QStringLiteral("--seed"), QStringLiteral("1"),
            QStringLiteral("--max-attempts"), QStringLiteral("1"), QStringLiteral("--jobs"), QStringLiteral("2")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out.count('\n'), 3);
    QVERIFY2(
        run.err.contains("puzzle 4 of seed 1: no killer puzzle at level hard in 1 random grid;"), run.err.constData());
    const Run bad = runGenerate({QStringLiteral("--max-attempts"), QStringLiteral("-1")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("--max-attempts expects a whole number"), bad.err.constData());
}

void TestCliGenerate::randomSeedIsPrintedAndRepeatable()
{
    const Run first = runGenerate({QStringLiteral("--count"), QStringLiteral("3"), QStringLiteral("--stats")});
    QCOMPARE(first.exitCode, 0);
    const auto match = QRegularExpression(QStringLiteral("^seed (\\d+)$"), QRegularExpression::MultilineOption)
                           .match(QString::fromLatin1(first.err));
    QVERIFY2(match.hasMatch(), first.err.constData());
    QVERIFY(first.err.contains("puzzles/s"));
    const Run again
        = runGenerate({QStringLiteral("--count"), QStringLiteral("3"), QStringLiteral("--seed"), match.captured(1)});
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(again.out, first.out);
}

void TestCliGenerate::badValues_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("level") << QStringList {QStringLiteral("--level"), QStringLiteral("fiendish")}
                           << QByteArray("unknown level 'fiendish'");
    QTest::newRow("symmetry") << QStringList {QStringLiteral("--symmetry=spiral")}
                              << QByteArray("unknown symmetry 'spiral'");
    QTest::newRow("seed") << QStringList {QStringLiteral("--seed"), QStringLiteral("-1")}
                          << QByteArray("--seed expects a whole number");
    QTest::newRow("seed too big") << QStringList {QStringLiteral("--seed"), QStringLiteral("18446744073709551616")}
                                  << QByteArray("--seed expects a whole number");
    QTest::newRow("count") << QStringList {QStringLiteral("--count"), QStringLiteral("many")}
                           << QByteArray("--count expects a whole number");
    QTest::newRow("jobs") << QStringList {QStringLiteral("--jobs"), QStringLiteral("-2")}
                          << QByteArray("--jobs expects a whole number");
    QTest::newRow("file") << QStringList {QStringLiteral("puzzles.txt")} << QByteArray("generate takes no files");
    QTest::newRow("minimal value") << QStringList {QStringLiteral("--minimal=yes")}
                                   << QByteArray("option --minimal takes no value");
}

void TestCliGenerate::badValues()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const Run run = runGenerate(args);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.err.contains(message), run.err.constData());
}

void TestCliGenerate::help()
{
    const Run run = runGenerate({QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    for (const char *word :
        {"--count", "--level", "--symmetry", "--seed", "--minimal", "--jobs", "dihedral", "--max-attempts"})
        QVERIFY2(run.out.contains(word), word);
}

QTEST_APPLESS_MAIN(TestCliGenerate)
#include "tst_cli_generate.moc"
