// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/rating.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>

namespace sudoku
{

namespace
{

struct TechniqueGrade {
    Level level;
    double difficulty;
};

constexpr std::array<TechniqueGrade, kTechniqueCount> kGrades {{
    {Level::Easy, 1.0}, // full house
    {Level::Easy, 1.2}, // hidden single
    {Level::Easy, 1.5}, // naked single
    {Level::Medium, 2.0}, // pointing
    {Level::Medium, 2.1}, // claiming
    {Level::Medium, 2.2}, // locked pair
    {Level::Medium, 2.3}, // naked pair
    {Level::Medium, 2.4}, // hidden pair
    {Level::Medium, 2.5}, // locked triple
    {Level::Medium, 2.6}, // naked triple
    {Level::Medium, 2.7}, // hidden triple
    {Level::Hard, 3.0}, // naked quad
    {Level::Hard, 3.1}, // hidden quad
    {Level::Hard, 3.2}, // X-Wing
    {Level::Hard, 3.4}, // Swordfish
    {Level::Hard, 3.5}, // Jellyfish
    {Level::Hard, 3.6}, // XY-Wing
    {Level::Hard, 3.7}, // XYZ-Wing
    {Level::Expert, 4.0}, // Skyscraper
    {Level::Expert, 4.1}, // 2-String Kite
    {Level::Expert, 4.2}, // colour trap
    {Level::Expert, 4.3}, // colour wrap
    {Level::Expert, 4.5}, // W-Wing
    {Level::Expert, 4.6}, // Unique Rectangle 1
    {Level::Expert, 4.7}, // BUG+1
    // No ALS technique in Sudoku Explainer's table: the numbers are those of the SE-scale extension in
    // Sudoku Explorer (SunnieShine), where ALS-XZ is 5.5, ALS-XY-Wing 6.0, Death Blossom 8.2 and Sue de Coq 5.0;
    // ALS-XY-Chain sits with SE's bidirectional cycles (7.0), between the wing and the blossom.
    {Level::Extreme, 5.0}, // Sue de Coq
    {Level::Extreme, 5.5}, // ALS-XZ
    {Level::Extreme, 6.0}, // ALS-XY-Wing
    {Level::Extreme, 7.0}, // ALS-XY-Chain
    {Level::Extreme, 8.2}, // Death Blossom
}};

constexpr std::array<std::string_view, kLevelCount> kLevelNames {"Easy", "Medium", "Hard", "Expert", "Extreme"};
constexpr std::array<std::string_view, kLevelCount> kLevelIds {"easy", "medium", "hard", "expert", "extreme"};

// The solve loop shared by rate() and solveLogically(); `record` may be null.
Rating run(CandidateGrid &grid, const RateOptions &options, std::vector<Step> *record)
{
    const LogicOptions logic = options.logicOptions();
    Rating rating;
    while (!grid.isSolved()) {
        const auto step = findStep(grid, logic);
        if (!step)
            break;
        ++rating.uses[static_cast<std::size_t>(step->technique)];
        ++rating.steps;
        if (record)
            record->push_back(*step);
        applyStep(grid, *step);
    }
    rating.solved = grid.isSolved();
    rating.emptyWhenStuck = rating.solved ? 0 : grid.emptyCount();
    finishRating(rating);
    return rating;
}

} // namespace

std::string_view levelName(Level level)
{
    return kLevelNames[static_cast<std::size_t>(level)];
}

std::string_view levelId(Level level)
{
    return kLevelIds[static_cast<std::size_t>(level)];
}

std::optional<Level> levelFromName(std::string_view name)
{
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    for (int i = 0; i < kLevelCount; ++i) {
        if (kLevelIds[i] == lower)
            return static_cast<Level>(i);
    }
    return std::nullopt;
}

Level techniqueLevel(Technique technique)
{
    return kGrades[static_cast<std::size_t>(technique)].level;
}

double techniqueDifficulty(Technique technique)
{
    return kGrades[static_cast<std::size_t>(technique)].difficulty;
}

TechniqueSet techniquesUpTo(Level level)
{
    TechniqueSet set;
    for (int t = 0; t < kTechniqueCount; ++t) {
        if (kGrades[t].level <= level)
            set = set.with(static_cast<Technique>(t));
    }
    return set;
}

LogicOptions RateOptions::logicOptions() const
{
    LogicOptions logic;
    logic.assumeUnique = assumeUnique;
    logic.uniquenessMissingCandidates = uniquenessMissingCandidates;
    logic.techniques = techniquesUpTo(maxLevel);
    return logic;
}

void finishRating(Rating &rating)
{
    // The hardest technique used: the highest difficulty (the enum's order is not the difficulty order).
    rating.hardest.reset();
    for (int t = 0; t < kTechniqueCount; ++t) {
        if (rating.uses[t] > 0 && (!rating.hardest || kGrades[t].difficulty > techniqueDifficulty(*rating.hardest)))
            rating.hardest = static_cast<Technique>(t);
    }
    if (!rating.solved) {
        rating.level = Level::Extreme;
        rating.score = 5.0 + 0.05 * std::log2(1.0 + rating.emptyWhenStuck);
        return;
    }
    if (!rating.hardest) {
        rating.level = Level::Easy;
        rating.score = 1.0;
        return;
    }
    rating.level = techniqueLevel(*rating.hardest);
    int hardSteps = 0;
    for (int t = 0; t < kTechniqueCount; ++t) {
        if (kGrades[t].level == rating.level)
            hardSteps += rating.uses[t];
    }
    const double base = techniqueDifficulty(*rating.hardest);
    rating.score = std::min(base + 0.05 * std::log2(static_cast<double>(hardSteps)), std::floor(base) + 0.99);
}

Rating rate(const Board &puzzle, const RateOptions &options)
{
    CandidateGrid grid = CandidateGrid::fromBoard(puzzle);
    return run(grid, options, nullptr);
}

Rating rate(const CandidateGrid &position, const RateOptions &options)
{
    CandidateGrid grid = position;
    return run(grid, options, nullptr);
}

LogicalSolve solveLogically(const CandidateGrid &start, const RateOptions &options)
{
    LogicalSolve solve;
    solve.start = start;
    solve.end = start;
    solve.rating = run(solve.end, options, &solve.steps);
    return solve;
}

} // namespace sudoku
