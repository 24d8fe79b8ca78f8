// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workers/hintfinder.h"
#include "workers/jobthread.h"

#include <QObject>

#include "sudoku/logic/rating.h"

#include <optional>
#include <vector>

class GameModel;

// What a learner can look at besides the hint, worked out on a thread of its own (a JobThread, so the GUI
// never waits): every step that applies to the position (All Steps), the whole logical solution from it
// (Solution Path) and the difficulty of what is left (the rating of the position as a puzzle of its own: its
// digits as givens). Each is worked out only while it is wanted (its panel open, the status bar's figure on),
// again after every change of the board; one made for a position the player has since left is dropped.
//
// Applying a step, or playing the path up to a step, is one undoable move, as a hint's Apply is.
class StepsController : public QObject
{
    Q_OBJECT

public:
    // Where a list stands.
    enum class State : quint8 {
        Off, // not wanted, or no game in play (entering a puzzle, paused)
        Working, // being worked out for the position on the board
        Ready, // made for the position on the board
        Mistakes, // the board contradicts the solution: steps found on it would teach the wrong thing
    };

    explicit StepsController(GameModel *model, QObject *parent = nullptr);
    ~StepsController() override;

    void setStepsWanted(bool on);
    void setPathWanted(bool on);
    void setLeftWanted(bool on);
    void setPaused(bool paused);

    State stepsState() const { return m_stepsState; }
    State pathState() const { return m_pathState; }
    State leftState() const { return m_leftState; }
    // The rating of what is left, when leftState() is Ready.
    const std::optional<sudoku::Rating> &left() const { return m_left; }
    const std::vector<hintfinder::StepChoice> &steps() const { return m_steps; }
    const std::vector<Hint> &path() const { return m_path; }
    // The path ends with the grid solved (not stuck where no technique applies).
    bool pathSolves() const { return m_pathSolves; }

    // Carries out steps()[index], or the path's steps up to and including `index`, as one move.
    void applyStep(int index);
    void playPathTo(int index);
    // Plays `path` (found on the position of `model`) up to and including step `last` into the game as one
    // undoable move, counted as help: what playPathTo does, and the Practise dialog's Learn mode with the steps
    // before the technique, which also writes the candidates of every empty cell (`everyNote`; then `last` may
    // be -1, the technique being the first step: the notes alone, not counted as help).
    static void playPath(GameModel *model, const std::vector<Hint> &path, int last, bool everyNote = false);
    // The path as text, one step a line: its number, technique, effect and why ("3. Hidden Single: Place 7 in
    // r3c5. In box 2, 7 can only go in r3c5."), in the language of the moment.
    QString pathText() const;
    // The path in HoDoKu's library format, one line a step (its position, the technique's code, what it removes or
    // places), which HoDoKu and `sudoku-cli hint` read back; empty for a variant, which a library line cannot hold.
    QString pathLibraryLines() const;

    JobThread *jobs() { return &m_jobs; }
    const GameModel *model() const { return m_model; }

Q_SIGNALS:
    void stepsChanged(); // the list, or its state, changed
    void pathChanged();
    void leftChanged();

private:
    void refresh(); // the board changed, or what is wanted did

    GameModel *m_model;
    JobThread m_jobs;
    bool m_stepsWanted = false;
    bool m_pathWanted = false;
    bool m_leftWanted = false;
    bool m_paused = false;
    State m_stepsState = State::Off;
    State m_pathState = State::Off;
    State m_leftState = State::Off;
    std::optional<sudoku::Rating> m_left;
    std::vector<hintfinder::StepChoice> m_steps;
    std::vector<Hint> m_path;
    bool m_pathSolves = false;
};
