// SPDX-License-Identifier: GPL-3.0-or-later
// Almost locked set techniques and Sue de Coq: on HoDoKu library positions, the step with the library's
// eliminations is found, and its pattern slots (sets, nodes, links, houses) describe a pattern a hint can
// draw: every set an ALS of one house, the chain's links between the sets' RC candidates, the stem of a
// Death Blossom seeing each petal's digit. Also the overlap option, the library writing, the text.
#include "sudoku/io/hodoku.h"
#include "sudoku/logic/alsgraph.h"
#include "sudoku/logic/logic.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <optional>

using sudoku::Technique;

namespace
{

sudoku::LibraryCase libraryCase(const QByteArray &line)
{
    const auto parsed = sudoku::parseLibraryLine(line.toStdString());
    if (!parsed.libraryCase)
        QTest::qFail(parsed.error.c_str(), __FILE__, __LINE__);
    return parsed.libraryCase.value_or(sudoku::LibraryCase {});
}

sudoku::CandidateMask digitsOf(const sudoku::CandidateGrid &grid, const sudoku::CellSet &cells)
{
    sudoku::CandidateMask digits = 0;
    for (int c : cells)
        digits |= grid.candidates(c);
    return digits;
}

bool inOneHouse(const sudoku::CellSet &cells)
{
    for (int h = 0; h < sudoku::kHouseCount; ++h) {
        if (cells.isSubsetOf(sudoku::houseCells(h)))
            return true;
    }
    return false;
}

// The step of `technique` with exactly the case's eliminations, if any.
std::optional<sudoku::Step> stepWithEffect(const sudoku::LibraryCase &entry, Technique technique,
    const sudoku::LogicOptions &options = sudoku::LogicOptions {})
{
    for (const auto &step : sudoku::findSteps(entry.position, technique, options)) {
        if (step.eliminations == entry.eliminations)
            return step;
    }
    return std::nullopt;
}

const QByteArray kXZ(
    ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:"
    "314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::");
const QByteArray kXZDoubly(
    ":0901-2:13679:....8.......4..+8.....12564.72......6..431....9......8.25.....3869...712........+"
    "6.:767 769 495 496 497 499:113 123 313 323 662 713 723 913 923 939::");
const QByteArray kXYWing(
    ":0902-1:7:+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1.67..7..91..3+1+8+"
    "76592+4:441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885:768::");
const QByteArray kXYWingOverlap(":0902-2:2:..1...34.4....697....23+4...9...5.8.....6.8.....8.9...1....45...+5728....4."
                                "84...5..:711 912 519 538 249 257 259 559 759 667 974 177 677 678 978 279 979 186 188 "
                                "688 298 299:262::");
const QByteArray kChain(
    ":0903-1:7:..7..5..4+5......16+4.....5..3..9....+58.4+5......56378+1+4.+7+4+5+8+32+961+1+8346925+"
    "7..91+5+7+4..:212 612 215 318 225 232 235 636 338 339 145 357 258 259:758::");
const QByteArray kBlossom(
    ":0904-1:9:8+7+14..6..5+42...7..+93+6+8+57+42+1.28.7.+3.....3.6+2....+3+21.54..1.7..+93.+3.9...8+72."
    "+87..3+1.4:915 919 924 929 641 946 948 958 959 669 475 675 476 584 694:966::");
const QByteArray kBlossomOverlap(
    ":0904-2:3:5.+6.+281.3.2.6.....1..5..6.+2+9.7.6.+82.6.+38.2..9+48+2.9.3+6.+8.1.+57..6....+86."
    "5.2+654....8:927 728 374 978 787 789 998:384::");
const QByteArray kSueDeCoq(
    ":1101:234589:+3+24+8+6+1+59765+7+9+4+3+82191+8+5+273+642.1+43....5.32.6...+4..+7.....+1..6.....+8."
    ".1746..7..+39..1.::277 378 477 478 578 849 869 949 969::");

} // namespace

