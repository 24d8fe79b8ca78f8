// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: the game-file reader (File > Open, `sudoku FILE`, the autosave at every start).
//
// Any bytes must be read without a crash, a hang or undefined behaviour (issue 11: 1e300 was cast to an
// integer), and:
//  - a refused file says why;
//  - an accepted game is consistent (validateSavedGame), and written again (toJson) it reads again as the
//    same game (the same history too, unless the history written was folded);
//  - restored into the model, its whole history undoes and redoes back to the same board.
#include "game/gamefile.h"
#include "game/gamemodel.h"

#include <QByteArray>
#include <QUndoStack>

#include <cstdint>
#include <cstdlib>

namespace
{

void require(bool condition)
{
    if (!condition)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const GameFile::ReadResult read = GameFile::fromJson(bytes);
    if (!read.game) {
        require(!read.error.isEmpty());
        return 0;
    }
    const SavedGame &game = *read.game;
    require(read.error.isEmpty());
    require(validateSavedGame(game).isEmpty());

    const GameFile::ReadResult again = GameFile::fromJson(GameFile::toJson(game));
    require(again.game.has_value());
    require(again.game->cells == game.cells);
    const GameFile::HistoryRange kept = GameFile::writtenHistory(game);
    if (kept.first == 0 && kept.end == static_cast<int>(game.history.size()))
        require(*again.game == game);

    GameModel model;
    model.restore(game);
    QUndoStack *undo = model.undoStack();
    undo->setIndex(0);
    undo->setIndex(undo->count());
    undo->setIndex(game.historyIndex);
    require(model.snapshot().cells == game.cells);
    return 0;
}
