// SPDX-License-Identifier: GPL-3.0-or-later
// The variants' rules as data (grid/rules.h), their formats (io/ruleformats.h) and the three solvers on them:
// Sudoku-X, Hyper, Jigsaw, Killer and their mixes. Solo's puzzles (tests/data/solo, made with Debian's
// sgt-solo) are read, solved by every algorithm to the same unique solution, and written back as the same IDs.
#include "corpus.h"

#include "sudoku/generate/generator.h"
#include "sudoku/grid/board.h"
#include "sudoku/grid/rules.h"
#include "sudoku/io/formats.h"
#include "sudoku/io/ruleformats.h"
#include "sudoku/search/searchobserver.h"
#include "sudoku/search/solver.h"

#include <QDir>
#include <QTest>

using namespace sudoku;

namespace
{

QStringList soloLines(const QString &file)
{
    QFile f(testing::dataPath(QStringLiteral("solo/") + file));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QStringList lines;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (!line.isEmpty() && !line.startsWith(QLatin1Char('#')))
            lines << line;
    }
    return lines;
}

const QStringList kSoloFiles {QStringLiteral("3x3.txt"), QStringLiteral("3x3x.txt"), QStringLiteral("3x3xdu.txt"),
    QStringLiteral("9j.txt"), QStringLiteral("9jdu.txt"), QStringLiteral("9jx.txt"), QStringLiteral("9jxde.txt"),
    QStringLiteral("3x3k.txt"), QStringLiteral("3x3xk.txt"), QStringLiteral("9jk.txt")};

Board parse(const std::string &line)
{
    const RulesParse parsed = isSoloId(line) ? parseSoloId(line) : parseVariantLine(line);
    if (!parsed.board)
        qFatal("cannot read %s: %s", line.c_str(), parsed.error.c_str());
    return *parsed.board;
}

// Counts the events of a search and, when asked, requests a stop at the first one.
class EventCounter : public SearchObserver
{
public:
    void onEvent(const SearchEvent &event) override
    {
        ++counts[static_cast<std::size_t>(event.kind)];
        if (stop)
            stop->request_stop();
    }
    std::array<std::uint64_t, 6> counts {};
    std::stop_source *stop = nullptr;
};

// A jigsaw layout: the boxes, but r1c4 belongs to the first region and r3c3 to the second (both still connected).
std::array<std::uint8_t, kCellCount> zigzagRegions()
{
    std::array<std::uint8_t, kCellCount> regions = Rules::boxRegions();
    std::swap(regions[cellAt(0, 3)], regions[cellAt(2, 2)]);
    return regions;
}

} // namespace

