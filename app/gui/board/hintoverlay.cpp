// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/hintoverlay.h"

#include "vocab/hintbranches.h"

#include <algorithm>
#include <bit>
#include <vector>

using namespace sudoku;

namespace
{

// Which candidates the third stage draws besides those of the step's own cells: those of the house the
// step is about (a learner sees the digit lies nowhere else), or every candidate of the board for fish,
// colouring, chains and almost locked sets, which run over it.
enum class Context { Own, FirstHouse, Houses, Board };

Context contextOf(const Step &step)
{
    if (!step.nodes.empty() || !step.sets.empty() || step.fins.any())
        return Context::Board;
    switch (step.technique) {
    case Technique::HiddenSingle:
    case Technique::Pointing:
    case Technique::Claiming:
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
    case Technique::DirectHiddenPair:
    case Technique::DirectHiddenTriple:
        return Context::FirstHouse;
    // The box, the line and the house the hidden single is left in.
    case Technique::DirectPointing:
    case Technique::DirectClaiming:
        return Context::Houses;
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
    case Technique::SimpleColourTrap:
    case Technique::SimpleColourWrap:
        return Context::Board;
    default:
        break;
    }
    return Context::Own;
}

// The digit a single-digit pattern (fish, colouring, a chain of one digit) is made of, 0 for the others.
int patternDigit(const Step &step)
{
    const int digit = stepDigit(step);
    if (digit == 0)
        return 0;
    if (!step.nodes.empty())
        return std::all_of(step.nodes.begin(), step.nodes.end(), [&](const ChainNode &n) { return n.digit == digit; })
            ? digit
            : 0;
    if (step.fins.any() || !step.sets.empty())
        return digit;
    switch (step.technique) {
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
    case Technique::SimpleColourTrap:
    case Technique::SimpleColourWrap:
        return digit;
    default:
        break;
    }
    return 0;
}

// The placed digits that rule `digit` out of the empty cells of `house` other than `target`, as few as
// cover them all (each placed digit rules out every cell of the house that sees it: the first chosen is the
// one that rules out most). Cells whose candidates lack the digit though no placed digit sees them go to
// `ruledOut`.
void findBlockers(const Hint &hint, const CellSet &house, int digit, int target, HintOverlay &o)
{
    const Rules &rules = hint.gameRules();
    CellSet open; // cells still to explain
    for (int cell : house) {
        if (cell != target && hint.digits[cell] == 0 && !(hint.candidates[cell] & digitBit(digit)))
            open.insert(cell);
    }
    CellSet placed; // the digit's placements that see a cell of the house
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (hint.digits[cell] == digit && !house.contains(cell))
            placed.insert(cell);
    }
    while (open.any()) {
        int best = -1;
        CellSet bestBlocked;
        for (int cell : placed) {
            const CellSet blocked = open & rules.peers(cell);
            if (blocked.count() > bestBlocked.count()) {
                best = cell;
                bestBlocked = blocked;
            }
        }
        if (best < 0)
            break;
        o.blockers.push_back({best, digit, bestBlocked});
        open = open.minus(bestBlocked);
        placed.erase(best);
    }
    if (open.any()) {
        o.ruledOut = open;
        o.ruledOutDigit = digit;
    }
}

// A naked single: for every other digit, one placed peer that holds it (nearest first: the cell's box or
// region, then its row, then its column, then a diagonal or window of the variant).
void findNakedSingleBlockers(const Hint &hint, int target, HintOverlay &o)
{
    const Rules &rules = hint.gameRules();
    std::vector<int> order(rules.housesOf(target).begin(), rules.housesOf(target).end());
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return rules.scanRank(a) < rules.scanRank(b); });
    for (int d = 1; d <= 9; ++d) {
        if (d == o.placeDigit)
            continue;
        for (int house : order) {
            const CellSet holding = rules.houseCells(house);
            const auto it = std::find_if(
                holding.begin(), holding.end(), [&](int cell) { return cell != target && hint.digits[cell] == d; });
            if (it != holding.end()) {
                o.blockers.push_back({*it, d, CellSet::of(target)});
                break;
            }
        }
    }
}

// Step::nodes[begin, end) and the links among them; with `premise`, the first is a branch's premise.
void addNodes(const Step &step, int begin, int end, bool premise, HintOverlay &o)
{
    const int base = static_cast<int>(o.nodes.size());
    for (int i = begin; i < end; ++i) {
        const ChainNode &n = step.nodes[static_cast<std::size_t>(i)];
        o.nodes.push_back({n.cells, n.digit, n.on, premise && i == begin});
    }
    for (const ChainLink &link : step.links) {
        if (link.from >= begin && link.from < end && link.to >= begin && link.to < end)
            o.links.push_back({base + link.from - begin, base + link.to - begin, link.strong});
    }
}

} // namespace

