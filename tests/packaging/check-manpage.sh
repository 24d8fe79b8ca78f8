#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The man page renders without a single groff warning and documents every command of sudoku-cli.
# usage: check-manpage.sh <man page>
set -eu
page=$1
errors=$(LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z "$page" 2>&1)
if [ -n "$errors" ]; then
    echo "groff warnings in $page:"
    echo "$errors"
    exit 1
fi
text=$(LC_ALL=C.UTF-8 MANWIDTH=80 man -l "$page" 2>&1)
for word in NAME SYNOPSIS DESCRIPTION solve count trace rate hint 'EXIT STATUS'; do
    echo "$text" | grep -q "$word" || { echo "$page does not mention '$word'"; exit 1; }
done
echo "ok: $page renders cleanly"
