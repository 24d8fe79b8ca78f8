// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;

// Help > About Sudoku: the icon, the version (the CMake project version), what the program does, the
// licence and the Qt version it runs on.
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(QWidget *parent = nullptr);

    static QString version(); // "0.1.0"
    QLabel *versionLabel() const { return m_version; }

private:
    QLabel *m_version;
};
