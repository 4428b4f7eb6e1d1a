// SPDX-License-Identifier: MIT
#include "common/cli/cli_options.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <set>
#include <thread>
#include <vector>

#include "common/engine/budget.hpp"
#include "common/judge/judge.hpp"
#include "common/text/io.hpp"

namespace sudokit {

namespace po = boost::program_options;

namespace {
// The option whose name is nearest an unknown one ("--colour": "--color"), or "" when none is
// within two edits or a third of its length.
std::string nearest_option(const std::string& unknown, const po::options_description& options) {
  const std::string word = unknown.substr(std::min(unknown.find_first_not_of('-'), unknown.size()));
  std::string best;
  std::size_t best_distance = std::max<std::size_t>(2, word.size() / 3) + 1;
  for (const auto& each : options.options()) {
    const std::size_t distance = edit_distance(word, each->long_name());
    if (!each->long_name().empty() && distance < best_distance) {
      best = "--" + each->long_name();
      best_distance = distance;
    }
  }
  return best;
}

// "--x", "-x" (not "-", not "-5", a negative number): an option, not a value or a file name.
bool is_option_word(const std::string& word) {
  return word.size() >= 2 && word[0] == '-' && !std::isdigit(static_cast<unsigned char>(word[1]));
}

std::string parse_checked(const std::vector<std::string>& args, const po::options_description& options,
                          const po::positional_options_description& positional,
                          po::variables_map& values);
}  // namespace

std::string parse_command_line(const std::vector<std::string>& args,
                               const po::options_description& options,
                               const po::positional_options_description& positional,
                               po::variables_map& values) {
  // (Boost's lookups throw too: an abbreviation of several options, "--o", is ambiguous.)
  try {
    return parse_checked(args, options, positional, values);
  } catch (const po::validation_error& e) {
    // "the argument ('99999999999999999999') for option '--seed' is invalid": say the range.
    std::string message = e.what();
    const std::string name = e.get_option_name();
    const po::option_description* description =
        options.find_nothrow(name.substr(std::min(name.find_first_not_of('-'), name.size())), false);
    if (e.kind() == po::validation_error::invalid_option_value && description != nullptr) {
      const auto* semantic = description->semantic().get();
      if (dynamic_cast<const po::typed_value<std::uint64_t>*>(semantic) != nullptr) {
        message += " (expected an integer 0.." + std::to_string(UINT64_MAX) + ")";
      } else if (dynamic_cast<const po::typed_value<int>*>(semantic) != nullptr) {
        message += " (expected an integer " + std::to_string(INT32_MIN) + ".." + std::to_string(INT32_MAX) + ")";
      } else if (dynamic_cast<const po::typed_value<double>*>(semantic) != nullptr) {
        message += " (expected a number)";
      }
    }
    return message;
  } catch (const po::error& e) {
    return e.what();
  }
}

namespace {
std::string parse_checked(const std::vector<std::string>& args, const po::options_description& options,
                          const po::positional_options_description& positional,
                          po::variables_map& values) {
  // Boost reads "-1" for an unsigned option as a huge value: a negative number given to one of
  // them is refused here, by name (signed options keep their own range messages).
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    const std::size_t equals = arg.find('=');
    const bool inline_value = arg.rfind("--", 0) == 0 && equals != std::string::npos;
    const std::string value = inline_value ? arg.substr(equals + 1) : arg;
    if (value.size() < 2 || value[0] != '-' || !std::isdigit(static_cast<unsigned char>(value[1]))) continue;
    const std::string option = inline_value ? arg.substr(0, equals) : i > 0 ? args[i - 1] : "";
    const std::string name = option.substr(std::min(option.find_first_not_of('-'), option.size()));
    const po::option_description* description = name.empty() ? nullptr : options.find_nothrow(name, false);
    for (const auto& each : options.options()) {  // a short name: "-n" is "-n [ --count ]"
      if (description == nullptr && option.size() == 2 && each->format_name().rfind(option + " ", 0) == 0) {
        description = each.get();
      }
    }
    if (description != nullptr &&
        dynamic_cast<const po::typed_value<std::uint64_t>*>(description->semantic().get()) != nullptr) {
      return option + ": expected a number 0 or more, found '" + value + "'";
    }
  }
  // No option may be given twice (Boost says so too; a composing one, --against, may), but Boost's parser takes time quadratic in
  // the number of words: a line of 100,000 repeated options took minutes. The first repeat is
  // found here, in one pass, with Boost's words.
  // Likewise more positional words than the command takes.
  // The positional words (file names: there may be 100,000 of them) are kept from Boost's
  // parser too, and stored after it, each under its position's name.
  std::set<std::string> seen;
  std::vector<std::string> flagged, positionals;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--") {
      positionals.insert(positionals.end(), args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
      if (positionals.size() > positional.max_total_count()) {
        return "too many positional options have been specified on the command line";
      }
      break;
    }
    if (!is_option_word(arg)) {
      positionals.push_back(arg);
      if (positionals.size() > positional.max_total_count()) {
        const unsigned most = positional.max_total_count();
        return "unexpected word '" + arg + "': " +
               (most == 0 ? std::string("this command takes no file names or other words")
                          : "this command takes at most " + std::to_string(most) +
                                (most == 1 ? " such word" : " such words"));
      }
      continue;
    }
    flagged.push_back(arg);
    const po::option_description* description = nullptr;
    bool inline_value = false;
    if (arg[1] == '-') {
      const std::size_t equals = arg.find('=');
      inline_value = equals != std::string::npos;
      description = options.find_nothrow(arg.substr(2, inline_value ? equals - 2 : std::string::npos), true);
    } else {
      inline_value = arg.size() > 2;
      for (const auto& each : options.options()) {
        if (each->format_name().rfind(arg.substr(0, 2) + " ", 0) == 0 || each->format_name() == arg.substr(0, 2)) {
          description = each.get();
        }
      }
    }
    if (description == nullptr) {
      std::string unknown = arg.substr(0, arg.find('='));
      std::string message = "unknown option '" + unknown + "'";
      if (const std::string near = nearest_option(unknown, options); !near.empty()) {
        message += " (did you mean '" + near + "'?)";
      }
      return message;
    }
    if (!seen.insert(description->long_name()).second && !description->semantic()->is_composing()) {
      return "option '--" + description->long_name() + "' cannot be specified more than once";
    }
    // Its value: the next word, unless that is an option (Boost then says a value is missing,
    // or, for --hard, takes its implicit value).
    if (!inline_value && description->semantic()->max_tokens() > 0 && i + 1 < args.size() &&
        !is_option_word(args[i + 1])) {
      flagged.push_back(args[++i]);
    }
  }
  po::parsed_options parsed = po::command_line_parser(flagged).options(options).run();
  for (std::size_t k = 0; k < positionals.size(); ++k) {
    po::option word(positional.name_for_position(static_cast<unsigned>(k)), {positionals[k]});
    word.position_key = static_cast<int>(k);
    word.original_tokens = {positionals[k]};
    parsed.options.push_back(std::move(word));
  }
  po::store(parsed, values);
  po::notify(values);
  return "";
}
}  // namespace

