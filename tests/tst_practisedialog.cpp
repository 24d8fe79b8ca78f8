// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Practise a Technique: the dialog lists the techniques of the variant by level, refuses choices that
// cannot give a puzzle, generates on the worker with Cancel, and opens the result as the new game: in Learn mode
// at the position before the first step of the technique (its digits and candidates), with the hint for that step.
#include "windowfixture.h"

#include "assist/assistcontroller.h"
#include "board/boardview.h"
#include "dialogs/practisedialog.h"
#include "game/gamemodel.h"
#include "glossary/exampleboard.h"
#include "play/gamecontroller.h"
#include "settings/settings.h"
#include "vocab/techniqueguide.h"
#include "vocab/techniquetext.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "workers/practisecontroller.h"

#include "sudoku/logic/rating.h"
#include "sudoku/logic/technique.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace sudoku;

class TestPractiseDialog : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;

    MainWindow *window() const { return m_fixture.window(); }
    GameModel *model() const { return window()->model(); }

    PractiseDialog *openDialog()
    {
        window()->actions()->practise->trigger();
        // The one just opened (one closed before may wait for its deletion).
        for (PractiseDialog *dialog : window()->findChildren<PractiseDialog *>()) {
            if (dialog->isVisible())
                return dialog;
        }
        return nullptr;
    }

    // The puzzle of the game: its givens under its rules.
    Board puzzle() const { return Board::fromGivens(model()->board().givens(), model()->board().rules()); }

    static QStringList techniqueNames(const PractiseDialog *dialog)
    {
        QStringList names;
        const QTreeWidget *tree = dialog->techniqueTree();
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            for (int j = 0; j < tree->topLevelItem(i)->childCount(); ++j)
                names << tree->topLevelItem(i)->child(j)->text(0);
        }
        return names;
    }

