// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/settings.h"

#include <QPalette>

// Applies the light, dark or system look to the whole application. "System" is whatever palette the
// platform theme gave at start-up (GNOME, KDE and others set it from the desktop's light or dark mode).
class AppTheme
{
public:
    static void apply(Settings::Theme theme);
    static QPalette lightPalette();
    static QPalette darkPalette();
};
