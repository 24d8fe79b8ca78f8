// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The search of DfsSolver over a BandBoard, as one kernel translation unit compiles it (see dfskernel.h:
// everything here has internal linkage, and the rest of the engine is reached only out of line).

#include "bandboard.h"
#include "dfskernel.h"
#include "sudoku/searchobserver.h"

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
    u32 candidates[81];
    for (int cell = 0; cell < 81; ++cell) {
        candidates[cell] = board.candidates(cell); // a solved cell keeps its digit as its one candidate
        if (candidates[cell] == 0)
            return cell;
    }
    for (int kind = 1; kind <= 3; ++kind) {
        for (int house = 0; house < 9; ++house) {
            u32 digits = 0;
            for (int cell = 0; cell < 81; ++cell) {
                const int row = cell / 9, column = cell % 9;
                const int of = kind == 1 ? row : kind == 2 ? column : row / 3 * 3 + column / 3;
                if (of == house)
                    digits |= candidates[cell];
            }
            for (int d = 0; d < 9; ++d) {
                if (!(digits >> d & 1u))
                    return kind * 81 + house * 9 + d;
            }
        }
    }
    constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int stack = 0; stack < 2; ++stack) { // bands, then stacks
        for (int d = 0; d < 9; ++d) {
            for (int group = 0; group < 3; ++group) {
                bool has[3][3] = {}; // [line of the group][box of the group]: the digit can go there
                for (int line = 0; line < 3; ++line) {
                    for (int box = 0; box < 3; ++box) {
                        for (int k = 0; k < 3; ++k) {
                            const int row = stack ? box * 3 + k : group * 3 + line;
                            const int column = stack ? group * 3 + line : box * 3 + k;
                            has[line][box] = has[line][box] || (candidates[row * 9 + column] >> d & 1u);
                        }
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
            for (int cell = 0; cell < 81; ++cell)
                m_shown[cell] = m_io.givens[cell];
        }
        const int givenCount = board.solvedCount();
        if (!board.propagate()) {
            if constexpr (kObserve)
                emit(SearchEventKind::DeadEnd, 0, 0, 0, 0, deadEndConstraint(board));
        } else if (admit(board.solvedCount() - givenCount)) {
            if constexpr (kObserve)
                announceForces(board, 0);
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
            const Branch branch = board.chooseBranch();
            const int digit = lowestBit(branch.digits);
            {
                BandBoard child = board;
                child.place(branch.cell, digit);
                const bool consistent = child.propagate();
                const int childSolved = consistent ? child.solvedCount() : solved + 1;
                if (!admit(childSolved - solved))
                    return true;
                ++m_guesses;
                if constexpr (kObserve) {
                    emit(SearchEventKind::Place, branch.cell, digit + 1, popCount(branch.digits), depth + 1);
                    m_shown[branch.cell] = static_cast<std::uint8_t>(digit + 1);
                    if (consistent)
                        announceForces(child, depth + 1);
                    else
                        emit(SearchEventKind::DeadEnd, 0, 0, 0, depth + 1, deadEndConstraint(child));
                }
                if (consistent && explore(child, childSolved, depth + 1))
                    return true;
                if constexpr (kObserve)
                    unplaceAbove(board, depth);
            }
            // The guess is refuted or exhausted: the cell cannot hold it. In a bivalue cell that places the
            // other digit (which the propagation would find as a naked single).
            const u32 rest = branch.digits & (branch.digits - 1);
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
            for (u32 bits = board.solvedInBand(band); bits != 0; bits &= bits - 1) {
                const int cell = band * 27 + lowestBit(bits);
                if (m_shown[cell] != 0)
                    continue;
                const int digit = board.digitAt(cell) + 1;
                m_shown[cell] = static_cast<std::uint8_t>(digit);
                emit(SearchEventKind::Force, cell, digit, 1, depth);
            }
        }
    }

    // Observer only: Unplace every shown cell that `board` (the position being returned to) has not solved.
    void unplaceAbove(const BandBoard &board, int depth)
    {
        for (int cell = 80; cell >= 0; --cell) {
            if (m_shown[cell] != 0 && !(board.solvedInBand(cell / 27) >> (cell % 27) & 1u)) {
                emit(SearchEventKind::Unplace, cell, m_shown[cell], 0, depth);
                m_shown[cell] = 0;
            }
        }
    }

    void emit(SearchEventKind kind, int cell, int digit, int size, int depth, int column = 0)
    {
        dfsEmit(*m_io.observer, kind, cell, digit, size, depth, column);
    }

    DfsKernelIo &m_io;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_guesses = 0;
    std::uint8_t m_shown[81] = {}; // observer only: the board as the events so far draw it
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
