// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end: sudoku-cli rate and hint on files and stdin, plain puzzles and HoDoKu library lines.
#include "clirun.h"
#include "corpus.h"

#include "sudoku/io/formats.h"
#include "sudoku/io/hodoku.h"
#include "sudoku/logic/rating.h"
#include "sudoku/search/solver.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace
{

using clitest::readAll;
using clitest::Run;
using clitest::runCli;

QList<QByteArray> outputLines(const QByteArray &out)
{
    QList<QByteArray> lines = out.split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

// Replays a library line: finds the instance of its technique with exactly its effects, applies it.
std::optional<sudoku::CandidateGrid> replay(const QByteArray &line)
{
    const auto parsed = sudoku::parseLibraryLine(line.toStdString());
    if (!parsed.libraryCase || !parsed.libraryCase->technique())
        return std::nullopt;
    const auto &entry = *parsed.libraryCase;
    sudoku::LogicOptions options;
    options.assumeUnique = true;
    for (const auto &step : sudoku::findSteps(entry.position, *entry.technique(), options)) {
        std::array<sudoku::CellSet, 9> placements {};
        if (step.hasPlacement())
            placements[step.placementDigit - 1].insert(step.placementCell);
        if (step.eliminations == entry.eliminations && placements == entry.placements) {
            sudoku::CandidateGrid after = entry.position;
            sudoku::applyStep(after, step);
            return after;
        }
    }
    return std::nullopt;
}

const char *const kEasy = "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";
const char *const kPointing = ".................1..2..3........4....1..5...6.6....17....7.......4...32...5.6..8.";
const char *const kXWing = "2..6.34..17.....9............64....59...................53..6...8..7..1.....1....";
const char *const kSkyscraper = ".................1..2..3.4......2..5..4.......6..1...7.....432..1.....8..7..6....";
const char *const kUniqueRectangle
    = ".2.5.9.4...5.....19.4.6.3.....695.....6..8...4.......2.3.7...1.....3...67.8......";
// Top 1465 #1: stuck with 55 cells empty, after steps of many techniques (ALS ones included).
const char *const kStuck = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

} // namespace

class TestCliLogic : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void rateLines();
    void rateCorpusWithJobs();
    void rateFailuresStayAligned();
    void rateMultipleSolutions();
    void rateNoUniqueness();
    void rateStats();
    void rateStepsReplay_data();
    void rateStepsReplay();
    void hintFollowsTheRatedPath();
    void hintPlainPuzzle();
    void hintLibraryLineAndBrokenPositions();
    void hintWhenStuckOrSolved();
    void hintWhereATechniqueApplies();
    void pencilMarkInputs();
    void hintAllRunsTheRegressionLibrary();
    void usageAndHelp();
};

void TestCliLogic::initTestCase()
{
    QVERIFY2(QFileInfo::exists(qEnvironmentVariable("SUDOKU_CLI")), "SUDOKU_CLI must name the built sudoku-cli");
}

