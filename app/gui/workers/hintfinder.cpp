// SPDX-License-Identifier: GPL-3.0-or-later
#include "workers/hintfinder.h"

#include "sudoku/logic/rating.h"

#include <bit>

using namespace sudoku;

namespace hintfinder
{

CandidateGrid position(const Board &board, const Notes &notes)
{
    CandidateGrid grid = CandidateGrid::fromBoard(board);
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (grid.isEmpty(cell) && notes[cell] != 0)
            grid.setCandidates(cell, static_cast<CandidateMask>(notes[cell] & grid.allowedDigits(cell)));
    }
    return grid;
}

Hint mistakes(const Board &board, const Notes &notes, const Grid &solution)
{
    Hint hint;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const int value = board.at(cell);
        if (value != 0) {
            if (!board.isGiven(cell) && value != solution[cell])
                hint.wrongCells.push_back(cell);
        } else if (notes[cell] != 0 && !(notes[cell] & digitBit(solution[cell]))) {
            hint.missingNotes.emplace_back(cell, solution[cell]);
        }
    }
    if (!hint.wrongCells.empty() || !hint.missingNotes.empty())
        hint.kind = Hint::Kind::Mistakes;
    return hint;
}

Hint find(const Board &board, const Notes &notes, const Grid &solution, TechniqueSet techniques)
{
    Hint hint = mistakes(board, notes, solution);
    if (hint.kind == Hint::Kind::Mistakes)
        return hint;
    const CandidateGrid grid = position(board, notes);
    if (grid.isSolved())
        return hint;
    LogicOptions options;
    options.assumeUnique = true; // the worker proved it before asking
    options.techniques = techniques;
    if (const std::optional<Step> step = findStep(grid, options))
        return stepHint(board, grid, *step);
    // Stuck: the cell a player is most likely to be able to check, the one with the fewest candidates.
    int best = -1;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (grid.isEmpty(cell)
            && (best < 0 || std::popcount(grid.candidates(cell)) < std::popcount(grid.candidates(best))))
            best = cell;
    }
    hint.kind = Hint::Kind::Stuck;
    hint.cell = best;
    hint.digit = solution[best];
    return hint;
}

Hint stepHint(const Board &board, const CandidateGrid &grid, const Step &step)
{
    Hint hint;
    hint.kind = Hint::Kind::Step;
    hint.step = step;
    hint.rules = board.sharedRules();
    hint.digits = grid.values();
    for (int cell = 0; cell < kCellCount; ++cell)
        hint.candidates[cell] = grid.candidates(cell);
    hint.cage = focusCage(step, board.rules());
    if (hint.cage < 0)
        hint.house = hint.houseNumber(focusHouse(step, board.rules()));
    return hint;
}

namespace
{

int candidateCount(const CandidateGrid &grid)
{
    int count = 0;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (grid.isEmpty(cell))
            count += std::popcount(grid.candidates(cell));
    }
    return count;
}

} // namespace

std::vector<StepChoice> allSteps(const Board &board, const Notes &notes, bool assumeUnique)
{
    const CandidateGrid grid = position(board, notes);
    LogicOptions options;
    options.assumeUnique = assumeUnique;
    std::vector<StepChoice> choices;
    const int before = candidateCount(grid);
    for (const Step &step : findAllSteps(grid, options)) {
        CandidateGrid after = grid;
        applyStep(after, step);
        choices.push_back({stepHint(board, grid, step), techniqueLevel(step.technique), stepDifficulty(step),
            before - candidateCount(after)});
    }
    return choices;
}

std::vector<Hint> solutionPath(const Board &board, const Notes &notes, bool assumeUnique, std::stop_token stop)
{
    CandidateGrid grid = position(board, notes);
    LogicOptions options;
    options.assumeUnique = assumeUnique;
    std::vector<Hint> path;
    while (!grid.isSolved() && !stop.stop_requested()) {
        const std::optional<Step> step = findStep(grid, options);
        if (!step || !step->isProductive())
            break;
        path.push_back(stepHint(board, grid, *step));
        applyStep(grid, *step);
    }
    return path;
}

PathEffect pathEffect(const Board &board, const Notes &notes, const std::vector<Hint> &path, int last, bool everyCell)
{
    CandidateGrid grid = position(board, notes);
    CellSet touched;
    for (int i = 0; i <= last && i < static_cast<int>(path.size()); ++i) {
        const Step &step = path[static_cast<std::size_t>(i)].step;
        for (int d = 1; d <= 9; ++d)
            touched |= step.eliminations[d - 1];
        applyStep(grid, step);
    }
    PathEffect effect;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (board.isEmpty(cell) && !grid.isEmpty(cell))
            effect.placements.emplace_back(cell, grid.values()[cell]);
        else if (grid.isEmpty(cell) && (everyCell || touched.contains(cell)))
            effect.notes.emplace_back(cell, grid.candidates(cell));
    }
    return effect;
}

std::vector<std::pair<int, CandidateMask>> notesAfter(const Hint &hint)
{
    std::vector<std::pair<int, CandidateMask>> after;
    if (hint.kind != Hint::Kind::Step)
        return after;
    for (int cell = 0; cell < kCellCount; ++cell) {
        CandidateMask removed = 0;
        for (int d = 1; d <= 9; ++d) {
            if (hint.step.eliminates(cell, d))
                removed |= digitBit(d);
        }
        if (removed != 0)
            after.emplace_back(cell, static_cast<CandidateMask>(hint.candidates[cell] & ~removed));
    }
    return after;
}

} // namespace hintfinder
