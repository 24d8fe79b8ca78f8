// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-variantbench: the variants' numbers of issue 21, on puzzles of our own generator (seeded), one core.
//
//   sudoku-variantbench [--count N] [--per-level L] [--seed K] [--min-seconds S] [--dlx-seconds T] [--file F]...
//
//  1. Count to two: dfs and dlx on N generated puzzles of each variant (classic, X, Hyper, Jigsaw, Killer, the
//     Killers with no givens apart), in puzzles per second, against dfs on the classic puzzles of the same run
//     (the same generator and removal, so the same kind of puzzle); and the project's DLX against a textbook
//     DLX (Knuth's Algorithm X with dancing links and the S heuristic, nothing else) given the same exact-cover
//     columns: cells, a house's digit, and for a Killer a cage's digit and its combination (dlxrules.h).
//     Both DLX take about a second a Killer without givens, so on the Killer rows they run one pass over the
//     first puzzles for at most T seconds each (--dlx-seconds, 20 by default; column "dlx n": how many; the
//     textbook DLX on the same ones); dfs runs on all of them.
//     The same by level: the issue compares a variant with classic puzzles of the same level, so each row times
//     puzzles the generator made at that level (L of each, 1000 by default, seed K + 1000), with dfs's guesses a
//     puzzle. So many, because a CPU's branch predictor learns the branches of puzzles solved over and over: on
//     an AMD EPYC, Hard puzzles timed in repeated passes ran in the classic dfs 1.25-1.45x faster on 50 to 200 of
//     them, 1.1x on 400, than on 1000 distinct ones (5000 in a shuffled order: the same as 1000); the variants'
//     search ran up to 2.6x faster on 50, as on 1000 from 100 on. The ratios between them moved with it. A
//     player or the generator never solves the same puzzle twice.
//     (Random removal leaves variant puzzles much harder than classic ones: bucketed by their rating instead,
//     they would set hard puzzles of a level against the classic generator's typical ones.)
//     The column "classic, houses" times the same classic puzzles with the variants' search
//     (DfsSolver::solveByHouses, which the dfs runs on every board that is not classic): the variants' search against
//     the classic dfs on the same puzzles, apart from how much harder a variant's puzzles of a level are to search.
//     --file F (repeatable) adds a row to the count to two for the puzzles of F, in any format sudoku-cli reads
//     (a Solo ID, a variant line, a classic line...): puzzles made by another program, which nothing here was
//     tuned on (for example Killers from `sgt-solo --generate 200 3x3kdt`). Files of Killers time dlx and the
//     textbook DLX as the generated Killers do.
//  2. Generate: per variant, the median and 95th percentile time to make a puzzle (no level asked).
//  3. Rating: per variant, the median time of rate() on the generated puzzles (a Killer that the logic cannot
//     finish ends in trial and error, its time included).
//
// Each solver rate is the best of repeated passes over the puzzles lasting at least --min-seconds each (other
// processes on a shared machine only ever slow a pass down). Times are wall clock on one thread.

