// SPDX-License-Identifier: MIT
// Text escaped for JSON and XML, by one function each everywhere sudokit writes them (reports,
// manifests, --json; Polygon's problem.xml, testlib's -appes result files).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sudokit {

// `text` as a JSON string literal: quotes, backslashes and control bytes escaped (\n, \t, \r
// by name, others as \u00XX); other bytes are copied (file names are taken as UTF-8).
std::string json_string(std::string_view text);
// Integers as a JSON array: [1,2,3].
std::string json_ints(const std::vector<int>& values);

// `text` for XML character data or a quoted attribute: < > & " as entities; control bytes other
// than tab and line ends (not allowed in XML 1.0) as '?'.
std::string xml_escaped(std::string_view text);

}  // namespace sudokit
