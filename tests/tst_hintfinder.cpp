// SPDX-License-Identifier: GPL-3.0-or-later
// The worker side of a staged hint: the position it is found on (the player's notes), mistakes pointed out
// first, the offer from the solution when the engine is stuck, the words of each stage, and the job itself
// on the solver thread.
#include "guitestutil.h"

#include "assist/hinttext.h"
#include "workers/hintfinder.h"
#include "workers/solvecontroller.h"

#include "sudoku/generate/generator.h"
#include "sudoku/logic/rating.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace sudoku;

using Eliminations = QList<QPair<int, int>>; // (digit, cell)
class TestHintFinder : public QObject
{
    Q_OBJECT

private:
    static Grid easySolution() { return guitest::grid(guitest::kEasySolution); }

private Q_SLOTS:
    void findsTheEasiestStepOnThePlayersNotes()
    {
        const Board board = guitest::board(guitest::kEasy);
        hintfinder::Notes notes {};
        Hint hint = hintfinder::find(board, notes, easySolution());
        QCOMPARE(hint.kind, Hint::Kind::Step);
        const CandidateGrid plain = CandidateGrid::fromBoard(board);
        const std::optional<Step> expected = findStep(plain, LogicOptions {true, true, TechniqueSet::all()});
        QVERIFY(expected);
        QCOMPARE(hint.step, *expected);
        QCOMPARE(hint.house, houseIndex(focusHouse(*expected)));
        QCOMPARE(hint.candidates[2], plain.candidates(2)); // no notes: every allowed digit

        // Notes narrow the candidates (a digit a placed peer excludes is ignored), and the solution digit stays.
        notes[2] = static_cast<CandidateMask>(digitBit(4) | digitBit(5));
        hint = hintfinder::find(board, notes, easySolution());
        QCOMPARE(hint.kind, Hint::Kind::Step);
        QCOMPARE(hint.candidates[2], CandidateMask(digitBit(4))); // 5 is in the row already
        QCOMPARE(hintfinder::position(board, notes).candidates(2), CandidateMask(digitBit(4)));
    }

