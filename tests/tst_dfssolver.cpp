// SPDX-License-Identifier: GPL-3.0-or-later
// DfsSolver beyond the shared solver contract: exhaustive counts, batch node counting against the budget,
// cancellation, the event stream of a propagating search on many puzzles, and every search kernel (one per
// instruction set level) on the same corpora with the same results.
#include "corpus.h"

#include "sudoku/generate/generator.h"
#include "sudoku/search/dfssolver.h"

#include <QTest>

#include <algorithm>
#include <limits>
#include <optional>
#include <set>
#include <thread>

using namespace sudoku;
using namespace std::chrono_literals;

Q_DECLARE_METATYPE(sudoku::DfsSolver::Kernel)
Q_DECLARE_METATYPE(sudoku::HouseKind)

namespace
{

// Replays the events on a grid and checks more than the shared contract: no event ever draws a clash,
// Place depths follow the search path, and every Solution is a new grid.
class StrictReplay : public SearchObserver
{
public:
    explicit StrictReplay(const Board &puzzle)
        : m_puzzle(puzzle)
        , m_grid(puzzle.givens())
    {
    }

    void onEvent(const SearchEvent &e) override
    {
        switch (e.kind) {
        case SearchEventKind::Place:
        case SearchEventKind::Force:
            ++(e.kind == SearchEventKind::Place ? m_places : m_forces);
            if (e.cell >= kCellCount || e.digit < 1 || e.digit > 9 || m_grid[e.cell] != 0)
                return fail("placement on a filled cell or out of range");
            if (e.kind == SearchEventKind::Place && e.size < 2)
                fail("a guess with fewer than two options");
            for (int peer : peersOf(e.cell)) {
                if (m_grid[peer] == e.digit)
                    fail("placement that clashes with the board");
            }
            m_grid[e.cell] = e.digit;
            break;
        case SearchEventKind::Unplace:
            if (e.cell >= kCellCount || m_puzzle.isGiven(e.cell) || m_grid[e.cell] != e.digit)
                return fail("unplace of a digit that is not on the board");
            m_grid[e.cell] = 0;
            break;
        case SearchEventKind::Solution:
            if (!isValidSolution(m_puzzle, m_grid))
                fail("solution event on a board that is not a solution");
            if (!m_solutions.insert(m_grid).second)
                fail("the same solution reported twice");
            if (m_solutions.size() == 1)
                m_first = m_grid;
            break;
        case SearchEventKind::DeadEnd:
        case SearchEventKind::ChooseColumn:
            break;
        }
    }

    std::uint64_t places() const { return m_places; }
    std::uint64_t forces() const { return m_forces; }
    std::size_t solutions() const { return m_solutions.size(); }
    const Grid &firstSolution() const { return m_first; }
    const std::string &error() const { return m_error; }

private:
    void fail(const char *what)
    {
        if (m_error.empty())
            m_error = what;
    }

    Board m_puzzle;
    Grid m_grid;
    Grid m_first {};
    std::set<Grid> m_solutions;
    std::uint64_t m_places = 0, m_forces = 0;
    std::string m_error;
};

SolveOptions limitTo(std::uint64_t limit)
{
    SolveOptions options;
    options.solutionLimit = limit;
    return options;
}

// A puzzle of the generator's with 35 givens, its first `drop` givens removed: a board with many solutions.
Board withGivensDropped(int drop)
{
    GeneratorOptions options;
    options.keepIf = [](const Board &smaller) { return smaller.givenCount() >= 35; };
    Board board = Generator(35).generate(options)->puzzle;
    for (int cell = 0; cell < kCellCount && drop > 0; ++cell) {
        if (board.isGiven(cell)) {
            board.setGiven(cell, 0);
            --drop;
        }
    }
    return board;
}

} // namespace

