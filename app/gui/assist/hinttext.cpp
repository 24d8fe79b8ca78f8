// SPDX-License-Identifier: GPL-3.0-or-later
#include "assist/hinttext.h"

#include "vocab/hintbranches.h"
#include "vocab/techniquetext.h"

#include <QStringList>

#include <algorithm>

using namespace sudoku;

namespace
{

int onlyDigit(CandidateMask mask)
{
    for (int d = 1; d <= 9; ++d) {
        if (mask == digitBit(d))
            return d;
    }
    return 0;
}

CandidateMask eliminatedDigits(const Step &step)
{
    CandidateMask mask = 0;
    for (int d = 1; d <= 9; ++d) {
        if (step.eliminations[d - 1].any())
            mask |= digitBit(d);
    }
    return mask;
}

QString digitList(CandidateMask mask)
{
    QStringList digits;
    for (int d = 1; d <= 9; ++d) {
        if (mask & digitBit(d))
            digits << QString::number(d);
    }
    return digits.join(QLatin1Char('/'));
}

QString joined(const QStringList &items)
{
    if (items.size() < 2)
        return items.value(0);
    return HintText::tr("%1 and %2", "the last two of a list")
        .arg(items.mid(0, items.size() - 1).join(HintText::tr(", ", "separator of a list")), items.last());
}

QStringList cellNames(const CellSet &cells)
{
    QStringList names;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (cells.contains(cell))
            names << HintText::cellName(cell);
    }
    return names;
}

QString cellList(const CellSet &cells)
{
    return joined(cellNames(cells));
}

QString house(const Step &step, int i)
{
    return i < step.houseCount ? HintText::houseName(houseIndex(step.houses[i])) : QStringLiteral("?");
}

QString houses(const Step &step, int from, int to)
{
    QStringList names;
    for (int i = from; i < to && i < step.houseCount; ++i)
        names << HintText::houseName(houseIndex(step.houses[i]));
    return joined(names);
}

QString cell(int c)
{
    return c >= 0 ? HintText::cellName(c) : QStringLiteral("?");
}

// A chain in Eureka notation: digits, cell names and link signs, the same in every language.
QString chain(const Step &step, int branch = -1)
{
    return QString::fromStdString(chainNotation(step, branch));
}

QString literal(const ChainNode &node)
{
    return cellList(node.cells) + (node.on ? QStringLiteral("=") : QStringLiteral("<>")) + QString::number(node.digit);
}

QString alternatives(const QStringList &items)
{
    if (items.size() < 2)
        return items.value(0);
    return HintText::tr("%1 or %2", "the last two of a list of alternatives")
        .arg(items.mid(0, items.size() - 1).join(HintText::tr(", ", "separator of a list")), items.last());
}

// A forcing chain or net: its branches' premises and the conclusions they reach.
QString forcing(const Step &step)
{
    std::vector<std::pair<int, int>> ends; // first and last node of each branch
    for (const ChainLink &link : step.links) {
        if (link.branch >= ends.size())
            ends.resize(link.branch + 1u, {-1, -1});
        auto &[first, last] = ends[link.branch];
        if (first < 0 || link.from < first)
            first = link.from;
        if (last < 0 || link.to > last)
            last = link.to;
    }
    if (ends.empty() || ends.front().first < 0)
        return {};
    QStringList premises;
    QStringList targets;
    for (const auto &[first, last] : ends) {
        premises << literal(step.nodes[first]);
        targets << literal(step.nodes[last]);
    }
    switch (step.technique) {
    case Technique::ForcingChainContradiction:
        return HintText::tr("Suppose %1. Following the chains from there leads to %2, which cannot all hold. So the "
                            "supposition is false.")
            .arg(premises.first(), joined(targets));
    case Technique::ForcingNetContradiction:
        return HintText::tr("Suppose %1. Playing it out with singles leads to %2, which cannot all hold. So the "
                            "supposition is false.")
            .arg(premises.first(), joined(targets));
    case Technique::ForcingChainVerity:
        return HintText::tr("Each of %1 leads by a chain to %2. One of them is true, so %2 is true as well.")
            .arg(alternatives(premises), targets.first());
    default:
        break;
    }
    return HintText::tr("Each of %1, played out with singles, leads to %2. One of them is true, so %2 is true as "
                        "well.")
        .arg(alternatives(premises), targets.first());
}

