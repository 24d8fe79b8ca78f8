// SPDX-License-Identifier: GPL-3.0-or-later
#include "sudoku/generate/generator.h"

#include "sudoku/generate/layouts.h"
#include "sudoku/grid/bitcount.h"

#include <algorithm>
#include <bit>
#include <numeric>
#include <optional>
#include <utility>

namespace sudoku
{

namespace
{

using Transform = int (*)(int row, int col);

// The images of (row, col) under the elements of each symmetry group, as cell indices.
int identity(int r, int c)
{
    return cellAt(r, c);
}
int rotate90(int r, int c)
{
    return cellAt(c, 8 - r);
}
int rotate180(int r, int c)
{
    return cellAt(8 - r, 8 - c);
}
int rotate270(int r, int c)
{
    return cellAt(8 - c, r);
}
int mirrorH(int r, int c)
{
    return cellAt(r, 8 - c);
}
int mirrorV(int r, int c)
{
    return cellAt(8 - r, c);
}
int diagonal(int r, int c)
{
    return cellAt(c, r);
}
int antiDiagonal(int r, int c)
{
    return cellAt(8 - c, 8 - r);
}

std::vector<Transform> groupOf(Symmetry symmetry)
{
    switch (symmetry) {
    case Symmetry::None:
        return {identity};
    case Symmetry::Rotate180:
        return {identity, rotate180};
    case Symmetry::Rotate90:
        return {identity, rotate90, rotate180, rotate270};
    case Symmetry::MirrorHorizontal:
        return {identity, mirrorH};
    case Symmetry::MirrorVertical:
        return {identity, mirrorV};
    case Symmetry::Diagonal:
        return {identity, diagonal};
    case Symmetry::AntiDiagonal:
        return {identity, antiDiagonal};
    case Symmetry::Dihedral:
        break;
    }
    return {identity, rotate90, rotate180, rotate270, mirrorH, mirrorV, diagonal, antiDiagonal};
}

std::uint64_t splitmix(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// Randomized backtracking under any rules: the cell with the fewest candidates first, its digits in random
// order. An empty classic, X or Hyper grid always has a completion and is filled without dead ends in practice.
struct Filler {
    Random &random;
    const Rules &rules;
    Grid grid {};
    std::array<std::uint16_t, Rules::kMaxHouses> placed {};

    std::uint16_t candidates(int cell) const
    {
        std::uint16_t used = 0;
        for (const int house : rules.housesOf(cell))
            used |= placed[house];
        return static_cast<std::uint16_t>(~used & 0x3FE);
    }
    void toggle(int cell, int digit)
    {
        const auto bit = static_cast<std::uint16_t>(1u << digit);
        for (const int house : rules.housesOf(cell))
            placed[house] ^= bit;
    }

    bool fill()
    {
        int best = -1;
        int bestCount = 10;
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (grid[cell] != 0)
                continue;
            const int count = bitCount32(candidates(cell));
            if (count < bestCount) {
                best = cell;
                bestCount = count;
                if (count <= 1)
                    break;
            }
        }
        if (best < 0)
            return true;
        std::array<int, 9> digits {};
        int n = 0;
        for (std::uint16_t mask = candidates(best); mask; mask &= static_cast<std::uint16_t>(mask - 1))
            digits[n++] = std::countr_zero(mask);
        random.shuffle(digits.begin(), digits.begin() + n);
        for (int i = 0; i < n; ++i) {
            grid[best] = static_cast<std::uint8_t>(digits[i]);
            toggle(best, digits[i]);
            if (fill())
                return true;
            toggle(best, digits[i]);
            grid[best] = 0;
        }
        return false;
    }
};

} // namespace

std::string_view symmetryName(Symmetry symmetry)
{
    switch (symmetry) {
    case Symmetry::None:
        return "none";
    case Symmetry::Rotate180:
        return "rotate180";
    case Symmetry::Rotate90:
        return "rotate90";
    case Symmetry::MirrorHorizontal:
        return "horizontal";
    case Symmetry::MirrorVertical:
        return "vertical";
    case Symmetry::Diagonal:
        return "diagonal";
    case Symmetry::AntiDiagonal:
        return "antidiagonal";
    case Symmetry::Dihedral:
        return "dihedral";
    }
    return "?";
}

std::optional<Symmetry> symmetryFromName(std::string_view name)
{
    for (Symmetry s : kAllSymmetries) {
        if (symmetryName(s) == name)
            return s;
    }
    return std::nullopt;
}

std::vector<std::vector<int>> symmetryOrbits(Symmetry symmetry)
{
    const auto group = groupOf(symmetry);
    std::vector<std::vector<int>> orbits;
    std::array<bool, kCellCount> seen {};
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (seen[cell])
            continue;
        std::vector<int> orbit;
        for (Transform t : group) {
            const int image = t(rowOf(cell), colOf(cell));
            if (!seen[image]) {
                seen[image] = true;
                orbit.push_back(image);
            }
        }
        std::sort(orbit.begin(), orbit.end());
        orbits.push_back(std::move(orbit));
    }
    return orbits;
}

