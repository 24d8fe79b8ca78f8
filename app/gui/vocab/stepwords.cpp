// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocab/stepwords.h"

#include "vocab/puzzletext.h"

#include <QCoreApplication>

namespace stepwords
{

namespace
{

QString list(const QStringList &items, const QString &lastTwo)
{
    if (items.size() < 2)
        return items.value(0);
    const QString separator = QCoreApplication::translate("HintText", ", ", "separator of a list");
    return lastTwo.arg(items.mid(0, items.size() - 1).join(separator), items.last());
}

QStringList texts(const std::vector<sudoku::TextValue> &values)
{
    QStringList out;
    for (const sudoku::TextValue &value : values)
        out << text(value);
    return out;
}

// Fills %1..%99 once each, left to right, as the engine's English does (a value holding "%2" stays as it is).
QString fill(const QString &pattern, const QStringList &values)
{
    QString out;
    out.reserve(pattern.size() + 32 * values.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern[i + 1] >= QLatin1Char('1')
            && pattern[i + 1] <= QLatin1Char('9')) {
            qsizetype slot = pattern[++i].digitValue();
            if (i + 1 < pattern.size() && pattern[i + 1].isDigit())
                slot = slot * 10 + pattern[++i].digitValue();
            out += slot <= values.size() ? values[slot - 1] : QStringLiteral("?");
            continue;
        }
        out += c;
    }
    return out;
}

} // namespace

QString source(const sudoku::TextSource &source)
{
    return QCoreApplication::translate(source.context, source.source, source.comment);
}

QString all(const QStringList &items)
{
    return list(items, QCoreApplication::translate("HintText", "%1 and %2", "the last two of a list"));
}

QString any(const QStringList &items)
{
    return list(items, QCoreApplication::translate("HintText", "%1 or %2", "the last two of a list of alternatives"));
}

QString text(const sudoku::TextValue &value)
{
    using Kind = sudoku::TextValue::Kind;
    switch (value.kind) {
    case Kind::Text:
        return QString::fromStdString(value.text);
    case Kind::House:
        return puzzletext::house(value.house);
    case Kind::All:
        return all(texts(value.items));
    case Kind::Any:
        return any(texts(value.items));
    case Kind::Concat:
        return texts(value.items).join(QString());
    case Kind::Phrase:
        break;
    }
    return fill(source(value.source), texts(value.items));
}

} // namespace stepwords
