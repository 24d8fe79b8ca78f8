#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Rebuilds pack.txt with puzzles of the project's own generator (`sudoku-cli generate --level L`), each
# checked against the engine's own rating (`sudoku-cli rate`, the rating the app shows), so a pack puzzle's
# level is exactly what the status bar says. Reproducible: each level has a seed of its own, and the same seed
# gives the same puzzles on every machine, whatever the number of threads.
#
#   resources/puzzles/make-pack.sh build/release/app/cli/sudoku-cli > resources/puzzles/pack.txt
set -euo pipefail
cli=${1:?usage: make-pack.sh SUDOKU-CLI}
per_level=24
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

# level  seed
levels=(
    "easy 1"
    "medium 2"
    "hard 3"
    "expert 4"
    "master 5"
    "extreme 6"
)

echo "# Sudoku puzzle pack: level, puzzle (81 cells, '.' = empty), source (generated:seed=S:N is the N-th puzzle"
echo "# of sudoku-cli generate --level LEVEL --seed S). Made by resources/puzzles/make-pack.sh; see README.md there."
for entry in "${levels[@]}"; do
    read -r level seed <<<"$entry"
    "$cli" generate --level "$level" --count "$per_level" --seed "$seed" --jobs 0 >"$tmp"
    # rate prints "Level score techniques..." per puzzle, in input order
    "$cli" rate --jobs 0 "$tmp" | paste -d' ' - "$tmp" |
        awk -v want="$level" -v seed="$seed" '
            tolower($1) != want { print "puzzle " NR " of seed " seed " rates " $1 ", not " want > "/dev/stderr"; exit 1 }
            { print want, $NF, "generated:seed=" seed ":" NR }'
done
