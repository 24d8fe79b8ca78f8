// SPDX-License-Identifier: GPL-3.0-or-later
// Practise a technique (generate/practise.h): every puzzle given needs the asked technique (its rating uses it and
// solveUntil stops before a step of it), at the level asked; same seed same puzzle; cancel and give up end it;
// bad options are refused.
#include "sudoku/generate/practise.h"
#include "sudoku/io/formats.h"

#include <QTest>

using namespace sudoku;

Q_DECLARE_METATYPE(sudoku::Technique)
Q_DECLARE_METATYPE(sudoku::PractiseMode)
Q_DECLARE_METATYPE(sudoku::Level)
Q_DECLARE_METATYPE(sudoku::Variant)

class TestPractise : public QObject
{
    Q_OBJECT

private slots:
    void needsTheTechnique_data();
    void needsTheTechnique();
    void sameSeedSamePuzzle();
    void cancels();
    void givesUp();
    void refusesBadOptions();
    void techniquesOfAVariant();
};

void TestPractise::needsTheTechnique_data()
{
    QTest::addColumn<Technique>("technique");
    QTest::addColumn<PractiseMode>("mode");
    QTest::addColumn<Level>("level");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<std::uint64_t>("seed");
    QTest::newRow("x-wing/learn") << Technique::XWing << PractiseMode::Learn << Level::Hard << Variant::Classic
                                  << std::uint64_t(1);
    QTest::newRow("xy-wing/learn") << Technique::XYWing << PractiseMode::Learn << Level::Hard << Variant::Classic
                                   << std::uint64_t(2);
    QTest::newRow("skyscraper/learn") << Technique::Skyscraper << PractiseMode::Learn << Level::Expert
                                      << Variant::Classic << std::uint64_t(3);
    QTest::newRow("x-wing/practise-master")
        << Technique::XWing << PractiseMode::Practise << Level::Master << Variant::Classic << std::uint64_t(4);
    QTest::newRow("naked-pair/learn/x") << Technique::NakedPair << PractiseMode::Learn << Level::Medium << Variant::X
                                        << std::uint64_t(5);
    QTest::newRow("hidden-pair/practise-hard/jigsaw")
        << Technique::HiddenPair << PractiseMode::Practise << Level::Hard << Variant::Jigsaw << std::uint64_t(6);
}

void TestPractise::needsTheTechnique()
{
    QFETCH(Technique, technique);
    QFETCH(PractiseMode, mode);
    QFETCH(Level, level);
    QFETCH(Variant, variant);
    QFETCH(std::uint64_t, seed);
    PractiseOptions options;
    options.wanted = TechniqueSet::of(technique);
    options.mode = mode;
    options.level = level;
    options.variant = variant;
    int reported = 0;
    options.progress = [&reported](int attempts) { reported = attempts; };
    PractiseGenerator generator(seed);
    const auto made = generator.generate(options);
    QVERIFY(made.has_value());
    QVERIFY(!generator.gaveUp());
    QCOMPARE(reported, generator.attempts());
    QCOMPARE(made->generated.attempts, generator.attempts());
    QCOMPARE(made->generated.puzzle.rules().variant(), variant);
    // Rated afresh, as rate and the hints do: the level asked, solved, and the technique on its path.
    RateOptions rateOptions;
    rateOptions.assumeUnique = true;
    const Rating rating = rate(made->generated.puzzle, rateOptions);
    QVERIFY(rating.solved);
    QCOMPARE(rating.level, mode == PractiseMode::Learn ? techniqueLevel(technique) : level);
    QCOMPARE(made->level, rating.level);
    QVERIFY(rating.usesOf(technique) > 0);
    QCOMPARE(made->generated.rating.usesOf(technique), rating.usesOf(technique));
    QCOMPARE(made->generated.rating.steps, rating.steps);
    // solveUntil reaches a step of it, and the steps before it lead from the puzzle to its position.
    QCOMPARE(made->until.step.technique, technique);
    QCOMPARE(made->until.before.rating.usesOf(technique), 0);
    CandidateGrid position = CandidateGrid::fromBoard(made->generated.puzzle);
    for (const Step &step : made->until.before.steps)
        applyStep(position, step);
    QVERIFY(position == made->until.before.end);
    const auto again = findStep(position, rateOptions.logicOptions());
    QVERIFY(again.has_value());
    QCOMPARE(again->technique, technique);
}

