// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/io/formats.h"

#include "sudoku/io/ruleformats.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <limits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace sudoku
{

namespace
{

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}
// For each byte: the digit of a cell character (1-9, or 0 for `.` `0` `-` `_` `*`), kNotCell otherwise. A
// table, because line puzzles mix digits and blanks at random and a chain of comparisons mispredicts.
constexpr std::uint8_t kNotCell = 0x80;
constexpr std::array<std::uint8_t, 256> kCellTable = [] {
    std::array<std::uint8_t, 256> table {};
    table.fill(kNotCell);
    for (char c = '1'; c <= '9'; ++c)
        table[static_cast<unsigned char>(c)] = static_cast<std::uint8_t>(c - '0');
    for (char c : {'.', '0', '-', '_', '*'})
        table[static_cast<unsigned char>(c)] = 0;
    return table;
}();

std::uint8_t cellCode(char c)
{
    return kCellTable[static_cast<unsigned char>(c)];
}
bool isCellChar(char c)
{
    return cellCode(c) != kNotCell;
}
std::uint8_t cellValue(char c)
{
    return cellCode(c) & 0x0f;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

bool isComment(std::string_view line)
{
    return !line.empty() && line.front() == '#';
}
bool isSignificant(std::string_view line)
{
    return !line.empty() && !isComment(line);
}
bool isLabel(std::string_view line)
{
    return !line.empty() && std::isalpha(static_cast<unsigned char>(line[0]));
}

// A lone number of at most 6 digits: a POJ 2676 count line (a 9-digit grid row is never one).
bool isCountLine(std::string_view line)
{
    return !line.empty() && line.size() <= 6
        && std::all_of(line.begin(), line.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Borders: lines of `-` `+` `=` `|` `*` `.` `:` `'` and spaces, as grids and pencil-mark grids draw them
// (".----.----." ":----+----:" "'----'----'" "*-----*"), but not a row of nine blank cells ("---------",
// "...|...|...": cell characters, `|` and spaces only, exactly nine cells) nor a line without a dash or a
// joint (a long line of dots is a bad line puzzle).
bool isBorder(std::string_view line)
{
    if (line.empty())
        return false;
    bool joints = false;
    bool dashes = false;
    int cells = 0;
    for (const char c : line) {
        if (c == '+' || c == '=' || c == ':' || c == '\'') {
            joints = true;
        } else if (c == '-' || c == '.' || c == '*') {
            dashes = dashes || c == '-';
            ++cells;
        } else if (c != '|' && !isSpace(c)) {
            return false;
        }
    }
    return joints || (dashes && cells != 9);
}

// A section header of a SadMan Sudoku file: "[Puzzle]", "[State]".
bool isSection(std::string_view line)
{
    return line.size() >= 2 && line.front() == '[' && line.back() == ']';
}

std::vector<std::string_view> tokens(std::string_view line)
{
    std::vector<std::string_view> result;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isSpace(line[i]))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && !isSpace(line[i]))
            ++i;
        if (i > start)
            result.push_back(line.substr(start, i - start));
    }
    return result;
}

// Nine single-character numbers separated by spaces: a P1784 row.
bool isNumberRow(std::string_view line)
{
    const auto t = tokens(line);
    return t.size() == 9 && std::all_of(t.begin(), t.end(), [](std::string_view s) {
        return s.size() == 1 && s[0] >= '0' && s[0] <= '9';
    });
}

// The first whitespace-separated token, when it starts with 81 cells followed by nothing or a separator
// such as `:` (the "puzzle:count:solution" corpus style).
bool startsWithLinePuzzle(std::string_view line)
{
    if (line.size() < kCellCount)
        return false;
    std::uint8_t bad = 0;
    for (int i = 0; i < kCellCount; ++i)
        bad |= cellCode(line[i]);
    if (bad & kNotCell)
        return false;
    return line.size() == kCellCount || !isCellChar(line[kCellCount]);
}

// The first word starts with 729 cells, followed by nothing or a separator: a candidates line.
bool startsWithCandidateLine(std::string_view line)
{
    constexpr std::size_t kLength = 9 * kCellCount;
    if (line.size() < kLength)
        return false;
    for (std::size_t i = 0; i < kLength; ++i) {
        if (!isCellChar(line[i]))
            return false;
    }
    return line.size() == kLength || !isCellChar(line[kLength]);
}

std::string quoted(char c)
{
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f)
        return "a non-ASCII or control character (" + printable(std::string_view(&c, 1)) + ")";
    return std::string("'") + c + "'";
}