std::string parse_command_line(int argc, char** argv, const po::options_description& options,
                               const po::positional_options_description& positional,
                               po::variables_map& values) {
  return parse_command_line(std::vector<std::string>(argv + std::min(argc, 1), argv + argc), options,
                            positional, values);
}

int checked_exit(const std::string& tool, int status) {
  std::cout.flush();
  const bool failed = !std::cout || std::fflush(stdout) != 0 || std::ferror(stdout) != 0 ||
                      std::fclose(stdout) != 0;
  if (!failed) return status;
  std::cerr << tool << ": cannot write the output (standard output: a full disk or a closed pipe?)\n";
  return 2;
}

std::string version_line(const std::string& tool) { return tool + " " + SUDOKIT_VERSION; }

void add_input_options(po::options_description& options, const char* profile_help) {
  options.add_options()
      ("format,f", po::value<std::string>()->default_value("auto"),
       "input format: auto, line, grid, ints, or a profile name")
      ("profile,p", po::value<std::string>(), (std::string(profile_help) + "; or --problem FILE (docs/problems.md)").c_str())
      ("box", po::value<std::string>(), "box shape RxC when the size does not tell (e.g. 2x3)")
      ("alphabet", po::value<std::string>(),
       "symbols for digits 1..N: digits, letters, hex, or the symbols themselves")
      ("strict", "reject CRLF, trailing spaces, a missing final newline, a BOM, extra empty lines")
      ("variant", po::value<std::string>(), "read plain grids as X (x), windoku or x+windoku puzzles "
       "(sgt-puzzles ids name their own variant: X, jigsaw, killer)");
}

