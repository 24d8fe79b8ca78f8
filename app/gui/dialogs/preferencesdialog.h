// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class Settings;

// Every preference in one place: which helpers the board shows, pencil-mark help, the clock, the light/dark
// look, the language, the solver and the level of a new game. Applied live: each change is written to the
// settings at once and changed() tells the window to apply it; Close only closes. Retranslates itself when
// the language changes, also while it is open.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(Settings *settings, QWidget *parent = nullptr);

    void save(); // writes the choices to the settings and applies the theme

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    Settings *m_settings;
    QGroupBox *m_boardBox;
    QGroupBox *m_windowBox;
    QGroupBox *m_gameBox;
    QFormLayout *m_windowForm;
    QFormLayout *m_gameForm;
    QCheckBox *m_houses;
    QCheckBox *m_sameDigit;
    QCheckBox *m_conflicts;
    QCheckBox *m_autoRemove;
    QCheckBox *m_timer;
    QComboBox *m_theme;
    QComboBox *m_language;
    QComboBox *m_solver;
    QComboBox *m_level;
};
