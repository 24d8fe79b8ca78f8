// SPDX-License-Identifier: GPL-3.0-or-later
// End-to-end: sudoku-cli on hostile or unlucky input and output: unreadable arguments, a closed stdout and a
// full disk, endless input, huge runs in bounded memory, control characters, and messages that say what is wrong.
#include "clirun.h"
#include "corpus.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace
{

using clitest::cliPath;
using clitest::readAll;
using clitest::Run;
using clitest::runCli;
using clitest::runCliInShell;

const char *const kEasy = "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";
const char *const kEasySolved = "864371259325849761971265843436192587198657432257483916689734125713528694542916378";
const char *const kHard = "1...........8..9..5...3..........2......54.....9...86.........3.2.6.....3......14";

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

// Reads stdout until it holds `lines` lines or `ms` pass.
QByteArray readLines(QProcess &process, int lines, int ms)
{
    QByteArray out;
    QElapsedTimer timer;
    timer.start();
    while (out.count('\n') < lines && timer.elapsed() < ms) {
        process.waitForReadyRead(100);
        out += process.readAllStandardOutput();
    }
    return out;
}

} // namespace

class TestCliInput : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void unreadableArgumentsAreReportedAndTheOthersRead_data();
    void unreadableArgumentsAreReportedAndTheOthersRead();
    void outputErrorsAreReported_data();
    void outputErrorsAreReported();
    void overlongLineStopsAtOnce_data();
    void overlongLineStopsAtOnce();
    void answersStreamBeforeTheInputEnds_data();
    void answersStreamBeforeTheInputEnds();
    void hugeInputInBoundedMemory_data();
    void hugeInputInBoundedMemory();
    void hugeGenerateStartsAtOnceInBoundedMemory();
    void controlCharactersAreEscaped_data();
    void controlCharactersAreEscaped();
    void messagesSayWhatIsWrong_data();
    void messagesSayWhatIsWrong();
    void noPuzzleFound_data();
    void noPuzzleFound();
    void usageErrorsEndWithTryHelp_data();
    void usageErrorsEndWithTryHelp();
    void namesInAnyCase_data();
    void namesInAnyCase();
    void manyFilesAndJobsKeepOrder();

private:
    QTemporaryDir m_dir;
};

void TestCliInput::initTestCase()
{
    QVERIFY2(QFileInfo::exists(cliPath()), "SUDOKU_CLI must name the built sudoku-cli");
    QVERIFY(m_dir.isValid());
    QVERIFY(writeFile(m_dir.filePath(QStringLiteral("easy.txt")), QByteArray(kEasy) + "\n"));
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("a-directory")));
}

void TestCliInput::unreadableArgumentsAreReportedAndTheOthersRead_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("unreadable");
    QTest::addColumn<QByteArray>("reason");
    for (const char *command : {"solve", "count", "rate", "hint", "trace"}) {
        QTest::addRow("%s, directory", command)
            << QString::fromLatin1(command) << QStringLiteral("a-directory") << QByteArray("it is a directory");
        QTest::addRow("%s, missing file", command)
            << QString::fromLatin1(command) << QStringLiteral("missing.txt") << QByteArray("No such file or directory");
    }
}

void TestCliInput::unreadableArgumentsAreReportedAndTheOthersRead()
{
    QFETCH(QString, command);
    QFETCH(QString, unreadable);
    QFETCH(QByteArray, reason);
    const QString easy = m_dir.filePath(QStringLiteral("easy.txt"));
    const QString bad = m_dir.filePath(unreadable);
    const Run single = runCli({command, easy});
    QCOMPARE(single.exitCode, 0);
    const Run run = runCli({command, easy, bad, easy});
    QCOMPARE(run.exitCode, 2);
    // Both readable files are answered, as they would be alone.
    QCOMPARE(run.out, single.out + single.out);
    QCOMPARE(run.err, ("sudoku-cli: cannot read '" + bad + "': ").toUtf8() + reason + "\n");
}

