// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/grid/rules.h"
#include "sudoku/logic/logic.h"

#include <QMetaType>

#include <array>
#include <memory>
#include <utility>
#include <vector>

// A hint, as the worker hands it to the GUI: data only, no text. HintText turns it into translated
// sentences, BoardView draws it, AssistController shows it in stages and applies it.
struct Hint {
    enum class Kind : quint8 {
        None, // nothing to hint: the board is full and right, or the puzzle has no unique solution
        Mistakes, // entries that disagree with the solution or notes that lost it: fix those first
        Step, // the easiest logical step, in `step`
        Stuck, // no technique applies: `cell` can be filled with `digit` from the solution
    };
    Kind kind = Kind::None;
    std::vector<int> wrongCells; // Mistakes: entries that disagree with the solution
    std::vector<std::pair<int, int>> missingNotes; // Mistakes: (cell, solution digit) missing from its notes
    sudoku::Step step; // Step
    int house = -1; // Step: where to look, a house of `rules` (rows, columns, boxes or regions, then the others)
    int cage = -1; // Step: for a killer's cage techniques, the cage to look at instead (a cage of `rules`)
    std::shared_ptr<const sudoku::Rules> rules; // the game's rules (null: classic)
    // Step: the position the step was found on: its placed digits, and the candidates of its empty cells
    // (the player's notes where there are any, else every digit the placed digits allow). The board draws
    // the pattern on them, and the placed digits that rule a candidate out.
    sudoku::Grid digits {};
    std::array<sudoku::CandidateMask, sudoku::kCellCount> candidates {};
    int cell = -1; // Stuck: a cell to fill from the solution
    int digit = 0;

    const sudoku::Rules &gameRules() const { return rules ? *rules : sudoku::Rules::classicRules(); }
    // The number of `house` among the rules' houses (a step names houses by kind and index), -1 if none.
    int houseNumber(const sudoku::House &house) const
    {
        const sudoku::Rules &r = gameRules();
        for (int h = 0; h < r.houseCount(); ++h) {
            if (r.house(h) == house)
                return h;
        }
        return -1;
    }
    // The cells of a step's house, from the game's rules (a region, a diagonal or a window included).
    sudoku::CellSet cellsOf(const sudoku::House &house) const
    {
        const int h = houseNumber(house);
        return h < 0 ? sudoku::CellSet {} : gameRules().houseCells(h);
    }
};

Q_DECLARE_METATYPE(Hint)
