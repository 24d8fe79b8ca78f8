// SPDX-License-Identifier: GPL-3.0-or-later
// One corpus, every solver: the behaviour a caller of solve(board, options) relies on.
#include "corpus.h"

#include "sudoku/search/solver.h"

#include <QTest>

#include <thread>

using namespace sudoku;
using namespace std::chrono_literals;

Q_DECLARE_METATYPE(sudoku::Algorithm)

namespace
{

const Algorithm kAlgorithms[] = {Algorithm::Naive, Algorithm::Dfs, Algorithm::Dlx};

// The naive search can need hours on puzzles built against backtracking; in the corpus tests it gets a
// node budget and the puzzles it cannot finish within it are left to the other solvers.
constexpr std::uint64_t kNaiveBudget = 2'000'000;

SolveOptions limitTo(std::uint64_t solutionLimit)
{
    SolveOptions options;
    options.solutionLimit = solutionLimit;
    return options;
}

// Grid with exactly two solutions: a solved grid with an "unavoidable rectangle" emptied (a and b swapped in
// two rows of one band and two columns of different stacks can be exchanged).
Board twoSolutionBoard()
{
    const Board solved
        = testing::boardFromLine("417369825632158947958724316825437169791586432346912758289643571573291684164875293");
    for (int r1 = 0; r1 < 9; ++r1)
        for (int r2 = r1 + 1; r2 < 9 && r2 / 3 == r1 / 3; ++r2)
            for (int c1 = 0; c1 < 9; ++c1)
                for (int c2 = c1 + 1; c2 < 9; ++c2) {
                    const int a = solved.at(cellAt(r1, c1)), b = solved.at(cellAt(r1, c2));
                    if (c1 / 3 == c2 / 3 || solved.at(cellAt(r2, c1)) != b || solved.at(cellAt(r2, c2)) != a)
                        continue;
                    Board board = solved;
                    for (int cell : {cellAt(r1, c1), cellAt(r1, c2), cellAt(r2, c1), cellAt(r2, c2)})
                        board.setGiven(cell, 0);
                    return board;
                }
    return solved;
}

// Replays the event stream and checks the contract of searchobserver.h as it goes.
class ContractChecker : public SearchObserver
{
public:
    explicit ContractChecker(const Board &puzzle)
        : m_grid(puzzle.givens())
        , m_givens(puzzle.givens())
    {
    }

    void onEvent(const SearchEvent &e) override
    {
        switch (e.kind) {
        case SearchEventKind::Place:
        case SearchEventKind::Force:
            (e.kind == SearchEventKind::Place ? m_places : m_forces)++;
            if (e.cell >= kCellCount || e.digit < 1 || e.digit > 9 || m_grid[e.cell] != 0)
                fail("placement on a filled cell or out of range");
            else
                m_grid[e.cell] = e.digit;
            break;
        case SearchEventKind::Unplace:
            if (e.cell >= kCellCount || m_givens[e.cell] != 0 || m_grid[e.cell] != e.digit)
                fail("unplace of a digit that is not on the board");
            else
                m_grid[e.cell] = 0;
            break;
        case SearchEventKind::Solution:
            ++m_solutions;
            if (m_solutions == 1)
                m_firstSolution = m_grid;
            if (!isValidSolution(Board::fromGivens(m_givens), m_grid))
                fail("solution event on a board that is not a solution");
            break;
        case SearchEventKind::DeadEnd:
            ++m_deadEnds;
            break;
        case SearchEventKind::ChooseColumn:
            if (e.column >= 324)
                fail("column out of range");
            break;
        }
    }

    std::uint64_t places() const { return m_places; }
    std::uint64_t forces() const { return m_forces; }
    std::uint64_t solutions() const { return m_solutions; }
    const Grid &firstSolution() const { return m_firstSolution; }
    const std::string &error() const { return m_error; }

private:
    void fail(const char *what)
    {
        if (m_error.empty())
            m_error = what;
    }

    Grid m_grid;
    Grid m_givens;
    Grid m_firstSolution {};
    std::uint64_t m_places = 0, m_forces = 0, m_solutions = 0, m_deadEnds = 0;
    std::string m_error;
};

} // namespace

