// SPDX-License-Identifier: GPL-3.0-or-later
// The generator: valid random grids, exact symmetry, unique solutions (checked by another solver), minimal
// puzzles, same seed same puzzle, cancellation; a Killer at a level, and a generator that gives up on a level it
// does not reach within its attempts.
#include "corpus.h"

#include "sudoku/generate/generator.h"
#include "sudoku/generate/layouts.h"
#include "sudoku/grid/random.h"
#include "sudoku/io/formats.h"

#include <QTest>

#include <chrono>
#include <set>
#include <thread>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::Level)
Q_DECLARE_METATYPE(sudoku::Symmetry)

namespace
{

// Uniqueness as seen by a solver other than the generator's own.
bool uniqueByDlx(const Board &puzzle)
{
    SolveOptions options;
    options.solutionLimit = 2;
    return makeSolver(Algorithm::Dlx)->solve(puzzle, options).status == SolveStatus::Unique;
}

} // namespace

class TestGenerator : public QObject
{
    Q_OBJECT

private slots:
    void randomIsPortable();
    void orbits_data();
    void orbits();
    void randomSolutionsAreValidAndVaried();
    void searchFillCompletesAJigsawLayout();
    void transformsKeepValidity();
    void sameSeedSamePuzzle();
    void puzzlesAreUniqueAndSymmetric_data();
    void puzzlesAreUniqueAndSymmetric();
    void thousandsOfPuzzlesAreUnique();
    void minimalPuzzles_data();
    void minimalPuzzles();
    void checksShapeTheResult();
    void exactLevel_data();
    void exactLevel();
    void cancellation();
    void killerAtLevel_data();
    void killerAtLevel();
    void killerGivesUpInsteadOfHanging();
    void killerCancels();
    void killerCagesReplaceGivens();
    void names();
};

void TestGenerator::randomIsPortable()
{
    // xoshiro256** from splitmix64(0): fixed values, whatever the standard library.
    Random random(12345);
    const std::uint64_t first = random.next();
    Random again(12345);
    QCOMPARE(again.next(), first);
    std::array<int, 10> counts {};
    for (int i = 0; i < 100000; ++i)
        ++counts[random.below(10)];
    for (int c : counts)
        QVERIFY(c > 9000 && c < 11000);
    std::array<int, 9> v {1, 2, 3, 4, 5, 6, 7, 8, 9};
    random.shuffle(v.begin(), v.end());
    std::set<int> same(v.begin(), v.end());
    QCOMPARE(same.size(), std::size_t(9));
}

void TestGenerator::orbits_data()
{
    QTest::addColumn<Symmetry>("symmetry");
    QTest::addColumn<int>("orbitCount");
    QTest::newRow("none") << Symmetry::None << 81;
    QTest::newRow("rotate180") << Symmetry::Rotate180 << 41;
    QTest::newRow("rotate90") << Symmetry::Rotate90 << 21;
    QTest::newRow("horizontal") << Symmetry::MirrorHorizontal << 45;
    QTest::newRow("vertical") << Symmetry::MirrorVertical << 45;
    QTest::newRow("diagonal") << Symmetry::Diagonal << 45;
    QTest::newRow("antidiagonal") << Symmetry::AntiDiagonal << 45;
    QTest::newRow("dihedral") << Symmetry::Dihedral << 15;
}

void TestGenerator::orbits()
{
    QFETCH(Symmetry, symmetry);
    QFETCH(int, orbitCount);
    const auto orbits = symmetryOrbits(symmetry);
    QCOMPARE(int(orbits.size()), orbitCount);
    std::set<int> cells;
    for (const auto &orbit : orbits) {
        for (int cell : orbit)
            QVERIFY(cells.insert(cell).second); // a partition: every cell exactly once
    }
    QCOMPARE(int(cells.size()), 81);
}

void TestGenerator::randomSolutionsAreValidAndVaried()
{
    Generator generator(7);
    std::set<std::string> seen;
    for (int i = 0; i < 500; ++i) {
        const Grid grid = generator.randomSolution();
        QVERIFY(isValidSolution(Board(), grid));
        seen.insert(toLine(grid));
    }
    QCOMPARE(seen.size(), std::size_t(500));
}

