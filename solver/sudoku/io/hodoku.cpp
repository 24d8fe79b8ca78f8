// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/io/hodoku.h"

#include "sudoku/io/formats.h"

#include <bit>
#include <limits>
#include <vector>

namespace sudoku
{

namespace
{

std::vector<std::string_view> splitFields(std::string_view line)
{
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    while (true) {
        const std::size_t colon = line.find(':', start);
        if (colon == std::string_view::npos) {
            fields.push_back(line.substr(start));
            return fields;
        }
        fields.push_back(line.substr(start, colon - start));
        start = colon + 1;
    }
}

std::string_view trim(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r' || text.back() == '\n'))
        text.remove_suffix(1);
    return text;
}

// "436 257" -> calls f(digit, cell) per entry; false with `error` set on a malformed entry.
template<typename F>
bool forEachCandidate(std::string_view field, const char *what, std::string &error, F f)
{
    std::size_t i = 0;
    while (i < field.size()) {
        if (field[i] == ' ' || field[i] == '\t') {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < field.size() && field[end] != ' ' && field[end] != '\t')
            ++end;
        const std::string_view token = field.substr(i, end - i);
        if (token.size() != 3 || token[0] < '1' || token[0] > '9' || token[1] < '1' || token[1] > '9' || token[2] < '1'
            || token[2] > '9') {
            error = std::string(what) + ": '" + printable(token.substr(0, 20)) + (token.size() > 20 ? "...'" : "'")
                + " is not <digit><row><column>";
            return false;
        }
        f(token[0] - '0', cellAt(token[1] - '1', token[2] - '1'));
        i = end;
    }
    return true;
}

std::string candidateToken(int digit, int cell)
{
    std::string token(3, '0');
    token[0] = static_cast<char>('0' + digit);
    token[1] = static_cast<char>('1' + rowOf(cell));
    token[2] = static_cast<char>('1' + colOf(cell));
    return token;
}

void appendToken(std::string &out, int digit, int cell)
{
    if (!out.empty())
        out += ' ';
    out += candidateToken(digit, cell);
}

} // namespace

int LibraryCase::variantNumber() const
{
    // HoDoKu numbers variants 1, 2, ...; anything that is not a number an int holds is no numbered variant.
    int n = 0;
    for (char c : variant) {
        if (c < '0' || c > '9' || n > (std::numeric_limits<int>::max() - (c - '0')) / 10)
            return 0;
        n = n * 10 + (c - '0');
    }
    return n;
}

bool isLibraryLine(std::string_view line)
{
    line = trim(line);
    return !line.empty() && line.front() == ':';
}

LibraryParse parseLibraryLine(std::string_view line)
{
    LibraryParse result;
    line = trim(line);
    if (line.empty() || line.front() != ':') {
        result.error = "a library line starts with ':'";
        return result;
    }
    const auto fields = splitFields(line.substr(1));
    if (fields.size() < 3) {
        result.error = "expected :<technique>:<candidates>:<givens>:...";
        return result;
    }
    LibraryCase entry;
    const std::string_view technique = trim(fields[0]);
    const std::size_t dash = technique.find('-');
    entry.code = std::string(technique.substr(0, dash));
    if (dash != std::string_view::npos)
        entry.variant = std::string(technique.substr(dash + 1));
    if (entry.code.empty()) {
        result.error = "the technique code is empty";
        return result;
    }
    const std::string_view candidates = trim(fields[1]);
    for (char c : candidates == "x" ? std::string_view() : candidates) { // "x": a position without a step
        if (c < '1' || c > '9') {
            result.error = "candidates: unexpected character '" + printable(std::string_view(&c, 1)) + "'";
            return result;
        }
        entry.digits |= digitBit(c - '0');
    }
    // Givens: place everything, givens and placed digits alike, then delete the listed candidates.
    const std::string_view givens = trim(fields[2]);
    int cell = 0;
    bool placed = false;
    for (char c : givens) {
        if (c == '+') {
            placed = true;
            continue;
        }
        if (cell >= kCellCount) {
            result.error = "givens: more than 81 cells";
            return result;
        }
        if (c >= '1' && c <= '9') {
            if (!entry.position.isEmpty(cell) || !(entry.position.allowedDigits(cell) & digitBit(c - '0'))) {
                result.error = "givens: " + std::string(1, c) + " in " + cellName(cell) + " clashes with a peer";
                return result;
            }
            entry.position.place(cell, c - '0', !placed);
        } else if (c != '.' && c != '0') {
            result.error = "givens: unexpected character '" + printable(std::string_view(&c, 1)) + "'";
            return result;
        } else if (placed) {
            result.error = "givens: '+' before an empty cell";
            return result;
        }
        placed = false;
        ++cell;
    }
    if (cell != kCellCount) {
        result.error = "givens: " + counted(static_cast<std::size_t>(cell), "cell") + ", expected 81";
        return result;
    }
    std::string error;
    bool ok = true;
    if (fields.size() > 3)
        ok = forEachCandidate(
            fields[3], "deleted candidates", error, [&](int digit, int c) { entry.position.eliminate(c, digit); });
    if (ok && fields.size() > 4)
        ok = forEachCandidate(
            fields[4], "eliminations", error, [&](int digit, int c) { entry.eliminations[digit - 1].insert(c); });
    if (ok && fields.size() > 5)
        ok = forEachCandidate(
            fields[5], "placements", error, [&](int digit, int c) { entry.placements[digit - 1].insert(c); });
    if (!ok) {
        result.error = error;
        return result;
    }
    if (fields.size() > 6)
        entry.extra = std::string(trim(fields[6]));
    result.libraryCase = std::move(entry);
    return result;
}

LogicOptions libraryOptions(const LibraryCase &entry, LogicOptions options)
{
    const int variant = entry.variantNumber();
    if (entry.code.starts_with("06") && (variant == 1 || variant == 2))
        options.uniquenessMissingCandidates = variant == 2;
    if (entry.code == "0402" && variant == 1)
        options.emptyRectanglesWithTwoCandidates = true;
    if ((entry.code == "0902" || entry.code == "0903" || entry.code == "0904") && variant == 2)
        options.alsAllowOverlap = true;
    if (entry.code == "0709")
        options.chainAlsNodes = variant == 2;
    else if (entry.code == "0710" || entry.code == "0711")
        options.chainAlsNodes = variant >= 3;
    return options;
}

std::string libraryCandidates(const Step &step)
{
    std::uint16_t digits = 0;
    switch (techniqueInfo(step.technique).libraryDigits) {
    case LibraryDigits::Pattern:
        digits = step.digits;
        break;
    case LibraryDigits::First:
        digits = static_cast<std::uint16_t>(step.digits & (~step.digits + 1)); // the lowest
        break;
    case LibraryDigits::Removed:
        digits = removedDigits(step);
        if (digits == 0 && step.hasPlacement()) // a contradiction that places: HoDoKu names the digit
            digits = digitBit(step.placementDigit);
        break;
    case LibraryDigits::Placed:
        digits = step.hasPlacement() ? digitBit(step.placementDigit) : 0;
        break;
    case LibraryDigits::None:
        break;
    }
    std::string text;
    for (int d = 1; d <= 9; ++d) {
        if (digits & digitBit(d))
            text += static_cast<char>('0' + d);
    }
    return text;
}

std::string libraryGivens(const CandidateGrid &position)
{
    std::string text;
    text.reserve(2 * kCellCount);
    for (int cell = 0; cell < kCellCount; ++cell) {
        const int v = position.value(cell);
        if (v == 0) {
            text += '.';
            continue;
        }
        if (!position.isGiven(cell))
            text += '+';
        text += static_cast<char>('0' + v);
    }
    return text;
}

std::string libraryDeleted(const CandidateGrid &position)
{
    std::string text;
    for (int cell : position.emptyCells()) {
        const std::uint16_t missing = position.allowedDigits(cell) & ~position.candidates(cell);
        for (int d = 1; d <= 9; ++d) {
            if (missing & digitBit(d))
                appendToken(text, d, cell);
        }
    }
    return text;
}

std::string libraryLine(const CandidateGrid &position, const Step &step)
{
    if (const std::optional<Technique> pattern = directPattern(step.technique)) {
        Step found = step;
        found.technique = *pattern;
        found.placementCell = -1;
        found.placementDigit = 0;
        CandidateGrid after = position;
        applyStep(after, found);
        Step single;
        single.technique = Technique::HiddenSingle;
        single.digits = digitBit(step.placementDigit);
        single.placementCell = step.placementCell;
        single.placementDigit = step.placementDigit;
        return libraryLine(position, found) + "\n" + libraryLine(after, single);
    }
    std::string eliminations;
    for (int d = 1; d <= 9; ++d) {
        for (int cell : step.eliminations[d - 1])
            appendToken(eliminations, d, cell);
    }
    std::string placements;
    if (step.hasPlacement())
        appendToken(placements, step.placementDigit, step.placementCell);
    const std::string extra
        = techniqueInfo(step.technique).libraryLength ? std::to_string(step.chainLength) : std::string();
    return ":" + std::string(techniqueInfo(step.technique).hodokuCode) + ":" + libraryCandidates(step) + ":"
        + libraryGivens(position) + ":" + libraryDeleted(position) + ":" + eliminations + ":" + placements + ":"
        + extra;
}

std::string libraryLine(const CandidateGrid &position)
{
    return ":0000:x:" + libraryGivens(position) + ":" + libraryDeleted(position) + "::";
}

} // namespace sudoku
