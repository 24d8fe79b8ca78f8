// SPDX-License-Identifier: GPL-3.0-or-later
// The candidate grid, the technique table and the step finder's contract (order, options, effects, text).
#include "corpus.h"

#include "sudoku/generate/layouts.h"
#include "sudoku/io/hodoku.h"
#include "sudoku/logic/logic.h"
#include "sudoku/logic/rating.h"

#include <QTest>

#include <map>
#include <set>
#include <type_traits>

// Positions are values, copied freely by the rating loop and the hint finder; a variant's position shares its
// rules through a pointer (null for classic rules, so copying a classic position touches no counter).
static_assert(std::is_nothrow_copy_constructible_v<sudoku::CandidateGrid>);

namespace
{

int cell(int row, int col)
{
    return sudoku::cellAt(row - 1, col - 1);
}

sudoku::LibraryCase libraryCase(const char *line)
{
    const auto parsed = sudoku::parseLibraryLine(line);
    if (!parsed.libraryCase)
        QTest::qFail(parsed.error.c_str(), __FILE__, __LINE__);
    return parsed.libraryCase.value_or(sudoku::LibraryCase {});
}

const char *const kEasy = "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";

// Puzzles whose solves take each of Sudoku Explainer's direct techniques (tst_rating's examples).
const char *const kDirectExamples[] = {
    ".................1....23.4.....35.2...6.7.....18.........1....6.3.....9.42.......",
    ".................1..2..3........4....1..5...6.6....17....7.......4...32...5.6..8.",
    "................12..3.45......1...6..7....4..8..2........8...2...5.......94...3..",
    "2..6.34..17.....9............64....59...................53..6...8..7..1.....1....",
    ".................1..2.34........2.4..5...6...17....3......7...8...1.5.....8....6.",
};

// Library cases (hodoku_reglib-1.4.txt) used below.
const char *const kXWingCase = ":0300:9:6+7.+83.+1+2+5+1+8.....7.+23517.8....8.6....4.73..2....6......+7+9+34+25+6+81+"
                               "5+4+1+69873+2+8+6+2+7+1+3+59+4::916 926 "
                               "929 946 949 966 969::";
const char *const kUniqueRectangleCase
    = ":0600-1:23:+4+7.3..1.8+85.4...9.39.+86.+4.7+1342+8.+5.+9+2+8+5+1...+3+496+7+53+4..1+6+"
      "2871+3+9+45+5+1+3+9+42..+6+74+96+58.+1.::227 327::";
const char *const kBugCase
    = ":0610::.+9.+613.+8+4...2+5+7+1+393.184+92..968+5+7+1+42+3+4379+2+6+81+5+1..+3+84......+1+9+2..8..9+"
      "435+67+1+51.+76+8..+2::373 673::";

} // namespace

class TestLogic : public QObject
{
    Q_OBJECT

private slots:
    void cellSet();
    void geometry();
    void candidateGrid();
    void brokenPositions();
    void techniqueTable();
    void techniqueSet();
    void easiestStepFirst();
    void allStepsAreOrderedAndDistinct();
    void directTechniques();
    void uniquenessNeedsTheOption();
    void techniquesCanBeDisabled();
    void applyStep();
    void descriptions_data();
    void descriptions();
    void solvedAndEmptyGrids();
    void focusHouse();
    void contradictions();
};

void TestLogic::cellSet()
{
    sudoku::CellSet set;
    QVERIFY(set.empty());
    QCOMPARE(set.first(), -1);
    for (int c : {80, 0, 63, 64, 40})
        set.insert(c);
    QCOMPARE(set.count(), 5);
    QCOMPARE(set.first(), 0);
    std::vector<int> cells(set.begin(), set.end());
    QCOMPARE(cells, (std::vector<int> {0, 40, 63, 64, 80}));
    set.erase(0);
    QVERIFY(!set.contains(0));
    QVERIFY(set.contains(64));
    QCOMPARE(sudoku::CellSet::all().count(), 81);
    QCOMPARE((~set).count(), 81 - 4);
    QCOMPARE((~sudoku::CellSet::all()).count(), 0);
    QVERIFY(set.isSubsetOf(sudoku::CellSet::all()));
    QCOMPARE(sudoku::CellSet::all().minus(set).count(), 77);
    QVERIFY(set.intersects(sudoku::CellSet::of(80)));
    QVERIFY(!set.intersects(sudoku::CellSet::of(1)));
}

