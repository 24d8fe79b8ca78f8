// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/gamefile.h"

#include "game/diskfile.h"

#include "sudoku/io/ruleformats.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
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

// A whole number from min to max, or nullopt. The range is checked on the double, before any conversion:
// casting 1e300, infinity or NaN to an integer is undefined behaviour.
std::optional<int> wholeNumber(double d, int min, int max)
{
    if (!(d >= min && d <= max) || d != std::trunc(d))
        return std::nullopt;
    return static_cast<int>(d);
}

int requireInt(const QJsonObject &object, const char *key, int min, int max)
{
    const auto number = wholeNumber(require(object, key, QJsonValue::Double).toDouble(), min, max);
    if (!number)
        throw Damaged {Text::tr("the field \u201c%1\u201d is out of range").arg(QLatin1String(key))};
    return *number;
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

// The optional keys of pencil marks and colours, and of the digits Solve filled in (absent in files of games
// that have none).
void readMarks(const QJsonObject &root, SavedGame &game)
{
    if (root.contains(QStringLiteral("solvedCells"))) {
        const QString solved = require(root, "solvedCells", QJsonValue::String).toString();
        if (solved.size() != kCellCount)
            throw Damaged {Text::tr("the cells Solve filled in are not 81")};
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (solved[cell] == u's' && (game.cells[cell].digit == 0 || game.cells[cell].given))
                throw Damaged {Text::tr("a cell Solve filled in holds no entry")};
            if (solved[cell] != u's' && solved[cell] != u'.')
                throw Damaged {Text::tr("the cells Solve filled in are damaged")};
            game.cells[cell].solved = solved[cell] == u's';
        }
    }
    if (root.contains(QStringLiteral("cornerMarks"))) {
        const QJsonArray corner = require(root, "cornerMarks", QJsonValue::Array).toArray();
        if (corner.size() != kCellCount)
            throw Damaged {Text::tr("the corner marks do not have 81 cells")};
        for (int cell = 0; cell < kCellCount; ++cell) {
            const auto mask = corner[cell].isString() ? notesFromText(corner[cell].toString()) : std::nullopt;
            if (!mask)
                throw Damaged {Text::tr("the corner marks hold something other than the digits 1 to 9")};
            game.cells[cell].corner = *mask;
        }
    }
    if (root.contains(QStringLiteral("cellColours"))) {
        const QString colours = require(root, "cellColours", QJsonValue::String).toString();
        if (colours.size() != kCellCount)
            throw Damaged {Text::tr("the cell colours do not have 81 cells")};
        for (int cell = 0; cell < kCellCount; ++cell) {
            const QChar c = colours[cell];
            if (c != u'.' && (c < u'1' || c > QChar(u'0' + kColourCount)))
                throw Damaged {Text::tr("a cell colour is not one of the colours 1 to %1").arg(kColourCount)};
            game.cells[cell].colour = c == u'.' ? 0 : static_cast<std::uint8_t>(c.unicode() - u'0');
        }
    }
    if (root.contains(QStringLiteral("candidateColours"))) {
        const QJsonArray colours = require(root, "candidateColours", QJsonValue::Array).toArray();
        if (colours.size() != kCellCount)
            throw Damaged {Text::tr("the candidate colours do not have 81 cells")};
        for (int cell = 0; cell < kCellCount; ++cell) {
            const QString pairs = colours[cell].toString();
            const auto parsed = GameFile::cellFromText(pairs.isEmpty() ? pairs : QStringLiteral("p") + pairs);
            if (!colours[cell].isString() || !parsed)
                throw Damaged {Text::tr("the candidate colours are damaged")};
            game.cells[cell].candidateColours = parsed->candidateColours;
        }
    }
}

// The optional key of a variant's rules: a variant line (sudoku/io/ruleformats.h) with no givens, whose rules
// must hold together.
void readRules(const QJsonObject &root, SavedGame &game)
{
    if (!root.contains(QStringLiteral("rules")))
        return;
    const QString line = require(root, "rules", QJsonValue::String).toString();
    if (line.size() > 1024)
        throw Damaged {Text::tr("the rules are too long")};
    const RulesParse parsed = parseVariantLine(line.toStdString());
    if (!parsed.board)
        throw Damaged {Text::tr("the rules are damaged (%1)").arg(QString::fromStdString(parsed.error))};
    if (parsed.board->givenCount() != 0)
        throw Damaged {Text::tr("the rules hold digits")};
    game.rules = parsed.board->rules();
}

