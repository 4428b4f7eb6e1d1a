// SPDX-License-Identifier: MIT
// sudokit-gen: unique puzzles by digging holes in random full grids, the variants' tests, and
// whole test packages. Parses the command line (run_gen_command, run_package), writes the files.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <exception>
#include <functional>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "common/text/io.hpp"
#include "common/text/problem_file.hpp"
#include "common/cli/cli_options.hpp"
#include "common/cli/progress.hpp"
#include "gen/cli.hpp"

using namespace sudokit;

namespace {

// On a terminal, what a subcommand is doing, one line rewritten in place; elsewhere nothing.
std::function<void(const std::string&)> line_progress(ProgressLine& line) {
  if (!line.enabled()) return {};
  return [&line](const std::string& what) { line.text(what); };
}

// A usage error, pointing to the help of the command it belongs to ("" for sudokit-gen itself).
int usage_error(const std::string& message, const std::string& command = "") {
  std::cerr << "sudokit-gen" << (command.empty() ? "" : " " + command) << ": " << message << "\n(see sudokit-gen "
            << (command.empty() ? "" : command + " ") << "--help)\n";
  return 2;
}

// sudokit-gen problem init FILE [--from NAME] [--force] | check FILE...: problem files
// (docs/problems.md).
int problem_command(const std::vector<std::string>& args) {
  const std::string help =
      "Usage: sudokit-gen problem init FILE [--from PROFILE] [--force]\n"
      "       sudokit-gen problem check FILE...\n"
      "Problem files describe a Sudoku judge problem of your own (docs/problems.md); every\n"
      "command that takes --profile takes --problem FILE.\n"
      "  init   writes a commented template to FILE, or the built-in profile's own file\n"
      "         (--from: " + [] {
        std::string names;
        for (const BuiltinProblem& file : builtin_problem_files()) names += (names.empty() ? "" : ", ") + std::string(file.name);
        return names;
      }() + "); an existing FILE only with --force\n"
      "  check  reads each FILE as the tools do, and says what it describes\n";
  const std::vector<std::string> words(args.begin() + 1, args.end());
  if (words.empty() || words[0] == "--help" || words[0] == "-h") {
    std::cout << help;
    return words.empty() ? 2 : 0;
  }
  if (words[0] == "init") {
    std::string file, from;
    bool force = false;
    for (std::size_t i = 1; i < words.size(); ++i) {
      if (words[i] == "--force") {
        force = true;
      } else if (words[i] == "--from" && i + 1 < words.size()) {
        from = words[++i];
      } else if (words[i].rfind('-', 0) != 0 && file.empty()) {
        file = words[i];
      } else {
        return usage_error("problem init: unexpected '" + words[i] + "'", "problem");
      }
    }
    if (file.empty()) return usage_error("problem init needs a FILE to write", "problem");
    std::string_view text = problem_template();
    if (!from.empty()) {
      const auto& files = builtin_problem_files();
      const auto at = std::find_if(files.begin(), files.end(), [&](const BuiltinProblem& p) { return p.name == from; });
      if (at == files.end()) return usage_error("problem init --from: '" + from + "' is no built-in problem file", "problem");
      text = at->text;
    }
    if (const std::string error = write_file_atomically(file, std::string(text), force); !error.empty()) {
      std::cerr << "sudokit-gen: " << error << (force ? "" : "") << "\n";
      return 2;
    }
    std::cerr << "sudokit-gen: wrote " << file << "; edit it, then: sudokit-gen problem check " << file << "\n";
    return 0;
  }
  if (words[0] == "check") {
    if (words.size() < 2) return usage_error("problem check needs a FILE", "problem");
    for (std::size_t i = 1; i < words.size(); ++i) {
      std::string error;
      const auto text = read_text_file(words[i], &error);
      ParseError parse;
      const auto format = text ? read_problem_file(*text, words[i], &parse) : std::nullopt;
      if (!format) {
        std::cerr << "sudokit-gen: " << (text ? parse.to_string() : error) << "\n";
        return 2;
      }
      std::cout << words[i] << ": " << describe_problem(*format) << "\n";
    }
    return 0;
  }
  return usage_error("problem: expected init or check, found '" + words[0] + "'", "problem");
}

int generate(const std::vector<std::string>& args) {
  GenProgress progress;
  ProgressLine line("sudokit-gen");
  progress.note = [&line](const std::string& text) {
    line.clear();
    std::cerr << text << std::flush;
  };
  if (line.enabled()) {
    progress.step = [&line](std::size_t done, std::size_t total) { line.count(done, total, "puzzles"); };
    progress.spent = [&line](double spent, const std::string& what) { line.fraction(spent, "hard search, " + what); };
  }
  // A batch of Sudoku puzzles streams into its files (staged, put in place at the end) and
  // standard output as it is made.
  StagedFiles staged;
  int file_of[4] = {-1, -1, -1, -1};  // the input, the answers, the report, the sheet: its staged file
  std::string write_error;
  GenStream stream;
  stream.open = [&](const GenCommand& targets) {
    std::vector<std::string> paths;
    const std::optional<std::string>* wanted[4] = {&targets.out, &targets.solutions, &targets.report_file,
                                                   &targets.sheet_file};
    for (int k = 0; k < 4; ++k) {
      if (!*wanted[k]) continue;
      file_of[k] = static_cast<int>(paths.size());
      paths.push_back(**wanted[k]);
    }
    return staged.open(paths, targets.force);
  };
  stream.write = [&](const std::string& input, const std::string& answers, const std::string& report) {
    if (staged.interrupted()) return false;  // Ctrl-C, kill: stop, and take the files back
    const std::string* texts[3] = {&input, &answers, &report};
    for (int k = 0; k < 3; ++k) {
      if (file_of[k] < 0) continue;
      write_error = staged.append(static_cast<std::size_t>(file_of[k]), *texts[k]);
      if (!write_error.empty()) return false;
    }
    if (file_of[0] < 0) {
      line.clear();  // (puzzles on the terminal: the progress line comes back under them)
      std::cout << input;
      if (!std::cout) return false;  // a full disk, a closed pipe: checked_exit says so
    }
    return true;
  };
  progress.stream = &stream;
  // Without --seed, a fresh seed (printed, so that the run can be repeated).
  std::random_device entropy;
  const std::uint64_t fresh = (std::uint64_t{entropy()} << 32) ^ entropy();
  const GenCommand made = run_gen_command(args, progress, fresh);
  line.clear();
  if (made.help) {
    std::cout << made.input;
    return 0;
  }
  if (!made.usage.empty()) return usage_error(made.usage);
  std::cerr << made.diagnostics;
  if (!made.error.empty()) {
    std::cerr << "sudokit-gen: " << made.error << "\n";
    return 2;
  }
  if (!made.open_error.empty() || !write_error.empty()) {  // nothing is written
    std::cerr << "sudokit-gen: " << (write_error.empty() ? made.open_error : write_error) << "\n";
    return 2;
  }
  if (!made.failure.empty()) {  // no file is written (standard output has what came before)
    std::cerr << "sudokit-gen: " << made.failure << "\n";
    return 1;
  }
  if (made.streamed) {
    if (staged.interrupted()) return 2;  // the signal takes effect as `staged` goes
    if (file_of[3] >= 0) {  // the sheet, drawn once every puzzle was made
      if (const std::string error = staged.append(static_cast<std::size_t>(file_of[3]), made.sheet); !error.empty()) {
        std::cerr << "sudokit-gen: " << error << "\n";
        return 2;
      }
    }
    if (const std::string error = staged.commit(); !error.empty()) {
      std::cerr << "sudokit-gen: " << error << "\n";
      return 2;
    }
    return 0;
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
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && args[0] == "problem") return checked_exit("sudokit-gen", problem_command(args));
    // --problem FILE: the file's problem, registered, as --profile NAME (every command below).
    if (const std::string error = read_problem_options(args, args.empty() || args[0] != "package"); !error.empty()) {
      return usage_error(error, args.empty() || args[0].rfind('-', 0) == 0 ? "" : args[0]);
    }
    if (!args.empty() && args[0] == "package") {
      ProgressLine line("sudokit-gen package");
      const PackageRun run = run_package_command(std::vector<std::string>(args.begin() + 1, args.end()), line_progress(line));
      line.clear();
      std::cout << run.out << std::flush;
      if (run.usage) return usage_error(run.err, "package");
      std::cerr << run.err;
      return checked_exit("sudokit-gen", run.outcome == PackageOutcome::written ? 0
                                         : run.outcome == PackageOutcome::not_made ? 1 : 2);
    }
    if (!args.empty() && args[0] == "stress") {
      ProgressLine line("sudokit-gen stress");
      const StressCommand run = run_stress_command(std::vector<std::string>(args.begin() + 1, args.end()), line_progress(line));
      line.clear();
      if (run.usage) return usage_error(run.err, "stress");
      if (!run.help.empty()) {
        std::cout << run.help;
        return checked_exit("sudokit-gen", 0);
      }
      if (!run.err.empty()) {
        std::cerr << "sudokit-gen stress: " << run.err << "\n";
        return 2;
      }
      if (run.out) {
        if (const std::string error = write_folder_atomically(*run.out, run.files, run.force); !error.empty()) {
          std::cerr << "sudokit-gen: " << error << "\n";
          return 2;
        }
      }
      if (run.report_file) {
        if (const std::string error = write_files_atomically({{*run.report_file, run.json}}, run.force); !error.empty()) {
          std::cerr << "sudokit-gen: " << error << "\n";
          return 2;
        }
      }
      std::cout << run.text;
      if (!run.out) {  // the witnesses themselves, small once shrunk (--out DIR writes them instead)
        for (const auto& [name, text] : run.files) {
          if (name.size() > 3 && name.compare(name.size() - 3, 3, ".in") == 0) std::cout << "--- " << name << "\n" << text;
        }
      }
      return checked_exit("sudokit-gen", run.exit_status);
    }
    if (!args.empty() && args[0] == "scramble") {
      const ScrambleRun run = run_scramble_command(std::vector<std::string>(args.begin() + 1, args.end()));
      if (run.usage) return usage_error(run.err, "scramble");
      if (!run.help.empty()) {
        std::cout << run.help;
        return checked_exit("sudokit-gen", 0);
      }
      if (!run.err.empty()) {
        std::cerr << run.err;
        return 2;
      }
      std::vector<std::pair<std::string, std::string>> files;  // written all or none
      if (run.out) files.emplace_back(*run.out, run.text);
      if (run.record_file) files.emplace_back(*run.record_file, run.record);
      if (const std::string error = write_files_atomically(files, run.force); !error.empty()) {
        std::cerr << "sudokit-gen: " << error << "\n";
        return 2;
      }
      if (!run.out) std::cout << run.text;
      if (run.unsettled > 0) {
        std::cerr << "sudokit-gen: " << run.unsettled << " minimum(s) not settled within the node limit "
                  << "(--node-limit N raises it, 0 lifts it)\n";
      }
      return checked_exit("sudokit-gen", run.unsettled > 0 ? 4 : 0);
    }
    if (!args.empty() && args[0] == "render") {
      const RenderRun run = run_render_command(std::vector<std::string>(args.begin() + 1, args.end()));
      if (run.usage) return usage_error(run.err, "render");
      if (!run.help.empty()) {
        std::cout << run.help;
        return checked_exit("sudokit-gen", 0);
      }
      std::cerr << run.err;
      if (run.exit_status != 0) return run.exit_status;
      if (const std::string error = write_files_atomically({{run.out, run.bytes}}, run.force); !error.empty()) {
        std::cerr << "sudokit-gen: " << error << "\n";
        return 2;
      }
      std::cerr << "sudokit-gen: " << run.out << ": " << run.pages << " page" << (run.pages == 1 ? "" : "s") << "\n";
      return 0;
    }
    return checked_exit("sudokit-gen", generate(args));
  } catch (const std::exception& e) {
    std::cerr << "sudokit-gen: internal error: " << e.what() << "\n";
    return 3;
  }
}
