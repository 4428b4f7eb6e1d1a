// SPDX-License-Identifier: MIT
// `sudokit-verify validate`: the input validator of a judge profile, as judges run it.
//
// Format first, strictly (read_puzzles in strict mode: exact lines, alphabet, single spaces, LF,
// final newline, no BOM, the case count and terminator, nothing after the end), then what the
// profile promises of every case: no two equal givens in a house, and a unique solution, or at
// least one, where the problem says so. The first failure is the verdict, with its place.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "common/engine/budget.hpp"
#include "common/sudoku/solution_counter.hpp"
#include "common/text/text_format.hpp"

namespace sudokit {

// How a validator reports to its judge system.
enum class Dialect {
  plain,    // exit 0 valid, 1 invalid
  testlib,  // exit 0 valid, 3 invalid (a testlib validator's failure)
  kattis,   // exit 42 valid, 43 invalid
};

struct ValidateOptions {
  bool lenient = false;          // accept what published samples contain (CRLF, trailing spaces)
  std::uint64_t node_limit = kDefaultNodeLimit;  // per search (0: none); a case not decided
                                                 // within it is rejected as undecided
  Counter counter = Counter::automatic;  // the Sudoku profiles' searcher
  std::string source = "input";
  int min_givens = 0;            // p1074: the subtask's fewest givens (0: the problem's 24)
};

struct Validation {
  bool valid = false;
  std::string message;  // "input:17:3: puzzle 2: ..." when invalid; a one-line summary if valid
  bool undecided = false;  // invalid because the node limit stopped a search: not proven
};
// The rejection of an input whose promise `what` the node limit left unproven:
// "PLACE: undecided: WHAT not proven within the budget of ...".
Validation undecided(const std::string& place, const std::string& what, std::uint64_t node_limit);
// plain: 0 valid, 1 invalid, 4 undecided (kExitUnknown); testlib 0 / 3; kattis 42 / 43.
int validator_exit_code(Dialect dialect, const Validation& validation);


Validation validate_input(std::string_view text, const TextFormat& profile,
                          const ValidateOptions& options);

}  // namespace sudokit