class TestLogicAls : public QObject
{
    Q_OBJECT

private slots:
    void libraryStep_data();
    void libraryStep();
    void setsAreAlmostLocked_data();
    void setsAreAlmostLocked();
    void chainNodesAndLinks_data();
    void chainNodesAndLinks();
    void deathBlossomStem();
    void sueDeCoqParts();
    void overlapNeedsTheOption_data();
    void overlapNeedsTheOption();
    void searchOrder();
};

void TestLogicAls::libraryStep_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("technique");
    QTest::addColumn<int>("sets");
    QTest::newRow("ALS-XZ") << kXZ << int(Technique::AlsXZ) << 2;
    QTest::newRow("ALS-XZ doubly linked") << kXZDoubly << int(Technique::AlsXZ) << 2;
    QTest::newRow("ALS-XY-Wing") << kXYWing << int(Technique::AlsXYWing) << 3;
    QTest::newRow("ALS-XY-Chain") << kChain << int(Technique::AlsXYChain) << -1;
    QTest::newRow("Death Blossom") << kBlossom << int(Technique::DeathBlossom) << -1;
    QTest::newRow("Sue de Coq") << kSueDeCoq << int(Technique::SueDeCoq) << 3;
}

void TestLogicAls::libraryStep()
{
    // The step is found and written back as the library writes it: the eliminated digits as <candidates>.
    QFETCH(QByteArray, line);
    QFETCH(int, technique);
    QFETCH(int, sets);
    const auto entry = libraryCase(line);
    const auto step = stepWithEffect(entry, static_cast<Technique>(technique));
    QVERIFY(step);
    QCOMPARE(int(step->technique), technique);
    QCOMPARE(QByteArray::fromStdString(sudoku::libraryCandidates(*step)), line.split(':').value(2));
    QCOMPARE(QByteArray::fromStdString(sudoku::libraryLine(entry.position, *step)),
        QByteArray(line).replace("-1:", ":").replace("-2:", ":"));
    if (sets > 0)
        QCOMPARE(int(step->sets.size()), sets);
    else
        QVERIFY(step->sets.size() >= 3);
    QVERIFY(step->houseCount >= 2);
    // The English explanation names the sets' cells and the effect.
    const std::string text = sudoku::describeStep(*step);
    QVERIFY2(text.find(sudoku::cellName(step->sets[0].first())) != std::string::npos, text.c_str());
    QVERIFY2(text.find(sudoku::describeEffect(*step)) != std::string::npos, text.c_str());
}

void TestLogicAls::setsAreAlmostLocked_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("technique");
    QTest::newRow("ALS-XZ") << kXZ << int(Technique::AlsXZ);
    QTest::newRow("ALS-XZ doubly linked") << kXZDoubly << int(Technique::AlsXZ);
    QTest::newRow("ALS-XY-Wing") << kXYWing << int(Technique::AlsXYWing);
    QTest::newRow("ALS-XY-Chain") << kChain << int(Technique::AlsXYChain);
    QTest::newRow("Death Blossom") << kBlossom << int(Technique::DeathBlossom);
}

void TestLogicAls::setsAreAlmostLocked()
{
    // Every instance, not only the library's: each shaded set is N cells of one house with N+1 digits, the
    // cells shaded are the sets' cells, and no elimination falls inside the two ends of the pattern.
    QFETCH(QByteArray, line);
    QFETCH(int, technique);
    const auto entry = libraryCase(line);
    const auto steps = sudoku::findSteps(entry.position, static_cast<Technique>(technique));
    QVERIFY(!steps.empty());
    for (const auto &step : steps) {
        sudoku::CellSet all;
        for (const auto &set : step.sets) {
            QVERIFY(inOneHouse(set));
            QVERIFY(set.isSubsetOf(entry.position.emptyCells()));
            QCOMPARE(std::popcount(static_cast<unsigned>(digitsOf(entry.position, set))), set.count() + 1);
            all |= set;
        }
        QCOMPARE(step.cells, all);
        QVERIFY(step.isProductive());
        for (int d = 1; d <= 9; ++d) {
            QVERIFY(step.eliminations[d - 1].isSubsetOf(entry.position.digitCells(d)));
            if (step.technique != Technique::DeathBlossom) {
                QVERIFY(!step.eliminations[d - 1].intersects(step.sets.front() & entry.position.digitCells(d)));
                QVERIFY(!step.eliminations[d - 1].intersects(step.sets.back() & entry.position.digitCells(d)));
            }
        }
    }
}