void TestCliLogic::rateLines()
{
    const QByteArray input = QByteArray(kEasy) + "\n" + kPointing + "\n" + kXWing + "\n" + kSkyscraper + "\n"
        + kUniqueRectangle + "\n" + kStuck + "\n";
    const Run run = runCli({QStringLiteral("rate")}, input);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    const auto lines = outputLines(run.out);
    QCOMPARE(lines.size(), 6);
    QCOMPARE(lines[0], QByteArray("Easy 1.20 full-house=21 hidden-single=25"));
    QCOMPARE(lines[1], QByteArray("Medium 2.60 full-house=20 hidden-single=43 pointing=3 direct-pointing=1"));
    QVERIFY2(lines[2].startsWith("Hard 3.40 ") && lines[2].contains(" hidden-pair=1 x-wing=1 direct-hidden-pair=2"),
        lines[2].constData());
    QVERIFY2(lines[3].startsWith("Expert 6.60 ") && lines[3].contains(" skyscraper=1"), lines[3].constData());
    // The unique rectangle comes before the W-Wing the solve used to need.
    QVERIFY2(lines[4].startsWith("Expert 4.50 ") && lines[4].contains(" hidden-pair=1 unique-rectangle-1=1 "),
        lines[4].constData());
    // At Master the solve takes the easiest step of all (Sue de Coq, ALS, chains); the position they leave
    // takes forcing nets.
    QVERIFY2(lines[5].startsWith("Extreme 9.20 ") && lines[5].contains(" forcing-net-contradiction=1 ")
            && lines[5].contains(" sue-de-coq=") && lines[5].contains(" als-xz=")
            && lines[5].contains(" als-xy-chain="),
        lines[5].constData());
    // The same puzzle with nothing above Expert: stuck, 55 cells left.
    const Run capped
        = runCli({QStringLiteral("rate"), QStringLiteral("--max-level=expert")}, QByteArray(kStuck) + "\n");
    QCOMPARE(capped.exitCode, 0);
    QVERIFY2(capped.out.startsWith("Extreme 10.29 ") && capped.out.endsWith(" stuck=55\n"), capped.out.constData());
    const Run bad = runCli({QStringLiteral("rate"), QStringLiteral("--max-level=fiendish")}, QByteArray(kStuck) + "\n");
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains("unknown level 'fiendish'"));
}

void TestCliLogic::rateCorpusWithJobs()
{
    // The 1,000 newspaper puzzles of the Kaggle sample are all Easy.
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::kaggle().file);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("kaggle.txt"));
    QFile sample(file);
    QVERIFY(sample.open(QIODevice::WriteOnly) && sample.write(testing::corpusText(testing::kaggle())) > 0);
    sample.close();
    const Run one = runCli({QStringLiteral("rate"), file});
    QCOMPARE(one.exitCode, 0);
    const auto lines = outputLines(one.out);
    QCOMPARE(lines.size(), 1000);
    for (const QByteArray &line : lines)
        QVERIFY2(line.startsWith("Easy 1."), line.constData());
    const Run two = runCli({QStringLiteral("rate"), QStringLiteral("--jobs=3"), file});
    QCOMPARE(two.exitCode, 0);
    QCOMPARE(two.out, one.out);
}

void TestCliLogic::rateFailuresStayAligned()
{
    QByteArray input;
    input += QByteArray(kEasy) + "\n"; // 1: fine
    input += "12345\n"; // 2: too short
    input += "55" + QByteArray(79, '.') + "\n"; // 3: clashing givens
    input += "12345678.........9" + QByteArray(63, '.') + "\n"; // 4: no solution
    input += QByteArray(kPointing) + "\n"; // 5: fine
    const Run run = runCli({QStringLiteral("rate")}, input);
    QCOMPARE(run.exitCode, 1);
    const auto lines = outputLines(run.out);
    QCOMPARE(lines.size(), 5);
    QVERIFY(lines[0].startsWith("Easy "));
    QCOMPARE(lines[1], QByteArray("x"));
    QCOMPARE(lines[2], QByteArray("x"));
    QCOMPARE(lines[3], QByteArray("x"));
    QVERIFY(lines[4].startsWith("Medium "));
    const auto err = outputLines(run.err);
    QCOMPARE(err.size(), 3);
    QCOMPARE(err[0], QByteArray("puzzle 2 (line 2): expected 81 cells, found 5"));
    QCOMPARE(err[1], QByteArray("puzzle 3 (line 3): invalid puzzle: two 5s in row 1: r1c1 and r1c2"));
    QCOMPARE(err[2], QByteArray("puzzle 4 (line 4): no solution"));

    // A file name appears in the messages; --steps keeps one header per puzzle.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("some.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(input);
    file.close();
    const Run steps = runCli({QStringLiteral("rate"), QStringLiteral("--steps"), path});
    QCOMPARE(steps.exitCode, 1);
    QVERIFY(steps.err.startsWith((path + QStringLiteral(": puzzle 2 (line 2): expected 81 cells")).toUtf8()));
    QList<QByteArray> headers;
    for (const QByteArray &line : outputLines(steps.out)) {
        if (line.startsWith("# "))
            headers.append(line);
    }
    QCOMPARE(headers.size(), 5);
    QCOMPARE(headers[1], (QStringLiteral("# ") + path + QStringLiteral(": puzzle 2 (line 2): x")).toUtf8());
}

