// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of app/gui include one another one way only: a part includes itself, the engine, and the parts
// it USES in its CMakeLists.txt, which come before it. Read from the #include lines of every file, so a
// part that reaches up (or a cycle) fails here before it fails anyone's understanding of the code.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace
{

struct Part {
    QString name;
    QStringList uses;
};

// "vocab=|settings=vocab|board=vocab,game|..." as app/gui/CMakeLists.txt writes it, lowest part first.
QList<Part> parseParts(const QString &text)
{
    QList<Part> parts;
    for (const QString &entry : text.split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
        const qsizetype eq = entry.indexOf(QLatin1Char('='));
        Part part;
        part.name = entry.left(eq);
        part.uses = entry.mid(eq + 1).split(QLatin1Char(','), Qt::SkipEmptyParts);
        parts.append(part);
    }
    return parts;
}

qsizetype indexOf(const QList<Part> &parts, const QString &name)
{
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts[i].name == name)
            return i;
    }
    return -1;
}

// What is wrong with the layering of the tree at `root`, one line a problem, "where: what".
QStringList layeringProblems(const QString &root, const QList<Part> &parts)
{
    QStringList problems;
    const QDir dir(root);
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const Part &part = parts[i];
        if (!dir.exists(part.name))
            problems << QStringLiteral("%1: the part has no folder").arg(part.name);
        for (const QString &used : part.uses) {
            const qsizetype at = indexOf(parts, used);
            if (at < 0)
                problems << QStringLiteral("%1: uses '%2', which is not a part").arg(part.name, used);
            else if (at >= i)
                problems << QStringLiteral("%1: uses '%2', which is not below it").arg(part.name, used);
        }
    }

    static const QRegularExpression include(QStringLiteral(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])"));
    static const QRegularExpression generated(QStringLiteral(R"((^|/)(moc_[^/]*\.cpp|[^/]*\.moc|ui_[^/]*\.h)$)"));
    QDirIterator it(root, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = dir.relativeFilePath(path);
        const QString owner = relative.section(QLatin1Char('/'), 0, 0);
        const qsizetype ownerAt = relative.contains(QLatin1Char('/')) ? indexOf(parts, owner) : -1;
        if (ownerAt < 0) {
            problems << QStringLiteral("%1: not in a part's folder").arg(relative);
            continue;
        }
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
            problems << QStringLiteral("%1: cannot be read").arg(relative);
            continue;
        }
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        for (qsizetype n = 0; n < lines.size(); ++n) {
            const QRegularExpressionMatch m = include.match(lines[n]);
            if (!m.hasMatch())
                continue;
            const bool quoted = m.captured(1) == QLatin1String("\"");
            const QString target = m.captured(2);
            const QString first = target.section(QLatin1Char('/'), 0, 0);
            const QString where = QStringLiteral("%1:%2").arg(relative).arg(n + 1);
            const qsizetype targetAt = target.contains(QLatin1Char('/')) ? indexOf(parts, first) : -1;
            if (targetAt >= 0) {
                if (first == owner || parts[ownerAt].uses.contains(first))
                    continue;
                problems << (targetAt > ownerAt
                        ? QStringLiteral("%1: includes %2, of part '%3', which is above '%4'")
                        : QStringLiteral("%1: includes %2, of part '%3', which '%4' does not use"))
                                .arg(where, target, first, owner);
            } else if (quoted && first != QLatin1String("sudoku") && !generated.match(target).hasMatch()) {
                problems << QStringLiteral("%1: includes \"%2\" without naming its part").arg(where, target);
            }
        }
    }
    problems.sort();
    return problems;
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
            << QByteArray("#include \"sudoku/board.h\"\n#include <QString>\n#include \"b.moc\"\n") << "";
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
