// SPDX-License-Identifier: MIT
#include "common/text/puzzle_files.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>

#include "common/text/io.hpp"

namespace sudokit {

std::optional<std::vector<PuzzleFile>> read_puzzle_files(const std::vector<std::string>& paths,
                                                         const std::string& format_name,
                                                         ReadOptions options, std::string* error,
                                                         bool* malformed) {
  *malformed = false;
  std::vector<PuzzleFile> files;
  for (const std::string& path : paths) {
    const auto text = read_text_file(path, error);
    if (!text) return std::nullopt;
    const TextFormat* format =
        format_name == "auto" ? &detect_text_format(*text) : find_text_format(format_name);
    if (format == nullptr) {
      *error = "unknown format '" + format_name + "'";  // resolve_input() names the valid ones
      return std::nullopt;
    }
    options.source = path == "-" ? "<stdin>" : path;
    ReadResult result = read_puzzles_each(*text, *format, options);
    if (!result.ok()) {
      *error = result.error->to_string();
      *malformed = true;
      return std::nullopt;
    }
    files.push_back({options.source, format, std::move(result.set)});
  }
  return files;
}

namespace {

// A file's bytes, a block at a time ("-": standard input).
class BlockReader {
 public:
  explicit BlockReader(const std::string& path) : path_(path) {
    if (path != "-") file_.open(path, std::ios::binary);
  }
  bool opened(std::string* error) const {
    std::error_code ec;
    if (path_ != "-" && std::filesystem::is_directory(path_, ec)) {
      *error = path_ + ": is a directory";
      return false;
    }
    if (path_ != "-" && !file_) {
      *error = path_ + ": cannot open: " + std::strerror(errno);
      return false;
    }
    return true;
  }
  // Appends up to a block (64 KB) to `out`; false at the end of the file (or a read error:
  // *error). Read through a block left uninitialised, not into `out` grown first: growing a
  // string zeroes it, which for a one-puzzle file cost page faults that showed in a whole run.
  bool read(std::string& out, std::string* error) {
    std::istream& in = path_ == "-" ? std::cin : static_cast<std::istream&>(file_);
    in.read(block_.get(), static_cast<std::streamsize>(kBlock));
    out.append(block_.get(), static_cast<std::size_t>(in.gcount()));
    if (in.bad()) *error = path_ + ": read error";
    return in.good();
  }

