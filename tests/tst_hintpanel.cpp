// SPDX-License-Identifier: GPL-3.0-or-later
// Staged hints and the puzzle's rating in the real window, driven with keys and clicks.
#include "guitestutil.h"
#include "windowfixture.h"

#include "assist/assistcontroller.h"
#include "assist/hintpanel.h"
#include "assist/hinttext.h"
#include "board/boardview.h"
#include "board/messagebar.h"
#include "game/gameclock.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "settings/settings.h"
#include "vocab/difficulty.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "workers/solvecontroller.h"

#include "sudoku/io/hodoku.h"
#include "sudoku/logic/logic.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <bit>
#include <vector>

using namespace sudoku;

class TestHintPanel : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;

    MainWindow *window() const { return m_fixture.window(); }

    GameModel *model() const { return window()->model(); }
    BoardView *board() const { return window()->board(); }
    HintPanel *panel() const { return window()->hintPanel(); }
    AssistController *assist() const { return window()->game()->assist(); }

    void load(const Board &puzzle)
    {
        window()->solver()->discard();
        model()->loadPuzzle(puzzle, PuzzleInfo {Difficulty::Easy, 0});
        window()->clock()->start(0);
        board()->setFocus();
    }
    // Presses H and waits for the worker's answer.
    bool askHint()
    {
        QSignalSpy finished(window()->solver(), &SolveController::jobFinished);
        QTest::keyClick(board(), Qt::Key_H);
        return finished.wait(10000);
    }
    std::array<CellState, kCellCount> cells() const { return model()->snapshot().cells; }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_fixture.open(QSize(900, 760)));
        load(guitest::board(guitest::kEasy));
    }

    void cleanup() { m_fixture.close(); }

    void stagesThenApplyIsOneUndoStep()
    {
        model()->fillCandidates();
        const auto before = cells();
        const int undoCount = model()->undoStack()->index();
        QVERIFY(!panel()->isVisible());

        QVERIFY(askHint());
        QVERIFY(panel()->isVisible());
        const Hint hint = *assist()->currentHint();
        QCOMPARE(hint.kind, Hint::Kind::Step);
        const QString name = HintText::techniqueName(hint.step.technique);
        QCOMPARE(panel()->title(), name); // stage 1: the technique only
        QCOMPARE(panel()->text(),
            QStringLiteral("The next step uses the technique %1. Press Hint again to see where to look.").arg(name));
        QVERIFY(
            !(board()->cellFlags(hint.step.placementCell >= 0 ? hint.step.placementCell : 0) & BoardView::HintCells));
        QCOMPARE(model()->help().hints, 1);

        QTest::keyClick(board(), Qt::Key_H); // stage 2: where to look
        QCOMPARE(panel()->text(),
            QStringLiteral("Look at %1. Press Hint again for the cells and the reasoning.")
                .arg(HintText::houseName(hint.house)));
        const House house = houseFromIndex(hint.house);
        for (int i = 0; i < 9; ++i)
            QVERIFY(board()->cellFlags(house.cell(i)) & BoardView::HintHouse);

        QTest::mouseClick(panel()->nextButton(), Qt::LeftButton); // stage 3: the reasoning
        QCOMPARE(panel()->text(), HintText::stageText(hint, 3));
        QVERIFY(panel()->text().contains(HintText::effect(hint.step)));
        QVERIFY(!panel()->nextButton()->isEnabled());
        if (hint.step.hasPlacement())
            QVERIFY(board()->cellFlags(hint.step.placementCell) & BoardView::HintCells);
        QCOMPARE(board()->hintOverlay().stage, 3);
        QCOMPARE(cells(), before); // nothing applied yet
        QCOMPARE(model()->undoStack()->index(), undoCount);

        QTest::keyClick(board(), Qt::Key_H); // stage 4: apply
        QVERIFY(!panel()->isVisible());
        QCOMPARE(model()->undoStack()->index(), undoCount + 1);
        QVERIFY(cells() != before);
        if (hint.step.hasPlacement())
            QCOMPARE(model()->board().at(hint.step.placementCell), int(hint.step.placementDigit));
        for (int cell = 0; cell < kCellCount; ++cell) {
            for (int d = 1; d <= 9; ++d) {
                if (hint.step.eliminates(cell, d))
                    QVERIFY(!(model()->notes(cell) & digitBit(d)));
            }
        }
        QCOMPARE(model()->help().hints, 1);

        QTest::keyClick(board(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(cells(), before); // board and notes back, in one undo
        QCOMPARE(model()->undoStack()->index(), undoCount);
    }

    // Only the hint shown is drawn: the ring on the cell the last hint filled goes as soon as the next hint
    // comes, so the board does not point at two cells.
    void nextHintDropsTheLastRing()
    {
        model()->fillCandidates();
        int ringed = -1;
        for (int tries = 0; tries < 10 && ringed < 0; ++tries) {
            QVERIFY(askHint());
            const Hint hint = *assist()->currentHint();
            QTest::keyClick(board(), Qt::Key_H);
            QTest::keyClick(board(), Qt::Key_H);
            QCOMPARE(assist()->hintStage(), 3);
            QTest::keyClick(board(), Qt::Key_H); // applies it
            QVERIFY(!panel()->isVisible());
            if (hint.kind == Hint::Kind::Step && hint.step.hasPlacement())
                ringed = hint.step.placementCell;
        }
        QVERIFY(ringed >= 0);
        QVERIFY(board()->cellFlags(ringed) & BoardView::Hint); // where the applied hint went

        QVERIFY(askHint());
        QVERIFY(panel()->isVisible());
        for (int stage = 1; stage <= 3; ++stage) {
            QCOMPARE(assist()->hintStage(), stage);
            for (int cell = 0; cell < kCellCount; ++cell)
                QVERIFY2(!(board()->cellFlags(cell) & BoardView::Hint),
                    qPrintable(QStringLiteral("stage %1: the last hint's ring on cell %2").arg(stage).arg(cell)));
            if (stage < 3)
                QTest::keyClick(board(), Qt::Key_H);
        }
    }

    void applyButtonAndEscape()
    {
        QVERIFY(askHint());
        QVERIFY(panel()->isVisible());
        QTest::keyClick(board(), Qt::Key_Escape);
        QVERIFY(!panel()->isVisible());
        QCOMPARE(board()->hintOverlay().stage, 0);

        QVERIFY(askHint());
        const Hint hint = *assist()->currentHint();
        const int filled = model()->board().filledCount();
        QTest::mouseClick(panel()->applyButton(), Qt::LeftButton); // Apply right from the first stage
        QVERIFY(!panel()->isVisible());
        QCOMPARE(model()->board().filledCount(), filled + (hint.step.hasPlacement() ? 1 : 0));
        QCOMPARE(model()->undoStack()->index(), 1);

        // A move of the player's own closes a hint that no longer fits the board.
        QVERIFY(askHint());
        QVERIFY(panel()->isVisible());
        QTest::mouseClick(board(), Qt::LeftButton, {}, board()->cellRect(2).center().toPoint());
        QTest::keyClick(board(), Qt::Key_4);
        QVERIFY(!panel()->isVisible());

        // Pausing hides the board, and the hint with it.
        QVERIFY(askHint());
        QVERIFY(panel()->isVisible());
        QTest::keyClick(board(), Qt::Key_P);
        QVERIFY(window()->game()->isPaused());
        QVERIFY(!panel()->isVisible());
    }

    void wrongEntryIsPointedOutBeforeAHint()
    {
        QTest::mouseClick(board(), Qt::LeftButton, {}, board()->cellRect(3).center().toPoint());
        QTest::keyClick(board(), Qt::Key_1); // wrong: the solution has 6
        QTest::mouseClick(board(), Qt::LeftButton, {}, board()->cellRect(2).center().toPoint());
        QTest::keyClick(board(), Qt::Key_1, Qt::ShiftModifier); // a note without the solution's 4
        QCOMPARE(model()->notes(2), CandidateMask(digitBit(1)));
        const int undoCount = model()->undoStack()->index();

        QVERIFY(askHint());
        QVERIFY(!panel()->isVisible());
        QCOMPARE(window()->messageBar()->level(), MessageBar::Level::Warning);
        QVERIFY(window()->messageBar()->text().contains(QStringLiteral("1 entry does not match the solution")));
        QVERIFY(board()->cellFlags(3) & BoardView::Wrong);
        QVERIFY(board()->cellFlags(2) & BoardView::Wrong);
        QCOMPARE(model()->help().hints, 0);

        window()->messageBar()->trigger(0); // "Fix Them"
        QCOMPARE(model()->board().at(3), 0);
        QVERIFY(model()->notes(2) & digitBit(4));
        QCOMPARE(model()->undoStack()->index(), undoCount + 1);
        model()->undoStack()->undo();
        QCOMPARE(model()->board().at(3), 1);
        model()->undoStack()->redo();

        QVERIFY(askHint());
        QVERIFY(panel()->isVisible());
        QCOMPARE(assist()->currentHint()->kind, Hint::Kind::Step);
    }

    // The warning before a hint names the mistakes on the board as they are: a second wrong entry made while
    // it shows closes it (it said 1, and Fix Them fixed only the first: issue 22); the next hint names both,
    // and Fix It / Fix Them removes every wrong entry there is when it is clicked.
    void theWarningBeforeAHintFollowsTheBoard()
    {
        MessageBar *message = window()->messageBar();
        const auto type = [this](int cell, int digit) {
            QTest::mouseClick(board(), Qt::LeftButton, {}, board()->cellRect(cell).center().toPoint());
            QTest::keyClick(board(), Qt::Key(Qt::Key_0 + digit));
        };
        const auto button = [message] {
            auto *button = message->findChild<QPushButton *>();
            return button ? button->text() : QString();
        };
        type(3, 1); // wrong: the solution has 6
        QVERIFY(askHint());
        QVERIFY(message->text().contains(QStringLiteral("1 entry does not match the solution")));
        QCOMPARE(button(), QStringLiteral("Fix It")); // one entry
        type(5, 1); // wrong too: the solution has 8
        QVERIFY2(!message->isVisible() || message->text().contains(QStringLiteral("2 entries")),
            qPrintable(message->text()));
        message->trigger(0); // a stale button, if one were left, fixes what is wrong now
        QCOMPARE(model()->board().at(3), 0);
        QCOMPARE(model()->board().at(5), 0);
        model()->undoStack()->undo(); // both wrong entries back, as one move
        QCOMPARE(model()->board().at(5), 1);

        QVERIFY(askHint());
        QVERIFY(message->text().contains(QStringLiteral("2 entries do not match the solution")));
        QCOMPARE(button(), QStringLiteral("Fix Them"));
        type(5, 8); // one fixed by hand: the warning no longer holds as it stands
        QVERIFY(!message->isVisible());
        QVERIFY(askHint());
        QVERIFY(message->text().contains(QStringLiteral("1 entry does not match the solution")));
        message->trigger(0);
        QCOMPARE(model()->board().at(3), 0);
        QCOMPARE(model()->board().at(5), 8);
    }

    // A forcing chain is shown one branch at a time in the third stage, with Previous and Next Branch
    // (Page Up, Page Down), then what the branches prove together. Main's engine finds no forcing chains
    // yet, so the step is built here as the engine lays one out: each branch's nodes in a run, premise
    // first, its links numbered by branch.
    void forcingChainBranchesStepWithKeys()
    {
        model()->fillCandidates();
        int cell = -1;
        for (int c = 0; c < kCellCount && cell < 0; ++c) {
            if (model()->board().isEmpty(c) && std::popcount(static_cast<unsigned>(model()->notes(c))) >= 2)
                cell = c;
        }
        QVERIFY(cell >= 0);
        const CandidateMask notes = model()->notes(cell);
        const int a = std::countr_zero(static_cast<unsigned>(notes)) + 1;
        const int b = std::countr_zero(static_cast<unsigned>(notes & ~digitBit(a))) + 1;
        Hint hint;
        hint.kind = Hint::Kind::Step;
        for (int c = 0; c < kCellCount; ++c) {
            hint.digits[c] = static_cast<std::uint8_t>(model()->board().at(c));
            hint.candidates[c] = model()->notes(c);
        }
        Step &step = hint.step;
        step.technique = Technique::XYWing;
        step.digits = static_cast<std::uint16_t>(digitBit(a) | digitBit(b));
        step.cells = CellSet::of(cell);
        const auto node = [&](int digit, bool on) {
            ChainNode n;
            n.cells = CellSet::of(cell);
            n.digit = static_cast<std::uint8_t>(digit);
            n.on = on;
            return n;
        };
        step.nodes = {node(a, true), node(b, false), node(b, true), node(a, false)};
        ChainLink first;
        first.from = 0;
        first.to = 1;
        ChainLink second;
        second.from = 2;
        second.to = 3;
        second.branch = 1;
        step.links = {first, second};
        hint.house = houseIndex(focusHouse(step));
        assist()->present(hint);
        QVERIFY(panel()->isVisible());
        QVERIFY(!panel()->nextBranchButton()->isVisible()); // not before the third stage
        QTest::keyClick(board(), Qt::Key_H);
        QTest::keyClick(board(), Qt::Key_H);
        QCOMPARE(assist()->hintStage(), 3);
        QCOMPARE(assist()->hintViewCount(), 3);

        const QString name = HintText::cellName(cell);
        QVERIFY(panel()->nextBranchButton()->isVisible());
        QVERIFY(!panel()->previousBranchButton()->isEnabled());
        QCOMPARE(
            panel()->text(), QStringLiteral("Branch 1 of 2: if %1 is %2, then %1 is not %3.").arg(name).arg(a).arg(b));
        QCOMPARE(board()->hintOverlay().view, 0);
        QCOMPARE(int(board()->hintOverlay().nodes.size()), 2);
        QVERIFY(board()->hintOverlay().nodes[0].premise);
        QCOMPARE(int(board()->hintOverlay().nodes[0].digit), a);

        QTest::keyClick(board(), Qt::Key_PageDown);
        QCOMPARE(assist()->hintView(), 1);
        QCOMPARE(QApplication::focusWidget(), board()); // the keys leave the board its keyboard
        QCOMPARE(
            panel()->text(), QStringLiteral("Branch 2 of 2: if %1 is %2, then %1 is not %3.").arg(name).arg(b).arg(a));
        QCOMPARE(int(board()->hintOverlay().nodes[0].digit), b);
        QVERIFY(panel()->previousBranchButton()->isEnabled());

        QTest::keyClick(board(), Qt::Key_PageDown);
        QCOMPARE(assist()->hintView(), 2);
        QVERIFY(panel()->text().startsWith(QStringLiteral("All 2 branches together: ")));
        QVERIFY(!panel()->nextBranchButton()->isEnabled());
        QCOMPARE(int(board()->hintOverlay().nodes.size()), 4); // each premise and what it reaches
        QVERIFY(board()->hintOverlay().links.empty());
        QTest::keyClick(board(), Qt::Key_PageDown); // nothing after the conclusion
        QCOMPARE(assist()->hintView(), 2);

        QTest::keyClick(board(), Qt::Key_PageUp);
        QCOMPARE(assist()->hintView(), 1);
        QTest::mouseClick(panel()->previousBranchButton(), Qt::LeftButton);
        QCOMPARE(assist()->hintView(), 0);
        QCOMPARE(board()->hintOverlay().view, 0);
        QTest::keyClick(board(), Qt::Key_PageUp); // nothing before the first branch
        QCOMPARE(assist()->hintView(), 0);

        // Closing and showing it again starts from the first branch; an ordinary hint has no branch buttons.
        QTest::mouseClick(panel()->nextBranchButton(), Qt::LeftButton);
        QCOMPARE(assist()->hintView(), 1);
        QTest::keyClick(board(), Qt::Key_Escape);
        QVERIFY(!panel()->isVisible());
        assist()->present(hint);
        QCOMPARE(assist()->hintView(), 0);
        QTest::keyClick(board(), Qt::Key_Escape);
        QVERIFY(askHint());
        QTest::keyClick(board(), Qt::Key_H);
        QTest::keyClick(board(), Qt::Key_H);
        QCOMPARE(assist()->hintStage(), 3);
        QVERIFY(!panel()->nextBranchButton()->isVisible());
    }

    void chainNotationIsAnOptionalSecondLine()
    {
        // A loop's hint says it in words; its notation is a second line only while View > Show Chain Notation is on.
        const auto parsed
            = parseLibraryLine(":0707-1:2348:.+4..6.1.+2.275..+4+96.....43.84+1...798+5....5.2.1......+6.+"
                               "7..4....+1+3.619...24.3...1.+6+9::264 364 464 864::7");
        QVERIFY(parsed.libraryCase);
        const CandidateGrid &position = parsed.libraryCase->position;
        LogicOptions options;
        options.assumeUnique = true;
        const auto steps = findSteps(position, Technique::DiscontinuousNiceLoop, options);
        QVERIFY(!steps.empty());
        Hint hint;
        hint.kind = Hint::Kind::Step;
        for (int c = 0; c < kCellCount; ++c) {
            hint.digits[c] = static_cast<std::uint8_t>(position.value(c));
            hint.candidates[c] = position.candidates(c);
        }
        hint.step = steps.front();
        hint.house = houseIndex(focusHouse(hint.step));
        QAction *show = window()->actions()->showChainNotation;
        QVERIFY(!show->isChecked()); // off by default
        assist()->present(hint);
        QTest::keyClick(board(), Qt::Key_H);
        QTest::keyClick(board(), Qt::Key_H);
        QCOMPARE(assist()->hintStage(), 3);
        const QString notation = QString::fromStdString(chainNotation(hint.step));
        QVERIFY(notation.startsWith(QLatin1Char('(')));
        QVERIFY2(!panel()->text().contains(QStringLiteral(")r")), qPrintable(panel()->text())); // words, no "(7)r1c2"
        QVERIFY(panel()->notation().isEmpty());
        QVERIFY(!panel()->textLabel()->text().contains(QStringLiteral("font-size: small")));

        show->trigger();
        QCOMPARE(panel()->notation(), notation);
        QVERIFY(panel()->textLabel()->text().contains(QStringLiteral("font-size: small")));
        QVERIFY(m_fixture.settings()->showChainNotation()); // kept
        // The earlier stages name no chain yet.
        assist()->present(hint);
        QCOMPARE(assist()->hintStage(), 1);
        QVERIFY(panel()->notation().isEmpty());
        show->trigger();
        QVERIFY(!m_fixture.settings()->showChainNotation());
    }

    void stuckPositionOffersAPlacement()
    {
        const auto [puzzle, notes] = guitest::stuckPosition();
        load(puzzle);
        std::vector<std::pair<int, CandidateMask>> marks;
        for (int cell = 0; cell < kCellCount; ++cell)
            marks.emplace_back(cell, notes[cell]);
        QVERIFY(model()->applyHint(-1, 0, marks, QStringLiteral("notes")));
        assist()->setHintTechniques(techniquesUpTo(guitest::kStuckLevel));
        QVERIFY(askHint());
        QVERIFY(panel()->isVisible());
        const Hint hint = *assist()->currentHint();
        assist()->setHintTechniques(TechniqueSet::all());
        QCOMPARE(hint.kind, Hint::Kind::Stuck);
        QCOMPARE(panel()->title(), QStringLiteral("No technique applies"));
        const QString place = QStringLiteral("&Place %1 in %2").arg(hint.digit).arg(HintText::cellName(hint.cell));
        QCOMPARE(panel()->applyButton()->text(), place);
        QTest::mouseClick(panel()->applyButton(), Qt::LeftButton);
        QCOMPARE(model()->board().at(hint.cell), hint.digit);
        QCOMPARE(model()->undoStack()->index(), 2);
        // The digit is the solution's: the puzzle with it still has exactly one solution.
        Board with = puzzle;
        with.setEntry(hint.cell, hint.digit);
        SolveOptions limit;
        limit.solutionLimit = 2;
        QCOMPARE(
            makeSolver(Algorithm::Dfs)->solve(Board::fromGivens(with.values()), limit).status, SolveStatus::Unique);
        QTest::keyClick(board(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(model()->board().isEmpty(hint.cell));
    }

    void ratingShownForAPastedPuzzle()
    {
        RateOptions options;
        options.assumeUnique = true;
        const Board pasted = guitest::board(guitest::kNaiveHard);
        const QString expected = GameController::ratingText(rate(pasted, options));
        QApplication::clipboard()->setText(QString::fromLatin1(guitest::kNaiveHard));
        window()->actions()->paste->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window()->levelLabel()->text().contains(expected), 10000);
        QVERIFY(window()->levelLabel()->text().startsWith(QStringLiteral("Your puzzle")));
        QVERIFY(window()->game()->rating());
    }

    void ratingShownWhileEnteringOnceUnique()
    {
        window()->actions()->enterPuzzle->trigger();
        QCOMPARE(model()->mode(), GameMode::Enter);
        RateOptions options;
        options.assumeUnique = true;
        const QString expected = GameController::ratingText(rate(guitest::board(guitest::kEasy), options));
        std::vector<int> givens;
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (guitest::kEasy[cell] != '.')
                givens.push_back(cell);
        }
        // Two givens short the puzzle has two solutions (one short it has one already, rated as the whole).
        for (std::size_t i = 0; i + 2 < givens.size(); ++i)
            model()->enterDigit(givens[i], guitest::kEasy[givens[i]] - '0');
        QTRY_VERIFY_WITH_TIMEOUT(
            window()->levelLabel()->text().contains(QStringLiteral("more than one solution")), 10000);
        QVERIFY(!window()->levelLabel()->text().contains(expected));
        for (std::size_t i = givens.size() - 2; i < givens.size(); ++i)
            model()->enterDigit(givens[i], guitest::kEasy[givens[i]] - '0');
        QTRY_VERIFY_WITH_TIMEOUT(window()->levelLabel()->text().contains(expected), 10000);
    }

    void ratingTextNamesTrialAndError()
    {
        // A grid no technique finishes (several solutions: the forcing nets solve every known unique puzzle)
        // is not called Extreme: it needs trial and error. A solved one shows its level.
        const Rating stuck = rate(Board {});
        QVERIFY(stuck.needsTrialAndError);
        const QString text = GameController::ratingText(stuck);
        QVERIFY2(text.startsWith(QStringLiteral("Needs trial and error \u00b7 10.")), qPrintable(text));
        QVERIFY(!text.contains(difficultyName(Difficulty::Extreme)));
        RateOptions options;
        options.assumeUnique = true;
        const Rating solved = rate(guitest::board(guitest::kNaiveHard), options);
        QVERIFY(!solved.needsTrialAndError);
        QVERIFY(GameController::ratingText(solved).startsWith(difficultyName(static_cast<Difficulty>(solved.level))));
    }

    void ratingShownForANewGame()
    {
        window()->actions()->newGameAt[int(Difficulty::Medium)]->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window()->game()->rating().has_value(), 10000);
        QVERIFY(window()->levelLabel()->text().contains(GameController::ratingText(*window()->game()->rating())));
    }
};

QTEST_MAIN(TestHintPanel)
#include "tst_hintpanel.moc"
