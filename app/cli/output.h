// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Standard output and standard error, written with write(2) in whole pieces (one per chunk of answers),
// every error checked: a closed stdout, a full disk or /dev/full is reported on stderr and the command
// stops with a non-zero status instead of losing its output silently.

#include <string>
#include <string_view>

namespace cli
{

class Output
{
public:
    // Writes all of `text` to stdout; false (and failed()) once a write failed.
    bool out(std::string_view text);
    // Writes `text` to stderr; errors there cannot be reported anywhere and are ignored.
    static void err(std::string_view text);

    bool failed() const { return m_error != 0; }
    // "sudoku-cli: cannot write the output: No space left on device" on stderr, once; returns the exit status.
    int reportFailure();

private:
    int m_error = 0;
    bool m_reported = false;
};

// Prints a help or version text on stdout; exit status 0, or 2 with a message when it could not be written.
int printText(std::string_view text);

} // namespace cli