void TestCliInput::outputErrorsAreReported_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("redirect");
    QTest::addColumn<QByteArray>("reason");
    const QString easy = m_dir.filePath(QStringLiteral("easy.txt"));
    const QList<QPair<const char *, QStringList>> commands {
        {"solve", {QStringLiteral("solve"), easy}},
        {"solve, 2 jobs", {QStringLiteral("solve"), QStringLiteral("--jobs=2"), easy, easy, easy}},
        {"count", {QStringLiteral("count"), easy}},
        {"rate", {QStringLiteral("rate"), easy}},
        {"hint", {QStringLiteral("hint"), easy}},
        {"trace", {QStringLiteral("trace"), easy}},
        {"generate", {QStringLiteral("generate"), QStringLiteral("--seed=1")}},
        {"generate, 2 jobs",
            {QStringLiteral("generate"), QStringLiteral("--seed=1"), QStringLiteral("--count=50"),
                QStringLiteral("--jobs=2")}},
        {"help", {QStringLiteral("--help")}},
        {"solve --help", {QStringLiteral("solve"), QStringLiteral("--help")}},
        {"version", {QStringLiteral("--version")}},
    };
    for (const auto &[name, args] : commands) {
        QTest::addRow("%s, stdout closed", name) << args << QStringLiteral(">&-") << QByteArray("Bad file descriptor");
        QTest::addRow("%s, full disk", name)
            << args << QStringLiteral("> /dev/full") << QByteArray("No space left on device");
    }
}

void TestCliInput::outputErrorsAreReported()
{
    QFETCH(QStringList, args);
    QFETCH(QString, redirect);
    QFETCH(QByteArray, reason);
    if (redirect.contains(QLatin1String("/dev/full")) && !QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full on this system");
    const Run run = runCliInShell(QString(), args, redirect);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.endsWith("sudoku-cli: cannot write the output: " + reason + "\n"), run.err.constData());
}

void TestCliInput::overlongLineStopsAtOnce_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("redirect");
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<QByteArray>("err");
    const QByteArray tooLong = "line 1: the line is longer than 65536 bytes, longer than any puzzle; the rest of the "
                               "input is not read\nstandard input: no puzzle found\n";
    for (const char *command : {"solve", "count", "rate", "hint", "trace"})
        QTest::addRow("%s < /dev/zero", command)
            << QStringList {QString::fromLatin1(command)} << QStringLiteral("< /dev/zero") << QByteArray() << tooLong;
    QTest::newRow("solve --jobs 2 < /dev/zero") << QStringList {QStringLiteral("solve"), QStringLiteral("--jobs=2")}
                                                << QStringLiteral("< /dev/zero") << QByteArray() << tooLong;
    QTest::newRow("grid format < /dev/zero") << QStringList {QStringLiteral("solve"), QStringLiteral("--format=grid")}
                                             << QStringLiteral("< /dev/zero") << QByteArray() << tooLong;

    const QString path = m_dir.filePath(QStringLiteral("long-line.txt"));
    writeFile(path, QByteArray(kEasy) + "\n" + QByteArray(70000, '.') + "\n" + kEasy + "\n");
    QTest::newRow("a long line after a puzzle")
        << QStringList {QStringLiteral("solve"), path} << QString() << QByteArray(kEasySolved) + "\n"
        << (path
               + QStringLiteral(": line 2: the line is longer than 65536 bytes, longer than any puzzle; the rest "
                                "of the input is not read\n"))
               .toUtf8();
}

void TestCliInput::overlongLineStopsAtOnce()
{
    QFETCH(QStringList, args);
    QFETCH(QString, redirect);
    QFETCH(QByteArray, out);
    QFETCH(QByteArray, err);
    // Reading /dev/zero whole never ends; the line limit ends it at once.
    const Run run = runCliInShell(QString(), args, redirect, 30000);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, out);
    QCOMPARE(run.err, err);
}

void TestCliInput::answersStreamBeforeTheInputEnds_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("answer");
    QTest::newRow("solve") << QStringList {QStringLiteral("solve")} << QByteArray(kEasySolved) + "\n";
    QTest::newRow("solve, 2 jobs") << QStringList {QStringLiteral("solve"), QStringLiteral("--jobs=2")}
                                   << QByteArray(kEasySolved) + "\n";
    QTest::newRow("count, 3 jobs") << QStringList {QStringLiteral("count"), QStringLiteral("--jobs=3")}
                                   << QByteArray("1\n");
    QTest::newRow("rate, 2 jobs") << QStringList {QStringLiteral("rate"), QStringLiteral("--jobs=2")}
                                  << QByteArray("Easy 1.20 full-house=21 hidden-single=25\n");
}

void TestCliInput::answersStreamBeforeTheInputEnds()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, answer);
    // A puzzle at a time through a pipe that stays open: each answer comes before the next puzzle is sent.
    QProcess process;
    process.start(cliPath(), args);
    QVERIFY(process.waitForStarted(10000));
    for (int i = 0; i < 3; ++i) {
        process.write(QByteArray(kEasy) + "\n");
        QCOMPARE(readLines(process, 1, 20000), answer);
    }
    process.closeWriteChannel();
    QVERIFY(process.waitForFinished(20000));
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(process.readAllStandardError(), QByteArray());
}

