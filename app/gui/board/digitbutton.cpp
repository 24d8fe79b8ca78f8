// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/digitbutton.h"

#include "board/boardtheme.h"
#include "vocab/markpalette.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

DigitButton::DigitButton(int digit, QWidget *parent)
    : QAbstractButton(parent)
    , m_digit(digit)
{
    setFocusPolicy(Qt::TabFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setText(QString::number(digit));
    setRemaining(9);
}

void DigitButton::setRemaining(int remaining)
{
    m_remaining = remaining;
    updateTexts();
}

void DigitButton::setSwatch(bool on)
{
    m_swatch = on;
    updateTexts();
}

void DigitButton::setLatched(bool on)
{
    if (on == m_latched)
        return;
    m_latched = on;
    update();
}

void DigitButton::updateTexts()
{
    if (m_swatch) {
        // Every colour can be used whatever the digits on the board.
        setEnabled(true);
        const QString name = markpalette::name(m_digit);
        setToolTip(tr("Colour %1, %2: click it, then click cells (or press %1 to colour the selected cell); "
                      "Shift+click or right click on a pencil mark colours the candidate")
                       .arg(m_digit)
                       .arg(name));
        setAccessibleName(tr("Colour %1, %2").arg(m_digit).arg(name));
    } else {
        setEnabled(m_remaining > 0);
        setToolTip(m_remaining > 0
                ? tr("Place %1 (%n left); with a given selected, or in digit-first mode, pick %1 and click cells",
                    nullptr, m_remaining)
                      .arg(m_digit)
                : tr("All nine %1s are placed").arg(m_digit));
        setAccessibleName(m_remaining > 0 ? tr("%1, %n to place", nullptr, m_remaining).arg(m_digit)
                                          : tr("%1, all placed").arg(m_digit));
    }
    update();
}

void DigitButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateTexts();
    QAbstractButton::changeEvent(event);
}

QSize DigitButton::sizeHint() const
{
    return {64, 64};
}

QSize DigitButton::minimumSizeHint() const
{
    return {24, 24};
}

void DigitButton::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardTheme theme = BoardTheme::fromPalette(palette());
    const QRectF r = QRectF(rect()).adjusted(2, 2, -2, -2);
    const qreal radius = std::min(r.width(), r.height()) * 0.14;

    QColor fill = palette().color(QPalette::Button);
    if (!isEnabled())
        fill = BoardTheme::mix(theme.window, fill, 0.4);
    else if (isDown() || m_latched)
        fill = BoardTheme::mix(fill, theme.selection, 0.55);
    else if (m_hover)
        fill = BoardTheme::mix(fill, theme.selection, 0.25);
    QPainterPath path;
    path.addRoundedRect(r, radius, radius);
    p.fillPath(path, fill);
    const bool strong = hasFocus() || m_latched;
    p.setPen(QPen(strong ? theme.focusRing : theme.thinLine, m_latched ? 3.0 : hasFocus() ? 2.0 : 1.0));
    p.drawPath(path);

    const qreal side = std::min(r.width(), r.height());
    if (m_swatch) {
        // The colour as a disc, the key that picks it small in the corner.
        const qreal d = side * 0.56;
        p.setPen(QPen(theme.thickLine, 1.0));
        p.setBrush(markpalette::colour(m_digit));
        p.drawEllipse(r.center() + QPointF(0, -side * 0.04), d / 2, d / 2);
        p.setBrush(Qt::NoBrush);
        QFont small = font();
        small.setPixelSize(std::max(7, static_cast<int>(side * 0.19)));
        p.setFont(small);
        p.setPen(theme.noteText);
        const QRectF corner = r.adjusted(r.width() * 0.52, r.height() * 0.62, -r.width() * 0.10, -r.height() * 0.05);
        p.drawText(corner, Qt::AlignRight | Qt::AlignVCenter, QString::number(m_digit));
        return;
    }
    QFont big = font();
    big.setPixelSize(std::max(10, static_cast<int>(side * 0.48)));
    p.setFont(big);
    p.setPen(isEnabled() ? theme.givenText : theme.noteText);
    p.drawText(r.adjusted(0, -side * 0.06, 0, -side * 0.06), Qt::AlignCenter, text());

    QFont small = font();
    small.setPixelSize(std::max(7, static_cast<int>(side * 0.19)));
    p.setFont(small);
    p.setPen(theme.noteText);
    const QRectF corner = r.adjusted(r.width() * 0.52, r.height() * 0.62, -r.width() * 0.10, -r.height() * 0.05);
    p.drawText(corner, Qt::AlignRight | Qt::AlignVCenter,
        m_remaining > 0 ? QString::number(m_remaining) : QStringLiteral("\u2713"));
}

void DigitButton::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::RightButton && isEnabled()) {
        Q_EMIT rightClicked(m_digit);
        return;
    }
    QAbstractButton::mousePressEvent(event);
}

void DigitButton::enterEvent(QEnterEvent *event)
{
    m_hover = true;
    update();
    QAbstractButton::enterEvent(event);
}

void DigitButton::leaveEvent(QEvent *event)
{
    m_hover = false;
    update();
    QAbstractButton::leaveEvent(event);
}
