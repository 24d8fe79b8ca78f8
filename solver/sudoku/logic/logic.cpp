// SPDX-License-Identifier: GPL-3.0-or-later
// The step finder: the one policy for the next step (findStep: the first instance of the lowest difficulty, Sudoku
// Explainer's), all of them (findAllSteps), one technique (findSteps); and what logic.h says of a
// step in words.
#include "sudoku/logic/logic.h"

#include "sudoku/logic/chains.h"
#include "sudoku/logic/finders.h"
#include "sudoku/logic/rating.h"

#include <algorithm>

namespace sudoku
{

namespace
{

using logic::ChainContext;
using logic::FinderContext;
using logic::StepSink;

bool runFinder(Technique technique, FinderContext &context, StepSink &sink)
{
    return logic::techniqueRow(technique).find(context, sink);
}

bool enabled(Technique technique, const LogicOptions &options, const Rules &rules)
{
    return options.techniques.contains(technique) && (options.assumeUnique || !techniqueInfo(technique).needsUniqueness)
        && techniqueFits(technique, rules);
}

// Techniques whose every instance holds an instance of an easier one, tried before it in the search order: a
// dual kite two kites, a dual empty rectangle two empty rectangles (or, with two candidates in the box,
// Turbot Fish), a Siamese fish two finned or sashimi fish. When those are enabled and found nothing, these
// cannot find anything either, and findStep skips their search.
bool impliedByEasier(Technique technique, const LogicOptions &options, const Rules &rules)
{
    const auto on = [&](Technique t) { return enabled(t, options, rules); };
    switch (technique) {
    case Technique::DualTwoStringKite:
        return on(Technique::TwoStringKite);
    case Technique::DualEmptyRectangle:
        return on(Technique::EmptyRectangle) && on(Technique::TurbotFish);
    case Technique::SiameseFinnedSwordfish:
    case Technique::SiameseSashimiSwordfish:
        return on(Technique::FinnedSwordfish) && on(Technique::SashimiSwordfish);
    case Technique::SiameseFinnedJellyfish:
    case Technique::SiameseSashimiJellyfish:
        return on(Technique::FinnedJellyfish) && on(Technique::SashimiJellyfish);
    default:
        return false;
    }
}

// What the finders of one findStep, findAllSteps or findSteps call share: the chain context and the position's
// data (each thing built on first use), and the context handed to every finder.
struct Finders {
    Finders(const CandidateGrid &grid, const LogicOptions &options, bool firstOnly)
        : chains(grid, options, firstOnly)
        , data(grid)
        , context {grid, options, chains, data}
    {
    }
    ChainContext chains;
    logic::PositionData data;
    FinderContext context;
};

class FirstStep final : public StepSink
{
public:
    bool accept(const Step &step) override
    {
        found = step;
        return true;
    }
    std::optional<Step> found;
};

class AllSteps final : public StepSink
{
public:
    explicit AllSteps(std::vector<Step> &out)
        : m_out(out)
        , m_begin(out.size())
    {
    }
    bool accept(const Step &step) override
    {
        // A hash of the effect first: it tells most steps apart at once (some finders report hundreds).
        const std::uint64_t hash = effectHash(step);
        for (std::size_t i = 0; i < m_hashes.size(); ++i) {
            if (m_hashes[i] == hash && m_out[m_begin + i] == step)
                return false;
        }
        m_out.push_back(step);
        m_hashes.push_back(hash);
        return false;
    }

private:
    static std::uint64_t effectHash(const Step &step)
    {
        std::uint64_t h = static_cast<std::uint64_t>(step.placementCell + 1) * 16 + step.placementDigit;
        for (const CellSet &cells : step.eliminations)
            h = (h ^ cells.lo() ^ (cells.hi() << 47)) * 0x9e3779b97f4a7c15ull;
        return h ^ (h >> 32);
    }

