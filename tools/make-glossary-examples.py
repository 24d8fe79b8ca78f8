#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes resources/glossary/examples.txt: one example puzzle per technique for Help > Techniques.

Every puzzle comes from this project's own generator (`sudoku-cli generate`, fixed seeds, so the file can be
made again), is rated by `sudoku-cli rate`, and is kept for each technique its easiest-step solve uses. Of the
puzzles that use a technique, the one with the fewest steps in all is written (a short solve: the position
the glossary draws, just before the technique's first step, is reached quickly). The Killer techniques come
from generated Killer puzzles, written in the project's variant line format (K:<givens>:<cages>:<sums>).

Usage: tools/make-glossary-examples.py SUDOKU-CLI > resources/glossary/examples.txt

A classic technique no solve in that search takes (an easier step always comes first: the dual patterns, Siamese
fish, Remote Pair, ...) gets an example of the other kind, a line '<technique id> <puzzle> applies': the glossary
shows the first position of the puzzle's easiest-step solve where the technique applies (`sudoku-cli hint
--technique`), though the solve takes an easier step there. Those come from APPLIES_BATCHES, generated the same way
(fixed seeds); of the puzzles where the technique applies, the one where it applies after the fewest steps is
written (then the first one met). The search goes on from batch to batch only while techniques are left.

Usage: tools/make-glossary-examples.py SUDOKU-CLI > resources/glossary/examples.txt
       tools/make-glossary-examples.py SUDOKU-CLI --missing-from FILE > NEW-FILE

--missing-from FILE takes the solve-takes lines of FILE (an earlier output of this script) as they are instead of
searching BATCHES again (5 to 15 minutes on 2 cores), and searches only the applies examples of the techniques
they lack: the same output as a whole run, as long as BATCHES and the generator have not changed since FILE was
made (checked for this file: a whole run gave it byte for byte). Write to another file and move it over FILE
after: the shell empties its output file before the script reads FILE.

A technique neither search meets gets no line: the glossary explains it without a picture.
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
    ("killer", "expert", 10, 1),
]

# (variant, level, count, seed): the batches searched for the applies examples, in this order.
APPLIES_BATCHES = [
    ("classic", "master", 300, 11),
    ("classic", "master", 1500, 12),
]


def run(cli, args, stdin=None):
    result = subprocess.run([cli] + args, input=stdin, capture_output=True, text=True, check=False)
    if result.returncode not in (0, 1):
        sys.exit(f"{cli} {' '.join(args)} failed: {result.stderr}")
    return result.stdout


def search_takes(cli):
    """'<id> <puzzle>' lines: for each technique the solves take, the puzzle with the fewest steps in all."""
    best = {}
    order = 0
    for variant, level, count, seed in BATCHES:
        puzzles = generate(cli, variant, level, count, seed)
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
    return [f"{technique} {puzzle}" for technique, (_, _, puzzle) in sorted(best.items(), key=lambda item: item[1][1])]


def generate(cli, variant, level, count, seed):
    puzzles = run(cli, ["generate", "--variant", variant, "--level", level, "--count", str(count),
                        "--seed", str(seed), "--jobs", "2"]).split("\n")
    return [p for p in puzzles if p.strip()]


def search_applies(cli, missing):
    """For the classic techniques in `missing` (in the technique order): '<id> <puzzle> applies' lines."""
    best = {}  # technique id -> (steps before the position, puzzle)
    for variant, level, count, seed in APPLIES_BATCHES:
        left = [t for t in missing if t not in best]
        if not left:
            break
        puzzles = generate(cli, variant, level, count, seed)
        answers = run(cli, ["hint", "--technique", ",".join(left), "--jobs", "2"],
                      "\n".join(puzzles) + "\n").split("\n")
        for puzzle, answer in zip(puzzles, answers):
            for word in answer.split():
                technique, steps = word.split("=", 1)
                if steps != "-" and (technique not in best or int(steps) < best[technique][0]):
                    best[technique] = (int(steps), puzzle)
        print(f"{variant} {level} (applies): {len(puzzles)} puzzles, {len(best)} of {len(missing)} techniques",
              file=sys.stderr)
    for technique in missing:
        if technique not in best:
            print(f"no example of {technique}", file=sys.stderr)
    return [f"{technique} {best[technique][1]} applies" for technique in missing if technique in best]


def main():
    args = sys.argv[1:]
    if len(args) not in (1, 3) or (len(args) == 3 and args[1] != "--missing-from"):
        sys.exit(__doc__)
    cli = args[0]
    if len(args) == 3:
        with open(args[2], encoding="utf-8") as existing:
            takes = [line.strip() for line in existing
                     if line.strip() and not line.startswith("#") and not line.strip().endswith(" applies")]
    else:
        takes = search_takes(cli)
    have = {line.split()[0] for line in takes}
    classic = [line.split("\t")[0] for line in run(cli, ["practise", "--list"]).split("\n") if line.strip()]
    applies = search_applies(cli, [t for t in classic if t not in have])
    print("# One example per technique for Help > Techniques: '<technique id> <puzzle>', the puzzle in the")
    print("# format sudoku-cli reads. Made by tools/make-glossary-examples.py from this project's generator;")
    print("# the glossary shows the position just before the technique's first step in the puzzle's solve,")
    print("# or for a line ending in 'applies' the first position of the solve where the technique applies.")
    for line in takes + applies:
        print(line)


if __name__ == "__main__":
    main()
