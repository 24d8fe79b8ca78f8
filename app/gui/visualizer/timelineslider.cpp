// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/timelineslider.h"

#include <QMouseEvent>
#include <QStyle>
#include <QStyleOptionSlider>

TimelineSlider::TimelineSlider(QWidget *parent)
    : QSlider(Qt::Horizontal, parent)
{
}

int TimelineSlider::valueAt(int x) const
{
    QStyleOptionSlider option;
    initStyleOption(&option);
    const QRect groove = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, this);
    const QRect handle = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, this);
    const int span = groove.width() - handle.width();
    return QStyle::sliderValueFromPosition(
        minimum(), maximum(), x - groove.left() - handle.width() / 2, std::max(1, span), option.upsideDown);
}

void TimelineSlider::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        QStyleOptionSlider option;
        initStyleOption(&option);
        const QRect handle = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, this);
        if (!handle.contains(event->position().toPoint()))
            setValue(valueAt(event->position().toPoint().x())); // then the press grabs the handle where it is
    }
    QSlider::mousePressEvent(event);
}
