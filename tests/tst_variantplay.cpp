// SPDX-License-Identifier: GPL-3.0-or-later
// Variant puzzles played in the window (issue 21): opened from a file or pasted, drawn with their rules, their
// conflicts by the rules' houses and cages, saved and read back with their rules, Hint on for Sudoku-X, Hyper
// and Jigsaw (its house drawn from the rules) and off for a Killer, the search lab off for them (and on again
// for a classic game), a win found by the rules.
#include "guitestutil.h"
#include "windowfixture.h"

#include "assist/assistcontroller.h"
#include "assist/hinttext.h"
#include "board/boardview.h"
#include "board/hintoverlay.h"
#include "game/autosave.h"
#include "game/gamefile.h"
#include "game/gamemodel.h"
#include "game/variantboard.h"
#include "play/gamecontroller.h"
#include "print/puzzlerenderer.h"
#include "settings/settings.h"
#include "visualizer/matrixview.h"
#include "visualizer/traceboardview.h"
#include "visualizer/visualizerpanel.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

#include "sudoku/io/ruleformats.h"
#include "sudoku/logic/rating.h"
#include "sudoku/logic/technique.h"

#include <QAbstractButton>
#include <QAction>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <optional>
#include <set>

using namespace sudoku;

namespace
{

// The first puzzle of a file of tests/data/solo (puzzles Simon Tatham's Solo generated), or a line of our own.
QString soloPuzzle(const char *file)
{
    QFile in(QStringLiteral(SUDOKU_TEST_DATA "/solo/") + QLatin1String(file));
    if (!in.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(in.readLine()).trimmed();
}

// A Hyper puzzle with one solution (made with sudoku-cli count: givens taken away while it stays unique).
const char *const kHyper = "H:...51..36..9...2...3.......1..7............6..6......582........5......7..1......";

// Two empty cells that share a house of `kind` by the rules and no row or column (nor box, unless the boxes are
// a jigsaw's regions), and a digit that each of them can take alone.
struct Pair {
    int a = -1, b = -1, digit = 0;
};
std::optional<Pair> pairOnlyIn(const Board &board, HouseKind kind)
{
    const Rules &rules = board.rules();
    const auto fits = [&board](int cell, int digit) {
        Board one = board;
        one.setEntry(cell, digit);
        return one.clashes().empty();
    };
    for (int house = 0; house < rules.houseCount(); ++house) {
        if (rules.house(house).kind != kind)
            continue;
        for (int a : rules.houseCells(house)) {
            for (int b : rules.houseCells(house)) {
                if (a >= b || !board.isEmpty(a) || !board.isEmpty(b) || rowOf(a) == rowOf(b) || colOf(a) == colOf(b)
                    || (!rules.isJigsaw() && boxOf(a) == boxOf(b)))
                    continue;
                for (int digit = 1; digit <= 9; ++digit) {
                    if (fits(a, digit) && fits(b, digit))
                        return Pair {a, b, digit};
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace

class TestVariantPlay : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;

    MainWindow *window() const { return m_fixture.window(); }
    GameModel *model() const { return window()->model(); }

    QAction *visualize() const
    {
        for (QAction *action : window()->findChildren<QAction *>()) {
            if (action->text() == QLatin1String("&Visualize Search"))
                return action;
        }
        return nullptr;
    }

    // Opens `puzzle` from a file, as File > Open does, and waits until the game is in play with its solution.
    bool openPuzzle(const QString &puzzle)
    {
        const QString path = m_fixture.path("variant.txt");
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(puzzle.toLatin1() + '\n') < 0)
            return false;
        file.close();
        if (!window()->game()->openFile(path).isEmpty())
            return false;
        return QTest::qWaitFor([this] { return model()->mode() == GameMode::Play && model()->solution(); }, 20000);
    }

    void variantRows()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("name");
        QTest::newRow("Sudoku-X") << soloPuzzle("3x3x.txt") << int(Variant::X) << "Sudoku-X";
        QTest::newRow("Hyper") << QString::fromLatin1(kHyper) << int(Variant::Hyper) << "Hyper";
        QTest::newRow("Jigsaw") << soloPuzzle("9j.txt") << int(Variant::Jigsaw) << "Jigsaw";
        QTest::newRow("Killer") << soloPuzzle("3x3k.txt") << int(Variant::Killer) << "Killer";
    }

private Q_SLOTS:
    void init() { QVERIFY(m_fixture.open(QSize(900, 700))); }
    void cleanup() { m_fixture.close(); }

    // Each variant opens as a game of its rules, named in the title and the status bar; Hint and the search lab
    // are on for every variant.
    void eachVariantOpensAsAGame_data() { variantRows(); }
    void eachVariantOpensAsAGame()
    {
        QFETCH(QString, puzzle);
        QFETCH(int, variant);
        QFETCH(QString, name);
        QVERIFY(!puzzle.isEmpty());
        QVERIFY(openPuzzle(puzzle));
        const Board &board = model()->board();
        QCOMPARE(int(board.rules().variant()), variant);
        QVERIFY(isValidSolution(board, *model()->solution()));
        QVERIFY2(window()->windowTitle().startsWith(name), qPrintable(window()->windowTitle()));
        QVERIFY2(window()->game()->statusText().startsWith(name), qPrintable(window()->game()->statusText()));
        QTRY_VERIFY(window()->actions()->hint->isEnabled());
        QCOMPARE(window()->actions()->hint->toolTip(), GameActions::hintToolTip());
        QVERIFY(visualize());
        QVERIFY(visualize()->isEnabled());
        // Copy gives the puzzle with its rules, which paste reads back as the same puzzle.
        const RulesParse copied = parseVariantLine(window()->game()->puzzleText().toStdString());
        QVERIFY(copied.board);
        QVERIFY(*copied.board == board.puzzle());
    }

    // The search lab records a variant's search on its rules: the board draws them, the words name its houses
    // and cages, and the matrix pane has a column per house and digit of the rules, whose sizes are the solver's
    // at every column it chose (a killer's combination rows are not on the board: no matrix pane there).
    void theSearchLabSearchesEachVariant_data() { variantRows(); }
    void theSearchLabSearchesEachVariant()
    {
        QFETCH(QString, puzzle);
        QFETCH(int, variant);
        QVERIFY(openPuzzle(puzzle));
        const Board board = model()->board();
        visualize()->trigger();
        VisualizerPanel *panel = window()->visualizer();
        QVERIFY(panel && panel->isVisible());
        QSignalSpy finished(panel, &VisualizerPanel::recordingFinished);
        panel->setPanesShown(true, true, true);
        panel->showPuzzle(board, Algorithm::Dlx);
        QVERIFY(finished.wait(60000) || !panel->isRecording());
        QVERIFY(panel->trace()->puzzle() == board.puzzle());
        QCOMPARE(panel->summary()->solutionCount, std::uint64_t {1});
        const Rules &rules = board.rules();
        QVERIFY(panel->boardView()->frame().rules && *panel->boardView()->frame().rules == rules);
        const Trace &trace = *panel->trace();

        // The columns a candidate covers name the house that makes the variant (or its cage).
        const QString extra = variant == int(Variant::X) ? QStringLiteral("diagonal")
            : variant == int(Variant::Hyper)             ? QStringLiteral("window")
            : variant == int(Variant::Jigsaw)            ? QStringLiteral("region")
                                                         : QStringLiteral("the cage at");
        bool named = false;
        for (auto next = trace.findNext(0, SearchEventKind::Force); next && !named;
             next = trace.findNext(*next + 1, SearchEventKind::Force)) {
            panel->seek(*next + 1);
            named = panel->columnText().contains(extra);
        }
        QVERIFY2(named, qPrintable(extra));

        QAbstractButton *matrixToggle = nullptr;
        for (QAbstractButton *box : panel->findChildren<QAbstractButton *>()) {
            if (box->text() == QLatin1String("&Matrix"))
                matrixToggle = box;
        }
        QVERIFY(matrixToggle);
        QCOMPARE(matrixToggle->isEnabled(), !rules.isKiller());
        QCOMPARE(panel->matrixView()->isVisibleTo(panel), !rules.isKiller());
        if (rules.isKiller())
            return;
        // A panel per kind of house: the diagonals or the windows add one; a jigsaw's regions take the boxes'.
        const auto &groups = panel->matrixView()->groups();
        QCOMPARE(int(groups.size()), rules.isJigsaw() ? 4 : 5);
        QCOMPARE(groups.back().first + groups.back().count, constraintCount(rules));
        QVERIFY(panel->matrixView()->title(int(groups.size()) - 1).contains(rules.isJigsaw() ? "region" : extra));
        int checked = 0;
        for (auto next = trace.findNext(0, SearchEventKind::ChooseColumn); next && checked < 200;
             next = trace.findNext(*next + 1, SearchEventKind::ChooseColumn), ++checked) {
            panel->seek(*next); // the board the column was chosen on
            const TraceEvent e = trace.event(*next);
            const std::vector<int> sizes = MatrixView::columnSizes(panel->state().grid, rules);
            QVERIFY(panel->matrixView()->sizes() == sizes);
            QCOMPARE(sizes[e.column], int(e.size));
            int smallest = 10;
            for (int size : sizes) {
                if (size != MatrixView::kCovered)
                    smallest = std::min(smallest, size);
            }
            // One of the smallest (Knuth's S heuristic), or the first column of one row, where the rules' DLX
            // stops looking (dlxrules.h).
            QVERIFY2(int(e.size) == smallest || (e.size == 1 && smallest == 0),
                qPrintable(QStringLiteral("%1 rows, smallest %2").arg(e.size).arg(smallest)));
        }
        QVERIFY(checked > 0);
    }

    // `sudoku FILE` with a variant plays it (startup opens FILE after the autosave), and the next session brings
    // it back from the autosave with its rules and the move made.
    void aLaunchWithAVariantAndItsAutosave()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString puzzlePath = dir.filePath(QStringLiteral("killer.txt"));
        QFile file(puzzlePath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(soloPuzzle("3x3k.txt").toLatin1() + '\n');
        file.close();
        Settings settings(dir.filePath(QStringLiteral("settings.ini")));
        const QString autosave = dir.filePath(QStringLiteral("autosave.sudoku"));
        Rules rules;
        int cell = 0;
        {
            const auto first = guitest::makeWindow(&settings, autosave);
            first->game()->startup(puzzlePath);
            QTRY_VERIFY_WITH_TIMEOUT(first->model()->mode() == GameMode::Play && first->model()->solution(), 20000);
            QVERIFY(first->model()->board().rules().isKiller());
            rules = first->model()->board().rules();
            while (!first->model()->board().isEmpty(cell))
                ++cell;
            QVERIFY(first->model()->enterDigit(cell, (*first->model()->solution())[cell]));
            QVERIFY(first->game()->autosave()->saveNow()); // as on quit
        }
        const auto second = guitest::makeWindow(&settings, autosave);
        second->game()->startup();
        QVERIFY(second->model()->board().rules() == rules);
        QVERIFY(!second->model()->board().isEmpty(cell));
        QVERIFY(second->windowTitle().startsWith(QLatin1String("Killer")));
    }

    // Pasting a variant plays it too.
    void pastedVariantIsPlayed()
    {
        QVERIFY(window()->game()->pastePuzzle(soloPuzzle("3x3k.txt")));
        QTRY_VERIFY(model()->mode() == GameMode::Play && model()->solution());
        QVERIFY(model()->board().rules().isKiller());
    }

    // Two equal digits in a diagonal, a window or a jigsaw region (and in no row, column or box) are a conflict.
    void aRepeatInAVariantHouseIsAConflict_data()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<int>("kind");
        QTest::newRow("diagonal") << soloPuzzle("3x3x.txt") << int(HouseKind::Diagonal);
        QTest::newRow("window") << QString::fromLatin1(kHyper) << int(HouseKind::Window);
        QTest::newRow("region") << soloPuzzle("9j.txt") << int(HouseKind::Region);
    }
    void aRepeatInAVariantHouseIsAConflict()
    {
        QFETCH(QString, puzzle);
        QFETCH(int, kind);
        QVERIFY(openPuzzle(puzzle));
        const auto pair = pairOnlyIn(model()->board(), HouseKind(kind));
        QVERIFY(pair);
        QVERIFY(model()->enterDigit(pair->a, pair->digit));
        QVERIFY(model()->conflicts().none());
        QVERIFY(model()->enterDigit(pair->b, pair->digit));
        QVERIFY(model()->conflicts().test(std::size_t(pair->a)));
        QVERIFY(model()->conflicts().test(std::size_t(pair->b)));
        QVERIFY(window()->board()->cellText(pair->b).contains(QLatin1String("conflict")));
        model()->undoStack()->undo(); // and undo takes it away
        QVERIFY(model()->conflicts().none());
    }

    // In a killer, a repeated digit in a cage and a cage whose digits pass its sum are conflicts; the peers of a
    // cell include its cage; the cell's accessible text names the cage and its sum.
    void cageConflicts()
    {
        QVERIFY(openPuzzle(soloPuzzle("3x3k.txt")));
        const Rules &rules = model()->board().rules();
        // The smallest cage of two cells or more: two digits past its sum that repeat in no house.
        std::optional<Cage> small;
        for (const Cage &cage : rules.cages()) {
            if (cage.cells.count() >= 2 && (!small || cage.sum < small->sum))
                small = cage;
        }
        QVERIFY(small);
        const int a = *small->cells.begin();
        const int b = *std::next(small->cells.begin());
        QVERIFY(rules.peers(a).contains(b));
        QVERIFY(window()->board()->cellText(a).contains(QStringLiteral("in a cage with the sum %1").arg(small->sum)));
        QVERIFY(model()->enterDigit(a, 9));
        QVERIFY(model()->enterDigit(b, 8));
        QVERIFY(model()->board().clashes().empty());
        QVERIFY(model()->conflicts().test(std::size_t(a)));
        QVERIFY(model()->conflicts().test(std::size_t(b)));
        QVERIFY(model()->clearCell(b));
        QVERIFY(model()->clearCell(a));
        QVERIFY(model()->conflicts().none());
        // The digit a cell of the cage cannot take any more is not among its candidates.
        QVERIFY(model()->enterDigit(a, small->sum - 1));
        if (small->cells.count() == 2) {
            QCOMPARE(variantboard::candidates(model()->board(), b), digitBit(1));
        }
    }

    // A jigsaw cell names its region to assistive technology.
    void aJigsawCellNamesItsRegion()
    {
        QVERIFY(openPuzzle(soloPuzzle("9j.txt")));
        const int region = model()->board().rules().regions()[40] + 1;
        QVERIFY(window()->board()->cellText(40).startsWith(QStringLiteral("Row 5, column 5, region %1").arg(region)));
    }

    // On a jigsaw Tab goes from region to region, as it goes from box to box on a classic board: to the cell at
    // the same place (in reading order) in the next region, regions in the order of their first cells; nine
    // Tabs come back to the start, and Shift+Tab undoes a Tab.
    void tabGoesFromRegionToRegionOnAJigsaw()
    {
        QVERIFY(openPuzzle(soloPuzzle("9j.txt")));
        const auto regions = model()->board().rules().canonicalRegions();
        const auto placeInRegion = [&](int cell) {
            int k = 0;
            for (int c = 0; c < cell; ++c)
                k += regions[static_cast<std::size_t>(c)] == regions[static_cast<std::size_t>(cell)] ? 1 : 0;
            return k;
        };
        const int start = 40;
        window()->board()->setSelectedCell(start);
        window()->board()->setFocus();
        std::set<int> visited;
        for (int i = 1; i <= 9; ++i) {
            const int from = window()->board()->selectedCell();
            QTest::keyClick(window()->board(), Qt::Key_Tab);
            const int to = window()->board()->selectedCell();
            QCOMPARE(
                int(regions[static_cast<std::size_t>(to)]), (int(regions[static_cast<std::size_t>(from)]) + 1) % 9);
            QCOMPARE(placeInRegion(to), placeInRegion(start));
            visited.insert(int(regions[static_cast<std::size_t>(to)]));
            if (i == 1) {
                QTest::keyClick(window()->board(), Qt::Key_Backtab, Qt::ShiftModifier);
                QCOMPARE(window()->board()->selectedCell(), from);
                QTest::keyClick(window()->board(), Qt::Key_Tab);
            }
        }
        QCOMPARE(window()->board()->selectedCell(), start);
        QCOMPARE(visited.size(), std::size_t(9));
    }

    // A variant game saved and opened again keeps its rules, its entries and its history.
    void aSavedVariantKeepsItsRules_data() { variantRows(); }
    void aSavedVariantKeepsItsRules()
    {
        QFETCH(QString, puzzle);
        QVERIFY(openPuzzle(puzzle));
        const Board before = model()->board();
        const Grid solution = *model()->solution();
        int cell = 0;
        while (!model()->board().isEmpty(cell))
            ++cell;
        QVERIFY(model()->enterDigit(cell, solution[cell]));
        const QString path = m_fixture.path("variant.sudoku");
        QCOMPARE(window()->game()->saveFile(path), QString());
        window()->game()->pastePuzzle(QString::fromLatin1(guitest::kEasy)); // something else in between
        QTRY_VERIFY(model()->mode() == GameMode::Play && model()->board().isClassic());
        QCOMPARE(window()->game()->openFile(path), QString());
        QVERIFY(model()->board().rules() == before.rules());
        QCOMPARE(model()->board().at(cell), int(solution[cell]));
        QVERIFY(model()->undoStack()->canUndo());
        model()->undoStack()->undo();
        QVERIFY(model()->board().puzzle() == before.puzzle());
    }

    // The file holds the rules as a variant line and is version 2; a classic game is still written as version 1;
    // rules that are damaged or do not hold together are refused with a reason, never played.
    void theGameFileHoldsTheRules()
    {
        const RulesParse killer = parseSoloId(soloPuzzle("3x3k.txt").toStdString());
        QVERIFY(killer.board);
        SavedGame game;
        for (int cell = 0; cell < kCellCount; ++cell)
            game.cells[cell] = CellState {}.withDigit(killer.board->at(cell), killer.board->at(cell) != 0);
        game.rules = killer.board->rules();
        QJsonObject json = QJsonDocument::fromJson(GameFile::toJson(game)).object();
        QCOMPARE(json.value(QStringLiteral("version")).toInt(), 2);
        QVERIFY(json.value(QStringLiteral("rules")).toString().startsWith(QLatin1String("K:")));
        const GameFile::ReadResult back = GameFile::fromJson(GameFile::toJson(game));
        QVERIFY(back.game);
        QVERIFY(back.game->rules == game.rules);

        SavedGame classic;
        QCOMPARE(
            QJsonDocument::fromJson(GameFile::toJson(classic)).object().value(QStringLiteral("version")).toInt(), 1);
        QVERIFY(GameFile::fromJson(GameFile::toJson(classic)).game->rules.isClassic());

        for (const QString &rules :
            {QStringLiteral("K:nonsense"), QStringLiteral("J:") + QString(81, u'.') + u':' + QString(81, u'1')}) {
            json.insert(QStringLiteral("rules"), rules);
            const GameFile::ReadResult damaged = GameFile::fromJson(QJsonDocument(json).toJson());
            QVERIFY(!damaged.game);
            QVERIFY2(damaged.error.contains(QLatin1String("rules")), qPrintable(damaged.error));
        }
        json.insert(QStringLiteral("rules"), 42);
        QVERIFY(!GameFile::fromJson(QJsonDocument(json).toJson()).game);
    }

    // On paper the rules are drawn too: a variant's picture is not its givens' classic picture, and the puzzle's
    // line keeps its rules.
    void printedVariantShowsItsRules_data() { variantRows(); }
    void printedVariantShowsItsRules()
    {
        QFETCH(QString, puzzle);
        QVERIFY(openPuzzle(puzzle));
        const Board board = model()->board().puzzle();
        const QImage variant = PuzzleRenderer::image(PrintedPuzzle {board, std::nullopt, {}}, 450);
        const QImage classic
            = PuzzleRenderer::image(PrintedPuzzle {Board::fromGivens(board.givens()), std::nullopt, {}}, 450);
        QVERIFY(variant != classic);
        QVERIFY(parseVariantLine(PuzzleRenderer::lineText(board).toStdString()).board == board);
    }

    // Hint on Sudoku-X, Hyper and Jigsaw gives a step of the logic engine on the game's rules; the second stage
    // shades the step's house as the rules have it (a diagonal, a window or a region), and the status bar rates
    // the puzzle.
    void hintOnAVariantGivesAStep_data() { variantRows(); }
    void hintOnAVariantGivesAStep()
    {
        QFETCH(QString, puzzle);
        QFETCH(int, variant);
        QFETCH(QString, name);
        QVERIFY(openPuzzle(puzzle));
        QTRY_VERIFY(window()->actions()->hint->isEnabled());
        window()->actions()->hint->trigger();
        AssistController *assist = window()->game()->assist();
        QTRY_VERIFY_WITH_TIMEOUT(assist->currentHint().has_value(), 20000);
        const Hint hint = *assist->currentHint();
        QCOMPARE(hint.kind, Hint::Kind::Step);
        QVERIFY(hint.rules);
        QCOMPARE(int(hint.gameRules().variant()), variant);
        const int cage = focusCage(hint.step, hint.gameRules());
        QCOMPARE(hint.cage, cage);
        QVERIFY(cage >= 0 || (hint.house >= 0 && hint.house < hint.gameRules().houseCount()));
        const HintOverlay second = HintOverlay::of(hint, 2, 0);
        CellSet shaded;
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (second.house.test(static_cast<std::size_t>(cell)))
                shaded.insert(cell);
        }
        QCOMPARE(shaded,
            cage >= 0 ? hint.gameRules().cages()[static_cast<std::size_t>(cage)].cells
                      : hint.gameRules().houseCells(hint.house));
        qInfo().noquote() << name << HintText::stageText(hint, 2, 0) << HintText::stageText(hint, 3, 0);
        QTRY_VERIFY_WITH_TIMEOUT(window()->game()->rating().has_value(), 20000);
        const QString status = window()->game()->statusText();
        QVERIFY2(status.startsWith(name) && status.contains(GameController::ratingText(*window()->game()->rating())),
            qPrintable(status));
    }

    // A killer's cage step points at its cage: the second stage shades the cage's cells and names the cage by
    // its first cell and its sum (not the box of its first cell).
    void theHintOfACageStepShowsTheCage()
    {
        const RulesParse killer = parseSoloId(soloPuzzle("3x3k.txt").toStdString());
        QVERIFY(killer.board);
        const CandidateGrid grid = CandidateGrid::fromBoard(*killer.board);
        const std::vector<Step> steps = findSteps(grid, Technique::CageCombination);
        QVERIFY(!steps.empty());
        Hint hint;
        hint.kind = Hint::Kind::Step;
        hint.step = steps.front();
        hint.rules = killer.board->sharedRules();
        hint.cage = focusCage(hint.step, hint.gameRules());
        QVERIFY(hint.cage >= 0);
        const Cage &cage = hint.gameRules().cages()[static_cast<std::size_t>(hint.cage)];
        QVERIFY(hint.step.cells.isSubsetOf(cage.cells));
        const HintOverlay second = HintOverlay::of(hint, 2, 0);
        for (int cell = 0; cell < kCellCount; ++cell)
            QCOMPARE(second.house.test(static_cast<std::size_t>(cell)), cage.cells.contains(cell));
        const QString text = HintText::stageText(hint, 2, 0);
        QVERIFY2(text.contains(
                     QStringLiteral("cage at %1, sum %2").arg(HintText::cellName(cage.cells.first())).arg(cage.sum)),
            qPrintable(text));
    }

    // The second stage shades a diagonal, a window or a jigsaw region from the game's rules, not a box of the
    // classic geometry with the same number, and names it.
    void theHintHouseComesFromTheRules_data()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("named");
        QTest::newRow("diagonal") << soloPuzzle("3x3x.txt") << int(HouseKind::Diagonal) << 1 << "anti-diagonal";
        QTest::newRow("window") << QString::fromLatin1(kHyper) << int(HouseKind::Window) << 2 << "window 3";
        QTest::newRow("region") << soloPuzzle("9j.txt") << int(HouseKind::Region) << 2 << "region 3";
    }
    void theHintHouseComesFromTheRules()
    {
        QFETCH(QString, puzzle);
        QFETCH(int, kind);
        QFETCH(int, index);
        QFETCH(QString, named);
        const RulesParse parsed = parseVariantLine(puzzle.toStdString());
        const RulesParse solo = parsed.board ? parsed : parseSoloId(puzzle.toStdString());
        QVERIFY(solo.board);
        Hint hint;
        hint.kind = Hint::Kind::Step;
        hint.rules = solo.board->sharedRules();
        const House house {static_cast<HouseKind>(kind), index};
        hint.house = hint.houseNumber(house);
        QVERIFY(hint.house >= 18);
        const CellSet cells = hint.gameRules().houseCells(hint.house);
        QCOMPARE(cells.count(), 9);
        QVERIFY(cells != houseCells(hint.house < 27 ? hint.house : boxHouse(index))); // not a classic box
        QCOMPARE(hint.cellsOf(house), cells);
        const HintOverlay second = HintOverlay::of(hint, 2, 0);
        for (int cell = 0; cell < kCellCount; ++cell)
            QCOMPARE(second.house.test(static_cast<std::size_t>(cell)), cells.contains(cell));
        QVERIFY2(HintText::stageText(hint, 2, 0).contains(named), qPrintable(HintText::stageText(hint, 2, 0)));
    }

    // A Killer: Hint names a step of the cage techniques, and the status bar rates the puzzle (issue 21).
    void hintOnAKillerUsesItsCages()
    {
        QVERIFY(openPuzzle(soloPuzzle("3x3k.txt")));
        QTRY_VERIFY(window()->actions()->hint->isEnabled());
        window()->actions()->hint->trigger();
        AssistController *assist = window()->game()->assist();
        QTRY_VERIFY_WITH_TIMEOUT(assist->currentHint().has_value(), 20000);
        const Technique technique = assist->currentHint()->step.technique;
        QVERIFY2(isCageTechnique(technique) || techniqueLevel(technique) == Level::Easy, techniqueId(technique).data());
        QTRY_VERIFY_WITH_TIMEOUT(!window()->game()->statusText().contains(QLatin1String("not rated")), 20000);
    }

    // Hint stays on from a Killer to a classic game, with the classic tool tip and the lab back.
    void hintStaysOnForAClassicGame()
    {
        QVERIFY(openPuzzle(soloPuzzle("3x3k.txt")));
        QTRY_VERIFY(window()->actions()->hint->isEnabled());
        QVERIFY(window()->game()->pastePuzzle(QString::fromLatin1(guitest::kEasy)));
        QTRY_VERIFY(model()->mode() == GameMode::Play && model()->solution());
        QVERIFY(model()->board().isClassic());
        QTRY_VERIFY(window()->actions()->hint->isEnabled());
        QCOMPARE(window()->actions()->hint->toolTip(), GameActions::hintToolTip());
        QVERIFY(visualize()->isEnabled());
        QCOMPARE(window()->windowTitle(), QStringLiteral("Sudoku"));
    }

    // The search lab, open on a classic game, follows the game to a variant: one opened from a saved game during a
    // pause (which ends the pause) shows again, recording the variant on its rules.
    void theLabFollowsTheGameToAVariant()
    {
        const RulesParse x = parseSoloId(soloPuzzle("3x3x.txt").toStdString());
        QVERIFY(x.board);
        SavedGame game;
        for (int cell = 0; cell < kCellCount; ++cell)
            game.cells[cell] = CellState {}.withDigit(x.board->at(cell), x.board->at(cell) != 0);
        game.rules = x.board->rules();
        const QString path = m_fixture.path("x.sudoku");
        QCOMPARE(GameFile::save(game, path), QString());

        QVERIFY(window()->game()->pastePuzzle(QString::fromLatin1(guitest::kEasy)));
        QTRY_VERIFY(model()->mode() == GameMode::Play && model()->solution());
        QTRY_VERIFY(visualize()->isEnabled());
        visualize()->trigger();
        auto *lab = window()->findChild<VisualizerPanel *>();
        QVERIFY(lab);
        QTRY_VERIFY(lab->isVisible());
        window()->actions()->pause->trigger();
        QVERIFY(window()->game()->isPaused());
        QVERIFY(!lab->isVisible());
        QVERIFY(!visualize()->isEnabled());
        QCOMPARE(window()->game()->openFile(path), QString());
        QVERIFY(!window()->game()->isPaused());
        QVERIFY(model()->board().rules().hasDiagonals());
        QTRY_VERIFY(lab->isVisible());
        QTRY_VERIFY(lab->trace() && lab->trace()->puzzle() == x.board->puzzle());
        QVERIFY(lab->trace()->puzzle().rules().hasDiagonals());
    }

    // Filling in the solution by hand wins; Solve (on the worker, with the variant's solver) fills it in.
    void aSolvedVariantIsWon_data() { variantRows(); }
    void aSolvedVariantIsWon()
    {
        QFETCH(QString, puzzle);
        QVERIFY(openPuzzle(puzzle));
        const Grid solution = *model()->solution();
        QSignalSpy completed(model(), &GameModel::completed);
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (model()->board().isEmpty(cell))
                model()->enterDigit(cell, solution[cell]);
        }
        QVERIFY(model()->isComplete());
        QCOMPARE(completed.count(), 1);
        window()->actions()->restart->trigger();
        QVERIFY(!model()->isComplete());
        window()->actions()->solve->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(model()->isComplete(), 20000);
        QCOMPARE(model()->board().values(), solution);
    }
};

QTEST_MAIN(TestVariantPlay)
#include "tst_variantplay.moc"
