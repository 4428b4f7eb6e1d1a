// SPDX-License-Identifier: MIT
// Problem files read with yaml-cpp (libyaml-cpp-dev): YAML is what setters already write for
// Kattis (problem.yaml) and Polygon's tools, it has comments, and a YAML parser with every
// corner of the language right (quoting, escapes, block scalars, the line and column of each
// node) is no business of ours to write. Everything after the parse is ours: the schema, the
// kinds of values and the contradictions, each refused where it is written.
#include "common/text/problem_file.hpp"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "common/text/io.hpp"

namespace sudokit {

extern const std::vector<BuiltinProblem> kBuiltinProblemFiles;  // generated: builtin_problems.cpp
extern const std::string_view kProblemTemplate;

const std::vector<BuiltinProblem>& builtin_problem_files() { return kBuiltinProblemFiles; }
std::string_view problem_template() { return kProblemTemplate; }

namespace {

// A defect, thrown from deep in the schema walk to read_problem_file(), which makes it a value.
struct Refusal {
  YAML::Mark mark;
  std::string message;
};

[[noreturn]] void refuse(const YAML::Node& node, std::string message) {
  throw Refusal{node.Mark(), std::move(message)};
}

// A mapping's keys checked against the schema's: each known, none twice. `where` is the
// mapping's path ("" at the top, "grid." inside grid), for the messages.
class Section {
 public:
  Section(const YAML::Node& node, std::string where, std::vector<std::string> keys)
      : node_(node), where_(std::move(where)) {
    if (!node.IsMap()) {
      refuse(node, (where_.empty() ? std::string("a problem file") : "'" + where_.substr(0, where_.size() - 1) + "'") +
                       " is a mapping of keys (" + join(keys) + ")");
    }
    std::set<std::string> seen;
    for (const auto& pair : node) {
      const YAML::Node& key = pair.first;
      if (!key.IsScalar()) refuse(key, "expected a key (" + join(keys) + ")");
      const std::string name = key.Scalar();
      if (std::find(keys.begin(), keys.end(), name) == keys.end()) {
        std::string message = "unknown key '" + where_ + name + "'";
        std::string nearest;
        std::size_t best = 3;
        for (const std::string& known : keys) {
          const std::size_t d = edit_distance(name, known);
          if (d < best) best = d, nearest = known;
        }
        message += nearest.empty() ? " (keys here: " + join(keys) + ")" : "; did you mean '" + where_ + nearest + "'?";
        refuse(key, message);
      }
      if (!seen.insert(name).second) refuse(key, "'" + where_ + name + "' is written twice");
      values_.emplace(name, pair.second);
      keys_.emplace(name, key);
    }
  }

  bool has(const std::string& key) const { return values_.count(key) > 0; }
  const YAML::Node& node() const { return node_; }
  const YAML::Node& value(const std::string& key) const { return values_.at(key); }
  const YAML::Node& key(const std::string& key) const { return keys_.at(key); }
  std::string path(const std::string& key) const { return where_ + key; }

  // A value that must be there.
  const YAML::Node& need(const std::string& key) const {
    if (!has(key)) refuse(node_, "missing '" + path(key) + "'");
    return value(key);
  }

  std::string text(const std::string& key, const std::string& otherwise) const {
    if (!has(key)) return otherwise;
    return scalar(key);
  }
  std::string scalar(const std::string& key) const {
    const YAML::Node& value = need(key);
    if (value.IsNull()) return "";
    if (!value.IsScalar()) refuse(value, "'" + path(key) + "' is one value (a word or a quoted text)");
    return value.Scalar();
  }
  bool flag(const std::string& key, bool otherwise) const {
    if (!has(key)) return otherwise;
    const std::string word = scalar(key);
    if (word == "true") return true;
    if (word == "false") return false;
    refuse(value(key), "'" + path(key) + "' is true or false, found '" + word + "'");
  }
  long number(const std::string& key, long otherwise, long low, long high) const {
    if (!has(key)) return otherwise;
    const std::string word = scalar(key);
    long result = 0;
    bool digits = !word.empty() && word.size() <= 9;
    for (char c : word) {
      digits = digits && std::isdigit(static_cast<unsigned char>(c));
      if (digits) result = result * 10 + (c - '0');
    }
    if (!digits || result < low || result > high) {
      refuse(value(key), "'" + path(key) + "' is a whole number from " + std::to_string(low) + " to " +
                             std::to_string(high) + ", found '" + word + "'");
    }
    return result;
  }
  // One of `words`, else `otherwise` when absent.
  std::string choice(const std::string& key, const std::vector<std::string>& words,
                     const std::string& otherwise) const {
    if (!has(key)) return otherwise;
    const std::string word = scalar(key);
    if (std::find(words.begin(), words.end(), word) == words.end()) {
      refuse(value(key), "'" + path(key) + "' is one of " + join(words) + ", found '" + word + "'");
    }
    return word;
  }

