// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/logic/rating.h"

#include <QString>

#include <array>
#include <optional>

// The levels a bundled puzzle is graded with (see resources/puzzles/README.md for the grading method).
enum class Difficulty : quint8 { Easy, Medium, Hard, Expert, Master, Extreme };

// Every level, easiest first: what sizes anything kept per level (its count is the list's, never written down).
inline constexpr std::array kDifficulties {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Expert,
    Difficulty::Master, Difficulty::Extreme};

// "easy", "medium", ...: the stable key used in files and settings, never translated.
QString difficultyKey(Difficulty difficulty);
std::optional<Difficulty> difficultyFromKey(const QString &key);
// The translated name shown to the player.
QString difficultyName(Difficulty difficulty);
// The level of a puzzle the engine rated (rating.h): its levels are the app's, in the same order. The one
// mapping from a Rating to a level, for the status bar, the Practise dialog and the puzzle list.
Difficulty difficultyOf(sudoku::Level level);
