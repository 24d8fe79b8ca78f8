// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/aboutdialog.h"

#include "vocab/difficulty.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtGlobal>

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About Sudoku"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    auto *icon = new QLabel;
    icon->setPixmap(QIcon(QStringLiteral(":/icons/sudoku.png")).pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);
    top->addWidget(icon);
    auto *text = new QVBoxLayout;
    auto *name = new QLabel(tr("<h2>Sudoku</h2>"));
    m_version = new QLabel(tr("Version %1").arg(version()));
    m_version->setObjectName(QStringLiteral("aboutVersion"));
    m_version->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The levels counted from their list, never written down (issue 22).
    const int levels = static_cast<int>(kDifficulties.size());
    auto *description
        = new QLabel(tr("Play, solve and learn Sudoku. Puzzles at %n levels, from %1 to %2; hints "
                        "that name the technique and explain the step, solvers that run on their "
                        "own thread so the board never freezes, print and export, and sudoku-cli, "
                        "the same engine on the command line.",
            nullptr, levels)
                         .arg(difficultyName(kDifficulties.front()), difficultyName(kDifficulties.back())));
    description->setWordWrap(true);
    auto *licence = new QLabel(tr("Free software under the GNU General Public License, version 3 or (at your "
                                  "option) any later version. There is no warranty."));
    licence->setWordWrap(true);
    auto *qt = new QLabel(tr("Built with Qt %1, running on Qt %2.").arg(QStringLiteral(QT_VERSION_STR), qVersion()));
    for (QLabel *label : {name, m_version, description, licence, qt})
        text->addWidget(label);
    top->addLayout(text, 1);
    layout->addLayout(top);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *aboutQt = buttons->addButton(tr("About &Qt"), QDialogButtonBox::HelpRole);
    connect(aboutQt, &QPushButton::clicked, qApp, &QApplication::aboutQt);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(460);
}

QString AboutDialog::version()
{
    return QStringLiteral(SUDOKU_VERSION);
}
