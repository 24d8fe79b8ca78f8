// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-cli: the command-line twin of the Sudoku app. Messages are English and machine-readable.
#include "batch.h"
#include "commands.h"
#include "output.h"

#include "sudoku/io/formats.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

namespace
{

const char *const kHelp = R"(Usage: sudoku-cli <command> [options] [FILE...]

Solves, counts, rates and generates Sudoku puzzles in batch. Puzzles are read from the files given, or from standard input
when there are none (or for '-'), in any of these formats, detected automatically:
  line     one puzzle a line, 81 cells, '.' '0' '-' '_' or '*' for an empty cell; text after the
           puzzle is ignored
  grid     9 lines of 9 cells, with or without spaces and | + - borders; also Simple Sudoku (.ss)
           and SudoCue or SadMan Sudoku (.sdk) files
  p1784    Luogu P1784: 9 lines of 9 numbers separated by spaces, 0 = empty
  poj2676  POJ 2676: a line with the number of puzzles, then 9 lines of 9 digits per puzzle
  poj3074  POJ 3074: one 81-character line per puzzle, '.' = empty, a line 'end' stops reading
  pencilmarks  a grid of candidate lists, as HoDoKu and Sudoku Explainer print one ("| 4  19  389 |")
  candidates   one 729-character line per position: 9 characters a cell, 'd' at place d when d is
           a candidate, '.' when not
  variant  a puzzle with its rules on one line: 'X:' (Sudoku-X), 'H:' (Hyper), 'J:' (Jigsaw), 'K:'
           (Killer) or a mix ('XJ:', 'KX:'), the 81 givens, then for J the 81 regions (1-9), for K
           the 81 cage letters and the cages' sums by commas: K:<givens>:aab...:12,7,...
  solo     Simon Tatham's Solo game IDs: 3x3x:..., 9j:..., 3x3k:... (and mixes)
A cell with one digit in a pencil-mark input holds that digit; rate and hint start from the
candidates read. Lines starting with '#' are comments. Line, variant and Solo lines may be mixed.

Commands:
  solve    solve every puzzle; write each answer in the format it was read in
  count    print the number of solutions of every puzzle, up to a limit
  trace    print the search of every puzzle, one event per line
  rate     rate every puzzle Easy, Medium, Hard, Expert, Master or Extreme by solving it the way a
           person would (every variant, a killer's cages too); --steps prints every step in HoDoKu's
           library format (a variant's in words)
  hint     the next step for every puzzle or pencil-marked position (HoDoKu library lines are read
           too), in words and in library format; --all lists every step that applies
  generate new puzzles with a unique solution, one 81-character line each; --level, --symmetry,
           --seed (same seed, same puzzles), --minimal, --count, --variant x|hyper|jigsaw|killer
           (every variant at every level), --max-attempts; reads no input
  practise puzzles whose solution path needs a technique (to learn or practise it): each puzzle,
           then how many steps come before the first step of it and that step in words

Run 'sudoku-cli <command> --help' for a command's options.

Output has one record per input puzzle, in input order. A puzzle that fails gets one line on stderr
naming it ("puzzle 3 (line 12): no solution") and a record whose cells are all 'x' on stdout.
Input is read and answered in pieces, so any amount streams through in little memory; a line longer
than 64 KiB stops the reading of its file.
Exit status: 0 success; 1 some puzzle failed, the input had a problem or no puzzle; 2 usage error, an
unreadable file (the other files are still read) or output that could not be written.
)";

// A closed standard descriptor would be taken by the next file opened, and output meant for stdout could
// land in it: give each closed one /dev/null, stdout read-only so that writing to it still fails.
void reserveStandardDescriptors()
{
    for (int fd = 0; fd <= 2; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        const int opened = ::open("/dev/null", fd == STDERR_FILENO ? O_WRONLY : O_RDONLY);
        if (opened >= 0 && opened != fd) {
            ::dup2(opened, fd);
            ::close(opened);
        }
    }
}

} // namespace

int main(int argc, char **argv)
{
    reserveStandardDescriptors();
    std::ios::sync_with_stdio(false);
    if (argc < 2)
        return cli::usageError("no command given", "");
    const std::string command = argv[1];
    const std::vector<std::string> args(argv + 2, argv + argc);
    if (command == "--help" || command == "-h" || command == "help") {
        return cli::printText(kHelp);
    }
    if (command == "--version" || command == "-V") {
        return cli::printText(std::string("sudoku-cli ") + SUDOKU_VERSION + "\n");
    }
    if (command == "solve")
        return cli::runSolve(args);
    if (command == "count")
        return cli::runCount(args);
    if (command == "trace")
        return cli::runTrace(args);
    if (command == "rate")
        return cli::runRate(args);
    if (command == "hint")
        return cli::runHint(args);
    if (command == "generate")
        return cli::runGenerate(args);
    if (command == "practise" || command == "practice")
        return cli::runPractise(args);
    return cli::usageError("unknown command '" + sudoku::printable(command) + "'", "");
}
