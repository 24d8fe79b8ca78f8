// SPDX-License-Identifier: GPL-3.0-or-later
// Single-digit patterns, finned fish, multi-colouring and the uniqueness family: what each finder reports on
// positions chosen to show one property (a degenerate pattern refused, a pattern slot filled, an option obeyed).
#include "corpus.h"

#include "sudoku/io/hodoku.h"
#include "sudoku/logic/logic.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <array>
#include <bit>
#include <initializer_list>
#include <set>
#include <string>
#include <vector>

namespace
{

using sudoku::Technique;

int cell(int row, int col)
{
    return sudoku::cellAt(row - 1, col - 1);
}

sudoku::LibraryCase libraryCase(const QByteArray &line)
{
    const auto parsed = sudoku::parseLibraryLine(line.toStdString());
    if (!parsed.libraryCase)
        QTest::qFail(parsed.error.c_str(), __FILE__, __LINE__);
    return parsed.libraryCase.value_or(sudoku::LibraryCase {});
}

// True when the two cells of a line's conjugate pair lie in one box.
bool pairInOneBox(int a, int b)
{
    return a >= 0 && b >= 0 && sudoku::boxOf(a) == sudoku::boxOf(b);
}

// The library's cases of the given codes (variants included), as data rows named by line and code.
void addLibraryRows(std::initializer_list<const char *> codes)
{
    QTest::addColumn<QByteArray>("line");
    QFile file(testing::publicPath(testing::hodokuLibrary()));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    int lineNumber = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        ++lineNumber;
        for (const char *code : codes) {
            if (line.startsWith(QByteArray(":") + code) && !line.contains("-x:"))
                QTest::addRow("line %d %s", lineNumber, line.mid(1, line.indexOf(':', 1) - 1).constData()) << line;
        }
    }
}

sudoku::LogicOptions optionsFor(const sudoku::LibraryCase &entry)
{
    sudoku::LogicOptions options;
    options.assumeUnique = true;
    if (entry.variantNumber() == 1 || entry.variantNumber() == 2)
        options.uniquenessMissingCandidates = entry.variantNumber() == 2;
    options.emptyRectanglesWithTwoCandidates = entry.code == "0402" && entry.variantNumber() == 1;
    return options;
}

// Why a step's chains do not prove its eliminations, or an empty string. Along each branch the links
// alternate strong and weak, starting strong; a strong link's two nodes are all the candidates of their digit
// in some house, a weak link's cells see each other; and every eliminated candidate sees every cell of the
// first and the last node of a branch of its digit (one of which is true).
std::string chainFault(const sudoku::CandidateGrid &grid, const sudoku::Step &step)
{
    using sudoku::CellSet;
    if (step.nodes.empty() || step.links.empty())
        return "no chain";
    std::array<int, 256> first {};
    std::array<int, 256> last {};
    first.fill(-1);
    last.fill(-1);
    std::array<int, 256> position {};
    for (const auto &link : step.links) {
        const auto &from = step.nodes.at(link.from);
        const auto &to = step.nodes.at(link.to);
        if (from.digit != to.digit)
            return "a link between digits";
        if (first[link.branch] < 0)
            first[link.branch] = link.from;
        else if (last[link.branch] != link.from)
            return "a branch that is not one path";
        last[link.branch] = link.to;
        if (link.strong != (position[link.branch]++ % 2 == 0))
            return "links that do not alternate";
        if (link.strong) {
            if (from.cells.intersects(to.cells) || from.on || !to.on)
                return "a strong link between overlapping nodes, or off/on flags wrong";
            bool house = false;
            for (int h = 0; h < sudoku::kHouseCount; ++h)
                house = house || (grid.digitCells(from.digit) & sudoku::houseCells(h)) == (from.cells | to.cells);
            if (!house)
                return "a strong link that is not all of a house's candidates";
        } else {
            for (int a : from.cells) {
                for (int b : to.cells) {
                    if (!sudoku::sees(a, b))
                        return "a weak link whose cells do not see each other";
                }
            }
        }
    }
    for (int d = 1; d <= 9; ++d) {
        for (int c : step.eliminations[d - 1]) {
            bool proven = false;
            for (int b = 0; b < 256; ++b) {
                if (first[b] < 0 || step.nodes[first[b]].digit != d)
                    continue;
                CellSet ends = step.nodes[first[b]].cells | step.nodes[last[b]].cells;
                proven = proven || (ends & sudoku::peerCells(c)) == ends;
            }
            if (!proven)
                return sudoku::cellName(c) + "<>" + std::to_string(d) + " does not see both ends of a chain";
        }
    }
    return {};
}

} // namespace

