// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The check behind tst_guilayers and tst_enginelayers: a tree of parts, each a folder, whose #include lines
// may reach only the part itself and the parts it USES (declared lowest first), read from the files as text.
// A problem is one line, "where: what", sorted.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QStringList>

namespace layering
{

struct Part {
    QString name;
    QStringList uses;
};

// "vocab=|settings=vocab|board=vocab,game|..." as a CMakeLists.txt writes it, lowest part first.
inline QList<Part> parseParts(const QString &text)
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

inline qsizetype indexOf(const QList<Part> &parts, const QString &name)
{
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts[i].name == name)
            return i;
    }
    return -1;
}

struct Rules {
    // What an include of a part starts with before the part's name: "" in app/gui ("board/boardview.h"),
    // "sudoku/" in the engine ("sudoku/grid/board.h").
    QString prefix;
    // Quoted includes of another tree that a file may use besides its parts ("sudoku/", the engine, for
    // app/gui; checked by engineIncludeProblems).
    QStringList foreign;
};

struct Include {
    int line = 0; // 1-based
    bool quoted = false;
    QString target;
};

inline QList<Include> includesOf(const QString &path, bool *ok)
{
    static const QRegularExpression include(QStringLiteral(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])"));
    QList<Include> found;
    QFile file(path);
    *ok = file.open(QIODevice::ReadOnly | QIODevice::Text);
    if (!*ok)
        return found;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QRegularExpressionMatch m = include.match(lines[n]);
        if (m.hasMatch())
            found.append({static_cast<int>(n + 1), m.captured(1) == QLatin1String("\""), m.captured(2)});
    }
    return found;
}

// What is wrong with the layering of the tree at `root`.
inline QStringList problems(const QString &root, const QList<Part> &parts, const Rules &rules = {})
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
        bool ok = false;
        const QList<Include> includes = includesOf(path, &ok);
        if (!ok) {
            problems << QStringLiteral("%1: cannot be read").arg(relative);
            continue;
        }
        for (const Include &inc : includes) {
            const QString where = QStringLiteral("%1:%2").arg(relative).arg(inc.line);
            const bool prefixed = inc.target.startsWith(rules.prefix);
            const QString rest = inc.target.mid(rules.prefix.size());
            const QString first = rest.section(QLatin1Char('/'), 0, 0);
            const qsizetype targetAt = prefixed && rest.contains(QLatin1Char('/')) ? indexOf(parts, first) : -1;
            if (targetAt >= 0) {
                if (first == owner || parts[ownerAt].uses.contains(first))
                    continue;
                problems << (targetAt > ownerAt
                        ? QStringLiteral("%1: includes %2, of part '%3', which is above '%4'")
                        : QStringLiteral("%1: includes %2, of part '%3', which '%4' does not use"))
                                .arg(where, inc.target, first, owner);
                continue;
            }
            if (!inc.quoted || generated.match(inc.target).hasMatch())
                continue;
            const bool foreign = std::any_of(rules.foreign.begin(), rules.foreign.end(),
                [&](const QString &tree) { return inc.target.startsWith(tree); });
            if (!foreign)
                problems << QStringLiteral("%1: includes \"%2\" without naming its part").arg(where, inc.target);
        }
    }
    problems.sort();
    return problems;
}

// Code outside the engine (`root`'s files, every folder below it) includes only the engine's public headers:
// every quoted include starting with "sudoku/" must be one of `publicHeaders`.
inline QStringList engineIncludeProblems(const QString &root, const QStringList &publicHeaders)
{
    QStringList problems;
    const QDir dir(root);
    QDirIterator it(root, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = dir.relativeFilePath(path);
        bool ok = false;
        for (const Include &inc : includesOf(path, &ok)) {
            if (inc.target.startsWith(QLatin1String("sudoku/")) && !publicHeaders.contains(inc.target))
                problems << QStringLiteral("%1:%2: includes %3, which is not a public header of the engine")
                                .arg(relative)
                                .arg(inc.line)
                                .arg(inc.target);
        }
        if (!ok)
            problems << QStringLiteral("%1: cannot be read").arg(relative);
    }
    problems.sort();
    return problems;
}

} // namespace layering
