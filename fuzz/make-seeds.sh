#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Rewrites the seeds of fuzz/corpus that hold puzzles, from puzzles the project makes itself (seeded, so the
# output is the same every time): the HoDoKu harness's steps-* are lines `sudoku-cli rate --steps` prints for
# generated puzzles, one for each technique code met; the puzzle reader's lines, poj3074-end,
# line-too-many-cells and judge-* hold generated puzzles and the judge samples of tests/data/judge. The
# other seeds (odd bytes, escapes, broken game files) are written by hand and left alone.
#
#   fuzz/make-seeds.sh build/release/app/cli/sudoku-cli
set -euo pipefail
cli=$(realpath "${1:?usage: make-seeds.sh SUDOKU-CLI}")
cd "$(dirname "$0")"
hodoku=corpus/hodoku
reader=corpus/puzzlereader
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# HoDoKu library lines: six puzzles of each level, every step of their solves, and the last line of each
# technique code (late in a solve: placed digits and deleted candidates in the position).
for level in easy medium hard expert master extreme; do
    "$cli" generate --level "$level" --count 6 --seed 27
done >"$tmp/puzzles.txt"
"$cli" rate --steps "$tmp/puzzles.txt" | grep '^:' >"$tmp/steps.txt"
rm -f "$hodoku"/steps-*
awk -F: '{ last[$2] = $0 } END { for (code in last) print code, last[code] }' "$tmp/steps.txt" | sort |
    while read -r code line; do
        printf '%s\n' "$line" >"$hodoku/steps-$code"
    done

# The puzzle reader: the first byte of a seed picks the block size of the streamed read.
"$cli" generate --level easy --count 5 --seed 1 >"$tmp/easy.txt"
"$cli" generate --level extreme --count 3 --seed 2 >"$tmp/extreme.txt"
{
    printf '\a'
    cat "$tmp/easy.txt"
} >"$reader/lines"
{
    printf '!# comment\n'
    "$cli" rate "$tmp/extreme.txt" | paste -d' ' "$tmp/extreme.txt" - | awk '{ print $1, "rating", $3 }'
    printf 'end\nignored\n'
} >"$reader/poj3074-end"
{
    printf '\021%s5:1:\n' "$(head -n 1 "$tmp/easy.txt")"
    printf '0%.0s' {1..300}
    printf '\n'
} >"$reader/line-too-many-cells"
for judge in p1784 poj2676 poj3074; do
    {
        printf 'A'
        cat "../tests/data/judge/$judge.in"
    } >"$reader/judge-$judge"
done