class TestLogicPatterns : public QObject
{
    Q_OBJECT

private slots:
    void degenerateKitesAndSkyscrapers_data();
    void degenerateKitesAndSkyscrapers();
    void chainsExplainTheEliminations_data();
    void chainsExplainTheEliminations();
    void turbotFishLeavesTheSpecialShapes();
    void wWingCarriesItsChain();
    void emptyRectanglesWithTwoCandidates();
    void finnedFishShapes_data();
    void finnedFishShapes();
    void sashimiBaseLineOfFinsOnlyIsNotAFish();
    void combinedPatternsHoldTheirParts_data();
    void combinedPatternsHoldTheirParts();
    void multiColouring_data();
    void multiColouring();
    void rectangles_data();
    void rectangles();
    void avoidableRectanglesNeedPlacedDigits();
    void missingCandidatesOption();
};

void TestLogicPatterns::degenerateKitesAndSkyscrapers_data()
{
    // Positions (from kaggle_10k) where a skyscraper or kite used to be listed although one of its conjugate
    // pairs lies inside one box: claiming (or a single right after it) makes the same elimination.
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("technique");
    QTest::addColumn<int>("cell");
    QTest::addColumn<int>("digit");
    QTest::newRow("skyscraper, both pairs in a box") << QByteArray(
        ":0400:8:..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..::833 891::")
                                                     << int(Technique::Skyscraper) << cell(3, 3) << 8;
    QTest::newRow("skyscraper eliminating its own base") << QByteArray(
        ":0400:2:..43..2.9.+25..9..1.7..6..43..6..2.8719...74..+25..83...6.....1.5..35.869..4291.3..::274::")
                                                         << int(Technique::Skyscraper) << cell(7, 4) << 2;
    QTest::newRow("kite, row pair in a box") << QByteArray(
        ":0401:6:1....5..738.9.....6.....48.82...1.75.4.76..2..69..2..1..5.39..4....2.1......46352::628::")
                                             << int(Technique::TwoStringKite) << cell(2, 8) << 6;
}

void TestLogicPatterns::degenerateKitesAndSkyscrapers()
{
    QFETCH(QByteArray, line);
    QFETCH(int, technique);
    QFETCH(int, cell);
    QFETCH(int, digit);
    const auto entry = libraryCase(line);
    for (const auto &step : sudoku::findSteps(entry.position, static_cast<Technique>(technique))) {
        const auto &k = step.keyCells;
        // keyCells: the two ends, then the base (or box) cell of each end's pair.
        QVERIFY2(!pairInOneBox(k[0], k[2]) && !pairInOneBox(k[1], k[3]), sudoku::describeStep(step).c_str());
        for (int own : step.cells)
            QVERIFY2(!step.eliminates(own, digit), sudoku::describeStep(step).c_str());
        QVERIFY2(!step.eliminates(cell, digit), sudoku::describeStep(step).c_str());
    }
}

void TestLogicPatterns::chainsExplainTheEliminations_data()
{
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
    addLibraryRows({"0400", "0401", "0402", "0403", "0404", "0405"});
}

