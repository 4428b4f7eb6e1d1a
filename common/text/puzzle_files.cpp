#include "common/text/puzzle_files.hpp"

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

std::string puzzle_place(const PuzzleFile& file, std::size_t index) {
  return file.source + ":" + std::to_string(file.set.first_lines[index]) + ": puzzle " +
         std::to_string(index + 1);
}

PuzzleRef puzzle_ref(const PuzzleFile& file, std::size_t index) {
  return {puzzle_place(file, index), file.source, file.set.first_lines[index], index + 1};
}

}  // namespace sudokit