 private:
  static constexpr std::size_t kBlock = std::size_t{1} << 16;
  std::string path_;
  std::ifstream file_;
  std::unique_ptr<char[]> block_{new char[kBlock]};
};

}  // namespace

std::string read_puzzle_chunks(const std::vector<std::string>& paths, const std::string& format_name,
                               ReadOptions options, const PuzzleChunkSink& each, bool* malformed,
                               std::size_t* skipped_lines, std::size_t chunk_bytes) {
  *malformed = false;
  constexpr std::size_t kLargestChunk = std::size_t{256} << 20;  // of one puzzle, or a judge input
  for (const std::string& path : paths) {
    std::string error;
    BlockReader reader(path);
    if (!reader.opened(&error)) return error;
    ReadOptions read = options;
    read.source = path == "-" ? "<stdin>" : path;
    const TextFormat* format = format_name == "auto" ? nullptr : find_text_format(format_name);
    if (format_name != "auto" && format == nullptr) return "unknown format '" + format_name + "'";
    // A judge profile's input is one text (its count line and terminator frame it).
    std::size_t want = format != nullptr && !format->any_layout ? kLargestChunk : chunk_bytes;
    std::string pending;  // bytes read, not yet handed on
    int lines_before = 0;  // the file's lines before `pending`
    std::size_t puzzles_before = 0;
    bool more = true;
    do {  // (at least once: an empty file says so)
      while (more && pending.size() < want) {  // whole lines, about `want` bytes of them
        more = reader.read(pending, &error);
        if (!error.empty()) return error;
        const std::size_t last_break = pending.rfind('\n');
        const std::size_t open_line = last_break == std::string::npos ? pending.size() : pending.size() - last_break - 1;
        if (open_line > kLongestLine) {
          int line = lines_before + 1;
          for (char c : pending) line += c == '\n';
          *malformed = true;
          return read.source + ":" + std::to_string(line) + ":" + std::to_string(kLongestLine + 1) +
                 ": a line of more than " + std::to_string(kLongestLine) + " bytes: no puzzle is that long";
        }
      }
      if (more && pending.size() >= kLargestChunk) {
        *malformed = true;
        return read.source + ":" + std::to_string(lines_before + 1) + ": more than " +
               std::to_string(kLargestChunk >> 20) + " MiB without a whole puzzle (or judge input)";
      }
      std::size_t cut = more ? pending.rfind('\n') + 1 : pending.size();
      if (cut == 0 && more) {  // no whole line yet: read on
        want = pending.size() + (1 << 16);
        continue;
      }
      if (format == nullptr) format = &detect_text_format(pending);
      ReadResult result = read_puzzles_each(std::string_view(pending).substr(0, cut), *format, read);
      PuzzleSet& set = result.set;
      std::size_t keep = set.puzzles.size();
      if (!result.ok()) {
        const bool blank = result.error->kind == ParseError::Kind::empty;
        if (!blank && more) {  // perhaps one puzzle cut short: read on
          want = pending.size() * 2;
          continue;
        }
        if (!blank || (puzzles_before == 0 && !more)) {  // as read_puzzle_files() says it
          ParseError shifted = *result.error;
          if (shifted.line > 0) shifted.line += lines_before;
          *malformed = true;
          return shifted.to_string();
        }
        keep = 0;  // comments and blank lines: nothing to hand on
      } else if (more) {
        // The last puzzle, and the unreadable ones just before it, may be cut short: they are
        // read again with what follows.
        keep = keep - 1;
        while (keep > 0 && set.unreadable_at(keep - 1)) --keep;
        if (keep == 0) {  // one puzzle, perhaps unfinished, so far: read on
          want = pending.size() * 2;
          continue;
        }
        std::size_t at = 0;
        for (int line = 1; line < set.first_lines[keep]; ++line) at = pending.find('\n', at) + 1;
        cut = at;
      }
      if (keep > 0) {
        PuzzleFile chunk{read.source, format, {}, puzzles_before};
        chunk.set.shape = set.shape;
        chunk.set.alphabet = set.alphabet;
        set.puzzles.resize(keep);
        chunk.set.puzzles = std::move(set.puzzles);
        for (std::size_t i = 0; i < keep; ++i) chunk.set.first_lines.push_back(set.first_lines[i] + lines_before);
        for (std::size_t i = 0; i < keep && !set.unreadable.empty(); ++i) {
          std::optional<ParseError> reason = set.unreadable[i];
          if (reason && reason->line > 0) reason->line += lines_before;
          if (reason) reason->puzzle += static_cast<int>(puzzles_before);
          chunk.set.unreadable.push_back(std::move(reason));
        }
        read.shape = set.shape;  // later chunks are read in this one's shape and symbols
        read.alphabet = set.alphabet;
        puzzles_before += keep;
        if (!each(chunk)) return "";
      }
      int lines_cut = 0;  // the lines of `pending` handed on (or dropped: comments only)
      for (std::size_t i = 0; i < cut; ++i) lines_cut += pending[i] == '\n';
      if (cut > 0 && pending[cut - 1] != '\n') ++lines_cut;  // the file's last, unended line
      if (skipped_lines != nullptr) {
        for (int line : set.skipped_lines) *skipped_lines += line <= lines_cut;
      }
      lines_before += lines_cut;
      pending.erase(0, cut);
      want = std::max(chunk_bytes, want / 2);
    } while (more || !pending.empty());
  }
  return "";
}

std::string first_unreadable(const std::vector<PuzzleFile>& files) {
  for (const PuzzleFile& file : files) {
    for (const auto& reason : file.set.unreadable) {
      if (reason) return reason->to_string();
    }
  }
  return "";
}

std::string unreadable_reason(const PuzzleFile& file, std::size_t index) {
  const ParseError* error = file.set.unreadable_at(index);
  if (error == nullptr) return "";
  std::string where;  // the line only where it is not the puzzle's first
  if (error->line > 0 && error->line != file.set.first_lines[index]) {
    where = "line " + std::to_string(error->line) + (error->column > 0 ? ", " : ": ");
  }
  if (error->column > 0) where += "column " + std::to_string(error->column) + ": ";
  return where + error->message;
}

namespace {

std::string place_text(const std::string& source, int line, std::size_t puzzle) {
  std::string text;  // (one allocation: it is made for every puzzle a tool reports on)
  const std::string at = std::to_string(line);
  const std::string number = std::to_string(puzzle);
  text.reserve(source.size() + at.size() + number.size() + 10);
  text.append(source).append(":").append(at).append(": puzzle ").append(number);
  return text;
}

}  // namespace

std::string puzzle_place(const PuzzleFile& file, std::size_t index) {
  return place_text(file.source, file.set.first_lines[index], file.first_index + index + 1);
}

void set_aside_killers(std::vector<PuzzleFile>& files, const std::string& why) {
  for (PuzzleFile& file : files) {
    PuzzleSet& set = file.set;
    for (std::size_t i = 0; i < set.puzzles.size(); ++i) {
      const Geometry& geometry = set.puzzles[i].geometry();
      if (geometry.cages().empty() || set.unreadable_at(i)) continue;
      set.unreadable.resize(set.puzzles.size());
      set.unreadable[i] = ParseError{file.source, set.first_lines[i], 1, static_cast<int>(file.first_index + i + 1),
                                     "a " + geometry.variant_name() + " puzzle: " + why};
      set.puzzles[i] = Grid(set.shape);
    }
  }
}

std::string PuzzleRef::place() const { return place_text(source, line, puzzle); }

PuzzleRef puzzle_ref(const PuzzleFile& file, std::size_t index) {
  return {file.source, file.set.first_lines[index], file.first_index + index + 1};
}

}  // namespace sudokit
