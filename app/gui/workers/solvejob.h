// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The values that cross between the GUI thread and the solver worker. Plain copies, no pointers into
// the model: the worker never sees a QObject of the GUI.

#include "vocab/hint.h"

#include "sudoku/logic/rating.h"
#include "sudoku/search/solver.h"

#include <QMetaType>

#include <array>
#include <optional>
#include <vector>

class QThread;

enum class JobKind : quint8 {
    Solve, // solve the puzzle with the chosen solver and prove uniqueness (limit 2)
    Analyse, // find the solution, whether it is unique and, if it is, the puzzle's rating
    Hint, // a staged hint for the position on the board (hintfinder.h)
    Check, // which entries disagree with the solution
};

struct SolveRequest {
    JobKind kind = JobKind::Solve;
    sudoku::Board board; // givens and the player's entries
    std::array<sudoku::CandidateMask, sudoku::kCellCount> notes {}; // the player's pencil marks (Hint)
    sudoku::TechniqueSet hintTechniques = sudoku::TechniqueSet::all(); // the techniques a hint may use
    sudoku::Algorithm algorithm = sudoku::Algorithm::Dfs;
    quint64 revision = 0; // GameModel::revision() when the job was made
    bool reportProgress = false;
};

struct SolveOutcome {
    quint64 jobId = 0;
    JobKind kind = JobKind::Solve;
    quint64 revision = 0;
    sudoku::Algorithm algorithm = sudoku::Algorithm::Dfs;
    sudoku::SolveResult result;
    std::vector<int> wrongCells; // Check: entries that disagree with the solution
    Hint hint; // Hint
    std::optional<sudoku::Rating> rating; // Analyse of a puzzle with exactly one solution
    QThread *thread = nullptr; // the thread the job ran on
};

Q_DECLARE_METATYPE(SolveOutcome)