void TestLogic::geometry()
{
    for (int h = 0; h < sudoku::kHouseCount; ++h) {
        QCOMPARE(sudoku::houseCells(h).count(), 9);
        QCOMPARE(sudoku::houseIndex(sudoku::houseFromIndex(h)), h);
    }
    for (int c = 0; c < sudoku::kCellCount; ++c) {
        QCOMPARE(sudoku::peerCells(c).count(), 20);
        QVERIFY(!sudoku::peerCells(c).contains(c));
        for (int peer : sudoku::peersOf(c))
            QVERIFY(sudoku::sees(c, peer));
        for (int h : sudoku::housesOf(c))
            QVERIFY(sudoku::houseCells(h).contains(c));
    }
    QCOMPARE(sudoku::houseFromIndex(20), (sudoku::House {sudoku::HouseKind::Box, 2}));
    QCOMPARE(sudoku::houseFromIndex(9), (sudoku::House {sudoku::HouseKind::Column, 0}));
}

void TestLogic::candidateGrid()
{
    const sudoku::Board board = testing::boardFromLine(kEasy);
    sudoku::CandidateGrid grid = sudoku::CandidateGrid::fromBoard(board);
    QCOMPARE(grid.emptyCount(), 81 - board.givenCount());
    for (int c = 0; c < sudoku::kCellCount; ++c) {
        QCOMPARE(grid.value(c), board.at(c));
        QCOMPARE(grid.isGiven(c), board.isGiven(c));
        QCOMPARE(grid.candidates(c), grid.allowedDigits(c));
        for (int d = 1; d <= 9; ++d)
            QCOMPARE(grid.digitCells(d).contains(c), grid.hasCandidate(c, d));
    }
    // r1c1 sees 4, 3, 2, 9 in its row, 5, 7 in its box, 1, 6 in its column.
    QCOMPARE(grid.candidates(cell(1, 1)), sudoku::digitBit(8));
    grid.place(cell(1, 1), 8);
    QCOMPARE(grid.value(cell(1, 1)), 8);
    QVERIFY(!grid.isGiven(cell(1, 1)));
    QCOMPARE(grid.candidates(cell(1, 1)), std::uint16_t(0));
    for (int peer : sudoku::peerCells(cell(1, 1)))
        QVERIFY(!grid.hasCandidate(peer, 8));
    QCOMPARE(grid.placedIn(sudoku::rowHouse(0)) & sudoku::digitBit(8), sudoku::digitBit(8));
    QVERIFY(grid.eliminate(cell(1, 2), 6));
    QVERIFY(!grid.eliminate(cell(1, 2), 6));
    QVERIFY(!grid.digitCells(6).contains(cell(1, 2)));
    QVERIFY(grid.allowedDigits(cell(1, 2)) & sudoku::digitBit(6)); // a deleted candidate is still allowed
    grid.setCandidates(cell(1, 2), sudoku::digitBit(6) | sudoku::digitBit(1));
    QVERIFY(grid.digitCells(6).contains(cell(1, 2)));
    QVERIFY(grid.digitCells(1).contains(cell(1, 2)));
    const sudoku::Board back = grid.toBoard();
    QCOMPARE(back.at(cell(1, 1)), 8);
    QVERIFY(!back.isGiven(cell(1, 1)));
    QVERIFY(back.isGiven(cell(1, 3)));
    QCOMPARE(back.givens(), board.givens());
}