  static std::string join(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& word : words) out += (out.empty() ? "" : ", ") + word;
    return out;
  }

 private:
  YAML::Node node_;
  std::string where_;
  std::map<std::string, YAML::Node> values_;
  std::map<std::string, YAML::Node> keys_;
};

// Words a judge prints on a line of their own (a class, the line for no solution): not empty,
// no control character, no space at either end.
bool one_line_words(const std::string& words) {
  return !words.empty() && words.front() != ' ' && words.back() != ' ' &&
         std::none_of(words.begin(), words.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; });
}

// A numbered line's pattern (a prefix, a header): each "{k:" opens "{k:0W}", W a digit 1-9;
// "" when it does, else what is wrong.
std::string numbering_defect(const std::string& pattern) {
  for (std::size_t at = pattern.find("{k:"); at != std::string::npos; at = pattern.find("{k:", at + 1)) {
    const bool padded = at + 6 <= pattern.size() && pattern[at + 3] == '0' && pattern[at + 4] >= '1' &&
                        pattern[at + 4] <= '9' && pattern[at + 5] == '}';
    if (!padded) return "\"{k:\" opens \"{k:0W}\", the number zero-padded to W digits (1-9), as \"{k:02}\"";
  }
  return "";
}

Separator separator_of(const Section& section) {
  const std::string word = section.choice("separator", {"none", "between", "after-each"}, "none");
  return word == "between" ? Separator::between : word == "after-each" ? Separator::after_each : Separator::none;
}

