// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProxyStyle>

// The app's style: the style it runs with (Fusion when the app chooses the look) with every control's edge
// drawn so that it can be seen in every theme. Fusion draws the frames of check boxes, radio buttons, fields
// and buttons a shade darker than the window, which on a dark window is nearly black: an unchecked check box
// is a dark square on dark. Here each of those gets an outline half way between its field and its text (the
// text colour itself in high contrast), at least 3:1 against the window as WCAG asks of a control's edge.
class AppStyle : public QProxyStyle
{
    Q_OBJECT

public:
    explicit AppStyle(QStyle *base);

    // The outline of a control's edge for `palette`.
    static QColor outline(const QPalette &palette);

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
        const QWidget *widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
        const QWidget *widget = nullptr) const override;
    // Check boxes and radio buttons grow with the text size (Preferences), as their labels do.
    int pixelMetric(
        PixelMetric metric, const QStyleOption *option = nullptr, const QWidget *widget = nullptr) const override;
};
