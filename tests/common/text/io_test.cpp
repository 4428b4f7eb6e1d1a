#include "common/text/io.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "common/text/json.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

namespace fs = std::filesystem;

using testing::TempDir;

std::string contents(const fs::path& path) {
  std::string error;
  return read_text_file(path.string(), &error).value_or("<unreadable>");
}

TEST(Io, WritesWholeFilesAndNeverOverwritesUnasked) {
  TempDir dir;
  const fs::path file = dir.path / "answers.txt";
  EXPECT_EQ(write_file_atomically(file.string(), "first\n", false), "");
  EXPECT_EQ(contents(file), "first\n");

  const std::string refused = write_file_atomically(file.string(), "second\n", false);
  EXPECT_NE(refused.find("exists; not overwritten"), std::string::npos) << refused;
  EXPECT_EQ(contents(file), "first\n");

  EXPECT_EQ(write_file_atomically(file.string(), "second\n", true), "");
  EXPECT_EQ(contents(file), "second\n");

  // No temporary file is left behind.
  int entries = 0;
  for (const auto& entry : fs::directory_iterator(dir.path)) entries += entry.exists();
  EXPECT_EQ(entries, 1);
}

TEST(Io, ReportsMissingFilesAndFolders) {
  TempDir dir;
  std::string error;
  EXPECT_FALSE(read_text_file((dir.path / "missing").string(), &error));
  EXPECT_NE(error.find("cannot open"), std::string::npos);
  EXPECT_FALSE(read_text_file(dir.path.string(), &error));
  EXPECT_NE(error.find("is a directory"), std::string::npos);
  EXPECT_NE(write_file_atomically((dir.path / "no/such/dir/file").string(), "x", false), "");
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

TEST(Json, EscapesQuotesBackslashesAndControlBytes) {
  EXPECT_EQ(json_string("plain.txt"), "\"plain.txt\"");
  EXPECT_EQ(json_string("a\"b\\c.txt"), "\"a\\\"b\\\\c.txt\"");
  EXPECT_EQ(json_string(std::string("t\tn\nr\r\x01", 7)), "\"t\\tn\\nr\\r\\u0001\"");
  EXPECT_EQ(json_string("\xC3\xA9"), "\"\xC3\xA9\"");  // UTF-8 is copied
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// The reliability issue's defect 4: several outputs are written all or none.
TEST(WriteFiles, AllOrNone) {
  testing::TempDir dir;
  const std::string a = (dir.path / "a.in").string();
  const std::string b = (dir.path / "b.ans").string();
  // A target that cannot be made (its folder is missing): the other one is not written either.
  EXPECT_NE(write_files_atomically({{a, "A\n"}, {(dir.path / "no/such/b.ans").string(), "B\n"}}, false), "");
  EXPECT_FALSE(std::filesystem::exists(a));
  // An existing target, no overwrite: nothing is written, the existing file kept.
  { std::ofstream(b) << "mine\n"; }
  EXPECT_NE(write_files_atomically({{a, "A\n"}, {b, "B\n"}}, false).find("exists"), std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(a));
  EXPECT_EQ(testing::slurp(b), "mine\n");
  // The same file named twice is refused.
  EXPECT_NE(write_files_atomically({{a, "A\n"}, {(dir.path / "." / "a.in").string(), "B\n"}}, true).find("twice"),
            std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(a));
  // With overwrite, both written; no temporary file is left in the folder.
  EXPECT_EQ(write_files_atomically({{a, "A\n"}, {b, "B\n"}}, true), "");
  EXPECT_EQ(testing::slurp(a), "A\n");
  EXPECT_EQ(testing::slurp(b), "B\n");
  std::size_t entries = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir.path)) entries += entry.is_regular_file();
  EXPECT_EQ(entries, 2u);
}

}  // namespace
}  // namespace sudokit
