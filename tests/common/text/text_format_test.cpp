// SPDX-License-Identifier: MIT
#include "common/text/text_format.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "common/text/io.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

const std::string kSource = SUDOKIT_SOURCE_DIR;
const std::string kData = testing::data_path("");

std::string slurp(const std::string& path) {
  std::string error;
  auto text = read_text_file(path, &error);
  EXPECT_TRUE(text) << error;
  return text ? *text : "";
}

ReadResult read(const std::string& text, const std::string& format, bool strict = false,
                std::optional<Shape> shape = std::nullopt) {
  ReadOptions options;
  options.strict = strict;
  options.shape = shape;
  options.source = "in";
  const TextFormat* f = format == "auto" ? &detect_text_format(text) : find_text_format(format);
  EXPECT_NE(f, nullptr) << format;
  return read_puzzles(text, *f, options);
}

// A line of an expected.index: three '|'-separated fields, then the rest of the line (which
// may hold '|' itself), four fields in all.
std::vector<std::string> index_fields(const std::string& line) {
  std::vector<std::string> fields;
  std::stringstream stream(line);
  std::string field;
  for (int k = 0; k < 3 && std::getline(stream, field, '|'); ++k) fields.push_back(field);
  std::getline(stream, field);
  fields.push_back(field);
  return fields;
}

// One malformed input per defect, each with the exact message (file, line, column) expected.
TEST(TextFormat, RejectsEachMalformedInputWithItsMessage) {
  const std::string dir = kSource + "/tests/data/malformed/";
  std::ifstream index(dir + "expected.index");
  ASSERT_TRUE(index);
  std::string line;
  int cases = 0;
  while (std::getline(index, line)) {
    if (line.empty() || line[0] == '#') continue;
    const std::vector<std::string> fields = index_fields(line);
    ASSERT_EQ(fields.size(), 4u) << line;
    SCOPED_TRACE(fields[0]);
    ReadOptions options;
    options.strict = fields[2] == "strict";
    options.source = fields[0];
    const ReadResult result =
        read_puzzles(slurp(dir + fields[0]), *find_text_format(fields[1]), options);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error->to_string(), fields[3]);
    if (options.strict) {  // a strict-only defect must pass in lenient mode (or fail otherwise)
      options.strict = false;
      const ReadResult lenient =
          read_puzzles(slurp(dir + fields[0]), *find_text_format(fields[1]), options);
      if (!lenient.ok()) {
        EXPECT_NE(lenient.error->to_string(), fields[3]);
      }
    }
    ++cases;
  }
  EXPECT_GE(cases, 25);
  // Every file in the bank is in the index, so none is silently skipped.
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    files += entry.path().extension() == ".txt";
  }
  EXPECT_EQ(files, cases);
}

struct Sample {
  const char* profile;
  const char* dir;
  const char* input;
  int puzzles;
  bool has_trailing_spaces;
};
const Sample kSamples[] = {
    {"poj3074", "poj-3074", "sample.in", 2, false},
    {"poj3076", "poj-3076", "sample.in", 1, false},
    {"zoj3122", "zoj-3122", "sample.in", 1, false},
    {"acwing169", "acwing-169", "sample.in", 1, false},
    {"p1784", "luogu-p1784", "sample.in", 1, true},
    {"p1074", "luogu-p1074", "sample1.in", 1, true},
    {"hdu6341", "hdu-6341", "sample.in", 1, false},
};

std::string strip_trailing_spaces(const std::string& text) {
  std::string out;
  std::stringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  return out;
}

TEST(TextFormat, PublicSamplesReadLenientlyAndCleanOnesStrictly) {
  for (const Sample& sample : kSamples) {
    SCOPED_TRACE(sample.profile);
    const std::string text = slurp(kData + "samples/" + sample.dir + "/" + sample.input);
    const ReadResult lenient = read(text, sample.profile);
    ASSERT_TRUE(lenient.ok()) << lenient.error->to_string();
    EXPECT_EQ(static_cast<int>(lenient.set.puzzles.size()), sample.puzzles);
    const ReadResult strict = read(text, sample.profile, true);
    EXPECT_EQ(strict.ok(), !sample.has_trailing_spaces);
    const ReadResult clean = read(strip_trailing_spaces(text), sample.profile, true);
    ASSERT_TRUE(clean.ok()) << clean.error->to_string();
    EXPECT_EQ(clean.set.puzzles, lenient.set.puzzles);
  }
}