void TestCliLogic::rateMultipleSolutions()
{
    const Run run = runCli({QStringLiteral("rate")}, QByteArray(81, '.') + "\n");
    QCOMPARE(run.exitCode, 0);
    // Nothing applies, forcing nets included: only trial and error goes on (not a level).
    QCOMPARE(run.out, QByteArray("Trial-and-error 10.32 stuck=81\n"));
    QCOMPARE(run.err, QByteArray("puzzle 1 (line 1): more than one solution; uniqueness techniques not used\n"));
}

void TestCliLogic::rateNoUniqueness()
{
    const Run run
        = runCli({QStringLiteral("rate"), QStringLiteral("--no-uniqueness")}, QByteArray(kUniqueRectangle) + "\n");
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith("Master ") && !run.out.contains("unique-rectangle"), run.out.constData());
}

void TestCliLogic::rateStats()
{
    const Run run = runCli({QStringLiteral("rate"), QStringLiteral("--stats")},
        QByteArray(kEasy) + "\n" + kXWing + "\n" + kStuck + "\n12\n" + QByteArray(81, '.') + "\n");
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("rate: 5 puzzles, 4 rated, 1 failed in "), run.err.constData());
    // The empty grid needs trial and error: counted apart from the levels.
    QVERIFY(run.err.contains("; Easy 1; Medium 0; Hard 1; Expert 0; Master 0; Extreme 1; trial and error 1\n"));
    QVERIFY(run.err.contains("ratings/s per job"));
    QVERIFY(run.err.contains("; per puzzle: median "));
}

void TestCliLogic::rateStepsReplay_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<QString>("maxLevel");
    QTest::addColumn<bool>("solved");
    QTest::newRow("pointing") << QByteArray(kPointing) << QStringLiteral("extreme") << true;
    QTest::newRow("x-wing") << QByteArray(kXWing) << QStringLiteral("extreme") << true;
    QTest::newRow("unique rectangle") << QByteArray(kUniqueRectangle) << QStringLiteral("extreme") << true;
    QTest::newRow("als, chains and nets") << QByteArray(kStuck) << QStringLiteral("extreme") << true;
    QTest::newRow("stuck at expert") << QByteArray(kStuck) << QStringLiteral("expert") << false;
}

void TestCliLogic::rateStepsReplay()
{
    // Every line of --steps is a library line that replays, by itself, to the position of the next line.
    QFETCH(QByteArray, puzzle);
    QFETCH(QString, maxLevel);
    QFETCH(bool, solved);
    const QString cap = QStringLiteral("--max-level=") + maxLevel;
    const Run rated = runCli({QStringLiteral("rate"), cap}, puzzle + "\n");
    const Run run = runCli({QStringLiteral("rate"), QStringLiteral("--steps"), cap}, puzzle + "\n");
    QCOMPARE(run.exitCode, 0);
    auto lines = outputLines(run.out);
    QVERIFY(lines.size() > 10);
    QCOMPARE(lines.takeFirst(), "# puzzle 1 (line 1): " + rated.out.trimmed());
    QByteArray last;
    if (!solved) {
        last = lines.takeLast();
        QVERIFY(last.startsWith("# stuck, no technique applies: :0000:x:"));
        last = last.mid(last.indexOf(":0000:x:"));
    }
    std::optional<sudoku::CandidateGrid> position = sudoku::CandidateGrid::fromBoard(testing::boardFromLine(puzzle));
    for (const QByteArray &line : lines) {
        const auto parsed = sudoku::parseLibraryLine(line.toStdString());
        QVERIFY2(parsed.libraryCase, line.constData());
        QVERIFY2(parsed.libraryCase->position == *position, line.constData());
        position = replay(line);
        QVERIFY2(position, line.constData());
    }
    QCOMPARE(position->isSolved(), solved);
    if (!solved) {
        const auto parsed = sudoku::parseLibraryLine(last.toStdString());
        QVERIFY(parsed.libraryCase && parsed.libraryCase->position == *position);
    }
}

