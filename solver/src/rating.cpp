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
    {Level::Extreme, 6.5}, // X-Chain (Sudoku Explainer: X-chains 6.5-6.9)
    {Level::Extreme, 6.6}, // XY-Chain (Y-cycles 6.6-7.0)
    {Level::Extreme, 6.6}, // Remote Pair (a Y-cycle of one pair)
    {Level::Extreme, 7.0}, // Continuous Nice Loop (bidirectional cycles 7.0-8.0)
    {Level::Extreme, 7.1}, // Discontinuous Nice Loop (forcing chains 7.1-7.5)
    {Level::Extreme, 7.1}, // AIC
    {Level::Extreme, 7.2}, // Grouped Continuous Nice Loop
    {Level::Extreme, 7.3}, // Grouped Discontinuous Nice Loop
    {Level::Extreme, 7.3}, // Grouped AIC
    {Level::Extreme, 8.2}, // Forcing Chain Contradiction (cell/region forcing chains 8.2-8.7)
    {Level::Extreme, 8.3}, // Forcing Chain Verity
    {Level::Extreme, 8.8}, // Forcing Net Contradiction (dynamic forcing chains 8.8-9.6, nested up to 11.9)
    {Level::Extreme, 8.9}, // Forcing Net Verity
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
    // The hardest: the used technique of the highest difficulty (the enum only names techniques; new ones are
    // appended to it wherever their difficulty lies), the later in the search order on a tie.
    rating.hardest.reset();
    for (const Technique t : techniqueOrder()) {
        if (rating.uses[static_cast<std::size_t>(t)] > 0
            && (!rating.hardest || techniqueDifficulty(t) >= techniqueDifficulty(*rating.hardest)))
            rating.hardest = t;
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
