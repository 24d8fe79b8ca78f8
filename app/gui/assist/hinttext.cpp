// SPDX-License-Identifier: GPL-3.0-or-later
#include "assist/hinttext.h"

#include "vocab/techniquetext.h"

#include <QStringList>

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

QString cellList(const CellSet &cells)
{
    QStringList names;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (cells.contains(cell))
            names << HintText::cellName(cell);
    }
    return joined(names);
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
        return (step.cells.count() == 2
                ? tr("In %1, %2 can only go in %3, which both lie in %4. So %2 goes nowhere else in %4.")
                : tr("In %1, %2 can only go in %3, which all lie in %4. So %2 goes nowhere else in %4."))
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
        return tr("In %1, %2 lies only in %3. One %2 goes in each of those, so it goes nowhere else in them.")
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
        return tr("%1, %2 and %3 hold only %4. If %5 were one of them too, the puzzle would have two "
                  "solutions, so it is not.")
            .arg(cell(k[0]), cell(k[1]), cell(k[2]), digits, cell(k[3]));
    case Technique::BugPlusOne:
        return tr("Every empty cell but %1 has two candidates. %1 must be %2, or the puzzle would not have "
                  "exactly one solution.")
            .arg(cell(k[0]))
            .arg(d);
    }
    return {};
}

QString HintText::effect(const Step &step)
{
    if (step.hasPlacement())
        return tr("Place %1 in %2.").arg(step.placementDigit).arg(cellName(step.placementCell));
    QStringList parts;
    for (int d = 1; d <= 9; ++d) {
        if (step.eliminations[d - 1].any())
            parts << tr("%1 from %2").arg(d).arg(cellList(step.eliminations[d - 1]));
    }
    return tr("Remove %1.").arg(joined(parts));
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

QString HintText::stageText(const Hint &hint, int stage)
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
    //: the reasoning, then what the step does: two sentences; Chinese joins them without a space
    return tr("%1 %2", "reasoning and effect").arg(explanation(hint.step), effect(hint.step));
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
