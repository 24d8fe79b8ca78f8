// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/hint.h"

#include "sudoku/grid/board.h"
#include "sudoku/logic/technique.h"

#include <QString>

#include <optional>
#include <stop_token>
#include <vector>

// The glossary's example puzzles: one per technique the generator gave an example of, in a text file of lines
// "<technique id> <puzzle>" (the puzzle in any one-line format sudoku-cli reads: an 81-character line, or a
// variant line for a killer), '#' starting a comment. The example of a technique is the position just before
// its first step in the puzzle's easiest-step solve (sudoku::solveUntil), and that step.
namespace glossaryexamples
{

struct Example {
    sudoku::Technique technique = sudoku::Technique::FullHouse;
    sudoku::Board puzzle;
};

// The examples of `path` (the app's resource by default). A line that does not read (an unknown id, a puzzle
// that does not parse) is left out and named in `problems` when given.
inline constexpr const char *kResource = ":/glossary/examples.txt";
std::vector<Example> load(const QString &path = QString::fromLatin1(kResource), QStringList *problems = nullptr);

// The hint that shows the first step of `example.technique` in the puzzle's solve, on the position before it
// (the puzzle's givens and the digits the steps before it placed, candidates as they left them); nullopt when
// the solve never takes one or `stop` was requested. Tens of milliseconds, more for forcing chains and nets:
// a worker thread's job.
std::optional<Hint> firstStep(const Example &example, std::stop_token stop = {});

} // namespace glossaryexamples
