// SPDX-License-Identifier: GPL-3.0-or-later
// The chain engine: the shape of what chain steps report (nodes, links, branches, lengths) for the app to
// draw and a grader to weigh, the forcing chains and nets (which HoDoKu's library has no cases for) on
// positions from the forum's hardest puzzles, their nesting levels, and the options that steer them.
#include "corpus.h"

#include "sudoku/io/hodoku.h"
#include "sudoku/logic/logic.h"
#include "sudoku/search/solver.h"

#include <QTest>

#include <set>

namespace
{

using sudoku::ChainLink;
using sudoku::ChainNode;
using sudoku::Step;
using sudoku::Technique;

sudoku::LibraryCase libraryCase(const QByteArray &line)
{
    const auto parsed = sudoku::parseLibraryLine(line.toStdString());
    if (!parsed.libraryCase)
        QTest::qFail(parsed.error.c_str(), __FILE__, __LINE__);
    return parsed.libraryCase.value_or(sudoku::LibraryCase {});
}

// The solution of a position's digits (every library position here has exactly one).
sudoku::Grid solutionOf(const sudoku::CandidateGrid &position)
{
    sudoku::SolveOptions options;
    options.solutionLimit = 2;
    const auto result = sudoku::makeSolver(sudoku::Algorithm::Dfs)->solve(position.toBoard(), options);
    if (result.status != sudoku::SolveStatus::Unique)
        QTest::qFail("the position has no unique solution", __FILE__, __LINE__);
    return result.solution;
}

bool agreesWith(const Step &step, const sudoku::Grid &solution)
{
    if (step.hasPlacement() && solution[step.placementCell] != step.placementDigit)
        return false;
    for (int d = 1; d <= 9; ++d) {
        for (int c : step.eliminations[d - 1]) {
            if (solution[c] == d)
                return false;
        }
    }
    return true;
}

int branchCount(const Step &step)
{
    int n = 0;
    for (const ChainLink &link : step.links)
        n = std::max(n, link.branch + 1);
    return n;
}

// First and last node of a branch (nodes of a branch come in order; its first is its premise).
std::pair<int, int> branchEnds(const Step &step, int branch)
{
    int first = -1;
    int last = -1;
    for (const ChainLink &link : step.links) {
        if (link.branch != branch)
            continue;
        if (first < 0 || link.from < first)
            first = link.from;
        last = std::max<int>(last, link.to);
    }
    return {first, last};
}

bool sameLiteral(const ChainNode &a, const ChainNode &b)
{
    return a.cells == b.cells && a.digit == b.digit && a.on == b.on;
}

// What a step proves, as a node: the placement, or its one elimination.
ChainNode effectNode(const Step &step)
{
    ChainNode node;
    if (step.hasPlacement()) {
        node.cells = sudoku::CellSet::of(step.placementCell);
        node.digit = static_cast<std::uint8_t>(step.placementDigit);
        return node;
    }
    for (int d = 1; d <= 9; ++d) {
        if (step.eliminations[d - 1].any()) {
            node.cells = sudoku::CellSet::of(step.eliminations[d - 1].first());
            node.digit = static_cast<std::uint8_t>(d);
            node.on = false;
        }
    }
    return node;
}

// Library lines of the chain codes (hodoku_reglib-1.4.txt) and positions met while solving the forum's
// hardest puzzles (lines 1 and 3 of forum_hardest_1905_11plus_10k.txt, the third for the verity of a chain).
const char *const kXChain
    = ":0701:7:3.4+52..8...6.+9.....5..7.3.....68+9.2+3...+734....6+315+27...1.+9+6......9.+4..6.+6.8217..5::742::5";
const char *const kXYChain = ":0702:6:4+7+2+35+698153+1..+8.+2.+86+91.+2.53+158.2+7+34.+2+9+64+13+8+7+57+4+38.+5....+8."
                             "..9....2..+8+1...+91..+3+4.68::675::7";
const char *const kRemotePair = ":0703:58:..+1.+4+9+2+636+3.21+7+9+4.942+63..+7.2634.+17.98.+4.+9..2...+9.+6+2.+34..7.."
                                "4.9.+4..9+7631..+9+6.+2.+4.7::577 "
                                "579 594 596 877 879 894 896::7";
const char *const kContinuousLoop
    = ":0706:38:6+4.15.7.8.7.....4+1..14....97+1+36+25+9+8+4+59+4+3812+7+6+28+6...+3+1+5.+6.....934...9.1+6+2....."
      "6.+57::395 873 874 876::7";
const char *const kDiscontinuousLoop
    = ":0707-1:2348:.+4..6.1.+2.275..+4+96.....43.84+1...798+5....5.2.1......+6.+7..4....+1+3.619..."
      "24.3...1.+6+9::264 364 464 864::7";
const char *const kAic
    = ":0708-2:38:..+2....5...+4+52.1..+5.38..+2..+3+9+86+5+7+4+122+5+74+18+6934+61.+9.+7851+3+9...+5..+8+26+1359+477"
      "45.....+1::397 817::7";
const char *const kGroupedLoop
    = ":0709-1:1289:....3.94+66.....+57....6..1+2...95..+4+12+4+82+173+69515+6+942+3+8+7.+6..5.+7+3..43..."
      "8+5....+3..26.:211:122 222 831 833 836 936::7";
const char *const kAlsLoop
    = ":0710-3:14:81+6+3..7..+9+2415+7+83+6+57+38.....489.1.2.+3........9.....3...+2.5..+1...+197538+64+2..+"
      "82...1.::137 437::9";
const char *const kAlsAic = ":0711-4:79:86.9.+1+3..+4.+9+3.+6...+3.1478.+6.7+38.+1+9..6542+6+83.1.+1+9+6.+4+7.3.+983+"
                            "165.7.+6.4.+32.+9.+2+1..+"
                            "946.3::759 957::12";

const char *const kNet2
    = ":1303:1:98.7.....7.6...8......5.....9.5..7......4..3......2..1.7.6..5....1..5.4.....3...2::138::";
const char *const kNet1
    = ":1303:2:98+57.....7.6...8......5.....9.5..7......4..3......2..1.7.6..5....1..5.4.....3...2:128 329 134 "
      "136 436 138 238 339 439 156 998:234::";
const char *const kNet0
    = ":1303:3:98+57.....7.6...8......5.....9.5..7......4..3......2..1.7.6..5....1..5.4.....3...2:128 329 134 "
      "234 434 136 436 138 238 339 439 156 998:362::";
const char *const kNetVerity
    = ":1304::98+57.....7.6...8......5.....9.5..7......4..3......2..1.7.6..5....1+2.5.4...+9.3...2:617 128 "
      "329 134 434 136 436 138 238 339 439 841 845 851 156 362 665 965 868 876 389 689 889 894 196 "
      "496:637::";
const char *const kChainContradiction
    = ":1301:6:98+57.....7.6...8......5.....9.5..7......4..3......2..1.7.6..5....1+2.5.4...+9.3...2:617 128 329 134 "
      "434 "
      "136 436 637 138 238 339 439 841 845 851 156 362 665 965 868 876 389 689 889 894 196 496:649::";
const char *const kChainVerity
    = ":1302::98.7..6....7.6..5......9...8..4.......9.3.5....3..78..2..3.......8..53......8..15:215 415 116 216 319 "
      "126 427 329 131 331 431 532 533 633 535 643 145 245 947 248 748 149 249 649 949 651 652 156 656 161 461 562 "
      "662 164 264 964 565 668 669 969 472 672 772 175 975 476 478 978 479 681 682 782 185 985 688 988 491 691 492 "
      "692 694 997:489::";

// The instance of the case's technique with the case's effect, under the case's options.
std::optional<Step> expectedStep(const sudoku::LibraryCase &entry, sudoku::LogicOptions options = {})
{
    options.assumeUnique = true;
    options = sudoku::libraryOptions(entry, options);
    for (const Step &step : sudoku::findSteps(entry.position, *entry.technique(), options)) {
        std::array<sudoku::CellSet, 9> placements {};
        if (step.hasPlacement())
            placements[step.placementDigit - 1].insert(step.placementCell);
        if (step.eliminations == entry.eliminations && placements == entry.placements)
            return step;
    }
    return std::nullopt;
}

} // namespace