// The optional key of the checkpoints: [{"name": "...", "cells": [81 cell texts]}]. A damaged entry is
// skipped, not fatal: the game itself is fine. Returns what was skipped, or an empty string.
QString readCheckpoints(const QJsonObject &root, SavedGame &game)
{
    if (!root.contains(QStringLiteral("checkpoints")))
        return {};
    const QJsonValue value = root.value(QStringLiteral("checkpoints"));
    if (!value.isArray())
        return Text::tr("The checkpoints of this game are damaged and were left out.");
    const QJsonArray entries = value.toArray();
    QStringList skipped;
    int number = 0;
    for (const QJsonValue &entry : entries) {
        ++number;
        if (static_cast<int>(game.checkpoints.size()) >= GameFile::kMaxCheckpoints) {
            skipped << Text::tr("checkpoint %1 (more than %2)").arg(number).arg(GameFile::kMaxCheckpoints);
            continue;
        }
        const QJsonObject object = entry.toObject();
        const QString name = object.value(QStringLiteral("name")).toString();
        const QString label = name.isEmpty() ? Text::tr("checkpoint %1").arg(number)
                                             : QStringLiteral("\u201c%1\u201d").arg(name.left(100));
        const QJsonArray cells = object.value(QStringLiteral("cells")).toArray();
        Checkpoint checkpoint;
        checkpoint.name = name;
        QString problem;
        if (!entry.isObject() || !object.value(QStringLiteral("name")).isString()
            || !object.value(QStringLiteral("cells")).isArray() || cells.size() != kCellCount)
            problem = Text::tr("it is not a checkpoint of 81 cells");
        for (int cell = 0; problem.isEmpty() && cell < kCellCount; ++cell) {
            const auto state = cells[cell].isString() ? GameFile::cellFromText(cells[cell].toString()) : std::nullopt;
            if (!state)
                problem = Text::tr("a cell is damaged");
            else
                checkpoint.cells[cell] = *state;
        }
        if (problem.isEmpty())
            problem = validateCheckpoint(game, checkpoint);
        if (!problem.isEmpty()) {
            skipped << Text::tr("%1 (%2)", "a skipped checkpoint and why").arg(label, problem);
            continue;
        }
        game.checkpoints.push_back(std::move(checkpoint));
    }
    if (skipped.isEmpty())
        return {};
    return Text::tr("Damaged checkpoints were left out: %1.").arg(skipped.join(QStringLiteral("; ")));
}

QJsonArray cellTexts(const std::array<CellState, kCellCount> &cells)
{
    QJsonArray texts;
    for (const CellState &cell : cells)
        texts.append(GameFile::cellText(cell));
    return texts;
}

// A move's "checkpoint": {"kind": "set" or "delete", "index": n, "name": "...", "cells": [81 cell texts]}. Its name
// and givens are checked with the whole game (validateSavedGame).
CheckpointEdit readCheckpointEdit(const QJsonObject &object)
{
    CheckpointEdit edit;
    const QString kind = require(object, "kind", QJsonValue::String).toString();
    if (kind != QLatin1String("set") && kind != QLatin1String("delete"))
        throw Damaged {Text::tr("the undo history is damaged")};
    edit.kind = kind == QLatin1String("set") ? CheckpointEdit::Kind::Set : CheckpointEdit::Kind::Delete;
    edit.index = requireInt(object, "index", 0, GameFile::kMaxCheckpoints - 1);
    edit.checkpoint.name = require(object, "name", QJsonValue::String).toString();
    const QJsonArray cells = require(object, "cells", QJsonValue::Array).toArray();
    if (cells.size() != kCellCount)
        throw Damaged {Text::tr("the undo history is damaged")};
    for (int cell = 0; cell < kCellCount; ++cell) {
        const auto state = cells[cell].isString() ? GameFile::cellFromText(cells[cell].toString()) : std::nullopt;
        if (!state)
            throw Damaged {Text::tr("the undo history is damaged")};
        edit.checkpoint.cells[cell] = *state;
    }
    return edit;
}

} // namespace

