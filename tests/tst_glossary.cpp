// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Techniques (issue 24): every technique has its words, every example of the resource still reaches a
// step of its technique in its solve (so a change to the engine that loses one shows here), and the window opens
// from the Help menu and draws the selected technique's example with the hint's overlay and words.
#include "windowfixture.h"

#include "board/boardview.h"
#include "glossary/glossaryexamples.h"
#include "glossary/glossarywindow.h"
#include "vocab/techniqueguide.h"
#include "vocab/techniquetext.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

#include "sudoku/logic/rating.h"

#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <algorithm>

using namespace sudoku;

namespace
{

RateOptions unique()
{
    RateOptions options;
    options.assumeUnique = true;
    return options;
}

} // namespace

class TestGlossary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyTechniqueHasWords_data()
    {
        QTest::addColumn<int>("technique");
        for (const Technique technique : techniqueOrder())
            QTest::newRow(techniqueId(technique).data()) << static_cast<int>(technique);
    }

    void everyTechniqueHasWords()
    {
        QFETCH(int, technique);
        const auto t = static_cast<Technique>(technique);
        const QString summary = techniqueguide::summary(t);
        const QString explanation = techniqueguide::explanation(t);
        QVERIFY(!summary.isEmpty());
        QVERIFY(!explanation.isEmpty());
        QVERIFY(!techniqueguide::variantNote(t).isEmpty());
        // A summary is one line; an explanation says more than it.
        QVERIFY(!summary.contains(QLatin1Char('\n')));
        QVERIFY2(explanation.size() > summary.size(), qPrintable(explanation));
    }

    void everyExampleReachesItsTechnique_data()
    {
        QTest::addColumn<int>("index");
        QStringList problems;
        const auto examples = glossaryexamples::load(QString::fromLatin1(glossaryexamples::kResource), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(examples.size() > 10);
        QSet<int> seen;
        for (std::size_t i = 0; i < examples.size(); ++i) {
            QVERIFY2(!seen.contains(static_cast<int>(examples[i].technique)), "a technique with two examples");
            seen.insert(static_cast<int>(examples[i].technique));
            QTest::newRow(techniqueId(examples[i].technique).data()) << static_cast<int>(i);
        }
        // The techniques the easiest-step solve practically never takes have examples of the Applies kind.
        const auto applies = std::count_if(examples.begin(), examples.end(),
            [](const glossaryexamples::Example &e) { return e.mode == SolveUntilMode::Applies; });
        QVERIFY(applies >= 5);
    }

    void everyExampleReachesItsTechnique()
    {
        QFETCH(int, index);
        const auto examples = glossaryexamples::load();
        const glossaryexamples::Example &example = examples.at(static_cast<std::size_t>(index));
        const std::optional<Hint> hint = glossaryexamples::firstStep(example);
        QVERIFY(hint);
        QCOMPARE(hint->kind, Hint::Kind::Step);
        QCOMPARE(hint->step.technique, example.technique);
        // The step does something on the position drawn.
        bool eliminates = false;
        for (const CellSet &cells : hint->step.eliminations)
            eliminates = eliminates || !cells.empty();
        QVERIFY(hint->step.hasPlacement() || eliminates);
        if (example.mode == SolveUntilMode::Applies) {
            // Where it applies, the solve takes an easier step (else the line would be of the Takes kind), and the
            // step is sound: no elimination removes a digit of the solution.
            const auto solve = solveLogically(CandidateGrid::fromBoard(example.puzzle), unique());
            QVERIFY(solve.rating.solved);
            for (int d = 1; d <= 9; ++d) {
                for (int cell : hint->step.eliminations[d - 1])
                    QVERIFY(solve.end.value(cell) != d);
            }
            if (hint->step.hasPlacement())
                QCOMPARE(solve.end.value(hint->step.placementCell), hint->step.placementDigit);
            QVERIFY(
                !solveUntil(CandidateGrid::fromBoard(example.puzzle), TechniqueSet::of(example.technique), unique()));
        }
    }

    void examplesFileReadsTheKindOfEachLine()
    {
        // "<id> <puzzle>" is an example of the Takes kind, "<id> <puzzle> applies" of the Applies kind; a line with
        // another word after the puzzle is reported and left out.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("examples.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Text));
        const QByteArray puzzle = "................12....34..............1...3.4..56.7......2...5..4..8.9..7..1.....";
        file.write("# comment\nx-wing " + puzzle + "\nremote-pair " + puzzle + " applies\nturbot-fish " + puzzle
            + " sometimes\nno-such-technique " + puzzle + " applies\n");
        file.close();
        QStringList problems;
        const auto examples = glossaryexamples::load(path, &problems);
        QCOMPARE(examples.size(), std::size_t(2));
        QCOMPARE(examples[0].technique, Technique::XWing);
        QCOMPARE(examples[0].mode, SolveUntilMode::Takes);
        QCOMPARE(examples[1].technique, Technique::RemotePair);
        QCOMPARE(examples[1].mode, SolveUntilMode::Applies);
        QCOMPARE(problems.size(), 2);
        QVERIFY(problems[0].contains(QStringLiteral(":4:")) && problems[0].contains(QStringLiteral("sometimes")));
        QVERIFY(problems[1].contains(QStringLiteral(":5:")));
    }

    void anAppliesExampleSaysWhereItApplies()
    {
        // The words above an example of the Applies kind say it is a position where the technique applies, not the
        // position before its first step.
        GlossaryWindow glossary;
        std::optional<Technique> applies;
        std::optional<Technique> takes;
        for (const glossaryexamples::Example &example : glossaryexamples::load()) {
            auto &slot = example.mode == SolveUntilMode::Applies ? applies : takes;
            if (!slot)
                slot = example.technique;
        }
        QVERIFY(applies && takes);
        glossary.show();
        glossary.selectTechnique(*applies);
        QTRY_VERIFY_WITH_TIMEOUT(glossary.shownExample().has_value(), 30000);
        QCOMPARE(glossary.shownExample()->step.technique, *applies);
        QVERIFY(glossary.exampleStatus().contains(QStringLiteral("applies")));
        QVERIFY(glossary.exampleStatus().contains(techniquetext::technique(*applies)));
        glossary.selectTechnique(*takes);
        QTRY_VERIFY_WITH_TIMEOUT(glossary.shownExample().has_value(), 30000);
        QVERIFY(glossary.exampleStatus().contains(QStringLiteral("just before the first")));
    }

    void windowOpensFromTheHelpMenu()
    {
        guitest::WindowFixture fixture;
        QVERIFY(fixture.open());
        MainWindow *window = fixture.window();
        QAction *techniques = window->actions()->techniques;
        // It is in the Help menu, the last of the menu bar.
        QMenu *help = window->menuBar()->actions().constLast()->menu();
        QVERIFY(help);
        QVERIFY(help->actions().contains(techniques));
        QVERIFY(!window->glossary());
        techniques->trigger();
        GlossaryWindow *glossary = window->glossary();
        QVERIFY(glossary);
        QVERIFY(QTest::qWaitForWindowExposed(glossary));
        QVERIFY(!glossary->isModal());
        QVERIFY(!glossary->filterBox()->accessibleName().isEmpty());
        QVERIFY(!glossary->techniqueList()->accessibleName().isEmpty());
        QVERIFY(!glossary->exampleBoard()->accessibleName().isEmpty());

        // A technique with an example: its step is worked out on the worker and drawn on the board.
        const auto examples = glossaryexamples::load();
        QVERIFY(!examples.empty());
        // An X-Wing if there is one (a pattern of several cells), else the first example.
        Technique technique = examples.front().technique;
        for (const glossaryexamples::Example &example : examples) {
            if (example.technique == Technique::XWing)
                technique = example.technique;
        }
        glossary->selectTechnique(technique);
        QCOMPARE(glossary->selectedTechnique(), technique);
        QTRY_VERIFY_WITH_TIMEOUT(glossary->shownExample().has_value(), 30000);
        QCOMPARE(glossary->shownExample()->step.technique, technique);
        QVERIFY(glossary->exampleBoard()->isVisible());
        QCOMPARE(glossary->exampleBoard()->hintOverlay().stage, 3);
        // A picture: no selection, no input.
        QVERIFY(!glossary->exampleBoard()->isSelectionShown());
        for (int cell = 0; cell < kCellCount; ++cell)
            QVERIFY(!(glossary->exampleBoard()->cellFlags(cell) & BoardView::Selected));
        QVERIFY(!glossary->stepText().isEmpty());
        QVERIFY(glossary->findChildren<QLabel *>().size() > 0);
        bool explained = false;
        for (const QLabel *label : glossary->findChildren<QLabel *>())
            explained = explained || label->text() == techniqueguide::explanation(technique);
        QVERIFY(explained);

        // The filter keeps the techniques whose name matches, and selects the first of them.
        glossary->filterBox()->setText(QStringLiteral("swordfish"));
        const auto selected = glossary->selectedTechnique();
        QVERIFY(selected);
        QVERIFY(techniquetext::technique(*selected).contains(QStringLiteral("Swordfish"), Qt::CaseInsensitive));
        int visible = 0;
        QTreeWidget *list = glossary->techniqueList();
        for (int g = 0; g < list->topLevelItemCount(); ++g) {
            for (int i = 0; i < list->topLevelItem(g)->childCount(); ++i)
                visible += list->topLevelItem(g)->child(i)->isHidden() ? 0 : 1;
        }
        QVERIFY(visible > 0 && visible < kTechniqueCount);

        // Help > Techniques again brings the same window back.
        techniques->trigger();
        QCOMPARE(window->glossary(), glossary);
    }

    void theLastSelectionWinsAndTheKeyboardWorks()
    {
        GlossaryWindow glossary;
        glossary.show();
        glossary.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&glossary));
        const auto examples = glossaryexamples::load();
        QVERIFY(examples.size() >= 2);
        // Two selections in a row: the first one's step, if it still arrives, is not what is shown.
        glossary.selectTechnique(examples.back().technique);
        glossary.selectTechnique(examples.front().technique);
        QTRY_VERIFY_WITH_TIMEOUT(glossary.shownExample().has_value() && !glossary.isWorking(), 30000);
        QCOMPARE(glossary.shownExample()->step.technique, examples.front().technique);
        QCOMPARE(glossary.selectedTechnique(), examples.front().technique);

        // Typed into the filter, Return goes on to the list, at the first technique left.
        glossary.filterBox()->setFocus();
        QTest::keyClicks(glossary.filterBox(), QStringLiteral("kite"));
        QTest::keyClick(glossary.filterBox(), Qt::Key_Return);
        QTRY_VERIFY(glossary.techniqueList()->hasFocus());
        QCOMPARE(glossary.selectedTechnique(), Technique::TwoStringKite);
        // Down goes on through the list, over the Master group's heading to the next kite.
        QTest::keyClick(glossary.techniqueList(), Qt::Key_Down);
        QVERIFY(!glossary.selectedTechnique());
        QTest::keyClick(glossary.techniqueList(), Qt::Key_Down);
        QCOMPARE(glossary.selectedTechnique(), Technique::DualTwoStringKite);
        // Escape closes the window.
        QTest::keyClick(glossary.techniqueList(), Qt::Key_Escape);
        QTRY_VERIFY(!glossary.isVisible());
    }

    void aTechniqueWithoutAnExampleSaysSo()
    {
        // The app's file has an example of every technique: a file of one, X-Wing's line, leaves the others without.
        QFile resource(QString::fromLatin1(glossaryexamples::kResource));
        QVERIFY(resource.open(QIODevice::ReadOnly));
        QByteArray xWing;
        for (const QByteArray &line : resource.readAll().split('\n')) {
            if (line.startsWith("x-wing "))
                xWing = line;
        }
        QVERIFY(!xWing.isEmpty());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(QStringLiteral("examples.txt")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(xWing + '\n');
        file.close();

        GlossaryWindow glossary(nullptr, file.fileName());
        QVERIFY(glossary.hasExample(Technique::XWing));
        QVERIFY(!glossary.hasExample(Technique::Swordfish));
        glossary.show();
        glossary.selectTechnique(Technique::Swordfish);
        QVERIFY(!glossary.shownExample());
        QVERIFY(!glossary.exampleBoard()->isVisible());
        QVERIFY(glossary.exampleStatus().contains(QLatin1String("No example")));
        // And one with an example draws it.
        glossary.selectTechnique(Technique::XWing);
        QTRY_VERIFY_WITH_TIMEOUT(glossary.shownExample().has_value(), 30000);
        QVERIFY(glossary.exampleBoard()->isVisible());
    }
};

QTEST_MAIN(TestGlossary)
#include "tst_glossary.moc"