void TestCliLogic::hintFollowsTheRatedPath()
{
    // `hint` at every position of `rate --steps` names the step the rating took there (issue 23: the grade is
    // the path the hints walk), on the first 40 puzzles of a hard public set, 3,450 positions, 930 of
    // them past the singles. The positions go in with a neutral technique code: a library line's own code would
    // set that case's options for HoDoKu's regression tests (libraryOptions), not the rating's.
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::magictour().file);
    const Run rated
        = runCli({QStringLiteral("rate"), QStringLiteral("--steps")}, testing::corpusText(testing::magictour(), 40));
    QCOMPARE(rated.exitCode, 0);
    QList<QByteArray> steps;
    QByteArray positions;
    for (const QByteArray &line : outputLines(rated.out)) {
        if (line.startsWith('#'))
            continue;
        steps.push_back(line);
        positions += ":0000" + line.mid(line.indexOf(':', 1)) + "\n";
    }
    QVERIFY(steps.size() > 3000);
    const Run hinted = runCli({QStringLiteral("hint")}, positions);
    QCOMPARE(hinted.exitCode, 0);
    // A hint per position: its description, then its library line, or two for a direct technique (its pattern's,
    // then the hidden single's: the next rated line, whose position's own hint, which may be another single, is
    // passed over).
    QList<QList<QByteArray>> hints;
    for (const QByteArray &line : outputLines(hinted.out)) {
        if (line.startsWith(':') && !hints.isEmpty())
            hints.back().push_back(line);
        else
            hints.push_back({line});
    }
    QCOMPARE(hints.size(), steps.size());
    int beyondSingles = 0;
    int direct = 0;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QList<QByteArray> &hint = hints[i];
        QVERIFY2(hint.size() == 2 || hint.size() == 3, hint.front().constData());
        for (qsizetype k = 1; k < hint.size(); ++k)
            QVERIFY2(i + k - 1 < steps.size() && hint[k] == steps[i + k - 1],
                (hint.front() + "\nrated: " + steps[i + k - 1]).constData());
        beyondSingles += steps[i].startsWith(":00") ? 0 : 1;
        direct += hint.size() == 3 ? 1 : 0;
        i += hint.size() - 2;
    }
    QVERIFY(beyondSingles > 800);
    QVERIFY(direct > 0);
}

void TestCliLogic::hintWhereATechniqueApplies()
{
    // `hint --technique` says, for each puzzle and technique, after how many steps of the easiest-step solve the
    // technique first applies (solveUntil in Applies mode), '-' when never; the techniques in the technique order.
    const QByteArray puzzles = QByteArray(kSkyscraper) + "\n" + kEasy + "\n";
    const Run run
        = runCli({QStringLiteral("hint"), QStringLiteral("--technique=x-wing,hidden-single,remote-pair")}, puzzles);
    QCOMPARE(run.exitCode, 0);
    const auto lines = outputLines(run.out);
    QCOMPARE(lines.size(), 2);
    sudoku::RateOptions options;
    options.assumeUnique = true;
    const char *const inputs[] = {kSkyscraper, kEasy};
    bool passedOver = false;
    for (int i = 0; i < 2; ++i) {
        const auto start = sudoku::CandidateGrid::fromBoard(*sudoku::parseSinglePuzzle(inputs[i]).board);
        QByteArray expected;
        for (const auto technique :
            {sudoku::Technique::HiddenSingle, sudoku::Technique::XWing, sudoku::Technique::RemotePair}) {
            const auto until = sudoku::solveUntil(
                start, sudoku::TechniqueSet::of(technique), options, sudoku::SolveUntilMode::Applies);
            expected += (expected.isEmpty() ? "" : " ") + QByteArray(sudoku::techniqueId(technique).data()) + "="
                + (until ? QByteArray::number(qsizetype(until->before.steps.size())) : QByteArray("-"));
            passedOver
                = passedOver || (until && !sudoku::solveUntil(start, sudoku::TechniqueSet::of(technique), options));
        }
        QCOMPARE(lines[i], expected);
    }
    QVERIFY(lines[0].startsWith("hidden-single=0 x-wing="));
    QVERIFY(passedOver); // a technique the solve never takes is found where it applies
    // An unknown id is a usage error; --all does not go with it.
    QCOMPARE(runCli({QStringLiteral("hint"), QStringLiteral("--technique=no-such")}, puzzles).exitCode, 2);
    QCOMPARE(runCli({QStringLiteral("hint"), QStringLiteral("--all"), QStringLiteral("--technique=x-wing")}, puzzles)
                 .exitCode,
        2);
}

