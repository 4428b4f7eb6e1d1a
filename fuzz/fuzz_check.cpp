// SPDX-License-Identifier: MIT
// Every judge's checker (the first byte picks the judge) on a contestant's output, against
// the judge's published sample and its answer: whatever the output, the verdict is accepted,
// wrong answer or presentation error, never a judge failure and never a crash (the issue's
// rule: no contestant output, however malformed, is a judge failure). The judges are the
// built-in ones and the problem files of examples/ (every task: solve with a prefix line,
// classify, smallest with the box per case, validate, count), against each example's sample
// and the reference answer to it.
#include <algorithm>
#include <fstream>
#include <iterator>
#include <map>

#include "common/judge/judge.hpp"
#include "fuzz/fuzz.hpp"

using namespace sudokit;

namespace {

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The sample of a judge: tests/data/samples/<site>-<number>/ (luogu-p1074 for p1074).
struct Sample {
  std::string input, answer;
};
// The problem files' examples: examples/<name>/problem.yaml and sample.in.
const char* const kProblemExamples[] = {"poj2676", "uva10957", "yzoj1551", "uva989", "checker", "count", "casegrid", "xsudoku"};
// The built-in profiles whose sample is their example's (no public sample kept: HDU 4069).
const char* const kExampleSamples[] = {"hdu4069"};

// The judges: the built-in ones, then the examples' problem files (registered at the first call).
const std::vector<const Judge*>& all_judges() {
  static const std::vector<const Judge*> all = [] {
    std::vector<const Judge*> out = judges();
    for (const char* name : kProblemExamples) {
      std::string error;
      const Judge* judge = load_problem_judge(std::string(SUDOKIT_EXAMPLES) + "/" + name + "/problem.yaml", &error);
      fuzz::require(judge != nullptr);
      out.push_back(judge);
    }
    return out;
  }();
  return all;
}

const Sample& sample_of(const Judge& judge) {
  static std::map<std::string_view, Sample> samples;
  auto [it, inserted] = samples.try_emplace(judge.name());
  const auto is = [&](const char* name) { return judge.name() == name; };
  const bool example = std::any_of(std::begin(kProblemExamples), std::end(kProblemExamples), is) ||
                       std::any_of(std::begin(kExampleSamples), std::end(kExampleSamples), is);
  if (inserted && example) {  // its sample, and the reference answer
    it->second.input = read(std::string(SUDOKIT_EXAMPLES) + "/" + std::string(judge.name()) + "/sample.in");
    std::string why;
    const auto answer = judge.answer(it->second.input, false, kDefaultNodeLimit, &why);
    fuzz::require(answer.has_value());
    it->second.answer = answer->text;
    fuzz::require(judge.check(it->second.input, it->second.answer, it->second.answer).verdict ==
                  CheckVerdict::accepted);
  } else if (inserted) {
    const std::string name(judge.name());
    std::string folder;
    for (const char* site : {"acwing", "hdu", "poj", "zoj"}) {
      if (name.rfind(site, 0) == 0) folder = std::string(site) + "-" + name.substr(std::string(site).size());
    }
    if (folder.empty()) folder = "luogu-" + name;
    const std::string base = std::string(SUDOKIT_SAMPLES) + "/" + folder + "/";
    const bool numbered = !read(base + "sample1.in").empty();
    it->second = {read(base + (numbered ? "sample1.in" : "sample.in")),
                  read(base + (numbered ? "sample1.out" : "sample.out"))};
    fuzz::require(!it->second.input.empty() && !it->second.answer.empty());
    // The jury's own answer is accepted: the harness itself is sound.
    fuzz::require(judge.check(it->second.input, it->second.answer, it->second.answer).verdict ==
                  CheckVerdict::accepted);
  }
  return it->second;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::vector<const Judge*>& all = all_judges();
  const Judge& judge = *all[data[0] % all.size()];
  const Sample& sample = sample_of(judge);
  const CheckResult result = judge.check(sample.input, fuzz::as_text(data + 1, size - 1), sample.answer);
  fuzz::require(result.verdict != CheckVerdict::fail);
  return 0;
}
