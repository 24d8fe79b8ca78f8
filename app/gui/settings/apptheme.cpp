// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/apptheme.h"

#include "settings/appstyle.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>

#include <cmath>

namespace
{

QPalette &systemPalette()
{
    static QPalette palette = QApplication::palette();
    return palette;
}

qreal luminance(const QColor &c)
{
    const auto channel = [](qreal v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

bool isHighContrastThemeName(const QString &name)
{
    return name.contains(QLatin1String("HighContrast"), Qt::CaseInsensitive);
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

QPalette AppTheme::highContrastPalette()
{
    QPalette p;
    const QColor black(Qt::black), white(Qt::white), yellow(0xff, 0xff, 0x00), grey(0xc0, 0xc0, 0xc0);
    for (auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button,
             QPalette::ToolTipBase, QPalette::Shadow})
        p.setColor(role, black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText,
             QPalette::BrightText, QPalette::Light, QPalette::Midlight, QPalette::Mid, QPalette::Dark})
        p.setColor(role, white);
    p.setColor(QPalette::AlternateBase, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::Highlight, yellow);
    p.setColor(QPalette::HighlightedText, black);
    p.setColor(QPalette::PlaceholderText, grey);
    p.setColor(QPalette::Link, QColor(0x80, 0xd8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xe0, 0xa8, 0xff));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0xa0, 0xa0, 0xa0)); // 8:1 on black: readable, and told apart
    return p;
}

qreal AppTheme::contrast(const QColor &a, const QColor &b)
{
    const qreal la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool AppTheme::isHighContrast(const QPalette &palette)
{
    // 19.5: black on white and white on black (21:1), not Qt's own light grey window (18:1) nor the light
    // and dark looks (16:1, 15:1).
    return contrast(palette.color(QPalette::Base), palette.color(QPalette::Text)) >= 19.5
        && contrast(palette.color(QPalette::Window), palette.color(QPalette::WindowText)) >= 19.5;
}

bool AppTheme::desktopAsksHighContrast()
{
    if (isHighContrast(systemPalette()))
        return true;
    if (isHighContrastThemeName(qEnvironmentVariable("GTK_THEME")))
        return true;
    const QString config = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    for (const char *gtk : {"gtk-4.0", "gtk-3.0"}) {
        const QString path = QDir(config).filePath(QLatin1String(gtk) + QLatin1String("/settings.ini"));
        if (!QFileInfo::exists(path))
            continue;
        const QSettings ini(path, QSettings::IniFormat);
        if (isHighContrastThemeName(ini.value(QStringLiteral("Settings/gtk-theme-name")).toString()))
            return true;
    }
    return false;
}

QFont AppTheme::desktopFont()
{
    static const QFont font = QApplication::font(); // the platform's, before any change
    return font;
}

void AppTheme::applyTextSize(int percent)
{
    QFont font = desktopFont();
    const qreal scale = std::clamp(percent, 50, 400) / 100.0;
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * scale);
    else if (font.pixelSize() > 0)
        font.setPixelSize(static_cast<int>(std::lround(font.pixelSize() * scale)));
    QApplication::setFont(font);
}

void AppTheme::apply(Settings::Theme theme)
{
    systemPalette(); // remember the platform's palette before the first change
    if (theme == Settings::Theme::System && desktopAsksHighContrast() && !isHighContrast(systemPalette()))
        theme = Settings::Theme::HighContrast; // the desktop asks for it, and its palette is not one
    // Only Fusion draws every control from the palette; native styles would mix in their own colours. The app's
    // style over it draws the edges of the controls so that they show in every look.
    if (!qobject_cast<AppStyle *>(QApplication::style())) {
        QStyle *base = theme == Settings::Theme::System ? QStyleFactory::create(QApplication::style()->name())
                                                        : QStyleFactory::create(QStringLiteral("Fusion"));
        QApplication::setStyle(new AppStyle(base ? base : QStyleFactory::create(QStringLiteral("Fusion"))));
    } else if (theme != Settings::Theme::System
        && static_cast<AppStyle *>(QApplication::style())->baseStyle()->name() != QLatin1String("fusion")) {
        QApplication::setStyle(new AppStyle(QStyleFactory::create(QStringLiteral("Fusion"))));
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
    case Settings::Theme::HighContrast:
        QApplication::setPalette(highContrastPalette());
        break;
    }
}
