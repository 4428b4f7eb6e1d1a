#!/usr/bin/env python3
"""Makes the invalid-input bank: tests/data/invalid/<profile>/<defect>.in, one file per defect,
each derived from the profile's public sample. The multiple-solution and no-solution cases are
searched for with the built tools (sudokit-solve --count). Then the expected messages are
written with `sudokit-verify validate` into expected.index, to be reviewed by eye before they
are committed: the test (tests/verify/validate_test.cpp) holds the validator to them.

Run from the repository root after building: python3 tests/data/invalid/make_bank.py
"""
import os
import subprocess

ROOT = os.getcwd()
SAMPLES = os.path.join(ROOT, '..', 'shared', 'samples')
OUT = os.path.join(ROOT, 'tests', 'data', 'invalid')
SOLVE = os.path.join(ROOT, 'build', 'sudokit-solve')
VERIFY = os.path.join(ROOT, 'build', 'sudokit-verify')


def count(puzzle_text, fmt):
    r = subprocess.run([SOLVE, '--format', fmt, '--count', '--limit', '2'], input=puzzle_text,
                       capture_output=True, text=True)
    return r.stdout.strip().split('\n')[0]


def clean(text):
    return ''.join(line.rstrip(' ') + '\n' for line in text.split('\n')[:-1])


def variants(profile, sample, fmt, cells_of, set_cell, blank, digits):
    """The puzzle-level defects of a sample: conflicting givens, two solutions, no solution."""
    out = {}
    cells = cells_of(sample)
    # conflicting givens: copy the first given into the next blank cell of its row
    filled = [i for i, v in enumerate(cells) if v != blank]
    first = filled[0]
    row_start = first - first % digits
    for i in range(row_start, row_start + digits):
        if cells[i] == blank:
            out['conflicting_givens'] = set_cell(sample, i, cells[first])
            break
    # two solutions: blank givens one by one until the count is 2+
    text = sample
    for i in filled:
        text = set_cell(text, i, blank)
        if count(text, fmt) == '2+':
            out['two_solutions'] = text
            break
    # no solution, without a direct conflict: a wrong digit in a blank cell
    for i, v in enumerate(cells):
        if v != blank:
            continue
        for d in range(digits):
            candidate = set_cell(sample, i, d)
            c = count(candidate, fmt)
            if c == '0':
                out['no_solution'] = candidate
                break
        if 'no_solution' in out:
            break
    return out


def write(profile, name, text):
    folder = os.path.join(OUT, profile)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name + '.in'), 'w', newline='', encoding='utf-8') as f:
        f.write(text)


def line_bank():
    s = clean(open(os.path.join(SAMPLES, 'poj-3074', 'sample.in')).read())
    lines = s.split('\n')
    p1 = lines[0]
    alphabet = '123456789'

    def cells_of(text):
        return [('.' if ch == '.' else alphabet.index(ch)) for ch in text.split('\n')[0]]

    def set_cell(text, i, v):
        first, rest = text.split('\n', 1)
        ch = '.' if v == '.' else alphabet[v]
        return first[:i] + ch + first[i + 1:] + '\n' + rest

    bank = {
        'crlf': s.replace('\n', '\r\n'),
        'trailing_space': p1 + ' \n' + '\n'.join(lines[1:]),
        'missing_final_newline': s[:-1],
        'byte_order_mark': '\ufeff' + s,
        'zero_as_blank': s.replace('.', '0', 1),
        'short_line': p1[:80] + '\n' + '\n'.join(lines[1:]),
        'missing_terminator': s.replace('end\n', ''),
        'text_after_terminator': s + p1 + '\n',
        'empty_line_between': p1 + '\n\n' + '\n'.join(lines[1:]),
    }
    bank.update(variants('poj3074', s, 'poj3074', cells_of, set_cell, '.', 9))
    for name, text in bank.items():
        write('poj3074', name, text)


def grid_bank(profile, folder):
    s = clean(open(os.path.join(SAMPLES, folder, 'sample.in')).read())
    rows = s.split('\n')[:16]
    alphabet = 'ABCDEFGHIJKLMNOP'

    def cells_of(text):
        return [('-' if ch == '-' else alphabet.index(ch)) for row in text.split('\n')[:16] for ch in row]

    def set_cell(text, i, v):
        r = text.split('\n')
        row, col = divmod(i, 16)
        ch = '-' if v == '-' else alphabet[v]
        r[row] = r[row][:col] + ch + r[row][col + 1:]
        return '\n'.join(r)

    bank = {
        'crlf': s.replace('\n', '\r\n'),
        'trailing_space': s.replace('\n', ' \n', 1),
        'missing_final_newline': s[:-1],
        'bad_letter': s.replace('O', 'Q', 1),
        'short_row': '\n'.join(rows[:3] + [rows[3][:15]] + rows[4:]) + '\n',
        'missing_row': '\n'.join(rows[:15]) + '\n',
        'two_empty_lines_between': s + '\n\n' + s,
        'no_empty_line_between': s + s,
        'empty_line_at_end': s + '\n',
    }
    bank.update(variants(profile, s, profile, cells_of, set_cell, '-', 16))
    if profile == 'zoj3122':
        del bank['two_solutions']  # ZOJ 3122 promises a solution, not a unique one
    for name, text in bank.items():
        write(profile, name, text)