TEST(TextFormat, HduSampleIsAFullGrid) {
  const ReadResult result = read(slurp(kData + "samples/hdu-6341/sample.in"), "hdu6341");
  ASSERT_TRUE(result.ok());
  const Grid& grid = result.set.puzzles.at(0);
  EXPECT_TRUE(grid.full());
  EXPECT_EQ(grid.at(0, 0), 7);   // '6' is digit 7 in 0123456789ABCDEF
  EXPECT_EQ(grid.at(0, 3), 14);  // 'D'
}

TEST(TextFormat, LenientModeAcceptsCrlfTrailingSpaceAndBom) {
  const std::string line = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
  const ReadResult result = read("\xEF\xBB\xBF" + line + " \t\r\n\n" + line + "\r\n", "line");
  ASSERT_TRUE(result.ok()) << result.error->to_string();
  EXPECT_EQ(result.set.puzzles.size(), 2u);
  EXPECT_EQ(result.set.first_lines, (std::vector<int>{1, 3}));
  EXPECT_FALSE(read(line + "\r\n", "line", true).ok());
}

// Writing then reading gives the same grids, for every format and several shapes.
TEST(TextFormat, RoundTripsEveryFormat) {
  for (const TextFormat& format : text_formats()) {
    if (format.layout == Layout::pretty) continue;  // read leniently only: PrettyHasBoxLinesAndTheSameCells
    for (const Shape shape : {Shape{2, 2}, Shape{2, 3}, Shape{3, 3}, Shape{4, 4}, Shape{5, 5}}) {
      if (format.shape && !(*format.shape == shape)) continue;
      if (format.layout != Layout::ints && default_alphabet(shape.size()).empty()) continue;
      SCOPED_TRACE(format.name + " " + shape.name());
      std::vector<Grid> puzzles;
      const int count = format.max_cases == 1 ? 1 : 3;
      for (int k = 0; k < count; ++k) {
        Grid grid(shape);
        for (int cell = 0; cell < shape.cells(); ++cell) {
          const bool blank = format.blanks_allowed && (cell * 7 + k) % 3 == 0;
          grid.set(cell, blank ? 0 : (cell * 5 + k) % shape.size() + 1);
        }
        puzzles.push_back(grid);
      }
      const std::string alphabet = format_alphabet(format, shape);
      const std::string text = write_input(puzzles, format, alphabet);
      const ReadResult strict = read(text, format.name, true, shape);
      ASSERT_TRUE(strict.ok()) << strict.error->to_string() << "\n" << text;
      EXPECT_EQ(strict.set.puzzles, puzzles);
    }
  }
}

