// SPDX-License-Identifier: MIT
// The judges sudokit knows, by name: the Sudoku profiles of the text-format table and the
// variants, and what the front ends' input options resolve to.
#pragma once

#include <optional>
#include <string>

#include "common/text/text_format.hpp"

namespace sudokit {

// The input options every front end takes, as given on the command line.
struct InputRequest {
  std::string format = "auto";         // --format: auto, line, grid, ints, or a profile
  std::optional<std::string> profile;  // --profile: a judge profile only
  std::optional<std::string> box;      // --box RxC
  std::optional<std::string> alphabet; // --alphabet
  bool strict = false;                 // --strict
  std::optional<std::string> variant;  // --variant x, windoku (or both: x+windoku)
};

// The names, for messages: "poj3074, poj3076, ..." (every judge profile), and "auto, line,
// grid, ints, or a profile: poj3074, ..." (what --format takes; auto only for reading).
std::string profile_names();
// The generic formats and the profiles, for a message: with_auto, those that can be read
// (input: auto first, pretty left out); else those that can be written.
std::string format_names(bool with_auto);

// Checks them: the format name to read with (a profile wins over --format) and the reading
// options; nullopt with *error naming the bad option otherwise.
struct InputChoice {
  std::string format_name;
  ReadOptions read;
};
std::optional<InputChoice> resolve_input(const InputRequest& request, std::string* error);

}  // namespace sudokit
