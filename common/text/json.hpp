// JSON text, written by one function everywhere a tool prints JSON (reports, manifests, --json).
#pragma once

#include <string>
#include <string_view>

namespace sudokit {

// `text` as a JSON string literal: quotes, backslashes and control bytes escaped (\n, \t, \r
// by name, others as \u00XX); other bytes are copied (file names are taken as UTF-8).
std::string json_string(std::string_view text);

}  // namespace sudokit