void TestLogicPatterns::chainsExplainTheEliminations()
{
    QFETCH(QByteArray, line);
    const auto entry = libraryCase(line);
    const auto steps = sudoku::findSteps(entry.position, *entry.technique(), optionsFor(entry));
    QVERIFY(!steps.empty());
    for (const auto &step : steps) {
        const std::string fault = chainFault(entry.position, step);
        QVERIFY2(fault.empty(), (fault + ": " + sudoku::describeStep(step)).c_str());
        QVERIFY(step.houseCount >= 3);
        QVERIFY(step.eliminationCount() > 0);
        for (const auto &node : step.nodes)
            QVERIFY(node.cells.isSubsetOf(step.cells));
    }
}

void TestLogicPatterns::wWingCarriesItsChain()
{
    // The board draws a W-Wing's reasoning as a chain: x off in one bivalue cell = y on there - y off at the link's
    // end it sees = y on at the other end - y off in the other bivalue cell = x on there. (A position of this
    // project's generator, seed 7, Expert.)
    const auto entry
        = libraryCase(":0803:59:+4+73+21+5+69+8+5+68+9+342+71..+2+8+76.4.+3.654+71..+74.+12+8.3+6+2.1+3694.+7+82.7."
                      "+1.+6.6.74.+38...3.+68+27..::573::");
    const auto steps = sudoku::findSteps(entry.position, Technique::WWing);
    QVERIFY(!steps.empty());
    for (const auto &step : steps) {
        QCOMPARE(int(step.nodes.size()), 6);
        QCOMPARE(int(step.links.size()), 5);
        const auto &first = step.nodes.front();
        const auto &last = step.nodes.back();
        const int x = first.digit;
        QCOMPARE(int(last.digit), x);
        QVERIFY(!first.on && last.on);
        QCOMPARE(first.cells, sudoku::CellSet::of(step.keyCells[0]));
        QCOMPARE(last.cells, sudoku::CellSet::of(step.keyCells[1]));
        for (std::size_t n = 0; n < step.nodes.size(); ++n) {
            QCOMPARE(step.nodes[n].on, n % 2 == 1);
            QCOMPARE(step.nodes[n].cells.count(), 1);
            QVERIFY(step.nodes[n].cells.isSubsetOf(entry.position.digitCells(step.nodes[n].digit)));
        }
        for (std::size_t i = 0; i < step.links.size(); ++i) {
            const auto &link = step.links[i];
            QCOMPARE(int(link.from), int(i));
            QCOMPARE(int(link.to), int(i + 1));
            QCOMPARE(link.strong, i % 2 == 0);
            const auto &a = step.nodes[link.from];
            const auto &b = step.nodes[link.to];
            if (!link.strong) {
                QCOMPARE(a.digit, b.digit);
                QVERIFY(sudoku::sees(a.cells.first(), b.cells.first()));
            }
        }
        for (int c : step.eliminations[x - 1]) {
            QVERIFY(sudoku::sees(c, first.cells.first()));
            QVERIFY(sudoku::sees(c, last.cells.first()));
        }
    }
}

void TestLogicPatterns::turbotFishLeavesTheSpecialShapes()
{
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
    // Skyscrapers and kites are turbot fish too, but are found (and named) by their own, easier finders; on
    // their library positions no Turbot Fish is made of the same four cells.
    int compared = 0;
    for (const char *code : {":0400:", ":0401:"}) {
        QFile file(testing::publicPath(testing::hodokuLibrary()));
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        while (!file.atEnd()) {
            const QByteArray line = file.readLine().trimmed();
            if (!line.startsWith(code))
                continue;
            const auto entry = libraryCase(line);
            const auto turbots = sudoku::findSteps(entry.position, Technique::TurbotFish);
            for (const auto &special : sudoku::findSteps(entry.position, *entry.technique())) {
                for (const auto &turbot : turbots)
                    QVERIFY2(turbot.cells != special.cells, sudoku::describeStep(turbot).c_str());
                ++compared;
            }
        }
    }
    QVERIFY(compared >= 22);
}

