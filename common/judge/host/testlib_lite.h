// SPDX-License-Identifier: MIT
// testlib_lite: the part of testlib's interface (github.com/MikeMirzayanov/testlib) that this
// validator or checker uses, for judge systems that supply no testlib.h, under one of two calling
// conventions, fixed by TESTLIB_LITE_KATTIS before this point:
//   1  Kattis, DOMjudge, BAPCtools: `validator < input` exits 42 (valid) or 43 (invalid);
//      `checker input answer feedback_dir < output` exits 42 (accepted), 43 (rejected) or 1
//      (judge error), the reason in feedback_dir/judgemessage.txt.
//   0  testlib's own: `validator < input` exits 0 or 3; `checker [--testset T] [--group G] input
//      output answer [result_file [-appes]]` exits 0 (ok), 1 (wrong answer), 2 (presentation
//      error) or 3 (fail: the input or the jury's answer is wrong).
// As in testlib, a validator's main() ends with inf.readEof() and returns 0, a checker's with
// quitf(_ok, ...); a stream reads the input strictly in a validator and leniently in a checker;
// a defect in the input or the jury's answer is the judge's failure, in the output the
// contestant's; accepting an output that holds more than blanks after what was read is a
// presentation error.
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3 };

namespace testlib_lite {

enum Role { no_role, validator, checker };
inline Role role = no_role;
inline std::string feedback_dir;  // Kattis: where judgemessage.txt goes
inline std::string result_file;   // testlib: the optional result file
inline bool appes = false;        // testlib: write the result file as XML
inline bool quitting = false;     // quit() has the last word

[[noreturn]] void quit(TResult result, const std::string& message);

inline std::string format(const char* pattern, va_list args) {
  va_list again;
  va_copy(again, args);
  const int size = std::vsnprintf(nullptr, 0, pattern, again);
  va_end(again);
  std::string text(size > 0 ? static_cast<std::size_t>(size) : 0, '\0');
  if (size > 0) std::vsnprintf(&text[0], text.size() + 1, pattern, args);
  return text;
}

}  // namespace testlib_lite

class InStream {
 public:
  enum Mode { input, output, answer };

  void init(std::string text, Mode mode, bool strict, const char* name) {
    text_ = std::move(text);
    mode_ = mode;
    strict_ = strict;
    name_ = name;
    if (mode == output && text_.compare(0, 3, "\xEF\xBB\xBF") == 0) pos_ = 3;  // as testlib's skipBom
  }

  // A defect found while reading this stream: the contestant's (output) or the judge's.
  [[noreturn]] void quit(TResult result, const std::string& message) const {
    const std::string where = name_ + ", line " + std::to_string(line_) + ": ";
    testlib_lite::quit(mode_ == output ? result : _fail, where + message);
  }
  [[noreturn]] void quitf(TResult result, const char* pattern, ...) const {
    va_list args;
    va_start(args, pattern);
    const std::string message = testlib_lite::format(pattern, args);
    va_end(args);
    quit(result, message);
  }

  bool eof() const { return pos_ >= text_.size(); }
  bool seekEof() {
    while (!eof() && blank(text_[pos_])) next();
    return eof();
  }
  char curChar() const { return eof() ? char(-1) : text_[pos_]; }
  char readChar() { return eof() ? char(-1) : next(); }
  char readChar(char wanted) {
    const char found = readChar();
    if (found != wanted) quitf(_pe, "expected '%c', found %s", wanted, describe(found).c_str());
    return found;
  }
  char readSpace() { return readChar(' '); }
  bool eoln() {  // at a line end (and past it); lenient: CRLF and the end of the file count
    if (!strict_ && (eof() || text_.compare(pos_, 2, "\r\n") == 0)) {
      if (!eof()) next();
    }
    if (!eof() && text_[pos_] == '\n') {
      next();
      return true;
    }
    return !strict_ && eof();
  }
  void readEoln() {
    if (!eoln()) quitf(_pe, "expected the end of the line, found %s", describe(curChar()).c_str());
  }
  void readEof() {
    if (!eof()) quitf(_pe, "expected the end of the file, found %s", describe(curChar()).c_str());
    read_to_end = true;
  }
  bool read_to_end = false;
  // The rest of the line, without its line end (which it reads).
  std::string readLine() {
    std::string line;
    while (!eof() && text_[pos_] != '\n' && text_.compare(pos_, 2, "\r\n") != 0) line += next();
    readEoln();
    return line;
  }
  // The next token: blanks first skipped, when lenient.
  std::string readToken() {
    if (!strict_) seekEof();
    std::string token;
    while (!eof() && !blank(text_[pos_])) token += next();
    if (token.empty()) quitf(_pe, "expected a token, found %s", describe(curChar()).c_str());
    return token;
  }
  std::string readWord() { return readToken(); }
  long long readLong(long long low, long long high, const std::string& name) {
    const std::string token = readToken();
    std::size_t digits = token[0] == '-' ? 1 : 0;
    bool number = token.size() > digits && token.size() - digits <= 18;
    for (std::size_t k = digits; number && k < token.size(); ++k) number = token[k] >= '0' && token[k] <= '9';
    if (number && strict_) number = token != "-0" && !(token[digits] == '0' && token.size() > digits + 1);
    if (!number) quitf(_pe, "expected an integer %s, found \"%s\"", name.c_str(), token.c_str());
    const long long value = std::stoll(token);
    if (value < low || value > high) {
      quitf(_wa, "integer %s violates the range [%lld, %lld]: %lld", name.c_str(), low, high, value);
    }
    return value;
  }
  int readInt(int low, int high, const std::string& name) { return static_cast<int>(readLong(low, high, name)); }
  int readInt() { return readInt(-2147483647 - 1, 2147483647, "int"); }