void TestCliInput::hugeInputInBoundedMemory_data()
{
    QTest::addColumn<QString>("jobs");
    QTest::newRow("1 job") << QStringLiteral("1");
    QTest::newRow("2 jobs") << QStringLiteral("2");
}

void TestCliInput::hugeInputInBoundedMemory()
{
    QFETCH(QString, jobs);
#ifdef SUDOKU_SANITIZED
    QSKIP("sanitizers reserve memory of their own; the limit would measure them");
#endif
    // 200 MB of input (comment lines, then one puzzle) in a process allowed 64 MB of data: read whole, as
    // sudoku-cli once did, it would not fit.
    const QString script = QStringLiteral("ulimit -d 65536\n{ yes '# a comment line, not a puzzle' | head -n 6000000; "
                                          "printf '%s\\n' '%1'; } | ")
                               .arg(QLatin1String(kEasy));
    QProcess process;
    process.start(QStringLiteral("/bin/sh"),
        {QStringLiteral("-c"), script + QStringLiteral("\"$0\" count --jobs \"$1\""), cliPath(), jobs});
    QVERIFY(process.waitForStarted(10000));
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.readAllStandardError(), QByteArray());
    QCOMPARE(process.readAllStandardOutput(), QByteArray("1\n"));
    QCOMPARE(process.exitCode(), 0);
}

void TestCliInput::hugeGenerateStartsAtOnceInBoundedMemory()
{
    // A hundred million puzzles: the first come at once, in a process allowed 64 MB of data (all results
    // allocated up front took 4 GB).
    QString script = QStringLiteral("exec \"$0\" generate --count 100000000 --jobs 2 --seed 7");
#ifndef SUDOKU_SANITIZED
    script.prepend(QStringLiteral("ulimit -d 65536\n"));
#endif
    QProcess process;
    process.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script, cliPath()});
    QVERIFY(process.waitForStarted(10000));
    const QByteArray out = readLines(process, 20, 30000);
    process.kill();
    process.waitForFinished(10000);
    QVERIFY2(out.count('\n') >= 20, process.readAllStandardError().constData());
    const QByteArray first = out.left(out.indexOf('\n'));
    QCOMPARE(first.size(), 81);
    const Run one = runCli({QStringLiteral("generate"), QStringLiteral("--count=1"), QStringLiteral("--seed=7")});
    QCOMPARE(one.out, first + "\n");
}

void TestCliInput::controlCharactersAreEscaped_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("message");
    const QByteArray escape = "\x1b[2J\x1b]0;owned\x07";
    QByteArray line(kEasy);
    line.replace(0, 1, "\x1b");
    QTest::newRow("line") << QStringList {QStringLiteral("solve")} << line + "\n"
                          << QByteArray("puzzle 1 (line 1): unexpected character a non-ASCII or control character "
                                        "(\\x1b) at column 1");
    QTest::newRow("p1784") << QStringList {QStringLiteral("solve")}
                           << "8 0 0 0 0 0 0 0 0\n0 0 3 " + escape + " 0 0 0 0 0\n"
                           << QByteArray("puzzle 1 (line 2): row 2 has '\\x1b[2J\\x1b]0;owned\\x07' where a digit 0-9 "
                                         "was expected");
    QTest::newRow("poj2676 count line") << QStringList {QStringLiteral("solve"), QStringLiteral("--format=poj2676")}
                                        << escape + "\n"
                                        << QByteArray("line 1: expected the number of puzzles on the first line, "
                                                      "found '\\x1b[2J\\x1b]0;owned\\x07'");
    QTest::newRow("hodoku library line") << QStringList {QStringLiteral("rate")}
                                         << ":0100:1:" + escape + QByteArray(69, '.') + ":::\n"
                                         << QByteArray("puzzle 1 (line 1): givens: unexpected character '\\x1b'");
    QTest::newRow("hodoku deleted candidates")
        << QStringList {QStringLiteral("hint")} << ":0100:1:" + QByteArray(81, '.') + ":1" + escape + ":\n"
        << QByteArray("puzzle 1 (line 1): deleted candidates: '1\\x1b[2J\\x1b]0;owned\\x07' is not "
                      "<digit><row><column>");
    QTest::newRow("option") << QStringList {QStringLiteral("solve"), QStringLiteral("--\x1b[2J")} << QByteArray()
                            << QByteArray("sudoku-cli: unknown option '--\\x1b[2J'");
    QTest::newRow("option value") << QStringList {QStringLiteral("solve"), QStringLiteral("--algo=\x1b[2J")}
                                  << QByteArray() << QByteArray("sudoku-cli: unknown algorithm '\\x1b[2J'");
    QTest::newRow("file name") << QStringList {QStringLiteral("count"), QStringLiteral("/nonexistent/\x1b[2J")}
                               << QByteArray()
                               << QByteArray("sudoku-cli: cannot read '/nonexistent/\\x1b[2J': No such file or "
                                             "directory");
}

