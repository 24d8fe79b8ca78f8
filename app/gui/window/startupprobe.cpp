// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/startupprobe.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <cstdio>

StartupProbe::StartupProbe(QWidget *watched, QWidget *window, QElapsedTimer sinceStart, QObject *parent)
    : QObject(parent)
    , m_watched(watched)
    , m_window(window)
    , m_sinceStart(sinceStart)
{
    watched->installEventFilter(this);
}

bool StartupProbe::eventFilter(QObject *object, QEvent *event)
{
    if (object == m_watched && event->type() == QEvent::Paint && !m_seen) {
        m_seen = true;
        // Report once the paint event has been handled and the frame handed to the window system.
        QTimer::singleShot(0, this, &StartupProbe::finish);
    }
    return QObject::eventFilter(object, event);
}

void StartupProbe::finish()
{
    if (m_report) {
        std::printf("first-paint-ms %.1f\n", static_cast<double>(m_sinceStart.nsecsElapsed()) / 1e6);
        std::fflush(stdout);
    }
    if (!m_screenshot.isEmpty()) {
        // Give the layout one more round so that late size changes are in the picture.
        QTimer::singleShot(300, this, [this] {
            const bool ok = m_window->grab().save(m_screenshot);
            std::fprintf(stderr, ok ? "screenshot written to %s\n" : "cannot write %s\n", qPrintable(m_screenshot));
            QCoreApplication::exit(ok ? 0 : 1);
        });
        return;
    }
    QCoreApplication::exit(0);
}
