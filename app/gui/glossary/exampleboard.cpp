// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossary/exampleboard.h"

#include "board/boardview.h"
#include "board/hintoverlay.h"
#include "game/gamemodel.h"
#include "vocab/hintbranches.h"

#include <QVBoxLayout>

#include <algorithm>

ExampleBoard::ExampleBoard(QWidget *parent, const QString &examples)
    : QWidget(parent)
    , m_jobs(QStringLiteral("example"))
    , m_examples(glossaryexamples::load(examples))
    , m_model(new GameModel(this))
    , m_board(new BoardView(m_model, this))
{
    m_board->showAsPicture();
    m_board->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_board);
    setVisible(false);
}

ExampleBoard::~ExampleBoard()
{
    m_jobs.shutdown();
}

const glossaryexamples::Example *ExampleBoard::exampleOf(sudoku::Technique technique) const
{
    const auto example = std::find_if(m_examples.begin(), m_examples.end(),
        [technique](const glossaryexamples::Example &e) { return e.technique == technique; });
    return example == m_examples.end() ? nullptr : &*example;
}

bool ExampleBoard::hasExample(sudoku::Technique technique) const
{
    return exampleOf(technique) != nullptr;
}

sudoku::SolveUntilMode ExampleBoard::exampleMode(sudoku::Technique technique) const
{
    const glossaryexamples::Example *example = exampleOf(technique);
    return example ? example->mode : sudoku::SolveUntilMode::Takes;
}

void ExampleBoard::setState(State state)
{
    m_state = state;
    // Without an example there is no picture: the widget gives its room back.
    setVisible(state == State::Working || state == State::Shown);
    Q_EMIT stateChanged(state);
}

void ExampleBoard::setTechnique(std::optional<sudoku::Technique> technique)
{
    m_technique = technique;
    m_shown.reset();
    if (!technique) {
        m_jobs.cancel();
        m_model->loadPuzzle(sudoku::Board {}, {});
        m_board->setHintOverlay({});
        setState(State::Empty);
        return;
    }
    const int key = static_cast<int>(*technique);
    if (m_found.contains(key)) {
        show(*technique, m_found.value(key));
        return;
    }
    const glossaryexamples::Example *example = exampleOf(*technique);
    if (!example) {
        show(*technique, std::nullopt);
        return;
    }
    // An empty board until the step is known, not the last technique's picture under this one's words.
    m_model->loadPuzzle(sudoku::Board {}, {});
    m_board->setHintOverlay({});
    m_board->setEnabled(false);
    setState(State::Working);
    m_jobs.start([this, example = *example](JobThread::Job &job) {
        std::optional<Hint> hint = glossaryexamples::firstStep(example, job.stopToken());
        if (job.stopRequested())
            return;
        job.finish([this, technique = example.technique, hint = std::move(hint)] {
            m_found.insert(static_cast<int>(technique), hint);
            if (m_technique == technique)
                show(technique, hint);
        });
    });
}

void ExampleBoard::show(sudoku::Technique technique, const std::optional<Hint> &hint)
{
    m_shown = hint;
    m_board->setEnabled(true);
    const glossaryexamples::Example *example = exampleOf(technique);
    if (!hint || !example) {
        m_shown.reset();
        m_model->loadPuzzle(sudoku::Board {}, {});
        m_board->setHintOverlay({});
        setState(State::Missing);
        return;
    }
    // The position: the puzzle's givens, and the digits the steps before this one placed as entries.
    m_model->loadPuzzle(example->puzzle, {});
    for (int cell = 0; cell < sudoku::kCellCount; ++cell) {
        if (hint->digits[cell] != 0 && !example->puzzle.isGiven(cell))
            m_model->enterDigit(cell, hint->digits[cell]);
    }
    m_board->setHintOverlay(HintOverlay::of(*hint, 3, hintbranches::viewCount(hint->step) - 1));
    setState(State::Shown);
}
