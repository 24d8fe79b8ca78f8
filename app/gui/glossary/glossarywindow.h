// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "glossary/exampleboard.h"
#include "vocab/hint.h"

#include <QWidget>

#include <optional>

class BoardView;
class QLabel;
class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

// Help > Techniques: every technique of the engine, grouped by level (the Killer techniques in a group of their
// own), with a filter box; for the selected one its name, level, summary, explanation and variant note, and an
// example drawn as a hint is, on a small read-only board: the position just before the technique's first step
// in a generated puzzle, the step's pattern by the hint's overlay and painter, and the hint panel's words for
// it (ExampleBoard, which works the step out on a worker thread the first time the technique is selected); a
// technique the generator gave no example of says so.
class GlossaryWindow : public QWidget
{
    Q_OBJECT

public:
    // `examples`: the file of example puzzles (the app's own by default).
    explicit GlossaryWindow(
        QWidget *parent = nullptr, const QString &examples = QString::fromLatin1(glossaryexamples::kResource));

    void selectTechnique(sudoku::Technique technique);
    std::optional<sudoku::Technique> selectedTechnique() const;
    // The selected technique's example, once worked out (nullopt while it is, or when there is none).
    std::optional<Hint> shownExample() const { return m_example->shownExample(); }
    bool hasExample(sudoku::Technique technique) const { return m_example->hasExample(technique); }
    bool isWorking() const { return m_example->isWorking(); }
    BoardView *exampleBoard() const { return m_example->board(); }
    QLineEdit *filterBox() const { return m_filter; }
    QTreeWidget *techniqueList() const { return m_list; }
    QString stepText() const;
    QString exampleStatus() const;

Q_SIGNALS:
    void exampleShown(sudoku::Technique technique); // drawn on the board, or said to be missing

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildList();
    void retranslate();
    void applyFilter(const QString &text);
    void showSelected();
    void showExampleState(); // the words under the example's title, from its state

    QLineEdit *m_filter;
    QTreeWidget *m_list;
    QLabel *m_name;
    QLabel *m_level;
    QLabel *m_summary;
    QLabel *m_explanation;
    QLabel *m_note;
    QLabel *m_exampleTitle;
    ExampleBoard *m_example;
    QLabel *m_status;
    QLabel *m_step;
};
