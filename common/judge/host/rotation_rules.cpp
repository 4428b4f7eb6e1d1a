// SPDX-License-Identifier: MIT
// ---- The rules of HDU 6341 Let Sudoku Rotate. The input: T (1 <= T <= 1000), then T grids of
// 16 lines of 16 symbols 0-9 and A-F, nothing between them: each a solved 16x16 Sudoku whose
// 4x4 regions were each turned counter-clockwise 0-3 times. Every case can be restored. The
// answer, one line per case: the fewest clockwise turns of regions that make a valid grid.
#include <string>

inline constexpr int B = 4;                                // regions of B x B cells
inline constexpr int N = B * B;                            // a grid of N x N cells
inline constexpr int MAX_CASES = 1000;
inline const std::string SYMBOLS = "0123456789ABCDEF";  // the N digits

inline constexpr bool CASES_FIRST = true;  // the input starts with the number of cases T