class TestSolvers : public QObject
{
    Q_OBJECT

private slots:
    void corpus_data();
    void corpus();
    void multipleSolutions_data();
    void multipleSolutions();
    void countsUpToTheLimit_data();
    void countsUpToTheLimit();
    void invalidGivensRejectedBeforeSearch_data();
    void invalidGivensRejectedBeforeSearch();
    void unsolvableReportedAtOnce_data();
    void unsolvableReportedAtOnce();
    void fullBoard_data();
    void fullBoard();
    void entriesAreIgnored_data();
    void entriesAreIgnored();
    void cancelledBeforeStart_data();
    void cancelledBeforeStart();
    void naiveHonoursStopTokenPromptly();
    void budgetExhausted_data();
    void budgetExhausted();
    void observerContract_data();
    void observerContract();
    void twoSolvesOnTwoThreads_data();
    void twoSolvesOnTwoThreads();
    void names();

private:
    static void addAlgorithmRows();
};

void TestSolvers::addAlgorithmRows()
{
    QTest::addColumn<Algorithm>("algorithm");
    for (Algorithm a : kAlgorithms)
        QTest::newRow(algorithmName(a).data()) << a;
}

void TestSolvers::corpus_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<testing::Corpus>("corpus");
    QTest::addColumn<int>("limit");
    const std::pair<const char *, testing::Corpus> corpora[]
        = {{"kaggle", testing::kaggle()}, {"17 clue", testing::seventeenClue()}, {"magictour", testing::magictour()},
            {"forum 1905", testing::forumHardest1905()}, {"forum 1106", testing::forumHardest1106()}};
    for (Algorithm a : kAlgorithms) {
        for (const auto &[name, corpus] : corpora) {
            SUDOKU_REQUIRE_PUBLIC_FILE(corpus.file);
            // Row-major backtracking needs 10^7..10^9 nodes on 17-clue puzzles (their empty top rows are its
            // worst case), so it is checked on the files where it finishes under the budget.
            if (a == Algorithm::Naive && corpus.file == testing::seventeenClue().file)
                continue;
            const int limit = a == Algorithm::Naive ? 100 : 0;
            QTest::addRow("%s/%s", algorithmName(a).data(), name) << a << corpus << limit;
        }
    }
}

void TestSolvers::corpus()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(testing::Corpus, corpus);
    QFETCH(int, limit);

    const auto boards = testing::loadCorpus(corpus, limit);
    QVERIFY(!boards.empty());
    auto solver = makeSolver(algorithm);
    QCOMPARE(solver->algorithm(), algorithm);
    SolveOptions options;
    options.solutionLimit = 2;
    if (algorithm == Algorithm::Naive)
        options.nodeBudget = kNaiveBudget;
    int finished = 0;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const SolveResult result = solver->solve(boards[i], options);
        if (result.status == SolveStatus::BudgetExhausted && algorithm == Algorithm::Naive) {
            QVERIFY(result.stats.nodes <= kNaiveBudget);
            continue;
        }
        ++finished;
        if (result.status != SolveStatus::Unique)
            QFAIL(qPrintable(QStringLiteral("puzzle %1: %2").arg(i + 1).arg(statusName(result.status).data())));
        QCOMPARE(result.solutionCount, std::uint64_t(1));
        QVERIFY2(isValidSolution(boards[i], result.solution), qPrintable(QStringLiteral("puzzle %1").arg(i + 1)));
        QVERIFY(result.stats.nodes >= result.stats.guesses);
    }
    QVERIFY2(finished > 0, "the solver finished no puzzle of the file");
}

void TestSolvers::multipleSolutions_data()
{
    addAlgorithmRows();
}

