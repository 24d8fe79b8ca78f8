#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Killer generation against Simon Tatham's Solo (Debian's sgt-puzzles), timed in the same run (issue 21: at
# least 10x faster than Solo's generator at a comparable difficulty).
#
#   bench/solo-killer.sh [--cli PATH] [--count N] [--rounds R] [--solo "t b i a"] [--levels "medium hard"]
#
# Each round, alternating: `sgt-solo --generate N 3x3kdD` for each of Solo's difficulties D (t trivial,
# b basic, i intermediate, a advanced, e extreme: an extreme killer takes Solo seconds, so it is left out
# unless asked for), then `sudoku-cli generate --variant killer --level L --count N --seed ROUND` for each of
# our levels L. Times are the processes' CPU time (user + system, so other processes on the machine matter
# less), per puzzle; the tables give the median over the rounds.
#
# "Comparable difficulty": Solo's puzzles of the first round are rated by `sudoku-cli rate`, and the time we
# take for the same mix of levels (the fraction of Solo's puzzles at each of our levels times our time a
# puzzle at that level) is set against Solo's. A level of the mix we did not time reads "n/a": add it to
# --levels. Solo's killers have no givens; ours at a level keep a few when that holds the level (the table
# counts the puzzles without givens).
#
# Needs an X server for sgt-solo (it runs itself under xvfb-run when DISPLAY is not set) and GNU time.

set -euo pipefail

cli=build/release/app/cli/sudoku-cli
count=50
rounds=3
solo_levels="t b i a"
our_levels="medium hard"
while [ $# -gt 0 ]; do
    case "$1" in
    --cli) cli=$2; shift 2 ;;
    --count) count=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --solo) solo_levels=$2; shift 2 ;;
    --levels) our_levels=$2; shift 2 ;;
    -h | --help) sed -n '4,20p' "$0"; exit 0 ;;
    *) echo "solo-killer.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

solo=$(command -v sgt-solo || echo /usr/games/sgt-solo)
for tool in "$solo" "$cli" /usr/bin/time; do
    if [ ! -x "$tool" ]; then
        echo "solo-killer.sh: $tool not found (sgt-solo: apt-get install sgt-puzzles; GNU time: apt-get install time)" >&2
        exit 2
    fi
done
if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a "$0" --cli "$cli" --count "$count" --rounds "$rounds" --solo "$solo_levels" --levels "$our_levels"
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# timed NAME COMMAND...: runs COMMAND with its stdout in $tmp/NAME.txt and appends its CPU ms a puzzle to
# $tmp/NAME.ms. A failed command ends the benchmark: a time of nothing would be a lie.
timed() {
    local name=$1
    shift
    if ! /usr/bin/time -f '%U %S' -o "$tmp/time" "$@" >"$tmp/$name.txt" 2>"$tmp/$name.err"; then
        echo "solo-killer.sh: '$*' failed:" >&2
        cat "$tmp/$name.err" >&2
        exit 1
    fi
    local made
    made=$(grep -c . "$tmp/$name.txt" || true)
    if [ "$made" -ne "$count" ]; then
        echo "solo-killer.sh: '$*' made $made puzzles, not $count" >&2
        exit 1
    fi
    tail -n 1 "$tmp/time" | awk -v n="$count" '{ printf "%.3f\n", ($1 + $2) * 1000 / n }' >>"$tmp/$name.ms"
}

median() { sort -g "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Our level of each puzzle of a file, as "Level count" lines.
levels_of() { "$cli" rate "$1" 2>/dev/null | awk '{ n[$1]++ } END { for (l in n) print l, n[l] }' | sort; }

for round in $(seq 1 "$rounds"); do
    for d in $solo_levels; do
        timed "solo_$d" "$solo" --generate "$count" "3x3kd$d"
        [ "$round" -eq 1 ] && levels_of "$tmp/solo_$d.txt" >"$tmp/solo_$d.levels"
    done
    for level in $our_levels; do
        timed "ours_$level" "$cli" generate --variant killer --level "$level" --count "$count" --seed "$round"
        if [ "$round" -eq 1 ]; then
            grep -c '^K:\.\{81\}:' "$tmp/ours_$level.txt" >"$tmp/ours_$level.nogivens" || true # none: 0
        fi
    done
done

echo "CPU: $(lscpu | sed -n 's/^Model name: *//p' | head -n 1); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$count puzzles a command, $rounds rounds; CPU ms a puzzle, median over the rounds"
echo
echo "| ours: level | ms a puzzle | without givens |"
echo "|---|---:|---:|"
declare -A ours
for level in $our_levels; do
    ours[$level]=$(median "$tmp/ours_$level.ms")
    echo "| $level | ${ours[$level]} | $(cat "$tmp/ours_$level.nogivens" 2>/dev/null || echo 0) of $count |"
done
echo
echo "| Solo: difficulty | Solo ms a puzzle | our levels of Solo's puzzles | ours at that mix, ms | Solo / ours |"
echo "|---|---:|---|---:|---:|"
for d in $solo_levels; do
    solo_ms=$(median "$tmp/solo_$d.ms")
    mix=$(awk '{ printf "%s%s %d", sep, $1, $2; sep = ", " }' "$tmp/solo_$d.levels")
    ours_ms=0
    while read -r level n; do
        key=$(echo "$level" | tr '[:upper:]' '[:lower:]')
        if [ -z "${ours[$key]:-}" ]; then
            ours_ms=n/a
            break
        fi
        ours_ms=$(awk -v a="$ours_ms" -v t="${ours[$key]}" -v n="$n" -v c="$count" 'BEGIN { printf "%.3f", a + t * n / c }')
    done <"$tmp/solo_$d.levels"
    ratio=$(awk -v s="$solo_ms" -v o="$ours_ms" 'BEGIN { if (o == "n/a" || o == 0) print "n/a"; else printf "%.1fx", s / o }')
    echo "| $d | $solo_ms | $mix | $ours_ms | $ratio |"
done
