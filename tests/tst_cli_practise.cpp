// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end: `sudoku-cli practise`, its output checked with the engine (each puzzle unique, its rating path
// takes the technique after the number of steps printed), same seed same output, and its option errors.
#include "clirun.h"

#include "sudoku/io/formats.h"
#include "sudoku/io/ruleformats.h"
#include "sudoku/logic/rating.h"

#include <QTest>

using namespace sudoku;

namespace
{

using clitest::Run;

Run runPractise(const QStringList &args)
{
    return clitest::runCli(QStringList {QStringLiteral("practise")} + args);
}

} // namespace

class TestCliPractise : public QObject
{
    Q_OBJECT

private slots:
    void puzzlesNeedTheTechnique_data();
    void puzzlesNeedTheTechnique();
    void sameSeedSameOutput();
    void list();
    void givesUpWithAnError();
    void badValues_data();
    void badValues();
    void help();
};

void TestCliPractise::puzzlesNeedTheTechnique_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("technique");
    QTest::addColumn<QString>("level");
    QTest::newRow("x-wing") << QStringList {QStringLiteral("x-wing"), QStringLiteral("--count"), QStringLiteral("3")}
                            << QStringLiteral("x-wing") << QStringLiteral("hard");
    QTest::newRow("skyscraper at master")
        << QStringList {QStringLiteral("Skyscraper"), QStringLiteral("--level"), QStringLiteral("master")}
        << QStringLiteral("skyscraper") << QStringLiteral("master");
    QTest::newRow("pointing, hyper") << QStringList {QStringLiteral("pointing"), QStringLiteral("--variant"),
        QStringLiteral("hyper"), QStringLiteral("--count"), QStringLiteral("2")}
                                     << QStringLiteral("pointing") << QStringLiteral("medium");
}

void TestCliPractise::puzzlesNeedTheTechnique()
{
    QFETCH(QStringList, args);
    QFETCH(QString, technique);
    QFETCH(QString, level);
    const Run run = runPractise(args + QStringList {QStringLiteral("--seed"), QStringLiteral("11")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QVERIFY(lines.size() >= 2 && lines.size() % 2 == 0);
    const Technique wanted = *techniqueFromId(technique.toStdString());
    for (qsizetype i = 0; i < lines.size(); i += 2) {
        const auto parsed = parseSinglePuzzle(lines[i].toStdString());
        QVERIFY2(parsed.board, lines[i].constData());
        // "# N steps before the first x-wing: X-Wing: ..."
        const QByteArray comment = lines[i + 1];
        QVERIFY2(comment.startsWith("# "), comment.constData());
        const qsizetype space = comment.indexOf(' ', 2);
        bool ok = false;
        const int before = comment.mid(2, space - 2).toInt(&ok);
        QVERIFY(ok);
        QVERIFY2(comment.contains("before the first " + technique.toLatin1() + ": "), comment.constData());
        RateOptions options;
        options.assumeUnique = true;
        const Rating rating = rate(*parsed.board, options);
        QVERIFY(rating.solved);
        QCOMPARE(QString::fromLatin1(levelId(rating.level).data()), level);
        QVERIFY(rating.usesOf(wanted) > 0);
        const auto until = solveUntil(CandidateGrid::fromBoard(*parsed.board), TechniqueSet::of(wanted), options);
        QVERIFY(until);
        QCOMPARE(static_cast<int>(until->before.steps.size()), before);
    }
}

void TestCliPractise::sameSeedSameOutput()
{
    const QStringList args {QStringLiteral("xy-wing"), QStringLiteral("--count"), QStringLiteral("2"),
        QStringLiteral("--seed"), QStringLiteral("5")};
    const Run one = runPractise(args);
    const Run two = runPractise(args);
    QCOMPARE(one.exitCode, 0);
    QCOMPARE(one.out, two.out);
    // Puzzle i comes from its own seed: the first of two is the one of one.
    const Run first = runPractise({QStringLiteral("xy-wing"), QStringLiteral("--seed"), QStringLiteral("5")});
    QVERIFY(one.out.startsWith(first.out));
}

void TestCliPractise::list()
{
    const Run classic = runPractise({QStringLiteral("--list")});
    QCOMPARE(classic.exitCode, 0);
    QVERIFY(classic.out.contains("x-wing\thard\tX-Wing\n"));
    QVERIFY(classic.out.contains("unique-rectangle-1\t"));
    QVERIFY(!classic.out.contains("innies-outies"));
    const Run x = runPractise({QStringLiteral("--list"), QStringLiteral("--variant"), QStringLiteral("x")});
    QVERIFY(!x.out.contains("unique-rectangle-1\t"));
    QVERIFY(x.out.contains("skyscraper\t"));
}

void TestCliPractise::givesUpWithAnError()
{
    const Run run = runPractise({QStringLiteral("siamese-sashimi-jellyfish"), QStringLiteral("--max-attempts"),
        QStringLiteral("2"), QStringLiteral("--seed"), QStringLiteral("1")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.err.contains("none in 2 random grids;"), run.err.constData());
}

void TestCliPractise::badValues_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("no technique") << QStringList {} << QByteArray("no technique given");
    QTest::newRow("unknown technique") << QStringList {QStringLiteral("x-wing,hyperwing")}
                                       << QByteArray("unknown technique 'hyperwing'");
    QTest::newRow("two lists") << QStringList {QStringLiteral("x-wing"), QStringLiteral("swordfish")}
                               << QByteArray("one list of techniques");
    QTest::newRow("not in variant") << QStringList {QStringLiteral("unique-rectangle-1"), QStringLiteral("--variant"),
        QStringLiteral("jigsaw")} << QByteArray("does not apply to jigsaw puzzles");
    QTest::newRow("cage technique, classic")
        << QStringList {QStringLiteral("innies-outies")} << QByteArray("does not apply to classic puzzles");
    QTest::newRow("level below") << QStringList {QStringLiteral("x-wing"), QStringLiteral("--level"),
        QStringLiteral("medium")} << QByteArray("a medium puzzle never needs these techniques");
    QTest::newRow("level") << QStringList {QStringLiteral("x-wing"), QStringLiteral("--level"),
        QStringLiteral("fiendish")}
                           << QByteArray("unknown level 'fiendish'");
    QTest::newRow("variant") << QStringList {QStringLiteral("x-wing"), QStringLiteral("--variant"),
        QStringLiteral("samurai")}
                             << QByteArray("unknown variant 'samurai'");
    QTest::newRow("seed") << QStringList {QStringLiteral("x-wing"), QStringLiteral("--seed"), QStringLiteral("-1")}
                          << QByteArray("--seed expects a whole number");
    QTest::newRow("count") << QStringList {QStringLiteral("x-wing"), QStringLiteral("--count"), QStringLiteral("many")}
                           << QByteArray("--count expects a whole number");
}

void TestCliPractise::badValues()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const Run run = runPractise(args);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.err.contains(message), run.err.constData());
}

void TestCliPractise::help()
{
    const Run run = runPractise({QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    for (const char *word : {"--level", "--variant", "--seed", "--count", "--list", "--max-attempts", "steps before"})
        QVERIFY2(run.out.contains(word), word);
    const Run top = clitest::runCli({QStringLiteral("--help")});
    QVERIFY(top.out.contains("practise"));
}

QTEST_APPLESS_MAIN(TestCliPractise)
#include "tst_cli_practise.moc"
