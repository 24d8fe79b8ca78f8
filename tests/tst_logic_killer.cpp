// SPDX-License-Identifier: GPL-3.0-or-later
// The killer cage techniques (issue 21) on hand-made positions: Cage Combination keeps only the combinations a
// cage's cells can hold and says so in words; Cage Locked Digit removes a digit every combination holds from
// the cells outside the cage that see all its places; Innies and Outies place or reduce the one or two cells the
// rule of 45 leaves; none finds anything without cages. And the table of cage combinations they all read, and
// the test of a cage's fills (grid/cagefit.h) that they and the search share.
#include "sudoku/grid/cagefit.h"
#include "sudoku/grid/cagesums.h"
#include "sudoku/grid/random.h"
#include "sudoku/logic/logic.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <bit>

using namespace sudoku;

namespace
{

CellSet cellsOf(std::initializer_list<int> cells)
{
    CellSet set;
    for (int cell : cells)
        set.insert(cell);
    return set;
}

CandidateGrid killerGrid(std::vector<Cage> cages)
{
    Board board;
    board.setRules(Rules::killer(std::move(cages)));
    return CandidateGrid::fromBoard(board);
}

std::uint16_t mask(std::initializer_list<int> digits)
{
    std::uint16_t m = 0;
    for (int d : digits)
        m |= digitBit(d);
    return m;
}

} // namespace