void TestGenerator::searchFillCompletesAJigsawLayout()
{
    // A jigsaw's grid is the search's first completion of its random layout, its digits relabelled at random: a
    // valid grid under the layout's rules, not the same digits from every seed, and nothing once the node budget
    // is spent.
    Random random(17);
    const auto rules = std::make_shared<const Rules>(Rules::jigsaw(randomJigsawRegions(random)));
    QVERIFY(!rules->problem());
    Board layout;
    layout.setRules(rules);
    std::set<Grid> grids;
    int filled = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Generator generator(seed);
        const auto grid = generator.searchFill(*rules, Generator::kJigsawFillNodes, {});
        if (!grid)
            continue; // this layout has no completion the budget reaches: then none of the seeds finds one
        ++filled;
        QVERIFY(isValidSolution(layout, *grid));
        grids.insert(*grid);
    }
    QVERIFY(filled == 0 || filled == 6);
    if (filled == 6)
        QVERIFY(grids.size() > 1);
    Generator generator(1);
    QVERIFY(!generator.searchFill(Rules::x(), 1, {}).has_value()); // one node completes nothing
    QVERIFY(generator.searchFill(Rules::x(), Generator::kJigsawFillNodes, {}).has_value());
}

void TestGenerator::transformsKeepValidity()
{
    Generator generator(99);
    const Grid base = generator.randomSolution();
    bool transposedOrMoved = false;
    for (int i = 0; i < 200; ++i) {
        const Grid t = generator.randomTransform(base);
        QVERIFY(isValidSolution(Board(), t));
        transposedOrMoved = transposedOrMoved || t != base;
    }
    QVERIFY(transposedOrMoved);
}

void TestGenerator::sameSeedSamePuzzle()
{
    GeneratorOptions options;
    options.symmetry = Symmetry::Rotate180;
    Generator a(2026), b(2026), c(2027);
    const auto pa = a.generate(options), pb = b.generate(options), pc = c.generate(options);
    QVERIFY(pa && pb && pc);
    QVERIFY(pa->puzzle == pb->puzzle);
    QCOMPARE(pa->solution, pb->solution);
    QVERIFY(!(pa->puzzle == pc->puzzle));
    QVERIFY(puzzleSeed(1, 0) != puzzleSeed(1, 1));
    QCOMPARE(puzzleSeed(5, 3), puzzleSeed(5, 3));
}

void TestGenerator::puzzlesAreUniqueAndSymmetric_data()
{
    QTest::addColumn<Symmetry>("symmetry");
    for (Symmetry s : kAllSymmetries)
        QTest::newRow(symmetryName(s).data()) << s;
}

void TestGenerator::puzzlesAreUniqueAndSymmetric()
{
    QFETCH(Symmetry, symmetry);
    GeneratorOptions options;
    options.symmetry = symmetry;
    for (std::uint64_t i = 0; i < 40; ++i) {
        Generator generator(puzzleSeed(100, i));
        const auto generated = generator.generate(options);
        QVERIFY(generated.has_value());
        QVERIFY(hasSymmetry(generated->puzzle, symmetry));
        QVERIFY(uniqueByDlx(generated->puzzle));
        QVERIFY(isValidSolution(generated->puzzle, generated->solution));
        QVERIFY(generated->puzzle.givenCount() >= 17);
        // Nothing more can go: removing any remaining symmetric group of clues loses uniqueness.
        for (const auto &orbit : symmetryOrbits(symmetry)) {
            if (!generated->puzzle.isGiven(orbit.front()))
                continue;
            Board fewer = generated->puzzle;
            for (int cell : orbit)
                fewer.setGiven(cell, 0);
            QVERIFY(!uniqueByDlx(fewer));
        }
    }
}

void TestGenerator::thousandsOfPuzzlesAreUnique()
{
    // 3,200 puzzles, 400 of every symmetry, each checked by another solver: one solution, the generator's.
    const auto dlx = makeSolver(Algorithm::Dlx);
    int checked = 0;
    for (Symmetry symmetry : kAllSymmetries) {
        GeneratorOptions options;
        options.symmetry = symmetry;
        for (std::uint64_t i = 0; i < 400; ++i) {
            Generator generator(puzzleSeed(7 + static_cast<std::uint64_t>(symmetry), i));
            const auto generated = generator.generate(options);
            QVERIFY(generated.has_value());
            SolveOptions solveOptions;
            solveOptions.solutionLimit = 2;
            const SolveResult result = dlx->solve(generated->puzzle, solveOptions);
            if (result.status != SolveStatus::Unique || result.solution != generated->solution
                || !hasSymmetry(generated->puzzle, symmetry))
                QFAIL(qPrintable(QStringLiteral("%1 puzzle %2 is not unique, not symmetric or has another solution: %3")
                                     .arg(QString::fromLatin1(symmetryName(symmetry).data()))
                                     .arg(i)
                                     .arg(QString::fromStdString(toLine(generated->puzzle.givens())))));
            ++checked;
        }
    }
    QCOMPARE(checked, 3200);
}

