// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Sudoku"));
    resize(720, 800);
}