class TestDfsSolver : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyKernelSearchesAlike_data();
    void everyKernelSearchesAlike();
    void pinnedKernel_data();
    void pinnedKernel();
    void repeatedGivenInEveryHouse_data();
    void repeatedGivenInEveryHouse();
    void countsAgreeWithNaive_data();
    void countsAgreeWithNaive();
    void eventStreamOnCorpora_data();
    void eventStreamOnCorpora();
    void budgetIsExact_data();
    void budgetIsExact();
    void honoursStopTokenPromptly();
    void killerSumsAreFoundOnceAndShared();
};

// The kernels this CPU runs, by name; a kernel it cannot run is skipped with its name, so the test log says
// which code paths were exercised.
void TestDfsSolver::initTestCase()
{
    QStringList ran;
    for (DfsSolver::Kernel kernel : DfsSolver::availableKernels())
        ran << QString::fromLatin1(DfsSolver::kernelName(kernel).data());
    qInfo("dfs kernels this CPU runs: %s; picked: %s", qPrintable(ran.join(QStringLiteral(", "))),
        DfsSolver::kernelName(DfsSolver::fastestKernel()).data());
}

namespace
{

const DfsSolver::Kernel kKernels[]
    = {DfsSolver::Kernel::Baseline, DfsSolver::Kernel::Sse42, DfsSolver::Kernel::Avx2, DfsSolver::Kernel::Avx512};

bool runsHere(DfsSolver::Kernel kernel)
{
    const auto available = DfsSolver::availableKernels();
    return std::find(available.begin(), available.end(), kernel) != available.end();
}

} // namespace

void TestDfsSolver::everyKernelSearchesAlike_data()
{
    QTest::addColumn<DfsSolver::Kernel>("kernel");
    QTest::addColumn<testing::Corpus>("corpus");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("limit");
    for (const testing::Corpus &corpus : {testing::kaggle(), testing::seventeenClue(), testing::magictour(),
             testing::forumHardest1905(), testing::forumHardest1106(), testing::serg()})
        SUDOKU_REQUIRE_PUBLIC_FILE(corpus.file);
    for (DfsSolver::Kernel kernel : kKernels) {
        const char *name = DfsSolver::kernelName(kernel).data();
        QTest::addRow("%s/kaggle", name) << kernel << testing::kaggle() << 0 << 2;
        QTest::addRow("%s/17 clue", name) << kernel << testing::seventeenClue() << 0 << 2;
        QTest::addRow("%s/magictour", name) << kernel << testing::magictour() << 0 << 2;
        QTest::addRow("%s/forum 1905", name) << kernel << testing::forumHardest1905() << 0 << 2;
        QTest::addRow("%s/forum 1106", name) << kernel << testing::forumHardest1106() << 0 << 2;
        QTest::addRow("%s/several solutions", name) << kernel << testing::serg() << 300 << 20;
    }
}

// Each kernel is the same search compiled for another instruction set: against the portable one it must
// find the same solutions, counts and statistics on every puzzle, and its solutions must be solutions.
void TestDfsSolver::everyKernelSearchesAlike()
{
    QFETCH(DfsSolver::Kernel, kernel);
    QFETCH(testing::Corpus, corpus);
    QFETCH(int, count);
    QFETCH(int, limit);
    if (!runsHere(kernel))
        QSKIP(qPrintable(QStringLiteral("kernel %1: not built in or this CPU lacks its instructions")
                             .arg(QString::fromLatin1(DfsSolver::kernelName(kernel).data()))));
    DfsSolver pinned(kernel), portable(DfsSolver::Kernel::Baseline);
    QCOMPARE(pinned.kernel(), kernel);
    const SolveOptions options = limitTo(static_cast<std::uint64_t>(limit));
    const auto boards = testing::loadCorpus(corpus, count);
    QVERIFY(!boards.empty());
    std::uint64_t guesses = 0;
    for (const Board &board : boards) {
        const SolveResult result = pinned.solve(board, options);
        const SolveResult reference = portable.solve(board, options);
        QVERIFY(result.hasSolution());
        QVERIFY(isValidSolution(board, result.solution));
        QCOMPARE(result.status, reference.status);
        QCOMPARE(result.solutionCount, reference.solutionCount);
        QCOMPARE(result.solution, reference.solution);
        QCOMPARE(result.stats.nodes, reference.stats.nodes);
        QCOMPARE(result.stats.guesses, reference.stats.guesses);
        if (limit == 2)
            QCOMPARE(result.status, SolveStatus::Unique);
        guesses += result.stats.guesses;
    }
    qInfo("%s: %zu puzzles, %.2f guesses per puzzle", DfsSolver::kernelName(kernel).data(), boards.size(),
        static_cast<double>(guesses) / static_cast<double>(boards.size()));
}

