// SPDX-License-Identifier: GPL-3.0-or-later
// The logic engine and the generator on the variants (issue 21): every step the engine takes or lists on a
// Sudoku-X, Hyper, Jigsaw or Killer puzzle is checked against the puzzle's solution, over Solo's puzzles
// (tests/data/solo) and puzzles of our own generator; the steps use the variants' own houses; a technique that
// holds only under classic rules is never tried on a variant; generated puzzles of every variant are unique,
// their layouts valid, and the same seed gives the same puzzle.
#include "corpus.h"

#include "sudoku/generate/generator.h"
#include "sudoku/generate/layouts.h"
#include "sudoku/io/ruleformats.h"
#include "sudoku/logic/logic.h"
#include "sudoku/search/solver.h"

#include <QFile>
#include <QTest>

using namespace sudoku;

namespace
{

constexpr int kNoHouse = -1; // a variant whose steps name no house of its own (a killer: cages instead)

QStringList soloLines(const QString &file)
{
    QFile f(testing::dataPath(QStringLiteral("solo/") + file));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read tests/data/solo/%s", qPrintable(file));
    QStringList lines;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (!line.isEmpty() && !line.startsWith(QLatin1Char('#')))
            lines << line;
    }
    return lines;
}

Board parse(const QString &line)
{
    const std::string text = line.toStdString();
    const RulesParse parsed = isSoloId(text) ? parseSoloId(text) : parseVariantLine(text);
    if (!parsed.board)
        qFatal("cannot read %s: %s", text.c_str(), parsed.error.c_str());
    return *parsed.board;
}

Grid uniqueSolution(const Board &board)
{
    SolveOptions options;
    options.solutionLimit = 2;
    const SolveResult result = solve(board, options);
    if (result.status != SolveStatus::Unique)
        qFatal("a test puzzle without a unique solution");
    return result.solution;
}

// The first digit of a step that contradicts the solution, in words; empty when the step is right.
QString wrongIn(const Step &step, const Grid &solution)
{
    if (step.hasPlacement() && solution[step.placementCell] != step.placementDigit)
        return QString::fromStdString(describeStep(step));
    for (int d = 1; d <= 9; ++d) {
        for (int c : step.eliminations[d - 1]) {
            if (solution[c] == d)
                return QString::fromStdString(describeStep(step));
        }
    }
    return {};
}

struct Walk {
    int steps = 0;
    int listed = 0;
    std::array<int, 6> houseKinds {}; // steps naming a house of each HouseKind
    int cageSteps = 0; // steps taken of the killer techniques
    bool solved = false; // by logic alone
    QString wrong;
};

// Solves `puzzle` step by step (the easiest step each time), checking each step taken and, at every 4th
// position, every step listed (findAllSteps, chains and nets included) against the solution.
Walk walk(const Board &puzzle)
{
    const Grid solution = uniqueSolution(puzzle);
    LogicOptions options;
    options.assumeUnique = true;
    if (puzzle.rules().isKiller()) {
        // A killer the cage techniques leave stuck would run the forcing chains and nets at every listed
        // position, minutes over a row: they are checked on the other variants' rows and on classic puzzles
        // (tst_logic_soundness), and left out here.
        for (Technique t : {Technique::ForcingChainContradiction, Technique::ForcingChainVerity,
                 Technique::ForcingNetContradiction, Technique::ForcingNetVerity})
            options.techniques = options.techniques.without(t);
    }
    CandidateGrid grid = CandidateGrid::fromBoard(puzzle);
    Walk w;
    for (int position = 0; !grid.isSolved(); ++position) {
        if (position % 4 == 0) {
            for (const Step &step : findAllSteps(grid, options)) {
                ++w.listed;
                if (const QString wrong = wrongIn(step, solution); !wrong.isEmpty()) {
                    w.wrong = QStringLiteral("listed: ") + wrong;
                    return w;
                }
            }
        }
        const auto step = findStep(grid, options);
        if (!step)
            break;
        ++w.steps;
        if (const QString wrong = wrongIn(*step, solution); !wrong.isEmpty()) {
            w.wrong = QStringLiteral("taken: ") + wrong;
            return w;
        }
        for (int k = 0; k < step->houseCount; ++k)
            ++w.houseKinds[static_cast<std::size_t>(step->houses[static_cast<std::size_t>(k)].kind)];
        if (step->technique == Technique::CageCombination || step->technique == Technique::CageLockedDigit
            || step->technique == Technique::InniesOuties || step->technique == Technique::VirtualCage)
            ++w.cageSteps;
        applyStep(grid, *step);
    }
    w.solved = grid.isSolved();
    return w;
}

