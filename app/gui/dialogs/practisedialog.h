// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/generate/practise.h"

#include <QDialog>

class ExampleBoard;
class QComboBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QTreeWidget;
class Settings;

// Practise a technique (HoDoKu's learning and practising modes): the techniques that fit the chosen variant,
// grouped by level, any number of them checked, the current one's summary and example (ExampleBoard); Learn (a puzzle
// at the technique's level, opened at the position before its first step) or Practise (a whole puzzle at a chosen
// level). Generate asks for the puzzle (generateRequested); the window makes it on a worker and reports here how it
// goes (setProgress, setGaveUp, setCancelled) until it closes the dialog with the result. Cancel stops a generation
// under way; Close closes. Knows nothing of the game or the threads.
class PractiseDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PractiseDialog(Settings *settings, QWidget *parent = nullptr);

    // What the choices ask for (no stop token, no progress: the worker's); practiseProblem() of it is empty
    // whenever Generate is enabled.
    sudoku::PractiseOptions options() const;
    sudoku::TechniqueSet checkedTechniques() const;
    void setChecked(sudoku::Technique technique, bool checked);
    bool isGenerating() const { return m_generating; }

    QComboBox *variantBox() const { return m_variant; }
    QTreeWidget *techniqueTree() const { return m_tree; }
    QRadioButton *learnButton() const { return m_learn; }
    QRadioButton *practiseButton() const { return m_practise; }
    QComboBox *levelBox() const { return m_level; }
    QPushButton *generateButton() const { return m_generate; }
    QPushButton *cancelButton() const { return m_cancel; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *summaryLabel() const { return m_summary; } // the current technique's one-line summary
    ExampleBoard *example() const { return m_example; } // and its example

    // From the worker: the random grids tried so far; it gave up after `attempts`; it was cancelled.
    void setProgress(int attempts);
    void setGaveUp(int attempts);
    void setCancelled();

    void reject() override; // Close, or Esc: stops a generation under way first

Q_SIGNALS:
    void generateRequested(const sudoku::PractiseOptions &options);
    void cancelRequested();

private:
    void fillTechniques();
    void updateState(); // Generate enabled or not, and why, from the choices
    void updateSummary();
    void setGenerating(bool on);
    void generate();
    void cancelGeneration();

    Settings *m_settings;
    QComboBox *m_variant;
    QTreeWidget *m_tree;
    QRadioButton *m_learn;
    QRadioButton *m_practise;
    QComboBox *m_level;
    QLabel *m_summary;
    ExampleBoard *m_example;
    QLabel *m_status;
    QPushButton *m_generate;
    QPushButton *m_cancel;
    QPushButton *m_close;
    bool m_generating = false;
};
