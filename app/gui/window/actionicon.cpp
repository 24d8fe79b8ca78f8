// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/actionicon.h"

#include <QFile>
#include <QGuiApplication>
#include <QHash>
#include <QIconEngine>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QSvgRenderer>

namespace
{

// The shipped icons are drawn in black (#000000) on nothing; this engine paints them in the colour the
// palette gives the icon's mode, at whatever size is asked for.
class SymbolicIconEngine : public QIconEngine
{
public:
    explicit SymbolicIconEngine(const QString &path)
        : m_path(path)
    {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            m_svg = file.readAll();
    }

    QIconEngine *clone() const override { return new SymbolicIconEngine(*this); }
    QString key() const override { return QStringLiteral("sudoku-symbolic"); }
    bool isNull() override { return m_svg.isEmpty(); }
    QList<QSize> availableSizes(QIcon::Mode, QIcon::State) override
    {
        return {{16, 16}, {22, 22}, {24, 24}, {32, 32}, {48, 48}, {64, 64}};
    }
    QString iconName() override { return m_path; }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        QSvgRenderer renderer(coloured(mode));
        renderer.render(painter, rect);
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }

    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State, qreal scale) override
    {
        const QSize pixels = size * scale;
        if (pixels.isEmpty() || m_svg.isEmpty())
            return {};
        const QColor color = colour(mode);
        const QString cacheKey = QStringLiteral("%1x%2 %3").arg(pixels.width()).arg(pixels.height()).arg(color.rgba());
        if (const auto it = m_cache.constFind(cacheKey); it != m_cache.constEnd())
            return *it;
        QPixmap pixmap(pixels);
        pixmap.fill(Qt::transparent);
        {
            QPainter painter(&pixmap);
            QSvgRenderer renderer(coloured(mode));
            renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(pixels)));
        }
        pixmap.setDevicePixelRatio(scale);
        if (m_cache.size() > 32) // sizes and colours seen in a session are few
            m_cache.clear();
        m_cache.insert(cacheKey, pixmap);
        return pixmap;
    }

private:
    static QColor colour(QIcon::Mode mode)
    {
        const QPalette palette = QGuiApplication::palette();
        switch (mode) {
        case QIcon::Disabled:
            return palette.color(QPalette::Disabled, QPalette::ButtonText);
        case QIcon::Selected:
            return palette.color(QPalette::Active, QPalette::HighlightedText);
        case QIcon::Normal:
        case QIcon::Active:
            break;
        }
        return palette.color(QPalette::Active, QPalette::ButtonText);
    }

    QByteArray coloured(QIcon::Mode mode) const
    {
        QByteArray svg = m_svg;
        return svg.replace("#000000", colour(mode).name(QColor::HexRgb).toLatin1());
    }

    QString m_path;
    QByteArray m_svg;
    QHash<QString, QPixmap> m_cache;
};

} // namespace

namespace actionicon
{

QIcon shipped(const QString &fallback)
{
    return QIcon(new SymbolicIconEngine(QStringLiteral(":/icons/actions/%1.svg").arg(fallback)));
}

QIcon themed(const QString &themeName, const QString &fallback)
{
    if (!themeName.isEmpty() && QIcon::hasThemeIcon(themeName))
        return QIcon::fromTheme(themeName);
    return shipped(fallback);
}

} // namespace actionicon
