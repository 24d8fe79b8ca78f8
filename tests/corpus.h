// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test helper: the puzzles the tests read.
//
// The public puzzle sets and HoDoKu's technique library are other projects' data and are not in the
// repository: they are read from SUDOKU_DATA_DIR (the CMake cache variable, by default ../shared/data beside
// the source tree, handed to the tests in the environment; see tests/data/README.md). A test that needs one
// starts with SUDOKU_REQUIRE_PUBLIC_FILE(file): where the file is missing the test is skipped with a message
// naming the file, and the test program, built with one of the SUDOKU_TEST_*MAIN macros below, ends with
// kPublicDataSkipped (77) when nothing failed, which ctest shows as "Skipped" (SKIP_RETURN_CODE). A failure
// elsewhere in the same program still fails it. The project's own files (tests/data) are found with dataPath().

#include "sudoku/generate/generator.h"
#include "sudoku/grid/board.h"
#include "sudoku/io/formats.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMetaType>
#include <QString>
#include <QTest>
#ifdef QT_WIDGETS_LIB
#include <QApplication>
#endif

#include <cstdint>
#include <string>
#include <vector>

namespace testing
{

// The exit code of a test program that skipped a test for want of public data and failed none.
inline constexpr int kPublicDataSkipped = 77;

// A file of the project's own test data (tests/data).
inline QString dataPath(const QString &name)
{
    return QStringLiteral(SUDOKU_TEST_DATA "/") + name;
}

// The public data folder: $SUDOKU_DATA_DIR, which ctest sets from the CMake variable, or, for a test run by
// hand without it, ../shared/data beside the source tree.
inline QString publicDataDir()
{
    const QString dir = qEnvironmentVariable("SUDOKU_DATA_DIR");
    return dir.isEmpty() ? QDir::cleanPath(QStringLiteral(SUDOKU_TEST_DATA "/../../../shared/data")) : dir;
}

// A file of the public data folder, whether it is there or not.
inline QString publicPath(const QString &file)
{
    return publicDataDir() + QLatin1Char('/') + file;
}

// Empty when the public file is readable, else why the test that needs it is skipped.
inline QString missingPublicFile(const QString &file)
{
    const QFileInfo info(publicPath(file));
    if (info.isFile() && info.isReadable())
        return {};
    return QStringLiteral("public data file missing: %1 (the public puzzle sets and HoDoKu's library are not part "
                          "of the repository; point the CMake variable SUDOKU_DATA_DIR at the folder that holds "
                          "them, see tests/data/README.md)")
        .arg(info.absoluteFilePath());
}

inline bool &publicDataSkipped()
{
    static bool skipped = false;
    return skipped;
}

// The test program's exit code: Qt Test's count of failures, or kPublicDataSkipped when there is none and a
// test was skipped for want of public data.
inline int exitCode(int failures)
{
    if (failures != 0)
        return failures == kPublicDataSkipped ? failures + 1 : failures;
    return publicDataSkipped() ? kPublicDataSkipped : 0;
}

// A public set, or the lines of it the tests take: every `every`-th line from the first (the samples the
// tests have always used), or the listed line numbers.
struct Corpus {
    QString file;
    int every = 1;
    std::vector<int> lines; // 1-based; when not empty, only these

    QString name() const { return file; }
};

// 1,000 easy newspaper puzzles: lines 1, 11, 21, ... of the 10,000 (one solution each).
inline Corpus kaggle()
{
    return {QStringLiteral("kaggle_10k.txt"), 10, {}};
}
// 1,004 of Royle's 17-clue puzzles: lines 1, 50, 99, ... (one solution each).
inline Corpus seventeenClue()
{
    return {QStringLiteral("17_clue.txt"), 49, {}};
}
// The classic hard set "top 1465", whole.
inline Corpus magictour()
{
    return {QStringLiteral("magictour_top1465.txt"), 1, {}};
}
// 500 of the forum's hardest (SE 11+): lines 1, 21, 41, ...
inline Corpus forumHardest1905()
{
    return {QStringLiteral("forum_hardest_1905_11plus_10k.txt"), 20, {}};
}
// The 375 puzzles hardest for backtracking, whole.
inline Corpus forumHardest1106()
{
    return {QStringLiteral("forum_hardest_1106.txt"), 1, {}};
}
// 10,000 puzzles with two or more solutions each, whole.
inline Corpus serg()
{
    return {QStringLiteral("serg_benchmark.txt"), 1, {}};
}
// Four 17-clue puzzles in which the easiest-step solve meets rare techniques: Unique Rectangle type 5
// (lines 7506, 8593) and Avoidable Rectangle type 2 (lines 5504, 17456).
inline Corpus rarePatterns()
{
    return {QStringLiteral("17_clue.txt"), 1, {5504, 7506, 8593, 17456}};
}

// HoDoKu's regression library for human-style techniques (GPL-3.0), in HoDoKu's library format.
inline QString hodokuLibrary()
{
    return QStringLiteral("hodoku_reglib-1.4.txt");
}

// The selected lines of a corpus, up to `limit` (0 = all), each ending in a newline. Fails the calling test
// when the file cannot be read (a test checks SUDOKU_REQUIRE_PUBLIC_FILE first).
inline QByteArray corpusText(const Corpus &corpus, int limit = 0)
{
    QByteArray text;
    QFile file(publicPath(corpus.file));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        QTest::qFail(qPrintable(QStringLiteral("cannot open ") + file.fileName()), __FILE__, __LINE__);
        return text;
    }
    int taken = 0;
    std::size_t nextListed = 0;
    for (int lineNumber = 1; !file.atEnd() && (limit == 0 || taken < limit); ++lineNumber) {
        const QByteArray line = file.readLine();
        if (corpus.lines.empty() ? (lineNumber - 1) % corpus.every != 0
                                 : nextListed == corpus.lines.size() || corpus.lines[nextListed] != lineNumber)
            continue;
        ++nextListed;
        text += line.endsWith('\n') ? line : line + '\n';
        ++taken;
    }
    return text;
}