void TestLogic::brokenPositions()
{
    sudoku::CandidateGrid grid = sudoku::CandidateGrid::fromBoard(testing::boardFromLine(kEasy));
    QVERIFY(!grid.isBroken());
    sudoku::CandidateGrid noCandidates = grid;
    noCandidates.setCandidates(cell(1, 1), 0);
    QVERIFY(noCandidates.isBroken());
    sudoku::CandidateGrid missingDigit = grid;
    for (int c : sudoku::houseCells(sudoku::rowHouse(0)))
        missingDigit.eliminate(c, 5);
    QVERIFY(missingDigit.isBroken());
    // The finder neither crashes nor loops on a broken position.
    for (sudoku::CandidateGrid broken : {noCandidates, missingDigit}) {
        int steps = 0;
        while (auto step = sudoku::findStep(broken, {})) {
            sudoku::applyStep(broken, *step);
            QVERIFY(++steps < 1000);
        }
        (void)sudoku::findAllSteps(broken, {});
    }
}

void TestLogic::techniqueTable()
{
    std::set<std::string_view> ids;
    std::set<std::string_view> codes;
    for (int t = 0; t < sudoku::kTechniqueCount; ++t) {
        const auto technique = static_cast<sudoku::Technique>(t);
        const auto &info = sudoku::techniqueInfo(technique);
        QCOMPARE(info.technique, technique);
        QVERIFY(ids.insert(info.id).second);
        QCOMPARE(sudoku::techniqueFromId(info.id), std::optional(technique));
        // The killer techniques have no HoDoKu code (HoDoKu has no cages), nor Sudoku Explainer's direct ones
        // (HoDoKu finds their pattern, then the hidden single); every other has its own.
        QCOMPARE(info.hodokuCode.empty(),
            sudoku::isCageTechnique(technique) || sudoku::directPattern(technique).has_value());
        if (!info.hodokuCode.empty()) {
            QVERIFY(codes.insert(info.hodokuCode).second);
            QCOMPARE(sudoku::techniqueFromHodokuCode(info.hodokuCode), std::optional(technique));
        }
        QVERIFY(!std::string_view(info.name.source).empty());
        QCOMPARE(std::string_view(info.name.context), std::string_view("TechniqueText"));
        QCOMPARE(sudoku::techniqueName(technique), std::string_view(info.name.source));
        QCOMPARE(info.needsUniqueness, info.hodokuCode.starts_with("06")); // HoDoKu's uniqueness codes
    }
    // The search order holds every technique once, by difficulty, and the levels (bands of the difficulty) never
    // fall along it (rating.h).
    const auto order = sudoku::techniqueOrder();
    QCOMPARE(static_cast<int>(order.size()), sudoku::kTechniqueCount);
    QCOMPARE(std::set<sudoku::Technique>(order.begin(), order.end()).size(), order.size());
    for (std::size_t i = 1; i < order.size(); ++i) {
        QVERIFY2(sudoku::techniqueInfo(order[i - 1]).difficulty <= sudoku::techniqueInfo(order[i]).difficulty,
            sudoku::techniqueInfo(order[i]).id.data());
        QVERIFY(sudoku::techniqueLevel(order[i - 1]) <= sudoku::techniqueLevel(order[i]));
    }
    QCOMPARE(sudoku::techniqueFromHodokuCode("0300"), std::optional(sudoku::Technique::XWing));
    QCOMPARE(sudoku::techniqueFromHodokuCode("0501"), std::optional(sudoku::Technique::SimpleColourWrap));
    QCOMPARE(sudoku::techniqueFromHodokuCode("1201"), std::nullopt); // Template Set: not implemented
    QCOMPARE(sudoku::techniqueFromHodokuCode(""), std::nullopt);
    QCOMPARE(sudoku::techniqueFromId("x-wing"), std::optional(sudoku::Technique::XWing));
    QCOMPARE(sudoku::techniqueFromId("X-Wing"), std::nullopt);
}

void TestLogic::techniqueSet()
{
    using sudoku::Technique;
    const auto all = sudoku::TechniqueSet::all();
    for (int t = 0; t < sudoku::kTechniqueCount; ++t)
        QVERIFY(all.contains(static_cast<Technique>(t)));
    const auto upToClaiming = sudoku::TechniqueSet::upTo(Technique::Claiming);
    QVERIFY(upToClaiming.contains(Technique::FullHouse));
    QVERIFY(upToClaiming.contains(Technique::Claiming));
    QVERIFY(!upToClaiming.contains(Technique::LockedPair));
    QVERIFY(!upToClaiming.without(Technique::FullHouse).contains(Technique::FullHouse));
    QVERIFY(sudoku::TechniqueSet().empty());
    QCOMPARE(
        sudoku::TechniqueSet::of(Technique::XWing).with(Technique::XWing), sudoku::TechniqueSet::of(Technique::XWing));
}