QString GameFile::cellText(const CellState &cell)
{
    QString text;
    if (cell.digit != 0)
        text = (cell.given           ? QStringLiteral("g")
                       : cell.solved ? QStringLiteral("s")
                                     : QString())
            + QString::number(cell.digit);
    else if (cell.notes)
        text = QStringLiteral("n") + notesText(cell.notes);
    if (cell.corner)
        text += QStringLiteral("c") + notesText(cell.corner);
    if (cell.colour)
        text += QStringLiteral("k") + QString::number(cell.colour);
    if (cell.hasCandidateColours()) {
        text += QLatin1Char('p');
        for (int d = 1; d <= 9; ++d) {
            if (const int colour = cell.candidateColours[static_cast<std::size_t>(d - 1)])
                text += QChar(u'0' + d) + QString::number(colour);
        }
    }
    return text;
}

std::optional<CellState> GameFile::cellFromText(const QString &text)
{
    CellState cell;
    QStringView rest(text);
    // The digits of the part that starts at rest[0], which is a letter (or the whole text when `bare`).
    const auto takePart = [&rest](qsizetype from) {
        qsizetype end = from;
        while (end < rest.size() && rest[end] >= u'0' && rest[end] <= u'9')
            ++end;
        const QStringView part = rest.mid(from, end - from);
        rest = rest.mid(end);
        return part;
    };
    const auto digitOf = [](QChar c) { return c >= u'1' && c <= u'9' ? c.unicode() - u'0' : 0; };

    if (rest.startsWith(u'n')) {
        const auto notes = notesFromText(takePart(1));
        if (!notes || *notes == 0)
            return std::nullopt;
        cell.notes = *notes;
    } else if (!rest.isEmpty() && (rest[0] == u'g' || rest[0] == u's' || digitOf(rest[0]) != 0)) {
        cell.given = rest[0] == u'g';
        cell.solved = rest[0] == u's';
        const QStringView digit = takePart(cell.given || cell.solved ? 1 : 0);
        if (digit.size() != 1 || digitOf(digit[0]) == 0)
            return std::nullopt;
        cell.digit = static_cast<std::uint8_t>(digitOf(digit[0]));
    }
    // Corner marks, the cell's colour and the candidates' colours, each at most once, in this order.
    if (rest.startsWith(u'c')) {
        const auto corner = notesFromText(takePart(1));
        if (!corner || *corner == 0)
            return std::nullopt;
        cell.corner = *corner;
    }
    if (rest.startsWith(u'k')) {
        const QStringView colour = takePart(1);
        if (colour.size() != 1 || digitOf(colour[0]) == 0 || digitOf(colour[0]) > kColourCount)
            return std::nullopt;
        cell.colour = static_cast<std::uint8_t>(digitOf(colour[0]));
    }
    if (rest.startsWith(u'p')) {
        const QStringView pairs = takePart(1);
        if (pairs.isEmpty() || pairs.size() % 2 != 0)
            return std::nullopt;
        for (qsizetype i = 0; i < pairs.size(); i += 2) {
            const int digit = digitOf(pairs[i]);
            const int colour = digitOf(pairs[i + 1]);
            if (digit == 0 || colour == 0 || colour > kColourCount
                || cell.candidateColours[static_cast<std::size_t>(digit - 1)] != 0)
                return std::nullopt;
            cell.candidateColours[static_cast<std::size_t>(digit - 1)] = static_cast<std::uint8_t>(colour);
        }
    }
    if (!rest.isEmpty())
        return std::nullopt;
    return cell;
}

qint64 GameFile::writtenSizeBound(const SavedMove &move)
{
    // {"changes":[...],"text":"..."} and a comma: 25 bytes. In the text, a printable ASCII character takes 1
    // byte (2 for " and \), anything else at most 6 (\u00e9, or as UTF-8 fewer). A change [80,"n12","5"]
    // with its comma is 11 bytes and the two cell texts.
    const auto textBytes = [](const QString &text) {
        qint64 bytes = 0;
        for (const QChar c : text)
            bytes += c == u'"' || c == u'\\' ? 2 : c.unicode() >= 0x20 && c.unicode() < 0x7f ? 1 : 6;
        return bytes;
    };
    qint64 bytes = 25 + textBytes(move.text);
    for (const CellChange &change : move.changes)
        bytes += 11 + cellText(change.before).size() + cellText(change.after).size();
    // ,"checkpoint":{"kind":"delete","index":99,"name":"...","cells":[...]}: 62 bytes, the name, and each cell
    // text in quotes with its comma.
    if (move.checkpoint) {
        bytes += 62 + textBytes(move.checkpoint->checkpoint.name);
        for (const CellState &cell : move.checkpoint->checkpoint.cells)
            bytes += 3 + cellText(cell).size();
    }
    return bytes;
}

