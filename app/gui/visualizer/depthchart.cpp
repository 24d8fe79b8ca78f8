// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/depthchart.h"

#include "sudoku/trace.h"

#include <QEvent>
#include <QPainter>
#include <QResizeEvent>

#include <cmath>

#include <algorithm>

DepthChart::DepthChart(QWidget *parent)
    : QWidget(parent)
{
    retranslateUi();
}

void DepthChart::retranslateUi()
{
    setAccessibleName(tr("Search depth over time"));
    setToolTip(tr("Search depth over the steps: each dip is the search backing up"));
}

void DepthChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_profileValid = false; // the "depth" label is drawn into the cached profile
        update();
    }
    QWidget::changeEvent(event);
}

void DepthChart::clear()
{
    m_samples.clear();
    m_maxDepth = 1;
    m_total = 0;
    m_position = 0;
    m_profileValid = false;
    update();
}

void DepthChart::append(const std::vector<std::uint8_t> &samples)
{
    m_samples.insert(m_samples.end(), samples.begin(), samples.end());
    if (!samples.empty())
        m_maxDepth = std::max(m_maxDepth, *std::max_element(samples.begin(), samples.end()));
    m_profileValid = false;
    update();
}

void DepthChart::setTotalSteps(std::uint64_t steps)
{
    if (steps != m_total) {
        m_total = steps;
        m_profileValid = false;
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

void DepthChart::resizeEvent(QResizeEvent *event)
{
    m_profileValid = false;
    QWidget::resizeEvent(event);
}

void DepthChart::renderProfile()
{
    const qreal dpr = devicePixelRatioF();
    m_profile = QPixmap(size() * dpr);
    m_profile.setDevicePixelRatio(dpr);
    QPainter painter(&m_profile);
    const QPalette &pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    painter.setPen(pal.color(QPalette::Mid));
    painter.drawRect(rect().adjusted(0, 0, -1, -1));
    m_profileValid = true;
    const QRect area = rect().adjusted(2, 4, -2, -2);
    const std::uint64_t total
        = std::max<std::uint64_t>(m_total, m_samples.size() * sudoku::TraceChunk::kDepthSampleInterval);
    if (total == 0 || area.width() < 2)
        return;
    // One bar per pixel column: the deepest sample it covers.
    const double samplesPerColumn
        = static_cast<double>(total) / area.width() / sudoku::TraceChunk::kDepthSampleInterval;
    QColor fill = pal.color(QPalette::Highlight);
    fill.setAlphaF(0.45f);
    for (int x = 0; x < area.width(); ++x) {
        // Columns that cover less than a sample stretch it; wider ones take the deepest of theirs.
        const auto begin = static_cast<std::size_t>(x * samplesPerColumn);
        if (begin >= m_samples.size())
            break;
        const std::size_t end
            = std::min(m_samples.size(), std::max(begin + 1, static_cast<std::size_t>((x + 1) * samplesPerColumn)));
        const std::uint8_t deepest = *std::max_element(m_samples.begin() + static_cast<std::ptrdiff_t>(begin),
            m_samples.begin() + static_cast<std::ptrdiff_t>(end));
        const int h = static_cast<int>(std::lround(static_cast<double>(area.height()) * deepest / m_maxDepth));
        painter.fillRect(area.left() + x, area.bottom() + 1 - h, 1, h, fill);
    }
    painter.setPen(pal.color(QPalette::PlaceholderText));
    QFont font = painter.font();
    font.setPixelSize(10);
    painter.setFont(font);
    painter.drawText(area.adjusted(3, 0, 0, 0), Qt::AlignLeft | Qt::AlignTop, tr("depth %1").arg(m_maxDepth));
}

void DepthChart::paintEvent(QPaintEvent *)
{
    if (!m_profileValid)
        renderProfile();
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_profile);
    const std::uint64_t total
        = std::max<std::uint64_t>(m_total, m_samples.size() * sudoku::TraceChunk::kDepthSampleInterval);
    if (total == 0)
        return;
    const QRectF area = QRectF(rect()).adjusted(2, 4, -2, -2);
    const qreal x = area.left() + area.width() * static_cast<double>(m_position) / static_cast<double>(total);
    painter.setPen(QPen(palette().color(QPalette::Text), 1.5));
    painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
}
