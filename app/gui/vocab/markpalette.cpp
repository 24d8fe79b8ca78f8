// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocab/markpalette.h"

#include <QCoreApplication>

namespace
{

// Messages of this file are in the "MarkPalette" context of the .ts files.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(MarkPalette)
};

// The GNOME palette's saturated row (red 3, orange 3, yellow 3, green 3, ...), told apart by hue and by
// lightness, so that neighbours in the list differ for players who confuse red and green too.
constexpr QRgb kHues[markpalette::kCount] = {
    0xe01b24, // red
    0xff7800, // orange
    0xf6d32d, // yellow
    0x33d17a, // green
    0x2ec2b4, // teal
    0x3584e4, // blue
    0x9141ac, // purple
    0xe66fb4, // pink
    0x865e3c, // brown
};

} // namespace

QColor markpalette::colour(int index)
{
    if (index < 1 || index > kCount)
        return {};
    return QColor::fromRgb(kHues[index - 1]);
}

QString markpalette::name(int index)
{
    switch (index) {
    case 1:
        return Text::tr("red");
    case 2:
        return Text::tr("orange");
    case 3:
        return Text::tr("yellow");
    case 4:
        return Text::tr("green");
    case 5:
        return Text::tr("teal");
    case 6:
        return Text::tr("blue");
    case 7:
        return Text::tr("purple");
    case 8:
        return Text::tr("pink");
    case 9:
        return Text::tr("brown");
    default:
        return {};
    }
}