class TestLogicChains : public QObject
{
    Q_OBJECT

private slots:
    void chainShape_data();
    void chainShape();
    void alsNodesAreShadedSets();
    void alsNodesFollowTheOption();
    void findStepTakesTheShortestOfAFamily();
    void forcing_data();
    void forcing();
    void netLevels_data();
    void netLevels();
    void forcingCanBeSwitchedOff();
    void forcingText();
};

void TestLogicChains::chainShape_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<bool>("loop");
    QTest::newRow("x-chain") << QByteArray(kXChain) << false;
    QTest::newRow("xy-chain") << QByteArray(kXYChain) << false;
    QTest::newRow("remote pair") << QByteArray(kRemotePair) << false;
    QTest::newRow("continuous nice loop") << QByteArray(kContinuousLoop) << true;
    QTest::newRow("discontinuous nice loop") << QByteArray(kDiscontinuousLoop) << true;
    QTest::newRow("aic") << QByteArray(kAic) << false;
    QTest::newRow("grouped nice loop") << QByteArray(kGroupedLoop) << true;
    QTest::newRow("grouped loop with als") << QByteArray(kAlsLoop) << true;
    QTest::newRow("grouped aic with als") << QByteArray(kAlsAic) << false;
}

void TestLogicChains::chainShape()
{
    // A chain is drawn from its nodes and links: links join consecutive nodes, strong exactly into an "on"
    // node; a chain runs from "the first candidate is not there" to "the last is"; a loop comes back to its
    // first cell. Its length is HoDoKu's (<extra>), its effect agrees with the solution, and the text a
    // person reads spells the chain out.
    QFETCH(QByteArray, line);
    QFETCH(bool, loop);
    const sudoku::LibraryCase entry = libraryCase(line);
    const auto step = expectedStep(entry);
    QVERIFY(step);
    QVERIFY(agreesWith(*step, solutionOf(entry.position)));
    QCOMPARE(step->links.size() + 1, step->nodes.size());
    for (std::size_t i = 0; i < step->links.size(); ++i) {
        const ChainLink &link = step->links[i];
        QCOMPARE(int(link.from), int(i));
        QCOMPARE(int(link.to), int(i + 1));
        QCOMPARE(link.strong, step->nodes[i + 1].on);
        QCOMPARE(int(link.branch), 0);
    }
    const ChainNode &first = step->nodes.front();
    const ChainNode &last = step->nodes.back();
    QVERIFY(first.cells.contains(step->keyCells[0]));
    QVERIFY(last.cells.contains(step->keyCells[1]));
    if (loop) {
        QCOMPARE(step->keyCells[1], step->keyCells[0]);
    } else {
        QVERIFY(!first.on);
        QVERIFY(last.on);
    }
    QCOMPARE(std::to_string(step->chainLength), entry.extra);
    const std::string notation = sudoku::chainNotation(*step);
    QVERIFY2(notation.front() == '(' && notation.find('=') != std::string::npos, notation.c_str());
    QVERIFY(sudoku::describeStep(*step).find(notation) != std::string::npos);
    QCOMPARE(QByteArray::fromStdString(sudoku::libraryLine(entry.position, *step)).endsWith(":" + entry.extra), true);
}

