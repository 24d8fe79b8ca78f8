// SPDX-License-Identifier: GPL-3.0-or-later
// Difficulty rating: levels, the numeric formula, pinned examples per level, the generator's cap, replay.
#include "corpus.h"

#include "sudoku/generate/generator.h"
#include "sudoku/logic/rating.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <stop_token>
#include <thread>

namespace
{

using sudoku::Level;
using sudoku::Technique;

sudoku::RateOptions unique()
{
    sudoku::RateOptions options;
    options.assumeUnique = true;
    return options;
}

} // namespace

class TestRating : public QObject
{
    Q_OBJECT

private slots:
    void levelNames();
    void levelsFollowTheTechniqueOrder();
    void scoreFormula();
    void hiddenSingleInALine();
    void chainLength_data();
    void chainLength();
    void examples_data();
    void examples();
    void uniquenessTechniquesNeedTheOption();
    void maxLevelCapsTheSearch();
    void solvableWithinAgreesWithTheRating();
    void trialAndError_data();
    void trialAndError();
    void masterStepsAreTheCheapest_data();
    void masterStepsAreTheCheapest();
    void solveLogicallyReplays();
    void solveUntilStopsBeforeTheFirstStepOfATechnique();
    void solveUntilAppliesStopsWhereATechniqueFirstApplies();
    void positionsWithPencilMarks();
    void corpusLevels();
    void aStopEndsTheRatingAtTheNextStep();
};

// A stop ends a rating at its next step, so that a worker thread rating a hard puzzle (the generator, the
// analysis of a new game) lets the app quit at once: the rating's end was waited for, ~1.9 s on a loaded
// machine with the generator's thread below the GUI (issue 22).
void TestRating::aStopEndsTheRatingAtTheNextStep()
{
    const sudoku::Board hardest
        = testing::boardFromLine("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3");
    sudoku::RateOptions options = unique();
    QElapsedTimer timer;
    timer.start();
    const sudoku::Rating whole = sudoku::rate(hardest, options);
    const qint64 wholeMs = timer.elapsed();
    QVERIFY(whole.solved);
    QVERIFY(!whole.stopped);
    QVERIFY(whole.steps > 20);

    std::stop_source stop;
    stop.request_stop();
    options.stopToken = stop.get_token();
    const sudoku::Rating stopped = sudoku::rate(hardest, options);
    QVERIFY(stopped.stopped);
    QVERIFY(!stopped.solved);
    QVERIFY(!stopped.needsTrialAndError); // stopped says nothing about the puzzle
    QCOMPARE(stopped.steps, 0);

    // Stopped from another thread while it runs: it ends well before the whole rating would have.
    std::stop_source later;
    options.stopToken = later.get_token();
    std::thread stopper([&later, wholeMs] {
        std::this_thread::sleep_for(std::chrono::milliseconds(std::max<qint64>(1, wholeMs / 10)));
        later.request_stop();
    });
    timer.restart();
    const sudoku::Rating cut = sudoku::rate(hardest, options);
    const qint64 cutMs = timer.elapsed();
    stopper.join();
    if (!cut.stopped)
        QSKIP("the rating finished before the stop came (a fast machine)");
    QVERIFY2(cut.steps < whole.steps, qPrintable(QString::number(cut.steps)));
    QVERIFY2(cutMs < std::max<qint64>(20, wholeMs / 2),
        qPrintable(QStringLiteral("stopped after %1 ms; the whole rating takes %2 ms").arg(cutMs).arg(wholeMs)));
}

void TestRating::levelNames()
{
    QCOMPARE(sudoku::levelName(Level::Easy), std::string_view("Easy"));
    QCOMPARE(sudoku::levelName(Level::Extreme), std::string_view("Extreme"));
    QCOMPARE(sudoku::levelId(Level::Expert), std::string_view("expert"));
    for (int i = 0; i < sudoku::kLevelCount; ++i) {
        const auto level = static_cast<Level>(i);
        QCOMPARE(sudoku::levelFromName(sudoku::levelId(level)), std::optional(level));
        QCOMPARE(sudoku::levelFromName(sudoku::levelName(level)), std::optional(level));
    }
    QCOMPARE(sudoku::levelFromName("HARD"), std::optional(Level::Hard));
    // Master sits between Expert and Extreme; the old names keep their levels (saved games, settings, scripts).
    QCOMPARE(sudoku::levelName(Level::Master), std::string_view("Master"));
    QCOMPARE(sudoku::levelFromName("master"), std::optional(Level::Master));
    QVERIFY(Level::Expert < Level::Master && Level::Master < Level::Extreme);
    QCOMPARE(sudoku::levelFromName("extreme"), std::optional(Level::Extreme));
    QCOMPARE(sudoku::levelFromName("expert"), std::optional(Level::Expert));
    QCOMPARE(sudoku::levelFromName("fiendish"), std::nullopt);
}

