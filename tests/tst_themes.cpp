// SPDX-License-Identifier: GPL-3.0-or-later
// Every look can be seen: the edge of every control stands out from the window in the light, dark and
// high-contrast looks (WCAG's 3:1 for a control's edge), the high-contrast look and its board keep text at
// 7:1 or more, the desktop's wish for high contrast is heard, and the text size scales the window's text, the
// board's digits and pencil marks, and the board.
#include "windowfixture.h"

#include "assist/hintpanel.h"
#include "board/boardtheme.h"
#include "board/boardview.h"
#include "board/cellpainter.h"
#include "board/messagebar.h"
#include "dialogs/preferencesdialog.h"
#include "settings/appstyle.h"
#include "settings/apptheme.h"
#include "settings/settings.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStyleOptionButton>
#include <QTest>
#include <QTimer>

#include <memory>

namespace
{

// The highest contrast between `background` and any pixel of `image` on the ring `width` pixels wide just
// inside `rect`: how well the edge drawn there stands out.
qreal edgeContrast(const QImage &image, const QRect &rect, const QColor &background, int width = 3)
{
    qreal best = 1;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const bool ring = x < rect.left() + width || x > rect.right() - width || y < rect.top() + width
                || y > rect.bottom() - width;
            if (ring && image.rect().contains(x, y))
                best = std::max(best, AppTheme::contrast(image.pixelColor(x, y), background));
        }
    }
    return best;
}

} // namespace

