// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/codeview.h"

#include "visualizer/tracetext.h"

#include <QEvent>
#include <QFontDatabase>
#include <QPainter>
#include <QScrollBar>

CodeView::CodeView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(font().pointSizeF() * 0.9);
    setFont(mono);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setFrameShape(QFrame::StyledPanel);
    horizontalScrollBar()->setSingleStep(fontMetrics().averageCharWidth() * 2);
    retranslateUi();
}

void CodeView::retranslateUi()
{
    setAccessibleName(tr("Pseudocode"));
    setToolTip(tr("The algorithm in pseudocode; the highlighted line is what the step shown does"));
    m_lines = TraceText::code(m_algorithm, m_houseFlags);
    updateScrollBar();
    updateGeometry();
    viewport()->update();
}

void CodeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QAbstractScrollArea::changeEvent(event);
}

void CodeView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBar();
}

void CodeView::scrollContentsBy(int, int)
{
    viewport()->update(); // painted at the scroll bar's offset
}

void CodeView::setAlgorithm(sudoku::Algorithm algorithm, bool houseFlags)
{
    m_algorithm = algorithm;
    m_houseFlags = houseFlags;
    m_line = -1;
    horizontalScrollBar()->setValue(0);
    retranslateUi();
}

void CodeView::setCurrentLine(int line)
{
    if (line != m_line) {
        m_line = line;
        viewport()->update();
    }
}

int CodeView::contentWidth() const
{
    int width = 0;
    for (const QString &line : m_lines)
        width = std::max(width, fontMetrics().horizontalAdvance(line));
    return width + 16;
}

int CodeView::contentHeight() const
{
    return fontMetrics().lineSpacing() * static_cast<int>(m_lines.size()) + 8;
}

void CodeView::updateScrollBar()
{
    QScrollBar *bar = horizontalScrollBar();
    const int hidden = std::max(0, contentWidth() - viewport()->width());
    const bool had = bar->maximum() > 0;
    bar->setRange(0, hidden);
    bar->setPageStep(viewport()->width());
    if (had != (hidden > 0))
        updateGeometry(); // taller by the scroll bar, or no longer
}

QSize CodeView::sizeHint() const
{
    const int bar = horizontalScrollBar()->maximum() > 0 ? horizontalScrollBar()->sizeHint().height() : 0;
    return {contentWidth() + 2 * frameWidth(), contentHeight() + bar + 2 * frameWidth()};
}

QSize CodeView::minimumSizeHint() const
{
    return {200, sizeHint().height()};
}

void CodeView::paintEvent(QPaintEvent *)
{
    QPainter painter(viewport());
    const QPalette &pal = palette();
    painter.fillRect(viewport()->rect(), pal.color(QPalette::Base));
    const int h = fontMetrics().lineSpacing();
    const int dx = -horizontalScrollBar()->value();
    const int width = std::max(viewport()->width(), contentWidth());
    for (int i = 0; i < m_lines.size(); ++i) {
        const QRect row(dx, 4 + i * h, width, h);
        if (i == m_line) {
            painter.fillRect(row, pal.color(QPalette::Highlight));
            painter.setPen(pal.color(QPalette::HighlightedText));
        } else {
            painter.setPen(pal.color(QPalette::Text));
        }
        painter.drawText(row.adjusted(8, 0, -4, 0), Qt::AlignVCenter | Qt::AlignLeft, m_lines[i]);
    }
}
