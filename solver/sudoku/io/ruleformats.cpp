// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/io/ruleformats.h"
#include "sudoku/io/formats.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <numeric>
#include <vector>

namespace sudoku
{

namespace
{

// The letters of a cage in a variant line, in the order cages are named; 87 of them, more than the 81 cages a
// grid can have.
constexpr std::string_view kCageLetters
    = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+-/;<=>?@[]^_{|}~'\"";

std::string_view trimLeft(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    return text;
}

// The line up to its first blank (what follows is a comment, as in a line puzzle).
std::string_view firstWord(std::string_view line)
{
    line = trimLeft(line);
    const std::size_t end = line.find_first_of(" \t\r");
    return end == std::string_view::npos ? line : line.substr(0, end);
}

std::vector<std::string_view> split(std::string_view text, char separator)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t at = text.find(separator, start);
        parts.push_back(text.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos)
            return parts;
        start = at + 1;
    }
}

bool readGivens(std::string_view field, Grid &grid, std::string &error)
{
    if (field.size() != kCellCount) {
        error = "the givens have " + counted(field.size(), "cell") + ", expected 81";
        return false;
    }
    for (int cell = 0; cell < kCellCount; ++cell) {
        const char c = field[static_cast<std::size_t>(cell)];
        if (c >= '1' && c <= '9')
            grid[cell] = static_cast<std::uint8_t>(c - '0');
        else if (c == '.' || c == '0' || c == '-' || c == '_' || c == '*')
            grid[cell] = 0;
        else {
            error = "the givens hold '" + printable(std::string_view(&c, 1)) + "' at " + cellName(cell);
            return false;
        }
    }
    return true;
}

RulesParse finish(const Grid &givens, const Rules &rules)
{
    RulesParse result;
    if (const auto &problem = rules.problem()) {
        result.error = *problem;
        return result;
    }
    result.board = Board::fromGivens(givens, rules);
    return result;
}

// Union-find over the 81 cells, for Solo's borders.
struct Parts {
    std::array<std::uint8_t, kCellCount> parent {};
    Parts() { std::iota(parent.begin(), parent.end(), 0); }
    int find(int x)
    {
        while (parent[x] != x)
            x = parent[x] = parent[parent[x]];
        return x;
    }
    void join(int a, int b) { parent[find(a)] = static_cast<std::uint8_t>(find(b)); }
    // Each cell's part, numbered by first appearance in reading order.
    std::array<int, kCellCount> numbered()
    {
        std::array<int, kCellCount> id {};
        std::array<int, kCellCount> seen;
        seen.fill(-1);
        int n = 0;
        for (int cell = 0; cell < kCellCount; ++cell) {
            const int root = find(cell);
            if (seen[root] < 0)
                seen[root] = n++;
            id[cell] = seen[root];
        }
        return id;
    }
};

// Solo's internal grid lines: first the 9 x 8 vertical ones in reading order, then the 9 x 8 horizontal ones in
// transposed reading order; the two cells each one separates.
constexpr int kEdges = 2 * 9 * 8;
std::pair<int, int> edgeCells(int i)
{
    if (i < 9 * 8)
        return {(i / 8) * 9 + i % 8, (i / 8) * 9 + i % 8 + 1};
    const int x = i / 8 - 9, y = i % 8;
    return {y * 9 + x, (y + 1) * 9 + x};
}

// A Solo grid description (givens or killer sums) up to the next ','; `maximum` is the largest value allowed.
bool readSoloGrid(std::string_view &desc, std::array<int, kCellCount> &values, int maximum, std::string &error)
{
    int cell = 0;
    values.fill(0);
    while (!desc.empty() && desc.front() != ',') {
        const char c = desc.front();
        if (c >= 'a' && c <= 'z') {
            cell += c - 'a' + 1;
            desc.remove_prefix(1);
        } else if (c == '_') {
            desc.remove_prefix(1);
        } else if (c >= '1' && c <= '9') {
            int value = 0;
            while (!desc.empty() && std::isdigit(static_cast<unsigned char>(desc.front())) && value <= maximum) {
                value = value * 10 + (desc.front() - '0');
                desc.remove_prefix(1);
            }
            if (value > maximum) {
                error = "a number above " + std::to_string(maximum) + " in the description";
                return false;
            }
            if (cell < kCellCount)
                values[cell] = value;
            ++cell;
        } else {
            error = "'" + printable(std::string_view(&c, 1)) + "' in the description";
            return false;
        }
        if (cell > kCellCount) {
            error = "the description has more than 81 cells";
            return false;
        }
    }
    if (cell < kCellCount) {
        error = "the description has " + counted(static_cast<std::size_t>(cell), "cell") + ", expected 81";
        return false;
    }
    return true;
}

