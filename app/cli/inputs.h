// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The puzzles named on a command line, read as a stream: files in turn, or stdin when there are none (or for
// `-`). Input is read in blocks and handed on in chunks of a bounded number of entries, so memory stays
// bounded whatever the input's size and the first answers come while the rest is still being read.

#include "sudoku/grid/candidates.h"
#include "sudoku/io/formats.h"
#include "sudoku/io/hodoku.h"

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cli
{

// One puzzle of the input, or a line for stderr that belongs at this point of the output (a problem that
// concerns no single puzzle, an unreadable file, a file without puzzles).
struct Entry {
    // User-provided, so that a new entry (one per puzzle read) is not zero-filled before its members are
    // initialised: every member has an initialiser.
    Entry() { }

    const std::string *file = nullptr; // the path as given, printable; empty for stdin
    sudoku::Format format = sudoku::Format::Line; // the format the puzzle was read in
    sudoku::GridLayout layout = sudoku::GridLayout::Compact;
    bool firstOfFile = false;
    sudoku::PuzzleRecord record;
    std::unique_ptr<sudoku::LibraryCase> library; // a HoDoKu library line (rate, hint); large, so apart
    std::unique_ptr<sudoku::CandidateGrid> position; // a pencil-mark input's position (rate, hint), likewise
    std::string message; // not empty: not a puzzle but this line for stderr

    bool isPuzzle() const { return message.empty(); }
    // The format to answer in: the record's own (a Solo ID or variant line among plain lines), else the input's.
    sudoku::Format answerFormat() const { return record.ownFormat != sudoku::Format::Auto ? record.ownFormat : format; }
    std::string where() const; // "file.txt: puzzle 3 (line 12)", without the file name for stdin
    std::string parseError() const; // "file.txt: puzzle 3 (line 12): reason", for a record that failed to parse
};

class InputReader
{
public:
    // `libraryLines`: a file whose first line that is neither blank nor a comment starts with ':' is read
    // as HoDoKu library lines (rate, hint), unless `format` names a format.
    InputReader(std::vector<std::string> paths, sudoku::Format format, bool libraryLines = false);
    ~InputReader();
    InputReader(const InputReader &) = delete;
    InputReader &operator=(const InputReader &) = delete;

    // Replaces `chunk` with the next entries, at most `limit` (at least 1). Blocks only while it has nothing
    // to hand on. False when the input is used up.
    bool next(std::vector<Entry> &chunk, std::size_t limit);

    bool unreadable() const { return m_unreadable; } // a file could not be opened or read (exit 2)
    bool problems() const { return m_problems; } // a problem not tied to one puzzle, or a file without puzzles

private:
    bool openNext(std::vector<Entry> &chunk);
    // Reads one block into m_block; false at the end of the file or on an error (reported in chunk).
    bool readBlock(std::vector<Entry> &chunk);
    void addLine(std::string_view line, std::vector<Entry> &chunk);
    bool addPlainLine(std::string_view line, std::vector<Entry> &chunk);
    bool takePlainLine(std::vector<Entry> &chunk);
    bool nearLineLimit() const; // m_reader must count every line itself again
    void addLibraryLine(std::string_view line, std::vector<Entry> &chunk);
    void endFile(std::vector<Entry> &chunk, bool overlong);
    void take(std::vector<Entry> &chunk); // m_scratch's records and problems into entries
    void addMessage(std::vector<Entry> &chunk, std::string message);
    Entry &addEntry(std::vector<Entry> &chunk);

    std::vector<std::string> m_paths;
    std::size_t m_nextPath = 0;
    sudoku::Format m_format;
    bool m_libraryLines;
    bool m_unreadable = false;
    bool m_problems = false;

    // The file being read.
    int m_fd = -1;
    std::deque<std::string> m_names; // printable names, stable addresses for Entry::file
    const std::string *m_name = nullptr;
    std::vector<char> m_block;
    std::size_t m_blockSize = 0; // bytes in m_block
    std::size_t m_blockPos = 0; // bytes of m_block already used
    bool m_lastReadShort = false; // the last read() returned less than a block: more may not be there yet
    bool m_splitterInBlock = false; // m_splitter handed over a line of this block (no line part is pending)
    sudoku::LineSplitter m_splitter;
    std::optional<sudoku::PuzzleReader> m_reader;
    sudoku::PuzzleBatch m_scratch;
    enum class Mode { Undecided, Puzzles, Library } m_mode = Mode::Undecided;
    int m_line = 0; // library mode: lines read
    int m_plainRecords = 0; // puzzles addPlainLine read past m_reader: its numbers are this much behind
    int m_plainLines = 0; // lines addPlainLine read past m_reader: its line numbers are this much behind
    int m_libraryRecords = 0;
    bool m_firstOfFile = true;
    std::size_t m_entriesOfFile = 0;
};

} // namespace cli
