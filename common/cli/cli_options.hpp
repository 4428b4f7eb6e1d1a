// SPDX-License-Identifier: MIT
// The input options shared by the command-line front ends (Boost.Program_options).
#pragma once

#include <boost/program_options.hpp>
#include <string>
#include <vector>

#include "common/judge/registry.hpp"
#include "common/sudoku/solution_counter.hpp"

namespace sudokit {

// Parses the arguments (without the program name) into `values`; "" on success, else Boost's
// message (a usage error).
std::string parse_command_line(const std::vector<std::string>& args,
                               const boost::program_options::options_description& options,
                               const boost::program_options::positional_options_description& positional,
                               boost::program_options::variables_map& values);
// The same for main()'s argc and argv.
std::string parse_command_line(int argc, char** argv,
                               const boost::program_options::options_description& options,
                               const boost::program_options::positional_options_description& positional,
                               boost::program_options::variables_map& values);

// What a tool's main returns: `status`, unless writing standard output failed (a full disk, a
// closed pipe), which is said on stderr and returns 2. Flushes and closes standard output.
int checked_exit(const std::string& tool, int status);

// "sudokit-verify 0.1.0": what --version prints.
std::string version_line(const std::string& tool);

// Adds --format, --profile, --box, --alphabet, --strict and --variant.
void add_input_options(boost::program_options::options_description& options,
                       const char* profile_help);
// Adds --node-limit: each search's budget (common/engine/budget.hpp), kDefaultNodeLimit unless
// given, 0 for none.
void add_node_limit_option(boost::program_options::options_description& options);
// Adds sudokit-solve's --counter auto|dlx|bitboard|sat: the searchers that count Sudoku
// solutions (solve/counting.hpp).
void add_counter_option(boost::program_options::options_description& options);
// The --counter given (automatic when not), or nullopt with the usage error in *error.
std::optional<Counter> counter_option(const boost::program_options::variables_map& values,
                                      std::string* error);

// --jobs N as a number of threads: N, or one per core for 0; nullopt (the usage error in
// *error) when N is negative.
std::optional<int> jobs_option(int jobs, std::string* error);

// Every `--problem FILE` (or --problem=FILE) among a command line's words: the file is read
// and its problem registered (common/text/problem_file.hpp), and the option becomes
// `--profile NAME`, so that whatever takes a profile takes a problem file (a package's plan
// lines too); with `as_profile` false it is only taken out (sudokit-gen package, whose plan
// lines name the profile). Returns "" or the reason: the file's defect at its line and
// column, or a --profile (or a second --problem) beside it.
std::string read_problem_options(std::vector<std::string>& words, bool as_profile = true);
// The same for a tool's argv; `storage` and `pointers` keep the rewritten words alive.
std::string read_problem_options(int& argc, char**& argv, std::vector<std::string>& storage,
                                 std::vector<char*>& pointers);

// What those options were given as; --format naming a judge profile is --profile.
InputRequest input_request(const boost::program_options::variables_map& values);

}  // namespace sudokit
