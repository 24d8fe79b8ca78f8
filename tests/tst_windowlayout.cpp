// SPDX-License-Identifier: GPL-3.0-or-later
// The window's layout as a player sees it: the board keeps still when a message or the hint opens, the pad
// grows and shrinks with the board, the window fits the screen, the toolbar has icons without an icon theme,
// and the time is easy to see.
#include "guitestutil.h"
#include "windowfixture.h"

#include "assist/assistcontroller.h"
#include "assist/hintpanel.h"
#include "board/boardview.h"
#include "board/digitbutton.h"
#include "board/messagebar.h"
#include "board/numberpad.h"
#include "game/gameclock.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "settings/settings.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"
#include "workers/solvecontroller.h"

#include <QAction>
#include <QApplication>
#include <QFontInfo>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

using namespace sudoku;

class TestWindowLayout : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;

    MainWindow *window() const { return m_fixture.window(); }
    GameModel *model() const { return window()->model(); }
    BoardView *board() const { return window()->board(); }

    void startEasyGame()
    {
        window()->solver()->discard();
        model()->loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
        window()->clock()->start(0);
        board()->setFocus();
    }

    // Where the board is and how large its cells are, in window coordinates.
    QRectF boardGrid() const
    {
        const QRectF first = board()->cellRect(0), last = board()->cellRect(kCellCount - 1);
        return QRectF(QPointF(board()->mapTo(window(), QPoint(0, 0))) + first.topLeft(),
            QSizeF(last.right() - first.left(), last.bottom() - first.top()));
    }