void TestSolvers::multipleSolutions()
{
    QFETCH(Algorithm, algorithm);
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::serg().file);
    const auto boards = testing::loadCorpus(testing::serg(), algorithm == Algorithm::Naive ? 500 : 0);
    QCOMPARE(boards.size(), algorithm == Algorithm::Naive ? std::size_t(500) : std::size_t(10000));
    auto solver = makeSolver(algorithm);
    SolveOptions options;
    options.solutionLimit = 2;
    options.nodeBudget = algorithm == Algorithm::Naive ? kNaiveBudget : 0;
    int finished = 0;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const SolveResult result = solver->solve(boards[i], options);
        if (result.status == SolveStatus::BudgetExhausted)
            continue;
        ++finished;
        if (result.status != SolveStatus::Multiple)
            QFAIL(qPrintable(QStringLiteral("puzzle %1: %2").arg(i + 1).arg(statusName(result.status).data())));
        QCOMPARE(result.solutionCount, std::uint64_t(2));
        QVERIFY(isValidSolution(boards[i], result.solution));
    }
    QVERIFY(finished > 0);
}

void TestSolvers::countsUpToTheLimit_data()
{
    addAlgorithmRows();
}

void TestSolvers::countsUpToTheLimit()
{
    QFETCH(Algorithm, algorithm);
    auto solver = makeSolver(algorithm);
    SolveOptions options;
    options.solutionLimit = 25;
    SolveResult result = solver->solve(Board(), options);
    QCOMPARE(result.status, SolveStatus::Multiple);
    QCOMPARE(result.solutionCount, std::uint64_t(25));
    QVERIFY(isValidSolution(Board(), result.solution));

    const Board two = twoSolutionBoard();
    QCOMPARE(two.givenCount(), 77);
    result = solver->solve(two, options);
    QCOMPARE(result.status, SolveStatus::Multiple);
    QCOMPARE(result.solutionCount, std::uint64_t(2));

    options.solutionLimit = 1;
    result = solver->solve(two, options);
    QCOMPARE(result.status, SolveStatus::Solved);
    QCOMPARE(result.solutionCount, std::uint64_t(1));
    QVERIFY(isValidSolution(two, result.solution));
}

void TestSolvers::invalidGivensRejectedBeforeSearch_data()
{
    addAlgorithmRows();
}

void TestSolvers::invalidGivensRejectedBeforeSearch()
{
    QFETCH(Algorithm, algorithm);
    QByteArray line(81, '.');
    line[cellAt(4, 1)] = '7';
    line[cellAt(3, 2)] = '7'; // same box (box 4), different row and column
    const SolveResult result = makeSolver(algorithm)->solve(testing::boardFromLine(line.constData()), limitTo(2));
    QCOMPARE(result.status, SolveStatus::Invalid);
    QCOMPARE(result.solutionCount, std::uint64_t(0));
    QCOMPARE(result.stats.nodes, std::uint64_t(0));
    QVERIFY(result.clash.has_value());
    QCOMPARE(result.clash->first, cellAt(3, 2));
    QCOMPARE(result.clash->second, cellAt(4, 1));
    QCOMPARE(result.clash->house.kind, HouseKind::Box);
}

void TestSolvers::unsolvableReportedAtOnce_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<QByteArray>("puzzle");
    // r1c9 sees 1..8 in its row and 9 in its column: no digit left for it.
    const QByteArray emptyCell = "12345678.\n........9" + QByteArray(81 - 18, '.');
    // Row 1 has no place for a 1: c1..c3 are filled and boxes 2 and 3 already hold a 1 in other rows.
    const QByteArray hiddenSingle = "234......\n...1.....\n.......1." + QByteArray(81 - 27, '.');
    // Consistent givens, no solution: a known unsolvable 17-clue-like puzzle from the forum.
    const QByteArray deep = "..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..";
    for (Algorithm a : kAlgorithms) {
        QTest::addRow("%s/empty cell", algorithmName(a).data()) << a << emptyCell;
        QTest::addRow("%s/digit without place", algorithmName(a).data()) << a << hiddenSingle;
        QTest::addRow("%s/deep", algorithmName(a).data()) << a << deep;
    }
}

