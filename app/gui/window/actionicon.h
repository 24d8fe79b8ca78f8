// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>

// The icons of the window's commands: the desktop's icon theme when it has the icon, else one of the SVG
// icons that ship with the app (resources/icons/actions, embedded at :/icons/actions/<name>.svg). Those are
// drawn in the palette's button text colour at the size asked for, so that they stay sharp at any scale and
// read on a light window as on a dark one; a desktop without an icon theme still gets a toolbar of icons.
namespace actionicon
{

// `themeName`: the freedesktop name ("edit-undo"); `fallback`: the file name of the shipped icon ("undo").
QIcon themed(const QString &themeName, const QString &fallback);
// Only the shipped icon, whatever the theme.
QIcon shipped(const QString &fallback);

} // namespace actionicon
