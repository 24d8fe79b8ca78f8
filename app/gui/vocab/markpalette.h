// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>

// The colours a player paints cells and candidates with, numbered 1 to kCount as the keys that choose them
// (0 is "no colour"). One hue each, the same on the board (light and dark) and on paper; the board and the
// printer mix them with their background so that digits stay readable on top.
namespace markpalette
{

inline constexpr int kCount = 9;

QColor colour(int index); // the hue of colour 1..kCount; an invalid colour otherwise
QString name(int index); // translated: "red", "orange", ... for tool tips and screen readers

} // namespace markpalette
