// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/logic/rating.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <span>
#include <string>
#include <utility>

namespace sudoku
{

namespace
{

// What each level of a forcing net's nesting adds (SE: dynamic forcing chains 8.5, with the "plus" rules 9.0,
// nested 9.5 and up).
constexpr double kNestingDifficulty = 0.5;
// A puzzle no technique finishes needs trial and error: 10 and up, plus this much per doubling of the empty cells
// left when it got stuck.
constexpr double kStuckDifficulty = 10.0;
constexpr double kStuckWeight = 0.05;
// Sudoku Explainer rates a hidden single in a box 1.2 (the registry's difficulty) and one in a row or column 1.5:
// a line is scanned less easily. A diagonal counts as a line, a jigsaw region or a window as a box.
constexpr double kLineHiddenSingleExtra = 0.3;
// Where each level's band of the rating starts (rating.h): a technique's level is the band of its difficulty, a
// puzzle's the band of its solve's hardest step; the last band has no end (the hardest puzzles solved by nets rate
// above 10, as in Sudoku Explainer; a puzzle that needs trial and error is of no level).
constexpr std::array<double, kLevelCount> kLevelFloors {0.0, 2.5, 3.2, 4.5, 7.0, 8.5};
static_assert(std::is_sorted(kLevelFloors.begin(), kLevelFloors.end()));

// A level's name (translated by the app) and id, in the order of the enum.
constexpr std::array<TextSource, kLevelCount> kLevelNames {{
    SUDOKU_TEXT("TechniqueText", "Easy", "difficulty level"),
    SUDOKU_TEXT("TechniqueText", "Medium", "difficulty level"),
    SUDOKU_TEXT("TechniqueText", "Hard", "difficulty level"),
    SUDOKU_TEXT("TechniqueText", "Expert", "difficulty level"),
    SUDOKU_TEXT("TechniqueText", "Master", "difficulty level"),
    SUDOKU_TEXT("TechniqueText", "Extreme", "difficulty level"),
}};
constexpr std::array<std::string_view, kLevelCount> kLevelIds {"easy", "medium", "hard", "expert", "master", "extreme"};

// The first step of a technique of `wanted` at this position, asked of their finders alone (SolveUntilMode::Applies).
// findStep with only them enabled; a chain finder may name another member of its family, so then each wanted
// technique's own instances are looked through.
std::optional<Step> wantedStep(const CandidateGrid &grid, const LogicOptions &logic, const TechniqueSet &wanted)
{
    LogicOptions only = logic;
    only.techniques = TechniqueSet();
    for (const Technique t : techniqueOrder()) {
        if (wanted.contains(t) && logic.techniques.contains(t))
            only.techniques = only.techniques.with(t);
    }
    if (only.techniques.empty())
        return std::nullopt;
    auto step = findStep(grid, only);
    if (!step || wanted.contains(step->technique))
        return step;
    for (const Technique t : techniqueOrder()) {
        if (!only.techniques.contains(t))
            continue;
        for (Step &each : findSteps(grid, t, only)) {
            if (each.technique == t)
                return std::move(each);
        }
    }
    return std::nullopt;
}

// Where the solve loop stops for solveUntil: before the first step of a technique of `wanted` (Takes), or at the
// first position where one applies (Applies); the step found goes to `found`.
struct StopBefore {
    const TechniqueSet *wanted = nullptr;
    SolveUntilMode mode = SolveUntilMode::Takes;
    std::optional<Step> *found = nullptr;
};

// The solve loop shared by rate(), solveLogically() and solveUntil(); `record` may be null. With `stopBefore`, the
// first step of one of its techniques (or the first where one applies) ends the solve before it is taken.
Rating run(CandidateGrid &grid, const RateOptions &options, std::vector<Step> *record, StopBefore stopBefore = {})
{
    const LogicOptions logic = options.logicOptions();
    Rating rating;
    while (!grid.isSolved()) {
        if (options.stopToken.stop_requested()) {
            rating.stopped = true;
            break;
        }
        if (stopBefore.wanted && stopBefore.mode == SolveUntilMode::Applies) {
            if (auto applies = wantedStep(grid, logic, *stopBefore.wanted)) {
                *stopBefore.found = std::move(applies);
                break;
            }
        }
        const auto step = findStep(grid, logic);
        if (!step)
            break;
        if (stopBefore.wanted && stopBefore.wanted->contains(step->technique)) {
            *stopBefore.found = step;
            break;
        }
        ++rating.uses[static_cast<std::size_t>(step->technique)];
        ++rating.steps;
        rating.peak = std::max(rating.peak, stepDifficulty(*step));
        if (record)
            record->push_back(*step);
        applyStep(grid, *step);
    }
    rating.solved = grid.isSolved();
    rating.emptyWhenStuck = rating.solved ? 0 : grid.emptyCount();
    rating.needsTrialAndError = !rating.solved && !rating.stopped && options.maxLevel == Level::Extreme;
    finishRating(rating);
    return rating;
}

} // namespace

std::string_view levelName(Level level)
{
    return kLevelNames[static_cast<std::size_t>(level)].source;
}

const TextSource &levelText(Level level)
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

Level levelOfDifficulty(double difficulty)
{
    int level = 0;
    while (level + 1 < kLevelCount && difficulty >= kLevelFloors[static_cast<std::size_t>(level + 1)] - 1e-9)
        ++level;
    return static_cast<Level>(level);
}

double levelFloor(Level level)
{
    return kLevelFloors[static_cast<std::size_t>(level)];
}

double levelCeiling(Level level)
{
    return level == Level::Extreme ? std::numeric_limits<double>::infinity()
                                   : kLevelFloors[static_cast<std::size_t>(level) + 1];
}

Level techniqueLevel(Technique technique)
{
    return levelOfDifficulty(techniqueInfo(technique).difficulty);
}

double techniqueDifficulty(Technique technique)
{
    return techniqueInfo(technique).difficulty;
}

TechniqueSet techniquesUpTo(Level level)
{
    TechniqueSet set;
    for (int t = 0; t < kTechniqueCount; ++t) {
        if (techniqueLevel(static_cast<Technique>(t)) <= level)
            set = set.with(static_cast<Technique>(t));
    }
    return set;
}

double chainLengthDifficulty(int length)
{
    // Sudoku Explainer's length term: 0.1 more each time the length passes 4, 6, 8, 12, 16, 24, 32, ...
    double added = 0.0;
    int ceiling = 4;
    bool odd = false;
    while (length > ceiling) {
        added += 0.1;
        ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
        odd = !odd;
    }
    return added;
}

double stepDifficulty(const Step &step)
{
    double difficulty = techniqueDifficulty(step.technique);
    if (step.technique == Technique::HiddenSingle && step.houseCount > 0) {
        const HouseKind kind = step.houses[0].kind;
        if (kind == HouseKind::Row || kind == HouseKind::Column || kind == HouseKind::Diagonal)
            difficulty += kLineHiddenSingleExtra;
    }
    if (step.chainLength > 0) {
        difficulty += chainLengthDifficulty(step.chainLength - 1);
    } else if (!step.sets.empty()) {
        int cells = 0;
        for (const CellSet &set : step.sets)
            cells += set.count();
        difficulty += chainLengthDifficulty(cells);
    }
    difficulty += kNestingDifficulty * step.nesting;
    return difficulty;
}

LogicOptions RateOptions::logicOptions() const
{
    LogicOptions logic;
    logic.assumeUnique = assumeUnique;
    logic.uniquenessMissingCandidates = uniquenessMissingCandidates;
    logic.techniques = techniquesUpTo(maxLevel);
    logic.forcingNetLevel = forcingNetLevel;
    return logic;
}

void finishRating(Rating &rating)
{
    // The hardest technique: the highest difficulty, the latest in the search order between equals.
    rating.hardest.reset();
    for (const Technique t : techniqueOrder()) {
        if (rating.uses[static_cast<std::size_t>(t)] > 0)
            rating.hardest = t;
    }
    if (!rating.solved) {
        rating.level = Level::Extreme;
        rating.score = kStuckDifficulty + kStuckWeight * std::log2(1.0 + rating.emptyWhenStuck);
        return;
    }
    if (!rating.hardest) {
        rating.level = Level::Easy;
        rating.score = 1.0;
        return;
    }
    // Sudoku Explainer's rule: the hardest step's difficulty is the rating, and its band the level.
    rating.score = std::max(rating.peak, techniqueDifficulty(*rating.hardest));
    rating.level = levelOfDifficulty(rating.score);
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

bool solvableWithin(const Board &puzzle, const RateOptions &options)
{
    CandidateGrid grid = CandidateGrid::fromBoard(puzzle);
    LogicOptions logic = options.logicOptions();
    // A direct technique is its pattern and the hidden single that leaves. Where the pattern's own technique is
    // allowed too, the pattern's steps and the singles after them finish what it would, without a search for
    // the single at every position (on a Killer at Medium that search was two fifths of the generator's time).
    for (const Technique t : techniqueOrder()) {
        if (const auto pattern = directPattern(t); pattern && logic.techniques.contains(*pattern))
            logic.techniques = logic.techniques.without(t);
    }
    double peak = 0;
    while (!grid.isSolved()) {
        if (options.stopToken.stop_requested())
            return false;
        const std::vector<Step> steps = findEasiestSteps(grid, logic);
        if (steps.empty())
            return false;
        for (const Step &step : steps) {
            peak = std::max({peak, stepDifficulty(step), techniqueDifficulty(step.technique)});
            // Steps found on one position hold together on a puzzle with one solution; on another (or under
            // uniqueness reasoning it does not have) a placement may meet a cell filled or its digit gone.
            if (step.hasPlacement()
                && (!grid.isEmpty(step.placementCell) || !grid.hasCandidate(step.placementCell, step.placementDigit)))
                continue;
            applyStep(grid, step);
        }
    }
    return levelOfDifficulty(peak) <= options.maxLevel;
}

LogicalSolve solveLogically(const CandidateGrid &start, const RateOptions &options)
{
    LogicalSolve solve;
    solve.start = start;
    solve.end = start;
    solve.rating = run(solve.end, options, &solve.steps);
    return solve;
}

std::optional<SolveUntil> solveUntil(
    const CandidateGrid &start, const TechniqueSet &wanted, const RateOptions &options, SolveUntilMode mode)
{
    SolveUntil until;
    until.before.start = start;
    until.before.end = start;
    std::optional<Step> found;
    until.before.rating = run(until.before.end, options, &until.before.steps, {&wanted, mode, &found});
    if (!found)
        return std::nullopt;
    until.step = std::move(*found);
    return until;
}

} // namespace sudoku