void TestGenerator::minimalPuzzles_data()
{
    QTest::addColumn<Symmetry>("symmetry");
    QTest::newRow("none") << Symmetry::None;
    QTest::newRow("rotate180") << Symmetry::Rotate180;
}

void TestGenerator::minimalPuzzles()
{
    QFETCH(Symmetry, symmetry);
    GeneratorOptions options;
    options.symmetry = symmetry;
    options.minimal = true;
    for (std::uint64_t i = 0; i < 10; ++i) {
        Generator generator(puzzleSeed(11, i));
        const auto generated = generator.generate(options);
        QVERIFY(generated.has_value());
        QVERIFY(hasSymmetry(generated->puzzle, symmetry));
        // Minimal, as checked by a different solver: removing any single clue loses uniqueness.
        Board board = generated->puzzle;
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (!board.isGiven(cell))
                continue;
            board.setGiven(cell, 0);
            QVERIFY2(!uniqueByDlx(board), "a clue of a minimal puzzle could be removed");
            board.setGiven(cell, generated->puzzle.at(cell));
        }
    }
}

void TestGenerator::checksShapeTheResult()
{
    // keepIf stops removal early; acceptIf rejects whole puzzles until one passes.
    GeneratorOptions options;
    options.symmetry = Symmetry::None;
    options.keepIf = [](const Board &b) { return b.givenCount() >= 40; };
    int seen = 0;
    options.acceptIf = [&seen](const Board &) { return ++seen == 3; };
    Generator generator(3);
    const auto generated = generator.generate(options);
    QVERIFY(generated.has_value());
    QCOMPARE(generated->attempts, 3);
    QCOMPARE(generated->puzzle.givenCount(), 40);
    QVERIFY(uniqueByDlx(generated->puzzle));
}

void TestGenerator::exactLevel_data()
{
    QTest::addColumn<Level>("level");
    QTest::addColumn<Symmetry>("symmetry");
    for (int l = 0; l < kLevelCount; ++l) {
        const auto level = static_cast<Level>(l);
        QTest::addRow("%s/rotate180", levelId(level).data()) << level << Symmetry::Rotate180;
        QTest::addRow("%s/none", levelId(level).data()) << level << Symmetry::None;
    }
}

void TestGenerator::exactLevel()
{
    // Only an exact match is accepted; the rating the generator reports is the one rate() gives, and the
    // puzzle is still unique and symmetric.
    QFETCH(Level, level);
    QFETCH(Symmetry, symmetry);
    GeneratorOptions options;
    options.symmetry = symmetry;
    options.level = level;
    RateOptions rateOptions;
    rateOptions.assumeUnique = true;
    for (std::uint64_t i = 0; i < 5; ++i) {
        Generator generator(puzzleSeed(2024, i));
        const auto generated = generator.generate(options);
        QVERIFY(generated.has_value());
        const Rating rating = rate(generated->puzzle, rateOptions);
        QVERIFY(rating.solved);
        QCOMPARE(rating.level, level);
        QCOMPARE(generated->rating.level, level);
        QCOMPARE(generated->rating.score, rating.score);
        QVERIFY(hasSymmetry(generated->puzzle, symmetry));
        QVERIFY(uniqueByDlx(generated->puzzle));
    }
}

void TestGenerator::cancellation()
{
    std::stop_source stop;
    GeneratorOptions options;
    options.stopToken = stop.get_token();
    options.acceptIf = [&stop](const Board &) {
        stop.request_stop(); // cancelled from inside: the generator must give up, not loop forever
        return false;
    };
    Generator generator(1);
    QVERIFY(!generator.generate(options).has_value());
    QVERIFY(!Generator(2).generate(options).has_value()); // already stopped: returns at once
}

