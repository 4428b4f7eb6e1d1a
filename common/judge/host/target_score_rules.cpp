// SPDX-License-Identifier: MIT
// ---- The rules of NOIP 2009 / Luogu P1074 target sudoku. The input: 9 lines of 9 integers
// 0-9 separated by single spaces, 0 a blank; at least 24 givens, no two equal in a row, column
// or box (the puzzle need not have a solution, nor only one). The answer: the largest score of
// a solution, the sum over its cells of digit x the cell's score (10 at the centre, then 9, 8,
// 7, 6 ring by ring outwards), or -1 when there is no solution.
inline constexpr int N = 9;
inline constexpr int MIN_GIVENS = 24;

int box_of(int cell) { return cell / N / 3 * 3 + cell % N / 3; }

inline constexpr bool CASES_FIRST = false;  // one case, no count before it
