// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocab/difficulty.h"

#include "sudoku/generate/generator.h"

#include <QDate>

// The daily puzzle: one per variant and level per day, the same for everyone, made by the engine's seeded generator.
//
// The seed is the date and the level written as one decimal number, YYYYMMDDL, with L the level's place in
// kDifficulties, from 1 (Easy) to 6 (Extreme): the Hard puzzle of 17 May 2024 has the seed 202405173. The puzzle is
// exactly the first one that
//
//   sudoku-cli generate --level hard --seed 202405173
//
// prints (symmetry rotate180, the default): the generator's randomness is specified bit for bit
// (sudoku/random.h), so every machine makes the same puzzle. A variant's daily puzzle has the same seed, with
// `--variant x` (hyper, jigsaw, killer) added: the variant New uses. The date is the player's local calendar date.
namespace daily
{

inline constexpr sudoku::Symmetry kSymmetry = sudoku::Symmetry::Rotate180;

// YYYYMMDDL as above; 0 for an invalid date.
quint64 seed(const QDate &date, Difficulty level);
// The seed the generator is made with: the first puzzle of a batch generated from seed() (generator.h).
quint64 generatorSeed(const QDate &date, Difficulty level);

} // namespace daily
