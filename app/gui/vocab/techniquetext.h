// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sudoku/generate/generator.h"
#include "sudoku/logic/logic.h"
#include "sudoku/logic/rating.h"

#include <QString>

// The one place where the engine's enums become words the player reads. The engine keeps English names
// for files and the command line (techniqueName, levelName, symmetryName); the GUI shows these instead,
// translated through the "TechniqueText" context of the .ts files.
namespace techniquetext
{

QString technique(sudoku::Technique technique); // "Hidden Single" / "隐性唯一"
QString level(sudoku::Level level); // "Hard" / "困难"
QString symmetry(sudoku::Symmetry symmetry); // "Half turn (180°)" / "中心对称（旋转 180°）"
QString variant(sudoku::Variant variant); // "Killer" / "杀手数独"

} // namespace techniquetext
