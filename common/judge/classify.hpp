// SPDX-License-Identifier: MIT
// The problem files' tasks that answer each case with a text of its own: a classification
// (`task: classify`: a word for what the puzzle is, illegal (two equal givens in a house),
// impossible (no solution), unique or ambiguous (two or more), after the case's prefix: "Case
// 3: Unique."), a validation (the words for invalid and valid), a count, the smallest solution.
// Cases of a chosen class are made from a unique puzzle and its solution, for the generator
// and for the invalid inputs derived from a format (invalid_inputs.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "common/sudoku/grid.hpp"
#include "common/sudoku/rng.hpp"
#include "common/text/text_format.hpp"

namespace sudokit {

// The class of a puzzle, counting within `node_limit` nodes (0: none); nullopt when the count
// ran out (`nodes` gets the nodes spent, and `solution` a unique puzzle's solution, when given:
// Task::solve_or_none's answer).
std::optional<CaseClass> classify_puzzle(const Grid& puzzle, std::uint64_t node_limit,
                                         std::uint64_t* nodes = nullptr, Grid* solution = nullptr);

// Case k's answer line (k from 1): the format's prefix, with {k} replaced, then its class's word.
std::string class_line(const TextFormat& format, std::size_t k, CaseClass verdict);

// Case `index`'s part (from 0) of a classification's whole answer: its line, with the empty
// lines the format's output separator puts before or after it.
std::string class_answer_part(const TextFormat& format, std::size_t index, CaseClass verdict);

// Task::count: the solutions of `puzzle` counted up to `limit` (0 with givens in conflict), or
// nullopt when `node_limit` nodes (0: none) ran out first; `nodes` gets the nodes spent.
std::optional<std::uint64_t> count_solutions(const Grid& puzzle, std::uint64_t limit, std::uint64_t node_limit,
                                             std::uint64_t* nodes = nullptr);
// Case `index`'s part (from 0) of a Task::count answer: the prefix, then the number.
std::string count_answer_part(const TextFormat& format, std::size_t index, std::uint64_t solutions);

// Task::smallest: the lexicographically smallest solution of `puzzle` (rows first), by the
// reference counter: each blank in turn, from the first, takes the smallest digit that leaves
// the rest solvable. `settled` false when a count ran out of `node_limit` nodes (0: none);
// else `solution` empty when there is none (givens in conflict too).
struct Smallest {
  bool settled = true;
  std::optional<Grid> solution;
  std::uint64_t nodes = 0;
};
Smallest smallest_solution(const Grid& puzzle, std::uint64_t node_limit);

// Case `index`'s part (from 0) of a Task::smallest or solve_or_none answer: the prefix's line,
// then its solution in the answers' cells, or the format's line for none (`several`: its line
// for several, TextFormat::multiple_solutions), with the output separator's empty lines.
std::string smallest_answer_part(const TextFormat& format, const std::string& alphabet, std::size_t index,
                                 const std::optional<Grid>& solution, bool several = false);

// A puzzle of class `wanted` made from a unique `puzzle` with `solution`: the puzzle itself;
// with a given copied into a blank of its row (illegal; a filled grid: a cell given another
// digit, two cells of a row swapped, or two columns of different stacks); with a blank given a digit that breaks
// no house yet leaves no solution (impossible); with givens taken out, in an order drawn from
// `rng`, until a second solution appears (ambiguous). nullopt when no such change exists (a
// puzzle without blanks is never illegal or impossible this way).
std::optional<Grid> case_of_class(const Grid& puzzle, const Grid& solution, CaseClass wanted, Rng& rng);

}  // namespace sudokit
