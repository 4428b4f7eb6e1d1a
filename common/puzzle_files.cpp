#include "common/puzzle_files.hpp"

#include "variants/variant.hpp"  // the variants' profile names, for messages

#include "common/io.hpp"

namespace sudokit {

std::optional<InputChoice> resolve_input(const InputRequest& request, std::string* error) {
  InputChoice choice;
  choice.format_name = request.format;
  if (request.profile) {
    choice.format_name = *request.profile;
    const TextFormat* profile = find_text_format(choice.format_name);
    if (profile == nullptr || !profile->shape) {
      std::string names;
      for (const TextFormat& format : text_formats()) {
        if (format.shape && !find_variant(format.name)) names += (names.empty() ? "" : ", ") + format.name;
      }
      for (const Variant* variant : variants()) names += ", " + std::string(variant->name());
      *error = "unknown profile '" + choice.format_name + "' (profiles: " + names + ")";
      return std::nullopt;
    }
  }
  if (choice.format_name != "auto" && find_text_format(choice.format_name) == nullptr) {
    *error = "unknown format '" + choice.format_name + "'";
    return std::nullopt;
  }
  choice.read.strict = request.strict;
  if (request.box) {
    std::string why;
    choice.read.shape = parse_shape(*request.box, &why);
    if (!choice.read.shape) {
      *error = "--box: " + why;
      return std::nullopt;
    }
  }
  if (request.alphabet) choice.read.alphabet = *request.alphabet;
  return choice;
}

std::optional<std::vector<PuzzleFile>> read_puzzle_files(const std::vector<std::string>& paths,
                                                         const std::string& format_name,
                                                         ReadOptions options, std::string* error,
                                                         bool* malformed, bool by_line) {
  *malformed = false;
  std::vector<PuzzleFile> files;
  for (const std::string& path : paths) {
    const auto text = read_text_file(path, error);
    if (!text) return std::nullopt;
    const TextFormat* format =
        format_name == "auto" ? &detect_text_format(*text) : find_text_format(format_name);
    if (format == nullptr) {
      *error = "unknown format '" + format_name + "'";
      return std::nullopt;
    }
    options.source = path == "-" ? "<stdin>" : path;
    ReadResult result = read_puzzles(*text, *format, options);
    if (!result.ok()) {
      if (by_line) {
        if (auto lines = read_puzzle_lines(*text, options.source, *format, options)) {
          files.push_back(std::move(*lines));
          continue;
        }
      }
      *error = result.error->to_string();
      *malformed = true;
      return std::nullopt;
    }
    files.push_back({options.source, format, std::move(result.set)});
  }
  return files;
}

std::optional<PuzzleFile> read_puzzle_lines(const std::string& text, const std::string& source,
                                            const TextFormat& format, const ReadOptions& options) {
  if (format.name != "line") return std::nullopt;
  std::vector<std::pair<int, std::string>> lines;  // (line number, text with its newline)
  int number = 0;
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\n', start);
    end = end == std::string::npos ? text.size() : end + 1;
    ++number;
    std::string line = text.substr(start, end - start);
    start = end;
    if (line.find_first_not_of(" \t\r\n") == std::string::npos) continue;  // blank
    if (line.back() != '\n') line += '\n';
    lines.emplace_back(number, std::move(line));
  }
  ReadOptions each = options;
  each.strict = false;  // lines are judged one by one; whole-file framing is not the point here
  each.source = source;
  if (!each.shape) {
    for (const auto& [line_number, line] : lines) {
      const ReadResult read = read_puzzles(line, format, each);
      if (read.ok()) {
        each.shape = read.set.shape;
        break;
      }
    }
    if (!each.shape) return std::nullopt;
  }
  PuzzleFile file{source, &format, {}, {}};
  file.set.shape = *each.shape;
  for (const auto& [line_number, line] : lines) {
    ReadResult read = read_puzzles(line, format, each);
    file.set.first_lines.push_back(line_number);
    if (read.ok()) {
      file.set.alphabet = read.set.alphabet;
      file.set.puzzles.push_back(read.set.puzzles.front());
      file.unreadable.emplace_back();
    } else {
      const ParseError& error = *read.error;  // its line is named with the puzzle already
      file.set.puzzles.emplace_back(*each.shape);
      file.unreadable.push_back(
          (error.column > 0 ? "column " + std::to_string(error.column) + ": " : "") + error.message);
    }
  }
  return file;
}

std::string puzzle_place(const PuzzleFile& file, std::size_t index) {
  return file.source + ":" + std::to_string(file.set.first_lines[index]) + ": puzzle " +
         std::to_string(index + 1);
}

}  // namespace sudokit