bool hasSymmetry(const Board &puzzle, Symmetry symmetry)
{
    for (const auto &orbit : symmetryOrbits(symmetry)) {
        for (int cell : orbit) {
            if (puzzle.isGiven(cell) != puzzle.isGiven(orbit.front()))
                return false;
        }
    }
    return true;
}

std::uint64_t puzzleSeed(std::uint64_t seed, std::uint64_t index)
{
    return splitmix(seed ^ splitmix(index));
}

Generator::Generator(std::uint64_t seed)
    : m_random(seed)
    , m_solver(makeSolver(Algorithm::Dfs))
{
}

Generator::~Generator() = default;

Grid Generator::randomFill()
{
    Filler filler {m_random, Rules::classicRules()};
    filler.fill(); // an empty grid always has a completion, found without dead ends in practice
    return filler.grid;
}

std::optional<Grid> Generator::randomFill(const Rules &rules)
{
    Filler filler {m_random, rules};
    if (!filler.fill())
        return std::nullopt;
    return filler.grid;
}

std::optional<Grid> Generator::searchFill(const Rules &rules, std::uint64_t nodes, std::stop_token stop)
{
    Board empty;
    empty.setRules(std::make_shared<const Rules>(rules));
    SolveOptions options;
    options.nodeBudget = nodes;
    options.stopToken = std::move(stop);
    const SolveResult result = m_solver->solve(empty, options);
    if (result.status != SolveStatus::Solved)
        return std::nullopt;
    std::array<std::uint8_t, 10> relabel {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    m_random.shuffle(relabel.begin() + 1, relabel.end());
    Grid grid = result.solution;
    for (auto &digit : grid)
        digit = relabel[digit];
    return grid;
}

Grid Generator::randomTransform(const Grid &grid)
{
    std::array<int, 10> relabel {};
    std::iota(relabel.begin(), relabel.end(), 0);
    m_random.shuffle(relabel.begin() + 1, relabel.end());
    // rows[r] / cols[c]: the source row / column of target row r / column c.
    auto lines = [this] {
        std::array<int, 3> bands {0, 1, 2};
        m_random.shuffle(bands.begin(), bands.end());
        std::array<int, 9> result {};
        for (int b = 0; b < 3; ++b) {
            std::array<int, 3> inside {0, 1, 2};
            m_random.shuffle(inside.begin(), inside.end());
            for (int i = 0; i < 3; ++i)
                result[b * 3 + i] = bands[b] * 3 + inside[i];
        }
        return result;
    };
    const auto rows = lines();
    const auto cols = lines();
    const bool transpose = m_random.below(2) == 1;
    Grid result {};
    for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c) {
            const int source = transpose ? cellAt(cols[c], rows[r]) : cellAt(rows[r], cols[c]);
            result[cellAt(r, c)] = static_cast<std::uint8_t>(relabel[grid[source]]);
        }
    }
    return result;
}

Grid Generator::randomSolution()
{
    return randomTransform(randomFill());
}

bool Generator::isUnique(const Board &puzzle)
{
    SolveOptions options;
    options.solutionLimit = 2;
    return m_solver->solve(puzzle, options).status == SolveStatus::Unique;
}

