// SPDX-License-Identifier: GPL-3.0-or-later
// The input modes of play on the real window, driven with keys and clicks: corner and centre marks (Snyder
// notation), colouring, digit-first input, mistakes shown with the time, and the number pad that scales with
// the board.
#include "guitestutil.h"
#include "windowfixture.h"

#include "board/boardtheme.h"
#include "board/boardview.h"
#include "board/digitbutton.h"
#include "board/numberpad.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "play/inputcontroller.h"
#include "settings/apptheme.h"
#include "settings/settings.h"
#include "vocab/marklayout.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QLabel>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace sudoku;

// kEasy: r1c1 (0), r1c2 (1) and r1c5 (4) are givens 5, 3 and 7; r1c3 (2), r1c4 (3) and r1c6-r1c9 are empty.
class TestPlayInput : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;

    MainWindow *window() const { return m_fixture.window(); }
    GameModel *model() const { return window()->model(); }
    BoardView *board() const { return window()->board(); }
    NumberPad *pad() const { return window()->pad(); }
    InputController *input() const { return window()->game()->input(); }

    void click(int cell, Qt::MouseButton button = Qt::LeftButton, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mouseClick(board(), button, modifiers, board()->cellRect(cell).center().toPoint());
    }
    void key(int key, Qt::KeyboardModifiers modifiers = {}) { QTest::keyClick(board(), Qt::Key(key), modifiers); }
    void useStyle(NotesStyle style)
    {
        m_fixture.settings()->setNotesStyle(style);
        window()->applySettings();
    }
    // Where a pencil mark of `cell` is drawn, in the board's coordinates.
    QPoint markPoint(int cell, int digit) const
    {
        const CellState state = model()->cellState(cell);
        for (const auto &mark :
            marklayout::layout(board()->cellRect(cell), board()->notesStyle(), state.notes, state.corner)) {
            if (mark.digit == digit)
                return mark.rect.center().toPoint();
        }
        return {};
    }
    QColor pixel(const QPoint &at) const
    {
        return board()->grab().toImage().pixelColor(at * board()->devicePixelRatioF());
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_fixture.open(QSize(900, 700), guitest::WindowFixture::Start::Nothing));
        model()->loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
        board()->setFocus();
    }
    void cleanup() { m_fixture.close(); }

    void snyderNotationKeys()
    {
        useStyle(NotesStyle::Snyder);
        click(2);
        key(Qt::Key_1, Qt::ShiftModifier);
        key(Qt::Key_9, Qt::ShiftModifier);
        key(Qt::Key_4, Qt::ControlModifier);
        QCOMPARE(model()->cornerMarks(2), CandidateMask(digitBit(1) | digitBit(9)));
        QCOMPARE(model()->notes(2), digitBit(4));
        QTest::keyClick(board(), Qt::Key_N); // notes mode: digits are centre marks, Shift still a corner mark
        key(Qt::Key_6);
        key(Qt::Key_2, Qt::ShiftModifier);
        QCOMPARE(model()->notes(2), CandidateMask(digitBit(4) | digitBit(6)));
        QCOMPARE(model()->cornerMarks(2), CandidateMask(digitBit(1) | digitBit(2) | digitBit(9)));
        key(Qt::Key_4, Qt::ControlModifier); // and Ctrl places a digit
        QCOMPARE(model()->board().at(2), 4);
        QTest::keyClick(board(), Qt::Key_N);

        // The 3x3 style has one kind of mark: Shift and Ctrl both write it.
        useStyle(NotesStyle::Positional);
        click(3);
        key(Qt::Key_5, Qt::ShiftModifier);
        key(Qt::Key_8, Qt::ControlModifier);
        QCOMPARE(model()->notes(3), CandidateMask(digitBit(5) | digitBit(8)));
        QCOMPARE(model()->cornerMarks(3), CandidateMask(0));
    }

    void snyderMarksAreLaidOutRoundTheEdgeAndAcrossTheMiddle()
    {
        useStyle(NotesStyle::Snyder);
        model()->toggleCornerMark(2, 3);
        model()->toggleCornerMark(2, 8);
        model()->toggleNote(2, 1);
        model()->toggleNote(2, 5);
        const QRectF cell = board()->cellRect(2);
        const QPoint corner3 = markPoint(2, 3), corner8 = markPoint(2, 8), centre1 = markPoint(2, 1);
        QVERIFY(corner3.x() < cell.center().x() && corner3.y() < cell.center().y()); // top left
        QVERIFY(corner8.x() > cell.center().x() && corner8.y() < cell.center().y()); // top right
        QVERIFY(qAbs(centre1.y() - cell.center().y()) < cell.height() * 0.1); // the middle row
        QCOMPARE(board()->markAt(corner8), 8);
        QCOMPARE(board()->markAt(centre1), 1);
        // A cell with corner marks keeps them in sight in the 3x3 style too.
        useStyle(NotesStyle::Positional);
        QCOMPARE(board()->markAt(markPoint(2, 8)), 8);
        QVERIFY(markPoint(2, 8).y() < cell.center().y());
    }

    void colouringWithTheKeyboard()
    {
        click(2);
        QTest::keyClick(board(), Qt::Key_C); // the window's shortcut
        QVERIFY(input()->isColouring());
        QVERIFY(window()->actions()->colourMode->isChecked());
        QVERIFY(pad()->button(1)->isSwatch());
        const QPoint middle = board()->cellRect(2).center().toPoint(); // an empty cell: its fill
        const QColor before = pixel(middle);
        key(Qt::Key_3);
        QCOMPARE(model()->cellColour(2), 3);
        QVERIFY(pad()->button(3)->isLatched()); // the colour in use
        QVERIFY(pixel(middle) != before);
        key(Qt::Key_3); // again: off
        QCOMPARE(model()->cellColour(2), 0);
        key(Qt::Key_6);
        QCOMPARE(model()->cellColour(2), 6);
        key(Qt::Key_0); // 0 is no colour key: it clears, like Delete
        QCOMPARE(model()->cellColour(2), 0);

        model()->toggleNote(2, 4);
        key(Qt::Key_4, Qt::ShiftModifier); // the candidate 4, in the colour in use
        QCOMPARE(model()->candidateColour(2, 4), 6);
        QCOMPARE(model()->board().at(2), 0);
        key(Qt::Key_Delete);
        QCOMPARE(model()->candidateColour(2, 4), 0);
        QCOMPARE(model()->notes(2), digitBit(4)); // the mark stays: only colours go

        key(Qt::Key_Escape);
        QVERIFY(!input()->isColouring());
        QVERIFY(!pad()->button(1)->isSwatch());
        key(Qt::Key_5);
        QCOMPARE(model()->board().at(2), 5); // digits again
    }

    void colouringWithTheMouse()
    {
        window()->actions()->colourMode->trigger();
        QVERIFY(input()->isColouring());
        click(40);
        QCOMPARE(model()->cellColour(40), 1); // the first colour until another is picked
        QTest::mouseClick(pad()->button(7), Qt::LeftButton);
        QCOMPARE(input()->colour(), 7);
        QCOMPARE(model()->cellColour(40), 1); // picking a colour paints nothing
        click(2);
        click(0); // a given can be coloured too
        QCOMPARE(model()->cellColour(2), 7);
        QCOMPARE(model()->cellColour(0), 7);
        click(2); // again: off
        QCOMPARE(model()->cellColour(2), 0);
        // A right click (or Shift+click) on a pencil mark colours that candidate.
        model()->toggleNote(3, 2);
        model()->toggleNote(3, 8);
        QTest::mouseClick(board(), Qt::RightButton, {}, markPoint(3, 8));
        QCOMPARE(model()->candidateColour(3, 8), 7);
        QCOMPARE(model()->candidateColour(3, 2), 0);
        QTest::mouseClick(board(), Qt::LeftButton, Qt::ShiftModifier, markPoint(3, 2));
        QCOMPARE(model()->candidateColour(3, 2), 7);
        QCOMPARE(model()->cellColour(3), 0);
        // Every colour is a move of its own.
        const int moves = model()->undoStack()->index();
        model()->undoStack()->undo();
        QCOMPARE(model()->candidateColour(3, 2), 0);
        QCOMPARE(model()->undoStack()->index(), moves - 1);
    }

    // A click selects and paints; a digit right after it on the same cell says the click was to select: the
    // digit colours the cell (its colour kept, not turned off again), Shift+digit colours the candidate alone
    // (the cell's paint went), and the two make one move (issue 22).
    void colouringAClickThenADigit()
    {
        window()->actions()->colourMode->trigger();
        click(40); // paints it in the colour in use, 1
        QCOMPARE(model()->cellColour(40), 1);
        const int moves = model()->undoStack()->index();
        key(Qt::Key_3);
        QCOMPARE(model()->cellColour(40), 3);
        QCOMPARE(model()->undoStack()->index(), moves); // the click's paint replaced: one move

        click(41); // paints it in 3, now in use
        key(Qt::Key_3);
        QCOMPARE(model()->cellColour(41), 3); // kept, not turned off

        model()->toggleNote(42, 5);
        click(42);
        key(Qt::Key_5, Qt::ShiftModifier);
        QCOMPARE(model()->candidateColour(42, 5), 3);
        QCOMPARE(model()->cellColour(42), 0); // the candidate alone
        model()->undoStack()->undo();
        QCOMPARE(model()->candidateColour(42, 5), 0);
        QCOMPARE(model()->cellColour(42), 0);

        // Clicks alone still paint, and a digit on a cell clicked earlier toggles as before.
        click(43);
        click(44);
        QCOMPARE(model()->cellColour(43), 3);
        board()->setSelectedCell(43);
        key(Qt::Key_3);
        QCOMPARE(model()->cellColour(43), 0);
    }

    // Digits Solve filled in have a colour of their own, in the light and the dark look: they were the blue
    // of the player's own (issue 22). Hint's green, the warnings' orange and red are not it either.
    void solvedDigitsHaveAColourOfTheirOwn_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void solvedDigitsHaveAColourOfTheirOwn()
    {
        QFETCH(bool, dark);
        board()->setPalette(dark ? AppTheme::darkPalette() : AppTheme::lightPalette());
        const BoardTheme theme = BoardTheme::fromPalette(board()->palette());
        QCOMPARE(theme.dark, dark);
        for (const QColor &other : {theme.entryText, theme.givenText, theme.hint, theme.wrong, theme.conflict})
            QVERIFY(theme.solvedText != other);
        click(2);
        key(Qt::Key_4); // the player's (right) digit
        model()->applySolution(guitest::grid(guitest::kEasySolution));
        QCOMPARE(board()->digitColour(2), theme.entryText);
        QCOMPARE(board()->digitColour(3), theme.solvedText);
        QCOMPARE(board()->digitColour(0), theme.givenText);
    }

    void digitFirst_data()
    {
        QTest::addColumn<int>("how");
        QTest::newRow("a pad key with a given selected") << 0;
        QTest::newRow("a digit key with a given selected") << 1;
        QTest::newRow("D, then a digit key") << 2;
        QTest::newRow("D, then a pad key") << 3;
    }
    void digitFirst()
    {
        QFETCH(int, how);
        if (how <= 1)
            click(0); // the given 5
        else
            QTest::keyClick(board(), Qt::Key_D);
        if (how == 0 || how == 3)
            QTest::mouseClick(pad()->button(4), Qt::LeftButton);
        else
            key(Qt::Key_4);
        QVERIFY(input()->isDigitFirst());
        QCOMPARE(input()->pickedDigit(), 4);
        QCOMPARE(board()->pickedDigit(), 4);
        QVERIFY(pad()->button(4)->isLatched());
        QCOMPARE(model()->board().at(0), 5); // the given is untouched

        click(2);
        QCOMPARE(model()->board().at(2), 4);
        click(8);
        QCOMPARE(model()->board().at(8), 4); // one click each, no digit typed
        click(8); // its digit again: taken away
        QCOMPARE(model()->board().at(8), 0);
        click(8, Qt::RightButton); // a right click: a pencil mark
        QCOMPARE(model()->notes(8), digitBit(4));
        QTest::keyClick(board(), Qt::Key_N);
        click(7);
        QCOMPARE(model()->notes(7), digitBit(4)); // in notes mode, clicks toggle the digit's note
        QTest::keyClick(board(), Qt::Key_N);
        board()->setSelectedCell(5);
        key(Qt::Key_Space);
        QCOMPARE(model()->board().at(5), 4);

        click(4); // the given 7: now 7 is picked
        QCOMPARE(input()->pickedDigit(), 7);
        key(Qt::Key_Escape);
        QVERIFY(!input()->isDigitFirst());
        QCOMPARE(board()->pickedDigit(), 0);
        QVERIFY(!pad()->button(7)->isLatched());
        click(3);
        QCOMPARE(model()->board().at(3), 0); // a click only selects again
    }

    void digitFirstShowsWhereTheDigitCanStillGo()
    {
        model()->toggleNote(3, 2); // r1c4's notes leave 9 out: the player ruled it out
        click(1); // the given 3
        QTest::mouseClick(pad()->button(9), Qt::LeftButton);
        QCOMPARE(board()->pickedDigit(), 9);
        const Grid values = model()->board().values();
        for (int cell = 0; cell < kCellCount; ++cell) {
            const bool canGo = values[cell] == 0 && (candidatesOf(values, cell) & digitBit(9)) && cell != 3;
            QCOMPARE(bool(board()->cellFlags(cell) & BoardView::Candidate), canGo);
            QCOMPARE(bool(board()->cellFlags(cell) & BoardView::SameDigit), values[cell] == 9);
        }
        QTest::mouseClick(pad()->button(9), Qt::LeftButton); // the picked key again: done
        QVERIFY(!input()->isDigitFirst());
        for (int cell = 0; cell < kCellCount; ++cell)
            QVERIFY(!(board()->cellFlags(cell) & BoardView::Candidate));
    }

    void mistakesAreShownWithTheTime()
    {
        QVERIFY(m_fixture.open(QSize(900, 700))); // a game as the app starts one: its solution comes from the worker
        m_fixture.settings()->setShowMistakes(true);
        window()->applySettings();
        QTRY_VERIFY_WITH_TIMEOUT(model()->solution().has_value(), 20000);
        int cell = 0;
        while (model()->board().at(cell) != 0)
            ++cell;
        const int right = (*model()->solution())[cell];
        const int wrong = right % 9 + 1;
        board()->setSelectedCell(cell);
        board()->setFocus();
        QVERIFY(window()->clockLabel()->text().contains(QStringLiteral("mistakes: 0")));
        key(Qt::Key_0 + wrong);
        QVERIFY(board()->cellFlags(cell) & BoardView::Mistake);
        QVERIFY2(window()->clockLabel()->text().contains(QStringLiteral("mistakes: 1")),
            qPrintable(window()->clockLabel()->text()));
        QVERIFY(model()->help().any()); // help, like Check: no best time
        QTest::keySequence(board(), QKeySequence::Undo);
        QVERIFY(!(board()->cellFlags(cell) & BoardView::Mistake));
        QVERIFY(window()->clockLabel()->text().contains(QStringLiteral("mistakes: 1"))); // counted once made
        key(Qt::Key_0 + right);
        QVERIFY(!(board()->cellFlags(cell) & BoardView::Mistake));

        m_fixture.settings()->setShowMistakes(false);
        window()->applySettings();
        key(Qt::Key_0 + wrong);
        QVERIFY(!(board()->cellFlags(cell) & BoardView::Mistake));
    }

    void padScalesWithTheBoard_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("small window") << QSize(560, 470);
        QTest::newRow("default window") << QSize(900, 720);
        QTest::newRow("large window") << QSize(1300, 1000);
    }
    void padScalesWithTheBoard()
    {
        QFETCH(QSize, size);
        window()->resize(size);
        QTRY_COMPARE(window()->size(), size);
        QApplication::processEvents();
        const int boardSide = std::min(board()->width(), board()->height());
        const int padWidth = pad()->width();
        // In proportion to the board, within bounds...
        const int expected = std::clamp(static_cast<int>(boardSide * 0.40), 120, 240);
        QVERIFY2(qAbs(padWidth - expected) <= 4,
            qPrintable(QStringLiteral("pad %1, board %2").arg(padWidth).arg(boardSide)));
        // ...entirely in the window, square keys, and the buttons below the keys.
        const QRect padRect(pad()->mapTo(window(), QPoint(0, 0)), pad()->size());
        QVERIFY(window()->rect().contains(padRect));
        DigitButton *key = pad()->button(5);
        QVERIFY(qAbs(key->width() - key->height()) <= 3);
        QVERIFY(key->width() >= 30);
        QToolButton *notes = pad()->actionButton(0);
        QVERIFY(notes->isVisible());
        QVERIFY(notes->mapTo(pad(), QPoint(0, 0)).y() >= pad()->button(9)->geometry().bottom());
        QVERIFY(notes->mapTo(pad(), QPoint(0, notes->height())).y() <= pad()->height());
        // The board keeps most of the width: never squeezed by the pad.
        QVERIFY(boardSide >= 2 * padWidth);
    }
};

QTEST_MAIN(TestPlayInput)
#include "tst_playinput.moc"
