// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

// How pencil marks are written and shown (a preference).
enum class NotesStyle : quint8 {
    // Each digit in its place in a 3x3 grid of the cell; Shift or Ctrl with a digit writes a pencil mark.
    Positional,
    // Snyder notation: corner marks (Shift+digit; "the digit is in one of these cells of the box") round the
    // edge of the cell, and centre marks (Ctrl+digit or notes mode; the cell's candidates) across its middle.
    Snyder,
};

// Which way a digit was asked for, before the game's rules (notes mode, notes style, colouring, digit first)
// decide what it does.
enum class DigitInput : quint8 {
    Plain, // a digit key, a left click on the pad or the board
    Shift, // with Shift: a pencil mark (a corner mark in Snyder notation); while colouring, a candidate
    Ctrl, // with Ctrl, or a right click: a pencil mark (a centre mark in Snyder notation); while colouring, a candidate
};
