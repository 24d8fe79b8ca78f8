// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputs.h"

#include "sudoku/io/hodoku.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <limits>

namespace cli
{

namespace
{

constexpr std::size_t kBlockSize = 64 * 1024;

bool isBlankOrComment(std::string_view line)
{
    const std::size_t first = line.find_first_not_of(" \t\r");
    return first == std::string_view::npos || line[first] == '#';
}

std::string prefix(const std::string *name)
{
    return name == nullptr || name->empty() ? std::string() : *name + ": ";
}

} // namespace

std::string Entry::where() const
{
    return prefix(file) + "puzzle " + std::to_string(record.number) + " (line " + std::to_string(record.line) + ")";
}

std::string Entry::parseError() const
{
    return prefix(file) + (record.error ? record.error->describe() : std::string("not a puzzle"));
}

InputReader::InputReader(std::vector<std::string> paths, sudoku::Format format, bool libraryLines)
    : m_paths(std::move(paths))
    , m_format(format)
    , m_libraryLines(libraryLines)
    , m_block(kBlockSize)
{
    if (m_paths.empty())
        m_paths.push_back("-");
}

InputReader::~InputReader()
{
    if (m_fd > 0)
        ::close(m_fd);
}

Entry &InputReader::addEntry(std::vector<Entry> &chunk)
{
    Entry &entry = chunk.emplace_back();
    entry.file = m_name;
    return entry;
}

void InputReader::addMessage(std::vector<Entry> &chunk, std::string message)
{
    addEntry(chunk).message = std::move(message);
}

bool InputReader::openNext(std::vector<Entry> &chunk)
{
    while (m_nextPath < m_paths.size()) {
        const std::string &path = m_paths[m_nextPath++];
        m_names.push_back(path == "-" ? std::string() : sudoku::printable(path));
        m_name = &m_names.back();
        const std::string shown = "'" + (path == "-" ? std::string("-") : *m_name) + "'";
        int fd = 0;
        if (path != "-") {
            fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
            if (fd < 0) {
                addMessage(chunk, "sudoku-cli: cannot read " + shown + ": " + std::strerror(errno));
                m_unreadable = true;
                continue;
            }
        }
        struct stat info {
        };
        if (::fstat(fd, &info) == 0 && S_ISDIR(info.st_mode)) {
            addMessage(chunk, "sudoku-cli: cannot read " + shown + ": it is a directory");
            m_unreadable = true;
            if (fd > 0)
                ::close(fd);
            continue;
        }
        m_fd = fd;
        m_blockSize = m_blockPos = 0;
        m_splitterInBlock = false;
        m_lastReadShort = false;
        m_splitter = sudoku::LineSplitter();
        m_reader.emplace(m_format);
        m_mode = (m_libraryLines && m_format == sudoku::Format::Auto) ? Mode::Undecided : Mode::Puzzles;
        m_line = 0;
        m_libraryRecords = 0;
        m_plainRecords = 0;
        m_plainLines = 0;
        m_firstOfFile = true;
        m_entriesOfFile = 0;
        return true;
    }
    return false;
}

bool InputReader::readBlock(std::vector<Entry> &chunk)
{
    while (true) {
        const ssize_t n = ::read(m_fd, m_block.data(), m_block.size());
        if (n > 0) {
            m_blockSize = static_cast<std::size_t>(n);
            m_blockPos = 0;
            m_splitterInBlock = false;
            m_lastReadShort = m_blockSize < m_block.size();
            return true;
        }
        if (n == 0)
            return false;
        if (errno == EINTR)
            continue;
        const std::string shown = m_name->empty() ? std::string("standard input") : "'" + *m_name + "'";
        addMessage(chunk, "sudoku-cli: cannot read " + shown + ": " + std::strerror(errno));
        m_unreadable = true;
        return false;
    }
}

void InputReader::take(std::vector<Entry> &chunk)
{
    // The reader numbers the puzzles and lines it read; those addPlainLine read come in between.
    const auto renumber = [](int &number, int offset) {
        if (number > 0)
            number += offset;
    };
    for (auto &problem : m_scratch.problems) {
        renumber(problem.puzzle, m_plainRecords);
        renumber(problem.line, m_plainLines);
        addMessage(chunk, prefix(m_name) + problem.describe());
        m_problems = true;
    }
    for (auto &record : m_scratch.puzzles) {
        Entry &entry = addEntry(chunk);
        entry.format = m_reader->format() == sudoku::Format::Auto ? sudoku::Format::Line : m_reader->format();
        entry.layout = m_reader->layout();
        entry.firstOfFile = m_firstOfFile;
        m_firstOfFile = false;
        renumber(record.number, m_plainRecords);
        renumber(record.line, m_plainLines);
        if (record.error) {
            renumber(record.error->puzzle, m_plainRecords);
            renumber(record.error->line, m_plainLines);
        }
        if (!record.candidates.empty() && record.ok()) // a pencil-mark input: rate and hint start from it
            entry.position = std::make_unique<sudoku::CandidateGrid>(sudoku::recordPosition(record));
        entry.record = std::move(record);
        ++m_entriesOfFile;
    }
    m_scratch.puzzles.clear();
    m_scratch.problems.clear();
}

void InputReader::addLibraryLine(std::string_view line, std::vector<Entry> &chunk)
{
    if (isBlankOrComment(line))
        return;
    Entry &entry = addEntry(chunk);
    entry.format = sudoku::Format::Line;
    entry.firstOfFile = m_firstOfFile;
    m_firstOfFile = false;
    ++m_entriesOfFile;
    sudoku::PuzzleRecord &record = entry.record;
    record.number = ++m_libraryRecords;
    record.line = m_line;
    std::string error;
    if (sudoku::isLibraryLine(line)) {
        auto parsed = sudoku::parseLibraryLine(line);
        if (parsed.libraryCase) {
            record.board = parsed.libraryCase->position.toBoard();
            entry.library = std::make_unique<sudoku::LibraryCase>(std::move(*parsed.libraryCase));
        } else {
            error = parsed.error;
        }
    } else {
        const auto plain = sudoku::parsePuzzles(line, sudoku::Format::Line);
        if (plain.puzzles.size() == 1 && plain.puzzles.front().ok())
            record.board = plain.puzzles.front().board;
        else
            error = plain.puzzles.empty() || !plain.puzzles.front().error ? "not a puzzle"
                                                                          : plain.puzzles.front().error->reason;
    }
    if (!error.empty())
        record.error = sudoku::ParseError {record.number, m_line, error};
}

void InputReader::addLine(std::string_view line, std::vector<Entry> &chunk)
{
    ++m_line;
    if (m_mode == Mode::Undecided && !isBlankOrComment(line))
        m_mode = sudoku::isLibraryLine(line) ? Mode::Library : Mode::Puzzles;
    if (m_mode == Mode::Library) {
        addLibraryLine(line, chunk);
        return;
    }
    if (nearLineLimit()) {
        // Near the most lines the reader counts (2^31 - 1): it is given the lines it did not see, as empty
        // lines, and counts every line itself from here on, so that it stops where it always did.
        for (; m_plainLines > 0; --m_plainLines)
            m_reader->addLine({}, m_scratch);
    } else if (addPlainLine(line, chunk)) {
        return;
    }
    m_reader->addLine(line, m_scratch);
    if (!m_scratch.puzzles.empty() || !m_scratch.problems.empty())
        take(chunk);
}

bool InputReader::nearLineLimit() const
{
    return m_reader->lineCount() > std::numeric_limits<int>::max() - 2 - m_plainLines;
}

// The next line of the block when it is 81 cells and '\n', the shape of nearly every line of a large input,
// without LineSplitter's search for the end of the line (with the call, 2% of `count` on an easy set). Only
// after the splitter handed over a line of this block: then no part of a line is pending in it.
bool InputReader::takePlainLine(std::vector<Entry> &chunk)
{
    constexpr auto kCells = static_cast<std::size_t>(sudoku::kCellCount);
    if (!m_splitterInBlock || m_mode != Mode::Puzzles || m_blockSize - m_blockPos <= kCells
        || m_block[m_blockPos + kCells] != '\n' || nearLineLimit())
        return false;
    if (!addPlainLine(std::string_view(m_block.data() + m_blockPos, kCells), chunk))
        return false;
    ++m_line;
    m_blockPos += kCells + 1;
    return true;
}

// A line that starts with 81 cells and then no cell character, in a line-format input: the common case, read
// here as PuzzleReader would read it (the same puzzle, number and line) but straight into the entry. The
// reader does not see the line: take() adds the lines and puzzles read here to the numbers it gives.
bool InputReader::addPlainLine(std::string_view line, std::vector<Entry> &chunk)
{
    sudoku::Grid grid;
    if (m_reader->format() != sudoku::Format::Line || !sudoku::readLinePuzzle(line, grid))
        return false;
    Entry &entry = addEntry(chunk);
    entry.format = sudoku::Format::Line;
    entry.layout = m_reader->layout();
    entry.firstOfFile = m_firstOfFile;
    m_firstOfFile = false;
    entry.record.number = m_reader->puzzleCount() + ++m_plainRecords;
    entry.record.line = m_reader->lineCount() + ++m_plainLines;
    entry.record.board = sudoku::Board::fromGivens(grid);
    ++m_entriesOfFile;
    return true;
}

void InputReader::endFile(std::vector<Entry> &chunk, bool overlong)
{
    if (m_mode == Mode::Library) {
        if (overlong) {
            addMessage(chunk,
                prefix(m_name) + "line " + std::to_string(m_line + 1) + ": the line is longer than "
                    + std::to_string(sudoku::kMaxLineLength)
                    + " bytes, longer than any puzzle; the rest of the input is not read");
            m_problems = true;
        }
    } else {
        m_reader->finish(m_scratch, overlong);
        take(chunk);
    }
    if (m_entriesOfFile == 0) {
        addMessage(chunk, (m_name->empty() ? std::string("standard input") : *m_name) + ": no puzzle found");
        m_problems = true;
    }
    if (m_fd > 0)
        ::close(m_fd);
    m_fd = -1;
    m_reader.reset();
}

bool InputReader::next(std::vector<Entry> &chunk, std::size_t limit)
{
    chunk.clear();
    limit = std::max<std::size_t>(limit, 1);
    while (chunk.size() < limit) {
        if (m_fd < 0 && !openNext(chunk))
            break;
        if (m_fd < 0) // only messages so far: every remaining file was unreadable
            break;
        const std::string_view block(m_block.data(), m_blockSize);
        bool stop = false;
        while (chunk.size() < limit) {
            if (takePlainLine(chunk))
                continue;
            const auto line = m_splitter.next(block, m_blockPos);
            if (!line)
                break;
            m_splitterInBlock = true;
            addLine(*line, chunk);
            if (m_mode != Mode::Library && m_reader->done()) {
                stop = true;
                break;
            }
        }
        if (chunk.size() >= limit)
            break;
        if (!stop && !m_splitter.overlong()) {
            // The block is used up. Do not wait for more input while there is something to hand on.
            if (!chunk.empty() && m_lastReadShort)
                break;
            if (readBlock(chunk))
                continue;
            if (const auto last = m_splitter.finish())
                addLine(*last, chunk);
        }
        endFile(chunk, m_splitter.overlong());
    }
    return !chunk.empty();
}

} // namespace cli