void TestLogicPatterns::emptyRectanglesWithTwoCandidates()
{
    // Box 1 holds 2 only in r1c3 and r2c1 (a two-candidate rectangle): HoDoKu's option finds it as an Empty
    // Rectangle; by default it is the Turbot Fish it is.
    const auto entry
        = libraryCase(":0402-1:2:46..2..1.3..+1.9+4...91......98..41.72+1........72+539+8+164......68+1...8+1.+7.3."
                      "1..7..45:336 337 353 554 654 556 656 357 373 376 683 693:293::");
    const int r9c3 = cell(9, 3);
    const auto byDefault = sudoku::findSteps(entry.position, Technique::EmptyRectangle);
    QVERIFY(std::none_of(byDefault.begin(), byDefault.end(), [&](const auto &s) { return s.eliminates(r9c3, 2); }));
    const auto turbots = sudoku::findSteps(entry.position, Technique::TurbotFish);
    QVERIFY(std::any_of(turbots.begin(), turbots.end(), [&](const auto &s) { return s.eliminates(r9c3, 2); }));
    sudoku::LogicOptions options;
    options.emptyRectanglesWithTwoCandidates = true;
    const auto withOption = sudoku::findSteps(entry.position, Technique::EmptyRectangle, options);
    QVERIFY(std::any_of(withOption.begin(), withOption.end(), [&](const auto &s) { return s.eliminates(r9c3, 2); }));
}

void TestLogicPatterns::finnedFishShapes_data()
{
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
    addLibraryRows({"0310", "0311", "0312", "0320", "0321", "0322", "03111", "03121", "03211", "03221"});
}

void TestLogicPatterns::finnedFishShapes()
{
    // Every finned, sashimi and Siamese fish found on the library's positions: n base lines, one (Siamese:
    // two) set of n cover lines, fins in one box (per fish), eliminations in a cover line, off the base lines,
    // seeing every fin of a fish; sashimi exactly when a base line keeps at most one candidate besides its
    // fins, and never a base line of fins only.
    QFETCH(QByteArray, line);
    const auto entry = libraryCase(line);
    const Technique technique = *entry.technique();
    const auto steps = sudoku::findSteps(entry.position, technique);
    QVERIFY(!steps.empty());
    const bool siamese = entry.code.size() == 5;
    const bool sashimi = entry.code[2] == '2';
    const int n = entry.code[3] - '0' + 2;
    for (const auto &step : steps) {
        const int d = std::countr_zero(unsigned(step.digits)) + 1;
        QCOMPARE(int(step.houseCount), siamese ? 3 * n : 2 * n);
        const auto &grid = entry.position;
        sudoku::CellSet base;
        for (int i = 0; i < n; ++i)
            base |= sudoku::houseCells(sudoku::houseIndex(step.houses[i]));
        QCOMPARE(step.cells, grid.digitCells(d) & base);
        QVERIFY(step.fins.any() && step.fins.isSubsetOf(step.cells));
        for (int set = 0; set < (siamese ? 2 : 1); ++set) {
            sudoku::CellSet cover;
            for (int i = 0; i < n; ++i)
                cover |= sudoku::houseCells(sudoku::houseIndex(step.houses[n + set * n + i]));
            const sudoku::CellSet fins = step.cells.minus(cover);
            QVERIFY(fins.any() && fins.isSubsetOf(step.fins));
            QVERIFY(fins.isSubsetOf(sudoku::houseCells(sudoku::boxHouse(sudoku::boxOf(fins.first())))));
            bool thin = false;
            for (int i = 0; i < n; ++i) {
                const auto body = step.cells & sudoku::houseCells(sudoku::houseIndex(step.houses[i])) & cover;
                QVERIFY2(body.any(), sudoku::describeStep(step).c_str());
                thin = thin || body.count() == 1;
            }
            if (!siamese || set == 0)
                QCOMPARE(thin, sashimi);
        }
        for (int c : step.eliminations[d - 1]) {
            QVERIFY(!base.contains(c));
            bool seen = false;
            for (int set = 0; set < (siamese ? 2 : 1); ++set) {
                sudoku::CellSet cover;
                for (int i = 0; i < n; ++i)
                    cover |= sudoku::houseCells(sudoku::houseIndex(step.houses[n + set * n + i]));
                const sudoku::CellSet fins = step.cells.minus(cover);
                seen = seen || (cover.contains(c) && (sudoku::peerCells(c) & fins) == fins);
            }
            QVERIFY2(seen, sudoku::describeStep(step).c_str());
        }
    }
}

