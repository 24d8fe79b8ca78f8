// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the logic commands (rate, hint) share: the batch options, inputs that are plain puzzles in any format
// or HoDoKu library lines (a position with placed digits and pencil marks, see sudoku/hodoku.h), and the
// check every position gets before the logic engine sees it.

#include "batch.h"
#include "inputs.h"

#include "sudoku/grid/candidates.h"
#include "sudoku/logic/logic.h"
#include "sudoku/logic/rating.h"

#include <optional>
#include <string>
#include <vector>

namespace cli
{

// The position of an input entry: a library line's own, a pencil-mark input's, or a plain puzzle with
// every candidate its digits allow.
sudoku::CandidateGrid positionOf(const Entry &entry);

// The engine options for an entry: a library line's variant selects HoDoKu's options for it
// (sudoku::libraryOptions), a plain puzzle keeps `options`.
sudoku::LogicOptions optionsOf(const Entry &entry, const sudoku::LogicOptions &options);

// The level named by --max-level, Extreme when it is not given; nullopt (after a usage error on stderr) for
// a name that is not a level.
std::optional<sudoku::Level> maxLevelOption(const CommandLine &commandLine, const char *command, int &exitCode);

// The verdict on one position, from counting the solutions of its givens.
struct PositionCheck {
    bool ok = false;
    std::string failure; // why not: "invalid puzzle: ...", "no solution", "gave up ...", "the position ..."
    std::string note; // worth saying but not a failure: "more than one solution; ..."
    bool unique = false; // the givens have exactly one solution, `solution`
    sudoku::Grid solution {};
};

// Counts the solutions of the position's givens (up to 2). With one solution, every placed digit must agree
// with it and every empty cell must still hold its solution digit as a candidate: a hint or a rating built
// on a broken position would teach the wrong thing, so such a position is refused, naming the first
// problem. With several solutions the position is accepted with a note, and uniqueness may not be assumed.
// A step as rate --steps and hint --all print it: a HoDoKu library line for a classic position; for a variant,
// which HoDoKu's lines cannot hold, "<technique id>: <the step in words>".
std::string stepLine(const sudoku::CandidateGrid &position, const sudoku::Step &step);
// The position as the last line of a hint or a stuck rating: a HoDoKu library line (classic) or a variant line
// of its digits (pencil marks are lost).
std::string positionLine(const sudoku::CandidateGrid &position);

PositionCheck checkPosition(sudoku::Solver &solver, const sudoku::CandidateGrid &position, std::uint64_t nodeBudget);

// "x-wing,swordfish" -> the set (ids as `practise --list` prints them); nullopt with `error` set for an unknown id
// or an empty list. practise and hint --technique read their techniques with it.
std::optional<sudoku::TechniqueSet> parseTechniques(const std::string &text, std::string &error);

extern const char *const kLogicInputHelp;

} // namespace cli