// A Solo block structure (regions or cages) up to the next ','.
bool readSoloBlocks(std::string_view &desc, std::array<int, kCellCount> &blocks, std::string &error)
{
    Parts parts;
    int pos = 0;
    while (!desc.empty() && desc.front() != ',') {
        const char c = desc.front();
        int run;
        if (c == '_')
            run = 0;
        else if (c >= 'a' && c <= 'z')
            run = c - 'a' + 1;
        else {
            error = "'" + printable(std::string_view(&c, 1)) + "' in a block structure";
            return false;
        }
        desc.remove_prefix(1);
        const bool edgeFollows = run != 26; // 'z': 25 non-edges and no edge
        if (!edgeFollows)
            run = 25;
        for (; run > 0; --run, ++pos) {
            if (pos >= kEdges) {
                error = "too much data in a block structure";
                return false;
            }
            const auto [a, b] = edgeCells(pos);
            parts.join(a, b);
        }
        pos += edgeFollows;
    }
    if (pos != kEdges + 1) {
        error = "not enough data in a block structure";
        return false;
    }
    blocks = parts.numbered();
    return true;
}

void writeSoloGrid(std::string &out, const std::array<int, kCellCount> &values)
{
    int run = 0;
    const std::size_t begin = out.size();
    for (int i = 0; i <= kCellCount; ++i) {
        const int n = i < kCellCount ? values[i] : -1;
        if (n == 0) {
            ++run;
            continue;
        }
        if (run) {
            while (run > 0) {
                const int step = std::min(run, 26);
                out += static_cast<char>('a' - 1 + step);
                run -= step;
            }
        } else if (out.size() > begin && n > 0) {
            out += '_';
        }
        if (n > 0)
            out += std::to_string(n);
    }
}

void writeSoloBlocks(std::string &out, const std::array<int, kCellCount> &blocks)
{
    int run = 0;
    for (int i = 0; i <= kEdges; ++i) {
        bool edge = true;
        if (i < kEdges) {
            const auto [a, b] = edgeCells(i);
            edge = blocks[a] != blocks[b];
        }
        if (!edge) {
            ++run;
            continue;
        }
        while (run > 25) {
            out += 'z';
            run -= 25;
        }
        out += run ? static_cast<char>('a' - 1 + run) : '_';
        run = 0;
    }
}

} // namespace

bool isVariantLine(std::string_view line)
{
    line = trimLeft(line);
    std::size_t i = 0;
    while (i < line.size() && line[i] != '\0' && std::strchr("XHJKxhjk", line[i]))
        ++i;
    return i > 0 && i < line.size() && line[i] == ':';
}

bool isSoloId(std::string_view line)
{
    line = trimLeft(line);
    std::size_t i = 0;
    while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i])))
        ++i;
    if (i == 0)
        return false;
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos)
        return false;
    for (std::size_t j = i; j < colon; ++j) {
        if (!std::isalnum(static_cast<unsigned char>(line[j])))
            return false;
    }
    return i < colon && (line[i] == 'x' || line[i] == 'j');
}

