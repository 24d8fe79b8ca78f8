// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/logic.h"

#include "logicfinders.h"

#include <algorithm>

namespace sudoku
{

namespace
{

using logic::StepSink;

constexpr std::array<TechniqueInfo, kTechniqueCount> kTechniques {{
    {Technique::FullHouse, "full-house", "Full House", "0000", false},
    {Technique::HiddenSingle, "hidden-single", "Hidden Single", "0002", false},
    {Technique::NakedSingle, "naked-single", "Naked Single", "0003", false},
    {Technique::Pointing, "pointing", "Pointing", "0100", false},
    {Technique::Claiming, "claiming", "Claiming", "0101", false},
    {Technique::LockedPair, "locked-pair", "Locked Pair", "0110", false},
    {Technique::NakedPair, "naked-pair", "Naked Pair", "0200", false},
    {Technique::HiddenPair, "hidden-pair", "Hidden Pair", "0210", false},
    {Technique::LockedTriple, "locked-triple", "Locked Triple", "0111", false},
    {Technique::NakedTriple, "naked-triple", "Naked Triple", "0201", false},
    {Technique::HiddenTriple, "hidden-triple", "Hidden Triple", "0211", false},
    {Technique::NakedQuad, "naked-quad", "Naked Quad", "0202", false},
    {Technique::HiddenQuad, "hidden-quad", "Hidden Quad", "0212", false},
    {Technique::XWing, "x-wing", "X-Wing", "0300", false},
    {Technique::Swordfish, "swordfish", "Swordfish", "0301", false},
    {Technique::Jellyfish, "jellyfish", "Jellyfish", "0302", false},
    {Technique::XYWing, "xy-wing", "XY-Wing", "0800", false},
    {Technique::XYZWing, "xyz-wing", "XYZ-Wing", "0801", false},
    {Technique::Skyscraper, "skyscraper", "Skyscraper", "0400", false},
    {Technique::TwoStringKite, "2-string-kite", "2-String Kite", "0401", false},
    {Technique::SimpleColourTrap, "simple-colour-trap", "Simple Colouring (trap)", "0500", false},
    {Technique::SimpleColourWrap, "simple-colour-wrap", "Simple Colouring (wrap)", "0501", false},
    {Technique::WWing, "w-wing", "W-Wing", "0803", false},
    {Technique::UniqueRectangle1, "unique-rectangle-1", "Unique Rectangle Type 1", "0600", true},
    {Technique::BugPlusOne, "bug-plus-1", "BUG+1", "0610", true},
    {Technique::SueDeCoq, "sue-de-coq", "Sue de Coq", "1101", false},
    {Technique::AlsXZ, "als-xz", "ALS-XZ", "0901", false},
    {Technique::AlsXYWing, "als-xy-wing", "ALS-XY-Wing", "0902", false},
    {Technique::AlsXYChain, "als-xy-chain", "ALS-XY-Chain", "0903", false},
    {Technique::DeathBlossom, "death-blossom", "Death Blossom", "0904", false},
}};

// Easiest first. New techniques go where their difficulty puts them (rating.cpp's table follows this order).
constexpr std::array<Technique, kTechniqueCount> kOrder {{
    Technique::FullHouse,
    Technique::HiddenSingle,
    Technique::NakedSingle,
    Technique::Pointing,
    Technique::Claiming,
    Technique::LockedPair,
    Technique::NakedPair,
    Technique::HiddenPair,
    Technique::LockedTriple,
    Technique::NakedTriple,
    Technique::HiddenTriple,
    Technique::NakedQuad,
    Technique::HiddenQuad,
    Technique::XWing,
    Technique::Swordfish,
    Technique::Jellyfish,
    Technique::XYWing,
    Technique::XYZWing,
    Technique::Skyscraper,
    Technique::TwoStringKite,
    Technique::SimpleColourTrap,
    Technique::SimpleColourWrap,
    Technique::WWing,
    Technique::UniqueRectangle1,
    Technique::BugPlusOne,
    Technique::SueDeCoq,
    Technique::AlsXZ,
    Technique::AlsXYWing,
    Technique::AlsXYChain,
    Technique::DeathBlossom,
}};

constexpr bool isPermutation(const std::array<Technique, kTechniqueCount> &order)
{
    std::array<bool, kTechniqueCount> seen {};
    for (Technique t : order) {
        if (seen[static_cast<std::size_t>(t)])
            return false;
        seen[static_cast<std::size_t>(t)] = true;
    }
    return true;
}
static_assert(isPermutation(kOrder), "every technique appears exactly once in the search order");

bool runFinder(const CandidateGrid &grid, Technique technique, const LogicOptions &options, StepSink &sink,
    logic::PositionData &data)
{
    using namespace logic;
    switch (technique) {
    case Technique::FullHouse:
        return findFullHouses(grid, sink);
    case Technique::HiddenSingle:
        return findHiddenSingles(grid, sink);
    case Technique::NakedSingle:
        return findNakedSingles(grid, sink);
    case Technique::Pointing:
        return findPointing(grid, sink);
    case Technique::Claiming:
        return findClaiming(grid, sink);
    case Technique::LockedPair:
        return findNakedSubsets(grid, 2, true, sink);
    case Technique::NakedPair:
        return findNakedSubsets(grid, 2, false, sink);
    case Technique::HiddenPair:
        return findHiddenSubsets(grid, 2, sink);
    case Technique::LockedTriple:
        return findNakedSubsets(grid, 3, true, sink);
    case Technique::NakedTriple:
        return findNakedSubsets(grid, 3, false, sink);
    case Technique::HiddenTriple:
        return findHiddenSubsets(grid, 3, sink);
    case Technique::NakedQuad:
        return findNakedSubsets(grid, 4, false, sink);
    case Technique::HiddenQuad:
        return findHiddenSubsets(grid, 4, sink);
    case Technique::XWing:
        return findBasicFish(grid, 2, sink);
    case Technique::Swordfish:
        return findBasicFish(grid, 3, sink);
    case Technique::Jellyfish:
        return findBasicFish(grid, 4, sink);
    case Technique::XYWing:
        return findXYWings(grid, sink);
    case Technique::XYZWing:
        return findXYZWings(grid, sink);
    case Technique::Skyscraper:
        return findSkyscrapers(grid, sink);
    case Technique::TwoStringKite:
        return findTwoStringKites(grid, sink);
    case Technique::SimpleColourTrap:
        return findSimpleColours(grid, false, sink);
    case Technique::SimpleColourWrap:
        return findSimpleColours(grid, true, sink);
    case Technique::WWing:
        return findWWings(grid, sink);
    case Technique::UniqueRectangle1:
        return findUniqueRectangles1(grid, options.uniquenessMissingCandidates, sink);
    case Technique::BugPlusOne:
        return findBugPlusOne(grid, sink);
    case Technique::SueDeCoq:
        return findSueDeCoqs(grid, sink);
    case Technique::AlsXZ:
        return findAlsXZ(data.alsGraph(options.alsAllowOverlap), sink);
    case Technique::AlsXYWing:
        return findAlsXYWings(data.alsGraph(options.alsAllowOverlap), options.alsAllowOverlap, sink);
    case Technique::AlsXYChain:
        return findAlsXYChains(data.alsGraph(options.alsAllowOverlap), sink);
    case Technique::DeathBlossom:
        return findDeathBlossoms(grid, data.alsGraph(options.alsAllowOverlap), options.alsAllowOverlap, sink);
    }
    return false;
}

bool enabled(Technique technique, const LogicOptions &options)
{
    return options.techniques.contains(technique)
        && (options.assumeUnique || !techniqueInfo(technique).needsUniqueness);
}

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

std::string digitList(std::uint16_t mask, std::string_view separator)
{
    std::string text;
    for (int d = 1; d <= 9; ++d) {
        if (!(mask & digitBit(d)))
            continue;
        if (!text.empty())
            text += separator;
        text += static_cast<char>('0' + d);
    }
    return text;
}

std::string cellList(const CellSet &cells)
{
    std::string text;
    for (int cell : cells) {
        if (!text.empty())
            text += ", ";
        text += cellName(cell);
    }
    return text;
}

std::string houseText(const Step &step, int i)
{
    return i < step.houseCount ? houseName(step.houses[i]) : std::string("?");
}

std::string cellText(int cell)
{
    return cell >= 0 ? cellName(cell) : std::string("?");
}

std::string housesText(const Step &step, int from, int to)
{
    std::string text;
    for (int i = from; i < to && i < step.houseCount; ++i) {
        if (!text.empty())
            text += i + 1 == to ? " and " : ", ";
        text += houseName(step.houses[i]);
    }
    return text;
}

int onlyDigit(std::uint16_t mask)
{
    for (int d = 1; d <= 9; ++d) {
        if (mask == digitBit(d))
            return d;
    }
    return 0;
}

std::uint16_t eliminatedDigits(const Step &step)
{
    std::uint16_t mask = 0;
    for (int d = 1; d <= 9; ++d) {
        if (step.eliminations[d - 1].any())
            mask |= digitBit(d);
    }
    return mask;
}

int popcountMask(std::uint16_t mask)
{
    return bitCount32(mask);
}

// One shaded set of the step, "{r1c2, r1c5}" (or "?" when missing).
std::string setText(const Step &step, int i)
{
    return i < static_cast<int>(step.sets.size()) ? "{" + cellList(step.sets[static_cast<std::size_t>(i)]) + "}"
                                                  : std::string("?");
}

std::string reason(const Step &step)
{
    const std::string digits = digitList(step.digits, "/");
    const std::string eliminated = digitList(eliminatedDigits(step), "/");
    const std::string d = std::to_string(onlyDigit(step.digits));
    const auto &k = step.keyCells;
    switch (step.technique) {
    case Technique::FullHouse:
        return cellText(k[0]) + " is the last empty cell in " + houseText(step, 0);
    case Technique::HiddenSingle:
        return "in " + houseText(step, 0) + ", " + d + " fits only in " + cellText(k[0]);
    case Technique::NakedSingle:
        return d + " is the only candidate left in " + cellText(k[0]);
    case Technique::Pointing:
    case Technique::Claiming:
        return "in " + houseText(step, 0) + ", " + d + " lies only in " + houseText(step, 1) + " ("
            + cellList(step.cells) + "), so it goes nowhere else in " + houseText(step, 1);
    case Technique::LockedPair:
    case Technique::LockedTriple:
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::NakedQuad:
        return cellList(step.cells) + " hold only " + digits + " between them in "
            + housesText(step, 0, step.houseCount) + ", so these digits go nowhere else there";
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
        return "in " + houseText(step, 0) + ", " + digits + " fit only in " + cellList(step.cells)
            + ", so those cells hold nothing else";
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish: {
        const int n = step.houseCount / 2;
        return "in " + housesText(step, 0, n) + ", " + d + " lies only in " + housesText(step, n, 2 * n)
            + ", so it goes nowhere else in those";
    }
    case Technique::XYWing:
    case Technique::XYZWing: {
        const std::string z = digitList(eliminatedDigits(step), "/");
        return "pivot " + cellText(k[0]) + " with pincers " + cellText(k[1]) + " and " + cellText(k[2]) + " on "
            + digits + ": whatever the pivot is, " + (step.technique == Technique::XYZWing ? "the pivot or " : "")
            + "one pincer is " + z + ", so no cell seeing "
            + (step.technique == Technique::XYZWing ? "all three" : "both pincers") + " can be " + z;
    }
    case Technique::Skyscraper:
        return d + " in " + houseText(step, 0) + " and " + houseText(step, 1) + " shares a base in "
            + houseText(step, 2) + ", so " + cellText(k[0]) + " or " + cellText(k[1]) + " is " + d;
    case Technique::TwoStringKite:
        return d + " in " + houseText(step, 0) + " and " + houseText(step, 1) + " is joined in " + houseText(step, 2)
            + " (" + cellText(k[2]) + ", " + cellText(k[3]) + "), so " + cellText(k[0]) + " or " + cellText(k[1])
            + " is " + d;
    case Technique::SimpleColourTrap:
        return "the strong links of " + d + " split " + cellList(step.cells) + " from " + cellList(step.otherCells)
            + "; one group is " + d + ", so a cell seeing both groups is not";
    case Technique::SimpleColourWrap:
        return "the strong links of " + d + " split " + cellList(step.cells) + " from " + cellList(step.otherCells)
            + "; two cells of one group see each other, so that group is not " + d;
    case Technique::WWing: {
        const std::string x = digitList(eliminatedDigits(step), "/");
        const std::string y = digitList(static_cast<std::uint16_t>(step.digits & ~eliminatedDigits(step)), "/");
        return cellText(k[0]) + " and " + cellText(k[1]) + " hold " + digits + "; the strong link on " + y + " in "
            + houseText(step, 0) + " (" + cellText(k[2]) + ", " + cellText(k[3]) + ") makes one of them " + x;
    }
    case Technique::UniqueRectangle1:
        return cellText(k[0]) + ", " + cellText(k[1]) + " and " + cellText(k[2]) + " hold only " + digits + "; if "
            + cellText(k[3]) + " were " + digitList(step.digits, " or ") + " too, the puzzle would have two solutions";
    case Technique::BugPlusOne:
        return "every empty cell but " + cellText(k[0]) + " has two candidates, so " + cellText(k[0]) + " must be " + d
            + " or the puzzle would not have exactly one solution";
    case Technique::SueDeCoq:
        return "where " + houseText(step, 0) + " meets " + houseText(step, 1) + ", " + setText(step, 0) + " hold "
            + digits + "; " + setText(step, 1) + " in " + houseText(step, 0) + " and " + setText(step, 2) + " in "
            + houseText(step, 1) + " share none of them, and all these cells need every digit they hold, so "
            + "each digit goes nowhere else in the house whose part holds it";
    case Technique::AlsXZ:
        if (popcountMask(step.digits) > 1)
            return "the almost locked sets " + setText(step, 0) + " and " + setText(step, 1)
                + " share two restricted commons " + digits + ": each holds exactly one, so both are locked on "
                + "the rest, and no cell seeing a digit's cells in a set (or of both sets) can be that digit";
        return "the almost locked sets " + setText(step, 0) + " and " + setText(step, 1)
            + " share the restricted common " + digits + ": only one of them can be " + digits
            + ", so the other is locked and one of them is " + eliminated + "; a cell seeing every " + eliminated
            + " of both is not " + eliminated;
    case Technique::AlsXYWing:
        return "the almost locked set " + setText(step, 1) + " shares a restricted common with " + setText(step, 0)
            + " and another with " + setText(step, 2) + " (" + digits + "); it holds one of "
            + "them, so one of the outer sets is locked and holds " + eliminated + ": a cell seeing every " + eliminated
            + " of both is not " + eliminated;
    case Technique::AlsXYChain: {
        std::string chain;
        for (std::size_t i = 0; i < step.sets.size(); ++i) {
            if (i > 0)
                chain += " -" + std::to_string(2 * (i - 1) < step.nodes.size() ? step.nodes[2 * (i - 1)].digit : 0)
                    + "- ";
            chain += setText(step, static_cast<int>(i));
        }
        return "the almost locked sets " + chain + " are linked by restricted commons: if the first is not "
            + eliminated + ", each set in turn is locked and the last is " + eliminated + "; so a cell seeing every "
            + eliminated + " of the first and the last is not " + eliminated;
    }
    case Technique::DeathBlossom: {
        // One petal per candidate of the stem, in digit order.
        std::string petals;
        std::size_t i = 0;
        for (int digit = 1; digit <= 9; ++digit) {
            if (!(step.digits & digitBit(digit)))
                continue;
            petals += (i == 0 ? "" : ", ") + std::to_string(digit) + ": " + setText(step, static_cast<int>(i));
            ++i;
        }
        return "stem " + cellText(k[0]) + " holds " + digits + ", and each of them sees all its cells in an almost "
            + "locked set (" + petals + "); whatever the stem is, that set is locked, so one of them holds "
            + eliminated + " and a cell seeing every " + eliminated + " of them is not " + eliminated;
    }
    }
    return {};
}

} // namespace

const TechniqueInfo &techniqueInfo(Technique technique)
{
    return kTechniques[static_cast<std::size_t>(technique)];
}

std::string_view techniqueId(Technique technique)
{
    return techniqueInfo(technique).id;
}

std::string_view techniqueName(Technique technique)
{
    return techniqueInfo(technique).name;
}

std::optional<Technique> techniqueFromId(std::string_view id)
{
    for (const auto &info : kTechniques) {
        if (info.id == id)
            return info.technique;
    }
    return std::nullopt;
}

std::optional<Technique> techniqueFromHodokuCode(std::string_view code)
{
    for (const auto &info : kTechniques) {
        if (info.hodokuCode == code)
            return info.technique;
    }
    return std::nullopt;
}

int Step::eliminationCount() const
{
    int n = 0;
    for (const CellSet &cells : eliminations)
        n += cells.count();
    return n;
}

void Step::addHouse(int house)
{
    if (houseCount < houses.size())
        houses[houseCount++] = houseFromIndex(house);
}

std::span<const Technique> techniqueOrder()
{
    return kOrder;
}

std::optional<Step> findStep(const CandidateGrid &grid, const LogicOptions &options)
{
    FirstStep sink;
    logic::PositionData data(grid);
    for (const Technique technique : kOrder) {
        if (enabled(technique, options) && runFinder(grid, technique, options, sink, data))
            return sink.found;
    }
    return std::nullopt;
}

std::vector<Step> findAllSteps(const CandidateGrid &grid, const LogicOptions &options)
{
    std::vector<Step> steps;
    logic::PositionData data(grid);
    for (const Technique technique : kOrder) {
        if (!enabled(technique, options))
            continue;
        AllSteps sink(steps);
        runFinder(grid, technique, options, sink, data);
    }
    return steps;
}

std::vector<Step> findSteps(const CandidateGrid &grid, Technique technique, const LogicOptions &options)
{
    std::vector<Step> steps;
    if (enabled(technique, options)) {
        AllSteps sink(steps);
        logic::PositionData data(grid);
        runFinder(grid, technique, options, sink, data);
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

House focusHouse(const Step &step)
{
    if (step.houseCount > 0)
        return step.houses[0];
    const int cell = step.keyCells[0] >= 0 ? step.keyCells[0] : std::max(step.cells.first(), 0);
    return House {HouseKind::Box, boxOf(cell)};
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

std::string describeStep(const Step &step)
{
    return std::string(techniqueName(step.technique)) + ": " + reason(step) + " => " + describeEffect(step);
}

} // namespace sudoku
