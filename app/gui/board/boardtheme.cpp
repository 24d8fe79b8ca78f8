// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardtheme.h"

#include "vocab/markpalette.h"

#include <QPalette>

#include <algorithm>
#include <cmath>

QColor BoardTheme::mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
        static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
        static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

qreal BoardTheme::contrastOf(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](qreal v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const qreal la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

BoardTheme BoardTheme::fromPalette(const QPalette &palette)
{
    BoardTheme t;
    t.window = palette.color(QPalette::Window);
    t.cell = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    t.dark = t.cell.lightness() < 128;

    // A calm board: flat cells, givens on a grey fill, the player's digits in the accent colour.
    // Accent and signal colours are the GNOME palette's (blue 3/5, red 3, orange 5, green 5).
    const QColor accent = t.dark ? QColor(0x62, 0xa0, 0xea) : QColor(0x35, 0x84, 0xe4);
    t.givenFill = mix(t.cell, text, t.dark ? 0.16 : 0.11);
    t.thinLine = mix(t.cell, text, t.dark ? 0.30 : 0.25);
    t.thickLine = mix(t.cell, text, t.dark ? 0.75 : 0.85);
    t.givenText = text;
    t.entryText = t.dark ? QColor(0x99, 0xc1, 0xf1) : QColor(0x1a, 0x5f, 0xb4);
    // GNOME purple 2 / 4: apart from the player's blue, the hint's green and the warnings' orange and red.
    t.solvedText = t.dark ? QColor(0xdc, 0x8a, 0xdd) : QColor(0x81, 0x3d, 0x9c);
    t.noteText = mix(t.cell, text, 0.62);
    t.selection = accent;
    t.selection.setAlphaF(t.dark ? 0.50f : 0.38f);
    t.peer = accent;
    t.peer.setAlphaF(t.dark ? 0.14f : 0.09f);
    t.sameDigit = accent;
    t.sameDigit.setAlphaF(t.dark ? 0.32f : 0.24f);
    t.focusRing = t.dark ? QColor(0x99, 0xc1, 0xf1) : QColor(0x1c, 0x71, 0xd8);
    t.conflict = t.dark ? QColor(0xff, 0x7b, 0x63) : QColor(0xc0, 0x1c, 0x28);
    t.wrong = t.dark ? QColor(0xff, 0xa3, 0x48) : QColor(0xc6, 0x46, 0x00);
    t.hint = t.dark ? QColor(0x8f, 0xf0, 0xa4) : QColor(0x26, 0xa2, 0x69);
    t.candidate = t.hint;
    t.candidate.setAlphaF(t.dark ? 0.20f : 0.16f);
    // The variants' extra houses in GNOME's yellow 5 / 3, apart from the grey of the givens and the blue of the
    // selection; the cages in the text's colour, a little lighter than the box lines.
    t.extraHouse = t.dark ? QColor(0xf6, 0xd3, 0x2d) : QColor(0xe5, 0xa5, 0x0a);
    t.extraHouse.setAlphaF(t.dark ? 0.18f : 0.20f);
    t.cageLine = mix(t.cell, text, t.dark ? 0.70 : 0.72);
    t.cageSum = text;
    // As AppTheme::isHighContrast: black on white or white on black, window and fields.
    if (contrastOf(t.cell, text) >= 19.5 && contrastOf(t.window, palette.color(QPalette::WindowText)) >= 19.5) {
        // High contrast: lines and digits at full strength, the player's digits and the signals in saturated
        // colours that keep 7:1 or more on the cells, the selection a thick ring rather than a tint.
        t.highContrast = true;
        t.givenFill = mix(t.cell, text, 0.24);
        t.thinLine = mix(t.cell, text, 0.70);
        t.thickLine = text;
        t.noteText = text;
        t.entryText = t.dark ? QColor(0xff, 0xff, 0x00) : QColor(0x00, 0x00, 0xb0);
        t.solvedText = t.dark ? QColor(0xff, 0x80, 0xff) : QColor(0x6a, 0x00, 0x80);
        t.focusRing = t.dark ? QColor(0x00, 0xff, 0xff) : QColor(0x00, 0x00, 0xff);
        t.selection = t.focusRing;
        t.selection.setAlphaF(0.30f);
        t.peer = text;
        t.peer.setAlphaF(0.10f);
        t.sameDigit = t.focusRing;
        t.sameDigit.setAlphaF(0.22f);
        t.conflict = t.dark ? QColor(0xff, 0x70, 0x70) : QColor(0xb0, 0x00, 0x00);
        t.wrong = t.dark ? QColor(0xff, 0xa0, 0x30) : QColor(0x90, 0x40, 0x00);
        t.hint = t.dark ? QColor(0x40, 0xff, 0x80) : QColor(0x00, 0x70, 0x20);
        t.candidate = t.hint;
        t.candidate.setAlphaF(0.22f);
        t.extraHouse = text;
        t.extraHouse.setAlphaF(0.55f); // as dots (BoardView): full strength would be noise
        t.cageLine = text;
    }
    // The player's colours: strong enough to tell nine apart, light enough to read a digit on.
    for (int i = 1; i <= markpalette::kCount; ++i) {
        t.cellColour[i] = markpalette::colour(i);
        t.cellColour[i].setAlphaF(t.dark ? 0.50f : 0.42f);
        t.markColour[i] = markpalette::colour(i);
        t.markColour[i].setAlphaF(t.dark ? 0.75f : 0.62f);
    }
    return t;
}