void TestDfsSolver::pinnedKernel_data()
{
    QTest::addColumn<DfsSolver::Kernel>("kernel");
    for (DfsSolver::Kernel kernel : kKernels)
        QTest::newRow(DfsSolver::kernelName(kernel).data()) << kernel;
}

// A solver pinned to a kernel the CPU runs uses it; one it cannot run falls back to the fastest (a request
// is never a crash). Names go both ways.
void TestDfsSolver::pinnedKernel()
{
    QFETCH(DfsSolver::Kernel, kernel);
    QCOMPARE(DfsSolver::kernelFromName(DfsSolver::kernelName(kernel)), std::optional(kernel));
    const DfsSolver pinned(kernel);
    QCOMPARE(pinned.kernel(), runsHere(kernel) ? kernel : DfsSolver::fastestKernel());
    QCOMPARE(DfsSolver().kernel(), DfsSolver::fastestKernel());
    QCOMPARE(DfsSolver::availableKernels().front(), DfsSolver::Kernel::Baseline);
    QCOMPARE(DfsSolver::availableKernels().back(), DfsSolver::fastestKernel());
    QVERIFY(!DfsSolver::kernelFromName("mmx"));
}

void TestDfsSolver::repeatedGivenInEveryHouse_data()
{
    QTest::addColumn<DfsSolver::Kernel>("kernel");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("second");
    QTest::addColumn<HouseKind>("house");
    for (DfsSolver::Kernel kernel : kKernels) {
        const char *name = DfsSolver::kernelName(kernel).data();
        QTest::addRow("%s/row", name) << kernel << cellAt(4, 0) << cellAt(4, 8) << HouseKind::Row;
        QTest::addRow("%s/column in a band", name) << kernel << cellAt(6, 5) << cellAt(8, 5) << HouseKind::Column;
        QTest::addRow("%s/column across bands", name) << kernel << cellAt(0, 7) << cellAt(8, 7) << HouseKind::Column;
        QTest::addRow("%s/box", name) << kernel << cellAt(3, 3) << cellAt(5, 4) << HouseKind::Box;
    }
}

// The kernels check the givens while they place them; the clash reported is Board's, with nothing searched.
void TestDfsSolver::repeatedGivenInEveryHouse()
{
    QFETCH(DfsSolver::Kernel, kernel);
    QFETCH(int, first);
    QFETCH(int, second);
    QFETCH(HouseKind, house);
    if (!runsHere(kernel))
        QSKIP("this CPU lacks the kernel's instructions");
    // A valid puzzle plus one repeated given.
    Board board = testing::generatedPuzzles(Level::Easy, 1, 9).front();
    for (int cell : {first, second})
        board.setGiven(cell, 0);
    QVERIFY(!board.firstGivenClash());
    board.setGiven(first, 9);
    board.setGiven(second, 9);
    for (int peer : peersOf(first)) {
        if (peer != second && board.at(peer) == 9)
            board.setGiven(peer, 0);
    }
    for (int peer : peersOf(second)) {
        if (peer != first && board.at(peer) == 9)
            board.setGiven(peer, 0);
    }
    const SolveResult result = DfsSolver(kernel).solve(board, limitTo(2));
    QCOMPARE(result.status, SolveStatus::Invalid);
    QVERIFY(result.clash.has_value());
    QCOMPARE(result.clash->first, first);
    QCOMPARE(result.clash->second, second);
    QCOMPARE(result.clash->house.kind, house);
    QCOMPARE(result.stats.nodes, std::uint64_t(0));
    QCOMPARE(result.solutionCount, std::uint64_t(0));
}

