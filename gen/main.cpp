// sudokit-gen: unique puzzles by digging holes in random full grids, the variants' tests, and
// whole test packages. Parses the command line (run_gen_command, run_package), writes the files.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "common/text/io.hpp"
#include "common/cli/cli_options.hpp"
#include "gen/cli.hpp"

using namespace sudokit;

namespace {

int usage_error(const std::string& message) {
  std::cerr << "sudokit-gen: " << message << "\n(see sudokit-gen --help)\n";
  return 2;
}

int generate(const std::vector<std::string>& args) {
  GenProgress progress;
  progress.note = [](const std::string& line) { std::cerr << line << std::flush; };
  bool shown = false;
  if (isatty(STDERR_FILENO)) {
    const auto start = std::chrono::steady_clock::now();
    progress.step = [start, &shown](std::size_t done, std::size_t total) {
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0;
      const double eta = rate > 0 ? static_cast<double>(total - done) / rate : 0;
      std::fprintf(stderr, "\rsudokit-gen: %zu/%zu puzzles, %.1f/s, ETA %.0f s   ", done, total,
                   rate, eta);
      std::fflush(stderr);
      shown = true;
    };
  }
  const GenCommand made = run_gen_command(args, progress);
  if (shown) std::cerr << "\n";
  if (made.help) {
    std::cout << made.input;
    return 0;
  }
  if (!made.usage.empty()) return usage_error(made.usage);
  std::cerr << made.diagnostics;
  if (!made.failure.empty()) {  // nothing is written
    std::cerr << "sudokit-gen: " << made.failure << "\n";
    return 1;
  }
  std::vector<std::pair<std::string, std::string>> files;  // written all or none
  for (const auto& [path, text] : {std::pair{&made.out, &made.input},
                                   {&made.solutions, &made.answers},
                                   {&made.report_file, &made.report}}) {
    if (*path) files.emplace_back(**path, *text);
  }
  if (const std::string error = write_files_atomically(files, made.force); !error.empty()) {
    std::cerr << "sudokit-gen: " << error << "\n";
    return 2;
  }
  if (!made.out) std::cout << made.input << std::flush;
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && args[0] == "package") {
      PackageProgress progress;
      bool shown = false;
      if (isatty(STDERR_FILENO)) {  // one line, rewritten in place
        progress = [&shown](const std::string& what) {
          std::fprintf(stderr, "\r\033[Ksudokit-gen package: %s", what.c_str());
          std::fflush(stderr);
          shown = true;
        };
      }
      const PackageRun run = run_package_command(std::vector<std::string>(args.begin() + 1, args.end()), progress);
      if (shown) std::fprintf(stderr, "\r\033[K");
      std::cout << run.out << std::flush;
      if (run.usage) return usage_error(run.err);
      std::cerr << run.err;
      return checked_exit("sudokit-gen", run.outcome == PackageOutcome::written ? 0
                                         : run.outcome == PackageOutcome::not_made ? 1 : 2);
    }
    return checked_exit("sudokit-gen", generate(args));
  } catch (const std::exception& e) {
    std::cerr << "sudokit-gen: internal error: " << e.what() << "\n";
    return 3;
  }
}
