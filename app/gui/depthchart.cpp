// SPDX-License-Identifier: GPL-3.0-or-later
#include "depthchart.h"

#include "sudoku/trace.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

DepthChart::DepthChart(QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Search depth over time"));
    setToolTip(tr("Search depth over the steps: each dip is the search backing up"));
}

void DepthChart::clear()
{
    m_samples.clear();
    m_maxDepth = 1;
    m_total = 0;
    m_position = 0;
    update();
}

void DepthChart::append(const std::vector<std::uint8_t> &samples)
{
    m_samples.insert(m_samples.end(), samples.begin(), samples.end());
    if (!samples.empty())
        m_maxDepth = std::max(m_maxDepth, *std::max_element(samples.begin(), samples.end()));
    update();
}

void DepthChart::setTotalSteps(std::uint64_t steps)
{
    if (steps != m_total) {
        m_total = steps;
        update();
    }
}

void DepthChart::setPosition(std::uint64_t step)
{
    if (step != m_position) {
        m_position = step;
        update();
    }
}

void DepthChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette &pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    painter.setPen(pal.color(QPalette::Mid));
    painter.drawRect(rect().adjusted(0, 0, -1, -1));
    const QRectF area = QRectF(rect()).adjusted(2, 4, -2, -2);
    const std::uint64_t total
        = std::max<std::uint64_t>(m_total, m_samples.size() * sudoku::TraceChunk::kDepthSampleInterval);
    if (total == 0 || area.width() < 2)
        return;
    const int columns = static_cast<int>(area.width());
    const double stepsPerColumn = static_cast<double>(total) / columns;
    const double samplesPerColumn = stepsPerColumn / sudoku::TraceChunk::kDepthSampleInterval;
    QPainterPath path;
    path.moveTo(area.left(), area.bottom());
    std::size_t sample = 0;
    for (int x = 0; x < columns && sample < m_samples.size(); ++x) {
        const std::size_t end
            = std::min(m_samples.size(), std::max(sample + 1, static_cast<std::size_t>((x + 1) * samplesPerColumn)));
        std::uint8_t deepest = 0;
        for (; sample < end; ++sample)
            deepest = std::max(deepest, m_samples[sample]);
        const qreal y = area.bottom() - area.height() * deepest / m_maxDepth;
        path.lineTo(area.left() + x, y);
        path.lineTo(area.left() + x + 1, y);
    }
    path.lineTo(path.currentPosition().x(), area.bottom());
    path.closeSubpath();
    QColor fill = pal.color(QPalette::Highlight);
    fill.setAlphaF(0.45f);
    painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    painter.drawPath(path);
    const qreal x = area.left() + area.width() * static_cast<double>(m_position) / static_cast<double>(total);
    painter.setPen(QPen(pal.color(QPalette::Text), 1.5));
    painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
    painter.setPen(pal.color(QPalette::PlaceholderText));
    QFont font = painter.font();
    font.setPixelSize(10);
    painter.setFont(font);
    painter.drawText(area.adjusted(3, 0, 0, 0), Qt::AlignLeft | Qt::AlignTop, tr("depth %1").arg(m_maxDepth));
}
