// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/formats.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace sudoku
{

namespace
{

struct Line {
    int number = 0; // 1-based
    std::string_view text; // without the line ending, trimmed of surrounding whitespace
};

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}
bool isBlankCell(char c)
{
    return c == '.' || c == '0' || c == '-' || c == '_' || c == '*';
}
bool isCellChar(char c)
{
    return (c >= '1' && c <= '9') || isBlankCell(c);
}
std::uint8_t cellValue(char c)
{
    return (c >= '1' && c <= '9') ? static_cast<std::uint8_t>(c - '0') : 0;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

std::vector<Line> splitLines(std::string_view text)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF") // UTF-8 byte order mark
        text.remove_prefix(3);
    std::vector<Line> lines;
    int number = 0;
    while (!text.empty()) {
        const auto end = text.find('\n');
        lines.push_back({++number, trim(text.substr(0, end))});
        if (end == std::string_view::npos)
            break;
        text.remove_prefix(end + 1);
    }
    return lines;
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

// Borders: made of - + = | and spaces only, and not a row of nine `-` blanks.
bool isBorder(std::string_view line)
{
    if (line.empty() || !std::all_of(line.begin(), line.end(), [](char c) {
            return c == '-' || c == '+' || c == '=' || c == '|' || isSpace(c);
        }))
        return false;
    const auto dashes = std::count(line.begin(), line.end(), '-');
    const bool hasJoints = line.find_first_of("+=") != std::string_view::npos;
    return hasJoints || dashes != 9;
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
    if (!std::all_of(line.begin(), line.begin() + kCellCount, isCellChar))
        return false;
    return line.size() == kCellCount || !isCellChar(line[kCellCount]);
}

std::string quoted(char c)
{
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f)
        return "a non-ASCII or control character";
    return std::string("'") + c + "'";
}

struct RowCells {
    std::array<std::uint8_t, 9> cells {};
    std::string error; // empty when the row is good
    bool spaced = false;
    bool bordered = false;
};

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
        row.error = "has " + std::to_string(count) + " cells, expected 9";
    return row;
}

// A P1784 row: nine numbers separated by spaces, 0 = empty.
RowCells parseNumberRow(std::string_view line)
{
    RowCells row;
    const auto t = tokens(line);
    for (std::size_t i = 0; i < t.size() && i < 9; ++i) {
        if (t[i].size() != 1 || !isCellChar(t[i][0])) {
            row.error = "has '" + std::string(t[i]) + "' where a digit 0-9 was expected";
            return row;
        }
        row.cells[i] = cellValue(t[i][0]);
    }
    if (t.size() != 9)
        row.error = "has " + std::to_string(t.size()) + " numbers, expected 9";
    return row;
}

// Collects rows into puzzles of nine rows; a puzzle cut short or holding a bad row becomes an error
// record, and the rows keep being counted so that later puzzles stay aligned.
class GridCollector
{
public:
    explicit GridCollector(PuzzleBatch &batch)
        : m_batch(batch)
    {
    }

    void addRow(const Line &line, const RowCells &row)
    {
        if (m_rows == 0) {
            m_record = PuzzleRecord {};
            m_record.number = static_cast<int>(m_batch.puzzles.size()) + 1;
            m_record.line = line.number;
            m_grid = Grid {};
        }
        if (!row.error.empty() && m_record.ok())
            m_record.error
                = ParseError {m_record.number, line.number, "row " + std::to_string(m_rows + 1) + " " + row.error};
        std::copy(row.cells.begin(), row.cells.end(), m_grid.begin() + m_rows * 9);
        m_lastLine = line.number;
        if (++m_rows == 9)
            finish();
    }

    // A blank or label line, or the end of the input: a puzzle in progress is incomplete.
    void endBlock()
    {
        if (m_rows == 0)
            return;
        if (m_record.ok())
            m_record.error = ParseError {
                m_record.number, m_lastLine, "the puzzle ends after " + std::to_string(m_rows) + " of 9 rows"};
        finish();
    }

private:
    void finish()
    {
        if (m_record.ok())
            m_record.board = Board::fromGivens(m_grid);
        m_batch.puzzles.push_back(std::move(m_record));
        m_rows = 0;
    }

