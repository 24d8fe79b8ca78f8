// SPDX-License-Identifier: GPL-3.0-or-later
// No step is ever wrong: over the committed corpora, solve each puzzle by always taking the easiest step and
// check every placement and every elimination against the puzzle's known solution — of the step taken, and,
// at every position past the singles (and every 8th one before), of every instance of every technique.
#include "corpus.h"

#include "sudoku/logic.h"

#include <QTest>

#include <bit>

namespace
{

// An oracle independent of the engine under test: backtracking on the cell with the fewest candidates or
// the digit with the fewest places in a house, whichever branches less. Counts solutions up to 2; `solution`
// receives the first.
int countSolutions(
    sudoku::Grid &grid, std::array<std::uint16_t, sudoku::kHouseCount> &used, sudoku::Grid &solution, int found = 0)
{
    std::array<std::uint16_t, sudoku::kCellCount> masks {};
    int bestCell = -1;
    int bestCount = 10;
    for (int c = 0; c < sudoku::kCellCount; ++c) {
        if (grid[c])
            continue;
        const auto &h = sudoku::housesOf(c);
        masks[c] = static_cast<std::uint16_t>(sudoku::kAllDigits & ~(used[h[0]] | used[h[1]] | used[h[2]]));
        const int n = std::popcount(static_cast<unsigned>(masks[c]));
        if (n < bestCount) {
            bestCell = c;
            bestCount = n;
        }
    }
    if (bestCell < 0) {
        if (found == 0)
            solution = grid;
        return found + 1;
    }
    if (bestCount == 0)
        return found;
    // Branch on (cell, digit) pairs: the candidates of the best cell, or the places of the best digit.
    std::array<std::pair<int, int>, 9> branches {};
    int branchCount = 0;
    for (int d = 1; d <= 9; ++d) {
        if (masks[bestCell] & sudoku::digitBit(d))
            branches[branchCount++] = {bestCell, d};
    }
    for (int h = 0; h < sudoku::kHouseCount && branchCount > 1; ++h) {
        for (int d = 1; d <= 9 && branchCount > 1; ++d) {
            if (used[h] & sudoku::digitBit(d))
                continue;
            std::array<std::pair<int, int>, 9> places {};
            int n = 0;
            for (int c : sudoku::houseCells(h)) {
                if (!grid[c] && (masks[c] & sudoku::digitBit(d)))
                    places[n++] = {c, d};
            }
            if (n == 0)
                return found;
            if (n < branchCount) {
                branches = places;
                branchCount = n;
            }
        }
    }
    for (int i = 0; i < branchCount && found < 2; ++i) {
        const auto [c, d] = branches[i];
        const auto &h = sudoku::housesOf(c);
        grid[c] = static_cast<std::uint8_t>(d);
        for (int x : h)
            used[x] |= sudoku::digitBit(d);
        found = countSolutions(grid, used, solution, found);
        grid[c] = 0;
        for (int x : h)
            used[x] &= static_cast<std::uint16_t>(~sudoku::digitBit(d));
    }
    return found;
}

std::optional<sudoku::Grid> uniqueSolution(const sudoku::Board &board)
{
    sudoku::Grid grid = board.values();
    std::array<std::uint16_t, sudoku::kHouseCount> used {};
    for (int c = 0; c < sudoku::kCellCount; ++c) {
        if (grid[c]) {
            for (int h : sudoku::housesOf(c))
                used[h] |= sudoku::digitBit(grid[c]);
        }
    }
    sudoku::Grid solution {};
    if (countSolutions(grid, used, solution) != 1)
        return std::nullopt;
    return solution;
}

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
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("limit");
    QTest::newRow("kaggle") << QStringLiteral("kaggle_sample.txt") << 500;
    QTest::newRow("17 clues") << QStringLiteral("17_clue_sample.txt") << 500;
    QTest::newRow("top 1465") << QStringLiteral("magictour_top1465.txt") << 0;
    QTest::newRow("forum hardest 1905") << QStringLiteral("forum_hardest_1905_sample.txt") << 0;
    QTest::newRow("forum hardest 1106") << QStringLiteral("forum_hardest_1106.txt") << 0;
}

void TestLogicSoundness::corpus()
{
    QFETCH(QString, file);
    QFETCH(int, limit);
    const auto puzzles = testing::loadCorpus(file, limit);
    QVERIFY(!puzzles.empty());
    sudoku::LogicOptions options;
    options.assumeUnique = true; // every puzzle of these sets has exactly one solution (checked below)
    long positions = 0;
    long steps = 0;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const auto solution = uniqueSolution(puzzles[i]);
        QVERIFY2(solution, qPrintable(QStringLiteral("puzzle %1 is not unique").arg(i + 1)));
        sudoku::CandidateGrid grid = sudoku::CandidateGrid::fromBoard(puzzles[i]);
        for (int k = 0; !grid.isSolved(); ++k) {
            const auto step = sudoku::findStep(grid, options);
            ++positions;
            if (step && (k % 8 == 0 || !step->hasPlacement())) {
                for (const auto &any : sudoku::findAllSteps(grid, options)) {
                    const QString wrong = wrongIn(any, *solution);
                    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("puzzle %1: %2").arg(i + 1).arg(wrong)));
                    ++m_checked[static_cast<std::size_t>(any.technique)];
                    ++steps;
                }
            }
            if (!step)
                break;
            const QString wrong = wrongIn(*step, *solution);
            QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("puzzle %1: %2").arg(i + 1).arg(wrong)));
            ++m_checked[static_cast<std::size_t>(step->technique)];
            ++steps;
            sudoku::applyStep(grid, *step);
        }
    }
    qInfo("%s: %zu puzzles, %ld positions, %ld steps checked", qPrintable(file), puzzles.size(), positions, steps);
}

void TestLogicSoundness::everyTechniqueWasChecked()
{
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
    for (int t = 0; t < sudoku::kTechniqueCount; ++t)
        QVERIFY2(m_checked[t] > 0, std::string(sudoku::techniqueId(static_cast<sudoku::Technique>(t))).c_str());
}

QTEST_APPLESS_MAIN(TestLogicSoundness)
#include "tst_logic_soundness.moc"