std::optional<std::pair<Grid, std::shared_ptr<const Rules>>> Generator::randomVariantSolution(
    Variant variant, std::stop_token stop)
{
    switch (variant) {
    case Variant::Classic:
        return std::pair {randomSolution(), std::shared_ptr<const Rules>()};
    case Variant::X:
    case Variant::Hyper: {
        auto rules = std::make_shared<const Rules>(variant == Variant::X ? Rules::x() : Rules::hyper());
        return std::pair {*randomFill(*rules), std::move(rules)};
    }
    case Variant::Jigsaw:
        // A layout the search does not complete within kJigsawFillNodes is dropped for another: it may have no
        // completion at all, or hide it deep.
        while (!stop.stop_requested()) {
            auto rules = std::make_shared<const Rules>(Rules::jigsaw(randomJigsawRegions(m_random)));
            if (auto grid = searchFill(*rules, kJigsawFillNodes, stop))
                return std::pair {*grid, std::shared_ptr<const Rules>(std::move(rules))};
        }
        return std::nullopt;
    case Variant::Killer: {
        const Grid grid = randomSolution();
        return std::pair {grid, std::make_shared<const Rules>(Rules::killer(randomCages(grid, m_random)))};
    }
    }
    return std::nullopt;
}

Board Generator::removeClues(const Grid &solution, const GeneratorOptions &options, std::shared_ptr<const Rules> rules)
{
    Board board = Board::fromGivens(solution);
    board.setRules(std::move(rules));
    auto orbits = symmetryOrbits(options.symmetry);
    m_random.shuffle(orbits.begin(), orbits.end());
    for (const auto &orbit : orbits) {
        if (options.stopToken.stop_requested())
            break;
        for (int cell : orbit)
            board.setGiven(cell, 0);
        if (isUnique(board) && (!options.keepIf || options.keepIf(board)))
            continue;
        for (int cell : orbit)
            board.setGiven(cell, solution[cell]);
    }
    return board;
}

