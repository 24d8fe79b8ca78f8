// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/appstyle.h"

#include "settings/apptheme.h"

#include <QApplication>
#include <QPainter>
#include <QStyleOption>

#include <cmath>

AppStyle::AppStyle(QStyle *base)
    : QProxyStyle(base)
{
}

QColor AppStyle::outline(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base), text = palette.color(QPalette::Text);
    if (AppTheme::isHighContrast(palette))
        return text;
    const qreal t = 0.65;
    return QColor::fromRgbF(static_cast<float>(base.redF() + (text.redF() - base.redF()) * t),
        static_cast<float>(base.greenF() + (text.greenF() - base.greenF()) * t),
        static_cast<float>(base.blueF() + (text.blueF() - base.blueF()) * t));
}

namespace
{

void strokeRounded(QPainter *painter, const QRectF &rect, const QColor &colour, qreal radius, qreal width = 1.0)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(colour, width));
    painter->setBrush(Qt::NoBrush);
    const qreal in = width / 2; // a 1-pixel line on the pixels' centres: crisp, at full strength
    painter->drawRoundedRect(rect.adjusted(in, in, -in, -in), radius, radius);
    painter->restore();
}

} // namespace

void AppStyle::drawPrimitive(
    PrimitiveElement element, const QStyleOption *option, QPainter *painter, const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    const bool enabled = option->state & State_Enabled;
    QColor edge = outline(option->palette);
    if (!enabled)
        edge.setAlphaF(0.5f);
    const qreal width = AppTheme::isHighContrast(option->palette) ? 2.0 : 1.0;
    switch (element) {
    case PE_IndicatorCheckBox:
    case PE_IndicatorItemViewItemCheck:
        strokeRounded(painter, option->rect, edge, 1.5, width);
        break;
    case PE_IndicatorRadioButton: {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(QPen(edge, width));
        painter->setBrush(Qt::NoBrush);
        const QRectF r = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
        painter->drawEllipse(r.adjusted(width / 2, width / 2, -width / 2, -width / 2));
        painter->restore();
        break;
    }
    case PE_PanelLineEdit:
        if (!qstyleoption_cast<const QStyleOptionFrame *>(option) || widget == nullptr || !widget->parentWidget()
            || !widget->parentWidget()->inherits("QAbstractSpinBox"))
            strokeRounded(painter, option->rect, edge, 2.0, width);
        break;
    case PE_PanelButtonCommand:
        strokeRounded(painter, option->rect, edge, 2.5, width);
        break;
    case PE_FrameGroupBox:
    case PE_Frame:
        // Panels (group boxes, the hint panel) keep Fusion's soft frame, but not in high contrast, where it
        // would be black on black.
        if (AppTheme::isHighContrast(option->palette))
            strokeRounded(painter, option->rect, edge, 2.0, 1.0);
        break;
    default:
        break;
    }
}

int AppStyle::pixelMetric(PixelMetric metric, const QStyleOption *option, const QWidget *widget) const
{
    const int base = QProxyStyle::pixelMetric(metric, option, widget);
    switch (metric) {
    case PM_IndicatorWidth:
    case PM_IndicatorHeight:
    case PM_ExclusiveIndicatorWidth:
    case PM_ExclusiveIndicatorHeight: {
        const qreal desktop = AppTheme::desktopFont().pointSizeF();
        const qreal now = QApplication::font().pointSizeF();
        return desktop > 0 && now > desktop ? static_cast<int>(std::lround(base * now / desktop)) : base;
    }
    default:
        return base;
    }
}

void AppStyle::drawComplexControl(
    ComplexControl control, const QStyleOptionComplex *option, QPainter *painter, const QWidget *widget) const
{
    QProxyStyle::drawComplexControl(control, option, painter, widget);
    if (control != CC_SpinBox && control != CC_ComboBox)
        return;
    if (const auto *combo = qstyleoption_cast<const QStyleOptionComboBox *>(option); combo && !combo->frame)
        return;
    QColor edge = outline(option->palette);
    if (!(option->state & State_Enabled))
        edge.setAlphaF(0.5f);
    strokeRounded(painter, option->rect, edge, 2.0, AppTheme::isHighContrast(option->palette) ? 2.0 : 1.0);
}
