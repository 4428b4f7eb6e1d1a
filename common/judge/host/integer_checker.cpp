// SPDX-License-Identifier: MIT
// ---- The checker: one integer per case, each equal to the jury's. Too few integers is a wrong
// answer; a word that is not an integer, or more integers than cases, a presentation error.
int main(int argc, char* argv[]) {
  registerTestlibCmd(argc, argv);
  const int cases = CASES_FIRST ? inf.readInt() : 1;
  const std::vector<std::string> answer = lines_of(ans);
  const std::vector<std::string> jury_words = words_of(answer);
  std::vector<long long> jury;
  for (const std::string& word : jury_words) {
    long long value = 0;
    if (!integer_in(word, -1000000000000000000LL, 1000000000000000000LL, value)) {
      quitf(_fail, "the jury's answer: '%s' is not an integer", word.c_str());
    }
    jury.push_back(value);
  }
  if (static_cast<int>(jury.size()) != cases) quitf(_fail, "the jury's answer has %zu integers for %d cases", jury.size(), cases);

  const std::vector<std::string> words = words_of(lines_of(ouf, output_limit(answer)));
  for (std::size_t i = 0; i < words.size() && static_cast<int>(i) <= cases; ++i) {
    long long value = 0;
    if (!integer_in(words[i], -1000000000000000000LL, 1000000000000000000LL, value)) {
      quitf(_pe, "case %zu: expected an integer, found '%.20s'", i + 1, words[i].c_str());
    }
  }
  if (static_cast<int>(words.size()) != cases) {
    quitf(static_cast<int>(words.size()) < cases ? _wa : _pe, "expected %d integers, found %s", cases,
          static_cast<int>(words.size()) < cases ? std::to_string(words.size()).c_str() : "more");
  }
  for (int i = 0; i < cases; ++i) {
    long long value = 0;
    integer_in(words[i], -1000000000000000000LL, 1000000000000000000LL, value);
    if (value != jury[i]) quitf(_wa, "case %d: expected %lld, found %lld", i + 1, jury[i], value);
  }
  quitf(_ok, "%d answers, all correct", cases);
}
