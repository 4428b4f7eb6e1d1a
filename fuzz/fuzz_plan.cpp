// SPDX-License-Identifier: MIT
// Test plans, as `sudokit-gen package` reads them: each line's words through sudokit-gen's own
// command-line parser (the prepass that refuses repeated options and surplus words, then
// Boost.Program_options, then the spec's checks). Parsed only, never run: a spec or a usage
// error (or the help), never a crash. Each line is parsed on its own, so the first 32 lines of
// an input explore all that a longer one can; past them an input only costs time (6,000 lines of
// "-h" took the fuzzer's 20-second timeout: a help text is about 4 ms under the sanitizers; with
// 200 lines the fuzzer still spent most of its time on such inputs, 1,000-3,000 runs in 25 s
// where it had made 14,000).
#include "fuzz/fuzz.hpp"
#include "gen/cli.hpp"

using namespace sudokit;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  constexpr int kMostLines = 32;
  std::size_t start = 0;
  for (int lines = 0; start <= text.size() && lines < kMostLines; ++lines) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::vector<std::string> words;
    std::string word;
    for (char c : text.substr(start, end - start)) {
      if (c == ' ' || c == '\t' || c == '\r') {
        if (!word.empty()) words.push_back(std::move(word));
        word.clear();
      } else {
        word += c;
      }
    }
    if (!word.empty()) words.push_back(std::move(word));
    const GenSpecParse parsed = parse_gen_args(words);
    fuzz::require(parsed.spec.has_value() || !parsed.usage.empty() || !parsed.text.empty());
    start = end + 1;
  }
  return 0;
}
