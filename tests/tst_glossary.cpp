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

#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QSet>
#include <QTest>
#include <QTreeWidget>

using namespace sudoku;

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
        GlossaryWindow glossary;
        std::optional<Technique> missing;
        for (const Technique technique : techniqueOrder()) {
            if (!glossary.hasExample(technique)) {
                missing = technique;
                break;
            }
        }
        if (!missing)
            QSKIP("every technique has an example");
        glossary.show();
        glossary.selectTechnique(*missing);
        QVERIFY(!glossary.shownExample());
        QVERIFY(!glossary.exampleBoard()->isVisible());
        QVERIFY(!glossary.exampleStatus().isEmpty());
    }
};

QTEST_MAIN(TestGlossary)
#include "tst_glossary.moc"