void TestLogicChains::alsNodesAreShadedSets()
{
    // An ALS node names its set (Step::sets, one colour each): its cells are the set's cells with its digit.
    for (const char *line : {kAlsLoop, kAlsAic}) {
        const auto step = expectedStep(libraryCase(line));
        QVERIFY(step);
        QVERIFY(!step->sets.empty());
        int alsNodes = 0;
        for (const ChainNode &node : step->nodes) {
            if (node.set < 0)
                continue;
            ++alsNodes;
            QVERIFY(node.set < static_cast<int>(step->sets.size()));
            const sudoku::CellSet &set = step->sets[node.set];
            QVERIFY(node.cells.isSubsetOf(set));
            QVERIFY(set.isSubsetOf(step->cells));
            QVERIFY(set.count() >= 2);
        }
        QVERIFY(alsNodes > 0);
    }
}

void TestLogicChains::alsNodesFollowTheOption()
{
    // Without ALS nodes the loop of the "with ALS" case is not found at all, and no grouped step has a set.
    const sudoku::LibraryCase entry = libraryCase(kAlsLoop);
    sudoku::LogicOptions options;
    options.assumeUnique = true;
    options.chainAlsNodes = false;
    for (const Technique t :
        {Technique::GroupedContinuousNiceLoop, Technique::GroupedDiscontinuousNiceLoop, Technique::GroupedAic}) {
        for (const Step &step : sudoku::findSteps(entry.position, t, options)) {
            QVERIFY(step.sets.empty());
            QVERIFY(step.eliminations != entry.eliminations);
        }
    }
    options.chainAlsNodes = true;
    QVERIFY(expectedStep(entry, options));

    // The one policy (the hints and the rating, LogicOptions as they come) leaves them out, as Sudoku Explainer's
    // chains do: every grouped loop or AIC of this position passes through an ALS, so it finds none.
    sudoku::LogicOptions policy;
    policy.assumeUnique = true;
    policy.techniques = sudoku::TechniqueSet()
                            .with(Technique::GroupedContinuousNiceLoop)
                            .with(Technique::GroupedDiscontinuousNiceLoop)
                            .with(Technique::GroupedAic);
    const std::optional<Step> taken = sudoku::findStep(entry.position, policy);
    QVERIFY(!taken);
}

