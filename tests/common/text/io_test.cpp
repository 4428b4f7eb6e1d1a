// SPDX-License-Identifier: MIT
#include "common/text/io.hpp"

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <map>
#include <vector>

#include <nlohmann/json.hpp>
#include <sstream>

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

// What json_string writes, an independent parser (nlohmann's) reads back as the same bytes:
// every byte value, alone and among others.
TEST(Json, EveryByteRoundTripsThroughAnIndependentParser) {
  std::string all;
  for (int c = 1; c < 128; ++c) {  // ASCII (a lone byte above is no UTF-8, which parsers refuse)
    const std::string one(1, static_cast<char>(c));
    EXPECT_EQ(nlohmann::json::parse(json_string(one)).get<std::string>(), one) << c;
    all += one;
  }
  all += "\xC3\xA9\xE2\x82\xAC";
  EXPECT_EQ(nlohmann::json::parse(json_string(all)).get<std::string>(), all);
  EXPECT_EQ(nlohmann::json::parse(json_ints({-3, 0, 7})), nlohmann::json::parse("[-3,0,7]"));
}

// Every JSON line the command-line goldens hold (reports, records, stress's witnesses, the
// --json outputs) is a JSON object by an independent parser.
TEST(Json, EveryGoldenJsonLineParses) {
  const fs::path cli = fs::path(SUDOKIT_SOURCE_DIR) / "tests" / "cli";
  int lines = 0;
  for (const fs::directory_entry& dir : fs::directory_iterator(cli)) {
    if (!dir.is_directory()) continue;
    const std::string args = contents(dir.path() / "args");
    for (const fs::directory_entry& file : fs::directory_iterator(dir.path())) {
      const std::string name = file.path().filename().string();
      const bool jsonl = name.size() > 6 && name.substr(name.size() - 6) == ".jsonl";
      const bool json_stdout = name == "stdout" && args.find("--json") != std::string::npos;
      if (!jsonl && !json_stdout) continue;
      std::istringstream text(contents(file.path()));
      std::string line;
      for (int number = 1; std::getline(text, line); ++number) {
        if (line.empty()) continue;
        const nlohmann::json value = nlohmann::json::parse(line, nullptr, false);
        EXPECT_TRUE(value.is_object()) << file.path() << ":" << number << ": " << line;
        ++lines;
      }
    }
  }
  EXPECT_GE(lines, 25);  // the walk found the goldens' reports, records and --json outputs
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// Several outputs are written all or none.
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

namespace sudokit {
namespace {

namespace fs = std::filesystem;

// The names in a folder, sorted.
std::vector<std::string> names_in(const fs::path& folder) {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(folder)) names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

// A writer interrupted by SIGINT, SIGTERM or SIGHUP at any
// moment leaves the target whole (the old folder or the new one) and no temporary behind.
TEST(WriteFolder, SignalsDuringAWriteLeaveNoDebris) {
  testing::TempDir dir;
  const fs::path target = dir.path / "pkg";
  std::map<std::string, std::string> old_files = {{"old.txt", "old\n"}};
  ASSERT_EQ(write_folder_atomically(target.string(), old_files, false), "");
  std::map<std::string, std::string> files;
  for (int k = 0; k < 3000; ++k) files["data/" + std::to_string(k) + ".in"] = std::string(2000, 'x');
  int interrupted = 0;
  for (int round = 0; round < 12; ++round) {
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {  // the writer: replaces pkg, forever, until a signal ends it
      for (;;) write_folder_atomically(target.string(), files, true);
    }
    ::usleep(static_cast<useconds_t>(20000 + 7919 * round % 60000));
    const int signals[] = {SIGINT, SIGTERM, SIGHUP};
    ::kill(child, signals[round % 3]);
    int status = 0;
    ::waitpid(child, &status, 0);
    interrupted += WIFSIGNALED(status) ? 1 : 0;
    SCOPED_TRACE(round);
    EXPECT_EQ(names_in(dir.path), std::vector<std::string>{"pkg"});  // no .pkg.* left
    const auto inside = names_in(target);
    const bool old_one = inside == std::vector<std::string>{"old.txt"};
    const bool new_one = inside == std::vector<std::string>{"data"} && names_in(target / "data").size() == files.size();
    EXPECT_TRUE(old_one || new_one);
  }
  EXPECT_EQ(interrupted, 12);
}

// A writer killed outright (kill -9) leaves its temporaries; the next write removes them, and
// keeps a running writer's.
TEST(WriteFolder, StaleTemporariesOfDeadWritersAreRemoved) {
  testing::TempDir dir;
  const pid_t gone = ::fork();
  if (gone == 0) ::_exit(0);
  ::waitpid(gone, nullptr, 0);  // a pid no process has now
  const fs::path stale = dir.path / (".pkg." + std::to_string(gone) + ".a1b2c3");
  const fs::path live = dir.path / (".pkg." + std::to_string(::getppid()) + ".d4e5f6");
  const fs::path other = dir.path / ".pkgs.1.g7h8i9";  // not ours: another target's name
  for (const fs::path& folder : {stale, live, other}) {
    fs::create_directories(folder / "data");
    std::ofstream(folder / "data/01.in") << "x\n";
  }
  ASSERT_EQ(write_folder_atomically((dir.path / "pkg").string(), {{"a.txt", "a\n"}}, false), "");
  EXPECT_FALSE(fs::exists(stale));
  EXPECT_TRUE(fs::exists(live));
  EXPECT_TRUE(fs::exists(other));
  EXPECT_EQ(testing::slurp((dir.path / "pkg/a.txt").string()), "a\n");
}

}  // namespace
}  // namespace sudokit
