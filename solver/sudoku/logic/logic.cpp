// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/logic/logic.h"

#include "sudoku/logic/chains.h"
#include "sudoku/logic/finders.h"

#include <algorithm>

namespace sudoku
{

namespace
{

using logic::ChainContext;
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
    {Technique::TurbotFish, "turbot-fish", "Turbot Fish", "0403", false},
    {Technique::EmptyRectangle, "empty-rectangle", "Empty Rectangle", "0402", false},
    {Technique::DualTwoStringKite, "dual-2-string-kite", "Dual 2-String Kite", "0404", false},
    {Technique::DualEmptyRectangle, "dual-empty-rectangle", "Dual Empty Rectangle", "0405", false},
    {Technique::FinnedXWing, "finned-x-wing", "Finned X-Wing", "0310", false},
    {Technique::FinnedSwordfish, "finned-swordfish", "Finned Swordfish", "0311", false},
    {Technique::FinnedJellyfish, "finned-jellyfish", "Finned Jellyfish", "0312", false},
    {Technique::SashimiXWing, "sashimi-x-wing", "Sashimi X-Wing", "0320", false},
    {Technique::SashimiSwordfish, "sashimi-swordfish", "Sashimi Swordfish", "0321", false},
    {Technique::SashimiJellyfish, "sashimi-jellyfish", "Sashimi Jellyfish", "0322", false},
    {Technique::SiameseFinnedSwordfish, "siamese-finned-swordfish", "Siamese Finned Swordfish", "03111", false},
    {Technique::SiameseFinnedJellyfish, "siamese-finned-jellyfish", "Siamese Finned Jellyfish", "03121", false},
    {Technique::SiameseSashimiSwordfish, "siamese-sashimi-swordfish", "Siamese Sashimi Swordfish", "03211", false},
    {Technique::SiameseSashimiJellyfish, "siamese-sashimi-jellyfish", "Siamese Sashimi Jellyfish", "03221", false},
    {Technique::MultiColour1, "multi-colour-1", "Multi-Colouring (type 1)", "0502", false},
    {Technique::MultiColour2, "multi-colour-2", "Multi-Colouring (type 2)", "0503", false},
    {Technique::UniqueRectangle2, "unique-rectangle-2", "Unique Rectangle Type 2", "0601", true},
    {Technique::UniqueRectangle3, "unique-rectangle-3", "Unique Rectangle Type 3", "0602", true},
    {Technique::UniqueRectangle4, "unique-rectangle-4", "Unique Rectangle Type 4", "0603", true},
    {Technique::UniqueRectangle5, "unique-rectangle-5", "Unique Rectangle Type 5", "0604", true},
    {Technique::UniqueRectangle6, "unique-rectangle-6", "Unique Rectangle Type 6", "0605", true},
    {Technique::HiddenRectangle, "hidden-rectangle", "Hidden Rectangle", "0606", true},
    {Technique::AvoidableRectangle1, "avoidable-rectangle-1", "Avoidable Rectangle Type 1", "0607", true},
    {Technique::AvoidableRectangle2, "avoidable-rectangle-2", "Avoidable Rectangle Type 2", "0608", true},
    {Technique::XChain, "x-chain", "X-Chain", "0701", false},
    {Technique::XYChain, "xy-chain", "XY-Chain", "0702", false},
    {Technique::RemotePair, "remote-pair", "Remote Pair", "0703", false},
    {Technique::ContinuousNiceLoop, "continuous-nice-loop", "Continuous Nice Loop", "0706", false},
    {Technique::DiscontinuousNiceLoop, "discontinuous-nice-loop", "Discontinuous Nice Loop", "0707", false},
    {Technique::Aic, "aic", "AIC", "0708", false},
    {Technique::GroupedContinuousNiceLoop, "grouped-continuous-nice-loop", "Grouped Continuous Nice Loop", "0709",
        false},
    {Technique::GroupedDiscontinuousNiceLoop, "grouped-discontinuous-nice-loop", "Grouped Discontinuous Nice Loop",
        "0710", false},
    {Technique::GroupedAic, "grouped-aic", "Grouped AIC", "0711", false},
    {Technique::ForcingChainContradiction, "forcing-chain-contradiction", "Forcing Chain Contradiction", "1301", false},
    {Technique::ForcingChainVerity, "forcing-chain-verity", "Forcing Chain Verity", "1302", false},
    {Technique::ForcingNetContradiction, "forcing-net-contradiction", "Forcing Net Contradiction", "1303", false},
    {Technique::ForcingNetVerity, "forcing-net-verity", "Forcing Net Verity", "1304", false},
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
    Technique::UniqueRectangle1,
    Technique::BugPlusOne,
    Technique::Skyscraper,
    Technique::TwoStringKite,
    Technique::SimpleColourTrap,
    Technique::SimpleColourWrap,
    Technique::WWing,
    Technique::UniqueRectangle2,
    Technique::UniqueRectangle4,
    Technique::UniqueRectangle5,
    Technique::UniqueRectangle6,
    Technique::HiddenRectangle,
    Technique::AvoidableRectangle1,
    Technique::AvoidableRectangle2,
    Technique::UniqueRectangle3,
    Technique::TurbotFish,
    Technique::EmptyRectangle,
    Technique::DualTwoStringKite,
    Technique::DualEmptyRectangle,
    Technique::FinnedXWing,
    Technique::SashimiXWing,
    Technique::MultiColour1,
    Technique::MultiColour2,
    Technique::FinnedSwordfish,
    Technique::SashimiSwordfish,
    Technique::SiameseFinnedSwordfish,
    Technique::SiameseSashimiSwordfish,
    Technique::FinnedJellyfish,
    Technique::SashimiJellyfish,
    Technique::SiameseFinnedJellyfish,
    Technique::SiameseSashimiJellyfish,
    Technique::SueDeCoq,
    Technique::AlsXZ,
    Technique::AlsXYWing,
    Technique::XChain,
    Technique::RemotePair,
    Technique::XYChain,
    Technique::ContinuousNiceLoop,
    Technique::AlsXYChain,
    Technique::DiscontinuousNiceLoop,
    Technique::Aic,
    Technique::GroupedContinuousNiceLoop,
    Technique::GroupedDiscontinuousNiceLoop,
    Technique::GroupedAic,
    Technique::DeathBlossom,
    Technique::ForcingChainContradiction,
    Technique::ForcingChainVerity,
    Technique::ForcingNetContradiction,
    Technique::ForcingNetVerity,
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

bool runFinder(const CandidateGrid &grid, Technique technique, const LogicOptions &options, ChainContext &chains,
    logic::PositionData &data, StepSink &sink)
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
        return findUniqueRectangles(grid, technique, options.uniquenessMissingCandidates, sink);
    case Technique::BugPlusOne:
        return findBugPlusOne(grid, sink);
    case Technique::TurbotFish:
        return findTurbotFish(grid, sink);
    case Technique::EmptyRectangle:
        return findEmptyRectangles(grid, options.emptyRectanglesWithTwoCandidates, sink);
    case Technique::DualTwoStringKite:
        return findDualTwoStringKites(grid, sink);
    case Technique::DualEmptyRectangle:
        return findDualEmptyRectangles(grid, sink);
    case Technique::FinnedXWing:
        return findFinnedFish(grid, 2, false, sink);
    case Technique::FinnedSwordfish:
        return findFinnedFish(grid, 3, false, sink);
    case Technique::FinnedJellyfish:
        return findFinnedFish(grid, 4, false, sink);
    case Technique::SashimiXWing:
        return findFinnedFish(grid, 2, true, sink);
    case Technique::SashimiSwordfish:
        return findFinnedFish(grid, 3, true, sink);
    case Technique::SashimiJellyfish:
        return findFinnedFish(grid, 4, true, sink);
    case Technique::SiameseFinnedSwordfish:
        return findSiameseFish(grid, 3, false, sink);
    case Technique::SiameseFinnedJellyfish:
        return findSiameseFish(grid, 4, false, sink);
    case Technique::SiameseSashimiSwordfish:
        return findSiameseFish(grid, 3, true, sink);
    case Technique::SiameseSashimiJellyfish:
        return findSiameseFish(grid, 4, true, sink);
    case Technique::MultiColour1:
        return findMultiColours(grid, false, sink);
    case Technique::MultiColour2:
        return findMultiColours(grid, true, sink);
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle3:
    case Technique::UniqueRectangle4:
    case Technique::UniqueRectangle5:
    case Technique::UniqueRectangle6:
    case Technique::HiddenRectangle:
        return findUniqueRectangles(grid, technique, options.uniquenessMissingCandidates, sink);
    case Technique::AvoidableRectangle1:
        return findAvoidableRectangles(grid, false, sink);
    case Technique::AvoidableRectangle2:
        return findAvoidableRectangles(grid, true, sink);
    case Technique::XChain:
        return findXChains(grid, sink);
    case Technique::XYChain:
        return findXYChains(grid, sink);
    case Technique::RemotePair:
        return findRemotePairs(grid, sink);
    case Technique::ContinuousNiceLoop:
    case Technique::DiscontinuousNiceLoop:
    case Technique::Aic:
    case Technique::GroupedContinuousNiceLoop:
    case Technique::GroupedDiscontinuousNiceLoop:
    case Technique::GroupedAic:
    case Technique::ForcingChainContradiction:
    case Technique::ForcingChainVerity:
    case Technique::ForcingNetContradiction:
    case Technique::ForcingNetVerity:
        return findChainFamily(chains, technique, sink);
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

// Techniques whose every instance holds an instance of an easier one, tried before it in the search order: a
// dual kite two kites, a dual empty rectangle two empty rectangles (or, with two candidates in the box,
// Turbot Fish), a Siamese fish two finned or sashimi fish. When those are enabled and found nothing, these
// cannot find anything either, and findStep skips their search.
bool impliedByEasier(Technique technique, const LogicOptions &options)
{
    const auto on = [&](Technique t) { return enabled(t, options); };
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

std::string literalText(const ChainNode &node)
{
    return cellList(node.cells) + (node.on ? "=" : "<>") + std::to_string(node.digit);
}

// The first and last node of each branch of a forcing chain or net (branches are numbered from 0).
std::vector<std::pair<int, int>> branchEnds(const Step &step)
{
    std::vector<std::pair<int, int>> ends;
    for (const ChainLink &link : step.links) {
        if (link.branch >= ends.size())
            ends.resize(link.branch + 1u, {-1, -1});
        auto &[first, last] = ends[link.branch];
        if (first < 0 || link.from < first)
            first = link.from;
        if (last < 0 || link.to > last)
            last = link.to;
    }
    return ends;
}

std::string forcingReason(const Step &step)
{
    const auto ends = branchEnds(step);
    if (ends.empty() || ends.front().first < 0)
        return {};
    const bool chains
        = step.technique == Technique::ForcingChainContradiction || step.technique == Technique::ForcingChainVerity;
    std::string branches;
    for (std::size_t b = 0; b < ends.size(); ++b) {
        if (!branches.empty())
            branches += b + 1 == ends.size() ? " and " : ", ";
        branches += chains ? chainNotation(step, static_cast<int>(b)) : literalText(step.nodes[ends[b].second]);
    }
    const std::string kind = chains ? "chains" : "nets";
    const std::string premise = literalText(step.nodes[ends.front().first]);
    if (step.technique == Technique::ForcingChainContradiction || step.technique == Technique::ForcingNetContradiction)
        return "if " + premise + ", the " + kind + " lead to " + branches + ", which cannot all hold, so " + premise
            + " is false";
    std::string premises;
    for (std::size_t b = 0; b < ends.size(); ++b) {
        if (!premises.empty())
            premises += b + 1 == ends.size() ? " or " : ", ";
        premises += literalText(step.nodes[ends[b].first]);
    }
    return "whether " + premises + ", the " + kind + " lead to the same conclusion (" + branches + "), so it holds";
}

// The four ways a discontinuous nice loop contradicts its premise in its first cell.
std::string discontinuousReason(const Step &step)
{
    if (step.nodes.size() < 2)
        return {};
    const ChainNode &first = step.nodes.front();
    const ChainNode &last = step.nodes.back();
    const std::string a = cellText(step.keyCells[0]);
    const std::string x = std::to_string(first.digit);
    const std::string y = std::to_string(last.digit);
    const std::string loop = "the loop " + chainNotation(step);
    if (first.on && !last.on && first.digit == last.digit)
        return "if " + a + " were " + x + ", " + loop + " would rule " + x + " out of it again, so it is not " + x;
    if (!first.on && last.on && first.digit == last.digit)
        return "if " + a + " were not " + x + ", " + loop + " would put " + x + " back, so it is " + x;
    if (first.on)
        return "if " + a + " were " + x + ", " + loop + " would make it " + y + " as well, so it is not " + x;
    return "if " + a + " were " + y + ", it would not be " + x + ", and then " + loop + " would rule " + y
        + " out of it, so it is not " + y;
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
    case Technique::TurbotFish:
        return "if " + cellText(k[0]) + " is not " + d + ", " + cellText(k[2]) + " is (" + houseText(step, 0) + "), so "
            + cellText(k[3]) + " is not (" + houseText(step, 1) + "), so " + cellText(k[1]) + " is ("
            + houseText(step, 2) + "): " + cellText(k[0]) + " or " + cellText(k[1]) + " is " + d;
    case Technique::EmptyRectangle:
        return "in " + houseText(step, 0) + ", " + d + " lies only in " + houseText(step, 3) + " and "
            + houseText(step, 4) + "; if " + cellText(k[1]) + " is not " + d + ", " + cellText(k[0]) + " is ("
            + houseText(step, 1) + "), and " + houseText(step, 0) + " has its " + d + " on the other line: either way "
            + cellList(step.eliminations[onlyDigit(step.digits) - 1]) + " sees a " + d;
    case Technique::FinnedXWing:
    case Technique::FinnedSwordfish:
    case Technique::FinnedJellyfish:
    case Technique::SashimiXWing:
    case Technique::SashimiSwordfish:
    case Technique::SashimiJellyfish: {
        const int n = step.houseCount / 2;
        return "in " + housesText(step, 0, n) + ", " + d + " lies only in " + housesText(step, n, 2 * n)
            + " but for the fins " + cellList(step.fins) + "; either the fish holds or a fin is " + d
            + ", so a cell of the fish's cover lines that sees every fin is not " + d;
    }
    case Technique::SiameseFinnedSwordfish:
    case Technique::SiameseFinnedJellyfish:
    case Technique::SiameseSashimiSwordfish:
    case Technique::SiameseSashimiJellyfish: {
        const int n = step.technique == Technique::SiameseFinnedSwordfish
                || step.technique == Technique::SiameseSashimiSwordfish
            ? 3
            : 4;
        return "two finned fish share the base lines " + housesText(step, 0, n) + ", one covered by "
            + housesText(step, n, 2 * n) + ", the other by " + housesText(step, 2 * n, 3 * n) + " (fins "
            + cellList(step.fins) + "); each removes the cover candidates that see all of its fins";
    }
    case Technique::MultiColour1:
        return "the strong links of " + d + " form two clusters, each of two colours, one of them " + d + "; "
            + cellText(k[0]) + " and " + cellText(k[1]) + " (of one colour each) see each other, so the other "
            + "colour of one cluster is " + d + ", and a cell seeing both those colours is not";
    case Technique::MultiColour2:
        return "the strong links of " + d + " form two clusters, each of two colours, one of them " + d + "; "
            + "the colour of " + (step.sets.empty() ? std::string("?") : cellList(step.sets[0]))
            + " sees both colours of the other cluster, so that colour is not " + d;
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle5: {
        const std::string x = digitList(eliminatedDigits(step), "/");
        return cellList(step.cells) + " would be a deadly pattern of " + digits + " (two solutions) unless one of "
            + cellList(step.otherCells) + " is their one extra digit " + x + ", so a cell seeing all of them is not "
            + x;
    }
    case Technique::UniqueRectangle3:
        return cellList(step.cells) + " would be a deadly pattern of " + digits + " unless one of "
            + cellList(step.otherCells & step.cells) + " takes an extra digit; with "
            + cellList(step.otherCells.minus(step.cells)) + " they make a naked subset of those extra digits in "
            + housesText(step, 0, step.houseCount) + ", whose digits go nowhere else there";
    case Technique::UniqueRectangle4: {
        const int removed = onlyDigit(eliminatedDigits(step));
        const int locked = onlyDigit(static_cast<std::uint16_t>(step.digits & ~digitBit(std::max(removed, 1))));
        return cellList(step.cells) + " would be a deadly pattern of " + digits + "; in " + houseText(step, 0) + ", "
            + std::to_string(locked) + " lies only in " + cellList(step.otherCells) + ", so one of them is "
            + std::to_string(locked) + " and neither can be " + std::to_string(removed);
    }
    case Technique::UniqueRectangle6: {
        const std::string x = digitList(eliminatedDigits(step), "/");
        return cellList(step.cells) + " would be a deadly pattern of " + digits + "; in " + housesText(step, 0, 4)
            + ", " + x + " lies only in the rectangle, on one diagonal: not on " + cellList(step.otherCells)
            + ", or the other diagonal would complete the pattern";
    }
    case Technique::HiddenRectangle: {
        const int removed = onlyDigit(eliminatedDigits(step));
        const int strong = onlyDigit(static_cast<std::uint16_t>(step.digits & ~digitBit(std::max(removed, 1))));
        return cellText(k[0]) + " holds only " + digits + ", and in " + houseText(step, 0) + " and "
            + houseText(step, 1) + ", " + std::to_string(strong) + " lies only in the rectangle; if " + cellText(k[3])
            + " were " + std::to_string(removed) + ", " + std::to_string(strong) + " would take " + cellText(k[1])
            + " and " + cellText(k[2]) + ", " + cellText(k[0]) + " would be " + std::to_string(removed)
            + ": a deadly pattern (two solutions)";
    }
    case Technique::AvoidableRectangle1:
    case Technique::AvoidableRectangle2:
        return cellText(k[0]) + " and " + cellText(k[1]) + " were filled with " + digits + " (not givens); if "
            + cellText(k[2]) + " and " + cellText(k[3])
            + " took them crosswise, the four cells could swap their digits and the puzzle would have two solutions"
            + (step.technique == Technique::AvoidableRectangle2
                    ? ", so one of them is " + digitList(eliminatedDigits(step), "/")
                    : std::string());
    case Technique::DualTwoStringKite:
        return "two 2-String Kites on " + d + " share " + cellText(k[0]) + " and " + cellText(k[1]) + " in "
            + houseText(step, 0) + ", each cell's row link in one and its column link in the other";
    case Technique::DualEmptyRectangle:
        return "two empty rectangles of " + d + " in " + houseText(step, 0) + " (" + d + " only in "
            + houseText(step, 5) + " and " + houseText(step, 6) + "), with the strong links " + cellText(k[0]) + "="
            + cellText(k[1]) + " and " + cellText(k[2]) + "=" + cellText(k[3]);
    case Technique::XChain:
    case Technique::XYChain: {
        const std::string x = digitList(eliminatedDigits(step), "/");
        return chainNotation(step) + ": if " + cellText(k[0]) + " is not " + x + ", " + cellText(k[1])
            + " is; one of the two is " + x + ", so no cell that sees both can be";
    }
    case Technique::RemotePair:
        return cellList(step.cells) + " hold only " + digits + " and are chained " + chainNotation(step)
            + ": they alternate between the two digits, so a cell that sees two of them an odd number of links "
              "apart can be neither";
    case Technique::ContinuousNiceLoop:
    case Technique::GroupedContinuousNiceLoop:
        return "the loop " + chainNotation(step)
            + " closes on itself: each of its weak links has exactly one true end, so its digit goes from every cell "
              "that sees both ends, and a cell entered and left by strong links keeps only their two digits";
    case Technique::DiscontinuousNiceLoop:
    case Technique::GroupedDiscontinuousNiceLoop:
        return discontinuousReason(step);
    case Technique::Aic:
    case Technique::GroupedAic: {
        if (step.nodes.size() < 2)
            return {};
        const int x = step.nodes.front().digit;
        const int y = step.nodes.back().digit;
        const std::string chain = chainNotation(step) + ": if " + cellText(k[0]) + " is not " + std::to_string(x) + ", "
            + cellText(k[1]) + " is " + std::to_string(y);
        if (x == y)
            return chain + "; one of the two is " + std::to_string(x) + ", so no cell that sees both can be";
        return chain + "; the two cells see each other, so " + cellText(k[0]) + " cannot be " + std::to_string(y)
            + " and " + cellText(k[1]) + " cannot be " + std::to_string(x);
    }
    case Technique::ForcingChainContradiction:
    case Technique::ForcingChainVerity:
    case Technique::ForcingNetContradiction:
    case Technique::ForcingNetVerity:
        return forcingReason(step);
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
    ChainContext chains(grid, options, true);
    logic::PositionData data(grid);
    for (const Technique technique : kOrder) {
        if (enabled(technique, options) && !impliedByEasier(technique, options)
            && runFinder(grid, technique, options, chains, data, sink))
            return sink.found;
    }
    return std::nullopt;
}

std::optional<Step> findCheapestStep(const CandidateGrid &grid, const LogicOptions &options,
    std::span<const Technique> order, double (*floor)(Technique), double (*cost)(const Step &))
{
    ChainContext chains(grid, options, true);
    logic::PositionData data(grid);
    std::optional<Step> best;
    double bestCost = 0;
    for (const Technique technique : order) {
        if (best && floor(technique) >= bestCost)
            break;
        FirstStep sink;
        if (enabled(technique, options) && !impliedByEasier(technique, options)
            && runFinder(grid, technique, options, chains, data, sink)) {
            const double found = cost(*sink.found);
            if (!best || found < bestCost) {
                best = std::move(sink.found);
                bestCost = found;
            }
        }
    }
    return best;
}

std::vector<Step> findAllSteps(const CandidateGrid &grid, const LogicOptions &options)
{
    std::vector<Step> steps;
    ChainContext chains(grid, options, false);
    logic::PositionData data(grid);
    for (const Technique technique : kOrder) {
        if (!enabled(technique, options))
            continue;
        AllSteps sink(steps);
        runFinder(grid, technique, options, chains, data, sink);
    }
    return steps;
}

std::vector<Step> findSteps(const CandidateGrid &grid, Technique technique, const LogicOptions &options)
{
    std::vector<Step> steps;
    if (enabled(technique, options)) {
        AllSteps sink(steps);
        ChainContext chains(grid, options, false);
        logic::PositionData data(grid);
        runFinder(grid, technique, options, chains, data, sink);
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
