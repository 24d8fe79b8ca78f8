// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard in the whole window: every documented shortcut works whatever the desktop, menus have one
// mnemonic per letter, the menu bar gives the keyboard back after Esc, and typing a puzzle moves on.
#include "guitestutil.h"
#include "windowfixture.h"

#include "assist/assistcontroller.h"
#include "assist/hintpanel.h"
#include "board/boardview.h"
#include "board/messagebar.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "print/printcontroller.h"
#include "settings/language.h"
#include "visualizer/comparewindow.h"
#include "visualizer/visualizerpanel.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "workers/solvecontroller.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <map>

using namespace sudoku;

namespace
{

// The letter a text's mnemonic gives (the one after a single '&'), lower case; none: a null QChar.
QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i; // "&&" is a literal ampersand
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// Every mnemonic that is used twice among `texts`, as "letter: first text, second text".
QStringList duplicates(const QStringList &texts)
{
    std::map<QChar, QString> seen;
    QStringList found;
    for (const QString &text : texts) {
        const QChar letter = mnemonic(text);
        if (letter.isNull())
            continue;
        const auto [it, added] = seen.emplace(letter, text);
        if (!added)
            found << QStringLiteral("%1: \"%2\" and \"%3\"").arg(letter, it->second, text);
    }
    return found;
}

// The texts of a menu's actions, and recursively the problems of its submenus.
void checkMenu(QMenu *menu, QStringList *problems)
{
    QStringList texts;
    for (QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        texts << action->text();
        if (action->menu())
            checkMenu(action->menu(), problems);
    }
    for (const QString &duplicate : duplicates(texts))
        *problems << QStringLiteral("menu \"%1\": %2").arg(menu->title(), duplicate);
}

} // namespace