void TestLogic::easiestStepFirst()
{
    // Along a whole solve, findStep returns an instance of the easiest technique findAllSteps lists.
    for (const char *puzzle :
        {kEasy, ".................1..2..3........4....1..5...6.6....17....7.......4...32...5.6..8.",
            ".................1..2.34........2.4..5...6...17....3......7...8...1.5.....8....6."}) {
        sudoku::CandidateGrid grid = sudoku::CandidateGrid::fromBoard(testing::boardFromLine(puzzle));
        while (const auto step = sudoku::findStep(grid)) {
            const auto all = sudoku::findAllSteps(grid);
            QVERIFY(!all.empty());
            QCOMPARE(step->technique, all.front().technique);
            QVERIFY(std::find(all.begin(), all.end(), *step) != all.end());
            sudoku::applyStep(grid, *step);
        }
        QVERIFY(grid.isSolved());
    }
}

void TestLogic::allStepsAreOrderedAndDistinct()
{
    const sudoku::CandidateGrid grid = sudoku::CandidateGrid::fromBoard(
        testing::boardFromLine("................12....34..............1...3.4..56.7......2...5..4..8.9..7..1....."));
    const auto steps = sudoku::findAllSteps(grid);
    QVERIFY(steps.size() > 10);
    const auto order = sudoku::techniqueOrder();
    const auto rank = [&](sudoku::Technique t) { return std::find(order.begin(), order.end(), t) - order.begin(); };
    for (std::size_t i = 0; i < steps.size(); ++i) {
        QVERIFY(steps[i].isProductive());
        if (i > 0)
            QVERIFY(rank(steps[i - 1].technique) <= rank(steps[i].technique));
        for (std::size_t j = i + 1; j < steps.size(); ++j)
            QVERIFY(!(steps[i] == steps[j]));
    }
}

void TestLogic::directTechniques()
{
    // A direct step is its pattern's step (the same cells, the same eliminations) that also places the hidden
    // single those eliminations leave: in another house of the first one's kind for an intersection, in the
    // subset's house for a hidden pair or triple. Along whole solves, every direct technique turns up.
    using sudoku::Technique;
    constexpr Technique kDirect[] = {Technique::DirectPointing, Technique::DirectClaiming, Technique::DirectHiddenPair,
        Technique::DirectHiddenTriple};
    std::map<Technique, int> found;
    for (const char *puzzle : kDirectExamples) {
        sudoku::CandidateGrid grid = sudoku::CandidateGrid::fromBoard(testing::boardFromLine(puzzle));
        while (const auto step = sudoku::findStep(grid)) {
            for (const Technique technique : kDirect) {
                const auto pattern = sudoku::directPattern(technique);
                QVERIFY(pattern.has_value());
                QVERIFY(sudoku::techniqueDifficulty(technique) < sudoku::techniqueDifficulty(*pattern));
                const auto patterns = sudoku::findSteps(grid, *pattern);
                for (const sudoku::Step &direct : sudoku::findSteps(grid, technique)) {
                    ++found[technique];
                    QVERIFY(direct.hasPlacement());
                    QVERIFY(std::any_of(patterns.begin(), patterns.end(), [&](const sudoku::Step &p) {
                        return p.cells == direct.cells && p.eliminations == direct.eliminations;
                    }));
                    const bool subset
                        = technique == Technique::DirectHiddenPair || technique == Technique::DirectHiddenTriple;
                    const int house = sudoku::houseIndex(direct.houses[subset ? 0 : 2]);
                    if (!subset)
                        QCOMPARE(direct.houses[2].kind, direct.houses[0].kind);
                    const int d = direct.placementDigit;
                    const sudoku::CellSet places = grid.digitCells(d) & grid.houseCells(house);
                    QVERIFY(places.count() >= 2);
                    QCOMPARE(places.minus(direct.eliminations[d - 1]), sudoku::CellSet::of(direct.placementCell));
                    // HoDoKu has no direct techniques: its library has the pattern's line (eliminations, no
                    // placement), then the hidden single's.
                    const QStringList lines = QString::fromStdString(sudoku::libraryLine(grid, direct)).split(u'\n');
                    QCOMPARE(lines.size(), 2);
                    const QStringList first = lines[0].split(u':');
                    QCOMPARE(first.value(1).toStdString(), std::string(sudoku::techniqueInfo(*pattern).hodokuCode));
                    QVERIFY(!first.value(5).isEmpty());
                    QVERIFY(first.value(6).isEmpty());
                    const QStringList second = lines[1].split(u':');
                    QCOMPARE(second.value(1), QStringLiteral("0002"));
                    QVERIFY(second.value(5).isEmpty());
                    QCOMPARE(second.value(6).toStdString(),
                        std::to_string(d) + std::to_string(direct.placementCell / 9 + 1)
                            + std::to_string(direct.placementCell % 9 + 1));
                }
            }
            sudoku::applyStep(grid, *step);
        }
        QVERIFY(grid.isSolved());
    }
    for (const Technique technique : kDirect)
        QVERIFY2(found[technique] > 0, sudoku::techniqueId(technique).data());
}

