// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/puzzlerenderer.h"

#include "game/diskfile.h"
#include "vocab/marklayout.h"
#include "vocab/markpalette.h"
#include "vocab/ruleslayout.h"

#include "sudoku/io/ruleformats.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

using sudoku::cellAt;
using sudoku::kCellCount;
using sudoku::Rules;

namespace
{

const QColor kInk(0, 0, 0);
const QColor kSolutionInk(110, 110, 110);
const QColor kThinLine(120, 120, 120);
const QColor kMarkInk(70, 70, 70);
const QColor kExtraHouse(226, 226, 226); // lighter than the grey of a solution's digits

// A colour of the palette on paper: pale under a digit, stronger behind a pencil mark.
QColor paperTint(int colour, qreal strength)
{
    const QColor hue = markpalette::colour(colour);
    return QColor::fromRgbF(static_cast<float>(1 + (hue.redF() - 1) * strength),
        static_cast<float>(1 + (hue.greenF() - 1) * strength), static_cast<float>(1 + (hue.blueF() - 1) * strength));
}

void paintProgressCell(QPainter &p, const QRectF &r, const CellState &state, NotesStyle style, const QFont &base)
{
    const marklayout::Marks marks = marklayout::layout(r, style, state.notes, state.corner);
    for (const marklayout::Mark &mark : marks) {
        if (const int colour = state.candidateColours[static_cast<std::size_t>(mark.digit - 1)]) {
            const qreal side = std::min(mark.rect.width(), mark.rect.height()) * 0.94;
            p.setPen(Qt::NoPen);
            p.setBrush(paperTint(colour, 0.55));
            p.drawEllipse(mark.rect.center(), side / 2, side / 2);
            p.setBrush(Qt::NoBrush);
        }
        QFont font = base;
        font.setPixelSize(std::max(1, static_cast<int>(mark.pixelSize)));
        p.setFont(font);
        p.setPen(kMarkInk);
        p.drawText(mark.rect, Qt::AlignCenter, QString::number(mark.digit));
    }
}

int columnsFor(int perPage)
{
    switch (perPage) {
    case 1:
        return 1;
    case 2:
    case 4:
    case 6:
        return 2;
    default:
        return 3;
    }
}

} // namespace

int PrintDocument::pageCount() const
{
    const int n = std::max(1, perPage);
    return std::max(1, (static_cast<int>(puzzles.size()) + n - 1) / n);
}

void PuzzleRenderer::paintPuzzle(QPainter &p, const QRectF &area, const PrintedPuzzle &puzzle)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    qreal captionHeight = 0;
    if (!puzzle.caption.isEmpty())
        captionHeight = std::min(area.width(), area.height()) * 0.08;
    const qreal side = std::min(area.width(), area.height() - captionHeight);
    const qreal left = area.left() + (area.width() - side) / 2;
    const qreal top = area.top() + captionHeight + (area.height() - captionHeight - side) / 2;
    const QRectF grid(left, top, side, side);
    const qreal cell = side / 9;

    if (captionHeight > 0) {
        QFont font = p.font();
        font.setPixelSize(std::max(1, static_cast<int>(captionHeight * 0.55)));
        p.setFont(font);
        p.setPen(kInk);
        p.drawText(
            QRectF(left, top - captionHeight, side, captionHeight), Qt::AlignLeft | Qt::AlignVCenter, puzzle.caption);
    }

    p.fillRect(grid, Qt::white);
    const Rules &rules = puzzle.board.rules();
    for (int i : ruleslayout::extraHouseCells(rules)) // a variant's diagonals and windows, a light grey
        p.fillRect(QRectF(left + (i % 9) * cell, top + (i / 9) * cell, cell, cell), kExtraHouse);
    const PrintedProgress *progress = puzzle.progress ? &*puzzle.progress : nullptr;
    if (progress) {
        for (int i = 0; i < kCellCount; ++i) {
            if (const int colour = progress->cells[static_cast<std::size_t>(i)].colour)
                p.fillRect(QRectF(left + (i % 9) * cell, top + (i / 9) * cell, cell, cell), paperTint(colour, 0.40));
        }
    }
    const QFont markFont = p.font();
    QFont digitFont = p.font();
    digitFont.setPixelSize(std::max(1, static_cast<int>(cell * 0.62)));
    QFont givenFont = digitFont;
    givenFont.setBold(true);
    for (int i = 0; i < kCellCount; ++i) {
        const QRectF r(left + (i % 9) * cell, top + (i / 9) * cell, cell, cell);
        int digit = puzzle.board.at(i);
        const bool given = puzzle.board.isGiven(i);
        if (progress && digit == 0) {
            const CellState &state = progress->cells[static_cast<std::size_t>(i)];
            digit = state.digit;
            if (digit == 0 && state.marks() != 0) {
                paintProgressCell(p, ruleslayout::markRect(rules, i, r), state, progress->style, markFont);
                continue;
            }
        }
        bool fromSolution = false;
        if (digit == 0 && puzzle.solution) {
            digit = (*puzzle.solution)[static_cast<std::size_t>(i)];
            fromSolution = true;
        }
        if (digit == 0)
            continue;
        p.setFont(given ? givenFont : digitFont);
        p.setPen(fromSolution ? kSolutionInk : kInk);
        p.drawText(r, Qt::AlignCenter, QString::number(digit));
    }

    // Lines last, so digits never cover them; thick lines round the boxes (a jigsaw's regions) and the grid.
    p.setRenderHint(QPainter::Antialiasing, false);
    const qreal thin = std::max<qreal>(side / 400, 0.5);
    const qreal thick = std::max<qreal>(side / 120, 1.5);
    ruleslayout::paintCages(p, rules, grid, QPen(kInk, std::max<qreal>(side / 500, 0.5)), p.font(), kInk);
    for (int k = 0; k <= 9; ++k) {
        const bool box = rules.isJigsaw() ? k == 0 || k == 9 : k % 3 == 0;
        QPen pen(box ? kInk : kThinLine, box ? thick : thin);
        pen.setCapStyle(Qt::SquareCap);
        p.setPen(pen);
        p.drawLine(QPointF(left + k * cell, top), QPointF(left + k * cell, top + side));
        p.drawLine(QPointF(left, top + k * cell), QPointF(left + side, top + k * cell));
    }
    QPen regionPen(kInk, thick);
    regionPen.setCapStyle(Qt::SquareCap);
    ruleslayout::paintRegionBorders(p, rules, grid, regionPen);
    p.restore();
}