private Q_SLOTS:
    void cleanup() { m_fixture.close(); }

    // A message, the hint panel and both at once, opening and closing: the board never moves or resizes.
    void boardKeepsStillWhenNotesOpenAndClose_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("wide") << QSize(900, 620);
        QTest::newRow("tall") << QSize(700, 760);
    }
    void boardKeepsStillWhenNotesOpenAndClose()
    {
        QFETCH(QSize, size);
        QVERIFY(m_fixture.open(size));
        startEasyGame();
        QTRY_VERIFY(board()->isVisible());
        QTest::qWait(50); // the window's first layout
        const QRectF grid = boardGrid();

        window()->messageBar()->showMessage(MessageBar::Level::Warning,
            QStringLiteral("A message long enough to wrap over several lines in the column beside the board, with "
                           "a button under it."),
            {{QStringLiteral("Do It"), [] {}}});
        QCoreApplication::processEvents();
        QTRY_VERIFY(window()->messageBar()->isVisible());
        QCOMPARE(boardGrid(), grid);

        QSignalSpy finished(window()->solver(), &SolveController::jobFinished);
        window()->actions()->hint->trigger();
        QVERIFY(finished.wait(10000));
        QTRY_VERIFY(window()->hintPanel()->isVisible());
        QCoreApplication::processEvents();
        QCOMPARE(boardGrid(), grid);
        for (int stage = 2; stage <= 3; ++stage) { // the text grows with the stages
            window()->actions()->hint->trigger();
            QCoreApplication::processEvents();
            QCOMPARE(boardGrid(), grid);
        }

        window()->messageBar()->dismiss();
        QCoreApplication::processEvents();
        QCOMPARE(boardGrid(), grid);
        window()->game()->assist()->closeHint();
        QCoreApplication::processEvents();
        QVERIFY(!window()->hintPanel()->isVisible());
        QCOMPARE(boardGrid(), grid);
    }

    // In a narrow window (520x420) the hint's third stage still reads: the panel is no wider than the column
    // (nothing under its scroll bar), its text scrolls inside it, and Apply, Next and Close stay in sight
    // (they scrolled away and the text was cut under the scroll bar: issue 22).
    void theHintReadsInANarrowWindow()
    {
        QVERIFY(m_fixture.open(QSize(520, 420)));
        startEasyGame();
        QTest::qWait(50);
        for (int stage = 1; stage <= 3; ++stage) {
            QSignalSpy finished(window()->solver(), &SolveController::jobFinished);
            window()->actions()->hint->trigger();
            if (stage == 1)
                QVERIFY(finished.wait(10000));
        }
        HintPanel *panel = window()->hintPanel();
        QTRY_VERIFY(panel->isVisible());
        QCOMPARE(window()->game()->assist()->hintStage(), 3);
        QCoreApplication::processEvents();
        QScrollArea *notes = nullptr;
        for (QWidget *up = panel->parentWidget(); up && !notes; up = up->parentWidget())
            notes = qobject_cast<QScrollArea *>(up);
        QVERIFY(notes);
        const QRect seen = notes->viewport()->rect();
        const auto inSight = [&](QWidget *widget) {
            const QRect where(widget->mapTo(notes->viewport(), QPoint(0, 0)), widget->size());
            return widget->isVisible() && seen.contains(where);
        };
        QVERIFY2(inSight(panel),
            qPrintable(QStringLiteral("panel %1x%2, column %3x%4")
                           .arg(panel->width())
                           .arg(panel->height())
                           .arg(seen.width())
                           .arg(seen.height())));
        for (QPushButton *button : {panel->applyButton(), panel->nextButton(), panel->closeButton()})
            QVERIFY2(inSight(button), qPrintable(button->text()));
        QScrollArea *text = panel->textArea();
        QVERIFY(text->widget()->width() <= text->viewport()->width()); // the words wrap inside the panel
        QVERIFY(text->widget()->height() > text->viewport()->height()); // and scroll there: the column is short
    }

    // The pad's keys are about as large as the board's cells in a small window as in a large one (a little
    // smaller once the pad reaches its widest), and square.
    void padScalesWithTheBoard_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("large") << QSize(1300, 950);
        QTest::newRow("medium") << QSize(900, 700);
        QTest::newRow("small") << QSize(620, 460);
    }
    void padScalesWithTheBoard()
    {
        QFETCH(QSize, size);
        QVERIFY(m_fixture.open(size));
        QTRY_COMPARE(window()->size(), size);
        const qreal cell = board()->cellRect(0).width();
        DigitButton *key = window()->pad()->button(5);
        const qreal ratio = key->width() / cell;
        QVERIFY2(ratio >= 0.8 && ratio <= 1.6,
            qPrintable(QStringLiteral("key %1 px for a cell of %2 px").arg(key->width()).arg(cell)));
        QVERIFY2(std::abs(key->width() - key->height()) <= 3,
            qPrintable(QStringLiteral("key %1x%2").arg(key->width()).arg(key->height())));
        // The pad stays beside the board, within its height.
        const QRect pad = window()->pad()->geometry();
        QVERIFY(pad.left() >= static_cast<QWidget *>(board())->geometry().right());
        QVERIFY(pad.bottom() <= static_cast<QWidget *>(board())->geometry().bottom());
    }

    // A new window, and one whose saved size is larger than the screen, open within the screen's free space.
    void windowFitsTheScreen()
    {
        QVERIFY(m_fixture.open());
        const QRect available = window()->screen()->availableGeometry();
        QVERIFY2(window()->width() <= available.width() && window()->height() <= available.height(),
            qPrintable(QStringLiteral("%1x%2 on %3x%4")
                           .arg(window()->width())
                           .arg(window()->height())
                           .arg(available.width())
                           .arg(available.height())));
        m_fixture.close();

        Settings settings(m_fixture.path("big.ini"));
        {
            auto big = guitest::makeWindow(&settings, m_fixture.path("big.sudoku"));
            big->show();
            big->resize(available.size() * 2);
            big->close(); // remembers its size
        }
        auto again = guitest::makeWindow(&settings, m_fixture.path("big.sudoku"));
        QVERIFY(again->width() <= available.width() && again->height() <= available.height());
    }

    // With no icon theme (a bare X11 session), every command of the toolbar still shows an icon, Hint too,
    // drawn dark on a light window and light on a dark one.
    void toolbarHasIconsWithoutAnIconTheme()
    {
        const QString theme = QIcon::themeName();
        QIcon::setThemeName(QStringLiteral("no-such-theme"));
        QVERIFY(m_fixture.open(QSize(900, 700)));
        QToolBar *bar = window()->findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        QVERIFY(bar);
        QStringList missing;
        int buttons = 0;
        for (QToolButton *button : bar->findChildren<QToolButton *>()) {
            QAction *action = button->defaultAction();
            if (!action || !action->isVisible() || button->objectName() == QLatin1String("qt_toolbar_ext_button"))
                continue;
            ++buttons;
            if (button->icon().isNull() || button->icon().pixmap(24, 24).isNull())
                missing << action->iconText();
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
        QVERIFY(buttons >= 10); // New, Restart, Undo, Redo, Hint, Check, Solve, Stop, Visualize, Pause
        QVERIFY(!window()->actions()->hint->icon().isNull());

        // The ink of the icon against the window behind it.
        const auto ink = [this] {
            const QImage image = window()->actions()->hint->icon().pixmap(48, 48).toImage();
            qreal sum = 0;
            int count = 0;
            for (int y = 0; y < image.height(); ++y) {
                for (int x = 0; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    if (c.alpha() > 200) {
                        sum += c.lightnessF();
                        ++count;
                    }
                }
            }
            return count ? sum / count : -1.0;
        };
        const QPalette before = QApplication::palette();
        QPalette dark = before;
        dark.setColor(QPalette::Window, QColor(0x24, 0x24, 0x24));
        dark.setColor(QPalette::ButtonText, QColor(0xf0, 0xf0, 0xf0));
        QApplication::setPalette(dark);
        const qreal onDark = ink();
        QPalette light = before;
        light.setColor(QPalette::Window, QColor(0xf6, 0xf5, 0xf4));
        light.setColor(QPalette::ButtonText, QColor(0x24, 0x1f, 0x31));
        QApplication::setPalette(light);
        const qreal onLight = ink();
        QApplication::setPalette(before);
        QIcon::setThemeName(theme);
        QVERIFY2(onDark > 0.7 && onLight >= 0 && onLight < 0.3,
            qPrintable(QStringLiteral("ink %1 on dark, %2 on light").arg(onDark).arg(onLight)));
    }

    // The time is in the toolbar, larger than the text around it, not small in the status bar's corner.
    void theTimeIsEasyToSee()
    {
        QVERIFY(m_fixture.open(QSize(900, 700)));
        startEasyGame();
        window()->clock()->setElapsed(83000);
        QTRY_COMPARE(window()->clockLabel()->text(), QStringLiteral("1:23"));
        QVERIFY(window()->clockLabel()->isVisible());
        QVERIFY(qobject_cast<QToolBar *>(window()->clockLabel()->parentWidget()));
        QVERIFY(!window()->statusBar()->isAncestorOf(window()->clockLabel()));
        const QFont font = window()->clockLabel()->font();
        const QFont normal = QApplication::font();
        QVERIFY(QFontInfo(font).pixelSize() >= QFontInfo(normal).pixelSize() * 1.2);
        QVERIFY(font.weight() > normal.weight());
    }
};

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