void TestLogic::uniquenessNeedsTheOption()
{
    for (const char *line : {kUniqueRectangleCase, kBugCase}) {
        const auto entry = libraryCase(line);
        const auto technique = *entry.technique();
        QVERIFY(sudoku::findSteps(entry.position, technique).empty());
        for (const auto &step : sudoku::findAllSteps(entry.position))
            QVERIFY(!sudoku::techniqueInfo(step.technique).needsUniqueness);
        sudoku::LogicOptions options;
        options.assumeUnique = true;
        const auto steps = sudoku::findSteps(entry.position, technique, options);
        QCOMPARE(steps.size(), std::size_t(1));
        QCOMPARE(steps[0].eliminations, entry.eliminations);
    }
}

void TestLogic::techniquesCanBeDisabled()
{
    const auto entry = libraryCase(kXWingCase);
    sudoku::LogicOptions options;
    options.techniques = sudoku::TechniqueSet::of(sudoku::Technique::XWing);
    const auto step = sudoku::findStep(entry.position, options);
    QVERIFY(step);
    QCOMPARE(step->technique, sudoku::Technique::XWing);
    options.techniques = sudoku::TechniqueSet::all().without(sudoku::Technique::XWing);
    for (const auto &s : sudoku::findAllSteps(entry.position, options))
        QVERIFY(s.technique != sudoku::Technique::XWing);
    QVERIFY(sudoku::findSteps(entry.position, sudoku::Technique::XWing, options).empty());
}

void TestLogic::applyStep()
{
    const auto entry = libraryCase(kXWingCase);
    const auto steps = sudoku::findSteps(entry.position, sudoku::Technique::XWing);
    QCOMPARE(steps.size(), std::size_t(1));
    const sudoku::Step &xwing = steps[0];
    QCOMPARE(xwing.digits, sudoku::digitBit(9));
    QCOMPARE(xwing.houseCount, std::uint8_t(4));
    QCOMPARE(xwing.eliminationCount(), 7);
    sudoku::CandidateGrid grid = entry.position;
    sudoku::applyStep(grid, xwing);
    for (int c : entry.eliminations[8])
        QVERIFY(!grid.hasCandidate(c, 9));
    QCOMPARE(grid.digitCells(9).count(), entry.position.digitCells(9).count() - 7);

    sudoku::CandidateGrid easy = sudoku::CandidateGrid::fromBoard(testing::boardFromLine(kEasy));
    const auto single = sudoku::findStep(easy);
    QVERIFY(single && single->hasPlacement());
    const int target = single->placementCell;
    sudoku::applyStep(easy, *single);
    QCOMPARE(easy.value(target), int(single->placementDigit));
    for (int peer : sudoku::peerCells(target))
        QVERIFY(!easy.hasCandidate(peer, single->placementDigit));
}