void TestRating::levelsFollowTheTechniqueOrder()
{
    // The search order is by difficulty, and a level is a band of the difficulty, so levels never fall along it.
    const auto order = sudoku::techniqueOrder();
    for (std::size_t i = 1; i < order.size(); ++i) {
        QVERIFY(sudoku::techniqueDifficulty(order[i - 1]) <= sudoku::techniqueDifficulty(order[i]));
        QVERIFY(sudoku::techniqueLevel(order[i - 1]) <= sudoku::techniqueLevel(order[i]));
    }
    // SE 1.2.1's table, for the techniques it has under the same rules.
    QCOMPARE(sudoku::techniqueDifficulty(Technique::HiddenSingle), 1.2);
    QCOMPARE(sudoku::techniqueDifficulty(Technique::NakedSingle), 2.3);
    QCOMPARE(sudoku::techniqueDifficulty(Technique::Pointing), 2.6);
    QCOMPARE(sudoku::techniqueDifficulty(Technique::XWing), 3.2);
    QCOMPARE(sudoku::techniqueDifficulty(Technique::XYWing), 4.2);
    QCOMPARE(sudoku::techniqueDifficulty(Technique::UniqueRectangle1), 4.5);
    QCOMPARE(sudoku::techniqueDifficulty(Technique::BugPlusOne), 5.6);
    // The chain families in SE's order: X-chains, then AICs, then forcing chains, then nets.
    QVERIFY(sudoku::techniqueDifficulty(Technique::XChain) < sudoku::techniqueDifficulty(Technique::Aic));
    QVERIFY(sudoku::techniqueDifficulty(Technique::Aic)
        < sudoku::techniqueDifficulty(Technique::ForcingChainContradiction));
    QVERIFY(sudoku::techniqueDifficulty(Technique::ForcingChainContradiction)
        < sudoku::techniqueDifficulty(Technique::ForcingNetContradiction) + 0.5);
    // Both references rate the uniqueness basics below the single-digit patterns and W-Wing.
    QVERIFY(
        sudoku::techniqueDifficulty(Technique::UniqueRectangle1) < sudoku::techniqueDifficulty(Technique::Skyscraper));
    QVERIFY(sudoku::techniqueDifficulty(Technique::BugPlusOne) < sudoku::techniqueDifficulty(Technique::WWing));
    // The bands (rating.h): each starts where the last ends, Extreme's ends where trial and error starts.
    QCOMPARE(sudoku::levelFloor(Level::Easy), 0.0);
    for (int l = 1; l < sudoku::kLevelCount; ++l) {
        const auto level = static_cast<Level>(l);
        QCOMPARE(sudoku::levelFloor(level), sudoku::levelCeiling(static_cast<Level>(l - 1)));
        QCOMPARE(sudoku::levelOfDifficulty(sudoku::levelFloor(level)), level);
        QCOMPARE(sudoku::levelOfDifficulty(sudoku::levelFloor(level) - 0.01), static_cast<Level>(l - 1));
    }
    QVERIFY(std::isinf(sudoku::levelCeiling(Level::Extreme))); // the hardest solved puzzles rate above 10
    // Every technique's level is the band of its difficulty.
    for (int t = 0; t < sudoku::kTechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        const Level level = sudoku::techniqueLevel(technique);
        QVERIFY(sudoku::techniqueDifficulty(technique) >= sudoku::levelFloor(level));
        QVERIFY(sudoku::techniqueDifficulty(technique) < sudoku::levelCeiling(level));
    }
    QCOMPARE(sudoku::techniqueLevel(Technique::NakedSingle), Level::Easy);
    QCOMPARE(sudoku::techniqueLevel(Technique::NakedPair), Level::Medium);
    QCOMPARE(sudoku::techniqueLevel(Technique::HiddenPair), Level::Hard);
    QCOMPARE(sudoku::techniqueLevel(Technique::XYZWing), Level::Hard);
    QCOMPARE(sudoku::techniqueLevel(Technique::UniqueRectangle2), Level::Expert);
    QCOMPARE(sudoku::techniqueLevel(Technique::Skyscraper), Level::Expert);
    QCOMPARE(sudoku::techniqueLevel(Technique::WWing), Level::Master);
    const auto medium = sudoku::techniquesUpTo(Level::Medium);
    QVERIFY(medium.contains(Technique::FullHouse));
    QVERIFY(medium.contains(Technique::Claiming));
    QVERIFY(!medium.contains(Technique::XWing));
    QCOMPARE(sudoku::techniquesUpTo(Level::Extreme), sudoku::TechniqueSet::all());
    // Master: loops and AICs, ALS, Sue de Coq, finned fish; Extreme adds only the forcing chains and nets.
    const auto master = sudoku::techniquesUpTo(Level::Master);
    for (const Technique t : {Technique::XChain, Technique::Aic, Technique::AlsXZ, Technique::SueDeCoq,
             Technique::FinnedXWing, Technique::UniqueRectangle2, Technique::UniqueRectangle6})
        QVERIFY(master.contains(t));
    QVERIFY(!sudoku::techniquesUpTo(Level::Expert).contains(Technique::Aic));
    for (const Technique t : {Technique::ForcingChainContradiction, Technique::ForcingChainVerity,
             Technique::ForcingNetContradiction, Technique::ForcingNetVerity}) {
        QVERIFY(!master.contains(t));
        QCOMPARE(sudoku::techniqueLevel(t), Level::Extreme);
    }
}