void TestLogicPatterns::sashimiBaseLineOfFinsOnlyIsNotAFish()
{
    // Column 5's 9s are r7c5 alone (a hidden single), which made a "Sashimi X-Wing" of columns 4 and 5 with
    // fins r7c4 and r7c5 and nothing of column 5 in its rows 4 and 9. A base line of fins only locks the digit
    // in the fins' box, and claiming says the rest.
    const auto entry = libraryCase(
        ":0320:9:3.7+84....+2..+7...918.+9+5.....4..+3..7.....16.......25.....+7+4...38..9.+4..5...2.6.....:512 335 "
        "336 238 438 638 239 439 639 142 842 843 849 949 551 552 353 853 856 956 457 161 661 162 662 363 863 866 "
        "966 467 183 683 786 193 593 796 497:996::");
    for (const Technique technique :
        {Technique::SashimiXWing, Technique::SashimiSwordfish, Technique::SashimiJellyfish}) {
        for (const auto &step : sudoku::findSteps(entry.position, technique)) {
            const int n = step.houseCount / 2;
            sudoku::CellSet cover;
            for (int i = n; i < 2 * n; ++i)
                cover |= sudoku::houseCells(sudoku::houseIndex(step.houses[i]));
            for (int i = 0; i < n; ++i) {
                const auto body = step.cells & sudoku::houseCells(sudoku::houseIndex(step.houses[i])) & cover;
                QVERIFY2(body.any(), sudoku::describeStep(step).c_str());
            }
        }
    }
}

void TestLogicPatterns::combinedPatternsHoldTheirParts_data()
{
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
    addLibraryRows({"0404", "0405", "03111", "03121", "03211", "03221"});
}

void TestLogicPatterns::combinedPatternsHoldTheirParts()
{
    // findStep skips the dual and Siamese patterns (logic.cpp, impliedByEasier): wherever one is found, an
    // easier technique tried before it finds its parts.
    QFETCH(QByteArray, line);
    const auto entry = libraryCase(line);
    const Technique technique = *entry.technique();
    QVERIFY(!sudoku::findSteps(entry.position, technique).empty());
    std::vector<Technique> parts;
    if (technique == Technique::DualTwoStringKite)
        parts = {Technique::TwoStringKite};
    else if (technique == Technique::DualEmptyRectangle)
        parts = {Technique::EmptyRectangle, Technique::TurbotFish};
    else if (entry.code[3] == '1')
        parts = {Technique::FinnedSwordfish, Technique::SashimiSwordfish};
    else
        parts = {Technique::FinnedJellyfish, Technique::SashimiJellyfish};
    bool found = false;
    for (const Technique part : parts)
        found = found || !sudoku::findSteps(entry.position, part).empty();
    QVERIFY(found);
    // And the first step is never one of these.
    const auto first = sudoku::findStep(entry.position);
    QVERIFY(first && first->technique != technique);
}