void TestLogic::descriptions_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("text");
    QTest::newRow("hidden single") << QByteArray(
        ":0002:1:2+8.+64...74+6....+2.+8317+9+285+46.5+3..9.2+4.+42.3.7.+9.9.4...8+35+382+9+"
        "6471.+7......21+2..8...5:::163:")
                                   << QStringLiteral("Hidden Single: In box 4, 1 can only go in r6c3. => r6c3=1");
    QTest::newRow("pointing") << QByteArray(
        ":0100:6:.....1.98+1....97.38+9.57.+1.6......819.+8+9+1.....451+9....+29+1..62..76+"
        "743.....52.7.....:644:646::")
                              << QStringLiteral("Pointing: In box 4, 6 can only go in r4c2 and r4c3, which lie in "
                                                "row 4 too. So 6 goes nowhere else in row 4. => r4c6<>6");
    QTest::newRow("x-wing") << QByteArray(kXWingCase)
                            << QStringLiteral("X-Wing: In row 3 and row 5, 9 lies only in column 6 and column 9. "
                                              "Their 9s fill column 6 and column 9 one each, so 9 goes nowhere else in "
                                              "column 6 and column 9. => r1c6<>9, r2c6<>9, r2c9<>9, r4c6<>9, "
                                              "r4c9<>9, r6c6<>9, r6c9<>9");
    QTest::newRow("unique rectangle") << QByteArray(kUniqueRectangleCase)
                                      << QStringLiteral("Unique Rectangle Type 1: r2c9, r9c7 and r9c9 hold only "
                                                        "2/3. If r2c7 were one of these two digits as well, the four "
                                                        "corners could swap them and the puzzle would have two "
                                                        "solutions. So r2c7 is neither. => r2c7<>2, r2c7<>3");
    // A position of this project's generator (seed 7, Expert): the W-Wing's chain runs through its link.
    QTest::newRow("w-wing") << QByteArray(
        ":0803:59:+4+73+21+5+69+8+5+68+9+342+71..+2+8+76.4.+3.654+71..+74.+12+8.3+6+2.1+"
        "3694.+7+82.7.+1.+6.6.74.+38...3.+68+27..::573::")
                            << QStringLiteral(
                                   "W-Wing: r5c3 and r7c5 hold only 5/9. In column 7, 9 can go only in r5c7, which "
                                   "sees r5c3, or in r7c7, which sees r7c5. So one of r5c3 and r7c5 sees a 9 and is "
                                   "not 9: it is 5. A cell that sees both r5c3 and r7c5 is not 5. => r7c3<>5");
    QTest::newRow("als-xy-wing")
        << QByteArray(":0902-1:7:+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1.67..7..91..3+1+8+"
                      "76592+4:441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885:768::")
        << QStringLiteral(
               "ALS-XY-Wing: The almost locked set {r3c5, r3c6} shares the restricted common 9 with {r6c5} and 6 with "
               "{r1c8, r2c8, r3c7, r3c8, r3c9}. {r3c5, r3c6} lacks only one of its digits, so it holds 9 or 6: then "
               "{r6c5} has no 9 or {r1c8, r2c8, r3c7, r3c8, r3c9} has no 6, and that set is locked and holds 7. A cell "
               "that sees every 7 of both {r6c5} and {r1c8, r2c8, r3c7, r3c8, r3c9} is not 7. => r6c8<>7");
    QTest::newRow("sue de coq")
        << QByteArray(
               ":1101:234589:+3+24+8+6+1+59765+7+9+4+3+82191+8+5+273+642.1+43....5.32.6...+4..+7.....+1..6.....+8."
               ".1746..7..+39..1.::277 378 477 478 578 849 869 949 969::")
        << QStringLiteral(
               "Sue de Coq: Where row 5 meets box 6, {r5c7, r5c8, r5c9} hold 1/4/7/8/9. {r5c5} in row 5 and {r4c7} in "
               "box 6 have none of these digits in common with each other, and together with {r5c7, r5c8, r5c9} they "
               "have just as many cells as digits to hold, so each of those digits is placed in them. So a digit of "
               "{r5c5} goes nowhere else in row 5, a digit of {r4c7} nowhere else in box 6, and a digit of {r5c7, "
               "r5c8, r5c9} that neither holds nowhere else in either. => r4c8<>7, r5c2<>8, r4c9<>9, r6c7<>9, r6c9<>9");
    QTest::newRow("bug+1") << QByteArray(kBugCase)
                           << QStringLiteral("BUG+1: Every empty cell but r7c3 has two candidates. r7c3 must be 4, "
                                             "or the puzzle would not have exactly one solution. => r7c3<>3, "
                                             "r7c3<>6");
}

