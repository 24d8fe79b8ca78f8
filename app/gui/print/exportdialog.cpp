// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/exportdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>

namespace
{

QString suffixOf(PrintController::Format format)
{
    switch (format) {
    case PrintController::Format::Pdf:
        return QStringLiteral("pdf");
    case PrintController::Format::Png:
        return QStringLiteral("png");
    case PrintController::Format::Svg:
        return QStringLiteral("svg");
    }
    return {};
}

} // namespace

ExportDialog::ExportDialog(bool includeSolution, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export Puzzle"));
    auto *form = new QFormLayout(this);
    m_format = new QComboBox;
    m_format->addItem(tr("PDF document"), static_cast<int>(PrintController::Format::Pdf));
    m_format->addItem(tr("PNG image"), static_cast<int>(PrintController::Format::Png));
    m_format->addItem(tr("SVG image"), static_cast<int>(PrintController::Format::Svg));
    form->addRow(tr("&Format:"), m_format);
    m_size = new QSpinBox;
    m_size->setRange(100, 8000);
    m_size->setSingleStep(100);
    m_size->setValue(900);
    m_size->setSuffix(tr(" px", "image size unit"));
    form->addRow(tr("Image &size:"), m_size);
    m_solution = new QCheckBox(tr("Include the solution"));
    m_solution->setChecked(includeSolution);
    form->addRow(m_solution);
    m_progress = new QCheckBox(tr("Include my &progress: entries, pencil marks and colours"));
    form->addRow(m_progress);
    auto *pathRow = new QHBoxLayout;
    m_path = new QLineEdit;
    m_path->setMinimumWidth(320);
    auto *browse = new QPushButton(tr("&Browse\u2026"));
    pathRow->addWidget(m_path);
    pathRow->addWidget(browse);
    form->addRow(tr("F&ile:"), pathRow);
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(pathRow)))
        label->setBuddy(m_path); // the label names the field, for Alt+I and for screen readers
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    form->addRow(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);

    QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!QDir(dir).exists())
        dir = QDir::homePath(); // no Documents folder on this system
    m_path->setText(QDir(dir).filePath(tr("sudoku", "default export file name") + QStringLiteral(".pdf")));
    formatChanged();
}

PrintController::Format ExportDialog::format() const
{
    return static_cast<PrintController::Format>(m_format->currentData().toInt());
}

void ExportDialog::setFormat(PrintController::Format format)
{
    m_format->setCurrentIndex(m_format->findData(static_cast<int>(format)));
}

int ExportDialog::imageSize() const
{
    return m_size->value();
}

void ExportDialog::setImageSize(int pixels)
{
    m_size->setValue(pixels);
}

bool ExportDialog::includeSolution() const
{
    return m_solution->isChecked();
}

bool ExportDialog::includeProgress() const
{
    return m_progress->isChecked();
}

void ExportDialog::setIncludeProgress(bool on)
{
    m_progress->setChecked(on);
}

QString ExportDialog::path() const
{
    return m_path->text().trimmed();
}

void ExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

void ExportDialog::formatChanged()
{
    m_size->setEnabled(format() != PrintController::Format::Pdf); // a PDF is an A4 page
    // Keep the file name in step with the format.
    const QString text = m_path->text();
    if (!text.isEmpty()) {
        const QFileInfo info(text);
        m_path->setText(QDir(info.path()).filePath(info.completeBaseName() + QLatin1Char('.') + suffixOf(format())));
    }
}

void ExportDialog::browse()
{
    const QString filter = format() == PrintController::Format::Pdf ? tr("PDF documents (*.pdf)")
        : format() == PrintController::Format::Png                  ? tr("PNG images (*.png)")
                                                                    : tr("SVG images (*.svg)");
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export Puzzle"), path(), filter);
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

void ExportDialog::accept()
{
    if (path().isEmpty()) {
        QMessageBox::warning(this, tr("Export Puzzle"), tr("Choose the file to export to."));
        return;
    }
    QDialog::accept();
}