void TestCliLogic::hintPlainPuzzle()
{
    const Run run = runCli({QStringLiteral("hint")}, QByteArray(kPointing) + "\n" + kEasy + "\n");
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    const auto lines = outputLines(run.out);
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0], QByteArray("Hidden Single: In box 5, 6 can only go in r4c4. => r4c4=6"));
    QCOMPARE(lines[1], ":0002:6:" + QByteArray(kPointing) + ":::644:");
    QCOMPARE(lines[2], QByteArray("Hidden Single: In box 4, 2 can only go in r6c1. => r6c1=2"));
    QVERIFY(replay(lines[3]));
}

void TestCliLogic::hintLibraryLineAndBrokenPositions()
{
    const QByteArray xwing
        = ":0300:9:6+7.+83.+1+2+5+1+8.....7.+23517.8....8.6....4.73..2....6......+7+9+34+25+6+81+5+4+1+69873+2+8+6+2+"
          "7+1+3+59+4::916 926 929 946 949 966 969::";
    QByteArray input = xwing + "\r\n"; // CRLF, as the regression library is written
    input += "# a comment\n\n";
    input += ":0000:x:" + QByteArray(kEasy) + ":811::\n"; // r1c1 is 8: its last candidate deleted
    input += ":0000:x:" + QByteArray(kEasy).replace(1, 1, "+8") + ":::\n"; // r1c2 is 6 (candidates 1, 6, 8)
    input += ":0300:9:not a grid:::\n";
    const Run run = runCli({QStringLiteral("hint")}, input);
    QCOMPARE(run.exitCode, 1);
    const auto lines = outputLines(run.out);
    QCOMPARE(lines.size(), 8);
    QVERIFY2(
        lines[0].startsWith("X-Wing: In row 3 and row 5, 9 lies only in column 6 and column 9."), lines[0].constData());
    QCOMPARE(lines[1], xwing);
    for (int i = 2; i < 8; ++i)
        QCOMPARE(lines[i], QByteArray("x"));
    const auto err = outputLines(run.err);
    QCOMPARE(err.size(), 3);
    QCOMPARE(err[0], QByteArray("puzzle 2 (line 4): the position lacks candidate 8 in r1c1, which the solution needs"));
    QCOMPARE(err[1], QByteArray("puzzle 3 (line 5): the position has 8 in r1c2, the solution 6"));
    QCOMPARE(err[2], QByteArray("puzzle 4 (line 6): givens: unexpected character 'n'"));
}

