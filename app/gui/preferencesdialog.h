// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class Settings;

// The preferences: which helpers the board shows, pencil-mark help, the clock, and the light/dark look.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(Settings *settings, QWidget *parent = nullptr);

    void save(); // writes the choices to the settings and applies the theme

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    Settings *m_settings;
    QGroupBox *m_boardBox;
    QGroupBox *m_windowBox;
    QFormLayout *m_form;
    QCheckBox *m_houses;
    QCheckBox *m_sameDigit;
    QCheckBox *m_conflicts;
    QCheckBox *m_autoRemove;
    QCheckBox *m_timer;
    QComboBox *m_theme;
};