// `pretty` draws the boxes: '|' between them, a '-+-' rule between bands, its '+'s under the
// '|'s; without them it is the grid format, the same cells. Sizes past 35 write numbers.
TEST(TextFormat, PrettyHasBoxLinesAndTheSameCells) {
  const TextFormat& pretty = *find_text_format("pretty");
  Grid small(Shape{2, 3});
  for (int cell = 0; cell < 36; ++cell) small.set(cell, cell % 5 == 0 ? 0 : (cell / 6 * 3 + cell % 6) % 6 + 1);
  EXPECT_EQ(write_grid(small, pretty, default_alphabet(6)),
            ". 2 3 | 4 5 .\n"
            "4 5 6 | 1 . 3\n"
            "------+------\n"
            "1 2 3 | . 5 6\n"
            "4 5 . | 1 2 3\n"
            "------+------\n"
            "1 . 3 | 4 5 6\n"
            ". 5 6 | 1 2 .\n");
  for (const Shape shape : {Shape{3, 3}, Shape{4, 4}, Shape{3, 4}, Shape{5, 5}, Shape{2, 5}}) {
    SCOPED_TRACE(shape.name());
    Grid grid(shape);
    for (int cell = 0; cell < shape.cells(); ++cell) grid.set(cell, (cell * 7) % 3 == 0 ? 0 : (cell * 5) % shape.size() + 1);
    const std::string alphabet = default_alphabet(shape.size());
    const std::string text = write_grid(grid, pretty, alphabet);
    std::string plain;  // the rules dropped, then every space and '|'
    std::size_t width = 0;
    int rules = 0;
    for (std::size_t start = 0; start < text.size();) {
      const std::size_t end = text.find('\n', start);
      const std::string line = text.substr(start, end - start);
      start = end + 1;
      if (width == 0) width = line.size();
      EXPECT_EQ(line.size(), width) << line;
      if (line.find('+') != std::string::npos) {
        ++rules;
        for (std::size_t i = 0; i < line.size(); ++i) EXPECT_EQ(line[i] == '+', text[i] == '|') << i;
        continue;
      }
      for (char c : line) {
        if (c != ' ' && c != '|') plain += c;
      }
      plain += '\n';
    }
    EXPECT_EQ(rules, shape.box_cols - 1);
    EXPECT_EQ(plain, write_grid(grid, *find_text_format("grid"), alphabet));
    // And it reads back, as `pretty` or detected, three grids with empty lines between.
    const std::string three = write_input(std::vector<Grid>(3, grid), pretty, alphabet);
    for (const std::string& format : {std::string("pretty"), std::string("auto")}) {
      const ReadResult back = read(three, format, false, shape);
      ASSERT_TRUE(back.ok()) << back.error->to_string();
      EXPECT_EQ(back.set.puzzles, std::vector<Grid>(3, grid));
    }
  }
  Grid big(Shape{6, 7});
  big.set(0, 42);
  big.set(1, 7);
  const std::string text = write_grid(big, pretty, "");
  EXPECT_EQ(text.substr(0, 9), "42  7  . ");
}

TEST(TextFormat, AnswerSeparatorsFollowEachJudge) {
  Grid a(Shape{2, 2});
  Grid b(Shape{2, 2});
  for (int cell = 0; cell < 16; ++cell) {
    a.set(cell, 1 + cell % 4);
    b.set(cell, 4 - cell % 4);
  }
  const std::vector<Grid> grids = {a, b};
  TextFormat between = *find_text_format("grid");
  EXPECT_EQ(write_answers(grids, between, "1234"),
            "1234\n1234\n1234\n1234\n\n4321\n4321\n4321\n4321\n");
  TextFormat after = between;
  after.output_separator = Separator::after_each;
  EXPECT_EQ(write_answers(grids, after, "1234"),
            "1234\n1234\n1234\n1234\n\n4321\n4321\n4321\n4321\n\n");
  EXPECT_EQ(find_text_format("acwing169")->output_separator, Separator::after_each);
  EXPECT_EQ(find_text_format("zoj3122")->output_separator, Separator::between);
  EXPECT_EQ(write_answers(grids, *find_text_format("line"), "1234"),
            "1234123412341234\n4321432143214321\n");
  EXPECT_EQ(write_grid(a, *find_text_format("ints"), ""), "1 2 3 4\n1 2 3 4\n1 2 3 4\n1 2 3 4\n");
  EXPECT_EQ(write_input(grids, *find_text_format("line"), "ABCD"),
            "ABCDABCDABCDABCD\nDCBADCBADCBADCBA\n");
}

TEST(TextFormat, DetectsGenericFormats) {
  EXPECT_EQ(detect_text_format(std::string(81, '.') + "\n").name, "line");
  EXPECT_EQ(detect_text_format("1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n").name, "ints");
  std::string grid9;
  for (int r = 0; r < 9; ++r) grid9 += ".........\n";
  EXPECT_EQ(detect_text_format(grid9).name, "grid");
  EXPECT_EQ(detect_text_format("\n\n" + grid9).name, "grid");
  EXPECT_EQ(detect_text_format(slurp(kData + "samples/poj-3076/sample.in")).name, "grid");
  // Two 4x4 puzzles as lines: too few lines of 16 to be a 16x16 grid.
  EXPECT_EQ(detect_text_format(std::string(16, '.') + "\n" + std::string(16, '.') + "\n").name, "line");
}