RulesParse parseVariantLine(std::string_view line)
{
    RulesParse result;
    const std::vector<std::string_view> fields = split(firstWord(line), ':');
    bool x = false, hyper = false, jigsaw = false, killer = false;
    for (const char c : fields[0]) {
        bool *flag = nullptr;
        switch (std::toupper(static_cast<unsigned char>(c))) {
        case 'X':
            flag = &x;
            break;
        case 'H':
            flag = &hyper;
            break;
        case 'J':
            flag = &jigsaw;
            break;
        case 'K':
            flag = &killer;
            break;
        default:
            result.error = "'" + printable(std::string_view(&c, 1)) + "' is not a rule (X, H, J or K)";
            return result;
        }
        if (*flag) {
            result.error = std::string("the rule ") + c + " is named twice";
            return result;
        }
        *flag = true;
    }
    const std::size_t expected = 2 + (jigsaw ? 1 : 0) + (killer ? 2 : 0);
    if (fields.size() != expected) {
        result.error = counted(fields.size() - 1, "field") + " after the rules " + std::string(fields[0])
            + ", expected " + std::to_string(expected - 1) + " (givens" + (jigsaw ? ", regions" : "")
            + (killer ? ", cages, sums" : "") + ")";
        return result;
    }
    Grid givens {};
    if (!readGivens(fields[1], givens, result.error))
        return result;
    std::array<std::uint8_t, kCellCount> regions = Rules::boxRegions();
    std::size_t next = 2;
    if (jigsaw) {
        const std::string_view field = fields[next++];
        if (field.size() != kCellCount) {
            result.error = "the regions have " + counted(field.size(), "cell") + ", expected 81";
            return result;
        }
        for (int cell = 0; cell < kCellCount; ++cell) {
            const char c = field[static_cast<std::size_t>(cell)];
            if (c < '1' || c > '9') {
                result.error = "the region of " + cellName(cell) + " is '" + printable(std::string_view(&c, 1))
                    + "', not 1 to 9";
                return result;
            }
            regions[cell] = static_cast<std::uint8_t>(c - '1');
        }
    }
    std::vector<Cage> cages;
    if (killer) {
        const std::string_view map = fields[next++];
        if (map.size() != kCellCount) {
            result.error = "the cages have " + counted(map.size(), "cell") + ", expected 81";
            return result;
        }
        std::string letters; // in order of first appearance
        for (int cell = 0; cell < kCellCount; ++cell) {
            const char c = map[static_cast<std::size_t>(cell)];
            if (c == '.')
                continue;
            if (c == ':' || c == ',' || kCageLetters.find(c) == std::string_view::npos) {
                result.error = "the cage of " + cellName(cell) + " is '" + printable(std::string_view(&c, 1)) + "'";
                return result;
            }
            std::size_t at = letters.find(c);
            if (at == std::string::npos) {
                at = letters.size();
                letters += c;
                cages.push_back({});
            }
            cages[at].cells.insert(cell);
        }
        const std::string_view sumField = fields[next++];
        const std::vector<std::string_view> sums
            = sumField.empty() ? std::vector<std::string_view> {} : split(sumField, ',');
        if (sums.size() != cages.size()) {
            result.error = counted(sums.size(), "sum") + " for " + counted(cages.size(), "cage");
            return result;
        }
        for (std::size_t c = 0; c < cages.size(); ++c) {
            const std::string_view s = sums[c];
            if (s.empty() || s.size() > 2
                || !std::all_of(s.begin(), s.end(), [](char d) { return d >= '0' && d <= '9'; })) {
                result.error = "the sum of cage " + std::string(1, letters[c]) + " is '" + printable(s.substr(0, 20))
                    + (s.size() > 20 ? "...'" : "'");
                return result;
            }
            cages[c].sum = std::stoi(std::string(s));
        }
    }
    return finish(givens, Rules(regions, x, hyper, std::move(cages)));
}

std::string writeVariantLine(const Grid &grid, const Rules &rules)
{
    std::string line;
    if (rules.hasDiagonals())
        line += 'X';
    if (rules.hasWindows())
        line += 'H';
    if (rules.isJigsaw())
        line += 'J';
    if (rules.isKiller())
        line += 'K';
    // Classic rules have no letter: their line is the plain 81 givens, which every reader takes (a bare ":" before
    // them would read as no format at all, so an answer written back in a variant file could not be read again).
    if (!line.empty())
        line += ':';
    for (int cell = 0; cell < kCellCount; ++cell)
        line += grid[cell] ? static_cast<char>('0' + grid[cell]) : '.';
    if (rules.isJigsaw()) {
        line += ':';
        for (int cell = 0; cell < kCellCount; ++cell)
            line += static_cast<char>('1' + rules.regions()[cell]);
    }
    if (rules.isKiller()) {
        // Letters in order of first appearance, so that reading the line back gives the cages in this order.
        std::vector<int> order; // the cages by first cell
        std::array<char, kCellCount> letterOf {};
        line += ':';
        for (int cell = 0; cell < kCellCount; ++cell) {
            const int cage = rules.cageOf(cell);
            if (cage < 0) {
                line += '.';
                continue;
            }
            if (std::find(order.begin(), order.end(), cage) == order.end()) {
                letterOf[static_cast<std::size_t>(cage)] = kCageLetters[order.size()];
                order.push_back(cage);
            }
            line += letterOf[static_cast<std::size_t>(cage)];
        }
        line += ':';
        for (std::size_t i = 0; i < order.size(); ++i)
            line += (i ? "," : "") + std::to_string(rules.cages()[static_cast<std::size_t>(order[i])].sum);
    }
    return line;
}