GameFile::HistoryRange GameFile::writtenHistory(const SavedGame &game)
{
    // The moves next to the position are worth most: one back (the newest made), one forward (the next to
    // redo), and so on outwards, while the budget lasts; a direction ends at the first move that does not fit.
    const int size = static_cast<int>(game.history.size());
    qint64 budget = kMaxHistoryBytes;
    HistoryRange kept {game.historyIndex, game.historyIndex};
    bool back = kept.first > 0;
    bool forward = kept.end < size;
    const auto take = [&](int move) {
        const qint64 bytes = writtenSizeBound(game.history[static_cast<std::size_t>(move)]);
        if (bytes > budget || kept.end - kept.first >= kMaxHistory)
            return false;
        budget -= bytes;
        return true;
    };
    while (back || forward) {
        if (back) {
            back = take(kept.first - 1);
            if (back)
                back = --kept.first > 0;
        }
        if (forward) {
            forward = take(kept.end);
            if (forward)
                forward = ++kept.end < size;
        }
    }
    return kept;
}

QByteArray GameFile::toJson(const SavedGame &game)
{
    QString puzzle, entries, solvedCells, cellColours;
    QJsonArray notes, cornerMarks, candidateColours;
    bool anyCorner = false, anyColour = false, anyCandidateColour = false, anySolved = false;
    for (const CellState &cell : game.cells) {
        puzzle += cell.given ? QChar(u'0' + cell.digit) : QChar(u'.');
        entries += (!cell.given && cell.digit) ? QChar(u'0' + cell.digit) : QChar(u'.');
        solvedCells += cell.solved ? QChar(u's') : QChar(u'.');
        anySolved = anySolved || cell.solved;
        notes.append(notesText(cell.notes));
        cornerMarks.append(notesText(cell.corner));
        cellColours += cell.colour ? QChar(u'0' + cell.colour) : QChar(u'.');
        QString pairs;
        for (int d = 1; d <= 9; ++d) {
            if (const int colour = cell.candidateColours[static_cast<std::size_t>(d - 1)])
                pairs += QChar(u'0' + d) + QString::number(colour);
        }
        candidateColours.append(pairs);
        anyCorner = anyCorner || cell.corner;
        anyColour = anyColour || cell.colour;
        anyCandidateColour = anyCandidateColour || !pairs.isEmpty();
    }
    // `cells` is the position after the first historyIndex moves, so moves folded away at the start are
    // simply left out (they can no longer be undone), and so are moves past the end of what Redo keeps.
    const HistoryRange kept = writtenHistory(game);
    QJsonArray moves;
    for (int i = kept.first; i < kept.end; ++i) {
        const SavedMove &move = game.history[i];
        QJsonArray changes;
        for (const CellChange &change : move.changes)
            changes.append(QJsonArray {change.cell, cellText(change.before), cellText(change.after)});
        QJsonObject object {{QStringLiteral("text"), move.text}, {QStringLiteral("changes"), changes}};
        // A checkpoint set or deleted: a move without changes, which older readers take as a move that changes
        // nothing (so the version stays).
        if (move.checkpoint) {
            const CheckpointEdit &edit = *move.checkpoint;
            object.insert(QStringLiteral("checkpoint"),
                QJsonObject {
                    {QStringLiteral("kind"),
                        edit.kind == CheckpointEdit::Kind::Set ? QStringLiteral("set") : QStringLiteral("delete")},
                    {QStringLiteral("index"), edit.index}, {QStringLiteral("name"), edit.checkpoint.name},
                    {QStringLiteral("cells"), cellTexts(edit.checkpoint.cells)}});
        }
        moves.append(object);
    }
    QJsonObject root {
        {QStringLiteral("format"), kFormat},
        // A classic game is written as version 1, which every reader reads; a variant's as version 2, which
        // readers that would play it as classic refuse as "saved by a newer version".
        {QStringLiteral("version"), game.rules.isClassic() ? 1 : kVersion},
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
            QJsonObject {{QStringLiteral("index"), game.historyIndex - kept.first}, {QStringLiteral("moves"), moves}}},
    };
    // Optional keys, written only when the game uses what they hold: files of games without them stay as
    // older versions wrote them.
    if (anyCorner)
        root.insert(QStringLiteral("cornerMarks"), cornerMarks);
    if (anyColour)
        root.insert(QStringLiteral("cellColours"), cellColours);
    if (anyCandidateColour)
        root.insert(QStringLiteral("candidateColours"), candidateColours);
    if (anySolved)
        root.insert(QStringLiteral("solvedCells"), solvedCells);
    if (game.help.mistakesShown || game.help.mistakes > 0) {
        QJsonObject help = root.value(QStringLiteral("help")).toObject();
        help.insert(QStringLiteral("mistakesShown"), game.help.mistakesShown);
        help.insert(QStringLiteral("mistakes"), game.help.mistakes);
        root.insert(QStringLiteral("help"), help);
    }
    if (game.help.wrongDigits > 0) {
        QJsonObject help = root.value(QStringLiteral("help")).toObject();
        help.insert(QStringLiteral("wrongDigits"), game.help.wrongDigits);
        root.insert(QStringLiteral("help"), help);
    }
    if (game.info.difficulty) {
        root.insert(QStringLiteral("difficulty"), difficultyKey(*game.info.difficulty));
        root.insert(QStringLiteral("packIndex"), game.info.packIndex);
    }
    if (game.info.daily.isValid())
        root.insert(QStringLiteral("daily"), game.info.daily.toString(Qt::ISODate));
    if (!game.gameId.isEmpty())
        root.insert(QStringLiteral("gameId"), game.gameId);
    if (!game.rules.isClassic())
        root.insert(QStringLiteral("rules"), QString::fromStdString(writeVariantLine(Grid {}, game.rules)));
    if (!game.checkpoints.empty()) {
        QJsonArray checkpoints;
        for (const Checkpoint &checkpoint : game.checkpoints)
            checkpoints.append(QJsonObject {
                {QStringLiteral("name"), checkpoint.name}, {QStringLiteral("cells"), cellTexts(checkpoint.cells)}});
        root.insert(QStringLiteral("checkpoints"), checkpoints);
    }
    // Compact: indentation made a long history several times larger (issue 11: 8 MiB after ~1,000 moves).
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

