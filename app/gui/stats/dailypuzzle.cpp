// SPDX-License-Identifier: GPL-3.0-or-later
#include "stats/dailypuzzle.h"

namespace daily
{

quint64 seed(const QDate &date, Difficulty level)
{
    if (!date.isValid() || date.year() < 1)
        return 0;
    const auto day = static_cast<quint64>(date.year()) * 10000 + static_cast<quint64>(date.month()) * 100
        + static_cast<quint64>(date.day());
    static_assert(kDifficulties.size() <= 9, "L is one decimal digit");
    return day * 10 + static_cast<quint64>(level) + 1;
}

quint64 generatorSeed(const QDate &date, Difficulty level)
{
    return sudoku::puzzleSeed(seed(date, level), 0);
}

} // namespace daily