// The first whitespace-separated word of a trimmed, non-empty line.
std::string_view firstToken(std::string_view line)
{
    std::size_t end = 0;
    while (end < line.size() && !isSpace(line[end]))
        ++end;
    return line.substr(0, end);
}

// How many cell characters a token starts with.
std::size_t leadingCells(std::string_view token)
{
    std::size_t n = 0;
    while (n < token.size() && isCellChar(token[n]))
        ++n;
    return n;
}

struct RowCells {
    std::array<std::uint8_t, 9> cells {};
    std::array<std::uint16_t, 9> candidates {}; // a pencil-mark row's candidate lists
    std::string error; // empty when the row is good
    bool spaced = false;
    bool bordered = false;
    bool pencil = false; // a cell listed several candidates
};

// The cells of a pencil-mark row: words separated by blanks and `|`.
std::vector<std::string_view> cellWords(std::string_view line)
{
    std::vector<std::string_view> result;
    std::size_t i = 0;
    const auto separator = [](char c) { return isSpace(c) || c == '|'; };
    while (i < line.size()) {
        while (i < line.size() && separator(line[i]))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && !separator(line[i]))
            ++i;
        if (i > start)
            result.push_back(line.substr(start, i - start));
    }
    return result;
}

bool isCandidateList(std::string_view word)
{
    return !word.empty() && std::all_of(word.begin(), word.end(), [](char c) { return c >= '1' && c <= '9'; });
}

// A row of a pencil-mark grid: at least four words, one of them a list of several candidates, each a list of
// the digits 1-9 or a lone blank. nullopt for anything else, which the plain grid row reader then reads (a
// row of nine single cells reads the same either way).
std::optional<RowCells> parsePencilRow(std::string_view line)
{
    const auto words = cellWords(line);
    if (words.size() < 4)
        return std::nullopt;
    bool several = false;
    for (const std::string_view word : words) {
        const bool blank = word.size() == 1 && cellCode(word[0]) == 0;
        if (!blank && !isCandidateList(word))
            return std::nullopt;
        several = several || word.size() > 1;
    }
    if (!several)
        return std::nullopt;
    RowCells row;
    row.pencil = true;
    row.spaced = true;
    row.bordered = line.find('|') != std::string_view::npos;
    if (words.size() != 9) {
        row.error = "has " + counted(words.size(), "cell") + ", expected 9";
        return row;
    }
    for (std::size_t i = 0; i < words.size(); ++i) {
        std::uint16_t mask = 0;
        for (const char c : words[i]) {
            if (cellCode(c) == 0)
                continue; // a lone blank
            const auto bit = static_cast<std::uint16_t>(1u << (c - '1'));
            if (mask & bit) {
                row.error = "lists the candidate " + std::string(1, c) + " twice in column " + std::to_string(i + 1);
                return row;
            }
            mask |= bit;
        }
        if (std::popcount(mask) == 1)
            row.cells[i] = static_cast<std::uint8_t>(std::countr_zero(mask) + 1);
        else
            row.candidates[i] = mask;
    }
    return row;
}

// A grid or POJ 2676 row: cells with optional spaces and `|` between them.
RowCells parseGridRow(std::string_view line)
{
    RowCells row;
    int count = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (isSpace(c)) {
            row.spaced = true;
        } else if (c == '|') {
            row.bordered = true;
        } else if (isCellChar(c)) {
            if (count < 9)
                row.cells[count] = cellValue(c);
            ++count;
        } else {
            row.error = "has an unexpected character " + quoted(c) + " at column " + std::to_string(i + 1);
            return row;
        }
    }
    if (count != 9)
        row.error = "has " + counted(static_cast<std::size_t>(count), "cell") + ", expected 9";
    return row;
}

// A P1784 row: nine numbers separated by spaces, 0 = empty.
RowCells parseNumberRow(std::string_view line)
{
    RowCells row;
    const auto t = tokens(line);
    for (std::size_t i = 0; i < t.size() && i < 9; ++i) {
        if (t[i].size() != 1 || !isCellChar(t[i][0])) {
            row.error = "has '" + printable(t[i].substr(0, 20)) + (t[i].size() > 20 ? "...'" : "'")
                + " where a digit 0-9 was expected";
            return row;
        }
        row.cells[i] = cellValue(t[i][0]);
    }
    if (t.size() != 9)
        row.error = "has " + std::to_string(t.size()) + " numbers, expected 9";
    return row;
}

