# SPDX-License-Identifier: GPL-3.0-or-later
# DfsSolver's search kernels, one translation unit per x86-64 instruction set level, each with its own
# target flags; dfssolver.cpp picks one at run time (solver/sudoku/search/dfskernel.h). The flags below are exactly the
# features dfssolver.cpp asks the CPU for, so a kernel never runs where one of them is missing. The rest of
# the engine keeps the default flags: one binary for any x86-64.
#
# SUDOKU_NATIVE=ON builds every project target for the build machine (-march=native), for comparison only:
# such a binary may not start on another CPU.

option(SUDOKU_NATIVE "Build for this machine's CPU (-march=native), for benchmark comparisons only" OFF)

set(SUDOKU_KERNEL_FLAGS_SSE42 -msse3 -mssse3 -msse4.1 -msse4.2 -mpopcnt)
set(SUDOKU_KERNEL_FLAGS_AVX2 ${SUDOKU_KERNEL_FLAGS_SSE42} -mavx -mavx2 -mbmi -mbmi2 -mfma)
set(SUDOKU_KERNEL_FLAGS_AVX512 ${SUDOKU_KERNEL_FLAGS_AVX2} -mavx512f -mavx512bw -mavx512cd -mavx512dq -mavx512vl)

# Adds the kernel sources to `target` (the x86-64 ones only where they can be built).
function(sudoku_add_dfs_kernels target)
    target_sources(${target} PRIVATE dfskernel_generic.cpp)
    set(x86 FALSE)
    if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$" AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        set(x86 TRUE)
    endif()
    if(NOT x86)
        return()
    endif()
    target_sources(${target} PRIVATE dfskernel_x86v2.cpp dfskernel_x86v3.cpp dfskernel_x86v4.cpp)
    set_source_files_properties(dfskernel_x86v2.cpp PROPERTIES COMPILE_OPTIONS "${SUDOKU_KERNEL_FLAGS_SSE42}")
    set_source_files_properties(dfskernel_x86v3.cpp PROPERTIES COMPILE_OPTIONS "${SUDOKU_KERNEL_FLAGS_AVX2}")
    set_source_files_properties(dfskernel_x86v4.cpp PROPERTIES COMPILE_OPTIONS "${SUDOKU_KERNEL_FLAGS_AVX512}")
    set_source_files_properties(dfssolver.cpp PROPERTIES COMPILE_DEFINITIONS SUDOKU_DFS_X86_KERNELS)
endfunction()
