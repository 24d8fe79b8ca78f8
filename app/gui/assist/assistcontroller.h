// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/messagebar.h"
#include "workers/hintfinder.h"
#include "workers/solvejob.h"

#include <QObject>

#include <cstdint>
#include <optional>
#include <vector>

class GameModel;
class SolveController;

// The help the player can ask for, worked out on the worker thread: Hint, Check and Solve (with the
// solver chosen in the window), and Stop. Results are applied only if they still fit the board: a hint
// or a check made for a position the player has since changed is dropped.
//
// A hint comes in stages, as in Sudoku Explainer: Hint once shows the technique's name, again where to
// look (a house), again the cells, candidates and eliminations with the reasoning in words, and once more
// (or Apply) carries the step out as one undoable move. Any change to the board closes it. Mistakes on the
// board are pointed out instead of a hint, with an offer to fix them; when no technique applies, a digit
// from the solution is offered instead.
class AssistController : public QObject
{
    Q_OBJECT

public:
    AssistController(GameModel *model, SolveController *solver, QObject *parent = nullptr);

    sudoku::Algorithm solver() const { return m_algorithm; }
    void setSolver(sudoku::Algorithm algorithm) { m_algorithm = algorithm; }
    // Off while the game is paused or a puzzle is being entered; turning it off closes a hint.
    void setEnabled(bool on)
    {
        m_enabled = on;
        if (!on)
            closeHint();
    }
    // How the last Solve went ("Solved by dfs (1,234 nodes, 0.3 ms)."), for the completion message; written
    // in the language of the moment.
    const MessageBar::Text &solveReport() const { return m_solveReport; }

    void hint(); // a new hint, or the next stage of the one shown
    // Shows `hint` (a Step or Stuck hint worked out for the board as it is now) at its first stage.
    void present(const Hint &hint);
    void applyHint();
    void closeHint();
    const std::optional<Hint> &currentHint() const { return m_hint; }
    // The techniques hints may use (all by default).
    void setHintTechniques(sudoku::TechniqueSet techniques) { m_hintTechniques = techniques; }
    int hintStage() const { return m_hint ? m_stage : 0; }
    // A forcing chain or net is shown one branch at a time in the third stage: the view shown (a branch,
    // or after the last the conclusion) and how many there are (1 for any other hint).
    int hintView() const { return m_hint ? m_view : 0; }
    int hintViewCount() const;
    void showBranch(int delta); // the previous (-1) or next (+1) view of the third stage
    void check();
    void solve();
    void stop();
    // A search's figures in the language's numbers: "1,234 nodes, 0.3 ms", "1.234 Knoten, 0,3 ms".
    static QString statsText(double ms, std::uint64_t nodes);

Q_SIGNALS:
    // What to tell the player; `stillTrue` says while it holds (MessageBar::showMessage).
    void notice(MessageBar::Level level, const MessageBar::Text &text, const QList<MessageBar::Button> &buttons,
        const MessageBar::While &stillTrue = {});
    void selectRequested(int cell);
    void workChanged(const QString &text); // what the worker is doing, empty when idle
    void hintChanged(); // a hint was shown, went to its next stage, or closed

private:
    void start(JobKind kind, sudoku::Algorithm algorithm);
    hintfinder::Notes notes() const; // the player's pencil marks, as a hint or check sees them
    void onJobFinished(const SolveOutcome &outcome);
    void onSolved(const SolveOutcome &outcome);
    void onHint(const SolveOutcome &outcome);
    void onChecked(const SolveOutcome &outcome);
    void onProgress(quint64 jobId, quint64 nodes, qint64 elapsedMs);
    // How long a message stands: while the board is as it is now, while the same puzzle is played, while one
    // of `cells` is still marked wrong.
    MessageBar::While sameBoard() const;
    MessageBar::While samePuzzle() const;
    MessageBar::While whileMarked(const std::vector<int> &cells) const;

    GameModel *m_model;
    SolveController *m_solver;
    sudoku::Algorithm m_algorithm = sudoku::Algorithm::Dfs;
    bool m_enabled = true;
    MessageBar::Text m_solveReport;
    std::optional<Hint> m_hint; // the hint being shown, for the position at m_hintRevision
    sudoku::TechniqueSet m_hintTechniques = sudoku::TechniqueSet::all();
    quint64 m_hintRevision = 0;
    int m_stage = 0;
    int m_view = 0;
};