void PuzzleRenderer::paintPage(QPainter &p, const QRectF &area, const PrintDocument &document, int page)
{
    const int perPage = std::max(1, document.perPage);
    const int columns = columnsFor(perPage);
    const int rows = (perPage + columns - 1) / columns;
    qreal titleHeight = 0;
    if (!document.title.isEmpty()) {
        titleHeight = area.height() * 0.05;
        p.save();
        QFont font = p.font();
        font.setPixelSize(std::max(1, static_cast<int>(titleHeight * 0.6)));
        font.setBold(true);
        p.setFont(font);
        p.setPen(kInk);
        QString title = document.title;
        if (document.pageCount() > 1)
            title = tr("%1 \u2014 page %2 of %3", "print title, page number")
                        .arg(document.title)
                        .arg(page + 1)
                        .arg(document.pageCount());
        p.drawText(QRectF(area.left(), area.top(), area.width(), titleHeight), Qt::AlignCenter, title);
        p.restore();
    }
    const QRectF body(area.left(), area.top() + titleHeight, area.width(), area.height() - titleHeight);
    const qreal w = body.width() / columns;
    const qreal h = body.height() / rows;
    const qreal gap = std::min(w, h) * 0.06;
    for (int slot = 0; slot < perPage; ++slot) {
        const int index = page * perPage + slot;
        if (index >= document.puzzles.size())
            break;
        if (document.puzzles[index].placeholder)
            continue;
        const QRectF r(body.left() + (slot % columns) * w + gap / 2, body.top() + (slot / columns) * h + gap / 2,
            w - gap, h - gap);
        paintPuzzle(p, r, document.puzzles[index]);
    }
}

bool PuzzleRenderer::paintDocument(QPagedPaintDevice *device, const PrintDocument &document)
{
    QPainter p;
    if (!p.begin(device))
        return false;
    // Painter coordinates are device pixels of the printable area.
    const QRectF area(0, 0, device->width(), device->height());
    for (int page = 0; page < document.pageCount(); ++page) {
        if (page > 0 && !device->newPage())
            return false;
        paintPage(p, area, document, page);
    }
    return p.end();
}

QImage PuzzleRenderer::image(const PrintedPuzzle &puzzle, int size)
{
    return image(QList<PrintedPuzzle> {puzzle}, size);
}

