// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/notification.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QVariant>
#include <QWidget>

namespace
{

constexpr char kProperty[] = "sudokuNotification";

QAccessibleInterface *notificationFactory(const QString &, QObject *object)
{
    if (!object || !object->isWidgetType() || !object->property(kProperty).toBool())
        return nullptr;
    return new QAccessibleWidget(static_cast<QWidget *>(object), QAccessible::Notification);
}

} // namespace

void notification::mark(QWidget *region)
{
    static const bool installed = [] {
        QAccessible::installFactory(&notificationFactory);
        return true;
    }();
    Q_UNUSED(installed);
    region->setProperty(kProperty, true);
}

void notification::announce(QWidget *region, const QString &text)
{
    region->setAccessibleDescription(text);
    if (!region->isVisible())
        return; // showing it tells assistive technology
    QAccessibleEvent shown(region, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
}
