// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the logic commands (rate, hint) share: the batch options, inputs that are plain puzzles in any format
// or HoDoKu library lines (a position with placed digits and pencil marks, see sudoku/hodoku.h), and the
// check every position gets before the logic engine sees it.

#include "batch.h"

#include "sudoku/candidates.h"
#include "sudoku/hodoku.h"

#include <optional>
#include <string>
#include <vector>

namespace cli
{

struct LogicBatch {
    // Options, inputs and puzzle references. A library line is a record like any other; its board holds the
    // position's digits (givens as givens, placed digits as entries).
    Batch batch;
    // The library lines read, by file and record; nullopt for plain puzzles, whose pencil marks are every
    // candidate their digits allow.
    std::vector<std::vector<std::optional<sudoku::LibraryCase>>> positions;

    sudoku::CandidateGrid positionOf(const PuzzleRef &ref) const;
    // The engine options for a record: a library line's variant selects HoDoKu's options for it
    // (sudoku::libraryOptions), a plain puzzle keeps `options`.
    sudoku::LogicOptions optionsOf(const PuzzleRef &ref, const sudoku::LogicOptions &options) const;
};

// Parses the shared options and reads the inputs. A file (or stdin) whose first line that is neither blank
// nor a comment starts with ':' is read as a HoDoKu library, one position a line (plain one-line puzzles may
// be mixed in), unless --format names a format. On failure prints the reason to stderr and sets `exitCode`.
std::optional<LogicBatch> prepareLogicBatch(const CommandLine &commandLine, int &exitCode);

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
PositionCheck checkPosition(sudoku::Solver &solver, const sudoku::CandidateGrid &position, std::uint64_t nodeBudget);

extern const char *const kLogicInputHelp;

} // namespace cli
