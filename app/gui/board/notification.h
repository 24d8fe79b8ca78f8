// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QString;
class QWidget;

// Regions of the window that have something new to say to a player who does not see them: the message bar
// and the hint panel. Qt 6.4 has no announcement for assistive technology (QAccessibleAnnouncementEvent came
// with Qt 6.8), so such a region has the role of a notification and, each time it has something new, tells
// assistive technology that it is shown (again); screen readers (Orca) read a notification out when it is
// shown: its name, then the text in it. The text is also its accessible description.
namespace notification
{

// `region` is a notification to assistive technology (call it before anything asks for its interface).
void mark(QWidget *region);
// `region` has something new to say, `text`: its description becomes the text, and it is shown again.
void announce(QWidget *region, const QString &text);

} // namespace notification