    std::vector<Step> &m_out;
    std::size_t m_begin;
    std::vector<std::uint64_t> m_hashes; // effectHash of m_out[m_begin + i]
};

// findCheapestStep's measures for the one policy (findStep: the hints and the rating's solve), Sudoku Explainer's:
// the step of the lowest stepDifficulty() (a technique's difficulty, plus the length terms of chains and sets), the
// techniques tried in the order of their difficulties (techniqueOrder()), so that a technique whose difficulty is
// no lower than the best step's is not searched. The forcing chains and nets (Extreme) cost the same, more than
// any other step: the first found in the technique order is taken (forcing chains before nets; taking the
// cheapest there changed no rank and cost time).
constexpr double kForcingCost = 100.0;

double stepFloor(Technique technique)
{
    return techniqueLevel(technique) == Level::Extreme ? kForcingCost : techniqueDifficulty(technique);
}

double stepCost(const Step &step)
{
    return techniqueLevel(step.technique) == Level::Extreme ? kForcingCost : stepDifficulty(step);
}

} // namespace

std::optional<Step> findStep(const CandidateGrid &grid, const LogicOptions &options)
{
    return findCheapestStep(grid, options, techniqueOrder(), stepFloor, stepCost);
}

namespace
{

// findCheapestStep over the finders of a call that may have used them already (findEasiestSteps up to Hard):
// `finders` were made for one step (firstOnly).
std::optional<Step> cheapestStep(
    Finders &finders, std::span<const Technique> order, double (*floor)(Technique), double (*cost)(const Step &))
{
    const CandidateGrid &grid = finders.context.grid;
    const LogicOptions &options = finders.context.options;
    std::optional<Step> best;
    double bestCost = 0;
    for (const Technique technique : order) {
        if (best && floor(technique) >= bestCost)
            break;
        FirstStep sink;
        // The chain families search no farther than a step that would cost less than the best.
        finders.chains.setBound(best ? std::optional<double>(bestCost) : std::nullopt, cost);
        if (enabled(technique, options, grid.rules()) && !impliedByEasier(technique, options, grid.rules())
            && runFinder(technique, finders.context, sink)) {
            const double found = cost(*sink.found);
            if (!best || found < bestCost) {
                best = std::move(sink.found);
                bestCost = found;
            }
        }
    }
    return best;
}

} // namespace

std::optional<Step> findCheapestStep(const CandidateGrid &grid, const LogicOptions &options,
    std::span<const Technique> order, double (*floor)(Technique), double (*cost)(const Step &))
{
    Finders finders(grid, options, true);
    return cheapestStep(finders, order, floor, cost);
}

std::vector<Step> findEasiestSteps(const CandidateGrid &grid, const LogicOptions &options)
{
    std::vector<Step> steps;
    // Made for one step: up to Hard no finder asks (only the chain families do), and past it findStep's step is
    // the one wanted.
    Finders finders(grid, options, true);
    const std::span<const Technique> order = techniqueOrder();
    std::size_t next = 0;
    for (; next < order.size() && techniqueLevel(order[next]) <= Level::Hard; ++next) {
        const Technique technique = order[next];
        if (!enabled(technique, options, grid.rules()) || impliedByEasier(technique, options, grid.rules()))
            continue;
        AllSteps sink(steps);
        runFinder(technique, finders.context, sink);
        if (!steps.empty())
            return steps;
    }
    // None up to Hard applies: findStep's step is the cheapest of the rest (the chains' costs and the Extreme order
    // are its to weigh), found without running those finders again, over the same finders.
    if (auto step = cheapestStep(finders, order.subspan(next), stepFloor, stepCost))
        steps.push_back(std::move(*step));
    return steps;
}

std::vector<Step> findAllSteps(const CandidateGrid &grid, const LogicOptions &options)
{
    std::vector<Step> steps;
    Finders finders(grid, options, false);
    for (const Technique technique : techniqueOrder()) {
        if (!enabled(technique, options, grid.rules()))
            continue;
        AllSteps sink(steps);
        runFinder(technique, finders.context, sink);
    }
    return steps;
}

std::vector<Step> findSteps(const CandidateGrid &grid, Technique technique, const LogicOptions &options)
{
    std::vector<Step> steps;
    if (enabled(technique, options, grid.rules())) {
        AllSteps sink(steps);
        Finders finders(grid, options, false);
        runFinder(technique, finders.context, sink);
    }
    return steps;
}

void applyStep(CandidateGrid &grid, const Step &step)
{
    if (step.hasPlacement())
        grid.place(step.placementCell, step.placementDigit);
    for (int d = 1; d <= 9; ++d) {
        for (int cell : step.eliminations[d - 1])
            grid.eliminate(cell, d);
    }
}

House focusHouse(const Step &step, const Rules &rules)
{
    if (step.houseCount > 0)
        return step.houses[0];
    const int cell = step.keyCells[0] >= 0 ? step.keyCells[0] : std::max(step.cells.first(), 0);
    for (const int h : rules.housesOf(cell)) {
        const House house = rules.house(h);
        if (house.kind == HouseKind::Box || house.kind == HouseKind::Region)
            return house;
    }
    return House {HouseKind::Box, boxOf(cell)};
}

int focusCage(const Step &step, const Rules &rules)
{
    if (step.technique != Technique::CageCombination && step.technique != Technique::CageLockedDigit)
        return -1;
    return step.cells.empty() ? -1 : rules.cageOf(step.cells.first());
}

std::optional<Contradiction> firstContradiction(const CandidateGrid &position, const Grid &solution)
{
    // Wrong digits first: a wrong digit also knocks the right one out of its peers' pencil marks.
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (!position.isEmpty(cell) && position.value(cell) != solution[cell])
            return Contradiction {cell, position.value(cell), true};
    }
    for (int cell : position.emptyCells()) {
        if (!position.hasCandidate(cell, solution[cell]))
            return Contradiction {cell, solution[cell], false};
    }
    return std::nullopt;
}

