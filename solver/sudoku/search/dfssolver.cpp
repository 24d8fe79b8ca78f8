// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/search/dfssolver.h"

#include "sudoku/search/dfskernel.h"
#include "sudoku/search/housesearch.h"
#include "sudoku/search/searchrun.h"

namespace sudoku
{

namespace
{

using Kernel = DfsSolver::Kernel;

constexpr Kernel kAllKernels[] = {Kernel::Baseline, Kernel::Sse42, Kernel::Avx2, Kernel::Avx512};

detail::DfsKernelFunction functionOf(Kernel kernel)
{
    switch (kernel) {
#if defined(SUDOKU_DFS_X86_KERNELS)
    case Kernel::Sse42:
        return detail::dfsKernelX86V2;
    case Kernel::Avx2:
        return detail::dfsKernelX86V3;
    case Kernel::Avx512:
        return detail::dfsKernelX86V4;
#else
    case Kernel::Sse42:
    case Kernel::Avx2:
    case Kernel::Avx512:
#endif
    case Kernel::Baseline:
        break;
    }
    return detail::dfsKernelGeneric;
}

// Whether this build has the kernel and this CPU (and its operating system, for the AVX register state)
// can run it. The features asked for are exactly the -m flags the kernel is compiled with (cmake/). The CPU
// is asked once, on first use (a thread-safe function-local static); the answers are constant afterwards.
bool runsHere(Kernel kernel)
{
#if defined(SUDOKU_DFS_X86_KERNELS)
    struct Levels {
        bool sse42 = false, avx2 = false, avx512 = false;
    };
    static const Levels levels = [] {
        __builtin_cpu_init();
        Levels l;
        l.sse42 = __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("sse3") && __builtin_cpu_supports("ssse3")
            && __builtin_cpu_supports("sse4.1") && __builtin_cpu_supports("sse4.2");
        l.avx2 = l.sse42 && __builtin_cpu_supports("avx") && __builtin_cpu_supports("avx2")
            && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("fma");
        l.avx512 = l.avx2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
            && __builtin_cpu_supports("avx512cd") && __builtin_cpu_supports("avx512dq")
            && __builtin_cpu_supports("avx512vl");
        return l;
    }();
    switch (kernel) {
    case Kernel::Baseline:
        return true;
    case Kernel::Sse42:
        return levels.sse42;
    case Kernel::Avx2:
        return levels.avx2;
    case Kernel::Avx512:
        return levels.avx512;
    }
    return false;
#else
    return kernel == Kernel::Baseline;
#endif
}

// The fastest kernel this CPU runs.
Kernel detectFastest()
{
    Kernel best = Kernel::Baseline;
    for (Kernel kernel : kAllKernels) {
        if (runsHere(kernel))
            best = kernel;
    }
    return best;
}

} // namespace

namespace detail
{

bool dfsGateStops(SearchGate &gate, std::uint64_t before, std::uint64_t after)
{
    return gate.shouldStop(before, after);
}

void dfsEmit(SearchObserver &observer, SearchEventKind kind, int cell, int digit, int size, int depth, int column)
{
    observer.onEvent(SearchEvent::make(kind, cell, digit, size, depth, column));
}

} // namespace detail

DfsSolver::DfsSolver()
    : m_kernel(detectFastest())
{
}

DfsSolver::DfsSolver(Kernel kernel)
    : m_kernel(runsHere(kernel) ? kernel : detectFastest())
{
}

std::vector<DfsSolver::Kernel> DfsSolver::availableKernels()
{
    std::vector<Kernel> kernels;
    for (Kernel kernel : kAllKernels) {
        if (runsHere(kernel))
            kernels.push_back(kernel);
    }
    return kernels;
}

DfsSolver::Kernel DfsSolver::fastestKernel()
{
    return detectFastest();
}

std::string_view DfsSolver::kernelName(Kernel kernel)
{
    switch (kernel) {
    case Kernel::Baseline:
#if defined(__x86_64__)
        return "sse2";
#else
        return "generic";
#endif
    case Kernel::Sse42:
        return "sse4.2";
    case Kernel::Avx2:
        return "avx2";
    case Kernel::Avx512:
        return "avx512";
    }
    return "?";
}

std::optional<DfsSolver::Kernel> DfsSolver::kernelFromName(std::string_view name)
{
    for (Kernel kernel : kAllKernels) {
        if (kernelName(kernel) == name)
            return kernel;
    }
    return std::nullopt;
}

SolveResult DfsSolver::solveByHouses(const Board &board, const SolveOptions &options)
{
    return detail::solveByHouses(board, options);
}

SolveResult DfsSolver::solve(const Board &board, const SolveOptions &options)
{
    if (!board.isClassic()) // the kernels know rows, columns and boxes only
        return detail::solveByHouses(board, options);
    return solveClassic(board, options);
}

SolveResult DfsSolver::solveClassic(const Board &board, const SolveOptions &options)
{
    // What detail::runSearch does for the other solvers, with the givens validated inside the kernel as
    // they are placed (Board::firstGivenClash, the separate check, was 15% of an easy puzzle's solve); the
    // clash to report is looked for only when there is one.
    const auto start = std::chrono::steady_clock::now();
    SolveResult result;
    if (options.stopToken.stop_requested()) {
        result.clash = board.firstGivenClash();
        result.status = result.clash ? SolveStatus::Invalid : SolveStatus::Cancelled;
    } else {
        const Grid givens = board.givens();
        detail::SearchGate gate(options);
        detail::DfsKernelIo io;
        io.givens = givens.data();
        io.limit = options.solutionLimit == 0 ? 1 : options.solutionLimit;
        if (options.nodeBudget != 0)
            io.nodeLimit = options.nodeBudget;
        io.stoppable = options.stopToken.stop_possible();
        io.gate = &gate;
        io.observer = options.observer;
        io.allowed = options.allowed ? options.allowed->data() : nullptr;
        io.solution = result.solution.data();
        functionOf(m_kernel)(io);
        if (io.clash) {
            result.clash = board.firstGivenClash();
            result.status = SolveStatus::Invalid;
        } else {
            result.solutionCount = io.solutionCount;
            result.stats.nodes = io.nodes;
            result.stats.guesses = io.guesses;
            result.status = detail::statusFor(io.solutionCount, io.limit, gate.reason());
        }
    }
    result.stats.elapsed = std::chrono::steady_clock::now() - start;
    return result;
}

} // namespace sudoku
