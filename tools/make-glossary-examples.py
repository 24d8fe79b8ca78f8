#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes resources/glossary/examples.txt: one example puzzle per technique for Help > Techniques.

Every puzzle comes from this project's own generator (`sudoku-cli generate`, fixed seeds, so the file can be
made again), is rated by `sudoku-cli rate`, and is kept for each technique its easiest-step solve uses. Of the
puzzles that use a technique, the one with the fewest steps in all is written (a short solve: the position
the glossary draws, just before the technique's first step, is reached quickly). The Killer techniques come
from generated Killer puzzles, written in the project's variant line format (K:<givens>:<cages>:<sums>).

Usage: tools/make-glossary-examples.py SUDOKU-CLI > resources/glossary/examples.txt

A technique the search does not meet gets no line: the glossary explains it without a picture.
"""

import subprocess
import sys

# (variant, level, count, seed): batches in the order they are searched. Rare techniques (Master, Extreme)
# get the most puzzles; the Killer techniques come from killers of the levels that use them.
BATCHES = [
    ("classic", "easy", 20, 1),
    ("classic", "medium", 50, 1),
    ("classic", "hard", 200, 1),
    ("classic", "expert", 2000, 1),
    ("classic", "master", 6000, 1),
    ("classic", "master", 12000, 2),
    ("classic", "extreme", 120, 1),
    ("killer", "medium", 10, 1),
    ("killer", "hard", 10, 1),
]


def run(cli, args, stdin=None):
    result = subprocess.run([cli] + args, input=stdin, capture_output=True, text=True, check=False)
    if result.returncode not in (0, 1):
        sys.exit(f"{cli} {' '.join(args)} failed: {result.stderr}")
    return result.stdout


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    cli = sys.argv[1]
    best = {}  # technique id -> (total steps, order found, puzzle)
    order = 0
    for variant, level, count, seed in BATCHES:
        puzzles = run(cli, ["generate", "--variant", variant, "--level", level, "--count", str(count),
                            "--seed", str(seed), "--jobs", "2"]).split("\n")
        puzzles = [p for p in puzzles if p.strip()]
        ratings = run(cli, ["rate", "--jobs", "2"], "\n".join(puzzles) + "\n").split("\n")
        for puzzle, rating in zip(puzzles, ratings):
            uses = {}
            for word in rating.split()[2:]:
                if "=" in word:
                    technique, n = word.split("=", 1)
                    if technique != "stuck":
                        uses[technique] = int(n)
            total = sum(uses.values())
            for technique in uses:
                order += 1
                if technique not in best or total < best[technique][0]:
                    best[technique] = (total, order, puzzle)
        print(f"{variant} {level}: {len(puzzles)} puzzles, {len(best)} techniques so far", file=sys.stderr)
    print("# One example per technique for Help > Techniques: '<technique id> <puzzle>', the puzzle in the")
    print("# format sudoku-cli reads. Made by tools/make-glossary-examples.py from this project's generator;")
    print("# the glossary shows the position just before the technique's first step in the puzzle's solve.")
    for technique, (_, found, puzzle) in sorted(best.items(), key=lambda item: item[1][1]):
        print(f"{technique} {puzzle}")


if __name__ == "__main__":
    main()