// A pencil-mark grid in HoDoKu's layout, each cell's text given: columns as wide as their widest cell, two
// blanks between cells, `|` between boxes, borders of `.` `:` `'` with `+` joints.
//   .----------------.------------.
//   | 4    19   389  | 2  5   6   |
void appendPencilGrid(std::string &out, const std::array<std::string, kCellCount> &texts)
{
    std::array<std::size_t, 9> width {};
    for (int cell = 0; cell < kCellCount; ++cell)
        width[colOf(cell)] = std::max(width[colOf(cell)], texts[cell].size());
    const auto border = [&](char edge, char joint) {
        out += edge;
        for (int stack = 0; stack < 3; ++stack) {
            const std::size_t cells = width[stack * 3] + width[stack * 3 + 1] + width[stack * 3 + 2];
            out.append(cells + 2 * 2 + 2, '-');
            out += stack < 2 ? joint : edge;
        }
        out += '\n';
    };
    border('.', '.');
    for (int r = 0; r < 9; ++r) {
        if (r == 3 || r == 6)
            border(':', '+');
        out += '|';
        for (int c = 0; c < 9; ++c) {
            out += c % 3 == 0 ? " " : "  ";
            const std::string &text = texts[cellAt(r, c)];
            out += text;
            out.append(width[c] - text.size(), ' ');
            if (c % 3 == 2)
                out += " |";
        }
        out += '\n';
    }
    border('\'', '\'');
}

// Writes the 81 cells of a record in the layout of `format`; `cell(i)` gives the character of cell i.
template<typename CellChar>
void writeCells(std::string &out, Format format, GridLayout layout, CellChar cell)
{
    switch (format) {
    case Format::Auto:
    case Format::Line:
    case Format::Poj3074:
    case Format::Variant:
    case Format::Solo: {
        const std::size_t start = out.size();
        out.resize(start + kCellCount + 1);
        for (int i = 0; i < kCellCount; ++i)
            out[start + i] = cell(i);
        out[start + kCellCount] = '\n';
        return;
    }
    case Format::Candidates:
        // A digit d as its one candidate at place d; anything else (a blank, a failure's x) at the first place.
        for (int i = 0; i < kCellCount; ++i) {
            const char c = cell(i);
            const int place = c >= '1' && c <= '9' ? c - '1' : 0;
            for (int k = 0; k < 9; ++k)
                out += k == place && c != '.' ? c : '.';
        }
        out += '\n';
        return;
    case Format::PencilMarks: {
        std::array<std::string, kCellCount> texts;
        for (int i = 0; i < kCellCount; ++i)
            texts[i] = std::string(1, cell(i));
        appendPencilGrid(out, texts);
        return;
    }
    case Format::P1784:
        for (int i = 0; i < kCellCount; ++i) {
            out += cell(i);
            out += ' ';
            if (i % 9 == 8)
                out += '\n';
        }
        return;
    case Format::Poj2676:
        layout = GridLayout::Compact;
        break;
    case Format::Grid:
        break;
    }
    for (int r = 0; r < 9; ++r) {
        if (layout == GridLayout::Bordered && (r == 3 || r == 6))
            out += "------+-------+------\n";
        if (layout == GridLayout::CompactBordered && (r == 3 || r == 6))
            out += "-----------\n";
        for (int c = 0; c < 9; ++c) {
            if (c > 0 && c % 3 == 0 && layout == GridLayout::CompactBordered)
                out += '|';
            else if (c > 0 && (layout == GridLayout::Spaced || layout == GridLayout::Bordered))
                out += (layout == GridLayout::Bordered && c % 3 == 0) ? " | " : " ";
            out += cell(cellAt(r, c));
        }
        out += '\n';
    }
}

} // namespace

std::string_view formatName(Format format)
{
    switch (format) {
    case Format::Auto:
        return "auto";
    case Format::Line:
        return "line";
    case Format::Grid:
        return "grid";
    case Format::P1784:
        return "p1784";
    case Format::Poj2676:
        return "poj2676";
    case Format::Poj3074:
        return "poj3074";
    case Format::PencilMarks:
        return "pencilmarks";
    case Format::Candidates:
        return "candidates";
    case Format::Variant:
        return "variant";
    case Format::Solo:
        return "solo";
    }
    return "?";
}