void TestRating::scoreFormula()
{
    // Sudoku Explainer's rule: the rating is the hardest step's difficulty, however many steps there are, and the
    // level is the band it falls in.
    sudoku::Rating rating;
    rating.solved = true;
    rating.uses[std::size_t(Technique::HiddenSingle)] = 40;
    rating.uses[std::size_t(Technique::NakedSingle)] = 8;
    sudoku::finishRating(rating);
    QCOMPARE(rating.level, Level::Easy);
    QCOMPARE(rating.hardest, std::optional(Technique::NakedSingle));
    QVERIFY(std::abs(rating.score - 2.3) < 1e-9);

    rating.uses[std::size_t(Technique::XWing)] = 1;
    rating.uses[std::size_t(Technique::Pointing)] = 5;
    sudoku::finishRating(rating);
    QCOMPARE(rating.level, Level::Hard);
    QVERIFY(std::abs(rating.score - 3.2) < 1e-9);
    rating.uses[std::size_t(Technique::Swordfish)] = 3;
    sudoku::finishRating(rating);
    QCOMPARE(rating.hardest, std::optional(Technique::Swordfish));
    QVERIFY(std::abs(rating.score - 3.8) < 1e-9); // four hard steps rate as one
    // The hardest step of the solve (a long chain's length term) counts when it is above the technique's base,
    // and a step past the band (a chain of a Hard technique would be one) makes the level of its own band.
    rating.peak = 4.1;
    sudoku::finishRating(rating);
    QCOMPARE(rating.level, Level::Hard);
    QVERIFY(std::abs(rating.score - 4.1) < 1e-9);
    rating.peak = 4.6;
    sudoku::finishRating(rating);
    QCOMPARE(rating.level, Level::Expert);
    QVERIFY(std::abs(rating.score - 4.6) < 1e-9);
    rating.peak = 0;

    // The hardest technique is the most difficult one used, not the one latest in the enum: BUG+1 is rated
    // below Skyscraper.
    sudoku::Rating expert;
    expert.solved = true;
    expert.uses[std::size_t(Technique::Skyscraper)] = 1;
    expert.uses[std::size_t(Technique::BugPlusOne)] = 1;
    sudoku::finishRating(expert);
    QCOMPARE(expert.hardest, std::optional(Technique::Skyscraper));
    QCOMPARE(expert.level, Level::Expert);
    QVERIFY(std::abs(expert.score - 6.6) < 1e-9);

    sudoku::Rating nets;
    nets.solved = true;
    nets.uses[std::size_t(Technique::ForcingNetContradiction)] = 4;
    nets.uses[std::size_t(Technique::AlsXZ)] = 9;
    sudoku::finishRating(nets);
    QCOMPARE(nets.level, Level::Extreme);
    QVERIFY(std::abs(nets.score - sudoku::techniqueDifficulty(Technique::ForcingNetContradiction)) < 1e-9);

    // Stuck: needs trial and error, above every logical solve that needs no nested net.
    rating.solved = false;
    rating.emptyWhenStuck = 31;
    sudoku::finishRating(rating);
    QCOMPARE(rating.level, Level::Extreme);
    QVERIFY(std::abs(rating.score - 10.25) < 1e-9);

    sudoku::Rating none;
    none.solved = true;
    sudoku::finishRating(none);
    QCOMPARE(none.level, Level::Easy);
    QCOMPARE(none.hardest, std::nullopt);
}

void TestRating::hiddenSingleInALine()
{
    // Sudoku Explainer rates a hidden single 1.2 in a box and 1.5 in a row or column; so does stepDifficulty.
    sudoku::Step step;
    step.technique = Technique::HiddenSingle;
    step.addHouse(sudoku::House {sudoku::HouseKind::Box, 4});
    QVERIFY(std::abs(sudoku::stepDifficulty(step) - 1.2) < 1e-9);
    sudoku::Step line;
    line.technique = Technique::HiddenSingle;
    line.addHouse(sudoku::House {sudoku::HouseKind::Row, 4});
    QVERIFY(std::abs(sudoku::stepDifficulty(line) - 1.5) < 1e-9);
    // A puzzle a box's hidden singles finish rates 1.2; the solve takes a box's before a line's.
    const auto boxes = sudoku::rate(
        testing::boardFromLine("..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3.."));
    QCOMPARE(boxes.level, Level::Easy);
    QVERIFY(std::abs(boxes.score - 1.2) < 1e-9);
}

