// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferencesdialog.h"

#include "apptheme.h"
#include "settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

PreferencesDialog::PreferencesDialog(Settings *settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
{
    auto *layout = new QVBoxLayout(this);

    m_boardBox = new QGroupBox;
    auto *boardLayout = new QVBoxLayout(m_boardBox);
    m_houses = new QCheckBox;
    m_sameDigit = new QCheckBox;
    m_conflicts = new QCheckBox;
    m_autoRemove = new QCheckBox;
    for (QCheckBox *box : {m_houses, m_sameDigit, m_conflicts, m_autoRemove})
        boardLayout->addWidget(box);
    layout->addWidget(m_boardBox);

    m_windowBox = new QGroupBox;
    m_form = new QFormLayout(m_windowBox);
    m_timer = new QCheckBox;
    m_form->addRow(m_timer);
    m_theme = new QComboBox;
    for (auto theme : {Settings::Theme::System, Settings::Theme::Light, Settings::Theme::Dark})
        m_theme->addItem(QString(), static_cast<int>(theme));
    m_form->addRow(QStringLiteral("-"), m_theme);
    layout->addWidget(m_windowBox);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    retranslateUi();

    const HighlightOptions highlights = settings->highlights();
    m_houses->setChecked(highlights.houses);
    m_sameDigit->setChecked(highlights.sameDigit);
    m_conflicts->setChecked(highlights.conflicts);
    m_autoRemove->setChecked(settings->autoRemoveNotes());
    m_timer->setChecked(settings->showTimer());
    m_theme->setCurrentIndex(m_theme->findData(static_cast<int>(settings->theme())));
}

void PreferencesDialog::retranslateUi()
{
    setWindowTitle(tr("Preferences"));
    m_boardBox->setTitle(tr("Board"));
    m_houses->setText(tr("Highlight the row, column and box of the selected cell"));
    m_sameDigit->setText(tr("Highlight cells and notes with the selected digit"));
    m_conflicts->setText(tr("Show conflicts (a digit repeated in a row, column or box)"));
    m_autoRemove->setText(tr("Remove a digit from the notes of its row, column and box when it is placed"));
    m_windowBox->setTitle(tr("Window"));
    m_timer->setText(tr("Show the clock"));
    m_theme->setItemText(0, tr("Follow the system", "theme"));
    m_theme->setItemText(1, tr("Light", "theme"));
    m_theme->setItemText(2, tr("Dark", "theme"));
    if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(m_theme)))
        label->setText(tr("&Look:", "light or dark theme"));
}

void PreferencesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
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