    PuzzleBatch &m_batch;
    PuzzleRecord m_record;
    Grid m_grid {};
    int m_rows = 0;
    int m_lastLine = 0;
};

void parseLines(const std::vector<Line> &lines, PuzzleBatch &batch)
{
    for (const Line &line : lines) {
        if (!isSignificant(line.text))
            continue;
        if (line.text == "end")
            break;
        PuzzleRecord record;
        record.number = static_cast<int>(batch.puzzles.size()) + 1;
        record.line = line.number;
        const std::string_view token = tokens(line.text).front();
        if (startsWithLinePuzzle(token)) {
            Grid grid {};
            for (int i = 0; i < kCellCount; ++i)
                grid[i] = cellValue(token[i]);
            record.board = Board::fromGivens(grid);
        } else {
            const auto bad = std::find_if_not(token.begin(), token.end(), isCellChar);
            std::string reason;
            if (bad != token.end() && bad - token.begin() < kCellCount)
                reason = "unexpected character " + quoted(*bad) + " at column "
                    + std::to_string(bad - token.begin() + (token.data() - line.text.data()) + 1);
            else
                reason = "expected 81 cells, found " + std::to_string(std::min<std::size_t>(token.size(), 81));
            record.error = ParseError {record.number, line.number, reason};
        }
        batch.puzzles.push_back(std::move(record));
    }
}

void parseGrids(const std::vector<Line> &lines, PuzzleBatch &batch)
{
    GridCollector collector(batch);
    bool spaced = false, bordered = false;
    for (const Line &line : lines) {
        if (isComment(line.text))
            continue;
        if (line.text.empty() || isLabel(line.text)) {
            collector.endBlock();
            continue;
        }
        if (isBorder(line.text)) {
            bordered = true;
            continue;
        }
        const RowCells row = parseGridRow(line.text);
        spaced = spaced || row.spaced;
        bordered = bordered || row.bordered;
        collector.addRow(line, row);
    }
    collector.endBlock();
    batch.layout = bordered ? GridLayout::Bordered : spaced ? GridLayout::Spaced : GridLayout::Compact;
}

void parseP1784(const std::vector<Line> &lines, PuzzleBatch &batch)
{
    GridCollector collector(batch);
    for (const Line &line : lines) {
        if (isComment(line.text))
            continue;
        if (line.text.empty()) {
            collector.endBlock();
            continue;
        }
        collector.addRow(line, parseNumberRow(line.text));
    }
    collector.endBlock();
}

void parsePoj2676(const std::vector<Line> &lines, PuzzleBatch &batch)
{
    auto it = std::find_if(lines.begin(), lines.end(), [](const Line &l) { return isSignificant(l.text); });
    if (it == lines.end())
        return;
    long announced = -1;
    const int countLine = it->number;
    if (isCountLine(it->text)) {
        announced = std::stol(std::string(it->text));
        ++it;
    } else {
        batch.problems.push_back({0, it->number,
            "expected the number of puzzles on the first line, found '" + std::string(it->text.substr(0, 20)) + "'"});
        ++it;
    }
    GridCollector collector(batch);
    for (; it != lines.end(); ++it) {
        if (!isSignificant(it->text))
            continue;
        if (announced >= 0 && static_cast<long>(batch.puzzles.size()) >= announced) {
            batch.problems.push_back({0, it->number,
                "text after the " + std::to_string(announced) + " puzzles announced on line "
                    + std::to_string(countLine) + " is ignored"});
            return;
        }
        collector.addRow(*it, parseGridRow(it->text));
    }
    collector.endBlock();
    if (announced >= 0 && static_cast<long>(batch.puzzles.size()) < announced)
        batch.problems.push_back({0, lines.empty() ? 0 : lines.back().number,
            "line " + std::to_string(countLine) + " announces " + std::to_string(announced)
                + " puzzles, the input holds " + std::to_string(batch.puzzles.size())});
}

