// SPDX-License-Identifier: MIT
#include "common/judge/validate.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <fstream>
#include <sstream>

#include "common/judge/variant.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

const std::string kBank = std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/invalid/";
const std::string kSamples = testing::data_path("samples/");

using testing::slurp;

Validation validate(const std::string& text, const char* profile, bool lenient = false,
                    const std::string& source = "input") {
  ValidateOptions options;
  options.lenient = lenient;
  options.source = source;
  if (const Variant* variant = find_variant(profile)) return variant->validate(text, options);
  return validate_input(text, *find_text_format(profile), options);
}

// One invalid input per defect and profile, each rejected with its expected message.
TEST(Validate, RejectsTheInvalidBank) {
  std::ifstream index(kBank + "expected.index");
  ASSERT_TRUE(index);
  int rows = 0;
  std::set<std::string> profiles;
  for (std::string line; std::getline(index, line);) {
    if (line.empty() || line[0] == '#') continue;
    const auto a = line.find('|');
    const auto b = line.find('|', a + 1);
    const std::string profile = line.substr(0, a);
    const std::string file = line.substr(a + 1, b - a - 1);
    SCOPED_TRACE(profile + "/" + file);
    const Validation result = validate(slurp(kBank + profile + "/" + file), profile.c_str(),
                                       false, file);
    EXPECT_FALSE(result.valid);
    EXPECT_EQ(result.message, line.substr(b + 1));
    profiles.insert(profile);
    ++rows;
  }
  EXPECT_EQ(profiles.size(), 10u);
  EXPECT_GE(rows, 90);
  int files = 0;  // every file of the bank is in the index
  for (const auto& folder : std::filesystem::directory_iterator(kBank)) {
    if (!folder.is_directory()) continue;
    for (const auto& file : std::filesystem::directory_iterator(folder)) files += file.path().extension() == ".in";
  }
  EXPECT_EQ(files, rows);
}

std::string strip_trailing_spaces(const std::string& text) {
  std::string out;
  std::stringstream in(text);
  for (std::string line; std::getline(in, line);) {
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  return out;
}

TEST(Validate, PublicSamplesAreValidLenientlyAndCleanOnesStrictly) {
  for (const auto& [profile, folder] : testing::kGridSamples) {
    SCOPED_TRACE(profile);
    const std::string text = slurp(kSamples + folder + "/sample.in");
    const Validation lenient = validate(text, profile, true);
    EXPECT_TRUE(lenient.valid) << lenient.message;
    const Validation strict = validate(strip_trailing_spaces(text), profile);
    EXPECT_TRUE(strict.valid) << strict.message;
  }
}

TEST(Validate, EachProfileKeepsItsOwnPromise) {
  // Two solutions: invalid where one is promised, valid for ZOJ 3122 (a solution exists).
  const std::string two = slurp(kBank + "poj3076/two_solutions.in");
  EXPECT_FALSE(validate(two, "poj3076").valid);
  EXPECT_FALSE(validate(two, "acwing169").valid);
  const Validation zoj = validate(two, "zoj3122");
  EXPECT_TRUE(zoj.valid) << zoj.message;
  EXPECT_EQ(zoj.message, "input: valid zoj3122 input, 1 case");
}

TEST(Validate, GeneratedInputsPassStrictly) {
  for (const char* profile : {"poj3074", "poj3076", "zoj3122", "acwing169", "p1784"}) {
    SCOPED_TRACE(profile);
    const std::string input = testing::generated_test(profile, 11, 3).first;
    const Validation result = validate(input, profile);
    EXPECT_TRUE(result.valid) << result.message;
  }
}

TEST(Validate, DialectExitCodes) {
  const Validation valid{true, "", false}, invalid{false, "", false}, undecided{false, "", true};
  EXPECT_EQ(validator_exit_code(Dialect::plain, valid), 0);
  EXPECT_EQ(validator_exit_code(Dialect::plain, invalid), 1);
  EXPECT_EQ(validator_exit_code(Dialect::plain, undecided), 4);
  EXPECT_EQ(validator_exit_code(Dialect::testlib, valid), 0);
  EXPECT_EQ(validator_exit_code(Dialect::testlib, invalid), 3);
  EXPECT_EQ(validator_exit_code(Dialect::testlib, undecided), 3);
  EXPECT_EQ(validator_exit_code(Dialect::kattis, valid), 42);
  EXPECT_EQ(validator_exit_code(Dialect::kattis, invalid), 43);
  EXPECT_EQ(validator_exit_code(Dialect::kattis, undecided), 43);
}

}  // namespace
}  // namespace sudokit
