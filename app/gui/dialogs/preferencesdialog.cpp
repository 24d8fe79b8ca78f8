// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/preferencesdialog.h"

#include "settings/apptheme.h"
#include "settings/language.h"
#include "settings/settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace
{

void setLabel(QFormLayout *form, QWidget *field, const QString &text)
{
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(field)))
        label->setText(text);
}

} // namespace

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
    auto *styleRow = new QHBoxLayout;
    m_notesStyleLabel = new QLabel;
    m_notesStyle = new QComboBox;
    m_notesStyle->addItem(QString(), static_cast<int>(NotesStyle::Positional));
    m_notesStyle->addItem(QString(), static_cast<int>(NotesStyle::Snyder));
    m_notesStyleLabel->setBuddy(m_notesStyle);
    styleRow->addWidget(m_notesStyleLabel);
    styleRow->addWidget(m_notesStyle, 1);
    boardLayout->addLayout(styleRow);
    layout->addWidget(m_boardBox);

    m_windowBox = new QGroupBox;
    m_windowForm = new QFormLayout(m_windowBox);
    m_timer = new QCheckBox;
    m_windowForm->addRow(m_timer);
    m_theme = new QComboBox;
    for (auto theme :
        {Settings::Theme::System, Settings::Theme::Light, Settings::Theme::Dark, Settings::Theme::HighContrast})
        m_theme->addItem(QString(), static_cast<int>(theme));
    m_windowForm->addRow(QStringLiteral("-"), m_theme);
    m_textSize = new QComboBox;
    for (int percent : Settings::kTextSizes)
        m_textSize->addItem(QString(), percent);
    m_windowForm->addRow(QStringLiteral("-"), m_textSize);
    m_language = new QComboBox;
    m_language->addItem(QString(), QString()); // the system's language
    for (const QString &code : Language::available())
        m_language->addItem(Language::nativeName(code), code); // each language named in itself
    m_windowForm->addRow(QStringLiteral("-"), m_language);
    layout->addWidget(m_windowBox);

    m_gameBox = new QGroupBox;
    m_gameForm = new QFormLayout(m_gameBox);
    m_level = new QComboBox;
    for (Difficulty level : kDifficulties)
        m_level->addItem(QString(), static_cast<int>(level));
    m_gameForm->addRow(QStringLiteral("-"), m_level);
    m_solver = new QComboBox;
    for (auto algorithm : {sudoku::Algorithm::Naive, sudoku::Algorithm::Dfs, sudoku::Algorithm::Dlx})
        m_solver->addItem(QString::fromUtf8(sudoku::algorithmName(algorithm).data()), static_cast<int>(algorithm));
    m_gameForm->addRow(QStringLiteral("-"), m_solver);
    m_mistakes = new QCheckBox;
    m_gameForm->addRow(m_mistakes);
    layout->addWidget(m_gameBox);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    layout->addWidget(buttons);
    retranslateUi();

    const HighlightOptions highlights = settings->highlights();
    m_houses->setChecked(highlights.houses);
    m_sameDigit->setChecked(highlights.sameDigit);
    m_conflicts->setChecked(highlights.conflicts);
    m_autoRemove->setChecked(settings->autoRemoveNotes());
    m_notesStyle->setCurrentIndex(m_notesStyle->findData(static_cast<int>(settings->notesStyle())));
    m_mistakes->setChecked(settings->showMistakes());
    m_timer->setChecked(settings->showTimer());
    m_theme->setCurrentIndex(m_theme->findData(static_cast<int>(settings->theme())));
    m_textSize->setCurrentIndex(std::max(0, m_textSize->findData(settings->textSize())));
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings->language())));
    m_level->setCurrentIndex(m_level->findData(static_cast<int>(settings->difficulty())));
    m_solver->setCurrentIndex(m_solver->findData(static_cast<int>(settings->solver())));

    // Live: connected after the controls hold the current values, so opening the dialog changes nothing.
    for (QCheckBox *box : {m_houses, m_sameDigit, m_conflicts, m_autoRemove, m_timer, m_mistakes})
        connect(box, &QCheckBox::toggled, this, &PreferencesDialog::save);
    for (QComboBox *combo : {m_theme, m_textSize, m_language, m_level, m_solver, m_notesStyle})
        connect(combo, &QComboBox::currentIndexChanged, this, &PreferencesDialog::save);
}

