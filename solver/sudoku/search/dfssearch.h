// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The search of DfsSolver over a BandBoard, as one kernel translation unit compiles it (see dfskernel.h:
// everything here has internal linkage, and the rest of the engine is reached only out of line).

#include "sudoku/search/dfsbandboard.h"
#include "sudoku/search/dfskernel.h"
#include "sudoku/search/searchobserver.h"

namespace sudoku::detail
{
namespace
{

// Observer only: what a board whose propagation failed has no option left for, in the DeadEnd numbering of
// searchobserver.h. A cell without candidates or a house without a place for a digit is named first; when
// the contradiction was one digit with no one-per-line-and-box arrangement left in a band (its rows and
// boxes) or a stack (its columns and boxes), that band or stack and digit.
int deadEndConstraint(const BandBoard &board)
{
    // Read from the 27 planes (band, digit) of candidate cells, whole rows, columns and boxes at a time.
    for (int band = 0; band < 3; ++band) {
        u32 any = 0;
        for (int d = 0; d < 9; ++d)
            any |= board.plane(band, d);
        if (const u32 none = ~any & kAllCells)
            return band * 27 + lowestBit(none); // a cell without candidates (a solved one keeps its digit)
    }
    for (int row = 0; row < 9; ++row) {
        for (int d = 0; d < 9; ++d) {
            if ((board.plane(row / 3, d) >> (9 * (row % 3)) & 511u) == 0)
                return 81 + row * 9 + d;
        }
    }
    for (int column = 0; column < 9; ++column) {
        for (int d = 0; d < 9; ++d) {
            if (((board.plane(0, d) | board.plane(1, d) | board.plane(2, d)) >> column & kColumnRepeat) == 0)
                return 162 + column * 9 + d;
        }
    }
    for (int box = 0; box < 9; ++box) {
        for (int d = 0; d < 9; ++d) {
            if ((board.plane(box / 3, d) & 7u * kColumnRepeat << (3 * (box % 3))) == 0)
                return 243 + box * 9 + d;
        }
    }
    // A digit's lines (rows of a band, columns of a stack) each need a different box of their group.
    constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int stack = 0; stack < 2; ++stack) { // bands, then stacks
        for (int d = 0; d < 9; ++d) {
            for (int group = 0; group < 3; ++group) {
                bool has[3][3]; // [line][box]
                for (int line = 0; line < 3; ++line) {
                    for (int box = 0; box < 3; ++box) {
                        has[line][box] = stack ? (board.plane(box, d) >> (group * 3 + line) & kColumnRepeat) != 0
                                               : (board.plane(group, d) >> (9 * line + 3 * box) & 7u) != 0;
                    }
                }
                bool arranged = false;
                for (const auto &p : kPermutations)
                    arranged = arranged || (has[0][p[0]] && has[1][p[1]] && has[2][p[2]]);
                if (!arranged)
                    return (stack ? kStackDigitConstraint : kBandDigitConstraint) + d * 3 + group;
            }
        }
    }
    return kUnknownConstraint;
}

// The search of one solve. kObserve selects the instantiation that reports events; the other one compiles
// every observer statement away.
template<bool kObserve>
class DfsSearch
{
public:
    explicit DfsSearch(DfsKernelIo &io)
        : m_io(io)
    {
    }