void TestRating::chainLength_data()
{
    // Sudoku Explainer's length term: 0.1 more each time the length passes 4, 6, 8, 12, 16, 24, 32.
    QTest::addColumn<int>("length");
    QTest::addColumn<double>("added");
    QTest::newRow("4") << 4 << 0.0;
    QTest::newRow("5") << 5 << 0.1;
    QTest::newRow("6") << 6 << 0.1;
    QTest::newRow("7") << 7 << 0.2;
    QTest::newRow("9") << 9 << 0.3;
    QTest::newRow("12") << 12 << 0.3;
    QTest::newRow("13") << 13 << 0.4;
    QTest::newRow("17") << 17 << 0.5;
    QTest::newRow("25") << 25 << 0.6;
    QTest::newRow("33") << 33 << 0.7;
}

void TestRating::chainLength()
{
    QFETCH(int, length);
    QFETCH(double, added);
    QVERIFY2(std::abs(sudoku::chainLengthDifficulty(length) - added) < 1e-9,
        qPrintable(QString::number(sudoku::chainLengthDifficulty(length))));
    // A step's difficulty: the technique's, the length term of its chain (links - 1 = SE's nodes - 2), and 0.5
    // per nesting level of a net.
    sudoku::Step step;
    step.technique = Technique::Aic;
    step.chainLength = static_cast<std::uint16_t>(length + 1);
    QVERIFY(std::abs(sudoku::stepDifficulty(step) - (sudoku::techniqueDifficulty(Technique::Aic) + added)) < 1e-9);
    // ALS steps, which have no chain, take the term for the cells of their sets.
    sudoku::Step als;
    als.technique = Technique::AlsXZ;
    sudoku::CellSet cells;
    for (int cell = 0; cell < length; ++cell)
        cells.insert(cell);
    als.sets = {cells};
    QVERIFY(std::abs(sudoku::stepDifficulty(als) - (sudoku::techniqueDifficulty(Technique::AlsXZ) + added)) < 1e-9);
    step.technique = Technique::ForcingNetContradiction;
    step.nesting = 2;
    QVERIFY(std::abs(sudoku::stepDifficulty(step)
                - (sudoku::techniqueDifficulty(Technique::ForcingNetContradiction) + added + 1.0))
        < 1e-9);
}

void TestRating::examples_data()
{
    // Pinned from the committed corpora; the hardest technique each needs, in the easiest-step solve.
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("hardest"); // -1: stuck
    QTest::addColumn<double>("score");
    QTest::newRow("hidden singles") << QByteArray(
        "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..")
                                    << int(Level::Easy) << int(Technique::HiddenSingle) << 1.20;
    // Sudoku Explainer's direct hidden pair (2.0): a hidden pair whose eliminations leave a hidden single, taken
    // before a naked single (2.3).
    QTest::newRow("direct hidden pair") << QByteArray(
        ".................1....23.4.....35.2...6.7.....18.........1....6.3.....9.42.......")
                                        << int(Level::Easy) << int(Technique::DirectHiddenPair) << 2.00;
    QTest::newRow("naked single") << QByteArray(
        ".................1....23.4......1.....56.....78....5......3.7...2......6.91.4....")
                                  << int(Level::Easy) << int(Technique::NakedSingle) << 2.30;
    QTest::newRow("pointing") << QByteArray(
        ".................1..2..3........4....1..5...6.6....17....7.......4...32...5.6..8.")
                              << int(Level::Medium) << int(Technique::Pointing) << 2.60;
    QTest::newRow("hidden triple") << QByteArray(
        "................12..3.45......1...6..7....4..8..2........8...2...5.......94...3..")
                                   << int(Level::Hard) << int(Technique::HiddenTriple) << 4.00;
    // An X-Wing (3.2) and two hidden pairs (3.4), the hardest step.
    QTest::newRow("x-wing") << QByteArray(
        "2..6.34..17.....9............64....59...................53..6...8..7..1.....1....")
                            << int(Level::Hard) << int(Technique::HiddenPair) << 3.40;
    QTest::newRow("xy-wing") << QByteArray(
        ".................1..2.34........2.4..5...6...17....3......7...8...1.5.....8....6.")
                             << int(Level::Hard) << int(Technique::XYWing) << 4.20;
    QTest::newRow("skyscraper") << QByteArray(
        ".................1..2..3.4......2..5..4.......6..1...7.....432..1.....8..7..6....")
                                << int(Level::Expert) << int(Technique::Skyscraper) << 6.60;
    QTest::newRow("w-wing") << QByteArray(
        "................12.....3..4....2......3.4.5....6...37.....5.....8...67..21.......")
                            << int(Level::Master) << int(Technique::WWing) << 7.00;
    QTest::newRow("unique rectangle") << QByteArray(
        ".2.5.9.4...5.....19.4.6.3.....695.....6..8...4.......2.3.7...1.....3...67.8......")
                                      << int(Level::Expert) << int(Technique::UniqueRectangle1) << 4.50;
    QTest::newRow("bug+1") << QByteArray(
        "..............1..2..3....4.......1....5.....6..748.......8...7..6...3...21.9.....")
                           << int(Level::Expert) << int(Technique::BugPlusOne) << 5.60;
    // At Master the solve takes the step of the lowest difficulty: here nice loops and an AIC of 7.2 at
    // most, eight of them (Sudoku Explainer: 7.2; the technique order took ALS-XZ and ALS-XY-Chain steps).
    QTest::newRow("nice loops, eight") << QByteArray(
        "................12....34..............1...3.4..56.7......2...5..4..8.9..7..1.....")
                                       << int(Level::Master) << int(Technique::Aic) << 7.20;
    // An X-Chain and an AIC, both 7.0-7.1 (Sudoku Explainer: 7.2); the technique order took an AIC, a finned
    // Swordfish, a hidden rectangle and ALS-XZ and rated 7.70.
    QTest::newRow("nice loops, two") << QByteArray(
        "4.35...2.....61...7............895.....3..8..2...........4...7..9....6...1.......")
                                     << int(Level::Master) << int(Technique::Aic) << 7.10;
    // Stuck up to the chains (a forum-hardest puzzle): the forcing nets finish it.
    QTest::newRow("forcing nets") << QByteArray(
        "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........")
                                  << int(Level::Extreme) << int(Technique::ForcingNetVerity) << 10.00;
}