namespace
{

// Each grid in its own square, `size` a side, left to right, on white.
void paintRow(QPainter &p, const QList<PrintedPuzzle> &puzzles, int size)
{
    p.fillRect(QRectF(0, 0, size * std::max<qsizetype>(1, puzzles.size()), size), Qt::white);
    const qreal margin = size * 0.02;
    for (qsizetype i = 0; i < puzzles.size(); ++i)
        PuzzleRenderer::paintPuzzle(
            p, QRectF(static_cast<qreal>(i) * size + margin, margin, size - 2 * margin, size - 2 * margin), puzzles[i]);
}

} // namespace

QImage PuzzleRenderer::image(const QList<PrintedPuzzle> &puzzles, int size)
{
    QImage image(size * static_cast<int>(std::max<qsizetype>(1, puzzles.size())), size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    paintRow(p, puzzles, size);
    return image;
}

bool PuzzleRenderer::writePng(const QString &path, const QList<PrintedPuzzle> &puzzles, int size, QString *error)
{
    if (refused(path, error))
        return false;
    if (image(puzzles, size).save(path, "PNG"))
        return true;
    if (error)
        *error = tr("Cannot write the image %1.").arg(QFileInfo(path).absoluteFilePath());
    return false;
}

bool PuzzleRenderer::writeSvg(const QString &path, const QList<PrintedPuzzle> &puzzles, int size, QString *error)
{
    if (refused(path, error))
        return false;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        if (error)
            *error = tr("Cannot write %1: %2.").arg(QFileInfo(path).absoluteFilePath(), file.errorString());
        return false;
    }
    const int width = size * static_cast<int>(std::max<qsizetype>(1, puzzles.size()));
    QSvgGenerator svg;
    svg.setOutputDevice(&file);
    svg.setSize(QSize(width, size));
    svg.setViewBox(QRect(0, 0, width, size));
    svg.setResolution(96); // CSS pixels: browsers and editors show the image `size` pixels high
    const QString caption = puzzles.isEmpty() ? QString() : puzzles.first().caption;
    svg.setTitle(caption.isEmpty() ? tr("Sudoku") : caption);
    QPainter p;
    if (!p.begin(&svg)) {
        if (error)
            *error = tr("Cannot write %1.").arg(QFileInfo(path).absoluteFilePath());
        return false;
    }
    paintRow(p, puzzles, size);
    p.end();
    return true;
}

bool PuzzleRenderer::refused(const QString &path, QString *error)
{
    // Opening a pipe for writing waits for a reader, for good: refused before anything opens it.
    const QString why = DiskFile::refuseSpecial(path);
    if (error && !why.isEmpty())
        *error = why;
    return !why.isEmpty();
}

bool PuzzleRenderer::writePdf(const QString &path, const PrintDocument &document, QString *error)
{
    if (refused(path, error))
        return false;
    {
        // QPdfWriter says nothing when it cannot open its file: check first.
        QFile probe(path);
        if (!probe.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            if (error)
                *error = tr("Cannot write %1: %2.").arg(QFileInfo(path).absoluteFilePath(), probe.errorString());
            return false;
        }
    }
    QPdfWriter writer(path);
    writer.setCreator(tr("Sudoku"));
    writer.setTitle(document.title);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15)));
    writer.setResolution(300);
    if (!paintDocument(&writer, document)) {
        if (error)
            *error = tr("Cannot write %1.").arg(QFileInfo(path).absoluteFilePath());
        return false;
    }
    return true;
}

QString PuzzleRenderer::lineText(const sudoku::Board &board)
{
    if (!board.isClassic()) // with its rules, as paste reads it back (sudoku/io/ruleformats.h)
        return QString::fromStdString(sudoku::writeVariantLine(board.values(), board.rules()));
    QString text;
    text.reserve(kCellCount);
    for (int i = 0; i < kCellCount; ++i)
        text += board.at(i) ? QChar(u'0' + board.at(i)) : QChar(u'.');
    return text;
}

QString PuzzleRenderer::gridText(const sudoku::Board &board)
{
    QString text;
    for (int row = 0; row < 9; ++row) {
        if (row == 3 || row == 6)
            text += QStringLiteral("------+-------+------\n");
        for (int col = 0; col < 9; ++col) {
            if (col == 3 || col == 6)
                text += QStringLiteral("| ");
            const int digit = board.at(row * 9 + col);
            text += digit ? QChar(u'0' + digit) : QChar(u'.');
            if (col < 8)
                text += QLatin1Char(' ');
        }
        text += QLatin1Char('\n');
    }
    return text;
}
