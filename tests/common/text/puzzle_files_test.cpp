// SPDX-License-Identifier: MIT
// Reading files a chunk at a time (reliability item 6): whatever the chunk size, the puzzles,
// their lines, numbers and unreadable reasons are those of reading the file whole; a line
// longer than any puzzle is an input error at once.
#include "common/text/puzzle_files.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "tests/support.hpp"

namespace sudokit {
namespace {

// Every puzzle of the chunks, as the whole-file reader's one PuzzleFile would hold them.
struct Flat {
  std::vector<Grid> puzzles;
  std::vector<int> lines;
  std::vector<std::string> places, reasons;
  std::size_t skipped = 0;
};

Flat flatten_chunks(const std::string& path, std::size_t chunk_bytes, std::string* error) {
  Flat flat;
  bool malformed = false;
  *error = read_puzzle_chunks({path}, "auto", {}, [&](PuzzleFile& chunk) {
    for (std::size_t i = 0; i < chunk.set.puzzles.size(); ++i) {
      flat.puzzles.push_back(chunk.set.puzzles[i]);
      flat.lines.push_back(chunk.set.first_lines[i]);
      flat.places.push_back(puzzle_place(chunk, i));
      const ParseError* why = chunk.set.unreadable_at(i);
      flat.reasons.push_back(why ? why->to_string() + " | " + unreadable_reason(chunk, i) : "");
    }
    return true;
  }, &malformed, &flat.skipped, chunk_bytes);
  return flat;
}

TEST(PuzzleChunks, AnyChunkSizeReadsAsTheWholeFile) {
  std::vector<std::string> files;
  for (const char* folder : {"readers", "malformed", "lists"}) {
    for (const auto& entry : std::filesystem::directory_iterator(testing::data_path(folder))) {
      const std::string extension = entry.path().extension().string();
      if (extension == ".txt" || extension == ".ss" || extension == ".sdk" || extension == ".sdm") {
        files.push_back(entry.path().string());
      }
    }
  }
  ASSERT_GE(files.size(), 10u);
  std::size_t compared = 0;
  for (const std::string& path : files) {
    std::string whole_error;
    bool malformed = false;
    const auto whole = read_puzzle_files({path}, "auto", {}, &whole_error, &malformed);
    for (std::size_t chunk_bytes : {std::size_t{1}, std::size_t{50}, std::size_t{333}, std::size_t{4096}, std::size_t{1} << 20}) {
      SCOPED_TRACE(path + ", chunks of " + std::to_string(chunk_bytes));
      std::string error;
      const Flat flat = flatten_chunks(path, chunk_bytes, &error);
      if (!whole) {
        EXPECT_EQ(error, whole_error);
        continue;
      }
      ASSERT_EQ(error, "");
      const PuzzleFile& file = whole->front();
      ASSERT_EQ(flat.puzzles.size(), file.set.puzzles.size());
      EXPECT_EQ(flat.skipped, file.set.skipped_lines.size());
      for (std::size_t i = 0; i < flat.puzzles.size(); ++i) {
        EXPECT_EQ(flat.places[i], puzzle_place(file, i));
        EXPECT_EQ(flat.lines[i], file.set.first_lines[i]);
        const ParseError* why = file.set.unreadable_at(i);
        EXPECT_EQ(flat.reasons[i], why ? why->to_string() + " | " + unreadable_reason(file, i) : "");
        if (!why) {
          EXPECT_EQ(flat.puzzles[i], file.set.puzzles[i]);
        }
      }
      ++compared;
    }
  }
  EXPECT_GE(compared, 20u);
}

TEST(PuzzleChunks, ALineLongerThanAnyPuzzleIsAnInputErrorAtOnce) {
  const std::string path = ::testing::TempDir() + "/long_line.txt";
  {
    std::ofstream out(path, std::ios::binary);
    out << std::string(81, '.') << "\n" << std::string(kLongestLine + 10, '0');  // no end of line
  }
  std::string error;
  const Flat flat = flatten_chunks(path, 1 << 16, &error);
  EXPECT_EQ(error, path + ":2:" + std::to_string(kLongestLine + 1) + ": a line of more than " +
                       std::to_string(kLongestLine) + " bytes: no puzzle is that long");
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace sudokit