// Files as users have them (tests/data/readers): comment lines, empty lines, every layout in one
// file, an unreadable puzzle that leaves the others readable. Each puzzle against its expected
// digits, written out by hand in the index (not by this reader).
TEST(TextFormat, ReadsEveryGenericLayoutPuzzleByPuzzle) {
  const std::string dir = testing::data_path("readers/");
  std::istringstream index(slurp(dir + "expected.index"));
  std::map<std::pair<std::string, std::string>, std::vector<std::pair<int, std::string>>> expected;
  std::vector<std::pair<std::string, std::string>> order;
  std::map<std::pair<std::string, std::string>, std::size_t> skipped;
  for (std::string line; std::getline(index, line);) {
    if (line.empty() || line[0] == '#') continue;
    const std::vector<std::string> fields = index_fields(line);
    ASSERT_EQ(fields.size(), 4u) << line;
    const auto key = std::make_pair(fields[0], fields[1]);
    if (!expected.count(key)) order.push_back(key);
    if (fields[2] == "skipped") {  // the count of lines skipped (comments, titles)
      skipped[key] = std::stoul(fields[3]);
      continue;
    }
    expected[key].emplace_back(std::stoi(fields[2]), fields[3]);
  }
  ASSERT_GE(order.size(), 10u);
  for (const auto& key : order) {
    const auto& [file, format] = key;
    SCOPED_TRACE(file + " as " + format);
    ReadOptions options;
    options.source = file;
    const TextFormat& chosen = format == "auto" ? detect_text_format(slurp(dir + file))
                                                : *find_text_format(format);
    const ReadResult result = read_puzzles_each(slurp(dir + file), chosen, options);
    const auto& wanted = expected[key];
    if (wanted.size() == 1 && wanted[0].second.rfind("file error: ", 0) == 0) {
      ASSERT_FALSE(result.ok());
      EXPECT_EQ("file error: " + result.error->to_string(), wanted[0].second);
      continue;
    }
    ASSERT_TRUE(result.ok()) << result.error->to_string();
    ASSERT_EQ(result.set.puzzles.size(), wanted.size());
    if (skipped.count(key)) {
      EXPECT_EQ(result.set.skipped_lines.size(), skipped[key]);
    }
    bool any_unreadable = false;
    for (std::size_t i = 0; i < wanted.size(); ++i) {
      EXPECT_EQ(result.set.first_lines[i], wanted[i].first) << "puzzle " << i + 1;
      const ParseError* error = result.set.unreadable_at(i);
      if (wanted[i].second.rfind("unreadable: ", 0) == 0) {
        any_unreadable = true;
        ASSERT_NE(error, nullptr) << "puzzle " << i + 1;
        EXPECT_EQ("unreadable: " + error->to_string(), wanted[i].second);
        EXPECT_EQ(result.set.puzzles[i].givens(), 0);  // left blank
        continue;
      }
      EXPECT_EQ(error, nullptr) << "puzzle " << i + 1 << ": " << error->to_string();
      const Grid& grid = result.set.puzzles[i];
      const std::string symbols = default_alphabet(grid.size());
      // '0' for a blank, else the size's default symbols; after "X:" (its variant) for an X,
      // jigsaw or killer puzzle.
      std::string cells = grid.geometry().classic() ? "" : grid.geometry().variant_name() + ":";
      for (int cell = 0; cell < grid.shape().cells(); ++cell) {
        cells += grid.at(cell) == 0 ? '0' : symbols[static_cast<std::size_t>(grid.at(cell) - 1)];
      }
      EXPECT_EQ(cells, wanted[i].second) << "puzzle " << i + 1;
    }
    // read_puzzles() stops at the first unreadable puzzle with its message.
    const ReadResult whole = read_puzzles(slurp(dir + file), chosen, options);
    EXPECT_EQ(whole.ok(), !any_unreadable);
    if (any_unreadable) {
      for (std::size_t i = 0; i < wanted.size(); ++i) {
        if (const ParseError* error = result.set.unreadable_at(i)) {
          EXPECT_EQ(whole.error->to_string(), error->to_string());
          break;
        }
      }
    }
  }
}

