// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferencesdialog.h"

#include "apptheme.h"
#include "settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QVBoxLayout>

PreferencesDialog::PreferencesDialog(Settings *settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
{
    setWindowTitle(tr("Preferences"));
    auto *layout = new QVBoxLayout(this);

    auto *board = new QGroupBox(tr("Board"));
    auto *boardLayout = new QVBoxLayout(board);
    m_houses = new QCheckBox(tr("Highlight the row, column and box of the selected cell"));
    m_sameDigit = new QCheckBox(tr("Highlight cells and notes with the selected digit"));
    m_conflicts = new QCheckBox(tr("Show conflicts (a digit repeated in a row, column or box)"));
    m_autoRemove = new QCheckBox(tr("Remove a digit from the notes of its row, column and box when it is placed"));
    for (QCheckBox *box : {m_houses, m_sameDigit, m_conflicts, m_autoRemove})
        boardLayout->addWidget(box);
    layout->addWidget(board);

    auto *window = new QGroupBox(tr("Window"));
    auto *form = new QFormLayout(window);
    m_timer = new QCheckBox(tr("Show the clock"));
    form->addRow(m_timer);
    m_theme = new QComboBox;
    m_theme->addItem(tr("Follow the system", "theme"), static_cast<int>(Settings::Theme::System));
    m_theme->addItem(tr("Light", "theme"), static_cast<int>(Settings::Theme::Light));
    m_theme->addItem(tr("Dark", "theme"), static_cast<int>(Settings::Theme::Dark));
    form->addRow(tr("&Look:"), m_theme);
    layout->addWidget(window);

    auto *game = new QGroupBox(tr("Game"));
    auto *gameForm = new QFormLayout(game);
    m_level = new QComboBox;
    for (Difficulty level : kDifficulties)
        m_level->addItem(difficultyName(level), static_cast<int>(level));
    gameForm->addRow(tr("Level of a &new game:"), m_level);
    m_solver = new QComboBox;
    for (auto algorithm : {sudoku::Algorithm::Naive, sudoku::Algorithm::Dfs, sudoku::Algorithm::Dlx})
        m_solver->addItem(QString::fromUtf8(sudoku::algorithmName(algorithm).data()), static_cast<int>(algorithm));
    m_solver->setToolTip(tr("The solver behind Solve, Check and the solution of a print"));
    gameForm->addRow(tr("&Solver:"), m_solver);
    layout->addWidget(game);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    layout->addWidget(buttons);

    const HighlightOptions highlights = settings->highlights();
    m_houses->setChecked(highlights.houses);
    m_sameDigit->setChecked(highlights.sameDigit);
    m_conflicts->setChecked(highlights.conflicts);
    m_autoRemove->setChecked(settings->autoRemoveNotes());
    m_timer->setChecked(settings->showTimer());
    m_theme->setCurrentIndex(m_theme->findData(static_cast<int>(settings->theme())));
    m_level->setCurrentIndex(m_level->findData(static_cast<int>(settings->difficulty())));
    m_solver->setCurrentIndex(m_solver->findData(static_cast<int>(settings->solver())));

    // Live: connected after the controls hold the current values, so opening the dialog changes nothing.
    for (QCheckBox *box : {m_houses, m_sameDigit, m_conflicts, m_autoRemove, m_timer})
        connect(box, &QCheckBox::toggled, this, &PreferencesDialog::save);
    for (QComboBox *combo : {m_theme, m_level, m_solver})
        connect(combo, &QComboBox::currentIndexChanged, this, &PreferencesDialog::save);
}

void PreferencesDialog::save()
{
    m_settings->setHighlights({m_houses->isChecked(), m_sameDigit->isChecked(), m_conflicts->isChecked()});
    m_settings->setAutoRemoveNotes(m_autoRemove->isChecked());
    m_settings->setShowTimer(m_timer->isChecked());
    const auto theme = static_cast<Settings::Theme>(m_theme->currentData().toInt());
    if (theme != m_settings->theme()) {
        m_settings->setTheme(theme);
        AppTheme::apply(theme);
    }
    m_settings->setDifficulty(static_cast<Difficulty>(m_level->currentData().toInt()));
    m_settings->setSolver(static_cast<sudoku::Algorithm>(m_solver->currentData().toInt()));
    Q_EMIT changed();
}
