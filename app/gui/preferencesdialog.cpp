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

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    const HighlightOptions highlights = settings->highlights();
    m_houses->setChecked(highlights.houses);
    m_sameDigit->setChecked(highlights.sameDigit);
    m_conflicts->setChecked(highlights.conflicts);
    m_autoRemove->setChecked(settings->autoRemoveNotes());
    m_timer->setChecked(settings->showTimer());
    m_theme->setCurrentIndex(m_theme->findData(static_cast<int>(settings->theme())));
}

void PreferencesDialog::save()
{
    m_settings->setHighlights({m_houses->isChecked(), m_sameDigit->isChecked(), m_conflicts->isChecked()});
    m_settings->setAutoRemoveNotes(m_autoRemove->isChecked());
    m_settings->setShowTimer(m_timer->isChecked());
    const auto theme = static_cast<Settings::Theme>(m_theme->currentData().toInt());
    m_settings->setTheme(theme);
    AppTheme::apply(theme);
}