std::optional<Format> formatFromName(std::string_view name)
{
    for (Format f : {Format::Auto, Format::Line, Format::Grid, Format::P1784, Format::Poj2676, Format::Poj3074,
             Format::PencilMarks, Format::Candidates, Format::Variant, Format::Solo}) {
        if (formatName(f) == name)
            return f;
    }
    return std::nullopt;
}

std::string ParseError::describe() const
{
    std::string where;
    if (puzzle > 0)
        where = "puzzle " + std::to_string(puzzle) + (line > 0 ? " (line " + std::to_string(line) + ")" : "");
    else if (line > 0)
        where = "line " + std::to_string(line);
    return where.empty() ? reason : where + ": " + reason;
}

namespace
{

// Calls f(line) for every line of a text held whole in memory. Returns false when a line is too long.
template<typename F>
bool forEachLine(std::string_view text, F f)
{
    LineSplitter splitter;
    std::size_t pos = 0;
    while (const auto line = splitter.next(text, pos))
        f(*line);
    if (splitter.overlong())
        return false;
    if (const auto last = splitter.finish())
        f(*last);
    return true;
}

Format detectFromLine(std::string_view line)
{
    if (isSoloId(line))
        return Format::Solo;
    if (isVariantLine(line))
        return Format::Variant;
    if (isCountLine(line))
        return Format::Poj2676;
    // A grid row is at most 9 cells plus borders, or one-character tokens; a long token is a line puzzle
    // (possibly a malformed one, which the line parser then reports precisely).
    const std::string_view token = firstToken(line);
    if (startsWithCandidateLine(token))
        return Format::Candidates;
    if (startsWithLinePuzzle(token))
        return Format::Line;
    if (isBorder(line) || isSection(line))
        return Format::Grid;
    if (token.size() >= 30)
        return Format::Line;
    if (isNumberRow(line))
        return Format::P1784;
    return Format::Grid;
}

} // namespace

std::string counted(std::size_t n, std::string_view noun)
{
    return std::to_string(n) + ' ' + std::string(noun) + (n == 1 ? "" : "s");
}

std::string printable(std::string_view text)
{
    static const char *const kHex = "0123456789abcdef";
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && byte < 0x7f) {
            out += c;
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c == '\n') {
            out += "\\n";
        } else {
            out += "\\x";
            out += kHex[byte >> 4];
            out += kHex[byte & 0xf];
        }
    }
    return out;
}

std::optional<std::string_view> LineSplitter::deliver(std::string_view line)
{
    if (line.size() > kMaxLineLength) {
        m_overlong = true;
        m_partial.clear();
        m_partial.shrink_to_fit();
        return std::nullopt;
    }
    if (!m_started) {
        m_started = true;
        if (line.substr(0, 3) == "\xEF\xBB\xBF") // UTF-8 byte order mark
            line.remove_prefix(3);
    }
    return line;
}

std::optional<std::string_view> LineSplitter::next(std::string_view block, std::size_t &pos)
{
    if (m_clearPartial) {
        m_partial.clear();
        m_clearPartial = false;
    }
    if (m_overlong || pos >= block.size()) {
        pos = block.size();
        return std::nullopt;
    }
    const std::size_t end = block.find('\n', pos);
    if (end == std::string_view::npos) {
        // Keep the start of a line that continues in the next block, but never more than a line may hold.
        if (m_partial.size() + (block.size() - pos) > kMaxLineLength) {
            pos = block.size();
            m_overlong = true;
            m_partial.clear();
            return std::nullopt;
        }
        m_partial.append(block.substr(pos));
        pos = block.size();
        return std::nullopt;
    }
    std::string_view line = block.substr(pos, end - pos);
    pos = end + 1;
    if (!m_partial.empty()) {
        if (m_partial.size() + line.size() > kMaxLineLength) {
            m_overlong = true;
            m_partial.clear();
            return std::nullopt;
        }
        m_partial.append(line);
        m_clearPartial = true;
        line = m_partial;
    }
    return deliver(line);
}

