// SPDX-License-Identifier: GPL-3.0-or-later
// The bundled puzzle pack: every level present, every puzzle valid with exactly one solution and of the level
// the engine's rating gives it (the level the status bar shows next to the rating).
#include "game/puzzlepack.h"

#include "sudoku/io/formats.h"
#include "sudoku/logic/rating.h"
#include "sudoku/search/solver.h"

#include <QRandomGenerator>
#include <QTest>

#include <set>

using namespace sudoku;

class TestPuzzlePack : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyLevelHasPuzzles()
    {
        const PuzzlePack pack = PuzzlePack::bundled();
        for (Difficulty d : kDifficulties)
            QVERIFY2(pack.count(d) >= 20, qPrintable(difficultyKey(d)));
    }

    void everyPuzzleHasExactlyOneSolution()
    {
        const PuzzlePack pack = PuzzlePack::bundled();
        auto solver = makeSolver(Algorithm::Dfs);
        std::set<Grid> seen;
        for (const PackPuzzle &puzzle : pack.puzzles()) {
            SolveOptions options;
            options.solutionLimit = 2;
            const SolveResult result = solver->solve(puzzle.board, options);
            const QByteArray name = difficultyKey(puzzle.difficulty).toLatin1() + ' '
                + QByteArray::number(puzzle.index + 1) + ": " + QByteArray(toLine(puzzle.board.values()).c_str());
            QVERIFY2(result.status == SolveStatus::Unique, name.constData());
            QVERIFY2(seen.insert(puzzle.board.values()).second, "duplicate puzzle");
        }
    }

    void everyPuzzleIsOfTheLevelItIsFiledUnder()
    {
        const PuzzlePack pack = PuzzlePack::bundled();
        RateOptions options;
        options.assumeUnique = true; // proved by the test above
        for (const PackPuzzle &puzzle : pack.puzzles()) {
            const Rating rating = rate(puzzle.board, options);
            // Difficulty and the engine's Level list the same six levels in the same order.
            QCOMPARE(int(rating.level), int(puzzle.difficulty));
        }
    }

    void unreadableLinesAreReported()
    {
        QStringList errors;
        const PuzzlePack pack = PuzzlePack::fromText(
            "# comment\n"
            "easy 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 x\n"
            "sideways 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
            "hard 53..7\n",
            &errors);
        QCOMPARE(pack.puzzles().size(), std::size_t(1));
        QCOMPARE(errors.size(), 2);
    }

    void pickAvoidsTheLastPuzzle()
    {
        const PuzzlePack pack = PuzzlePack::bundled();
        QRandomGenerator random(7);
        for (int i = 0; i < 50; ++i) {
            const PackPuzzle *puzzle = pack.pick(Difficulty::Hard, random, 3);
            QVERIFY(puzzle);
            QCOMPARE(puzzle->difficulty, Difficulty::Hard);
            QVERIFY(puzzle->index != 3);
        }
        QVERIFY(!PuzzlePack().pick(Difficulty::Easy, random));
    }
};

QTEST_MAIN(TestPuzzlePack)
#include "tst_puzzlepack.moc"
