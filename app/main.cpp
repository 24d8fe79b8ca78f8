// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardview.h"
#include "game/autosave.h"
#include "play/gamecontroller.h"
#include "settings/apptheme.h"
#include "settings/language.h"
#include "settings/settings.h"
#include "window/mainwindow.h"
#include "window/startupprobe.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>

#include <memory>

int main(int argc, char *argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("sudoku"));
    QApplication::setOrganizationName(QStringLiteral("sudoku"));
    // --help speaks the system's language; the window then follows the language chosen in its menu.
    auto helpLanguage = std::make_unique<Language>();
    helpLanguage->setLanguage(QString());
    QApplication::setApplicationDisplayName(QObject::tr("Sudoku"));
    QApplication::setApplicationVersion(QStringLiteral(SUDOKU_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("sudoku"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/sudoku.png")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QObject::tr("Play, solve and learn Sudoku."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QObject::tr("A saved game (.sudoku) to open."));
    const QCommandLineOption theme(QStringLiteral("theme"),
        QObject::tr("Look for this run: system, light, dark or high-contrast."), QStringLiteral("look"));
    const QCommandLineOption settingsFile(QStringLiteral("settings"),
        QObject::tr("Read and write settings in this ini file instead of the user's configuration."),
        QStringLiteral("ini"));
    const QCommandLineOption firstPaint(QStringLiteral("first-paint"),
        QObject::tr("Print the time from start to the first painted frame, then quit (benchmark)."));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QObject::tr("Save a picture of the window once it is painted, then quit."), QStringLiteral("png"));
    parser.addOptions({theme, settingsFile, firstPaint, screenshot});
    parser.process(app);
    helpLanguage.reset();

    std::unique_ptr<Settings> settings = parser.isSet(settingsFile)
        ? std::make_unique<Settings>(parser.value(settingsFile))
        : std::make_unique<Settings>();
    Settings::Theme look = settings->theme();
    if (parser.value(theme) == QLatin1String("light"))
        look = Settings::Theme::Light;
    else if (parser.value(theme) == QLatin1String("dark"))
        look = Settings::Theme::Dark;
    else if (parser.value(theme) == QLatin1String("high-contrast"))
        look = Settings::Theme::HighContrast;
    AppTheme::apply(look); // the system's look too: it may ask for high contrast
    AppTheme::applyTextSize(settings->textSize());

    MainWindow window(settings.get());
    const bool probing = parser.isSet(firstPaint) || parser.isSet(screenshot);
    std::unique_ptr<StartupProbe> probe;
    if (probing) {
        window.game()->autosave()->setEnabled(false); // a measurement or a picture leaves no trace
        probe = std::make_unique<StartupProbe>(window.board(), &window, sinceStart);
        probe->setReportFirstPaint(parser.isSet(firstPaint));
        probe->setScreenshot(parser.value(screenshot));
    }
    // Shown first, so that a question about the game in progress (sudoku FILE) comes up over it.
    window.show();
    window.game()->startup(parser.positionalArguments().value(0));
    return app.exec();
}