void TestRating::examples()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(int, level);
    QFETCH(int, hardest);
    QFETCH(double, score);
    const auto rating = sudoku::rate(testing::boardFromLine(puzzle.constData()), unique());
    QCOMPARE(int(rating.level), level);
    QCOMPARE(rating.solved, hardest >= 0);
    if (hardest >= 0) {
        QCOMPARE(int(*rating.hardest), hardest);
        QCOMPARE(rating.emptyWhenStuck, 0);
    } else {
        QVERIFY(rating.emptyWhenStuck > 0);
    }
    QVERIFY2(std::abs(rating.score - score) < 0.005, qPrintable(QString::number(rating.score)));
    int total = 0;
    for (int uses : rating.uses)
        total += uses;
    QCOMPARE(total, rating.steps);
}

void TestRating::uniquenessTechniquesNeedTheOption()
{
    for (const char *puzzle : {".2.5.9.4...5.....19.4.6.3.....695.....6..8...4.......2.3.7...1.....3...67.8......",
             "..............1..2..3....4.......1....5.....6..748.......8...7..6...3...21.9....."}) {
        // With the assumption the solve takes a uniqueness step (a unique rectangle, BUG+1); without it never.
        sudoku::RateOptions options;
        options.maxLevel = Level::Expert;
        const auto rating = sudoku::rate(testing::boardFromLine(puzzle), options);
        QCOMPARE(rating.usesOf(Technique::UniqueRectangle1), 0);
        QCOMPARE(rating.usesOf(Technique::BugPlusOne), 0);
        options.assumeUnique = true;
        const auto unique = sudoku::rate(testing::boardFromLine(puzzle), options);
        QVERIFY(unique.solved);
        QVERIFY(unique.usesOf(Technique::UniqueRectangle1) + unique.usesOf(Technique::BugPlusOne) > 0);
    }
}

void TestRating::maxLevelCapsTheSearch()
{
    const sudoku::Board skyscraper
        = testing::boardFromLine(".................1..2..3.4......2..5..4.......6..1...7.....432..1.....8..7..6....");
    auto options = unique();
    options.maxLevel = Level::Hard;
    const auto capped = sudoku::rate(skyscraper, options);
    QVERIFY(!capped.solved);
    QCOMPARE(capped.level, Level::Extreme);
    for (int t = 0; t < sudoku::kTechniqueCount; ++t) {
        if (capped.uses[t])
            QVERIFY(sudoku::techniqueLevel(static_cast<Technique>(t)) <= Level::Hard);
    }
    options.maxLevel = Level::Expert;
    QCOMPARE(sudoku::rate(skyscraper, options).level, Level::Expert);
    // An easy puzzle is unaffected by a cap at its own level.
    options.maxLevel = Level::Easy;
    const auto easy = sudoku::rate(
        testing::boardFromLine("..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3.."),
        options);
    QVERIFY(easy.solved);
    QCOMPARE(easy.level, Level::Easy);
}