std::string describeEffect(const Step &step)
{
    std::string text;
    if (step.hasPlacement())
        text = cellName(step.placementCell) + "=" + std::to_string(step.placementDigit);
    for (int d = 1; d <= 9; ++d) {
        for (int cell : step.eliminations[d - 1]) {
            if (!text.empty())
                text += ", ";
            text += cellName(cell) + "<>" + std::to_string(d);
        }
    }
    return text;
}

TextValue stepText(const Step &step)
{
    return logic::techniqueRow(step.technique).text(step);
}

bool hasChainNotation(const Step &step)
{
    return step.technique >= Technique::XChain && step.technique <= Technique::ForcingChainVerity;
}

std::string describeStep(const Step &step)
{
    std::string text = std::string(techniqueName(step.technique)) + ": " + text::english(stepText(step)) + " => "
        + describeEffect(step);
    // A chain's sentence gives its ends and its length, a forcing chain's its premises and conclusions; a reader of
    // the command line also gets the chains in notation, branch after branch (the app shows it under the words).
    if (hasChainNotation(step))
        text += " [" + chainNotation(step) + "]";
    return text;
}

namespace logic
{

TextValue stepHouse(const Step &step, int i)
{
    return i >= 0 && i < step.houseCount ? text::house(step.houses[static_cast<std::size_t>(i)]) : text::verbatim("?");
}

TextValue stepHouses(const Step &step, int from, int to)
{
    std::vector<TextValue> houses;
    for (int i = from; i < to && i < step.houseCount; ++i)
        houses.push_back(text::house(step.houses[static_cast<std::size_t>(i)]));
    return text::all(std::move(houses));
}

TextValue stepSet(const Step &step, int i)
{
    return i >= 0 && i < static_cast<int>(step.sets.size()) ? text::set(step.sets[static_cast<std::size_t>(i)])
                                                            : text::verbatim("?");
}

} // namespace logic

} // namespace sudoku
