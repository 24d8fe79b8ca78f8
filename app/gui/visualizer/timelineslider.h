// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSlider>

// The visualizer's timeline: a horizontal slider where a click jumps to the point clicked (a plain QSlider
// moves a page towards it), and dragging from there scrubs on.
class TimelineSlider : public QSlider
{
    Q_OBJECT

public:
    explicit TimelineSlider(QWidget *parent = nullptr);

    int valueAt(int x) const; // the value under a position on the groove

protected:
    void mousePressEvent(QMouseEvent *event) override;
};