void TestLogicPatterns::multiColouring_data()
{
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
    addLibraryRows({"0502", "0503"});
    // The library has one case of type 2; these come from magictour_top1465 (found by this engine).
    QTest::newRow("top1465 type 2, digit 2") << QByteArray(
        ":0503:2:3.7.4...........918.+9+5.....4.....7.....16.......25.....+7....38..9....5...2.6.....:512 "
        "423 225 226 726 227 335 735 336 736 238 438 638 239 439 639 142 342 842 343 843 348 349 849 "
        "949 251 551 552 353 853 356 856 956 457 161 661 162 662 363 863 366 866 966 467 476 486 786 "
        "496 796 497:223::");
    QTest::newRow("top1465 type 2, digit 4")
        << QByteArray(":0503:4:5..7..6....38...........2..62.4............917............35.8.4.....1......9+4...:134 "
                      "849 164 264 664 265 665 266 666 368 468 568 369 469 569 869 782 882 783 883 788 789:477::");
    QTest::newRow("top1465 type 1, digit 1")
        << QByteArray(":0502:1:+6..2.13...7.....9.5........4...9..8.8.....1.....3..2..9...7..5...16..............:932 "
                      "933 434 834 336 436 636 836 737 738 739 989 999:132::");
}

void TestLogicPatterns::multiColouring()
{
    // Each step names two clusters of the digit's strong links (sets: the step's colour of the first, its
    // partner, the second cluster's two colours); a conjugate pair touching a cluster joins its two colours.
    // Type 2 removes a colour that sees both colours of the other cluster; type 1 a candidate seeing the
    // partners of two colours that see each other.
    QFETCH(QByteArray, line);
    const auto entry = libraryCase(line);
    const Technique technique = *entry.technique();
    const auto steps = sudoku::findSteps(entry.position, technique);
    QVERIFY(!steps.empty());
    const auto seenBy = [](const sudoku::CellSet &cells) {
        sudoku::CellSet seen;
        for (int c : cells)
            seen |= sudoku::peerCells(c);
        return seen;
    };
    for (const auto &step : steps) {
        const int d = std::countr_zero(unsigned(step.digits)) + 1;
        const auto &digitCells = entry.position.digitCells(d);
        QCOMPARE(step.sets.size(), std::size_t(4));
        for (int k = 0; k < 2; ++k) {
            const auto &a = step.sets[2 * k];
            const auto &b = step.sets[2 * k + 1];
            QVERIFY(a.any() && b.any() && !a.intersects(b));
            for (int h = 0; h < sudoku::kHouseCount; ++h) {
                const auto pair = digitCells & sudoku::houseCells(h);
                if (pair.count() == 2 && pair.intersects(a | b))
                    QVERIFY(pair.intersects(a) && pair.intersects(b));
            }
        }
        QVERIFY(!(step.sets[0] | step.sets[1]).intersects(step.sets[2] | step.sets[3]));
        if (technique == Technique::MultiColour2) {
            QVERIFY(step.eliminations[d - 1].isSubsetOf(step.sets[0]));
            QVERIFY(seenBy(step.sets[0]).intersects(step.sets[2]) && seenBy(step.sets[0]).intersects(step.sets[3]));
        } else {
            QVERIFY(sudoku::sees(step.keyCells[0], step.keyCells[1]));
            QVERIFY(step.sets[0].contains(step.keyCells[0]) && step.sets[2].contains(step.keyCells[1]));
            const std::array<sudoku::CellSet, 2> first {step.sets[0], step.sets[1]};
            const std::array<sudoku::CellSet, 2> second {step.sets[2], step.sets[3]};
            for (int c : step.eliminations[d - 1]) {
                bool proven = false;
                for (int x = 0; x < 2; ++x) {
                    for (int y = 0; y < 2; ++y) {
                        proven = proven
                            || (seenBy(first[x]).intersects(second[y]) && sudoku::peerCells(c).intersects(first[1 - x])
                                && sudoku::peerCells(c).intersects(second[1 - y]));
                    }
                }
                QVERIFY2(proven, sudoku::describeStep(step).c_str());
            }
        }
    }
}

void TestLogicPatterns::rectangles_data()
{
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
    addLibraryRows({"0600", "0601", "0602", "0603", "0604", "0605", "0606", "0607", "0608"});
}

