// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "print/printcontroller.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QRadioButton;
class QSpinBox;

// A booklet of generated puzzles: the level, puzzles per page, pages, solutions, and printer or PDF.
class BookletDialog : public QDialog
{
    Q_OBJECT

public:
    explicit BookletDialog(QWidget *parent = nullptr);

    PrintController::BookletOptions options() const;
    void setOptions(const PrintController::BookletOptions &options);

    void accept() override; // refuses a PDF without a path

private:
    void browse();

    QComboBox *m_level;
    QComboBox *m_perPage;
    QSpinBox *m_pages;
    QCheckBox *m_solutions;
    QRadioButton *m_toPrinter;
    QRadioButton *m_toPdf;
    QLineEdit *m_path;
};