void TestDfsSolver::countsAgreeWithNaive_data()
{
    QTest::addColumn<int>("drop");
    for (int drop : {3, 6, 9})
        QTest::addRow("%d givens dropped", drop) << drop;
}

// The search eliminates a refuted digit and goes on from the same position; counting every solution of
// boards with tens to hundreds of them (against the naive search) checks that this neither loses nor
// repeats any.
void TestDfsSolver::countsAgreeWithNaive()
{
    QFETCH(int, drop);
    const Board board = withGivensDropped(drop);
    SolveOptions options = limitTo(1'000'000);
    const SolveResult naive = makeSolver(Algorithm::Naive)->solve(board, options);
    QCOMPARE(naive.status, naive.solutionCount > 1 ? SolveStatus::Multiple : SolveStatus::Unique);

    DfsSolver dfs;
    const SolveResult plain = dfs.solve(board, options);
    QCOMPARE(plain.status, naive.status);
    QCOMPARE(plain.solutionCount, naive.solutionCount);

    StrictReplay replay(board);
    options.observer = &replay;
    const SolveResult observed = dfs.solve(board, options);
    QVERIFY2(replay.error().empty(), replay.error().c_str());
    QCOMPARE(replay.solutions(), std::size_t(naive.solutionCount));
    QCOMPARE(observed.stats.nodes, plain.stats.nodes);
    QCOMPARE(observed.stats.guesses, plain.stats.guesses);
}

void TestDfsSolver::eventStreamOnCorpora_data()
{
    QTest::addColumn<testing::Corpus>("corpus");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("limit");
    for (const testing::Corpus &corpus : {testing::kaggle(), testing::seventeenClue(), testing::magictour(),
             testing::forumHardest1106(), testing::serg()})
        SUDOKU_REQUIRE_PUBLIC_FILE(corpus.file);
    QTest::newRow("kaggle") << testing::kaggle() << 50 << 2;
    QTest::newRow("17 clue") << testing::seventeenClue() << 100 << 2;
    QTest::newRow("magictour") << testing::magictour() << 100 << 2;
    QTest::newRow("forum hardest") << testing::forumHardest1106() << 50 << 2;
    QTest::newRow("several solutions") << testing::serg() << 100 << 50;
}

void TestDfsSolver::eventStreamOnCorpora()
{
    QFETCH(testing::Corpus, corpus);
    QFETCH(int, count);
    QFETCH(int, limit);
    DfsSolver dfs;
    for (const Board &board : testing::loadCorpus(corpus, count)) {
        SolveOptions options = limitTo(static_cast<std::uint64_t>(limit));
        const SolveResult plain = dfs.solve(board, options);
        StrictReplay replay(board);
        options.observer = &replay;
        const SolveResult observed = dfs.solve(board, options);
        QVERIFY2(replay.error().empty(), replay.error().c_str());
        QCOMPARE(observed.status, plain.status);
        QCOMPARE(observed.solutionCount, plain.solutionCount);
        QCOMPARE(observed.solution, plain.solution);
        QCOMPARE(observed.stats.nodes, plain.stats.nodes);
        QCOMPARE(observed.stats.guesses, plain.stats.guesses);
        QCOMPARE(replay.places() + replay.forces(), observed.stats.nodes);
        QCOMPARE(replay.places(), observed.stats.guesses);
        QCOMPARE(replay.solutions(), std::size_t(observed.solutionCount));
        QCOMPARE(replay.firstSolution(), observed.solution);
    }
}

