#include "common/judge/registry.hpp"

#include "common/judge/variant.hpp"

namespace sudokit {

std::string profile_names() {
  std::string names;
  for (const TextFormat& format : text_formats()) {
    if (format.shape && !find_variant(format.name)) names += (names.empty() ? "" : ", ") + format.name;
  }
  for (const Variant* variant : variants()) names += ", " + std::string(variant->name());
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
    const TextFormat* profile = find_text_format(choice.format_name);
    if (profile == nullptr || !profile->shape) {
      *error = "unknown profile '" + choice.format_name + "' (profiles: " + profile_names() + ")";
      return std::nullopt;
    }
  }
  if (choice.format_name != "auto" && find_text_format(choice.format_name) == nullptr) {
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
  return choice;
}

}  // namespace sudokit
