// SPDX-License-Identifier: MIT
// One sudokit-gen run, as a library call: checks a typed spec (gen/spec.hpp; parsed from a
// command line or a plan line by gen/cli.cpp) and generates, for the front end (gen/main.cpp)
// and for packages. Nothing is written or printed here.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "gen/gen.hpp"
#include "gen/spec.hpp"

namespace sudokit {

struct GenCommand {
  std::string input;        // the puzzles / the judge input (--help: the help text)
  std::string answers;      // the answers, as --solutions writes them
  std::string report;       // JSON lines, as --report writes them
  std::string diagnostics;  // for stderr: the seed line (and --hard's summary)
  std::string usage;        // a usage error: the message alone; nothing was made
  std::string failure;      // why nothing was made (not within --attempts), one line
  std::string error;        // an input error (a program that cannot be prepared or run): exit 2
  bool help = false;        // --help was asked
  std::string profile;      // the format or profile it was made in
  // Where the command line sends them (the front end writes them).
  std::optional<std::string> out, solutions, report_file, sheet_file;
  std::string sheet;        // --sheet's bytes, drawn once every puzzle is made
  bool force = false;
  // The texts went to GenProgress::stream as they were made, not into input/answers/report;
  // open_error: why that stream could not be opened (nothing was made).
  bool streamed = false;
  std::string open_error;
};

// Where a batch of Sudoku puzzles goes while it is made, so that memory stays flat at any
// --count (the front end's files and standard output): `open` gets the command (targets set,
// texts empty) once the spec is checked and before any puzzle is made, and returns "" or why
// the outputs cannot be written; `write` then gets each puzzle's parts in order (false stops
// the run). The variants and --hard make their few texts whole, in GenCommand.
struct GenStream {
  std::function<std::string(const GenCommand&)> open;
  GenWrite write;
};

struct GenProgress {
  std::function<void(const std::string&)> note;             // the seed line, when generating
  std::function<void(std::size_t, std::size_t)> step;       // puzzles done of total
  std::function<void(double, const std::string&)> spent;   // --hard: the part of its budget spent
  const GenStream* stream = nullptr;                        // see GenStream
};

GenCommand run_gen_spec(const GenSpec& spec, const GenProgress& progress = {});

}  // namespace sudokit
