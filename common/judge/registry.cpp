// SPDX-License-Identifier: MIT
#include "common/judge/registry.hpp"

#include "common/judge/judge.hpp"

namespace sudokit {

std::string profile_names() {
  std::string names;
  for (const Judge* judge : judges()) names += (names.empty() ? "" : ", ") + std::string(judge->name());
  return names;
}

std::string format_names(bool with_auto) {
  std::string names = with_auto ? "auto" : "";
  for (const TextFormat& format : text_formats()) {
    if (format.any_layout) names += (names.empty() ? "" : ", ") + format.name;
  }
  return names + ", or a profile: " + profile_names();
}

std::optional<InputChoice> resolve_input(const InputRequest& request, std::string* error) {
  InputChoice choice;
  choice.format_name = request.format;
  if (request.profile) {
    choice.format_name = *request.profile;
    const Judge* judge = find_judge(choice.format_name);
    if (judge == nullptr) {
      *error = "unknown profile '" + choice.format_name + "' (profiles: " + profile_names() + ")";
      return std::nullopt;
    }
    const TextFormat* profile = find_text_format(choice.format_name);  // its grids, if any
    if (profile == nullptr || !profile->shape) {
      *error = "profile '" + choice.format_name + "' has no Sudoku grids to read here (its " +
               "tools: sudokit-solve, and sudokit-verify validate, check and lint)";
      return std::nullopt;
    }
  }
  const TextFormat* format = choice.format_name == "auto" ? nullptr : find_text_format(choice.format_name);
  if (choice.format_name != "auto" && format == nullptr) {
    *error = "unknown format '" + choice.format_name + "' (formats: " + format_names(true) + ")";
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
  if (request.variant) {
    const std::optional<VariantKind> kind = parse_variant(*request.variant, error);
    if (!kind) return std::nullopt;
    if (kind->jigsaw || kind->killer) {
      *error = "--variant: a " + std::string(kind->jigsaw ? "jigsaw's regions" : "killer's cages") +
               " come with each puzzle (its sgt-puzzles id); --variant gives x and windoku to plain grids";
      return std::nullopt;
    }
    choice.read.variant = *kind;
  }
  return choice;
}

}  // namespace sudokit
