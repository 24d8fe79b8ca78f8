// SPDX-License-Identifier: GPL-3.0-or-later
// No step is ever wrong: over the public puzzle sets (SUDOKU_DATA_DIR), solve each puzzle by always taking the easiest
// step and check every placement and every elimination against the puzzle's known solution — of the step taken, and, at
// every position past the singles (and every 8th one before), of every instance of every technique (the ALS techniques
// at every 4th of those positions, the chains and nets at every 16th).
#include "corpus.h"

#include "sudoku/logic/logic.h"
#include "sudoku/search/solver.h"

#include <QTest>

namespace
{

QString wrongIn(const sudoku::Step &step, const sudoku::Grid &solution)
{
    if (step.hasPlacement() && solution[step.placementCell] != step.placementDigit)
        return QString::fromStdString(sudoku::describeStep(step));
    for (int d = 1; d <= 9; ++d) {
        for (int c : step.eliminations[d - 1]) {
            if (solution[c] == d)
                return QString::fromStdString(sudoku::describeStep(step));
        }
    }
    return {};
}

// Listing every chain and net of a position builds an implication table (a net at the nested level) for
// every candidate, true and false: a few milliseconds, a quarter second at the nested level, where the
// other techniques take a tenth of a millisecond. So they are listed at every 16th checked position, which
// over these corpora is still some thousands of positions (each with hundreds of chains).
constexpr int kChainStride = 16;

// Listing every ALS-XY-Chain (and the other ALS patterns) of a position runs into the tens of thousands on
// the hard sets: a millisecond or more a position. Every 4th checked position still lists millions of them.
constexpr int kAlsStride = 4;
constexpr sudoku::Technique kAlsTechniques[] = {sudoku::Technique::SueDeCoq, sudoku::Technique::AlsXZ,
    sudoku::Technique::AlsXYWing, sudoku::Technique::AlsXYChain, sudoku::Technique::DeathBlossom};

constexpr sudoku::Technique kChainTechniques[] = {sudoku::Technique::XChain, sudoku::Technique::XYChain,
    sudoku::Technique::RemotePair, sudoku::Technique::ContinuousNiceLoop, sudoku::Technique::DiscontinuousNiceLoop,
    sudoku::Technique::Aic, sudoku::Technique::GroupedContinuousNiceLoop,
    sudoku::Technique::GroupedDiscontinuousNiceLoop, sudoku::Technique::GroupedAic,
    sudoku::Technique::ForcingChainContradiction, sudoku::Technique::ForcingChainVerity,
    sudoku::Technique::ForcingNetContradiction, sudoku::Technique::ForcingNetVerity};

} // namespace

class TestLogicSoundness : public QObject
{
    Q_OBJECT

private slots:
    void corpus_data();
    void corpus();
    void everyTechniqueWasChecked();

private:
    std::array<long, sudoku::kTechniqueCount> m_checked {};
};

void TestLogicSoundness::corpus_data()
{
    QTest::addColumn<testing::Corpus>("corpus");
    QTest::addColumn<int>("limit");
    QTest::addColumn<int>("first"); // the puzzles before it are another row's: each row well inside Qt's 300 s
    for (const testing::Corpus &corpus : {testing::kaggle(), testing::seventeenClue(), testing::magictour(),
             testing::forumHardest1905(), testing::forumHardest1106()})
        SUDOKU_REQUIRE_PUBLIC_FILE(corpus.file);
    QTest::newRow("kaggle") << testing::kaggle() << 0 << 0;
    QTest::newRow("17 clues") << testing::seventeenClue() << 0 << 0;
    QTest::newRow("top 1465, 1-300") << testing::magictour() << 300 << 0;
    QTest::newRow("top 1465, 301-600") << testing::magictour() << 600 << 300;
    QTest::newRow("forum hardest 1905") << testing::forumHardest1905() << 20 << 0;
    QTest::newRow("forum hardest 1106") << testing::forumHardest1106() << 20 << 0;
    QTest::newRow("rare patterns") << testing::rarePatterns() << 0 << 0;
}

