#!/usr/bin/env python3
"""Makes tests/data/puzzle_counts.txt: Sudoku puzzles of several shapes with their exact
solution counts, counted by the plain backtracking counter below (written independently of
sudokit's engine and of the C++ test counter, which must both agree with this table).

Run from the repository root: python3 tests/data/make_puzzle_counts.py > tests/data/puzzle_counts.txt
The output is fixed by the seed; it needs nothing but Python 3.
"""
import random

SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def alphabet(n):
    return "ABCDEFGHIJKLMNOPQRSTUVWXY" if n == 25 else SYMBOLS[:n]


def count(grid, r, c, limit):
    n = r * c
    rows = [0] * n
    cols = [0] * n
    boxes = [0] * n
    for i, v in enumerate(grid):
        if v:
            y, x = divmod(i, n)
            b = (y // r) * r + x // c
            bit = 1 << v
            if rows[y] & bit or cols[x] & bit or boxes[b] & bit:
                return 0
            rows[y] |= bit
            cols[x] |= bit
            boxes[b] |= bit
    blanks = [i for i, v in enumerate(grid) if not v]
    found = 0

    def search():
        nonlocal found
        best, best_cands = None, None
        for i in blanks:
            if grid[i]:
                continue
            y, x = divmod(i, n)
            used = rows[y] | cols[x] | boxes[(y // r) * r + x // c]
            cands = [v for v in range(1, n + 1) if not used & (1 << v)]
            if best is None or len(cands) < len(best_cands):
                best, best_cands = i, cands
                if len(cands) <= 1:
                    break
        if best is None:
            found += 1
            return
        y, x = divmod(best, n)
        b = (y // r) * r + x // c
        for v in best_cands:
            bit = 1 << v
            grid[best] = v
            rows[y] |= bit
            cols[x] |= bit
            boxes[b] |= bit
            search()
            rows[y] ^= bit
            cols[x] ^= bit
            boxes[b] ^= bit
            grid[best] = 0
            if found >= limit:
                return

    search()
    return found


def full_grid(r, c, rng):
    n = r * c
    g = [[(c * (y % r) + y // r + x) % n + 1 for x in range(n)] for y in range(n)]
    digits = list(range(1, n + 1))
    rng.shuffle(digits)
    g = [[digits[v - 1] for v in row] for row in g]
    bands = list(range(c))  # n // r bands of r rows
    rng.shuffle(bands)
    order = [b * r + k for b in bands for k in rng.sample(range(r), r)]
    g = [g[y] for y in order]
    stacks = list(range(r))  # n // c stacks of c columns
    rng.shuffle(stacks)
    corder = [s * c + k for s in stacks for k in rng.sample(range(c), c)]
    return [g[y][x] for y in range(n) for x in corder]


def line(grid, n):
    a = alphabet(n)
    return "".join(a[v - 1] if v else "." for v in grid)


def main():
    rng = random.Random(20261129)
    print("# box:puzzle:count. Exact solution counts, made by tests/data/make_puzzle_counts.py")
    print("# (an independent Python counter). Puzzles in `line` format with the default alphabet.")
    limit = 5000
    for (r, c, extra) in [(2, 2, 0), (2, 3, 0), (3, 2, 0), (2, 4, 0), (3, 3, 0), (3, 4, 0),
                          (4, 3, 0), (4, 4, 0), (4, 5, 0), (5, 5, 0)]:
        n = r * c
        cells = n * n
        solution = full_grid(r, c, rng)
        assert count(list(solution), r, c, 2) == 1
        rows = []
        # Dig in random order while unique (a unique puzzle), then keep digging past it
        # (several solutions), as far as the counter stays cheap.
        puzzle = list(solution)
        order = rng.sample(range(cells), cells)
        budget = 60 if n >= 16 else cells
        for i in order[:budget]:
            keep = puzzle[i]
            puzzle[i] = 0
            if count(list(puzzle), r, c, 2) != 1:
                puzzle[i] = keep
        rows.append(list(puzzle))
        several = list(puzzle)
        for i in order:
            if several[i]:
                keep = several[i]
                several[i] = 0
                k = count(list(several), r, c, limit)
                if k >= limit:
                    several[i] = keep
                    break
                if k > 3:
                    break
        rows.append(several)
        # No solution without a direct conflict: a wrong digit in a blank cell of the unique
        # puzzle that no given in its row, column or box rules out.
        for i in order:
            if puzzle[i] == 0:
                y, x = divmod(i, n)
                peers = {puzzle[j] for j in range(cells)
                         if (j // n == y or j % n == x or
                             ((j // n) // r, (j % n) // c) == (y // r, x // c))}
                wrong = [v for v in range(1, n + 1) if v not in peers and v != solution[i]]
                if wrong:
                    none = list(puzzle)
                    none[i] = wrong[0]
                    if count(list(none), r, c, 2) == 0:
                        rows.append(none)
                        break
        # Conflicting givens: two equal digits in the first row.
        bad = list(puzzle)
        bad[0], bad[1] = 1, 1
        rows.append(bad)
        if n <= 6:
            rows.append([0] * cells)  # the empty grid: every grid of the shape
        for g in rows:
            k = count(list(g), r, c, limit)
            if k < limit:
                print(f"{r}x{c}:{line(g, n)}:{k}")


main()