// The four ways a discontinuous nice loop contradicts its premise in its first cell.
QString discontinuousLoop(const Step &step)
{
    if (step.nodes.size() < 2)
        return {};
    const ChainNode &first = step.nodes.front();
    const ChainNode &last = step.nodes.back();
    const QString a = cell(step.keyCells[0]);
    const QString x = QString::number(first.digit);
    const QString y = QString::number(last.digit);
    if (first.on && !last.on && first.digit == last.digit)
        return HintText::tr("If %1 were %2, the loop %3 would rule %2 out of it again. So %1 is not %2.")
            .arg(a, x, chain(step));
    if (!first.on && last.on && first.digit == last.digit)
        return HintText::tr("If %1 were not %2, the loop %3 would put %2 back. So %1 is %2.").arg(a, x, chain(step));
    if (first.on)
        return HintText::tr("If %1 were %2, the loop %3 would make it %4 as well. So %1 is not %2.")
            .arg(a, x, chain(step), y);
    return HintText::tr("If %1 were %2, it would not be %3, and then the loop %4 would rule %2 out of it. So %1 "
                        "is not %2.")
        .arg(a, y, x, chain(step));
}

// One shaded set of the step (an almost locked set, a Sue de Coq part), as its cells in braces, as HoDoKu
// and sudoku-cli write them: "{r6c4, r6c6}". Two sets side by side then read as two, not as one list.
QString set(const Step &step, int i)
{
    if (i >= static_cast<int>(step.sets.size()))
        return QStringLiteral("?");
    return QLatin1Char('{') + cellNames(step.sets[static_cast<std::size_t>(i)]).join(QStringLiteral(", "))
        + QLatin1Char('}');
}

} // namespace

QString HintText::techniqueName(Technique technique)
{
    return techniquetext::technique(technique); // the one place technique names are translated
}

QString HintText::houseName(int houseNumber)
{
    const House h = houseFromIndex(houseNumber);
    switch (h.kind) {
    case HouseKind::Row:
        return tr("row %1").arg(h.index + 1);
    case HouseKind::Column:
        return tr("column %1").arg(h.index + 1);
    case HouseKind::Box:
        break;
    }
    return tr("box %1").arg(h.index + 1);
}

QString HintText::cellName(int c)
{
    return QStringLiteral("r%1c%2").arg(rowOf(c) + 1).arg(colOf(c) + 1);
}

