// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocab/difficulty.h"

#include "vocab/techniquetext.h"

QString difficultyKey(Difficulty difficulty)
{
    switch (difficulty) {
    case Difficulty::Easy:
        return QStringLiteral("easy");
    case Difficulty::Medium:
        return QStringLiteral("medium");
    case Difficulty::Hard:
        return QStringLiteral("hard");
    case Difficulty::Expert:
        return QStringLiteral("expert");
    case Difficulty::Master:
        return QStringLiteral("master");
    case Difficulty::Extreme:
        break;
    }
    return QStringLiteral("extreme");
}

std::optional<Difficulty> difficultyFromKey(const QString &key)
{
    for (Difficulty d : kDifficulties) {
        if (difficultyKey(d) == key)
            return d;
    }
    return std::nullopt;
}

QString difficultyName(Difficulty difficulty)
{
    // The pack's levels are the engine's levels: one translated name for both (techniquetext).
    static_assert(static_cast<int>(Difficulty::Master) == static_cast<int>(sudoku::Level::Master));
    static_assert(static_cast<int>(Difficulty::Extreme) == static_cast<int>(sudoku::Level::Extreme));
    static_assert(kDifficulties.size() == sudoku::kLevelCount, "a level of the engine without a Difficulty");
    return techniquetext::level(static_cast<sudoku::Level>(difficulty));
}

Difficulty difficultyOf(sudoku::Level level)
{
    return static_cast<Difficulty>(static_cast<int>(level));
}
