// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of app/gui include one another one way only: a part includes itself, the engine, and the parts
// it USES in its CMakeLists.txt, which come before it. Read from the #include lines of every file, so a
// part that reaches up (or a cycle) fails here before it fails anyone's understanding of the code.
#include "layering.h"

#include <QTemporaryDir>
#include <QTest>

namespace
{

using layering::parseParts;
using layering::Part;

QStringList layeringProblems(const QString &root, const QList<Part> &parts)
{
    return layering::problems(root, parts, {QString(), {QStringLiteral("sudoku/")}});
}

void write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

class TestGuiLayers : public QObject
{
    Q_OBJECT

private:
    const QList<Part> m_parts = parseParts(QStringLiteral(SUDOKU_GUI_PARTS));
    const QString m_root = QStringLiteral(SUDOKU_SOURCE_DIR "/app/gui");

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
        for (const QString &problem : layeringProblems(m_root, m_parts)) {
            if (problem.startsWith(part + QLatin1Char('/')) || problem.startsWith(part + QLatin1Char(':')))
                mine << problem;
        }
        QVERIFY2(mine.isEmpty(), qPrintable(mine.join(QLatin1Char('\n'))));
    }

    void everyFileIsInAPart()
    {
        QStringList outside;
        for (const QString &problem : layeringProblems(m_root, m_parts)) {
            if (problem.contains(QLatin1String("not in a part")))
                outside << problem;
        }
        QVERIFY2(outside.isEmpty(), qPrintable(outside.join(QLatin1Char('\n'))));
    }

    // The check itself, on small trees of two parts, "low" and "high" (which uses low), and "side", a
    // part above both that uses neither: each row plants one fault, or none.
    void findsWhatBreaksTheLayering_data()
    {
        QTest::addColumn<QString>("parts");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("problem"); // empty: the tree is fine
        const QString parts = QStringLiteral("low=|high=low|side=");
        QTest::newRow("using a lower part") << parts << "high/b.cpp" << QByteArray("#include \"low/a.h\"\n") << "";
        QTest::newRow("the engine, Qt, moc output")
            << parts << "high/b.cpp"
            << QByteArray("#include \"sudoku/grid/board.h\"\n#include <QString>\n#include \"b.moc\"\n") << "";
        QTest::newRow("including a part above")
            << parts << "low/a.h" << QByteArray("#pragma once\n#include \"high/b.h\"\n")
            << "low/a.h:2: includes high/b.h, of part 'high', which is above 'low'";
        QTest::newRow("in angle brackets too")
            << parts << "low/a.cpp" << QByteArray("#include <high/b.h>\n")
            << "low/a.cpp:1: includes high/b.h, of part 'high', which is above 'low'";
        QTest::newRow("including a part not used")
            << parts << "side/c.cpp" << QByteArray("#include \"low/a.h\"\n")
            << "side/c.cpp:1: includes low/a.h, of part 'low', which 'side' does not use";
        QTest::newRow("a flat include") << parts << "high/b.cpp" << QByteArray("#include \"b.h\"\n")
                                        << "high/b.cpp:1: includes \"b.h\" without naming its part";
        QTest::newRow("a relative include") << parts << "high/b.cpp" << QByteArray("#include \"../low/a.h\"\n")
                                            << "high/b.cpp:1: includes \"../low/a.h\" without naming its part";
        QTest::newRow("a file outside the parts")
            << parts << "stray.cpp" << QByteArray("int x;\n") << "stray.cpp: not in a part's folder";
        QTest::newRow("a cycle in the declaration")
            << QStringLiteral("low=high|high=low|side=") << "high/b.cpp" << QByteArray("#include \"low/a.h\"\n")
            << "low: uses 'high', which is not below it";
    }
    void findsWhatBreaksTheLayering()
    {
        QFETCH(QString, parts);
        QFETCH(QString, file);
        QFETCH(QByteArray, text);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        write(dir.filePath(QStringLiteral("low/a.h")), "#pragma once\n");
        write(dir.filePath(QStringLiteral("high/b.h")), "#pragma once\n#include \"low/a.h\"\n");
        write(dir.filePath(QStringLiteral("side/c.h")), "#pragma once\n");
        write(dir.filePath(file), text);
        const QStringList problems = layeringProblems(dir.path(), parseParts(parts));
        if (problem.isEmpty())
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        else
            QCOMPARE(problems, QStringList {problem});
    }
};

QTEST_APPLESS_MAIN(TestGuiLayers)
#include "tst_guilayers.moc"
