// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class Settings;

// Every preference in one place: which helpers the board shows, pencil-mark help, the clock, the light/dark
// look, the solver and the level of a new game. Applied live: each change is written to the settings at once
// and changed() tells the window to apply it; Close only closes.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(Settings *settings, QWidget *parent = nullptr);

    void save(); // writes the choices to the settings and applies the theme

Q_SIGNALS:
    void changed();

private:
    Settings *m_settings;
    QCheckBox *m_houses;
    QCheckBox *m_sameDigit;
    QCheckBox *m_conflicts;
    QCheckBox *m_autoRemove;
    QCheckBox *m_timer;
    QComboBox *m_theme;
    QComboBox *m_solver;
    QComboBox *m_level;
};
