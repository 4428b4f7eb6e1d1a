// SPDX-License-Identifier: MIT
// ---- The checker: any exact cover is accepted. "No Solution!" is right only when the jury
// says so too (the jury's answer is taken on its word there: proving that no cover exists is a
// search, and this checker does none). Too few rows (none at all included) is a wrong answer;
// a word that is not a row number, a presentation error.
#include <vector>

struct Answer {
  bool none = false;      // "No Solution!"
  std::vector<int> rows;  // from 0
  std::string error;      // what is not an answer
};

Answer read_answer(const std::vector<std::string>& words, int rows) {
  Answer answer;
  if (!words.empty() && words[0].compare(0, 2, "No") == 0) {
    answer.none = words.size() == 2 && words[0] == "No" && words[1] == "Solution!";
    if (!answer.none) answer.error = "expected 'No Solution!'";
    return answer;
  }
  for (const std::string& word : words) {
    long long row = 0;
    if (!integer_in(word, 1, rows, row)) {
      answer.error = "expected a row number 1.." + std::to_string(rows) + ", found '" + word.substr(0, 20) + "'";
      return answer;
    }
    answer.rows.push_back(static_cast<int>(row) - 1);
  }
  return answer;
}

// What keeps `chosen` from being an exact cover of the matrix, or "".
std::string cover_error(const std::vector<std::vector<int>>& ones, int columns, const std::vector<int>& chosen) {
  std::vector<int> owner(columns, -1);
  std::vector<bool> used(ones.size(), false);
  for (int r : chosen) {
    if (used[r]) return "row " + std::to_string(r + 1) + " is chosen twice";
    used[r] = true;
    for (int c : ones[r]) {
      if (owner[c] >= 0) {
        return "column " + std::to_string(c + 1) + " is covered by rows " + std::to_string(owner[c] + 1) + " and " +
               std::to_string(r + 1);
      }
      owner[c] = r;
    }
  }
  for (int c = 0; c < columns; ++c) {
    if (owner[c] < 0) return "column " + std::to_string(c + 1) + " is not covered";
  }
  return "";
}

int main(int argc, char* argv[]) {
  registerTestlibCmd(argc, argv);
  const int rows = inf.readInt(1, MAX_SIDE, "N");
  const int columns = inf.readInt(1, MAX_SIDE, "M");
  std::vector<std::vector<int>> ones(rows);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < columns; ++c) {
      if (inf.readInt(0, 1, "entry") == 1) ones[r].push_back(c);
    }
  }
  const std::vector<std::string> answer_lines = lines_of(ans);
  const Answer jury = read_answer(words_of(answer_lines), rows);
  if (!jury.error.empty()) quitf(_fail, "the jury's answer: %s", jury.error.c_str());
  if (!jury.none) {
    const std::string why = cover_error(ones, columns, jury.rows);
    if (!why.empty()) quitf(_fail, "the jury's answer is not an exact cover: %s", why.c_str());
  }

  const Answer output = read_answer(words_of(lines_of(ouf, output_limit(answer_lines))), rows);
  if (!output.error.empty()) quitf(_pe, "%s", output.error.c_str());
  if (output.none) {
    if (!jury.none) quitf(_wa, "'No Solution!', but a cover exists");
    quitf(_ok, "no solution, as the jury says");
  }
  if (output.rows.empty()) quitf(_wa, "no rows");
  const std::string why = cover_error(ones, columns, output.rows);
  if (!why.empty()) quitf(_wa, "not an exact cover: %s", why.c_str());
  if (jury.none) quitf(_fail, "the output is an exact cover, but the jury says 'No Solution!'");
  quitf(_ok, "an exact cover of %zu rows", output.rows.size());
}