void TestLogicChains::findStepTakesTheShortestOfAFamily()
{
    // With only the nice loops and AICs enabled, the step findStep gives is the shortest of all their
    // instances (whichever of the three it is).
    const sudoku::LibraryCase entry = libraryCase(kDiscontinuousLoop);
    sudoku::LogicOptions options;
    options.techniques = sudoku::TechniqueSet()
                             .with(Technique::ContinuousNiceLoop)
                             .with(Technique::DiscontinuousNiceLoop)
                             .with(Technique::Aic);
    const auto first = sudoku::findStep(entry.position, options);
    QVERIFY(first);
    const auto all = sudoku::findAllSteps(entry.position, options);
    QVERIFY(all.size() > 1);
    int shortest = 1 << 20;
    for (const Step &step : all)
        shortest = std::min<int>(shortest, step.chainLength);
    QCOMPARE(int(first->chainLength), shortest);
    QVERIFY(std::find(all.begin(), all.end(), *first) != all.end());
}

void TestLogicChains::forcing_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("technique");
    QTest::newRow("chain contradiction") << QByteArray(kChainContradiction)
                                         << int(Technique::ForcingChainContradiction);
    QTest::newRow("chain verity") << QByteArray(kChainVerity) << int(Technique::ForcingChainVerity);
    QTest::newRow("net contradiction") << QByteArray(kNet0) << int(Technique::ForcingNetContradiction);
    QTest::newRow("net verity") << QByteArray(kNetVerity) << int(Technique::ForcingNetVerity);
}