// A row of letters is never taken for a title: a 16x16 grid in lowercase letters (not the
// size's symbols) is an unreadable puzzle with its reason, not sixteen lines skipped.
TEST(TextFormat, RowsOfLettersAreNotTitles) {
  const std::string letters = "abcdefghijklmnop";
  std::string text;
  for (std::size_t row = 0; row < 16; ++row) text += letters.substr(row % 4) + letters.substr(0, row % 4) + "\n";
  ReadOptions options;
  options.source = "in";
  const ReadResult result = read_puzzles_each(text, detect_text_format(text), options);
  ASSERT_TRUE(result.ok()) << result.error->to_string();
  EXPECT_TRUE(result.set.skipped_lines.empty());
  ASSERT_EQ(result.set.puzzles.size(), 1u);
  ASSERT_NE(result.set.unreadable_at(0), nullptr);
  EXPECT_NE(result.set.unreadable_at(0)->message.find("found 'a'"), std::string::npos)
      << result.set.unreadable_at(0)->message;
}

// A file that is not text is refused at once, before any of it is read as puzzles.
TEST(TextFormat, BinaryInputIsNotATextFile) {
  const std::string line = ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
  const ReadResult binary = read(line + "\nPK\x03\x04" + std::string(1, '\0') + "zip", "line");
  ASSERT_FALSE(binary.ok());
  EXPECT_EQ(binary.error->to_string(), "in:2:3: not a text file: found byte 0x03 (a puzzle file holds text)");
  const ReadResult utf16 = read(std::string("\xFF\xFE" "1\0" "2\0", 6), "auto");
  ASSERT_FALSE(utf16.ok());
  EXPECT_EQ(utf16.error->to_string(), "in:1:1: UTF-16 text: save the file as UTF-8 (or ASCII)");
  EXPECT_TRUE(read(line + "\n\f\n" + line + "\n", "line").ok());  // a form feed is text
}

TEST(TextFormat, CommentsOnlyInLenientGenericReading) {
  const std::string text = "# a comment\n" + std::string(81, '.') + "\n";
  EXPECT_EQ(read(text, "line").set.puzzles.size(), 1u);
  EXPECT_FALSE(read(text, "line", /*strict=*/true).ok());
  EXPECT_FALSE(read("# a comment\n" + std::string(81, '.') + "\nend\n", "poj3074").ok());
  // '#' as a symbol of --alphabet is a digit, not a comment.
  ReadOptions options;
  options.alphabet = "#234";
  const ReadResult hashes = read_puzzles("#234\n....\n....\n....\n", *find_text_format("line"), options);
  ASSERT_TRUE(hashes.ok()) << hashes.error->to_string();
  EXPECT_EQ(hashes.set.puzzles[0].at(0), 1);
}

TEST(TextFormat, Alphabets) {
  std::string error;
  EXPECT_EQ(default_alphabet(9), "123456789");
  EXPECT_EQ(default_alphabet(16), "123456789ABCDEFG");
  EXPECT_EQ(default_alphabet(25), "ABCDEFGHIJKLMNOPQRSTUVWXY");
  EXPECT_EQ(default_alphabet(36), "");
  EXPECT_EQ(resolve_alphabet("letters", 16, &error), "ABCDEFGHIJKLMNOP");
  EXPECT_EQ(resolve_alphabet("hex", 16, &error), "0123456789ABCDEF");
  EXPECT_EQ(resolve_alphabet("digits", 12, &error), "123456789ABC");
  EXPECT_EQ(resolve_alphabet("abcd", 4, &error), "abcd");
  EXPECT_EQ(resolve_alphabet("abca", 4, &error), "");
  EXPECT_NE(error.find("repeated"), std::string::npos);
  EXPECT_EQ(resolve_alphabet("abc", 4, &error), "");
  EXPECT_EQ(resolve_alphabet("letters", 30, &error), "");
  EXPECT_EQ(describe_symbols("123456789ABCDEFG"), "1-9, A-G");
  EXPECT_EQ(describe_symbols("0123456789ABCDEF"), "0-9, A-F");
  EXPECT_EQ(describe_symbols("1234"), "1-4");
  EXPECT_EQ(describe_symbols("12"), "1, 2");
  EXPECT_EQ(describe_symbols("xz"), "x, z");
}

