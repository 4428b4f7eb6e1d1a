// SPDX-License-Identifier: MIT
// sudokit-gen's command line as a typed GenSpec (Boost.Program_options, the tool's layer).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/setting/package.hpp"
#include "common/setting/stress.hpp"
#include "gen/command.hpp"
#include "gen/spec.hpp"

namespace sudokit {

// A command line (without the program name), or a plan line's words, as a spec.
GenSpecParse parse_gen_args(const std::vector<std::string>& args);

// parse_gen_args(), then run_gen_spec(): the front end's one call. Without --seed the run takes
// `fresh_seed` when given (the front end's random one, which the run prints), else 1; --shard
// then needs --seed (every shard must be part of the same run).
GenCommand run_gen_command(const std::vector<std::string>& args, const GenProgress& progress = {},
                           std::optional<std::uint64_t> fresh_seed = std::nullopt);

// `sudokit-gen package ARGS`: parsed, then run_package() with parse_gen_args() for the plan's
// lines. The invalid-input bank defaults to share/sudokit/invalid beside the executable (the
// build copies tests/data/invalid there; `make install` puts it under PREFIX/share).
PackageRun run_package_command(const std::vector<std::string>& args,
                               const PackageProgress& progress = {});

// `sudokit-gen stress ARGS`: the report, the witnesses to write (--out DIR), or a usage error.
struct StressCommand {
  bool usage = false;
  std::string err;    // the usage error, or an input error (exit 2)
  std::string help;   // --help or --version text
  std::string text;   // the report, for standard output
  std::string json;   // --report's JSON lines
  std::map<std::string, std::string> files;  // --out DIR's files
  std::optional<std::string> out, report_file;
  bool force = false;
  int exit_status = 0;
};
StressCommand run_stress_command(const std::vector<std::string>& args, const StressProgress& progress = {});

// `sudokit-gen scramble ARGS`: the files to write (--out, --record; none: the grids to
// standard output), or a usage error, or the input errors.
struct ScrambleRun {
  bool usage = false;
  std::string err;       // the usage error, or the input errors (exit 2)
  std::string help;      // --help or --version text
  std::string text;      // the scrambled grids
  std::string record;    // --record's JSON lines
  std::optional<std::string> out, record_file;
  bool force = false;
  std::size_t unsettled = 0;  // minimums the node limit left unknown (exit 4)
};
ScrambleRun run_scramble_command(const std::vector<std::string>& args);

// `sudokit-gen render ARGS`: the sheet to write to --out, or a usage error, or why not.
struct RenderRun {
  bool usage = false;
  std::string err;    // the usage error, or the reasons there is no sheet
  std::string help;   // --help or --version text
  std::string bytes;  // the sheet
  std::string out;    // its file
  bool force = false;
  int exit_status = 0;
  int pages = 0;
};
RenderRun run_render_command(const std::vector<std::string>& args);

}  // namespace sudokit
