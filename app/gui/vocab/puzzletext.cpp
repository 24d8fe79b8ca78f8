// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocab/puzzletext.h"

#include <QCoreApplication>

namespace puzzletext
{

QString house(const sudoku::House &house)
{
    switch (house.kind) {
    case sudoku::HouseKind::Row:
        return QCoreApplication::translate("puzzletext", "row %1").arg(house.index + 1);
    case sudoku::HouseKind::Column:
        return QCoreApplication::translate("puzzletext", "column %1").arg(house.index + 1);
    case sudoku::HouseKind::Box:
        break;
    case sudoku::HouseKind::Region:
        //: a jigsaw region, one of the nine irregular shapes that replace the boxes
        return QCoreApplication::translate("puzzletext", "region %1").arg(house.index + 1);
    case sudoku::HouseKind::Diagonal:
        if (house.index == 0) {
            //: Sudoku-X: the diagonal from the top left corner (r1c1) to the bottom right one (r9c9)
            return QCoreApplication::translate("puzzletext", "the main diagonal");
        }
        //: Sudoku-X: the diagonal from the top right corner (r1c9) to the bottom left one (r9c1)
        return QCoreApplication::translate("puzzletext", "the anti-diagonal");
    case sudoku::HouseKind::Window:
        //: Hyper Sudoku: one of the four extra 3x3 windows, numbered in reading order
        return QCoreApplication::translate("puzzletext", "window %1").arg(house.index + 1);
    }
    return QCoreApplication::translate("puzzletext", "box %1").arg(house.index + 1);
}

QString clash(const sudoku::Clash &clash)
{
    return QCoreApplication::translate("puzzletext", "two %1s in %2 (%3 and %4)")
        .arg(clash.digit)
        .arg(house(clash.house), cell(clash.first), cell(clash.second));
}

QString cell(int cell)
{
    //: r = row, c = column, as in "r3c5"; the notation of HoDoKu and Sudoku Explainer
    return QCoreApplication::translate("puzzletext", "r%1c%2")
        .arg(sudoku::rowOf(cell) + 1)
        .arg(sudoku::colOf(cell) + 1);
}

QString cage(const sudoku::Rules &rules, int cage)
{
    const sudoku::Cage &c = rules.cages()[static_cast<std::size_t>(cage)];
    //: a killer cage named by its first cell in reading order, and its sum
    return QCoreApplication::translate("puzzletext", "the cage at %1 (sum %2)").arg(cell(c.cells.first())).arg(c.sum);
}

} // namespace puzzletext
