// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/bookletdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStandardPaths>

BookletDialog::BookletDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Print a Booklet"));
    auto *form = new QFormLayout(this);
    m_level = new QComboBox;
    for (Difficulty level : kDifficulties)
        m_level->addItem(difficultyName(level), static_cast<int>(level));
    form->addRow(tr("&Level:"), m_level);
    m_perPage = new QComboBox;
    for (int n : {1, 2, 4, 6, 9})
        m_perPage->addItem(QString::number(n), n);
    form->addRow(tr("Puzzles per p&age:"), m_perPage);
    m_pages = new QSpinBox;
    m_pages->setRange(1, 50);
    form->addRow(tr("&Pages of puzzles:"), m_pages);
    m_solutions = new QCheckBox(tr("Add the solutions at the end"));
    form->addRow(m_solutions);
    m_toPrinter = new QRadioButton(tr("Send to the &printer"));
    m_toPdf = new QRadioButton(tr("Save as P&DF:"));
    auto *pathRow = new QHBoxLayout;
    m_path = new QLineEdit;
    m_path->setMinimumWidth(280);
    m_path->setAccessibleName(tr("PDF file"));
    auto *browse = new QPushButton(tr("&Browse\u2026"));
    pathRow->addWidget(m_toPdf);
    pathRow->addWidget(m_path);
    pathRow->addWidget(browse);
    form->addRow(m_toPrinter);
    form->addRow(pathRow);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Generate"));
    form->addRow(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &BookletDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, &BookletDialog::browse);
    connect(m_toPdf, &QRadioButton::toggled, m_path, &QWidget::setEnabled);
    connect(m_toPdf, &QRadioButton::toggled, browse, &QWidget::setEnabled);

    PrintController::BookletOptions defaults;
    QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!QDir(dir).exists())
        dir = QDir::homePath(); // no Documents folder on this system
    defaults.pdfPath = QDir(dir).filePath(tr("sudoku-booklet", "default booklet file name") + QStringLiteral(".pdf"));
    setOptions(defaults);
    m_toPrinter->setChecked(true);
}

PrintController::BookletOptions BookletDialog::options() const
{
    PrintController::BookletOptions options;
    options.level = static_cast<Difficulty>(m_level->currentData().toInt());
    options.perPage = m_perPage->currentData().toInt();
    options.pages = m_pages->value();
    options.solutions = m_solutions->isChecked();
    if (m_toPdf->isChecked())
        options.pdfPath = m_path->text().trimmed();
    return options;
}

void BookletDialog::setOptions(const PrintController::BookletOptions &options)
{
    m_level->setCurrentIndex(m_level->findData(static_cast<int>(options.level)));
    m_perPage->setCurrentIndex(std::max(0, m_perPage->findData(options.perPage)));
    m_pages->setValue(options.pages);
    m_solutions->setChecked(options.solutions);
    m_toPdf->setChecked(!options.pdfPath.isEmpty());
    m_toPrinter->setChecked(options.pdfPath.isEmpty());
    if (!options.pdfPath.isEmpty())
        m_path->setText(options.pdfPath);
}

void BookletDialog::browse()
{
    const QString chosen
        = QFileDialog::getSaveFileName(this, tr("Save the Booklet"), m_path->text(), tr("PDF documents (*.pdf)"));
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

void BookletDialog::accept()
{
    if (m_toPdf->isChecked() && m_path->text().trimmed().isEmpty()) {
        QMessageBox::warning(this, windowTitle(), tr("Choose the PDF file to save the booklet to."));
        return;
    }
    QDialog::accept();
}