std::optional<std::string_view> LineSplitter::finish()
{
    if (m_overlong || m_partial.empty() || m_clearPartial)
        return std::nullopt;
    m_clearPartial = true;
    return deliver(m_partial);
}

PuzzleReader::PuzzleReader(Format format)
    : m_format(format)
{
}

GridLayout PuzzleReader::layout() const
{
    if (m_bordered)
        return m_spaced ? GridLayout::Bordered : GridLayout::CompactBordered;
    return m_spaced ? GridLayout::Spaced : GridLayout::Compact;
}

PuzzleRecord PuzzleReader::newRecord()
{
    PuzzleRecord record;
    record.number = ++m_puzzles;
    record.line = m_line;
    return record;
}

void PuzzleReader::addLine(std::string_view line, PuzzleBatch &out)
{
    if (m_done)
        return;
    if (m_line == std::numeric_limits<int>::max()) {
        out.problems.push_back({0, m_line, "the input has more lines than can be counted; the rest is not read"});
        m_done = true;
        return;
    }
    ++m_line;
    line = trim(line);
    if (m_format == Format::Auto) {
        if (!isSignificant(line))
            return;
        m_format = detectFromLine(line);
        m_detected = true;
    }
    switch (m_format) {
    case Format::Auto:
    case Format::Line:
    case Format::Poj3074:
    case Format::Candidates:
        addPuzzleLine(line, out);
        break;
    case Format::Grid:
    case Format::PencilMarks:
        addGridLine(line, out);
        break;
    case Format::P1784:
        addP1784Line(line, out);
        break;
    case Format::Poj2676:
        addPoj2676Line(line, out);
        break;
    case Format::Variant:
    case Format::Solo:
        addPuzzleLine(line, out);
        break;
    }
}

bool readLinePuzzle(std::string_view line, Grid &grid)
{
    if (line.size() < static_cast<std::size_t>(kCellCount)
        || (line.size() > static_cast<std::size_t>(kCellCount) && isCellChar(line[kCellCount])))
        return false;
    int cell = 0;
    std::uint8_t bad = 0;
#if defined(__SSE2__)
    // Per byte: a digit when byte - '1' is 0..8 (unsigned), a blank when it equals one of the five blanks;
    // the digit is (byte - '1' + 1) where it is a digit, 0 elsewhere.
    const __m128i one = _mm_set1_epi8('1'), eight = _mm_set1_epi8(8), ones = _mm_set1_epi8(1);
    const __m128i dot = _mm_set1_epi8('.'), zero = _mm_set1_epi8('0'), dash = _mm_set1_epi8('-'),
                  underscore = _mm_set1_epi8('_'), star = _mm_set1_epi8('*');
    __m128i valid = _mm_set1_epi8(-1);
    for (; cell + 16 <= kCellCount; cell += 16) {
        const __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i *>(line.data() + cell));
        const __m128i d = _mm_sub_epi8(c, one);
        const __m128i digit = _mm_cmpeq_epi8(_mm_min_epu8(d, eight), d);
        const __m128i blank = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(c, dot), _mm_cmpeq_epi8(c, zero)),
            _mm_or_si128(
                _mm_or_si128(_mm_cmpeq_epi8(c, dash), _mm_cmpeq_epi8(c, underscore)), _mm_cmpeq_epi8(c, star)));
        valid = _mm_and_si128(valid, _mm_or_si128(digit, blank));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(grid.data() + cell), _mm_and_si128(_mm_add_epi8(d, ones), digit));
    }
    if (_mm_movemask_epi8(valid) != 0xffff)
        return false;
#endif
    // The rest (every cell without SSE2) through the table, checked in one pass.
    for (; cell < kCellCount; ++cell) {
        const std::uint8_t code = cellCode(line[cell]);
        bad |= code;
        grid[cell] = code & 0x0f;
    }
    return !(bad & kNotCell);
}

