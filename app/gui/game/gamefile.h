// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/savedgame.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

// Reads and writes game files: a small JSON document described in docs/game-file-format.md.
//
// Writing goes through DiskFile::writeVerified (a temporary file, checked, renamed over the old one, read
// back), so a crash, a kill or a full disk at any moment leaves either the old file or the new one, never
// half of one, and a failed write is reported, never taken for a success. What is written always loads: the
// undo history written is bounded (kMaxHistoryBytes), the oldest moves folded into the position.
// Reading opens regular files only, up to kMaxFileSize, and checks every field and the consistency of the
// whole game (validateSavedGame) before anything is handed out, so a damaged or foreign file is refused with
// a reason and the caller changes nothing. Keys the reader does not know are ignored.
class GameFile
{
public:
    static constexpr int kVersion = 2; // 2: a variant's rules (classic games are still written as 1)
    static constexpr qint64 kMaxFileSize = 8 * 1024 * 1024;
    static constexpr int kMaxHistory = 100000;
    static constexpr int kMaxCheckpoints = 100;
    // At most this much undo history is written, an eighth of what a reader accepts: about 600 moves that
    // change every cell, 1,000 to 2,000 fills of candidates or restarts, 20,000 single digits or notes.
    static constexpr qint64 kMaxHistoryBytes = 1024 * 1024;

    struct ReadResult {
        std::optional<SavedGame> game;
        QString error; // translated, for a message box; empty when `game` is set
        // What was left out of a game that loads, translated, for a notice: damaged checkpoints are skipped.
        QString warning = {};
    };

    static QByteArray toJson(const SavedGame &game);
    static ReadResult fromJson(const QByteArray &json);
    // The checks of fromJson on a parsed document (which may hold numbers no JSON text has: NaN, infinity).
    static ReadResult fromObject(const QJsonObject &root);

    // Both return a translated error message that names the file, or an empty string on success.
    static QString save(const SavedGame &game, const QString &path);
    static ReadResult load(const QString &path);

    // The moves of `game.history` that toJson writes, [first, end): the newest of the moves made and
    // then of the moves Redo brings back, as many as kMaxHistoryBytes and kMaxHistory allow.
    struct HistoryRange {
        int first = 0;
        int end = 0;
    };
    static HistoryRange writtenHistory(const SavedGame &game);
    // An upper bound of the bytes `move` takes in the written history.
    static qint64 writtenSizeBound(const SavedMove &move);

    // The compact text of one cell in the file: "" empty, "5" an entry, "g5" a given, "n127" notes, then
    // optionally "c39" corner marks, "k2" the cell's colour, "p1327" candidate colours (1 in colour 3, 2 in 7).
    static QString cellText(const CellState &cell);
    static std::optional<CellState> cellFromText(const QString &text);
};
