// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The techniques of the logic engine and their registry: one row per technique (registry.cpp) holds everything
// the engine and the programs know of it: its id, its name (translated by the app), its code in HoDoKu's
// library, whether it needs a unique solution, its difficulty for the rating (which gives its level and its
// place in the search order), what HoDoKu writes for it, its finder and its text. solver/README.md says how to
// add one.
//
// The enum only names a technique (its values are stable identities: TechniqueSet's bits, the rating's
// counts); the search order is by difficulty (techniqueOrder()).

#include "sudoku/grid/rules.h"
#include "sudoku/logic/text.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace sudoku
{

enum class Technique : std::uint8_t {
    FullHouse,
    HiddenSingle,
    NakedSingle,
    Pointing,
    Claiming,
    LockedPair,
    NakedPair,
    HiddenPair,
    LockedTriple,
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    XWing,
    Swordfish,
    Jellyfish,
    XYWing,
    XYZWing,
    Skyscraper,
    TwoStringKite,
    SimpleColourTrap,
    SimpleColourWrap,
    WWing,
    UniqueRectangle1,
    BugPlusOne,
    // single-digit patterns, finned fish, multi-colouring, uniqueness (logic-patterns)
    TurbotFish,
    EmptyRectangle,
    DualTwoStringKite,
    DualEmptyRectangle,
    FinnedXWing,
    FinnedSwordfish,
    FinnedJellyfish,
    SashimiXWing,
    SashimiSwordfish,
    SashimiJellyfish,
    SiameseFinnedSwordfish,
    SiameseFinnedJellyfish,
    SiameseSashimiSwordfish,
    SiameseSashimiJellyfish,
    MultiColour1,
    MultiColour2,
    UniqueRectangle2,
    UniqueRectangle3,
    UniqueRectangle4,
    UniqueRectangle5,
    UniqueRectangle6,
    HiddenRectangle,
    AvoidableRectangle1,
    AvoidableRectangle2,
    // chains: one inference graph over candidates (chains.h), then the forcing family (logic-chains)
    XChain,
    XYChain,
    RemotePair,
    ContinuousNiceLoop,
    DiscontinuousNiceLoop,
    Aic,
    GroupedContinuousNiceLoop,
    GroupedDiscontinuousNiceLoop,
    GroupedAic,
    ForcingChainContradiction,
    ForcingChainVerity,
    ForcingNetContradiction,
    ForcingNetVerity,
    // Almost locked sets and Sue de Coq (als.cpp, alschain.cpp, suedecoq.cpp, over alsgraph.h).
    SueDeCoq,
    AlsXZ,
    AlsXYWing,
    AlsXYChain,
    DeathBlossom,
    // Killer cages (killer.cpp): nothing without cages.
    CageCombination,
    CageLockedDigit,
    InniesOuties,
    // Sudoku Explainer's direct techniques (intersections.cpp, subsets.cpp): a pattern whose eliminations leave
    // a hidden single, which the step places too (directPattern()).
    DirectPointing,
    DirectClaiming,
    DirectHiddenPair,
    DirectHiddenTriple,
    // Killer (killer.cpp): the rule of 45 over three to seven cells, a cage of their own.
    VirtualCage,
};
inline constexpr int kTechniqueCount = static_cast<int>(Technique::VirtualCage) + 1;

// A puzzle's difficulty, by the hardest technique its solve needs (rating.h).
enum class Level : std::uint8_t { Easy, Medium, Hard, Expert, Master, Extreme };
inline constexpr int kLevelCount = static_cast<int>(Level::Extreme) + 1;

// What HoDoKu's library writes in a step's <candidates> field (hodoku.h).
enum class LibraryDigits : std::uint8_t {
    Pattern, // the digits the pattern is made of (Step::digits)
    First, // the lowest of them (a Dual 2-String Kite: the first kite's digit)
    Removed, // the digits the step removes, or the placed one when it only places (chains, ALS, contradictions)
    Placed, // the placed digit, nothing for an elimination (a verity)
    None, // nothing (BUG+1)
};

// What a technique's finder needs of the puzzle's rules (rules.h). Any: it reads houses and peers from the
// grid, so it holds under any rules. Boxes: it reads the classic geometry (rows, columns and boxes), which is
// sound whenever those are houses (classic, X, Hyper, Killer; not Jigsaw, whose regions replace the boxes), as
// extra houses and cages only add constraints. Classic: a uniqueness technique, whose deadly pattern is deadly
// only when rows, columns and boxes are all the houses and there are no cages.
enum class RulesNeed : std::uint8_t { Any, Boxes, Classic };

struct TechniqueInfo {
    Technique technique;
    std::string_view id; // stable identifier, e.g. "hidden-single"
    TextSource name; // English name, e.g. "Hidden Single", with what it is for translators
    std::string_view hodokuCode; // HoDoKu library code, e.g. "0002"
    bool needsUniqueness; // sound only for puzzles with exactly one solution
    double difficulty; // on Sudoku Explainer's scale; its band is the technique's level (rating.h)
    LibraryDigits libraryDigits;
    bool libraryLength; // HoDoKu writes the chain's length in links into <extra>
    RulesNeed rules;
};

const TechniqueInfo &techniqueInfo(Technique technique);
// True when the technique's finder is sound under `rules` (RulesNeed).
bool techniqueFits(Technique technique, const Rules &rules);
// The same for a variant's usual rules (a Killer on boxes, a Jigsaw without diagonals or windows).
bool techniqueFits(Technique technique, Variant variant);
// A Killer technique, which reads cages and finds nothing without them.
constexpr bool isCageTechnique(Technique technique)
{
    return (technique >= Technique::CageCombination && technique <= Technique::InniesOuties)
        || technique == Technique::VirtualCage;
}
// The pattern of one of Sudoku Explainer's direct techniques (Direct Pointing: Pointing), which finds the
// same eliminations and then places the hidden single they leave; nullopt for any other technique. HoDoKu
// has no direct techniques: its library writes the step as the pattern, without the placement.
std::optional<Technique> directPattern(Technique technique);
std::string_view techniqueId(Technique technique);
std::string_view techniqueName(Technique technique); // English
std::optional<Technique> techniqueFromId(std::string_view id);
// "0300" -> X-Wing. Only the base code (no "-1" variant suffix); nullopt for techniques not implemented.
std::optional<Technique> techniqueFromHodokuCode(std::string_view code);

// A set of techniques as a bit mask (bit = enum value), 128 bits wide.
class TechniqueSet
{
public:
    constexpr TechniqueSet() = default;
    static constexpr TechniqueSet all()
    {
        TechniqueSet set;
        for (int t = 0; t < kTechniqueCount; ++t)
            set = set.with(static_cast<Technique>(t));
        return set;
    }
    // Every technique whose enum value is at most `last` (not the search order: see techniqueOrder()).
    static constexpr TechniqueSet upTo(Technique last)
    {
        TechniqueSet set;
        for (int t = 0; t <= static_cast<int>(last); ++t)
            set = set.with(static_cast<Technique>(t));
        return set;
    }
    static constexpr TechniqueSet of(Technique t) { return TechniqueSet().with(t); }
    constexpr bool contains(Technique t) const
    {
        const int i = static_cast<int>(t);
        return (m_bits[i / 64] >> (i % 64)) & 1u;
    }
    constexpr TechniqueSet with(Technique t) const
    {
        TechniqueSet set = *this;
        const int i = static_cast<int>(t);
        set.m_bits[i / 64] |= std::uint64_t {1} << (i % 64);
        return set;
    }
    constexpr TechniqueSet without(Technique t) const
    {
        TechniqueSet set = *this;
        const int i = static_cast<int>(t);
        set.m_bits[i / 64] &= ~(std::uint64_t {1} << (i % 64));
        return set;
    }
    constexpr bool empty() const { return (m_bits[0] | m_bits[1]) == 0; }
    friend constexpr bool operator==(const TechniqueSet &, const TechniqueSet &) = default;

private:
    std::array<std::uint64_t, 2> m_bits {};
};
static_assert(kTechniqueCount <= 128);

// The order findStep tries techniques in, easiest first: by difficulty, rows of equal difficulty as registry.cpp
// writes them.
std::span<const Technique> techniqueOrder();

} // namespace sudoku
