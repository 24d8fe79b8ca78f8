// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/gamefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <limits>

using namespace sudoku;

namespace
{

const QLatin1String kFormat("sudoku-game");

// Messages of this file are in the "GameFile" context of the .ts files.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(GameFile)
};

// Thrown inside fromJson only, caught at its end: keeps the field-by-field checks readable.
struct Damaged {
    QString reason;
};

QString notesText(CandidateMask notes)
{
    QString text;
    for (int d = 1; d <= 9; ++d) {
        if (notes & digitBit(d))
            text += QChar(u'0' + d);
    }
    return text;
}

std::optional<CandidateMask> notesFromText(QStringView text)
{
    CandidateMask notes = 0;
    for (QChar c : text) {
        if (c < u'1' || c > u'9' || (notes & digitBit(c.unicode() - u'0')))
            return std::nullopt;
        notes |= digitBit(c.unicode() - u'0');
    }
    return notes;
}

QJsonValue require(const QJsonObject &object, const char *key, QJsonValue::Type type)
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.type() != type)
        throw Damaged {Text::tr("the field \u201c%1\u201d is missing or has the wrong type").arg(QLatin1String(key))};
    return value;
}

int requireInt(const QJsonObject &object, const char *key, qint64 min, qint64 max)
{
    const QJsonValue value = require(object, key, QJsonValue::Double);
    const double d = value.toDouble();
    if (d != static_cast<double>(static_cast<qint64>(d)) || d < static_cast<double>(min)
        || d > static_cast<double>(max))
        throw Damaged {Text::tr("the field \u201c%1\u201d is out of range").arg(QLatin1String(key))};
    return static_cast<int>(d);
}

QString requireLine(const QJsonObject &object, const char *key)
{
    const QString line = require(object, key, QJsonValue::String).toString();
    if (line.size() != kCellCount)
        throw Damaged {Text::tr("the field \u201c%1\u201d does not have 81 cells").arg(QLatin1String(key))};
    for (QChar c : line) {
        if (c != u'.' && (c < u'1' || c > u'9'))
            throw Damaged {
                Text::tr("the field \u201c%1\u201d holds a character that is not a cell").arg(QLatin1String(key))};
    }
    return line;
}

} // namespace

QString GameFile::cellText(const CellState &cell)
{
    if (cell.digit != 0)
        return (cell.given ? QStringLiteral("g") : QString()) + QString::number(cell.digit);
    return cell.notes ? QStringLiteral("n") + notesText(cell.notes) : QString();
}

std::optional<CellState> GameFile::cellFromText(const QString &text)
{
    CellState cell;
    if (text.isEmpty())
        return cell;
    if (text.startsWith(u'n') && text.size() > 1) {
        const auto notes = notesFromText(QStringView(text).mid(1));
        if (!notes)
            return std::nullopt;
        cell.notes = *notes;
        return cell;
    }
    QStringView digit(text);
    if (text.startsWith(u'g')) {
        cell.given = true;
        digit = digit.mid(1);
    }
    if (digit.size() != 1 || digit[0] < u'1' || digit[0] > u'9')
        return std::nullopt;
    cell.digit = static_cast<std::uint8_t>(digit[0].unicode() - u'0');
    return cell;
}

QByteArray GameFile::toJson(const SavedGame &game)
{
    QString puzzle, entries;
    QJsonArray notes;
    for (const CellState &cell : game.cells) {
        puzzle += cell.given ? QChar(u'0' + cell.digit) : QChar(u'.');
        entries += (!cell.given && cell.digit) ? QChar(u'0' + cell.digit) : QChar(u'.');
        notes.append(notesText(cell.notes));
    }
    QJsonArray moves;
    for (const SavedMove &move : game.history) {
        QJsonArray changes;
        for (const CellChange &change : move.changes)
            changes.append(QJsonArray {change.cell, cellText(change.before), cellText(change.after)});
        moves.append(QJsonObject {{QStringLiteral("text"), move.text}, {QStringLiteral("changes"), changes}});
    }
    QJsonObject root {
        {QStringLiteral("format"), kFormat},
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("mode"), game.mode == GameMode::Enter ? QStringLiteral("enter") : QStringLiteral("play")},
        {QStringLiteral("puzzle"), puzzle},
        {QStringLiteral("entries"), entries},
        {QStringLiteral("notes"), notes},
        {QStringLiteral("elapsedMs"), game.elapsedMs},
        {QStringLiteral("selectedCell"), game.selectedCell},
        {QStringLiteral("help"),
            QJsonObject {{QStringLiteral("hints"), game.help.hints}, {QStringLiteral("checks"), game.help.checks},
                {QStringLiteral("solverUsed"), game.help.solverUsed}}},
        {QStringLiteral("history"),
            QJsonObject {{QStringLiteral("index"), game.historyIndex}, {QStringLiteral("moves"), moves}}},
    };
    if (game.info.difficulty) {
        root.insert(QStringLiteral("difficulty"), difficultyKey(*game.info.difficulty));
        root.insert(QStringLiteral("packIndex"), game.info.packIndex);
    }
    if (game.info.daily.isValid())
        root.insert(QStringLiteral("daily"), game.info.daily.toString(Qt::ISODate));
    if (!game.gameId.isEmpty())
        root.insert(QStringLiteral("gameId"), game.gameId);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