void TestRating::solvableWithinAgreesWithTheRating()
{
    // The generator's removal asks solvableWithin (every instance of an easy technique at once) what the rating's
    // one step at a time would say: the same answer for random puzzles of every variant at every cap below Extreme
    // (no level asked: the removal leaves them of every level and many stuck below the cap).
    int solvable = 0, checked = 0;
    for (const sudoku::Variant variant : {sudoku::Variant::Classic, sudoku::Variant::X, sudoku::Variant::Hyper,
             sudoku::Variant::Jigsaw, sudoku::Variant::Killer}) {
        sudoku::GeneratorOptions generatorOptions;
        generatorOptions.variant = variant;
        generatorOptions.rate = false;
        for (std::uint64_t i = 0; i < 12; ++i) {
            sudoku::Generator generator(sudoku::puzzleSeed(31, i));
            const sudoku::Board puzzle = generator.generate(generatorOptions)->puzzle;
            for (int l = 0; l < sudoku::kLevelCount - 1; ++l) {
                auto options = unique();
                options.maxLevel = static_cast<Level>(l);
                const bool fast = sudoku::solvableWithin(puzzle, options);
                QCOMPARE(fast, sudoku::solvedWithin(sudoku::rate(puzzle, options), options.maxLevel));
                solvable += fast;
                ++checked;
            }
        }
    }
    QVERIFY(solvable > checked / 5 && solvable < checked * 4 / 5); // both answers are met often
}

void TestRating::masterStepsAreTheCheapest_data()
{
    // Puzzles (magictour_top1465) whose solve in the technique order of old (by family) took a long chain or a fish
    // at Master where an X-chain or XY-chain of lower difficulty applies (Sudoku Explainer rates them 6.7, 6.8,
    // 7.2). The technique order is by difficulty now, so only a chain's length can make the first step found
    // dearer than the cheapest.
    QTest::addColumn<QByteArray>("puzzle");
    QTest::newRow("x-chain instead, 1") << QByteArray(
        ".35..2..78.....5...1..463.29....81...5.....9...81....52.381..5...7.....15..2..97.");
    QTest::newRow("x-chain instead, 2") << QByteArray(
        "...2...3..4.3..5...59....6..26.4..5.5.......3.8..7.24..6....18...5..4.2..3...6...");
    QTest::newRow("xy-chain instead") << QByteArray(
        "....5...8...4.61.3.74.......35..4...7.9...8.6...8..53.......29.4.81.3...1...6....");
}

void TestRating::masterStepsAreTheCheapest()
{
    // The rating's solve (and so the hint: findStep) takes, at every position, a step no harder than the first
    // one in the technique order (whose chains may be longer than the cheapest), and so never rates a puzzle above
    // the hardest step of the technique-order solve.
    QFETCH(QByteArray, puzzle);
    // The first instance in the technique order: every technique costs the same, so the first found is kept.
    const auto techniqueOrderStep = [](const sudoku::CandidateGrid &grid, const sudoku::LogicOptions &logic) {
        const auto same = [](sudoku::Technique) { return 0.0; };
        const auto sameStep = [](const sudoku::Step &) { return 0.0; };
        return sudoku::findCheapestStep(grid, logic, sudoku::techniqueOrder(), same, sameStep);
    };
    const auto options = unique();
    const auto solve
        = sudoku::solveLogically(sudoku::CandidateGrid::fromBoard(testing::boardFromLine(puzzle)), options);
    QVERIFY(solve.rating.solved);
    QCOMPARE(solve.rating.level, sudoku::levelOfDifficulty(solve.rating.peak));
    QVERIFY(solve.rating.level >= Level::Expert);
    sudoku::CandidateGrid grid = solve.start;
    for (const auto &step : solve.steps) {
        QCOMPARE(sudoku::findStep(grid, options.logicOptions()), std::optional<sudoku::Step>(step));
        const auto first = techniqueOrderStep(grid, options.logicOptions());
        QVERIFY(first);
        QVERIFY(sudoku::stepDifficulty(step) <= sudoku::stepDifficulty(*first) + 1e-9);
        sudoku::applyStep(grid, step);
    }
    double orderPeak = 0;
    grid = solve.start;
    while (const auto step = techniqueOrderStep(grid, options.logicOptions())) {
        orderPeak = std::max(orderPeak, sudoku::stepDifficulty(*step));
        sudoku::applyStep(grid, *step);
    }
    QVERIFY2(solve.rating.peak <= orderPeak + 1e-9,
        qPrintable(QStringLiteral("%1 %2").arg(solve.rating.peak).arg(orderPeak)));
}