    void hintsWalkThePathTheRatingCounts_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("count");
        QTest::newRow("classic master") << int(Variant::Classic) << int(Level::Master) << 12;
        QTest::newRow("classic extreme") << int(Variant::Classic) << int(Level::Extreme) << 3;
        QTest::newRow("sudoku-x expert") << int(Variant::X) << int(Level::Expert) << 3;
        QTest::newRow("jigsaw master") << int(Variant::Jigsaw) << int(Level::Master) << 2;
    }

    void hintsWalkThePathTheRatingCounts()
    {
        // At every position of the rating's solve, Hint (on the player's notes) names the step the rating took
        // there: a player who follows the hints walks the path the grade counted (issue 23). Above Expert the
        // rating takes the cheapest step by Sudoku Explainer's difficulty, not the first in the technique order.
        QFETCH(int, variant);
        QFETCH(int, level);
        QFETCH(int, count);
        Generator generator(23);
        GeneratorOptions options;
        options.variant = static_cast<Variant>(variant);
        options.level = static_cast<Level>(level);
        int positions = 0;
        for (int i = 0; i < count; ++i) {
            const auto generated = generator.generate(options);
            QVERIFY(generated);
            RateOptions rateOptions;
            rateOptions.assumeUnique = true;
            const LogicalSolve solve = solveLogically(CandidateGrid::fromBoard(generated->puzzle), rateOptions);
            QVERIFY(solve.rating.solved);
            QCOMPARE(solve.rating.level, static_cast<Level>(level));
            CandidateGrid position = solve.start;
            for (const Step &step : solve.steps) {
                hintfinder::Notes notes {};
                for (int cell = 0; cell < kCellCount; ++cell)
                    notes[cell] = position.isEmpty(cell) ? position.candidates(cell) : CandidateMask(0);
                const Hint hint = hintfinder::find(position.toBoard(), notes, generated->solution);
                QCOMPARE(hint.kind, Hint::Kind::Step);
                QVERIFY2(hint.step == step,
                    qPrintable(QStringLiteral("hint: %1\nrating: %2")
                                   .arg(QString::fromStdString(describeStep(hint.step)),
                                       QString::fromStdString(describeStep(step)))));
                applyStep(position, step);
                ++positions;
            }
        }
        QVERIFY(positions > 40 * count);
    }

    void pointsOutMistakesFirst()
    {
        Board board = guitest::board(guitest::kEasy);
        board.setEntry(3, 1); // the solution has 6
        hintfinder::Notes notes {};
        notes[2] = static_cast<CandidateMask>(digitBit(1) | digitBit(2)); // lost the 4 of the solution
        const Hint hint = hintfinder::find(board, notes, easySolution());
        QCOMPARE(hint.kind, Hint::Kind::Mistakes);
        QCOMPARE(hint.wrongCells, std::vector<int> {3});
        QCOMPARE(hint.missingNotes, (std::vector<std::pair<int, int>> {{2, 4}}));
        QVERIFY(HintText::mistakes(hint).contains(QStringLiteral("pencil marks")));

        board.setEntry(3, 0);
        notes[2] |= digitBit(4);
        QCOMPARE(hintfinder::find(board, notes, easySolution()).kind, Hint::Kind::Step);
    }

    void offersADigitFromTheSolutionWhenStuck()
    {
        const auto [puzzle, notes] = guitest::stuckPosition();
        const TechniqueSet capped = techniquesUpTo(guitest::kStuckLevel);
        QVERIFY(!findStep(hintfinder::position(puzzle, notes), LogicOptions {true, true, capped}));
        QVERIFY(findStep(hintfinder::position(puzzle, notes), LogicOptions {true, true, TechniqueSet::all()}));
        SolveOptions limit;
        limit.solutionLimit = 2;
        const SolveResult solved = makeSolver(Algorithm::Dfs)->solve(puzzle, limit);
        QCOMPARE(solved.status, SolveStatus::Unique);
        QCOMPARE(hintfinder::find(puzzle, notes, solved.solution).kind, Hint::Kind::Step);
        const Hint hint = hintfinder::find(puzzle, notes, solved.solution, capped);
        QCOMPARE(hint.kind, Hint::Kind::Stuck);
        QVERIFY(puzzle.isEmpty(hint.cell));
        QCOMPARE(hint.digit, int(solved.solution[hint.cell]));
        QVERIFY(HintText::stageText(hint, 3).contains(HintText::cellName(hint.cell)));
    }

    void solvedBoardHasNoHint()
    {
        const Board board = guitest::board(guitest::kEasySolution);
        QCOMPARE(hintfinder::find(board, {}, easySolution()).kind, Hint::Kind::None);
    }

    void stagesSayMoreEachTime()
    {
        const Hint hint = hintfinder::find(guitest::board(guitest::kEasy), {}, easySolution());
        const QString name = HintText::techniqueName(hint.step.technique);
        QCOMPARE(HintText::title(hint), name);
        QCOMPARE(HintText::stageText(hint, 1),
            QStringLiteral("The next step uses the technique %1. Press Hint again to see where to look.").arg(name));
        QCOMPARE(HintText::stageText(hint, 2),
            QStringLiteral("Look at %1. Press Hint again for the cells and the reasoning.")
                .arg(HintText::houseName(hint.house)));
        const QString full = HintText::stageText(hint, 3);
        QVERIFY(full.startsWith(HintText::explanation(hint.step)));
        QVERIFY(full.endsWith(HintText::effect(hint.step)));
    }

    void explanationOfAHiddenSingle()
    {
        Step step;
        step.technique = Technique::HiddenSingle;
        step.digits = digitBit(7);
        step.placementCell = static_cast<std::int8_t>(cellAt(4, 3));
        step.placementDigit = 7;
        step.keyCells[0] = step.placementCell;
        step.addHouse(houseFromIndex(boxHouse(4)));
        QCOMPARE(HintText::explanation(step), QStringLiteral("In box 5, 7 can only go in r5c4."));
        QCOMPARE(HintText::effect(step), QStringLiteral("Place 7 in r5c4."));
        QCOMPARE(HintText::houseName(rowHouse(2)), QStringLiteral("row 3"));
        QCOMPARE(HintText::houseName(columnHouse(8)), QStringLiteral("column 9"));
    }

    // Two cells or three, the sentence reads right ("which all lie" was wrong for two).
    void explanationOfAPointingPair_data()
    {
        QTest::addColumn<QList<int>>("cells");
        QTest::addColumn<QString>("expected");
        QTest::newRow("two cells") << QList<int> {0, 1}
                                   << QStringLiteral(
                                          "In box 1, 4 can only go in r1c1 and r1c2, which lie in row 1 too. "
                                          "So 4 goes nowhere else in row 1.");
        QTest::newRow("three cells") << QList<int> {0, 1, 2}
                                     << QStringLiteral("In box 1, 4 can only go in r1c1, r1c2 and r1c3, which lie in "
                                                       "row 1 too. So 4 goes nowhere else in row 1.");
    }
    void explanationOfAPointingPair()
    {
        QFETCH(QList<int>, cells);
        QFETCH(QString, expected);
        Step step;
        step.technique = Technique::Pointing;
        step.digits = digitBit(4);
        step.addHouse(houseFromIndex(boxHouse(0)));
        step.addHouse(houseFromIndex(rowHouse(0)));
        for (int cell : cells)
            step.cells.insert(cell);
        QCOMPARE(HintText::explanation(step), expected);
    }

    // What a step removes, digits taken from the same cells named together.
    void effectGroupsDigitsOfTheSameCells_data()
    {
        QTest::addColumn<Eliminations>("eliminations");
        QTest::addColumn<QString>("effect");
        QTest::newRow("one digit") << Eliminations {{7, 10}, {7, 11}} << QStringLiteral("Remove 7 from r2c2 and r2c3.");
        QTest::newRow("two digits of one cell")
            << Eliminations {{3, 60}, {6, 60}} << QStringLiteral("Remove 3 and 6 from r7c7.");
        QTest::newRow("two digits, other cells")
            << Eliminations {{4, 0}, {7, 0}, {7, 1}} << QStringLiteral("Remove 4 from r1c1 and 7 from r1c1 and r1c2.");
        QTest::newRow("three parts") << Eliminations {{1, 0}, {2, 1}, {5, 0}, {9, 2}}
                                     << QStringLiteral("Remove 1 and 5 from r1c1, 2 from r1c2 and 9 from r1c3.");
    }
    void effectGroupsDigitsOfTheSameCells()
    {
        QFETCH(Eliminations, eliminations);
        QFETCH(QString, effect);
        Step step;
        step.technique = Technique::NakedPair;
        for (const auto &[digit, cell] : eliminations)
            step.eliminations[digit - 1].insert(cell);
        QCOMPARE(HintText::effect(step), effect);
    }

    void everyTechniqueHasAName()
    {
        for (int t = 0; t < kTechniqueCount; ++t)
            QVERIFY(!HintText::techniqueName(static_cast<Technique>(t)).isEmpty());
    }

    void applyWritesTheNotesLessTheEliminations()
    {
        Hint hint;
        hint.kind = Hint::Kind::Step;
        hint.step.technique = Technique::Pointing;
        hint.step.eliminations[6].insert(10); // 7 from r2c2
        hint.step.eliminations[6].insert(11);
        hint.candidates[10] = static_cast<CandidateMask>(digitBit(3) | digitBit(7));
        hint.candidates[11] = static_cast<CandidateMask>(digitBit(7) | digitBit(8) | digitBit(9));
        const auto after = hintfinder::notesAfter(hint);
        QCOMPARE(after.size(), std::size_t(2));
        QCOMPARE(after[0], (std::pair<int, CandidateMask>(10, digitBit(3))));
        QCOMPARE(after[1], (std::pair<int, CandidateMask>(11, CandidateMask(digitBit(8) | digitBit(9)))));
        QCOMPARE(HintText::effect(hint.step), QStringLiteral("Remove 7 from r2c2 and r2c3."));
    }

    void hintJobRunsOnTheWorkerThread()
    {
        SolveController controller;
        QSignalSpy finished(&controller, &SolveController::jobFinished);
        SolveRequest request;
        request.kind = JobKind::Hint;
        request.board = guitest::board(guitest::kEasy);
        request.notes[2] = static_cast<CandidateMask>(digitBit(4) | digitBit(2));
        controller.start(request);
        QVERIFY(finished.wait(10000));
        const auto outcome = finished.takeFirst().at(0).value<SolveOutcome>();
        QVERIFY(outcome.thread != nullptr);
        QVERIFY(outcome.thread != QThread::currentThread());
        QCOMPARE(outcome.hint.kind, Hint::Kind::Step);
        QCOMPARE(outcome.hint.candidates[2], CandidateMask(digitBit(4) | digitBit(2))); // the notes went along

        request.kind = JobKind::Analyse;
        controller.start(request);
        QVERIFY(finished.wait(10000));
        const auto analysed = finished.takeFirst().at(0).value<SolveOutcome>();
        QVERIFY(analysed.rating);
        RateOptions options;
        options.assumeUnique = true;
        QCOMPARE(analysed.rating->score, rate(request.board, options).score);
        QVERIFY(analysed.thread != QThread::currentThread());
    }
};

QTEST_MAIN(TestHintFinder)
#include "tst_hintfinder.moc"