void TestCliLogic::hintWhenStuckOrSolved()
{
    // Stuck with nothing above Expert (nothing finishes this puzzle at Expert); with every technique, the
    // same position has a step.
    const QString expert = QStringLiteral("--max-level=expert");
    const Run steps = runCli({QStringLiteral("rate"), QStringLiteral("--steps"), expert}, QByteArray(kStuck) + "\n");
    QByteArray stuck = outputLines(steps.out).last();
    stuck = stuck.mid(stuck.indexOf(":0000:x:"));
    const Run full = runCli({QStringLiteral("hint")}, stuck + "\n");
    QCOMPARE(full.exitCode, 0);
    QVERIFY2(!full.out.startsWith("No technique applies"), full.out.constData());
    const QByteArray solved = "864371259325849761971265843436192587198657432257483916689734125713528694542916378";
    const Run run = runCli({QStringLiteral("hint"), expert}, stuck + "\n" + solved + "\n");
    QCOMPARE(run.exitCode, 0);
    const auto lines = outputLines(run.out);
    QCOMPARE(lines.size(), 4);
    const QRegularExpression offer(QStringLiteral("^No technique applies; from the solution: r(\\d)c(\\d)=(\\d)$"));
    const auto match = offer.match(QString::fromLatin1(lines[0]));
    QVERIFY2(match.hasMatch(), lines[0].constData());
    QCOMPARE(lines[1], stuck);
    // The offered digit is the solution's.
    const Run solution = runCli({QStringLiteral("solve")}, QByteArray(kStuck) + "\n");
    QCOMPARE(solution.exitCode, 0);
    const int cell = sudoku::cellAt(match.captured(1).toInt() - 1, match.captured(2).toInt() - 1);
    QCOMPARE(solution.out.at(cell), match.captured(3).toLatin1().at(0));
    QCOMPARE(lines[2], QByteArray("The puzzle is solved."));
    QCOMPARE(lines[3], ":0000:x:" + solved + ":::");
}

void TestCliLogic::hintAllRunsTheRegressionLibrary()
{
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
    // The library run from outside: every expected line of an implemented technique is among the steps that
    // `hint --all` lists for its position, and no BUG+1 is listed for the library's fail cases.
    const QString library = testing::publicPath(testing::hodokuLibrary());
    const Run run = runCli({QStringLiteral("hint"), QStringLiteral("--all"), QStringLiteral("--jobs=2"), library});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    const auto out = outputLines(run.out);
    QList<QList<QByteArray>> blocks;
    for (const QByteArray &line : out) {
        if (line.startsWith("# "))
            blocks.append(QList<QByteArray>());
        else
            blocks.last().append(line);
    }
    int checked = 0;
    int block = 0;
    for (QByteArray line : readAll(library).split('\n')) {
        line = line.trimmed();
        if (!line.startsWith(':'))
            continue;
        const auto parsed = sudoku::parseLibraryLine(line.toStdString());
        QVERIFY(parsed.libraryCase);
        const QList<QByteArray> &steps = blocks.value(block++);
        if (!parsed.libraryCase->technique())
            continue;
        const int codeEnd = line.indexOf(':', 1);
        const QByteArray code = line.mid(1, codeEnd - 1);
        const QByteArray base = code.left(code.indexOf('-') < 0 ? code.size() : code.indexOf('-')); // no variant
        if (parsed.libraryCase->isFailCase()) {
            for (const QByteArray &step : steps)
                QVERIFY2(!step.startsWith(":" + base + ":"), line.constData());
        } else if (code == "0402-1") {
            // Empty rectangles with only two candidates in the box: HoDoKu finds these with an option that is
            // off by default, and so is ours. Such a pattern is a Turbot Fish, listed under that name.
            const QByteArray eliminations = line.split(':').value(5);
            const bool listed = std::any_of(steps.begin(), steps.end(), [&](const QByteArray &step) {
                return step.startsWith(":0403:") && step.split(':').value(5) == eliminations;
            });
            QVERIFY2(listed, line.constData());
        } else {
            const QByteArray expected = ":" + base + line.mid(codeEnd);
            QVERIFY2(steps.contains(expected), line.constData());
        }
        ++checked;
    }
    QCOMPARE(block, int(blocks.size()));
    QCOMPARE(checked, 1053);
}