    void run()
    {
        bool clash = false;
        BandBoard board(m_io.givens, clash);
        if (clash) {
            m_io.clash = true;
            return;
        }
        if (m_io.allowed) { // the caller's masks (a player's pencil marks) rule out the rest
            for (int cell = 0; cell < 81; ++cell) {
                for (int d = 0; d < 9 && m_io.givens[cell] == 0; ++d) {
                    if (!(m_io.allowed[cell] >> d & 1u))
                        board.eliminate(cell, d);
                }
            }
        }
        if constexpr (kObserve) {
            for (int cell = 0; cell < 81; ++cell) {
                m_shown[cell] = m_io.givens[cell];
                if (m_shown[cell] != 0)
                    m_shownCells[cell / 27] |= 1u << (cell % 27);
            }
        }
        const int givenCount = board.solvedCount();
        if (!board.propagate()) {
            if constexpr (kObserve)
                emit(SearchEventKind::DeadEnd, 0, 0, 0, 0, deadEndConstraint(board));
        } else if (admit(board.solvedCount() - givenCount)) {
            if constexpr (kObserve)
                announceForces(board, 0);
            if (81 - board.solvedCount() < kOpenRootCells)
                m_scoredPairs = 1;
            explore(board, board.solvedCount(), 0);
        }
        m_io.nodes = m_nodes;
        m_io.guesses = m_guesses;
    }

private:
    // Searches the positions below `board`, which is propagated and consistent and has `solved` cells
    // solved. Returns true when the whole search must end (solution limit reached, or stopped by the gate).
    // May leave `board` changed (the search goes on with what it learns here).
    bool explore(BandBoard &board, int solved, int depth)
    {
        for (;;) {
            if (solved == 81)
                return foundSolution(board, depth);
            const Branch branch = board.chooseBranch(m_scoredPairs);
            const int digit = branch.first;
            {
                BandBoard child = board;
                child.place(branch.cell, digit);
                const bool consistent = child.propagate();
                const int childSolved = consistent ? child.solvedCount() : solved + 1;
                if (!admit(childSolved - solved))
                    return true;
                ++m_guesses;
                if constexpr (kObserve) {
                    emit(SearchEventKind::Place, branch.cell, digit + 1, bitCount32(branch.digits), depth + 1);
                    m_shown[branch.cell] = static_cast<std::uint8_t>(digit + 1);
                    m_shownCells[branch.cell / 27] |= 1u << (branch.cell % 27);
                    if (consistent)
                        announceForces(child, depth + 1);
                    else
                        emit(SearchEventKind::DeadEnd, 0, 0, 0, depth + 1, deadEndConstraint(child));
                }
                if (!consistent)
                    m_scoredPairs = kScoredPairs; // the board refutes guesses: choose with care from now on
                if (consistent && explore(child, childSolved, depth + 1))
                    return true;
                if constexpr (kObserve)
                    unplaceAbove(board, depth);
            }
            // The guess is refuted or exhausted: the cell cannot hold it. In a bivalue cell that places the
            // other digit (which the propagation would find as a naked single).
            const u32 rest = branch.digits & ~(1u << digit);
            if ((rest & (rest - 1)) == 0)
                board.place(branch.cell, lowestBit(rest));
            else
                board.eliminate(branch.cell, digit);
            if (!board.propagate()) {
                if constexpr (kObserve)
                    emit(SearchEventKind::DeadEnd, 0, 0, 0, depth, deadEndConstraint(board));
                return false;
            }
            const int now = board.solvedCount();
            if (!admit(now - solved))
                return true;
            if constexpr (kObserve)
                announceForces(board, depth);
            solved = now;
        }
    }

    bool foundSolution(const BandBoard &board, int depth)
    {
        if (++m_io.solutionCount == 1)
            board.writeGrid(m_io.solution);
        if constexpr (kObserve)
            emit(SearchEventKind::Solution, 0, 0, 0, depth);
        return m_io.solutionCount >= m_io.limit;
    }

    // Counts `placed` new nodes unless the gate says stop. The gate is asked (out of line) only when the
    // count would pass the budget or cross a multiple of 256, which includes every point where the gate
    // polls the stop token.
    bool admit(int placed)
    {
        const std::uint64_t after = m_nodes + static_cast<std::uint64_t>(placed);
        if ((after > m_io.nodeLimit || (m_io.stoppable && (m_nodes ^ after) > 255))
            && dfsGateStops(*m_io.gate, m_nodes, after))
            return false;
        m_nodes = after;
        return true;
    }

    // Observer only: a Force for every cell `board` has solved that is not shown yet.
    void announceForces(const BandBoard &board, int depth)
    {
        for (int band = 0; band < 3; ++band) {
            for (u32 bits = board.solvedInBand(band) & ~m_shownCells[band]; bits != 0; bits &= bits - 1) {
                const int cell = band * 27 + lowestBit(bits);
                const int digit = board.digitAt(cell) + 1;
                m_shown[cell] = static_cast<std::uint8_t>(digit);
                emit(SearchEventKind::Force, cell, digit, 1, depth);
            }
            m_shownCells[band] |= board.solvedInBand(band);
        }
    }

    // Observer only: Unplace every shown cell that `board` (the position being returned to) has not solved,
    // from the last cell to the first.
    void unplaceAbove(const BandBoard &board, int depth)
    {
        for (int band = 2; band >= 0; --band) {
            for (u32 bits = m_shownCells[band] & ~board.solvedInBand(band); bits != 0;) {
                const int bit = 31 - __builtin_clz(bits);
                bits &= ~(1u << bit);
                const int cell = band * 27 + bit;
                emit(SearchEventKind::Unplace, cell, m_shown[cell], 0, depth);
                m_shown[cell] = 0;
            }
            m_shownCells[band] &= board.solvedInBand(band);
        }
    }

    void emit(SearchEventKind kind, int cell, int digit, int size, int depth, int column = 0)
    {
        dfsEmit(*m_io.observer, kind, cell, digit, size, depth, column);
    }

    DfsKernelIo &m_io;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_guesses = 0;
    // How many bivalue cells chooseBranch scores: kScoredPairs, or 1 (the first one) in a search that
    // started with fewer than kOpenRootCells unsolved cells and has met no dead end yet.
    int m_scoredPairs = kScoredPairs;
    std::uint8_t m_shown[81] = {}; // observer only: the board as the events so far draw it
    u32 m_shownCells[3] = {}; // observer only: the cells of each band that m_shown has a digit in
};

// The kernel entry point each dfskernel_*.cpp exports under its own name.
inline void runDfsKernel(DfsKernelIo &io)
{
    if (io.observer)
        DfsSearch<true>(io).run();
    else
        DfsSearch<false>(io).run();
}

} // namespace
} // namespace sudoku::detail
