// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractButton>

// One key of the number pad: the digit, large, and how many of it are still to place, small. A digit
// with none left is disabled and drawn faint with a tick instead of the count. As a swatch (while colouring)
// it is the colour of the palette with the same number. A latched key (the digit picked for digit-first
// input, the colour in use) is drawn pressed, with a heavier frame.
class DigitButton : public QAbstractButton
{
    Q_OBJECT

public:
    explicit DigitButton(int digit, QWidget *parent = nullptr);

    int digit() const { return m_digit; }
    int remaining() const { return m_remaining; }
    void setRemaining(int remaining);
    bool isSwatch() const { return m_swatch; }
    void setSwatch(bool on);
    bool isLatched() const { return m_latched; }
    void setLatched(bool on);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void rightClicked(int digit);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void enterEvent(QEnterEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateTexts();

    int m_digit;
    int m_remaining = 9;
    bool m_hover = false;
    bool m_swatch = false;
    bool m_latched = false;
};