// The schema: the file's sections into a TextFormat row.
TextFormat read_schema(const YAML::Node& root) {
  const Section top(root, "", {"name", "title", "grid", "input", "output", "task", "classes", "promise", "max_solutions"});
  TextFormat format;
  format.name = top.scalar("name");
  const bool name_ok = !format.name.empty() && format.name.size() <= 40 &&
                       std::all_of(format.name.begin(), format.name.end(), [](char c) {
                         return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
                       }) && std::isalpha(static_cast<unsigned char>(format.name[0]));
  if (!name_ok) {
    refuse(top.value("name"), "'name' is a word of lowercase letters, digits, '-' and '_' that starts with a letter "
                              "(40 at most), found '" + format.name + "'");
  }
  format.title = top.scalar("title");
  if (format.title.empty() || format.title.size() > 200 ||
      std::any_of(format.title.begin(), format.title.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; })) {
    refuse(top.value("title"), "'title' is one line of text (200 characters at most)");
  }

  const std::string task = top.text("task", "solve");
  const std::vector<std::string> tasks = {"solve", "any", "classify", "smallest", "validate", "count"};
  if (std::find(tasks.begin(), tasks.end(), task) == tasks.end()) {
    refuse(top.value("task"), "'task' is one of " + Section::join(tasks) + ", found '" + task + "'");
  }
  format.task = task == "classify"   ? Task::classify
                : task == "smallest" ? Task::smallest
                : task == "validate" ? Task::validate
                : task == "count"    ? Task::count
                                     : Task::solve;
  // (a validation's grids are filled, but where the file names blank symbols)
  const bool blanks_optional = format.task == Task::validate;

  const Section grid(top.need("grid"), "grid.", {"box", "cells", "symbols", "blanks", "case_line", "case_values", "variant"});
  const std::string box = grid.scalar("box");
  std::string why;
  int n = 0;  // N, the largest where the box is given per case
  if (box == "per-case") {
    const std::string line = grid.choice("case_line", {"side", "size"}, "side");
    format.box_line_size = line == "size";
    const YAML::Node& values = grid.need("case_values");
    const std::string wanted = "'grid.case_values' is a list of the values the line before a case may hold (" +
                               std::string(format.box_line_size ? "sizes N: 1, 4, 9, ..., 64" : "box sides n: 1 to 8") +
                               "), as [2, 3]";
    if (!values.IsSequence() || values.size() == 0 || values.size() > 8) refuse(values, wanted);
    for (const YAML::Node& value : values) {
      const std::string word = value.IsScalar() ? value.Scalar() : "";
      int v = word.size() == 1 || word.size() == 2 ? std::atoi(word.c_str()) : 0;
      if (std::to_string(v) != word) v = 0;
      const Shape shape = format.case_shape(v);
      const bool fits = v > 0 && shape.box_rows >= 1 && shape.size() <= Shape::kMaxSize &&
                        (!format.box_line_size || shape.size() == v);
      if (!fits) refuse(value, wanted + ", found '" + word + "'");
      if (std::find(format.box_values.begin(), format.box_values.end(), v) != format.box_values.end()) {
        refuse(value, "'grid.case_values' has " + word + " twice");
      }
      format.box_values.push_back(v);
      n = std::max(n, shape.size());
    }
  } else {
    for (const char* key : {"case_line", "case_values"}) {
      if (grid.has(key)) refuse(grid.key(key), std::string("'grid.") + key + "' is for 'grid.box: per-case'");
    }
    const auto shape = parse_shape(box, &why);
    if (!shape) refuse(grid.value("box"), "'grid.box': " + why + " (or per-case: a line before each case gives it)");
    format.shape = *shape;
    n = shape->size();
  }
  const std::string cells = grid.choice("cells", {"line", "grid", "ints", "tokens", "walls"}, "");
  if (cells.empty()) grid.need("cells");
  format.layout = cells == "line"     ? Layout::line
                  : cells == "grid"   ? Layout::grid
                  : cells == "tokens" ? Layout::tokens
                                      : Layout::ints;
  // Walls (HDU 4069): integers, each a digit plus its walls; the regions are each case's own.
  format.walls = cells == "walls";
  if (format.walls) {
    for (const char* key : {"symbols", "blanks"}) {
      if (grid.has(key)) {
        refuse(grid.key(key), std::string("'grid.") + key + "' and 'grid.cells: walls' contradict each other: a cell is "
                              "its digit (0 a blank) plus 16, 32, 64, 128 for its walls");
      }
    }
    if (format.box_per_case() || n > 15) {
      refuse(grid.value("box"), "'grid.cells: walls' holds a digit in an integer's low four bits: a box of a grid of "
                                "15 at most, not per case");
    }
    if (format.task != Task::solve) {
      refuse(top.value("task"), "'grid.cells: walls' is for 'task: solve' (and 'any')");
    }
  }
  if (grid.has("variant")) {
    const std::string words = grid.scalar("variant");
    std::string error;
    const auto kind = parse_variant(words, &error);
    if (!kind) refuse(grid.value("variant"), "'grid.variant': " + error);
    if (kind->jigsaw || kind->killer) {
      refuse(grid.value("variant"), std::string("'grid.variant' is x, windoku or x+windoku: ") +
                                    (kind->jigsaw ? "a jigsaw's regions come with each case ('grid.cells: walls')"
                                                  : "a killer's cages have no problem-file form yet"));
    }
    if (kind->windows && format.walls) {
      refuse(grid.value("variant"), "'grid.variant: windoku' and 'grid.cells: walls' contradict each other: the "
                                    "windows need boxes");
    }
    if (kind->windows && (format.box_per_case() || format.shape->box_rows < 2 || format.shape->box_cols < 2)) {
      refuse(grid.value("variant"), "'grid.variant: windoku' needs a box of 2x2 or more (its windows lie between boxes)");
    }
    format.variant = *kind;
  }
  if (format.layout == Layout::ints) {
    if (grid.has("symbols")) {
      refuse(grid.key("symbols"), "'grid.symbols' and 'grid.cells: ints' contradict each other: integer cells are 1.." +
                                      std::to_string(n));
    }
    format.alphabet = default_alphabet(n);
    // A blank is the integer 0, or a token of one symbol that is no digit ("?").
    format.blanks = grid.text("blanks", "0");
    format.blanks_allowed = grid.has("blanks") || !blanks_optional;
    const bool symbols = !format.blanks.empty() && std::none_of(format.blanks.begin(), format.blanks.end(), [](char c) {
      return std::isdigit(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) <= 0x20 ||
             static_cast<unsigned char>(c) >= 0x7f;
    });
    if (format.blanks != "0" && !symbols) {
      refuse(grid.value("blanks"), "'grid.blanks' with 'grid.cells: ints' is \"0\" (the integer) or printable symbols "
                                   "that are no digits, each a token of its own (\"?\")");
    }
    for (std::size_t i = 0; i < format.blanks.size(); ++i) {
      if (format.blanks.find(format.blanks[i]) != i) refuse(grid.value("blanks"), std::string("'grid.blanks' has '") + format.blanks[i] + "' twice");
    }
  } else {
    const std::string symbols = grid.text("symbols", "digits");
    format.alphabet = resolve_alphabet(symbols, n, &why);
    if (format.alphabet.empty()) refuse(grid.has("symbols") ? grid.value("symbols") : grid.node(), "'grid.symbols': " + why);
    format.blanks_allowed = grid.has("blanks") || !blanks_optional;
    format.blanks = format.blanks_allowed ? grid.scalar("blanks") : "";
    if (format.blanks_allowed && format.blanks.empty()) {
      refuse(grid.value("blanks"), "'grid.blanks' holds at least one symbol (the first is written)");
    }
    for (std::size_t i = 0; i < format.blanks.size(); ++i) {
      const char c = format.blanks[i];
      if (static_cast<unsigned char>(c) <= 0x20 || static_cast<unsigned char>(c) >= 0x7f) {
        refuse(grid.value("blanks"), "'grid.blanks': a blank is a printable ASCII symbol other than a space");
      }
      if (format.alphabet.find(c) != std::string::npos) {
        refuse(grid.value("blanks"), std::string("'grid.blanks' and 'grid.symbols' contradict each other: '") + c +
                                         "' is both a digit and a blank");
      }
      if (format.blanks.find(c) != i) refuse(grid.value("blanks"), std::string("'grid.blanks' has '") + c + "' twice");
    }
  }

  if (top.has("input")) {
    const Section input(top.value("input"), "input.", {"count_line", "max_cases", "terminator", "separator", "header"});
    format.count_header = input.flag("count_line", false);
    format.max_cases = static_cast<int>(input.number("max_cases", 0, 0, 1000000));
    format.terminator = input.text("terminator", "");
    format.input_separator = separator_of(input);
    format.case_header = input.text("header", "");
    if (input.has("header") && !one_line_words(format.case_header)) {
      refuse(input.value("header"), "'input.header' is a line before each case (\"{k}\" stands for its number), not "
                                    "empty, without spaces at its ends");
    }
    if (const std::string defect = numbering_defect(format.case_header); !defect.empty()) {
      refuse(input.value("header"), "'input.header': " + defect);
    }
    // A header that reads as the terminator would end the input where a case begins.
    for (int k = 1; input.has("header") && !format.terminator.empty() && k <= (format.max_cases > 0 ? format.max_cases : 10000); ++k) {
      if (case_header_of(format, static_cast<std::size_t>(k)) == format.terminator) {
        refuse(input.value("header"), "'input.header' and 'input.terminator' contradict each other: case " +
                                      std::to_string(k) + "'s header reads as the terminator");
      }
    }
    if (format.count_header && format.max_cases == 0) {
      refuse(input.key("count_line"), "'input.count_line' needs 'input.max_cases': the bound on T the statement gives");
    }
    if (format.count_header && !format.terminator.empty()) {
      refuse(input.key("terminator"), "'input.count_line' and 'input.terminator' contradict each other: both say where "
                                      "the cases end");
    }
    const std::string& end = format.terminator;
    if (!end.empty()) {
      if (end.front() == ' ' || end.back() == ' ' ||
          std::any_of(end.begin(), end.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; })) {
        refuse(input.value("terminator"), "'input.terminator' is one line without spaces at its ends");
      }
      // A terminator that reads as a case's first line would end the input in the middle.
      bool cells_only = true;
      std::size_t words = 0;
      const bool spaced = format.layout == Layout::ints || format.layout == Layout::tokens;
      for (std::size_t i = 0; i < end.size(); ++i) {
        const char c = end[i];
        words += c != ' ' && (i == 0 || end[i - 1] == ' ');
        if (format.layout == Layout::ints) {
          cells_only = cells_only && (std::isdigit(static_cast<unsigned char>(c)) || c == ' ');
        } else if (c != ' ' || format.layout != Layout::tokens) {
          cells_only = cells_only && (format.alphabet.find(c) != std::string::npos || format.blanks.find(c) != std::string::npos);
        }
      }
      const std::size_t width = format.layout == Layout::line ? static_cast<std::size_t>(n) * static_cast<std::size_t>(n) : static_cast<std::size_t>(n);
      if (cells_only && (spaced ? words : end.size()) == width) {
        refuse(input.value("terminator"), "'input.terminator' '" + end + "' reads as the first row of a case");
      }
      for (int v : format.box_values) {
        if (end == std::to_string(v)) refuse(input.value("terminator"), "'input.terminator' '" + end + "' reads as a case's box line");
      }
    }
  }
  if (top.has("output")) {
    const Section output(top.value("output"), "output.", {"separator", "prefix", "no_solution", "multiple"});
    format.output_separator = separator_of(output);
    format.case_prefix = output.text("prefix", "");
    if ((format.task == Task::solve || format.task == Task::smallest) && output.has("prefix") &&
        format.case_prefix.find_first_not_of(" \t") == std::string::npos) {
      refuse(output.value("prefix"), "'output.prefix' with 'task: " + task + "' is a line of its own before each "
                                     "case's answer: not empty");
    }
    if (std::any_of(format.case_prefix.begin(), format.case_prefix.end(),
                    [](char c) { return static_cast<unsigned char>(c) < 0x20; })) {
      refuse(output.value("prefix"), "'output.prefix' is text on one line (\"{k}\" stands for the case's number)");
    }
    if (const std::string defect = numbering_defect(format.case_prefix); !defect.empty()) {
      refuse(output.value("prefix"), "'output.prefix': " + defect);
    }
    if (output.has("no_solution") && format.task != Task::smallest && format.task != Task::solve) {
      refuse(output.key("no_solution"), "'output.no_solution' is for 'task: solve', 'any' and 'smallest' (a "
                                        "classification's words are its 'classes')");
    }
    format.no_solution = output.text("no_solution", "");
    if (output.has("no_solution") && !one_line_words(format.no_solution)) {
      refuse(output.value("no_solution"), "'output.no_solution' is a word (or words) on one line, without spaces at its ends");
    }
    format.multiple_solutions = output.text("multiple", "");
    if (output.has("multiple")) {
      if (format.task != Task::solve || task == "any" || format.no_solution.empty()) {
        refuse(output.key("multiple"), "'output.multiple' is for 'task: solve' with 'output.no_solution': the solution, "
                                       "or the words for none, or these for several");
      }
      if (!one_line_words(format.multiple_solutions)) {
        refuse(output.value("multiple"), "'output.multiple' is a word (or words) on one line, without spaces at its ends");
      }
      if (format.multiple_solutions == format.no_solution) {
        refuse(output.value("multiple"), "'output.multiple' and 'output.no_solution' are the same words: a reader could "
                                         "not tell them apart");
      }
    }
  }
  if (top.has("classes") && format.task != Task::classify && format.task != Task::validate) {
    refuse(top.key("classes"), "'classes' is for 'task: classify' and 'task: validate'");
  }
  if (format.task == Task::classify || format.task == Task::validate) {
    // A classification problem promises nothing of its cases: finding out is the task.
    if (top.has("promise")) {
      refuse(top.key("promise"), "'promise' and 'task: " + task + "' contradict each other: the task is to find out "
                                 "what each " + (format.task == Task::validate ? "grid" : "puzzle") + " is");
    }
    // A validation's words stand in the places of illegal (invalid) and unique (valid).
    const bool validation = format.task == Task::validate;
    const std::vector<std::string> kinds = validation ? std::vector<std::string>{"invalid", "valid"}
                                                      : std::vector<std::string>{"illegal", "impossible", "unique", "ambiguous"};
    const Section classes(top.need("classes"), "classes.", kinds);
    for (std::size_t k = 0; k < kinds.size(); ++k) {
      const std::size_t slot = validation ? (k == 0 ? 0 : 2) : k;
      std::string& word = format.class_words[slot];
      word = classes.scalar(kinds[k]);
      if (!one_line_words(word)) {
        refuse(classes.value(kinds[k]), "'classes." + kinds[k] + "' is a word (or words) on one line, without spaces "
                                        "at its ends");
      }
      for (std::size_t j = 0; j < k; ++j) {
        if (format.class_words[validation ? 0 : j] == word) {
          refuse(classes.value(kinds[k]), "'classes." + kinds[k] + "' and 'classes." + kinds[j] + "' are the same "
                                          "word: a reader could not tell them apart");
        }
      }
    }
    format.promise = Promise::nothing;
  } else if (format.task == Task::count) {
    // The number of solutions: any puzzle (givens in conflict have none), up to the bound.
    if (top.has("promise")) {
      refuse(top.key("promise"), "'promise' and 'task: count' contradict each other: the task is to count "
                                 "(the bound is 'max_solutions')");
    }
    if (!top.has("max_solutions")) refuse(top.node(), "'task: count' needs 'max_solutions': the most solutions a case may have");
    format.max_solutions = static_cast<std::uint64_t>(top.number("max_solutions", 0, 1, 1000000));
    format.promise = Promise::nothing;
  } else if (format.task == Task::smallest) {
    // The smallest solution: a case may have many; with words for none, it may have none.
    const std::string promise = top.choice("promise", {"unique", "solvable"}, "");
    if (promise == "unique") {
      refuse(top.value("promise"), "'promise: unique' and 'task: smallest' contradict each other: a puzzle of one "
                                   "solution has no smallest to find (task: solve)");
    }
    if (promise.empty() && format.no_solution.empty()) {
      refuse(top.node(), "'task: smallest' needs 'output.no_solution' (the line for a case without a solution) or "
                         "'promise: solvable'");
    }
    if (!promise.empty() && !format.no_solution.empty()) {
      refuse(top.key("promise"), "'promise: solvable' and 'output.no_solution' contradict each other: no case would "
                                 "be without a solution");
    }
    format.promise = promise.empty() ? Promise::nothing : Promise::solvable;
  } else if (task == "any") {  // solve, any solution accepted: every puzzle has one at least, or words for none
    const std::string promise = top.choice("promise", {"unique", "solvable"}, "solvable");
    if (promise == "unique") {
      refuse(top.value("promise"), "'promise: unique' and 'task: any' contradict each other: a puzzle of one "
                                   "solution has no other to accept (task: solve)");
    }
    if (top.has("promise") && !format.no_solution.empty()) {
      refuse(top.key("promise"), "'promise: solvable' and 'output.no_solution' contradict each other: no case would "
                                 "be without a solution");
    }
    format.promise = format.no_solution.empty() ? Promise::solvable : Promise::nothing;
  } else if (!format.multiple_solutions.empty()) {  // the solution, or words for none or for several
    if (top.has("promise")) {
      refuse(top.key("promise"), "'promise' and 'output.multiple' contradict each other: any puzzle is a case, its "
                                 "answer the solution or the words for none or several");
    }
    format.task = Task::solve_or_none;
    format.promise = Promise::nothing;
  } else {
    const std::string promise = top.choice("promise", {"unique", "solvable"}, "");
    if (promise.empty()) top.need("promise");
    format.promise = promise == "unique" ? Promise::unique : Promise::solvable;
    if (!format.no_solution.empty()) {  // one solution, or none: the words say so
      if (format.promise == Promise::solvable) {
        refuse(top.value("promise"), "'promise: solvable' and 'output.no_solution' contradict each other: no case "
                                     "would be without a solution (promise: unique: one solution, or none)");
      }
      format.task = Task::solve_or_none;
      format.max_solutions = 1;
      format.promise = Promise::nothing;
    }
  }
  if (top.has("max_solutions") && format.task != Task::count) {
    refuse(top.key("max_solutions"), "'max_solutions' is for 'task: count'");
  }
  format.answer = Answer::grid;
  return format;
}

