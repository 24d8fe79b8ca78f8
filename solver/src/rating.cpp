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
    {Level::Expert, 4.2}, // Skyscraper
    {Level::Expert, 4.3}, // 2-String Kite
    {Level::Expert, 4.4}, // colour trap
    {Level::Expert, 4.5}, // colour wrap
    {Level::Expert, 4.6}, // W-Wing
    {Level::Expert, 4.0}, // Unique Rectangle 1 (below the single-digit patterns, as in both references)
    {Level::Expert, 4.1}, // BUG+1
    // Beyond Expert, graded Extreme for now with Sudoku Explainer's difficulty (SE 1.2.1: X-chains 6.5-6.9,
    // a four-node X-chain 6.6) as the number.
    {Level::Extreme, 6.6}, // Turbot Fish
    {Level::Extreme, 6.6}, // Empty Rectangle (an X-chain with a grouped node)
    {Level::Extreme, 6.6}, // Dual 2-String Kite
    {Level::Extreme, 6.6}, // Dual Empty Rectangle
    // Sudoku Explainer has no fins (it finds their eliminations as chains); these follow HoDoKu's relative
    // scores, among the X-chains: finned/sashimi X-Wing 6.7, Swordfish 6.8, Jellyfish 6.9, Siamese as theirs.
    {Level::Extreme, 6.7}, // Finned X-Wing
    {Level::Extreme, 6.8}, // Finned Swordfish
    {Level::Extreme, 6.9}, // Finned Jellyfish
    {Level::Extreme, 6.7}, // Sashimi X-Wing
    {Level::Extreme, 6.8}, // Sashimi Swordfish
    {Level::Extreme, 6.9}, // Sashimi Jellyfish
    {Level::Extreme, 6.8}, // Siamese Finned Swordfish
    {Level::Extreme, 6.9}, // Siamese Finned Jellyfish
    {Level::Extreme, 6.8}, // Siamese Sashimi Swordfish
    {Level::Extreme, 6.9}, // Siamese Sashimi Jellyfish
    {Level::Extreme, 6.7}, // Multi-Colouring type 1 (an X-chain through two clusters; HoDoKu: as a finned fish)
    {Level::Extreme, 6.7}, // Multi-Colouring type 2
    // Sudoku Explainer: unique rectangles 4.5 (type 3: 4.5 + 0.1 per digit of its naked subset beyond the first,
    // 4.6 for a pair); it has no types 5 and 6, hidden or avoidable rectangles, which HoDoKu scores as type 1.
    {Level::Extreme, 4.5}, // Unique Rectangle 2
    {Level::Extreme, 4.6}, // Unique Rectangle 3
    {Level::Extreme, 4.5}, // Unique Rectangle 4
    {Level::Extreme, 4.5}, // Unique Rectangle 5
    {Level::Extreme, 4.5}, // Unique Rectangle 6
    {Level::Extreme, 4.5}, // Hidden Rectangle
    {Level::Extreme, 4.5}, // Avoidable Rectangle 1
    {Level::Extreme, 4.5}, // Avoidable Rectangle 2
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
    // The hardest technique: the highest level, then the highest difficulty, then the latest in the search
    // order (the enum's order says nothing about difficulty).
    rating.hardest.reset();
    for (const Technique t : techniqueOrder()) {
        if (rating.uses[static_cast<std::size_t>(t)] == 0)
            continue;
        const TechniqueGrade &grade = kGrades[static_cast<std::size_t>(t)];
        if (!rating.hardest || grade.level > techniqueLevel(*rating.hardest)
            || (grade.level == techniqueLevel(*rating.hardest)
                && grade.difficulty >= techniqueDifficulty(*rating.hardest)))
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
