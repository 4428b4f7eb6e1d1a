// SPDX-License-Identifier: MIT
// ---- The rules of Luogu P4929, the Dancing Links template. The input: N M (1 <= N, M <= 500),
// then N lines of M entries 0 or 1 separated by single spaces, at most 5000 ones in all. The
// answer: the numbers (from 1) of rows that together hold exactly one 1 in every column, any
// such set in any order, separated by spaces; or "No Solution!" when there is none.
inline constexpr int MAX_SIDE = 500;
inline constexpr int MAX_ONES = 5000;