QString HintText::explanation(const Step &step)
{
    const QString digits = digitList(step.digits);
    const int d = onlyDigit(step.digits);
    const auto &k = step.keyCells;
    switch (step.technique) {
    case Technique::FullHouse:
        return tr("%1 is the last empty cell in %2, and %3 is the digit %2 still lacks.")
            .arg(cell(k[0]), house(step, 0))
            .arg(d);
    case Technique::HiddenSingle:
        return tr("In %1, %2 can only go in %3.").arg(house(step, 0)).arg(d).arg(cell(k[0]));
    case Technique::NakedSingle:
        return tr("%1 is the only candidate left in %2: every other digit is in its row, column or box.")
            .arg(d)
            .arg(cell(k[0]));
    case Technique::Pointing:
    case Technique::Claiming:
        return tr("In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4.")
            .arg(house(step, 0))
            .arg(d)
            .arg(cellList(step.cells), house(step, 1));
    case Technique::LockedPair:
    case Technique::LockedTriple:
    case Technique::NakedPair:
    case Technique::NakedTriple:
    case Technique::NakedQuad:
        return tr("%1 hold only %2 between them, so in %3 these digits go nowhere else.")
            .arg(cellList(step.cells), digits, houses(step, 0, step.houseCount));
    case Technique::HiddenPair:
    case Technique::HiddenTriple:
    case Technique::HiddenQuad:
        return tr("In %1, %2 fit only in %3. So those cells hold nothing else.")
            .arg(house(step, 0), digits, cellList(step.cells));
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish: {
        const int n = step.houseCount / 2;
        return tr("In %1, %2 lies only in %3. Their %2s fill %3 one each, so %2 goes nowhere else in %3.")
            .arg(houses(step, 0, n))
            .arg(d)
            .arg(houses(step, n, 2 * n));
    }
    case Technique::XYWing:
        return tr("Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, one pincer is %5. So no cell "
                  "that sees both pincers can be %5.")
            .arg(cell(k[0]), cell(k[1]), cell(k[2]), digits, digitList(eliminatedDigits(step)));
    case Technique::XYZWing:
        return tr("Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, it or a pincer is %5. So no "
                  "cell that sees all three can be %5.")
            .arg(cell(k[0]), cell(k[1]), cell(k[2]), digits, digitList(eliminatedDigits(step)));
    case Technique::Skyscraper:
        return tr("%1 in %2 and in %3 has only two places each, with a shared base in %4. So %5 or %6 is %1, "
                  "and a cell that sees both is not.")
            .arg(QString::number(d), house(step, 0), house(step, 1), house(step, 2), cell(k[0]), cell(k[1]));
    case Technique::TwoStringKite:
        return tr("%1 in %2 and in %3 has only two places each, joined in %4 (%5, %6). So %7 or %8 is %1, and "
                  "a cell that sees both is not.")
            .arg(QString::number(d), house(step, 0), house(step, 1), house(step, 2), cell(k[2]), cell(k[3]), cell(k[0]),
                cell(k[1]));
    case Technique::SimpleColourTrap:
        return tr("The strong links of %1 split %2 from %3, and one group is %1. So a cell that sees both "
                  "groups is not %1.")
            .arg(QString::number(d), cellList(step.cells), cellList(step.otherCells));
    case Technique::SimpleColourWrap:
        return tr("The strong links of %1 split %2 from %3. Two cells of one group see each other, so that "
                  "group is not %1.")
            .arg(QString::number(d), cellList(step.cells), cellList(step.otherCells));
    case Technique::WWing: {
        const CandidateMask x = eliminatedDigits(step);
        return tr("%1 and %2 both hold %3. The strong link on %4 in %5 (%6, %7) makes one of them %8, so a "
                  "cell that sees both is not %8.")
            .arg(cell(k[0]), cell(k[1]), digits, digitList(static_cast<CandidateMask>(step.digits & ~x)),
                house(step, 0), cell(k[2]), cell(k[3]), digitList(x));
    }
    case Technique::UniqueRectangle1:
        return tr("%1, %2 and %3 hold only %4. If %5 were one of these two digits as well, the four corners "
                  "could swap them and the puzzle would have two solutions. So %5 is neither.")
            .arg(cell(k[0]), cell(k[1]), cell(k[2]), digits, cell(k[3]));
    case Technique::BugPlusOne:
        return tr("Every empty cell but %1 has two candidates. %1 must be %2, or the puzzle would not have "
                  "exactly one solution.")
            .arg(cell(k[0]))
            .arg(d);
    case Technique::TurbotFish:
        return tr("If %1 is not %2, %3 is (%4), so %5 is not (%6), so %7 is (%8). So %1 or %7 is %2, and a cell "
                  "that sees both is not.")
            .arg(cell(k[0]), QString::number(d), cell(k[2]), house(step, 0), cell(k[3]), house(step, 1), cell(k[1]),
                house(step, 2));
    case Technique::EmptyRectangle:
        return tr("In %1, %2 lies only in %3 and %4. If %5 is not %2, %6 is (%7), and %1 keeps its %2 on the other "
                  "of those two lines, which %8 sees too. Either way %8 is not %2.")
            .arg(house(step, 0), QString::number(d), house(step, 3), house(step, 4), cell(k[1]), cell(k[0]),
                house(step, 1), cellList(step.eliminations[std::max(d, 1) - 1]));
    case Technique::FinnedXWing:
    case Technique::FinnedSwordfish:
    case Technique::FinnedJellyfish:
    case Technique::SashimiXWing:
    case Technique::SashimiSwordfish:
    case Technique::SashimiJellyfish: {
        const int n = step.houseCount / 2;
        if (step.fins.count() == 1)
            return tr("In %1, %2 lies only in %3, but for the fin %4. Either the fish holds, or the fin is %2; so "
                      "a cell of %3 outside %1 that sees the fin is not %2.")
                .arg(houses(step, 0, n), QString::number(d), houses(step, n, 2 * n), cellList(step.fins));
        return tr("In %1, %2 lies only in %3, but for the fins %4. Either the fish holds, or a fin is %2; so a "
                  "cell of %3 outside %1 that sees every fin is not %2.")
            .arg(houses(step, 0, n), QString::number(d), houses(step, n, 2 * n), cellList(step.fins));
    }
    case Technique::SiameseFinnedSwordfish:
    case Technique::SiameseFinnedJellyfish:
    case Technique::SiameseSashimiSwordfish:
    case Technique::SiameseSashimiJellyfish: {
        const int n = step.houseCount / 3;
        return tr("Two finned fish of %1 share %2: one is covered by %3, the other by %4 (fins %5). Each removes "
                  "the candidates of its cover lines that see all of its fins.")
            .arg(QString::number(d), houses(step, 0, n), houses(step, n, 2 * n), houses(step, 2 * n, 3 * n),
                cellList(step.fins));
    }
    case Technique::MultiColour1:
        return tr("The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 "
                  "and %3, of one colour each, see each other, so the other colour of one of the clusters is %1: "
                  "a cell that sees both of those colours is not.")
            .arg(QString::number(d), cell(k[0]), cell(k[1]));
    case Technique::MultiColour2:
        return tr("The strong links of %1 make two clusters, each split into two colours of which one is %1. "
                  "%2 see both colours of the other cluster, one of which is %1, so they are not %1.")
            .arg(QString::number(d), step.sets.empty() ? QString() : cellList(step.sets[0]));
    case Technique::UniqueRectangle2:
    case Technique::UniqueRectangle5: {
        const QString x = digitList(eliminatedDigits(step));
        return tr("%1 would be a deadly pattern of %2 (the puzzle would have two solutions) unless one of %3 is "
                  "their one extra digit, %4. So a cell that sees all of them is not %4.")
            .arg(cellList(step.cells), digits, cellList(step.otherCells), x);
    }
    case Technique::UniqueRectangle3:
        return tr("%1 would be a deadly pattern of %2 unless one of %3 takes an extra digit. With %4 they make a "
                  "naked subset of those extra digits in %5, so these digits go nowhere else there.")
            .arg(cellList(step.cells), digits, cellList(step.otherCells & step.cells),
                cellList(step.otherCells.minus(step.cells)), houses(step, 0, step.houseCount));
    case Technique::UniqueRectangle4: {
        const CandidateMask removed = eliminatedDigits(step);
        return tr("%1 would be a deadly pattern of %2. In %3, %4 lies only in %5, so one of them is %4 and neither "
                  "can be %6.")
            .arg(cellList(step.cells), digits, house(step, 0),
                digitList(static_cast<CandidateMask>(step.digits & ~removed)), cellList(step.otherCells),
                digitList(removed));
    }
    case Technique::UniqueRectangle6:
        return tr("%1 would be a deadly pattern of %2. In %3, %4 lies only in the rectangle, so it fills one "
                  "diagonal: not the one of %5, or the other diagonal would complete the pattern.")
            .arg(cellList(step.cells), digits, houses(step, 0, 4), digitList(eliminatedDigits(step)),
                cellList(step.otherCells));
    case Technique::HiddenRectangle: {
        const CandidateMask removed = eliminatedDigits(step);
        return tr("%1 holds only %2, and in %3 and %4, %5 lies only in the rectangle. If %6 were %7, %5 would go "
                  "in %8 and %9 and %1 would be %7: a deadly pattern, two solutions. So %6 is not %7.")
            .arg(cell(k[0]), digits, house(step, 0), house(step, 1),
                digitList(static_cast<CandidateMask>(step.digits & ~removed)), cell(k[3]), digitList(removed),
                cell(k[1]), cell(k[2]));
    }
    case Technique::AvoidableRectangle1:
        return tr("%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, "
                  "the four cells could swap them and the puzzle would have two solutions. So %6 is not %7.")
            .arg(cell(k[0]), cell(k[1]), digits, cell(k[2]), cell(k[3]),
                cellList(step.eliminations[std::max(onlyDigit(eliminatedDigits(step)), 1) - 1]),
                digitList(eliminatedDigits(step)));
    case Technique::AvoidableRectangle2:
        return tr("%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, "
                  "the four cells could swap them and the puzzle would have two solutions. So one of them is %6, "
                  "and a cell that sees both is not.")
            .arg(cell(k[0]), cell(k[1]), digits, cell(k[2]), cell(k[3]), digitList(eliminatedDigits(step)));
    case Technique::DualTwoStringKite:
        return tr("Two 2-String Kites on %1 meet in the same two cells of %2, %3 and %4: each cell's row link "
                  "belongs to one kite, its column link to the other. Each kite removes its own candidate.")
            .arg(digits, house(step, 0), cell(k[0]), cell(k[1]));
    case Technique::DualEmptyRectangle:
        return tr("In %1, %2 lies only in %3 and %4. This empty rectangle works with two strong links, %5=%6 and "
                  "%7=%8, and each makes its own elimination.")
            .arg(house(step, 0), QString::number(d), house(step, 5), house(step, 6), cell(k[0]), cell(k[1]), cell(k[2]),
                cell(k[3]));
    case Technique::XChain:
        return tr("%1 runs along the chain %2: if %3 is not %1, %4 is. One of the two is %1, so no cell that sees "
                  "both can be %1.")
            .arg(digitList(eliminatedDigits(step)), chain(step), cell(k[0]), cell(k[1]));
    case Technique::XYChain:
        return tr("The chain of bivalue cells %1: if %2 is not %3, %4 is. One of the two is %3, so no cell that "
                  "sees both can be %3.")
            .arg(chain(step), cell(k[0]), digitList(eliminatedDigits(step)), cell(k[1]));
    case Technique::RemotePair:
        return tr("%1 hold only %2 and are chained %3, so they alternate between the two digits. A cell that sees "
                  "two of them an odd number of links apart can be neither.")
            .arg(cellList(step.cells), digits, chain(step));
    case Technique::ContinuousNiceLoop:
    case Technique::GroupedContinuousNiceLoop:
        return tr("The loop %1 closes on itself: each of its weak links has exactly one true end. So the digit of a "
                  "weak link goes from every cell that sees both its ends, and a cell entered and left by strong "
                  "links keeps only their two digits.")
            .arg(chain(step));
    case Technique::DiscontinuousNiceLoop:
    case Technique::GroupedDiscontinuousNiceLoop:
        return discontinuousLoop(step);
    case Technique::Aic:
    case Technique::GroupedAic: {
        if (step.nodes.size() < 2)
            return {};
        const QString x = QString::number(step.nodes.front().digit);
        const QString y = QString::number(step.nodes.back().digit);
        if (x == y)
            return tr("The chain %1: if %2 is not %3, %4 is. One of the two is %3, so no cell that sees both can "
                      "be %3.")
                .arg(chain(step), cell(k[0]), x, cell(k[1]));
        return tr("The chain %1: if %2 is not %3, %4 is %5. The two cells see each other, so %2 cannot be %5 and "
                  "%4 cannot be %3.")
            .arg(chain(step), cell(k[0]), x, cell(k[1]), y);
    }
    case Technique::ForcingChainContradiction:
    case Technique::ForcingChainVerity:
    case Technique::ForcingNetContradiction:
    case Technique::ForcingNetVerity:
        return forcing(step);
    case Technique::SueDeCoq:
        return tr("Where %1 meets %2, %3 hold %4. %5 in %1 and %6 in %2 share none of these digits, and all "
                  "these cells need every digit they hold: so each digit goes nowhere else in the house whose "
                  "part holds it.")
            .arg(house(step, 0), house(step, 1), set(step, 0), digits, set(step, 1), set(step, 2));
    case Technique::AlsXZ:
        if (bitCount32(step.digits) > 1)
            return tr("The almost locked sets %1 and %2 share two restricted commons, %3: each holds exactly one, "
                      "so both are locked on their other digits. No cell that sees all of a digit's cells in a "
                      "set (in both sets, for a shared digit) can be that digit.")
                .arg(set(step, 0), set(step, 1), digits);
        return tr("The almost locked sets %1 and %2 share the restricted common %3: only one of them can hold it, "
                  "so the other is locked and one of them is %4. A cell that sees every %4 of both is not %4.")
            .arg(set(step, 0), set(step, 1), digits, digitList(eliminatedDigits(step)));
    case Technique::AlsXYWing:
        return tr("The almost locked set %1 shares a restricted common with %2 and another with %3 (%4). It holds "
                  "one of them, so one of the outer sets is locked and holds %5. A cell that sees every %5 of "
                  "both is not %5.")
            .arg(set(step, 1), set(step, 0), set(step, 2), digits, digitList(eliminatedDigits(step)));
    case Technique::AlsXYChain: {
        QStringList sets;
        QStringList commons;
        for (int i = 0; i < static_cast<int>(step.sets.size()); ++i) {
            sets << set(step, i);
            const auto node = static_cast<std::size_t>(2 * i);
            if (i + 1 < static_cast<int>(step.sets.size()) && node < step.nodes.size())
                commons << QString::number(step.nodes[node].digit);
        }
        return tr("The almost locked sets %1 are linked in turn by the restricted commons %2. If the first is not "
                  "%3, each set in turn is locked and the last is %3. So a cell that sees every %3 of the first "
                  "and the last is not %3.")
            .arg(joined(sets), commons.join(QLatin1Char('/')), digitList(eliminatedDigits(step)));
    }
    case Technique::DeathBlossom: {
        // One petal per candidate of the stem, in digit order.
        QStringList petals;
        for (int digit = 1; digit <= 9; ++digit) {
            if (step.digits & digitBit(digit))
                //: one petal of a Death Blossom: the stem's digit, then the almost locked set's cells
                petals << tr("%1 in %2", "death blossom petal").arg(QString::number(digit), set(step, petals.size()));
        }
        return tr("Each candidate of %1 (%2) sees all its cells in an almost locked set: %3. Whatever %1 is, that "
                  "set is locked, so one of them holds %4. A cell that sees every %4 of them is not %4.")
            .arg(cell(k[0]), digits, joined(petals), digitList(eliminatedDigits(step)));
    }
    }
    return {};
}

