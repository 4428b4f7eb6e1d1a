#include "variants/variant.hpp"

#include <cctype>

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
  const long long parsed = std::stoll(std::string(number));
  if (parsed < low || parsed > high) {
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

VariantRun refused(std::string message) {
  VariantRun run;
  run.err = std::move(message);
  run.exit_code = 2;
  run.usage = true;
  return run;
}

VariantRun unreadable(const std::string& message) {
  VariantRun run;
  run.err = message + "\n";
  run.exit_code = 2;
  return run;
}

std::string as_case(ParseError error) {
  error.unit = "case";
  return error.to_string();
}

CheckResult check_integer_answers(const std::vector<long long>& reference,
                                  std::string_view output, std::string_view answer) {
  const auto read_all = [&reference](std::string_view text, const char* source,
                                     std::vector<long long>* values) -> std::optional<ParseError> {
    Scanner in(text, /*strict=*/false, source);
    while (!in.at_end()) {
      if (in.failed()) break;
      in.set_case(static_cast<int>(values->size()) + 1);
      long long value = 0;
      if (!in.integer(-1'000'000'000'000'000'000LL, 1'000'000'000'000'000'000LL, "an answer",
                      &value)) {
        break;
      }
      values->push_back(value);
      if (values->size() > reference.size()) break;
    }
    if (in.failed()) return in.error();
    return std::nullopt;
  };

  std::vector<long long> jury;
  if (const auto error = read_all(answer, "jury answer", &jury)) {
    return {CheckVerdict::fail, error->to_string()};
  }
  if (jury.size() != reference.size()) {
    return {CheckVerdict::fail, "jury answer: " + std::to_string(jury.size()) + " answers for " +
                                    std::to_string(reference.size()) + " cases"};
  }
  for (std::size_t i = 0; i < jury.size(); ++i) {
    if (jury[i] != reference[i]) {
      return {CheckVerdict::fail, "jury answer: case " + std::to_string(i + 1) + ": " +
                                      std::to_string(jury[i]) + ", but the reference solver finds " +
                                      std::to_string(reference[i])};
    }
  }
  std::vector<long long> given;
  if (const auto error = read_all(output, "output", &given)) {
    return {CheckVerdict::presentation_error, error->to_string()};
  }
  if (given.size() != reference.size()) {
    return {given.size() < reference.size() ? CheckVerdict::wrong_answer
                                            : CheckVerdict::presentation_error,
            "output: expected " + std::to_string(reference.size()) + " answers, found " +
                (given.size() > reference.size() ? "more" : std::to_string(given.size()))};
  }
  for (std::size_t i = 0; i < given.size(); ++i) {
    if (given[i] != reference[i]) {
      return {CheckVerdict::wrong_answer, "case " + std::to_string(i + 1) + ": expected " +
                                              std::to_string(reference[i]) + ", found " +
                                              std::to_string(given[i])};
    }
  }
  return {CheckVerdict::accepted, std::to_string(reference.size()) + " answer" +
                                      (reference.size() == 1 ? "" : "s") + ", all correct"};
}

}  // namespace sudokit

namespace sudokit {

// Each variant's file defines its one instance.
const Variant& rotation_variant();
const Variant& target_score_variant();
const Variant& cover_matrix_variant();
const Variant& treasure_map_variant();

const std::vector<const Variant*>& variants() {
  static const std::vector<const Variant*> all = {&rotation_variant(), &target_score_variant(), &cover_matrix_variant(),
                                               &treasure_map_variant()};
  return all;
}

LintRules lint_rules(const Variant& variant) {
  LintRules rules;
  rules.validate = [&variant](std::string_view input, const ValidateOptions& options) {
    return variant.validate(input, options);
  };
  rules.check_answer = [&variant](std::string_view input, std::string_view answer) {
    return variant.check(input, answer, answer);
  };
  return rules;
}

const Variant* find_variant(std::string_view name) {
  for (const Variant* variant : variants()) {
    if (variant->name() == name) return variant;
  }
  return nullptr;
}

}  // namespace sudokit