void PreferencesDialog::retranslateUi()
{
    setWindowTitle(tr("Preferences"));
    m_boardBox->setTitle(tr("Board"));
    m_houses->setText(tr("Highlight the row, column and box of the selected cell"));
    m_sameDigit->setText(tr("Highlight cells and notes with the selected digit"));
    m_conflicts->setText(tr("Show conflicts (a digit repeated in a row, column or box)"));
    m_autoRemove->setText(tr("Remove a digit from the notes of its row, column and box when it is placed"));
    m_notesStyleLabel->setText(tr("&Pencil marks:"));
    m_notesStyle->setItemText(0, tr("Each digit in its place in the cell", "notes style"));
    m_notesStyle->setItemText(1, tr("Corner and centre marks (Snyder notation)", "notes style"));
    m_notesStyle->setToolTip(tr("In Snyder notation Shift+digit writes a corner mark and Ctrl+digit (or notes "
                                "mode) a centre mark"));
    m_windowBox->setTitle(tr("Window"));
    m_timer->setText(tr("Show the clock"));
    m_theme->setItemText(0, tr("Follow the system", "theme"));
    m_theme->setItemText(1, tr("Light", "theme"));
    m_theme->setItemText(2, tr("Dark", "theme"));
    m_theme->setItemText(3, tr("High contrast", "theme"));
    m_theme->setToolTip(tr("Following the system, the high-contrast look is used when the desktop asks for it"));
    setLabel(m_windowForm, m_theme, tr("&Look:", "light or dark theme"));
    const QString sizes[] = {tr("Normal (the desktop's)", "text size"), tr("Large", "text size"),
        tr("Larger", "text size"), tr("Largest", "text size")};
    for (int i = 0; i < m_textSize->count(); ++i)
        m_textSize->setItemText(i,
            tr("%1 \u2013 %2%", "text size: its name and percentage")
                .arg(sizes[i])
                .arg(m_textSize->itemData(i).toInt()));
    m_textSize->setToolTip(tr("Text in the window and digits and pencil marks on the board"));
    setLabel(m_windowForm, m_textSize, tr("&Text size:"));
    m_language->setItemText(0, tr("System language", "follow the desktop's language"));
    setLabel(m_windowForm, m_language, tr("L&anguage:"));
    m_gameBox->setTitle(tr("Game"));
    for (int i = 0; i < m_level->count(); ++i)
        m_level->setItemText(i, difficultyName(static_cast<Difficulty>(m_level->itemData(i).toInt())));
    setLabel(m_gameForm, m_level, tr("Level of a &new game:"));
    m_solver->setToolTip(tr("The solver behind Solve, Check and the solution of a print"));
    setLabel(m_gameForm, m_solver, tr("&Solver:"));
    m_mistakes->setText(tr("Show &mistakes: mark a digit that contradicts the solution at once (counts as help)"));
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
    m_settings->setNotesStyle(static_cast<NotesStyle>(m_notesStyle->currentData().toInt()));
    m_settings->setShowMistakes(m_mistakes->isChecked());
    m_settings->setShowTimer(m_timer->isChecked());
    const auto theme = static_cast<Settings::Theme>(m_theme->currentData().toInt());
    if (theme != m_settings->theme()) {
        m_settings->setTheme(theme);
        AppTheme::apply(theme);
    }
    const int textSize = m_textSize->currentData().toInt();
    if (textSize != m_settings->textSize()) {
        m_settings->setTextSize(textSize);
        AppTheme::applyTextSize(textSize);
    }
    m_settings->setLanguage(m_language->currentData().toString()); // the window switches on changed()
    m_settings->setDifficulty(static_cast<Difficulty>(m_level->currentData().toInt()));
    m_settings->setSolver(static_cast<sudoku::Algorithm>(m_solver->currentData().toInt()));
    Q_EMIT changed();
}