void TestDfsSolver::budgetIsExact_data()
{
    QTest::addColumn<QByteArray>("puzzle");
    QTest::newRow("easy") << QByteArray(
        "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..");
    QTest::newRow("hard") << QByteArray(
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
}

// Nodes come in batches (one propagation places many digits); a budget is never overrun, and a budget of
// exactly the nodes a search needs lets it finish.
void TestDfsSolver::budgetIsExact()
{
    QFETCH(QByteArray, puzzle);
    const Board board = testing::boardFromLine(puzzle.constData());
    DfsSolver dfs;
    const SolveResult free = dfs.solve(board, limitTo(2));
    QCOMPARE(free.status, SolveStatus::Unique);
    const std::uint64_t needed = free.stats.nodes;
    QVERIFY(needed > 0);

    SolveOptions options = limitTo(2);
    options.nodeBudget = needed;
    const SolveResult exact = dfs.solve(board, options);
    QCOMPARE(exact.status, SolveStatus::Unique);
    QCOMPARE(exact.stats.nodes, needed);

    for (std::uint64_t budget = 1; budget < needed; budget += 1 + budget / 4) {
        options.nodeBudget = budget;
        StrictReplay replay(board);
        options.observer = &replay;
        const SolveResult cut = dfs.solve(board, options);
        QCOMPARE(cut.status, SolveStatus::BudgetExhausted);
        QVERIFY(cut.stats.nodes <= budget);
        QVERIFY2(replay.error().empty(), replay.error().c_str());
        QCOMPARE(replay.places() + replay.forces(), cut.stats.nodes);
        options.observer = nullptr;
        QCOMPARE(dfs.solve(board, options).stats.nodes, cut.stats.nodes);
    }
}

void TestDfsSolver::honoursStopTokenPromptly()
{
    // Counting the solutions of the empty board never ends; only the stop request can end it.
    std::stop_source source;
    SolveOptions options = limitTo(std::numeric_limits<std::uint64_t>::max());
    options.stopToken = source.get_token();
    std::jthread canceller([&source] {
        std::this_thread::sleep_for(100ms);
        source.request_stop();
    });
    const auto start = std::chrono::steady_clock::now();
    const SolveResult result = DfsSolver().solve(Board(), options);
    const auto waited = std::chrono::steady_clock::now() - start;
    QCOMPARE(result.status, SolveStatus::Multiple); // it found solutions before the stop
    QVERIFY(result.solutionCount > 2);
    QVERIFY(result.stats.nodes > 0);
    QVERIFY2(waited < 5s, "the search did not stop when asked");
}

// A Killer's sums (its cages, and the innies and outies its search adds) are found once, when its rules are
// built, and shared by every copy (the generator and the rating solve one puzzle many times); a copy, or the same
// cages built again, solve as the original does, and rules without cages have none.
void TestDfsSolver::killerSumsAreFoundOnceAndShared()
{
    GeneratorOptions generate;
    generate.variant = Variant::Killer;
    generate.rate = false;
    Generator generator(puzzleSeed(1, 0));
    const auto made = generator.generate(generate);
    QVERIFY(made.has_value());
    const Board &board = made->puzzle;
    const Rules copy = board.rules();
    QCOMPARE(&copy.sums(), &board.rules().sums());
    const Rules rebuilt = Rules::killer(board.rules().cages());
    QVERIFY(&rebuilt.sums() != &board.rules().sums());
    QCOMPARE(&Rules::x().sums(), &Rules::classic().sums()); // the one empty list: no cages, no sums
    const SolveResult original = DfsSolver().solve(board, limitTo(2));
    QCOMPARE(original.status, SolveStatus::Unique);
    QCOMPARE(original.solution, made->solution);
    for (const Rules &rules : {copy, rebuilt}) {
        const SolveResult again = DfsSolver().solve(Board::fromGivens(board.givens(), rules), limitTo(2));
        QCOMPARE(again.status, SolveStatus::Unique);
        QCOMPARE(again.solution, original.solution);
        QCOMPARE(again.stats.nodes, original.stats.nodes);
    }
}

SUDOKU_TEST_APPLESS_MAIN(TestDfsSolver)
#include "tst_dfssolver.moc"