void TestSolvers::unsolvableReportedAtOnce()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(QByteArray, puzzle);
    puzzle.replace('\n', "");
    QCOMPARE(puzzle.size(), 81);
    const Board board = testing::boardFromLine(puzzle.constData());
    QVERIFY(!board.firstGivenClash());
    SolveOptions options;
    options.solutionLimit = 2;
    options.nodeBudget = 50'000'000; // a safety net: "at once" means far below this
    const SolveResult result = makeSolver(algorithm)->solve(board, options);
    QCOMPARE(result.status, SolveStatus::NoSolution);
    QCOMPARE(result.solutionCount, std::uint64_t(0));
}

void TestSolvers::fullBoard_data()
{
    addAlgorithmRows();
}

void TestSolvers::fullBoard()
{
    QFETCH(Algorithm, algorithm);
    const Board solved
        = testing::boardFromLine("417369825632158947958724316825437169791586432346912758289643571573291684164875293");
    const SolveResult result = makeSolver(algorithm)->solve(solved, limitTo(2));
    QCOMPARE(result.status, SolveStatus::Unique);
    QCOMPARE(result.solutionCount, std::uint64_t(1));
    QCOMPARE(result.solution, solved.values());
    QCOMPARE(result.stats.guesses, std::uint64_t(0));
}

void TestSolvers::entriesAreIgnored_data()
{
    addAlgorithmRows();
}