void TestLogicChains::forcing()
{
    // At each of these positions nothing easier applies and findStep gives the forcing step of the line. It
    // agrees with the solution, and its branches show why: a contradiction's branches all start from its
    // premise and end in literals that cannot all hold; a verity's branches start from every candidate of a
    // cell, every place of a digit in a house, or a candidate and its absence, and all end in the effect.
    QFETCH(QByteArray, line);
    QFETCH(int, technique);
    const sudoku::LibraryCase entry = libraryCase(line);
    sudoku::LogicOptions options;
    options.assumeUnique = true;
    const auto step = sudoku::findStep(entry.position, options);
    QVERIFY(step);
    QCOMPARE(int(step->technique), technique);
    QCOMPARE(QByteArray::fromStdString(sudoku::libraryLine(entry.position, *step)), line);
    QVERIFY(agreesWith(*step, solutionOf(entry.position)));
    const int branches = branchCount(*step);
    QVERIFY(branches >= 1);
    int links = 0;
    for (const ChainLink &link : step->links) {
        QVERIFY(link.from < link.to);
        QVERIFY(link.to < step->nodes.size());
        QCOMPARE(link.strong, step->nodes[link.to].on);
        ++links;
    }
    QCOMPARE(int(step->chainLength), links);
    std::vector<ChainNode> premises;
    std::vector<ChainNode> ends;
    for (int b = 0; b < branches; ++b) {
        const auto [first, last] = branchEnds(*step, b);
        QVERIFY(first >= 0 && last > first);
        premises.push_back(step->nodes[first]);
        ends.push_back(step->nodes[last]);
    }
    const ChainNode effect = effectNode(*step);
    const bool contradiction = technique == int(Technique::ForcingChainContradiction)
        || technique == int(Technique::ForcingNetContradiction);
    if (contradiction) {
        // One premise, whose opposite is the effect.
        for (const ChainNode &p : premises)
            QVERIFY(sameLiteral(p, premises.front()));
        QVERIFY(premises.front().cells == effect.cells && premises.front().digit == effect.digit);
        QCOMPARE(premises.front().on, !effect.on);
        // The ends clash: a literal and its opposite, two digits in one cell or one digit twice in a house, or
        // every candidate of a cell / every place of a digit in a house gone.
        bool clash = false;
        for (const ChainNode &a : ends) {
            for (const ChainNode &b : ends) {
                if (&a == &b)
                    continue;
                clash = clash || (a.cells == b.cells && a.digit == b.digit && a.on != b.on);
                clash = clash || (a.on && b.on && a.cells == b.cells && a.digit != b.digit);
                clash = clash || (a.on && b.on && a.digit == b.digit && sudoku::sees(a.cells.first(), b.cells.first()));
            }
        }
        if (!clash) {
            std::set<int> cells;
            std::set<int> digits;
            for (const ChainNode &e : ends) {
                QVERIFY(!e.on);
                cells.insert(e.cells.first());
                digits.insert(e.digit);
            }
            clash = cells.size() == 1 || digits.size() == 1;
        }
        QVERIFY(clash);
    } else {
        for (const ChainNode &e : ends)
            QVERIFY(sameLiteral(e, effect));
        QVERIFY(premises.size() >= 2);
        const bool twoWays = premises.size() == 2 && premises[0].cells == premises[1].cells
            && premises[0].digit == premises[1].digit && premises[0].on != premises[1].on;
        if (!twoWays) {
            // Every candidate of one cell, or every place of one digit in one house, each set true.
            const sudoku::CandidateGrid &grid = entry.position;
            std::uint16_t digits = 0;
            sudoku::CellSet cells;
            for (const ChainNode &p : premises) {
                QVERIFY(p.on);
                digits |= sudoku::digitBit(p.digit);
                cells |= p.cells;
            }
            const bool cell = cells.count() == 1 && digits == grid.candidates(cells.first());
            bool house = false;
            for (int h = 0; h < sudoku::kHouseCount; ++h)
                house = house
                    || (std::popcount(static_cast<unsigned>(digits)) == 1 && cells.isSubsetOf(sudoku::houseCells(h))
                        && cells == (grid.digitCells(premises.front().digit) & sudoku::houseCells(h)));
            QVERIFY(cell || house);
        }
    }
}

void TestLogicChains::netLevels_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("nesting");
    QTest::newRow("singles") << QByteArray(kNet0) << 0;
    QTest::newRow("locked candidates") << QByteArray(kNet1) << 1;
    QTest::newRow("nested nets") << QByteArray(kNet2) << 2;
}

