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
        if constexpr (kObserve) {
            for (int cell = 0; cell < 81; ++cell)
                m_shown[cell] = m_io.givens[cell];
        }
        const int givenCount = board.solvedCount();
        if (!board.propagate()) {
            if constexpr (kObserve)
                emit(SearchEventKind::DeadEnd, 0, 0, 0, 0);
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
                    emit(SearchEventKind::Place, branch.cell, digit + 1, popCount(branch.digits), depth + 1);
                    m_shown[branch.cell] = static_cast<std::uint8_t>(digit + 1);
                    if (consistent)
                        announceForces(child, depth + 1);
                    else
                        emit(SearchEventKind::DeadEnd, 0, 0, 0, depth + 1);
                }
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
                    emit(SearchEventKind::DeadEnd, 0, 0, 0, depth);
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

    void emit(SearchEventKind kind, int cell, int digit, int size, int depth)
    {
        dfsEmit(*m_io.observer, kind, cell, digit, size, depth);
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