QString HintText::effect(const Step &step)
{
    if (step.hasPlacement())
        return tr("Place %1 in %2.").arg(step.placementDigit).arg(cellName(step.placementCell));
    // Digits removed from the same cells are named together: "Remove 3 and 6 from r7c3."
    QStringList parts;
    CandidateMask done = 0;
    for (int d = 1; d <= 9; ++d) {
        const CellSet &cells = step.eliminations[d - 1];
        if (cells.empty() || (done & digitBit(d)))
            continue;
        QStringList digits;
        for (int e = d; e <= 9; ++e) {
            if (step.eliminations[e - 1] == cells) {
                digits << QString::number(e);
                done |= digitBit(e);
            }
        }
        parts << tr("%1 from %2").arg(joined(digits), cellList(cells));
    }
    if (parts.size() < 2)
        return tr("Remove %1.").arg(parts.value(0));
    return tr("Remove %1.")
        .arg(tr("%1 and %2", "the last two parts of what a step removes: 4 from r1c2 and 7 from r3c4")
                 .arg(parts.mid(0, parts.size() - 1)
                          .join(tr(", ", "separator of the parts of what a step removes: 4 from r1c2, 5 from r2c2")),
                     parts.last()));
}

QString HintText::title(const Hint &hint)
{
    switch (hint.kind) {
    case Hint::Kind::Step:
        return techniqueName(hint.step.technique);
    case Hint::Kind::Stuck:
        return tr("No technique applies");
    case Hint::Kind::Mistakes:
    case Hint::Kind::None:
        break;
    }
    return {};
}

