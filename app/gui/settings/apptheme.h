// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/settings.h"

#include <QFont>
#include <QPalette>

// Applies the look to the whole application: light, dark, high contrast or the system's, and the size of
// text. "System" is whatever palette the platform theme gave at start-up (GNOME, KDE and others set it from
// the desktop's light or dark mode), or the high-contrast look when the desktop asks for one (Qt 6.4 has no
// colour-scheme hint: see desktopAsksHighContrast). Every look draws the edges of the controls so that they
// can be seen (AppStyle); the text size scales the desktop's own font.
class AppTheme
{
public:
    static void apply(Settings::Theme theme);
    static QPalette lightPalette();
    static QPalette darkPalette();
    // White on black, a yellow selection, every edge at full contrast (GNOME's and Windows' high-contrast
    // looks do the same).
    static QPalette highContrastPalette();

    // Whether `palette` is a high-contrast one: its text on its fields and on its window at 19.5:1 or more
    // (black on white or white on black is 21:1; the light and dark looks and Qt's own palette stay under it).
    static bool isHighContrast(const QPalette &palette);
    // The WCAG contrast ratio of two colours (1 to 21).
    static qreal contrast(const QColor &a, const QColor &b);
    // Whether the desktop asks for high contrast: its palette is a high-contrast one, or GTK's theme (the
    // GTK_THEME variable or gtk-3.0/gtk-4.0 settings.ini, where GNOME's accessibility switch writes it) is a
    // HighContrast one.
    static bool desktopAsksHighContrast();

    // Text at `percent` of the desktop's font size (100, 125, 150, 200): the application's font, and with it
    // every window's text.
    static void applyTextSize(int percent);
    static QFont desktopFont();
};
