// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/savedgame.h"

#include <QByteArray>
#include <QString>

#include <optional>

// Reads and writes game files: a small JSON document described in docs/game-file-format.md.
//
// Writing goes through QSaveFile (a temporary file renamed over the old one once complete), so a crash or
// a kill at any moment leaves either the old file or the new one, never half of one. Reading checks every
// field and the consistency of the whole game (validateSavedGame) before anything is handed out, so a
// damaged or foreign file is refused with a reason and the caller changes nothing.
class GameFile
{
public:
    static constexpr int kVersion = 1;
    static constexpr qint64 kMaxFileSize = 8 * 1024 * 1024;
    static constexpr int kMaxHistory = 100000;

    struct ReadResult {
        std::optional<SavedGame> game;
        QString error; // translated, for a message box; empty when `game` is set
    };

    static QByteArray toJson(const SavedGame &game);
    static ReadResult fromJson(const QByteArray &json);

    // Both return a translated error message, or an empty string on success.
    static QString save(const SavedGame &game, const QString &path);
    static ReadResult load(const QString &path);

    // The compact text of one cell in the file: "" empty, "5" an entry, "g5" a given, "n127" notes, then
    // optionally "c39" corner marks, "k2" the cell's colour, "p1327" candidate colours (1 in colour 3, 2 in 7).
    static QString cellText(const CellState &cell);
    static std::optional<CellState> cellFromText(const QString &text);
};