void TestSolvers::entriesAreIgnored()
{
    QFETCH(Algorithm, algorithm);
    Board board
        = testing::boardFromLine("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    board.setEntry(1, 4); // a wrong entry that clashes with the given 4 in r1c1
    const SolveResult result = makeSolver(algorithm)->solve(board, limitTo(2));
    QCOMPARE(result.status, SolveStatus::Unique);
    QCOMPARE(result.solution[1], std::uint8_t(1));
}

void TestSolvers::cancelledBeforeStart_data()
{
    addAlgorithmRows();
}

void TestSolvers::cancelledBeforeStart()
{
    QFETCH(Algorithm, algorithm);
    std::stop_source source;
    source.request_stop();
    SolveOptions options;
    options.stopToken = source.get_token();
    const SolveResult result = makeSolver(algorithm)->solve(Board(), options);
    QCOMPARE(result.status, SolveStatus::Cancelled);
    QCOMPARE(result.solutionCount, std::uint64_t(0));
}

void TestSolvers::naiveHonoursStopTokenPromptly()
{
    // A magictour puzzle, reflected and relabelled so that row-major backtracking tries the wrong digits
    // first: hundreds of millions of nodes (seconds in a Release build) before the first solution.
    const std::vector<Board> boards {
        testing::boardFromLine("1...........8..9..5...3..........2......54.....9...86.........3.2.6.....3......14")};
    std::stop_source source;
    SolveOptions options;
    options.solutionLimit = 2;
    options.stopToken = source.get_token();
    std::jthread canceller([&source] {
        std::this_thread::sleep_for(100ms);
        source.request_stop();
    });
    const auto start = std::chrono::steady_clock::now();
    const SolveResult result = makeSolver(Algorithm::Naive)->solve(boards.front(), options);
    const auto waited = std::chrono::steady_clock::now() - start;
    QCOMPARE(result.status, SolveStatus::Cancelled);
    QVERIFY(result.stats.nodes > 0);
    // Generous bound: the search must notice the request, not finish the puzzle.
    QVERIFY2(waited < 5s, "the naive search did not stop when asked");
}

void TestSolvers::budgetExhausted_data()
{
    addAlgorithmRows();
}

void TestSolvers::budgetExhausted()
{
    QFETCH(Algorithm, algorithm);
    SolveOptions options;
    options.solutionLimit = 1'000'000; // counting the empty board never ends within the budget
    options.nodeBudget = 5'000;
    const SolveResult result = makeSolver(algorithm)->solve(Board(), options);
    QVERIFY(result.status == SolveStatus::BudgetExhausted || result.status == SolveStatus::Multiple);
    QVERIFY(result.stats.nodes <= options.nodeBudget);
    QVERIFY(result.solutionCount < options.solutionLimit);

    const auto hard = testing::generatedPuzzles(Level::Master, 1, 1106);
    options.solutionLimit = 2;
    options.nodeBudget = 10;
    const SolveResult stopped = makeSolver(algorithm)->solve(hard.front(), options);
    QCOMPARE(stopped.status, SolveStatus::BudgetExhausted);
    QVERIFY(stopped.stats.nodes <= 10);
}

void TestSolvers::observerContract_data()
{
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<QByteArray>("puzzle");
    QTest::addColumn<int>("limit");
    for (Algorithm a : kAlgorithms) {
        const char *name = algorithmName(a).data();
        QTest::addRow("%s/easy", name)
            << a << QByteArray("..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..")
            << 2;
        QTest::addRow("%s/hard", name)
            << a << QByteArray("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
            << 2;
        QTest::addRow("%s/many solutions", name) << a << QByteArray(81, '.') << 3;
        QTest::addRow("%s/no solution", name) << a << QByteArray("12345678.........9" + QByteArray(81 - 18, '.')) << 2;
    }
}

void TestSolvers::observerContract()
{
    QFETCH(Algorithm, algorithm);
    QFETCH(QByteArray, puzzle);
    QFETCH(int, limit);
    const Board board = testing::boardFromLine(puzzle.constData());
    auto solver = makeSolver(algorithm);
    SolveOptions options;
    options.solutionLimit = static_cast<std::uint64_t>(limit);
    const SolveResult plain = solver->solve(board, options);
    QVERIFY(plain.status != SolveStatus::BudgetExhausted);

    ContractChecker checker(board);
    options.observer = &checker;
    const SolveResult observed = solver->solve(board, options);
    QVERIFY2(checker.error().empty(), checker.error().c_str());
    QCOMPARE(observed.status, plain.status);
    QCOMPARE(observed.solutionCount, plain.solutionCount);
    QCOMPARE(observed.stats.nodes, plain.stats.nodes);
    QCOMPARE(observed.stats.guesses, plain.stats.guesses);
    QCOMPARE(checker.places() + checker.forces(), observed.stats.nodes);
    QCOMPARE(checker.places(), observed.stats.guesses);
    QCOMPARE(checker.solutions(), observed.solutionCount);
    if (observed.solutionCount > 0)
        QCOMPARE(checker.firstSolution(), observed.solution);
}

void TestSolvers::twoSolvesOnTwoThreads_data()
{
    addAlgorithmRows();
}

void TestSolvers::twoSolvesOnTwoThreads()
{
    QFETCH(Algorithm, algorithm);
    // Easy puzzles, and the same with givens taken away (first to last) until they have several solutions.
    const auto a = testing::generatedPuzzles(Level::Easy, 200, 2);
    std::vector<Board> b;
    const auto dfs = makeSolver(Algorithm::Dfs);
    for (Board board : a) {
        for (int cell = 0; dfs->solve(board, limitTo(2)).status != SolveStatus::Multiple; ++cell) {
            if (board.isGiven(cell))
                board.setGiven(cell, 0);
        }
        b.push_back(board);
    }
    auto runAll = [algorithm](const std::vector<Board> &boards) {
        std::vector<Grid> solutions;
        auto solver = makeSolver(algorithm);
        SolveOptions options;
        options.solutionLimit = 2;
        for (const Board &board : boards)
            solutions.push_back(solver->solve(board, options).solution);
        return solutions;
    };
    const auto expectedA = runAll(a);
    const auto expectedB = runAll(b);
    std::vector<Grid> gotA, gotB;
    {
        std::jthread ta([&] { gotA = runAll(a); });
        std::jthread tb([&] { gotB = runAll(b); });
    }
    QVERIFY(gotA == expectedA);
    QVERIFY(gotB == expectedB);
}

void TestSolvers::names()
{
    for (Algorithm a : {Algorithm::Naive, Algorithm::Dfs, Algorithm::Dlx})
        QCOMPARE(algorithmFromName(algorithmName(a)), std::optional<Algorithm>(a));
    QVERIFY(!algorithmFromName("bogus"));
    QCOMPARE(statusName(SolveStatus::NoSolution), std::string_view("no solution"));
}

SUDOKU_TEST_APPLESS_MAIN(TestSolvers)
#include "tst_solvers.moc"
