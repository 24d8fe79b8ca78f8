// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of the engine (solver/sudoku/<part>) include one another one way only: a part includes itself and
// the parts it USES in its CMakeLists.txt, which come before it; code outside the engine (the programs, the
// tests, the benchmarks, the fuzzers) includes only the headers a part declares PUBLIC. Read from the #include
// lines of every file, as tst_guilayers reads app/gui's.
#include "layering.h"

#include <QTemporaryDir>
#include <QTest>

namespace
{

using layering::parseParts;
using layering::Part;

const layering::Rules kEngineRules {QStringLiteral("sudoku/"), {}};

void write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

class TestEngineLayers : public QObject
{
    Q_OBJECT

private:
    const QList<Part> m_parts = parseParts(QStringLiteral(SUDOKU_CORE_PARTS));
    const QStringList m_public = QStringLiteral(SUDOKU_CORE_PUBLIC_HEADERS).split(QLatin1Char('|'));
    const QString m_root = QStringLiteral(SUDOKU_SOURCE_DIR "/solver/sudoku");

private Q_SLOTS:
    void everyPartIncludesOnlyWhatItUses_data()
    {
        QTest::addColumn<QString>("part");
        QVERIFY(m_parts.size() > 1);
        for (const Part &part : m_parts)
            QTest::addRow("%s", qPrintable(part.name)) << part.name;
    }
    void everyPartIncludesOnlyWhatItUses()
    {
        QFETCH(QString, part);
        QStringList mine;
        for (const QString &problem : layering::problems(m_root, m_parts, kEngineRules)) {
            if (problem.startsWith(part + QLatin1Char('/')) || problem.startsWith(part + QLatin1Char(':')))
                mine << problem;
        }
        QVERIFY2(mine.isEmpty(), qPrintable(mine.join(QLatin1Char('\n'))));
    }

    void everyFileIsInAPart()
    {
        QStringList outside;
        for (const QString &problem : layering::problems(m_root, m_parts, kEngineRules)) {
            if (problem.contains(QLatin1String("not in a part")))
                outside << problem;
        }
        QVERIFY2(outside.isEmpty(), qPrintable(outside.join(QLatin1Char('\n'))));
    }

    void everyPublicHeaderExists()
    {
        QVERIFY(m_public.size() > 10);
        for (const QString &header : m_public)
            QVERIFY2(QFile::exists(QStringLiteral(SUDOKU_SOURCE_DIR "/solver/") + header), qPrintable(header));
    }

    void outsideCodeIncludesOnlyPublicHeaders_data()
    {
        QTest::addColumn<QString>("folder");
        for (const char *folder : {"app", "tests", "bench", "fuzz"})
            QTest::newRow(folder) << QString::fromLatin1(folder);
    }
    void outsideCodeIncludesOnlyPublicHeaders()
    {
        QFETCH(QString, folder);
        const QStringList problems
            = layering::engineIncludeProblems(QStringLiteral(SUDOKU_SOURCE_DIR "/") + folder, m_public);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The check itself, on small trees: parts "low" and "high" (which uses low), and "side", a part above both
    // that uses neither; each row plants one fault, or none.
    void findsWhatBreaksTheLayering_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("problem"); // empty: the tree is fine
        QTest::newRow("using a lower part") << "high/b.cpp" << QByteArray("#include \"sudoku/low/a.h\"\n") << "";
        QTest::newRow("the standard library") << "high/b.cpp" << QByteArray("#include <vector>\n") << "";
        QTest::newRow("including a part above")
            << "low/a.h" << QByteArray("#pragma once\n#include \"sudoku/high/b.h\"\n")
            << "low/a.h:2: includes sudoku/high/b.h, of part 'high', which is above 'low'";
        QTest::newRow("including a part not used")
            << "side/c.cpp" << QByteArray("#include \"sudoku/low/a.h\"\n")
            << "side/c.cpp:1: includes sudoku/low/a.h, of part 'low', which 'side' does not use";
        QTest::newRow("a flat include") << "high/b.cpp" << QByteArray("#include \"b.h\"\n")
                                        << "high/b.cpp:1: includes \"b.h\" without naming its part";
        QTest::newRow("Qt in the engine") << "high/b.cpp" << QByteArray("#include \"QString\"\n")
                                          << "high/b.cpp:1: includes \"QString\" without naming its part";
        QTest::newRow("a file outside the parts")
            << "stray.cpp" << QByteArray("int x;\n") << "stray.cpp: not in a part's folder";
    }
    void findsWhatBreaksTheLayering()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, text);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        write(dir.filePath(QStringLiteral("low/a.h")), "#pragma once\n");
        write(dir.filePath(QStringLiteral("high/b.h")), "#pragma once\n#include \"sudoku/low/a.h\"\n");
        write(dir.filePath(QStringLiteral("side/c.h")), "#pragma once\n");
        write(dir.filePath(file), text);
        const QStringList problems
            = layering::problems(dir.path(), parseParts(QStringLiteral("low=|high=low|side=")), kEngineRules);
        if (problem.isEmpty())
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        else
            QCOMPARE(problems, QStringList {problem});
    }

    void findsAPrivateHeaderIncludedFromOutside()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        write(dir.filePath(QStringLiteral("cli/main.cpp")),
            "#include \"sudoku/low/a.h\"\n#include \"sudoku/low/detail.h\"\n#include <vector>\n");
        QCOMPARE(layering::engineIncludeProblems(dir.path(), {QStringLiteral("sudoku/low/a.h")}),
            QStringList {QStringLiteral(
                "cli/main.cpp:2: includes sudoku/low/detail.h, which is not a public header of the engine")});
    }
};

QTEST_APPLESS_MAIN(TestEngineLayers)
#include "tst_enginelayers.moc"