void PuzzleReader::addPuzzleLine(std::string_view line, PuzzleBatch &out)
{
    if (!isSignificant(line))
        return;
    if (line == "end") {
        if (m_detected)
            m_format = Format::Poj3074;
        m_done = true;
        return;
    }
    PuzzleRecord &record = out.puzzles.emplace_back(newRecord());
    // 81 cells and then no cell character start the line exactly when they start its first word.
    if (Grid grid; readLinePuzzle(line, grid)) {
        record.board = Board::fromGivens(grid);
        return;
    }
    // A puzzle with its rules: a Solo ID or a variant line.
    const bool solo = isSoloId(line);
    if (solo || isVariantLine(line)) {
        RulesParse parsed = solo ? parseSoloId(line) : parseVariantLine(line);
        record.ownFormat = solo ? Format::Solo : Format::Variant;
        if (parsed.board)
            record.board = std::move(*parsed.board);
        else
            record.error = ParseError {record.number, m_line, (solo ? "Solo game ID: " : "") + parsed.error};
        return;
    }
    if (startsWithCandidateLine(line)) {
        addCandidateLine(line, record);
        return;
    }
    const std::string_view token = firstToken(line);
    const std::size_t cells = leadingCells(token);
    std::string reason;
    if (cells < token.size() && cells < static_cast<std::size_t>(kCellCount))
        reason = "unexpected character " + quoted(token[cells]) + " at column " + std::to_string(cells + 1);
    else
        reason = "expected 81 cells, found " + std::to_string(cells);
    record.error = ParseError {record.number, m_line, reason};
}

// 729 cells: cell i is characters 9i..9i+8, character k (0-based) is the digit k+1 or a blank.
void PuzzleReader::addCandidateLine(std::string_view line, PuzzleRecord &record)
{
    Grid grid {};
    record.candidates.assign(kCellCount, 0);
    for (int cell = 0; cell < kCellCount; ++cell) {
        std::uint16_t mask = 0;
        for (int k = 0; k < 9; ++k) {
            const char c = line[static_cast<std::size_t>(cell * 9 + k)];
            const std::uint8_t digit = cellValue(c);
            if (digit == 0)
                continue;
            if (digit != k + 1) {
                record.candidates.clear();
                record.error = ParseError {record.number, m_line,
                    "column " + std::to_string(cell * 9 + k + 1) + ": " + cellName(cell) + " has " + quoted(c)
                        + " in place " + std::to_string(k + 1) + " of its 9 characters, where only "
                        + std::to_string(k + 1) + " or a blank may stand"};
                return;
            }
            mask |= static_cast<std::uint16_t>(1u << k);
        }
        if (std::popcount(mask) == 1)
            grid[cell] = static_cast<std::uint8_t>(std::countr_zero(mask) + 1);
        else
            record.candidates[cell] = mask;
    }
    record.board = Board::fromGivens(grid);
}

void PuzzleReader::addRow(const std::array<std::uint8_t, 9> &cells, const std::array<std::uint16_t, 9> &candidates,
    const std::string &error, PuzzleBatch &out)
{
    if (m_rows == 0) {
        m_record = newRecord();
        m_grid = Grid {};
        m_candidates = {};
    }
    if (!error.empty() && m_record.ok())
        m_record.error = ParseError {m_record.number, m_line, "row " + std::to_string(m_rows + 1) + " " + error};
    std::copy(cells.begin(), cells.end(), m_grid.begin() + m_rows * 9);
    std::copy(candidates.begin(), candidates.end(), m_candidates.begin() + m_rows * 9);
    m_lastLine = m_line;
    if (++m_rows == 9)
        finishPuzzle(out);
}

// A blank or label line, or the end of the input: a puzzle in progress is incomplete.
void PuzzleReader::endBlock(PuzzleBatch &out)
{
    if (m_rows == 0)
        return;
    if (m_record.ok())
        m_record.error = ParseError {
            m_record.number, m_lastLine, "the puzzle ends after " + std::to_string(m_rows) + " of 9 rows"};
    finishPuzzle(out);
}

void PuzzleReader::finishPuzzle(PuzzleBatch &out)
{
    if (m_record.ok()) {
        m_record.board = Board::fromGivens(m_grid);
        if (m_hasCandidates)
            m_record.candidates.assign(m_candidates.begin(), m_candidates.end());
    }
    out.puzzles.push_back(std::move(m_record));
    m_record = PuzzleRecord {};
    m_rows = 0;
    m_hasCandidates = false;
}

