// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class Settings;

// Every preference in one place: which helpers the board shows, pencil-mark help and style, the clock, the
// light/dark look, the language, showing mistakes, the solver and the level of a new game. Applied live: each change is
// written to the settings at once and changed() tells the window to apply it; Close only closes. Retranslates itself
// when the language changes, also while it is open.
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
    QLabel *m_notesStyleLabel;
    QComboBox *m_notesStyle;
    QCheckBox *m_mistakes;
    QCheckBox *m_timer;
    QComboBox *m_theme;
    QComboBox *m_textSize;
    QComboBox *m_language;
    QComboBox *m_solver;
    QComboBox *m_level;
};