HintOverlay HintOverlay::of(const Hint &hint, int stage, int view)
{
    HintOverlay o;
    if (hint.kind == Hint::Kind::Stuck) {
        o.stage = stage;
        if (stage >= 2 && hint.cell >= 0) {
            o.cells.set(static_cast<std::size_t>(hint.cell));
            o.placeCell = hint.cell;
            o.placeDigit = stage >= 3 ? hint.digit : 0;
        }
        return o;
    }
    if (hint.kind != Hint::Kind::Step)
        return o;
    o.stage = stage;
    if (stage >= 2) {
        const CellSet focus = hint.cage >= 0 ? hint.gameRules().cages()[static_cast<std::size_t>(hint.cage)].cells
            : hint.house >= 0                ? hint.gameRules().houseCells(hint.house)
                                             : CellSet {};
        for (int cell : focus)
            o.house.set(static_cast<std::size_t>(cell));
    }
    if (stage < 3)
        return o;
    const Step &step = hint.step;

    // The pattern: chains (a forcing chain's one branch at a time, then its premises and what each reaches),
    // sets, fins.
    const bool stepped = hintbranches::stepped(step);
    if (stepped) {
        const std::vector<StepBranch> branches = stepBranches(step);
        o.viewCount = static_cast<int>(branches.size()) + 1;
        o.view = std::clamp(view, 0, o.viewCount - 1);
        if (o.view < static_cast<int>(branches.size())) {
            const StepBranch &b = branches[static_cast<std::size_t>(o.view)];
            addNodes(step, b.begin, b.end, true, o);
        } else {
            for (const StepBranch &b : branches) {
                addNodes(step, b.premise(), b.premise() + 1, true, o);
                if (b.reached() != b.premise())
                    addNodes(step, b.reached(), b.reached() + 1, false, o);
            }
        }
    } else {
        addNodes(step, 0, static_cast<int>(step.nodes.size()), false, o);
    }
    o.sets = step.sets;
    if (o.sets.empty()
        && (step.technique == Technique::SimpleColourTrap || step.technique == Technique::SimpleColourWrap))
        o.sets = {step.cells, step.otherCells}; // the two colours
    o.fins = step.fins;
    o.finDigit = o.fins.any() ? stepDigit(step) : 0;

    // A forcing chain's cells are those of the branch shown (the step's cells are every branch's).
    CellSet involved = stepped ? CellSet {} : step.cells | step.otherCells;
    for (const std::int8_t key : step.keyCells) {
        if (key >= 0)
            involved.insert(key);
    }
    for (const Node &node : o.nodes)
        involved |= node.cells;
    if (step.hasPlacement()) {
        involved.insert(step.placementCell);
        o.placeCell = step.placementCell;
        o.placeDigit = step.placementDigit;
    }
    CellSet shaded;
    for (const CellSet &set : o.sets)
        shaded |= set;

    // The candidates drawn: the step's cells', those its eliminations touch, and the context.
    const Context context = contextOf(step);
    CellSet contextCells;
    switch (context) {
    case Context::Own:
        break;
    case Context::FirstHouse:
        if (step.houseCount > 0)
            contextCells = hint.cellsOf(step.houses[0]);
        break;
    case Context::Houses:
        for (int h = 0; h < step.houseCount; ++h)
            contextCells |= hint.cellsOf(step.houses[static_cast<std::size_t>(h)]);
        break;
    case Context::Board:
        contextCells = CellSet::all();
        break;
    }
    const int digit = stepDigit(step);
    o.focusDigit = patternDigit(step);
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (hint.digits[cell] != 0)
            o.placed.insert(cell);
        if (hint.digits[cell] != 0 && cell != step.placementCell)
            continue;
        CandidateMask removed = 0;
        for (int d = 1; d <= 9; ++d) {
            if (step.eliminates(cell, d))
                removed |= digitBit(d);
        }
        const bool own = involved.contains(cell);
        if (own && !shaded.contains(cell))
            o.cells.set(static_cast<std::size_t>(cell));
        o.eliminated[cell] = removed;
        if (own || removed)
            o.shown[cell] = hint.candidates[cell];
        else if (contextCells.contains(cell))
            o.shown[cell] = hint.candidates[cell];
        if (o.nodes.empty() && own)
            o.pattern[cell] = static_cast<CandidateMask>(hint.candidates[cell] & step.digits & ~removed);
    }
    for (const Node &node : o.nodes) {
        if (!node.on || node.digit < 1 || node.digit > 9)
            continue; // an "off" node stays hollow; a malformed one draws no disc
        for (int cell : node.cells)
            o.pattern[cell] |= static_cast<CandidateMask>(hint.candidates[cell] & digitBit(node.digit));
    }
    for (int cell : o.fins)
        o.pattern[cell] &= static_cast<CandidateMask>(~digitBit(o.finDigit));

    // The reason behind a single.
    switch (step.technique) {
    case Technique::HiddenSingle:
        if (step.houseCount > 0 && digit != 0)
            findBlockers(hint, hint.cellsOf(step.houses[0]), digit, step.placementCell, o);
        break;
    case Technique::NakedSingle:
        findNakedSingleBlockers(hint, step.placementCell, o);
        break;
    default:
        break;
    }
    return o;
}