void PuzzleReader::addGridLine(std::string_view line, PuzzleBatch &out)
{
    if (isComment(line))
        return;
    if (isSection(line)) {
        // SadMan Sudoku: the puzzle is the [Puzzle] section; [State], [PencilMarks] and the like follow it.
        endBlock(out);
        std::string name(line.substr(1, line.size() - 2));
        std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
        m_skipSection = name != "puzzle";
        return;
    }
    if (m_skipSection)
        return;
    if (line.empty() || isLabel(line)) {
        endBlock(out);
        return;
    }
    if (isBorder(line)) {
        m_bordered = true;
        return;
    }
    const auto pencil = parsePencilRow(line);
    const RowCells row = pencil ? *pencil : parseGridRow(line);
    if (row.pencil) {
        m_hasCandidates = true;
        if (m_detected && m_format == Format::Grid)
            m_format = Format::PencilMarks;
    }
    m_spaced = m_spaced || row.spaced;
    m_bordered = m_bordered || row.bordered;
    addRow(row.cells, row.candidates, row.error, out);
}

void PuzzleReader::addP1784Line(std::string_view line, PuzzleBatch &out)
{
    if (isComment(line))
        return;
    if (line.empty()) {
        endBlock(out);
        return;
    }
    const RowCells row = parseNumberRow(line);
    addRow(row.cells, row.candidates, row.error, out);
}

void PuzzleReader::addPoj2676Line(std::string_view line, PuzzleBatch &out)
{
    if (!isSignificant(line))
        return;
    if (!m_countRead) {
        m_countRead = true;
        m_countLine = m_line;
        if (isCountLine(line))
            m_announced = std::stol(std::string(line));
        else
            out.problems.push_back({0, m_line,
                "expected the number of puzzles on the first line, found '" + printable(line.substr(0, 20)) + "'"});
        return;
    }
    if (m_announced >= 0 && m_puzzles >= m_announced && m_rows == 0) {
        out.problems.push_back({0, m_line,
            "text after the " + counted(static_cast<std::size_t>(m_announced), "puzzle") + " announced on line "
                + std::to_string(m_countLine) + " is ignored"});
        m_done = true;
        return;
    }
    const RowCells row = parseGridRow(line);
    addRow(row.cells, row.candidates, row.error, out);
}

void PuzzleReader::finish(PuzzleBatch &out, bool overlong)
{
    if (overlong) {
        out.problems.push_back({0, m_line + 1,
            "the line is longer than " + std::to_string(kMaxLineLength)
                + " bytes, longer than any puzzle; the rest of the input is not read"});
    }
    endBlock(out);
    if (m_format == Format::Poj2676 && m_announced >= 0 && m_puzzles < m_announced)
        out.problems.push_back({0, m_line,
            "line " + std::to_string(m_countLine) + " announces "
                + counted(static_cast<std::size_t>(m_announced), "puzzle") + ", the input holds "
                + std::to_string(m_puzzles)});
    m_done = true;
}

Format detectFormat(std::string_view text)
{
    // What the reader decides, which may look past the first line (a line `end`, a row of candidate lists).
    return parsePuzzles(text).format;
}

PuzzleBatch parsePuzzles(std::string_view text, Format format)
{
    PuzzleBatch batch;
    PuzzleReader reader(format);
    const bool complete = forEachLine(text, [&](std::string_view line) { reader.addLine(line, batch); });
    reader.finish(batch, !complete);
    batch.format = reader.format() == Format::Auto ? Format::Line : reader.format();
    batch.layout = reader.layout();
    return batch;
}

SinglePuzzle parseSinglePuzzle(std::string_view text)
{
    const PuzzleBatch batch = parsePuzzles(text);
    if (!batch.puzzles.empty() && batch.puzzles.front().ok())
        return {batch.puzzles.front().board, batch.puzzles.front().candidates, {}, 0, {}};

    // Fallback for pasted text in no particular layout: exactly 81 cell characters in all.
    Grid grid {};
    int count = 0;
    forEachLine(text, [&](std::string_view line) {
        line = trim(line);
        if (!isSignificant(line) || isLabel(line) || isBorder(line))
            return;
        for (char c : line) {
            if (isCellChar(c)) {
                if (count < kCellCount)
                    grid[count] = cellValue(c);
                ++count;
            }
        }
    });
    if (count == kCellCount)
        return {Board::fromGivens(grid), {}, {}, 0, {}};
    const auto failed = [](const ParseError &error) {
        return SinglePuzzle {std::nullopt, {}, error.describe(), error.line, error.reason};
    };
    if (!batch.puzzles.empty())
        return failed(*batch.puzzles.front().error);
    if (!batch.problems.empty())
        return failed(batch.problems.front());
    const std::string reason = "no puzzle found: expected 81 cells, found " + std::to_string(count);
    return {std::nullopt, {}, reason, 0, reason};
}