GameFile::ReadResult GameFile::fromJson(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return {std::nullopt,
            Text::tr("This is not a Sudoku game file, or it is damaged (%1).").arg(parseError.errorString())};
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat)
        return {std::nullopt, Text::tr("This is not a Sudoku game file.")};
    const int version = root.value(QStringLiteral("version")).toInt(-1);
    if (version > kVersion)
        return {
            std::nullopt, Text::tr("This game was saved by a newer version of Sudoku (file version %1).").arg(version)};

    try {
        if (version < 1)
            throw Damaged {Text::tr("the file version is missing")};
        SavedGame game;
        const QString mode = require(root, "mode", QJsonValue::String).toString();
        if (mode != QLatin1String("play") && mode != QLatin1String("enter"))
            throw Damaged {Text::tr("the game mode is unknown")};
        game.mode = mode == QLatin1String("enter") ? GameMode::Enter : GameMode::Play;
        const QString puzzle = requireLine(root, "puzzle");
        const QString entries = requireLine(root, "entries");
        const QJsonArray notes = require(root, "notes", QJsonValue::Array).toArray();
        if (notes.size() != kCellCount)
            throw Damaged {Text::tr("the notes do not have 81 cells")};
        for (int cell = 0; cell < kCellCount; ++cell) {
            CellState &state = game.cells[cell];
            if (puzzle[cell] != u'.' && entries[cell] != u'.')
                throw Damaged {Text::tr("a cell holds both a given and an entry")};
            if (puzzle[cell] != u'.') {
                state.given = true;
                state.digit = static_cast<std::uint8_t>(puzzle[cell].unicode() - u'0');
            } else if (entries[cell] != u'.')
                state.digit = static_cast<std::uint8_t>(entries[cell].unicode() - u'0');
            if (!notes[cell].isString())
                throw Damaged {Text::tr("the notes are not text")};
            const auto mask = notesFromText(notes[cell].toString());
            if (!mask)
                throw Damaged {Text::tr("the notes hold something other than the digits 1 to 9")};
            state.notes = *mask;
        }
        game.elapsedMs = requireInt(root, "elapsedMs", 0, std::numeric_limits<int>::max());
        game.selectedCell = requireInt(root, "selectedCell", 0, kCellCount - 1);
        const QJsonObject help = require(root, "help", QJsonValue::Object).toObject();
        game.help.hints = requireInt(help, "hints", 0, 1000000);
        game.help.checks = requireInt(help, "checks", 0, 1000000);
        game.help.solverUsed = require(help, "solverUsed", QJsonValue::Bool).toBool();
        if (root.contains(QStringLiteral("difficulty"))) {
            game.info.difficulty = difficultyFromKey(require(root, "difficulty", QJsonValue::String).toString());
            if (!game.info.difficulty)
                throw Damaged {Text::tr("the difficulty is unknown")};
            game.info.packIndex = requireInt(root, "packIndex", -1, 1000000);
        }
        if (root.contains(QStringLiteral("daily"))) {
            game.info.daily = QDate::fromString(require(root, "daily", QJsonValue::String).toString(), Qt::ISODate);
            if (!game.info.daily.isValid())
                throw Damaged {Text::tr("the date of the daily puzzle is not a date")};
        }
        if (root.contains(QStringLiteral("gameId"))) {
            game.gameId = require(root, "gameId", QJsonValue::String).toString();
            if (game.gameId.isEmpty() || game.gameId.size() > 64)
                throw Damaged {Text::tr("the game id is empty or too long")};
        }
        const QJsonObject history = require(root, "history", QJsonValue::Object).toObject();
        const QJsonArray moves = require(history, "moves", QJsonValue::Array).toArray();
        if (moves.size() > kMaxHistory)
            throw Damaged {Text::tr("the undo history is too long")};
        game.historyIndex = requireInt(history, "index", 0, moves.size());
        for (const QJsonValue &value : moves) {
            if (!value.isObject())
                throw Damaged {Text::tr("the undo history is damaged")};
            const QJsonObject object = value.toObject();
            SavedMove move;
            move.text = require(object, "text", QJsonValue::String).toString();
            for (const QJsonValue &changeValue : require(object, "changes", QJsonValue::Array).toArray()) {
                const QJsonArray change = changeValue.toArray();
                if (change.size() != 3 || !change[0].isDouble() || !change[1].isString() || !change[2].isString())
                    throw Damaged {Text::tr("the undo history is damaged")};
                const auto before = cellFromText(change[1].toString());
                const auto after = cellFromText(change[2].toString());
                const double cell = change[0].toDouble();
                if (!before || !after || cell < 0 || cell >= kCellCount || cell != static_cast<int>(cell))
                    throw Damaged {Text::tr("the undo history is damaged")};
                move.changes.push_back({static_cast<int>(cell), *before, *after});
            }
            game.history.push_back(std::move(move));
        }
        if (const QString problem = validateSavedGame(game); !problem.isEmpty())
            throw Damaged {problem};
        return {std::move(game), {}};
    } catch (const Damaged &damaged) {
        return {std::nullopt, Text::tr("The game file is damaged: %1.").arg(damaged.reason)};
    }
}

QString GameFile::save(const SavedGame &game, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Text::tr("Cannot write %1: %2").arg(path, file.errorString());
    const QByteArray json = toJson(game);
    if (file.write(json) != json.size() || !file.commit())
        return Text::tr("Cannot write %1: %2").arg(path, file.errorString());
    return {};
}

GameFile::ReadResult GameFile::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {std::nullopt, Text::tr("Cannot open %1: %2").arg(path, file.errorString())};
    if (file.size() > kMaxFileSize)
        return {std::nullopt, Text::tr("%1 is too large to be a Sudoku game file.").arg(path)};
    return fromJson(file.readAll());
}