void TestLogicSoundness::corpus()
{
    QFETCH(testing::Corpus, corpus);
    QFETCH(int, limit);
    QFETCH(int, first);
    const auto puzzles = testing::loadCorpus(corpus, limit);
    QVERIFY(static_cast<int>(puzzles.size()) > first);
    sudoku::LogicOptions options;
    options.assumeUnique = true; // every puzzle of these sets has exactly one solution (checked below)
    // The known solution, from the fast solver, which also proves it unique.
    const auto solver = sudoku::makeSolver(sudoku::Algorithm::Dfs);
    sudoku::SolveOptions unique;
    unique.solutionLimit = 2;
    sudoku::LogicOptions withoutChains = options;
    for (const sudoku::Technique t : kChainTechniques)
        withoutChains.techniques = withoutChains.techniques.without(t);
    sudoku::LogicOptions withoutChainsOrAls = withoutChains;
    for (const sudoku::Technique t : kAlsTechniques)
        withoutChainsOrAls.techniques = withoutChainsOrAls.techniques.without(t);
    long positions = 0;
    long checks = 0;
    long steps = 0;
    for (auto i = static_cast<std::size_t>(first); i < puzzles.size(); ++i) {
        const auto result = solver->solve(puzzles[i], unique);
        QVERIFY2(result.status == sudoku::SolveStatus::Unique,
            qPrintable(QStringLiteral("puzzle %1 is not unique").arg(i + 1)));
        const sudoku::Grid &solution = result.solution;
        sudoku::CandidateGrid grid = sudoku::CandidateGrid::fromBoard(puzzles[i]);
        for (int k = 0; !grid.isSolved(); ++k) {
            const auto step = sudoku::findStep(grid, options);
            ++positions;
            if (step && (k % 8 == 0 || !step->hasPlacement())) {
                const long n = checks++;
                const sudoku::LogicOptions &listed = n % kChainStride == 0 ? options
                    : n % kAlsStride == 0                                  ? withoutChains
                                                                           : withoutChainsOrAls;
                for (const auto &any : sudoku::findAllSteps(grid, listed)) {
                    const QString wrong = wrongIn(any, solution);
                    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("puzzle %1: %2").arg(i + 1).arg(wrong)));
                    ++m_checked[static_cast<std::size_t>(any.technique)];
                    ++steps;
                }
            }
            if (!step)
                break;
            const QString wrong = wrongIn(*step, solution);
            QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("puzzle %1: %2").arg(i + 1).arg(wrong)));
            ++m_checked[static_cast<std::size_t>(step->technique)];
            ++steps;
            sudoku::applyStep(grid, *step);
        }
    }
    qInfo("%s: %zu puzzles, %ld positions, %ld listed, %ld steps checked", QTest::currentDataTag(),
        puzzles.size() - static_cast<std::size_t>(first), positions, checks, steps);
}

void TestLogicSoundness::everyTechniqueWasChecked()
{
    // The count is of the corpora above: where they were skipped, so is this.
    for (const testing::Corpus &corpus : {testing::kaggle(), testing::seventeenClue(), testing::magictour(),
             testing::forumHardest1905(), testing::forumHardest1106()})
        SUDOKU_REQUIRE_PUBLIC_FILE(corpus.file);
    QString summary = QStringLiteral("steps checked against the solution, per technique:");
    for (int t = 0; t < sudoku::kTechniqueCount; ++t) {
        const auto technique = static_cast<sudoku::Technique>(t);
        summary += QStringLiteral("\n  %1 %2")
                       .arg(QString::fromLatin1(
                                sudoku::techniqueId(technique).data(), int(sudoku::techniqueId(technique).size())),
                           -20)
                       .arg(m_checked[t]);
    }
    qInfo().noquote() << summary;
    // The classic corpora have no cages: tst_variant_logic checks the killer techniques on killers.
    for (int t = 0; t < sudoku::kTechniqueCount; ++t)
        QVERIFY2(m_checked[t] > 0 || sudoku::isCageTechnique(static_cast<sudoku::Technique>(t)),
            std::string(sudoku::techniqueId(static_cast<sudoku::Technique>(t))).c_str());
}

SUDOKU_TEST_APPLESS_MAIN(TestLogicSoundness)
#include "tst_logic_soundness.moc"
