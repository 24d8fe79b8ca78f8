# SPDX-License-Identifier: GPL-3.0-or-later
# Per-target settings shared by every project target: C++20 without extensions, warnings, optional sanitizers.

function(sudoku_configure_target target)
    target_compile_features(${target} PUBLIC cxx_std_20)
    set_target_properties(${target} PROPERTIES CXX_EXTENSIONS OFF)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
    # GCC 12 reports -Wrestrict inside libstdc++ for plain std::string concatenation at -O2/-O3, a known
    # false positive (GCC bug 105651, fixed in GCC 13). Only that warning, only on the affected compiler.
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
        target_compile_options(${target} PRIVATE -Wno-restrict)
    endif()
    if(SUDOKU_NATIVE)
        target_compile_options(${target} PRIVATE -march=native)
    endif()
    if(SUDOKU_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
    if(SUDOKU_SANITIZE)
        set(sanitize "${SUDOKU_SANITIZE}")
        # GCC leaves float-cast-overflow out of "undefined" (clang has it): a double converted to an integer
        # it does not fit (a game file's 1e300, issue 11) is undefined behaviour all the same.
        if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND sanitize MATCHES "undefined")
            string(APPEND sanitize ",float-cast-overflow")
        endif()
        target_compile_options(${target} PRIVATE -fsanitize=${sanitize} -fno-omit-frame-pointer
                                                 -fno-sanitize-recover=all)
        target_link_options(${target} PRIVATE -fsanitize=${sanitize})
    endif()
endfunction()