class TestWindowKeys : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;

    MainWindow *window() const { return m_fixture.window(); }
    GameModel *model() const { return window()->model(); }
    BoardView *board() const { return window()->board(); }

    // A key as the keyboard sends it: to the widget with the keyboard focus (or the open popup), through the
    // shortcut map first.
    static void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(static_cast<QWidget *>(nullptr), key, modifiers);
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_fixture.open(QSize(900, 700)));
        model()->loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
        board()->setFocus();
        QTRY_VERIFY(board()->hasFocus());
    }

    void cleanup()
    {
        m_fixture.close();
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    }

    // The shortcuts the README and the Keyboard Shortcuts window list, each on its action whatever the
    // desktop's standard keys are (under the offscreen platform, as on a plain X11 session, Save As has none).
    void documentedShortcutsAreBound_data()
    {
        QTest::addColumn<QString>("keys");
        QTest::addColumn<QString>("action"); // objectName given below
        const std::pair<const char *, const char *> rows[] = {
            {"Ctrl+N", "newGame"},
            {"Ctrl+Shift+N", "newGameDialog"},
            {"Ctrl+R", "restart"},
            {"Ctrl+E", "enterPuzzle"},
            {"Ctrl+Return", "startPlaying"},
            {"Ctrl+V", "paste"},
            {"Ctrl+C", "copy"},
            {"Ctrl+O", "open"},
            {"Ctrl+S", "save"},
            {"Ctrl+Shift+S", "saveAs"},
            {"Ctrl+Q", "quit"},
            {"P", "pause"},
            {"Ctrl+Z", "undo"},
            {"Ctrl+Shift+Z", "redo"},
            {"Ctrl+Y", "redo"},
            {"N", "notesMode"},
            {"Ctrl+Shift+F", "fillCandidates"},
            {"H", "hint"},
            {"Ctrl+K", "check"},
            {"Ctrl+L", "solve"},
            {"Esc", "stop"},
            {"F1", "shortcuts"},
            {"Ctrl+P", "print"},
            {"Ctrl+Shift+E", "export"},
            {"Ctrl+Shift+V", "visualize"},
            {"Ctrl+D", "dailyPuzzle"},
            {"Ctrl+T", "statistics"},
            {"C", "colourMode"},
            {"D", "digitFirst"},
            {"F6", "switchFocus"},
            {"Shift+F6", "switchFocus"},
            {"Ctrl+Shift+C", "showCoordinates"},
            {"Alt+1", "filterDigit1"},
            {"Alt+9", "filterDigit9"},
            {"Ctrl+Alt+B", "filterBivalue"},
            {"Alt+0", "clearFilter"},
            {"Ctrl+M", "setCheckpoint"},
            {"Ctrl+Shift+M", "nameCheckpoint"},
            {"Ctrl+B", "backToCheckpoint"},
        };
        for (const auto &[keys, action] : rows)
            QTest::newRow(keys) << QString::fromLatin1(keys) << QString::fromLatin1(action);
    }
    void documentedShortcutsAreBound()
    {
        QFETCH(QString, keys);
        QFETCH(QString, action);
        GameActions *a = window()->actions();
        PrintController *p = window()->printing();
        const std::map<QString, QAction *> actions {{QStringLiteral("newGame"), a->newGame},
            {QStringLiteral("newGameDialog"), a->newGameDialog}, {QStringLiteral("restart"), a->restart},
            {QStringLiteral("enterPuzzle"), a->enterPuzzle}, {QStringLiteral("startPlaying"), a->startPlaying},
            {QStringLiteral("paste"), a->paste}, {QStringLiteral("copy"), a->copy}, {QStringLiteral("open"), a->open},
            {QStringLiteral("save"), a->save}, {QStringLiteral("saveAs"), a->saveAs}, {QStringLiteral("quit"), a->quit},
            {QStringLiteral("pause"), a->pause}, {QStringLiteral("undo"), a->undo}, {QStringLiteral("redo"), a->redo},
            {QStringLiteral("notesMode"), a->notesMode}, {QStringLiteral("fillCandidates"), a->fillCandidates},
            {QStringLiteral("hint"), a->hint}, {QStringLiteral("check"), a->check}, {QStringLiteral("solve"), a->solve},
            {QStringLiteral("stop"), a->stop}, {QStringLiteral("shortcuts"), a->shortcuts},
            {QStringLiteral("print"), p->print}, {QStringLiteral("export"), p->exportFile},
            {QStringLiteral("visualize"), window()->visualizeAction()}, {QStringLiteral("dailyPuzzle"), a->dailyPuzzle},
            {QStringLiteral("statistics"), a->statistics}, {QStringLiteral("colourMode"), a->colourMode},
            {QStringLiteral("digitFirst"), a->digitFirst}, {QStringLiteral("switchFocus"), a->switchFocus},
            {QStringLiteral("showCoordinates"), a->showCoordinates},
            {QStringLiteral("filterDigit1"), a->filterDigit[0]}, {QStringLiteral("filterDigit9"), a->filterDigit[8]},
            {QStringLiteral("filterBivalue"), a->filterBivalue}, {QStringLiteral("clearFilter"), a->clearFilter},
            {QStringLiteral("setCheckpoint"), a->setCheckpoint}, {QStringLiteral("nameCheckpoint"), a->nameCheckpoint},
            {QStringLiteral("backToCheckpoint"), a->backToCheckpoint}};
        QAction *target = actions.at(action);
        const QKeySequence sequence = QKeySequence::fromString(keys, QKeySequence::PortableText);
        QVERIFY2(target->shortcuts().contains(sequence),
            qPrintable(QStringLiteral("%1 has %2").arg(action, QKeySequence::listToString(target->shortcuts()))));
        // No other action of the window takes the same keys: an ambiguous shortcut does nothing at all.
        QList<QAction *> all = window()->findChildren<QAction *>();
        for (QAction *other : all) {
            if (other != target && other->shortcuts().contains(sequence))
                QFAIL(qPrintable(QStringLiteral("%1 is also on \"%2\"").arg(keys, other->text())));
        }
        // And the Keyboard Shortcuts window lists it.
        QString listed;
        QTimer::singleShot(0, this, [&listed] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                listed = box->text();
                box->close();
            }
        });
        a->shortcuts->trigger();
        QVERIFY2(listed.contains(QStringLiteral("<b>%1</b>").arg(keys)), qPrintable(keys));
    }

    // The other way round: every key of the window, the search lab and Side by Side is in the Keyboard
    // Shortcuts window (each action's own keys; the desktop's extra standard keys need not be).
    void everyShortcutIsListed()
    {
        QString listed;
        QTimer::singleShot(0, this, [&listed] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                listed = box->text();
                box->close();
            }
        });
        window()->actions()->shortcuts->trigger();
        QVERIFY(!listed.isEmpty());
        window()->visualizeAction()->trigger(); // the search lab and Side by Side make their actions
        window()->visualizer()->openCompare();
        QStringList missing;
        const QList<QAction *> actions = window()->findChildren<QAction *>();
        QVERIFY(actions.size() > 40);
        for (QAction *action : actions) {
            QList<QKeySequence> keys = action->shortcuts();
            if (keys.isEmpty())
                continue;
            // The first keys are the app's own; the rest the desktop's standard keys, except our second keys.
            QList<QKeySequence> own {keys.first()};
            for (const QKeySequence &key : keys.mid(1)) {
                const QString text = key.toString(QKeySequence::PortableText);
                if (text == QLatin1String("Ctrl+Y") || text == QLatin1String("Shift+F6") || text == QLatin1String("Esc")
                    || text == QLatin1String("Ctrl+W"))
                    own << key;
            }
            for (const QKeySequence &key : own) {
                QString text = key.toString(QKeySequence::PortableText);
                text.replace(QLatin1String("PgUp"), QLatin1String("Page Up"));
                text.replace(QLatin1String("PgDown"), QLatin1String("Page Down"));
                if (!listed.contains(QStringLiteral("<b>%1</b>").arg(text)))
                    missing << QStringLiteral("%1 (%2)").arg(text, action->text());
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

    // Ctrl+M marks the position, Ctrl+B goes back to it as one move: Ctrl+Z returns to the position played on,
    // Ctrl+Shift+Z goes back again. Back to Checkpoint is off while there is none, and New Game clears them.
    void checkpointFromTheKeyboard()
    {
        GameActions *a = window()->actions();
        QVERIFY(!a->backToCheckpoint->isEnabled());
        QVERIFY(a->setCheckpoint->isEnabled());
        QVERIFY(model()->enterDigit(2, 4));
        QVERIFY(model()->toggleNote(5, 2));
        const auto marked = model()->snapshot().cells;
        press(Qt::Key_M, Qt::ControlModifier);
        QCOMPARE(model()->checkpoints().size(), 1u);
        QVERIFY(a->backToCheckpoint->isEnabled());
        QVERIFY(model()->enterDigit(3, 1));
        QVERIFY(model()->toggleNote(5, 8));
        QVERIFY(model()->clearCell(2));
        const auto playedOn = model()->snapshot().cells;
        press(Qt::Key_B, Qt::ControlModifier);
        QCOMPARE(model()->snapshot().cells, marked);
        QVERIFY(window()->findChild<MessageBar *>()->text().contains(QStringLiteral("Back to Checkpoint 1")));
        press(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(model()->snapshot().cells, playedOn);
        press(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(model()->snapshot().cells, marked);
        // The Edit menu lists it by name.
        auto *menu = window()->findChild<QMenu *>();
        QVERIFY(menu);
        bool listed = false;
        for (QMenu *sub : window()->findChildren<QMenu *>()) {
            for (QAction *action : sub->actions())
                listed = listed || action->text() == QLatin1String("Checkpoint 1");
        }
        QVERIFY(listed);
        // Deleting it says so with an Undo that puts it back.
        QAction *remove = nullptr;
        for (QMenu *sub : window()->findChildren<QMenu *>()) {
            if (sub->title().remove(QLatin1Char('&')) == QLatin1String("Delete Checkpoint"))
                remove = sub->actions().value(0);
        }
        QVERIFY(remove);
        remove->trigger();
        QVERIFY(model()->checkpoints().empty());
        auto *bar = window()->findChild<MessageBar *>();
        QVERIFY(bar->text().contains(QStringLiteral("Checkpoint 1 deleted")));
        bar->trigger(0);
        QCOMPARE(model()->checkpoints().size(), 1u);
        a->newGameAt[0]->trigger();
        QTRY_VERIFY(model()->checkpoints().empty());
        QVERIFY(!a->backToCheckpoint->isEnabled());
    }

    // With a wrong entry on the board, H points it out with Fix Them; Return presses it, and the next H gives
    // a hint: the keyboard never leaves the player stuck.
    void returnFixesTheMistakesAHintFound()
    {
        window()->solver()->discard(); // the new game's rating
        board()->setSelectedCell(2);
        press(Qt::Key_1); // r1c3 is 4
        press(Qt::Key_H);
        QTRY_VERIFY_WITH_TIMEOUT(window()->messageBar()->isVisible(), 10000);
        QCOMPARE(window()->messageBar()->buttons().first()->text(), QStringLiteral("Fix It")); // one entry
        press(Qt::Key_Return);
        QCOMPARE(model()->board().at(2), 0); // fixed, as one move
        QVERIFY(!window()->messageBar()->isVisible());
        QVERIFY(board()->hasFocus());
        press(Qt::Key_H);
        QTRY_VERIFY_WITH_TIMEOUT(window()->hintPanel()->isVisible(), 10000);
        press(Qt::Key_Z, Qt::ControlModifier); // the fix is undoable
        QCOMPARE(model()->board().at(2), 1);
    }

    // F6 takes the keyboard to the message's buttons (then the hint's) and back; Tab goes from button to
    // button, Space presses one, and a message that closes gives the keyboard back to the board.
    void f6ReachesTheButtonsBesideTheBoard()
    {
        MessageBar *bar = window()->messageBar();
        window()->solver()->discard();
        board()->setSelectedCell(2);
        press(Qt::Key_1);
        press(Qt::Key_K, Qt::ControlModifier); // Check: "Remove Them"
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), 10000);
        press(Qt::Key_F6);
        QTRY_COMPARE(QApplication::focusWidget(), bar->buttons().first());
        press(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), bar->buttons().last()); // the close button
        press(Qt::Key_F6);
        QTRY_VERIFY(board()->hasFocus());
        press(Qt::Key_F6, Qt::ShiftModifier);
        QTRY_COMPARE(QApplication::focusWidget(), bar->buttons().first());
        press(Qt::Key_Space); // Remove Them
        QCOMPARE(model()->board().at(2), 0);
        QTRY_VERIFY(board()->hasFocus());
        press(Qt::Key_Right);
        QCOMPARE(board()->selectedCell(), 3);

        // With no message, the hint's buttons.
        press(Qt::Key_H);
        QTRY_VERIFY_WITH_TIMEOUT(window()->hintPanel()->isVisible(), 10000);
        press(Qt::Key_F6);
        QTRY_COMPARE(QApplication::focusWidget(), window()->hintPanel()->nextButton());
        press(Qt::Key_Space);
        QCOMPARE(window()->game()->assist()->hintStage(), 2);
        press(Qt::Key_Escape); // closes the hint, and the keyboard is on the board again
        QTRY_VERIFY(!window()->hintPanel()->isVisible());
        QTRY_VERIFY(board()->hasFocus());
    }

    // In the search lab the keys stay with the lab (Space plays, the arrows step); every control without a
    // key of its own has Alt+letter: Side by Side opens from the keyboard, the panes come and go.
    void searchLabControlsHaveKeys()
    {
        window()->visualizeAction()->trigger();
        VisualizerPanel *lab = window()->visualizer();
        lab->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), lab);
        lab->setFocus();
        QTRY_VERIFY(lab->hasFocus());
        QStringList keyless;
        for (QAbstractButton *button : lab->findChildren<QAbstractButton *>()) {
            const bool hasKey = !button->shortcut().isEmpty()
                || (qobject_cast<QToolButton *>(button) && static_cast<QToolButton *>(button)->defaultAction()
                    && !static_cast<QToolButton *>(button)->defaultAction()->shortcut().isEmpty());
            if (button->isVisibleTo(lab) && !hasKey && !button->inherits("QTabBar"))
                keyless << button->text();
        }
        QVERIFY2(keyless.isEmpty(), qPrintable(keyless.join(QStringLiteral(", "))));
        QAbstractButton *sideBySide = nullptr;
        for (QAbstractButton *button : lab->findChildren<QAbstractButton *>())
            if (button->text() == QStringLiteral("Side &by Side\u2026"))
                sideBySide = button;
        QVERIFY(sideBySide);
        QTRY_VERIFY(sideBySide->isEnabled()); // once the recording is there
        press(Qt::Key_B, Qt::AltModifier); // Side by Side (a mnemonic clicks after a moment, as animateClick)
        QTRY_VERIFY(lab->compareWindow());
        QTRY_VERIFY(lab->compareWindow()->isVisible());
    }

    // Side by Side closes like a dialog: Esc, Ctrl+W, or its Close button.
    void sideBySideCloses_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("Esc") << QStringLiteral("Esc");
        QTest::newRow("Ctrl+W") << QStringLiteral("Ctrl+W");
        QTest::newRow("Close button") << QStringLiteral("button");
    }
    void sideBySideCloses()
    {
        QFETCH(QString, how);
        window()->visualizeAction()->trigger();
        window()->visualizer()->openCompare();
        CompareWindow *compare = window()->visualizer()->compareWindow();
        compare->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), compare);
        QVERIFY(compare->isVisible());
        QWidget *focus = compare->focusWidget() ? compare->focusWidget() : compare;
        if (how == QLatin1String("button"))
            QTest::keyClick(compare->closeButton(), Qt::Key_Space);
        else if (how == QLatin1String("Esc"))
            QTest::keyClick(focus, Qt::Key_Escape);
        else
            QTest::keyClick(focus, Qt::Key_W, Qt::ControlModifier);
        QTRY_VERIFY(!compare->isVisible());
    }

    // A documented key works when pressed: Save As from the keyboard, as the README promises.
    void saveAsFromTheKeyboard()
    {
        QSignalSpy triggered(window()->actions()->saveAs, &QAction::triggered);
        window()->actions()->saveAs->disconnect(window()); // no file dialog in a test
        press(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(triggered.size(), 1);
    }

    // Every menu and submenu has one action per mnemonic letter, in English and in Chinese, and so does the
    // menu bar.
    void menusHaveNoDuplicateMnemonics_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("Chinese") << QStringLiteral("zh_CN");
    }
    void menusHaveNoDuplicateMnemonics()
    {
        QFETCH(QString, language);
        window()->setLanguage(language);
        QStringList problems;
        QStringList titles;
        for (QAction *action : window()->menuBar()->actions()) {
            titles << action->text();
            if (action->menu())
                checkMenu(action->menu(), &problems);
        }
        for (const QString &duplicate : duplicates(titles))
            problems << QStringLiteral("menu bar: ") + duplicate;
        window()->setLanguage(QStringLiteral("en"));
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n") + problems.join(QLatin1Char('\n'))));
    }

    // The question before a game is thrown away: its Abandon button has a mnemonic of its own.
    void abandonHasAMnemonic()
    {
        QStringList buttons;
        QTimer::singleShot(0, this, [&buttons] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                for (QAbstractButton *button : box->buttons())
                    buttons << button->text();
                box->reject();
            }
        });
        model()->enterDigit(2, 4); // a game in progress
        window()->confirm(QStringLiteral("Abandon the current game?"),
            QStringLiteral("The game in progress will be lost."), QStringLiteral("&Abandon Game"));
        QCOMPARE(buttons.size(), 2);
        const QString abandon = buttons.filter(QStringLiteral("Abandon")).value(0);
        QVERIFY2(!mnemonic(abandon).isNull(), qPrintable(abandon));
        QVERIFY(duplicates(buttons).isEmpty());
        // The game asks with that text.
        QString accept;
        window()->game()->setConfirm([&accept](const QString &, const QString &, const QString &text) {
            accept = text;
            return false;
        });
        window()->actions()->newGame->trigger();
        QVERIFY2(!mnemonic(accept).isNull(), qPrintable(accept));
    }

    // While a puzzle is only being typed in there is no game to abandon: the question is about the puzzle
    // (it said "Abandon the current game?": issue 22), with a mnemonic of its own too.
    void discardingATypedPuzzleAsksAboutThePuzzle()
    {
        window()->actions()->enterPuzzle->trigger();
        QCOMPARE(model()->mode(), GameMode::Enter);
        QTest::keyClick(board(), Qt::Key_5); // a given typed
        QString question, detail, accept;
        window()->game()->setConfirm([&](const QString &q, const QString &d, const QString &a) {
            question = q;
            detail = d;
            accept = a;
            return false;
        });
        window()->actions()->newGame->trigger();
        QCOMPARE(question, QStringLiteral("Discard the puzzle you are entering?"));
        QCOMPARE(detail, QStringLiteral("The givens typed so far will be lost."));
        QVERIFY2(!mnemonic(accept).isNull(), qPrintable(accept));
        QCOMPARE(model()->mode(), GameMode::Enter); // Cancel: still typing
    }

    // A menu opened from the keyboard and closed with Esc gives the keyboard back to the board: the arrow keys
    // move the selection, they do not walk the menu bar. In Fusion (Alt+G) and in a style where Alt alone
    // takes the menu bar (Alt, then Down).
    void escapeFromAMenuGivesTheKeyboardBack_data()
    {
        QTest::addColumn<QString>("style");
        QTest::addColumn<bool>("altAlone");
        QTest::newRow("Fusion, Alt+G") << QStringLiteral("Fusion") << false;
        QTest::newRow("Windows, Alt then Down") << QStringLiteral("Windows") << true;
    }
    void escapeFromAMenuGivesTheKeyboardBack()
    {
        QFETCH(QString, style);
        QFETCH(bool, altAlone);
        QApplication::setStyle(QStyleFactory::create(style));
        if (altAlone && !QApplication::style()->styleHint(QStyle::SH_MenuBar_AltKeyNavigation))
            QSKIP("this style does not take the menu bar with Alt alone");
        board()->setSelectedCell(40);
        if (altAlone) {
            press(Qt::Key_Alt, Qt::AltModifier);
            QVERIFY(window()->menuBar()->hasFocus());
            press(Qt::Key_Down);
        } else {
            press(Qt::Key_G, Qt::AltModifier);
        }
        QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
        press(Qt::Key_Escape);
        QTRY_VERIFY(board()->hasFocus());
        press(Qt::Key_Right);
        QCOMPARE(board()->selectedCell(), 41);
        QVERIFY(!QApplication::activePopupWidget());
        // Alt and Esc with no menu opened: the same.
        if (altAlone) {
            press(Qt::Key_Alt, Qt::AltModifier);
            press(Qt::Key_Escape);
            QTRY_VERIFY(board()->hasFocus());
            press(Qt::Key_Right);
            QCOMPARE(board()->selectedCell(), 42);
        }
    }

    // Typing a puzzle in goes in reading order: Right at the end of a row goes on to the next row (and Left
    // back to the previous one), a digit or 0 for a blank moves on to the next cell. In play the arrows keep
    // to their row and a digit stays where it was typed.
    void typingAPuzzleMovesOn_data()
    {
        QTest::addColumn<bool>("entering");
        QTest::addColumn<int>("start");
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("selected");
        QTest::addColumn<int>("digit"); // in `start` afterwards
        QTest::newRow("entering, Right at the end of a row") << true << 8 << int(Qt::Key_Right) << 9 << 0;
        QTest::newRow("entering, Left at the start of a row") << true << 18 << int(Qt::Key_Left) << 17 << 0;
        QTest::newRow("entering, Right in the last cell") << true << 80 << int(Qt::Key_Right) << 0 << 0;
        QTest::newRow("entering, Right inside a row") << true << 3 << int(Qt::Key_Right) << 4 << 0;
        QTest::newRow("entering, a digit") << true << 8 << int(Qt::Key_5) << 9 << 5;
        QTest::newRow("entering, 0 for a blank") << true << 4 << int(Qt::Key_0) << 5 << 0;
        QTest::newRow("entering, Down stays in its column") << true << 8 << int(Qt::Key_Down) << 17 << 0;
        QTest::newRow("playing, Right at the end of a row") << false << 8 << int(Qt::Key_Right) << 0 << 0;
        QTest::newRow("playing, a digit") << false << 2 << int(Qt::Key_4) << 2 << 4;
    }
    void typingAPuzzleMovesOn()
    {
        QFETCH(bool, entering);
        QFETCH(int, start);
        QFETCH(int, key);
        QFETCH(int, selected);
        QFETCH(int, digit);
        if (entering) {
            window()->actions()->enterPuzzle->trigger();
            QCOMPARE(model()->mode(), GameMode::Enter);
        }
        board()->setFocus();
        board()->setSelectedCell(start);
        press(Qt::Key(key));
        QCOMPARE(board()->selectedCell(), selected);
        QCOMPARE(model()->board().at(start), digit);
        if (entering && digit != 0)
            QVERIFY(model()->board().isGiven(start));
    }

    // Backspace while typing a puzzle in steps back as in a line of text: on the empty cell after the last
    // given typed it clears that given and stays there; on a given it clears it (it stayed put and cleared
    // nothing: issue 22). In play it clears the cell it is on.
    void backspaceStepsBackWhileTypingAPuzzle()
    {
        window()->actions()->enterPuzzle->trigger();
        QCOMPARE(model()->mode(), GameMode::Enter);
        board()->setFocus();
        board()->setSelectedCell(9);
        press(Qt::Key_5);
        press(Qt::Key_7);
        QCOMPARE(board()->selectedCell(), 11);
        press(Qt::Key_Backspace);
        QCOMPARE(board()->selectedCell(), 10);
        QCOMPARE(model()->board().at(10), 0);
        press(Qt::Key_Backspace);
        QCOMPARE(board()->selectedCell(), 9);
        QCOMPARE(model()->board().at(9), 0);
        press(Qt::Key_3);
        board()->setSelectedCell(9);
        press(Qt::Key_Backspace); // on a given: it goes, the selection stays
        QCOMPARE(board()->selectedCell(), 9);
        QCOMPARE(model()->board().at(9), 0);
        board()->setSelectedCell(0);
        press(Qt::Key_Backspace); // nothing before the first cell: it stays
        QCOMPARE(board()->selectedCell(), 0);
    }
};

QTEST_MAIN(TestWindowKeys)
#include "tst_windowkeys.moc"