#include "sudoku/generate/generator.h"
#include "sudoku/grid/cagesums.h"
#include "sudoku/io/formats.h"
#include "sudoku/logic/rating.h"
#include "sudoku/search/dfssolver.h"
#include "sudoku/search/solver.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace
{

using Clock = std::chrono::steady_clock;

double since(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

double quantile(std::vector<double> values, double q)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(q * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

// ---------------------------------------------------------------------------------------------------------
// The textbook DLX: a toroidal doubly linked list of the whole matrix, cover/uncover, the column with the
// fewest rows first. The givens are taken by covering their rows before the search. Counts to two.

class TextbookDlx
{
public:
    TextbookDlx(int columns, const std::vector<std::vector<int>> &rows)
    {
        const int headers = columns + 1;
        m_left.resize(static_cast<std::size_t>(headers));
        m_right.resize(static_cast<std::size_t>(headers));
        m_up.resize(static_cast<std::size_t>(headers));
        m_down.resize(static_cast<std::size_t>(headers));
        m_column.resize(static_cast<std::size_t>(headers));
        m_row.assign(static_cast<std::size_t>(headers), -1);
        m_size.assign(static_cast<std::size_t>(headers), 0);
        for (int c = 0; c < headers; ++c) {
            m_left[at(c)] = c == 0 ? columns : c - 1;
            m_right[at(c)] = c == columns ? 0 : c + 1;
            m_up[at(c)] = m_down[at(c)] = c;
            m_column[at(c)] = c;
        }
        m_rowStart.resize(rows.size());
        for (std::size_t r = 0; r < rows.size(); ++r) {
            int first = -1;
            for (const int col : rows[r]) {
                const int c = col + 1;
                const int n = static_cast<int>(m_left.size());
                m_left.push_back(n);
                m_right.push_back(n);
                m_column.push_back(c);
                m_row.push_back(static_cast<int>(r));
                m_up.push_back(m_up[at(c)]);
                m_down.push_back(c);
                m_down[at(m_up[at(c)])] = n;
                m_up[at(c)] = n;
                ++m_size[at(c)];
                if (first < 0) {
                    first = n;
                } else {
                    m_left[at(n)] = m_left[at(first)];
                    m_right[at(n)] = first;
                    m_right[at(m_left[at(first)])] = n;
                    m_left[at(first)] = n;
                }
            }
            m_rowStart[r] = first;
        }
    }

    // Covers the columns of row `r` (a given); false when one of them is already covered.
    bool take(int r)
    {
        const int first = m_rowStart[static_cast<std::size_t>(r)];
        int n = first;
        do {
            const int c = m_column[at(n)];
            if (m_right[at(m_left[at(c)])] != c)
                return false;
            cover(c);
            n = m_right[at(n)];
        } while (n != first);
        return true;
    }

    int count(int limit)
    {
        m_found = 0;
        search(limit);
        return m_found;
    }

private:
    static std::size_t at(int i) { return static_cast<std::size_t>(i); }

    void cover(int c)
    {
        m_right[at(m_left[at(c)])] = m_right[at(c)];
        m_left[at(m_right[at(c)])] = m_left[at(c)];
        for (int i = m_down[at(c)]; i != c; i = m_down[at(i)]) {
            for (int j = m_right[at(i)]; j != i; j = m_right[at(j)]) {
                m_down[at(m_up[at(j)])] = m_down[at(j)];
                m_up[at(m_down[at(j)])] = m_up[at(j)];
                --m_size[at(m_column[at(j)])];
            }
        }
    }
    void uncover(int c)
    {
        for (int i = m_up[at(c)]; i != c; i = m_up[at(i)]) {
            for (int j = m_left[at(i)]; j != i; j = m_left[at(j)]) {
                ++m_size[at(m_column[at(j)])];
                m_down[at(m_up[at(j)])] = j;
                m_up[at(m_down[at(j)])] = j;
            }
        }
        m_right[at(m_left[at(c)])] = c;
        m_left[at(m_right[at(c)])] = c;
    }
    void search(int limit)
    {
        if (m_right[0] == 0) {
            ++m_found;
            return;
        }
        int best = m_right[0];
        for (int c = m_right[0]; c != 0; c = m_right[at(c)]) {
            if (m_size[at(c)] < m_size[at(best)])
                best = c;
        }
        if (m_size[at(best)] == 0)
            return;
        cover(best);
        for (int r = m_down[at(best)]; r != best && m_found < limit; r = m_down[at(r)]) {
            for (int j = m_right[at(r)]; j != r; j = m_right[at(j)])
                cover(m_column[at(j)]);
            search(limit);
            for (int j = m_left[at(r)]; j != r; j = m_left[at(j)])
                uncover(m_column[at(j)]);
        }
        uncover(best);
    }

    std::vector<int> m_left, m_right, m_up, m_down, m_column, m_row, m_size;
    std::vector<int> m_rowStart;
    int m_found = 0;
};

// The exact-cover matrix of dlxrules.h for `rules`: 81 cell columns, 9 per house, and per cage 9 digit columns
// and 1 combination column. Rows: (cell, digit), then per cage one row per combination of distinct digits
// adding up to its sum. rowOf[cell * 9 + digit - 1] is the row of that placement.
struct Matrix {
    int columns = 0;
    std::vector<std::vector<int>> rows;
};

Matrix matrixOf(const sudoku::Rules &rules)
{
    Matrix m;
    const int houseBase = sudoku::kCellCount;
    const int cageBase = houseBase + 9 * rules.houseCount();
    const auto &cages = rules.cages();
    m.columns = cageBase + 10 * static_cast<int>(cages.size());
    for (int cell = 0; cell < sudoku::kCellCount; ++cell) {
        for (int d = 1; d <= 9; ++d) {
            std::vector<int> row {cell};
            for (const int house : rules.housesOf(cell))
                row.push_back(houseBase + 9 * house + d - 1);
            if (const int cage = rules.cageOf(cell); cage >= 0)
                row.push_back(cageBase + 10 * cage + d - 1);
            m.rows.push_back(std::move(row));
        }
    }
    for (std::size_t k = 0; k < cages.size(); ++k) {
        const int size = cages[k].cells.count();
        const int base = cageBase + 10 * static_cast<int>(k);
        for (const unsigned mask : sudoku::cageCombinations(size, cages[k].sum)) {
            std::vector<int> row {base + 9};
            for (int d = 1; d <= 9; ++d) {
                if (!((mask >> (d - 1)) & 1))
                    row.push_back(base + d - 1);
            }
            m.rows.push_back(std::move(row));
        }
    }
    return m;
}

int textbookCount(const Matrix &matrix, const sudoku::Board &puzzle)
{
    TextbookDlx dlx(matrix.columns, matrix.rows);
    for (int cell = 0; cell < sudoku::kCellCount; ++cell) {
        if (puzzle.at(cell) != 0 && !dlx.take(cell * 9 + puzzle.at(cell) - 1))
            return 0;
    }
    return dlx.count(2);
}

// ---------------------------------------------------------------------------------------------------------

struct Set {
    std::string name;
    sudoku::Variant variant;
    std::vector<sudoku::Board> puzzles;
    std::vector<double> generateSeconds;
    std::vector<double> rateSeconds;
};

// Puzzles per second of `solve` over `puzzles`: the best of passes of at least `minSeconds` each (three).
template<typename F>
double rate(const std::vector<sudoku::Board> &puzzles, double minSeconds, F &&solve)
{
    double best = 0;
    for (int pass = 0; pass < 3; ++pass) {
        long solved = 0;
        const auto start = Clock::now();
        double seconds = 0;
        do {
            for (const auto &puzzle : puzzles) {
                if (solve(puzzle) != 1) {
                    std::fprintf(stderr, "a puzzle has no single solution\n");
                    std::exit(1);
                }
            }
            solved += static_cast<long>(puzzles.size());
            seconds = since(start);
        } while (seconds < minSeconds);
        best = std::max(best, static_cast<double>(solved) / seconds);
    }
    return best;
}

// For the solvers that take about a second a Killer: the puzzles per second of one pass over the first puzzles,
// stopped after the puzzle that ends `seconds` (at least one puzzle), and how many it solved.
template<typename F>
std::pair<double, std::size_t> boundedRate(const std::vector<sudoku::Board> &puzzles, double seconds, F &&solve)
{
    const auto start = Clock::now();
    std::size_t solved = 0;
    while (solved < puzzles.size() && (solved == 0 || since(start) < seconds)) {
        if (solve(puzzles[solved]) != 1) {
            std::fprintf(stderr, "a puzzle has no single solution\n");
            std::exit(1);
        }
        ++solved;
    }
    return {static_cast<double>(solved) / since(start), solved};
}

std::string cpuModel()
{
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("model name", 0) == 0)
            return line.substr(line.find(':') + 2);
    }
    return "unknown CPU";
}

// The puzzles of a file given with --file, as a row of the count to two named after the file. A puzzle that does
// not read stops the bench with the reader's message, one without a single solution when it is timed.
Set readSet(const char *path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot read %s\n", path);
        std::exit(2);
    }
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const sudoku::PuzzleBatch batch = sudoku::parsePuzzles(text);
    Set set {std::string(path), sudoku::Variant::Classic, {}, {}, {}};
    if (const auto slash = set.name.rfind('/'); slash != std::string::npos)
        set.name.erase(0, slash + 1);
    for (const sudoku::ParseError &problem : batch.problems) {
        std::fprintf(stderr, "%s: %s\n", path, problem.describe().c_str());
        std::exit(2);
    }
    for (const sudoku::PuzzleRecord &record : batch.puzzles) {
        if (!record.ok()) {
            std::fprintf(stderr, "%s: %s\n", path, record.error->describe().c_str());
            std::exit(2);
        }
        set.puzzles.push_back(record.board);
    }
    if (set.puzzles.empty()) {
        std::fprintf(stderr, "%s: no puzzle\n", path);
        std::exit(2);
    }
    set.variant = set.puzzles.front().rules().variant();
    return set;
}

} // namespace