Board Generator::mergeCagesForGivens(const Board &puzzle, const Grid &solution, const GeneratorOptions &options)
{
    Board board = puzzle;
    auto orbits = symmetryOrbits(options.symmetry);
    m_random.shuffle(orbits.begin(), orbits.end());
    const auto passes = [&](const Board &p) {
        return isUnique(p) && (!options.keepIf || options.keepIf(p)) && (!options.acceptIf || options.acceptIf(p));
    };
    for (const auto &orbit : orbits) {
        if (options.stopToken.stop_requested())
            break;
        if (!board.isGiven(orbit.front()))
            continue;
        Board trial = board;
        for (const int cell : orbit)
            trial.setGiven(cell, 0);
        for (int merge = 0; merge <= GeneratorOptions::kMaxCageMerges; ++merge) {
            if (passes(trial)) {
                board = trial;
                break;
            }
            if (merge == GeneratorOptions::kMaxCageMerges)
                break;
            // A second solution: one that differs from `solution` in a cell of the orbit (any second solution
            // does, since the puzzle with the orbit's givens has only `solution`).
            std::optional<Grid> other;
            for (const int cell : orbit) {
                std::array<std::uint16_t, kCellCount> allowed;
                allowed.fill(0x1FF);
                allowed[static_cast<std::size_t>(cell)]
                    = static_cast<std::uint16_t>(0x1FF & ~(1u << (solution[cell] - 1)));
                SolveOptions solveOptions;
                solveOptions.allowed = &allowed;
                solveOptions.stopToken = options.stopToken; // a stopped search finds none: the given stays
                if (const SolveResult result = m_solver->solve(trial, solveOptions); result.hasSolution()) {
                    other = result.solution;
                    break;
                }
            }
            if (!other)
                break; // unique, but not at the level: merging will not mend that
            // Two neighbouring cages drawn anew as two others over the same cells, each connected, of two cells
            // or more and with distinct digits in `solution`, such that `other` breaks one of them: a repeated
            // digit or another sum. (Merging the two alone rarely does: the second solution mostly moves digits
            // between cells and keeps every digit of the two cages.)
            const std::vector<Cage> &cages = trial.rules().cages();
            struct Redraw {
                std::size_t a, b;
                CellSet first;
            };
            std::vector<Redraw> redraws;
            const auto distinct = [](const CellSet &cells, const Grid &grid) {
                std::uint16_t seen = 0;
                for (const int cell : cells) {
                    if (seen & (1u << grid[cell]))
                        return false;
                    seen |= static_cast<std::uint16_t>(1u << grid[cell]);
                }
                return true;
            };
            const auto sum = [](const CellSet &cells, const Grid &grid) {
                int total = 0;
                for (const int cell : cells)
                    total += grid[cell];
                return total;
            };
            for (std::size_t a = 0; a < cages.size(); ++a) {
                CellSet around;
                for (const int cell : cages[a].cells)
                    around |= orthogonalNeighbours(cell);
                for (std::size_t b = a + 1; b < cages.size(); ++b) {
                    const CellSet both = cages[a].cells | cages[b].cells;
                    if (!around.intersects(cages[b].cells) || both.count() > 2 * GeneratorOptions::kMaxCageSize - 2)
                        continue;
                    bool changed = false;
                    std::vector<int> cells;
                    for (const int cell : both) {
                        changed = changed || (*other)[cell] != solution[cell];
                        cells.push_back(cell);
                    }
                    if (!changed)
                        continue;
                    // Every split into two parts, the first part holding the first cell.
                    const auto n = static_cast<unsigned>(cells.size());
                    for (unsigned mask = 1; mask < (1u << (n - 1)); ++mask) {
                        CellSet first = CellSet::of(cells[0]);
                        for (unsigned k = 1; k < n; ++k) {
                            if (mask & (1u << (k - 1)))
                                first.insert(cells[k]);
                        }
                        const CellSet second = both.minus(first);
                        if (first.count() < 2 || second.count() < 2 || first.count() > GeneratorOptions::kMaxCageSize
                            || second.count() > GeneratorOptions::kMaxCageSize || first == cages[a].cells
                            || first == cages[b].cells)
                            continue;
                        if (!distinct(first, solution) || !distinct(second, solution))
                            continue;
                        if (distinct(first, *other) && distinct(second, *other)
                            && sum(first, *other) == sum(first, solution))
                            continue; // `other` still fits
                        if (connectedCells(first, first.first()) != first
                            || connectedCells(second, second.first()) != second)
                            continue;
                        redraws.push_back({a, b, first});
                    }
                }
            }
            if (redraws.empty())
                break;
            const Redraw redraw = redraws[m_random.below(static_cast<std::uint32_t>(redraws.size()))];
            std::vector<Cage> merged;
            for (std::size_t i = 0; i < cages.size(); ++i) {
                if (i != redraw.a && i != redraw.b)
                    merged.push_back(cages[i]);
            }
            const CellSet second = (cages[redraw.a].cells | cages[redraw.b].cells).minus(redraw.first);
            merged.push_back(Cage {redraw.first, sum(redraw.first, solution)});
            merged.push_back(Cage {second, sum(second, solution)});
            std::sort(merged.begin(), merged.end(),
                [](const Cage &x, const Cage &y) { return x.cells.first() < y.cells.first(); });
            trial.setRules(std::make_shared<const Rules>(Rules::killer(std::move(merged))));
        }
    }
    return board;
}

bool Generator::isMinimal(const Board &puzzle)
{
    if (!isUnique(puzzle))
        return false;
    Board board = puzzle;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (!puzzle.isGiven(cell))
            continue;
        board.setGiven(cell, 0);
        const bool stillUnique = isUnique(board);
        board.setGiven(cell, puzzle.at(cell));
        if (stillUnique)
            return false;
    }
    return true;
}

int defaultMaxAttempts(Variant variant, std::optional<Level> level)
{
    return variant == Variant::Killer && level ? kKillerLevelAttempts : 0;
}

