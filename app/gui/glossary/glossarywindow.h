// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "glossary/glossaryexamples.h"
#include "vocab/hint.h"
#include "workers/jobthread.h"

#include <QHash>
#include <QWidget>

#include <optional>

class BoardView;
class GameModel;
class QLabel;
class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

// Help > Techniques: every technique of the engine, grouped by level (the Killer techniques in a group of their
// own), with a filter box; for the selected one its name, level, summary, explanation and variant note, and an
// example drawn as a hint is, on a small read-only board: the position just before the technique's first step
// in a generated puzzle, the step's pattern by the hint's overlay and painter, and the hint panel's words for
// it. The example's step is worked out on the window's worker thread (glossaryexamples::firstStep) the first
// time the technique is selected and kept; a technique the generator gave no example of says so.
class GlossaryWindow : public QWidget
{
    Q_OBJECT

public:
    explicit GlossaryWindow(QWidget *parent = nullptr);
    ~GlossaryWindow() override;

    void selectTechnique(sudoku::Technique technique);
    std::optional<sudoku::Technique> selectedTechnique() const;
    // The selected technique's example, once worked out (nullopt while it is, or when there is none).
    std::optional<Hint> shownExample() const { return m_shown; }
    bool hasExample(sudoku::Technique technique) const;
    bool isWorking() const { return m_jobs.isBusy(); }
    BoardView *exampleBoard() const { return m_board; }
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
    void showExample(sudoku::Technique technique, const std::optional<Hint> &hint);

    JobThread m_jobs;
    std::vector<glossaryexamples::Example> m_examples;
    QHash<int, std::optional<Hint>> m_found; // technique -> its example's step, once worked out
    std::optional<Hint> m_shown;

    QLineEdit *m_filter;
    QTreeWidget *m_list;
    QLabel *m_name;
    QLabel *m_level;
    QLabel *m_summary;
    QLabel *m_explanation;
    QLabel *m_note;
    QLabel *m_exampleTitle;
    GameModel *m_model;
    BoardView *m_board;
    QLabel *m_status;
    QLabel *m_step;
};
