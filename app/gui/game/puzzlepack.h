// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/difficulty.h"

#include "sudoku/grid/board.h"

#include <QString>

#include <vector>

class QRandomGenerator;

struct PackPuzzle {
    Difficulty difficulty = Difficulty::Easy;
    int index = 0; // position among the puzzles of its level, 0-based
    sudoku::Board board;
    QString source; // where it came from: generated:seed=S:N, the generator's N-th puzzle of seed S
};

// The bundled, graded puzzles New picks from for the first game and when generation fails
// (resources/puzzles/pack.txt, made by the project's generator, embedded at :/puzzles/pack.txt). One puzzle a
// line: level, 81 cells, source.
class PuzzlePack
{
public:
    static PuzzlePack bundled();
    // Reads a pack; lines that cannot be read are reported in `errors` and skipped.
    static PuzzlePack fromText(const QByteArray &text, QStringList *errors = nullptr);

    const std::vector<PackPuzzle> &puzzles() const { return m_puzzles; }
    int count(Difficulty difficulty) const;
    const PackPuzzle *find(Difficulty difficulty, int index) const;
    // A random puzzle of the level, other than `avoid` when the level has more than one; nullptr when
    // the level is empty.
    const PackPuzzle *pick(Difficulty difficulty, QRandomGenerator &random, int avoid = -1) const;

private:
    std::vector<PackPuzzle> m_puzzles;
};