std::vector<Board> generated(Variant variant, int count, std::uint64_t seed)
{
    std::vector<Board> boards;
    GeneratorOptions options;
    options.variant = variant;
    options.rate = false;
    for (int i = 0; i < count; ++i) {
        Generator generator(puzzleSeed(seed, static_cast<std::uint64_t>(i)));
        boards.push_back(generator.generate(options)->puzzle);
    }
    return boards;
}

} // namespace

class TestVariantLogic : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stepsAreRight_data()
    {
        QTest::addColumn<QStringList>("lines");
        QTest::addColumn<int>("extraHouse"); // the HouseKind the variant's steps must name at least once
        const auto lines = [](const std::vector<Board> &boards) {
            QStringList result;
            for (const Board &board : boards)
                result << QString::fromStdString(writeVariantLine(board.givens(), board.rules()));
            return result;
        };
        const int diagonal = static_cast<int>(HouseKind::Diagonal);
        const int window = static_cast<int>(HouseKind::Window);
        const int region = static_cast<int>(HouseKind::Region);
        QTest::newRow("Solo X") << soloLines(QStringLiteral("3x3x.txt")) << diagonal;
        QTest::newRow("Solo X, diabolical and unreasonable") << soloLines(QStringLiteral("3x3xdu.txt")) << diagonal;
        QTest::newRow("Solo Jigsaw") << soloLines(QStringLiteral("9j.txt")) << region;
        QTest::newRow("Solo Jigsaw, diabolical and unreasonable") << soloLines(QStringLiteral("9jdu.txt")) << region;
        QTest::newRow("Solo Jigsaw-X") << soloLines(QStringLiteral("9jx.txt")) << diagonal;
        QTest::newRow("generated X") << lines(generated(Variant::X, 40, 21)) << diagonal;
        QTest::newRow("generated Hyper") << lines(generated(Variant::Hyper, 40, 21)) << window;
        QTest::newRow("generated Jigsaw") << lines(generated(Variant::Jigsaw, 40, 21)) << region;
        // Killers: no house of their own, but cages (kNoHouse: the cage steps are counted instead).
        QTest::newRow("Solo Killer") << soloLines(QStringLiteral("3x3k.txt")) << kNoHouse;
        QTest::newRow("Solo Killer-X") << soloLines(QStringLiteral("3x3xk.txt")) << diagonal;
        QTest::newRow("Solo Jigsaw Killer") << soloLines(QStringLiteral("9jk.txt")) << region;
        QTest::newRow("generated Killer") << lines(generated(Variant::Killer, 40, 21)) << kNoHouse;
    }
    void stepsAreRight()
    {
        QFETCH(QStringList, lines);
        QFETCH(int, extraHouse);
        QVERIFY(lines.size() >= 20);
        int steps = 0;
        int listed = 0;
        int inExtraHouses = 0;
        int cageSteps = 0;
        int solved = 0;
        bool killer = false;
        for (const QString &line : lines) {
            const Board puzzle = parse(line);
            killer = killer || puzzle.rules().isKiller();
            const Walk w = walk(puzzle);
            QVERIFY2(w.wrong.isEmpty(), qPrintable(line + QStringLiteral(": ") + w.wrong));
            steps += w.steps;
            listed += w.listed;
            if (extraHouse != kNoHouse)
                inExtraHouses += w.houseKinds[static_cast<std::size_t>(extraHouse)];
            cageSteps += w.cageSteps;
            solved += w.solved ? 1 : 0;
        }
        qInfo("%d steps taken and %d listed, all right; %d name a house of the variant; %d of %lld puzzles solved "
              "by logic alone, without trial and error (killers: without forcing chains and nets too)",
            steps, listed, inExtraHouses, solved, static_cast<long long>(lines.size()));
        // The singles, subsets and intersections read the variant's houses: without that no step names one.
        QVERIFY(extraHouse == kNoHouse || inExtraHouses > 0);
        // A killer's cages are read by the cage techniques (their steps counted above, all right).
        if (killer) {
            qInfo("%d steps of the cage techniques", cageSteps);
            QVERIFY(cageSteps > 0);
            QVERIFY(solved > 0);
        }
    }

    void techniquesFitTheRules()
    {
        const Rules x = Rules::x();
        Random random(7);
        const Rules irregular = Rules::jigsaw(randomJigsawRegions(random));
        QVERIFY(irregular.isJigsaw());
        QVERIFY(!irregular.problem());
        // Uniqueness: its deadly patterns are deadly only under classic rules.
        QVERIFY(techniqueFits(Technique::UniqueRectangle1, Rules::classicRules()));
        QVERIFY(!techniqueFits(Technique::UniqueRectangle1, x));
        QVERIFY(!techniqueFits(Technique::BugPlusOne, Rules::hyper()));
        // Boxes: sound wherever rows, columns and boxes are houses.
        QVERIFY(techniqueFits(Technique::Skyscraper, x));
        QVERIFY(techniqueFits(Technique::SueDeCoq, Rules::hyper()));
        QVERIFY(!techniqueFits(Technique::EmptyRectangle, irregular));
        QVERIFY(!techniqueFits(Technique::FinnedXWing, irregular));
        // Any: read the houses from the grid.
        QVERIFY(techniqueFits(Technique::HiddenSingle, irregular));
        QVERIFY(techniqueFits(Technique::XWing, irregular));
        QVERIFY(techniqueFits(Technique::XYWing, irregular));

        // And the finder never runs where it does not fit: no uniqueness step on an X puzzle, even with
        // uniqueness assumed, though the same digits under classic rules hold unique rectangles.
        LogicOptions options;
        options.assumeUnique = true;
        int classicRectangles = 0;
        for (const QString &line : soloLines(QStringLiteral("3x3xdu.txt"))) {
            CandidateGrid grid = CandidateGrid::fromBoard(parse(line));
            while (const auto step = findStep(grid, options)) {
                QVERIFY(findSteps(grid, Technique::UniqueRectangle1, options).empty());
                Board classic = grid.toBoard();
                classic.setRules(Rules::classic());
                CandidateGrid asClassic = CandidateGrid::fromBoard(classic);
                for (int cell = 0; cell < kCellCount; ++cell) {
                    for (int d = 1; d <= 9; ++d) {
                        if (asClassic.hasCandidate(cell, d) && !grid.hasCandidate(cell, d))
                            asClassic.eliminate(cell, d);
                    }
                }
                classicRectangles
                    += static_cast<int>(findSteps(asClassic, Technique::UniqueRectangle1, options).size());
                applyStep(grid, *step);
            }
        }
        qInfo("%d unique rectangles the classic rules would see", classicRectangles);
        QVERIFY(classicRectangles > 0); // so the check above is not empty
    }

    void generatedPuzzles_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("X") << static_cast<int>(Variant::X);
        QTest::newRow("Hyper") << static_cast<int>(Variant::Hyper);
        QTest::newRow("Jigsaw") << static_cast<int>(Variant::Jigsaw);
        QTest::newRow("Killer") << static_cast<int>(Variant::Killer);
    }
    void generatedPuzzles()
    {
        QFETCH(int, variant);
        const auto v = static_cast<Variant>(variant);
        const std::vector<Board> boards = generated(v, 6, 99);
        int givens = 0;
        for (const Board &board : boards) {
            QCOMPARE(board.rules().variant(), v);
            QVERIFY2(!board.rules().problem(), board.rules().problem()->c_str());
            const Grid solution = uniqueSolution(board); // fails the test unless unique
            QVERIFY(isValidSolution(board, solution));
            givens += board.givenCount();
            if (v == Variant::Killer) {
                CellSet covered;
                for (const Cage &cage : board.rules().cages()) {
                    QVERIFY(!cage.cells.intersects(covered));
                    covered |= cage.cells;
                    int sum = 0;
                    for (int cell : cage.cells)
                        sum += solution[cell];
                    QCOMPARE(cage.sum, sum);
                }
                QCOMPARE(covered, CellSet::all());
            }
            // Written and read back as the same puzzle, in both formats.
            const std::string line = writeVariantLine(board.givens(), board.rules());
            QCOMPARE(parse(QString::fromStdString(line)).rules(), board.rules());
            if (v == Variant::Hyper)
                continue; // Solo has no Hyper
            const auto id = writeSoloId(board.givens(), board.rules());
            QVERIFY(id);
            QCOMPARE(parse(QString::fromStdString(*id)).givens(), board.givens());
            QCOMPARE(parse(QString::fromStdString(*id)).rules(), board.rules());
        }
        if (v == Variant::Killer)
            qInfo("killer givens: %d over %zu puzzles", givens, boards.size());
        // The same seed, the same puzzles.
        const std::vector<Board> again = generated(v, 6, 99);
        for (std::size_t i = 0; i < boards.size(); ++i) {
            QCOMPARE(again[i].givens(), boards[i].givens());
            QCOMPARE(again[i].rules(), boards[i].rules());
        }
    }
};

SUDOKU_TEST_APPLESS_MAIN(TestVariantLogic)
#include "tst_variant_logic.moc"
