// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading and writing puzzles: one parser used by the CLI, paste and file open.
//
// Formats (cells are digits 1-9; an empty cell is `.`, `0`, `-`, `_` or `*` unless a format says otherwise):
//
//   line     one puzzle a line, 81 cells; text after the first whitespace is ignored (comments, ratings).
//            4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
//   grid     9 lines of 9 cells, with or without spaces, optional `|` `+` `-` `=` borders; puzzles may be
//            separated by blank lines or label lines such as "Grid 01" (a line starting with a letter).
//            4 . . | . 3 . | . . .
//            ------+-------+------
//   p1784    Luogu P1784 (seeds 000, 002): 9 lines of 9 numbers separated by spaces, 0 = empty.
//   poj2676  POJ 2676 (seed 003): a line with the number of puzzles T, then T grids of 9 lines of 9 digits.
//   poj3074  POJ 3074 (seed 004): 81-character lines, `.` = empty; a line `end` stops reading.
//   pencilmarks  a grid of candidate lists, as HoDoKu, Sudoku Explainer and Simple Sudoku print a position:
//            9 rows of 9 cells separated by blanks (and `|`), each cell its candidates ("389") or its digit;
//            borders of `.` `:` `'` `*` `-` `+` `|` lines. A cell with one digit holds that digit.
//            .----------------.------------.------------------.
//            | 4    19   389  | 2  5   6   | 138  178  1379   |
//   candidates  729-character lines: 9 characters a cell, character d is `d` when d is a candidate of the
//            cell and `.` or `0` when not. A cell with one candidate holds that digit; with none, it is empty.
//   variant  a puzzle with its rules on one line, `X:`, `H:`, `J:`, `K:` and their mixes (ruleformats.h)
//   solo     Simon Tatham's Solo game IDs, `3x3x:...`, `9j:...`, `3x3k:...` (ruleformats.h)
//
// A line-format input may hold variant lines and Solo IDs too (each puzzle carries its rules), and a variant or
// Solo input plain 81-cell lines.
//
// The grid reader also takes Simple Sudoku's `.ss` files (rows such as `..7|...|...` between lines of
// dashes) and SudoCue's and SadMan Sudoku's `.sdk` files (rows of 9 cells, `#A` `#D` ... header lines, which
// are comments; in a sectioned SadMan file only the `[Puzzle]` section is read). SudoCue's `.sdm` collections
// are line puzzles.
//
// Lines starting with `#` are comments in every format. Detection looks at the first significant line:
// a lone number is a POJ 2676 count, 81 cells make a line (or poj3074 when a line `end` follows), nine
// single-digit numbers separated by spaces make p1784, anything else is read as a grid.
//
// Every puzzle of the input becomes one PuzzleRecord, even when it cannot be parsed, so that results stay
// aligned with the input; a bad record carries a ParseError naming the puzzle number, the line and the
// reason ("puzzle 3 (line 12): row 4 has 8 cells, expected 9").
//
// Writing: an answer is written in the format it was read in, exactly as the seed programs print it
// (p1784: each digit followed by one space; poj2676: 9 lines of 9 digits; poj3074 and line: 81 digits).
// A record that has no answer is written in the same shape with every cell replaced by `x`, so a script
// can recognise it (e.g. `grep -v x` keeps the solved lines of line-format output).