void TestLogicAls::chainNodesAndLinks_data()
{
    setsAreAlmostLocked_data();
}

void TestLogicAls::chainNodesAndLinks()
{
    // What the board draws: nodes are candidates of the position inside their set; a weak link joins the
    // same digit in two different sets (or the stem and a petal), every candidate of one seeing every
    // candidate of the other; a strong link stays inside one set.
    QFETCH(QByteArray, line);
    QFETCH(int, technique);
    const auto entry = libraryCase(line);
    for (const auto &step : sudoku::findSteps(entry.position, static_cast<Technique>(technique))) {
        QVERIFY(!step.nodes.empty());
        QVERIFY(!step.links.empty());
        for (const auto &node : step.nodes) {
            QVERIFY(node.digit >= 1 && node.digit <= 9);
            QVERIFY(node.cells.any());
            QVERIFY(node.cells.isSubsetOf(entry.position.digitCells(node.digit)));
            if (node.set >= 0) {
                QVERIFY(node.set < int(step.sets.size()));
                QCOMPARE(node.cells, step.sets[std::size_t(node.set)] & entry.position.digitCells(node.digit));
            } else {
                QCOMPARE(step.technique, Technique::DeathBlossom);
                QCOMPARE(node.cells, sudoku::CellSet::of(step.keyCells[0]));
            }
        }
        int weak = 0;
        for (const auto &link : step.links) {
            QVERIFY(link.from < step.nodes.size() && link.to < step.nodes.size());
            const auto &a = step.nodes[link.from];
            const auto &b = step.nodes[link.to];
            if (link.strong) {
                QCOMPARE(a.set, b.set);
                QVERIFY(a.digit != b.digit);
                QCOMPARE(a.on, !b.on);
            } else {
                ++weak;
                QCOMPARE(a.digit, b.digit);
                QVERIFY(a.set != b.set);
                for (int p : a.cells) {
                    for (int q : b.cells)
                        QVERIFY(sudoku::sees(p, q));
                }
            }
        }
        QVERIFY(weak >= int(step.sets.size()) - 1);
    }
}

void TestLogicAls::deathBlossomStem()
{
    const auto entry = libraryCase(kBlossom);
    const auto step = stepWithEffect(entry, Technique::DeathBlossom);
    QVERIFY(step);
    const int stem = step->keyCells[0];
    QVERIFY(stem >= 0);
    QCOMPARE(step->digits, entry.position.candidates(stem));
    // One petal per stem candidate, in digit order, each holding it in cells the stem sees, none the stem.
    QCOMPARE(int(step->sets.size()), std::popcount(static_cast<unsigned>(step->digits)));
    int petal = 0;
    for (int d = 1; d <= 9; ++d) {
        if (!(step->digits & sudoku::digitBit(d)))
            continue;
        const sudoku::CellSet with = step->sets[std::size_t(petal++)] & entry.position.digitCells(d);
        QVERIFY(with.any());
        QVERIFY(!with.contains(stem));
        for (int c : with)
            QVERIFY(sudoku::sees(stem, c));
    }
}

