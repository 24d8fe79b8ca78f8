// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which helpers the board shows; each can be switched off in the preferences.
struct HighlightOptions {
    bool houses = true; // row, column and box of the selected cell
    bool sameDigit = true; // every cell (and note) holding the selected cell's digit
    bool conflicts = true; // digits repeated in a house

    friend bool operator==(const HighlightOptions &, const HighlightOptions &) = default;
};