#include "sudoku/grid/board.h"
#include "sudoku/grid/candidates.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku
{

enum class Format : std::uint8_t { Auto, Line, Grid, P1784, Poj2676, Poj3074, PencilMarks, Candidates, Variant, Solo };

// "auto", "line", "grid", "p1784", "poj2676", "poj3074", "pencilmarks", "candidates", "variant", "solo"
std::string_view formatName(Format format);
std::optional<Format> formatFromName(std::string_view name);

// How the rows of a grid-format input were written, so that answers can be written back the same way.
enum class GridLayout : std::uint8_t {
    Compact, // 4.....8.5
    Spaced, // 4 . . . . . 8 . 5
    Bordered, // 4 . . | . . . | 8 . 5   with ------+-------+------ between bands
    CompactBordered, // 4..|...|8.5   with ----------- between bands (Simple Sudoku's .ss)
};

struct ParseError {
    int puzzle = 0; // 1-based puzzle number; 0 when the problem is not tied to one puzzle
    int line = 0; // 1-based line number in the input; 0 when unknown
    std::string reason;

    std::string describe() const; // "puzzle 3 (line 12): row 4 has 8 cells, expected 9"
};

struct PuzzleRecord {
    int number = 0; // 1-based position among the input's puzzles
    int line = 0; // the line the puzzle starts on
    Board board; // the givens; meaningful when ok()
    // A pencil-mark input's candidates: 81 masks, bit d-1 = digit d, 0 for a cell with a digit (or an empty
    // cell the input gave no candidates). Empty for every other format.
    std::vector<std::uint16_t> candidates;
    std::optional<ParseError> error;
    // A Solo ID or a variant line in a line input of mixed kinds: the format to answer it in (Auto otherwise).
    Format ownFormat = Format::Auto;

    bool ok() const { return !error.has_value(); }
};

struct PuzzleBatch {
    Format format = Format::Line; // the format read (detected, or the one asked for)
    GridLayout layout = GridLayout::Compact;
    std::vector<PuzzleRecord> puzzles;
    // Problems that concern no single puzzle (an unreadable POJ 2676 count line, text after the last
    // announced puzzle). They are reported but do not stop the puzzles from being read.
    std::vector<ParseError> problems;
};

Format detectFormat(std::string_view text);
PuzzleBatch parsePuzzles(std::string_view text, Format format = Format::Auto);

// The longest line worth reading: a line puzzle with a long comment, a HoDoKu library line listing every
// candidate (under 10 KB). Reading stops at a longer line, at once and without keeping it in memory.
inline constexpr std::size_t kMaxLineLength = 64 * 1024;

// Text taken from the input, fit for a message: printable ASCII as it is, every other byte as \xNN (tab,
// carriage return and newline as \t \r \n), so that no byte of a file reaches a terminal raw.
std::string printable(std::string_view text);

// "1 cell", "4 cells": a count with its noun (a regular English plural), for the messages about the input.
std::string counted(std::size_t n, std::string_view noun);

// A line-format puzzle: when `line` starts with 81 cells (digits 1-9, or `.` `0` `-` `_` `*` for a blank) and
// then no cell character, its cells into `grid` and true; else false, with `grid` undefined. The hot path of
// every large input (PuzzleReader's and sudoku-cli's): sixteen cells a step where SSE2 is there.
bool readLinePuzzle(std::string_view line, Grid &grid);

// Cuts a stream of bytes, arriving in blocks of any size, into lines (without '\n'); a line split across
// blocks is carried over. A UTF-8 byte order mark at the start is dropped. A line longer than
// kMaxLineLength ends the stream: overlong() turns true and no more lines come.
class LineSplitter
{
public:
    // The next complete line of `block` from `pos` on, advancing `pos`; nullopt when the block is used up.
    // The view is valid until the next call.
    std::optional<std::string_view> next(std::string_view block, std::size_t &pos);
    // At the end of the stream: the last line when it has no '\n'.
    std::optional<std::string_view> finish();
    bool overlong() const { return m_overlong; }

private:
    std::optional<std::string_view> deliver(std::string_view line);

    std::string m_partial;
    bool m_clearPartial = false;
    bool m_started = false;
    bool m_overlong = false;
};

// parsePuzzles one line at a time, for input of any size read in pieces: each puzzle is handed over as soon
// as its last line is read, numbered across the whole input. The format is detected on the first line that
// is neither blank nor a comment; a line-format input that has a line `end` is POJ 3074 from there on.
class PuzzleReader
{
public:
    explicit PuzzleReader(Format format = Format::Auto);

    // One line, without its '\n'. Puzzles it completes are appended to out.puzzles, problems to out.problems.
    void addLine(std::string_view line, PuzzleBatch &out);
    // The end of the input. `overlong`: it ended at a line longer than kMaxLineLength (a problem).
    void finish(PuzzleBatch &out, bool overlong = false);
    // True once the rest of the input is ignored (after `end`, after the puzzles a POJ 2676 count announced,
    // after 2^31-1 lines): the caller may stop reading.
    bool done() const { return m_done; }
    Format format() const { return m_format; } // Auto until detected
    GridLayout layout() const; // of the grids read so far
    int lineCount() const { return m_line; }
    int puzzleCount() const { return m_puzzles; }

private:
    void detect(std::string_view line);
    void addPuzzleLine(std::string_view line, PuzzleBatch &out);
    void addGridLine(std::string_view line, PuzzleBatch &out);
    void addP1784Line(std::string_view line, PuzzleBatch &out);
    void addPoj2676Line(std::string_view line, PuzzleBatch &out);
    void addRow(const std::array<std::uint8_t, 9> &cells, const std::array<std::uint16_t, 9> &candidates,
        const std::string &error, PuzzleBatch &out);
    void addCandidateLine(std::string_view line, PuzzleRecord &record);
    void endBlock(PuzzleBatch &out);
    void finishPuzzle(PuzzleBatch &out);
    PuzzleRecord newRecord();

    Format m_format;
    bool m_detected = false; // m_format was detected, not asked for
    bool m_done = false;
    int m_line = 0;
    int m_puzzles = 0;
    // The grid being collected.
    PuzzleRecord m_record;
    Grid m_grid {};
    std::array<std::uint16_t, kCellCount> m_candidates {};
    bool m_hasCandidates = false; // a row of the grid being collected listed candidates
    int m_rows = 0;
    int m_lastLine = 0;
    bool m_spaced = false;
    bool m_bordered = false;
    bool m_skipSection = false; // in a section of a SadMan file other than [Puzzle]
    // POJ 2676.
    bool m_countRead = false;
    long m_announced = -1;
    int m_countLine = 0;
};

// One puzzle from free text, as pasted from a web page or typed: anything parsePuzzles reads (the first
// puzzle is taken), or failing that any text holding exactly 81 cell characters once whitespace, borders
// and `|` are dropped.
struct SinglePuzzle {
    std::optional<Board> board;
    std::vector<std::uint16_t> candidates; // as PuzzleRecord::candidates: a pencil-mark input's candidates
    std::string error; // why no puzzle could be read, when !board
    // The same, for a person rather than a log: the line of the text it is on (0 when none) and what is
    // wrong there, without the puzzle's number ("row 4 has 8 cells, expected 9").
    int line = 0;
    std::string reason;
};
SinglePuzzle parseSinglePuzzle(std::string_view text);

// 81 characters, `blank` for an empty cell.
std::string toLine(const Grid &grid, char blank = '.');
// One record in the given format, ending with a newline. Empty cells are written as `0` in p1784 and
// poj2676 and as `.` elsewhere. With rules other than classic the record is a variant line (in the line and
// variant formats) or a Solo ID (in the solo format, when Solo can hold the rules; else a variant line), so the
// answer keeps the puzzle's rules.
std::string writeRecord(
    const Grid &grid, Format format, GridLayout layout = GridLayout::Compact, const Rules *rules = nullptr);
// writeRecord appended to `out`.
void appendRecord(std::string &out, const Grid &grid, Format format, GridLayout layout = GridLayout::Compact,
    const Rules *rules = nullptr);
// A record in the same shape as writeRecord's, every cell written as `x`.
std::string writeFailedRecord(Format format, GridLayout layout = GridLayout::Compact, const Rules *rules = nullptr);
// What goes between two consecutive records of the format ("\n" for grids, nothing elsewhere).
std::string_view recordSeparator(Format format);

// A position as a pencil-mark grid in HoDoKu's layout, the form other solvers read: a cell with a digit
// shows the digit, an empty cell its candidates (bit d-1 = digit d), or `.` when it has none. Columns are
// as wide as their longest cell.
std::string writePencilMarks(const Grid &values, const std::array<std::uint16_t, kCellCount> &candidates);
// The same position as one 729-character line (the candidates format), ending with a newline.
std::string writeCandidateLine(const Grid &values, const std::array<std::uint16_t, kCellCount> &candidates);
// The position of a record as a human solver sees it: its digits, and the candidates it was read with where
// it has some, else every candidate the digits allow. Candidates the digits exclude are left out.
CandidateGrid recordPosition(const PuzzleRecord &record);

} // namespace sudoku