void TestLogicAls::sueDeCoqParts()
{
    const auto entry = libraryCase(kSueDeCoq);
    const auto steps = sudoku::findSteps(entry.position, Technique::SueDeCoq);
    QVERIFY(!steps.empty());
    for (const auto &step : steps) {
        QCOMPARE(step.houseCount, std::uint8_t {2});
        const auto line = sudoku::houseCells(sudoku::houseIndex(step.houses[0]));
        const auto box = sudoku::houseCells(sudoku::houseIndex(step.houses[1]));
        QCOMPARE(step.houses[1].kind, sudoku::HouseKind::Box);
        QVERIFY(step.houses[0].kind != sudoku::HouseKind::Box);
        QCOMPARE(int(step.sets.size()), 3);
        const auto &c = step.sets[0];
        const auto &r = step.sets[1];
        const auto &b = step.sets[2];
        // C: two or three cells where line and box meet, at least two digits more than cells.
        QVERIFY(c.count() >= 2 && c.count() <= 3);
        QVERIFY(c.isSubsetOf(line & box));
        const sudoku::CandidateMask v = digitsOf(entry.position, c);
        QCOMPARE(step.digits, v);
        QVERIFY(std::popcount(static_cast<unsigned>(v)) >= c.count() + 2);
        // R in the line, B in the box, apart from C and each other, sharing no digit of V.
        QVERIFY(r.any() && r.isSubsetOf(line) && !r.intersects(c));
        QVERIFY(b.any() && b.isSubsetOf(box) && !b.intersects(c) && !b.intersects(r));
        QCOMPARE(digitsOf(entry.position, r) & digitsOf(entry.position, b) & v, sudoku::CandidateMask {0});
        QCOMPARE(step.cells, c);
        QCOMPARE(step.otherCells, r | b);
        // Eliminations only in the rest of the line and the box.
        for (int d = 1; d <= 9; ++d)
            QVERIFY(step.eliminations[d - 1].isSubsetOf((line | box).minus(c | r | b)));
    }
}

void TestLogicAls::overlapNeedsTheOption_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("technique");
    QTest::newRow("ALS-XY-Wing") << kXYWingOverlap << int(Technique::AlsXYWing);
    QTest::newRow("Death Blossom") << kBlossomOverlap << int(Technique::DeathBlossom);
}

void TestLogicAls::overlapNeedsTheOption()
{
    // These patterns use sets that share a cell: found only when overlapping sets are allowed.
    QFETCH(QByteArray, line);
    QFETCH(int, technique);
    const auto entry = libraryCase(line);
    QVERIFY(!stepWithEffect(entry, static_cast<Technique>(technique)));
    sudoku::LogicOptions options;
    options.alsAllowOverlap = true;
    const auto step = stepWithEffect(entry, static_cast<Technique>(technique), options);
    QVERIFY(step);
    bool overlap = false;
    for (std::size_t i = 0; i < step->sets.size(); ++i) {
        for (std::size_t j = i + 1; j < step->sets.size(); ++j)
            overlap = overlap || step->sets[i].intersects(step->sets[j]);
    }
    QVERIFY(overlap);
}

void TestLogicAls::searchOrder()
{
    // By difficulty: Sue de Coq, then the ALS techniques from two sets to a blossom and the chain of sets.
    const auto order = sudoku::techniqueOrder();
    const auto at = [&](Technique t) { return std::find(order.begin(), order.end(), t) - order.begin(); };
    QVERIFY(at(Technique::BugPlusOne) < at(Technique::SueDeCoq));
    QVERIFY(at(Technique::SueDeCoq) < at(Technique::AlsXZ));
    QVERIFY(at(Technique::AlsXZ) < at(Technique::AlsXYWing));
    QVERIFY(at(Technique::AlsXYWing) < at(Technique::DeathBlossom));
    QVERIFY(at(Technique::DeathBlossom) < at(Technique::AlsXYChain));
    for (Technique t :
        {Technique::SueDeCoq, Technique::AlsXZ, Technique::AlsXYWing, Technique::AlsXYChain, Technique::DeathBlossom}) {
        QVERIFY(!sudoku::techniqueInfo(t).needsUniqueness);
        QCOMPARE(sudoku::techniqueFromId(sudoku::techniqueId(t)), std::optional(t));
        QCOMPARE(sudoku::techniqueFromHodokuCode(sudoku::techniqueInfo(t).hodokuCode), std::optional(t));
    }
}

QTEST_APPLESS_MAIN(TestLogicAls)
#include "tst_logic_als.moc"
