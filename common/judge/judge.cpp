// SPDX-License-Identifier: MIT
// The registry: every judge sudokit knows. The Sudoku profiles are the rows of the text-format
// table whose answers are grids; each variant is one file of this folder defining
// `const Variant& NAME_variant()`, listed once below.
#include "common/judge/judge.hpp"

#include <deque>
#include <mutex>

#include "common/judge/grid_judge.hpp"
#include "common/judge/test_model.hpp"
#include "common/text/io.hpp"
#include "common/text/problem_file.hpp"
#include "common/judge/variant.hpp"

// The variants, in the order --help lists them: adding one is its file and a word here (the
// word names the file and its `NAME_variant()`, and the judge-host parts NAME_*.cpp in host/).
#define SUDOKIT_VARIANTS(X) X(rotation) X(target_score) X(cover_matrix) X(treasure_map)

namespace sudokit {

#define SUDOKIT_DECLARE(name) const Variant& name##_variant();
SUDOKIT_VARIANTS(SUDOKIT_DECLARE)
#undef SUDOKIT_DECLARE

const std::vector<const Variant*>& variants() {
#define SUDOKIT_LIST(name) &name##_variant(),
  static const std::vector<const Variant*> all = {SUDOKIT_VARIANTS(SUDOKIT_LIST)};
#undef SUDOKIT_LIST
  return all;
}

const Variant* find_variant(std::string_view name) {
  for (const Variant* variant : variants()) {
    if (variant->name() == name) return variant;
  }
  return nullptr;
}

std::unique_ptr<TestModel> Judge::model_test(std::string_view, std::string_view, std::uint64_t,
                                             std::string* why) const {
  *why = "no shrinking for " + std::string(name());
  return nullptr;
}

const std::vector<const Judge*>& judges() {
  static const std::vector<const Judge*> all = [] {
    static std::deque<GridJudge> grid_judges;  // stable addresses
    std::vector<const Judge*> list;
    for (const TextFormat& format : text_formats()) {
      if (format.shape && format.answer == Answer::grid) list.push_back(&grid_judges.emplace_back(format));
    }
    for (const Variant* variant : variants()) list.push_back(variant);
    return list;
  }();
  return all;
}

const Judge* load_problem_judge(const std::string& path, std::string* error) {
  // A variant's name is no row of the text-format table: the registry is asked first.
  const auto text = read_text_file(path, error);
  if (!text) return nullptr;
  ParseError parse;
  const auto format = read_problem_file(*text, path, &parse);
  if (!format) {
    *error = parse.to_string();
    return nullptr;
  }
  const Judge* before = find_judge(format->name);
  if (before != nullptr && before->variant() != nullptr) {
    *error = path + ": the name '" + format->name + "' is a built-in profile's: give the problem a name of its own";
    return nullptr;
  }
  const TextFormat* row = register_problem(path, *text, std::move(*format), error);
  const Judge* judge = row == nullptr ? nullptr : find_judge(row->name);
  if (row != nullptr && judge == nullptr) *error = path + ": no judge serves this problem";
  return judge;
}

const Judge* find_judge(std::string_view name) {
  for (const Judge* judge : judges()) {
    if (judge->name() == name) return judge;
  }
  // A problem file's row added since (text_format.hpp's add_text_format): a judge of its own,
  // made at the first lookup.
  static std::mutex mutex;
  static std::deque<GridJudge> added;  // stable addresses
  const std::lock_guard<std::mutex> lock(mutex);
  for (const GridJudge& judge : added) {
    if (judge.name() == name) return &judge;
  }
  const TextFormat* format = find_text_format(name);
  if (format == nullptr || is_builtin_format(*format) || format->answer != Answer::grid ||
      (!format->shape && !format->box_per_case())) {
    return nullptr;
  }
  return &added.emplace_back(*format);
}

}  // namespace sudokit
