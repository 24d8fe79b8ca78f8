// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/puzzlepack.h"

#include <QFile>
#include <QRandomGenerator>

PuzzlePack PuzzlePack::bundled()
{
    QFile file(QStringLiteral(":/puzzles/pack.txt"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return fromText(file.readAll());
}

PuzzlePack PuzzlePack::fromText(const QByteArray &text, QStringList *errors)
{
    PuzzlePack pack;
    int lineNumber = 0;
    for (const QByteArray &raw : text.split('\n')) {
        ++lineNumber;
        const QByteArray line = raw.trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QList<QByteArray> fields = line.simplified().split(' ');
        const auto difficulty = difficultyFromKey(QString::fromLatin1(fields.value(0)));
        const QByteArray cells = fields.value(1);
        bool ok = difficulty.has_value() && cells.size() == sudoku::kCellCount;
        sudoku::Grid grid {};
        for (int i = 0; ok && i < sudoku::kCellCount; ++i) {
            const char c = cells[i];
            if (c >= '1' && c <= '9')
                grid[i] = static_cast<std::uint8_t>(c - '0');
            else if (c != '.' && c != '0')
                ok = false;
        }
        if (!ok) {
            if (errors)
                errors->append(QStringLiteral("line %1: not a level and a puzzle").arg(lineNumber));
            continue;
        }
        PackPuzzle puzzle;
        puzzle.difficulty = *difficulty;
        puzzle.index = pack.count(*difficulty);
        puzzle.board = sudoku::Board::fromGivens(grid);
        puzzle.source = QString::fromLatin1(fields.value(2));
        pack.m_puzzles.push_back(std::move(puzzle));
    }
    return pack;
}

int PuzzlePack::count(Difficulty difficulty) const
{
    return static_cast<int>(std::count_if(
        m_puzzles.begin(), m_puzzles.end(), [difficulty](const PackPuzzle &p) { return p.difficulty == difficulty; }));
}

const PackPuzzle *PuzzlePack::find(Difficulty difficulty, int index) const
{
    for (const PackPuzzle &p : m_puzzles) {
        if (p.difficulty == difficulty && p.index == index)
            return &p;
    }
    return nullptr;
}

const PackPuzzle *PuzzlePack::pick(Difficulty difficulty, QRandomGenerator &random, int avoid) const
{
    const int n = count(difficulty);
    if (n == 0)
        return nullptr;
    int index = static_cast<int>(random.bounded(n));
    if (n > 1 && index == avoid)
        index = (index + 1 + static_cast<int>(random.bounded(n - 1))) % n;
    return find(difficulty, index);
}
