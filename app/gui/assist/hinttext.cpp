// SPDX-License-Identifier: GPL-3.0-or-later
#include "assist/hinttext.h"

#include "vocab/hintbranches.h"
#include "vocab/puzzletext.h"
#include "vocab/stepwords.h"
#include "vocab/techniquetext.h"

#include <QStringList>

#include <algorithm>

using namespace sudoku;

namespace
{

QString joined(const QStringList &items)
{
    return stepwords::all(items);
}

QStringList cellNames(const CellSet &cells)
{
    QStringList names;
    for (int cell : cells)
        names << HintText::cellName(cell);
    return names;
}

QString cellList(const CellSet &cells)
{
    return joined(cellNames(cells));
}

} // namespace

QString HintText::techniqueName(Technique technique)
{
    return techniquetext::technique(technique); // the one place technique names are translated
}

QString HintText::houseName(int houseNumber)
{
    return puzzletext::house(houseFromIndex(houseNumber));
}

QString HintText::cellName(int c)
{
    return QStringLiteral("r%1c%2").arg(rowOf(c) + 1).arg(colOf(c) + 1);
}

QString HintText::explanation(const Step &step)
{
    return stepwords::text(stepText(step));
}

QString HintText::effect(const Step &step)
{
    if (step.hasPlacement() && step.eliminationCount() == 0)
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
    QString removed = parts.value(0);
    if (parts.size() >= 2) {
        const QString separator = tr(", ", "separator of the parts of what a step removes: 4 from r1c2, 5 from r2c2");
        removed = tr("%1 and %2", "the last two parts of what a step removes: 4 from r1c2 and 7 from r3c4")
                      .arg(parts.mid(0, parts.size() - 1).join(separator), parts.last());
    }
    const QString removal = tr("Remove %1.").arg(removed);
    if (!step.hasPlacement())
        return removal;
    // A direct technique removes and then places the hidden single it leaves.
    return tr("%1 Then place %2 in %3.", "a step that removes candidates and then places a digit; %1 what it removes")
        .arg(removal, QString::number(step.placementDigit), cellName(step.placementCell));
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

QString HintText::notation(const Hint &hint, int stage, int view)
{
    if (hint.kind != Hint::Kind::Step || stage < 3 || !hasChainNotation(hint.step))
        return {};
    const bool branch
        = hintbranches::stepped(hint.step) && view >= 0 && view < static_cast<int>(stepBranches(hint.step).size());
    return QString::fromStdString(chainNotation(hint.step, branch ? view : -1));
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
    if (stage == 2 && hint.cage >= 0) {
        const Cage &cage = hint.gameRules().cages()[static_cast<std::size_t>(hint.cage)];
        //: a killer cage: %1 its first cell (r2c3), %2 its sum
        return tr("Look at the cage at %1, sum %2. Press Hint again for the cells and the reasoning.")
            .arg(cellName(cage.cells.first()))
            .arg(cage.sum);
    }
    if (stage == 2 && hint.house >= 0)
        return tr("Look at %1. Press Hint again for the cells and the reasoning.")
            .arg(puzzletext::house(hint.gameRules().house(hint.house)));
    const Step &step = hint.step;
    if (hintbranches::stepped(step)) {
        const std::vector<StepBranch> branches = stepBranches(step);
        const int count = static_cast<int>(branches.size());
        if (view >= 0 && view < count) {
            const StepBranch &b = branches[static_cast<std::size_t>(view)];
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