void TestRating::trialAndError_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<bool>("assumeUnique");
    QTest::addColumn<int>("maxLevel");
    QTest::addColumn<bool>("needsTrialAndError");
    // Several solutions: no technique finds anything to do, forcing nets included.
    QTest::newRow("empty grid") << QByteArray(81, '.') << false << int(Level::Extreme) << true;
    // A 17-clue puzzle (17_clue.txt) without its first clue: many solutions, and no technique may guess.
    QTest::newRow("a clue short") << QByteArray(
        ".......................2.3......3.2...1.4......5....6..3......4.7..8...962...7...")
                                  << false << int(Level::Extreme) << true;
    // Stuck under a cap: it needs more than the cap, not guessing.
    QTest::newRow("empty grid, capped") << QByteArray(81, '.') << false << int(Level::Master) << false;
    QTest::newRow("forcing nets, capped")
        << QByteArray("7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........") << true
        << int(Level::Master) << false;
    QTest::newRow("forcing nets") << QByteArray(
        "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........")
                                  << true << int(Level::Extreme) << false;
}

void TestRating::trialAndError()
{
    QFETCH(QByteArray, puzzle);
    QFETCH(bool, assumeUnique);
    QFETCH(int, maxLevel);
    QFETCH(bool, needsTrialAndError);
    sudoku::RateOptions options;
    options.assumeUnique = assumeUnique;
    options.maxLevel = static_cast<Level>(maxLevel);
    const auto position = sudoku::CandidateGrid::fromBoard(testing::boardFromLine(puzzle.constData()));
    const auto rating = sudoku::rate(position, options);
    QCOMPARE(rating.needsTrialAndError, needsTrialAndError);
    if (needsTrialAndError) {
        QVERIFY(!rating.solved);
        QVERIFY(rating.emptyWhenStuck > 0);
        QCOMPARE(rating.level, Level::Extreme); // what old files and settings called a puzzle that needs guessing
        QVERIFY(rating.score >= 10.0);
    }
    QCOMPARE(sudoku::solveLogically(position, options).rating.needsTrialAndError, needsTrialAndError);
}

void TestRating::solveLogicallyReplays()
{
    const sudoku::Board puzzle
        = testing::boardFromLine("................12....34..............1...3.4..56.7......2...5..4..8.9..7..1.....");
    for (const char *line : {".................1..2.34........2.4..5...6...17....3......7...8...1.5.....8....6.",
             "................12....34..............1...3.4..56.7......2...5..4..8.9..7..1....."}) {
        const auto start = sudoku::CandidateGrid::fromBoard(testing::boardFromLine(line));
        const auto solve = sudoku::solveLogically(start, unique());
        QVERIFY(solve.start == start);
        QCOMPARE(int(solve.steps.size()), solve.rating.steps);
        sudoku::CandidateGrid replay = start;
        for (const auto &step : solve.steps)
            sudoku::applyStep(replay, step);
        QVERIFY(replay == solve.end);
        QCOMPARE(solve.end.isSolved(), solve.rating.solved);
        const auto rating = sudoku::rate(start, unique());
        QCOMPARE(rating.score, solve.rating.score);
        QCOMPARE(rating.uses, solve.rating.uses);
    }
    QCOMPARE(sudoku::rate(puzzle, unique()).level, Level::Master);
}

void TestRating::solveUntilStopsBeforeTheFirstStepOfATechnique()
{
    // For every technique the whole solve takes, solveUntil ends just before its first step: the steps before it
    // are the solve's, and the step it names is the solve's next one.
    const auto start = sudoku::CandidateGrid::fromBoard(
        testing::boardFromLine("................12....34..............1...3.4..56.7......2...5..4..8.9..7..1....."));
    const auto solve = sudoku::solveLogically(start, unique());
    QVERIFY(solve.rating.solved);
    int checked = 0;
    for (int t = 0; t < sudoku::kTechniqueCount; ++t) {
        const auto technique = static_cast<sudoku::Technique>(t);
        const auto first = std::find_if(solve.steps.begin(), solve.steps.end(),
            [&](const sudoku::Step &step) { return step.technique == technique; });
        const auto until = sudoku::solveUntil(start, sudoku::TechniqueSet::of(technique), unique());
        QCOMPARE(until.has_value(), first != solve.steps.end());
        if (!until)
            continue;
        ++checked;
        const auto index = std::size_t(first - solve.steps.begin());
        QCOMPARE(until->before.steps.size(), index);
        QCOMPARE(until->before.rating.steps, int(index));
        QVERIFY(!until->before.rating.solved);
        QVERIFY(until->step.technique == technique);
        QVERIFY(until->step.eliminations == first->eliminations);
        QCOMPARE(until->step.placementCell, first->placementCell);
        sudoku::CandidateGrid replay = start;
        for (std::size_t i = 0; i < index; ++i)
            sudoku::applyStep(replay, solve.steps[i]);
        QVERIFY(replay == until->before.end);
    }
    QVERIFY(checked >= 4); // singles and the Master technique at least
    // Any of several: the first step of either.
    const auto either = sudoku::solveUntil(start,
        sudoku::TechniqueSet::of(sudoku::Technique::NakedSingle).with(sudoku::Technique::HiddenSingle), unique());
    QVERIFY(either);
    for (const auto &step : either->before.steps)
        QVERIFY(step.technique != sudoku::Technique::NakedSingle && step.technique != sudoku::Technique::HiddenSingle);
    QVERIFY(either->step.hasPlacement());
}

