// SPDX-License-Identifier: GPL-3.0-or-later
// New games from the generator: the pool (levels, refill, cancel, off the GUI thread, prompt shutdown) and
// the New Game dialog and busy indicator in the window.
#include "guitestutil.h"
#include "windowfixture.h"

#include "dialogs/newgamedialog.h"
#include "game/gameclock.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "settings/settings.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "workers/puzzlepool.h"
#include "workers/solvecontroller.h"

#include "sudoku/logic/rating.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <optional>
#include <stdexcept>

using namespace sudoku;

namespace
{

bool isUnique(const Board &puzzle)
{
    SolveOptions options;
    options.solutionLimit = 2;
    return makeSolver(Algorithm::Dlx)->solve(puzzle, options).status == SolveStatus::Unique;
}

Level levelOfPuzzle(const Board &puzzle)
{
    RateOptions options;
    options.assumeUnique = true;
    return rate(puzzle, options).level;
}

} // namespace

class TestPuzzlePool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void thePoolHandsOutTheRequestedLevelAndRefills()
    {
        PuzzlePool pool;
        QSignalSpy changed(&pool, &PuzzlePool::poolChanged);
        pool.startFilling(Symmetry::Rotate90);
        for (Difficulty d : kDifficulties)
            QTRY_COMPARE_WITH_TIMEOUT(pool.available(d), pool.perLevel(), 60000);
        for (Difficulty d : kDifficulties) {
            const auto puzzle = pool.take(d, Symmetry::Rotate90);
            QVERIFY(puzzle.has_value());
            QCOMPARE(puzzle->difficulty, d);
            QVERIFY(isUnique(puzzle->puzzle));
            QVERIFY(hasSymmetry(puzzle->puzzle, Symmetry::Rotate90));
            QCOMPARE(levelOfPuzzle(puzzle->puzzle), levelOf(d));
            QCOMPARE(pool.available(d), pool.perLevel() - 1);
        }
        // Another symmetry is not in the pool: nothing at once.
        QVERIFY(!pool.take(Difficulty::Easy, Symmetry::None).has_value());
        for (Difficulty d : kDifficulties)
            QTRY_COMPARE_WITH_TIMEOUT(pool.available(d), pool.perLevel(), 60000);
        // A new symmetry empties the pool and fills it again in that symmetry.
        pool.startFilling(Symmetry::Diagonal);
        QCOMPARE(pool.available(Difficulty::Easy), 0);
        QTRY_COMPARE_WITH_TIMEOUT(pool.available(Difficulty::Expert), pool.perLevel(), 60000);
        const auto expert = pool.take(Difficulty::Expert, Symmetry::Diagonal);
        QVERIFY(expert.has_value());
        QVERIFY(hasSymmetry(expert->puzzle, Symmetry::Diagonal));
        QCOMPARE(levelOfPuzzle(expert->puzzle), Level::Expert);
    }

    void aRequestIsGeneratedOffTheGuiThread()
    {
        PuzzlePool pool;
        QSignalSpy ready(&pool, &PuzzlePool::ready);
        QSignalSpy busy(&pool, &PuzzlePool::busyChanged);
        pool.request(Difficulty::Hard, Symmetry::Dihedral);
        QVERIFY(pool.isBusy());
        QVERIFY(ready.wait(60000));
        QVERIFY(!pool.isBusy());
        QCOMPARE(busy.count(), 2);
        const auto puzzle = ready.at(0).at(0).value<PoolPuzzle>();
        QVERIFY(puzzle.generatedOn != nullptr);
        QVERIFY(puzzle.generatedOn != QThread::currentThreadId());
        QCOMPARE(puzzle.difficulty, Difficulty::Hard);
        QVERIFY(hasSymmetry(puzzle.puzzle, Symmetry::Dihedral));
        QCOMPARE(levelOfPuzzle(puzzle.puzzle), Level::Hard);
        QVERIFY(isUnique(puzzle.puzzle));
    }

    void theGuiThreadStaysResponsiveWhileGenerating()
    {
        PuzzlePool pool;
        // A request that can never be met keeps the generator busy until it is cancelled.
        pool.request(Difficulty::Extreme, Symmetry::None, [](const Board &) { return false; });
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
        timer.start(10);
        QTest::qWait(500);
        QVERIFY2(ticks >= 10, qPrintable(QString::number(ticks)));
        QVERIFY(pool.isBusy());
    }

    void cancelStopsTheRequestAndDropsItsResult()
    {
        PuzzlePool pool;
        QSignalSpy ready(&pool, &PuzzlePool::ready);
        QSignalSpy cancelled(&pool, &PuzzlePool::cancelled);
        pool.request(Difficulty::Medium, Symmetry::None, [](const Board &) { return false; });
        QTest::qWait(100);
        pool.cancel();
        QVERIFY(!pool.isBusy());
        QCOMPARE(cancelled.count(), 1);
        QTRY_COMPARE(pool.droppedResults(), 1); // the generator stopped and its (empty) answer was dropped
        // A request that was overtaken by a newer one is dropped as well, the newer one is delivered.
        pool.request(Difficulty::Easy, Symmetry::None, [](const Board &) { return false; });
        pool.request(Difficulty::Easy, Symmetry::None);
        QVERIFY(ready.wait(30000));
        QCOMPARE(ready.count(), 1);
        QTRY_COMPARE(pool.droppedResults(), 2);
    }

    void aFailedGenerationIsReported()
    {
        PuzzlePool pool;
        QSignalSpy failed(&pool, &PuzzlePool::failed);
        pool.request(
            Difficulty::Easy, Symmetry::None, [](const Board &) -> bool { throw std::runtime_error("out of luck"); });
        QVERIFY(failed.wait(30000));
        QCOMPARE(failed.at(0).at(0).toString(), QStringLiteral("out of luck"));
        QVERIFY(!pool.isBusy());
    }

    // A Killer at a level that none of the generator's bounded grids gives (here: no puzzle is ever accepted)
    // ends in failed() with the reason, instead of a progress dialog that never ends.
    void aKillerTheGeneratorGivesUpOnIsReported()
    {
        PuzzlePool pool;
        QSignalSpy failed(&pool, &PuzzlePool::failed);
        QSignalSpy ready(&pool, &PuzzlePool::ready);
        pool.request(
            Difficulty::Easy, Symmetry::Rotate180, [](const Board &) { return false; }, 5, Variant::Killer);
        QVERIFY(failed.wait(60000));
        QCOMPARE(failed.at(0).at(0).toString(),
            QStringLiteral("none of %1 random grids gave a puzzle of this level").arg(kKillerLevelAttempts));
        QCOMPARE(ready.count(), 0);
        QVERIFY(!pool.isBusy());
    }

    void shutdownMidGenerationIsPrompt()
    {
        auto pool = std::make_unique<PuzzlePool>();
        pool->startFilling(Symmetry::Dihedral);
        pool->request(Difficulty::Extreme, Symmetry::Dihedral, [](const Board &) { return false; });
        QTest::qWait(300); // both threads are deep in generation now
        QVERIFY(pool->isBusy());
        QElapsedTimer timer;
        timer.start();
        pool.reset();
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    }

    void theDialogStartsAGameOfTheChosenLevelAndSymmetry()
    {
        guitest::WindowFixture fixture;
        QVERIFY(fixture.open());
        MainWindow &window = *fixture.window();
        const Settings &settings = *fixture.settings();

        window.actions()->newGameDialog->trigger();
        auto *dialog = window.findChild<NewGameDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QTest::keyClick(dialog->levelBox(), Qt::Key_Home);
        QTest::keyClick(dialog->levelBox(), Qt::Key_Down);
        QTest::keyClick(dialog->levelBox(), Qt::Key_Down);
        QCOMPARE(dialog->difficulty(), Difficulty::Hard);
        QTest::keyClick(dialog->symmetryBox(), Qt::Key_End);
        QCOMPARE(dialog->symmetry(), Symmetry::Dihedral);
        QPushButton *start = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QTest::mouseClick(start, Qt::LeftButton);

        QTRY_COMPARE_WITH_TIMEOUT(window.model()->info(), (PuzzleInfo {Difficulty::Hard, -1}), 60000);
        const Board puzzle = window.model()->board().puzzle();
        QVERIFY(hasSymmetry(puzzle, Symmetry::Dihedral));
        QCOMPARE(levelOfPuzzle(puzzle), Level::Hard);
        QVERIFY(isUnique(puzzle));
        QCOMPARE(settings.difficulty(), Difficulty::Hard);
        QCOMPARE(settings.symmetry(), Symmetry::Dihedral);
        QTRY_VERIFY(!window.findChild<NewGameDialog *>()); // closed and deleted

        // Remembered: the next dialog opens on the same choices, and the pool now fills in that symmetry.
        window.actions()->newGameDialog->trigger();
        auto *again = window.findChild<NewGameDialog *>();
        QVERIFY(again);
        QCOMPARE(again->difficulty(), Difficulty::Hard);
        QCOMPARE(again->symmetry(), Symmetry::Dihedral);
        again->reject();
        QCOMPARE(window.game()->pool()->symmetry(), Symmetry::Dihedral);

        // Once the pool is warm, New (here the Easy entry of the New button's menu) is instant.
        QTRY_COMPARE_WITH_TIMEOUT(window.game()->pool()->available(Difficulty::Easy), 2, 60000);
        window.actions()->newGameAt[int(Difficulty::Easy)]->trigger();
        QCOMPARE(window.model()->info(), (PuzzleInfo {Difficulty::Easy, -1}));
        QVERIFY(hasSymmetry(window.model()->board().puzzle(), Symmetry::Dihedral));
        QVERIFY(!window.game()->isGenerating());
    }

    // A variant from a fixed seed: the same seed, the same puzzle, of the variant's rules, in good time.
    void aRequestOfAVariantIsSeeded_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("Sudoku-X") << int(Variant::X);
        QTest::newRow("Hyper") << int(Variant::Hyper);
        QTest::newRow("Jigsaw") << int(Variant::Jigsaw);
        QTest::newRow("Killer") << int(Variant::Killer);
    }
    void aRequestOfAVariantIsSeeded()
    {
        QFETCH(int, variant);
        PuzzlePool pool;
        QSignalSpy ready(&pool, &PuzzlePool::ready);
        std::optional<Board> first;
        for (int run = 0; run < 2; ++run) {
            QElapsedTimer clock;
            clock.start();
            pool.request(Difficulty::Easy, Symmetry::Rotate180, {}, 2111, static_cast<Variant>(variant));
            QVERIFY(ready.wait(30000));
            QVERIFY2(clock.elapsed() < 30000, qPrintable(QString::number(clock.elapsed())));
            const auto puzzle = ready.takeFirst().at(0).value<PoolPuzzle>();
            QCOMPARE(int(puzzle.variant), variant);
            QCOMPARE(int(puzzle.puzzle.rules().variant()), variant);
            QVERIFY(isUnique(puzzle.puzzle));
            if (first)
                QVERIFY(puzzle.puzzle == *first);
            first = puzzle.puzzle;
        }
    }

    // The pool holds one variant at a time: a classic pool never serves a variant, nor a variant's a classic game;
    // a Killer is kept at each level like the others.
    void thePoolDoesNotMixVariants()
    {
        PuzzlePool pool;
        pool.setPerLevel(1);
        pool.startFilling(Symmetry::Rotate180);
        QTRY_COMPARE_WITH_TIMEOUT(pool.available(Difficulty::Easy), 1, 30000);
        QVERIFY(!pool.take(Difficulty::Easy, Symmetry::Rotate180, Variant::X));
        QCOMPARE(pool.available(Difficulty::Easy), 1); // still there for a classic game

        pool.startFilling(Symmetry::Rotate180, Variant::X);
        QCOMPARE(pool.variant(), Variant::X);
        QCOMPARE(pool.available(Difficulty::Easy), 0); // the classic puzzles went
        QTRY_COMPARE_WITH_TIMEOUT(pool.available(Difficulty::Easy), 1, 30000);
        QVERIFY(!pool.take(Difficulty::Easy, Symmetry::Rotate180, Variant::Classic));
        const auto x = pool.take(Difficulty::Easy, Symmetry::Rotate180, Variant::X);
        QVERIFY(x);
        QVERIFY(x->puzzle.rules().hasDiagonals());
        QCOMPARE(levelOfPuzzle(x->puzzle), Level::Easy);

        pool.startFilling(Symmetry::Rotate180, Variant::Killer);
        QTRY_COMPARE_WITH_TIMEOUT(pool.available(Difficulty::Medium), 1, 30000); // Easy first, then Medium
        QVERIFY(!pool.take(Difficulty::Medium, Symmetry::Rotate180, Variant::X));
        const auto killer = pool.take(Difficulty::Medium, Symmetry::Rotate180, Variant::Killer);
        QVERIFY(killer);
        QVERIFY(killer->puzzle.rules().isKiller());
        QCOMPARE(killer->difficulty, Difficulty::Medium);
        QCOMPARE(levelOfPuzzle(killer->puzzle), Level::Medium);
        pool.shutdown(); // the Killers at Expert and above take seconds: not waited for
    }

    // New Game Options with Sudoku-X starts an X game at the chosen level and remembers the variant; with Killer
    // the level box stays on, and New starts a Killer of that level, filed under it, with Hint on.
    void theDialogStartsAVariantGame()
    {
        guitest::WindowFixture fixture;
        QVERIFY(fixture.open());
        MainWindow &window = *fixture.window();
        window.game()->pool()->setPerLevel(0); // New generates now, not from a pool filled meanwhile

        window.actions()->newGameDialog->trigger();
        auto *dialog = window.findChild<NewGameDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->variant(), Variant::Classic);
        dialog->variantBox()->setCurrentIndex(dialog->variantBox()->findData(int(Variant::X)));
        dialog->levelBox()->setCurrentIndex(dialog->levelBox()->findData(int(Difficulty::Medium)));
        QVERIFY(dialog->levelBox()->isEnabled());
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(window.model()->board().rules().hasDiagonals(), 60000);
        QCOMPARE(window.model()->info(), (PuzzleInfo {Difficulty::Medium, -1}));
        QCOMPARE(levelOfPuzzle(window.model()->board().puzzle()), Level::Medium);
        QCOMPARE(fixture.settings()->variant(), Variant::X);
        QCOMPARE(window.game()->pool()->variant(), Variant::X);
        QTRY_VERIFY(window.actions()->hint->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(window.game()->rating().has_value(), 20000);
        QVERIFY2(window.game()->statusText().startsWith(QStringLiteral("Sudoku-X \u00b7 Medium \u00b7 ")),
            qPrintable(window.game()->statusText()));

        window.actions()->newGameDialog->trigger();
        dialog = window.findChild<NewGameDialog *>();
        QVERIFY(dialog);
        QCOMPARE(dialog->variant(), Variant::X); // remembered
        dialog->variantBox()->setCurrentIndex(dialog->variantBox()->findData(int(Variant::Killer)));
        QVERIFY(dialog->levelBox()->isEnabled());
        dialog->levelBox()->setCurrentIndex(dialog->levelBox()->findData(int(Difficulty::Hard)));
        QVERIFY(dialog->descriptionLabel()->text().contains(QLatin1String("X-Wing")));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(window.model()->board().rules().isKiller(), 60000);
        QCOMPARE(window.model()->info(), (PuzzleInfo {Difficulty::Hard, -1}));
        QCOMPARE(levelOfPuzzle(window.model()->board().puzzle()), Level::Hard);
        QTRY_VERIFY(window.actions()->hint->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(window.game()->rating().has_value(), 20000);
        QVERIFY2(window.game()->statusText().startsWith(QStringLiteral("Killer \u00b7 Hard \u00b7 ")),
            qPrintable(window.game()->statusText()));
    }

    // The New button's drop-down (and the Game menu's New Game at Level) marks the level New uses: after a new
    // game at a level, after New Game Options, and not another one when the question before a new game was
    // answered Cancel (it marked nothing: issue 22).
    void theDropDownMarksTheLevelNewUses()
    {
        guitest::WindowFixture fixture;
        QVERIFY(fixture.open({}, guitest::WindowFixture::Start::Nothing));
        MainWindow &window = *fixture.window();
        GameActions *actions = window.actions();
        const auto marked = [actions] {
            for (Difficulty level : kDifficulties) {
                if (actions->newGameAt[static_cast<std::size_t>(level)]->isChecked())
                    return std::optional<Difficulty>(level);
            }
            return std::optional<Difficulty>();
        };
        QCOMPARE(marked(), std::optional<Difficulty>(fixture.settings()->difficulty()));
        actions->newGameAt[int(Difficulty::Easy)]->trigger();
        QCOMPARE(marked(), std::optional<Difficulty>(Difficulty::Easy));
        QTRY_VERIFY_WITH_TIMEOUT(!window.game()->isGenerating(), 30000);

        int empty = 0; // the first empty cell: cells 2 and 3 are both givens of some puzzles
        while (!window.model()->board().isEmpty(empty))
            ++empty;
        QVERIFY(window.model()->enterDigit(empty, 1)); // a game in progress
        window.game()->setConfirm([](const QString &, const QString &, const QString &) { return false; });
        actions->newGameAt[int(Difficulty::Expert)]->trigger(); // Cancel
        QCOMPARE(marked(), std::optional<Difficulty>(Difficulty::Easy));

        fixture.settings()->setDifficulty(Difficulty::Master); // as New Game Options and Preferences do
        QCOMPARE(marked(), std::optional<Difficulty>(Difficulty::Master));
    }

    // Every level's description reads whole in the dialog as it is shown: switching from Medium (one line) to
    // Easy (two) clipped it (issue 22), and the dialog does not jump when the level changes.
    void theDialogShowsEveryLevelDescriptionWhole()
    {
        Settings settings(m_dir.filePath(QStringLiteral("dialog.ini")));
        settings.setDifficulty(Difficulty::Medium);
        NewGameDialog dialog(&settings);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QSize size = dialog.size();
        for (Difficulty level : kDifficulties) {
            dialog.levelBox()->setCurrentIndex(dialog.levelBox()->findData(static_cast<int>(level)));
            QCoreApplication::processEvents();
            QLabel *description = dialog.descriptionLabel();
            QVERIFY2(description->height() >= description->heightForWidth(description->width()),
                qPrintable(QStringLiteral("%1: %2 high, needs %3")
                               .arg(difficultyName(level))
                               .arg(description->height())
                               .arg(description->heightForWidth(description->width()))));
            QCOMPARE(dialog.size(), size);
        }
    }

    void theBusyIndicatorCancelsAndKeepsTheGame()
    {
        guitest::WindowFixture fixture;
        QVERIFY(fixture.open());
        MainWindow &window = *fixture.window();
        const Board before = window.model()->board();

        // A generation that does not end by itself, as a very slow one would look to the player.
        window.game()->pool()->request(Difficulty::Extreme, Symmetry::None, [](const Board &) { return false; });
        QVERIFY(window.game()->isGenerating());
        QProgressDialog *progress = nullptr;
        QTRY_VERIFY((progress = window.findChild<QProgressDialog *>()) && progress->isVisible());
        QPushButton *cancel = progress->findChild<QPushButton *>();
        QVERIFY(cancel);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!window.game()->isGenerating());
        QTRY_VERIFY(!window.findChild<QProgressDialog *>());
        QCOMPARE(window.model()->board(), before);
    }

    void aFailedGenerationFallsBackToThePack()
    {
        Settings settings(m_dir.filePath(QStringLiteral("fail.ini")));
        GameModel model;
        SolveController solver;
        GameClock clock;
        GameController game(&model, &solver, &clock, &settings, m_dir.filePath(QStringLiteral("fail.sudoku")));
        QStringList notices; // as the bar shows them
        connect(&game, &GameController::notice, this,
            [&notices](MessageBar::Level, const MessageBar::Text &text) { notices.append(text()); });
        game.pool()->setPerLevel(0); // nothing ready: New has to generate
        game.newGame(Difficulty::Medium);
        QVERIFY(game.isGenerating());
        game.pool()->cancel(); // stand in for the generator: it fails instead
        Q_EMIT game.pool()->failed(QStringLiteral("out of memory")); // as the pool reports a failure
        QCOMPARE(model.info().difficulty, std::optional<Difficulty>(Difficulty::Medium));
        QVERIFY(model.info().packIndex >= 0); // from the bundled pack
        QVERIFY(!notices.isEmpty());
        QVERIFY(notices.last().contains(QStringLiteral("out of memory")));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestPuzzlePool)
#include "tst_puzzlepool.moc"