void TestLogic::descriptions()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, text);
    const auto entry = libraryCase(line.constData());
    sudoku::LogicOptions options;
    options.assumeUnique = true;
    const auto steps = sudoku::findSteps(entry.position, *entry.technique(), options);
    QVERIFY(!steps.empty());
    QCOMPARE(QString::fromStdString(sudoku::describeStep(steps.front())), text);
}

void TestLogic::solvedAndEmptyGrids()
{
    sudoku::CandidateGrid empty;
    QCOMPARE(empty.emptyCount(), 81);
    QVERIFY(!sudoku::findStep(empty)); // nothing follows from nothing
    sudoku::CandidateGrid solved = sudoku::CandidateGrid::fromBoard(
        testing::boardFromLine("864371259325849761971265843436192587198657432257483916689734125713528694542916378"));
    QVERIFY(solved.isSolved());
    QVERIFY(!sudoku::findStep(solved));
    QVERIFY(sudoku::findAllSteps(solved).empty());
}

void TestLogic::focusHouse()
{
    const auto xwing = sudoku::findSteps(libraryCase(kXWingCase).position, sudoku::Technique::XWing);
    QCOMPARE(sudoku::focusHouse(xwing.at(0)), xwing.at(0).houses[0]);
    sudoku::LogicOptions options;
    options.assumeUnique = true;
    const auto bug = sudoku::findSteps(libraryCase(kBugCase).position, sudoku::Technique::BugPlusOne, options);
    QCOMPARE(sudoku::focusHouse(bug.at(0)), (sudoku::House {sudoku::HouseKind::Box, 6})); // r7c3
    // On a jigsaw, whose houses have no boxes, a step without a house points at the region of its key cell.
    sudoku::Random random(21);
    const sudoku::Rules jigsaw = sudoku::Rules::jigsaw(sudoku::randomJigsawRegions(random));
    const sudoku::House region = sudoku::focusHouse(bug.at(0), jigsaw);
    QCOMPARE(region.kind, sudoku::HouseKind::Region);
    QCOMPARE(region.index, int(jigsaw.regions()[6 * 9 + 2]));
    // A step that is not about a cage has no cage to look at.
    QCOMPARE(sudoku::focusCage(bug.at(0), jigsaw), -1);
}

void TestLogic::contradictions()
{
    const sudoku::Grid solution
        = testing::boardFromLine("864371259325849761971265843436192587198657432257483916689734125713528694542916378")
              .values();
    sudoku::CandidateGrid grid = sudoku::CandidateGrid::fromBoard(testing::boardFromLine(kEasy));
    QCOMPARE(sudoku::firstContradiction(grid, solution), std::nullopt);
    sudoku::CandidateGrid missing = grid;
    missing.eliminate(cell(9, 9), 8);
    QCOMPARE(sudoku::firstContradiction(missing, solution), (sudoku::Contradiction {cell(9, 9), 8, false}));
    // A wrong 8 in r1c2 also removes the right 8 from r1c1; the wrong digit is reported.
    grid.place(cell(1, 2), 8);
    QCOMPARE(sudoku::firstContradiction(grid, solution), (sudoku::Contradiction {cell(1, 2), 8, true}));
}

QTEST_APPLESS_MAIN(TestLogic)
#include "tst_logic.moc"