def ints_bank():
    s = clean(open(os.path.join(SAMPLES, 'luogu-p1784', 'sample.in')).read())
    rows = s.split('\n')[:9]

    def cells_of(text):
        return [int(v) if v != '0' else '0' for row in text.split('\n')[:9] for v in row.split(' ')]

    def set_cell(text, i, v):
        r = [row.split(' ') for row in text.split('\n')[:9]]
        row, col = divmod(i, 9)
        r[row][col] = '0' if v == '0' else str(v + 1)
        return '\n'.join(' '.join(x) for x in r) + '\n'

    def cells_of_digits(text):
        return [('0' if v == '0' else int(v) - 1) for row in text.split('\n')[:9] for v in row.split(' ')]

    bank = {
        'trailing_space': open(os.path.join(SAMPLES, 'luogu-p1784', 'sample.in')).read(),
        'double_space': s.replace(' ', '  ', 1),
        'tab_separator': s.replace(' ', '\t', 1),
        'leading_zero': s.replace('8 0', '08 0', 1),
        'value_too_large': s.replace('8 0', '10 0', 1),
        'too_few_integers': '\n'.join(rows[:2] + [rows[2].rsplit(' ', 1)[0]] + rows[3:]) + '\n',
        'missing_row': '\n'.join(rows[:8]) + '\n',
        'second_grid': s + s,
        'crlf': s.replace('\n', '\r\n'),
    }
    bank.update(variants('p1784', s, 'p1784', cells_of_digits, set_cell, '0', 9))
    for name, text in bank.items():
        write('p1784', name, text)


def variant_banks():
    """The variants: format defects of each sample, and the promise each problem makes."""
    hdu = clean(open(os.path.join(SAMPLES, 'hdu-6341', 'sample.in')).read())
    rows = hdu.split('\n')[1:17]
    # Two cells of the first region swapped across its rows: region digits intact, but the
    # rows of the band no longer fit in any rotation (checked by the validator's index run).
    r0, r1 = rows[0], rows[1]
    swapped = [r0[:1] + r1[0] + r0[2:], r1[:0] + r0[1] + r1[1:]] + rows[2:]
    bank = {
        'crlf': hdu.replace('\n', '\r\n'),
        'trailing_space': hdu.replace('\n', ' \n', 2),
        'missing_final_newline': hdu[:-1],
        'zero_cases': '0\n' + '\n'.join(rows) + '\n',
        'too_many_cases': '1001\n' + '\n'.join(rows) + '\n',
        'fewer_grids_than_t': '2\n' + '\n'.join(rows) + '\n',
        'lowercase_hex': hdu.replace('A', 'a', 1),
        'symbol_g': hdu.replace('F', 'G', 1),
        'blank_cell': hdu.replace('5', '-', 1),
        'short_row': '1\n' + '\n'.join(rows[:4] + [rows[4][:15]] + rows[5:]) + '\n',
        'not_restorable': '1\n' + '\n'.join(swapped) + '\n',
        'region_repeats_a_digit': '1\n' + '\n'.join([rows[0][:1] + rows[0][0] + rows[0][2:]] + rows[1:]) + '\n',
    }
    for name, text in bank.items():
        write('hdu6341', name, text)

    p1074 = clean(open(os.path.join(SAMPLES, 'luogu-p1074', 'sample1.in')).read())
    grid = [row.split(' ') for row in p1074.split('\n')[:9]]
    sparse = [row[:] for row in grid]
    removed = 0
    for row in sparse:  # blank givens until 23 are left
        for c in range(9):
            if row[c] != '0' and sum(v != '0' for r in sparse for v in r) > 23:
                row[c] = '0'
    bank = {
        'trailing_space': open(os.path.join(SAMPLES, 'luogu-p1074', 'sample1.in')).read(),
        'crlf': p1074.replace('\n', '\r\n'),
        'double_space': p1074.replace(' ', '  ', 1),
        'value_too_large': p1074.replace('7 0', '10 0', 1),
        'negative_value': p1074.replace('7 0', '-7 0', 1),
        'missing_row': '\n'.join(p1074.split('\n')[:8]) + '\n',
        'second_grid': p1074 + p1074,
        'too_few_givens': '\n'.join(' '.join(r) for r in sparse) + '\n',
        'conflicting_givens': p1074.replace('7 0 0 9', '7 0 7 9', 1),
    }
    for name, text in bank.items():
        write('p1074', name, text)

    p4929 = clean(open(os.path.join(SAMPLES, 'luogu-p4929', 'sample1.in')).read())
    ones = '100 60\n' + ''.join(' '.join(['1'] * 60) + '\n' for _ in range(100))
    bank = {
        'crlf': p4929.replace('\n', '\r\n'),
        'trailing_space': p4929.replace('\n', ' \n', 1),
        'missing_final_newline': p4929[:-1],
        'n_too_large': '501 1\n' + '1\n' * 501,
        'm_zero': '1 0\n\n',
        'entry_two': p4929.replace('1', '2', 2).replace('2', '1', 1),
        'short_row': p4929.replace('0 0 1', '0 0', 1),
        'missing_row': '\n'.join(p4929.split('\n')[:3]) + '\n',
        'extra_row': p4929 + '1 1 1\n',
        'too_many_ones': ones,
    }
    for name, text in bank.items():
        write('p4929', name, text)

    zoj = clean(open(os.path.join(SAMPLES, 'zoj-3209', 'sample.in')).read())
    bank = {
        'crlf': zoj.replace('\n', '\r\n'),
        'trailing_space': zoj.replace('\n', ' \n', 1),
        'missing_final_newline': zoj[:-1],
        'no_empty_line_between': zoj.replace('\n\n', '\n', 1),
        'empty_line_at_end': zoj + '\n',
        'too_many_cases': '501' + zoj[1:],
        'board_too_wide': zoj.replace('30 30 5', '31 30 5', 1),
        'no_pieces': zoj.replace('5 5 1\n0 0 5 5', '5 5 0', 1),
        'x2_not_after_x1': zoj.replace('0 0 3 5', '3 0 3 5', 1),
        'piece_outside_board': zoj.replace('2 0 5 5', '2 0 6 5', 1),
        'fewer_pieces_than_p': zoj.replace('5 5 2', '5 5 3', 1),
    }
    for name, text in bank.items():
        write('zoj3209', name, text)


