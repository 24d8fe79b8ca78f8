// SPDX-License-Identifier: GPL-3.0-or-later
// All Steps and the Solution Path (issue 24) in the real window: the lists show what the engine finds for the
// position, a selected step is drawn on the board, Apply and Play to Here are one undoable move each, and a
// change of the position makes the lists again.
#include "guitestutil.h"
#include "windowfixture.h"

#include "assist/assistcontroller.h"
#include "assist/hinttext.h"
#include "assist/stepscontroller.h"
#include "assist/stepspanel.h"
#include "board/boardview.h"
#include "game/gameclock.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "workers/hintfinder.h"
#include "workers/solvecontroller.h"

#include "sudoku/grid/candidates.h"
#include "sudoku/io/hodoku.h"
#include "sudoku/logic/logic.h"
#include "sudoku/logic/rating.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <algorithm>
#include <set>

using namespace sudoku;

namespace
{

// A group's technique, without the count after it: "Multi-Colouring (type 1)" of "Multi-Colouring (type 1) (3)".
QString techniqueOf(QTreeWidgetItem *group)
{
    const QString text = group->text(0);
    return text.left(text.lastIndexOf(QStringLiteral(" (")));
}

// The steps of a list as the player reads them, each "technique|effect".
std::multiset<QString> treeSteps(QTreeWidget *tree)
{
    std::multiset<QString> steps;
    for (int g = 0; g < tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = tree->topLevelItem(g);
        for (int c = 0; c < group->childCount(); ++c)
            steps.insert(techniqueOf(group) + QLatin1Char('|') + group->child(c)->text(0));
    }
    return steps;
}

QTreeWidgetItem *firstStepItem(QTreeWidget *tree)
{
    return tree->topLevelItemCount() > 0 && tree->topLevelItem(0)->childCount() > 0 ? tree->topLevelItem(0)->child(0)
                                                                                    : nullptr;
}

} // namespace