void TestLogicChains::netLevels()
{
    // A forcing net needs a level: at each of these positions the levels below give no forcing net at all,
    // its own level gives the line's step, and the step says which level it used.
    QFETCH(QByteArray, line);
    QFETCH(int, nesting);
    const sudoku::LibraryCase entry = libraryCase(line);
    sudoku::LogicOptions options;
    options.assumeUnique = true;
    const auto step = sudoku::findStep(entry.position, options);
    QVERIFY(step);
    QCOMPARE(step->technique, Technique::ForcingNetContradiction);
    QCOMPARE(int(step->nesting), nesting);
    QCOMPARE(QByteArray::fromStdString(sudoku::libraryLine(entry.position, *step)), line);
    QVERIFY(agreesWith(*step, solutionOf(entry.position)));
    for (int level = 0; level <= 2; ++level) {
        options.forcingNetLevel = level;
        const auto nets = sudoku::findSteps(entry.position, Technique::ForcingNetContradiction, options);
        const auto verities = sudoku::findSteps(entry.position, Technique::ForcingNetVerity, options);
        QCOMPARE(nets.empty() && verities.empty(), level < nesting);
    }
}

void TestLogicChains::forcingCanBeSwitchedOff()
{
    // The same position with the forcing techniques disabled has no step at all: they were the only way on.
    const sudoku::LibraryCase entry = libraryCase(kNet2);
    sudoku::LogicOptions options;
    options.assumeUnique = true;
    for (const Technique t : {Technique::ForcingChainContradiction, Technique::ForcingChainVerity,
             Technique::ForcingNetContradiction, Technique::ForcingNetVerity})
        options.techniques = options.techniques.without(t);
    QVERIFY(!sudoku::findStep(entry.position, options));
}

void TestLogicChains::forcingText()
{
    const sudoku::LibraryCase contradiction = libraryCase(kNet0);
    const auto step
        = sudoku::findStep(contradiction.position, sudoku::LogicOptions {true, true, sudoku::TechniqueSet::all()});
    QVERIFY(step);
    const std::string text = sudoku::describeStep(*step);
    // The premise and what it leads to in words: which cell would hold a digit and not hold it, not "r1c7<>3".
    QVERIFY2(text.rfind("Forcing Net Contradiction: Suppose r6c2 is 3. Playing it out with singles: ", 0) == 0,
        text.c_str());
    QVERIFY2(text.find(" would be 3 and not 3 at once. So the supposition is false. => r6c2<>3") != std::string::npos,
        text.c_str());

    // A chain contradiction that empties a house of a digit names the house.
    const sudoku::LibraryCase emptied = libraryCase(kChainContradiction);
    const auto chain = expectedStep(emptied);
    QVERIFY(chain);
    const std::string chainContradiction = sudoku::describeStep(*chain);
    QVERIFY2(
        chainContradiction.rfind("Forcing Chain Contradiction: Suppose r4c9 is 6. Following the chains from there: "
                                 "row 3 would have no place left for 6: it would be ruled out of r3c6, r3c8 and "
                                 "r3c9. So the supposition is false. => r4c9<>6 [",
            0)
            == 0,
        chainContradiction.c_str());

    const sudoku::LibraryCase verity = libraryCase(kChainVerity);
    const auto chains
        = sudoku::findStep(verity.position, sudoku::LogicOptions {true, true, sudoku::TechniqueSet::all()});
    QVERIFY(chains);
    const std::string chainText = sudoku::describeStep(*chains);
    QVERIFY2(chainText.rfind("Forcing Chain Verity: One of these must be true: ", 0) == 0, chainText.c_str());
    QVERIFY2(
        chainText.find(" Each leads by a chain to the same conclusion, so ") != std::string::npos, chainText.c_str());
    // The command line also names the chains, branch by branch, after the effect.
    QVERIFY2(chainText.find(" [" + sudoku::chainNotation(*chains) + "]") != std::string::npos, chainText.c_str());
}

QTEST_APPLESS_MAIN(TestLogicChains)
#include "tst_logic_chains.moc"