TEST(TextFormat, ReadsWithAChosenAlphabetAndBox) {
  ReadOptions options;
  options.alphabet = "letters";
  options.shape = Shape{2, 3};
  const ReadResult result = read_puzzles("AB....\n......\n......\n......\n......\n.....F\n",
                                         *find_text_format("grid"), options);
  ASSERT_TRUE(result.ok()) << result.error->to_string();
  EXPECT_EQ(result.set.shape, (Shape{2, 3}));
  EXPECT_EQ(result.set.puzzles[0].at(0), 1);
  EXPECT_EQ(result.set.puzzles[0].at(35), 6);
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// Robustness: thousands of corrupted inputs (bytes flipped, inserted, deleted, lines cut or
// doubled) through every reader in both modes. Each must come back either read or with an
// error whose position lies inside the input, and never crash or hang (CI runs this under
// ASan and UBSan too).
TEST(TextFormat, SurvivesCorruptedInputs) {
  std::vector<std::pair<std::string, std::string>> seeds;  // (format, text)
  for (const Sample& sample : kSamples) {
    seeds.emplace_back(sample.profile, slurp(kData + "samples/" + sample.dir + "/" + sample.input));
  }
  seeds.emplace_back("line", slurp(kSource + "/examples/puzzles/9x9_17_clues.txt"));
  seeds.emplace_back("grid", slurp(kSource + "/examples/puzzles/16x16_letters.txt"));
  seeds.emplace_back("ints", "1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 4\n\n0 0 0 0\n0 2 0 0\n0 0 0 0\n0 0 0 0\n");
  sudokit::testing::Corrupter corrupt{12345, " \t\r\n.0-19AGPZaz:\xEF\xBB\xBF\x80\xFF"};
  int read_ok = 0;
  int rejected = 0;
  for (int round = 0; round < 6000; ++round) {
    const auto& [format, original] = seeds[corrupt.next(seeds.size())];
    const std::string text = corrupt.damage(original, 4, 40);
    ReadOptions options;
    options.strict = corrupt.next(2) == 0;
    const ReadResult result = read_puzzles(text, *find_text_format(format), options);
    if (result.ok()) {
      ++read_ok;
      for (const Grid& grid : result.set.puzzles) EXPECT_EQ(grid.shape(), result.set.shape);
      continue;
    }
    ++rejected;
    const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 2;
    EXPECT_GE(result.error->line, 0);
    EXPECT_LE(result.error->line, lines) << result.error->to_string();
    EXPECT_FALSE(result.error->message.empty());
  }
  EXPECT_GT(read_ok, 20);    // the corruption is not always fatal ...
  EXPECT_GT(rejected, 1000); // ... and mostly it is
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// The generic formats write a variant's blocks after its grid (its houses, region map, cages
// and sums) and read them back into the same puzzle, in every layout; the blocks written by
// hand in their other forms (words for symbols, sums in any order) read too.
TEST(TextFormat, VariantBlocksRoundTripInEveryGenericLayout) {
  std::vector<Grid> puzzles;
  std::istringstream ids(testing::slurp(std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/variants/sgt_ids.txt"));
  for (std::string id; std::getline(ids, id);) {
    if (!id.empty() && id[0] != '#') puzzles.push_back(testing::grid_of_sgt_id(id));
  }
  ASSERT_GE(puzzles.size(), 20u);
  std::string why;
  puzzles.push_back(Grid(Geometry::make(Shape{3, 3}, Rules{true, true, {}, {}}, &why)));  // X + windoku, blank
  for (const char* name : {"line", "grid", "ints", "pretty"}) {
    SCOPED_TRACE(name);
    const TextFormat& format = *find_text_format(name);
    for (const Grid& puzzle : puzzles) {
      const std::string text = write_input(std::vector<Grid>{puzzle}, format, default_alphabet(puzzle.size()));
      ReadOptions options;
      options.shape = puzzle.shape();
      const ReadResult read = read_puzzles(text, format, options);
      ASSERT_TRUE(read.ok()) << text << read.error->to_string();
      ASSERT_EQ(read.set.puzzles.size(), 1u) << text;
      EXPECT_TRUE(same_geometry(read.set.puzzles[0].geometry_ptr(), puzzle.geometry_ptr())) << text;
      EXPECT_EQ(read.set.puzzles[0], puzzle) << text;
    }
  }
  // By hand: words for the regions, the sums in any order.
  const std::string by_hand = "1...\n....\n....\n...2\n"
                              "houses: x\n"
                              "regions:\n1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\n"
                              "cages:\nab..\nab..\n....\n....\n"
                              "sums: b=7 a=4\n";
  const ReadResult read = read_puzzles(by_hand, *find_text_format("grid"), ReadOptions{});
  ASSERT_TRUE(read.ok()) << read.error->to_string();
  const Geometry& geometry = read.set.puzzles[0].geometry();
  EXPECT_TRUE(geometry.rules().diagonals);
  ASSERT_EQ(geometry.cages().size(), 2u);
  EXPECT_EQ(geometry.cages()[0].cells, (std::vector<int>{0, 4}));
  EXPECT_EQ(geometry.cages()[0].sum, 4);
  EXPECT_EQ(geometry.cages()[1].sum, 7);
}

// Each defect of a block named at its line and column.
TEST(TextFormat, VariantBlockDefectsAreNamedWhereTheyAre) {
  const std::string grid = "1...\n....\n....\n...2\n";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {grid + "houses: x y\n", "<stdin>:5:11: puzzle 1: expected x or windoku (the houses besides rows, columns and boxes), found 'y'"},
      {grid + "regions:\nAABB\nAABB\nCCDD\n", "<stdin>:9:1: puzzle 1: expected row 4 of 4 of the region map (from line 5)"},
      {grid + "regions:\nAABB\nAABB\nCCDD\nCCD\n", "<stdin>:9:1: puzzle 1: expected 4 region symbols (or words), found 3"},
      {grid + "regions:\nAABB\nAABB\nCCDD\nCCDE\n", "<stdin>:5:1: puzzle 1: the region map names 5 regions, not 4"},
      {grid + "regions:\nAAAA\nABBB\nCCDD\nCCDD\n", "<stdin>:5:1: puzzle 1: the blocks make no grid: "},
      {grid + "cages:\nab..\nab..\n....\n....\nsums: a=4\n", "<stdin>:10:1: puzzle 1: cage 'b' has no sum (sums: b=...)"},
      {grid + "cages:\nab..\nab..\n....\n....\nsums: a=4 b=7 c=3\n", "<stdin>:10:1: puzzle 1: a sum for 'c', which names no cage"},
      {grid + "cages:\nab..\nab..\n....\n....\nsums: a=4 b\n", "<stdin>:10:11: puzzle 1: expected a cage's symbol, '=' and its sum (a=10), found 'b'"},
      {"regions:\nAABB\n", "<stdin>:1:1: puzzle 1: a variant's block (houses, regions, cages, sums) with no puzzle before it"},
  };
  for (const auto& [text, message] : cases) {
    const ReadResult read = read_puzzles(text, *find_text_format("grid"), ReadOptions{});
    ASSERT_FALSE(read.ok() && read.set.unreadable.empty()) << text;
    const ParseError* error = read.ok() ? read.set.unreadable_at(0) : &*read.error;
    ASSERT_NE(error, nullptr) << text;
    EXPECT_EQ(error->to_string().substr(0, message.size()), message) << text;
  }
}

}  // namespace
}  // namespace sudokit
