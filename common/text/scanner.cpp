// SPDX-License-Identifier: MIT
#include "common/text/scanner.hpp"

#include <cctype>
#include <charconv>

namespace sudokit {

Scanner::Scanner(std::string_view text, bool strict, std::string source)
    : text_(text), strict_(strict), source_(std::move(source)) {
  if (!strict_ && text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = line_start_ = 3;
}

bool Scanner::fail(std::string message) {
  if (error_) return false;
  ParseError error;
  error.source = source_;
  error.line = line_;
  error.column = static_cast<int>(pos_ - line_start_) + 1;
  error.puzzle = case_;
  error.unit = "case";
  error.message = std::move(message);
  error_ = std::move(error);
  return false;
}

void Scanner::advance() {
  if (text_[pos_] == '\n') {
    ++line_;
    line_start_ = pos_ + 1;
  }
  ++pos_;
}

void Scanner::skip_whitespace() {
  while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) advance();
}

std::string Scanner::found() const {
  if (pos_ >= text_.size()) return "the end of the input";
  const char c = text_[pos_];
  if (c == '\n') return "the end of the line";
  if (c == '\r') return "a carriage return (CRLF line end)";
  if (c == ' ') return "a space";
  if (c == '\t') return "a tab";
  if (pos_ == 0 && text_.substr(0, 3) == "\xEF\xBB\xBF") return "a byte order mark";
  std::size_t end = pos_;
  while (end < text_.size() && end - pos_ < 20 &&
         !std::isspace(static_cast<unsigned char>(text_[end]))) {
    ++end;
  }
  std::string token(text_.substr(pos_, end - pos_));
  for (char& ch : token) {
    const auto byte = static_cast<unsigned char>(ch);
    if (byte < 0x20 || byte >= 0x7f) ch = '?';
  }
  return "'" + token + "'";
}

bool Scanner::integer(long long low, long long high, std::string_view what, long long* value) {
  if (error_) return false;
  if (!strict_) skip_whitespace();
  const std::string expected = "expected " + std::string(what) + " (an integer " +
                               std::to_string(low) + ".." + std::to_string(high) + ")";
  std::size_t end = pos_;
  if (end < text_.size() && text_[end] == '-') ++end;
  const std::size_t digits = end;
  while (end < text_.size() && std::isdigit(static_cast<unsigned char>(text_[end]))) ++end;
  const bool token_ends = end == text_.size() || std::isspace(static_cast<unsigned char>(text_[end]));
  if (end == digits || !token_ends) return fail(expected + ", found " + found());
  const std::string_view number = text_.substr(pos_, end - pos_);
  if (number.size() > 19 || (strict_ && ((number[digits - pos_] == '0' && end - digits > 1) ||
                                         number == "-0"))) {
    return fail(expected + ", found " + found() +
                (number.size() > 19 ? "" : " (no leading zeros)"));
  }
  long long parsed = 0;  // out of long long's range is out of the field's range too
  const auto [stop, ec] = std::from_chars(number.data(), number.data() + number.size(), parsed);
  if (ec != std::errc() || stop != number.data() + number.size() || parsed < low || parsed > high) {
    return fail(std::string(what) + " must be in " + std::to_string(low) + ".." +
                std::to_string(high) + ", found " + std::string(number));
  }
  *value = parsed;
  while (pos_ < end) advance();
  return true;
}

bool Scanner::word(std::string_view expected) {
  if (error_) return false;
  if (!strict_) skip_whitespace();
  if (text_.substr(pos_, expected.size()) != expected ||
      (pos_ + expected.size() < text_.size() &&
       !std::isspace(static_cast<unsigned char>(text_[pos_ + expected.size()])))) {
    return fail("expected '" + std::string(expected) + "', found " + found());
  }
  for (std::size_t k = 0; k < expected.size(); ++k) advance();
  return true;
}

bool Scanner::next_is_word(std::string_view word) {
  if (error_) return false;
  if (!strict_) skip_whitespace();
  return text_.substr(pos_, word.size()) == word;
}

bool Scanner::separator(char c, const char* what) {
  if (error_) return false;
  if (!strict_) return true;  // lenient: tokens skip any whitespace themselves
  if (pos_ < text_.size() && text_[pos_] == c) {
    advance();
    return true;
  }
  return fail(std::string("expected ") + what + ", found " + found());
}

bool Scanner::space() { return separator(' ', "a single space"); }
bool Scanner::end_of_line() { return separator('\n', "the end of the line"); }
bool Scanner::empty_line() { return separator('\n', "an empty line"); }

bool Scanner::at_end() {
  if (error_) return false;
  if (!strict_) skip_whitespace();
  return pos_ >= text_.size();
}

bool Scanner::end_of_input() {
  if (error_) return false;
  if (at_end()) return true;
  return fail("expected the end of the input, found " + found());
}

}  // namespace sudokit
