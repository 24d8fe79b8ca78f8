// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/hint.h"

#include <array>
#include <bitset>
#include <vector>

// What the board draws for a hint at a given stage, worked out once from the hint's data (HintPainter draws
// it, BoardView tints the cells): the house to look at (stage 2), then (stage 3) the candidates the step
// was found on with the pattern's digits, the eliminations and the placement, and what teaches the reason:
//
//   nodes, links   a chain: each node a candidate, a group of candidates of one digit, or the candidates of
//                  an almost locked set; each link strong (drawn solid) or weak (dashed), with an arrow in
//                  the direction it runs. A node that is "on" (the digit is there) is drawn filled, one
//                  that is "off" hollow.
//   sets           groups shaded one style each (almost locked sets, colouring's colours, a subset)
//   fins           a finned fish's fins
//   blockers       for a single: the placed digits that rule the digit out of the other cells of the house
//
// A forcing chain or net is shown one branch at a time: `view` picks the branch (sudoku::stepBranches), and
// the view after the last branch shows the conclusion: the premises, what the branches reach and the
// effect.
struct HintOverlay {
    struct Node {
        sudoku::CellSet cells;
        int digit = 0;
        bool on = true;
        bool premise = false; // the premise of a forcing chain's branch
        friend bool operator==(const Node &, const Node &) = default;
    };
    struct Link {
        int from = 0; // indexes into `nodes`
        int to = 0;
        bool strong = false;
        friend bool operator==(const Link &, const Link &) = default;
    };
    // A placed digit in `cell` that rules `digit` out of the cells `blocked` (they see it).
    struct Blocker {
        int cell = -1;
        int digit = 0;
        sudoku::CellSet blocked;
        friend bool operator==(const Blocker &, const Blocker &) = default;
    };

    int stage = 0; // 0: no hint shown
    std::bitset<sudoku::kCellCount> house; // cells of the focus house
    std::bitset<sudoku::kCellCount> cells; // cells the step is made of, tinted (a set's cells have its shade)
    std::array<sudoku::CandidateMask, sudoku::kCellCount> shown {}; // candidates drawn instead of the notes
    std::array<sudoku::CandidateMask, sudoku::kCellCount> pattern {}; // of those, the pattern's digits
    std::array<sudoku::CandidateMask, sudoku::kCellCount> eliminated {}; // of those, the ones the step removes
    int placeCell = -1;
    int placeDigit = 0;
    int focusDigit = 0; // a single-digit pattern's digit, marked lightly wherever it can go
    sudoku::CellSet placed; // cells holding a digit, which links steer round

    std::vector<Node> nodes;
    std::vector<Link> links;
    std::vector<sudoku::CellSet> sets;
    sudoku::CellSet fins;
    int finDigit = 0;
    std::vector<Blocker> blockers;
    // Cells of the house where the digit is missing from the player's notes, though no placed digit rules
    // it out (an earlier deduction did): marked like the blocked ones, without a line.
    sudoku::CellSet ruledOut;
    int ruledOutDigit = 0;

    int view = 0; // which view of a step shown branch by branch; viewCount = branches + 1
    int viewCount = 1;

    bool showsPattern() const { return stage >= 3; }
    friend bool operator==(const HintOverlay &, const HintOverlay &) = default;

    // The overlay for `hint` at `stage` (1..3) and, for a step shown branch by branch, `view`.
    static HintOverlay of(const Hint &hint, int stage, int view = 0);
};