void TestLogicPatterns::rectangles()
{
    // The deadly pattern every rectangle step rests on: four corners on two rows, two columns and two boxes,
    // none a given, each allowing both digits (or holding one, placed, for an avoidable rectangle). Then what
    // each type adds, checked on the position.
    QFETCH(QByteArray, line);
    const auto entry = libraryCase(line);
    const Technique technique = *entry.technique();
    const auto &grid = entry.position;
    const auto steps = sudoku::findSteps(grid, technique, optionsFor(entry));
    QVERIFY(!steps.empty());
    for (const auto &step : steps) {
        const std::string what = sudoku::describeStep(step);
        QCOMPARE(std::popcount(unsigned(step.digits)), 2);
        const int a = std::countr_zero(unsigned(step.digits)) + 1;
        const int b = 32 - std::countl_zero(unsigned(step.digits));
        QCOMPARE(step.cells.count(), 4);
        std::set<int> rows;
        std::set<int> cols;
        std::set<int> boxes;
        for (int c : step.cells) {
            rows.insert(sudoku::rowOf(c));
            cols.insert(sudoku::colOf(c));
            boxes.insert(sudoku::boxOf(c));
            QVERIFY2(!grid.isGiven(c), what.c_str());
            if (grid.isEmpty(c))
                QVERIFY2((grid.allowedDigits(c) & step.digits) == step.digits
                        || technique == Technique::AvoidableRectangle1 || technique == Technique::AvoidableRectangle2,
                    what.c_str());
        }
        QVERIFY(rows.size() == 2 && cols.size() == 2 && boxes.size() == 2);
        sudoku::CellSet extra;
        for (int c : step.cells) {
            if (grid.candidates(c) & ~step.digits)
                extra.insert(c);
        }
        const auto eliminated = [&](int d) { return step.eliminations[d - 1]; };
        switch (technique) {
        case Technique::UniqueRectangle1:
            QCOMPARE(extra.count(), 1);
            QVERIFY((eliminated(a) | eliminated(b)).isSubsetOf(extra));
            break;
        case Technique::UniqueRectangle2:
        case Technique::UniqueRectangle5: {
            QCOMPARE(step.otherCells, extra);
            std::uint16_t extras = 0;
            for (int c : extra)
                extras |= grid.candidates(c) & ~step.digits;
            QCOMPARE(std::popcount(unsigned(extras)), 1);
            const int x = std::countr_zero(unsigned(extras)) + 1;
            for (int c : eliminated(x))
                QVERIFY((sudoku::peerCells(c) & extra) == extra);
            const auto e = extra.begin();
            const bool aligned = extra.count() == 2
                && (sudoku::rowOf(*e) == sudoku::rowOf(extra.minus(sudoku::CellSet::of(*e)).first())
                    || sudoku::colOf(*e) == sudoku::colOf(extra.minus(sudoku::CellSet::of(*e)).first()));
            QCOMPARE(technique == Technique::UniqueRectangle2, aligned);
            break;
        }
        case Technique::UniqueRectangle3: {
            QCOMPARE(extra.count(), 2);
            QCOMPARE(step.sets.size(), std::size_t(1));
            const auto subset = step.sets[0];
            QCOMPARE(step.otherCells, subset);
            QVERIFY(extra.isSubsetOf(subset));
            std::uint16_t digits = 0;
            for (int c : subset)
                digits |= grid.candidates(c) & ~step.digits;
            QCOMPARE(std::popcount(unsigned(digits)), subset.count() - 1);
            for (int d = 1; d <= 9; ++d) {
                QVERIFY(!eliminated(d).intersects(subset));
                if (eliminated(d).any())
                    QVERIFY(digits & sudoku::digitBit(d));
            }
            break;
        }
        case Technique::UniqueRectangle4:
        case Technique::UniqueRectangle6: {
            QCOMPARE(extra.count(), 2);
            QVERIFY((eliminated(a) | eliminated(b)).isSubsetOf(extra));
            QVERIFY(eliminated(a).empty() || eliminated(b).empty());
            const int locked = eliminated(a).any() ? b : a;
            const int i1 = extra.first();
            const int i2 = extra.minus(sudoku::CellSet::of(i1)).first();
            if (technique == Technique::UniqueRectangle4)
                QVERIFY(!(sudoku::peerCells(i1) & sudoku::peerCells(i2)).intersects(grid.digitCells(locked)));
            else // the X-Wing digit is the one removed
                QCOMPARE((grid.digitCells(locked == a ? b : a)
                             & (sudoku::houseCells(sudoku::rowHouse(sudoku::rowOf(i1)))
                                 | sudoku::houseCells(sudoku::rowHouse(sudoku::rowOf(i2)))))
                             .minus(step.cells)
                             .empty(),
                    true);
            break;
        }
        case Technique::HiddenRectangle: {
            QCOMPARE(step.eliminationCount(), 1);
            const int removed = eliminated(a).any() ? a : b;
            const int strong = removed == a ? b : a;
            QVERIFY(eliminated(removed).contains(step.keyCells[3]));
            QVERIFY((grid.candidates(step.keyCells[0]) & ~step.digits) == 0);
            for (int h : {sudoku::rowHouse(sudoku::rowOf(step.keyCells[3])),
                     sudoku::columnHouse(sudoku::colOf(step.keyCells[3]))})
                QVERIFY((grid.digitCells(strong) & sudoku::houseCells(h)).isSubsetOf(step.cells));
            break;
        }
        case Technique::AvoidableRectangle1:
        case Technique::AvoidableRectangle2:
            QVERIFY(!grid.isEmpty(step.keyCells[0]) && !grid.isEmpty(step.keyCells[1]));
            QCOMPARE(grid.value(step.keyCells[0]), a == grid.value(step.keyCells[0]) ? a : b);
            break;
        default:
            QFAIL("not a rectangle");
        }
    }
}

