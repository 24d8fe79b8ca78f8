// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/difficulty.h"

#include "sudoku/generate/generator.h"

#include <QDialog>

class QComboBox;
class QLabel;
class Settings;

// The translated name of a symmetry of the givens ("None", "Rotation by 180°", ...).
QString symmetryDisplayName(sudoku::Symmetry symmetry);

// New Game: the variant, the level and the symmetry of the puzzle to generate, preset from and written back
// to the settings when the player starts. Every variant, Killer included, is made at the chosen level.
class NewGameDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewGameDialog(Settings *settings, QWidget *parent = nullptr);

    Difficulty difficulty() const;
    sudoku::Symmetry symmetry() const;
    sudoku::Variant variant() const;
    QComboBox *variantBox() const { return m_variant; }
    QComboBox *levelBox() const { return m_level; }
    QComboBox *symmetryBox() const { return m_symmetry; }
    QLabel *descriptionLabel() const { return m_description; }

    void accept() override; // remembers the choices

private:
    void updateDescription();

    Settings *m_settings;
    QComboBox *m_variant;
    QComboBox *m_level;
    QComboBox *m_symmetry;
    QLabel *m_description;
};