 private:
  static bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
  static std::string describe(char c) {
    if (c == char(-1)) return "the end of the file";
    if (c == '\n') return "the end of the line";
    if (c == '\r') return "a carriage return";
    if (c == ' ') return "a space";
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte >= 0x7F) return "byte " + std::to_string(byte);
    return std::string("'") + c + "'";
  }
  char next() {
    if (text_[pos_] == '\n') ++line_;
    return text_[pos_++];
  }

  std::string text_;
  std::size_t pos_ = 0;
  int line_ = 1;
  Mode mode_ = input;
  bool strict_ = false;
  std::string name_;
};

inline InStream inf, ouf, ans;

namespace testlib_lite {

// As testlib's finalize guard: a validator's main() returns 0 once it has read the input to its
// end (inf.readEof()); this turns that into the convention's exit status (and a return without
// readEof() into a failure).
struct FinalizeGuard {
  ~FinalizeGuard() {
    if (role != validator || quitting) return;
    std::fflush(nullptr);
    if (!inf.read_to_end) std::fputs("FAIL the validator must end with inf.readEof()\n", stderr);
    std::_Exit(inf.read_to_end ? (TESTLIB_LITE_KATTIS ? 42 : 0) : (TESTLIB_LITE_KATTIS ? 43 : 3));
  }
};
inline FinalizeGuard finalize_guard;

}  // namespace testlib_lite

namespace testlib_lite {

inline std::string read_all(std::istream& in) {
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Opens `path` as `stream`, or quits with `missing` as testlib does.
inline void open(InStream& stream, const std::string& path, InStream::Mode mode, const char* name,
                 TResult missing) {
  std::ifstream file(path, std::ios::binary);
  if (!file) quit(missing, std::string("cannot open the ") + name + " file " + path);
  stream.init(read_all(file), mode, false, name);
}

inline void quit(TResult result, const std::string& message) {
  static const char* const names[] = {"ok", "wrong answer", "wrong output format", "FAIL"};
  quitting = true;
  if (result == _ok && role == checker && !ouf.seekEof()) {
    quit(_pe, "extra information in the output file");
  }
  std::fprintf(stderr, "%s %s\n", names[result], message.c_str());
#if TESTLIB_LITE_KATTIS
  if (role == validator) std::exit(result == _ok ? 42 : 43);
  std::ofstream feedback(feedback_dir + "/judgemessage.txt", std::ios::binary);
  feedback << names[result] << " " << message << "\n";
  feedback.close();
  if (!feedback) std::exit(1);
  std::exit(result == _ok ? 42 : result == _fail ? 1 : 43);
#else
  if (role == validator) std::exit(result == _ok ? 0 : 3);
  if (!result_file.empty()) {
    static const char* const outcomes[] = {"accepted", "wrong-answer", "presentation-error", "fail"};
    std::ofstream report(result_file, std::ios::binary);
    if (appes) {
      std::string escaped;
      for (char c : message) {
        escaped += c == '&' ? "&amp;" : c == '<' ? "&lt;" : c == '>' ? "&gt;" : c == '"' ? "&quot;" : std::string(1, c);
      }
      report << "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"" << outcomes[result]
             << "\">" << escaped << "</result>\n";
    } else {
      report << names[result] << " " << message << "\n";
    }
    report.close();
    if (!report) std::exit(3);
  }
  std::exit(result);
#endif
}

}  // namespace testlib_lite

[[noreturn]] inline void quitf(TResult result, const char* pattern, ...) {
  va_list args;
  va_start(args, pattern);
  const std::string message = testlib_lite::format(pattern, args);
  va_end(args);
  testlib_lite::quit(result, message);
}

inline void ensuref(bool condition, const char* pattern, ...) {
  if (condition) return;
  va_list args;
  va_start(args, pattern);
  const std::string message = testlib_lite::format(pattern, args);
  va_end(args);
  testlib_lite::quit(_fail, message);
}

inline void registerValidation(int, char*[]) {
  testlib_lite::role = testlib_lite::validator;
  std::ios::sync_with_stdio(false);
  inf.init(testlib_lite::read_all(std::cin), InStream::input, true, "input");
}

inline void registerTestlibCmd(int argc, char* argv[]) {
  using namespace testlib_lite;
  role = checker;
  std::vector<std::string> args;
  for (int k = 1; k < argc; ++k) {
    const std::string arg = argv[k];
    if ((arg == "--testset" || arg == "--group") && k + 1 < argc) {
      ++k;  // the test set and group: nothing here depends on them
    } else {
      args.push_back(arg);
    }
  }
#if TESTLIB_LITE_KATTIS
  if (args.size() < 3) quit(_fail, "usage: checker input answer feedback_dir < output");
  feedback_dir = args[2];
  open(inf, args[0], InStream::input, "input", _fail);
  open(ans, args[1], InStream::answer, "answer", _fail);
  ouf.init(read_all(std::cin), InStream::output, false, "output");
#else
  appes = args.size() == 5 && (args[4] == "-appes" || args[4] == "-APPES");
  if (args.size() < 3 || args.size() > 5 || (args.size() == 5 && !appes)) {
    quit(_fail, "usage: checker [--testset T] [--group G] input output answer [result_file [-appes]]");
  }
  if (args.size() >= 4) result_file = args[3];
  open(inf, args[0], InStream::input, "input", _fail);
  open(ans, args[2], InStream::answer, "answer", _fail);
  open(ouf, args[1], InStream::output, "output", _pe);
#endif
}