class TestThemes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup()
    {
        AppTheme::apply(Settings::Theme::Light);
        AppTheme::applyTextSize(100);
        qunsetenv("GTK_THEME");
    }

    void edgesShowInEveryLook_data()
    {
        QTest::addColumn<int>("theme");
        QTest::addColumn<QString>("control");
        const std::pair<const char *, Settings::Theme> themes[] = {{"light", Settings::Theme::Light},
            {"dark", Settings::Theme::Dark}, {"high contrast", Settings::Theme::HighContrast}};
        for (const auto &[name, theme] : themes) {
            for (const char *control : {"check box", "radio button", "line edit", "spin box", "combo box", "button"})
                QTest::addRow("%s, %s", name, control) << static_cast<int>(theme) << QString::fromLatin1(control);
        }
    }
    // An unchecked "Show mistakes" was a dark square on dark: every control's edge now stands out at 3:1.
    void edgesShowInEveryLook()
    {
        QFETCH(int, theme);
        QFETCH(QString, control);
        AppTheme::apply(static_cast<Settings::Theme>(theme));
        QVERIFY(qobject_cast<AppStyle *>(QApplication::style()));
        QWidget window;
        auto *layout = new QHBoxLayout(&window);
        QWidget *widget = nullptr;
        if (control == QLatin1String("check box"))
            widget = new QCheckBox;
        else if (control == QLatin1String("radio button"))
            widget = new QRadioButton;
        else if (control == QLatin1String("line edit"))
            widget = new QLineEdit;
        else if (control == QLatin1String("spin box"))
            widget = new QSpinBox;
        else if (control == QLatin1String("combo box"))
            widget = new QComboBox;
        else
            widget = new QPushButton;
        widget->setMinimumSize(60, 24);
        layout->addWidget(widget);
        window.resize(120, 60);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QImage image = widget->grab().toImage();
        QRect edge = image.rect();
        if (auto *box = qobject_cast<QAbstractButton *>(widget);
            box && (box->inherits("QCheckBox") || box->inherits("QRadioButton"))) {
            QStyleOptionButton option;
            option.initFrom(box);
            edge = widget->style()->subElementRect(
                box->inherits("QCheckBox") ? QStyle::SE_CheckBoxIndicator : QStyle::SE_RadioButtonIndicator, &option,
                box);
        }
        const QColor background = window.palette().color(QPalette::Window);
        const qreal contrast = edgeContrast(image, edge, background);
        QVERIFY2(contrast >= 3.0, qPrintable(QStringLiteral("%1: %2:1").arg(control).arg(contrast, 0, 'f', 2)));
    }

    // High contrast: text at 7:1 or more everywhere, on the board too; the light and dark looks are not it.
    void highContrastKeepsSevenToOne()
    {
        const QPalette hc = AppTheme::highContrastPalette();
        QVERIFY(AppTheme::isHighContrast(hc));
        QVERIFY(!AppTheme::isHighContrast(AppTheme::lightPalette()));
        QVERIFY(!AppTheme::isHighContrast(AppTheme::darkPalette()));
        const std::pair<QPalette::ColorRole, QPalette::ColorRole> pairs[] = {{QPalette::WindowText, QPalette::Window},
            {QPalette::Text, QPalette::Base}, {QPalette::ButtonText, QPalette::Button},
            {QPalette::HighlightedText, QPalette::Highlight}, {QPalette::ToolTipText, QPalette::ToolTipBase},
            {QPalette::PlaceholderText, QPalette::Base}, {QPalette::Link, QPalette::Base}};
        for (const auto &[text, back] : pairs)
            QVERIFY(AppTheme::contrast(hc.color(text), hc.color(back)) >= 7);
        QVERIFY(AppTheme::contrast(hc.color(QPalette::Disabled, QPalette::Text), hc.color(QPalette::Base)) >= 4.5);

        const BoardTheme board = BoardTheme::fromPalette(hc);
        QVERIFY(board.highContrast);
        QVERIFY(!BoardTheme::fromPalette(AppTheme::darkPalette()).highContrast);
        for (const QColor &text :
            {board.givenText, board.entryText, board.solvedText, board.noteText, board.thickLine, board.focusRing})
            QVERIFY2(BoardTheme::contrastOf(text, board.cell) >= 7, qPrintable(text.name()));
        QVERIFY(BoardTheme::contrastOf(board.givenText, board.givenFill) >= 7);
        QVERIFY(BoardTheme::contrastOf(board.thinLine, board.cell) >= 4.5);
        for (const QColor &signal : {board.conflict, board.wrong, board.hint})
            QVERIFY2(BoardTheme::contrastOf(signal, board.cell) >= 4.5, qPrintable(signal.name()));
    }

    // The desktop asks for high contrast through GTK's theme (the variable or GNOME's settings.ini) or its
    // palette; following the system, the app then takes its high-contrast look.
    void followsTheDesktopsHighContrast()
    {
        QStandardPaths::setTestModeEnabled(true);
        const QString gtk = QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
                                .filePath(QStringLiteral("gtk-3.0"));
        QDir(gtk).removeRecursively();
        QVERIFY(!AppTheme::desktopAsksHighContrast());
        AppTheme::apply(Settings::Theme::System);
        QVERIFY(!AppTheme::isHighContrast(QApplication::palette()));

        qputenv("GTK_THEME", "HighContrast");
        QVERIFY(AppTheme::desktopAsksHighContrast());
        AppTheme::apply(Settings::Theme::System);
        QVERIFY(AppTheme::isHighContrast(QApplication::palette()));
        qunsetenv("GTK_THEME");

        QVERIFY(QDir().mkpath(gtk));
        QFile ini(QDir(gtk).filePath(QStringLiteral("settings.ini")));
        QVERIFY(ini.open(QIODevice::WriteOnly));
        ini.write("[Settings]\ngtk-theme-name=HighContrastInverse\n");
        ini.close();
        QVERIFY(AppTheme::desktopAsksHighContrast());
        QDir(gtk).removeRecursively();
        AppTheme::apply(Settings::Theme::System);
        QVERIFY(!AppTheme::isHighContrast(QApplication::palette()));
    }

    // Larger text from Preferences: the window's text (panels, messages, the clock), the board's digits and
    // pencil marks, and the board's smallest size grow; back to Normal, all are as before.
    void textSizeScalesTextDigitsAndMarks()
    {
        guitest::WindowFixture fixture;
        QVERIFY(fixture.open(QSize(900, 700)));
        MainWindow &window = *fixture.window();
        const qreal desktop = AppTheme::desktopFont().pointSizeF();
        const int digit = window.board()->digitPixelSize();
        const QSize minimum = window.board()->minimumSizeHint();
        const qreal clock = window.clockLabel()->font().pointSizeF();
        const qreal message = window.messageBar()->font().pointSizeF();

        bool chosen = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QComboBox *size = nullptr;
            for (QComboBox *combo : dialog->findChildren<QComboBox *>())
                if (combo->findData(150) >= 0)
                    size = combo;
            QVERIFY(size);
            size->setCurrentIndex(size->findData(150));
            chosen = true;
            dialog->accept();
        });
        window.actions()->preferences->trigger();
        QVERIFY(chosen);
        QCOMPARE(fixture.settings()->textSize(), 150);
        QCOMPARE(QApplication::font().pointSizeF(), desktop * 1.5);
        QTRY_COMPARE(window.messageBar()->font().pointSizeF(), message * 1.5);
        QCOMPARE(window.hintPanel()->font().pointSizeF(), desktop * 1.5);
        QTRY_COMPARE(window.clockLabel()->font().pointSizeF(), clock * 1.5);
        QCOMPARE(window.board()->textScale(), 1.5);
        QCOMPARE(window.board()->minimumSizeHint().width() - 20, qRound((minimum.width() - 20) * 1.5));
        window.board()->resize(window.board()->size()); // the same board: a digit takes more of its cell
        QVERIFY2(window.board()->digitPixelSize() > digit,
            qPrintable(QStringLiteral("%1 -> %2").arg(digit).arg(window.board()->digitPixelSize())));

        CellPainter painter;
        const QRectF mark(0, 0, 20, 20);
        QCOMPARE(painter.markPixelSize(mark, 12), 12.0);
        painter.setTextScale(1.5);
        QVERIFY(painter.markPixelSize(mark, 12) > 12);
        QVERIFY(painter.markPixelSize(mark, 12) <= 20 / 0.78); // still inside its place

        fixture.settings()->setTextSize(100);
        AppTheme::applyTextSize(100);
        window.applySettings();
        QCOMPARE(window.board()->digitPixelSize(), digit);
        QCOMPARE(window.board()->minimumSizeHint(), minimum);
    }
};

QTEST_MAIN(TestThemes)
#include "tst_themes.moc"
