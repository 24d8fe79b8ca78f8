// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("sudoku"));
    QApplication::setOrganizationName(QStringLiteral("sudoku"));
    QApplication::setApplicationDisplayName(QObject::tr("Sudoku"));
    QApplication::setApplicationVersion(QStringLiteral(SUDOKU_VERSION));
    MainWindow window;
    window.show();
    return app.exec();
}