void TestCliInput::controlCharactersAreEscaped()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, message);
    const Run run = runCli(args, input);
    QVERIFY(run.exitCode == 1 || run.exitCode == 2);
    QVERIFY2(!run.err.contains('\x1b') && !run.err.contains('\x07'), run.err.constData());
    QVERIFY2(run.err.contains(message), run.err.constData());
}

void TestCliInput::messagesSayWhatIsWrong_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("err");
    QTest::newRow("82 cells") << QStringList {QStringLiteral("solve")} << QByteArray(kEasy) + ".\n"
                              << QByteArray("puzzle 1 (line 1): expected 81 cells, found 82\n");
    QTest::newRow("300 cells") << QStringList {QStringLiteral("count")} << QByteArray(300, '.') + "\n"
                               << QByteArray("puzzle 1 (line 1): expected 81 cells, found 300\n");
    for (const char *algorithm : {"naive", "dfs", "dlx"}) {
        QTest::addRow("--budget 1, %s", algorithm)
            << QStringList {QStringLiteral("solve"), QStringLiteral("--budget=1"),
                   QStringLiteral("--algo=") + QLatin1String(algorithm)}
            << QByteArray(kHard) + "\n"
            << QByteArray("puzzle 1 (line 1): gave up after 1 node (--budget)\n");
    }
}

void TestCliInput::messagesSayWhatIsWrong()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, err);
    const Run run = runCli(args, input);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, err);
}

void TestCliInput::noPuzzleFound_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QByteArray>("input");
    for (const char *command : {"solve", "count", "rate", "hint", "trace"}) {
        QTest::addRow("%s, empty input", command) << QString::fromLatin1(command) << QByteArray();
        QTest::addRow("%s, comments and blank lines", command)
            << QString::fromLatin1(command) << QByteArray("# nothing here\n\n   \n# at all\n");
    }
    QTest::newRow("solve, POJ 2676 without a count") << QStringLiteral("solve") << QByteArray("\n\n\n");
}

void TestCliInput::noPuzzleFound()
{
    QFETCH(QString, command);
    QFETCH(QByteArray, input);
    const Run run = runCli({command}, input);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.err, QByteArray("standard input: no puzzle found\n"));

    // An empty file among others is named; the others are answered.
    const QString empty = m_dir.filePath(QStringLiteral("empty.txt"));
    QVERIFY(writeFile(empty, input));
    const QString easy = m_dir.filePath(QStringLiteral("easy.txt"));
    const Run files = runCli({command, easy, empty});
    QCOMPARE(files.exitCode, 1);
    QCOMPARE(files.out, runCli({command, easy}).out);
    QCOMPARE(files.err, (empty + QStringLiteral(": no puzzle found\n")).toUtf8());
}

void TestCliInput::usageErrorsEndWithTryHelp_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("tryLine");
    const auto row = [](const char *name, const QStringList &args, const char *command) {
        QTest::newRow(name) << args
                            << (command[0] ? QByteArray("Try 'sudoku-cli ") + command + " --help'."
                                           : QByteArray("Try 'sudoku-cli --help'."));
    };
    row("no command", {}, "");
    row("unknown command", {QStringLiteral("solver")}, "");
    for (const char *command : {"solve", "count", "rate", "hint", "trace"}) {
        const QString name = QString::fromLatin1(command);
        QTest::newRow(qPrintable(name + QStringLiteral(" --algo"))) << QStringList {
            name, QStringLiteral("--algo=bogo")} << QByteArray("Try 'sudoku-cli ") + command + " --help'.";
        QTest::newRow(qPrintable(name + QStringLiteral(" --format"))) << QStringList {
            name, QStringLiteral("--format=csv")} << QByteArray("Try 'sudoku-cli ") + command + " --help'.";
        QTest::newRow(qPrintable(name + QStringLiteral(" --budget"))) << QStringList {
            name, QStringLiteral("--budget=-1")} << QByteArray("Try 'sudoku-cli ") + command + " --help'.";
        QTest::newRow(qPrintable(name + QStringLiteral(" unknown option")))
            << QStringList {name, QStringLiteral("--fast")} << QByteArray("Try 'sudoku-cli ") + command + " --help'.";
    }
    row("solve --jobs", {QStringLiteral("solve"), QStringLiteral("--jobs=many")}, "solve");
    row("count --limit", {QStringLiteral("count"), QStringLiteral("--limit=0")}, "count");
    row("generate --level", {QStringLiteral("generate"), QStringLiteral("--level=silly")}, "generate");
    row("generate --symmetry", {QStringLiteral("generate"), QStringLiteral("--symmetry=spiral")}, "generate");
    row("generate --count", {QStringLiteral("generate"), QStringLiteral("--count=-1")}, "generate");
    row("generate file", {QStringLiteral("generate"), QStringLiteral("puzzles.txt")}, "generate");
}