void TestCliLogic::usageAndHelp()
{
    const Run help = runCli({QStringLiteral("--help")});
    QVERIFY(help.out.contains("  rate ") && help.out.contains("  hint "));
    const Run rateHelp = runCli({QStringLiteral("rate"), QStringLiteral("--help")});
    QCOMPARE(rateHelp.exitCode, 0);
    for (const char *word :
        {"Easy", "Medium", "Hard", "Expert", "Extreme", "--steps", "--no-uniqueness", "x-wing", "library", "--jobs N"})
        QVERIFY2(rateHelp.out.contains(word), word);
    const Run hintHelp = runCli({QStringLiteral("hint"), QStringLiteral("--help")});
    QCOMPARE(hintHelp.exitCode, 0);
    QVERIFY(hintHelp.out.contains("--all"));
    const Run bad = runCli({QStringLiteral("rate"), QStringLiteral("--fast")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains("unknown option '--fast'"));
    const Run badJobs = runCli({QStringLiteral("hint"), QStringLiteral("--jobs=many")}, QByteArray(kEasy));
    QCOMPARE(badJobs.exitCode, 2);
    const Run missing = runCli({QStringLiteral("hint"), QStringLiteral("/nonexistent/p.txt")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains("cannot read '/nonexistent/p.txt'"));
}

SUDOKU_TEST_GUILESS_MAIN(TestCliLogic)
// A position written as a pencil-mark grid (HoDoKu, Sudoku Explainer) or a 729-character line: hint and rate
// start from its candidates, the player's eliminations included; a position without the solution's candidate
// is refused as a library line would be; solve answers in the grid's own form.
void TestCliLogic::pencilMarkInputs()
{
    const sudoku::Board puzzle = testing::boardFromLine(kPointing);
    sudoku::SolveOptions options;
    options.solutionLimit = 2;
    const sudoku::SolveResult solved = sudoku::solve(puzzle, options);
    QCOMPARE(solved.status, sudoku::SolveStatus::Unique);
    std::array<std::uint16_t, sudoku::kCellCount> candidates {};
    for (int cell = 0; cell < sudoku::kCellCount; ++cell) {
        if (puzzle.isEmpty(cell))
            candidates[cell] = sudoku::candidatesOf(puzzle.values(), cell);
    }
    // r1c1 loses a candidate that is not its solution.
    const int wrong = std::countr_zero(unsigned(candidates[0] & ~sudoku::digitBit(solved.solution[0]))) + 1;
    candidates[0] &= static_cast<std::uint16_t>(~sudoku::digitBit(wrong));
    const QByteArray grid = QByteArray::fromStdString(sudoku::writePencilMarks(puzzle.values(), candidates));
    const QByteArray line = QByteArray::fromStdString(sudoku::writeCandidateLine(puzzle.values(), candidates));

    const Run fromGrid = runCli({QStringLiteral("hint")}, grid);
    QCOMPARE(fromGrid.exitCode, 0);
    QCOMPARE(fromGrid.err, QByteArray());
    const auto lines = outputLines(fromGrid.out);
    QCOMPARE(lines.size(), 2);
    // The library line lists r1c1's lost candidate among the deleted ones: the position read is the grid's.
    const QList<QByteArray> fields = lines[1].split(':');
    QVERIFY2(fields.size() >= 5, lines[1].constData());
    QVERIFY2(fields[4].split(' ').contains(QByteArray::number(wrong) + "11"), lines[1].constData());
    QCOMPARE(runCli({QStringLiteral("hint")}, line).out, fromGrid.out);

    // The solution's own candidate taken away: refused, naming the cell.
    candidates[0] &= static_cast<std::uint16_t>(~sudoku::digitBit(solved.solution[0]));
    const Run broken = runCli(
        {QStringLiteral("rate")}, QByteArray::fromStdString(sudoku::writePencilMarks(puzzle.values(), candidates)));
    QCOMPARE(broken.exitCode, 1);
    QCOMPARE(broken.err,
        "puzzle 1 (line 2): the position lacks candidate " + QByteArray::number(solved.solution[0])
            + " in r1c1, which the solution needs\n");

    const Run answer = runCli({QStringLiteral("solve")}, grid);
    QCOMPARE(answer.exitCode, 0);
    QCOMPARE(answer.out, QByteArray::fromStdString(sudoku::writeRecord(solved.solution, sudoku::Format::PencilMarks)));
}

#include "tst_cli_logic.moc"
