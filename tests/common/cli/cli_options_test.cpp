// SPDX-License-Identifier: MIT
// The command-line parser's own part: a file list of any length is read in one pass (Boost's
// parser is quadratic in its words: 100,000 file names took 14 s), in order, with `--`; an
// ambiguous abbreviation is a usage error, not an exception (found by fuzz_plan).
#include "common/cli/cli_options.hpp"

#include <gtest/gtest.h>

namespace sudokit {
namespace {

namespace po = boost::program_options;

struct Parsed {
  std::string error;
  po::variables_map values;
};

Parsed parse(const std::vector<std::string>& args) {
  po::options_description options;
  options.add_options()("count,c", po::value<int>(), "")("counter", po::value<std::string>(), "")(
      "quiet,q", "")("input", po::value<std::vector<std::string>>(), "");
  po::positional_options_description positional;
  positional.add("input", -1);
  Parsed parsed;
  parsed.error = parse_command_line(args, options, positional, parsed.values);
  return parsed;
}

TEST(CommandLine, FileListsOfAnyLengthInOnePassAndInOrder) {
  std::vector<std::string> args = {"-q", "--count", "3"};
  std::vector<std::string> files;
  for (int k = 0; k < 300'000; ++k) files.push_back("f" + std::to_string(k));
  args.insert(args.end(), files.begin(), files.end());
  args.insert(args.end(), {"--", "-x", "--count"});  // after --, file names
  files.insert(files.end(), {"-x", "--count"});
  const Parsed parsed = parse(args);
  ASSERT_EQ(parsed.error, "");
  EXPECT_EQ(parsed.values["count"].as<int>(), 3);
  EXPECT_EQ(parsed.values.count("quiet"), 1u);
  EXPECT_EQ(parsed.values["input"].as<std::vector<std::string>>(), files);
}

TEST(CommandLine, OptionsBetweenFilesAndTheirValues) {
  const Parsed parsed = parse({"a", "-c", "-5", "b", "--counter=dlx", "-", "c"});
  ASSERT_EQ(parsed.error, "");
  EXPECT_EQ(parsed.values["count"].as<int>(), -5);
  EXPECT_EQ(parsed.values["counter"].as<std::string>(), "dlx");
  EXPECT_EQ(parsed.values["input"].as<std::vector<std::string>>(), (std::vector<std::string>{"a", "b", "-", "c"}));
}

TEST(CommandLine, AmbiguousAndRepeatedOptionsAreUsageErrors) {
  EXPECT_EQ(parse({"--coun", "3"}).error, "option is ambiguous and matches 'count', and 'counter'");
  EXPECT_EQ(parse({"--count", "1", "--count", "2"}).error, "option '--count' cannot be specified more than once");
  EXPECT_EQ(parse({"--nothing"}).error, "unknown option '--nothing'");
}

TEST(CommandLine, MistakesAreNamedWithTheNearestOption) {
  EXPECT_EQ(parse({"--cuont", "3"}).error, "unknown option '--cuont' (did you mean '--count'?)");
  EXPECT_EQ(parse({"--zebra"}).error, "unknown option '--zebra'");  // nothing near it
  EXPECT_EQ(parse({"--count", "99999999999"}).error,
            "the argument ('99999999999') for option '--count' is invalid (expected an integer "
            "-2147483648..2147483647)");
}

}  // namespace
}  // namespace sudokit
