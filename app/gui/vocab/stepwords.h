// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/logic/text.h"

#include <QString>
#include <QStringList>

// The engine's words (sudoku/logic/text.h) in the player's language: a sentence's source looked up in the
// translations, its slots filled with translated houses and lists. The engine writes each sentence once, in
// English; this is the one place the app renders them.
namespace stepwords
{

QString text(const sudoku::TextValue &value);
QString source(const sudoku::TextSource &source); // a name or a sentence as it is, translated
QString all(const QStringList &items); // "r1c2, r1c5 and r3c4"
QString any(const QStringList &items); // "r1c2=5, r1c2=7 or r1c2=8"

} // namespace stepwords
