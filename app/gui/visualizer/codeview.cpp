// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/codeview.h"

#include "visualizer/tracetext.h"

#include <QEvent>
#include <QFontDatabase>
#include <QPainter>

CodeView::CodeView(QWidget *parent)
    : QWidget(parent)
{
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(font().pointSizeF() * 0.9);
    setFont(mono);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    retranslateUi();
}

void CodeView::retranslateUi()
{
    setAccessibleName(tr("Pseudocode"));
    setToolTip(tr("The algorithm in pseudocode; the highlighted line is what the step shown does"));
    m_lines = TraceText::code(m_algorithm);
    updateGeometry();
    update();
}

void CodeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CodeView::setAlgorithm(sudoku::Algorithm algorithm)
{
    m_algorithm = algorithm;
    m_line = -1;
    retranslateUi();
}

void CodeView::setCurrentLine(int line)
{
    if (line != m_line) {
        m_line = line;
        update();
    }
}

QSize CodeView::sizeHint() const
{
    int width = 0;
    for (const QString &line : m_lines)
        width = std::max(width, fontMetrics().horizontalAdvance(line));
    return {width + 16, fontMetrics().lineSpacing() * static_cast<int>(m_lines.size()) + 8};
}

QSize CodeView::minimumSizeHint() const
{
    return {200, sizeHint().height()};
}

void CodeView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette &pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    const int h = fontMetrics().lineSpacing();
    for (int i = 0; i < m_lines.size(); ++i) {
        const QRect row(0, 4 + i * h, width(), h);
        if (i == m_line) {
            painter.fillRect(row, pal.color(QPalette::Highlight));
            painter.setPen(pal.color(QPalette::HighlightedText));
        } else {
            painter.setPen(pal.color(QPalette::Text));
        }
        painter.drawText(row.adjusted(8, 0, -4, 0), Qt::AlignVCenter | Qt::AlignLeft, m_lines[i]);
    }
    painter.setPen(pal.color(QPalette::Mid));
    painter.drawRect(rect().adjusted(0, 0, -1, -1));
}