class TestSteps : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;

    MainWindow *window() const { return m_fixture.window(); }
    GameModel *model() const { return window()->model(); }
    BoardView *board() const { return window()->board(); }
    StepsController *steps() const { return window()->stepsController(); }
    StepsPanel *stepsPanel() const { return window()->stepsPanel(); }
    PathPanel *pathPanel() const { return window()->pathPanel(); }

    void load(const Board &puzzle, const std::optional<Grid> &solution = {})
    {
        window()->solver()->discard();
        model()->loadPuzzle(puzzle, PuzzleInfo {Difficulty::Easy, 0});
        if (solution)
            model()->setSolution(*solution);
        window()->clock()->start(0);
    }
    bool stepsReady() const
    {
        return QTest::qWaitFor([this] { return steps()->stepsState() == StepsController::State::Ready; }, 20000);
    }
    bool pathReady() const
    {
        return QTest::qWaitFor([this] { return steps()->pathState() == StepsController::State::Ready; }, 60000);
    }
    std::array<CellState, kCellCount> cells() const { return model()->snapshot().cells; }
    // The position as the lists see it (the player's notes where a cell has any).
    CandidateGrid position() const { return hintfinder::position(model()->board(), model()->allNotes()); }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_fixture.open(QSize(1200, 760)));
        load(guitest::board(guitest::kEasy), guitest::grid(guitest::kEasySolution));
    }

    void cleanup() { m_fixture.close(); }

    // The menu's command opens the panel, whose list is what findAllSteps gives for the position, grouped by
    // technique.
    void listShowsEveryStepOfThePosition()
    {
        QVERIFY(!window()->stepsDock()->isVisible());
        QCOMPARE(window()->actions()->allSteps->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
        QTest::keyClick(board(), Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(window()->stepsDock()->isVisible());
        QTRY_VERIFY(stepsPanel()->tree()->hasFocus()); // the keyboard goes to the list
        QVERIFY(stepsReady());

        LogicOptions options;
        options.assumeUnique = true;
        const std::vector<Step> expected = findAllSteps(position(), options);
        QVERIFY(!expected.empty());
        std::multiset<QString> want;
        for (const Step &step : expected)
            want.insert(HintText::techniqueName(step.technique) + QLatin1Char('|') + HintText::effect(step));
        QCOMPARE(treeSteps(stepsPanel()->tree()), want);
        QVERIFY(stepsPanel()->statusLabel()->text().contains(QString::number(expected.size())));
        // Sorted by difficulty the easiest technique comes first; by removals, the step removing the most.
        QCOMPARE(
            techniqueOf(stepsPanel()->tree()->topLevelItem(0)), HintText::techniqueName(expected.front().technique));
        stepsPanel()->orderBox()->setCurrentIndex(1);
        QCOMPARE(stepsPanel()->order(), StepsPanel::Order::Removes);
        QCOMPARE(treeSteps(stepsPanel()->tree()), want); // the same steps, in another order
        int most = 0;
        for (const auto &choice : steps()->steps())
            most = std::max(most, choice.removes);
        QTreeWidgetItem *first = firstStepItem(stepsPanel()->tree());
        QVERIFY(first);
        QCOMPARE(steps()->steps()[std::size_t(first->data(0, Qt::UserRole).toInt())].removes, most);

        QTest::keyClick(board(), Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier); // again: closed
        QVERIFY(!window()->stepsDock()->isVisible());
        QTRY_VERIFY(board()->hasFocus()); // and back to the board
        QCOMPARE(steps()->stepsState(), StepsController::State::Off);
    }

    // Clicking a step draws it as a hint's third stage; Apply is one move, and Undo takes it back.
    void clickDrawsAndApplyIsOneUndoableMove()
    {
        window()->actions()->allSteps->trigger();
        QVERIFY(stepsReady());
        QTreeWidget *tree = stepsPanel()->tree();
        QTreeWidgetItem *item = firstStepItem(tree);
        QVERIFY(item);
        QCOMPARE(board()->hintOverlay().stage, 0);
        const QRect rect = tree->visualItemRect(item);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, rect.center());
        const int index = stepsPanel()->selectedStep();
        QVERIFY(index >= 0);
        const Hint hint = steps()->steps()[std::size_t(index)].hint;
        QCOMPARE(board()->hintOverlay().stage, 3);
        if (hint.step.hasPlacement()) {
            QCOMPARE(board()->hintOverlay().placeCell, hint.step.placementCell);
            QVERIFY(board()->cellFlags(hint.step.placementCell) & BoardView::HintCells);
        }
        QCOMPARE(stepsPanel()->detailLabel()->text(), HintText::explanation(hint.step));

        const auto before = cells();
        const int undoIndex = model()->undoStack()->index();
        QVERIFY(stepsPanel()->applyButton()->isEnabled());
        QTest::mouseClick(stepsPanel()->applyButton(), Qt::LeftButton);
        QCOMPARE(model()->undoStack()->index(), undoIndex + 1);
        QVERIFY(cells() != before);
        if (hint.step.hasPlacement())
            QCOMPARE(model()->board().at(hint.step.placementCell), int(hint.step.placementDigit));
        for (int cell = 0; cell < kCellCount; ++cell) {
            for (int d = 1; d <= 9; ++d) {
                if (hint.step.eliminates(cell, d))
                    QVERIFY(!(model()->notes(cell) & digitBit(d)));
            }
        }
        QCOMPARE(board()->hintOverlay().stage, 0); // the position changed: the drawing goes
        window()->actions()->undo->trigger();
        QCOMPARE(cells(), before);
    }

    // A move on the board makes the list again for the new position; a list worked out for an older one is
    // dropped.
    void positionChangeRefreshesTheList()
    {
        window()->actions()->allSteps->trigger();
        QVERIFY(stepsReady());
        const std::multiset<QString> first = treeSteps(stepsPanel()->tree());
        // Place a digit from the solution in the first empty cell.
        const Grid solution = guitest::grid(guitest::kEasySolution);
        int cell = 0;
        while (!model()->board().isEmpty(cell))
            ++cell;
        model()->enterDigit(cell, solution[cell]);
        QVERIFY(steps()->stepsState() != StepsController::State::Ready || treeSteps(stepsPanel()->tree()) != first);
        QVERIFY(stepsReady());
        LogicOptions options;
        options.assumeUnique = true;
        std::multiset<QString> want;
        for (const Step &step : findAllSteps(position(), options))
            want.insert(HintText::techniqueName(step.technique) + QLatin1Char('|') + HintText::effect(step));
        QCOMPARE(treeSteps(stepsPanel()->tree()), want);
        QVERIFY(want != first);

        // Two moves in a row: only the list of the last position is shown.
        int next = cell + 1;
        while (!model()->board().isEmpty(next))
            ++next;
        model()->enterDigit(next, solution[next]);
        int third = next + 1;
        while (!model()->board().isEmpty(third))
            ++third;
        model()->enterDigit(third, solution[third]);
        QVERIFY(stepsReady());
        want.clear();
        for (const Step &step : findAllSteps(position(), options))
            want.insert(HintText::techniqueName(step.technique) + QLatin1Char('|') + HintText::effect(step));
        QCOMPARE(treeSteps(stepsPanel()->tree()), want);
    }

    // View > Show Difficulty Left rates what remains after every move, on the worker: the status bar shows the
    // rating of the position as a puzzle of its own; a wrong digit is said instead; off, the figure goes. The
    // choice is kept in the settings.
    void difficultyLeftFollowsThePosition()
    {
        const auto rated = [this] {
            Board position = Board::fromGivens(model()->board().values());
            RateOptions options;
            options.assumeUnique = true;
            return rate(position, options);
        };
        const auto ready = [this] {
            return QTest::qWaitFor([this] { return steps()->leftState() == StepsController::State::Ready; }, 20000);
        };
        QVERIFY(!window()->leftLabel()->isVisible());
        window()->actions()->showDifficultyLeft->trigger();
        QVERIFY(m_fixture.settings()->showDifficultyLeft());
        QVERIFY(ready());
        const Rating first = rated();
        QCOMPARE(steps()->left()->score, first.score);
        QCOMPARE(window()->leftLabel()->text(), QStringLiteral("Left: ") + GameController::ratingText(first));
        QVERIFY(window()->leftLabel()->isVisible());

        // A move: the figure is worked out again, for the new position (fewer steps are left).
        const Grid solution = guitest::grid(guitest::kEasySolution);
        int cell = 0;
        while (!model()->board().isEmpty(cell))
            ++cell;
        model()->enterDigit(cell, solution[cell]);
        QVERIFY(ready());
        const Rating second = rated();
        QCOMPARE(steps()->left()->score, second.score);
        QCOMPARE(steps()->left()->steps, second.steps);
        QVERIFY(second.steps < first.steps);
        QCOMPARE(window()->leftLabel()->text(), QStringLiteral("Left: ") + GameController::ratingText(second));

        // A wrong digit: no rating of a position without a solution.
        int other = cell + 1;
        while (!model()->board().isEmpty(other))
            ++other;
        model()->enterDigit(other, solution[other] % 9 + 1);
        QTRY_COMPARE(steps()->leftState(), StepsController::State::Mistakes);
        QVERIFY(window()->leftLabel()->text().contains(QStringLiteral("mistake")));

        window()->actions()->showDifficultyLeft->trigger();
        QCOMPARE(steps()->leftState(), StepsController::State::Off);
        QVERIFY(!window()->leftLabel()->isVisible());
        QVERIFY(!m_fixture.settings()->showDifficultyLeft());
    }

    // A wrong digit on the board: no steps are offered, the panel says why.
    void mistakesAreSaidInsteadOfSteps()
    {
        window()->actions()->allSteps->trigger();
        QVERIFY(stepsReady());
        const Grid solution = guitest::grid(guitest::kEasySolution);
        int cell = 0;
        while (!model()->board().isEmpty(cell))
            ++cell;
        model()->enterDigit(cell, solution[cell] % 9 + 1);
        QTRY_COMPARE(steps()->stepsState(), StepsController::State::Mistakes);
        QCOMPARE(stepsPanel()->tree()->topLevelItemCount(), 0);
        QVERIFY(stepsPanel()->statusLabel()->text().contains(QStringLiteral("mistakes")));
    }

    // The solution path reaches the solved grid; a selected step is drawn at its own position; Play to Here is
    // one move that Undo takes back; Copy gives the path as text.
    void solutionPathReachesTheSolution()
    {
        QCOMPARE(window()->actions()->solutionPath->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
        QTest::keyClick(board(), Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(window()->pathDock()->isVisible());
        QVERIFY(pathReady());
        QVERIFY(steps()->pathSolves());
        const std::vector<Hint> path = steps()->path();
        QVERIFY(path.size() > 5);
        QCOMPARE(pathPanel()->list()->count(), int(path.size()));
        QCOMPARE(pathPanel()->list()->item(0)->text(),
            QStringLiteral("1. %1: %2")
                .arg(HintText::techniqueName(path[0].step.technique), HintText::effect(path[0].step)));

        // Played to the end, the board is the solution.
        const Grid solution = guitest::grid(guitest::kEasySolution);
        const auto before = cells();
        const int undoIndex = model()->undoStack()->index();
        const int last = int(path.size()) - 1;
        pathPanel()->selectStep(last);
        QCOMPARE(board()->hintOverlay().stage, 3);
        QCOMPARE(board()->hintOverlay().placeCell, path.back().step.placementCell);
        // The last step is drawn on its own position: all but one cell placed.
        QCOMPARE(int(std::count(path.back().digits.begin(), path.back().digits.end(), 0)), 1);
        QTest::mouseClick(pathPanel()->playButton(), Qt::LeftButton);
        QCOMPARE(model()->undoStack()->index(), undoIndex + 1);
        QCOMPARE(model()->board().values(), solution);
        window()->actions()->undo->trigger();
        QCOMPARE(cells(), before);
        QVERIFY(pathReady());

        // Played to the third step: the placements of the first three, nothing else.
        pathPanel()->selectStep(2);
        QTest::mouseClick(pathPanel()->playButton(), Qt::LeftButton);
        for (int i = 0; i < 3; ++i) {
            if (path[std::size_t(i)].step.hasPlacement())
                QCOMPARE(model()->board().at(path[std::size_t(i)].step.placementCell),
                    int(path[std::size_t(i)].step.placementDigit));
        }
        QVERIFY(model()->board().values() != solution);
        QVERIFY(pathReady());
        QVERIFY(steps()->pathSolves());

        QTest::mouseClick(pathPanel()->copyButton(), Qt::LeftButton);
        const QStringList lines = QApplication::clipboard()->text().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), int(steps()->path().size()));
        QVERIFY(lines.front().startsWith(QStringLiteral("1. ")));
        QVERIFY(lines.front().contains(HintText::explanation(steps()->path().front().step)));

        // As HoDoKu library lines: one a step, each read back to the step's position, technique and effect.
        QVERIFY(pathPanel()->copyLinesButton()->isEnabled());
        QTest::mouseClick(pathPanel()->copyLinesButton(), Qt::LeftButton);
        const QStringList library = QApplication::clipboard()->text().split(QLatin1Char('\n'));
        QCOMPARE(library.size(), int(steps()->path().size()));
        for (int i = 0; i < library.size(); ++i) {
            const Hint &hint = steps()->path()[std::size_t(i)];
            const auto parsed = parseLibraryLine(library[i].toStdString());
            QVERIFY2(parsed.libraryCase, parsed.error.c_str());
            QCOMPARE(parsed.libraryCase->technique(), std::optional(hint.step.technique));
            for (int cell = 0; cell < kCellCount; ++cell) {
                QCOMPARE(parsed.libraryCase->position.value(cell), int(hint.digits[std::size_t(cell)]));
                QCOMPARE(parsed.libraryCase->position.isGiven(cell), model()->board().isGiven(cell));
                if (hint.digits[std::size_t(cell)] == 0)
                    QCOMPARE(parsed.libraryCase->position.candidates(cell), hint.candidates[std::size_t(cell)]);
            }
            QVERIFY(parsed.libraryCase->eliminations == hint.step.eliminations);
        }
    }

    // Undo names what Play to Here played: the first step is "1 step", never "0 steps". With no step to play
    // (Practise's Learn mode when its technique is the first step) the move is the candidates filled in, and when that
    // changes nothing there is no move and no help counted.
    void playToHereSaysHowManySteps()
    {
        QTest::keyClick(board(), Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(pathReady());
        QUndoStack *stack = model()->undoStack();
        pathPanel()->selectStep(0);
        QTest::mouseClick(pathPanel()->playButton(), Qt::LeftButton);
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->undoText(), StepsController::tr("Solution path: %n steps", nullptr, 1));
        QVERIFY2(stack->undoText().contains(QStringLiteral(": 1 step")), qPrintable(stack->undoText()));
        QCOMPARE(model()->help().hints, 1);
        window()->actions()->undo->trigger();
        QVERIFY(pathReady());
        pathPanel()->selectStep(2);
        QTest::mouseClick(pathPanel()->playButton(), Qt::LeftButton);
        QCOMPARE(stack->undoText(), QStringLiteral("Solution path: 3 steps"));
        window()->actions()->undo->trigger();
        QVERIFY(pathReady());

        const std::vector<Hint> path = steps()->path();
        const int hints = model()->help().hints;
        const int moves = stack->index();
        StepsController::playPath(model(), path, -1, true);
        QCOMPARE(stack->index(), moves + 1);
        QCOMPARE(stack->undoText(), QStringLiteral("Fill in all candidates"));
        QVERIFY(model()->notes(2) != 0);
        StepsController::playPath(model(), path, -1, true); // nothing left to change
        QCOMPARE(stack->index(), moves + 1);
        QCOMPARE(model()->help().hints, hints);
    }

    // The panels are kept with the window: the one shown comes back at the next start, floating where it was, and
    // so does the order of All Steps; a damaged saved state is ignored and the window opens as it would at first.
    void panelsComeBackAfterARestart()
    {
        window()->actions()->solutionPath->setChecked(true);
        QVERIFY(window()->pathDock()->isVisible());
        window()->pathDock()->setFloating(true);
        window()->pathDock()->resize(window()->pathDock()->width() + 40, 410);
        const QSize size = window()->pathDock()->size();
        stepsPanel()->orderBox()->setCurrentIndex(1);
        QCOMPARE(stepsPanel()->order(), StepsPanel::Order::Removes);
        QVERIFY(window()->close());
        QVERIFY(!m_fixture.settings()->windowState().isEmpty());

        {
            const auto again = guitest::makeWindow(m_fixture.settings(), m_fixture.path("autosave.sudoku"));
            again->show();
            QVERIFY(QTest::qWaitForWindowExposed(again.get()));
            QVERIFY(again->actions()->solutionPath->isChecked());
            QVERIFY(again->pathDock()->isVisible());
            QVERIFY(again->pathDock()->isFloating());
            QCOMPARE(again->pathDock()->size(), size);
            QVERIFY(!again->stepsDock()->isVisible());
            QVERIFY(!again->actions()->allSteps->isChecked());
            QCOMPARE(again->stepsPanel()->order(), StepsPanel::Order::Removes);
            // Shown, it is wanted: its path is worked out.
            QVERIFY(QTest::qWaitFor(
                [&again] { return again->stepsController()->pathState() == StepsController::State::Ready; }, 60000));
            again->close();
        }

        m_fixture.settings()->setWindowState(QByteArray("not a state"));
        const auto damaged = guitest::makeWindow(m_fixture.settings(), m_fixture.path("autosave.sudoku"));
        damaged->show();
        QVERIFY(QTest::qWaitForWindowExposed(damaged.get()));
        QVERIFY(!damaged->pathDock()->isVisible());
        QVERIFY(!damaged->actions()->solutionPath->isChecked());
        damaged->actions()->solutionPath->setChecked(true);
        QVERIFY(damaged->pathDock()->isVisible());
        damaged->close();
        // The settings file is the fixture's for every test: the next starts without the panels.
        m_fixture.settings()->setWindowState({});
        m_fixture.settings()->setStepsByRemovals(false);
        m_fixture.settings()->sync();
    }

    // The rules are data: on a jigsaw the lists are the jigsaw's, and its path solves it.
    void worksOnAVariant()
    {
        QFile in(QStringLiteral(SUDOKU_TEST_DATA "/solo/9j.txt"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QString puzzle = QString::fromLatin1(in.readLine()).trimmed();
        const QString path = m_fixture.path("jigsaw.txt");
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(puzzle.toLatin1() + '\n');
        out.close();
        QVERIFY(window()->game()->openFile(path).isEmpty());
        QVERIFY(QTest::qWaitFor([this] { return model()->mode() == GameMode::Play && model()->solution(); }, 20000));
        QCOMPARE(model()->board().rules().variant(), Variant::Jigsaw);
        window()->actions()->allSteps->trigger();
        window()->actions()->solutionPath->trigger();
        QVERIFY(stepsReady());
        LogicOptions options;
        options.assumeUnique = true;
        QCOMPARE(int(steps()->steps().size()), int(findAllSteps(position(), options).size()));
        QVERIFY(!steps()->steps().empty());
        QVERIFY(pathReady());
        QVERIFY(steps()->pathSolves());
        QVERIFY(!pathPanel()->copyLinesButton()->isEnabled()); // a library line cannot hold a jigsaw's regions
        QVERIFY(steps()->pathLibraryLines().isEmpty());
        pathPanel()->selectStep(int(steps()->path().size()) - 1);
        QTest::mouseClick(pathPanel()->playButton(), Qt::LeftButton);
        QCOMPARE(model()->board().values(), *model()->solution());
    }
};

QTEST_MAIN(TestSteps)
#include "tst_steps.moc"