std::optional<GeneratedPuzzle> Generator::generate(const GeneratorOptions &options)
{
    m_gaveUp = false;
    GeneratorOptions effective = options;
    const int maxAttempts = options.maxAttempts == GeneratorOptions::kDefaultAttempts
        ? defaultMaxAttempts(options.variant, options.level)
        : std::max(0, options.maxAttempts);
    // The last puzzle the level's acceptIf took, with its rating: the puzzle's own, as the techniques above the
    // level (or nets nested deeper) come into a solve only where those up to it found nothing.
    std::optional<std::pair<Board, Rating>> accepted;
    if (options.level) {
        // The puzzles are unique by construction, so uniqueness techniques may be used. Capping the
        // techniques at the level makes a candidate that needs more fail as soon as the capped ones run dry.
        // Removal asks solvableWithin (rating.h: the same techniques, the easy ones' steps taken all at once),
        // once per clue tried; a finished puzzle that the techniques below the level finish that way is turned
        // down before its one exact rating, which alone decides its level. On Killers at Master this took a
        // puzzle from 673 to about 300 ms (BENCHMARKS.md).
        RateOptions capped;
        capped.assumeUnique = true;
        capped.maxLevel = *options.level;
        capped.stopToken = options.stopToken; // a stop ends a rating at its next step, not at its end
        const Level level = *options.level;
        if (level != Level::Extreme) {
            effective.keepIf = [capped, keep = options.keepIf](
                                   const Board &p) { return (!keep || keep(p)) && solvableWithin(p, capped); };
        }
        RateOptions below = capped;
        below.maxLevel
            = level == Level::Easy ? level : static_cast<Level>(static_cast<int>(level) - 1); // unused at Easy
        // A puzzle the techniques cannot finish needs trial and error, which is no level: an Extreme puzzle is one
        // the forcing chains and nets finish. Nested nets are tried only where the shallower ones got stuck, and
        // not on a Killer: there they finished none of 100 random killers that the shallower ones left stuck
        // (33 of them), and took 0.2-1.1 s each to say so, against 4-20 ms (BENCHMARKS.md).
        RateOptions shallow = capped;
        shallow.forcingNetLevel = 1;
        effective.acceptIf = [capped, below, shallow, level, accept = options.acceptIf, &accepted](const Board &p) {
            if ((accept && !accept(p)) || (level != Level::Easy && solvableWithin(p, below)))
                return false;
            Rating rating = rate(p, level == Level::Extreme ? shallow : capped);
            if (level == Level::Extreme && !rating.solved && !p.rules().isKiller())
                rating = rate(p, capped);
            if (!rating.solved || rating.level != level)
                return false;
            accepted = {p, rating};
            return true;
        };
    }
    RateOptions unique;
    unique.assumeUnique = true;
    unique.stopToken = effective.stopToken;
    for (int attempt = 1;; ++attempt) {
        if (effective.stopToken.stop_requested())
            return std::nullopt;
        if (maxAttempts > 0 && attempt > maxAttempts) {
            m_gaveUp = true;
            return std::nullopt;
        }
        auto made = randomVariantSolution(effective.variant, effective.stopToken);
        if (!made)
            return std::nullopt;
        const Grid &solution = made->first;
        const Board puzzle = removeClues(solution, effective, std::move(made->second));
        if (effective.stopToken.stop_requested())
            return std::nullopt;
        // A plain removal pass without symmetry already leaves a minimal puzzle (see the header).
        const bool minimalByConstruction = effective.symmetry == Symmetry::None && !effective.keepIf;
        if (effective.minimal && !minimalByConstruction && !isMinimal(puzzle))
            continue;
        if (effective.acceptIf && !effective.acceptIf(puzzle))
            continue;
        const Board finished = effective.variant == Variant::Killer && effective.mergeCagesForGivens
                && !effective.minimal && puzzle.givenCount() > 0
            ? mergeCagesForGivens(puzzle, solution, effective)
            : puzzle;
        if (effective.stopToken.stop_requested())
            return std::nullopt;
        Rating rating;
        if (effective.rate)
            rating = accepted && accepted->first == finished ? accepted->second : rate(finished, unique);
        GeneratedPuzzle generated {finished, solution, attempt, rating};
        if (generated.rating.stopped)
            return std::nullopt;
        return generated;
    }
}

} // namespace sudoku
