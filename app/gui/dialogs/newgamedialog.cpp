// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/newgamedialog.h"

#include "settings/settings.h"
#include "vocab/techniquetext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QStringList>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

QString symmetryDisplayName(sudoku::Symmetry symmetry)
{
    return techniquetext::symmetry(symmetry); // the one place engine names become words
}

namespace
{

QString levelDescription(Difficulty difficulty)
{
    switch (difficulty) {
    case Difficulty::Easy:
        return NewGameDialog::tr("Singles only: every step is a cell with one possible digit.");
    case Difficulty::Medium:
        return NewGameDialog::tr("Needs pointing, claiming or naked pairs.");
    case Difficulty::Hard:
        return NewGameDialog::tr("Needs X-Wing, Swordfish, hidden pairs, triples or XY(Z)-Wing.");
    case Difficulty::Expert:
        return NewGameDialog::tr(
            "Needs uniqueness, quads, Jellyfish, Skyscraper, 2-String Kite, colouring or short chains.");
    case Difficulty::Master:
        return NewGameDialog::tr("Needs loops, chains, W-Wing, finned fish, almost locked sets or Sue de Coq.");
    case Difficulty::Extreme:
        break;
    }
    return NewGameDialog::tr("Needs forcing chains or nets, or trial and error.");
}

} // namespace

NewGameDialog::NewGameDialog(Settings *settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_variant(new QComboBox)
    , m_level(new QComboBox)
    , m_symmetry(new QComboBox)
    , m_description(new QLabel)
{
    setWindowTitle(tr("New Game"));
    for (sudoku::Variant v : sudoku::kVariants)
        m_variant->addItem(techniquetext::variant(v), static_cast<int>(v));
    m_variant->setCurrentIndex(m_variant->findData(static_cast<int>(settings->variant())));
    for (Difficulty d : kDifficulties)
        m_level->addItem(difficultyName(d), static_cast<int>(d));
    for (sudoku::Symmetry s : sudoku::kAllSymmetries)
        m_symmetry->addItem(symmetryDisplayName(s), static_cast<int>(s));
    m_level->setCurrentIndex(m_level->findData(static_cast<int>(settings->difficulty())));
    m_symmetry->setCurrentIndex(m_symmetry->findData(static_cast<int>(settings->symmetry())));
    m_description->setWordWrap(true);
    m_description->setMinimumWidth(280);
    m_description->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Room for the longest description at the narrowest the label gets: the dialog, laid out once when it
    // opens, never clips one and never jumps when the level changes.
    int tallest = 0;
    QStringList descriptions;
    for (Difficulty d : kDifficulties)
        descriptions << levelDescription(d);
    for (const QString &text : descriptions) {
        m_description->setText(text);
        tallest = std::max(tallest, m_description->heightForWidth(m_description->minimumWidth()));
    }
    m_description->setMinimumHeight(tallest);

    auto *form = new QFormLayout;
    form->addRow(tr("&Variant:"), m_variant);
    form->addRow(tr("&Level:"), m_level);
    form->addRow(QString(), m_description);
    form->addRow(tr("&Symmetry of the givens:"), m_symmetry);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(m_level, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateDescription);
    updateDescription();
}

Difficulty NewGameDialog::difficulty() const
{
    return static_cast<Difficulty>(m_level->currentData().toInt());
}

sudoku::Symmetry NewGameDialog::symmetry() const
{
    return static_cast<sudoku::Symmetry>(m_symmetry->currentData().toInt());
}

sudoku::Variant NewGameDialog::variant() const
{
    return static_cast<sudoku::Variant>(m_variant->currentData().toInt());
}

void NewGameDialog::accept()
{
    m_settings->setDifficulty(difficulty());
    m_settings->setSymmetry(symmetry());
    m_settings->setVariant(variant());
    QDialog::accept();
}

void NewGameDialog::updateDescription()
{
    m_description->setText(levelDescription(difficulty()));
}
