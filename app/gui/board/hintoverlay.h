// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/hint.h"

#include <array>
#include <bitset>

// What the board draws for a hint at a given stage: the house to look at (stage 2), then the cells
// involved with their candidates, the pattern's digits, the eliminations and the placement (stage 3).
struct HintOverlay {
    int stage = 0; // 0: no hint shown
    std::bitset<sudoku::kCellCount> house; // cells of the focus house
    std::bitset<sudoku::kCellCount> cells; // cells the step is made of
    std::array<sudoku::CandidateMask, sudoku::kCellCount> shown {}; // candidates drawn instead of the notes
    std::array<sudoku::CandidateMask, sudoku::kCellCount> pattern {}; // of those, the pattern's digits
    std::array<sudoku::CandidateMask, sudoku::kCellCount> eliminated {}; // of those, the ones the step removes
    int placeCell = -1;
    int placeDigit = 0;

    static HintOverlay of(const Hint &hint, int stage)
    {
        using namespace sudoku;
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
        if (stage >= 2 && hint.house >= 0) {
            const House house = houseFromIndex(hint.house);
            for (int i = 0; i < 9; ++i)
                o.house.set(static_cast<std::size_t>(house.cell(i)));
        }
        if (stage < 3)
            return o;
        const Step &step = hint.step;
        CellSet involved = step.cells;
        involved |= step.otherCells;
        for (const std::int8_t key : step.keyCells) {
            if (key >= 0)
                involved.insert(key);
        }
        if (step.hasPlacement())
            involved.insert(step.placementCell);
        for (int cell = 0; cell < kCellCount; ++cell) {
            CandidateMask removed = 0;
            for (int d = 1; d <= 9; ++d) {
                if (step.eliminates(cell, d))
                    removed |= digitBit(d);
            }
            const bool inPattern = involved.contains(cell);
            if (inPattern)
                o.cells.set(static_cast<std::size_t>(cell));
            if (inPattern || removed) {
                o.shown[cell] = hint.candidates[cell];
                o.eliminated[cell] = removed;
                if (inPattern)
                    o.pattern[cell] = static_cast<CandidateMask>(hint.candidates[cell] & step.digits & ~removed);
            }
        }
        if (step.hasPlacement()) {
            o.placeCell = step.placementCell;
            o.placeDigit = step.placementDigit;
        }
        return o;
    }
};
