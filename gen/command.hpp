// One sudokit-gen command line, as a library call: parses the options (Boost.Program_options),
// checks them, and generates, for the front end (gen/main.cpp) and for packages (a test plan's
// lines are sudokit-gen command lines). Nothing is written here.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace sudokit {

struct GenCommand {
  std::string input;        // the puzzles / the judge input (--help: the help text)
  std::string answers;      // the answers, as --solutions writes them
  std::string report;       // JSON lines, as --report writes them
  std::string diagnostics;  // for stderr: the seed line, and why something was not made
  std::string usage;        // a usage error (exit 2): the message alone; nothing was made
  std::string failure;      // exit 1: why nothing was made, one line, no seed line
  int exit_code = 0;        // 0 made; 1 not made within --attempts (diagnostics say); 2 usage
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

// `args`: the command line without the program name.
GenCommand run_gen_command(const std::vector<std::string>& args, const GenProgress& progress = {});

}  // namespace sudokit