void TestGenerator::killerAtLevel_data()
{
    QTest::addColumn<Level>("level");
    QTest::addColumn<Symmetry>("symmetry");
    QTest::addColumn<std::uint64_t>("seed");
    QTest::addColumn<int>("count");
    // Easy to Hard take milliseconds, Expert tens of them and Master and Extreme about half a second a puzzle
    // (BENCHMARKS.md), so one puzzle from a seed found quick stands for each of those.
    for (const Level level : {Level::Easy, Level::Medium, Level::Hard}) {
        QTest::addRow("%s/rotate180", levelId(level).data()) << level << Symmetry::Rotate180 << std::uint64_t(7) << 2;
        QTest::addRow("%s/none", levelId(level).data()) << level << Symmetry::None << std::uint64_t(8) << 1;
    }
    QTest::addRow("expert/rotate180") << Level::Expert << Symmetry::Rotate180 << std::uint64_t(10) << 1;
    QTest::addRow("master/rotate180") << Level::Master << Symmetry::Rotate180 << std::uint64_t(8) << 1;
    QTest::addRow("extreme/rotate180") << Level::Extreme << Symmetry::Rotate180 << std::uint64_t(6) << 1;
}

void TestGenerator::killerAtLevel()
{
    // A Killer asked for at a level is a Killer with one solution that rates exactly at that level, solved by the
    // techniques (at Extreme too: a puzzle that needs trial and error is of no level), with the symmetry asked
    // for, and the same seed gives the same puzzle: the same givens and the same cages.
    QFETCH(Level, level);
    QFETCH(Symmetry, symmetry);
    QFETCH(std::uint64_t, seed);
    QFETCH(int, count);
    GeneratorOptions options;
    options.variant = Variant::Killer;
    options.level = level;
    options.symmetry = symmetry;
    RateOptions rateOptions;
    rateOptions.assumeUnique = true;
    RateOptions proof; // no uniqueness techniques: a logic solve to the end proves one solution
    for (int i = 0; i < count; ++i) {
        Generator generator(puzzleSeed(seed, static_cast<std::uint64_t>(i)));
        const auto generated = generator.generate(options);
        QVERIFY(generated.has_value());
        QVERIFY(!generator.gaveUp());
        const Board &puzzle = generated->puzzle;
        QVERIFY(puzzle.rules().isKiller());
        const Rating rating = rate(puzzle, rateOptions);
        QVERIFY(rating.solved);
        QCOMPARE(rating.level, level);
        QCOMPARE(generated->rating.level, level);
        QVERIFY(hasSymmetry(puzzle, symmetry));
        if (level < Level::Expert)
            QVERIFY(rate(puzzle, proof).solved);
        else
            QVERIFY(uniqueByDlx(puzzle));
        Generator again(puzzleSeed(seed, static_cast<std::uint64_t>(i)));
        const auto second = again.generate(options);
        QVERIFY(second.has_value());
        QCOMPARE(second->puzzle.givens(), puzzle.givens());
        QVERIFY(second->puzzle.rules() == puzzle.rules());
        QCOMPARE(second->solution, generated->solution);
    }
}

void TestGenerator::killerGivesUpInsteadOfHanging()
{
    // A Killer at a level tries a bounded number of grids and then says so, instead of searching on; a
    // classic puzzle at a level, which always comes within a few dozen grids, has no bound.
    QCOMPARE(defaultMaxAttempts(Variant::Killer, Level::Master), kKillerLevelAttempts);
    QCOMPARE(defaultMaxAttempts(Variant::Killer, std::nullopt), 0);
    QCOMPARE(defaultMaxAttempts(Variant::Classic, Level::Master), 0);
    QVERIFY(kKillerLevelAttempts > 0);
    GeneratorOptions options;
    options.variant = Variant::Killer;
    options.level = Level::Easy;
    options.maxAttempts = 1;
    options.acceptIf = [](const Board &) { return false; }; // no grid is ever good enough
    int tried = 0;
    options.keepIf = [&tried](const Board &) {
        ++tried;
        return true;
    };
    Generator generator(3);
    QVERIFY(!generator.generate(options).has_value());
    QVERIFY(generator.gaveUp());
    QVERIFY(tried > 0);
    // The next call starts afresh: a puzzle, and gaveUp() is false again.
    options.acceptIf = {};
    QVERIFY(generator.generate(options).has_value());
    QVERIFY(!generator.gaveUp());
}