GameFile::ReadResult GameFile::fromJson(const QByteArray &json)
{
    if (json.trimmed().isEmpty())
        return {std::nullopt, Text::tr("This is not a Sudoku game file: it is empty.")};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return {std::nullopt,
            Text::tr("This is not a Sudoku game file, or it is damaged (%1 at byte %2).")
                .arg(parseError.errorString(), QString::number(parseError.offset))};
    if (!document.isObject())
        return {std::nullopt, Text::tr("This is not a Sudoku game file: it holds JSON, but not a game.")};
    return fromObject(document.object());
}

GameFile::ReadResult GameFile::fromObject(const QJsonObject &root)
{
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
        if (help.contains(QStringLiteral("mistakesShown")))
            game.help.mistakesShown = require(help, "mistakesShown", QJsonValue::Bool).toBool();
        if (help.contains(QStringLiteral("mistakes")))
            game.help.mistakes = requireInt(help, "mistakes", 0, 1000000);
        if (help.contains(QStringLiteral("wrongDigits")))
            game.help.wrongDigits = requireInt(help, "wrongDigits", 0, 1000000);
        readMarks(root, game);
        readRules(root, game);
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
        game.historyIndex = requireInt(history, "index", 0, static_cast<int>(moves.size()));
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
                const auto cell = wholeNumber(change[0].toDouble(), 0, kCellCount - 1);
                if (!before || !after || !cell)
                    throw Damaged {Text::tr("the undo history is damaged")};
                move.changes.push_back({*cell, *before, *after});
            }
            if (object.contains(QStringLiteral("checkpoint")))
                move.checkpoint = readCheckpointEdit(require(object, "checkpoint", QJsonValue::Object).toObject());
            game.history.push_back(std::move(move));
        }
        if (const QString problem = validateSavedGame(game); !problem.isEmpty())
            throw Damaged {problem};
        // Last, on a game known to be sound: a checkpoint is checked against its givens.
        QString warning = readCheckpoints(root, game);
        return {std::move(game), {}, std::move(warning)};
    } catch (const Damaged &damaged) {
        return {std::nullopt, Text::tr("The game file is damaged: %1.").arg(damaged.reason)};
    }
}

QString GameFile::save(const SavedGame &game, const QString &path)
{
    return DiskFile::writeVerified(path, toJson(game));
}

GameFile::ReadResult GameFile::load(const QString &path)
{
    const DiskFile::Read file = DiskFile::readRegular(path, kMaxFileSize);
    if (!file.error.isEmpty())
        return {std::nullopt, file.error};
    ReadResult result = fromJson(file.bytes);
    if (!result.game)
        result.error = Text::tr("Cannot open %1. %2").arg(path, result.error);
    return result;
}
