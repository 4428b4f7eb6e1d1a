// SPDX-License-Identifier: MIT
// A judge input read token by token, as testlib's readers do, with positioned errors.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "common/text/text_format.hpp"  // ParseError

namespace sudokit {

// Reads a judge input token by token, as testlib's readInt / readSpace / readEoln do, and says
// where the first defect is. Strict (validators): the layout is exact: single spaces, LF line
// ends, a final newline, no BOM, nothing after the end, integers without '+' or leading zeros.
// Lenient (samples, contestants' outputs): a BOM is skipped and any run of whitespace (CR,
// tabs, several spaces, empty lines) separates tokens, so space(), end_of_line() and
// empty_line() only hold the reader's place.
// After the first failure every call returns false and error() tells what and where.
class Scanner {
 public:
  Scanner(std::string_view text, bool strict, std::string source);

  bool integer(long long low, long long high, std::string_view what, long long* value);
  template <class Int>
  bool integer(long long low, long long high, std::string_view what, Int* value) {
    long long read = 0;
    if (!integer(low, high, what, &read)) return false;
    *value = static_cast<Int>(read);
    return true;
  }
  bool word(std::string_view expected);  // exactly this token (e.g. "No Solution!" word by word)
  bool space();
  bool end_of_line();
  bool empty_line();                     // strict: a line with nothing on it
  bool end_of_input();
  bool at_end();                         // only whitespace (lenient) / nothing (strict) left
  bool next_is_word(std::string_view word);  // lenient peek: the next token is `word`

  void set_case(int index) { case_ = index; }  // 1-based case named in errors; 0 = none
  bool failed() const { return error_.has_value(); }
  const ParseError& error() const { return *error_; }
  bool fail(std::string message);        // records an error at the current position
  int line() const { return line_; }

 private:
  void skip_whitespace();  // lenient only
  bool separator(char c, const char* what);  // strict: exactly c; lenient: nothing
  std::string found() const;  // what stands at the current position, for messages
  void advance();

  std::string_view text_;
  bool strict_;
  std::string source_;
  std::size_t pos_ = 0;
  int line_ = 1;
  std::size_t line_start_ = 0;
  int case_ = 0;
  std::optional<ParseError> error_;
};

}  // namespace sudokit
