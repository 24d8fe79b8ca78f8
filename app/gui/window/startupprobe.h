// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>

class QWidget;

// Watches for the first paint of a widget, for two start-up modes of the app:
//   --first-paint        prints "first-paint-ms <ms since main() began>" and quits (the benchmark)
//   --screenshot FILE    grabs the window into FILE once it is painted and quits (the screenshots)
class StartupProbe : public QObject
{
    Q_OBJECT

public:
    StartupProbe(QWidget *watched, QWidget *window, QElapsedTimer sinceStart, QObject *parent = nullptr);

    void setReportFirstPaint(bool on) { m_report = on; }
    void setScreenshot(const QString &path) { m_screenshot = path; }

protected:
    bool eventFilter(QObject *object, QEvent *event) override;

private:
    void finish();

    QWidget *m_watched;
    QWidget *m_window;
    QElapsedTimer m_sinceStart;
    bool m_report = false;
    QString m_screenshot;
    bool m_seen = false;
};