std::string toLine(const Grid &grid, char blank)
{
    std::string line(kCellCount, blank);
    for (int i = 0; i < kCellCount; ++i) {
        if (grid[i] != 0)
            line[i] = static_cast<char>('0' + grid[i]);
    }
    return line;
}

void appendRecord(std::string &out, const Grid &grid, Format format, GridLayout layout, const Rules *rules)
{
    if ((rules && !rules->isClassic()) || format == Format::Variant || format == Format::Solo) {
        static const Rules classic;
        const Rules &r = rules ? *rules : classic;
        if (format == Format::Solo) {
            if (const auto id = writeSoloId(grid, r)) {
                out += *id + '\n';
                return;
            }
        }
        if (format == Format::Solo || format == Format::Variant || format == Format::Line || format == Format::Auto
            || format == Format::Poj3074) {
            out += writeVariantLine(grid, r) + '\n';
            return;
        }
    }
    const char blank = (format == Format::P1784 || format == Format::Poj2676) ? '0' : '.';
    writeCells(out, format, layout, [&](int i) { return grid[i] != 0 ? static_cast<char>('0' + grid[i]) : blank; });
}

std::string writeRecord(const Grid &grid, Format format, GridLayout layout, const Rules *rules)
{
    std::string out;
    appendRecord(out, grid, format, layout, rules);
    return out;
}

std::string writeFailedRecord(Format format, GridLayout layout, const Rules *rules)
{
    std::string out;
    if (rules && !rules->isClassic()) {
        // The record's shape with every cell an x: the givens field of the line (a Solo ID's description
        // becomes 81 x, which no reader takes for a puzzle).
        const Rules &r = *rules;
        std::string line
            = format == Format::Solo ? writeSoloId({}, r).value_or(writeVariantLine({}, r)) : writeVariantLine({}, r);
        const std::size_t colon = line.find(':');
        if (format == Format::Solo)
            line = line.substr(0, colon + 1) + std::string(kCellCount, 'x');
        else
            line.replace(colon + 1, kCellCount, kCellCount, 'x');
        return line + '\n';
    }
    writeCells(out, format, layout, [](int) { return 'x'; });
    return out;
}

std::string_view recordSeparator(Format format)
{
    return format == Format::Grid || format == Format::PencilMarks ? "\n" : "";
}

namespace
{

std::string candidateText(std::uint16_t mask)
{
    std::string text;
    for (int d = 1; d <= 9; ++d) {
        if (mask & (1u << (d - 1)))
            text += static_cast<char>('0' + d);
    }
    return text.empty() ? std::string(".") : text;
}

} // namespace

std::string writePencilMarks(const Grid &values, const std::array<std::uint16_t, kCellCount> &candidates)
{
    std::array<std::string, kCellCount> texts;
    for (int cell = 0; cell < kCellCount; ++cell)
        texts[cell] = values[cell] != 0 ? std::string(1, static_cast<char>('0' + values[cell]))
                                        : candidateText(candidates[cell]);
    std::string out;
    appendPencilGrid(out, texts);
    return out;
}

std::string writeCandidateLine(const Grid &values, const std::array<std::uint16_t, kCellCount> &candidates)
{
    std::string out(9 * kCellCount, '.');
    for (int cell = 0; cell < kCellCount; ++cell) {
        const std::uint16_t mask
            = values[cell] != 0 ? static_cast<std::uint16_t>(1u << (values[cell] - 1)) : candidates[cell];
        for (int d = 1; d <= 9; ++d) {
            if (mask & (1u << (d - 1)))
                out[static_cast<std::size_t>(cell * 9 + d - 1)] = static_cast<char>('0' + d);
        }
    }
    out += '\n';
    return out;
}

CandidateGrid recordPosition(const PuzzleRecord &record)
{
    CandidateGrid position = CandidateGrid::fromBoard(record.board);
    if (record.candidates.size() != static_cast<std::size_t>(kCellCount))
        return position;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const std::uint16_t read = record.candidates[static_cast<std::size_t>(cell)];
        if (position.isEmpty(cell) && read != 0)
            position.setCandidates(cell, read & position.allowedDigits(cell));
    }
    return position;
}

} // namespace sudoku