class TestLogicKiller : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cageCombinationTable()
    {
        // Every set of distinct digits exactly once, under its size and sum, in increasing mask order: 9 choose
        // n sets of n digits.
        std::array<int, 512> seen {};
        std::uint64_t choose = 1;
        for (int size = 0; size <= 9; ++size) {
            std::uint64_t count = 0;
            for (int sum = 0; sum <= 45; ++sum) {
                const auto sets = cageCombinations(size, sum);
                QVERIFY(std::is_sorted(sets.begin(), sets.end()));
                QCOMPARE(sets.empty(), sum < minCageSum(size) || sum > maxCageSum(size));
                for (std::uint16_t set : sets) {
                    QVERIFY(set < 512);
                    QCOMPARE(std::popcount(set), size);
                    int total = 0;
                    for (int d = 1; d <= 9; ++d)
                        total += (set & digitBit(d)) ? d : 0;
                    QCOMPARE(total, sum);
                    ++seen[set];
                }
                count += sets.size();
            }
            QCOMPARE(count, choose);
            choose = choose * static_cast<std::uint64_t>(9 - size) / static_cast<std::uint64_t>(size + 1);
        }
        QVERIFY(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }));
        QCOMPARE(cageCombinations(9, 45).size(), std::size_t {1});
        QCOMPARE(cageCombinations(9, 45)[0], std::uint16_t {0x1ff});
        QCOMPARE(cageCombinations(2, 3).size(), std::size_t {1});
        QCOMPARE(cageCombinations(2, 3)[0], mask({1, 2}));
        QCOMPARE(cageCombinations(2, 17)[0], mask({8, 9}));
        QCOMPARE(cageCombinations(3, 15).size(), std::size_t {8});
        QCOMPARE(cageCombinations(2, 10).size(), std::size_t {4}); // 4+6, 3+7, 2+8, 1+9 by increasing mask
        QCOMPARE(cageCombinations(2, 10)[0], mask({4, 6}));
        QCOMPARE(cageCombinations(0, 0).size(), std::size_t {1}); // the empty set
        QVERIFY(cageCombinations(10, 45).empty());
        QVERIFY(cageCombinations(3, 46).empty());
        QVERIFY(cageCombinations(-1, 3).empty());
    }

    // fillCage against every assignment of digits to the cells, on random candidates of one to nine cells (each
    // of its paths: one or two cells, six digits or fewer, more) and every sum that has a fill or is next to one.
    void cageFillsMatchEveryAssignment()
    {
        Random random(21);
        int withFills = 0, without = 0;
        for (int round = 0; round < 3000; ++round) {
            const auto n = static_cast<std::size_t>(1 + random.below(round % 3 == 0 ? 3 : 9));
            const unsigned pool = round % 2 ? 0x1FFu : 0x1FFu & static_cast<unsigned>(random.below(512));
            std::array<std::uint16_t, 9> candidates {};
            for (std::size_t i = 0; i < n; ++i)
                candidates[i] = static_cast<std::uint16_t>(pool & static_cast<unsigned>(random.below(512)));
            // Every assignment, cell by cell: per sum, the digits each cell takes and the digits all fills use.
            std::array<std::array<std::uint16_t, 9>, 46> expected {};
            std::array<unsigned, 46> every {};
            every.fill(0x1FF);
            std::array<bool, 46> any {};
            std::array<int, 9> digit {};
            const auto walk = [&](auto &&self, std::size_t i, unsigned used, int sum) -> void {
                if (i == n) {
                    any[static_cast<std::size_t>(sum)] = true;
                    every[static_cast<std::size_t>(sum)] &= used;
                    for (std::size_t k = 0; k < n; ++k)
                        expected[static_cast<std::size_t>(sum)][k] |= digitBit(digit[k]);
                    return;
                }
                for (int d = 1; d <= 9; ++d) {
                    if ((candidates[i] & digitBit(d)) && !(used & digitBit(d))) {
                        digit[i] = d;
                        self(self, i + 1, used | digitBit(d), sum + d);
                    }
                }
            };
            walk(walk, 0, 0, 0);
            for (int sum = 0; sum <= 45; ++sum) {
                const auto s = static_cast<std::size_t>(sum);
                std::array<std::uint16_t, 9> possible {};
                unsigned all = 0x1234;
                const bool fits = fillCage(std::span<const std::uint16_t>(candidates).first(n), sum, possible, &all);
                QCOMPARE(fits, any[s]);
                if (fits) {
                    QCOMPARE(possible, expected[s]);
                    QCOMPARE(all, every[s]);
                    ++withFills;
                } else {
                    QCOMPARE(possible, (std::array<std::uint16_t, 9> {}));
                    QCOMPARE(all, 0x1234u);
                    ++without;
                }
            }
            // combinationFits: each combination of the cells' size, on its own.
            for (int sum = 0; sum <= 45; ++sum) {
                for (const std::uint16_t combination : cageCombinations(static_cast<int>(n), sum)) {
                    std::array<std::uint16_t, 9> kept {}, possible {};
                    for (std::size_t i = 0; i < n; ++i)
                        kept[i] = static_cast<std::uint16_t>(candidates[i] & combination);
                    const bool fits
                        = combinationFits(combination, std::span<const std::uint16_t>(candidates).first(n), possible);
                    std::array<std::uint16_t, 9> alone {};
                    QCOMPARE(fits, fillCage(std::span<const std::uint16_t>(kept).first(n), sum, alone));
                    QCOMPARE(possible, alone);
                }
            }
        }
        QVERIFY(withFills > 1000 && without > 1000);
    }

    void nothingWithoutCages()
    {
        const CandidateGrid classic;
        QVERIFY(findSteps(classic, Technique::CageCombination).empty());
        QVERIFY(findSteps(classic, Technique::CageLockedDigit).empty());
        QVERIFY(techniqueFits(Technique::CageCombination, Rules::classicRules()));
        QVERIFY(techniqueFits(Technique::CageLockedDigit, Rules::x()));
    }

    void combinationOfAnEmptyCage()
    {
        // r1c1 + r1c2 = 3: only 1+2.
        const CandidateGrid grid = killerGrid({Cage {cellsOf({0, 1}), 3}});
        const auto steps = findSteps(grid, Technique::CageCombination);
        QCOMPARE(steps.size(), std::size_t {1});
        const Step &step = steps.front();
        QCOMPARE(step.cells, cellsOf({0, 1}));
        QCOMPARE(step.combinations, std::vector<std::uint16_t> {mask({1, 2})});
        for (int d = 3; d <= 9; ++d)
            QCOMPARE(step.eliminations[d - 1], cellsOf({0, 1}));
        QVERIFY(step.eliminations[0].empty() && step.eliminations[1].empty());
        QCOMPARE(text::english(stepText(step)),
            std::string("The cage {r1c1, r1c2} adds up to 3 with different digits: only 1+2 can fill it, each cell "
                        "with a digit it can still hold. So r1c1 and r1c2 cannot be 3, 4, 5, 6, 7, 8 or 9."));
        // The step is the easiest there is, before any intersection.
        const auto first = findStep(grid);
        QVERIFY(first);
        QCOMPARE(first->technique, Technique::CageCombination);
    }

    void combinationsMustFitTheCandidates()
    {
        // r1c1 + r1c2 = 10 with r1c1 only 1 or 2: of 1+9, 2+8, 3+7 and 4+6 only the first two fit, so r1c2 is
        // 8 or 9. A combination whose digits are all candidates of the cage but cannot be assigned goes too:
        // r2c1 + r2c2 = 10 with both cells 3, 6 or 7 leaves 3+7 only.
        CandidateGrid grid = killerGrid({Cage {cellsOf({0, 1}), 10}, Cage {cellsOf({9, 10}), 10}});
        grid.setCandidates(0, mask({1, 2}));
        grid.setCandidates(9, mask({3, 6, 7}));
        grid.setCandidates(10, mask({3, 6, 7}));
        const auto steps = findSteps(grid, Technique::CageCombination);
        QCOMPARE(steps.size(), std::size_t {2});
        QCOMPARE(steps[0].combinations, (std::vector<std::uint16_t> {mask({1, 9}), mask({2, 8})}));
        for (int d = 1; d <= 9; ++d) {
            QCOMPARE(steps[0].eliminations[d - 1].contains(1), d <= 7); // r1c2 is 8 or 9
            QVERIFY(!steps[0].eliminations[d - 1].contains(0)); // r1c1 keeps 1 and 2
        }
        QCOMPARE(steps[1].combinations, std::vector<std::uint16_t> {mask({3, 7})});
        QCOMPARE(steps[1].eliminations[5], cellsOf({9, 10}));
        QCOMPARE(removedDigits(steps[1]), mask({6}));
    }

    void combinationWithPlacedCells()
    {
        // r1c1 + r1c2 + r1c3 = 6 with r1c1 = 1: the other two add up to 5 without a 1, so 2+3.
        CandidateGrid grid = killerGrid({Cage {cellsOf({0, 1, 2}), 6}});
        grid.place(0, 1);
        const auto steps = findSteps(grid, Technique::CageCombination);
        QCOMPARE(steps.size(), std::size_t {1});
        QCOMPARE(steps.front().cells, cellsOf({1, 2}));
        QCOMPARE(steps.front().otherCells, cellsOf({0}));
        QCOMPARE(steps.front().combinations, std::vector<std::uint16_t> {mask({2, 3})});
        QCOMPARE(text::english(stepText(steps.front())),
            std::string("The empty cells {r1c2, r1c3} of a cage add up to 5 with different digits (the cage's sum "
                        "less the digits in r1c1): only 2+3 can fill them, each cell with a digit it can still hold. "
                        "So r1c2 and r1c3 cannot be 4, 5, 6, 7, 8 or 9."));
    }

    void lockedDigit()
    {
        // r1c1 + r2c1 = 3: 1 and 2 lie in both, which share column 1 and box 1, so neither digit is anywhere else
        // in them.
        const CandidateGrid grid = killerGrid({Cage {cellsOf({0, 9}), 3}});
        const auto steps = findSteps(grid, Technique::CageLockedDigit);
        QCOMPARE(steps.size(), std::size_t {2});
        const CellSet outside = (grid.peers(0) & grid.peers(9)).minus(cellsOf({0, 9}));
        QCOMPARE(outside.count(), 7 + 6);
        for (int i = 0; i < 2; ++i) {
            const Step &step = steps[static_cast<std::size_t>(i)];
            QCOMPARE(step.digits, digitBit(i + 1));
            QCOMPARE(step.otherCells, cellsOf({0, 9}));
            QCOMPARE(step.eliminations[static_cast<std::size_t>(i)], outside);
            QCOMPARE(step.eliminationCount(), outside.count());
            QCOMPARE(int(step.houseCount), 2); // column 1 and box 1
        }
        const std::string words = text::english(stepText(steps.front()));
        QVERIFY2(words.starts_with("The empty cells {r1c1, r2c1} of a cage add up to 3 with different digits: only "
                                   "1+2 can fill them. Each of these holds 1, and in the cage 1 can only go in r1c1 "
                                   "and r2c1. So r1c2, "),
            words.c_str());
        QVERIFY2(words.ends_with(" cannot be 1, as they see all of those cells."), words.c_str());
        // A digit some combination lacks is not locked: r1c1 + r1c2 = 10 has no digit in every combination.
        QVERIFY(findSteps(killerGrid({Cage {cellsOf({0, 1}), 10}}), Technique::CageLockedDigit).empty());
    }

    void lockedDigitWhereItCanGo()
    {
        // r1c1 + r1c2 + r1c3 = 7 is 1+2+4; with 4 a candidate of r1c1 and r1c2 only, 4 leaves the rest of row 1
        // and box 1, and the cage's r1c3 is not touched.
        CandidateGrid grid = killerGrid({Cage {cellsOf({0, 1, 2}), 7}});
        grid.setCandidates(2, mask({1, 2}));
        const auto steps = findSteps(grid, Technique::CageLockedDigit);
        const auto four
            = std::find_if(steps.begin(), steps.end(), [](const Step &s) { return s.digits == digitBit(4); });
        QVERIFY(four != steps.end());
        QCOMPARE(four->otherCells, cellsOf({0, 1}));
        QVERIFY(!four->eliminations[3].contains(2));
        QVERIFY(four->eliminations[3].contains(3)); // r1c4
        QVERIFY(four->eliminations[3].contains(18)); // r3c1, in box 1
        QVERIFY(!four->eliminations[3].contains(27)); // r4c1 sees r1c1 only
    }
    // The rule of 45's step over row 1 alone, among those of the other houses (the box the cages lie in may have
    // innies too).
    static Step rowOneStep(const std::vector<Step> &steps)
    {
        const auto row = std::find_if(steps.begin(), steps.end(), [](const Step &s) {
            return s.houseCount == 1 && s.houses[0].kind == HouseKind::Row && s.houses[0].index == 0 && s.sums[0] == 0;
        });
        return row == steps.end() ? Step() : *row;
    }

    void innies()
    {
        // Row 1's cages r1c1-r1c8 add up to 3 + 7 + 11 + 15 = 36, so its innie r1c9 is 45 - 36 = 9.
        const CandidateGrid grid = killerGrid({Cage {cellsOf({0, 1}), 3}, Cage {cellsOf({2, 3}), 7},
            Cage {cellsOf({4, 5}), 11}, Cage {cellsOf({6, 7}), 15}});
        const Step step = rowOneStep(findSteps(grid, Technique::InniesOuties));
        QCOMPARE(int(step.placementCell), 8);
        QCOMPARE(int(step.placementDigit), 9);
        QCOMPARE(int(step.houseCount), 1);
        QCOMPARE(step.houses[0].kind, HouseKind::Row);
        QCOMPARE(text::english(stepText(step)),
            std::string("The digits of row 1 add up to 45, 45 a house, and the cages wholly inside them to 36. So "
                        "their other cells, r1c9, add up to 9. So r1c9 is 9."));
        QVERIFY(findSteps(CandidateGrid(), Technique::InniesOuties).empty());
    }

    void twoInnies()
    {
        // 3 + 7 + 11 + 7 = 28 in r1c1-r1c7: r1c8 + r1c9 = 17, only 8 + 9.
        const CandidateGrid grid = killerGrid(
            {Cage {cellsOf({0, 1}), 3}, Cage {cellsOf({2, 3}), 7}, Cage {cellsOf({4, 5}), 11}, Cage {cellsOf({6}), 7}});
        const Step step = rowOneStep(findSteps(grid, Technique::InniesOuties));
        QCOMPARE(step.technique, Technique::InniesOuties);
        for (int d = 1; d <= 9; ++d)
            QCOMPARE(step.eliminations[d - 1], d <= 7 ? cellsOf({7, 8}) : CellSet());
        QVERIFY(!step.hasPlacement());
    }

    void threeInnies()
    {
        // 3 + 7 + 11 = 21 in r1c1-r1c6: r1c7 + r1c8 + r1c9 = 24, which only 7 + 8 + 9 make (three cells: a
        // Virtual Cage, which Innies and Outies, of one or two, leave alone).
        QVERIFY(rowOneStep(
            findSteps(killerGrid({Cage {cellsOf({0, 1}), 3}, Cage {cellsOf({2, 3}), 7}, Cage {cellsOf({4, 5}), 11}}),
                Technique::InniesOuties))
                    .eliminations[0]
                    .empty());
        const CandidateGrid grid
            = killerGrid({Cage {cellsOf({0, 1}), 3}, Cage {cellsOf({2, 3}), 7}, Cage {cellsOf({4, 5}), 11}});
        const auto steps = findSteps(grid, Technique::VirtualCage);
        const Step step = rowOneStep(steps);
        QCOMPARE(step.technique, Technique::VirtualCage);
        for (int d = 1; d <= 9; ++d)
            QCOMPARE(step.eliminations[d - 1], d <= 6 ? cellsOf({6, 7, 8}) : CellSet());
        QCOMPARE(step.digits, mask({7, 8, 9}));
        QCOMPARE(text::english(stepText(step)),
            std::string("The digits of row 1 add up to 45, 45 a house, and the cages wholly inside them to 21. So "
                        "their other cells, r1c7, r1c8 and r1c9, add up to 24. So r1c7, r1c8 and r1c9 cannot be 1, 2, "
                        "3, 4, 5 or 6, as no candidates of the other cells complete the sum (with different digits "
                        "where cells see each other)."));
        // Box 1's cells outside its cage r1c1-r1c2 (3: 1 and 2) are seven that add up to 42, so none is 1 or 2;
        // r1c3 is one of them (its cage reaches into box 2).
        const auto box = std::find_if(steps.begin(), steps.end(), [](const Step &s) {
            return s.houseCount == 1 && s.houses[0].kind == HouseKind::Box && s.houses[0].index == 0;
        });
        QVERIFY(box != steps.end());
        QCOMPARE(box->cells.count(), 7);
        for (int d = 1; d <= 9; ++d)
            QCOMPARE(box->eliminations[d - 1], d <= 2 ? box->cells : CellSet());
    }

    void outies()
    {
        // Row 1 is covered by cages adding up to 36 + 10, the last one reaching r2c9: that outie is 46 - 45 = 1
        // (and the innie r1c9 of row 1's own cages is 9).
        const CandidateGrid grid = killerGrid({Cage {cellsOf({0, 1}), 3}, Cage {cellsOf({2, 3}), 7},
            Cage {cellsOf({4, 5}), 11}, Cage {cellsOf({6, 7}), 15}, Cage {cellsOf({8, 17}), 10}});
        const auto steps = findSteps(grid, Technique::InniesOuties);
        const auto outie = std::find_if(steps.begin(), steps.end(), [](const Step &s) { return s.sums[0] == 1; });
        QVERIFY(outie != steps.end());
        QCOMPARE(int(outie->placementCell), 17);
        QCOMPARE(int(outie->placementDigit), 1);
        QCOMPARE(text::english(stepText(*outie)),
            std::string("The digits of row 1 add up to 45, 45 a house, and the cages that reach into them to 46. So "
                        "the cages' cells outside them, r2c9, add up to 1. So r2c9 is 1."));
        const auto innie = std::find_if(steps.begin(), steps.end(), [](const Step &s) { return s.sums[0] == 0; });
        QVERIFY(innie != steps.end());
        QCOMPARE(int(innie->placementCell), 8);
        QCOMPARE(int(innie->placementDigit), 9);
    }
};

QTEST_APPLESS_MAIN(TestLogicKiller)
#include "tst_logic_killer.moc"
