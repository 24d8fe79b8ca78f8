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

// A technique's example as a picture: a small read-only BoardView on a GameModel of its own, showing the position
// just before the technique's first step in its example puzzle (glossaryexamples; for an example of the Applies
// kind, the first position where the technique applies, exampleMode()), the step drawn by the hint
// overlay and painter at the pattern stage. The step is worked out on the widget's worker thread the first time a
// technique is shown, and kept. Help > Techniques and the Practise dialog show their examples with it.
class ExampleBoard : public QWidget
{
    Q_OBJECT

public:
    enum class State : std::uint8_t {
        Empty, // no technique
        Working, // the step is being worked out: an empty board
        Missing, // the technique has no example: the board is hidden
        Shown, // the example is drawn
    };

    // The examples of `examples` (glossaryexamples::load; the app's own by default).
    explicit ExampleBoard(
        QWidget *parent = nullptr, const QString &examples = QString::fromLatin1(glossaryexamples::kResource));
    ~ExampleBoard() override;

    // Shows `technique`'s example (nothing for nullopt).
    void setTechnique(std::optional<sudoku::Technique> technique);
    std::optional<sudoku::Technique> technique() const { return m_technique; }
    State state() const { return m_state; }
    // The technique's example step, once shown (nullopt while it is worked out, or when there is none).
    const std::optional<Hint> &shownExample() const { return m_shown; }
    bool hasExample(sudoku::Technique technique) const;
    // The kind of the technique's example (Takes: just before its first step on the solve; Applies: where it first
    // applies); Takes when there is none.
    sudoku::SolveUntilMode exampleMode(sudoku::Technique technique) const;
    bool isWorking() const { return m_jobs.isBusy(); }
    BoardView *board() const { return m_board; }

Q_SIGNALS:
    void stateChanged(ExampleBoard::State state);

private:
    void show(sudoku::Technique technique, const std::optional<Hint> &hint);
    void setState(State state);
    const glossaryexamples::Example *exampleOf(sudoku::Technique technique) const;

    JobThread m_jobs;
    std::vector<glossaryexamples::Example> m_examples;
    QHash<int, std::optional<Hint>> m_found; // technique -> its example's step, once worked out
    std::optional<sudoku::Technique> m_technique;
    std::optional<Hint> m_shown;
    State m_state = State::Empty;
    GameModel *m_model;
    BoardView *m_board;
};