def walls_bank():
    """HDU 4069 (no public sample here): defects of the example's own sample, examples/hdu4069."""
    with open(os.path.join(ROOT, 'examples', 'hdu4069', 'sample.in')) as f:
        sample = f.read()
    lines = sample.split('\n')  # the count line, then 9 rows, an empty line, 9 rows, ...
    first = [int(v) for v in lines[1].split(' ')]

    def with_first_row(values):
        return '\n'.join([lines[0], ' '.join(str(v) for v in values)] + lines[2:])

    def changed(i, value):
        row = list(first)
        row[i] = value
        return with_first_row(row)

    # a wall (on both sides) between the first two cells of row 1 with none between them: inside
    # a region that stays whole, or splitting it into two parts of other than nine cells
    i = next(i for i in range(8) if not first[i] & 32)
    row = list(first)
    row[i] |= 32
    row[i + 1] |= 128
    split = with_first_row(row)
    bank = {
        'crlf': sample.replace('\n', '\r\n', 1),
        'trailing_space': sample.replace('\n', ' \n', 2).replace(' \n', '\n', 1),
        'count_too_high': str(int(lines[0]) + 1) + sample[len(lines[0]):],
        'value_too_large': changed(1, 256),
        'digit_too_large': changed(1, (first[1] & ~15) | 10),
        'leading_zero': changed(1, '0' + str(first[1])),
        'double_space': sample.replace(' ', '  ', 1),
        'wall_missing_at_the_edge': changed(0, first[0] & ~16),
        'wall_on_one_side': changed(0, first[0] ^ 32),
        'wall_across_a_region': split,
        'missing_row': '\n'.join(lines[:9] + lines[10:]),
        'no_empty_line_between': '\n'.join(lines[:10] + lines[11:]),
        'empty_line_at_end': sample + '\n',
        'missing_final_newline': sample[:-1],
    }
    for name, text in bank.items():
        write('hdu4069', name, text)


def index():
    rows = ['# profile|file|expected message of `sudokit-verify validate --profile P FILE` '
            '(made by make_bank.py, reviewed)']
    for profile in sorted(os.listdir(OUT)):
        folder = os.path.join(OUT, profile)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            r = subprocess.run([VERIFY, 'validate', '--profile', profile, name], cwd=folder,
                               capture_output=True, text=True)
            assert r.returncode == 1, (profile, name, r.stderr)
            rows.append(f'{profile}|{name}|{r.stderr.strip()}')
    with open(os.path.join(OUT, 'expected.index'), 'w') as f:
        f.write('\n'.join(rows) + '\n')


line_bank()
for profile, folder in (('poj3076', 'poj-3076'), ('zoj3122', 'zoj-3122'), ('acwing169', 'acwing-169')):
    grid_bank(profile, folder)
ints_bank()
variant_banks()
walls_bank()
index()