// The texts of the problem files registered (the tools register at start-up).
std::vector<std::string>& registered_texts() {
  static std::vector<std::string> texts;
  return texts;
}

}  // namespace

std::optional<TextFormat> read_problem_file(std::string_view text, const std::string& source,
                                            ParseError* error) {
  const auto fail = [&](int line, int column, std::string message) {
    *error = ParseError{source, line, column, 0, std::move(message)};
    return std::nullopt;
  };
  if (text.find('\0') != std::string_view::npos) return fail(1, 1, "not a text file (a problem file is YAML text)");
  try {
    const YAML::Node root = YAML::Load(std::string(text));
    if (!root.IsDefined() || root.IsNull()) return fail(1, 1, "an empty problem file (sudokit-gen problem init writes a template)");
    return read_schema(root);
  } catch (const Refusal& refusal) {
    return fail(refusal.mark.line + 1, refusal.mark.column + 1, refusal.message);
  } catch (const YAML::DeepRecursion& deep) {  // (yaml-cpp's own guard, which says "bad file")
    return fail(deep.mark.line + 1, deep.mark.column + 1, "not YAML for a problem file: nested too deep");
  } catch (const YAML::Exception& yaml) {
    // yaml-cpp's own words for a text that is not YAML (a tab for indentation, an unclosed quote).
    const bool placed = !yaml.mark.is_null();
    return fail(placed ? yaml.mark.line + 1 : 0, placed ? yaml.mark.column + 1 : 0, "not YAML: " + yaml.msg);
  }
}