int main(int argc, char **argv)
{
    int count = 200;
    int perLevel = 1000;
    std::uint64_t seed = 1;
    double minSeconds = 0.5;
    double dlxSeconds = 20;
    std::vector<Set> files;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (!std::strcmp(argv[i], "--count") && hasValue)
            count = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--per-level") && hasValue)
            perLevel = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--seed") && hasValue)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (!std::strcmp(argv[i], "--min-seconds") && hasValue)
            minSeconds = std::atof(argv[++i]);
        else if (!std::strcmp(argv[i], "--dlx-seconds") && hasValue)
            dlxSeconds = std::atof(argv[++i]);
        else if (!std::strcmp(argv[i], "--file") && hasValue)
            files.push_back(readSet(argv[++i]));
        else {
            std::fprintf(stderr,
                "usage: %s [--count N] [--per-level L] [--seed K] [--min-seconds S] [--dlx-seconds T] [--file F]...\n",
                argv[0]);
            return 2;
        }
    }
    std::printf("CPU: %s; %d puzzles a variant, seed %llu, one thread\n\n", cpuModel().c_str(), count,
        static_cast<unsigned long long>(seed));

    std::vector<Set> sets {{"classic", sudoku::Variant::Classic, {}, {}, {}}, {"X", sudoku::Variant::X, {}, {}, {}},
        {"Hyper", sudoku::Variant::Hyper, {}, {}, {}}, {"Jigsaw", sudoku::Variant::Jigsaw, {}, {}, {}},
        {"Killer", sudoku::Variant::Killer, {}, {}, {}}};
    for (Set &set : sets) {
        sudoku::GeneratorOptions options;
        options.variant = set.variant;
        options.rate = false;
        for (int i = 0; i < count; ++i) {
            const auto start = Clock::now();
            sudoku::Generator generator(sudoku::puzzleSeed(seed, static_cast<std::uint64_t>(i)));
            set.puzzles.push_back(generator.generate(options)->puzzle);
            set.generateSeconds.push_back(since(start));
        }
    }
    for (Set &set : sets) {
        sudoku::RateOptions options;
        options.assumeUnique = true;
        for (const auto &puzzle : set.puzzles) {
            const auto start = Clock::now();
            sudoku::rate(puzzle, options);
            set.rateSeconds.push_back(since(start));
        }
    }
    Set noGivens {"Killer, no givens", sudoku::Variant::Killer, {}, {}, {}};
    for (const auto &puzzle : sets.back().puzzles) {
        if (puzzle.givenCount() == 0)
            noGivens.puzzles.push_back(puzzle);
    }

    sudoku::SolveOptions toTwo;
    toTwo.solutionLimit = 2;
    const auto solver = [&](sudoku::Algorithm algorithm) {
        return
            [&toTwo, s = std::shared_ptr<sudoku::Solver>(sudoku::makeSolver(algorithm))](const sudoku::Board &puzzle) {
                const auto result = s->solve(puzzle, toTwo);
                return result.status == sudoku::SolveStatus::Unique ? 1 : 2;
            };
    };

    std::printf("Count to two (puzzles/s; ratios against dfs on the classic puzzles, and dlx against the textbook DLX "
                "on the same columns)\n\n");
    std::printf("| %-18s | %5s | %10s | %10s | %10s | %5s | %10s | %12s |\n", "puzzles", "n", "dfs", "dfs/classic",
        "dlx", "dlx n", "textbook", "dlx/textbook");
    std::printf("|---|---:|---:|---:|---:|---:|---:|---:|\n");
    double classicDfs = 0;
    std::vector<const Set *> solved;
    for (const Set &set : sets)
        solved.push_back(&set);
    if (!noGivens.puzzles.empty())
        solved.push_back(&noGivens);
    for (const Set &set : files)
        solved.push_back(&set);
    for (const Set *set : solved) {
        const double dfs = rate(set->puzzles, minSeconds, solver(sudoku::Algorithm::Dfs));
        if (set->variant == sudoku::Variant::Classic)
            classicDfs = dfs;
        const auto textbookSolve
            = [](const sudoku::Board &puzzle) { return textbookCount(matrixOf(puzzle.rules()), puzzle); };
        double dlx = 0, textbook = 0;
        std::size_t dlxCount = set->puzzles.size();
        if (set->variant == sudoku::Variant::Killer) {
            std::tie(dlx, dlxCount) = boundedRate(set->puzzles, dlxSeconds, solver(sudoku::Algorithm::Dlx));
            const std::vector<sudoku::Board> first(
                set->puzzles.begin(), set->puzzles.begin() + static_cast<std::ptrdiff_t>(dlxCount));
            textbook = boundedRate(first, 1e9, textbookSolve).first;
        } else {
            dlx = rate(set->puzzles, minSeconds, solver(sudoku::Algorithm::Dlx));
            textbook = rate(set->puzzles, minSeconds, textbookSolve);
        }
        std::printf("| %-18s | %5zu | %10.0f | %9.2fx | %10.1f | %5zu | %10.1f | %11.2fx |\n", set->name.c_str(),
            set->puzzles.size(), dfs, dfs / classicDfs, dlx, dlxCount, textbook, dlx / textbook);
        std::fflush(stdout);
    }

    // By level: puzzles of each variant generated at each level (the issue's "generated puzzles of the same
    // level"), against classic puzzles generated at that level.
    std::printf("\ndfs by level (puzzles/s over %d distinct puzzles generated at the level; in brackets the guesses a "
                "puzzle and the ratio to classic puzzles of the same level)\n\n",
        perLevel);
    std::printf("| %-16s | %22s | %22s | %22s | %22s | %22s |\n", "level", "classic", "classic, houses", "X", "Hyper",
        "Jigsaw");
    std::printf("|---|---:|---:|---:|---:|---:|\n");
    // The dfs, and the variants' search that the dfs hands every board but a classic one (for the classic puzzles).
    const std::shared_ptr<sudoku::Solver> dfs = sudoku::makeSolver(sudoku::Algorithm::Dfs);
    const auto byDfs = [&toTwo, &dfs](const sudoku::Board &puzzle) { return dfs->solve(puzzle, toTwo); };
    const auto byHouses
        = [&toTwo](const sudoku::Board &puzzle) { return sudoku::DfsSolver::solveByHouses(puzzle, toTwo); };
    const auto unique = [](const auto &solve) {
        return [&solve](
                   const sudoku::Board &puzzle) { return solve(puzzle).status == sudoku::SolveStatus::Unique ? 1 : 2; };
    };
    const auto guessesPerPuzzle = [](const std::vector<sudoku::Board> &puzzles, const auto &solve) {
        std::uint64_t guesses = 0;
        for (const auto &puzzle : puzzles)
            guesses += solve(puzzle).stats.guesses;
        return static_cast<double>(guesses) / static_cast<double>(std::max<std::size_t>(1, puzzles.size()));
    };
    for (int level = 0; level < sudoku::kLevelCount; ++level) {
        std::printf("| %-16s |", std::string(sudoku::levelName(static_cast<sudoku::Level>(level))).c_str());
        double base = 0;
        for (std::size_t k = 0; k <= 3; ++k) {
            std::vector<sudoku::Board> ofLevel;
            sudoku::GeneratorOptions options;
            options.variant = sets[k].variant;
            options.level = static_cast<sudoku::Level>(level);
            options.rate = false;
            for (int i = 0; i < perLevel; ++i) {
                sudoku::Generator generator(sudoku::puzzleSeed(seed + 1000, static_cast<std::uint64_t>(i)));
                if (auto made = generator.generate(options))
                    ofLevel.push_back(made->puzzle);
            }
            const double r = rate(ofLevel, minSeconds, unique(byDfs));
            const double guesses = guessesPerPuzzle(ofLevel, byDfs);
            if (k == 0) {
                base = r;
                std::printf(" %8.0f (%5.1f)         |", r, guesses);
                const double houses = rate(ofLevel, minSeconds, unique(byHouses));
                std::printf(" %7.0f (%5.1f, %5.2fx) |", houses, guessesPerPuzzle(ofLevel, byHouses), houses / base);
            } else {
                std::printf(" %7.0f (%5.1f, %5.2fx) |", r, guesses, r / base);
            }
        }
        std::printf("\n");
        std::fflush(stdout);
    }
    std::printf("\nGenerate (no level asked) and rate\n\n");
    std::printf("| %-8s | %5s | %12s | %12s | %8s | %14s | %14s |\n", "variant", "n", "gen med ms", "gen p95 ms",
        "p95/med", "rate med ms", "rate p95 ms");
    std::printf("|---|---:|---:|---:|---:|---:|---:|\n");
    for (const Set &set : sets) {
        const std::vector<double> &rating = set.rateSeconds;
        const double median = quantile(set.generateSeconds, 0.5) * 1000;
        const double p95 = quantile(set.generateSeconds, 0.95) * 1000;
        std::printf("| %-8s | %5zu | %12.2f | %12.2f | %7.1fx | %14s | %14s |\n", set.name.c_str(), set.puzzles.size(),
            median, p95, median > 0 ? p95 / median : 0.0,
            rating.empty() ? "-" : std::to_string(quantile(rating, 0.5) * 1000).substr(0, 6).c_str(),
            rating.empty() ? "-" : std::to_string(quantile(rating, 0.95) * 1000).substr(0, 6).c_str());
        std::fflush(stdout);
    }
    return 0;
}
