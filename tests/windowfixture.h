// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The main window as the GUI tests drive it, made in one place: in a temporary folder of its own (settings
// file, autosave and statistics), with its questions ("throw this game away?") always answered yes, as a player who
// clicks through them would.

#include "play/gamecontroller.h"
#include "settings/settings.h"
#include "window/mainwindow.h"

#include <QFile>
#include <QSize>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace guitest
{

// A window over `settings` whose questions are always answered yes; not shown, not started.
inline std::unique_ptr<MainWindow> makeWindow(Settings *settings, const QString &autosavePath)
{
    auto window = std::make_unique<MainWindow>(settings, autosavePath);
    window->game()->setConfirm([](const QString &, const QString &, const QString &) { return true; });
    return window;
}

// One window at a time, with settings of its own: open() makes fresh ones, close() (or the destructor) drops
// them. A test class keeps one as a member, opens it in init() and closes it in cleanup(); a test function
// that needs the window alone keeps one of its own.
class WindowFixture
{
public:
    enum class Start : quint8 {
        NewGame, // startup() as the app does it: there is no autosave, so a new game
        Nothing, // an empty board
    };

    WindowFixture() { QStandardPaths::setTestModeEnabled(true); }
    ~WindowFixture() { close(); }
    WindowFixture(const WindowFixture &) = delete;
    WindowFixture &operator=(const WindowFixture &) = delete;

    // Fresh settings and window (the autosave of a window before is removed first), started, resized to
    // `size` when one is given, shown and active. False when the folder or the window did not get ready.
    [[nodiscard]] bool open(QSize size = {}, Start start = Start::NewGame)
    {
        if (!m_dir.isValid())
            return false;
        close();
        QFile::remove(path("autosave.sudoku"));
        QFile::remove(path("statistics.sqlite")); // beside the autosave
        m_settings = std::make_unique<Settings>(path("settings.ini"));
        m_window = makeWindow(m_settings.get(), path("autosave.sudoku"));
        if (start == Start::NewGame)
            m_window->game()->startup();
        if (size.isValid())
            m_window->resize(size);
        m_window->show();
        return QTest::qWaitForWindowActive(m_window.get());
    }

    void close()
    {
        m_window.reset(); // before the settings it writes to
        m_settings.reset();
    }

    MainWindow *window() const { return m_window.get(); }
    Settings *settings() const { return m_settings.get(); }
    // A file in the fixture's folder.
    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace guitest