void TestLogicPatterns::avoidableRectanglesNeedPlacedDigits()
{
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
    // The same position with every placed digit made a given: an avoidable rectangle's corners were placed
    // while solving; givens cannot be swapped, so the pattern proves nothing and must not be found.
    for (const char *code : {":0607-1:", ":0608-1:"}) {
        QFile file(testing::publicPath(testing::hodokuLibrary()));
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        int checked = 0;
        while (!file.atEnd()) {
            QByteArray line = file.readLine().trimmed();
            if (!line.startsWith(code))
                continue;
            const auto entry = libraryCase(line);
            sudoku::LogicOptions options;
            options.assumeUnique = true;
            QVERIFY(!sudoku::findSteps(entry.position, *entry.technique(), options).empty());
            auto fields = line.split(':'); // "", code, candidates, givens, ...
            fields[3].replace('+', "");
            line = fields.join(':');
            const auto givens = libraryCase(line);
            QVERIFY(sudoku::findSteps(givens.position, *givens.technique(), options).empty());
            ++checked;
        }
        QVERIFY(checked >= 10);
    }
}

void TestLogicPatterns::missingCandidatesOption()
{
    // A Unique Rectangle type 2 whose corners miss a digit that was eliminated: found only when missing
    // candidates are allowed (HoDoKu's option, on by default).
    const auto entry
        = libraryCase(":0601-2:15:.32+71.......6+2+37.4...+8.9+3.+2.+2.53.+1..7.+1+2.+68.+3+3..+1..+42.2.+34."
                      "+1....1.+9..+23....+3.+25+4+1:511 811 911 518 821 921 522 523 828 928 431 532 433 "
                      "538 562 972:632 633::");
    sudoku::LogicOptions options;
    options.assumeUnique = true;
    QVERIFY(!sudoku::findSteps(entry.position, Technique::UniqueRectangle2, options).empty());
    options.uniquenessMissingCandidates = false;
    QVERIFY(sudoku::findSteps(entry.position, Technique::UniqueRectangle2, options).empty());
}

SUDOKU_TEST_APPLESS_MAIN(TestLogicPatterns)
#include "tst_logic_patterns.moc"
