#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Builds pack.txt, the bundled puzzle pack, from the public puzzle sets in ../shared/data.

Grading: the hardest technique a player needs, on a fixed ladder, found by applying the techniques of the
lowest level until stuck and moving up a level only when nothing lower applies (see README.md):

  easy     full house and hidden single
  medium   + naked single
  hard     + locked candidates (pointing, claiming), naked and hidden pairs
  expert   + naked and hidden triples, X-Wing, Swordfish, XY-Wing
  extreme  none of the above suffices: the puzzle needs chains or trial and error

Usage: grade.py DATA_DIR > pack.txt     (deterministic: fixed seed, fixed source order)
       grade.py --grade FILE             prints "level puzzle" for every puzzle of FILE
"""
import itertools
import random
import sys

LEVELS = ["easy", "medium", "hard", "expert", "extreme"]
ROWS = [[r * 9 + c for c in range(9)] for r in range(9)]
COLS = [[r * 9 + c for r in range(9)] for c in range(9)]
BOXES = [[(b // 3 * 3 + i // 3) * 9 + b % 3 * 3 + i % 3 for i in range(9)] for b in range(9)]
HOUSES = ROWS + COLS + BOXES
PEERS = [set().union(*[set(h) for h in HOUSES if c in h]) - {c} for c in range(81)]


class Grid:
    def __init__(self, line):
        self.values = [int(ch) if ch in "123456789" else 0 for ch in line[:81]]
        self.cands = [set() if v else set(range(1, 10)) for v in self.values]
        for c, v in enumerate(self.values):
            if v:
                for p in PEERS[c]:
                    self.cands[p].discard(v)

    def place(self, cell, digit):
        self.values[cell] = digit
        self.cands[cell] = set()
        for p in PEERS[cell]:
            self.cands[p].discard(digit)

    def solved(self):
        return all(self.values)

    def broken(self):
        return any(not v and not c for v, c in zip(self.values, self.cands))


# Each technique returns True when it made progress (a placement or an elimination).
def full_house(g):
    for h in HOUSES:
        empty = [c for c in h if not g.values[c]]
        if len(empty) == 1 and len(g.cands[empty[0]]) == 1:
            g.place(empty[0], next(iter(g.cands[empty[0]])))
            return True
    return False


def hidden_single(g):
    for h in HOUSES:
        for d in range(1, 10):
            spots = [c for c in h if d in g.cands[c]]
            if len(spots) == 1:
                g.place(spots[0], d)
                return True
    return False


def naked_single(g):
    for c in range(81):
        if not g.values[c] and len(g.cands[c]) == 1:
            g.place(c, next(iter(g.cands[c])))
            return True
    return False


def eliminate(g, cells, digits):
    changed = False
    for c in cells:
        if g.cands[c] & digits:
            g.cands[c] -= digits
            changed = True
    return changed


def locked_candidates(g):
    for b in BOXES:
        for d in range(1, 10):
            spots = [c for c in b if d in g.cands[c]]
            if len(spots) < 2:
                continue
            for line in ROWS + COLS:
                if all(c in line for c in spots) and eliminate(g, [c for c in line if c not in b], {d}):
                    return True
    for line in ROWS + COLS:
        for d in range(1, 10):
            spots = [c for c in line if d in g.cands[c]]
            if len(spots) < 2:
                continue
            for b in BOXES:
                if all(c in b for c in spots) and eliminate(g, [c for c in b if c not in line], {d}):
                    return True
    return False


def naked_subset(g, size):
    for h in HOUSES:
        empty = [c for c in h if not g.values[c]]
        for combo in itertools.combinations(empty, size):
            digits = set().union(*[g.cands[c] for c in combo])
            if len(digits) == size and eliminate(g, [c for c in empty if c not in combo], digits):
                return True
    return False


def hidden_subset(g, size):
    for h in HOUSES:
        digits = [d for d in range(1, 10) if any(d in g.cands[c] for c in h)]
        for combo in itertools.combinations(digits, size):
            cells = [c for c in h if g.cands[c] & set(combo)]
            if len(cells) == size:
                if eliminate(g, cells, set(range(1, 10)) - set(combo)):
                    return True
    return False


def fish(g, size):
    for d in range(1, 10):
        for base, cover in ((ROWS, COLS), (COLS, ROWS)):
            lines = [(i, {cover_i for cover_i, cl in enumerate(cover) for c in base[i] if d in g.cands[c] and c in cl})
                     for i in range(9)]
            lines = [(i, s) for i, s in lines if 2 <= len(s) <= size]
            for combo in itertools.combinations(lines, size):
                covers = set().union(*[s for _, s in combo])
                if len(covers) != size:
                    continue
                base_cells = set().union(*[set(base[i]) for i, _ in combo])
                targets = [c for j in covers for c in cover[j] if c not in base_cells]
                if eliminate(g, targets, {d}):
                    return True
    return False


def xy_wing(g):
    pairs = [c for c in range(81) if len(g.cands[c]) == 2]
    for pivot in pairs:
        x, y = sorted(g.cands[pivot])
        wings = [c for c in pairs if c in PEERS[pivot]]
        for a in wings:
            for b in wings:
                if a >= b:
                    continue
                ca, cb = g.cands[a], g.cands[b]
                for p, q in ((x, y), (y, x)):
                    if p in ca and q in cb:
                        z = (ca - {p})
                        if len(z) == 1 and z == cb - {q} and not (z & {x, y}):
                            if eliminate(g, list(PEERS[a] & PEERS[b] - {pivot}), z):
                                return True
    return False


LADDER = [
    [full_house, hidden_single],
    [naked_single],
    [locked_candidates, lambda g: naked_subset(g, 2), lambda g: hidden_subset(g, 2)],
    [lambda g: naked_subset(g, 3), lambda g: hidden_subset(g, 3), lambda g: fish(g, 2), lambda g: fish(g, 3), xy_wing],
]


def grade(line):
    g = Grid(line)
    hardest = 0
    while not g.solved():
        if g.broken():
            return None
        for level, techniques in enumerate(LADDER):
            if any(t(g) for t in techniques):
                hardest = max(hardest, level)
                break
        else:
            return "extreme"
    return LEVELS[hardest]


def read(path):
    with open(path) as f:
        return [l.split()[0] for l in f if len(l.strip()) >= 81 and not l.startswith("#")]


# Sources sampled (with one seeded generator, in this order) and, per level, the sets a level takes its
# puzzles from, in order of preference: newspaper-style puzzles for the easy end, the classic hard sets for
# the hard end.
SOURCES = [
    ("kaggle_10k.txt", 600),
    ("17_clue.txt", 1200),
    ("magictour_top1465.txt", 400),
    ("forum_hardest_1905_11plus_10k.txt", 60),
]
PREFERENCE = {
    "easy": ["kaggle_10k.txt"],
    "medium": ["kaggle_10k.txt", "17_clue.txt"],
    "hard": ["17_clue.txt", "magictour_top1465.txt"],
    "expert": ["magictour_top1465.txt", "17_clue.txt"],
    "extreme": ["forum_hardest_1905_11plus_10k.txt", "magictour_top1465.txt"],
}
PER_LEVEL = 24


def main():
    if sys.argv[1] == "--grade":
        for line in read(sys.argv[2]):
            print(grade(line), line)
        return
    data = sys.argv[1]
    rng = random.Random(20240601)
    pool = {}  # (level, source) -> puzzles
    for name, count in SOURCES:
        lines = read(f"{data}/{name}")
        for line in rng.sample(lines, min(count, len(lines))):
            pool.setdefault((grade(line), name), []).append(line)
    print("# Sudoku puzzle pack: level, puzzle (81 cells, '.' = empty), source set.")
    print("# Generated by resources/puzzles/grade.py; grading method in resources/puzzles/README.md.")
    for level in LEVELS:
        chosen = []
        for name in PREFERENCE[level]:
            chosen += [(line, name) for line in pool.get((level, name), [])][: PER_LEVEL - len(chosen)]
        for line, name in chosen:
            print(level, line.replace("0", "."), name)


if __name__ == "__main__":
    main()