void TestRating::solveUntilAppliesStopsWhereATechniqueFirstApplies()
{
    // In Applies mode solveUntil stops at the first position of the same solve where the technique's finder finds a
    // step, though the solve takes an easier one there: techniques the Takes mode passes over get a position, and
    // the step is sound (it removes no digit of the solution). Takes mode stays the rating's path.
    const auto start = sudoku::CandidateGrid::fromBoard(
        testing::boardFromLine("................12....34..............1...3.4..56.7......2...5..4..8.9..7..1....."));
    const auto solve = sudoku::solveLogically(start, unique());
    QVERIFY(solve.rating.solved);
    const sudoku::CandidateGrid &solution = solve.end;
    int passedOver = 0;
    for (int t = 0; t < sudoku::kTechniqueCount; ++t) {
        const auto technique = static_cast<sudoku::Technique>(t);
        const auto set = sudoku::TechniqueSet::of(technique);
        const auto takes = sudoku::solveUntil(start, set, unique());
        const auto applies = sudoku::solveUntil(start, set, unique(), sudoku::SolveUntilMode::Applies);
        // Takes is today's: the same as without a mode.
        QCOMPARE(
            sudoku::solveUntil(start, set, unique(), sudoku::SolveUntilMode::Takes).has_value(), takes.has_value());
        if (takes) {
            // Where the solve takes it, it applies there at the latest.
            QVERIFY(applies);
            QVERIFY(applies->before.steps.size() <= takes->before.steps.size());
        }
        if (!applies)
            continue;
        QVERIFY(applies->step.technique == technique);
        QVERIFY(applies->step.hasPlacement() || applies->step.eliminationCount() > 0);
        // The position is the solve's: its steps are the solve's first ones.
        const std::size_t index = applies->before.steps.size();
        QVERIFY(index < solve.steps.size());
        sudoku::CandidateGrid replay = start;
        for (std::size_t i = 0; i < index; ++i)
            sudoku::applyStep(replay, solve.steps[i]);
        QVERIFY(replay == applies->before.end);
        // Sound: the placement is the solution's digit, no elimination removes one.
        if (applies->step.hasPlacement())
            QCOMPARE(solution.value(applies->step.placementCell), applies->step.placementDigit);
        for (int d = 1; d <= 9; ++d) {
            for (int cell : applies->step.eliminations[d - 1])
                QVERIFY2(solution.value(cell) != d, sudoku::techniqueId(technique).data());
        }
        if (!takes && solve.steps[index].technique != technique) {
            // Passed over: the solve takes an easier step at that position.
            QVERIFY(sudoku::techniqueLevel(solve.steps[index].technique) <= sudoku::techniqueLevel(technique));
            ++passedOver;
        }
    }
    QVERIFY(passedOver >= 3);
    // With nothing that applies, nothing: a solved grid.
    QVERIFY(!sudoku::solveUntil(solution, sudoku::TechniqueSet::all(), unique(), sudoku::SolveUntilMode::Applies));
}

void TestRating::positionsWithPencilMarks()
{
    // A position rates from where it stands: after the solve's own first steps it needs no more than before.
    const auto start = sudoku::CandidateGrid::fromBoard(
        testing::boardFromLine(".................1..2..3.4......2..5..4.......6..1...7.....432..1.....8..7..6...."));
    const auto solve = sudoku::solveLogically(start, unique());
    QVERIFY(solve.rating.solved);
    sudoku::CandidateGrid later = start;
    for (std::size_t i = 0; i + 1 < solve.steps.size() && i < 40; ++i)
        sudoku::applyStep(later, solve.steps[i]);
    const auto rating = sudoku::rate(later, unique());
    QVERIFY(rating.solved);
    QVERIFY(rating.steps < solve.rating.steps);
    QVERIFY(rating.level <= solve.rating.level);
}

void TestRating::corpusLevels()
{
    // Newspaper puzzles are Easy; the forum's hardest are Extreme, solved with forcing nets (no guessing).
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::kaggle().file);
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::forumHardest1905().file);
    for (const auto &board : testing::loadCorpus(testing::kaggle(), 300))
        QCOMPARE(sudoku::rate(board, unique()).level, Level::Easy);
    for (const auto &board : testing::loadCorpus(testing::forumHardest1905(), 12)) {
        const auto rating = sudoku::rate(board, unique());
        QCOMPARE(rating.level, Level::Extreme);
        QVERIFY(rating.solved);
        QVERIFY(rating.usesOf(Technique::ForcingNetContradiction) + rating.usesOf(Technique::ForcingNetVerity) > 0);
    }
}

SUDOKU_TEST_APPLESS_MAIN(TestRating)
#include "tst_rating.moc"
