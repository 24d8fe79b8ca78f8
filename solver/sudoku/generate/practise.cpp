// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/generate/practise.h"

#include <algorithm>

namespace sudoku
{

namespace
{

// The levels the attempts take in turn: Learn, each wanted technique's own level (lowest first); Practise, the
// chosen level.
std::vector<Level> targetLevels(const PractiseOptions &options)
{
    if (options.mode == PractiseMode::Practise)
        return {options.level};
    std::vector<Level> levels;
    for (const Technique t : techniqueOrder()) {
        if (options.wanted.contains(t))
            levels.push_back(techniqueLevel(t));
    }
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    return levels;
}

} // namespace

bool practiseFits(Technique technique, Variant variant)
{
    if (isCageTechnique(technique))
        return variant == Variant::Killer;
    return techniqueFits(technique, variant);
}

std::vector<Technique> practiseTechniques(Variant variant)
{
    std::vector<Technique> techniques;
    for (const Technique t : techniqueOrder()) {
        if (practiseFits(t, variant))
            techniques.push_back(t);
    }
    return techniques;
}

std::string practiseProblem(const PractiseOptions &options)
{
    if (options.wanted.empty())
        return "no technique to practise";
    bool reachable = false;
    for (const Technique t : techniqueOrder()) {
        if (!options.wanted.contains(t))
            continue;
        if (!practiseFits(t, options.variant))
            return std::string(techniqueName(t)) + " does not apply to " + std::string(variantId(options.variant))
                + " puzzles";
        if (techniqueLevel(t) <= options.level)
            reachable = true;
    }
    if (options.mode == PractiseMode::Practise && !reachable)
        return "a " + std::string(levelId(options.level))
            + " puzzle never needs these techniques (choose their level or a harder one)";
    return {};
}

PractiseGenerator::PractiseGenerator(std::uint64_t seed)
    : m_generator(seed)
{
}

std::optional<PractisePuzzle> PractiseGenerator::generate(const PractiseOptions &options)
{
    m_gaveUp = false;
    m_attempts = 0;
    if (!practiseProblem(options).empty())
        return std::nullopt;
    const std::vector<Level> levels = targetLevels(options);
    for (;;) {
        if (options.stopToken.stop_requested())
            return std::nullopt;
        if (options.maxAttempts > 0 && m_attempts >= options.maxAttempts) {
            m_gaveUp = true;
            return std::nullopt;
        }
        const Level level = levels[static_cast<std::size_t>(m_attempts) % levels.size()];
        ++m_attempts;

        // The puzzles are unique by construction, so the uniqueness techniques may be used; capped at the level,
        // a candidate that needs more fails as soon as the capped techniques run dry (as Generator's own level).
        RateOptions capped;
        capped.assumeUnique = true;
        capped.maxLevel = level;
        capped.stopToken = options.stopToken;
        Rating accepted;
        GeneratorOptions generatorOptions;
        generatorOptions.variant = options.variant;
        generatorOptions.symmetry = options.symmetry;
        generatorOptions.stopToken = options.stopToken;
        generatorOptions.maxAttempts = 1;
        generatorOptions.rate = false; // the acceptIf's rating is the puzzle's
        if (level != Level::Extreme) // at Extreme every removal keeps the puzzle within the (uncapped) level
            generatorOptions.keepIf = [&capped](const Board &p) { return solvableWithin(p, capped); };
        // A rating within the level that took a wanted step.
        const auto fits = [&options, level](const Rating &rating) {
            if (!rating.solved || rating.level != level)
                return false;
            for (int t = 0; t < kTechniqueCount; ++t) {
                if (rating.uses[static_cast<std::size_t>(t)] > 0 && options.wanted.contains(static_cast<Technique>(t)))
                    return true;
            }
            return false;
        };
        generatorOptions.acceptIf = [&capped, &accepted, &fits](const Board &p) {
            Rating rating = rate(p, capped);
            if (!fits(rating))
                return false;
            accepted = std::move(rating);
            return true;
        };
        auto made = m_generator.generate(generatorOptions);
        if (options.progress)
            options.progress(m_attempts);
        if (!made)
            continue; // this grid gave none, or a stop, which the top of the loop sees
        if (options.variant == Variant::Killer) { // its cages may have been redrawn after the last acceptIf
            accepted = rate(made->puzzle, capped);
            if (!fits(accepted))
                continue;
        }
        auto until = solveUntil(CandidateGrid::fromBoard(made->puzzle), options.wanted, capped);
        if (!until)
            continue; // only when stopped: the accepted rating took a wanted step on the same path
        made->rating = accepted;
        made->attempts = m_attempts;
        return PractisePuzzle {std::move(*made), std::move(*until), level};
    }
}

} // namespace sudoku
