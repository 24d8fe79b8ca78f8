// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/hint.h"

#include "sudoku/grid/board.h"
#include "sudoku/logic/rating.h"
#include "sudoku/logic/technique.h"

#include <QString>

#include <optional>
#include <stop_token>
#include <vector>

// The glossary's example puzzles: one per technique the generator gave an example of, in a text file of lines
// "<technique id> <puzzle>" (the puzzle in any one-line format sudoku-cli reads without a space in it: an
// 81-character line, or a variant line for a killer), '#' starting a comment. The example of a technique is the
// position just before its first step in the puzzle's easiest-step solve (sudoku::solveUntil), and that step. A line
// "<technique id> <puzzle> applies" is an example of the other kind, for a technique that solve practically never
// takes (an easier step always comes first): the first position of the solve where the technique applies, and its
// step there (SolveUntilMode::Applies).
namespace glossaryexamples
{

struct Example {
    sudoku::Technique technique = sudoku::Technique::FullHouse;
    sudoku::Board puzzle;
    sudoku::SolveUntilMode mode = sudoku::SolveUntilMode::Takes; // Applies: the line ends in "applies"
};

// The examples of `path` (the app's resource by default). A line that does not read (an unknown id, a puzzle
// that does not parse, a word after the puzzle other than "applies") is left out and named in `problems` when given.
inline constexpr const char *kResource = ":/glossary/examples.txt";
std::vector<Example> load(const QString &path = QString::fromLatin1(kResource), QStringList *problems = nullptr);

// The hint that shows the first step of `example.technique` in the puzzle's solve, on the position before it
// (the puzzle's givens and the digits the steps before it placed, candidates as they left them), or for an
// Applies example its step at the first position where it applies; nullopt when the solve never takes one (never
// comes to a position where it applies) or `stop` was requested. Tens of milliseconds, more for forcing chains and
// nets: a worker thread's job.
std::optional<Hint> firstStep(const Example &example, std::stop_token stop = {});

} // namespace glossaryexamples
