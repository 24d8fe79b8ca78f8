// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPixmap>
#include <QWidget>

#include <cstdint>
#include <vector>

// A small live chart of the search depth over the steps of a trace (the shape of the search), with a
// marker at the step being shown. Samples come from the trace chunks as they arrive (one every
// TraceChunk::kDepthSampleInterval events); each pixel column shows the deepest sample it covers.
class DepthChart : public QWidget
{
    Q_OBJECT

public:
    explicit DepthChart(QWidget *parent = nullptr);

    void clear();
    void append(const std::vector<std::uint8_t> &samples);
    void setTotalSteps(std::uint64_t steps); // steps recorded so far (the x range)
    void setPosition(std::uint64_t step);
    std::size_t sampleCount() const { return m_samples.size(); }

    QSize sizeHint() const override { return {260, 90}; }
    QSize minimumSizeHint() const override { return {120, 60}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void renderProfile(); // the chart without the marker, redrawn only when the samples change

    QPixmap m_profile;
    bool m_profileValid = false;
    std::vector<std::uint8_t> m_samples;
    std::uint8_t m_maxDepth = 1;
    std::uint64_t m_total = 0;
    std::uint64_t m_position = 0;
};