void add_node_limit_option(po::options_description& options) {
  options.add_options()("node-limit", po::value<std::uint64_t>()->default_value(kDefaultNodeLimit),
                        "search nodes per search (puzzle, case) before its answer is 'unknown' "
                        "and the exit status 4 (0: no limit)");
}

void add_counter_option(po::options_description& options) {
  options.add_options()("counter", po::value<std::string>()->default_value("auto"),
                        "the Sudoku counter: auto (bitboard, then clause learning on boxes wider "
                        "than 4), dlx (the exact-cover engine), bitboard, sat (clause learning)");
}

std::optional<Counter> counter_option(const po::variables_map& values, std::string* error) {
  const std::string name = values["counter"].as<std::string>();
  const auto counter = parse_counter(name);
  if (!counter) *error = "--counter: unknown counter '" + name + "' (auto, dlx, bitboard)";
  return counter;
}

std::optional<int> jobs_option(int jobs, std::string* error) {
  if (jobs < 0) {
    *error = "--jobs must be 0 (one per core) or more";
    return std::nullopt;
  }
  return jobs > 0 ? jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

std::string read_problem_options(std::vector<std::string>& words, bool as_profile) {
  std::vector<std::string> out;
  bool problem = false, profile = false;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (word == "--") {  // the rest are operands
      out.insert(out.end(), words.begin() + static_cast<std::ptrdiff_t>(i), words.end());
      break;
    }
    profile = profile || word == "-p" || word == "--profile" || word.rfind("--profile=", 0) == 0 ||
              (word.size() > 2 && word.rfind("-p", 0) == 0);
    std::string path;
    if (word == "--problem") {
      if (i + 1 == words.size()) return "--problem needs a FILE: a problem file (docs/problems.md)";
      path = words[++i];
    } else if (word.rfind("--problem=", 0) == 0) {
      path = word.substr(10);
    } else {
      out.push_back(word);
      continue;
    }
    if (problem) return "--problem is given twice: a command serves one problem";
    problem = true;
    std::string error;
    const Judge* judge = load_problem_judge(path, &error);
    if (judge == nullptr) return error;
    if (!as_profile) continue;
    out.push_back("--profile");
    out.push_back(std::string(judge->name()));
  }
  if (problem && profile) return "--problem and --profile: each names the problem; give one";
  words = std::move(out);
  return "";
}

std::string read_problem_options(int& argc, char**& argv, std::vector<std::string>& storage,
                                 std::vector<char*>& pointers) {
  storage.assign(argv + 1, argv + argc);
  if (std::string error = read_problem_options(storage); !error.empty()) return error;
  pointers.assign(1, argv[0]);
  for (std::string& word : storage) pointers.push_back(word.data());
  pointers.push_back(nullptr);
  argc = static_cast<int>(pointers.size()) - 1;
  argv = pointers.data();
  return "";
}

InputRequest input_request(const po::variables_map& values) {
  const auto given = [&values](const char* name) {
    return values.count(name) ? std::optional<std::string>(values[name].as<std::string>())
                              : std::nullopt;
  };
  InputRequest request;
  request.format = values["format"].as<std::string>();
  request.profile = given("profile");
  if (!request.profile && find_judge(request.format) != nullptr) {  // --format PROFILE
    request.profile = request.format;
    request.format = "auto";
  }
  request.box = given("box");
  request.alphabet = given("alphabet");
  request.strict = values.count("strict") > 0;
  request.variant = given("variant");
  return request;
}

}  // namespace sudokit
