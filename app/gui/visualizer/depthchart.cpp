// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/depthchart.h"

#include "sudoku/search/trace.h"

#include <QEvent>
#include <QPainter>
#include <QResizeEvent>

#include <algorithm>
#include <cmath>

using namespace sudoku;

namespace
{

// Up to this many events the chart replays them one by one; above, it reads the per-block extremes.
constexpr std::uint64_t kExactEvents = 1 << 16;

} // namespace

DepthChart::DepthChart(QWidget *parent)
    : QWidget(parent)
{
    retranslateUi();
}

void DepthChart::retranslateUi()
{
    setAccessibleName(tr("Search depth over time"));
    setToolTip(tr("Search depth over the steps: each pixel column spans the lowest to the highest depth of its "
                  "steps; each dip is the search backing up"));
}

void DepthChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_profileValid = false; // the label is drawn into the cached profile
        update();
    } else if (event->type() == QEvent::PaletteChange) {
        m_profileValid = false;
    }
    QWidget::changeEvent(event);
}

void DepthChart::setTrace(const Trace *trace)
{
    m_trace = trace;
    m_position = 0;
    refresh();
}

void DepthChart::refresh()
{
    m_columnsValid = false;
    m_profileValid = false;
    update();
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
    m_columnsValid = false;
    m_profileValid = false;
    QWidget::resizeEvent(event);
}

QRect DepthChart::plotArea() const
{
    return rect().adjusted(2, 16, -2, -2);
}

const std::vector<std::pair<std::uint8_t, std::uint8_t>> &DepthChart::columns()
{
    if (!m_columnsValid)
        computeColumns();
    return m_columns;
}

std::pair<int, int> DepthChart::extremes()
{
    if (!m_columnsValid)
        computeColumns();
    return {m_low, m_high};
}

void DepthChart::computeColumns()
{
    m_columnsValid = true;
    m_columns.clear();
    m_low = m_high = 0;
    m_total = m_trace ? m_trace->size() : 0;
    const int width = std::max(1, plotArea().width());
    if (m_total == 0)
        return;
    m_columns.assign(static_cast<std::size_t>(width), {255, 0});
    // Column x covers steps [x * total / width, (x + 1) * total / width), and at least one; the depth of a step
    // is the depth after its event.
    auto columnOf = [&](std::uint64_t step) {
        return static_cast<std::size_t>(std::min<std::uint64_t>(width - 1, step * width / m_total));
    };
    auto add = [&](std::size_t x, int low, int high) {
        auto &c = m_columns[x];
        c.first = static_cast<std::uint8_t>(std::min<int>(c.first, low));
        c.second = static_cast<std::uint8_t>(std::max<int>(c.second, high));
    };
    if (m_total <= kExactEvents) {
        TraceState state = TraceState::start(m_trace->puzzle());
        add(0, 0, 0); // the puzzle, before the first step
        for (std::uint64_t i = 0; i < m_total; ++i) {
            state.apply(m_trace->event(i));
            const int depth = static_cast<int>(state.counters.depth);
            // A step wider than a pixel fills every column it spans.
            const std::size_t first = columnOf(i);
            const std::size_t end = i + 1 == m_total ? m_columns.size() : columnOf(i + 1);
            for (std::size_t x = first; x < std::max(end, first + 1); ++x)
                add(x, depth, depth);
        }
    } else {
        for (std::uint64_t block = 0; block < m_trace->blockCount(); ++block)
            add(columnOf(block * TraceChunk::kDepthSampleInterval), m_trace->blockLow(block),
                m_trace->blockHigh(block));
    }
    // Columns that no step reached (none, unless rounding) take their left neighbour's.
    for (std::size_t x = 1; x < m_columns.size(); ++x) {
        if (m_columns[x].first > m_columns[x].second)
            m_columns[x] = m_columns[x - 1];
    }
    if (m_columns.front().first > m_columns.front().second)
        m_columns.front() = {0, 0};
    m_low = 255;
    for (const auto &c : m_columns) {
        m_low = std::min<int>(m_low, c.first);
        m_high = std::max<int>(m_high, c.second);
    }
}

void DepthChart::renderProfile()
{
    if (!m_columnsValid)
        computeColumns();
    const qreal dpr = devicePixelRatioF();
    m_profile = QPixmap(size() * dpr);
    m_profile.setDevicePixelRatio(dpr);
    QPainter painter(&m_profile);
    const QPalette &pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    painter.setPen(pal.color(QPalette::Mid));
    painter.drawRect(rect().adjusted(0, 0, -1, -1));
    m_profileValid = true;
    const QRect area = plotArea();
    QFont font = painter.font();
    font.setPixelSize(10);
    painter.setFont(font);
    painter.setPen(pal.color(QPalette::PlaceholderText));
    painter.drawText(rect().adjusted(4, 1, -4, 0), Qt::AlignLeft | Qt::AlignTop,
        m_columns.empty() ? tr("depth") : tr("depth %1 to %2").arg(m_low).arg(m_high));
    if (m_columns.empty() || area.height() < 2)
        return;
    // Light from the bottom to the highest depth, strong over the range the column spans.
    QColor light = pal.color(QPalette::Highlight);
    light.setAlphaF(0.25f);
    QColor strong = pal.color(QPalette::Highlight);
    strong.setAlphaF(0.8f);
    const double scale = static_cast<double>(area.height()) / std::max(1, m_high);
    for (std::size_t x = 0; x < m_columns.size(); ++x) {
        const auto [low, high] = m_columns[x];
        const int top = area.bottom() + 1 - static_cast<int>(std::lround(high * scale));
        const int bottom = area.bottom() + 1 - static_cast<int>(std::lround(low * scale));
        const int px = area.left() + static_cast<int>(x);
        painter.fillRect(px, top, 1, area.bottom() + 1 - top, light);
        painter.fillRect(px, top, 1, std::max(1, bottom - top), strong);
    }
}

void DepthChart::paintEvent(QPaintEvent *)
{
    if (!m_profileValid)
        renderProfile();
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_profile);
    if (m_total == 0)
        return;
    const QRectF area = plotArea();
    const qreal x = area.left() + area.width() * static_cast<double>(m_position) / static_cast<double>(m_total);
    painter.setPen(QPen(palette().color(QPalette::Text), 1.5));
    painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
}
