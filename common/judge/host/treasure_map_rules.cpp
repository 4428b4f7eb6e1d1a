// SPDX-License-Identifier: MIT
// ---- The rules of ZOJ 3209 Treasure Map. The input: T (1 <= T <= 500), then T cases with one
// empty line between two: "n m p" (1 <= n, m <= 30, n the width and m the height; 1 <= p <=
// 500), then p lines "x1 y1 x2 y2" (0 <= x1 < x2 <= n, 0 <= y1 < y2 <= m), the pieces. The
// answer, one line per case: the fewest pieces that cover the whole board without overlap, or
// -1.
inline constexpr int MAX_CASES = 500;
inline constexpr int MAX_SIDE = 30;
inline constexpr int MAX_PIECES = 500;

inline constexpr bool CASES_FIRST = true;  // the input starts with the number of cases T
