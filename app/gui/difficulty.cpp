// SPDX-License-Identifier: GPL-3.0-or-later
#include "difficulty.h"

#include <QCoreApplication>

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
    switch (difficulty) {
    case Difficulty::Easy:
        return QCoreApplication::translate("Difficulty", "Easy");
    case Difficulty::Medium:
        return QCoreApplication::translate("Difficulty", "Medium");
    case Difficulty::Hard:
        return QCoreApplication::translate("Difficulty", "Hard");
    case Difficulty::Expert:
        return QCoreApplication::translate("Difficulty", "Expert");
    case Difficulty::Extreme:
        break;
    }
    return QCoreApplication::translate("Difficulty", "Extreme");
}
