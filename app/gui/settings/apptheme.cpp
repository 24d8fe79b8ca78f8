// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/apptheme.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace
{

QPalette &systemPalette()
{
    static QPalette palette = QApplication::palette();
    return palette;
}

} // namespace

QPalette AppTheme::lightPalette()
{
    QPalette p;
    const QColor window(0xf6, 0xf5, 0xf4), base(Qt::white), text(0x24, 0x1f, 0x31);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0xfa, 0xfa, 0xf9));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0x35, 0x84, 0xe4));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x77, 0x76, 0x7b));
    p.setColor(QPalette::Link, QColor(0x1a, 0x5f, 0xb4));
    p.setColor(QPalette::Light, Qt::white);
    p.setColor(QPalette::Midlight, QColor(0xe6, 0xe5, 0xe3));
    p.setColor(QPalette::Mid, QColor(0xc0, 0xbf, 0xbc));
    p.setColor(QPalette::Dark, QColor(0x9a, 0x99, 0x96));
    p.setColor(QPalette::Shadow, QColor(0x5e, 0x5c, 0x64));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x9a, 0x99, 0x96));
    return p;
}

QPalette AppTheme::darkPalette()
{
    QPalette p;
    const QColor window(0x24, 0x24, 0x24), base(0x1e, 0x1e, 0x1e), text(0xf0, 0xf0, 0xf0);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x36, 0x36, 0x36));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0x35, 0x84, 0xe4));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0x30, 0x30, 0x30));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x99, 0x96));
    p.setColor(QPalette::Link, QColor(0x99, 0xc1, 0xf1));
    p.setColor(QPalette::Light, QColor(0x48, 0x48, 0x48));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::Mid, QColor(0x2c, 0x2c, 0x2c));
    p.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x18));
    p.setColor(QPalette::Shadow, Qt::black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x77, 0x76, 0x7b));
    return p;
}

void AppTheme::apply(Settings::Theme theme)
{
    systemPalette(); // remember the platform's palette before the first change
    if (theme != Settings::Theme::System && QApplication::style()->name() != QLatin1String("fusion")) {
        // Only Fusion draws every control from the palette; native styles would mix in their own colours.
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    }
    switch (theme) {
    case Settings::Theme::System:
        QApplication::setPalette(systemPalette());
        break;
    case Settings::Theme::Light:
        QApplication::setPalette(lightPalette());
        break;
    case Settings::Theme::Dark:
        QApplication::setPalette(darkPalette());
        break;
    }
}