inline sudoku::Board boardFromLine(const char *line)
{
    sudoku::Grid grid {};
    for (int i = 0; i < sudoku::kCellCount && line[i]; ++i)
        grid[i] = (line[i] >= '1' && line[i] <= '9') ? static_cast<std::uint8_t>(line[i] - '0') : 0;
    return sudoku::Board::fromGivens(grid);
}

// The puzzles of a corpus (one 81-character puzzle a line), up to `limit` (0 = all).
inline std::vector<sudoku::Board> loadCorpus(const Corpus &corpus, int limit = 0)
{
    std::vector<sudoku::Board> boards;
    for (const QByteArray &line : corpusText(corpus, limit).split('\n')) {
        if (line.size() >= sudoku::kCellCount && !line.startsWith('#'))
            boards.push_back(boardFromLine(line.constData()));
    }
    return boards;
}

// Puzzles made by the project's own generator: `count` puzzles of exactly `level`, the same for the same
// seed on every machine (the n-th is the one `sudoku-cli generate --seed SEED` prints n-th).
inline std::vector<sudoku::Board> generatedPuzzles(sudoku::Level level, int count, std::uint64_t seed)
{
    std::vector<sudoku::Board> boards;
    sudoku::GeneratorOptions options;
    options.level = level;
    for (int i = 0; i < count; ++i) {
        sudoku::Generator generator(sudoku::puzzleSeed(seed, static_cast<std::uint64_t>(i)));
        boards.push_back(generator.generate(options)->puzzle);
    }
    return boards;
}

// Puzzles as text, one 81-character line each ('.' for empty).
inline QByteArray puzzleText(const std::vector<sudoku::Board> &boards)
{
    QByteArray text;
    for (const sudoku::Board &board : boards)
        text += QByteArray::fromStdString(sudoku::toLine(board.puzzle().values())) + '\n';
    return text;
}

} // namespace testing

Q_DECLARE_METATYPE(testing::Corpus)

// Skips the calling test (or, from a _data function, the whole test function) when a public data file is
// missing, naming it.
#define SUDOKU_REQUIRE_PUBLIC_FILE(file)                                                                               \
    do {                                                                                                               \
        const QString sudokuMissing = testing::missingPublicFile(file);                                                \
        if (!sudokuMissing.isEmpty()) {                                                                                \
            testing::publicDataSkipped() = true;                                                                       \
            QSKIP(qPrintable(sudokuMissing));                                                                          \
        }                                                                                                              \
    } while (false)

// QTEST_APPLESS_MAIN, QTEST_GUILESS_MAIN and QTEST_MAIN with the exit code above.
#define SUDOKU_TEST_APPLESS_MAIN(TestObject)                                                                           \
    int main(int argc, char *argv[])                                                                                   \
    {                                                                                                                  \
        TestObject tc;                                                                                                 \
        QTEST_SET_MAIN_SOURCE_PATH                                                                                     \
        return testing::exitCode(QTest::qExec(&tc, argc, argv));                                                       \
    }
#define SUDOKU_TEST_MAIN_WITH(TestObject, Application)                                                                 \
    int main(int argc, char *argv[])                                                                                   \
    {                                                                                                                  \
        Application app(argc, argv);                                                                                   \
        app.setAttribute(Qt::AA_Use96Dpi, true);                                                                       \
        TestObject tc;                                                                                                 \
        QTEST_SET_MAIN_SOURCE_PATH                                                                                     \
        return testing::exitCode(QTest::qExec(&tc, argc, argv));                                                       \
    }
#define SUDOKU_TEST_GUILESS_MAIN(TestObject) SUDOKU_TEST_MAIN_WITH(TestObject, QCoreApplication)
#ifdef QT_WIDGETS_LIB
#define SUDOKU_TEST_MAIN(TestObject) SUDOKU_TEST_MAIN_WITH(TestObject, QApplication)
#endif
