// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test helper: the committed puzzle corpora of tests/data (one 81-char puzzle a line).

#include "sudoku/grid/board.h"

#include <QFile>
#include <QString>
#include <QTest>

#include <string>
#include <vector>

namespace testing
{

inline QString dataPath(const QString &name)
{
    return QStringLiteral(SUDOKU_TEST_DATA "/") + name;
}

// Reads up to `limit` puzzles of a one-puzzle-a-line file (0 = all). Fails the calling test when unreadable.
inline std::vector<sudoku::Board> loadCorpus(const QString &name, int limit = 0)
{
    std::vector<sudoku::Board> boards;
    QFile file(dataPath(name));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        QTest::qFail(qPrintable(QStringLiteral("cannot open ") + file.fileName()), __FILE__, __LINE__);
        return boards;
    }
    while (!file.atEnd() && (limit == 0 || static_cast<int>(boards.size()) < limit)) {
        const QByteArray line = file.readLine().trimmed();
        if (line.size() < sudoku::kCellCount || line.startsWith('#'))
            continue;
        sudoku::Grid grid {};
        for (int i = 0; i < sudoku::kCellCount; ++i) {
            const char c = line[i];
            grid[i] = (c >= '1' && c <= '9') ? static_cast<std::uint8_t>(c - '0') : 0;
        }
        boards.push_back(sudoku::Board::fromGivens(grid));
    }
    return boards;
}

inline sudoku::Board boardFromLine(const char *line)
{
    sudoku::Grid grid {};
    for (int i = 0; i < sudoku::kCellCount && line[i]; ++i)
        grid[i] = (line[i] >= '1' && line[i] <= '9') ? static_cast<std::uint8_t>(line[i] - '0') : 0;
    return sudoku::Board::fromGivens(grid);
}

} // namespace testing
