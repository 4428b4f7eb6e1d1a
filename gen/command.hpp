// One sudokit-gen run, as a library call: checks a typed spec (gen/spec.hpp; parsed from a
// command line or a plan line by gen/cli.cpp) and generates, for the front end (gen/main.cpp)
// and for packages. Nothing is written or printed here.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "gen/spec.hpp"

namespace sudokit {

struct GenCommand {
  std::string input;        // the puzzles / the judge input (--help: the help text)
  std::string answers;      // the answers, as --solutions writes them
  std::string report;       // JSON lines, as --report writes them
  std::string diagnostics;  // for stderr: the seed line (and --hard's summary)
  std::string usage;        // a usage error: the message alone; nothing was made
  std::string failure;      // why nothing was made (not within --attempts), one line
  bool help = false;        // --help was asked
  std::string profile;      // the format or profile it was made in
  // Where the command line sends them (the front end writes them).
  std::optional<std::string> out, solutions, report_file;
  bool force = false;
};

struct GenProgress {
  std::function<void(const std::string&)> note;             // the seed line, when generating
  std::function<void(std::size_t, std::size_t)> step;       // puzzles done of total
};

GenCommand run_gen_spec(const GenSpec& spec, const GenProgress& progress = {});

}  // namespace sudokit