RulesParse parseSoloId(std::string_view line)
{
    RulesParse result;
    const std::string_view id = firstWord(line);
    const std::size_t colon = id.find(':');
    if (colon == std::string_view::npos) {
        result.error = "a Solo game ID has a ':' after its parameters";
        return result;
    }
    // Solo's parameters: c, then "x" and r (boxes of c columns by r rows), or "j" (jigsaw); flags x (diagonals)
    // and k (killer); symmetry and difficulty letters (r, m, a, d...) matter only to Solo's generator.
    const std::string_view params = id.substr(0, colon);
    std::size_t i = 0;
    int c = 0, r = 0;
    bool jigsaw = false, x = false, killer = false;
    while (i < params.size() && std::isdigit(static_cast<unsigned char>(params[i])) && c < 100)
        c = c * 10 + (params[i++] - '0');
    r = c;
    if (i < params.size() && params[i] == 'x' && i + 1 < params.size()
        && std::isdigit(static_cast<unsigned char>(params[i + 1]))) {
        ++i;
        r = 0;
        while (i < params.size() && std::isdigit(static_cast<unsigned char>(params[i])) && r < 100)
            r = r * 10 + (params[i++] - '0');
    }
    for (; i < params.size(); ++i) {
        if (params[i] == 'j') {
            jigsaw = true;
        } else if (params[i] == 'x') {
            x = true;
        } else if (params[i] == 'k') {
            killer = true;
        } else if (params[i] == 'd' && i + 1 < params.size()) {
            ++i; // a difficulty letter follows
        }
    }
    if (jigsaw ? c * (r == c ? 1 : r) != 9 : (c != 3 || r != 3)) {
        result.error = "only 9x9 Solo puzzles with 3x3 boxes or jigsaw regions are read (this one is "
            + std::string(params) + ")";
        return result;
    }
    std::string_view desc = id.substr(colon + 1);
    std::array<int, kCellCount> values {};
    if (!readSoloGrid(desc, values, 9, result.error))
        return result;
    Grid givens {};
    for (int cell = 0; cell < kCellCount; ++cell)
        givens[cell] = static_cast<std::uint8_t>(values[cell]);
    std::array<std::uint8_t, kCellCount> regions = Rules::boxRegions();
    if (jigsaw) {
        if (desc.empty() || desc.front() != ',') {
            result.error = "the jigsaw regions are missing";
            return result;
        }
        desc.remove_prefix(1);
        std::array<int, kCellCount> blocks {};
        if (!readSoloBlocks(desc, blocks, result.error))
            return result;
        for (int cell = 0; cell < kCellCount; ++cell)
            regions[cell] = static_cast<std::uint8_t>(std::min(blocks[cell], 9));
    }
    std::vector<Cage> cages;
    if (killer) {
        std::array<int, kCellCount> blocks {};
        if (desc.empty() || desc.front() != ',') {
            result.error = "the killer cages are missing";
            return result;
        }
        desc.remove_prefix(1);
        if (!readSoloBlocks(desc, blocks, result.error))
            return result;
        if (desc.empty() || desc.front() != ',') {
            result.error = "the killer sums are missing";
            return result;
        }
        desc.remove_prefix(1);
        std::array<int, kCellCount> sums {};
        if (!readSoloGrid(desc, sums, 45, result.error))
            return result;
        const int count = *std::max_element(blocks.begin(), blocks.end()) + 1;
        cages.resize(static_cast<std::size_t>(count));
        for (int cell = 0; cell < kCellCount; ++cell) {
            Cage &cage = cages[static_cast<std::size_t>(blocks[cell])];
            if (cage.cells.empty())
                cage.sum = sums[cell];
            else if (sums[cell] != 0) {
                result.error = "cage sum at " + cellName(cell) + ", not the cage's first cell";
                return result;
            }
            cage.cells.insert(cell);
        }
    }
    if (!desc.empty()) {
        result.error = "text after the description";
        return result;
    }
    return finish(givens, Rules(regions, x, false, std::move(cages)));
}

std::optional<std::string> writeSoloId(const Grid &grid, const Rules &rules, std::string *why)
{
    const auto refuse = [&](const char *reason) -> std::optional<std::string> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    if (rules.hasWindows())
        return refuse("Solo has no Hyper puzzles");
    for (int cell = 0; cell < kCellCount && rules.isKiller(); ++cell) {
        if (rules.cageOf(cell) < 0)
            return refuse("Solo's killer puzzles have every cell in a cage");
        if (rules.cages()[static_cast<std::size_t>(rules.cageOf(cell))].cells.count() < 2)
            return refuse("Solo's killer cages have two cells or more");
    }
    std::string id = rules.isJigsaw() ? "9j" : "3x3";
    if (rules.hasDiagonals())
        id += 'x';
    if (rules.isKiller())
        id += 'k';
    id += ':';
    std::array<int, kCellCount> values {};
    for (int cell = 0; cell < kCellCount; ++cell)
        values[cell] = grid[cell];
    writeSoloGrid(id, values);
    if (rules.isJigsaw()) {
        id += ',';
        std::array<int, kCellCount> blocks {};
        for (int cell = 0; cell < kCellCount; ++cell)
            blocks[cell] = rules.regions()[cell];
        writeSoloBlocks(id, blocks);
    }
    if (rules.isKiller()) {
        id += ',';
        std::array<int, kCellCount> blocks {};
        std::array<int, kCellCount> sums {};
        for (int cell = 0; cell < kCellCount; ++cell)
            blocks[cell] = rules.cageOf(cell);
        writeSoloBlocks(id, blocks);
        for (const Cage &cage : rules.cages())
            sums[cage.cells.first()] = cage.sum;
        id += ',';
        writeSoloGrid(id, sums);
    }
    return id;
}

} // namespace sudoku