void TestGenerator::killerCancels()
{
    // A stop ends a Killer at Master (this seed takes seconds: many grids of a few milliseconds each) within a
    // fraction of a second, and it is a stop, not giving up. Not Expert, which the Virtual Cage makes a matter of
    // a few grids, nor Extreme, where one grid's rating runs a second or more between two looks at the stop
    // (five under AddressSanitizer).
    std::stop_source stop;
    GeneratorOptions options;
    options.variant = Variant::Killer;
    options.level = Level::Master;
    options.maxAttempts = 0; // no bound: only the stop can end it
    options.stopToken = stop.get_token();
    Generator generator(5);
    std::jthread stopper([&stop] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        stop.request_stop();
    });
    const auto start = std::chrono::steady_clock::now();
    QVERIFY(!generator.generate(options).has_value());
    const auto elapsed = std::chrono::steady_clock::now() - start;
    QVERIFY(!generator.gaveUp());
    QVERIFY2(elapsed < std::chrono::seconds(3), std::to_string(elapsed.count()).c_str());
}

void TestGenerator::killerCagesReplaceGivens()
{
    // A Killer's givens left after the removal are replaced by redrawn cages where a second solution lets them
    // (GeneratorOptions::mergeCagesForGivens): the same grids give far fewer givens than with the cages as drawn,
    // most puzzles none (the classic killer), each still with one solution, its cages valid for it, and no
    // given that the puzzle without the step did not have.
    GeneratorOptions merged;
    merged.variant = Variant::Killer;
    GeneratorOptions drawn = merged;
    drawn.mergeCagesForGivens = false;
    int mergedGivens = 0;
    int drawnGivens = 0;
    int none = 0;
    constexpr int kCount = 3;
    const auto dfs = makeSolver(Algorithm::Dfs);
    for (int i = 0; i < kCount; ++i) {
        const std::uint64_t seed = puzzleSeed(31, static_cast<std::uint64_t>(i));
        const auto withMerges = Generator(seed).generate(merged);
        const auto asDrawn = Generator(seed).generate(drawn);
        QVERIFY(withMerges && asDrawn);
        QCOMPARE(withMerges->solution, asDrawn->solution);
        mergedGivens += withMerges->puzzle.givenCount();
        drawnGivens += asDrawn->puzzle.givenCount();
        none += withMerges->puzzle.givenCount() == 0 ? 1 : 0;
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (withMerges->puzzle.isGiven(cell))
                QVERIFY(asDrawn->puzzle.isGiven(cell));
        }
        SolveOptions two;
        two.solutionLimit = 2;
        const SolveResult result = dfs->solve(withMerges->puzzle, two);
        QCOMPARE(result.status, SolveStatus::Unique);
        QCOMPARE(result.solution, withMerges->solution);
        CellSet covered;
        for (const Cage &cage : withMerges->puzzle.rules().cages()) {
            QVERIFY(!cage.cells.intersects(covered));
            QCOMPARE(connectedCells(cage.cells, cage.cells.first()), cage.cells);
            covered |= cage.cells;
            int sum = 0;
            std::uint16_t digits = 0;
            for (const int cell : cage.cells) {
                sum += withMerges->solution[cell];
                QVERIFY(!(digits & (1u << withMerges->solution[cell])));
                digits |= static_cast<std::uint16_t>(1u << withMerges->solution[cell]);
            }
            QCOMPARE(cage.sum, sum);
        }
        QCOMPARE(covered, CellSet::all());
    }
    qInfo("killer givens over %d puzzles: %d as drawn, %d with redrawn cages; %d with none", kCount, drawnGivens,
        mergedGivens, none);
    QVERIFY(mergedGivens < drawnGivens);
    QVERIFY(none * 2 >= kCount);
}

void TestGenerator::names()
{
    for (Symmetry s : kAllSymmetries)
        QCOMPARE(symmetryFromName(symmetryName(s)), std::optional<Symmetry>(s));
    QVERIFY(!symmetryFromName("spiral"));
}

QTEST_APPLESS_MAIN(TestGenerator)
#include "tst_generator.moc"