QString HintText::nodeText(const ChainNode &node)
{
    const int count = node.cells.count();
    if (count == 0)
        return QStringLiteral("?");
    if (count == 1) {
        const QString name = cellName(*node.cells.begin());
        return node.on ? tr("%1 is %2", "a chain node: r3c5 is 7").arg(name).arg(node.digit)
                       : tr("%1 is not %2", "a chain node: r3c5 is not 7").arg(name).arg(node.digit);
    }
    return node.on ? tr("%1 is in one of %2", "a group node: 7 is in one of r1c7 and r1c8")
                         .arg(node.digit)
                         .arg(cellList(node.cells))
                   : tr("%1 is in none of %2", "a group node: 7 is in none of r1c7 and r1c8")
                         .arg(node.digit)
                         .arg(cellList(node.cells));
}

QString HintText::stageText(const Hint &hint, int stage, int view)
{
    if (hint.kind == Hint::Kind::Stuck) {
        if (stage <= 1)
            return tr("None of the techniques this game knows gets any further from here. The solution can show "
                      "you one digit.");
        if (stage == 2)
            return tr("The solution can fill %1, the cell with the fewest candidates.").arg(cellName(hint.cell));
        return tr("The solution has %1 in %2.").arg(hint.digit).arg(cellName(hint.cell));
    }
    if (hint.kind != Hint::Kind::Step)
        return {};
    if (stage <= 1)
        return tr("The next step uses the technique %1. Press Hint again to see where to look.")
            .arg(techniqueName(hint.step.technique));
    if (stage == 2)
        return tr("Look at %1. Press Hint again for the cells and the reasoning.").arg(houseName(hint.house));
    const Step &step = hint.step;
    if (hintbranches::stepped(step)) {
        const std::vector<hintbranches::Branch> branches = hintbranches::of(step);
        const int count = static_cast<int>(branches.size());
        if (view >= 0 && view < count) {
            const hintbranches::Branch &b = branches[static_cast<std::size_t>(view)];
            const ChainNode &premise = step.nodes[static_cast<std::size_t>(b.premise())];
            const ChainNode &reached = step.nodes[static_cast<std::size_t>(b.reached())];
            if (b.premise() == b.reached())
                return tr("Branch %1 of %2: %3. That is already the conclusion.")
                    .arg(view + 1)
                    .arg(count)
                    .arg(nodeText(premise));
            return tr("Branch %1 of %2: if %3, then %4.", "a forcing chain's branch: if r3c5 is 7, then r4c1 is not 5")
                .arg(view + 1)
                .arg(count)
                .arg(nodeText(premise), nodeText(reached));
        }
        //: the last view of a forcing chain, after its branches one by one: the reasoning, then the effect
        return tr("All %1 branches together: %2 %3").arg(count).arg(explanation(step), effect(step));
    }
    //: the reasoning, then what the step does: two sentences; Chinese joins them without a space
    return tr("%1 %2", "reasoning and effect").arg(explanation(step), effect(step));
}

QString HintText::mistakes(const Hint &hint)
{
    QStringList parts;
    if (!hint.wrongCells.empty())
        parts << tr("%n entries do not match the solution", nullptr, static_cast<int>(hint.wrongCells.size()));
    if (!hint.missingNotes.empty())
        parts << tr("%n cells lost the right digit from their pencil marks", nullptr,
            static_cast<int>(hint.missingNotes.size()));
    return tr("Before a hint: %1 (marked in the corner). A hint built on them would teach the wrong thing.")
        .arg(joined(parts));
}