std::string describe_problem(const TextFormat& format) {
  const Shape shape = format.shape.value_or(Shape{3, 3});
  const int n = shape.size();
  const auto separator = [](Separator s) {
    return s == Separator::between ? "an empty line between" : s == Separator::after_each ? "an empty line after each" : "nothing between";
  };
  std::string out = format.name + " (" + format.title + ")\n";
  if (format.box_per_case()) {
    std::string values;
    for (int v : format.box_values) {
      const int size = format.case_shape(v).size();
      values += (values.empty() ? "" : ", ") + std::to_string(v) + " (" + std::to_string(size) + "x" + std::to_string(size) + ")";
    }
    out += "  grid: N x N, boxes of N's square root, a line before each case giving " +
           std::string(format.box_line_size ? "N" : "the box side") + ": " + values + "; a case is ";
  } else {
    out += "  grid: " + std::to_string(n) + "x" + std::to_string(n) + ", boxes " + std::to_string(shape.box_rows) + "x" +
           std::to_string(shape.box_cols) + "; a case is ";
  }
  const std::string nn = format.box_per_case() ? "N" : std::to_string(n);
  if (format.walls) {
    out += nn + " lines of " + nn + " integers, each a digit 1-" + nn + " (0 a blank) plus 16, 32, 64, 128 for its walls "
           "above, right, below, left; the walls enclose each case's " + nn + " regions of " + nn + " cells\n";
  } else if (format.layout == Layout::ints) {
    out += nn + " lines of " + nn + " integers 1-" + nn + ", " +
           (!format.blanks_allowed ? std::string("no blank") :
            format.blanks == "0" ? std::string("0 a blank") : "'" + format.blanks.substr(0, 1) + "' a blank") + "\n";
  } else {
    out += (format.layout == Layout::line ? "one line of " + (format.box_per_case() ? "N*N" : std::to_string(n * n)) + " symbols"
                                          : nn + " lines of " + nn + " symbols") +
           " " + describe_symbols(format.alphabet) +
           (format.layout == Layout::tokens ? " separated by single spaces" : "") +
           (format.blanks_allowed ? ", blank" : ", no blank");
    for (std::size_t i = 0; i < format.blanks.size(); ++i) out += std::string(i == 0 ? " '" : "/'") + format.blanks[i] + "'";
    out += "\n";
  }
  if (!format.variant.classic()) {
    out += "  houses: rows, columns, " + std::string(format.walls ? "regions" : "boxes") +
           (format.variant.diagonals ? ", both diagonals" : "") + (format.variant.windows ? ", the windows" : "") + "\n";
  }
  out += "  input: ";
  if (format.count_header) out += "a line T (1.." + std::to_string(format.max_cases) + "), then T cases, ";
  else if (format.max_cases > 0) out += "up to " + std::to_string(format.max_cases) + " case" + (format.max_cases == 1 ? "" : "s") + ", ";
  if (!format.case_header.empty()) out += "each case after a line '" + format.case_header + "', ";
  out += std::string(separator(format.input_separator)) +
         (format.terminator.empty() ? ", to the end of the file" : ", then a line '" + format.terminator + "'") + "\n";
  if (format.task == Task::classify) {
    out += "  answers: a line per case, '" + format.case_prefix + "' then one of '" + format.class_words[0] + "' (illegal), '" +
           format.class_words[1] + "' (impossible), '" + format.class_words[2] + "' (unique), '" + format.class_words[3] +
           "' (ambiguous); " + separator(format.output_separator) + "\n";
    out += "  promise: none (any puzzle, givens in conflict too); the answer file is compared as text";
    return out;
  }
  if (format.task == Task::count) {
    out += "  answers: a line per case, '" + format.case_prefix + "' then its number of solutions; " +
           separator(format.output_separator) + "\n";
    out += "  promise: at most " + std::to_string(format.max_solutions) +
           " solutions per case (givens in conflict: none); the answer file is compared as text";
    return out;
  }
  if (format.task == Task::validate) {
    out += "  answers: a line per case, '" + format.case_prefix + "' then '" + format.class_words[0] + "' (a house repeats a digit) or '" +
           format.class_words[2] + "' (valid); " + separator(format.output_separator) + "\n";
    out += std::string("  promise: none (") + (format.blanks_allowed ? "grids with blanks" : "filled grids") +
           ", valid or not); the answer file is compared as text";
    return out;
  }
  const std::string after_prefix =
      format.case_prefix.empty() ? std::string() : "after a line '" + format.case_prefix + "', ";
  if (format.task == Task::smallest) {
    out += "  answers: " + after_prefix + "the lexicographically smallest solution (rows first) in the same cells" +
           (format.no_solution.empty() ? std::string() : ", or a line '" + format.no_solution + "' when there is none") +
           "; " + separator(format.output_separator) + "\n";
    out += format.no_solution.empty() ? "  promise: a solution per case (perhaps several); the answer file is compared as text"
                                      : "  promise: none (any puzzle, givens in conflict too); the answer file is compared as text";
    return out;
  }
  if (format.task == Task::solve_or_none && !format.multiple_solutions.empty()) {
    out += "  answers: " + after_prefix + "the solution" + (format.walls ? " as " + nn + " lines of " + nn + " digits" : " in the same cells") +
           ", or a line '" + format.no_solution + "' when there is none, '" + format.multiple_solutions +
           "' when there are several; " + separator(format.output_separator) + "\n";
    out += "  promise: none (any puzzle, givens in conflict too); the answer file is compared as text";
    return out;
  }
  if (format.task == Task::solve_or_none) {
    out += "  answers: " + after_prefix + "the solution in the same cells, or a line '" + format.no_solution +
           "' when there is none; " + separator(format.output_separator) + "\n";
    out += "  promise: one solution per case, or none (givens in conflict too); the answer file is compared as text";
    return out;
  }
  out += "  answers: the solved grids in the same cells" +
         (format.no_solution.empty() ? std::string() : " (or a line '" + format.no_solution + "' where there is none)") +
         (format.case_prefix.empty() ? std::string() : ", each after a line '" + format.case_prefix + "'") + ", " +
         separator(format.output_separator) + "\n";
  out += format.promise == Promise::unique     ? "  promise: one solution per case; the answer file is compared as text"
         : format.promise == Promise::solvable ? "  promise: a solution per case; a checker accepts any"
                                               : "  promise: none (any puzzle, givens in conflict too); a checker accepts any "
                                                 "solution, and the line for none only where there is none";
  return out;
}

const TextFormat* register_problem(const std::string& path, const std::string& text, TextFormat format,
                                   std::string* error) {
  for (const std::string& before : registered_texts()) {
    if (before == text) return find_text_format(format.name);  // the same file twice
  }
  if (const TextFormat* taken = find_text_format(format.name)) {
    *error = path + ": the name '" + format.name + "' is " +
             (taken->any_layout || is_builtin_format(*taken) ? "a built-in profile's or format's" : "another problem file's") +
             ": give the problem a name of its own";
    return nullptr;
  }
  registered_texts().push_back(text);
  return add_text_format(std::move(format));
}

}  // namespace sudokit