void TestCliInput::usageErrorsEndWithTryHelp()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, tryLine);
    const Run run = runCli(args);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    const QList<QByteArray> lines = run.err.trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].startsWith("sudoku-cli: "), run.err.constData());
    QCOMPARE(lines[1], tryLine);
}

void TestCliInput::namesInAnyCase_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("sameAs");
    const QString easy = m_dir.filePath(QStringLiteral("easy.txt"));
    QTest::newRow("--algo DFS") << QStringList {QStringLiteral("solve"), QStringLiteral("--algo=DFS"), easy}
                                << QStringList {QStringLiteral("solve"), QStringLiteral("--algo=dfs"), easy};
    QTest::newRow("--algo Dlx") << QStringList {QStringLiteral("count"), QStringLiteral("--algo=Dlx"), easy}
                                << QStringList {QStringLiteral("count"), QStringLiteral("--algo=dlx"), easy};
    QTest::newRow("--format LINE") << QStringList {QStringLiteral("solve"), QStringLiteral("--format=LINE"), easy}
                                   << QStringList {QStringLiteral("solve"), QStringLiteral("--format=line"), easy};
    QTest::newRow("--symmetry Rotate90") << QStringList {QStringLiteral("generate"),
        QStringLiteral("--symmetry=Rotate90"), QStringLiteral("--seed=3")}
                                         << QStringList {QStringLiteral("generate"),
                                                QStringLiteral("--symmetry=rotate90"), QStringLiteral("--seed=3")};
    QTest::newRow("--level HARD") << QStringList {QStringLiteral("generate"), QStringLiteral("--level=HARD"),
        QStringLiteral("--seed=3")}
                                  << QStringList {QStringLiteral("generate"), QStringLiteral("--level=hard"),
                                         QStringLiteral("--seed=3")};
}

void TestCliInput::namesInAnyCase()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, sameAs);
    const Run run = runCli(args);
    const Run expected = runCli(sameAs);
    QCOMPARE(expected.exitCode, 0);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, expected.out);
}

void TestCliInput::manyFilesAndJobsKeepOrder()
{
    // Files of several formats, with bad records and an unreadable one between them; output and messages
    // are the same with one job and with several, whatever the chunks.
    const QString mixed = m_dir.filePath(QStringLiteral("mixed.txt"));
    QByteArray text;
    for (int i = 0; i < 300; ++i)
        text += (i % 7 == 3   ? QByteArray("12345\n")
                : i % 11 == 5 ? "55" + QByteArray(79, '.') + "\n"
                              : QByteArray(kEasy) + "\n");
    QVERIFY(writeFile(mixed, text));
    // Files of the generator's puzzles: many easy ones, and fewer that take the search longer.
    const QString easy = m_dir.filePath(QStringLiteral("generated-easy.txt"));
    QVERIFY(writeFile(easy, testing::puzzleText(testing::generatedPuzzles(sudoku::Level::Easy, 1000, 11))));
    const QString hard = m_dir.filePath(QStringLiteral("generated-master.txt"));
    QVERIFY(writeFile(hard, testing::puzzleText(testing::generatedPuzzles(sudoku::Level::Master, 100, 12))));
    const QStringList files {testing::dataPath(QStringLiteral("judge/p1784.in")), mixed,
        m_dir.filePath(QStringLiteral("missing.txt")), easy, testing::dataPath(QStringLiteral("judge/poj2676.in")),
        hard};
    const Run one = runCli(QStringList {QStringLiteral("solve")} + files);
    QCOMPARE(one.exitCode, 2);
    QVERIFY(one.out.contains(QByteArray(kEasySolved) + "\n" + QByteArray(81, 'x') + "\n"));
    for (const char *jobs : {"--jobs=2", "--jobs=3", "--jobs=8"}) {
        const Run many = runCli(QStringList {QStringLiteral("solve"), QLatin1String(jobs)} + files);
        QCOMPARE(many.exitCode, one.exitCode);
        QCOMPARE(many.out, one.out);
        QCOMPARE(many.err, one.err);
    }
}

SUDOKU_TEST_GUILESS_MAIN(TestCliInput)
#include "tst_cli_input.moc"
