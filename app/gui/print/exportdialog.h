// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "print/printcontroller.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

// Export: the format (PDF, PNG or SVG), the image size, the solution or not, the player's progress or not,
// and the file.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ExportDialog(bool includeSolution, QWidget *parent = nullptr);

    PrintController::Format format() const;
    void setFormat(PrintController::Format format);
    int imageSize() const;
    void setImageSize(int pixels);
    bool includeSolution() const;
    bool includeProgress() const;
    void setIncludeProgress(bool on);
    QString path() const;
    void setPath(const QString &path);

    void accept() override; // refuses an empty path

private:
    void browse();
    void formatChanged();

    QComboBox *m_format;
    QSpinBox *m_size;
    QCheckBox *m_solution;
    QCheckBox *m_progress;
    QLineEdit *m_path;
};