class TestVariants : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void classicRulesAreTheGeometry()
    {
        const Rules classic;
        QVERIFY(classic.isClassic());
        QCOMPARE(classic.houseCount(), kHouseCount);
        for (int h = 0; h < kHouseCount; ++h)
            QCOMPARE(classic.houseCells(h), houseCells(h));
        for (int cell = 0; cell < kCellCount; ++cell) {
            QCOMPARE(classic.peers(cell), peerCells(cell));
            QCOMPARE(static_cast<int>(classic.housesOf(cell).size()), 3);
        }
        QVERIFY(!Board().rules().problem());
        QVERIFY(Board().isClassic());
    }

    void extraHouses_data()
    {
        QTest::addColumn<int>("variant"); // 0 X, 1 Hyper
        QTest::addColumn<int>("houses");
        QTest::addColumn<int>("cell");
        QTest::addColumn<int>("peers");
        QTest::newRow("X, the centre is on both diagonals") << 0 << 29 << cellAt(4, 4) << 20 + 12;
        QTest::newRow("X, r1c1 on the main diagonal") << 0 << 29 << cellAt(0, 0) << 20 + 6;
        QTest::newRow("X, r1c2 on no diagonal") << 0 << 29 << cellAt(0, 1) << 20;
        QTest::newRow("Hyper, r2c2 in the first window") << 1 << 31 << cellAt(1, 1) << 20 + 3;
        QTest::newRow("Hyper, r5c5 in no window") << 1 << 31 << cellAt(4, 4) << 20;
    }
    void extraHouses()
    {
        QFETCH(int, variant);
        QFETCH(int, houses);
        QFETCH(int, cell);
        QFETCH(int, peers);
        const Rules rules = variant == 0 ? Rules::x() : Rules::hyper();
        QVERIFY(!rules.isClassic());
        QCOMPARE(rules.houseCount(), houses);
        QCOMPARE(rules.peers(cell).count(), peers);
        for (int h = 0; h < rules.houseCount(); ++h) {
            QCOMPARE(rules.houseCells(h).count(), 9);
            for (int i = 0; i < 9; ++i) {
                if (rules.house(h).kind != HouseKind::Region)
                    QVERIFY(rules.houseCells(h).contains(rules.house(h).cell(i)));
            }
        }
    }

    void brokenRulesAreInvalid_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("problem");
        const QString empty(81, QLatin1Char('.'));
        QString regions;
        for (int cell = 0; cell < kCellCount; ++cell)
            regions += QChar(u'1' + boxOf(cell));
        QString eight = regions;
        eight[0] = QLatin1Char('2'); // region 1 has 8 cells, region 2 has 10
        QTest::newRow("a region of 8 cells")
            << QStringLiteral("J:%1:%2").arg(empty, eight) << "region 1 has 8 cells, not 9";
        QString split = regions;
        std::swap(split[0], split[80]); // region 1 holds r9c9, far from the rest
        QTest::newRow("a region in two pieces")
            << QStringLiteral("J:%1:%2").arg(empty, split) << "region 1 is not connected";
        QString cages(81, QLatin1Char('.'));
        cages[0] = cages[1] = QLatin1Char('a');
        QTest::newRow("a cage sum no two digits make") << QStringLiteral("K:%1:%2:18").arg(empty, QString(cages))
                                                       << "cage 1 has 2 cells, which cannot add up to 18";
        cages[3] = cages[13] = QLatin1Char('b'); // r1c4 and r2c5 touch at a corner only
        QTest::newRow("a cage in two pieces")
            << QStringLiteral("K:%1:%2:3,3").arg(empty, cages) << "cage 2 is not connected";
    }
    void brokenRulesAreInvalid()
    {
        QFETCH(QString, line);
        QFETCH(QString, problem);
        const RulesParse parsed = parseVariantLine(line.toStdString());
        QVERIFY(!parsed.board);
        QCOMPARE(QString::fromStdString(parsed.error), problem);
        // Rules built in code are checked by every solver too.
        std::array<std::uint8_t, kCellCount> regions = Rules::boxRegions();
        regions[0] = 1;
        const Board board = Board::fromGivens({}, Rules::jigsaw(regions));
        for (Algorithm a : {Algorithm::Naive, Algorithm::Dfs, Algorithm::Dlx}) {
            const SolveResult result = solve(board, {}, a);
            QCOMPARE(result.status, SolveStatus::Invalid);
            QCOMPARE(
                QString::fromStdString(result.invalidReason(board)), QStringLiteral("region 1 has 8 cells, not 9"));
        }
    }

    void clashesFollowTheRules()
    {
        Grid givens {};
        givens[cellAt(0, 0)] = 5;
        givens[cellAt(8, 8)] = 5; // the same diagonal
        const Board classic = Board::fromGivens(givens);
        QVERIFY(!classic.firstGivenClash());
        const Board x = Board::fromGivens(givens, Rules::x());
        const auto clash = x.firstGivenClash();
        QVERIFY(clash);
        QCOMPARE(
            QString::fromStdString(clash->describe()), QStringLiteral("two 5s in the main diagonal: r1c1 and r9c9"));
        for (Algorithm a : {Algorithm::Naive, Algorithm::Dfs, Algorithm::Dlx})
            QCOMPARE(solve(x, {}, a).status, SolveStatus::Invalid);

        // Two equal digits in one killer cage, in different houses.
        std::vector<Cage> cages {
            {CellSet::of(cellAt(0, 2)) | CellSet::of(cellAt(0, 3)) | CellSet::of(cellAt(1, 3)), 15}};
        Grid two {};
        two[cellAt(0, 2)] = 4;
        two[cellAt(1, 3)] = 4;
        const Board killer = Board::fromGivens(two, Rules::killer(cages));
        const auto cageClash = killer.firstGivenClash();
        QVERIFY(cageClash);
        QCOMPARE(cageClash->cage, 0);
        QCOMPARE(QString::fromStdString(cageClash->describe()), QStringLiteral("two 4s in cage 1: r1c3 and r2c4"));
    }

    void boardsCompareTheirRules()
    {
        Grid givens {};
        givens[3] = 7;
        QVERIFY(Board::fromGivens(givens) != Board::fromGivens(givens, Rules::x()));
        QVERIFY(Board::fromGivens(givens, Rules::x()) == Board::fromGivens(givens, Rules::x()));
        QVERIFY(Board::fromGivens(givens, Rules::x()).puzzle().rules() == Rules::x());
        QVERIFY(Board::fromGivens(givens, Rules::classic()).isClassic());
    }

    void variantLinesRoundTrip_data()
    {
        QTest::addColumn<QString>("line");
        const QString givens
            = QStringLiteral("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        QString regions;
        for (int cell = 0; cell < kCellCount; ++cell)
            regions += QChar(u'1' + zigzagRegions()[static_cast<std::size_t>(cell)]);
        QTest::newRow("X") << QStringLiteral("X:") + givens;
        QTest::newRow("Hyper") << QStringLiteral("H:") + givens;
        QTest::newRow("X and Hyper") << QStringLiteral("XH:") + givens;
        QTest::newRow("Jigsaw") << QStringLiteral("J:%1:%2").arg(givens, regions);
        QTest::newRow("Jigsaw-X") << QStringLiteral("XJ:%1:%2").arg(givens, regions);
        // In every row, the pairs c1-c2, c3-c4, c5-c6, c7-c8 are cages, and c9 alone (a cage of one): 45 cages.
        const std::string_view letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
        QString cages;
        QStringList sums;
        for (int cell = 0; cell < kCellCount; ++cell)
            cages += QChar(letters[static_cast<std::size_t>(rowOf(cell) * 5 + colOf(cell) / 2)]);
        for (int c = 0; c < 45; ++c)
            sums << QString::number(c % 5 == 4 ? 5 : 9);
        QTest::newRow("Killer, 45 cages")
            << QStringLiteral("K:%1:%2:%3").arg(QString(81, QLatin1Char('.')), cages, sums.join(QLatin1Char(',')));
    }
    void variantLinesRoundTrip()
    {
        QFETCH(QString, line);
        const Board board = parse(line.toStdString());
        QVERIFY(!board.isClassic());
        QCOMPARE(QString::fromStdString(writeVariantLine(board.givens(), board.rules())), line);
        // A batch reads them too, detecting the format.
        const PuzzleBatch batch = parsePuzzles((line + QLatin1Char('\n')).toStdString());
        QCOMPARE(batch.format, Format::Variant);
        QCOMPARE(int(batch.puzzles.size()), 1);
        QVERIFY(batch.puzzles.front().ok());
        QVERIFY(batch.puzzles.front().board == board);
    }

    void badVariantLinesSayWhy_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("error");
        const QString givens(81, QLatin1Char('.'));
        QTest::newRow("unknown rule") << QStringLiteral("Q:") + givens << "'Q' is not a rule (X, H, J or K)";
        QTest::newRow("rule twice") << QStringLiteral("XX:") + givens << "the rule X is named twice";
        QTest::newRow("short givens") << QStringLiteral("X:....") << "the givens have 4 cells, expected 81";
        QTest::newRow("one given") << QStringLiteral("X:.") << "the givens have 1 cell, expected 81";
        QTest::newRow("jigsaw without regions")
            << QStringLiteral("J:") + givens << "1 field after the rules J, expected 2 (givens, regions)";
        QTest::newRow("bad region") << QStringLiteral("J:%1:%2").arg(givens, QString(81, QLatin1Char('0')))
                                    << "the region of r1c1 is '0', not 1 to 9";
        QTest::newRow("sums missing") << QStringLiteral("K:%1:%2:").arg(givens, QString(81, QLatin1Char('a')))
                                      << "0 sums for 1 cage";
    }
    void badVariantLinesSayWhy()
    {
        QFETCH(QString, line);
        QFETCH(QString, error);
        const RulesParse parsed = parseVariantLine(line.toStdString());
        QVERIFY(!parsed.board);
        QCOMPARE(QString::fromStdString(parsed.error), error);
        // In a batch the record says which puzzle and line (a line without the rules' letters is no variant line:
        // the line reader says what it found instead).
        if (!isVariantLine(line.toStdString()))
            return;
        const PuzzleBatch batch = parsePuzzles(("# a comment\n" + line + '\n').toStdString());
        QCOMPARE(int(batch.puzzles.size()), 1);
        QVERIFY(!batch.puzzles.front().ok());
        QCOMPARE(QString::fromStdString(batch.puzzles.front().error->describe()),
            QStringLiteral("puzzle 1 (line 2): ") + error);
    }

    void soloPuzzlesAreReadSolvedAndWrittenBack_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : kSoloFiles)
            QTest::newRow(qPrintable(file)) << file;
    }
    void soloPuzzlesAreReadSolvedAndWrittenBack()
    {
        QFETCH(QString, file);
        const QStringList lines = soloLines(file);
        QVERIFY2(lines.size() >= 20, qPrintable(file));
        const auto naive = makeSolver(Algorithm::Naive);
        const auto dfs = makeSolver(Algorithm::Dfs);
        const auto dlx = makeSolver(Algorithm::Dlx);
        SolveOptions two;
        two.solutionLimit = 2;
        for (const QString &line : lines) {
            const std::string id = line.toStdString();
            QVERIFY(isSoloId(id));
            const Board board = parse(id);
            QCOMPARE(board.isClassic(), file == QLatin1String("3x3.txt"));
            // Written back, the ID is Solo's, character for character.
            const auto written = writeSoloId(board.givens(), board.rules());
            QVERIFY(written);
            QCOMPARE(QString::fromStdString(*written), line);
            // Unique, and the same solution from every algorithm; a valid solution under the rules.
            const SolveResult r1 = dfs->solve(board, two);
            QCOMPARE(r1.status, SolveStatus::Unique);
            QVERIFY(isValidSolution(board, r1.solution));
            const SolveResult r2 = dlx->solve(board, two);
            QCOMPARE(r2.status, SolveStatus::Unique);
            QCOMPARE(r2.solution, r1.solution);
            // The naive search takes too long on empty killers and on Solo's hardest grades ("du", "de").
            if ((!board.rules().isKiller() || board.givenCount() > 20) && !file.contains(QLatin1String("d"))) {
                SolveOptions budget = two;
                budget.nodeBudget = 50'000'000;
                const SolveResult r3 = naive->solve(board, budget);
                QCOMPARE(r3.status, SolveStatus::Unique);
                QCOMPARE(r3.solution, r1.solution);
            }
        }
    }

    // Fewer givens, several solutions: every algorithm counts the same (up to a limit), and every solution it
    // reports keeps the rules.
    void solversAgreeOnCounts_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : kSoloFiles)
            QTest::newRow(qPrintable(file)) << file;
    }
    void solversAgreeOnCounts()
    {
        QFETCH(QString, file);
        const auto naive = makeSolver(Algorithm::Naive);
        const auto dfs = makeSolver(Algorithm::Dfs);
        const auto dlx = makeSolver(Algorithm::Dlx);
        SolveOptions options;
        options.solutionLimit = 50;
        int multiple = 0;
        for (const QString &line : soloLines(file).mid(0, 12)) {
            const Board full = parse(line.toStdString());
            Grid givens = full.givens();
            int dropped = 0;
            for (int cell = 0; cell < kCellCount && dropped < 4; cell += 7) {
                if (givens[cell]) {
                    givens[cell] = 0;
                    ++dropped;
                }
            }
            const Board board = Board::fromGivens(givens, full.rules());
            const SolveResult a = dfs->solve(board, options);
            const SolveResult b = dlx->solve(board, options);
            QCOMPARE(b.solutionCount, a.solutionCount);
            QVERIFY(isValidSolution(board, a.solution));
            QVERIFY(isValidSolution(board, b.solution));
            if (board.givenCount() >= 22) {
                SolveOptions budget = options;
                budget.nodeBudget = 50'000'000;
                const SolveResult c = naive->solve(board, budget);
                if (c.status != SolveStatus::BudgetExhausted)
                    QCOMPARE(c.solutionCount, a.solutionCount);
            }
            multiple += a.solutionCount > 1;
        }
        if (!file.contains(QLatin1Char('k'))) // killer sums may keep a puzzle unique without those givens
            QVERIFY2(multiple > 0, "no puzzle lost its uniqueness: the test tests nothing");
    }

    // The variants' dfs (search/housesearch.h) on generated X, Hyper, Jigsaw and Killer puzzles, and on boards
    // made from them with fewer givens (several solutions) or a wrong digit added (mostly none): it counts what
    // DLX counts, reports the same statistics and a consistent trace with an observer, keeps the node budget and
    // stops when asked. A Killer without givens loses a cage's sum instead (its cells become two cages without
    // a sum between them: several solutions, or none when the sums no longer add up).
    void houseSearchAgreesWithDlx_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("X") << static_cast<int>(Variant::X);
        QTest::newRow("Hyper") << static_cast<int>(Variant::Hyper);
        QTest::newRow("Jigsaw") << static_cast<int>(Variant::Jigsaw);
        QTest::newRow("Killer") << static_cast<int>(Variant::Killer);
    }
    void houseSearchAgreesWithDlx()
    {
        QFETCH(int, variant);
        const auto dfs = makeSolver(Algorithm::Dfs);
        const auto dlx = makeSolver(Algorithm::Dlx);
        GeneratorOptions generate;
        generate.variant = static_cast<Variant>(variant);
        generate.rate = false;
        int multiple = 0, none = 0;
        // A Killer without givens takes DLX far more nodes than the other variants (tens of thousands, some millions):
        // fewer of them.
        const std::uint64_t puzzles = generate.variant == Variant::Killer ? 4 : 12;
        for (std::uint64_t i = 0; i < puzzles; ++i) {
            Generator generator(puzzleSeed(21, i));
            const auto made = generator.generate(generate);
            QVERIFY(made.has_value());
            const Board &puzzle = made->puzzle;
            std::vector<Board> boards {puzzle};
            // Fewer givens: every third given of the first ones goes.
            Grid fewer = puzzle.givens();
            int dropped = 0;
            for (int cell = 0; cell < kCellCount && dropped < 2 + static_cast<int>(i % 5); ++cell) {
                if (fewer[static_cast<std::size_t>(cell)] != 0 && cell % 3 == 0) {
                    fewer[static_cast<std::size_t>(cell)] = 0;
                    ++dropped;
                }
            }
            boards.push_back(Board::fromGivens(fewer, puzzle.rules()));
            // A wrong digit in an empty cell, one that clashes with no given.
            Grid wrong = puzzle.givens();
            for (int cell = static_cast<int>(i) * 5; cell < kCellCount; ++cell) {
                if (wrong[static_cast<std::size_t>(cell)] != 0)
                    continue;
                for (int digit = 1; digit <= 9 && wrong[static_cast<std::size_t>(cell)] == 0; ++digit) {
                    if (digit == made->solution[static_cast<std::size_t>(cell)])
                        continue;
                    bool clashes = false;
                    for (int peer : puzzle.rules().peers(cell))
                        clashes = clashes || wrong[static_cast<std::size_t>(peer)] == digit;
                    if (!clashes)
                        wrong[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
                }
                break;
            }
            boards.push_back(Board::fromGivens(wrong, puzzle.rules()));
            if (puzzle.rules().isKiller()) {
                // A cage dropped (its cells keep only their houses: mostly several solutions), and a cage's sum
                // one off (none: the sums no longer add up to 405).
                std::vector<Cage> cages = puzzle.rules().cages();
                const std::size_t at = i % cages.size();
                std::vector<Cage> fewerCages = cages;
                fewerCages.erase(fewerCages.begin() + static_cast<std::ptrdiff_t>(at));
                boards.push_back(Board::fromGivens(puzzle.givens(), Rules::killer(fewerCages)));
                Cage &off = cages[at];
                off.sum += off.sum < maxCageSum(off.cells.count()) ? 1 : -1;
                boards.push_back(Board::fromGivens(puzzle.givens(), Rules::killer(cages)));
            }
            for (const Board &board : boards) {
                SolveOptions options;
                options.solutionLimit = 40;
                const SolveResult a = dfs->solve(board, options);
                const SolveResult b = dlx->solve(board, options);
                QCOMPARE(a.solutionCount, b.solutionCount);
                if (a.solutionCount > 0)
                    QVERIFY(isValidSolution(board, a.solution));
                if (a.solutionCount == 1)
                    QCOMPARE(a.solution, b.solution);
                multiple += a.solutionCount > 1;
                none += a.solutionCount == 0;

                EventCounter counter;
                SolveOptions observed = options;
                observed.observer = &counter;
                const SolveResult c = dfs->solve(board, observed);
                QCOMPARE(c.solutionCount, a.solutionCount);
                QCOMPARE(c.solution, a.solution);
                QCOMPARE(c.stats.nodes, a.stats.nodes);
                QCOMPARE(c.stats.guesses, a.stats.guesses);
                const auto kind = [&](SearchEventKind k) { return counter.counts[static_cast<std::size_t>(k)]; };
                QCOMPARE(kind(SearchEventKind::Place) + kind(SearchEventKind::Force), a.stats.nodes);
                QCOMPARE(kind(SearchEventKind::Place), a.stats.guesses);
                QCOMPARE(kind(SearchEventKind::Solution), a.solutionCount);
                if (a.solutionCount < 40) // a search that ran to its end took back all it placed
                    QCOMPARE(kind(SearchEventKind::Unplace), a.stats.nodes);

                if (a.stats.nodes > 2) {
                    SolveOptions budget = options;
                    budget.nodeBudget = a.stats.nodes / 2;
                    const SolveResult d = dfs->solve(board, budget);
                    QVERIFY(d.status == SolveStatus::BudgetExhausted || d.status == SolveStatus::Multiple);
                    QVERIFY(d.stats.nodes <= budget.nodeBudget);
                }
            }
        }
        QVERIFY2(multiple > 0 && none > 0, "no board with several solutions or none: the test tests too little");

        // A stop requested during the search (by the observer, at its first event) is seen within the gate's
        // polling interval (1024 nodes): an empty board of these rules has far more solutions than it counts by
        // then (the status says Multiple, which comes before Cancelled).
        Generator generator(puzzleSeed(21, 99));
        const auto made = generator.generate(generate);
        QVERIFY(made.has_value());
        std::stop_source stop;
        EventCounter counter;
        counter.stop = &stop;
        SolveOptions options;
        options.solutionLimit = 1'000'000;
        options.stopToken = stop.get_token();
        options.observer = &counter;
        const SolveResult r = dfs->solve(Board::fromGivens(Grid {}, made->puzzle.rules()), options);
        QVERIFY(r.stats.nodes <= 1024);
        QVERIFY(r.solutionCount < options.solutionLimit);
    }

    void killerWithoutSumsLeftHasNoSolution()
    {
        const QStringList lines = soloLines(QStringLiteral("3x3k.txt"));
        QVERIFY(!lines.isEmpty());
        Board board = parse(lines.front().toStdString());
        // The same cages, one sum changed by one (the total is then no longer 405): no solution.
        std::vector<Cage> cages = board.rules().cages();
        cages.front().sum += cages.front().sum < maxCageSum(cages.front().cells.count()) ? 1 : -1;
        board.setRules(Rules::killer(cages));
        for (Algorithm a : {Algorithm::Dfs, Algorithm::Dlx}) {
            SolveOptions two;
            two.solutionLimit = 2;
            QCOMPARE(solve(board, two, a).status, SolveStatus::NoSolution);
        }
    }

    void answersKeepTheirFormat()
    {
        const QStringList lines = soloLines(QStringLiteral("9jk.txt"));
        const Board board = parse(lines.front().toStdString());
        const SolveResult result = solve(board);
        QVERIFY(result.hasSolution());
        const std::string solo = writeRecord(result.solution, Format::Solo, GridLayout::Compact, &board.rules());
        QVERIFY(solo.starts_with("9jk:"));
        const Board back = parse(solo.substr(0, solo.size() - 1));
        QCOMPARE(back.givens(), result.solution);
        QVERIFY(back.rules() == board.rules());
        const std::string variant = writeRecord(result.solution, Format::Variant, GridLayout::Compact, &board.rules());
        QVERIFY(variant.starts_with("JK:"));
        QVERIFY(parse(variant.substr(0, variant.size() - 1)) == back);
        // A Hyper puzzle cannot be a Solo ID: its answer falls back to a variant line.
        const Rules hyperRules = Rules::hyper();
        const std::string hyper = writeRecord(result.solution, Format::Solo, GridLayout::Compact, &hyperRules);
        QVERIFY(hyper.starts_with("H:"));
    }
};

SUDOKU_TEST_APPLESS_MAIN(TestVariants)
#include "tst_variants.moc"