private Q_SLOTS:
    void init() { QVERIFY(m_fixture.open(QSize(900, 700))); }
    void cleanup() { m_fixture.close(); }

    void listsTheTechniquesOfTheVariantByLevel()
    {
        PractiseDialog *dialog = openDialog();
        QVERIFY(dialog);
        const QTreeWidget *tree = dialog->techniqueTree();
        QCOMPARE(tree->topLevelItemCount(), kLevelCount);
        QCOMPARE(tree->topLevelItem(2)->text(0), QStringLiteral("Hard"));
        QStringList hard;
        for (int j = 0; j < tree->topLevelItem(2)->childCount(); ++j)
            hard << tree->topLevelItem(2)->child(j)->text(0);
        QVERIFY(hard.contains(QStringLiteral("X-Wing")));
        QVERIFY(techniqueNames(dialog).contains(QStringLiteral("Unique Rectangle Type 1")));
        QVERIFY(!techniqueNames(dialog).contains(QStringLiteral("Innies and Outies")));
        dialog->variantBox()->setCurrentIndex(dialog->variantBox()->findData(static_cast<int>(Variant::X)));
        QVERIFY(!techniqueNames(dialog).contains(QStringLiteral("Unique Rectangle Type 1")));
        QVERIFY(techniqueNames(dialog).contains(QStringLiteral("X-Wing")));
        // Each technique says what it is: its one-line summary as its tooltip and, when it is the current item,
        // under the list.
        QTreeWidget *list = dialog->techniqueTree();
        QTreeWidgetItem *xWing
            = list->findItems(QStringLiteral("X-Wing"), Qt::MatchExactly | Qt::MatchRecursive).value(0);
        QVERIFY(xWing);
        const QString summary = techniqueguide::summary(Technique::XWing);
        QVERIFY(!summary.isEmpty());
        QCOMPARE(xWing->toolTip(0), summary);
        list->setCurrentItem(xWing);
        QCOMPARE(dialog->summaryLabel()->text(), summary);
        dialog->reject();
    }

    void refusesChoicesThatGiveNoPuzzle()
    {
        PractiseDialog *dialog = openDialog();
        QVERIFY(dialog);
        QVERIFY(!dialog->generateButton()->isEnabled()); // nothing checked
        QVERIFY(dialog->cancelButton()->isHidden()); // Cancel only while generating; Close closes
        QVERIFY(!dialog->statusLabel()->text().isEmpty());
        dialog->setChecked(Technique::Skyscraper, true);
        QVERIFY(dialog->generateButton()->isEnabled());
        QVERIFY(!dialog->levelBox()->isEnabled());
        dialog->practiseButton()->setChecked(true);
        QVERIFY(dialog->levelBox()->isEnabled());
        dialog->levelBox()->setCurrentIndex(static_cast<int>(Level::Hard)); // below Expert
        QVERIFY(!dialog->generateButton()->isEnabled());
        QVERIFY(dialog->statusLabel()->text().contains(QStringLiteral("Hard")));
        dialog->levelBox()->setCurrentIndex(static_cast<int>(Level::Master));
        QVERIFY(dialog->generateButton()->isEnabled());
        dialog->reject();
    }

    void showsAnExampleOfTheTechniqueUnderTheCursor()
    {
        PractiseDialog *dialog = openDialog();
        QVERIFY(dialog);
        QTreeWidget *tree = dialog->techniqueTree();
        QTreeWidgetItem *xWing = nullptr;
        for (int i = 0; i < tree->topLevelItemCount() && !xWing; ++i) {
            for (int j = 0; j < tree->topLevelItem(i)->childCount(); ++j) {
                if (tree->topLevelItem(i)->child(j)->text(0) == techniquetext::technique(Technique::XWing))
                    xWing = tree->topLevelItem(i)->child(j);
            }
        }
        QVERIFY(xWing);
        tree->setCurrentItem(xWing);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->example()->state() == ExampleBoard::State::Shown, 30000);
        QCOMPARE(dialog->example()->shownExample()->step.technique, Technique::XWing);
        QVERIFY(dialog->example()->isVisible());
        QCOMPARE(dialog->example()->board()->hintOverlay().stage, 3); // the pattern drawn
        QVERIFY(!dialog->example()->board()->accessibleName().isEmpty());
        // A level's heading has no example: the picture goes.
        tree->setCurrentItem(xWing->parent());
        QCOMPARE(dialog->example()->state(), ExampleBoard::State::Empty);
        QVERIFY(!dialog->example()->isVisible());
        dialog->reject();
    }

    void theNextPuzzleOfTheSameRequestIsKeptWarm()
    {
        PractiseController *practise = window()->game()->practise();
        QSignalSpy ready(practise, &PractiseController::ready);
        PractiseDialog *dialog = openDialog();
        QVERIFY(dialog);
        dialog->setChecked(Technique::XWing, true);
        QTest::mouseClick(dialog->generateButton(), Qt::LeftButton);
        QVERIFY(ready.wait(60000));
        // The next X-Wing puzzle is made while the learner works on this one.
        QTRY_VERIFY_WITH_TIMEOUT(practise->warmPuzzle().has_value(), 60000);
        const Board warm = *practise->warmPuzzle();

        dialog = openDialog();
        QVERIFY(dialog);
        dialog->setChecked(Technique::XWing, true);
        QVERIFY(PractiseController::sameRequest(dialog->options(), dialog->options()));
        QTest::mouseClick(dialog->generateButton(), Qt::LeftButton);
        QVERIFY(ready.wait(5000));
        QVERIFY(puzzle() == warm); // the warm one, at once
        QVERIFY(!dialog->isVisible());
        QTRY_VERIFY(practise->isWarming() || practise->warmPuzzle().has_value()); // and the one after that
        QVERIFY(!(practise->warmPuzzle() && *practise->warmPuzzle() == warm));

        // Another request drops it.
        dialog = openDialog();
        QVERIFY(dialog);
        dialog->setChecked(Technique::XWing, false);
        dialog->setChecked(Technique::XYWing, true);
        QTest::mouseClick(dialog->generateButton(), Qt::LeftButton);
        QVERIFY(!practise->warmPuzzle());
        QVERIFY(ready.wait(60000));
        RateOptions options;
        options.assumeUnique = true;
        QVERIFY(rate(puzzle(), options).usesOf(Technique::XYWing) > 0);
    }

    void cancelStopsTheGeneration()
    {
        PractiseDialog *dialog = openDialog();
        QVERIFY(dialog);
        const Board before = model()->board();
        dialog->setChecked(Technique::SiameseSashimiJellyfish, true); // essentially never: runs until cancelled
        QTest::mouseClick(dialog->generateButton(), Qt::LeftButton);
        QVERIFY(dialog->isGenerating());
        QVERIFY(dialog->cancelButton()->isVisible());
        QVERIFY(window()->game()->practise()->isBusy());
        QTRY_VERIFY(dialog->statusLabel()->text().contains(QStringLiteral("tried"))); // progress
        QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
        QVERIFY(!dialog->isGenerating());
        QVERIFY(!window()->game()->practise()->isBusy());
        QVERIFY(dialog->generateButton()->isVisible());
        QVERIFY(dialog->cancelButton()->isHidden());
        QVERIFY(dialog->isVisible());
        QVERIFY(model()->board() == before);
        dialog->reject();
    }

    void learnOpensThePositionBeforeTheTechnique()
    {
        PractiseDialog *dialog = openDialog();
        QVERIFY(dialog);
        QSignalSpy ready(window()->game()->practise(), &PractiseController::ready);
        dialog->setChecked(Technique::XWing, true);
        QVERIFY(dialog->learnButton()->isChecked());
        QTest::mouseClick(dialog->generateButton(), Qt::LeftButton);
        QVERIFY(ready.wait(60000));
        QVERIFY(!dialog->isVisible());

        // The new game: a Hard puzzle that needs an X-Wing.
        QCOMPARE(model()->mode(), GameMode::Play);
        QCOMPARE(model()->info().difficulty, std::optional<Difficulty>(Difficulty::Hard));
        const Board givens = puzzle();
        RateOptions options;
        options.assumeUnique = true;
        const Rating rating = rate(givens, options);
        QCOMPARE(rating.level, Level::Hard);
        QVERIFY(rating.usesOf(Technique::XWing) > 0);

        // Played up to the step before the first X-Wing, as one undoable move: the position's digits, and every
        // candidate it has in the notes, so the X-Wing can be seen.
        const auto until = solveUntil(CandidateGrid::fromBoard(givens), TechniqueSet::of(Technique::XWing), options);
        QVERIFY(until);
        QCOMPARE(model()->undoStack()->count(), 1);
        for (int cell = 0; cell < kCellCount; ++cell) {
            QCOMPARE(model()->board().at(cell), until->before.end.values()[cell]);
            if (model()->board().isEmpty(cell))
                QCOMPARE(model()->notes(cell), until->before.end.candidates(cell));
        }
        // The hint shows that step.
        QTRY_VERIFY_WITH_TIMEOUT(window()->game()->assist()->currentHint().has_value(), 30000);
        QCOMPARE(window()->game()->assist()->currentHint()->step.technique, Technique::XWing);
    }

    void practiseOpensAWholePuzzleAtTheLevel()
    {
        PractiseDialog *dialog = openDialog();
        QVERIFY(dialog);
        QSignalSpy ready(window()->game()->practise(), &PractiseController::ready);
        dialog->setChecked(Technique::XYWing, true);
        dialog->practiseButton()->setChecked(true);
        dialog->levelBox()->setCurrentIndex(static_cast<int>(Level::Expert));
        QTest::mouseClick(dialog->generateButton(), Qt::LeftButton);
        QVERIFY(ready.wait(60000));
        QCOMPARE(model()->info().difficulty, std::optional<Difficulty>(Difficulty::Expert));
        QCOMPARE(model()->undoStack()->count(), 0); // from the start
        QVERIFY(model()->board() == puzzle());
        RateOptions options;
        options.assumeUnique = true;
        const Rating rating = rate(model()->board(), options);
        QCOMPARE(rating.level, Level::Expert);
        QVERIFY(rating.usesOf(Technique::XYWing) > 0);
    }
};

QTEST_MAIN(TestPractiseDialog)
#include "tst_practisedialog.moc"