// Writes the 81 cells of a record in the layout of `format`; `cell(i)` gives the character of cell i.
template<typename CellChar>
std::string writeCells(Format format, GridLayout layout, CellChar cell)
{
    std::string out;
    switch (format) {
    case Format::Auto:
    case Format::Line:
    case Format::Poj3074:
        for (int i = 0; i < kCellCount; ++i)
            out += cell(i);
        out += '\n';
        return out;
    case Format::P1784:
        for (int i = 0; i < kCellCount; ++i) {
            out += cell(i);
            out += ' ';
            if (i % 9 == 8)
                out += '\n';
        }
        return out;
    case Format::Poj2676:
        layout = GridLayout::Compact;
        break;
    case Format::Grid:
        break;
    }
    for (int r = 0; r < 9; ++r) {
        if (layout == GridLayout::Bordered && (r == 3 || r == 6))
            out += "------+-------+------\n";
        for (int c = 0; c < 9; ++c) {
            if (c > 0 && layout != GridLayout::Compact)
                out += (layout == GridLayout::Bordered && c % 3 == 0) ? " | " : " ";
            out += cell(cellAt(r, c));
        }
        out += '\n';
    }
    return out;
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
    }
    return "?";
}

std::optional<Format> formatFromName(std::string_view name)
{
    for (Format f : {Format::Auto, Format::Line, Format::Grid, Format::P1784, Format::Poj2676, Format::Poj3074}) {
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

Format detectFormat(std::string_view text)
{
    const auto lines = splitLines(text);
    const auto first = std::find_if(lines.begin(), lines.end(), [](const Line &l) { return isSignificant(l.text); });
    if (first == lines.end())
        return Format::Line;
    if (isCountLine(first->text))
        return Format::Poj2676;
    // A grid row is at most 9 cells plus borders, or one-character tokens; a long token is a line puzzle
    // (possibly a malformed one, which the line parser then reports precisely).
    const std::string_view token = tokens(first->text).front();
    if (startsWithLinePuzzle(token) || token.size() >= 30) {
        const bool hasEnd = std::any_of(first, lines.end(), [](const Line &l) { return l.text == "end"; });
        return hasEnd ? Format::Poj3074 : Format::Line;
    }
    if (isNumberRow(first->text))
        return Format::P1784;
    return Format::Grid;
}

PuzzleBatch parsePuzzles(std::string_view text, Format format)
{
    PuzzleBatch batch;
    batch.format = format == Format::Auto ? detectFormat(text) : format;
    const auto lines = splitLines(text);
    switch (batch.format) {
    case Format::Auto:
    case Format::Line:
    case Format::Poj3074:
        parseLines(lines, batch);
        break;
    case Format::Grid:
        parseGrids(lines, batch);
        break;
    case Format::P1784:
        parseP1784(lines, batch);
        break;
    case Format::Poj2676:
        parsePoj2676(lines, batch);
        break;
    }
    return batch;
}

SinglePuzzle parseSinglePuzzle(std::string_view text)
{
    const PuzzleBatch batch = parsePuzzles(text);
    if (!batch.puzzles.empty() && batch.puzzles.front().ok())
        return {batch.puzzles.front().board, {}};

    // Fallback for pasted text in no particular layout: exactly 81 cell characters in all.
    Grid grid {};
    int count = 0;
    for (const Line &line : splitLines(text)) {
        if (!isSignificant(line.text) || isLabel(line.text) || isBorder(line.text))
            continue;
        for (char c : line.text) {
            if (isCellChar(c)) {
                if (count < kCellCount)
                    grid[count] = cellValue(c);
                ++count;
            }
        }
    }
    if (count == kCellCount)
        return {Board::fromGivens(grid), {}};
    if (!batch.puzzles.empty())
        return {std::nullopt, batch.puzzles.front().error->describe()};
    if (!batch.problems.empty())
        return {std::nullopt, batch.problems.front().describe()};
    return {std::nullopt, "no puzzle found: expected 81 cells, found " + std::to_string(count)};
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

std::string writeRecord(const Grid &grid, Format format, GridLayout layout)
{
    const char blank = (format == Format::P1784 || format == Format::Poj2676) ? '0' : '.';
    return writeCells(format, layout, [&](int i) { return grid[i] != 0 ? static_cast<char>('0' + grid[i]) : blank; });
}

std::string writeFailedRecord(Format format, GridLayout layout)
{
    return writeCells(format, layout, [](int) { return 'x'; });
}

std::string_view recordSeparator(Format format)
{
    return format == Format::Grid ? "\n" : "";
}

} // namespace sudoku