void TestPractise::sameSeedSamePuzzle()
{
    PractiseOptions options;
    options.wanted = TechniqueSet::of(Technique::XWing).with(Technique::Swordfish);
    const auto a = PractiseGenerator(42).generate(options);
    const auto b = PractiseGenerator(42).generate(options);
    QVERIFY(a && b);
    QCOMPARE(toLine(a->generated.puzzle.givens()), toLine(b->generated.puzzle.givens()));
    QCOMPARE(a->until.before.steps.size(), b->until.before.steps.size());
    const auto c = PractiseGenerator(43).generate(options);
    QVERIFY(c);
    QVERIFY(toLine(a->generated.puzzle.givens()) != toLine(c->generated.puzzle.givens()));
}

void TestPractise::cancels()
{
    std::stop_source stop;
    PractiseOptions options;
    options.wanted = TechniqueSet::of(Technique::Jellyfish); // rare: it would run for long
    options.maxAttempts = 0;
    options.stopToken = stop.get_token();
    options.progress = [&stop](int attempts) {
        if (attempts == 3)
            stop.request_stop();
    };
    PractiseGenerator generator(7);
    QVERIFY(!generator.generate(options).has_value());
    QVERIFY(!generator.gaveUp());
    QCOMPARE(generator.attempts(), 3);
}

void TestPractise::givesUp()
{
    PractiseOptions options;
    options.wanted = TechniqueSet::of(Technique::SiameseSashimiJellyfish);
    options.maxAttempts = 5;
    PractiseGenerator generator(8);
    QVERIFY(!generator.generate(options).has_value());
    QVERIFY(generator.gaveUp());
    QCOMPARE(generator.attempts(), 5);
}

void TestPractise::refusesBadOptions()
{
    PractiseOptions options;
    QVERIFY(!practiseProblem(options).empty()); // nothing wanted
    options.wanted = TechniqueSet::of(Technique::UniqueRectangle1);
    options.variant = Variant::X;
    QVERIFY(QString::fromStdString(practiseProblem(options)).contains("Unique Rectangle"));
    options.variant = Variant::Classic;
    QVERIFY(practiseProblem(options).empty());
    options.mode = PractiseMode::Practise;
    options.level = Level::Hard; // below Expert
    QVERIFY(!practiseProblem(options).empty());
    PractiseGenerator generator(1);
    QVERIFY(!generator.generate(options).has_value());
    QCOMPARE(generator.attempts(), 0);
    options.level = Level::Master;
    QVERIFY(practiseProblem(options).empty());
}

void TestPractise::techniquesOfAVariant()
{
    const auto classic = practiseTechniques(Variant::Classic);
    QVERIFY(std::find(classic.begin(), classic.end(), Technique::UniqueRectangle1) != classic.end());
    QVERIFY(std::find(classic.begin(), classic.end(), Technique::CageCombination) == classic.end());
    const auto jigsaw = practiseTechniques(Variant::Jigsaw);
    QVERIFY(std::find(jigsaw.begin(), jigsaw.end(), Technique::FinnedXWing) == jigsaw.end());
    const auto killer = practiseTechniques(Variant::Killer);
    QVERIFY(std::find(killer.begin(), killer.end(), Technique::InniesOuties) != killer.end());
    QVERIFY(std::find(killer.begin(), killer.end(), Technique::UniqueRectangle1) == killer.end());
}

QTEST_APPLESS_MAIN(TestPractise)
#include "tst_practise.moc"
