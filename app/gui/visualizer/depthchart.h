// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPixmap>
#include <QWidget>

#include <cstdint>
#include <utility>
#include <vector>

namespace sudoku
{
class Trace;
}

// A small chart of the search depth over the steps of a trace (the shape of the search), with a marker at
// the step being shown. Each pixel column shows the lowest and the highest depth of the steps it covers:
// exact, event by event, for a short trace; from the trace's per-block extremes (64 events a block) for a
// long one. So its deepest point is the counters' Deepest at the end of the trace, at every length.
class DepthChart : public QWidget
{
    Q_OBJECT

public:
    explicit DepthChart(QWidget *parent = nullptr);

    void setTrace(const sudoku::Trace *trace); // not owned; null clears the chart
    void refresh(); // the trace has grown
    void setPosition(std::uint64_t step);

    // The lowest and highest depth of each pixel column, as drawn, and over the whole trace.
    const std::vector<std::pair<std::uint8_t, std::uint8_t>> &columns();
    std::pair<int, int> extremes();

    QSize sizeHint() const override { return {260, 90}; }
    QSize minimumSizeHint() const override { return {120, 60}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QRect plotArea() const;
    void computeColumns();
    void renderProfile(); // the chart without the marker, redrawn only when the trace or the size changes

    const sudoku::Trace *m_trace = nullptr;
    QPixmap m_profile;
    bool m_profileValid = false;
    bool m_columnsValid = false;
    std::vector<std::pair<std::uint8_t, std::uint8_t>> m_columns;
    int m_low = 0;
    int m_high = 0;
    std::uint64_t m_total = 0;
    std::uint64_t m_position = 0;
};
